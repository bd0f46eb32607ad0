import pytest

from lexaudit.text import find_money, normalize_money
from lexaudit.text.money import table_amount

MONEY_CASES = [
    ("$1,250,000", "USD 1250000"),
    ("USD 3 million", "USD 3000000"),
    ("EUR 4,500", "EUR 4500"),
    ("€4,500", "EUR 4500"),
    ("£2.5 million", "GBP 2500000"),
    ("Rs. 5,00,000", "INR 500000"),
    ("Rs 500000", "INR 500000"),
    ("INR 5 lakh", "INR 500000"),
    ("₹5,00,000", "INR 500000"),
    ("₹10 lakh", "INR 1000000"),
    ("INR 2 crore", "INR 20000000"),
    ("Rs. 1.5 crores", "INR 15000000"),
    ("Rs.5,000/-", "INR 5000"),
    ("5 lakh rupees", "INR 500000"),
    ("Rupees Five Lakhs", "INR 500000"),
    ("Rs 10 lacs", "INR 1000000"),
    ("$2M", "USD 2000000"),
    ("$2 million", "USD 2000000"),
    ("$1.2bn", "USD 1200000000"),
    ("US$ 10,000.50", "USD 10000.5"),
    ("two million dollars", "USD 2000000"),
    ("Five Thousand Dollars ($5,000)", "USD 5000"),
    ("Five Thousand ($5,000) Dollars", "USD 5000"),
    ("$5,000 (Five Thousand Dollars)", "USD 5000"),
    ("One Hundred Thousand and 00/100 Dollars ($100,000.00)", "USD 100000"),
    ("10,000 U.S. dollars", "USD 10000"),
    ("500 euros", "EUR 500"),
    ("GBP 1,000.00", "GBP 1000"),
    ("Rs. 5,00,000/- (Rupees Five Lakhs only)", "INR 500000"),
    ("One Million and No/100 Dollars ($1,000,000.00)", "USD 1000000"),
    # the renminbi as contracts write it, and by its name
    ("RMB5,000", "CNY 5000"),
    ("RMB 10 million", "CNY 10000000"),
    ("20,000 yuan", "CNY 20000"),
    # a sum under one dollar without its leading zero, as typed forms print it
    ("$.35", "USD 0.35"),
    ("$ .35", "USD 0.35"),
    ("$.5 million", "USD 500000"),
]


@pytest.mark.parametrize(("surface", "value"), MONEY_CASES, ids=[c[0] for c in MONEY_CASES])
def test_normalize_money(surface, value):
    assert normalize_money(surface) == value


@pytest.mark.parametrize(("surface", "value"), MONEY_CASES, ids=[c[0] for c in MONEY_CASES])
def test_find_money_in_sentence_covers_exact_surface(surface, value):
    text = f"The Licensee shall pay {surface} on signing."
    matches = find_money(text)
    assert [(m.surface, m.value) for m in matches] == [(surface, value)]
    match = matches[0]
    assert text[match.start : match.end] == surface
    assert match.kind == "money"


NOT_MONEY = ["thirty (30) days", "Section 5.2", "5 pounds of flour", "in 2019", "10%", "hello"]


@pytest.mark.parametrize("text", NOT_MONEY, ids=NOT_MONEY)
def test_not_money(text):
    assert find_money(text) == []
    assert normalize_money(text) is None


def test_words_and_digits_phrase_is_one_mention():
    text = "a fee of Five Thousand Dollars ($5,000) and a deposit of $500."
    matches = find_money(text)
    assert [m.surface for m in matches] == ["Five Thousand Dollars ($5,000)", "$500"]
    assert [m.value for m in matches] == ["USD 5000", "USD 500"]


def test_two_amounts_in_list():
    text = "between Rs. 5,00,000 and ₹10 lakh, or USD 3 million"
    assert [m.value for m in find_money(text)] == ["INR 500000", "INR 1000000", "USD 3000000"]


def test_normalize_money_rejects_two_amounts():
    assert normalize_money("$5 and $6") is None


def test_a_symbol_set_apart_from_its_amount_in_a_typed_column_is_one_sum():
    text = "Bonus schedule:\n    Units sold        Bonus\n    5,000             $    25,000\n"
    assert [m.value for m in find_money(text)] == ["USD 25000"]


def test_a_symbol_far_from_a_number_does_not_take_it():
    assert find_money("priced in $ terms                       40,000 units") == []


@pytest.mark.parametrize(
    ("value", "amount"),
    [("USD 25000", "25000"), ("GBP 1000", "1000"), ("INR 500000", "500000"), ("USD 999", None)],
)
def test_table_amount_is_the_bare_figure_of_a_large_sum(value, amount):
    assert table_amount(value) == amount


def test_a_table_flattened_onto_one_line_is_still_one_table():
    from lexaudit.text.money import same_table
    from lexaudit.types import Span

    text = "Rates:   Tier      Fee     A     $   4,000     B      6,500     C     9,250   per year."
    head = Span(text.index("$"), text.index("4,000") + 5)
    for figure in ("6,500", "9,250"):
        start = text.index(figure)
        assert same_table(text, head, Span(start, start + len(figure)))


def test_a_sentence_between_a_sum_and_a_number_is_no_table():
    from lexaudit.text.money import same_table
    from lexaudit.types import Span

    text = "The fee is $    4,000 a year. Whoever breaks the seal shall pay      6,500   more."
    head = Span(text.index("$"), text.index("4,000") + 5)
    start = text.index("6,500")
    assert not same_table(text, head, Span(start, start + 5))


def test_a_sum_without_its_leading_zero_before_a_stop_or_comma():
    assert [m.value for m in find_money("The fee is $.35. It rises to $.40, then stops.")] == [
        "USD 0.35",
        "USD 0.4",
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the PDF text of a printed statute runs the marginal note's line into the text's
        (
            "shall be punished with fine which may extend to three thousand Unsafe\n"
            "rupees, or with both.",
            "INR 3000",
        ),
        (
            "shall be punished with fine which may extend to one thousand and\n"
            "ferries. five hundred rupees, or with both.",
            "INR 1500",
        ),
        (
            "shall be punished with fine which may extend to one thousand and\n"
            "five hundred rupees, or with both.",
            "INR 1500",
        ),
    ],
    ids=["currency-past-note", "rest-past-note", "no-note"],
)
def test_an_amount_past_a_marginal_note(text: str, value: str) -> None:
    assert [m.value for m in find_money(text)] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "as required by section five of the Act\nrupees paid under it are refunded.",
        "within ten days of the notice\nrupees are payable in cash.",
    ],
    ids=["not-a-sum", "no-scale-word"],
)
def test_a_number_before_a_line_that_opens_with_rupees_is_no_amount(text: str) -> None:
    assert find_money(text) == []
