import pytest

from lexaudit.text import find_percents, normalize_percent

PERCENT_CASES = [
    ("5%", "5"),
    ("5 %", "5"),
    ("5 percent", "5"),
    ("five percent (5%)", "5"),
    ("Ten Percent (10%)", "10"),
    ("five (5%) percent", "5"),
    ("five (5) percent", "5"),
    ("12.5 per cent", "12.5"),
    ("12.50%", "12.5"),
    ("twenty-five percent", "25"),
    ("50% (fifty percent)", "50"),
    ("0.5 per centum", "0.5"),
    # a fraction of a point, in words, figures or a fraction sign
    ("one and one-half percent (1 1/2%)", "1.5"),
    ("two and a half per cent", "2.5"),
    ("three and three-quarters percent", "3.75"),
    ("one-half of one percent", "0.5"),
    ("three-fourths percent", "0.75"),
    ("2 1/4%", "2.25"),
    ("1½%", "1.5"),
    ("1-1/2%", "1.5"),
    ("one and half percent (1.5%)", "1.5"),
    ("ninety-nine and nine-tenths percent (99.9%)", "99.9"),
    ("66-2/3%", "66.666667"),
    ("sixty-six and two-thirds percent", "66.666667"),
    ("8.0   %", "8"),
    ("1/2%", "0.5"),
    ("1/2 of 1%", "0.5"),
    ("4 11/16%", "4.6875"),
]


@pytest.mark.parametrize(("surface", "value"), PERCENT_CASES, ids=[c[0] for c in PERCENT_CASES])
def test_normalize_percent(surface, value):
    assert normalize_percent(surface) == value


@pytest.mark.parametrize(("surface", "value"), PERCENT_CASES, ids=[c[0] for c in PERCENT_CASES])
def test_find_percents_exact_surface(surface, value):
    text = f"Interest accrues at {surface} per annum."
    matches = find_percents(text)
    assert [(m.surface, m.value) for m in matches] == [(surface, value)]


@pytest.mark.parametrize("text", ["percentage of sales", "5 days", "Section 5", "per cent"])
def test_not_percents(text):
    assert find_percents(text) == []


def test_a_scanned_figure_in_brackets_goes_with_the_rate_in_words() -> None:
    text = "arrears bear interest at two and one-half percent (2 _%) a month"
    assert [(m.surface, m.value) for m in find_percents(text)] == [
        ("two and one-half percent (2 _%)", "2.5")
    ]


def test_the_denominator_of_a_fraction_is_no_rate_of_its_own() -> None:
    assert [m.value for m in find_percents("at 1 1/2% a month")] == ["1.5"]
    assert find_percents("three-halves percent") == []
    assert find_percents("two-third percent") == []
    assert [m.value for m in find_percents("a scanned 1 l/2% charge")] == ["1.5"]


def test_a_split_written_with_a_slash_is_two_rates() -> None:
    assert [m.value for m in find_percents("fees are split 40%/60% between them")] == ["40", "60"]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("the Agent keeps _4_% of each payment it collects", ["4"]),
        ("a fee of __12__% of Gross Receipts", ["12"]),
        ("the file_5% flag", []),
    ],
)
def test_a_rate_written_into_a_forms_blank(text: str, values: list[str]) -> None:
    # the underscores are the blank the figure was written into, not part of a word
    assert [m.value for m in find_percents(text)] == values
