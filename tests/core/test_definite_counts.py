"""A count in words after a definite determiner counts things already named (texts written here).

``Evidence.grounded_otherwise`` (``evidence/retrieval._definite_count``): "the two companies" is
no number a source must write; a bare count ("two companies") and a count in figures still are.
"""

from __future__ import annotations

import pytest

_HOSTING = (
    "Brackwater Hosting Ltd shall keep the Customer's data in a data centre in Ireland. "
    "Brackwater Hosting Ltd and Fenmore Retail plc shall meet once each quarter to review "
    "service levels. Either party may end this Agreement on sixty days' written notice."
)


def _ungrounded(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "ungrounded_entity"]


@pytest.mark.parametrize(
    "answer",
    [
        "Brackwater keeps the data in Ireland, and the two companies meet every quarter.",
        "Brackwater and Fenmore meet each quarter; the two of them review service levels.",
        "Brackwater and Fenmore meet quarterly, and either of those two can end the deal.",
    ],
)
def test_a_definite_count_is_not_an_ungrounded_number(verifier, answer: str) -> None:
    assert _ungrounded(verifier.verify(answer, [_HOSTING])) == []


@pytest.mark.parametrize(
    ("answer", "count"),
    [
        ("Brackwater keeps the data in Ireland, and two companies meet every quarter.", "two"),
        ("Brackwater keeps the data in Ireland, and the 2 companies meet every quarter.", "2"),
    ],
)
def test_a_bare_count_or_a_figure_is_still_grounded_as_a_number(
    verifier, answer: str, count: str
) -> None:
    assert any(f"'{count}'" in f for f in _ungrounded(verifier.verify(answer, [_HOSTING])))


@pytest.mark.parametrize(
    "answer",
    [
        "Two things are agreed: Brackwater keeps the data in Ireland; and the companies meet "
        "every quarter.",
        "The deal settles two points.\n\n- **Data:** it stays in Ireland.\n- **Meetings:** "
        "Brackwater and Fenmore meet each quarter.",
        "It covers three points.\n\n1. The data stays in Ireland.\n2. Brackwater and Fenmore "
        "meet each quarter.\n3. Either side can end it on sixty days' notice.",
    ],
)
# the count of a line that introduces the answer's own items (``extract/shapes.list_counts``)
def test_a_count_that_announces_the_answers_own_items_is_not_ungrounded(
    verifier, answer: str
) -> None:
    assert _ungrounded(verifier.verify(answer, [_HOSTING])) == []


def test_a_count_that_announces_nothing_is_still_grounded_as_a_number(verifier) -> None:
    answer = (
        "Brackwater keeps the data in Ireland and meets Fenmore every quarter with two "
        "managers.\n\n- Either party may end the deal on sixty days' notice."
    )
    assert any("'two'" in f for f in _ungrounded(verifier.verify(answer, [_HOSTING])))
