"""Values paired inside the listed items of one source sentence.

A definition that lists items, each pairing an amount with a date ("(i) $100,000 for the
financial year commencing July 1, 2021, (ii) $150,000 for the ..."), pairs them inside
each item. An answer that gives one pair (a table row "July 1, 2022 | $150k", or a sentence)
states that item, whatever other dates the sentence writes; an answer that takes the amount
of one item and the date of another states no item, and the value the companion's item
writes is the rival. Items end at the next item label, a semicolon or a sentence end.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

SCHEDULE = [
    'Section 2.3.  "Minimum Advance Requirement" shall mean (i) $100,000 for the           '
    "Distributor's financial year commencing July 1, 2021, (ii)           $150,000 for the "
    "Distributor's financial year commencing July 1,           2022, (iii) $200,000 for the "
    "Distributor's financial year commencing           July 1, 2023, and (iv) $250,000 for the "
    "Distributor's financial year commencing July 1, 2024.",
    "Should this Agreement run past the Distributor's financial year commencing July 1, 2024, "
    "the Minimum Advance grows by $50,000 for every later financial year.",
]
TABLE = (
    "The minimum advances rise each year:\n\n| Fiscal year starting | Minimum advance |\n"
    "|---|---|\n| July 1, 2021 | $100k |\n| July 1, 2022 | {second} |\n| July 1, 2023 | {third} |\n"
    "| July 1, 2024 | $250k |"
)


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        (TABLE.format(second="$150k", third="$200k"), "clean"),
        (TABLE.format(second="$200k", third="$150k"), "hallucinated"),
        ("The minimum advance is $150,000 for the financial year starting July 1, 2022.", "clean"),
        (
            "The minimum advance is $150,000 for the financial year starting July 1, 2023.",
            "hallucinated",
        ),
    ],
    ids=["table", "table-crossed", "sentence", "sentence-crossed"],
)
def test_a_pair_is_read_in_its_listed_item(verifier: Verifier, answer: str, label: str) -> None:
    report = verifier.verify(answer, SCHEDULE)
    assert report.label.value == label, [f.content for f in report.findings]


def test_the_crossed_pair_names_the_item_value(verifier: Verifier) -> None:
    report = verifier.verify(
        "The minimum advance is $150,000 for the financial year starting July 1, 2023.", SCHEDULE
    )
    contents = {f.content for f in report.findings}
    assert (
        "contradiction (date): the answer says 'July 1, 2023' but the source says 'July 1, 2022'"
        in contents
    )
