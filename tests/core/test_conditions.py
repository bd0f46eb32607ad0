"""A condition the source requires that the claim dispenses with, or the other way round.

The texts are written for these tests, by the real verifier (spaCy pipeline included).
"""

from __future__ import annotations

import pytest

from lexaudit.judge.conditions import conditions
from lexaudit.verifier import Verifier

_REMEDIES = (
    "Remedies. The Grantor acknowledges that a breach of the non-solicitation covenant would "
    "cause harm that money cannot repair, and the Grantee shall be entitled to an injunction "
    "without proof of actual loss. The Grantee may recover its legal costs only after a final "
    "judgment in its favour."
)

_RECALL = (
    "Recall. The Distributor may withdraw a Product from the market for safety reasons on "
    "fifteen (15) days' notice to the Maker, but only after consulting the Maker and obtaining "
    "the Maker's written approval of the Distributor's safety findings."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _polarity(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


def test_requirements_and_dispensations_are_read() -> None:
    found = conditions("The Buyer may return goods only with the Seller's written approval.")
    assert [(c.kind, sorted(c.words)) for c in found] == [
        ("requirement", ["approv", "seller", "written"])
    ]
    found = conditions("The Buyer doesn't need the Seller's approval to return goods.")
    assert [c.kind for c in found] == ["dispensation"]
    found = conditions("Interest runs regardless of any dispute over the invoice.")
    assert [c.kind for c in found] == ["dispensation"]


@pytest.mark.parametrize(
    "text",
    [
        "The Buyer shall not return goods without the Seller's approval.",  # a requirement
        "No party may assign this Agreement without consent.",
        "including, without limitation, any fees",
        "without prejudice to its other rights",
        "The Licensee shall not (a) sublicense without consent",
    ],
)
def test_without_in_a_negated_clause_or_a_fixed_phrase_dispenses_with_nothing(text: str) -> None:
    assert [c for c in conditions(text) if c.kind == "dispensation"] == []


def test_a_condition_added_where_the_source_dispenses_with_it_is_a_flip(
    verifier: Verifier,
) -> None:
    faithful = "The Grantee can get an injunction without having to prove actual loss."
    report = verifier.verify(faithful, [_REMEDIES])
    assert not _polarity(report), report.findings
    added = "The Grantee can get an injunction, but only once it proves its actual loss."
    report = verifier.verify(added, [_REMEDIES])
    assert _polarity(report), report.findings
    assert report.label.value == "hallucinated"


def test_a_condition_dropped_where_the_source_requires_it_is_a_flip(verifier: Verifier) -> None:
    faithful = (
        "The Distributor can pull a Product for safety reasons on 15 days' notice, after "
        "consulting the Maker and getting its written approval of the safety findings."
    )
    report = verifier.verify(faithful, [_RECALL])
    assert not _polarity(report), report.findings
    dropped = (
        "The Distributor can pull a Product for safety reasons on 15 days' notice, and it "
        "doesn't need the Maker's written approval of its safety findings."
    )
    report = verifier.verify(dropped, [_RECALL])
    assert _polarity(report), report.findings
    assert report.label.value == "hallucinated"


def test_a_sentence_stating_both_kinds_of_the_condition_decides_nothing(
    verifier: Verifier,
) -> None:
    source = (
        "The Tenant may sublet to an Affiliate without the Landlord's consent, and to any "
        "other person only with the Landlord's consent."
    )
    answer = "The Tenant can sublet to another person only with the Landlord's consent."
    report = verifier.verify(answer, [source])
    assert not _polarity(report), report.findings
    answer = "The Tenant can sublet to an Affiliate without the Landlord's consent."
    report = verifier.verify(answer, [source])
    assert not _polarity(report), report.findings


def test_a_proviso_is_a_clause_of_its_own(verifier: Verifier) -> None:
    # the negator of the rule does not reach the proviso's "without": the Supplier's
    # assignment to an Affiliate needs no consent, and saying so is no flip
    source = (
        "Neither party shall assign this Agreement without the other's written consent, "
        "provided that the Supplier may assign it without consent to any of its Affiliates."
    )
    found = conditions(source)
    assert [c.kind for c in found] == ["dispensation"]
    answer = (
        "Either side needs the other's written consent to assign, though the Supplier can "
        "assign to its Affiliates without consent."
    )
    report = verifier.verify(answer, [source])
    assert not _polarity(report), report.findings
    report = verifier.verify(source, [source])
    assert not _polarity(report), report.findings


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        # "without" naming what makes an act wrong is a requirement, not a dispensation
        (
            "A person may sell liquor by retail only with a licence issued by the Board.",
            "Selling liquor by retail without a licence from the Board is an offence.",
        ),
        # what "without" dispenses with is its object: the cause, not the notice after it
        (
            "The Tenant may end the lease at any time and for any reason, but only after "
            "giving the Landlord 30 days' written notice.",
            "The tenant can end the lease without cause on 30 days' written notice.",
        ),
        # "no X is required" dispenses with X, so the sentence states both kinds
        (
            "No consent of the Landlord is required for an assignment to an Affiliate; any "
            "other assignment may be made only with the Landlord's prior written consent.",
            "The tenant can assign to an Affiliate without the Landlord's consent.",
        ),
        # a scope is no condition
        (
            "The warranty applies only with respect to defects in materials, and the Buyer "
            "may claim for defects without paying a fee.",
            "The warranty covers defects in materials, and the buyer can claim for them free.",
        ),
    ],
)
def test_faithful_wordings_of_a_condition_are_no_flip(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert not _polarity(report), report.findings


_RECORDS = (
    "Agency. The Agent acts for all the Lenders; but the Agent shall not be liable to any Lender "
    "for a loss caused by another Lender's default, unless the Agent was told of that default "
    "before the loss arose."
)


def test_exceptions_and_concessions_are_read() -> None:
    assert [c.kind for c in conditions("No member is liable unless it knew of the fraud.")] == [
        "exception"
    ]
    found = conditions("No member is liable even if it knew of the fraud.")
    assert [(c.kind, sorted(c.words)) for c in found] == [("concession", ["fraud", "knew"])]


def test_a_concession_for_the_sources_exception_is_a_flip(verifier: Verifier) -> None:
    flipped = verifier.verify(
        "The Agent isn't liable to a Lender for losses from another Lender's default, even if "
        "it was told of that default before the loss arose.",
        [_RECORDS],
    )
    assert len(_polarity(flipped)) == 1, flipped.findings
    kept = verifier.verify(
        "The Agent isn't liable to a Lender for losses from another Lender's default, unless it "
        "was told of that default before the loss arose.",
        [_RECORDS],
    )
    assert _polarity(kept) == [], kept.findings


def test_a_concession_of_another_case_is_no_flip(verifier: Verifier) -> None:
    report = verifier.verify(
        "The Agent acts for all the Lenders, even if some of them are in default.",
        [_RECORDS],
    )
    assert _polarity(report) == [], report.findings


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        # the concession's case is the exception's case denied
        (
            "The lease renews for another year unless either side gives notice of non-renewal.",
            "The lease renews for another year even if neither side gives any notice.",
        ),
        # the two cases share a word, not the case
        (
            "The bond stays in force unless it is withdrawn in writing.",
            "The bond stays in force even if it is withdrawn by telephone.",
        ),
        # the concession's clause ends at its comma; the next condition is another
        (
            "The Carrier is not liable for any loss unless the Shipper reports it within 7 days.",
            "The Carrier is not liable for a loss, even if the loss is large, if the Shipper "
            "doesn't report it within 7 days.",
        ),
    ],
)
def test_a_concession_of_another_case_than_the_exceptions_is_no_flip(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert _polarity(report) == [], report.findings
