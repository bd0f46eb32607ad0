"""The items of an inline list: which tokens of a sentence belong to the other items.

"shall carry (i) hull cover of at least $2M per voyage, (ii) cargo cover of at least $300,000
per voyage": the parser may hang the first amount on the second item's noun, but each item
says what its own value is for. :mod:`lexaudit.extract.slots` leaves the other items' words
out of a value's slot.
"""

from __future__ import annotations

import re
from typing import Any

from lexaudit.extract.citations.india import roman_to_int
from lexaudit.text import find_values
from lexaudit.text.numbers import parse_number_words

__all__ = ["inline_markers", "other_items"]

# an inline list item's marker: "(ii)", "(b)", "(3)" after a space or a mark, not the
# sub-division of a cited provision ("Section 3(b)")
_ITEM_MARKER = re.compile(r"(?:^|(?<=[\s,;:]))\(([ivx]{1,5}|[a-z]|\d{1,2})\)(?=\s)")


def _next_marker(a: str, b: str) -> bool:
    """``b`` is the list marker after ``a``: "i" then "ii", "h" then "i", "3" then "4"."""
    if a.isdigit() and b.isdigit():
        return int(b) == int(a) + 1
    if len(a) == 1 and len(b) == 1 and ord(b) == ord(a) + 1:
        return True
    return set(a + b) <= set("ivx") and roman_to_int(b) == roman_to_int(a) + 1


def inline_markers(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the figures that mark inline list items in ``text[start:end]``.

    "in one of two ways: (1) by paying a fee, or (2) by giving a bond": "1" and "2"
    give the items' places, not numbers a source must state. A figure in brackets that
    restates the number written before it ("two (2) flyers and three (3) stickers") is part
    of that value, not a marker, though it parts the sentence as one does
    (:func:`other_items`).
    """
    found = [m for m in _ITEM_MARKER.finditer(text, start, end) if not _restates(text, start, m)]
    return [m.span(1) for m in _markers(text, start, end, found)]


def _markers(text: str, start: int, end: int, found: list[re.Match[str]]) -> list[re.Match[str]]:
    """The markers of ``found`` (bracketed labels in ``text[start:end]``) that count on.

    Markers count on, one by one ("(i)", "(ii)"; "(a)", "(b)"), and two at least make a
    list; a figure inside a value ("one (1) hour", whose duration holds it) is no marker.
    """
    if len(found) < 2:
        return []
    values = [(start + v.start, start + v.end) for v in find_values(text[start:end])]
    found = [m for m in found if not any(a <= m.start() < b for a, b in values)]
    labels = [m.group(1) for m in found]
    return [
        m
        for k, m in enumerate(found)
        if (k > 0 and _next_marker(labels[k - 1], labels[k]))
        or (k + 1 < len(found) and _next_marker(labels[k], labels[k + 1]))
    ]


_LAST_WORD = re.compile(r"([A-Za-z]+(?:-[A-Za-z]+)?)\s*$")


def _restates(text: str, start: int, marker: re.Match[str]) -> bool:
    """The bracketed figure restates the number written in words right before it ("two (2)")."""
    if not marker.group(1).isdigit():
        return False
    word = _LAST_WORD.search(text, max(start, marker.start() - 40), marker.start())
    return word is not None and parse_number_words(word.group(1)) == int(marker.group(1))


def other_items(text: str, span: Any) -> set[int]:
    """The tokens of the other items of the inline list the value at ``span`` belongs to.

    Markers are read by :func:`_markers`; figures in brackets that restate a number ("two
    (2) flyers and three (3) stickers") part the sentence's items too. A value of the
    lead-in ("shall pay the following amounts: (a) ...") has no other items: the lead-in is
    every item's.
    """
    sentence = span.sent
    a, b = sentence.start_char, sentence.end_char
    markers = [m.start() for m in _markers(text, a, b, list(_ITEM_MARKER.finditer(text, a, b)))]
    if len(markers) < 2 or span.start_char < markers[0]:
        return set()
    own = max(m for m in markers if m <= span.start_char)
    after = [m for m in markers if m > own]
    own_end = after[0] if after else sentence.end_char
    return {t.i for t in sentence if t.idx >= markers[0] and not own <= t.idx < own_end}
