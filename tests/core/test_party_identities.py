"""A claim that makes one party of two the sources keep apart, by the real verifier.

"Quill Press is the Licensor" where the Licensor is Harrow Mills swaps who is who. The texts
are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_LICENCE = [
    'This Licence is made by and between Harrow Mills Ltd. ("Licensor") and Quill Press, '
    'Inc. ("Licensee"), dated May 2, 2019. Licensor grants Licensee the right to print the '
    "Works in Canada."
]
_LEASE = [
    'Signed for and on behalf of Corriemoor Farms LLP ("Landlord") and of Pellow & Daughters '
    '("Pellow & Daughters"). Pellow & Daughters has farmed the lower fields since 2011, and '
    "the Landlord now lets it the stone barn for five years."
]


def _roles(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts if c.field == "role"]


@pytest.mark.parametrize(
    "answer",
    [
        "Quill Press is the Licensor.",
        "The Licensor is Quill Press.",
        'Quill Press is named as the "Licensor" in the Licence.',
    ],
)
def test_another_party_given_a_role_is_a_role_conflict(verifier: Verifier, answer: str) -> None:
    report = verifier.verify(answer, _LICENCE)
    assert _roles(report) == ["role"], report.findings
    assert report.label.value == "hallucinated"


@pytest.mark.parametrize(
    "answer",
    [
        "Harrow Mills is the Licensor.",
        "The Licensee is Quill Press.",
        "Quill Press is not the Licensor.",
        'Harrow Mills is named as the "Licensor".',
    ],
)
def test_the_right_party_or_a_denied_identity_is_no_conflict(
    verifier: Verifier, answer: str
) -> None:
    assert _roles(verifier.verify(answer, _LICENCE)) == []


def test_a_party_written_without_an_alias_of_its_own_is_another_party(verifier: Verifier) -> None:
    wrong = verifier.verify('Pellow & Daughters is named as the "Landlord" in the lease.', _LEASE)
    assert _roles(wrong) == ["role"], wrong.findings
    right = verifier.verify('Corriemoor Farms is named as the "Landlord" in the lease.', _LEASE)
    assert _roles(right) == [], right.findings


@pytest.mark.parametrize(
    "answer",
    [
        # the role names the party inside another noun
        "Quill Press is an affiliate of the Licensor.",
        "Quill Press, the Licensee, is a customer of the Licensor.",
        # two identities in a list, each right
        "Harrow Mills is the Licensor and Quill Press is the Licensee.",
    ],
)
def test_a_role_inside_another_noun_or_a_list_is_no_identity(
    verifier: Verifier, answer: str
) -> None:
    assert _roles(verifier.verify(answer, _LICENCE)) == []
