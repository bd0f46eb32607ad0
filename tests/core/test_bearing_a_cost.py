"""To bear a cost is to pay it: "the Lessee bears the survey fee" restates "the Lessee pays it".

Legal drafting gives who pays a cost either way ("each party shall bear its own costs", "the
Buyer shall pay the costs of transfer"), so the two verbs are one predicate
(``predicates.json`` ``synonym_groups``), and a claim that gives the cost to the other party
contradicts the source. Texts written for these tests; the real verifier judges them.
"""

from __future__ import annotations

from lexaudit.align.graph import labels_compatible
from lexaudit.verifier import Verifier

_SOURCE = (
    "If the survey shows an encroachment of more than two feet, the Lessor shall pay the cost "
    "of the survey and the Lessee may withdraw from the lease."
)


def _fields(report):  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


def test_bear_and_pay_are_one_predicate() -> None:
    assert labels_compatible("bear", "pay") and labels_compatible("pay", "bear")


def test_bearing_the_cost_restates_paying_it(verifier: Verifier) -> None:
    report = verifier.verify(
        "If the survey shows an encroachment of more than two feet, the Lessor bears the cost "
        "of the survey.",
        [_SOURCE],
    )
    assert not _fields(report), report.claims


def test_the_other_party_bearing_the_cost_is_a_conflict(verifier: Verifier) -> None:
    report = verifier.verify(
        "The Lessee bears the cost of the survey if it shows an encroachment of more than two "
        "feet.",
        [_SOURCE],
    )
    assert "party" in _fields(report), report.claims
