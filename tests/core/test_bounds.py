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
