"""A negator that denies a left-out clause, and a place named in the possessive, by the verifier.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.verifier import Verifier

_HARBOUR = [
    "7. Mooring fees. The Harbour Board may not charge a mooring fee for a vessel unless the "
    "owner of the vessel resides outside the District. The Board includes the delegates of "
    "Tasmania and the Harbour Master of New Brunswick."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


@pytest.mark.parametrize(
    "answer",
    [
        "Not unless the owner of the vessel resides outside the District.",
        "Not if the owner resides in the District: the owner must reside outside it.",
    ],
)
def test_not_before_a_subordinator_denies_the_clause_left_out(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, _HARBOUR)
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Not unless the owner resides outside the District.", False),
        ("Unless the owner does not reside in the District, no fee is due.", True),
        ("The owner does not reside in the District.", True),
    ],
)
def test_only_a_negator_before_the_subordinator_is_left_to_the_missing_clause(
    text: str, negated: bool
) -> None:
    from lexaudit.extract.pipeline import Extractor

    (reside,) = [r for r in Extractor().analyse(text).relations if r.relation == "reside"]
    assert reside.negated is negated


def test_a_place_named_in_the_possessive_is_the_place(verifier: Verifier) -> None:
    assert normalize_place("New Brunswick's") == normalize_place("New Brunswick")
    assert normalize_place("Texas\u2019") == "texas"
    report = verifier.verify(
        "The Board includes Tasmania's delegates and New Brunswick's Harbour Master.",
        _HARBOUR,
    )
    assert not [f for f in report.findings if f.subtype.value == "value_mismatch"]
