"""A denied excess is a limit: "shall not exceed X" states what "up to X" states.

Texts written for these tests; the real verifier (spaCy pipeline included) judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.negation import negation_flipped, same_bound
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _conflicts(verifier: Verifier, answer: str, source: str) -> list[str]:
    report = verifier.verify(answer, [source])
    return [c.field for cv in report.claims for c in cv.conflicts]


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "3.2 The storage area let to the Tenant shall not exceed forty square metres.",
            "The tenant's storage area can be up to forty square metres.",
        ),
        (
            "5.1 No crane operated on the Site shall lift more than twelve tonnes.",
            "Cranes on the site may lift no more than twelve tonnes.",
        ),
        (
            "8.4 The Contractor shall not employ fewer than six qualified welders on the Works.",
            "The contractor has to employ at least six qualified welders on the works.",
        ),
    ],
    ids=["not-exceed/up-to", "no-subject-more-than/no-more-than", "not-fewer/at-least"],
)
def test_a_limit_put_as_a_denied_excess_is_no_flip(
    verifier: Verifier, source: str, answer: str
) -> None:
    assert "polarity" not in _conflicts(verifier, answer, source)


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "3.2 The storage area let to the Tenant shall not exceed forty square metres.",
            "The tenant's storage area may exceed forty square metres.",
        ),
        (
            "5.1 No crane operated on the Site shall lift more than twelve tonnes.",
            "Cranes on the site may lift more than twelve tonnes.",
        ),
    ],
    ids=["may-exceed", "may-lift-more"],
)
def test_permitting_the_excess_is_still_a_flip(
    verifier: Verifier, source: str, answer: str
) -> None:
    assert "polarity" in _conflicts(verifier, answer, source)


def test_a_limit_of_the_other_direction_is_no_restatement() -> None:
    source = "shall not employ fewer than six qualified welders"
    assert same_bound("must employ at least six qualified welders", source)
    assert not same_bound("may employ at most six qualified welders", source)
    assert negation_flipped("may employ at most six qualified welders", source)


def test_a_negator_far_from_the_comparative_or_past_a_comma_denies_no_excess() -> None:
    # the negator denies the clause before the comma, not the excess after it
    assert not same_bound(
        "up to ten boats are moored there", "no fee is payable, and more than ten boats moor"
    )


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        (
            "The tenant may exceed the maximum occupancy of six persons in the flat.",
            "The Tenant shall not exceed the maximum occupancy of six persons in the flat.",
        ),
        (
            "The guarantor is liable for claims of up to $10,000.",
            "After the Closing Date the Guarantor is no longer liable for claims of up to $10,000.",
        ),
        (
            "The appeal court reversed the lower court's award of at least $5,000.",
            "The Court of Appeal did not reverse the lower court's award of at least $5,000.",
        ),
        (
            "The landlord may charge more than $500 for each repair, up to the full cost.",
            "The Landlord shall not charge more than $500 for each repair.",
        ),
        (
            "A mooring fee is payable if up to ten boats moor at the jetty.",
            "No mooring fee is payable if more than ten boats moor at the jetty.",
        ),
        (
            "The area can be up to fifty square metres.",
            "The area shall not exceed forty square metres.",
        ),
        (
            "The Landlord charges a fee for storing up to 12 tonnes.",
            "The Landlord shall not charge a fee for storing more than 12 tonnes.",
        ),
        (
            "The Carrier is liable for delays of up to 12 days.",
            "The Carrier is not liable for delays of more than 12 days.",
        ),
    ],
    ids=[
        "limit-word-as-noun",
        "no-longer",
        "lower-court",
        "excess-allowed",
        "other-clause",
        "other-value",
        "excess-of-a-gerund",
        "excess-of-another-noun",
    ],
)
def test_a_limit_that_is_not_the_denied_excess_leaves_the_flip(claim: str, source: str) -> None:
    assert not same_bound(claim, source)
    assert negation_flipped(claim, source)
