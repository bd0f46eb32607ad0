"""Plain role nouns of one role ("buyer" / "purchaser") name one party.

Texts written for these tests; the real verifier judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import synonymous_roles
from lexaudit.types import Verdict
from lexaudit.verifier import Verifier

RULE = (
    "A delivery is exempt only if the purchaser collects the crates at the depot and the "
    "lessor of the depot is paid the handling fee."
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("It's exempt only if the buyer collects the crates at the depot.", Verdict.SUPPORTED),
        ("It's exempt only if the seller collects the crates at the depot.", Verdict.CONTRADICTED),
    ],
)
def test_a_synonym_of_the_role_is_the_same_party(answer: str, verdict: Verdict) -> None:
    report = Verifier().verify(answer, [RULE])
    assert report.claims[0].verdict is verdict, report.claims[0].reason


def test_synonyms_are_read_from_data_and_a_defined_role_keeps_to_its_party() -> None:
    assert synonymous_roles("buyer", "Purchaser", {})
    assert synonymous_roles("landlord", "lessor", {})
    assert not synonymous_roles("landlord", "lessee", {})
    assert not synonymous_roles("buyer", "purchaser", {"purchaser": "harbour feeds ltd"})
