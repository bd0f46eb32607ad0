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


def test_a_synonym_reads_as_the_word_the_source_writes() -> None:
    from lexaudit.align.graph import role_as_written

    written = {"the", "buyer", "shall", "not", "buy", "from", "any", "other", "seller"}
    assert role_as_written("Vendor", written) == "Seller"
    assert role_as_written("purchaser", written) == "buyer"
    assert role_as_written("seller", written) == "seller"
    source = "The Buyer shall not buy similar crates from any other seller during the Term."
    report = Verifier().verify(
        "The vendor can't buy similar crates from any other seller.", [source]
    )
    assert report.claims[0].verdict is Verdict.CONTRADICTED, report.claims[0].reason


def test_a_text_that_writes_both_synonyms_names_two_parties() -> None:
    assert not synonymous_roles(
        "lessor", "landlord", {}, "the Landlord and the lessor under the head lease"
    )
    source = (
        "The Landlord shall obtain, within 45 days, a consent from the lessor under the Head "
        "Lease for the benefit of the Tenant."
    )
    answer = (
        "Within 45 days, the lessor has to get a consent from the landlord under the Head Lease."
    )
    report = Verifier().verify(answer, [source])
    assert report.label.value != "clean", [(c.verdict, c.reason) for c in report.claims]
