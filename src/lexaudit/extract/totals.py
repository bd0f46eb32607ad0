"""Totals an answer computes from its own values: "$2,000 and $3,000, $5,000 in all".

Assistants add up what a source lists: two milestone payments and their sum, three periods
and the time they take together. The sum is no value the source states, yet it is no
invented fact when the answer states the parts it adds up. A value is such a total when
words of summing mark it ("a total of", "in all", "adds up to": ``data/lexicon/totals.json``)
and it equals the sum of every other value of the same kind (the same currency, the same
unit of time), two or more, that its sentence states, or that the list items its line
introduces state, or the product of one such value and a count the sentence states ("three
payments of $40,000 each, $120,000 in all"). Each part is judged on its own, so a wrong part
is still caught; the total
then only repeats the answer's own arithmetic. A total over a list whose items each mark a
total of their own is the sum of those. When a source states a total of that kind
itself, other than one of the answer's own values (a milestone "a total of $2,000" that the
answer lists as a part), the answer's total is compared with it as any value is.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from lexaudit import lexicon
from lexaudit.text.segment import list_marker_end
from lexaudit.types import Entity, EntityType, Span

__all__ = ["derived_totals", "marked_totals"]

_SUMMED = frozenset({EntityType.MONEY, EntityType.DURATION, EntityType.PERCENT, EntityType.NUMBER})
# the marker stands this close to the total (a few words)
_REACH = 30
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


@functools.cache
def _markers() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The words of summing before a value and after it, each as one pattern (built once)."""
    before = re.compile(rf"(?:^|\W)(?:{lexicon.alternation('totals', 'before')})$")
    # "in all cases", "altogether different": the phrase must end the clause
    after = re.compile(rf"(?:{lexicon.alternation('totals', 'after')})\s*(?:[.,;:)\]]|$)")
    return before, after


def _marked(text: str, entity: Entity) -> bool:
    """Words of summing stand right before the value, or right after it ending its clause."""
    before_words, after_words = _markers()
    before = re.sub(r"[\s*_]+", " ", text[max(0, entity.span.start - _REACH) : entity.span.start])
    after = re.sub(r"[\s*_]+", " ", text[entity.span.end : entity.span.end + _REACH])
    before = before.lower().rstrip(" :,")
    after = after.lower().lstrip(" ,")
    return before_words.search(before) is not None or after_words.match(after) is not None


def marked_totals(text: str, entities: Sequence[Entity]) -> frozenset[tuple[str, Decimal]]:
    """The values (kind and amount) that ``text`` marks as totals ("a total of $8,000")."""
    return frozenset(
        q for e in entities if e.type in _SUMMED and (q := _quantity(e)) and _marked(text, e)
    )


def _scopes(text: str, sentences: Sequence[tuple[int, int]], total: Entity) -> tuple[int, int]:
    """Where the parts of a total stand: the list items its line introduces, or its sentence."""
    line_start = text.rfind("\n", 0, total.span.start) + 1
    line_end = text.find("\n", total.span.end)
    line_end = len(text) if line_end < 0 else line_end
    if text[line_start:line_end].rstrip(" *_").endswith(":"):
        end = line_end
        for line in text[line_end + 1 :].split("\n"):
            if line.strip() and list_marker_end(line, 0, len(line)) == 0:
                break
            end += len(line) + 1
        if end > line_end:
            return line_end, end
    for start, stop in sentences:
        if start <= total.span.start < stop:
            return start, stop
    return line_start, line_end


def _sum_of_item_totals(
    text: str,
    quantities: Sequence[tuple[Entity, tuple[str, Decimal]]],
    marked: set[Span],
    kind: str,
    lo: int,
    hi: int,
) -> Decimal | None:
    """The sum of the list items' own totals, each item's one marked total of ``kind``.

    None unless every item that states a value of the kind marks exactly one as its total.
    """
    sums: list[Decimal] = []
    start = lo
    while start < hi:
        end = text.find("\n", start + 1)
        end = hi if end < 0 or end > hi else end
        item = [(e, q) for e, q in quantities if q[0] == kind and start <= e.span.start < end]
        if item:
            totals = [q[1] for e, q in item if e.span in marked]
            if len(totals) != 1:
                return None
            sums.append(totals[0])
        start = end
    return sum(sums, Decimal(0)) if len(sums) >= 2 else None


def derived_totals(
    text: str,
    entities: Sequence[Entity],
    sentences: Sequence[tuple[int, int]],
    source_totals: frozenset[tuple[str, Decimal]] = frozenset(),
    source_counts: frozenset[Decimal] = frozenset(),
) -> frozenset[Span]:
    """The spans of values ``text`` marks as the total of the other values it states with them.

    Args:
        text: the answer.
        entities: its entities (list markers and other structure already left out).
        sentences: its sentences, as ``(start, end)``.
        source_totals: the totals the sources state (``marked_totals``): when one of them
            is of the kind of an answer's total and is none of the answer's values, the
            answer's total is compared with it as any value is, not derived.
        source_counts: the counts the sources state: a total that is an item's amount times
            a count is derived only from a count the sources state too.

    Returns:
        The spans of the totals that equal the sum of every other value of their kind in
        their sentence, or in the list items their line introduces ("Two fees, $7,500 in
        all:" and a $4,000 item and a $3,500 item), at least two such values; the sum of the
        totals the items of that list mark; or one amount said to be each item's ("each",
        "apiece") times a count the sentence and the sources state.
    """
    quantities = [(e, q) for e in entities if e.type in _SUMMED and (q := _quantity(e))]
    marked = {e.span for e, _ in quantities if _marked(text, e)}
    stated = {q for _, q in quantities}
    # kinds of which a source states a total that is none of the answer's values
    contested = {k for k, n in source_totals if (k, n) not in stated}
    found: set[Span] = set()
    for total, (kind, amount) in quantities:
        if total.span not in marked or kind in contested:
            continue
        lo, hi = _scopes(text, sentences, total)
        parts = [
            q[1]
            for e, q in quantities
            if q[0] == kind
            and e.span != total.span
            and e.span not in marked
            and lo <= e.span.start < hi
        ]
        if len(parts) >= 2 and sum(parts) == amount:
            found.add(total.span)
        elif (
            lo > total.span.start
            and _sum_of_item_totals(text, quantities, marked, kind, lo, hi) == amount
        ):
            # "$75k in all:" over a list whose items each state their own total
            found.add(total.span)
        elif len(parts) == 1 and kind != "number":
            # "three payments of $40,000 each, $120,000 in all": one amount said to be each
            # item's, and a count of the items that the sentence states and the sources too
            part = next(
                e
                for e, q in quantities
                if q[0] == kind
                and e.span != total.span
                and e.span not in marked
                and lo <= e.span.start < hi
            )
            counts = [
                q[1]
                for e, q in quantities
                if q[0] == "number"
                and e.span not in marked
                and lo <= e.span.start < hi
                and q[1] in source_counts
            ]
            if _each(text, part) and any(n >= 2 and n * parts[0] == amount for n in counts):
                found.add(total.span)
    return frozenset(found)


# "each" beside an amount: "$40,000 each", "each worth $15,000", "apiece"
_EACH = re.compile(r"\b(?:each|apiece)\b", re.IGNORECASE)
# how far from the amount "each" may stand
_EACH_REACH = 25


def _each(text: str, part: Entity) -> bool:
    """The word "each" or "apiece" stands within a few words of the amount, either side."""
    near = text[max(0, part.span.start - _EACH_REACH) : part.span.end + _EACH_REACH]
    return _EACH.search(near) is not None
