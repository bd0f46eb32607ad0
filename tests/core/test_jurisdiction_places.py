"""A place written as a jurisdiction is judged against the sources' jurisdiction, by the real
verifier (``judge.jurisdiction``). The contract texts are written for these tests."""

from __future__ import annotations

import pytest

from lexaudit.evidence.retrieval import Evidence
from lexaudit.judge.jurisdiction import jurisdiction_rival
from lexaudit.judge.mentions import Mention
from lexaudit.judge.values import _other_places
from lexaudit.types import Claim, ClaimType, Entity, EntityType, Span
from lexaudit.verifier import Verifier

_LICENCE = (
    "This Licence Agreement is made between Corvel Data, Inc., an Ohio corporation, and "
    "Brightwater Labs, Inc., an Ohio corporation. 12.4 Governing Law. This Agreement and the "
    "legal relations between the Parties shall be governed by the laws of the State of Oregon, "
    "without regard to its conflict of laws rules."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _jurisdictions(report):  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == "jurisdiction"
    ]


def test_a_place_the_sources_write_only_as_a_home_state_is_not_their_governing_law(
    verifier: Verifier,
) -> None:
    wrong = "It's Ohio law, which covers both the agreement and the parties' dealings."
    report = verifier.verify(wrong, [_LICENCE])
    assert _jurisdictions(report) == [("Ohio", "the State of Oregon")]
    assert report.label.value == "hallucinated"
    right = "It's Oregon law, which covers both the agreement and the parties' dealings."
    report = verifier.verify(right, [_LICENCE])
    assert _jurisdictions(report) == [], report.findings


def test_a_federation_and_its_member_are_no_rival_jurisdictions(verifier: Verifier) -> None:
    # the federal courts of the United States sit in Oregon too
    forum = (
        "12.5 Forum. Any action shall be brought only in the courts of the United States "
        "located in the State of Oregon."
    )
    claim = "Suits go to the Oregon courts."
    assert _jurisdictions(verifier.verify(claim, [_LICENCE + " " + forum])) == []


def test_a_city_names_a_courts_seat_not_a_jurisdiction() -> None:
    # hand-made mentions: the claim's "Portland courts", the sources' "courts located in
    # Portland, Oregon" (no jurisdiction noun in its slot) and "the laws and courts of Idaho"
    def place(text: str, value: str) -> Entity:
        return Entity(EntityType.GPE, text, value, Span(0, len(text)))

    seat = Mention(place("Portland", "portland"), "c1", frozenset({"locat", "oregon"}), True)
    idaho = Mention(place("Idaho", "idaho"), "c1", frozenset({"law", "court"}), True)
    slot = frozenset({"court", "disput"})
    assert jurisdiction_rival(place("Portland", "portland"), slot, [seat], [idaho], {}) is None
    # a state in the claim's place is judged
    oregon = Mention(place("Oregon", "oregon"), "c1", frozenset({"locat"}), True)
    rival = jurisdiction_rival(place("Oregon", "oregon"), slot, [oregon], [idaho], {})
    assert rival is idaho


_FORUM = (
    "14.2 Jurisdiction. Both Parties submit to the exclusive jurisdiction of the state courts "
    "of the State of Vermont sitting in and for Windsor County, Vermont. 14.3 Governing Law. "
    "This Agreement is governed by the laws of the United States and the State of Vermont."
)


def test_the_region_that_holds_the_claims_place_is_no_rival(verifier: Verifier) -> None:
    # the sources write "Windsor County, Vermont": Vermont holds the county, however it is
    # written elsewhere ("the State of Vermont")
    claim = "Both sides submit to the Vermont state courts for Windsor County."
    assert _jurisdictions(verifier.verify(claim, [_FORUM])) == []


def test_a_place_the_claim_lists_with_its_own_is_no_rival() -> None:
    # hand-made: the claim "governed by U.S. and Vermont law", where the sources' "the United
    # States" fills the claim's slot better than their "the State of Vermont" does; the claim
    # names both places in one list, so neither is the other's rival
    text = "The agreement is governed by U.S. and Vermont law."
    us = Entity(EntityType.GPE, "U.S.", "united states", Span(29, 33))
    vermont = Entity(EntityType.GPE, "Vermont", "vermont", Span(38, 45))
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, (us, vermont))
    theirs = Mention(
        Entity(EntityType.GPE, "the United States", "united states", Span(0, 17)),
        "s1",
        frozenset({"govern", "law"}),
        True,
    )
    assert _other_places(vermont, claim, [], [theirs], Evidence([], [], {})) == []
    # a place the claim does not list with its own stays a rival
    text = "The agreement is governed by Vermont law; U.S. courts hear disputes."
    vermont = Entity(EntityType.GPE, "Vermont", "vermont", Span(29, 36))
    us = Entity(EntityType.GPE, "U.S.", "united states", Span(42, 46))
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, (vermont, us))
    assert _other_places(vermont, claim, [], [theirs], Evidence([], [], {})) == [theirs]


def test_the_law_a_party_was_formed_under_is_its_home_not_the_governing_law(
    verifier: Verifier,
) -> None:
    # Ohio stands beside "laws" here, but as the law the Adviser was organised under
    source = (
        "This Limited Power of Attorney is granted by Corvel Advisers, LLC, a limited liability "
        'company duly organized under the laws of the State of Ohio (the "Adviser"), to '
        "Brightwater Services, Inc. 9. Governing Law. This Limited Power of Attorney shall be "
        "governed and construed in accordance with the laws of the State of Oregon, without "
        "reference to principles of conflicts of law."
    )
    wrong = "Ohio law governs the power of attorney."
    assert _jurisdictions(verifier.verify(wrong, [source])) == [("Ohio", "the State of Oregon")]
    right = "Oregon law governs the power of attorney."
    assert _jurisdictions(verifier.verify(right, [source])) == []
    # the claim that says where the Adviser was formed names no governing law
    home = "The Adviser was organized under Ohio law."
    assert _jurisdictions(verifier.verify(home, [source])) == []
