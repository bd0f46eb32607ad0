"""Common words against names, by Webster's word list (``lexaudit.text.english``)."""

from __future__ import annotations

import pytest

from lexaudit.text.english import dictionary_word


@pytest.mark.parametrize("word", ["Overall", "Separately", "Review", "Notably", "overall"])
def test_common_words_are_dictionary_words(word: str) -> None:
    assert dictionary_word(word)


@pytest.mark.parametrize("word", ["Texas", "John", "Kelly", "Corvane", "Brightvault"])
def test_names_and_made_up_words_are_not(word: str) -> None:
    # "Kelly" is also a common noun in the list, but the list names it too
    assert not dictionary_word(word)
