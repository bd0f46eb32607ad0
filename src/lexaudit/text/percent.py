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
    r"(?<![\w.,/])(?:"
    rf"(?P<words>{NUMBER_WORDS_RE})"
    rf"(?:\s*{_UNIT}\s*\(\s*(?P<d1>{_NUM})\s*{_UNIT}?\s*\)"
    rf"|\s*\(\s*(?P<d2>{_NUM})\s*{_UNIT}?\s*\)\s*{_UNIT}"
    rf"|\s*\(\s*(?P<d3>{_NUM})\s*%\s*\)"
    rf"|\s*-?\s*{_UNIT})"
    rf"|(?P<digits>{_NUM})\s?{_UNIT}(?:\s*\(\s*{NUMBER_WORDS_RE}\s*{_UNIT}?\s*\))?"
    r")"
)

# a rate with a fraction of a point: "one and one-half percent (1 1/2%)", "2 1/4%", "1½%",
# "three-quarters of one percent"; halves and quarters, the fractions rates are drafted in
_PARTS = {"half": Decimal("0.5"), "quarter": Decimal("0.25"), "fourth": Decimal("0.25")}
_VULGAR = {"½": Decimal("0.5"), "¼": Decimal("0.25"), "¾": Decimal("0.75")}
_PART = r"(?P<{0}>(?i:one|a|three)[\s-]+(?i:half|quarters?|fourths?))"
_FRACTION = re.compile(
    r"(?<![\w.,/])(?:"
    rf"(?P<whole>{NUMBER_WORDS_RE})[\s-]+(?i:and)[\s-]+{_PART.format('part')}\s*-?\s*{_UNIT}"
    # the figure in brackets after the words, however it was printed or scanned
    r"(?:\s*\([^()\n]{1,12}\))?"
    rf"|{_PART.format('alone')}(?:\s*-?\s*|\s+(?i:of)\s+(?i:one|1)\s*){_UNIT}"
    rf"|(?P<dwhole>\d+)?(?:\s+(?P<num>[13])/(?P<den>[24])|\s*(?P<vulgar>[½¼¾]))\s?{_UNIT}"
    r")"
)


def _part(words: str) -> Decimal | None:
    count, unit = re.split(r"[\s-]+", words.lower())
    share = _PARTS[unit.rstrip("s")]
    if count == "three":
        return None if unit == "half" else 3 * share
    return share


def _fractions(text: str) -> list[ValueMatch]:
    found: list[ValueMatch] = []
    for m in _FRACTION.finditer(text):
        if m.group("part") is not None:
            whole = parse_number_words(m.group("whole"))
            part = _part(m.group("part"))
            if whole is None or part is None:
                continue
            value = Decimal(whole) + part
        elif m.group("alone") is not None:
            part = _part(m.group("alone"))
            if part is None:
                continue
            value = part
        else:
            share = (
                _VULGAR[m.group("vulgar")]
                if m.group("vulgar")
                else Decimal(m.group("num")) / Decimal(m.group("den"))
            )
            if share >= 1:
                continue
            value = Decimal(m.group("dwhole") or 0) + share
        found.append(ValueMatch(m.start(), m.end(), "percent", format_decimal(value), m.group()))
    return found


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
    return resolve_overlaps([*found, *_fractions(text)])


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
