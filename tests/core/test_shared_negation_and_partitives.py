"""Negation a clause shares with the one before it, counts inside partitives, runs of numbers.

- ``extract/claims._shared_verb_group``: a conjunct verb cut into a claim of its own, with no
  subject, auxiliary or negator of its own and the same form as its head, shares its head's
  negated verb group, and the word-level checks read it so (``judge/lexical.worded``): "It
  won't build ..., or compete with ..." reads "It won't compete with ...".
- ``judge/stretch.negative_subject``: a negative subject governs the verbs listed after it,
  one "and"/"or" among them, up to the comma before the copied item ("Nobody may paint or
  carve on, | deface ...").
- ``judge/clause_flips._denied_group``: a comma that interrupts a denied verb group ("have not
  been, and will not be, | listed") leaves the participle after it denied.
- ``judge/negation.negation_count``: two denied auxiliary groups coordinated before one verb
  deny it once.
- ``extract/slots``: a count inside a partitive ("one of the five trustees") counts the set its
  noun names; its slot is that noun's phrase, not the clause that speaks of the part.
- ``text/numbers.find_numbers``: a run of number words that is no one number is the numbers
  written side by side ("two sixty second spots": 2 and 60).
- ``extract/shapes.stated_entities``: the markers of a list run on inside a line ("(1) ...,
  or (2) ...") give the items' places; they are no numbers the answer states.
- ``extract/slot_labels.line_label``: a value alone under a label on a numbered line ("2. Soil
  tests: about 8 weeks") takes the label as its slot, as a bulleted line's does, past a
  limit or approximator before the value (``approximators`` in
  ``data/lexicon/bound_words.json``).

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.shapes import stated_entities
from lexaudit.judge.negation import negation_count
from lexaudit.judge.stretch import negative_subject
from lexaudit.text.numbers import find_numbers
from lexaudit.types import Label
from lexaudit.verifier import Verifier

# a source that denies two coordinated acts, each with its own auxiliary
_SUPPLIER = (
    "The Supplier shall not manufacture a rival pump and will not approach the "
    "Distributor's customers anywhere in the Territory during the Term."
)


def _fields(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


def test_a_conjunct_claim_reads_under_its_heads_negated_group(extractor: Extractor) -> None:
    text = (
        "The Supplier won't manufacture a rival pump, or approach the Distributor's "
        "customers anywhere in the Territory."
    )
    claims = extractor.analyse(text, with_claims=True).claims
    approach = next(c for c in claims if c.text.startswith("approach"))
    assert approach.shared == "The Supplier won't"


def test_a_conjunct_with_its_own_form_or_auxiliary_shares_nothing(extractor: Extractor) -> None:
    claims = extractor.analyse(
        "The Tenant does not own the fixtures and leases them from the Landlord.",
        with_claims=True,
    ).claims
    assert all(c.shared == "" for c in claims)


def test_a_negation_shared_by_coordinated_verbs_is_no_flip(verifier: Verifier) -> None:
    answer = (
        "During the Term the Supplier won't manufacture a rival pump, or approach the "
        "Distributor's customers anywhere in the Territory."
    )
    report = verifier.verify(answer, [_SUPPLIER])
    assert "polarity" not in _fields(report)
    assert report.label is not Label.HALLUCINATED


def test_a_dropped_negation_on_a_conjunct_is_still_caught(verifier: Verifier) -> None:
    answer = (
        "During the Term the Supplier won't manufacture a rival pump, but will approach the "
        "Distributor's customers anywhere in the Territory."
    )
    report = verifier.verify(answer, [_SUPPLIER])
    assert report.label is Label.HALLUCINATED


def test_a_negative_subject_governs_its_listed_verbs() -> None:
    text = "Nobody may paint or carve on, deface or in any way damage a monument."
    assert negative_subject(text, text.index("deface")) == "Nobody"
    # a coordinator right before the copied words opens another clause
    other = "No fee is due or payable, and the Buyer pays the freight."
    assert negative_subject(other, other.index("and the Buyer")) is None


def test_an_interrupted_denied_group_denies_its_participle(verifier: Verifier) -> None:
    source = (
        "The Notes have not been and will not be listed on any stock exchange in the Republic "
        "and may be sold there only to professional investors."
    )
    answer = (
        "The Notes aren't, and won't be, listed on any stock exchange in the Republic, so "
        "holders can sell them there only to professional investors."
    )
    report = verifier.verify(answer, [source])
    assert "polarity" not in _fields(report)
    assert report.label is Label.CLEAN


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("the Notes have not been and will not be listed", 1),
        ("the Notes are not, and will not be, listed", 1),
        ("the Buyer shall not pay and shall not sue", 2),
        ("the Buyer did not pay and is not liable", 2),
        ("the Buyer shall not have no remedy", 2),
    ],
)
def test_coordinated_denied_groups_deny_their_verb_once(text: str, count: int) -> None:
    assert negation_count(text) == count


def test_a_count_inside_a_partitive_is_the_sets(extractor: Extractor) -> None:
    analysis = extractor.analyse(
        "The settlor names one of the five trustees as chair.", with_claims=True
    )
    (claim,) = analysis.claims
    slots = dict(zip((e.text for e in claim.entities), claim.entity_slots, strict=True))
    assert "truste" in slots["five"]
    assert not slots["five"] & {"settlor", "name"}


def test_a_partitive_count_is_not_read_against_the_parts_number(verifier: Verifier) -> None:
    source = (
        "The board of trustees shall consist of five trustees. The settlor shall appoint "
        "one trustee, the beneficiaries shall appoint two trustees, and the two trustees so "
        "appointed shall appoint the remaining trustees."
    )
    answer = "The settlor appoints one of the five trustees and the beneficiaries appoint two."
    report = verifier.verify(answer, [source])
    assert "number" not in _fields(report)


def test_a_changed_partitive_count_is_still_caught(verifier: Verifier) -> None:
    source = (
        "The board of trustees shall consist of five trustees. The settlor shall appoint "
        "one trustee."
    )
    answer = "The settlor appoints one of the seven trustees."
    report = verifier.verify(answer, [source])
    assert report.label is not Label.CLEAN


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("two sixty second spots", ["2", "60"]),
        ("five and six", ["5", "6"]),
        ("one hundred and twenty days", ["120"]),
        ("in one and one half", []),
    ],
)
def test_a_run_of_number_words_is_the_numbers_it_writes(text: str, values: list[str]) -> None:
    assert [m.value for m in find_numbers(text)] == values


def test_inline_list_markers_are_no_stated_numbers(extractor: Extractor) -> None:
    text = (
        "The Warden may settle a breach in one of two ways: (1) on payment of no more than "
        "$300, or (2) by a written undertaking."
    )
    stated = stated_entities(text, extractor.analyse(text).entities)
    assert [e.text for e in stated if e.type.value == "number"] == ["two"]
    # a figure that restates a number in brackets is part of its value, no marker
    for restated in (
        "The work takes one (1) hour or two (2) hours.",
        "The Printer adds up to two (2) flyers per issue and up to three (3) stickers per box.",
    ):
        entities = extractor.analyse(restated).entities
        assert len(stated_entities(restated, entities)) == len(entities)


def test_a_numbered_label_line_names_its_value(extractor: Extractor) -> None:
    text = (
        "The timetable:\n1. Site survey: about 1 month\n2. Soil tests: about 8 weeks\n"
        "3. Permit filing: up to 2 months\n"
    )
    claims = extractor.analyse(text, with_claims=True).claims
    slots = {
        e.text: slot for c in claims for e, slot in zip(c.entities, c.entity_slots, strict=True)
    }
    assert slots["8 weeks"] == frozenset({"soil", "test"})
    assert slots["2 months"] == frozenset({"permit", "file"})
