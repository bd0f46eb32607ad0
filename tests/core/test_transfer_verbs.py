"""Verbs of giving and sending state one act: who hands over is who provides.

Texts written for these tests; the real verifier (spaCy pipeline included) judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import labels_compatible
from lexaudit.verifier import Verifier

_SOURCE = (
    'This Agreement is made between Norra Farms LLC ("Grower") and Valecrest Packing Inc. '
    '("Packer"). 7.2 Grower will provide to Packer all harvest records kept by Grower within '
    "ten (10) days of each month's end."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _roles(verifier: Verifier, answer: str) -> list[str]:
    report = verifier.verify(answer, [_SOURCE])
    return [c.field for cv in report.claims for c in cv.conflicts if c.field == "role"]


def test_handing_over_is_providing() -> None:
    assert labels_compatible("hand", "provide")
    assert labels_compatible("forward", "deliver")
    assert not labels_compatible("hand", "assign")


def test_the_giver_named_right_is_no_conflict(verifier: Verifier) -> None:
    answer = (
        "Norra must hand Valecrest all harvest records it keeps within 10 days after each month."
    )
    assert not _roles(verifier, answer)


def test_the_giver_and_the_recipient_swapped_is_a_role_conflict(verifier: Verifier) -> None:
    answer = (
        "Valecrest must hand Norra all harvest records it keeps within 10 days after each month."
    )
    assert _roles(verifier, answer)


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "The Seller shall give the keys to the Buyer on completion. The Buyer shall provide "
            "proof of funds before the closing date.",
            "The buyer hands the keys to the seller on completion.",
        ),
        (
            "The Seller shall convey the Property to the Buyer by deed. The Buyer shall provide "
            "proof of funds before the closing date.",
            "The buyer conveys the property to the seller by deed.",
        ),
    ],
    ids=["paraphrase-about-another-thing", "convey-land"],
)
def test_an_act_of_the_same_kind_about_another_thing_does_not_state_the_claim(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert any(c.field == "role" for cv in report.claims for c in cv.conflicts), report.findings


_COMMISSION = (
    'This Agreement is between Acme Care Inc. ("Acme") and Birch Health LLC ("Birch"). 2.4 Acme '
    "will pay to Birch all fees collected from each new patient, and Birch will pay a commission "
    "to Acme equal to five percent (5%) of such fees."
)


def test_a_payment_of_one_thing_does_not_state_a_payment_of_another(verifier: Verifier) -> None:
    # the claim's payer pays something else in the sentence; the commission runs the other way
    swapped = verifier.verify("Acme pays Birch a commission of 5% of those fees.", [_COMMISSION])
    assert any(c.field == "role" for cv in swapped.claims for c in cv.conflicts), swapped.findings
    right = verifier.verify("Birch pays Acme a commission of 5% of those fees.", [_COMMISSION])
    assert right.label.value == "clean", right.findings


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "The Landlord shall pay to the Tenant interest on the security deposit, and the "
            "Tenant shall pay Base Rent to the Landlord on the first day of each month.",
            "The Tenant pays the rent to the Landlord.",
        ),
        (
            "The Seller shall pay the transfer tax to the Buyer, and the Buyer shall pay "
            "$500,000 to the Seller.",
            "The Buyer pays the purchase price to the Seller.",
        ),
    ],
    ids=["object-worded-otherwise", "object-as-amount"],
)
def test_an_edge_named_in_other_words_is_still_stated_by_its_subject(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", report.findings


def test_a_recipient_party_is_not_the_thing_an_edge_is_about(verifier: Verifier) -> None:
    source = (
        "The Buyer shall deliver the goods to the Seller, and the Seller shall provide proof of "
        "insurance to the Buyer."
    )
    report = verifier.verify("The Seller must supply the Buyer with the goods.", [source])
    assert any(c.field == "role" for cv in report.claims for c in cv.conflicts), report.findings
