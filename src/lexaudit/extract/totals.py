"""Totals an answer computes from its own values: "$2,000 and $3,000, $5,000 in all".

Assistants add up what a source lists: two milestone payments and their sum, three periods
and the time they take together. The sum is no value the source states, yet it is no
invented fact when the answer states the parts it adds up. A value is such a total when
words of summing mark it ("a total of", "in all", "adds up to": ``data/lexicon/totals.json``)
and it equals the sum of two or more other values of the same kind the answer states (the
same currency, the same unit of time). Each part is judged on its own, so a wrong part is
still caught; the total then only repeats the answer's own arithmetic.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from lexaudit import lexicon
from lexaudit.types import Entity, EntityType, Span

__all__ = ["derived_totals"]

_SUMMED = frozenset({EntityType.MONEY, EntityType.DURATION, EntityType.PERCENT, EntityType.NUMBER})
# the marker stands this close to the total (a few words)
_REACH = 30
# parts are looked for among at most this many values of one kind (2**n subsets)
_MAX_PARTS = 10
_DURATION = re.compile(r"^P(?:T(?P<h>\d+)H|(?P<n>\d+)(?P<unit>BD|D|M))$")
_MONEY = re.compile(r"^(?P<cur>[A-Z]{3}) (?P<n>\d+(?:\.\d+)?)$")


def _quantity(entity: Entity) -> tuple[str, Decimal] | None:
    """The entity's kind (type and unit) and amount, or ``None`` when it is no sum's term."""
    value = entity.value
    try:
        if entity.type is EntityType.MONEY:
            m = _MONEY.match(value)
            return None if m is None else (f"money {m['cur']}", Decimal(m["n"]))
        if entity.type is EntityType.DURATION:
            m = _DURATION.match(value)
            if m is None:
                return None
            if m["h"] is not None:
                return "duration H", Decimal(m["h"])
            return f"duration {m['unit']}", Decimal(m["n"])
        if entity.type is EntityType.PERCENT:
            return "percent", Decimal(value)
        if entity.type is EntityType.NUMBER and value.isdigit():
            if len(value) == 4 and value[:2] in ("19", "20"):
                return None  # a year is no count
            return "number", Decimal(value)
    except InvalidOperation:
        return None
    return None


def _phrases(key: str) -> list[str]:
    return sorted(lexicon.load("totals")[key], key=len, reverse=True)


def _marked(text: str, entity: Entity) -> bool:
    """Words of summing stand right before or right after the value."""
    before = re.sub(r"[\s*_]+", " ", text[max(0, entity.span.start - _REACH) : entity.span.start])
    after = re.sub(r"[\s*_]+", " ", text[entity.span.end : entity.span.end + _REACH])
    before = before.lower().rstrip(" :,")
    after = after.lower().lstrip(" ,")
    if any(re.search(rf"(?:^|\W){re.escape(p)}$", before) for p in _phrases("before")):
        return True
    return any(re.match(rf"{re.escape(p)}(?!\w)", after) for p in _phrases("after"))


def derived_totals(text: str, entities: Sequence[Entity]) -> frozenset[Span]:
    """The spans of values ``text`` marks as a total of other values it states.

    Args:
        text: the answer.
        entities: its entities (list markers and other structure already left out).

    Returns:
        The spans of the totals whose parts the answer states.
    """
    quantities = [(e, q) for e in entities if e.type in _SUMMED and (q := _quantity(e))]
    totals = [(e, q) for e, q in quantities if _marked(text, e)]
    found: set[Span] = set()
    for total, (kind, amount) in totals:
        parts = [
            q[1]
            for e, q in quantities
            if q[0] == kind and e.span != total.span and (e, q) not in totals and 0 < q[1] < amount
        ]
        if len(parts) > _MAX_PARTS:
            continue
        if any(
            sum(chosen) == amount
            for size in range(2, len(parts) + 1)
            for chosen in itertools.combinations(parts, size)
        ):
            found.add(total.span)
    return frozenset(found)
