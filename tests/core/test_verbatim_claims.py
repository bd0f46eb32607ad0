"""A claim that copies a source statement word for word, by the real verifier.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

# two near-identical clauses, the first cut off by the layout into the sentence before
_APPEALS = [
    "Where two or more tribunals each claim the dispute and a doubt arises as to which of "
    "them ought to hear it, the question\nof doubt,\nplace where shall be settled—\nhearing "
    "of claims (a) if the tribunals sit under the same Board, by that Board;\nshall be\n"
    "held. (b) if the tribunals do not sit under the same Board, by the Board of the place "
    "where the claim was first lodged."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def test_a_word_for_word_copy_is_supported_whatever_its_neighbour_says(
    verifier: Verifier,
) -> None:
    answer = "The tribunals sit under the same Board, by that Board;"
    report = verifier.verify(answer, _APPEALS)
    assert report.label.value == "clean", report.findings
    assert all(cv.verdict.value == "supported" for cv in report.claims)


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
