"""A day written as an ordinal word in the deed form ("the ninth day of June").

Deeds, agreements and statutes write the day as a word: "made this twelfth day of August,
2011", "rent falls due on the fourth day of February". Only with "day of" is the word read as a
day. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.text import find_dates
from lexaudit.verifier import Verifier


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            "Made this twelfth day of August, 2011.",
            [("twelfth day of August, 2011", "2011-08-12")],
        ),
        (
            "The lease ends on the Twenty-Eighth day of February 2027.",
            [("the Twenty-Eighth day of February 2027", "2027-02-28")],
        ),
        (
            "It begins at noon on the fourth day of February.",
            [("the fourth day of February", "--02-04")],
        ),
        # a day the month does not have, and an ordinal with no month, are no dates
        ("on the thirty-first day of April", []),
        ("on the first day of each quarter", []),
        # an ordinal without "day of" is left alone, and so is a month that opens a name
        ("the second May meeting", []),
        ("due on the first day of May Holdings' fiscal year", []),
    ],
)
def test_a_worded_day_of_a_month_is_a_date(text: str, found: list[tuple[str, str]]) -> None:
    assert [(m.surface, m.value) for m in find_dates(text)] == found


def test_a_worded_day_grounds_the_same_date_in_figures(verifier: Verifier) -> None:
    source = (
        "Rent for the first quarter falls due on the fourth day of February, and the rent for "
        "each later quarter on the first business day of that quarter."
    )
    answer = "The first quarter's rent is due on February {}."
    assert verifier.verify(answer.format(4), [source]).label == "clean"
    assert verifier.verify(answer.format(14), [source]).label != "clean"
