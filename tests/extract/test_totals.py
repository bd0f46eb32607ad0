"""Totals an answer adds up from its own values (``lexaudit.extract.totals``)."""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.totals import derived_totals


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _totals(extractor: Extractor, text: str) -> list[str]:
    analysis = extractor.analyse(text, with_claims=True)
    spans = derived_totals(text, analysis.entities)
    return sorted(text[s.start : s.end] for s in spans)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rent is $900 and the service charge $150, so $1,050 in all each month.", ["$1,050"]),
        ("A total of 45 days applies: 15 days to object and 30 days to settle.", ["45 days"]),
        ("The notice takes 2 weeks and the cure 1 week, three weeks altogether.", ["three weeks"]),
        ("Fees add up to EUR 900: EUR 400 at signing and EUR 500 on delivery.", ["EUR 900"]),
        ("Royalties are 3% and 2%, 5% combined.", ["5%"]),
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
