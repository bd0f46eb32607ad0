"""A range whose scale, currency or percent sign only its second bound writes.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.text import find_values
from lexaudit.verifier import Verifier


def _values(text: str) -> list[tuple[str, str]]:
    return [(m.kind, m.value) for m in find_values(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("$2\u20134 million a year", [("money", "USD 2000000"), ("money", "USD 4000000")]),
        ("between $2 and $4 million", [("money", "USD 2000000"), ("money", "USD 4000000")]),
        ("6 to 8 million dollars", [("money", "USD 6000000"), ("money", "USD 8000000")]),
        ("a 20\u201325% discount", [("percent", "20"), ("percent", "25")]),
        ("between 5 and 7 percent", [("percent", "5"), ("percent", "7")]),
        ("Between 3 and 5 million units", [("number", "3000000"), ("number", "5000000")]),
    ],
)
def test_the_first_bound_takes_the_seconds_scale_and_unit(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _values(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # each bound writes its own scale
        ("$2 million to $4 million", [("money", "USD 2000000"), ("money", "USD 4000000")]),
        # "and" joins a range only after "between"
        ("a fee of $2 and $4 million in damages", [("money", "USD 2"), ("money", "USD 4000000")]),
        # no range: a year, then an amount
        ("in 2019 and $4 million", [("date", "2019"), ("money", "USD 4000000")]),
        # a number a capitalised word labels, or a year, before a dash is no bound
        ("Stage 1 - 15% of fees", [("number", "1"), ("percent", "15")]),
        ("Lot 3 \u2013 $6 million", [("number", "3"), ("money", "USD 6000000")]),
        ("2031 \u2013 7%", [("number", "2031"), ("percent", "7")]),
        # a first bound written whole: given the second's scale it would pass the second
        ("Tier B, $250,001 to $2M", [("money", "USD 250001"), ("money", "USD 2000000")]),
        ("from 40,000 to 1 million units", [("number", "40000"), ("number", "1000000")]),
    ],
)
def test_values_that_are_no_shared_range_stay_as_written(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert _values(text) == expected


def test_a_range_restated_with_its_scale_once_is_supported(verifier: Verifier) -> None:
    source = [
        "Escrow. The Buyer shall keep between $2,000,000 and $4,000,000 in the escrow account "
        "until the first anniversary of Closing."
    ]
    report = verifier.verify(
        "Until Closing's first anniversary the Buyer must hold $2\u20134 million in escrow.", source
    )
    assert report.label.value == "clean", report.findings
    wrong = verifier.verify(
        "Until Closing's first anniversary the Buyer must hold $2\u20136 million in escrow.", source
    )
    assert wrong.label.value == "hallucinated", wrong.findings
