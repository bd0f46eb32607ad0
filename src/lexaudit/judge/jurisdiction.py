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
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence
from lexaudit.extract.entities import is_region, place_short_form
from lexaudit.judge.mentions import Mention, chunk_text, slot_similarity
from lexaudit.text.words import content_words
from lexaudit.types import Claim, Entity


@functools.cache
def _nouns() -> frozenset[str]:
    """The jurisdiction nouns as slot words (light-stemmed)."""
    return frozenset(
        w for n in lexicon.word_set("aliases", "jurisdiction_nouns") for w in content_words(n)
    )


# the words that may stand between a formation word and the place: "organized and existing
# under the laws of the State of", "incorporated in", "chartered pursuant to the laws of"
_LINK = (
    r"(?:[\s,]+(?:and|or|validly|duly|existing|under|in|pursuant|to|accordance|with|by|the|"
    r"laws?|of|state|commonwealth|province|republic|kingdom))*[\s,]*"
)
_REACH = 80  # characters looked back from a place for the words that form a party under it


@functools.cache
def _formed_under() -> re.Pattern[str]:
    words = "|".join(sorted(lexicon.word_set("aliases", "formation_words")))
    return re.compile(rf"\b(?:{words})\b{_LINK}$", re.IGNORECASE)


def formed_before(text: str, start: int) -> bool:
    """The place at ``start`` completes the law a party was formed under.

    "a corporation duly organized and existing under the laws of the State of Ohio",
    "incorporated in Delaware" (``formation_words``): the place names that party's home, as
    "an Ohio corporation" does; a place later in the same sentence ("... and Acme submit to
    the courts of Texas") does not.
    """
    return _formed_under().search(text, max(0, start - _REACH), start) is not None


def _as_jurisdiction(mention: Mention, kinds: frozenset[str], evidence: Evidence) -> bool:
    """The source writes the place as one of these jurisdictions, not as a party's home."""
    text = chunk_text(evidence, mention.chunk_id)
    return bool(mention.slot & kinds) and not formed_before(text, mention.entity.span.start)


@functools.cache
def _federations() -> dict[str, frozenset[str]]:
    """Each federation of the place list with its members (normalised place values)."""
    table: dict[str, list[str]] = lexicon.load("aliases")["federations"]
    return {k: frozenset(v) for k, v in table.items()}


def member_places(noun: str, mentions: Sequence[Mention]) -> bool:
    """The places of the claim's passages are members of one federation that ``noun`` names.

    Members, or the federation itself: "the States" beside "Texas", "Puerto Rico" or the
    United States; not beside England, a nation of the United Kingdom
    (``lexicon/aliases.json`` ``member_nouns``). Only mentions in the aligned passages
    count, and only names of the place list (the recogniser calls many names places); with
    none, nothing is shown to be a member.
    """
    nouns: dict[str, list[str]] = lexicon.load("aliases")["member_nouns"]
    values = {
        m.entity.value
        for m in mentions
        if m.near
        and m.entity.value != noun
        and (
            _legal_system(re.sub(r"['\u2019]s?$", "", m.entity.text)) or _federated(m.entity.value)
        )
    }
    return bool(values) and any(
        noun in nouns.get(name, ()) and all(v == name or v in members for v in values)
        for name, members in _federations().items()
    )


def _federated(value: str) -> bool:
    """A federation of the place list or one of its members."""
    return any(value == name or value in members for name, members in _federations().items())


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
    claim: Claim,
    equal: Sequence[Mention],
    rivals: Sequence[Mention],
    evidence: Evidence,
) -> Mention | None:
    """The sources' legal system written as the jurisdiction the claim's place is written as.

    ``None`` when the claim writes its place as the law a party was formed under, and unless
    the claim's place is a state or country that completes a jurisdiction noun (its slot holds
    one), no source mention of that place completes that noun, and some other state or country
    near the claim's best passages does (the one whose slot is most like the claim's), other
    than a federation and its member.
    """
    kinds = slot & _nouns()
    if (
        not kinds
        or not _legal_system(entity.text)
        or formed_before(claim.text, entity.span.start - claim.span.start)
        or any(_as_jurisdiction(m, kinds, evidence) for m in equal)
    ):
        return None
    written = [
        m
        for m in rivals
        if m.near
        and _as_jurisdiction(m, kinds, evidence)
        and _legal_system(m.entity.text)
        and not _one_system(entity.value, m.entity.value)
    ]
    return max(written, key=lambda m: slot_similarity(slot, m.slot, evidence.idf), default=None)
