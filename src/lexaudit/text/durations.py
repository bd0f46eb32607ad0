"""Periods of time: ``thirty (30) days``, ``30-day``, ``one (1) year``, ``10 business days``.

Canonical values are ISO-8601-like strings:

* days and calendar days -> ``P{n}D``; weeks -> ``P{7n}D``;
* months -> ``P{n}M``; years -> ``P{12n}M`` (so ``one (1) year`` == ``12 months`` == ``P12M``);
* business / working / banking days -> ``P{n}BD``;
* hours -> ``PT{n}H``; a part of a day or week is counted in hours ("a day and a half",
  "one and one-half days", "1.5 days" -> ``PT36H``; "half a day" -> ``PT12H``).

The Nth anniversary of a date is the period of N years after it ("the fourth (4th)
anniversary of the Closing": ``P48M``).

A period written in two units, the larger first ("two (2) years and six (6) months"), is one
period (``P30M``).

Periods counted without a numeral count too: "one and a half years" / "a year and a half" /
"one and one-half years" (``P18M``), "half a year" / "a half-year" (``P6M``), "a fortnight"
(``P14D``), "yearlong" / "month-long" (``P12M`` / ``P1M``), "a single month" (``P1M``), and
"a year" / "a month" after a word that makes it a period ("for a year", "within a month"); a
rate such as "once a year", "twice a year", "$500 a month" or "over $500k in a month" is not
a period.

:func:`durations_equivalent` adds the approximate day/month equivalence that paraphrases
use ("30 days" for "one month"). It is meant for matching an answer against its sources,
not for computing deadlines.
"""

from __future__ import annotations

import calendar
import datetime as dt
import functools
import re
from decimal import Decimal

from lexaudit.text.matches import ValueMatch, resolve_overlaps
from lexaudit.text.numbers import (
    NUMBER_WORD_RE,
    NUMBER_WORDS_RE,
    parse_number_words,
    parse_ordinal_words,
    worded_otherwise,
)
from lexaudit.text.sections import find_section_refs

__all__ = [
    "date_moved",
    "durations_equivalent",
    "find_durations",
    "gives_age",
    "normalize_duration",
    "written_count",
]

# Spaces between the parts of a duration, at most one line break (never a blank line).
_GAP = r"(?:[ \t]*\n[ \t]*|[ \t]+)"
_DURATION = re.compile(
    r"(?<![\w.,])"
    # the bracketed figure after the words may be OCR'd, "one (I) year" / "one (l) year", or
    # set in square brackets, "ninety [90] days"; a compound adjective hyphenates both forms,
    # "thirty- (30-) day period"
    rf"(?:(?P<words>{NUMBER_WORDS_RE})(?:-?\s*(?:\(\s*(?:(?P<wdigits>\d+)-?|[Il])\s*\)"
    r"|\[\s*(?P<sdigits>\d+)-?\s*\]))?"
    rf"|(?P<digits>\d+(?:\.\d+)?)(?:\s*\(\s*{NUMBER_WORDS_RE}\s*\))?"
    r"|\(\s*(?P<pdigits>\d+)\s*\))"
    # a bound between the count and its unit leaves the count: "thirteen (13) or more months"
    rf"(?:{_GAP}(?i:or){_GAP}(?i:more|less|fewer|longer))?"
    # a unit typed straight after the bracketed digits ("twenty four (24)months") still counts
    rf"(?:{_GAP}?-{_GAP}?|{_GAP}|(?<=\)))"
    # a word that says which periods or which kind, never how long: "eighteen (18) additional
    # months", "a further two years" is as long as "two years"
    r"(?P<quals>(?:(?i:calendar|business|working|banking|consecutive|full|successive"
    r"|additional|further|extra|more)"
    rf"(?:{_GAP}?-{_GAP}?|{_GAP})){{0,2}})"
    r"(?P<unit>(?i:days?|weeks?|months?|years?|hours?|hrs?))(?![A-Za-z])"
)
# a number word run into its unit with no space, as text taken from a printed page may be
# ("extend to sixmonths"): one word of each, so no English word is read as a period
_RUN_TOGETHER = re.compile(
    rf"(?<![\w.,])(?P<words>{NUMBER_WORD_RE})(?P<unit>(?i:days?|weeks?|months?|years?))(?![A-Za-z])"
)
# periods written with "a" and "half": "a year and a half", "two and a half months", "half a
# year", "a fortnight", and "a year" / "a month" after a word that makes it a period ("for a
# year", "within a month", "more than a week"; "once a year", "twice a year" and "$500 a
# month" are rates)
_HALF = re.compile(
    rf"(?<![\w.,])(?:(?P<count>{NUMBER_WORDS_RE}|\d+)(?:{_GAP}|{_GAP}?-{_GAP}?)and(?:{_GAP}|"
    rf"{_GAP}?-{_GAP}?)(?i:an?|one)(?:{_GAP}|{_GAP}?-{_GAP}?)half(?:{_GAP}|{_GAP}?-{_GAP}?)"
    r"(?P<unit>(?i:days|weeks|months|years))"
    rf"|(?i:an?|one){_GAP}(?P<unit2>(?i:day|week|month|year)){_GAP}and{_GAP}an?{_GAP}half"
    rf"|(?i:half){_GAP}an?{_GAP}(?P<unit3>(?i:day|week|month|year))"
    rf"|(?i:one){_GAP}?-{_GAP}?(?i:half){_GAP}(?P<unit4>(?i:day|week|month|year))s?"
    r")(?![A-Za-z])"
)
# "a half year", "a further half-year": "half" before the year, after an article and at most
# one word; "the first half year" names a part of a year, not its length, and "two and a half
# year(s)" is counted above
_A_HALF = re.compile(
    rf"(?<![\w.,])(?<!(?i:and) )(?i:an?|one){_GAP}"
    rf"(?:(?!(?i:first|second|last|latter|former)\b)[A-Za-z]+{_GAP})?"
    rf"(?P<half>(?i:half))(?:{_GAP}?-{_GAP}?|{_GAP})(?P<unit>(?i:year))(?![A-Za-z])"
)
_A_PERIOD = re.compile(
    r"(?i:\b(?:for|within|after|before|than|of|over|under|least|most|about|up\s+to|"
    r"past|last|next|every|each)\s+)"
    # "another" is one more, and a word that says which period leaves its length: "within an
    # additional month", "for a further year", "for another year"
    r"(?P<article>(?i:an?|another)\s+)(?:(?i:additional|further|extra)\s+)?"
    r"(?P<unit>(?i:fortnight|day|week|month|year))(?![A-Za-z])"
)
_FORTNIGHT = re.compile(r"(?<![\w.,])(?i:a|one)\s+(?i:fortnight)(?![A-Za-z])")
# "single" counts one, wherever the period stands: "a single week of leave", "in a single year"
_A_SINGLE = re.compile(
    r"(?<![\w.,])(?P<article>(?i:a|one)\s+)(?i:single)\s+"
    r"(?P<unit>(?i:fortnight|day|week|month|year))(?![A-Za-z-])"
)
# a word that says a thing lasts one unit: "a yearlong audit", "a month-long strike"
_LASTING = re.compile(r"(?<![\w-])(?P<unit>(?i:day|week|month|year))-?(?i:long)(?![A-Za-z])")
_MAX_COUNT = 1000  # "2019 Year" is a heading, not a period of two millennia
_BUSINESS = re.compile(r"(?i:business|working|banking)")
_CANONICAL = re.compile(r"^(?:P(?P<n>\d+)(?P<unit>D|M|BD)|PT(?P<h>\d+)H)$")


def _canonical(count: Decimal, unit: str, business: bool) -> str | None:
    unit = unit.lower()
    if unit.startswith(("day", "week")):
        days = count * 7 if unit.startswith("week") else count
        if days == int(days):
            return f"P{int(days)}BD" if business and unit.startswith("day") else f"P{int(days)}D"
        # a part of a day is counted in hours: "a day and a half" is thirty-six hours, as
        # "one and one-half days" is (a business day has no fixed hours)
        hours = days * 24
        return f"PT{int(hours)}H" if hours == int(hours) and not business else None
    if unit.startswith("month"):
        return f"P{int(count)}M" if count == int(count) else None
    if unit.startswith("year"):
        months = count * 12
        return f"P{int(months)}M" if months == int(months) else None
    if unit.startswith(("hour", "hr")):
        return f"PT{int(count)}H" if count == int(count) else None
    return None


def _count(m: re.Match[str]) -> Decimal | None:
    for group in ("wdigits", "sdigits"):
        digits = m.group(group)
        if digits is not None:
            # "five (6) days": the words prevail over figures that differ (UCC 3-114); the
            # period's one unit stands after both, so it is one period, read by its words
            return worded_otherwise(m.group("words"), digits) or Decimal(digits)
    for group in ("digits", "pdigits"):
        digits = m.group(group)
        if digits is not None:
            return Decimal(digits)
    words = m.group("words")
    value = parse_number_words(words) if words else None
    return None if value is None else Decimal(value)


def _inner_count(m: re.Match[str]) -> tuple[Decimal | None, int]:
    """The count of the last words that read as a number, and where they start.

    "three one-year periods" are three periods of one year: the words before the unit are
    not one number, and the period is the one the last of them counts. A range ("between three
    and six months") gives none.
    """
    words = m.group("words")
    for part in re.finditer(r"(?<=[\s-])\S", words):
        if re.match(r"(?:and|or|to)\b", words[part.start() :], re.I) or re.search(
            r"\b(?:and|or|to)\s*$", words[: part.start()], re.I
        ):
            return None, m.start()  # a range, "between three and six months", is no one period
        value = parse_number_words(words[part.start() :])
        if value is not None:
            return Decimal(value), m.start("words") + part.start()
    return None, m.start()


# the lower end of a range and its joiner, right before a period ("seven to ten years",
# "2-3 months", "3 through 5 days"); "between three and six months" is read as one number
# phrase and given no period (``_inner_count``)
# (``RANGE_GAP`` is what stands between the lower end and the period: a bracketed figure, then
# a dash or "to" / "through"; :func:`lexaudit.judge.values` reads a claim's range with it)
RANGE_GAP = r"(?:\s*\(\s*\d+\s*\))?(?:\s*(?:-|\u2013|\u2014)\s*|\s+(?i:to|through)\s+)"
_RANGE_BEFORE = re.compile(rf"(?<![\w.,/])(?:{NUMBER_WORDS_RE}|\d+(?:\.\d+)?){RANGE_GAP}$")
# a word or figure and a slash right before a period's count ("30/360 day", "Actual/365 day");
# with a singular unit it is a ratio or a fraction; "12/24 months", "30 days/60 days" are periods
_RATIO = re.compile(r"\w/$")


def _range_start(text: str, start: int, count: Decimal | None) -> tuple[int, int, Decimal] | None:
    """The lower end of a range that the period at ``start`` closes: its span and count.

    "seven to ten years", "2-3 months", "3 through 5 days"; not "Clause 7 - 30 days" (a
    reference's number) nor "30 - 10 days" (no range runs downwards).
    """
    lower = _RANGE_BEFORE.search(text, max(0, start - 40), start)
    if lower is None or count is None:
        return None
    # the number of a reference ("Clause 7 - 30 days") is no period
    near = max(0, lower.start() - 20)
    if any(
        near + r.start <= lower.start() < near + r.end for r in find_section_refs(text[near:start])
    ):
        return None
    figure = re.match(r"\d+(?:\.\d+)?", lower.group(0))
    if figure is not None:
        value: Decimal | None = Decimal(figure.group())
        end = lower.start() + figure.end()
    else:
        words = re.match(NUMBER_WORDS_RE, lower.group(0))
        parsed = parse_number_words(words.group()) if words else None
        value = None if parsed is None else Decimal(parsed)
        end = lower.start() + (words.end() if words else 0)
    if value is None or not 0 < value < count:
        return None
    return lower.start(), end, value


def find_durations(text: str) -> list[ValueMatch]:
    """Find periods of time with exact offsets.

    Args:
        text: The raw text.

    Returns:
        Non-overlapping ``kind="duration"`` matches sorted by start, ``value`` like
        ``"P30D"``, ``"P12M"``, ``"P10BD"`` or ``"PT48H"``.

    Examples:
        >>> [m.value for m in find_durations("within thirty (30) days or one-year")]
        ['P30D', 'P12M']
    """
    found: list[ValueMatch] = []
    for m in _DURATION.finditer(text):
        if _RATIO.search(text, max(0, m.start() - 8), m.start()) and not m.group("unit").endswith(
            "s"
        ):
            continue  # the second term of a ratio or a fraction: "a 30/360 day count", "1/2 day"
        count, start = _count(m), m.start()
        lower = _range_start(text, m.start(), count)
        if lower is not None:
            # "seven to ten years", "2-3 months": both ends are periods of the upper's unit
            low_start, low_end, low_count = lower
            business = bool(_BUSINESS.search(m.group("quals")))
            value = _canonical(low_count, m.group("unit"), business)
            if value is not None:
                found.append(
                    ValueMatch(low_start, low_end, "duration", value, text[low_start:low_end])
                )
        if count is None and m.group("words"):
            # a count of periods before the period: "three one-year periods"
            count, start = _inner_count(m)
        if count is None or count <= 0 or count > _MAX_COUNT:
            continue
        business = bool(_BUSINESS.search(m.group("quals")))
        value = _canonical(count, m.group("unit"), business)
        if value is not None:
            found.append(ValueMatch(start, m.end(), "duration", value, text[start : m.end()]))
    for m in _RUN_TOGETHER.finditer(text):
        number = parse_number_words(m.group("words"))
        if number is None or not 0 < number <= _MAX_COUNT:
            continue
        value = _canonical(Decimal(number), m.group("unit"), False)
        if value is not None:
            found.append(ValueMatch(m.start(), m.end(), "duration", value, m.group()))
    found.extend(_with_articles(text))
    found.extend(_anniversaries(text))
    return _compounds(text, resolve_overlaps(found))


# the units of one compound period, largest first: "two years and six months", "one week and
# three days"
_UNIT_RANK = {"y": 3, "m": 2, "w": 1, "d": 0}
_COMPOUND_JOIN = re.compile(rf"{_GAP}(?:(?P<word>and|plus){_GAP})?")
# "for five years and six months, respectively": two periods of two things
_RESPECTIVELY = re.compile(r"\W*(?:respectively|in\s+that\s+order)\b", re.IGNORECASE)
_LAST_UNIT = re.compile(r"(?P<unit>year|month|week|day)s?\W*$", re.IGNORECASE)


def _compounds(text: str, found: list[ValueMatch]) -> list[ValueMatch]:
    """Periods written in two units, largest first and joined by "and" or "plus", read as one.

    "two (2) years and six (6) months" is thirty months (``P30M``), as "two and a half
    years" is; "one week and three days" is ``P10D``. Written side by side with no word
    between ("3 years 4 months"), the smaller part is one too when it is less than one of
    the larger unit: an age or a term given to the month. Two periods of one unit ("30 days and
    60 days") or a smaller unit first ("six months and two years") are two periods, and so
    are two periods given "respectively" or "in that order" and the last two items of a list
    ("three years, one year and six months"). Business days and hours are not added to
    anything.
    """
    out: list[ValueMatch] = []
    for match in found:
        join = _COMPOUND_JOIN.fullmatch(text, out[-1].end, match.start) if out else None
        if (
            join is not None
            and not _RESPECTIVELY.match(text, match.end)
            and not text[: out[-1].start].rstrip().endswith(",")
        ):
            joined = _joined(out[-1], match, bare=join.group("word") is None)
            if joined is not None:
                out[-1] = ValueMatch(
                    out[-1].start, match.end, "duration", joined, text[out[-1].start : match.end]
                )
                continue
        out.append(match)
    return out


def _joined(first: ValueMatch, second: ValueMatch, bare: bool = False) -> str | None:
    """The canonical value of two periods read as one, or ``None`` when they are two.

    With ``bare`` (nothing between them but space), the second must be less than one of the
    first's unit: "2 years 11 months" is one period, "2 years 18 months" is two.
    """
    unit_a, unit_b = (_LAST_UNIT.search(m.surface) for m in (first, second))
    a, b = _parse_canonical(first.value), _parse_canonical(second.value)
    if unit_a is None or unit_b is None or a is None or b is None:
        return None
    if a[1] != b[1] or a[1] not in ("M", "D"):
        return None  # business days and hours are counted apart
    if _UNIT_RANK[unit_a.group("unit")[0].lower()] <= _UNIT_RANK[unit_b.group("unit")[0].lower()]:
        return None
    if bare and b[0] >= _PER_UNIT[unit_a.group("unit")[0].lower()]:
        return None
    return f"P{a[0] + b[0]}{a[1]}"


# how many of the next smaller unit's canonical count one of a unit is: a year is 12 months,
# a week 7 days (a month is counted in months and a day in days, so neither joins with them)
_PER_UNIT = {"y": 12, "w": 7, "m": 1, "d": 1}


def _with_articles(text: str) -> list[ValueMatch]:
    """Periods counted by "a", "half" and "fortnight" rather than by a number."""
    found: list[ValueMatch] = []
    for m in _HALF.finditer(text):
        if m.group("count") is not None:
            base = Decimal(m.group("count")) if m.group("count").isdigit() else None
            if base is None:
                words = parse_number_words(m.group("count"))
                base = None if words is None else Decimal(words)
            count, unit = (None if base is None else base + Decimal("0.5")), m.group("unit")
        elif m.group("unit2") is not None:
            count, unit = Decimal("1.5"), m.group("unit2")
        else:
            count, unit = Decimal("0.5"), m.group("unit3") or m.group("unit4")
        value = None if count is None else _canonical(count, unit, False)
        if value is not None:
            found.append(ValueMatch(m.start(), m.end(), "duration", value, m.group()))
    for m in _A_HALF.finditer(text):
        value = _canonical(Decimal("0.5"), m.group("unit"), False)
        if value is not None:
            start = m.start("half")
            found.append(ValueMatch(start, m.end(), "duration", value, text[start : m.end()]))
    for m in (*_A_PERIOD.finditer(text), *_A_SINGLE.finditer(text)):
        unit = m.group("unit").lower()
        value = "P14D" if unit == "fortnight" else _canonical(Decimal(1), unit, False)
        start = m.start("article")
        if value is not None:
            found.append(ValueMatch(start, m.end(), "duration", value, text[start : m.end()]))
    for m in _FORTNIGHT.finditer(text):
        found.append(ValueMatch(m.start(), m.end(), "duration", "P14D", m.group()))
    for m in _LASTING.finditer(text):
        value = _canonical(Decimal(1), m.group("unit"), False)
        if value is not None:
            found.append(ValueMatch(m.start(), m.end(), "duration", value, m.group()))
    return found


# "the fourth (4th) anniversary of the Closing" is four years after it; the ordinal in
# words or figures ("twentieth", "twenty-first", "20th"), read by ``parse_ordinal_words``
_ANNIVERSARY = re.compile(
    r"(?<![\w-])(?P<ord>[A-Za-z]+(?:-[A-Za-z]+)?|\d{1,2}(?i:st|nd|rd|th))"
    r"(?:\s*\(\s*\d{1,2}(?i:st|nd|rd|th)?\s*\))?\s+(?i:anniversary)(?![A-Za-z])"
)


def _anniversaries(text: str) -> list[ValueMatch]:
    """The Nth anniversary of a date, read as the period of N years after it."""
    found: list[ValueMatch] = []
    for m in _ANNIVERSARY.finditer(text):
        count = parse_ordinal_words(m.group("ord"))
        if count:
            found.append(ValueMatch(m.start(), m.end(), "duration", f"P{12 * count}M", m.group()))
    return found


def normalize_duration(surface: str) -> str | None:
    """Return the canonical value of a single duration mention.

    Args:
        surface: For example ``"ninety (90) calendar days"`` or ``"a period of two years"``
            (leading words that are not part of the duration are ignored).

    Returns:
        The canonical string (``"P90D"``, ``"P24M"``), or ``None`` if the text holds no
        duration or more than one.
    """
    matches = find_durations(surface)
    return matches[0].value if len(matches) == 1 else None


def _parse_canonical(value: str) -> tuple[int, str] | None:
    match = _CANONICAL.match(value)
    if match is None:
        return None
    if match.group("h") is not None:
        return int(match.group("h")), "H"
    return int(match.group("n")), match.group("unit")


def date_moved(date: str, period: str, sign: int = 1) -> str | None:
    """An ISO date moved by a canonical calendar period, forward (``sign`` 1) or back (-1).

    "P120M" moves 2009-06-30 to 2019-06-30; a month's last day stays within the month it
    lands in (2020-01-31 plus "P1M" is 2020-02-29). ``None`` for a date that is not a full
    ISO date, for business days and hours (no calendar arithmetic), and out of range.
    """
    parsed = _parse_canonical(period)
    if parsed is None or parsed[1] not in ("M", "D"):
        return None
    n, unit = sign * parsed[0], parsed[1]
    try:
        start = dt.date.fromisoformat(date)
        if unit == "D":
            return (start + dt.timedelta(days=n)).isoformat()
        year, month = divmod(start.month - 1 + n, 12)
        year += start.year
        day = min(start.day, calendar.monthrange(year, month + 1)[1])
        return dt.date(year, month + 1, day).isoformat()
    except (ValueError, OverflowError):
        return None


@functools.lru_cache(maxsize=4096)
def written_count(surface: str) -> int | None:
    """The number a period is written with, in its own unit: "eighteen years" -> 18.

    A bare number restates a period when the unit is understood ("at least 18" for "the age
    of eighteen years"); only the count the text writes counts, not one in another unit (18
    years are not "216").
    """
    match = _DURATION.search(surface)
    if match is None:
        return None
    count = _count(match)
    return int(count) if count is not None and count == int(count) else None


def durations_equivalent(a: str, b: str) -> bool:
    """Whether two canonical durations denote the same period, allowing paraphrase slack.

    Exact equality always counts. In addition, a day count and a month count are treated
    as the same period when a lawyer's paraphrase would treat them so: for up to twelve
    months, ``|days - 30 * months| <= 5`` (30 days ~ one month, 90 ~ 3, 180 ~ 6, 360 or 365
    days ~ 12 months); for whole years, ``days`` equal to 365 or 360 times the years. This
    approximation exists for matching an answer against its sources; it must not be used to
    compute a deadline. Business days, hours and calendar units never mix.

    Args:
        a: A canonical duration such as ``"P30D"``.
        b: Another canonical duration such as ``"P1M"``.

    Returns:
        True when the durations are equal or approximately equivalent.
    """
    if a == b:
        return True
    pa, pb = _parse_canonical(a), _parse_canonical(b)
    if pa is None or pb is None:
        return False
    units = {pa[1], pb[1]}
    if units != {"D", "M"}:
        return False
    days = pa[0] if pa[1] == "D" else pb[0]
    months = pa[0] if pa[1] == "M" else pb[0]
    if months <= 12 and abs(days - 30 * months) <= 5:
        return True
    if months % 12 == 0:
        years = months // 12
        return days in (365 * years, 360 * years)
    return False


# an age, not a period of time: "eighteen years of age", "a person aged 21 years", "the age of
# sixteen years", "a 70-year-old"; the words around the period say what it measures
_AGE_AFTER = re.compile(r"(?:\s+of\s+(?:his\s+|her\s+|their\s+)?age|[\s-]+old)\b", re.I)
_AGE_BEFORE = re.compile(r"\b(?:aged|age\s+of)\s+(?:(?:over|under|at\s+least)\s+)?$", re.I)


def gives_age(text: str, start: int, end: int) -> bool:
    """The period at ``text[start:end]`` is someone's age, not a span of time.

    "twenty-one years of age", "aged 70 years", "the age of eighteen years", "a 16-year-old":
    an age and a term of years are different quantities, though both are counted in years.
    """
    return bool(_AGE_AFTER.match(text, end) or _AGE_BEFORE.search(text, max(0, start - 30), start))
