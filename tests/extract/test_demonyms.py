"""A nationality adjective names a jurisdiction when it modifies one of its institutions.

The texts are written for these tests; the verify-level test runs the real verifier.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import find_entities
from lexaudit.verifier import Verifier


def _places(text: str) -> list[tuple[str, str]]:
    return [(e.text, e.value) for e in find_entities(text) if e.type.value == "gpe"]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("The contract is governed by English law.", ("English", "england")),
        ("Fees rise with the Australian CPI each year.", ("Australian", "australia")),
        ("Prices are quoted in Canadian dollars.", ("Canadian", "canada")),
        ("Any dispute goes to the Indian courts.", ("Indian", "india")),
    ],
)
def test_a_demonym_before_an_institution_law_currency_or_index_is_a_place(
    text: str, place: tuple[str, str]
) -> None:
    assert place in _places(text)


@pytest.mark.parametrize(
    "text", ["The English language version prevails.", "They served French fries."]
)
def test_a_demonym_before_another_noun_names_no_place(text: str) -> None:
    assert _places(text) == []


def test_the_index_of_another_country_is_a_jurisdiction_change() -> None:
    source = (
        "The maintenance fee is $80,000 for the first year and shall not increase by more "
        "than inflation as measured by the Australian CPI in any renewal year."
    )
    verifier = Verifier()
    faithful = "After the first year the $80,000 fee can't rise faster than the Australian CPI."
    assert verifier.verify(faithful, [source]).label.value == "clean"
    changed = (
        "After the first year the $80,000 fee can't increase by more than inflation as "
        "measured by the Japanese CPI."
    )
    report = verifier.verify(changed, [source])
    conflicts = [(c.field, c.claim_value) for cv in report.claims for c in cv.conflicts]
    assert ("jurisdiction", "Japanese") in conflicts, report.findings
