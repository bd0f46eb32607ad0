"""Money amounts: symbols, ISO codes, currency words and Indian scales.

The canonical value is ``"<ISO 4217 code> <amount>"`` with the amount a plain decimal
without trailing zeros: ``$1,250,000`` -> ``USD 1250000``, ``₹5,00,000`` and ``INR 5 lakh``
-> ``INR 500000``, ``£2.5 million`` -> ``GBP 2500000``, ``US$ 10,000.50`` -> ``USD 10000.5``.

The contract idiom that states an amount twice, in words and in digits, is one mention:
``Five Thousand Dollars ($5,000)``, ``Five Thousand ($5,000) Dollars`` and
``$5,000 (Five Thousand Dollars)`` and ``Rs. 5,00,000/- (Rupees Five Lakhs only)`` each give
a single match covering the whole phrase.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from lexaudit.text.matches import ValueMatch, format_decimal, resolve_overlaps
from lexaudit.text.numbers import (
    DIGITS_RE,
    NUMBER_WORD_RE,
    NUMBER_WORDS_RE,
    SCALE_RE,
    SHORT_SCALE_RE,
    parse_digits,
    parse_number_words,
    scale_factor,
)
from lexaudit.types import Entity, EntityType, Span

__all__ = [
    "find_money",
    "normalize_money",
    "same_table",
    "table_amount",
    "table_cell",
    "table_figures",
]

# Symbols and codes written before the amount, longest first.
_PREFIX = (
    r"(?:U\.?S\.?\s?\$|C\$|CA\$|A\$|AU\$|S\$|HK\$|NZ\$|\$|€|£|₹|¥|"
    r"(?<![A-Za-z])(?:Rs\.?|INR|USD|EUR|GBP|CAD|AUD|JPY|CHF|CNY|RMB|SGD|HKD|NZD)(?![A-Za-z])|"
    r"(?i:\brupees\b))"
)
# Currency words and codes written after the amount.
_SUFFIX = (
    r"(?:(?i:(?:U\.?S\.?|United\s+States|US|Canadian|Australian|Singapore)\s+dollars?"
    r"|dollars?|euros?|pounds?\s+sterling|rupees|rs\.?|yuan|renminbi)(?![A-Za-z])|"
    r"(?:INR|USD|EUR|GBP|CAD|AUD|JPY|CHF|CNY|RMB|SGD|HKD|NZD)(?![A-Za-z]))"
)
_AMOUNT = rf"{DIGITS_RE}(?:\s?(?:{SCALE_RE}|{SHORT_SCALE_RE}))?"
# a decimal comma, as much of the world writes it: "€1.234,56", "USD$0,4375", "€12,50"; a comma
# before other than three digits cannot group thousands (an Indian "5,00,000" groups on)
_COMMA_DECIMAL = r"(?:\d{1,3}(?:\.\d{3})+,\d+|\d+,(?:\d{1,2}|\d{4,}))(?!\d|[,.]\d)"
_COMMA_AMOUNT = rf"{_COMMA_DECIMAL}(?:\s?(?:{SCALE_RE}|{SHORT_SCALE_RE}))?"
# a sum under one unit written without its leading zero, after a symbol: "$.35", "$ .50"
_CENTS_ONLY = rf"\.\d+(?!\d|[.,]\d)(?:\s?(?:{SCALE_RE}|{SHORT_SCALE_RE}))?"
_AMOUNT_LONG = rf"{DIGITS_RE}(?:\s?(?:{SCALE_RE}))?"  # no "m"/"k": only safe after a symbol
_CENTS = r"(?:\s+(?i:and)\s+(?:(?P<cents>\d{1,2})|(?i:no|xx))\s*/\s*100)?"
_TAIL = r"(?:\s?/-)?"  # Indian "Rs. 5,000/-"
# between a symbol and its amount: a space, or, after a currency sign, the spaces of a column
# that aligns its figures under the sign ("$    300,000" in a typed table); a letter code
# stands apart from a number that is no sum of it ("Currency: USD        30 days net")
_GAP = r"(?:\s|(?<=[$€£₹¥])[ \t]{2,8})?"

# Each finder regex opens with a look-ahead on its possible first characters, which lets
# ``re`` skip most positions cheaply (about twice as fast on contract text).
_PREFIXED = re.compile(
    r"(?=[$€£₹¥UCASHNRrIEGJ])"
    rf"(?P<cur>{_PREFIX}){_GAP}(?:(?P<amt>{_COMMA_AMOUNT}|{_AMOUNT}|{_CENTS_ONLY})|(?P<words>{NUMBER_WORDS_RE}){_CENTS}){_TAIL}"
)
_SUFFIXED = re.compile(
    r"(?=[0-9zotfsenhlmcbZOTFSENHLMCB])"
    rf"(?<![\w.,/])(?:(?P<amt>{_AMOUNT_LONG})|(?P<words>{NUMBER_WORDS_RE}){_CENTS})"
    rf"\s+(?P<cur>{_SUFFIX})"
)
# A printed statute sets its marginal notes beside the text, and a PDF's text runs each line
# of the note into the line of text it stands beside: "a fine which may extend to three
# thousand Unsafe\nrupees", "one thousand and\nferries. five hundred rupees". An amount
# in words at a line's end whose currency word, or the rest of whose words, opens the next
# line after at most three other words is one amount: in running text the currency word
# follows its number. Only a sum with a scale word counts ("five thousand").
_NOTE_WORD = rf"(?!{NUMBER_WORD_RE}\b)[A-Za-z][A-Za-z'\u2019-]*[.,]?"
_NOTE_WORDS = rf"(?:{_NOTE_WORD}[ \t]+){{0,2}}{_NOTE_WORD}"
# only a sum with a scale word: "five thousand", "two lakh"
_SCALED = re.compile(r"(?i:hundred|thousand|lakhs?|lacs?|crores?|millions?|billions?)")
_SUFFIX_PAST_NOTE = re.compile(
    rf"(?<![\w.,/])(?P<words>{NUMBER_WORDS_RE})[ \t]+{_NOTE_WORDS}[ \t]*\n[ \t]*"
    rf"(?P<cur>{_SUFFIX})"
)
_WORDS_PAST_NOTE = re.compile(
    rf"(?<![\w.,/])(?P<words>{NUMBER_WORDS_RE})[ \t]+(?i:and)[ \t]*\n[ \t]*{_NOTE_WORDS}"
    rf"[ \t]+(?P<rest>{NUMBER_WORDS_RE})\s+(?P<cur>{_SUFFIX})"
)
# "Five Thousand [Dollars] ($5,000) [Dollars]" and "Five Thousand Dollars (5,000)".
_WORDS_THEN_DIGITS = re.compile(
    rf"(?P<words>{NUMBER_WORDS_RE}){_CENTS}(?:\s+(?P<cur1>{_SUFFIX}))?"
    rf"\s*\(\s*(?:(?P<pcur>{_PREFIX})\s?)?(?P<amt>{_AMOUNT_LONG})(?:\s+(?P<pcode>{_SUFFIX}))?"
    rf"\s*\)(?:\s+(?P<cur2>{_SUFFIX}))?"
)
# "$5,000 (Five Thousand Dollars)" -- matched right after a prefixed amount.
_PAREN_WORDS = re.compile(
    rf"\s*\(\s*(?:{_PREFIX}\s?)?(?P<words>{NUMBER_WORDS_RE}){_CENTS}(?:\s+(?P<cur>{_SUFFIX}))?"
    rf"(?:\s+(?i:only))?\s*\)"
)

_CODE_BY_TOKEN: dict[str, str] = {
    "$": "USD", "us$": "USD", "u.s.$": "USD", "dollar": "USD", "dollars": "USD",
    "usdollar": "USD", "usdollars": "USD", "u.s.dollar": "USD", "u.s.dollars": "USD",
    "unitedstatesdollar": "USD", "unitedstatesdollars": "USD",
    "c$": "CAD", "ca$": "CAD", "canadiandollar": "CAD", "canadiandollars": "CAD",
    "a$": "AUD", "au$": "AUD", "australiandollar": "AUD", "australiandollars": "AUD",
    "s$": "SGD", "singaporedollar": "SGD", "singaporedollars": "SGD",
    "hk$": "HKD", "nz$": "NZD",
    "€": "EUR", "euro": "EUR", "euros": "EUR",
    "£": "GBP", "poundsterling": "GBP", "poundssterling": "GBP",
    "₹": "INR", "rs": "INR", "rs.": "INR", "rupees": "INR",
    "¥": "JPY",
    # the renminbi: "RMB" is how contracts write the yuan (ISO 4217: CNY)
    "rmb": "CNY", "yuan": "CNY", "renminbi": "CNY",
}  # fmt: skip
_ISO_CODES = frozenset(
    {"INR", "USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF", "CNY", "SGD", "HKD", "NZD"}
)
_SPACE = re.compile(r"\s+")


def _currency_code(token: str | None) -> str | None:
    if not token:
        return None
    key = _SPACE.sub("", token).lower()
    if key.upper() in _ISO_CODES:
        return key.upper()
    return _CODE_BY_TOKEN.get(key)


def _digit_amount(text: str) -> Decimal | None:
    if text.startswith("."):
        text = "0" + text  # "$.5 million"
    comma = re.match(rf"({_COMMA_DECIMAL})\s?(.*)$", text.strip())
    match = comma or re.match(rf"({DIGITS_RE})\s?(.*)$", text.strip())
    if match is None:
        return None
    if comma is not None:
        amount: Decimal | None = Decimal(match.group(1).replace(".", "").replace(",", "."))
    else:
        amount = parse_digits(match.group(1))
    factor = scale_factor(match.group(2))
    if amount is None or factor is None:
        return None
    return amount * factor


def _word_amount(words: str, cents: str | None) -> Decimal | None:
    value = parse_number_words(words)
    if value is None:
        return None
    amount = Decimal(value)
    if cents:
        amount += Decimal(cents) / 100
    return amount


def _make(
    text: str, start: int, end: int, code: str | None, amount: Decimal | None
) -> ValueMatch | None:
    if code is None or amount is None:
        return None
    return ValueMatch(start, end, "money", f"{code} {format_decimal(amount)}", text[start:end])


def find_money(text: str) -> list[ValueMatch]:
    """Find money amounts with exact offsets.

    Args:
        text: The raw text.

    Returns:
        Non-overlapping ``kind="money"`` matches sorted by start, ``value`` like
        ``"USD 1250000"`` or ``"INR 500000"``.

    Examples:
        >>> [m.value for m in find_money("a fee of Rs. 5,00,000 and $2M")]
        ['INR 500000', 'USD 2000000']
    """
    found: list[ValueMatch] = []
    for m in _WORDS_THEN_DIGITS.finditer(text):
        code = (
            _currency_code(m.group("pcur"))
            or _currency_code(m.group("pcode"))
            or _currency_code(m.group("cur1"))
            or _currency_code(m.group("cur2"))
        )
        digits = _digit_amount(m.group("amt"))
        amount = digits if digits is not None else _word_amount(m.group("words"), m.group("cents"))
        match = _make(text, m.start(), m.end(), code, amount)
        if match is not None:
            found.append(match)
    for m in _PREFIXED.finditer(text):
        code = _currency_code(m.group("cur"))
        end = m.end()
        if m.group("amt") is not None:
            amount = _digit_amount(m.group("amt"))
            tail = _PAREN_WORDS.match(text, end)
            if tail is not None:
                end = tail.end()
        else:
            amount = _word_amount(m.group("words"), m.group("cents"))
        match = _make(text, m.start(), end, code, amount)
        if match is not None:
            found.append(match)
    for m in _SUFFIXED.finditer(text):
        code = _currency_code(m.group("cur"))
        if m.group("amt") is not None:
            amount = _digit_amount(m.group("amt"))
        else:
            amount = _word_amount(m.group("words"), m.group("cents"))
        match = _make(text, m.start(), m.end(), code, amount)
        if match is not None:
            found.append(match)
    if "\n" in text:
        for m in _SUFFIX_PAST_NOTE.finditer(text):
            if not _SCALED.search(m.group("words")):
                continue
            amount = _word_amount(m.group("words"), None)
            match = _make(text, m.start(), m.end(), _currency_code(m.group("cur")), amount)
            if match is not None:
                found.append(match)
        for m in _WORDS_PAST_NOTE.finditer(text):
            amount = _word_amount(f"{m.group('words')} and {m.group('rest')}", None)
            match = _make(text, m.start(), m.end(), _currency_code(m.group("cur")), amount)
            if match is not None:
                found.append(match)
    return resolve_overlaps(found)


def normalize_money(surface: str) -> str | None:
    """Return the canonical value of a single money mention.

    Args:
        surface: A money mention such as ``"₹10 lakh"`` or ``"USD 3 million"``.

    Returns:
        ``"<ISO code> <amount>"`` (``"INR 1000000"``), or ``None`` when the text is not
        exactly one money mention.
    """
    stripped = surface.strip()
    matches = find_money(stripped)
    if len(matches) == 1 and matches[0].start == 0 and matches[0].end == len(stripped):
        return matches[0].value
    return None


# a bare number this large may be a sum whose currency a table prints once
_TABLE_AMOUNT = 1000
# a table's cell stands between runs of spaces (or a line's ends)
_CELL_GAP = re.compile(r"(?:^|\n|[ \t]{2,})$")
_CELL_END = re.compile(r"(?:$|\n|[ \t]{2,})")


def table_amount(value: str) -> str | None:
    """The amount of a sum (``"USD 600000"`` -> ``"600000"``), if a table may print it bare.

    A sum of 1,000 or more; a smaller number ("5") is too often a count or a day to stand for
    one, and gives ``None``.
    """
    amount = value.rsplit(" ", 1)[-1]
    try:
        large = Decimal(amount) >= _TABLE_AMOUNT
    except InvalidOperation:
        return None
    return amount if large else None


def table_cell(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` stands alone in a column: runs of spaces or a line's ends around it.

    A typed table prints its currency once, in a heading or by its first figure, and the rest
    of the column as bare figures ("$ 300,000 / 600,000 / 1,000,000"). A number in running
    text ("2,000 employees", "within 2,000 hours") is no cell.
    """
    return (
        _CELL_GAP.search(text, max(0, start - 2), start) is not None
        and _CELL_END.match(text, end) is not None
    )


# a table's stretch from a sum to a figure below it: at most this long, in cells of at most
# three words apart from each other by runs of spaces or line ends
_TABLE_REACH = 600
_CELL_WORDS = 3
_CELL_SPLIT = re.compile(r"\s{2,}|\n")
_SENTENCE_MARK = re.compile(r"[.;:!?](?!\d)")


def same_table(text: str, head: Span, figure: Span) -> bool:
    """``figure`` follows the sum ``head`` in one typed table: only cells between them.

    What stands between is cut by runs of spaces or line ends into cells of at most three
    words without a sentence's punctuation ("300,000     shares", "Year 2"); a sentence
    between ("... fine which may extend to") is running text, not a table. A table
    flattened onto one line keeps its runs of spaces and still reads as one.
    """
    if head.end > figure.start or figure.start - head.end > _TABLE_REACH:
        return False
    for cell in _CELL_SPLIT.split(text[head.end : figure.start]):
        cell = cell.strip()
        if cell and (len(cell.split()) > _CELL_WORDS or _SENTENCE_MARK.search(cell)):
            return False
    return True


def table_figures(text: str, entities: Sequence[Entity], currency: str) -> list[Entity]:
    """The bare figures of ``text`` that a table prints in a column of sums in ``currency``.

    A figure counts when it is 1,000 or more (:func:`table_amount`), stands as a cell
    (:func:`table_cell`) and follows a sum in that currency with only cells between
    (:func:`same_table`). Each comes back as that sum, at the figure's span.
    """
    heads = [
        e for e in entities if e.type is EntityType.MONEY and e.value.startswith(currency + " ")
    ]
    if not heads:
        return []
    return [
        Entity(EntityType.MONEY, e.text, f"{currency} {e.value}", e.span)
        for e in entities
        if e.type is EntityType.NUMBER
        and table_amount(e.value) is not None
        and table_cell(text, e.span.start, e.span.end)
        and any(same_table(text, h.span, e.span) for h in heads)
    ]
