"""A range of two dates an answer gives, judged by the real verifier (``judge.values``).

The texts are written for these tests: each end of "from March 1, 2020 to February 28, 2021"
is stated where the sentence the claim aligns with writes both; the start date written beside
the end date is no rival to it, while a wrong end date is still contradicted.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_TERM = (
    'The Licence is granted for a period (the "Period") of 12 months from the Start Date on '
    "March 1 2020 and lapsing on February 28th 2021. The Company shall pay the fee."
)


def test_both_ends_of_a_date_range_the_sentence_writes(verifier: Verifier) -> None:
    answer = "The licence lasts 12 months, from March 1, 2020 to February 28, 2021."
    report = verifier.verify(answer, [_TERM])
    assert [c.verdict.value for c in report.claims] == ["supported"]


def test_a_wrong_end_of_a_date_range_is_still_flagged(verifier: Verifier) -> None:
    answer = "The licence lasts 12 months, from March 1, 2020 to February 28, 2022."
    report = verifier.verify(answer, [_TERM])
    assert [c.verdict.value for c in report.claims] != ["supported"]
    assert report.label.value != "clean"


def test_an_end_date_from_another_sentence_makes_no_range(verifier: Verifier) -> None:
    # the other end is written, but in a sentence of its own about something else
    source = (
        "The Term shall commence on March 1, 2020 and shall expire on February 28, 2021. "
        "The Tenant may exercise the renewal option by notice no later than December 1, 2020."
    )
    report = verifier.verify("The term runs from March 1, 2020 to December 1, 2020.", [source])
    assert report.label.value != "clean"
