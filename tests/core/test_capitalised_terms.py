"""Capitalised terms of common words, and conjunctions that open a sentence, are no names.

- A capitalised term of words the sources also write in lower case ("the Territory") names a
  thing the contract defines, not someone: a name in its place is no substitution.
- A subordinating conjunction that opens a sentence ("Once", "Whilst") is no name.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import opening_closed_word
from lexaudit.verifier import Verifier

TERRITORY = (
    "1. Bolt Ltd is the distributor and Acme Inc is the supplier. The Territory is Chile, and "
    "this territory may be enlarged by agreement. 2. Bolt shall not sell the Products outside "
    "the Territory without the prior written consent of Acme."
)


def test_a_place_where_the_source_writes_its_defined_term_is_no_substitution(
    verifier: Verifier,
) -> None:
    answer = "Bolt can't sell the Products outside Chile without the prior written consent of Acme."
    assert verifier.verify(answer, [TERRITORY]).label.value == "clean"


def test_a_party_put_in_another_partys_place_is_still_caught(verifier: Verifier) -> None:
    answer = "Bolt can't sell the Products outside the Territory without consent of Bolt."
    assert verifier.verify(answer, [TERRITORY]).label.value == "hallucinated"


@pytest.mark.parametrize("word", ["Once", "Whilst", "Although", "Because", "Whether"])
def test_a_subordinating_conjunction_opening_a_sentence_is_no_name(word: str) -> None:
    text = f"The fee is due. {word} the notice is given, the Supplier delivers."
    at = text.index(word)
    assert opening_closed_word(text, at, at + len(word))
