"""Two values of a claim that are the ends of one range, and where the sources state both.

"Seven to ten years", "from March 1, 2020 to February 28, 2021", "$3-5 million": a range joins
its ends by "to", "through" or a dash. "Not less than three months nor more than nine months"
and "no earlier than nine months and no later than three months before" state one interval by
two bounds joined by a conjunction. Each end of a range is judged with the other: the check of
one end alone would take the source's other end, written beside it, for its rival
(:func:`lexaudit.judge.values.check_value` asks :func:`range_stated`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.mentions import Mention, same_value, value_mentions
from lexaudit.text.durations import RANGE_GAP
from lexaudit.types import Claim, Entity, EntityType

# how far apart two ends of a range may stand in one source sentence
_RANGE_SENTENCE = 300
# what joins the two ends of a range: "seven to ten years", "2-3 months", "three (3) to six"
_RANGE_JOIN = re.compile(RANGE_GAP)
_STATED_AS_RANGE = frozenset({EntityType.MONEY, EntityType.PERCENT, EntityType.NUMBER})
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_RANGED = frozenset(
    {EntityType.DURATION, EntityType.DATE, EntityType.MONEY, EntityType.PERCENT, EntityType.NUMBER}
)


def range_stated(
    entity: Entity, claim: Claim, windows: Sequence[Window], evidence: Evidence
) -> bool:
    """The value is one end of a range the claim gives, and the aligned text writes the other.

    A range is two values of one type in the claim joined by "to", "through" or a dash
    ("seven to ten years": :func:`lexaudit.text.durations.find_durations` reads both ends;
    "from March 1, 2020 to February 28, 2021"; "$3–5 million", whose first end shares the
    second's scale, :mod:`lexaudit.text.ranges`). Each end is stated where an aligned window
    writes it (for dates, one source sentence writes both ends; for amounts, percentages and
    numbers the source joins them as a range too); the check of the end alone would take the
    source's other end, written beside it, for its rival.
    """
    if entity.type not in _RANGED:
        return False
    for other in claim.entities:
        if other.type is not entity.type or other.span == entity.span:
            continue
        if not joined_in_claim(claim, entity, other):
            continue
        mentions = value_mentions(other, windows[:3], evidence)
        ends = [m for m in mentions if m.near and same_value(other, m.entity)]
        if entity.type in _STATED_AS_RANGE:
            # an amount's ends must be a range there too ("between $2 million and $4
            # million"): two amounts of one sentence are often two things
            mine = [
                m
                for m in value_mentions(entity, windows[:3], evidence)
                if same_value(entity, m.entity)
            ]
            return any(joined_as_range(evidence, a, b) for a in mine for b in ends)
        if entity.type is not EntityType.DURATION:
            # dates are many in a contract: both ends must stand in one sentence
            mine = [
                m
                for m in value_mentions(entity, windows[:3], evidence)
                if same_value(entity, m.entity)
            ]
            return any(_one_sentence(evidence, a, b) for a in mine for b in ends)
        return bool(ends)
    return False


def joined_in_claim(claim: Claim, a: Entity, b: Entity) -> bool:
    """Two values of the claim joined as a range.

    A dash, "to" or "through" stands between them, or each stands after a bound and a
    conjunction joins the two (:func:`_bounds_pair`).
    """
    first, second = sorted((a, b), key=lambda e: e.span.start)
    base = claim.span.start
    between = claim.text[first.span.end - base : second.span.start - base]
    return _RANGE_JOIN.fullmatch(between) is not None or _bounds_pair(
        claim.text[: first.span.start - base], between
    )


@functools.cache
def _bound_before() -> re.Pattern[str]:
    """A bound right before a value: "at least", "up to", "not more than", "no later than"."""
    comparatives = "|".join(
        re.escape(w)
        for key in ("upper_comparatives", "lower_comparatives")
        for w in lexicon.word_set("bound_words", key)
    )
    limits = (
        lexicon.alternation("bound_words", "upper_limits")
        + "|"
        + lexicon.alternation("bound_words", "lower_limits")
    )
    return re.compile(rf"(?i)\b(?:(?:{comparatives})\s+than|(?:{limits})(?:\s+of)?)\s+(?:the\s+)?$")


# what joins two bounds of one interval: a conjunction and a few words before the second
# bound ("not less than six months nor more than twelve months", "at least 10 days and at
# most 30 days", "no earlier than May 1 but no later than May 31")
_BOUNDS_JOIN = re.compile(r"(?i)\s*,?\s*(?:and|nor|or|but)\b[^.;:!?]{0,30}$")


def _bounds_pair(before: str, between: str) -> bool:
    """Two values, each right after a bound, joined by a conjunction: the ends of one interval.

    ``before`` is the text before the first value, ``between`` the text between the two.
    Which end each bound closes turns on the words around them ("no earlier than twelve
    months before the term ends" is the far end, as "not more than twelve months prior" is),
    so a claim that writes the same two ends as its sentence states the same interval.
    """
    bound = _bound_before()
    return (
        bound.search(before[-_BOUND_BEFORE_CHARS:]) is not None
        and _BOUNDS_JOIN.match(between) is not None
        and bound.search(between) is not None
    )


_BOUND_BEFORE_CHARS = 30


def _gap(evidence: Evidence, a: Mention, b: Mention) -> tuple[str, str, int] | None:
    """The chunk text of two source values, the text between them and where the first starts.

    None when they stand in different chunks.
    """
    if a.chunk_id != b.chunk_id:
        return None
    text = next((c.text for c in evidence.chunks if c.chunk_id == a.chunk_id), "")
    first, second = sorted((a.entity.span, b.entity.span), key=lambda s: s.start)
    return text, text[first.end : second.start], first.start


def joined_as_range(evidence: Evidence, a: Mention, b: Mention) -> bool:
    """Two source values of one chunk joined as a range: a dash, "to", "between ... and"."""
    gap = _gap(evidence, a, b)
    if gap is None:
        return False
    text, between, start = gap
    if _RANGE_JOIN.fullmatch(between) or _bounds_pair(text[:start], between):
        return True
    return (
        between.strip().lower() == "and"
        and _BETWEEN_BEFORE.search(text, max(0, start - 20), start) is not None
    )


def _one_sentence(evidence: Evidence, a: Mention, b: Mention) -> bool:
    """Two source values of one chunk with no sentence's end between them."""
    gap = _gap(evidence, a, b)
    if gap is None:
        return False
    between = gap[1]
    return len(between) <= _RANGE_SENTENCE and re.search(r"[.!?;]\s", between) is None
