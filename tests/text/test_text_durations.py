import pytest

from lexaudit.text import durations_equivalent, find_durations, normalize_duration

DURATION_CASES = [
    ("thirty (30) days", "P30D"),
    ("eighteen (18)months", "P18M"),  # the unit typed straight after the bracket
    ("30-day", "P30D"),
    ("30 days", "P30D"),
    ("thirty days", "P30D"),
    ("ninety (90) calendar days", "P90D"),
    ("six (6) months", "P6M"),
    ("two years", "P24M"),
    ("one (1) year", "P12M"),
    ("one-year", "P12M"),
    ("12 months", "P12M"),
    ("10 business days", "P10BD"),
    ("Five (5) Business Days", "P5BD"),
    ("three (3) working days", "P3BD"),
    ("two weeks", "P14D"),
    ("48 hours", "PT48H"),
    ("twelve-month", "P12M"),
    ("thirty-five (35) days", "P35D"),
    ("30 (thirty) days", "P30D"),
    ("1.5 years", "P18M"),
    ("sixty (60) consecutive calendar days", "P60D"),
    # a compound adjective hyphenates the words and the bracketed figure
    ("ninety- (90-) day", "P90D"),
    ("two hundred and ten- (210-) days", "P210D"),
    # the figure set in square brackets
    ("one hundred twenty [120] calendar days", "P120D"),
    ("forty-five [45]-day", "P45D"),
]


@pytest.mark.parametrize(("surface", "value"), DURATION_CASES, ids=[c[0] for c in DURATION_CASES])
def test_normalize_duration(surface, value):
    assert normalize_duration(surface) == value


@pytest.mark.parametrize(("surface", "value"), DURATION_CASES, ids=[c[0] for c in DURATION_CASES])
def test_find_durations_exact_surface(surface, value):
    text = f"Either party may terminate on {surface} notice."
    matches = find_durations(text)
    assert [(m.surface, m.value) for m in matches] == [(surface, value)]
    assert text[matches[0].start : matches[0].end] == surface


def test_a_period_of_two_years():
    matches = find_durations("for a period of two years from the Effective Date")
    assert [(m.surface, m.value) for m in matches] == [("two years", "P24M")]
    assert normalize_duration("a period of two years") == "P24M"


def test_year_equals_twelve_months():
    assert normalize_duration("one (1) year") == normalize_duration("12 months") == "P12M"


@pytest.mark.parametrize(
    "text",
    ["Section 30", "$30", "30%", "days of the week", "the year", "Form 10-K, 3/21/2019\n\nYear:"],
)
def test_not_durations(text):
    assert find_durations(text) == []


EQUIVALENT = [
    ("P30D", "P1M", True),
    ("P1M", "P30D", True),
    ("P60D", "P2M", True),
    ("P90D", "P3M", True),
    ("P180D", "P6M", True),
    ("P365D", "P12M", True),
    ("P360D", "P12M", True),
    ("P730D", "P24M", True),
    ("P28D", "P1M", True),
    ("P12M", "P12M", True),
    ("P10BD", "P10BD", True),
    ("P45D", "P1M", False),
    ("P30D", "P3M", False),
    ("P10BD", "P10D", False),
    ("P14D", "P2M", False),
    ("PT24H", "P1D", False),
    ("P400D", "P13M", False),
    ("garbage", "P1M", False),
]


@pytest.mark.parametrize(
    ("a", "b", "expected"), EQUIVALENT, ids=[f"{a}~{b}" for a, b, _ in EQUIVALENT]
)
def test_durations_equivalent(a, b, expected):
    assert durations_equivalent(a, b) is expected


# periods counted with "a", "half" and "fortnight"; a rate ("twice a year") is not a period
ARTICLE_CASES = [
    ("The ban lasts for a year after the sale.", "a year", "P12M"),
    ("Claims must be brought within a month of delivery.", "a month", "P1M"),
    ("It may run for no more than a week.", "a week", "P7D"),
    ("The term is one and a half years.", "one and a half years", "P18M"),
    ("He faces up to a year and a half in prison.", "a year and a half", "P18M"),
    ("The option lapses after two-and-a-half years.", "two-and-a-half years", "P30M"),
    ("Rent is reviewed after half a year.", "half a year", "P6M"),
    # "half" before the unit, after an article and at most one word
    ("It then renews for a further half year.", "half year", "P6M"),
    ("The pilot runs for a half-year.", "half-year", "P6M"),
    ("Notice of a fortnight is enough.", "a fortnight", "P14D"),
    # "single" counts one wherever the period stands, after no preposition too
    ("Each quarter allows a single week of leave.", "a single week", "P7D"),
    ("No claim may cover more than one single year.", "one single year", "P12M"),
    # a part of a day or a week is counted in hours; "one-half" as "a half"
    ("Each sitting may last a day and a half.", "a day and a half", "PT36H"),
    ("No session exceeds one and one-half days.", "one and one-half days", "PT36H"),
    ("A visit is capped at one-half day.", "one-half day", "PT12H"),
    ("The pump runs for half a day.", "half a day", "PT12H"),
    ("The audit takes 1.5 days.", "1.5 days", "PT36H"),
    ("The refit takes two and one-half years.", "two and one-half years", "P30M"),
    # a word that says a thing lasts one unit, written closed or hyphenated
    ("The board ran a yearlong audit of the plant.", "yearlong", "P12M"),
    ("The union called a month-long stoppage.", "month-long", "P1M"),
    ("Witnesses sat through a weeklong hearing.", "weeklong", "P7D"),
]


@pytest.mark.parametrize(
    ("text", "surface", "value"), ARTICLE_CASES, ids=[c[1] for c in ARTICLE_CASES]
)
def test_periods_counted_by_articles_and_halves(text, surface, value):
    assert [(m.surface, m.value) for m in find_durations(text)] == [(surface, value)]


@pytest.mark.parametrize(
    "text",
    [
        "Meetings are held twice a year.",
        "The fee is $500 a month.",
        "A lifelong member.",
        "The auditor may call at most once a year.",
        "Once a month, the tenant reads the meter.",
        # a part of a year, not its length
        "Sales fell in the first half year.",
        "Accounts are sent in a half-yearly report.",
        # "and a half year" belongs to the count before it
        "The option runs one and a half year.",
    ],
)
def test_a_rate_is_not_a_period(text):
    assert find_durations(text) == []


def test_in_a_month_is_a_rate_not_a_period():
    # "revenue over $500k in a month" counts per month; it states no period of one month
    assert find_durations("for revenue over the first $500k in a month") == []


@pytest.mark.parametrize(
    ("text", "surface", "value"),
    [
        ("The lease is split into four one-year terms.", "one-year", "P12M"),
        ("Payments fall due over two six month instalment periods.", "six month", "P6M"),
        ("The trial runs for twenty four months.", "twenty four months", "P24M"),
    ],
)
def test_a_count_of_periods_is_not_part_of_the_period(text, surface, value):
    # "four one-year terms" are terms of one year: the count before the period is not one
    # number with the period's own count
    assert [(m.surface, m.value) for m in find_durations(text)] == [(surface, value)]


def test_a_range_of_periods_is_no_one_period() -> None:
    # "between two and four weeks" names no single period, and its upper bound is not one
    assert find_durations("Delivery takes between two and four weeks.") == []


@pytest.mark.parametrize(
    ("text", "surface", "value"),
    [
        (
            "The lease ends on the third (3rd) anniversary of the Start Date.",
            "third (3rd) anniversary",
            "P36M",
        ),
        ("Options vest on the 1st anniversary of the grant.", "1st anniversary", "P12M"),
        # ordinals past "tenth", in words or with their figures
        (
            "The lease runs to the fifteenth (15th) anniversary of the Start Date.",
            "fifteenth (15th) anniversary",
            "P180M",
        ),
        (
            "The loan falls due on the twenty-fifth anniversary.",
            "twenty-fifth anniversary",
            "P300M",
        ),
        ("It expires on the thirtieth anniversary of the grant.", "thirtieth anniversary", "P360M"),
    ],
)
def test_the_nth_anniversary_of_a_date_is_n_years_after_it(text, surface, value):
    assert [(m.surface, m.value) for m in find_durations(text)] == [(surface, value)]


def test_an_anniversary_without_an_ordinal_is_no_period() -> None:
    assert find_durations("Rent is reviewed on each anniversary of the Start Date.") == []
    assert find_durations("The firm marked its golden anniversary.") == []


@pytest.mark.parametrize(
    ("surface", "count"),
    [("eighteen years", 18), ("28 days", 28), ("thirty (30) days", 30), ("two weeks", 2)],
)
def test_the_number_a_period_is_written_with(surface, count):
    from lexaudit.text.durations import written_count

    assert written_count(surface) == count


@pytest.mark.parametrize(
    ("text", "value"),
    [("for a term of one (I) year from signing", "P12M"), ("within one (l) month", "P1M")],
)
def test_an_ocr_read_figure_in_brackets_after_the_words(text, value):
    # scanned agreements print the bracketed "1" as "I" or "l"; the words give the count
    assert [m.value for m in find_durations(text)] == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("records are kept for eighteen (18) additional months", "P18M"),
        ("the licence runs for a further two years", "P24M"),
        ("the tenant gets 30 more days to cure", "P30D"),
        ("the term continues for three extra weeks", "P21D"),
    ],
)
def test_a_word_that_says_which_period_does_not_change_its_length(text, value):
    assert [m.value for m in find_durations(text)] == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("imprisonment for a term which may extend to sixmonths, or fine", "P6M"),
        ("a time not exceeding twomonths if the term exceeds", "P2M"),
        ("within tendays of the notice", "P10D"),
    ],
)
def test_a_number_word_run_into_its_unit_is_still_a_period(text, value):
    # text taken from a printed page can lose the space between the words
    assert [m.value for m in find_durations(text)] == [value]


@pytest.mark.parametrize(
    "text",
    ["the attendays were logged", "a fortyish man", "the tenures of two judges", "seventeenth"],
)
def test_a_word_that_only_contains_a_number_word_is_no_period(text):
    assert find_durations(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("policies with thirteen (13) or more months expired", "P13M"),
        ("a stay of 30 or fewer days", "P30D"),
        ("an absence of two or more years", "P24M"),
    ],
)
def test_a_bound_between_the_count_and_its_unit_leaves_the_count(text, value):
    assert [m.value for m in find_durations(text)] == [value]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the contract extends for an additional month of service", "P1M"),
        ("it may be renewed for a further year", "P12M"),
        ("the lease then runs for another year", "P12M"),
    ],
)
def test_one_more_period_counted_by_its_article(text, value):
    assert [m.value for m in find_durations(text)] == [value]


# a period given to the month (or the day) with no word between its parts is one period when
# the smaller part is less than one of the larger unit; otherwise the two are two periods
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The cover lapses 3 years 5 months after retirement.", [("3 years 5 months", "P41M")]),
        ("The tenancy ran one year eleven months in all.", [("one year eleven months", "P23M")]),
        ("Delivery slipped by 2 weeks 3 days.", [("2 weeks 3 days", "P17D")]),
        ("Over 2 years 18 months may pass.", [("2 years", "P24M"), ("18 months", "P18M")]),
        ("Notice of 2 years 30 days is due.", [("2 years", "P24M"), ("30 days", "P30D")]),
    ],
)
def test_periods_side_by_side(text, expected):
    assert [(m.surface, m.value) for m in find_durations(text)] == expected


@pytest.mark.parametrize(
    ("text", "period", "age"),
    [
        ("no child under twelve years of age may be employed", "twelve years", True),
        ("a driver aged 25 years or more", "25 years", True),
        ("until she reaches the age of sixteen years", "sixteen years", True),
        ("a 40-year-old vessel", "40-year", True),
        ("a lease for twelve years from the start date", "twelve years", False),
        ("within two years, old claims lapse", "two years", False),
    ],
)
def test_an_age_told_from_a_term(text, period, age):
    from lexaudit.text.durations import gives_age

    start = text.index(period)
    assert gives_age(text, start, start + len(period)) is age
