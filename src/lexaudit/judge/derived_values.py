"""Values a claim works out from what the sources write, rather than copies.

- :func:`span_of_dates`: a period between two dates one source sentence writes ("from 1
  March 2019 to 29 February 2020, a one-year licence").
- :func:`fraction_of_same`: a percentage an aligned passage writes as a fraction in words of
  a thing the claim names ("67%" for "two-thirds of the members present").

Both are asked by the value check (:func:`lexaudit.judge.values.check_value`) only for a
value no source value states and no rival fills.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal

from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.text.durations import date_moved
from lexaudit.text.numbers import fraction_spans
from lexaudit.text.words import content_words
from lexaudit.types import Claim, Entity, EntityType

__all__ = ["fraction_of_same", "span_of_dates"]


def span_of_dates(
    entity: Entity, claim: Claim, windows: Sequence[Window], evidence: Evidence
) -> bool:
    """The period runs between a date of the claim and another date the sources write.

    "from 1 March 2019 to 29 February 2020, a one-year licence", "extended to 30 June 2021,
    sixteen months after the first end date": the period is worked out from dates, not
    stated. Both dates must be ones the sources write (the other may stand only in the
    passages the claim aligns with), and the claim must state one of them, or, when it states
    none (a clause of its own after the dates), the passage it aligns with best must; one
    source sentence must write both (the ends of one period, not a signing date and a
    delivery date); a period that ends the day before its anniversary counts ("September 1 to
    August 31" is a year). It is asked only when no source period rivals the claim's, and not
    when the aligned passages write a period of their own.
    """
    if entity.type is not EntityType.DURATION:
        return False
    own = [
        e.value
        for e in claim.entities
        if e.type is EntityType.DATE and evidence.units_stating(EntityType.DATE, e.value)
    ]
    if any(e.type is EntityType.DURATION for w in windows[:2] for e in w.entities):
        return False  # the passages write a period of their own: the value judge's to compare
    near = {e.value for w in windows[:2] for e in w.entities if e.type is EntityType.DATE}
    if not own and windows:
        # a clause of its own after the dates ("..., so it is a one-year licence"): the dates
        # of the passage it aligns with best
        own = [e.value for e in windows[0].entities if e.type is EntityType.DATE]
    others = set(own) | near
    for start in others:
        moved = date_moved(start, entity.value, 1)
        if moved is None:
            continue
        for end in own if start not in own else others:
            if (
                end != start
                and _within_a_day(moved, end)
                and _one_sentence_dates(start, end, evidence)
            ):
                return True
    return False


def _one_sentence_dates(a: str, b: str, evidence: Evidence) -> bool:
    """One source sentence writes both dates: the two ends of one period.

    Not a signing date and a delivery date that two sentences write.
    """
    return bool(
        set(evidence.units_stating(EntityType.DATE, a))
        & set(evidence.units_stating(EntityType.DATE, b))
    )


# how many words after a fraction say what it is a share of ("two-thirds of the members present")
_SHARE_OF_WORDS = 5


def fraction_of_same(entity: Entity, claim: Claim, windows: Sequence[Window]) -> bool:
    """An aligned passage writes the percentage as a fraction in words of a thing the claim names.

    "67% of the members present" and "two-thirds of the members present": the fraction's
    value is the claim's (within half a point: "33%" for "one-third") and a word of the few
    after it is one of the claim's; "half of the deposit" is no share of the purchase price.
    """
    try:
        value = Decimal(entity.value)
    except ArithmeticError:
        return False
    words = set(content_words(claim.text))
    for window in windows[:3]:
        text = window.chunk.text[window.start : window.end]
        for share, _, end in fraction_spans(text):
            after = text[end:].split()[:_SHARE_OF_WORDS]
            if abs(share - value) < Decimal("0.5") and words & set(content_words(" ".join(after))):
                return True
    return False


def _within_a_day(a: str, b: str) -> bool:
    try:
        gap = dt.date.fromisoformat(a) - dt.date.fromisoformat(b)
    except ValueError:
        return False
    return abs(gap.days) <= 1
