"""Percentages: ``5%``, ``5 percent``, ``12.5 per cent``, ``five percent (5%)``.

The value is the plain decimal string of the rate (``"5"``, ``"12.5"``); the idiom that
states a rate in words and digits (``five percent (5%)``, ``five (5%) percent``,
``five (5) percent``) is one mention.
"""

from __future__ import annotations

import re
from decimal import Decimal

from lexaudit.text.matches import ValueMatch, format_decimal, resolve_overlaps
from lexaudit.text.numbers import NUMBER_WORDS_RE, parse_number_words

__all__ = ["find_percents", "normalize_percent"]

_UNIT = r"(?:%|(?i:percent|per\s+cent|per\s+centum|pct\.?)(?![A-Za-z]))"
_NUM = r"\d+(?:\.\d+)?|\.\d+"
_PERCENT = re.compile(
    r"(?<![\w.,])(?:"
    rf"(?P<words>{NUMBER_WORDS_RE})"
    rf"(?:\s*{_UNIT}\s*\(\s*(?P<d1>{_NUM})\s*{_UNIT}?\s*\)"
    rf"|\s*\(\s*(?P<d2>{_NUM})\s*{_UNIT}?\s*\)\s*{_UNIT}"
    rf"|\s*\(\s*(?P<d3>{_NUM})\s*%\s*\)"
    rf"|\s*-?\s*{_UNIT})"
    rf"|(?P<digits>{_NUM})\s?{_UNIT}(?:\s*\(\s*{NUMBER_WORDS_RE}\s*{_UNIT}?\s*\))?"
    r")"
)


def find_percents(text: str) -> list[ValueMatch]:
    """Find percentages with exact offsets.

    Args:
        text: The raw text.

    Returns:
        Non-overlapping ``kind="percent"`` matches sorted by start, ``value`` like ``"5"``
        or ``"12.5"``.

    Examples:
        >>> [m.value for m in find_percents("five percent (5%) or 12.5 per cent")]
        ['5', '12.5']
    """
    found: list[ValueMatch] = []
    for m in _PERCENT.finditer(text):
        digits = m.group("d1") or m.group("d2") or m.group("d3") or m.group("digits")
        if digits is not None:
            value = format_decimal(Decimal(digits))
        else:
            number = parse_number_words(m.group("words"))
            if number is None:
                continue
            value = str(number)
        found.append(ValueMatch(m.start(), m.end(), "percent", value, m.group()))
    return resolve_overlaps(found)


def normalize_percent(surface: str) -> str | None:
    """Return the canonical value of a single percentage mention.

    Args:
        surface: For example ``"12.5 per cent"``.

    Returns:
        The rate as a plain decimal string, or ``None`` if the text holds no percentage
        or more than one.
    """
    matches = find_percents(surface)
    return matches[0].value if len(matches) == 1 else None
