"""A light verb with a deverbal noun states the noun's verb, by the real spaCy pipeline.

The texts are written for these tests: "make payment of the fee to the Seller" is "pay the
fee to the Seller", so an answer that has the Seller pay the Buyer swaps their roles.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier

_SOURCE = (
    "The Distributor shall make payment of the Service Fee to the Manufacturer within "
    "fifteen (15) days after the end of each month."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def test_make_payment_is_pay() -> None:
    analysis = Extractor().analyse_many([_SOURCE])[0]
    edges = [r for r in analysis.relations if r.relation == "pay"]
    assert edges, analysis.relations
    edge = edges[0]
    assert "distributor" in edge.subject and "fee" in edge.object
    assert any(a.role == "to" and "manufacturer" in a.value for a in edge.arguments)


def test_give_notice_is_notify() -> None:
    analysis = Extractor().analyse_many(["Either party may give notice to the other party."])[0]
    assert any(r.relation == "notify" for r in analysis.relations), analysis.relations


def test_the_payer_and_payee_swapped_across_a_light_verb_is_a_role_swap(
    verifier: Verifier,
) -> None:
    faithful = (
        "The Distributor has to pay the Service Fee to the Manufacturer within 15 days of "
        "month end."
    )
    assert verifier.verify(faithful, [_SOURCE]).label.value == "clean"
    swapped = (
        "The Manufacturer has to pay the Service Fee to the Distributor within 15 days of "
        "month end."
    )
    report = verifier.verify(swapped, [_SOURCE])
    assert any(c.field == "role" for cv in report.claims for c in cv.conflicts), report.findings


@pytest.mark.parametrize(
    "text",
    [
        # the parser reads "the brewer orders" as a noun phrase and "payment" as set beside
        # it: the light verb still takes "payment"
        "For any Trial Batch where the brewer orders from Dealer, payment will be made by "
        "Dealer to Maker within 14 days.",
        "Payment, the whole of the fee, will be made by the Dealer to the Maker.",
    ],
    ids=["mis-parsed-clause", "apposition"],
)
def test_the_noun_in_apposition_is_the_light_verbs(text: str) -> None:
    analysis = Extractor().analyse_many([text])[0]
    acts = {(r.relation, r.subject.split(":")[-1]) for r in analysis.relations}
    assert ("pay", "dealer") in acts, analysis.relations
    assert ("order", "dealer") not in acts
