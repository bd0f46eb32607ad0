"""A place written as a jurisdiction is judged against the sources' jurisdiction, by the real
verifier (``judge.jurisdiction``). The contract texts are written for these tests."""

from __future__ import annotations

from lexaudit.evidence.retrieval import Evidence
from lexaudit.judge.jurisdiction import jurisdiction_rival
from lexaudit.judge.mentions import Mention
from lexaudit.judge.places import place_rivals
from lexaudit.types import Chunk, Claim, ClaimType, Entity, EntityType, Span
from lexaudit.verifier import Verifier

_LICENCE = (
    "This Licence Agreement is made between Corvel Data, Inc., an Ohio corporation, and "
    "Brightwater Labs, Inc., an Ohio corporation. 12.4 Governing Law. This Agreement and the "
    "legal relations between the Parties shall be governed by the laws of the State of Oregon, "
    "without regard to its conflict of laws rules."
)


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
    evidence = Evidence([], [], {})

    def claim(where: Entity) -> Claim:
        text = f"{where.text} courts hear disputes."
        return Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, (where,))

    portland = place("Portland", "portland")
    assert jurisdiction_rival(portland, slot, claim(portland), [seat], [idaho], evidence) is None
    # a state in the claim's place is judged
    oregon = Mention(place("Oregon", "oregon"), "c1", frozenset({"locat"}), True)
    state = place("Oregon", "oregon")
    rival = jurisdiction_rival(state, slot, claim(state), [oregon], [idaho], evidence)
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


def test_a_place_the_claim_lists_with_its_own_is_no_rival(extractor) -> None:  # type: ignore[no-untyped-def]
    # hand-made mentions: the claim "governed by U.S. and Vermont law", where the sources'
    # "the United States" fills the claim's slot better than their "the State of Vermont"; the
    # claim lists both places, as the sources do, so neither is the other's rival
    source = "This Agreement is governed by the laws of the United States and the State of Vermont."
    evidence = Evidence([Chunk("s1", "d1", source)], [extractor.analyse(source)], {})

    def mention(surface: str, value: str, slot: set[str]) -> Mention:
        start = source.index(surface)
        entity = Entity(EntityType.GPE, surface, value, Span(start, start + len(surface)))
        return Mention(entity, "s1", frozenset(slot), True)

    theirs = mention("the United States", "united states", {"govern", "law"})
    ours = mention("the State of Vermont", "vermont", {"govern", "law", "state", "unit"})
    text = "The agreement is governed by U.S. and Vermont law."
    us = Entity(EntityType.GPE, "U.S.", "united states", Span(29, 33))
    vermont = Entity(EntityType.GPE, "Vermont", "vermont", Span(38, 45))
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, (us, vermont))
    assert place_rivals(vermont, claim, [ours], [theirs], evidence) == []
    # a place the claim does not list with its own stays a rival
    text = "The agreement is governed by Vermont law; U.S. courts hear disputes."
    vermont = Entity(EntityType.GPE, "Vermont", "vermont", Span(29, 36))
    us = Entity(EntityType.GPE, "U.S.", "united states", Span(42, 46))
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, (vermont, us))
    assert place_rivals(vermont, claim, [ours], [theirs], evidence) == [theirs]


def test_a_place_listed_with_one_the_sources_never_list_it_with_is_judged(
    verifier: Verifier,
) -> None:
    # New Hampshire is only a party's home: listing it with the forum does not make it one
    source = (
        "The courts of the State of Vermont shall have exclusive jurisdiction over any dispute. "
        "The Supplier is a New Hampshire corporation."
    )
    claim = "The courts of Vermont and New Hampshire have jurisdiction over disputes."
    assert _jurisdictions(verifier.verify(claim, [source])) == [
        ("New Hampshire", "the State of Vermont")
    ]


def test_a_county_is_judged_against_its_state_unless_the_claim_names_the_state(
    verifier: Verifier,
) -> None:
    source = (
        "Claims shall be tried in the district court of Sioux County, Nebraska. Any appeal "
        "shall lie to the appellate courts of Nebraska."
    )
    claim = "Appeals go to the appellate courts of Sioux County."
    assert _jurisdictions(verifier.verify(claim, [source])) == [("Sioux County", "Nebraska")]


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


def test_a_forum_after_a_partys_formation_in_one_sentence_is_still_the_forum(
    verifier: Verifier,
) -> None:
    # the formation words belong to Delaware, not to the courts named later in the sentence
    source = (
        "Marrow Biotech, Inc., a corporation incorporated under the laws of the State of "
        "Delaware, and Quill Labs LLC submit to the exclusive jurisdiction of the courts of the "
        "Commonwealth of Massachusetts."
    )
    wrong = "The parties submit to the exclusive jurisdiction of the Delaware courts."
    assert _jurisdictions(verifier.verify(wrong, [source])) == [
        ("Delaware", "the Commonwealth of Massachusetts")
    ]
