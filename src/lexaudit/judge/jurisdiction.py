"""A place named as a jurisdiction, against the sources' place of the same kind.

Contracts name several places: where a party is incorporated or has its office, and which
law governs and which courts hear disputes. "Ohio law" against a contract between two Ohio
corporations that is governed by "the laws of the State of Oregon": the claim names Ohio as the
body of law, the sources write Ohio only beside "corporation", and Oregon beside "laws". A
place the claim writes as a jurisdiction (beside one of the ``jurisdiction_nouns`` of
``aliases.json``) is judged against the sources' places written as one, not against any
mention of it.

A place written as the law a party was formed under ("organized under the laws of the State
of Ohio": ``formation_words``) is that party's home, not a jurisdiction of the contract.

Only legal systems are compared (states and countries of the place list): a city or county
names the seat of a court whose state the sources write elsewhere ("the courts located in
Springfield"), and a federation's law applies together with its members' ("Ohio law" and
"the federal courts of the United States": ``federations``).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.extract.entities import is_region, place_short_form
from lexaudit.judge.mentions import Mention, slot_similarity
from lexaudit.text.words import content_words
from lexaudit.types import Entity


@functools.cache
def _nouns() -> frozenset[str]:
    """The jurisdiction nouns as slot words (light-stemmed)."""
    return frozenset(
        w for n in lexicon.word_set("aliases", "jurisdiction_nouns") for w in content_words(n)
    )


@functools.cache
def _formation() -> frozenset[str]:
    """The words that make "the laws of X" the law a party was formed under (slot words)."""
    return frozenset(
        w for n in lexicon.word_set("aliases", "formation_words") for w in content_words(n)
    )


def _as_jurisdiction(mention: Mention, kinds: frozenset[str]) -> bool:
    """The source writes the place as one of these jurisdictions, not as a party's home.

    "a corporation duly organized under the laws of the State of Ohio" names Ohio beside
    "laws", but as the law the party was formed under (``formation_words``), as "an Ohio
    corporation" does: that is no governing law and no forum.
    """
    return bool(mention.slot & kinds) and not mention.slot & _formation()


@functools.cache
def _federations() -> dict[str, frozenset[str]]:
    """Each federation of the place list with its members (normalised place values)."""
    table: dict[str, list[str]] = lexicon.load("aliases")["federations"]
    return {k: frozenset(v) for k, v in table.items()}


def _one_system(a: str, b: str) -> bool:
    """Two places whose law applies in one place at once: a federation and its member."""
    federations = _federations()
    return b in federations.get(a, ()) or a in federations.get(b, ())


def _legal_system(place: str) -> bool:
    """A state or country of the place list, however written ("the State of Ohio")."""
    return is_region(place_short_form(place))


def jurisdiction_rival(
    entity: Entity,
    slot: frozenset[str],
    equal: Sequence[Mention],
    rivals: Sequence[Mention],
    idf: dict[str, float],
) -> Mention | None:
    """The sources' legal system written as the jurisdiction the claim's place is written as.

    ``None`` unless the claim's place is a state or country that completes a jurisdiction
    noun (its slot holds one), no source mention of that place completes that noun, and some
    other state or country near the claim's best passages does (the one whose slot is most
    like the claim's), other than a federation and its member.
    """
    kinds = slot & _nouns()
    if (
        not kinds
        or not _legal_system(entity.text)
        or slot & _formation()
        or any(_as_jurisdiction(m, kinds) for m in equal)
    ):
        return None
    written = [
        m
        for m in rivals
        if m.near
        and _as_jurisdiction(m, kinds)
        and _legal_system(m.entity.text)
        and not _one_system(entity.value, m.entity.value)
    ]
    return max(written, key=lambda m: slot_similarity(slot, m.slot, idf), default=None)
