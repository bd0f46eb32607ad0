"""A clause of result ("..., so ...") or of contrast ("..., yet ...") is a clause of its own.

Texts written for these tests; the real verifier (spaCy pipeline included) judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.clauses import clause_spans
from lexaudit.verifier import Verifier


def _fields(report):  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


@pytest.mark.parametrize(
    ("text", "clauses"),
    [
        (
            "The rent covers water, so the Tenant never pays a water bill",
            ["The rent covers water", ", so the Tenant never pays a water bill"],
        ),
        (
            "The Lender must fund the loan, yet the Borrower need not draw it",
            ["The Lender must fund the loan", ", yet the Borrower need not draw it"],
        ),
        # "so" that opens a clause of condition or purpose is no clause of result
        ("The Tenant may sublet, so long as the Landlord consents", []),
        ("The Seller ships early, so that the Buyer can inspect", []),
        ("The Agent acts, so far as the law allows", []),
    ],
)
def test_a_comma_before_so_or_yet_ends_a_clause(text: str, clauses: list[str]) -> None:
    assert [text[a:b] for a, b in clause_spans(text)] == clauses


def test_a_negator_in_a_clause_of_result_does_not_hide_a_flip(verifier: Verifier) -> None:
    # a clause of result naming a party keeps the claim whole: its negator is the second
    # clause's, and the first clause's flip is read without it
    source = "The monthly fee payable by Acme does not include value added tax."
    flipped = (
        "The monthly fee already includes value added tax, so Acme owes nothing further for it."
    )
    faithful = (
        "The monthly fee doesn't include value added tax, so Acme pays that tax on top of it."
    )
    bad = verifier.verify(flipped, [source])
    assert "polarity" in _fields(bad), bad.claims
    good = verifier.verify(faithful, [source])
    assert "polarity" not in _fields(good), good.claims
