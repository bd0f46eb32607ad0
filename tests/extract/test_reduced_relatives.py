"""Reduced relatives the small parser reads as a clause of their own are mended.

"Permits issued to a dealer before the cut-off date are void": the parser may take "issued"
for the main verb and hang "are" on it with no subject, or read "Records kept by the clerk" as
a clausal subject. A finite verb needs a subject and a finite clause is a subject only after
"that", so the participle modifies its noun and the noun is the finite verb's subject.

Sentences written for these tests; the real spaCy pipeline parses them.
"""

from __future__ import annotations

from typing import Any

import pytest

from lexaudit.verifier import Verifier


def _tokens(extractor: Any, text: str) -> dict[str, Any]:
    """Each word's first token."""
    tokens: dict[str, Any] = {}
    for token in extractor.nlp(text):
        tokens.setdefault(token.text, token)
    return tokens


@pytest.mark.parametrize(
    ("text", "noun", "participle", "predicate"),
    [
        ("Grants awarded to a county after March 1, 2011 are eligible for renewal.",
         "Grants", "awarded", "are"),
        ("Information disclosed to the Recipient is not Confidential Information.",
         "Information", "disclosed", "is"),
        ("Claims brought against the Licensee are handled by the Licensor.",
         "Claims", "brought", "handled"),
        ("Data collected through the platform may not be sold.", "Data", "collected", "sold"),
    ],
)  # fmt: skip
def test_the_noun_of_a_reduced_relative_is_the_subject_of_the_finite_verb(
    extractor: Any, text: str, noun: str, participle: str, predicate: str
) -> None:
    tokens = _tokens(extractor, text)
    assert tokens[noun].head.text == predicate
    assert tokens[noun].dep_ in ("nsubj", "nsubjpass")
    assert tokens[participle].dep_ == "acl"
    assert tokens[participle].head.text == noun


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # a verb joined by "and" to the one before shares its subject
        ("The Seller performed in full and is entitled to payment.", "performed"),
        # a verb with an object is a main verb
        ("The Seller delivered the goods on time.", "delivered"),
        # a clause that takes a clause: the second verb has a subject of its own
        ("The court found the contract is void.", "found"),
    ],
)
def test_a_past_tense_main_verb_is_left_alone(extractor: Any, text: str, verb: str) -> None:
    tokens = _tokens(extractor, text)
    assert tokens[verb].dep_ == "ROOT"
    assert tokens[verb].head.i == tokens[verb].i


SOURCE = (
    "No grant awarded under this part to any county after March 1, 2011, shall be eligible for "
    "renewal by the county."
)


def test_a_denial_reaches_the_claim_whose_reduced_relative_the_parser_misread(
    verifier: Verifier,
) -> None:
    answer = "Grants awarded to a county after March 1, 2011 are eligible for renewal."
    report = verifier.verify(answer, [SOURCE])
    assert report.label.value == "hallucinated"
    assert any(f.subtype.value == "polarity_flip" for f in report.findings)


def test_the_same_claim_with_the_denial_kept_is_clean(verifier: Verifier) -> None:
    answer = "Grants awarded to a county after March 1, 2011 are not eligible for renewal."
    assert verifier.verify(answer, [SOURCE]).label.value == "clean"
