"""Two parties of a copied sentence put in each other's places, by the real verifier.

"Birchwood may not put up any sign or banner ... without Acme's prior inspection" copied with the
two names the other way round names both parties the sentence names, so no name is new or
replaced; what changed is who stands where. Each name standing where the sentence has the
other, framed by the same words, while neither stands where the sentence has it, is a swap.
A role word the sources capitalise ("the Client") is compared as a name is. The words between
the two names must be the sentence's words between them, in order; a claim that copies one of
two mirror clauses ("A indemnifies B", "B indemnifies A") swaps nothing, and neither does a
possessive put for an "of" phrase ("the Miller's demand" for "the demand of the Miller"),
which moves a name across the words between.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_PUBLICITY = [
    "7.4 Signage. Birchwood may not put up any sign or banner on the Site or any hoarding "
    "around it without Acme's prior inspection and written consent."
]
_ROLES = [
    "9.2 Reports. The Supplier shall deliver a monthly quality report to the Client within "
    "ten days after the end of each month, and the Client shall review each report within "
    "five days of receiving it."
]


def _parties(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts if c.field == "party"]


def test_two_names_swapped_in_a_copied_sentence(verifier: Verifier) -> None:
    answer = (
        "Acme can't put up any sign or banner on the site or a hoarding around it without "
        "Birchwood's prior inspection and written consent."
    )
    report = verifier.verify(answer, _PUBLICITY)
    assert _parties(report), report.findings
    assert report.label.value == "hallucinated"


@pytest.mark.parametrize(
    "answer",
    [
        # the names where the sentence has them
        "Birchwood can't put up any sign or banner on the site or a hoarding around it without "
        "Acme's prior inspection and written consent.",
        # the same rule told from the other side, in other words
        "Acme must inspect and consent in writing to any sign or banner Birchwood wants to "
        "put up on the site.",
    ],
)
def test_names_in_their_own_places_are_no_swap(verifier: Verifier, answer: str) -> None:
    assert not _parties(verifier.verify(answer, _PUBLICITY))


def test_two_roles_swapped_in_a_copied_sentence(verifier: Verifier) -> None:
    answer = (
        "The Client delivers a monthly quality report to the Supplier within ten days after "
        "the end of each month."
    )
    report = verifier.verify(answer, _ROLES)
    assert report.label.value != "clean", report.findings
    faithful = answer.replace("Client", "@").replace("Supplier", "Client").replace("@", "Supplier")
    assert verifier.verify(faithful, _ROLES).label.value == "clean"


_MIRROR = [
    "5.6 The Carrier shall make good to the Shipper every loss that careless handling by the "
    "Carrier causes to the cargo.",
    "5.7 The Shipper shall make good to the Carrier every loss that careless loading by the "
    "Shipper causes to the vessel.",
]


def test_a_claim_copying_one_of_two_mirror_clauses_swaps_nothing(verifier: Verifier) -> None:
    answer = (
        "The Carrier makes good to the Shipper every loss that careless handling by the "
        "Carrier causes to the cargo."
    )
    assert not _parties(verifier.verify(answer, _MIRROR))


def test_a_possessive_put_for_an_of_phrase_swaps_nothing(verifier: Verifier) -> None:
    sources = [
        "8.2 Spare seed. After a failed sowing, the Grower shall, at the written demand of "
        "the Miller, deliver spare seed to the mill within two days."
    ]
    answer = (
        "At the Miller's written demand the Grower must deliver spare seed to the mill within "
        "two days after a failed sowing."
    )
    assert not _parties(verifier.verify(answer, sources))
