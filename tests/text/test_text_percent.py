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
