import pytest

from lexaudit.text import find_dates, normalize_date

# (surface, MDY value, DMY value)
DATE_CASES = [
    ("March 1, 2020", "2020-03-01", "2020-03-01"),
    ("March 1 2020", "2020-03-01", "2020-03-01"),
    ("Mar. 1st, 2020", "2020-03-01", "2020-03-01"),
    ("MARCH 1, 2020", "2020-03-01", "2020-03-01"),
    ("1 March 2020", "2020-03-01", "2020-03-01"),
    ("1st March, 2020", "2020-03-01", "2020-03-01"),
    ("1st day of March, 2020", "2020-03-01", "2020-03-01"),
    ("the 1st day of March 2020", "2020-03-01", "2020-03-01"),
    ("March 2020", "2020-03", "2020-03"),
    ("Sept. 2021", "2021-09", "2021-09"),
    ("2020-03-01", "2020-03-01", "2020-03-01"),
    ("03/01/2020", "2020-03-01", "2020-01-03"),
    ("3/1/20", "2020-03-01", "2020-01-03"),
    ("3/1/75", "1975-03-01", "1975-01-03"),
    ("01.03.2020", "2020-01-03", "2020-03-01"),
    ("01-03-2020", "2020-01-03", "2020-03-01"),
    ("13/01/2020", "2020-01-13", "2020-01-13"),
    ("15-Mar-2021", "2021-03-15", "2021-03-15"),
    ("February 29, 2020", "2020-02-29", "2020-02-29"),
    ("the 5th of June 2019", "2019-06-05", "2019-06-05"),
    ("April. 1st 2019", "2019-04-01", "2019-04-01"),  # a stray full stop after the month
    ("March 1 , 2020", "2020-03-01", "2020-03-01"),  # a space typed before the comma
    ("1 March , 2020", "2020-03-01", "2020-03-01"),
    ("March 1,2020", "2020-03-01", "2020-03-01"),
]


@pytest.mark.parametrize(("surface", "mdy", "dmy"), DATE_CASES, ids=[c[0] for c in DATE_CASES])
def test_normalize_date_both_orders(surface, mdy, dmy):
    assert normalize_date(surface, date_order="MDY") == mdy
    assert normalize_date(surface, date_order="DMY") == dmy


@pytest.mark.parametrize(("surface", "mdy", "dmy"), DATE_CASES, ids=[c[0] for c in DATE_CASES])
def test_find_dates_exact_surface(surface, mdy, dmy):
    text = f"This Agreement is made on {surface} by the parties."
    matches = find_dates(text)
    assert [(m.surface, m.value) for m in matches] == [(surface, mdy)]
    assert text[matches[0].start : matches[0].end] == surface


INVALID = ["February 30, 2020", "31/31/2020", "April 31, 2021", "February 29, 2021", "7.2.20"]


@pytest.mark.parametrize("surface", INVALID, ids=INVALID)
def test_invalid_dates(surface):
    assert normalize_date(surface) is None
    assert normalize_date(surface, date_order="DMY") is None


BARE_YEARS = [
    ("The Act was passed in 2019.", ["2019"]),
    ("during the year 2019", ["2019"]),
    ("for fiscal year 2021", ["2021"]),
    ("since 1999, the firm", ["1999"]),
    ("Section 420 of the Indian Penal Code, 1860", []),
    ("42 U.S.C. § 1983", []),
    ("the Securities Exchange Act of 1934", []),
    ("THE SECURITIES EXCHANGE ACT OF 1934", []),
    ("Invoice 2019 was paid", []),
    ("in 2019 U.S. Dist. LEXIS 1234", []),
]


@pytest.mark.parametrize(("text", "years"), BARE_YEARS, ids=[c[0] for c in BARE_YEARS])
def test_bare_years_only_after_a_year_word(text, years):
    matches = find_dates(text)
    assert [m.value for m in matches] == years
    assert all(m.surface == m.value for m in matches)


def test_lower_case_may_is_not_a_month():
    assert find_dates("the Buyer may 2020 units") == []


def test_bad_date_order_is_rejected():
    with pytest.raises(ValueError, match="date_order"):
        find_dates("03/01/2020", date_order="YMD")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Launch is expected in mid-October 2031.", "2031-10"),
        ("Launch is expected in early-March 2031.", "2031-03"),
        ("Launch is expected in Late-June 2031.", "2031-06"),
    ],
    ids=["mid", "early", "late-capitalised"],
)
def test_a_part_of_a_month_is_a_date_of_that_month(text, value):
    assert [m.value for m in find_dates(text)] == [value]


def test_a_date_inside_another_hyphenated_token_is_not_read():
    assert find_dates("See form pre-October 2031 in the annex.") == []


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        (
            "The hearing sat on March 9 and 10, 2017.",
            [("March 9", "2017-03-09"), ("10, 2017", "2017-03-10")],
        ),
        (
            "Inspections ran on July 3-5, 2022.",
            [("July 3", "2022-07-03"), ("5, 2022", "2022-07-05")],
        ),
        (
            "Sittings on 2, 3 and 6 October 2023.",
            [("2", "2023-10-02"), ("3", "2023-10-03"), ("6 October 2023", "2023-10-06")],
        ),
        (
            "the 1st and 2nd of June 2020",
            [("1st", "2020-06-01"), ("2nd of June 2020", "2020-06-02")],
        ),
    ],
    ids=["mdy-and", "mdy-range", "dmy-list", "dmy-ordinals"],
)
def test_days_that_share_a_month_and_year_are_each_a_date(text, dates):
    assert [(text[m.start : m.end], m.value) for m in find_dates(text)] == dates


def test_a_list_with_an_impossible_day_gives_no_date():
    assert find_dates("on February 27 and 30, 2021") == []


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("July 25-3, 2022", []),
        # "March 1" is a day without its year, not a day of a list of June's
        (
            "The lease ran from March 1 to 30 June 2020.",
            [("March 1", "--03-01"), ("30 June 2020", "2020-06-30")],
        ),
        ("under Rule 5 and 6 June 2020", [("6 June 2020", "2020-06-06")]),
        ("paid $5 and 10 June 2020", [("10 June 2020", "2020-06-10")]),
        (
            "On 2 and 3 June 2020 the court sat.",
            [("2", "2020-06-02"), ("3 June 2020", "2020-06-03")],
        ),
        ("under sections 5 and 6 June 2020", [("6 June 2020", "2020-06-06")]),
        ("It sat. 2 and 3 June 2020.", [("2", "2020-06-02"), ("3 June 2020", "2020-06-03")]),
    ],
    ids=[
        "backwards-range",
        "month-before-first-day",
        "label-before",
        "currency-before",
        "on-opens",
        "lower-case-label-before",
        "sentence-opens",
    ],
)
def test_numbers_that_are_no_days_of_the_month_are_not_listed_days(text, dates):
    assert [(text[m.start : m.end], m.value) for m in find_dates(text)] == dates


def test_the_second_date_of_a_range_written_with_a_dash() -> None:
    found = find_dates("for the period (Mar. 1, 2001-Feb. 28, 2002) only")
    assert [m.value for m in found] == ["2001-03-01", "2002-02-28"]


def test_a_date_filling_a_forms_blank() -> None:
    assert [m.value for m in find_dates("Lease dated _October 3, 1999 between")] == ["1999-10-03"]
    # a dash inside a word is no range
    assert find_dates("a non-June 4, 2010 clause") == []
