"""Totals an answer adds up from its own values (``lexaudit.extract.totals``)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.totals import derived_totals


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _totals(extractor: Extractor, text: str, counts: tuple[int, ...] = ()) -> list[str]:
    analysis = extractor.analyse(text, with_claims=True)
    stated = frozenset(Decimal(n) for n in counts)
    spans = derived_totals(text, analysis.entities, analysis.sentences, source_counts=stated)
    return sorted(text[s.start : s.end] for s in spans)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rent is $900 and the service charge $150, so $1,050 in all.", ["$1,050"]),
        ("A total of 45 days applies: 15 days to object and 30 days to settle.", ["45 days"]),
        ("The notice takes 2 weeks and the cure 1 week, three weeks altogether.", ["three weeks"]),
        ("Fees add up to EUR 900: EUR 400 at signing and EUR 500 on delivery.", ["EUR 900"]),
        ("Royalties are 3% and 2%, 5% in all.", ["5%"]),
        ("Brisk names four directors and Quill three, seven in total.", ["seven"]),
    ],
)
def test_a_marked_total_of_values_the_text_states(
    extractor: Extractor, text: str, expected: list[str]
) -> None:
    assert _totals(extractor, text) == expected


def test_a_total_is_not_a_sum_in_another_currency_or_unit(extractor: Extractor) -> None:
    assert _totals(extractor, "GBP 400 and USD 500 are paid, USD 900 in all.") == []
    assert _totals(extractor, "10 days, then 20 business days: 30 days in total.") == []


def test_a_sum_without_words_of_summing_is_no_total(extractor: Extractor) -> None:
    assert _totals(extractor, "Brisk pays $400, Quill pays $500 and Marden pays $900.") == []


def test_a_total_the_parts_do_not_make_is_none(extractor: Extractor) -> None:
    assert _totals(extractor, "Rent is $900 and the service charge $150, $1,100 in all.") == []
    # the sum of some of the values of its sentence is no total of them
    text = "Brisk pays a $2,000 deposit, a $3,000 fee and $4,000 rent, $5,000 in all."
    assert _totals(extractor, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Quill must repay $1,500 together with interest; $500 and $1,000 are already paid.",
        "The penalty is $1,500 in all cases, and $500 and $1,000 are the deposits.",
        "The parties combined $1,500 of savings, $500 and $1,000.",
    ],
)
def test_words_that_join_or_qualify_mark_no_total(extractor: Extractor, text: str) -> None:
    assert _totals(extractor, text) == []


def test_the_parts_of_a_total_are_in_its_sentence_or_the_list_it_introduces(
    extractor: Extractor,
) -> None:
    listed = "Two fees, $7,500 in all:\n- $4,000 on signing;\n- $3,500 on delivery."
    assert _totals(extractor, listed) == ["$7,500"]
    apart = "Brisk pays $4,000 on signing. Quill pays $3,500 on delivery. It is $7,500 in all."
    assert _totals(extractor, apart) == []


def test_a_total_the_sources_state_is_what_the_answer_s_total_meets(extractor: Extractor) -> None:
    text = "Rent is $900 and the service charge $150, $1,050 in all."
    analysis = extractor.analyse(text, with_claims=True)
    other = frozenset({("money USD", Decimal(1100))})
    assert derived_totals(text, analysis.entities, analysis.sentences, other) == frozenset()
    # a source total that is one of the answer's parts ("a total of $900" for the rent)
    part = frozenset({("money USD", Decimal(900))})
    assert derived_totals(text, analysis.entities, analysis.sentences, part) != frozenset()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Three instalments of $40,000 each, $120,000 in all.", ["$120,000"]),
        ("Two retainers of EUR 5,000 each, a total of EUR 10,000.", ["EUR 10,000"]),
        # the count does not make the total
        ("Three instalments of $40,000 each, $150,000 in all.", []),
        # a count of one makes no product
        ("One instalment of $40,000, $40,000 in all.", []),
        # no "each": the number need not count the amount's items
        ("For Lot 3, the buyer pays $40,000 per unit, $120,000 in total.", []),
    ],
    ids=["product", "product-before", "wrong-product", "count-of-one", "no-each"],
)
def test_a_total_of_equal_parts_is_their_count_times_one(
    extractor: Extractor, text: str, expected: list[str]
) -> None:
    assert _totals(extractor, text, counts=(2, 3)) == expected


def test_a_count_the_sources_do_not_state_makes_no_product(extractor: Extractor) -> None:
    text = "Four instalments of $40,000 each, $160,000 in all."
    assert _totals(extractor, text, counts=(3,)) == []
    assert _totals(extractor, text, counts=(4,)) == ["$160,000"]


def test_a_total_over_items_that_state_their_own_totals(extractor: Extractor) -> None:
    text = (
        "$75,000 in all, in two parts:\n"
        "- Cash: three payments of $15,000 each, $45,000 in total.\n"
        "- Shares: two blocks worth $15,000 each, $30,000 in all.\n"
    )
    assert _totals(extractor, text, counts=(2, 3)) == ["$30,000", "$45,000", "$75,000"]
    assert "$80,000" not in _totals(extractor, text.replace("$75,000", "$80,000"), (2, 3))
