"""Calendar dates in the forms contracts, statutes and judgments use.

Recognised: ``March 1, 2020``, ``Mar. 1st 2020``, ``1 March 2020``, ``1st day of March, 2020``,
``the 1st day of March 2020``, ``the first day of March, 2020``, ``the 5th of June 2019``,
``March 2020`` (-> ``2020-03``), ``2020-03-01``, ``03/01/2020``, ``3/1/20``, ``01.03.2020``,
``01-03-2020``, ``15-Mar-2021``, and a day of a month without its year, ``March 1``, ``1 March``,
``the 1st day of March``, ``the first day of March`` (-> ``--03-01``, ISO 8601's month and day).

Canonical values are ``YYYY-MM-DD``, ``YYYY-MM``, ``YYYY`` or ``--MM-DD``. Two-digit years 00-49
mean 20xx, 50-99 mean 19xx. Numeric day/month order follows ``date_order`` (``"MDY"`` for the US,
``"DMY"`` for India, the UK and the EU); when the preferred order gives an impossible month but
the other order is valid (``13/01/2020`` under MDY) the valid reading is used.
Impossible dates (``February 30, 2020``) are not dates.

A bare four-digit year is a date only after a word that introduces a year (``in 2019``,
``year 2019``, ``since 2019``, ``FY 2019``, ``of 2019`` except after ``Act`` or ``Code``), so
the years in statute names and citations (``Indian Penal Code, 1860``, ``42 U.S.C. § 1983``)
are not dates; the match then covers the year digits only.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.text.matches import ValueMatch, resolve_overlaps
from lexaudit.text.numbers import parse_ordinal_words

__all__ = ["find_dates", "normalize_date"]

_MONTHS: dict[str, int] = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_FULL = "January|February|March|April|May|June|July|August|September|October|November|December"
_ABBR = r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
# Capitalised or upper-case month names; "may" and "march" in lower case are verbs.
_MONTH = rf"(?P<{{g}}>(?:{_FULL}|{_FULL.upper()})(?![A-Za-z])|{_ABBR}(?![A-Za-z]))"
# an ordinal suffix, spaced or split as some filings print it ("1 st", "2n d"), ends its word:
# the "th" of "March 1 through" is no suffix
_DAY = r"(?P<{g}>[0-3]?\d)(?:(?: ?st| ?nd| ?rd| ?th|t h|s t|n d|r d)(?![A-Za-z]))?"
_YEAR4 = r"(?P<{g}>1[6-9]\d\d|20\d\d)(?!\d)"

# the year after a comma, spaces on either side or none ("May 3 , 2021" as typed), or after
# spaces alone
_SEP = r"(?:[ \t]*,\s*|\s+)"
# a stray full stop after a full month name ("April. 1st 2019") is a typing slip, not an end
_MDY_NAMED = (
    _MONTH.format(g="m1")
    + r"\.?\s+"
    + _DAY.format(g="d1")
    + r"(?!\d)"
    + _SEP
    + _YEAR4.format(g="y1")
)
_DMY_NAMED = (
    r"(?:(?i:the)\s+)?"
    + _DAY.format(g="d2")
    + r"(?:\s+(?i:day\s+of|of))?\s+"
    + _MONTH.format(g="m2")
    + _SEP
    + _YEAR4.format(g="y2")
)
_MY_NAMED = _MONTH.format(g="m3") + _SEP + _YEAR4.format(g="y3")
_DMY_DASHED = r"(?P<d4>[0-3]?\d)-" + _MONTH.format(g="m4") + r"-(?P<y4>(?:1[6-9]|20)?\d\d)(?!\d)"
_ISO = r"(?P<iy>1[6-9]\d\d|20\d\d)-(?P<im>[01]\d)-(?P<id>[0-3]\d)(?![\d-])"
_NUMERIC = (
    r"(?P<a>[0-3]?\d)(?P<sep>[/.-])(?P<b>[0-3]?\d)(?P=sep)"
    r"(?P<ny>(?:1[6-9]|20)\d\d|\d\d)(?![\d/]|[.-]\d)"
)
# a date opens a token; "mid-", "early-" and "late-" name a part of the month that follows
# ("mid-October 1997"), and the date is that month; a month's name after a dash opens the
# second date of a range ("Jan. 1, 1996-Dec. 31, 1996"), and a date may fill a form's blank
# ("dated _July 8, 1996")
_DATE = re.compile(
    r"(?:(?<![\w./-])|(?<=[Mm]id-)|(?<=[Ee]arly-)|(?<=[Ll]ate-)|(?<=[\d\s]-)(?=[A-Z])"
    r"|(?<=(?<!\w)_))"
    rf"(?=[0-9JFMASONDTt])(?:{_MDY_NAMED}|{_DMY_NAMED}|{_DMY_DASHED}|{_ISO}|{_NUMERIC}|{_MY_NAMED})"
)
# several days of one month and year: "April 25 and 26, 1996", "May 3-4, 2001", "June 1, 2
# and 5, 2020"; "25 and 26 April 1996", "3-4 May 2001" (a few days: a long run of numbers
# before a month is a list of something else, and scanning it again from every digit would
# be quadratic)
_DAY_LINK = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to|through)\s+|\s*[-\u2013]\s*)"
_LIST_DAY = r"[0-3]?\d(?:st|nd|rd|th)?(?![\d/.]\d)"
_MAX_LISTED = 6
_MDY_DAYS = re.compile(
    r"(?<![\w./-])"
    + _MONTH.format(g="m")
    + rf"\s+(?P<days>{_LIST_DAY}(?:{_DAY_LINK}{_LIST_DAY}){{1,{_MAX_LISTED}}})"
    + _SEP
    + _YEAR4.format(g="y")
)
_DMY_DAYS = re.compile(
    rf"(?<![\w./$\u00a3\u20ac\u20b9-])(?P<days>{_LIST_DAY}(?:{_DAY_LINK}{_LIST_DAY}){{1,{_MAX_LISTED}}})"
    r"\s+(?:(?i:of)\s+)?" + _MONTH.format(g="m") + _SEP + _YEAR4.format(g="y")
)
_DAY_NUMBER = re.compile(r"(\d+)(?:st|nd|rd|th)?")
# a day of a month with no year ("on March 15", "by 15 June", "the 1st day of July"): a day
# that recurs each year, or whose year the text gives elsewhere; no year may follow it
_NO_YEAR_AFTER = r"\s*,?\s*(?:1[6-9]\d\d|20\d\d)(?!\d)"
_MD_YEARLESS = re.compile(
    r"(?<![\w./$\u00a3\u20ac\u20b9-])"
    + _MONTH.format(g="m")
    + r"\.?\s+"
    + _DAY.format(g="d")
    + rf"(?![\d/]|\.\d|{_NO_YEAR_AFTER})"
)
_DM_YEARLESS = re.compile(
    r"(?<![\w./$\u00a3\u20ac\u20b9-])(?:(?i:the)\s+)?"
    + _DAY.format(g="d")
    + r"(?:\s+(?i:day\s+of|of))?\s+"
    + _MONTH.format(g="m")
    + rf"(?!{_NO_YEAR_AFTER})"
)
# a day written as an ordinal word in the deed form "the twenty-first day of March, 2020" (with
# or without its year): only with "day of", where the word can be nothing but the day
_ORDINAL_UNITS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth"
_ORDINAL_DAY = (
    rf"(?:(?:twenty|thirty)[- ]?(?:{_ORDINAL_UNITS})|tenth|eleventh|twelfth|thirteenth"
    rf"|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth"
    rf"|{_ORDINAL_UNITS})"
)
_WORDED_DAY = re.compile(
    rf"(?<![\w-])(?:(?i:the)\s+)?(?P<w>(?i:{_ORDINAL_DAY}))\s+(?i:day)\s+(?i:of)\s+"
    + _MONTH.format(g="m")
    + rf"(?:{_SEP}"
    + _YEAR4.format(g="y")
    # without a year, the month is no name's first word ("the first day of May Holdings'
    # fiscal year")
    + r"|(?!['\u2019]s)(?![ \t]+[A-Z][a-z]))"
)
# one day of several months, in the deed form: "the first (1st) day of March and September",
# "the 15th day of January, April, July and October"; the day may carry its figure in brackets
_MONTH_LINK = r"(?:\s*,\s*(?:(?i:and|or)\s+)?|\s+(?i:and|or)\s+)"
# a month of the list is no word of the clause after it ("the first day of March, and May rent
# is waived"): punctuation, the text's end or a word that goes on with the date follows it
_LISTED_MONTH_END = (
    r"(?=\s*(?:[,.;:)]|$)|\s+(?i:in|of|and|or|each|every|through|to|until|by|for)\b)"
)
_DAY_OF_MONTHS = re.compile(
    rf"(?<![\w-])(?:(?i:the)\s+)?(?P<w>(?i:{_ORDINAL_DAY})|[0-3]?\d(?i:st|nd|rd|th))"
    r"(?:\s*\(\s*(?P<f>[0-3]?\d)(?i:st|nd|rd|th)?\s*\))?\s+(?i:day)\s+(?i:of)\s+"
    + _MONTH.format(g="m")
    + rf"(?P<more>(?:{_MONTH_LINK}(?:{_FULL})(?![A-Za-z]){_LISTED_MONTH_END})*)"
    + rf"(?:{_SEP}"
    + _YEAR4.format(g="y")
    + r"|(?!['\u2019]s)(?![ \t]+[A-Z][a-z]))"
)
_MONTH_NAME = re.compile(rf"(?:{_FULL})(?![A-Za-z])")
_RANGE_LINK = re.compile(r"\s*(?:to|through|-|\u2013)\s*\Z")
_BARE_YEAR = re.compile(r"(?<![\w.,/-])(?:1[6-9]\d\d|20\d\d)(?![\d,.]\d|[-/]\d|\s*\(|\s*U\.?S)")
_LONE_YEAR = re.compile(r"1[6-9]\d\d|20\d\d")
_YEAR_LEAD_WORDS = frozenset(
    {"in", "year", "years", "since", "during", "until", "till", "by", "before", "after", "from",
     "through", "of", "fy", "fiscal", "calendar", "circa", "c."}
)  # fmt: skip
_WORD_BEFORE = re.compile(r"([A-Za-z.]+)\s+\Z")
_STATUTE_BEFORE_OF = re.compile(r"(?i:\b(?:act|code|ordinance|rules|regulations?)\s+of\s+)\Z")


def _two_digit_year(text: str) -> int:
    year = int(text)
    if len(text) == 4:
        return year
    return 2000 + year if year < 50 else 1900 + year


def _valid(year: int, month: int, day: int) -> bool:
    return 1 <= month <= 12 and 1 <= day <= calendar.monthrange(year, month)[1]


def _ymd(year: int, month: int, day: int) -> str | None:
    return f"{year:04d}-{month:02d}-{day:02d}" if _valid(year, month, day) else None


def _month_number(name: str) -> int:
    return _MONTHS[name.rstrip(".").lower()]


def _value(m: re.Match[str], date_order: str) -> str | None:
    if m.group("m1"):
        return _ymd(int(m.group("y1")), _month_number(m.group("m1")), int(m.group("d1")))
    if m.group("m2"):
        return _ymd(int(m.group("y2")), _month_number(m.group("m2")), int(m.group("d2")))
    if m.group("m4"):
        year = _two_digit_year(m.group("y4"))
        return _ymd(year, _month_number(m.group("m4")), int(m.group("d4")))
    if m.group("iy"):
        return _ymd(int(m.group("iy")), int(m.group("im")), int(m.group("id")))
    if m.group("a"):
        if m.group("sep") == "." and len(m.group("ny")) != 4:
            return None  # "7.2.20" is a section number far more often than a date
        year = _two_digit_year(m.group("ny"))
        a, b = int(m.group("a")), int(m.group("b"))
        first, second = ((a, b), (b, a)) if date_order == "MDY" else ((b, a), (a, b))
        for month, day in (first, second):
            if _valid(year, month, day):
                return _ymd(year, month, day)
        return None
    if m.group("m3"):
        return f"{int(m.group('y3')):04d}-{_month_number(m.group('m3')):02d}"
    return None


def _check_order(date_order: str) -> None:
    if date_order not in ("MDY", "DMY"):
        raise ValueError(f"date_order must be 'MDY' or 'DMY', got {date_order!r}")


def find_dates(text: str, date_order: str = "MDY") -> list[ValueMatch]:
    """Find calendar dates with exact offsets.

    Args:
        text: The raw text.
        date_order: ``"MDY"`` (US) or ``"DMY"`` (India, UK, EU); decides ambiguous numeric
            dates such as ``03/01/2020``.

    Returns:
        Non-overlapping ``kind="date"`` matches sorted by start, ``value`` like
        ``"2020-03-01"``, ``"2020-03"``, ``"2019"`` or ``"--03-01"``.

    Raises:
        ValueError: If ``date_order`` is neither ``"MDY"`` nor ``"DMY"``.

    Examples:
        >>> [m.value for m in find_dates("dated 03/01/2020", date_order="DMY")]
        ['2020-01-03']
    """
    _check_order(date_order)
    found: list[ValueMatch] = []
    for m in _DATE.finditer(text):
        value = _value(m, date_order)
        if value is not None:
            found.append(ValueMatch(m.start(), m.end(), "date", value, m.group()))
    # the lists of days that share a month and year, scanned once for both readers
    day_lists = [(p, m) for p in (_MDY_DAYS, _DMY_DAYS) for m in p.finditer(text)]
    found.extend(_listed_days(text, day_lists))
    found.extend(_worded_days(text))
    found.extend(_day_of_months(text))
    found.extend(_yearless(text, day_lists))
    bare = list(_BARE_YEAR.finditer(text))
    led = [_led_year(text, m) for m in bare]
    for m, is_date in zip(bare, _listed_with_led(text, bare, led), strict=True):
        if is_date:
            found.append(ValueMatch(m.start(), m.end(), "date", m.group(), m.group()))
    return resolve_overlaps(found)


def _led_year(text: str, m: re.Match[str]) -> bool:
    """A bare year after a word that introduces a year ("in 2019"), not a statute's ("Act of")."""
    window = max(0, m.start() - 40)
    lead = _WORD_BEFORE.search(text, window, m.start())
    if lead is None or lead.group(1).lower() not in _YEAR_LEAD_WORDS:
        return False
    return not (
        lead.group(1).lower() == "of" and _STATUTE_BEFORE_OF.search(text, window, m.start())
    )


# what joins the years of one list or range: "2020, 2021 and 2022", "2020 through 2024"
_YEAR_JOIN = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|to|through)\s+|\s*[-\u2013]\s*")


def _listed_with_led(text: str, bare: list[re.Match[str]], led: list[bool]) -> list[bool]:
    """Which bare years are dates: those a word introduces, and the years listed with them.

    "calendar years 2020, 2021 and 2022" and "for 2020 through 2024" name years throughout,
    though the word that marks a year stands before one of them only. The years of a run
    joined by commas, "and", "or", "to", "through" or dashes, running forward, with a word or
    dash among its joins, are years when one of them is: "In 2021, 1875 claims were lodged"
    and "In 2019, 2024 claims" count claims after the year.
    """
    dated = list(led)
    # each pair's join, "" for none: a join only where the list runs forward
    joins = [
        (m.group().strip() or " ") if m is not None and int(a.group()) < int(b.group()) else ""
        for a, b in zip(bare, bare[1:], strict=False)
        for m in [_YEAR_JOIN.fullmatch(text, a.end(), b.start())]
    ]
    # a run of joined years is a list or range when a word or dash joins two of them: "2020,
    # 2021 and 2022"; a comma alone ("In 2019, 2024 claims") may part a year from a count
    runs: list[list[int]] = []
    for i, join in enumerate(joins):
        if not join:
            continue
        if runs and runs[-1][-1] == i:
            runs[-1].append(i + 1)
        else:
            runs.append([i, i + 1])
    for run in runs:
        # a list ends with its word ("2020, 2021 and 2022"): years after a last comma are not
        # of it ("from 2015 to 2018, 2040 complaints")
        worded = [k for k, i in enumerate(run[:-1]) if joins[i] != ","]
        if not worded:
            continue
        listed = run[: worded[-1] + 2]
        if any(dated[i] for i in listed):
            for i in listed:
                dated[i] = True
    return dated


def _worded_days(text: str) -> list[ValueMatch]:
    """Dates whose day is an ordinal word in the deed form.

    "the ninth day of June" is ``--06-09``, "this twenty-first day of March, 2005" is
    ``2005-03-21``; an impossible day ("the thirtieth day of February") is no date.
    """
    out: list[ValueMatch] = []
    for m in _WORDED_DAY.finditer(text):
        day = parse_ordinal_words(m.group("w"))
        month = _month_number(m.group("m"))
        if day is None or not _valid(2000, month, day):
            continue
        if m.group("y"):
            value = _ymd(int(m.group("y")), month, day)
            if value is None:
                continue
        else:
            value = f"--{month:02d}-{day:02d}"
        out.append(ValueMatch(m.start(), m.end(), "date", value, m.group()))
    return out


def _day_of_months(text: str) -> list[ValueMatch]:
    """One yearless date per month of a deed-form day that several months share.

    "the first (1st) day of March and September" is March 1 and September 1 (``--03-01``,
    ``--09-01``); the first match runs from "the" to the first month, each later one is its
    month's name. With a year after one month, "the first (1st) day of March, 2020" is one
    full date. A day whose figure in brackets disagrees with its words ("the first (2nd)
    day"), or that some month lacks ("the 31st day of March and June"), gives no date; a
    single month without a bracketed figure is left to the other readers.
    """
    out: list[ValueMatch] = []
    for m in _DAY_OF_MONTHS.finditer(text):
        day = parse_ordinal_words(m.group("w"))
        if day is None or (m.group("f") is not None and int(m.group("f")) != day):
            continue
        more = [
            (m.start("more") + n.start(), m.start("more") + n.end())
            for n in _MONTH_NAME.finditer(m.group("more"))
        ]
        if not more and m.group("f") is None:
            continue
        if m.group("y"):
            # "the first (1st) day of March, 2020": one date with its year; a year after a
            # list of months may be the last month's alone, so the list gives none
            value = None if more else _ymd(int(m.group("y")), _month_number(m.group("m")), day)
            if value is not None:
                out.append(ValueMatch(m.start(), m.end(), "date", value, m.group()))
            continue
        spans = [(m.start(), m.end("m")), *more]
        months = [_month_number(text[a:b]) for a, b in spans[1:]]
        months.insert(0, _month_number(m.group("m")))
        if not all(_valid(2000, month, day) for month in months):
            continue
        for (a, b), month in zip(spans, months, strict=True):
            out.append(ValueMatch(a, b, "date", f"--{month:02d}-{day:02d}", text[a:b]))
    return out


def _listed_days(
    text: str, day_lists: Sequence[tuple[re.Pattern[str], re.Match[str]]]
) -> list[ValueMatch]:
    """One date per day of a list of days that share their month and year.

    "April 25 and 26, 1996" is April 25, 1996 ("April 25") and April 26, 1996 ("26, 1996");
    "3-4 May 2001" is May 3 ("3") and May 4 ("4 May 2001"). A range names its two ends. The
    first day's match takes the month written before it, the last the year after it, so each
    match slices the text and the matches do not overlap. No date is read from a list with an
    impossible day ("February 28 and 30, 2021"), a range that runs backwards ("July 25-3"),
    or a day-first list anywhere but at a line start or after a function word ("on 5 and 6
    June"; not "March 1 to 30 June", "sections 5 and 6 June 2020").
    """
    out: list[ValueMatch] = []
    for pattern, m in day_lists:
        if pattern is _DMY_DAYS and not _may_open_day_list(text, m.start()):
            continue
        year, month = int(m.group("y")), _month_number(m.group("m"))
        days = list(_DAY_NUMBER.finditer(m.group("days")))
        numbers = [int(d.group(1)) for d in days]
        values = [_ymd(year, month, n) for n in numbers]
        if any(v is None for v in values) or _runs_backwards(m.group("days"), days):
            continue
        offset = m.start("days")
        for k, (d, value) in enumerate(zip(days, values, strict=True)):
            start = m.start() if k == 0 else offset + d.start()
            end = m.end() if k == len(days) - 1 else offset + d.end()
            out.append(ValueMatch(start, end, "date", str(value), text[start:end]))
    return out


def _yearless(
    text: str, day_lists: Sequence[tuple[re.Pattern[str], re.Match[str]]]
) -> list[ValueMatch]:
    """Days of a month written without a year: "March 15", "15 June", "the 1st day of July".

    The value is ISO 8601's form for a month and day with no year, ``--MM-DD``; it matches a
    full date with the same month and day. A day-first one opens a line or follows a function
    word or a preposition ("on 15 June", "before 1 July"; not "Rule 15 June",
    :func:`_may_open_day`). An impossible day ("February 30") is no date, and a day of a list
    that ends in a year is read with the list (:func:`_listed_days`).
    """
    # a day of a list that shares its month and year ("February 27 and 30, 2021") is read
    # with the list or not at all
    listed = [(m.start(), m.end()) for _, m in day_lists]
    out: list[ValueMatch] = []
    for pattern in (_MD_YEARLESS, _DM_YEARLESS):
        for m in pattern.finditer(text):
            if pattern is _DM_YEARLESS and not _may_open_day(text, m.start()):
                continue
            if any(a <= m.start() < b for a, b in listed):
                continue
            month, day = _month_number(m.group("m")), int(m.group("d"))
            if not _valid(2000, month, day):  # 2000 was a leap year: February 29 is a day
                continue
            out.append(
                ValueMatch(m.start(), m.end(), "date", f"--{month:02d}-{day:02d}", m.group())
            )
    return out


def _may_open_day(text: str, start: int) -> bool:
    """A day-first date may start at ``start``: where a day list may, or after a preposition."""
    if _may_open_day_list(text, start):
        return True
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    return before is not None and before.group(1).lower() in lexicon.word_set(
        "stopwords", "prepositions"
    )


def _may_open_day_list(text: str, start: int) -> bool:
    """A day-first list may start at ``start``: at the start of a line or after a function word.

    "on 2 and 3 June", "On 2 and 3 June", "of 2 and 3 June" are days; after a month ("March 1
    to 30 June": the 1 is March's) or after a word the numbers label ("sections 5 and 6 June
    2020", "Rule 5 and 6 June", "items 1, 2 and 4 May") they are not days of the month.
    """
    before = _WORD_BEFORE.search(text, max(0, start - 30), start)
    word = before.group(1).rstrip(".").lower() if before else ""
    if word in _MONTHS:
        return False
    head = text[max(0, start - 30) : start].rstrip(" \t")
    if not head or head[-1] in "\n.!?":
        return True  # a line or a sentence opens with it ("It sat. 2 and 3 June 2020 ...")
    return word in lexicon.word_set("stopwords")


def _runs_backwards(listed: str, days: list[re.Match[str]]) -> bool:
    """A range ("25-3", "25 to 3") whose last day comes before its first."""
    return any(
        _RANGE_LINK.search(listed, a.end(), b.start()) is not None
        and int(b.group(1)) <= int(a.group(1))
        for a, b in zip(days, days[1:], strict=False)
    )


def normalize_date(surface: str, date_order: str = "MDY") -> str | None:
    """Return the canonical value of a single date mention.

    Args:
        surface: For example ``"the 1st day of March, 2020"`` or ``"3/1/20"``. A surface
            that is only a year (``"2019"``, as :func:`find_dates` reports bare years) or a
            year with its cue word (``"in 2019"``) gives ``"2019"``.
        date_order: ``"MDY"`` or ``"DMY"`` for ambiguous numeric dates.

    Returns:
        ``"YYYY-MM-DD"``, ``"YYYY-MM"``, ``"YYYY"`` or, for a day without its year,
        ``"--MM-DD"``; ``None`` when the text is not a valid date (``"February 30, 2020"``)
        or holds more than one.
    """
    stripped = surface.strip()
    if _LONE_YEAR.fullmatch(stripped):
        return stripped  # the caller says this is a date: a lone year needs no cue word
    matches = find_dates(stripped, date_order)
    return matches[0].value if len(matches) == 1 else None
