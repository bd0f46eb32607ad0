"""Values a claim works out from what the sources write, rather than copies.

- :func:`span_of_dates`: a period between two dates one source sentence writes ("from 1
  March 2019 to 29 February 2020, a one-year licence").
- :func:`fraction_of_same`: a percentage an aligned passage writes as a fraction in words of
  a thing the claim names ("67%" for "two-thirds of the members present").

- :func:`share_of_stated`: an amount the claim works out as a share of a total it states
  ("$300,000 in four equal instalments of $75,000").

The first two are asked by the value check (:func:`lexaudit.judge.values.check_value`) only
for a value no source value states and no rival fills; the third before any rival is sought,
since the total it divides is itself the rival a copy of the source would give.
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


# how far a worked-out share may stand from the claim's amount: a cent, or rounding to a
# thousandth of the amount
_SHARE_TOLERANCE = Decimal("0.001")
# the counts a total is divided by ("in four equal instalments")
_MAX_PARTS = 100


def share_of_stated(entity: Entity, claim: Claim, evidence: Evidence) -> bool:
    """An amount the claim works out from another amount it states that a source writes.

    "$300,000 in four equal instalments of $75,000", "a 20% deposit ($12,000) of the $60,000
    fee": the amount is the total times a percentage of the claim, or the total divided by a
    count of the claim. The total must be one the sources write (two invented amounts would
    vouch for each other) in the same currency; the percentage and the count are values of
    the claim judged on their own, so a changed share is still caught there.
    """
    mine = _money(entity.value)
    if entity.type is not EntityType.MONEY or mine is None:
        return False
    shares = [
        rate / 100
        for e in claim.entities
        if e.type is EntityType.PERCENT and (rate := _decimal(e.value)) is not None
    ] + [
        1 / Decimal(int(e.value))
        for e in claim.entities
        if e.type is EntityType.NUMBER and e.value.isdigit() and 1 < int(e.value) <= _MAX_PARTS
    ]
    for total in claim.entities:
        theirs = _money(total.value) if total.type is EntityType.MONEY else None
        if (
            theirs is None
            or theirs[0] != mine[0]
            or theirs[1] <= mine[1]
            or not evidence.units_stating(EntityType.MONEY, total.value)
        ):
            continue
        if any(abs(theirs[1] * share - mine[1]) <= mine[1] * _SHARE_TOLERANCE for share in shares):
            return True
    return False


def _money(value: str) -> tuple[str, Decimal] | None:
    """The currency and amount of a normalised money value ("USD 55800")."""
    currency, _, amount = value.partition(" ")
    number = _decimal(amount)
    return None if number is None else (currency, number)


def _decimal(text: str) -> Decimal | None:
    """``text`` as a finite number, or None ("20", "6.5"; not "20-25")."""
    try:
        number = Decimal(text)
    except ArithmeticError:
        return None
    return number if number.is_finite() else None


def _within_a_day(a: str, b: str) -> bool:
    try:
        gap = dt.date.fromisoformat(a) - dt.date.fromisoformat(b)
    except ValueError:
        return False
    return abs(gap.days) <= 1
