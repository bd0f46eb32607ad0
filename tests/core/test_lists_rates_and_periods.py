"""Coordinated value lists, rates, two-unit periods and relative-clause edges.

The texts are written for these tests and run through the real verifier (spaCy pipeline
included). Each rule has a case it must clear and a case it must still catch.
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from lexaudit.extract.negators import negative_noun
from lexaudit.text.durations import find_durations
from lexaudit.verifier import Verifier

_SCHEDULE = (
    "7.2 Sales Milestones. Harrow shall pay Linden one-time milestone payments as follows:\n"
    "Annual Net Sales first reaching USD 8,000,000: USD 750,000\n"
    "Annual Net Sales first reaching USD 20,000,000: USD 1,500,000\n"
    "Annual Net Sales first reaching USD 45,000,000: USD 3,000,000\n"
    "Each payment is due within forty-five (45) days after the end of the calendar year in which "
    "the threshold is first reached."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _conflicts(report, field: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == field
    ]


def test_a_schedule_restated_as_two_lists_is_read_list_by_list(verifier: Verifier) -> None:
    answer = (
        "Linden gets one-off payments of $750k, $1.5M and $3M when yearly Net Sales first hit "
        "$8M, $20M and $45M."
    )
    assert _conflicts(verifier.verify(answer, [_SCHEDULE]), "amount") == []


def test_a_list_with_a_value_the_sources_do_not_write_is_still_judged(
    verifier: Verifier,
) -> None:
    answer = (
        "Linden gets one-off payments of $750k, $1.5M and $4M when yearly Net Sales first hit "
        "$8M, $20M and $45M."
    )
    conflicts = _conflicts(verifier.verify(answer, [_SCHEDULE]), "amount")
    assert "$4M" in [claim for claim, _ in conflicts]


_CREDITS = (
    "8. Service Credits. If monthly availability falls below 99.9%, the Provider shall credit "
    "the Customer 5% of the monthly fee; below 99.5%, 10% of the monthly fee; and below "
    "99.0%, 25% of the monthly fee. Credits in any month shall not exceed 50% of the monthly fee."
)


def test_a_list_that_runs_as_the_source_runs_is_stated(verifier: Verifier) -> None:
    answer = (
        "Service credits are 5%, 10% and 25% of the monthly fee when monthly availability "
        "falls below 99.9%, 99.5% and 99.0%."
    )
    assert verifier.verify(answer, [_CREDITS]).label.value == "clean"


def test_a_list_that_skips_a_value_of_the_run_is_not_cleared(verifier: Verifier) -> None:
    # the 50% is the cap, not the third credit: the list skips the source's 25%
    answer = (
        "Service credits are 5%, 10% and 50% of the monthly fee when monthly availability "
        "falls below 99.9%, 99.5% and 99.0%."
    )
    assert verifier.verify(answer, [_CREDITS]).label.value != "clean"


_RATES = [
    "4. Fees. The Company shall pay the Adviser at the rate of CHF 320 per hour for time spent "
    "on the Services. Every month, the Adviser shall send the Company an invoice for the hours "
    "worked together with receipts for any approved travel.",
]


def test_a_rate_is_judged_by_the_amount_it_follows(verifier: Verifier) -> None:
    answer = (
        "The Adviser is paid CHF 320 an hour, billed monthly with receipts for approved travel."
    )
    assert _conflicts(verifier.verify(answer, _RATES), "frequency") == []


def test_an_amount_the_sources_give_at_two_rates_is_judged_as_before(
    verifier: Verifier,
) -> None:
    source = (
        "3. Fees. The Client shall pay the Consultant $200 per hour for advisory work. Travel "
        "time is paid at $200 per day."
    )
    answer = "The Consultant is paid $200 per day for advisory work."
    assert _conflicts(verifier.verify(answer, [source]), "frequency") == [("per day", "per hour")]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("may sue within three (3) years and four (4) months of the report", ["P40M"]),
        ("one year and 9 months", ["P21M"]),
        ("two weeks and three days", ["P17D"]),
        ("2 years plus 6 months", ["P30M"]),
        # two periods of one unit, or the smaller first, are two periods
        ("after 10 days and 20 days", ["P10D", "P20D"]),
        ("six months and two years", ["P6M", "P24M"]),
        # business days are counted apart
        ("one week and 2 business days", ["P7D", "P2BD"]),
        # periods of two things, and the last items of a list
        ("survive for five years and six months, respectively", ["P60M", "P6M"]),
        ("terms of three years, one year and six months", ["P36M", "P12M", "P6M"]),
    ],
)
def test_a_period_of_two_units_largest_first_is_one_period(text: str, values: list[str]) -> None:
    assert [m.value for m in find_durations(text)] == values


def test_two_and_a_half_years_states_two_years_and_six_months(verifier: Verifier) -> None:
    source = (
        "9. Claims. A Member who objected in time may bring a claim within two (2) years and "
        "six (6) months after the statement is issued; any later claim is barred."
    )
    ok = "A member who objected in time has two and a half years from the statement to sue."
    assert _conflicts(verifier.verify(ok, [source]), "duration") == []
    wrong = "A member who objected in time has two years from the statement to sue."
    assert _conflicts(verifier.verify(wrong, [source]), "duration") != []


def _doc(
    words: list[str], heads: list[int], deps: list[str], spaces: list[bool] | None = None
) -> Doc:
    return Doc(spacy.blank("en").vocab, words=words, heads=heads, deps=deps, spaces=spaces)


def test_a_negative_determiner_opening_the_phrase_denies_it() -> None:
    # "there is no Chair pro tempore", with "no" hung on "Chair", a modifier of the head
    doc = _doc(
        ["there", "is", "no", "Chair", "pro", "tempore"],
        [1, 1, 3, 5, 5, 1],
        ["expl", "ROOT", "det", "nmod", "amod", "attr"],
    )
    assert negative_noun(doc[5])


def test_a_plain_determiner_or_a_later_no_denies_nothing() -> None:
    doc = _doc(
        ["there", "is", "a", "Chair", "pro", "tempore"],
        [1, 1, 3, 5, 5, 1],
        ["expl", "ROOT", "det", "nmod", "amod", "attr"],
    )
    assert not negative_noun(doc[5])
    # "no" inside a phrase that opens with another word is that word's
    doc = _doc(
        ["there", "is", "the", "no", "claims", "bonus"],
        [1, 1, 5, 4, 5, 1],
        ["expl", "ROOT", "det", "det", "compound", "attr"],
    )
    assert not negative_noun(doc[5])


def test_a_hyphenated_no_compound_denies_nothing() -> None:
    # "no-show fees": "no" joined to its word by a hyphen names a kind of fee
    doc = _doc(
        ["pay", "no", "-", "show", "fees"],
        [0, 3, 3, 4, 0],
        ["ROOT", "det", "punct", "compound", "dobj"],
        [True, False, False, True, False],
    )
    assert not negative_noun(doc[4])


def test_a_relative_clause_edge_without_an_actor_is_not_the_claims_proposition(
    verifier: Verifier,
) -> None:
    # the main clause's denial is set off by commas from its verbs; "which may be
    # communicated to Agent" is an edge of the relative clause, with no actor of its own
    source = (
        "4. Secrecy. Agent shall not, during the term of this Agreement or thereafter, "
        "communicate, divulge or use, for any purpose other than the operation of the Agency, "
        "any confidential information, knowledge or know-how which may be communicated to "
        "Agent or which Agent may learn by virtue of its appointment."
    )
    answer = (
        "The Agent can't communicate, divulge or use any of it for anything other than "
        "running the Agency."
    )
    assert _conflicts(verifier.verify(answer, [source]), "polarity") == []


def test_a_relative_clause_that_denies_still_meets_the_claim(verifier: Verifier) -> None:
    source = (
        "3. Stock. The Seller shall keep the spare parts listed in Schedule 2, which may not be "
        "resold by the Buyer to any third party."
    )
    answer = "The spare parts may be resold to third parties."
    assert _conflicts(verifier.verify(answer, [source]), "polarity") == [("resold", "not resold")]


def test_a_relative_clause_with_its_actor_still_meets_the_claim(verifier: Verifier) -> None:
    source = (
        "3. Stock. The Seller shall keep a stock of spare parts which the Buyer may not resell "
        "to any third party."
    )
    answer = "The Buyer may resell the spare parts to third parties."
    assert _conflicts(verifier.verify(answer, [source]), "polarity") == [("resell", "not resell")]
