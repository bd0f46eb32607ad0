"""A range whose scale or unit is written once, after its second bound.

English writes "$3–5 million", "between $3 and $5 million", "3 to 5 million dollars" and
"10–15%" for ranges whose bounds share the scale word, the currency or the percent sign that
only the second bound carries: the first bound is $3 million, not $3, and 10%, not the
number 10. The finders read each bound alone; this pass gives the first bound what the second
one writes, when the two are joined by a dash, "to", "through", or "and" after "between",
and the first bound writes no scale of its own and, given it, stays below the second. A
number a capitalised word labels ("Year 1 - 10%", "Phase 2 – $3 million") or a year ("2024 –
3%") is no bound.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal, InvalidOperation

from lexaudit.text.matches import ValueMatch, format_decimal
from lexaudit.text.numbers import SCALE_RE, SHORT_SCALE_RE, scale_factor

_JOIN = re.compile(r"\s*(?:[-\u2013\u2014]|to|through|and)\s*\$?\s*$", re.IGNORECASE)
_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_BETWEEN_REACH = 12  # "between" is looked for only right before the first bound
# a capitalised word right before the first number labels it ("Tier 2", "Phase 1")
_LABELLED = re.compile(r"\b(?!(?:Between|From|Of|About|Approximately|Roughly)\b)[A-Z][a-z]+\s+$")
_YEAR = re.compile(r"(?:19|20)\d\d")
_AMOUNT = re.compile(r"^(?:(?P<currency>[A-Z]{3})\s)?(?P<amount>-?\d+(?:\.\d+)?)$")


def share_range_units(text: str, found: Sequence[ValueMatch]) -> list[ValueMatch]:
    """``found`` with each range's first bound given the scale and unit of its second."""
    out = list(found)
    for i in range(len(out) - 1):
        first, second = out[i], out[i + 1]
        between = text[first.end : second.start]
        if len(between) > 12 or _JOIN.fullmatch(between) is None:
            continue
        if between.strip().lower() == "and" and not _BETWEEN.search(
            text, max(0, first.start - _BETWEEN_REACH), first.start
        ):
            continue
        if _LABELLED.search(text, max(0, first.start - 30), first.start) or _YEAR.fullmatch(
            first.surface
        ):
            continue  # "Year 1 - 10%", "Phase 2 – $3 million", "2024 – 3%": a label, no bound
        shared = _shared(first, second)
        if shared is not None:
            out[i], out[i + 1] = shared
    return out


def _shared(first: ValueMatch, second: ValueMatch) -> tuple[ValueMatch, ValueMatch] | None:
    if first.kind == "number" and second.kind == "percent":
        return replace(first, kind="percent"), second
    if first.kind not in ("money", "number") or second.kind not in ("money", "number"):
        return None
    if _scale_of(first.surface) is not None:
        return None  # "$3 million to $5 million": each bound writes its own
    scale = _scale_of(second.surface)
    if scale is None:
        return None
    mine, theirs = _AMOUNT.match(first.value), _AMOUNT.match(second.value)
    if mine is None or theirs is None:
        return None
    currency = mine.group("currency") or theirs.group("currency")
    try:
        amount = Decimal(mine.group("amount")) * scale
    except InvalidOperation:
        return None
    if amount > Decimal(theirs.group("amount")):
        # a range climbs from its first bound: "$250,001 to $2M" writes the first whole, and
        # a million $250,001s is no bound below $2M
        return None
    if currency is None:
        # "2-3 million shares": numbers both, the first of the same millions
        return replace(first, value=format_decimal(amount)), second
    second_value = second.value if second.kind == "money" else f"{currency} {theirs['amount']}"
    return (
        replace(first, kind="money", value=f"{currency} {format_decimal(amount)}"),
        replace(second, kind="money", value=second_value),
    )


def _scale_of(surface: str) -> int | None:
    """The multiplier of the scale word a value ends with, or None when it ends with none."""
    words = surface.split()
    if len(words) < 2 and not re.search(r"\d\s?[A-Za-z]+$", surface):
        return None
    m = re.search(rf"(?:{SCALE_RE}|{SHORT_SCALE_RE})(?:\s+dollars?)?$", surface)
    if m is None:
        return None
    factor = scale_factor(m.group(0).split()[0])
    return factor if factor and factor > 1 else None
