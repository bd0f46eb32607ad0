"""Slot words across participles that modify a noun, read from a real spaCy parse.

Sentences written for these tests. A participle after its noun with no subject of its own (a
reduced relative: "units shipped to Norway") describes that noun by the value it governs, so
the noun is in the value's slot; a participle before its noun ("written notice") is a
modifier of the noun, not the verb of a clause; a negated participle the tagger takes for a
past tense ("unremedied") still names the act it denies.
"""

from __future__ import annotations

from typing import Any

import pytest

from lexaudit.extract.slots import slot_words


def _slot(extractor: Any, text: str, value: str) -> frozenset[str]:
    doc = extractor.nlp(text)
    start = text.index(value)
    return slot_words(doc, text, start, start + len(value))


@pytest.mark.parametrize(
    ("text", "value", "noun"),
    [
        ("The Buyer owes a rebate of 3% on all units shipped to Norway.", "Norway", "unit"),
        (
            "A surcharge of $200 applies to each order placed after June 30, 2025.",
            "June 30, 2025",
            "order",
        ),
        (
            "The Lessor may end the lease for any default unremedied 45 days after notice to "
            "the Lessee.",
            "45 days",
            "default",
        ),
    ],
    ids=["place", "date", "period"],
)
def test_a_reduced_relative_takes_the_noun_it_describes(
    extractor: Any, text: str, value: str, noun: str
) -> None:
    assert noun in _slot(extractor, text, value)


def test_a_relative_clause_with_its_own_subject_is_read_as_before(extractor: Any) -> None:
    # the clause's own subject and verb name the slot; the reduced-relative rule adds nothing
    words = _slot(
        extractor,
        "The Buyer owes a rebate of 3% on all units that the Seller ships to Norway.",
        "Norway",
    )
    assert {"seller", "ship"} <= words, words


def test_a_participle_before_its_noun_does_not_end_the_slot(extractor: Any) -> None:
    # the parser hangs the period on "written"; the slot goes on to the act it is for
    words = _slot(
        extractor,
        "The Agent may resign if the fault is not fixed within sixty (60) days after written "
        "notice from the Owner.",
        "sixty (60) days",
    )
    assert {"fix", "fault"} <= words, words


def test_a_negated_participle_tagged_as_a_past_tense_names_its_act(extractor: Any) -> None:
    words = _slot(
        extractor,
        "Either party can end the deal for a breach unremedied 30 calendar days after written "
        "notice.",
        "30 calendar days",
    )
    assert "remedi" in words, words
