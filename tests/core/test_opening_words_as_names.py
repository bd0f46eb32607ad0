"""A common word that opens an answer's sentence is capitalised by its place, not a name.

- After a run-in heading ("**The point.** Letting ..."), the next word opens a sentence,
  whatever the parser made of the marks between.
- A gerund with a clause of its own after it ("Letting each party decide ...") is a verb.
- A noun with an "of" phrase of common nouns after it ("Upkeep of the yard is shared") is the
  common noun, though it is the subject; "Whitcombe of Harlow" still names someone.
- The recogniser's own label on such a word ("Extra pallets ..." read as an organisation) is
  dropped as the unknown-name rule drops it; a name it labels stays.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor

_VOCABULARY = frozenset({"the", "buyer", "seller", "yard", "pays"})


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _names(extractor: Extractor, text: str) -> list[str]:
    analysis = extractor.analyse(text, vocabulary=_VOCABULARY, with_claims=True)
    return [e.text for e in analysis.entities]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "**The catch.** Letting each party pick its own valuer would give two prices.",
            "Letting",
        ),
        ("- **Costs.** Upkeep of the yard and of the gates is shared equally.", "Upkeep"),
        ("Upkeep of the yard is shared equally by the parties.", "Upkeep"),
        ("Extra pallets a Shipper loads are charged at cost.", "Extra"),
    ],
)
def test_an_opening_common_word_is_no_name(extractor: Extractor, text: str, word: str):
    assert word not in _names(extractor, text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("**Parties.** Corvane and Bluefin signed the deal.", "Corvane"),
        ("**Signers.** Whitcombe of Harlow signed for the Buyer.", "Whitcombe"),
        ("Surplus stock a Retailer holds goes back to the Supplier.", "Retailer"),
    ],
)
def test_a_name_after_a_heading_or_an_opening_word_stays(
    extractor: Extractor, text: str, name: str
):
    assert name in _names(extractor, text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Familiarity may arise from years of letters.", "Familiarity"),
        ("**Poaching is barred for a year.**", "Poaching"),
    ],
)
def test_a_derived_noun_or_gerund_opening_a_sentence_is_no_name_even_as_subject(
    extractor: Extractor, text: str, word: str
):
    # the tagger calls both a proper noun or a subject; the noun is made of an English
    # adjective by a suffix ("familiar"), the other is the gerund of a verb ("poach"): a
    # quality or an act, not a party
    assert word not in _names(extractor, text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Clarence pays the fee.", "Clarence"),
        ("Terrence owns the mark.", "Terrence"),
        ("Lawrence pays the fee.", "Lawrence"),
        ("White is liable for the loss.", "White"),
        ("Deliverance and Corvane signed the deal.", "Deliverance"),
    ],
)
def test_a_name_that_only_ends_like_a_derivation_stays(extractor: Extractor, text: str, name: str):
    # no English base word ("clar", "terr", "lawr"), no suffix at all, or coordinated with a name
    assert name in _names(extractor, text)
