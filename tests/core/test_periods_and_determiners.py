"""Two-unit periods, an opening "no", zero-width spaces; guards for rates and relatives.

The texts are written for these tests and run through the real verifier (spaCy pipeline
included). Each rule has a case it must clear and a case it must still catch; the rate and
relative-clause tests guard what the judge already does (rules for both were tried and
reverted after review).
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc

from lexaudit.extract.negators import negative_noun
from lexaudit.text.durations import find_durations
from lexaudit.verifier import Verifier


def _conflicts(report, field: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == field
    ]


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


def test_a_zero_width_space_in_a_source_reads_as_a_space(verifier: Verifier) -> None:
    from lexaudit.evidence.bundle import build_bundle

    source = "4.2 Either Party may terminate where Section \u200b3.6.3 applies."
    (chunk,) = build_bundle([source])
    # one for one: every offset into the source stays the same
    assert len(chunk.text) == len(source)
    assert "Section  3.6.3" in chunk.text
    report = verifier.verify("Either party can terminate where Section 3.6.3 applies.", [source])
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
