"""A claim that copies a source statement word for word, by the real verifier.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

# two near-identical clauses, the first cut off by the layout into the sentence before
_APPEALS = [
    "Where two or more tribunals each claim the dispute and a doubt arises as to which of "
    "them ought to hear it, the question\nof doubt,\nplace where shall be settled as "
    "follows—\nhearing of claims (a) where the tribunals sit under the same Board, that "
    "Board shall decide it;\nshall be\nheld. (b) where the tribunals do not sit under the "
    "same Board, the Board of the place where the claim was first lodged shall decide it."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def test_a_word_for_word_copy_is_supported_whatever_its_neighbour_says(
    verifier: Verifier,
) -> None:
    answer = "Where the tribunals sit under the same Board, that Board shall decide it;"
    report = verifier.verify(answer, _APPEALS)
    assert report.label.value == "clean", report.findings
    assert all(cv.verdict.value == "supported" for cv in report.claims)


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        (
            "This Lease shall prevent the Tenant from running a cafe on the premises.",
            "Nothing in this Lease shall prevent the Tenant from running a cafe on the "
            "premises, subject to the licensing laws.",
        ),
        (
            "The Guarantors shall be liable for any loss caused by the Borrower's fraud.",
            "None of the Guarantors shall be liable for any loss caused by the Borrower's fraud.",
        ),
        (
            "The Lender may call the loan without notice.",
            "After a second default the Lender may call the loan without notice of any "
            "further default.",
        ),
    ],
)
def test_a_copy_cut_from_inside_a_clause_is_judged_as_any_claim(
    verifier: Verifier, answer: str, source: str
) -> None:
    # the copy drops what reverses or limits it: it is not supported for being a copy
    report = verifier.verify(answer, [source])
    assert not any(cv.reason == "the sources write it word for word" for cv in report.claims)


def test_a_copy_cut_from_behind_a_negator_is_no_copy(verifier: Verifier) -> None:
    source = ["No member shall transfer its seat on the Board to any other person."]
    report = verifier.verify(
        "Member shall transfer its seat on the Board to any other person.", source
    )
    assert report.label.value != "clean", report.findings


def test_a_claim_ending_on_a_conjunction_does_not_copy_the_next_conjunct(
    verifier: Verifier,
) -> None:
    source = [
        "The Packer will not unreasonably refuse the order, but shall not be liable for "
        "orders it cannot fill for good cause."
    ]
    # the claim splitter may leave the conjunction on the first clause
    report = verifier.verify("The Packer won't unreasonably refuse an order, but", source)
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


def test_a_clause_after_a_comma_and_a_coordinator_is_a_whole_clause(verifier: Verifier) -> None:
    source = [
        "By using the Brand, the Dealer gains no title to the Brand, and the Dealer agrees not "
        "to register or attempt to register any mark confusingly similar to the Brand."
    ]
    answer = (
        "The Dealer agrees not to register or attempt to register any mark confusingly "
        "similar to the Brand."
    )
    report = verifier.verify(answer, source)
    assert any(cv.reason == "the sources write it word for word" for cv in report.claims)
    assert report.label.value == "clean", report.findings
