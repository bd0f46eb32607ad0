"""The match type every finder in :mod:`lexaudit.text` returns, and overlap resolution."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["KIND_PRIORITY", "ValueMatch", "format_decimal", "resolve_overlaps"]

#: Tie-break order when two matches of equal length overlap (lower wins).
KIND_PRIORITY: dict[str, int] = {
    "money": 0,
    "percent": 1,
    "duration": 2,
    "date": 3,
    "section_ref": 4,
    "number": 5,
}


@dataclass(frozen=True, slots=True)
class ValueMatch:
    """A typed value found in a text, with exact character offsets.

    Attributes:
        start: Offset of the first character of the mention in the raw text.
        end: Offset one past the last character; ``text[start:end] == surface``.
        kind: One of ``"money"``, ``"duration"``, ``"date"``, ``"percent"``,
            ``"section_ref"`` or ``"number"``.
        value: The canonical string used for equality matching (for example
            ``"USD 1250000"``, ``"P12M"``, ``"2020-03-01"``, ``"section 7.2(b)"``).
        surface: The mention exactly as it appears in the text.
    """

    start: int
    end: int
    kind: str
    value: str
    surface: str


def format_decimal(amount: Decimal) -> str:
    """Format a decimal as a plain string without exponent or trailing zeros.

    Args:
        amount: The number to format.

    Returns:
        For example ``"1250000"`` for ``Decimal("1.25E+6")`` and ``"10000.5"`` for
        ``Decimal("10000.50")``.
    """
    normalized = amount.normalize()
    text = format(normalized, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def resolve_overlaps(
    matches: Iterable[ValueMatch], priority: dict[str, int] | None = None
) -> list[ValueMatch]:
    """Keep a non-overlapping subset of matches: the longest wins, then the kind priority.

    Args:
        matches: Candidate matches, possibly overlapping, of one or several kinds.
        priority: Kind tie-break order for equally long matches (lower wins);
            defaults to :data:`KIND_PRIORITY`.

    Returns:
        The kept matches sorted by start offset.
    """
    prio = KIND_PRIORITY if priority is None else priority
    ranked: Sequence[ValueMatch] = sorted(
        matches, key=lambda m: (-(m.end - m.start), prio.get(m.kind, 99), m.start)
    )
    starts: list[int] = []  # kept intervals, sorted and pairwise disjoint
    ends: list[int] = []
    kept: list[ValueMatch] = []
    for match in ranked:
        index = bisect_right(starts, match.start)
        if index > 0 and ends[index - 1] > match.start:
            continue  # overlaps the kept interval that starts at or before it
        if index < len(starts) and starts[index] < match.end:
            continue  # overlaps the kept interval that starts after it
        starts.insert(index, match.start)
        ends.insert(index, match.end)
        kept.append(match)
    kept.sort(key=lambda m: m.start)
    return kept
