"""A claim's values travel together: a value read in the sentence that writes its companion."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.mentions import (
    Mention,
    same_value,
    sentence_of,
    slot_similarity,
    stands_in,
    value_mentions,
)
from lexaudit.text.segment import ITEM_LABEL
from lexaudit.text.words import content_words
from lexaudit.types import Claim, Entity, EntityType


def with_companion(
    entity: Entity,
    slot: frozenset[str],
    claim: Claim,
    equal: Sequence[Mention],
    rivals: Sequence[Mention],
    evidence: Evidence,
) -> Mention | None:
    """An equal value in the one source sentence that also states another value of the claim.

    A claim's values travel together: "the statement is due 60 days before expiry, or 10 days
    after notice of termination" states the sentence that writes both the sixty and the ten
    days, whatever period another sentence gives "after notice of termination". When another
    amount, date, period or percentage of the claim is written (equal) in exactly one source
    sentence, and that sentence also writes this value, with no other value of its type there
    filling the claim's slot better, the claim states that sentence: the value is supported by
    it. The companion must stand in the value's predicate (only coordination between them:
    :func:`_one_predicate`). A companion the sources write in several sentences anchors
    nothing; companions anchored in two sentences say the claim merges them (its values may be
    swapped between them); and a swap inside the sentence ("10 days before expiry, or 60 days
    after notice") keeps its rival there.
    """
    if entity.type not in _COMPANION_TYPES:
        return None
    idf = evidence.idf
    anchors: set[tuple[str, int]] = set()
    for other in claim.entities:
        if (
            other.span == entity.span
            or other.type not in _COMPANION_TYPES
            or same_value(other, entity)
        ):
            continue
        if not _one_predicate(claim, other, entity):
            continue
        places = {
            sentence_of(m, evidence)
            for m in value_mentions(other, (), evidence)
            if same_value(other, m.entity)
        }
        places.discard(None)
        if len(places) == 1:
            anchors |= places  # type: ignore[arg-type]
    if len(anchors) != 1:
        # none, or the claim's values come from several sentences: it merges them, and its
        # values may be swapped between them
        return None
    for mention in sorted(equal, key=lambda m: -slot_similarity(slot, m.slot, idf)):
        place = sentence_of(mention, evidence)
        if place not in anchors:
            continue
        own = slot_similarity(slot, mention.slot, idf)
        if all(
            slot_similarity(slot, r.slot, idf) <= own
            for r in rivals
            if sentence_of(r, evidence) == place
        ):
            return mention
    return None


def anchored_rival(
    entity: Entity, claim: Claim, equal: Sequence[Mention], evidence: Evidence
) -> Mention | None:
    """The one value of its type in the one source sentence that writes all its companions.

    A value stated with two or more values of another type in one predicate ("orders
    between $5,000 and $20,000 earn a 3% discount") belongs to the sentence or table row that
    writes all of them (the row "$5,000 - $20,000 ... 2%"): a single bound names no row,
    since neighbouring rows share it, but the pair does. The companions are of
    another type than the value (the bounds of a band, not the value's own column), so a
    wrong rate does not make its bounds look wrong. When exactly one source sentence writes
    every companion, that sentence writes one value of the claim's type, and it is another
    value, the claim has taken its value from another row: that value is the rival. The
    claim's value must be one the sources write elsewhere, in a sentence that also writes a
    value of the companions' type (another row, not a rule of its own: "a further rebate of
    1% applies to all orders"), and the claim must not state the rival too.
    """
    if entity.type not in _COMPANION_TYPES or not equal:
        return None
    companions = [
        other
        for other in claim.entities
        if other.type in _COMPANION_TYPES
        and other.type is not entity.type
        and _one_predicate(claim, other, entity)
    ]
    if len(companions) < 2:
        return None
    # the source values of each companion's type, read once
    mentions = {other.span: value_mentions(other, (), evidence) for other in companions}
    places: set[tuple[str, int]] | None = None
    for other in companions:
        held = {
            place
            for m in mentions[other.span]
            if same_value(other, m.entity) and (place := sentence_of(m, evidence)) is not None
        }
        places = held if places is None else places & held
    if not places or len(places) != 1:
        return None
    (place,) = places
    if any(sentence_of(m, evidence) == place for m in equal):
        return None
    # the claim's value must come from another row: a sentence that writes it together with
    # values of the companions' type (another band), not a rule of its own ("a further rebate
    # of 1% applies to all orders")
    rows = {sentence_of(m, evidence) for m in equal}
    if not any(sentence_of(m, evidence) in rows for found in mentions.values() for m in found):
        return None
    inside = [m for m in value_mentions(entity, (), evidence) if sentence_of(m, evidence) == place]
    if len(inside) != 1 or any(same_value(e, inside[0].entity) for e in claim.entities):
        return None
    return inside[0]


# how far apart the two values of one listed item may stand, and what ends an item: a sentence
# end or semicolon, or the label of the next item ("(iii)", "b.")
_ITEM_GAP = 160
_ITEM_END = re.compile(rf"[.!?;]\s|(?<![\w.])(?:{ITEM_LABEL})")
_SENTENCE_STOP = re.compile(r"[.!?;]\s")
_SENTENCE_END = re.compile(r"[.!?]\s")


def item_companion(
    entity: Entity, claim: Claim, equal: Sequence[Mention], evidence: Evidence
) -> Mention | None:
    """An equal value that one listed item of a source writes with another value of the claim.

    A sentence that lists labelled items, each pairing values of two types ("(a) $40,000 for
    the season opening March 1, 2019, (b) $55,000 for the season opening March 1, 2020,
    ..."), pairs them inside each item; a claim that gives one pair (a table row "March 1,
    2020 | $55k") states that item, whatever other dates the sentence writes. The two values
    stand in one item (:func:`_labelled_item`) with no value of the claim's type between
    them, so a row that takes its amount from the next item ("March 1, 2020 | $70k") is no
    pair; the companion must be written once in the sources ("80% of the first $500 and 85%
    of the rest" against items that each write $500 pairs neither rate).
    """
    if entity.type not in _COMPANION_TYPES or not equal:
        return None
    texts = {chunk.chunk_id: chunk.text for chunk in evidence.chunks}
    of_type = value_mentions(entity, (), evidence)
    for found in _written_once(entity, claim, evidence):
        for mention in equal:
            if mention.chunk_id != found.chunk_id:
                continue
            first, second = sorted(
                (mention.entity.span, found.entity.span), key=lambda span: span.start
            )
            text = texts.get(mention.chunk_id, "")
            item = _labelled_item(text, first.start, first.end)
            if item is None or second.start >= item[1]:
                continue
            if any(
                m.chunk_id == mention.chunk_id and first.end <= m.entity.span.start < second.start
                for m in of_type
            ):
                continue
            return mention
    return None


def item_rival(
    entity: Entity, claim: Claim, equal: Sequence[Mention], evidence: Evidence
) -> Mention | None:
    """The value of a listed item that writes the claim's companion, where the claim's is another.

    The converse of :func:`item_companion`: "$55,000 for the season opening March 1, 2021"
    where the list writes "(b) $55,000 ... March 1, 2020, (c) $70,000 ... March 1, 2021"
    pairs the amount of one item with the date of the next. The companion must be written
    once in the sources (it names its item), its item must open with a label and hold exactly
    one value of the claim's type, and the claim's own value must be written in another item
    of the same sentence (the claim took it from there, it did not invent it).
    """
    if entity.type not in _COMPANION_TYPES or not equal:
        return None
    texts = {chunk.chunk_id: chunk.text for chunk in evidence.chunks}
    of_type = value_mentions(entity, (), evidence)
    for anchor in _written_once(entity, claim, evidence):
        text = texts.get(anchor.chunk_id, "")
        item = _labelled_item(text, anchor.entity.span.start, anchor.entity.span.end)
        if item is None:
            continue
        start, end = item
        inside = [
            m
            for m in of_type
            if m.chunk_id == anchor.chunk_id and start <= m.entity.span.start < end
        ]
        if len(inside) != 1 or same_value(entity, inside[0].entity):
            continue
        if any(same_value(e, inside[0].entity) for e in claim.entities):
            continue  # the claim states the item's value too
        lo, hi = _list_around(text, start, end)
        if any(m.chunk_id == anchor.chunk_id and lo <= m.entity.span.start < hi for m in equal):
            return inside[0]
    return None


def _written_once(entity: Entity, claim: Claim, evidence: Evidence) -> Iterator[Mention]:
    """The source mention of each companion of ``entity`` the sources write exactly once.

    A companion is a value of the claim of another companion type; one written in several
    places (each item of a list writes "$500") names none of them.
    """
    for other in claim.entities:
        if other.type not in _COMPANION_TYPES or other.type is entity.type:
            continue
        written = [m for m in value_mentions(other, (), evidence) if same_value(other, m.entity)]
        if len(written) == 1:
            yield written[0]


def _labelled_item(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The listed item a value at ``text[start:end]`` stands in, when a label opens it.

    The item runs from the label ("(ii)", "b.") before the value to the next label, semicolon
    or sentence end (at most an item's reach on each side). None when no label opens it: the
    rows of a table or a run of bands ("$25,000,000 1.75% $50,000,000 2.50%") pair a bound
    with the rows on both sides of it.
    """
    before = list(_ITEM_END.finditer(text, max(0, start - _ITEM_GAP), start))
    if not before or _SENTENCE_STOP.match(before[-1].group(0)):
        return None
    after = _ITEM_END.search(text, end, end + _ITEM_GAP)
    return before[-1].end(), (after.start() if after else end + _ITEM_GAP)


def _list_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence an item stands in: from the sentence end before it to the one after it."""
    before = list(_SENTENCE_END.finditer(text, 0, start))
    after = _SENTENCE_END.search(text, end)
    return (before[-1].end() if before else 0), (after.start() if after else len(text))


def _one_predicate(claim: Claim, a: Entity, b: Entity) -> bool:
    """Two values of the claim stand in one predicate: nothing but coordination parts them.

    "due 60 days before expiry, or 10 days after notice" lists both under "due"; in "After
    paying its $10,000 deposit, the buyer has 10 days to object" the deposit is an adjunct of
    its own, and it says nothing of the period.
    """
    first, second = sorted((a, b), key=lambda e: e.span.start)
    gap = claim.text[first.span.end - claim.span.start : second.span.start - claim.span.start]
    if len(gap) > _PREDICATE_GAP:
        return False
    return all(_COORDINATED.match(gap, m.end()) for m in _BREAK.finditer(gap))


_PREDICATE_GAP = 120
# a comma inside a figure ("$20,000") parts nothing
_BREAK = re.compile(r"[;:()]|,(?!\d)")
_COORDINATED = re.compile(r"\s*(?:and|or|plus|then)\b", re.IGNORECASE)


# the values that anchor a claim to a sentence: a place or a bare count is written in passing
_COMPANION_TYPES = frozenset(
    {EntityType.MONEY, EntityType.DATE, EntityType.DURATION, EntityType.PERCENT}
)


# the item an equal value stands in must hold this share of the claim's words more than the
# rival's item (the quarter by which the value judge counts one sentence restated more clearly)
_ITEM_CLEARER = 0.25


# a label that opens a listed item inside a sentence: "(a)", "(iv)", "(A)", "b)", "vii)", "2)"
# (unlike ``ITEM_LABEL``, no "a." or "12.", which inside a sentence are an initial or a clause
# number, and the close-bracket forms contracts number items by)
_INNER_LABEL = re.compile(
    r"(?<![\w.(])(?:\((?:[a-z]|[A-Z]|[ivxl]{1,6}|\d{1,3})\)|(?:[a-z]|[ivxl]{1,6}|\d{1,3})\))\s"
)
# what stands before a label that opens an item: a stop, colon, semicolon, comma or dash, or a
# coordinator ("...; or vii) ..."); a bracketed figure after a word ("ten (10) days") is none
_BEFORE_LABEL = re.compile(r"(?:[.:;,—–-]|\b(?:and|or))\s*$")


def in_own_item(
    claim: Claim,
    entity: Entity,
    equal: Sequence[Mention],
    rival: Mention,
    windows: Sequence[Window],
) -> Mention | None:
    """An equal value in the listed item the claim restates, where the rival is another item's.

    A sentence that lists labelled items ("either party may terminate: i) on a breach not cured
    within 30 days ..., vii) on a force majeure event that lasts more than 10 business days")
    gives each item its own values; a claim that restates one item ("if force majeure blocks
    performance for more than 10 business days") means that item's value, whatever slot words
    the parse gives it. The equal value and the rival stand in one sentence, in different
    items, and the equal value's item holds a quarter more of the claim's words (its values'
    aside) than the rival's.
    """
    own = set(content_words(entity.text))
    words = set(content_words(claim.text)) - own
    window = next((w for w in windows if stands_in(w, rival)), None)
    if not words or window is None:
        return None
    text = window.chunk.text
    starts = [
        m.start()
        for m in _INNER_LABEL.finditer(text, window.start, window.end)
        if m.start() == window.start
        or _BEFORE_LABEL.search(text, max(window.start, m.start() - 8), m.start())
    ]
    if not starts:
        return None
    theirs = _item_around(starts, rival.entity.span.start, window)
    held = len(words & set(content_words(text[theirs[0] : theirs[1]])))
    for mention in equal:
        if not stands_in(window, mention):
            continue
        mine = _item_around(starts, mention.entity.span.start, window)
        if mine == theirs:
            continue
        share = len(words & set(content_words(text[mine[0] : mine[1]])))
        if share >= held + _ITEM_CLEARER * len(words):
            return mention
    return None


def _item_around(starts: Sequence[int], at: int, window: Window) -> tuple[int, int]:
    """The stretch of the window's sentence from the last item label before ``at`` to the next."""
    lo = max((s for s in starts if s <= at), default=window.start)
    hi = min((s for s in starts if s > at), default=window.end)
    return lo, hi
