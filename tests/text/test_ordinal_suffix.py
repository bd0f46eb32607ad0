"""An ordinal suffix ends its word: "March 1 through June 1" is "March 1", not "March 1 th".

Filings print suffixes spaced or split ("the 1 st day", "the 14t h day"), and those stay
suffixes; the first letters of the next word ("through", "then") are none. The texts are
written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.text.dates import find_dates


@pytest.mark.parametrize(
    ("text", "surfaces"),
    [
        ("instalments from March 1 through June 1, 2011", ["March 1", "June 1, 2011"]),
        ("due on April 3 then monthly", ["April 3"]),
        ("the 1 st day of May 2020", ["the 1 st day of May 2020"]),
        ("on the 14t h day of April, 2015", ["the 14t h day of April, 2015"]),
        ("on March 1st and June 2nd", ["March 1st", "June 2nd"]),
    ],
)
def test_a_suffix_ends_its_word(text: str, surfaces: list[str]) -> None:
    assert [d.surface for d in find_dates(text)] == surfaces
