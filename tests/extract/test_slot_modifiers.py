"""Slot words across participles that modify a noun, read from a real spaCy parse.

Sentences written for these tests. A participle before its noun ("written notice") is a
modifier of the noun, not the verb of a clause; a negated participle the tagger takes for a
past tense ("unremedied") still names the act it denies.
"""

from __future__ import annotations

from typing import Any

from lexaudit.extract.slots import slot_words


def _slot(extractor: Any, text: str, value: str) -> frozenset[str]:
    doc = extractor.nlp(text)
    start = text.index(value)
    return slot_words(doc, text, start, start + len(value))


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
