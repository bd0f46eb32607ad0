"""Numbers written in digits or words, with Western and Indian scales.

``parse_number_words("thirty-five") == 35``, ``parse_number("5,00,000") == 500000``,
``parse_number("2.5 million") == 2500000``, ``parse_number("5 lakh") == 500000``.

The regex fragments :data:`NUMBER_WORDS_RE`, :data:`DIGITS_RE` and :data:`SCALE_RE` are
shared with the money, duration and percent finders.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation
from typing import Any

from lexaudit.text.matches import ValueMatch, format_decimal, resolve_overlaps

__all__ = [
    "DIGITS_RE",
    "is_number_word",
    "NUMBER_WORDS_RE",
    "NUMBER_WORD_RE",
    "SCALE_RE",
    "find_numbers",
    "fraction_percents",
    "fraction_spans",
    "parse_digits",
    "parse_number",
    "parse_number_words",
    "worded_otherwise",
    "scale_factor",
]

_UNITS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
    "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_SCALES: dict[str, int] = {
    "thousand": 10**3,
    "lakh": 10**5, "lakhs": 10**5, "lac": 10**5, "lacs": 10**5,
    "million": 10**6, "millions": 10**6,
    "crore": 10**7, "crores": 10**7,
    "billion": 10**9, "billions": 10**9,
    "trillion": 10**12,
}  # fmt: skip
#: Abbreviated scales accepted after a digit amount ("$2M", "USD 3 mn", "$1.2bn", "5k").
_SHORT_SCALES: dict[str, int] = {
    "k": 10**3, "m": 10**6, "mn": 10**6, "mm": 10**6, "mio": 10**6,
    "b": 10**9, "bn": 10**9, "cr": 10**7,
}  # fmt: skip


def _alternation(words: list[str]) -> str:
    """Build a regex alternation factored by common prefixes (a trie).

    ``re`` scans a trie-shaped alternation several times faster than a flat ``a|b|c``.
    """
    trie: dict[str, dict[str, Any]] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        optional = "" in node
        branches = [re.escape(char) + emit(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if optional:
            return (body if len(branches) > 1 or len(body) == 1 else f"(?:{body})") + "?"
        return body

    return "(?:" + emit(trie) + ")"


_WORD = _alternation([*_UNITS, "hundred", *_SCALES])
#: Case-insensitive fragment matching a run of number words ("one hundred and twenty").
#: At most 12 words ("one hundred twenty-five thousand three hundred forty-five" is 9), so
#: a regex that fails after a run backtracks over a bounded stretch: linear time.
NUMBER_WORDS_RE = (
    rf"(?i:\b(?=[zotfsenhlmcb]){_WORD}(?:(?:[ \t]*-[ \t]*|\s+(?:and\s+)?){_WORD}){{0,11}}\b)"
)
#: Case-insensitive fragment matching one number word ("six", "twenty", "thousand"), with
#: no boundary of its own: the caller says what may stand on either side.
NUMBER_WORD_RE = rf"(?i:{_WORD})"
#: Digits with optional Western, Indian or Swiss thousands grouping and decimals (the Swiss
#: group with an apostrophe: "2'500'000").
DIGITS_RE = r"(?:\d{1,3}(?:,\d{2,3})*,\d{3}(?!\d)|\d{1,3}(?:['’]\d{3})+(?!\d)|\d+)(?:\.\d+)?"
#: Scale words that may follow a digit amount (short forms only after a currency).
SCALE_RE = r"(?i:thousand|lakhs?|lacs?|millions?|crores?|billions?|trillion)\b"
SHORT_SCALE_RE = r"(?i:mn|bn|mm|mio|cr|[kmb])\b"

_WORD_SPLIT = re.compile(r"[\s-]+")
_NUMBER_WORDS = re.compile(NUMBER_WORDS_RE)
# a fraction written after whole digits: "12½", "12 1/2" (a mixed number)
_FRACTION_RE = r"(?P<vulgar>[\u00bc-\u00be\u2150-\u215e])|\s(?P<num>[1-9])/(?P<den>[1-9]\d?)"
_DIGIT_NUMBER = re.compile(
    rf"(?<![\w.,/:-])(?P<digits>{DIGITS_RE})(?:{_FRACTION_RE})?"
    rf"(?:\s*(?P<scale>{SCALE_RE}))?(?![\w]|[.,/:-]\d)"
)
# a time of day is one value, not counts: "3 p.m." and "3:00 P.M." are "15:00", and the
# minutes of "3:00" are no number of their own; digits joined by a colon without a.m. / p.m.
# ("3:00", a ratio "3:1") are one value as written
_CLOCK = re.compile(
    r"(?<![\w.,/:-])(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<half>[ap])\.?\s?m\b\.?",
    re.IGNORECASE,
)
_COLON_PAIR = re.compile(r"(?<![\w.,/:-])(?P<a>\d+):(?P<b>\d+)(?![\w]|[.,/:-]\d)")
# a clause or list number that opens a line ("3.2 In the event", "4. Term", "(b) 2) The"),
# or a dotted clause number that opens a sentence ("... July 1, 2000. 3.2 In the event"): a
# label of the text, not a quantity; a bare count opening a line ("3 Directors") is a count
_LINE_START = re.compile(r"(?:^|\n)[ \t]*(?:\(?[A-Za-z]\)[ \t]*)?$")
_SENTENCE_END = re.compile(r"\.\s+$")
_LABEL_AFTER = re.compile(r"[.)][ \t]+[A-Z(\"“]")
_DOTTED_LABEL_AFTER = re.compile(r"[ \t]+[A-Z(\"“]")
_DOTTED = re.compile(r"\d+(?:\.\d+)+")
# a sub-section number in brackets that opens a provision: at the start of a line after one
# that ends a sentence on a word (not an abbreviation: "Inc.", "a.m.") or a semicolon
# ("...the fee.\n(2) The Registrar ..."), after a footnote mark's line ("\n1\n[(3) ..."), or
# the first one after a statute heading's full stop and dash ("Bar to suits.—(1) No court
# ..."); a count wrapped to a line start ("no fewer than\n(3) Vehicles", "to Transco
# Inc.\n(12) Trucks", "the following:\n(3) Pumps") is no label
_BRACKETED_LABEL_BEFORE = re.compile(
    r"(?:(?:^|(?<![\w.])(?:[a-z]{2,}|[A-Za-z]{5,})\.|;|\n[ \t]*\d{1,3})[ \t]*\n[ \t]*\[?\("
    r"|^[ \t]*\[?\()$"
)
_FIRST_LABEL_BEFORE = re.compile(r"[.:][ \t]*[—–][ \t]*\($")


# a bracketed label joined to a bracketed number: "(c)(1)", "(1)(A)", "(iv)(2)"; a bracket of
# words ("(2)(one for each trailer)") is an aside, not a label
_LABEL = r"\((?:[a-z]{1,4}|[A-Z]{1,2}|\d{1,3})\)"
_LABEL_BEFORE = re.compile(_LABEL + "$")
_LABEL_NEXT = re.compile(_LABEL)
_LABEL_REACH = 6  # the longest such label, "(abcd)"


def _labels_text(text: str, start: int, end: int, digits: str) -> bool:
    """The number at ``[start, end)`` numbers a clause or list item."""
    if (
        text[start - 1 : start] == "("
        and text[end : end + 1] == ")"
        and (
            _LABEL_BEFORE.search(text, max(0, start - 1 - _LABEL_REACH), start - 1)
            or _LABEL_NEXT.match(text, end + 1)
        )
    ):
        # one link of a provision's path, a bracketed number joined to another bracketed
        # label: "(c)(1)", "(2)(A)"; a count in brackets restates the words before it
        return True
    dotted = _DOTTED.fullmatch(digits) is not None
    before = text[max(0, start - 40) : start]
    if text[end : end + 1] == ")" and (
        _BRACKETED_LABEL_BEFORE.search(before)
        or (digits == "1" and _FIRST_LABEL_BEFORE.search(before))
    ):
        return _LABEL_AFTER.match(text, end) is not None
    if not (_LABEL_AFTER.match(text, end) or (dotted and _DOTTED_LABEL_AFTER.match(text, end))):
        return False
    if _LINE_START.search(before):
        return True
    return dotted and _SENTENCE_END.search(before) is not None


def _clock_times(text: str) -> list[ValueMatch]:
    """Times of day ("5 p.m." = "17:00") and colon pairs ("3:00", "3:1"), each one value."""
    found = []
    for m in _CLOCK.finditer(text):
        hour, minute = int(m.group("h")), int(m.group("m") or 0)
        if not 1 <= hour <= 12 or minute > 59:
            continue
        hour = hour % 12 + (12 if m.group("half").lower() == "p" else 0)
        found.append(
            ValueMatch(m.start(), m.end(), "number", f"{hour:02d}:{minute:02d}", m.group())
        )
    for m in _COLON_PAIR.finditer(text):
        found.append(
            ValueMatch(m.start(), m.end(), "number", f"{m.group('a')}:{m.group('b')}", m.group())
        )
    return found


_ROMAN = re.compile(r"X{0,3}(?:IX|IV|V?I{0,3})")  # I to XXXIX: "Part I", "Title VII"


def is_number_word(word: str) -> bool:
    """A word that is a number, never a name: "12", "Six" opening a sentence, the "I" of "Part I".

    Examples:
        >>> [is_number_word(w) for w in ("Six", "VII", "12", "LLC", "Acme")]
        [True, True, True, False, False]
    """
    return bool(word) and (
        word[:1].isdigit()
        or _ROMAN.fullmatch(word) is not None
        or parse_number_words(word) is not None
    )


# the ordinals whose cardinal is not the ordinal without its "th"
_IRREGULAR_ORDINALS = {
    "first": "one", "second": "two", "third": "three", "fifth": "five", "eighth": "eight",
    "ninth": "nine", "twelfth": "twelve",
}  # fmt: skip


def parse_ordinal_words(words: str) -> int | None:
    """Parse an English ordinal in words or figures: "twentieth", "twenty-first", "20th".

    The cardinal is the ordinal's last word put back ("-ieth" to "-y", "-th" dropped, and
    the irregular "first", "second", "third", "fifth", "eighth", "ninth", "twelfth").

    Examples:
        >>> [parse_ordinal_words(w) for w in ("fourth", "twentieth", "Twenty-First", "3rd", "four")]
        [4, 20, 21, 3, None]
    """
    text = words.strip().lower()
    digits = re.fullmatch(r"(\d{1,4})(?:st|nd|rd|th)", text)
    if digits:
        return int(digits.group(1))
    tokens = _WORD_SPLIT.split(text)
    last = tokens[-1]
    if last in _IRREGULAR_ORDINALS:
        cardinal = _IRREGULAR_ORDINALS[last]
    elif last.endswith("ieth"):
        cardinal = last[: -len("ieth")] + "y"
    elif last.endswith("th"):
        cardinal = last[: -len("th")]
    else:
        return None
    return parse_number_words(" ".join([*tokens[:-1], cardinal]))


def worded_otherwise(words: str | None, figures: str) -> Decimal | None:
    """The count the words say, when a number written in words and again in figures differs.

    "twelve percent (1296)", "five (6) days": a figure is the easier to mistype or to misread
    in a scan, and the rule for instruments reads the words (UCC § 3-114: "words prevail over
    numbers"); a reader of an answer that writes both may take either. Words that do not
    read as one number, decimal figures ("one-thousandth of one percent (0.001%)"), and words
    that agree with the figures give None.
    """
    value = parse_number_words(words) if words else None
    if value is None or "." in figures or Decimal(value) == Decimal(figures):
        return None
    return Decimal(value)


def parse_number_words(words: str) -> int | None:
    """Parse English number words, including Indian scales.

    Args:
        words: For example ``"thirty-five"``, ``"one hundred and twenty"``,
            ``"two crore fifty lakh"``. Case and hyphenation do not matter.

    Returns:
        The integer value, or ``None`` when a token is not a number word or the
        words do not form a number.

    Examples:
        >>> parse_number_words("one hundred twenty")
        120
    """
    tokens = [t for t in _WORD_SPLIT.split(words.strip().lower()) if t and t != "and"]
    if not tokens:
        return None
    total = 0
    current = 0
    seen_any = False
    previous = 0  # value of the previous unit/teen/ten token, 0 after a scale word
    for token in tokens:
        if token in _UNITS:
            number = _UNITS[token]
            if previous and (previous < 20 or number >= 10):
                return None  # "five three", "thirty twenty": two numbers, not one
            current += number
            previous = number
            seen_any = True
            continue
        previous = 0
        if token == "hundred":  # noqa: S105 - a number word, not a secret
            current = (current or 1) * 100
        elif token in _SCALES:
            scale = _SCALES[token]
            if scale >= 10**6 and total and total < scale and current == 0:
                total *= scale  # "one thousand million"
            else:
                total += (current or 1) * scale
            current = 0
        else:
            return None
        seen_any = True
    return total + current if seen_any else None


def parse_digits(digits: str) -> Decimal | None:
    """Parse a digit string with optional thousands separators (Western, Indian or Swiss).

    Args:
        digits: For example ``"1,250,000"``, ``"5,00,000"``, ``"1'250'000"`` or ``"10000.50"``.

    Returns:
        The value as a :class:`~decimal.Decimal`, or ``None`` if it is not a number.
    """
    try:
        return Decimal(re.sub(r"[,'’]", "", digits).strip())
    except InvalidOperation:
        return None


def scale_factor(scale: str | None) -> int | None:
    """Return the multiplier for a scale word or abbreviation (``"lakh"`` -> 100000).

    Args:
        scale: A scale word (``thousand``, ``lakh``, ``lac``, ``million``, ``crore``,
            ``billion``) or short form (``k``, ``m``, ``mn``, ``bn``); ``None`` or empty
            means 1.

    Returns:
        The multiplier, or ``None`` for an unknown scale.
    """
    if not scale:
        return 1
    key = scale.strip().lower().rstrip(".")
    if key in _SCALES:
        return _SCALES[key]
    return _SHORT_SCALES.get(key)


def parse_number(text: str) -> Decimal | None:
    """Parse a number written in digits, words, or digits followed by a scale word.

    Args:
        text: For example ``"1,250,000"``, ``"5,00,000"``, ``"2.5 million"``,
            ``"10 lakh"``, ``"thirty-five"``.

    Returns:
        The value, or ``None`` if the text is not a number.
    """
    stripped = text.strip()
    match = re.fullmatch(rf"({DIGITS_RE})\s*((?:{SCALE_RE})|(?:{SHORT_SCALE_RE}))?", stripped)
    if match:
        amount = parse_digits(match.group(1))
        factor = scale_factor(match.group(2))
        if amount is None or factor is None:
            return None
        return amount * factor
    value = parse_number_words(stripped)
    return None if value is None else Decimal(value)


def find_numbers(text: str) -> list[ValueMatch]:
    """Find numbers in digits ("1,250", "5,00,000", "2.5 million") or words ("thirty-five").

    A lone "one" is skipped: it is far more often a pronoun or determiner ("one of the
    parties") than a quantity; so are runs that start with a scale word ("million"). A run
    of number words that does not form one number is the numbers it writes side by side
    ("two sixty second spots": 2 and 60).

    Args:
        text: The raw text.

    Returns:
        Non-overlapping ``kind="number"`` matches sorted by start; ``value`` is a plain
        decimal string.
    """
    found: list[ValueMatch] = []
    for m in _DIGIT_NUMBER.finditer(text):
        amount = parse_digits(m.group("digits"))
        factor = scale_factor(m.group("scale"))
        if amount is None or factor is None:
            continue
        if _CLOCK.match(text, m.start()) or (
            not m.group("scale") and _labels_text(text, m.start(), m.end(), m.group("digits"))
        ):
            continue
        if m.group("vulgar"):
            amount += Decimal(str(unicodedata.numeric(m.group("vulgar"))))
        elif m.group("num") and "." not in m.group("digits"):
            num, den = int(m.group("num")), int(m.group("den"))
            if num >= den:
                continue  # "12 3/2" is not a mixed number
            amount += Decimal(num) / Decimal(den)
        found.append(
            ValueMatch(m.start(), m.end(), "number", format_decimal(amount * factor), m.group())
        )
    for m in _NUMBER_WORDS.finditer(text):
        for start, end, value in _worded_numbers(m.group()):
            surface = m.group()[start:end]
            found.append(
                ValueMatch(m.start() + start, m.start() + end, "number", str(value), surface)
            )
    found.extend(_clock_times(text))
    return resolve_overlaps(found)


_RUN_WORD = re.compile(r"[A-Za-z]+")


def _worded_numbers(run: str) -> list[tuple[int, int, int]]:
    """The numbers a run of number words writes: ``(start, end, value)`` within the run.

    A run that forms one number is that number. One that does not is several written side
    by side ("two sixty second spots": two spots of sixty seconds each; "five
    three-year terms"), each the longest stretch from its first word that forms a number. A
    number must open with a unit ("million" alone is none), and a lone "one" is skipped.
    """
    words = list(_RUN_WORD.finditer(run))
    numbers: list[tuple[int, int, int]] = []
    i = 0
    while i < len(words):
        taken = 1
        if words[i].group().lower() in _UNITS:
            for j in range(len(words), i, -1):
                if words[j - 1].group().lower() == "and":
                    continue  # "and" joins the words of a number, never ends one
                start, end = words[i].start(), words[j - 1].end()
                value = parse_number_words(run[start:end])
                if value is not None:
                    if run[start:end].lower() != "one":
                        numbers.append((start, end, value))
                    taken = j - i
                    break
        i += taken
    return numbers


_DENOMINATORS = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4,
    "fourths": 4, "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8,
    "tenth": 10, "tenths": 10,
}  # fmt: skip
# a fraction in words: "one-half", "a third", "two-thirds", "three quarters", "half of"
_FRACTION = re.compile(
    r"\b(?:(?P<num>an?|one|two|three|four|five|six|seven|eight|nine)[\s-]+(?P<den>"
    + "|".join(_DENOMINATORS)
    # a share of something, not an ordinal ("a third party", "a quarter" of a year)
    + r")(?=\s+(?:of|part|share|interest|majority)\b|\s*[,;.)]|\s*$)"
    + r"|(?P<bare>half)(?=\s+(?:of|the|its|their|his|her)\b))",
    re.IGNORECASE,
)


def fraction_spans(text: str) -> list[tuple[Decimal, int, int]]:
    """:func:`fraction_percents` with where each fraction is written (start, end)."""
    out: list[tuple[Decimal, int, int]] = []
    for m in _FRACTION.finditer(text):
        if m.group("bare"):
            out.append((Decimal(50), m.start(), m.end()))
            continue
        word = m.group("num").lower()
        numerator = 1 if word in ("a", "an") else _UNITS[word]
        denominator = _DENOMINATORS[m.group("den").lower()]
        if numerator < denominator:
            out.append((Decimal(100) * numerator / denominator, m.start(), m.end()))
    return out


def fraction_percents(text: str) -> list[Decimal]:
    """The fractions ``text`` writes in words, as percentages ("half of the estate" -> 50).

    "one-half", "a third", "two-thirds", "three quarters" before "of", "part", "share",
    "interest" or "majority" or closing a phrase, and "half" before "of" or a determiner;
    "a third party" is no share, and "half a day" is a period
    (:mod:`lexaudit.text.durations`).
    """
    return [value for value, _, _ in fraction_spans(text)]
