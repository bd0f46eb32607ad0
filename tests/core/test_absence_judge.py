"""A provision said to set no such thing, judged by the real verifier (``judge.structural``).

The texts are written for these tests. "The clause doesn't set any cap on the rebate" is a
statement of absence: true where no sentence of the sources speaks of a cap on the rebate,
false where one does.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_REBATE = (
    "7. Rebates. The Supplier shall pay the Distributor a rebate of two percent (2%) of net "
    "purchases in each calendar quarter, within thirty (30) days after the quarter ends."
)

_CLAIM = "The clause doesn't set any cap on the rebate."


def _verdict(report):  # type: ignore[no-untyped-def]
    (claim,) = [cv for cv in report.claims if "cap" in cv.claim.text]
    return claim


def test_a_clause_said_to_set_no_cap_that_sets_none(verifier: Verifier) -> None:
    claim = _verdict(verifier.verify(_CLAIM, [_REBATE]))
    assert claim.claim.absent == "cap on the rebate"
    assert claim.verdict.value == "supported", claim.reason


def test_a_clause_said_to_set_no_cap_that_sets_one(verifier: Verifier) -> None:
    capped = _REBATE + " The total rebate shall be subject to a cap of $50,000 per year."
    claim = _verdict(verifier.verify(_CLAIM, [capped]))
    assert claim.verdict.value == "unsupported", claim.reason


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # the sources give the act only the other way round: the absence is true
        ("Nothing in the excerpt has the Owner indemnifying the Builder.", "supported"),
        # the sources do give the act to the one the claim names
        ("Nothing in the excerpt has the Builder indemnifying the Owner.", "unsupported"),
    ],
    ids=["reversed", "stated"],
)
def test_an_act_absent_only_in_one_direction(verifier, answer: str, verdict: str) -> None:  # type: ignore[no-untyped-def]
    source = (
        'This Agreement is made between Harrow Estates Ltd (the "Owner") and Calder Works Ltd '
        '(the "Builder"). The Builder shall indemnify the Owner against all claims of third '
        "parties arising out of the works."
    )
    report = verifier.verify(answer, [source])
    assert [c.verdict.value for c in report.claims] == [verdict]


def test_an_act_said_to_run_both_ways_is_not_absent(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        'This Agreement is made between Harrow Estates Ltd (the "Owner") and Calder Works Ltd '
        '(the "Builder"). The Builder shall indemnify the Owner against all claims of third '
        "parties arising out of the works, and vice versa."
    )
    report = verifier.verify(
        "Nothing in the excerpt has the Owner indemnifying the Builder.", [source]
    )
    assert [c.verdict.value for c in report.claims] == ["unsupported"]


def test_an_act_given_as_a_noun_is_not_absent(verifier) -> None:  # type: ignore[no-untyped-def]
    # "give the Owner an indemnity" is the Builder indemnifying the Owner
    source = (
        'This Agreement is made between Harrow Estates Ltd (the "Owner") and Calder Works Ltd '
        '(the "Builder"). The Owner shall indemnify the Builder against claims arising out of '
        "the site. The Builder shall give the Owner an indemnity against claims arising out of "
        "its own designs."
    )
    report = verifier.verify(
        "Nothing in the excerpt has the Builder indemnifying the Owner.", [source]
    )
    assert [c.verdict.value for c in report.claims] == ["unsupported"]
