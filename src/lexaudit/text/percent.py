"""Percentages: ``5%``, ``5 percent``, ``12.5 per cent``, ``five percent (5%)``.

The value is the plain decimal string of the rate (``"5"``, ``"12.5"``); the idiom that
states a rate in words and digits (``five percent (5%)``, ``five (5%) percent``,
``five (5) percent``) is one mention.
"""

from __future__ import annotations

import re
from decimal import Decimal

from lexaudit.text.matches import ValueMatch, format_decimal, resolve_overlaps
from lexaudit.text.numbers import NUMBER_WORDS_RE, parse_number_words, worded_otherwise

__all__ = ["find_percents", "normalize_percent"]

_UNIT = r"(?:%|(?i:percent|per\s+cent|per\s+centum|pct\.?)(?![A-Za-z]))"
_NUM = r"\d+(?:\.\d+)?|\.\d+"
# a figure written into a form's blank ("keeps _4_% of each payment"): the underscores
# around it are the blank's, as in a date that fills one ("dated _July 8, 1996")
_PERCENT = re.compile(
    r"(?:(?<![\w.,])|(?<=(?<!\w)_)|(?<=(?<!\w)__))(?<!\d/)(?:"
    rf"(?P<words>{NUMBER_WORDS_RE})"
    rf"(?:\s*{_UNIT}\s*\(\s*(?P<d1>{_NUM})\s*{_UNIT}?\s*\)"
    rf"|\s*\(\s*(?P<d2>{_NUM})\s*{_UNIT}?\s*\)\s*{_UNIT}"
    rf"|\s*\(\s*(?P<d3>{_NUM})\s*%\s*\)"
    rf"|\s*-?\s*{_UNIT})"
    # a table may set its figures apart from the sign: "8.0   %"
    rf"|(?P<digits>{_NUM})_{{0,2}}(?:\s?|[ \t]{{1,4}}){_UNIT}"
    rf"(?:\s*\(\s*{NUMBER_WORDS_RE}\s*{_UNIT}?\s*\))?"
    r")"
)

# a rate with a fraction of a point: "one and one-half percent (1 1/2%)", "2 1/4%", "1-1/2%",
# "1½%", "three-quarters of one percent", "ninety-nine and nine-tenths percent",
# "66-2/3%"; a fraction of the digits is kept to six places, so that "66 2/3%" and
# "sixty-six and two-thirds percent" are one rate
_DENOMINATORS = {
    "half": 2,
    "halves": 2,
    "third": 3,
    "quarter": 4,
    "fourth": 4,
    "fifth": 5,
    "eighth": 8,
    "tenth": 10,
    "hundredth": 100,
}
_VULGAR = {"½": (1, 2), "¼": (1, 4), "¾": (3, 4), "⅓": (1, 3), "⅔": (2, 3)}
_PLACES = Decimal("0.000001")
_PART = (
    r"(?P<{0}>(?:(?i:one|two|three|four|five|six|seven|eight|nine|a|an)[\s-]+)?"
    r"(?i:half|halves|thirds?|quarters?|fourths?|fifths?|eighths?|tenths?|hundredths?))"
)
# the figure in brackets after the words, however it was printed or scanned
_BRACKETED = r"(?:\s*\([^()\n]{1,12}\))?"
_FRACTION = re.compile(
    r"(?<![\w.,/])(?:"
    rf"(?P<whole>{NUMBER_WORDS_RE})[\s-]+(?i:and)[\s-]+{_PART.format('part')}\s*-?\s*{_UNIT}"
    rf"{_BRACKETED}"
    rf"|{_PART.format('alone')}(?:\s*-?\s*|\s+(?i:of)\s+(?i:one|1)\s*){_UNIT}{_BRACKETED}"
    # a scanned "l" for the numerator one: "1 l/2%"; "1/2%" and "1/2 of 1%" alone
    r"|(?:(?P<dwhole>\d+)[ \t-]+)?(?P<num>\d{1,2}|[lI](?=/))/(?P<den>\d{1,2})"
    rf"(?:[ \t]?|\s+(?i:of)\s+(?i:one|1)[ \t]?){_UNIT}"
    rf"|(?P<vwhole>\d+)?[ \t]*(?P<vulgar>[½¼¾⅓⅔])[ \t]?{_UNIT}"
    r")"
)


def _part(words: str) -> Decimal | None:
    *count, unit = re.split(r"[\s-]+", words.lower())
    denominator = _DENOMINATORS.get(unit) or _DENOMINATORS.get(unit[:-1])
    if denominator is None:
        return None
    numerator = 1 if not count or count[0] in ("a", "an") else parse_number_words(count[0])
    if numerator is None or numerator >= denominator:
        return None
    if numerator > 1 and not unit.endswith("s") or numerator == 1 and unit.endswith("s"):
        return None  # "two-third", "one-halves": no fraction
    return Decimal(numerator) / Decimal(denominator)


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
            if m.group("vulgar"):
                numerator, denominator = _VULGAR[m.group("vulgar")]
            else:
                num = m.group("num")
                numerator, denominator = (1 if num in "lI" else int(num)), int(m.group("den"))
            if not 0 < numerator < denominator:
                continue
            units = Decimal(m.group("dwhole") or m.group("vwhole") or 0)
            value = units + Decimal(numerator) / Decimal(denominator)
        value = value.quantize(_PLACES)
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
        group = next((g for g in ("d1", "d2", "d3") if m.group(g) is not None), None)
        if group is not None:
            figures = m.group(group)
            worded = worded_otherwise(m.group("words"), figures)
            end = m.end() - 1 if text[m.end() - 1] == ")" else m.end()
            if worded is not None and not text[m.start(group) : end].endswith("%"):
                # "twelve percent (1296)": figures that are no rate of their own ("%" scanned
                # as "96") restate the words, which prevail (UCC 3-114)
                value = format_decimal(worded)
            elif worded is not None:
                # "forty percent (15%)": the words and the figures state two rates, and each is
                # read, so that a value equal to either is stated and one that copies only the
                # figures of an answer's own mismatch is compared as written
                words_end = len(text[: text.rfind("(", m.start(), m.start(group))].rstrip())
                found.append(
                    ValueMatch(
                        m.start(),
                        words_end,
                        "percent",
                        format_decimal(worded),
                        text[m.start() : words_end],
                    )
                )
                found.append(
                    ValueMatch(
                        m.start(group),
                        end,
                        "percent",
                        format_decimal(Decimal(figures)),
                        text[m.start(group) : end],
                    )
                )
                continue
            else:
                value = format_decimal(Decimal(figures))
        elif (digits := m.group("digits")) is not None:
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
