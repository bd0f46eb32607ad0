"""The slot a layout gives a value: a table cell's row and column, a line's or a field's label.

"| Cold Store | $2.4M | $240k |" under "| site | price | deposit |" gives $240k the slot
{cold, store, deposit}; "Termination Date:      1 April 2031" gives its date the slot
{termination, date}; "- Late fee: $75 for any rent paid after the 5th" gives its sum the
words {late, fee}. Where the layout says what a value is, the parse of the line (run into its
neighbours as one sentence, pipes and all) does not: :func:`lexaudit.extract.slots.slot_words`
takes a cell's or a line's label in place of what the parse says, and adds a field's label to
it.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from lexaudit import lexicon
from lexaudit.text.segment import list_marker_end
from lexaudit.text.words import content_words

# a line that gives one value under a short label, as term sheets, schedules and
# confirmations do: "Termination Date:      1 April 2031", "- **Notice:** 30 days"
_LINE_LABEL = re.compile(
    r"[ \t]*(?:[-*\u2022][ \t]+)?(?:\*\*|__)?(?P<label>[A-Za-z][\w'\u2019&/() -]{0,60}?)"
    r"(?:\*\*|__)?(?:[ \t]*:(?:\*\*|__)?[ \t]*|[ \t]{2,})$"
)


# a label set off by a colon right before a value, where a line, a sentence or a field of a
# form (fields parted by a run of spaces) opens: "- Deposit: $500 before move-in", "Term of
# Lease: Five (5) years from ...   Rent: ..."
_FIELD_LABEL = re.compile(
    r"(?:^|[ \t]{2,}|[.;][ \t]+)(?:[-*\u2022][ \t]+)?(?:\*\*|__)?"
    r"(?P<label>[A-Z][\w'\u2019&/()-]*(?:[ \t][\w'\u2019&/()-]+){0,5})"
    r"(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*$",
    re.MULTILINE,
)
# how far before a value its field label is looked for
_FIELD_REACH = 80
# the tags of a finite verb: a label with one is a sentence
_FINITE = frozenset({"VBZ", "VBP", "VBD", "MD"})


# a line that dates or places the document it heads: "Dated as of", "Effective as of", "Made on"
_LEAD_LABEL = re.compile(
    r"[ \t]*(?P<label>[A-Z][a-z]+(?:[ \t]+[a-z]+){0,2}?[ \t]+(?:as[ \t]+of|of|on|at))[ \t]+$"
)
# a document's title line: a few words, none of them a sentence's ("AMENDMENT NO. 2")
_TITLE_WORDS = 8


def line_label(text: str, start: int, end: int) -> frozenset[str]:
    """The words of the label a value stands under alone on its line, else nothing.

    The layout says what the value is: everything before it on the line is a label of at most
    six words, set off by a colon or a run of spaces, and nothing but punctuation follows it.
    The parse of such a line, run into its neighbours as one sentence, does not. A line that
    opens with a participle and its preposition ("Dated as of March 1, 2020") right under a
    title line ("AMENDMENT NO. 2") dates the document the title names: the title's words are
    the label's too.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    if text[end : len(text) if line_end < 0 else line_end].strip(" \t.;,*_"):
        return frozenset()
    # a numbered item's marker ("4. ", "(d) ") opens the line as a bullet does, and a limit
    # or approximator may stand before the value ("Survey: about 8 weeks", "Cap: up to $5M")
    marker = list_marker_end(text, line_start, start)
    m = _LINE_LABEL.fullmatch(text, marker, _unqualified_start(text, marker, start))
    if m is not None and 1 <= len(m.group("label").split()) <= 6:
        return frozenset(content_words(m.group("label")))
    lead = _LEAD_LABEL.fullmatch(text, line_start, start)
    if lead is None:
        return frozenset()
    title = _title_above(text, line_start)
    if title is None:
        return frozenset()
    return frozenset(content_words(lead.group("label"))) | frozenset(content_words(title))


def field_label(doc: Any, text: str, start: int) -> frozenset[str]:
    """The words of a label that a colon sets off right before the value at ``start``.

    "Late fee: $75 for any rent paid after the 5th" says what the $75 is, as "Late fee:
    $75" alone on its line does (:func:`line_label`), though more follows the value: the
    label opens the line, a sentence or a field of a form whose fields a run of spaces parts,
    and only a limit or approximator ("up to") stands between its colon and the value. The
    parse does not say it: it runs the label into the sentence before or hangs the value from
    a word after it. A label names a thing, as a field of a form does: words before a colon
    with a finite verb ("The fine grows with the term: ...") are a sentence that introduces
    what follows, and name no value.
    """
    line_start = text.rfind("\n", 0, start) + 1
    stop = _unqualified_start(text, line_start, start)
    m = _FIELD_LABEL.search(text, max(line_start, stop - _FIELD_REACH), stop)
    if m is None:
        return frozenset()
    label = doc.char_span(m.start("label"), m.end("label"), alignment_mode="expand")
    if label is None or any(t.tag_ in _FINITE for t in label):
        return frozenset()
    return frozenset(content_words(m.group("label")))


def _unqualified_start(text: str, line_start: int, start: int) -> int:
    """Where the words that qualify a value right before ``start`` begin ("up to", "about")."""
    before = text[line_start:start].rstrip(" \t")
    lowered = before.lower()
    for phrase in _qualifiers():
        if lowered.endswith(phrase) and (
            len(lowered) == len(phrase) or not lowered[-len(phrase) - 1].isalnum()
        ):
            return line_start + len(before) - len(phrase)
    return start


@functools.cache
def _qualifiers() -> tuple[str, ...]:
    """The limits and approximators that may stand before a value, longest first."""
    phrases = (
        lexicon.word_set("bound_words", "upper_limits")
        | lexicon.word_set("bound_words", "lower_limits")
        | lexicon.word_set("bound_words", "approximators")
    )
    return tuple(sorted(phrases, key=len, reverse=True))


# a Markdown table's separator row under its header: "|---|:---:|", "|-|-|"
_TABLE_RULE = re.compile(r"[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?::?-+:?)?[ \t]*")
# a cell's pipe: one not escaped with a backslash ("a \\| b" is one cell)
_PIPE = re.compile(r"(?<!\\)\|")
# how many rows above a value its table's header is looked for
_TABLE_ROWS = 200


def table_cell(text: str, start: int, end: int) -> frozenset[str]:
    """The slot of a value in a Markdown table row: its row's name and its column's heading.

    In "| Cold Store | $2.4M | $240k |" under "| site | price | deposit |", $240k is the
    cold store's deposit: the first cell names the row, the header cell above names the
    column, and the words of the value's own cell qualify it. The other cells are other values
    of the row, and the other headings other columns, so none of them is the value's. The
    parse of a row, pipes and all, reads every heading as every value's. Nothing (the parse
    decides) when the value's line is no table row or its table has no header row.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    row = text[line_start:line_end].strip()
    if not row.startswith("|"):
        return frozenset()
    pipes = [m.start() for m in _PIPE.finditer(text, line_start, line_end)]
    before = [p for p in pipes if p < start]
    after = [p for p in pipes if p >= end]
    if len(pipes) < 3 or not before or not after:
        return frozenset()
    column = len(before) - 1
    header = _table_header(text, line_start)
    if header is None or column >= len(header):
        return frozenset()
    own = text[before[-1] + 1 : start] + " " + text[end : after[0]]
    words = set(content_words(own))
    if column > 0:
        words.update(content_words(text[pipes[0] + 1 : pipes[1]]))
    words.update(content_words(header[column]))
    return frozenset(words)


def _cells(row: str) -> list[str]:
    """The cells of a table row written between pipes."""
    return [c.strip() for c in _PIPE.split(row.strip().strip("|"))]


def _table_header(text: str, line_start: int) -> list[str] | None:
    """The header cells of the table whose row starts at ``line_start``, when it has one.

    The header is the row above the separator row (``|---|---|``); the rows between it and
    ``line_start`` are the table's, each opened by a pipe.
    """
    end = line_start - 1
    for _ in range(_TABLE_ROWS):
        if end <= 0:
            return None
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].rstrip("\r")
        if _TABLE_RULE.fullmatch(line):
            if start == 0:
                return None
            above = text[text.rfind("\n", 0, start - 1) + 1 : start - 1].rstrip("\r")
            return _cells(above) if above.strip().startswith("|") else None
        if not line.strip().startswith("|"):
            return None
        end = start - 1
    return None


def _title_above(text: str, line_start: int) -> str | None:
    """The line above ``line_start`` (blank lines between) when it reads as a title.

    A title has a few words, all in capitals or each capitalised, and does not end a sentence.
    """
    end = line_start
    while end > 0 and text[end - 1].isspace():
        end -= 1  # the blank lines between (no copy of the text before: a value per call)
    title = text[text.rfind("\n", 0, end) + 1 : end].strip(" \t*_#")
    words = title.split()
    if not words or len(words) > _TITLE_WORDS or title.endswith((",", ";", ":")):
        return None
    if not all(
        w[:1].isupper() or w[:1].isdigit() or w.lower() in ("of", "and", "to") for w in words
    ):
        return None
    # "SECOND AMENDMENT TO MASTER SERVICES AGREEMENT" names the amendment; what it amends
    # keeps its own date
    return re.split(r"\s+(?:to|of)\s+", title, maxsplit=1, flags=re.IGNORECASE)[0]
