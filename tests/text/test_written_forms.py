"""Values written in forms the readers used to miss.

- A deed-form day that several months share: "the first (1st) day of March and September" is
  March 1 and September 1; with a year after one month, "the first (1st) day of March, 2020"
  is one full date.
- Years a word introduces once: "calendar years 2020, 2021 and 2022" and "for 2020 through
  2024" are years throughout, though the cue stands before one of them; a number after a year
  that runs backwards ("In 2021, 1875 claims") or after a comma alone ("In 2019, 2024 claims")
  is a count.
- A decimal comma after a currency sign: "EUR 1.234,56", "USD$0,4375", "€12,50"; a comma before
  three digits still groups thousands, and an Indian "5,00,000" groups on.
- A number written in words and again in figures that differ is read by its words, which the
  rule for instruments reads (UCC 3-114: "twelve percent (1296)" is 12%, "five (6) days" five
  days); figures that are a rate of their own ("forty percent (15%)") are read too, as a reader
  may take them. Figures that agree, decimal figures and words that read as no number give one
  value.
- A bracketed number joined to another bracketed label is one link of a provision's path:
  "(b)(3)", "(4)(C)"; it counts nothing.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.text import find_values
from lexaudit.text.dates import find_dates


def _dates(text: str) -> list[tuple[str, str]]:
    return [(m.surface, m.value) for m in find_dates(text)]


def _values(text: str) -> list[tuple[str, str, str]]:
    return [(m.surface, m.kind, m.value) for m in find_values(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "rent falls due on the first (1st) day of March and September in each year",
            [("the first (1st) day of March", "--03-01"), ("September", "--09-01")],
        ),
        (
            "payable on the 15th day of January, April, July and October",
            [
                ("the 15th day of January", "--01-15"),
                ("April", "--04-15"),
                ("July", "--07-15"),
                ("October", "--10-15"),
            ],
        ),
        (
            "signed on the first (1st) day of March, 2020",
            [("the first (1st) day of March, 2020", "2020-03-01")],
        ),
        ("the first (2nd) day of March and May", []),  # the figure and the words disagree
        ("the 31st day of March and June", [("the 31st day of March", "--03-31")]),  # no June 31
        ("the tenth (10th) day of May Holdings' fiscal year", []),  # a name, not a month
        # a month that opens the next clause is not of the list
        (
            "due on the first day of March, and May rent is waived",
            [("the first day of March", "--03-01")],
        ),
        (
            "the first day of March and June, 2021",
            [("the first day of March", "--03-01"), ("June, 2021", "2021-06")],
        ),
    ],
)
def test_a_deed_form_day_is_read_for_each_month_it_names(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _dates(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("For 2020 through 2024 the fee is fixed.", ["2020", "2024"]),
        (
            "The levy is set for the years 2020, 2021, 2022, 2023 and 2024.",
            ["2020", "2021", "2022", "2023", "2024"],
        ),
        ("in 2019 and 2020 it sold 2021 units", ["2019", "2020"]),  # a count is no year
        ("Indian Penal Code, 1860 and 1861", []),  # no word introduces a year
        ("sections 2019 and 2020", []),
        ("In 2021, 1875 claims were lodged.", ["2021"]),
        ("In 2019, 2024 claims were lodged.", ["2019"]),  # a comma alone parts a count
        ("From 2015 to 2018, 2040 complaints came in.", ["2015", "2018"]),
    ],
)
def test_years_listed_with_an_introduced_year_are_years(text: str, expected: list[str]) -> None:
    assert [value for _, value in _dates(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a fee of EUR 1.234,56 is due", [("EUR 1.234,56", "money", "EUR 1234.56")]),
        ("at USD$0,4375 per litre", [("$0,4375", "money", "USD 0.4375")]),
        ("€12,50 each", [("€12,50", "money", "EUR 12.5")]),
        ("a cap of $2,5 million", [("$2,5 million", "money", "USD 2500000")]),
        ("a fee of $1,250,000", [("$1,250,000", "money", "USD 1250000")]),
        ("USD 1,234 in all", [("USD 1,234", "money", "USD 1234")]),
        ("Rs. 5,00,000/- only", [("Rs. 5,00,000/-", "money", "INR 500000")]),
        (
            "€12,50 and €15,00 respectively",
            [("€12,50", "money", "EUR 12.5"), ("€15,00", "money", "EUR 15")],
        ),
    ],
)
def test_a_decimal_comma_after_a_currency_sign(
    text: str, expected: list[tuple[str, str, str]]
) -> None:
    assert _values(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The agent keeps twelve percent (1296) of the gross.", [("percent", "12")]),
        ("The agent keeps forty percent (15%) of it.", [("percent", "40"), ("percent", "15")]),
        ("Cure within five (6) days.", [("duration", "P5D")]),
        ("for a term of two [3] years", [("duration", "P24M")]),
        # figures that agree, or words with a fraction, keep the figures
        ("one percent (1.00%) of the price", [("percent", "1")]),
        ("two and one-half percent (2.5%)", [("percent", "2.5")]),
        ("to the nearest one-thousandth of one percent (0.001%)", [("percent", "0.001")]),
        ("within twenty-one (21) days", [("duration", "P21D")]),
    ],
)
def test_words_and_figures_that_differ(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(m.kind, m.value) for m in find_values(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The 2019 amendment reworded (b)(3).", [("number", "2019")]),
        ("as (4)(C) requires", []),
        # a count in brackets restates its words; a lone bracketed number is left as it was
        ("three (3) copies", [("number", "3"), ("number", "3")]),
        # a bracket of words joined to it is an aside, not a label
        ("Spare wheels: (2)(one per van)", [("number", "2")]),
    ],
)
def test_a_provision_path_counts_nothing(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(m.kind, m.value) for m in find_values(text)] == expected
