"""Numeric edits: durations, amounts, counts and dates, in the form the text writes them.

Every edit returns a :class:`~lexaudit.bench.datasets.perturbations.Perturbation` whose
replacement value occurs nowhere in the sources, or None.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

from lexaudit.bench.datasets.perturbations import Perturbation, contains, match_case, replace_span

_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_MONTH_RE = (
    "|".join(MONTHS)
    + r"|Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sept?\.?|Oct\.?|Nov\.?|Dec\.?"
)


def number_to_words(n: int) -> str:
    """Spell out ``n`` (0 <= n < 1000) the way contracts do ("forty-five")."""
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _TENS[tens] + ("-" + _UNITS[unit] if unit else "")
    hundreds, rest = divmod(n, 100)
    return _UNITS[hundreds] + " hundred" + (" " + number_to_words(rest) if rest else "")


WORD_NUMBERS = {number_to_words(i): i for i in range(1, 400)}
NUMWORD_RE = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine)\b)?"
    r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten"
    r"|one|two|three|four|five|six|seven|eight|nine)"
)


# --- durations ---------------------------------------------------------------------------------

_DURATION_RE = re.compile(
    r"\b(?:(?P<word>"
    + NUMWORD_RE
    + r")\s*\((?P<paren>\d+)\)|(?P<digits>\d+)|(?P<bare>"
    + NUMWORD_RE
    + r"))(?P<sep>[\s-]+)(?:\w+\s+)?"
    r"(?P<unit>business days?|calendar days?|days?|weeks?|months?|years?)\b",
    re.IGNORECASE,
)
_DURATION_CHOICES = {
    "day": [5, 7, 10, 14, 15, 20, 30, 45, 60, 75, 90, 120, 180],
    "week": [1, 2, 3, 4, 6, 8, 12],
    "month": [1, 2, 3, 6, 9, 12, 18, 24, 36],
    "year": [1, 2, 3, 4, 5, 7, 10, 15, 20],
}


def _unit_key(unit: str) -> str:
    return unit.lower().split()[-1].rstrip("s")


@lru_cache(maxsize=64)
def _durations_in(sources: str) -> frozenset[tuple[int, str]]:
    """Every ``(value, unit)`` duration written in ``sources``."""
    found = set()
    for m in _DURATION_RE.finditer(sources):
        if m.group("word"):
            value = int(m.group("paren"))
        elif m.group("digits"):
            value = int(m.group("digits"))
        else:
            value = WORD_NUMBERS.get(m.group("bare").lower(), 0)
        found.add((value, _unit_key(m.group("unit"))))
    return frozenset(found)


_DAYS = {"day": 1.0, "week": 7.0, "month": 365 / 12, "year": 365.0}


def _duration_present(sources: str, n: int, unit: str) -> bool:
    """Whether the sources write this duration, in any unit ("12 months" = "one year")."""
    days = round(n * _DAYS[unit])
    return any(round(v * _DAYS[u]) == days for v, u in _durations_in(sources))


def change_duration(answer: str, sources: str, rng: random.Random) -> Perturbation | None:
    """Change one duration ("90 days" -> "60 days"), keeping its written form."""
    matches = list(_DURATION_RE.finditer(answer))
    rng.shuffle(matches)
    for m in matches:
        if m.group("word"):
            value = int(m.group("paren"))
        elif m.group("digits"):
            value = int(m.group("digits"))
        else:
            value = WORD_NUMBERS.get(re.sub(r"\s+", "-", m.group("bare").lower()), 0)
            if not value:
                continue
        key = _unit_key(m.group("unit"))
        options = [
            n
            for n in _DURATION_CHOICES[key]
            if n != value and not _duration_present(sources, n, key)
        ]
        if not options:
            continue
        new = rng.choice(options)
        if m.group("word"):
            number = f"{match_case(number_to_words(new), m.group('word'))} ({new})"
            num_span = (m.start("word"), m.end("paren") + 1)
        elif m.group("digits"):
            number = str(new)
            num_span = (m.start("digits"), m.end("digits"))
        else:
            number = match_case(number_to_words(new), m.group("bare"))
            num_span = (m.start("bare"), m.end("bare"))
        unit = m.group("unit")
        plural_unit = unit if new != 1 or not unit.lower().endswith("s") else unit[:-1]
        if new != 1 and not unit.lower().endswith("s") and m.group("sep").strip() != "-":
            plural_unit = unit + "s"
        new_text = (
            answer[num_span[0] : num_span[1]].replace(answer[num_span[0] : num_span[1]], number)
            + answer[num_span[1] : m.start("unit")]
            + plural_unit
        )
        original = answer[m.start() : m.end()]
        new_answer = replace_span(answer, m.start(), m.end(), new_text)
        if contains(sources, new_text):
            continue
        return Perturbation("changed_duration", new_answer, original, new_text, True)
    return None


# --- amounts -----------------------------------------------------------------------------------

_MONEY_RE = re.compile(
    r"(?P<cur>US\$|\$|USD\s?|EUR\s?|€|£|Rs\.?\s?)(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d+)?"
    r"(?P<scale>\s?(?:million|billion|thousand))?",
    re.IGNORECASE,
)
_PERCENT_RE = re.compile(r"(?P<num>\d+)(?P<dec>\.\d+)?(?P<pct>\s?%|\s?percent)", re.IGNORECASE)
_BIG_NUMBER_RE = re.compile(
    r"(?<![$\d.,])(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>)(?=\s+(?:units|shares|copies|hours|"
    r"employees|persons|people|stores|locations|episodes|subscribers|customers|products|pieces|"
    r"tons|gallons|barrels|kilograms|pounds|cases|doses|vials|devices|miles|square feet)\b)",
    re.IGNORECASE,
)
_COUNT_RE = re.compile(r"\b(?P<word>" + NUMWORD_RE + r")\s*\((?P<paren>\d+)\)", re.IGNORECASE)
_FACTORS = [2.0, 3.0, 0.5, 1.5, 4.0, 0.25, 5.0, 10.0]


def _format_like(value: float, template: str, decimals: str | None) -> str:
    if decimals:
        text = (
            f"{value:,.{len(decimals) - 1}f}"
            if "," in template
            else f"{value:.{len(decimals) - 1}f}"
        )
    else:
        text = f"{round(value):,}" if "," in template else str(round(value))
    return text


def change_amount(answer: str, sources: str, rng: random.Random) -> Perturbation | None:
    """Change one money amount, percentage or counted number ("forty (40)" -> "twenty (20)")."""
    candidates: list[tuple[re.Match[str], str]] = [(m, "money") for m in _MONEY_RE.finditer(answer)]
    candidates += [(m, "percent") for m in _PERCENT_RE.finditer(answer)]
    candidates += [(m, "number") for m in _BIG_NUMBER_RE.finditer(answer)]
    for m in _COUNT_RE.finditer(answer):
        tail = answer[m.end() : m.end() + 25].lower()
        if not re.match(r"[\s-]*(?:\w+\s+)?(?:business |calendar )?(?:day|week|month|year)", tail):
            candidates.append((m, "count"))
    rng.shuffle(candidates)
    for m, form in candidates:
        factors = _FACTORS[:]
        rng.shuffle(factors)
        for factor in factors:
            if form == "count":
                count = int(m.group("paren"))
                new_value = round(count * factor)
                if new_value == count or not 1 <= new_value < 400:
                    continue
                new_text = (
                    f"{match_case(number_to_words(new_value), m.group('word'))} ({new_value})"
                )
                probes = [new_text, f"({new_value})", f"{number_to_words(new_value)} "]
            else:
                raw = m.group("num").replace(",", "")
                value = float(raw + (m.group("dec") or ""))
                new_value_f = value * factor
                if form == "percent" and (new_value_f > 100 or new_value_f == value):
                    continue
                if not m.group("dec") and new_value_f != round(new_value_f):
                    continue
                number = _format_like(new_value_f, m.group("num"), m.group("dec"))
                if number == m.group("num") + (m.group("dec") or ""):
                    continue
                if form == "money":
                    new_text = m.group("cur") + number + (m.group("scale") or "")
                    probes = [new_text, number]
                elif form == "number":
                    new_text = number
                    probes = [number, number.replace(",", "")]
                else:
                    new_text = number + m.group("pct")
                    probes = [new_text, number + "%", number + " percent"]
            if any(contains(sources, p) for p in probes):
                continue
            original = answer[m.start() : m.end()]
            new_answer = replace_span(answer, m.start(), m.end(), new_text)
            return Perturbation("changed_amount", new_answer, original, new_text, True)
    return None


# --- dates -------------------------------------------------------------------------------------

DATE_RES = [
    re.compile(
        r"\b(?P<month>"
        + _MONTH_RE
        + r")\s+(?P<day>\d{1,2})(?P<suf>st|nd|rd|th)?,?\s+(?P<year>\d{4})\b"
    ),
    re.compile(
        r"\b(?P<day>\d{1,2})(?P<suf>st|nd|rd|th)?\s+(?:day\s+of\s+)?(?P<month>"
        + _MONTH_RE
        + r"),?\s+(?P<year>\d{4})\b"
    ),
    re.compile(r"\b(?P<m>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{2}(?:\d{2})?)\b"),
]


def month_index(name: str) -> int:
    """0-based index of a month name or abbreviation ("Sept." -> 8)."""
    key = name.rstrip(".").lower()[:3]
    return [m.lower()[:3] for m in MONTHS].index(key)


def shift_date(answer: str, sources: str, rng: random.Random) -> Perturbation | None:
    """Shift one date's day, month or year, keeping its written form."""
    for pattern in DATE_RES:
        for m in pattern.finditer(answer):
            original = m.group(0)
            parts = ["day", "month", "year"]
            rng.shuffle(parts)
            for part in parts:
                new = _shifted(m, part, rng)
                if new is None or new == original or contains(sources, new):
                    continue
                if date_value(new) in dates_in(sources):
                    continue
                new_answer = replace_span(answer, m.start(), m.end(), new)
                return Perturbation("shifted_date", new_answer, original, new, True)
    return None


def date_value(text: str) -> tuple[int, int, int] | None:
    """``(year, month, day)`` of the first date in ``text`` (two-digit years -> 19xx/20xx)."""
    for pattern in DATE_RES:
        m = pattern.search(text)
        if m:
            return _value_of(m)
    return None


def _value_of(m: re.Match[str]) -> tuple[int, int, int] | None:
    groups = m.groupdict()
    month = month_index(groups["month"]) + 1 if groups.get("month") else int(groups["m"])
    year = int(groups["year"])
    if year < 100:
        year += 2000 if year < 40 else 1900
    return year, month, int(groups["day"])


@lru_cache(maxsize=64)
def dates_in(sources: str) -> frozenset[tuple[int, int, int] | None]:
    """Every date written in ``sources``, in any of the recognised forms."""
    return frozenset(_value_of(m) for pattern in DATE_RES for m in pattern.finditer(sources))


def _shifted(m: re.Match[str], part: str, rng: random.Random) -> str | None:
    text = m.group(0)
    groups = m.groupdict()
    day = int(groups["day"])
    if part == "day":
        new_day = day + rng.choice([-9, -5, -3, 3, 5, 9, 11])
        if not 1 <= new_day <= 28:
            new_day = day + 7 if day <= 21 else day - 14
        start, end = m.span("day")
        return text[: start - m.start()] + str(new_day) + text[end - m.start() :]
    if part == "year":
        year = groups["year"]
        delta = rng.choice([-3, -2, -1, 1, 2])
        new_year = str(int(year) + delta).zfill(len(year))[-len(year) :]
        start, end = m.span("year")
        return text[: start - m.start()] + new_year + text[end - m.start() :]
    if groups.get("month"):
        idx = month_index(groups["month"])
        new_idx = (idx + rng.choice([1, 2, 3, 4, 5, 6, 7])) % 12
        start, end = m.span("month")
        return text[: start - m.start()] + MONTHS[new_idx] + text[end - m.start() :]
    if groups.get("m"):
        new_m = (int(groups["m"]) + rng.choice([1, 2, 3, 4])) % 12 + 1
        start, end = m.span("m")
        return text[: start - m.start()] + str(new_m) + text[end - m.start() :]
    return None
