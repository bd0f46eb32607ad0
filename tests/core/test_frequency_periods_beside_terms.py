"""A period that says how often is judged as a frequency, not against the sentence's terms.

"Every three months" where the sentence it copies says "quarterly" states how often the thing
recurs, which the source states; the sentence's periods of time ("due within thirty days")
measure something else and are no rivals to it (``judge/structural``, ``judge/frequency``).
A frequency the source gives otherwise, or a term changed beside it, is still contradicted.
"Bi-monthly" is read both ways English uses it (twice a month, or every two months).

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

BILLING = [
    "6.2 Storage charges shall be invoiced quarterly by the Warehouse and are payable within "
    "thirty days of the invoice date.",
]
TWO_WAY = [
    "6.2 Storage charges shall be invoiced on a bi-monthly basis by the Warehouse and are "
    "payable within thirty days of the invoice date.",
]
HALF_YEAR = [
    "6.2 Storage charges shall be invoiced semi-annually by the Warehouse and are payable "
    "within thirty days of the invoice date.",
]


@pytest.mark.parametrize(
    ("answer", "sources", "label"),
    [
        (
            "The Warehouse invoices storage every three months, and each invoice is payable "
            "within 30 days.",
            BILLING,
            "clean",
        ),
        (
            "The Warehouse invoices storage every six months, and each invoice is payable "
            "within 30 days.",
            HALF_YEAR,
            "clean",
        ),
        (
            "The Warehouse invoices storage every four months, and each invoice is payable "
            "within 30 days.",
            BILLING,
            "hallucinated",
        ),
        (
            "The Warehouse invoices storage every three months, and each invoice is payable "
            "within 60 days.",
            BILLING,
            "hallucinated",
        ),
        # "bi-monthly" is twice a month or every two months: either reading agrees with it
        (
            "The Warehouse invoices storage every two months, and each invoice is payable "
            "within 30 days.",
            TWO_WAY,
            "clean",
        ),
        (
            "The Warehouse invoices storage twice a month, and each invoice is payable within "
            "30 days.",
            TWO_WAY,
            "clean",
        ),
        (
            "The Warehouse invoices storage monthly, and each invoice is payable within 30 days.",
            TWO_WAY,
            "hallucinated",
        ),
    ],
)
def test_a_frequency_period_meets_no_term(
    verifier: Verifier, answer: str, sources: list[str], label: str
) -> None:
    report = verifier.verify(answer, sources)
    assert report.label.value == label, [f.content for f in report.findings]
