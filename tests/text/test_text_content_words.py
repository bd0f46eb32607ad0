"""Content words: what coverage and retrieval count, written out or contracted alike."""

from __future__ import annotations

import pytest

from lexaudit.text.words import content_words


@pytest.mark.parametrize(
    ("contracted", "written_out"),
    [
        ("The buyer doesn't owe the fee.", "The buyer does not owe the fee."),
        ("The buyer doesn\u2019t owe the fee.", "The buyer does not owe the fee."),
        ("It can't be assigned.", "It can not be assigned."),
        ("They'll renew it if it's late.", "They will renew it if it is late."),
    ],
)
def test_a_contraction_counts_the_words_it_stands_for(contracted: str, written_out: str) -> None:
    assert content_words(contracted) == content_words(written_out)


def test_pronouns_and_modals_are_not_content_words() -> None:
    # "it", "they" and "may" were never counted; "them", "you" and "would" are no different
    assert content_words("You would pay them the deposit.") == ["pay", "deposit"]


def test_a_country_written_in_capitals_stays_a_content_word() -> None:
    assert "us" in content_words("Sales in the US are excluded.")
