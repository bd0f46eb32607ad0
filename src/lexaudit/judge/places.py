"""Which source places may be the one a claim meant instead of its own.

A claim's place is judged against the places its sources write (:mod:`lexaudit.judge.values`),
but not every other place is a rival. A place written as one location with the claim's
("Dover, Delaware") holds it or lies in it, and a place the claim lists with its own ("U.S.
and Vermont law") is named beside it, not instead of it, where the sources list the two
together as well.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence
from lexaudit.extract.entities import is_region, local_name, normalize_place
from lexaudit.judge.mentions import Mention, chunk_text, one_location, one_place
from lexaudit.types import Claim, Entity, EntityType


def place_rivals(
    entity: Entity,
    claim: Claim,
    equal: Sequence[Mention],
    rivals: Sequence[Mention],
    evidence: Evidence,
) -> list[Mention]:
    """The rival places that may be the one the claim meant instead of its own.

    A place the sources write as one location with the claim's ("Dover, Delaware") holds it
    or lies in it: that mention is no rival, and where the claim names the holding place too
    ("the Maine courts for Kent County" against "the courts of the State of Maine for Kent
    County, Maine"), no mention of it is. A place the claim lists with its own ("U.S. and
    Vermont law") is no rival where the sources list the two together as well ("the laws of
    the United States and the State of Vermont"): the claim names both, as they do. A place
    the claim writes as the holder of its own ("Haidian District, Beijing") is no rival
    either: the claim puts its place there itself.
    """
    named = {
        e.value for e in claim.entities if e.type is EntityType.GPE and e.value != entity.value
    }
    listed = {
        other.value
        for other in claim.entities
        if other.type is EntityType.GPE and _listed_with(entity, other, claim)
    }
    holding = {r.entity.value for r in rivals if any(one_place(r, e, evidence) for e in equal)}
    holders = {
        other.value
        for other in claim.entities
        if other.type is EntityType.GPE
        and other.span.start > entity.span.start
        and one_location(claim.text, entity, other, claim.span.start)
    }
    return [
        m
        for m in rivals
        if m.entity.value not in holders
        and not any(one_place(m, e, evidence) for e in equal)
        and not (m.entity.value in holding and m.entity.value in named)
        and not (
            m.entity.value in listed and any(_listed_in_sources(m, e, evidence) for e in equal)
        )
    ]


def short_form_of(entity: Entity, source: Entity) -> bool:
    """The claim names the source's place by its name without its unit.

    "Ashcombe" for "the Borough of Ashcombe", "Pinewood" for "the City and County of Pinewood"
    (:func:`lexaudit.extract.entities.local_name`), "Toronto" for "the City of Toronto" (the
    long form names the city by the name after "of"; "Kansas City" is no "City of Kansas");
    only that way round, and not for a county alone, which may not be the city of its name.
    "Fenwick" for "Fenwick City" too, where the name before "City" is no region the place
    list knows: "Kansas" is a state, which Kansas City may lie outside.
    A claim's city and county ("the City and County of Pinewood") is named by the city or the
    county of its name.
    """
    if entity.type is not EntityType.GPE or source.type is not EntityType.GPE:
        return False
    if entity.value == source.value:
        return False
    city = _CITY_OF.fullmatch(source.text.strip())
    both = _CITY_AND_COUNTY.fullmatch(entity.value)
    if both is not None and source.value in {
        both.group(1),
        f"{both.group(1)} county",
        f"{both.group(1)} city",
    }:
        # "the City and County of Pinewood" is the city and the county: a source that writes
        # "the City of Pinewood and County of Pinewood", or either one, names it
        return True
    return (
        local_name(source.value) == entity.value
        or _initials_of(entity.text, source.text)
        or (city is not None and normalize_place(city.group(1)) == entity.value)
        or (source.value == f"{entity.value} city" and not is_region(entity.text))
    )


def common_abbreviation(entity: Entity, claim: Claim, evidence: Evidence) -> bool:
    """A capital abbreviation spaCy took for a place, which spells the sources' common words.

    "any PO it accepts" where the sources write "purchase order": the letters open a run of
    words a source writes in lower case, so the abbreviation is that thing's, not a place. A
    code the place lists know ("NY", "UK", a state's postal code) and one the claim puts where
    a place stands ("incorporated in PA") stay places.
    """
    text = entity.text.strip()
    if not _CAPITAL_CODE.fullmatch(text):
        return False
    letters = text.rstrip("s")
    aliases = lexicon.load("aliases")
    if (
        is_region(letters)
        or letters.lower() in aliases["places"]
        or letters in aliases["us_postal_codes"]
    ):
        return False
    before = claim.text[: max(0, entity.span.start - claim.span.start)]
    if PLACE_BEFORE.search(before):
        return False
    return any(run.islower() for run in evidence.acronym_runs(letters))


# two to five capitals, with a plural "s" ("POs")
_CAPITAL_CODE = re.compile(r"[A-Z]{2,5}s?")
# the words before a name that put it where a place stands: "in Dover", "the laws of Dover"
PLACE_BEFORE = re.compile(
    r"\b(?:in|at|from|of|within|near|throughout|into|under)\s+(?:the\s+)?$", re.IGNORECASE
)


# a city and county that are one ("the City and County of Pinewood": "pinewood city and county")
_CITY_AND_COUNTY = re.compile(r"(.+) (?:city|town) and county")
# the long form of a city's name: "the City of Toronto"
_CITY_OF = re.compile(r"(?:the\s+)?city\s+of\s+(.+)", re.IGNORECASE)


# the small words a place's initials pass over: "PV" for "Port of Verity"
_UNINITIALLED = frozenset({"of", "the", "and"})


def _initials_of(short: str, name: str) -> bool:
    """``short`` is written in the capital initials of the words of the place ``name``.

    "SD" for "San Dimas", "NYC" for "New York City", "PV" for "Port of Verity": a
    name of two words or more, each capitalised, whose first letters spell ``short``.
    """
    if not (2 <= len(short) <= 4 and short.isalpha() and short.isupper()):
        return False
    words = [w for w in name.split() if w.lower() not in _UNINITIALLED]
    return (
        len(words) >= 2
        and all(w[:1].isupper() for w in words)
        and "".join(w[0] for w in words) == short
    )


# what joins the places of one list or one location: "Canada and Ontario", "Kent County, Maine"
_PLACE_JOIN = re.compile(r"\s*(?:,\s*(?:and|or)?|and|or|&)\s*")


def _listed_in_sources(a: Mention, b: Mention, evidence: Evidence) -> bool:
    """Two source places written side by side in one list ("the United States and Ohio")."""
    if a.chunk_id != b.chunk_id:
        return False
    first, second = sorted((a, b), key=lambda m: m.entity.span.start)
    if first.entity.span.end > second.entity.span.start:
        return False
    text = chunk_text(evidence, a.chunk_id)
    gap = text[first.entity.span.end : second.entity.span.start]
    return _PLACE_JOIN.fullmatch(gap) is not None


def _listed_with(entity: Entity, other: Entity, claim: Claim) -> bool:
    """``other`` and ``entity`` are neighbours in one list or location of the claim."""
    first, second = sorted((entity, other), key=lambda e: e.span.start)
    if first.span.end > second.span.start or first.value == second.value:
        return False
    base = claim.span.start
    gap = claim.text[first.span.end - base : second.span.start - base]
    return _PLACE_JOIN.fullmatch(gap) is not None
