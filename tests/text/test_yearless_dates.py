"""A day of a month written without its year ("on April 30", "by 1 October").

The value is ISO 8601's month-and-day form ``--MM-DD``; it agrees with any full date on that
month and day and with nothing else. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import dates_agree, dates_rival
from lexaudit.text import find_dates
from lexaudit.verifier import Verifier


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            "Rent falls due on April 30 and October 31.",
            [("April 30", "--04-30"), ("October 31", "--10-31")],
        ),
        ("The report is filed by 1 October each year.", [("1 October", "--10-01")]),
        ("Notice goes out before 2 May of each year.", [("2 May", "--05-02")]),
        ("It closes on the 2nd day of January.", [("the 2nd day of January", "--01-02")]),
        ("Sept. 9 is the cut-off.", [("Sept. 9", "--09-09")]),
        # a year written after it makes it a full date, as before
        ("Signed on April 30, 2019.", [("April 30, 2019", "2019-04-30")]),
        # a day the month does not have, and a day-first number after a label, are no dates
        ("Payable on April 31.", []),
        ("See Rule 12 March of the schedule.", []),
    ],
)
def test_days_without_a_year_are_dates(text: str, found: list[tuple[str, str]]) -> None:
    assert [(m.surface, m.value) for m in find_dates(text)] == found


@pytest.mark.parametrize(
    ("a", "b", "agree"),
    [
        ("--04-30", "2019-04-30", True),
        ("--04-30", "--04-30", True),
        ("--04-30", "2019-05-30", False),
        ("--04-30", "2019-04", False),  # a month of a year does not say which day
        ("2019-04", "2019-04-30", True),
    ],
)
def test_a_yearless_date_agrees_with_full_dates_of_its_day(a: str, b: str, agree: bool) -> None:
    assert dates_agree(a, b) is agree
    assert dates_agree(b, a) is agree


@pytest.mark.parametrize(
    ("a", "b", "rival"),
    [
        ("--02-01", "2012", False),  # a year says nothing of the day
        ("--02-01", "2012-03", False),
        ("--02-01", "2012-03-01", True),
        ("--02-01", "--03-01", True),
        ("2012-02-01", "2011", True),  # full dates keep their rivals
    ],
)
def test_only_a_date_with_a_day_rivals_a_yearless_one(a: str, b: str, rival: bool) -> None:
    assert dates_rival(a, b) is rival


_SOURCE = (
    "The Distributor shall pay the Annual Fee in two equal parts, the first on 4/30/2021 and "
    "the second on 10/31/2021, by wire transfer to the account the Supplier names in writing."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("The fee is split in two, paid on April 30 and October 31.", True),
        ("The fee is split in two, paid on April 30 and November 30.", False),
    ],
)
def test_an_answer_restating_days_without_the_year(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [_SOURCE])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
