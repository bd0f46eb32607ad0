from decimal import Decimal

import pytest

from lexaudit.text import find_numbers, parse_number, parse_number_words
from lexaudit.text.matches import format_decimal

WORDS = [
    ("thirty-five", 35),
    ("Thirty Five", 35),
    ("one hundred twenty", 120),
    ("one hundred and twenty", 120),
    ("ninety", 90),
    ("zero", 0),
    ("five thousand", 5000),
    ("two million", 2000000),
    ("one hundred twenty-five thousand", 125000),
    ("five lakh", 500000),
    ("two crore fifty lakh", 25000000),
    ("three billion", 3000000000),
    ("five three", None),
    ("thirty twenty", None),
    ("dozen", None),
    ("", None),
]


@pytest.mark.parametrize(("words", "value"), WORDS, ids=[w or "empty" for w, _ in WORDS])
def test_parse_number_words(words, value):
    assert parse_number_words(words) == value


NUMBERS = [
    ("1,250,000", "1250000"),
    ("5,00,000", "500000"),
    ("1,23,45,678", "12345678"),
    ("10000.50", "10000.5"),
    ("2.5 million", "2500000"),
    ("10 lakh", "1000000"),
    ("2 crore", "20000000"),
    ("2M", "2000000"),
    ("3 mn", "3000000"),
    ("1.2bn", "1200000000"),
    ("thirty-five", "35"),
]


@pytest.mark.parametrize(("text", "value"), NUMBERS, ids=[t for t, _ in NUMBERS])
def test_parse_number(text, value):
    parsed = parse_number(text)
    assert parsed is not None
    assert format_decimal(parsed) == value


def test_parse_number_rejects_text():
    assert parse_number("seven dwarfs") is None
    assert parse_number("12 apples") is None


@pytest.mark.parametrize(
    ("amount", "text"),
    [(Decimal("1E+6"), "1000000"), (Decimal("10.500"), "10.5"), (Decimal("0.00"), "0")],
)
def test_format_decimal(amount, text):
    assert format_decimal(amount) == text


def test_find_numbers():
    text = "Pay 1,250,000 to thirty-five people, one of them in 2020-03-01 and 3 million more."
    found = [(m.surface, m.value) for m in find_numbers(text)]
    assert found == [
        ("1,250,000", "1250000"),
        ("thirty-five", "35"),
        ("3 million", "3000000"),
    ]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("a parcel weighing at least 7½ pounds", ["7.5"]),
        ("a parcel weighing at least 7 1/2 pounds", ["7.5"]),
        ("rent of 2¼ per cent", ["2.25"]),
        ("the parcel weighs 7.5 lb", ["7.5"]),
        ("a fee of 1,250 and 3 4/3 units", ["1250"]),
    ],
    ids=["vulgar-fraction", "mixed-number", "quarter", "decimal", "improper-not-mixed"],
)
def test_a_fraction_after_whole_digits_is_part_of_the_number(text: str, values: list[str]) -> None:
    assert [m.value for m in find_numbers(text)] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Bids close at 4:30 P.M. Central Time (5:30 p.m. Eastern).", ["16:30", "17:30"]),
        ("Doors open at 9 a.m. and close at 6pm; at most 40 guests.", ["09:00", "18:00", "40"]),
        ("Keep a debt to equity ratio of 3:1 or less.", ["3:1"]),
        ("paid on May 2, 2001.\n\n      4.3 If the Tenant fails to pay", ["2", "2001"]),
        ("paid on May 2, 2001. 4.3 If the Tenant fails to pay", ["2", "2001"]),
        ("6. Notices. Every notice shall be in writing.", []),
        ("  (c) 2) The Owner may inspect twice a year.", []),
        ("The rate is 4.3 for each unit.", ["4.3"]),
        ("Board seats:\n3 Directors named by the Investor.", ["3"]),
        ("Leverage covenant: 3.5 To 1.0 at each quarter end.", ["3.5", "1"]),
        ("- 3 Lenders joined later.", ["3"]),
    ],
    ids=[
        "clock",
        "am-pm",
        "ratio",
        "line-clause",
        "sentence-clause",
        "list-item",
        "lettered",
        "decimal",
        "count-opening-a-line",
        "after-a-colon",
        "bullet",
    ],
)
def test_a_time_of_day_is_one_value_and_a_clause_label_no_number(
    text: str, values: list[str]
) -> None:
    assert [m.value for m in find_numbers(text)] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Limits.\n(2) The period shall be six months.", ["6"]),
        ("Bar to suits.—(1) No suit lies after 90 days.", ["90"]),
        ("Costs.\n[(3) For the purposes of this section, 4 copies suffice.", ["4"]),
        # a bracketed figure inside running text, or before a lower-case word, is a count
        ("The buyer pays (2) instalments.", ["2"]),
        ("Units:\n(2) pallets each week.", ["2"]),
        # a count wrapped to a line start, or a sub-section after a heading other than the first
        ("The Lessee keeps no fewer than\n(3) Vans at the depot.", ["3"]),
        ("Proxies.—(2) Proxies may vote.", ["2"]),
        ("The Lessor leases to Harlan Inc.\n(12) Vans.", ["12"]),
        ("The Seller supplies the following:\n(3) Pumps.", ["3"]),
    ],
    ids=[
        "line",
        "after-heading-dash",
        "after-a-square-bracket",
        "running-text",
        "lower-case",
        "wrapped-count",
        "not-the-first",
        "after-an-abbreviation",
        "after-a-colon",
    ],
)
def test_a_bracketed_sub_section_number_is_a_label(text: str, values: list[str]) -> None:
    assert [m.value for m in find_numbers(text)] == values


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("a one-off fee of 2'500'000 francs", ["2500000"]),
        ("a deposit of 40’000 and a fee of 1'250", ["40000", "1250"]),
        ("built in the 1990's", ["1990"]),
        ("a pole 6'10 high", ["6", "10"]),
    ],
    ids=["swiss-grouping", "curly-and-short", "decade-possessive", "feet-and-inches"],
)
def test_an_apostrophe_groups_thousands_only_before_three_digits(
    text: str, values: list[str]
) -> None:
    assert [m.value for m in find_numbers(text)] == values
