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

__all__ = ["other_items"]

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


def other_items(text: str, span: Any) -> set[int]:
    """The tokens of the other items of the inline list the value at ``span`` belongs to.

    Markers count on, one by one ("(i)", "(ii)"; "(a)", "(b)"), and two at least make a
    list; figures in brackets that restate a number ("one (1) hour or two (2) hours") are
    parts of values, no markers. A value of the lead-in ("shall pay the following amounts:
    (a) ...") has no other items: the lead-in is every item's.
    """
    sentence = span.sent
    found = list(_ITEM_MARKER.finditer(text, sentence.start_char, sentence.end_char))
    if len(found) < 2:
        return set()
    start = sentence.start_char
    values = [
        (start + v.start, start + v.end) for v in find_values(text[start : sentence.end_char])
    ]
    found = [m for m in found if not any(a <= m.start() < b for a, b in values)]
    labels = [m.group(1) for m in found]
    markers = [
        m.start()
        for k, m in enumerate(found)
        if (k > 0 and _next_marker(labels[k - 1], labels[k]))
        or (k + 1 < len(found) and _next_marker(labels[k], labels[k + 1]))
    ]
    if len(markers) < 2 or span.start_char < markers[0]:
        return set()
    own = max(m for m in markers if m <= span.start_char)
    after = [m for m in markers if m > own]
    own_end = after[0] if after else sentence.end_char
    return {t.i for t in sentence if t.idx >= markers[0] and not own <= t.idx < own_end}
