"""Values a claim lists together, judged as one list against a passage that lists them in turn.

"bonuses of $50k, $75k and $150k when revenue passes $1M, $2M and $5M": the words around a
listed value belong to the whole list, so its slot cannot tell which source value it stands
for ("passes ... revenue" is as near the first bonus as the last). The sentence the claim
aligns with best, when it writes every value of the list in the same order, states the list; a
list in another order (two values swapped) or with a value left out is left to the slot
comparison.
"""

from __future__ import annotations

import bisect
import re

from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.mentions import same_value
from lexaudit.text.words import content_words
from lexaudit.types import MEASURE_TYPES, Claim, Entity, EntityType, EvidenceSpan

# what joins the values of one list: a comma, "and", "or", "and/or", "&" (with a comma)
_LIST_JOIN = re.compile(r"\s*(?:,\s*(?:and/or|and|or|&)?|and/or|and|or|&)\s*", re.IGNORECASE)


def value_list(entity: Entity, claim: Claim) -> list[Entity]:
    """The values of ``entity``'s type the claim lists it with, in order ([] if it stands alone).

    >>> from lexaudit.extract.entities import find_entities
    >>> from lexaudit.types import Claim, ClaimType, Span
    >>> text = "Fees of $1M, $2M and $4M are due in 2025."
    >>> entities = tuple(find_entities(text))
    >>> claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, entities)
    >>> [e.text for e in value_list(claim.entities[0], claim)]
    ['$1M', '$2M', '$4M']
    """
    same = sorted((e for e in claim.entities if e.type is entity.type), key=lambda e: e.span.start)
    lists = _runs(same, claim.text, claim.span.start)
    found = next((run for run in lists if entity in run), [])
    return found if len(found) >= 2 else []


# places between two listed places that the recogniser did not tag: "Kenya, the Republic of
# the Seychelles, Mauritius, Zanzibar and": capitalised names, each after a comma
_NAME = r"(?:the\s+)?[A-Z][\w.'’-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w.'’-]*)*"
_PLACES_JOIN = re.compile(rf"(?:\s*,\s*{_NAME})*{_LIST_JOIN.pattern}")


def _runs(values: list[Entity], text: str, offset: int = 0) -> list[list[Entity]]:
    """The values (in text order) grouped into lists: each joined to the last by a list join.

    ``text`` starts at ``offset`` of the values' spans. A value inside the last one
    ("Columbia" in "British Columbia", both recognised) is part of that item. Places stay one
    list across names the recogniser left untagged between them (:data:`_PLACES_JOIN`).
    """
    runs: list[list[Entity]] = []
    for value in values:
        last = runs[-1][-1] if runs else None
        join = _PLACES_JOIN if value.type is EntityType.GPE else _LIST_JOIN
        if last is not None and (
            value.span.start < last.span.end
            or join.fullmatch(text[last.span.end - offset : value.span.start - offset])
        ):
            runs[-1].append(value)
        else:
            runs.append([value])
    return runs


def listed_in_order(entity: Entity, claim: Claim, window: Window) -> EvidenceSpan | None:
    """Where the sentence ``window`` aligns writes ``entity``'s list, in the claim's order.

    A list of places is a set: one list of the sentence need only name each of them, in any
    order.

    The list's values are found one after another among the sentence's values of their type;
    a value passed over between two of them must be one the claim states too (the other list of
    "$50k, $75k and $150k when revenue passes $1M, $2M and $5M", which a source interleaves),
    so "$2,000, $3,000 and $5,000" is not found in "$2,000, $3,000, $4,000 and $5,000". Only the
    one sentence is read: a neighbour may list the same values for another provision. The span
    returned is ``entity``'s own there.
    """
    members = value_list(entity, claim)
    if not members:
        return None
    values = _window_values(entity, window)
    if entity.type is EntityType.GPE:
        # a list of places names a set ("covers Maine, Ohio and the State of Utah"):
        # in any order, each of them is in one list of the sentence (not in another list of
        # places, which another verb or an exception may govern)
        for run in _runs(values, window.chunk.text):
            if all(any(same_value(member, v) for v in run) for member in members):
                found = next(v for v in run if same_value(entity, v))
                return EvidenceSpan(
                    window.chunk.chunk_id, found.span.start, found.span.end, found.text
                )
        return None
    stated = [e for e in claim.entities if e.type is entity.type]
    return _in_order(entity, members, stated, values, window)


def _window_values(entity: Entity, window: Window) -> list[Entity]:
    """The values of ``entity``'s type that the window's own sentence writes, in order."""
    return sorted(
        (
            e
            for e in window.entities
            if e.type is entity.type and window.start <= e.span.start and e.span.end <= window.end
        ),
        key=lambda e: e.span.start,
    )


def _in_order(
    entity: Entity,
    members: list[Entity],
    stated: list[Entity],
    values: list[Entity],
    window: Window,
    exact: bool = False,
) -> EvidenceSpan | None:
    """``entity``'s span among ``values`` when they hold every member in turn.

    A value passed over between two members must be one of ``stated`` (the claim's own).
    With ``exact``, a member is found only as the very value ("2014" is no "1 May 2014").
    """

    def equal(a: Entity, b: Entity) -> bool:
        return a.value == b.value if exact else same_value(a, b)

    at = 0
    mine: Entity | None = None
    for n, member in enumerate(members):
        hit = next((i for i in range(at, len(values)) if equal(member, values[i])), None)
        if hit is None or (
            n > 0 and not all(any(equal(s, skipped) for s in stated) for skipped in values[at:hit])
        ):
            return None
        if member is entity:
            mine = values[hit]
        at = hit + 1
    if mine is None:
        return None
    return EvidenceSpan(window.chunk.chunk_id, mine.span.start, mine.span.end, mine.text)


# how much of a claim's words the sentence must hold for the claim's values to be read in turn:
# half, as a claim that restates a sentence's condition must (:mod:`lexaudit.judge.conditions`)
_TURN_ALIGNED = 0.5


def aligned_share(
    claim: Claim, window: Window, leaving: frozenset[str] | set[str] = frozenset()
) -> float:
    """The share of the claim's content words (but ``leaving``) that the window's sentence holds."""
    words = set(content_words(claim.text)) - leaving
    sentence = set(content_words(window.chunk.text[window.start : window.end]))
    return len(words & sentence) / max(1, len(words))


def stated_in_turn(entity: Entity, claim: Claim, window: Window) -> EvidenceSpan | None:
    """Where the sentence the claim restates writes the claim's values, in the claim's order.

    "cures it within 20 days (payment breaches) or 60 days (everything else)" against "not
    remedied within 20 days where the breach is a failure to pay, or 60 days for every other
    breach": the claim puts its own words between its values, so they are no list, but the
    sentence it restates
    (it holds half the claim's words: :func:`aligned_share`) writes each of them in the same
    order. Each value then stands where the sentence's does, whatever words its slot takes
    in. A value of the type passed over between two of them must be one the claim states
    too, so a value swapped for the sentence's next one, or two values trading places, is
    still left to the slot comparison. Each value must be the very value there ("2014" does
    not stand in for "1 March 2014"). Only periods, sums, rates and dates are read so.
    """
    if entity.type not in _PAIRED_TYPES:
        return None
    stated = sorted(
        (e for e in claim.entities if e.type is entity.type), key=lambda e: e.span.start
    )
    if len(stated) < 2 or aligned_share(claim, window) < _TURN_ALIGNED:
        return None
    return _in_order(entity, stated, stated, _window_values(entity, window), window, exact=True)


# what a list pairs in turn: sums, rates, periods and dates ("$100k, $250k and $400k when sales
# pass $2M, $6M and $9M"); places and names listed together are a set, and a bare count ("1",
# "3") stands in too many source sentences to pin a pair
_PAIRED_TYPES = MEASURE_TYPES


def paired_in_turn(entity: Entity, claim: Claim, evidence: Evidence) -> EvidenceSpan | None:
    """Where the sources pair each value of ``entity``'s list with its fellow in another list.

    "payments of $100k, $250k and $400k when sales pass $2M, $6M and $9M (respectively)" pairs
    the lists' values in turn, and a source may state each pair in a sentence of its own ("(a)
    $100,000 once sales first exceed $2,000,000; (b) ..."). When a claim writes two
    lists of one length, and for each place in them some source sentence holds both values
    and no other value of the lists, the lists are stated; the span returned is
    ``entity``'s own in its pair's sentence. A
    pair no sentence holds (two values swapped, one changed) leaves the value to the slot
    comparison.
    """
    if entity.type not in _PAIRED_TYPES:
        return None
    members = value_list(entity, claim)
    if not members:
        return None
    place = next(i for i, member in enumerate(members) if member is entity)
    others = _other_lists(members, claim)
    sentences = _sentence_values(evidence) if others else []
    for other in others:
        found: list[EvidenceSpan] = []
        for mine, theirs in zip(members, other, strict=True):
            rest = [
                e
                for e in (*members, *other)
                if not same_value(e, mine) and not same_value(e, theirs)
            ]
            span = _sentence_with(mine, theirs, rest, sentences)
            if span is None:
                break
            found.append(span)
        else:
            return found[place]
    return None


def _other_lists(members: list[Entity], claim: Claim) -> list[list[Entity]]:
    """The claim's other lists of measured values as long as ``members``."""
    lists: list[list[Entity]] = []
    for kind in {e.type for e in claim.entities} & _PAIRED_TYPES:
        same = sorted((e for e in claim.entities if e.type is kind), key=lambda e: e.span.start)
        lists.extend(
            run
            for run in _runs(same, claim.text, claim.span.start)
            if len(run) == len(members) and not any(e in members for e in run)
        )
    return lists


def _sentence_values(evidence: Evidence) -> list[tuple[str, list[Entity]]]:
    """Each source sentence's values, with its chunk: one pass over each chunk's values."""
    out: list[tuple[str, list[Entity]]] = []
    for chunk, analysis in zip(evidence.chunks, evidence.analyses, strict=True):
        starts = [start for start, _ in analysis.sentences]
        grouped: list[list[Entity]] = [[] for _ in starts]
        for e in analysis.entities:
            if e.type not in _PAIRED_TYPES:
                continue
            i = bisect.bisect_right(starts, e.span.start) - 1
            if i >= 0 and e.span.end <= analysis.sentences[i][1]:
                grouped[i].append(e)
        out.extend((chunk.chunk_id, values) for values in grouped if len(values) >= 2)
    return out


def _sentence_with(
    mine: Entity,
    theirs: Entity,
    rest: list[Entity],
    sentences: list[tuple[str, list[Entity]]],
) -> EvidenceSpan | None:
    """``mine``'s value in the first source sentence that holds both values and no other pair.

    A sentence that also holds another value of the lists (``rest``) states more than this
    pair, and holding two values does not pair them there: "(a) $50,000 when revenue exceeds
    $1,000,000; (b) $75,000 when ..." in one sentence pairs $75,000 with the second threshold.
    """
    for chunk_id, inside in sentences:
        hit = next((e for e in inside if same_value(mine, e)), None)
        if (
            hit is not None
            and any(e is not hit and same_value(theirs, e) for e in inside)
            and not any(same_value(r, e) for r in rest for e in inside)
        ):
            return EvidenceSpan(chunk_id, hit.span.start, hit.span.end, hit.text)
    return None
