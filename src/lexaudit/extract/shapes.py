r"""Answer shapes: Markdown structure and answer particles.

Assistants answer in Markdown and open with "Yes." or "Short answer: no."; this module says,
for one answer sentence, which stretch of it is a claim (what a claim that states an absence
says is absent is read in :mod:`lexaudit.extract.absence`). Every function works on character
offsets into the original answer, so a claim stays a span of the text the user saw.

* :func:`claim_body` trims a sentence to its claim: list and quote markers, ``#`` headings,
  table pipes, emphasis markers at the edges and a heading or label that opens the line
  (``**Payment:**``, ``Payment:``) are not part of it; a sentence that is only structure (a
  heading, a table header or separator row, a rule) has no claim at all.
* :func:`answer_particle_end` finds an opening answer particle ("Yes,", "No —",
  "Short answer: yes.", "In short, no.").
* :func:`blank_markdown_escapes` blanks the backslash of a Markdown escape ("\*", "\$"), so
  an escaped footnote star or dollar sign reads as the character it writes.
* :func:`run_in_heading_end` and :func:`list_counts` find structure that states nothing: a
  run-in heading ("1. **Notice.** The tenant ...") and the count of a list an answer
  introduces ("Three conditions apply:" before three items).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.extract.list_items import inline_markers
from lexaudit.text.numbers import NUMBER_WORDS_RE, parse_number_words
from lexaudit.text.segment import list_marker_end, markdown_heading_end
from lexaudit.text.words import content_words
from lexaudit.types import Entity, EntityType

__all__ = [
    "answer_particle_end",
    "blank_markdown_escapes",
    "claim_body",
    "list_counts",
    "run_in_heading_end",
    "stated_entities",
]

_EDGE_MARKUP = " \t\r\n*_|"
_ATX = re.compile(r"[ \t]{0,3}#{1,6}(?:[ \t]|$)")
_TABLE_ROW = re.compile(r"[ \t]*\|")
_TABLE_SEPARATOR = re.compile(
    r"[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)*[ \t]*:?-{2,}:?[ \t]*\|?[ \t]*"
)
_RULE = re.compile(r"[ \t]*(?:[-*_=][ \t]*){3,}")
_LABEL = re.compile(r"([A-Z][\w'’&/().-]*(?:[ \t]+[\w'’&/().-]+){0,4}):[ \t]+(?=\S)")
_SMALL_WORDS = frozenset(
    ("a", "an", "and", "the", "of", "for", "in", "on", "to", "or", "by", "with")
)
_NON_SPACE = re.compile(r"\S")
_VERBISH = frozenset(
    (
        *("shall", "must", "will", "may", "can", "cannot", "is", "are", "was", "were", "be"),
        *("been", "has", "have", "had", "does", "do", "did", "means", "include", "includes"),
        *("provide", "provides", "state", "states", "say", "says", "follow", "follows", "not"),
    )
)


def _line_bounds(text: str, pos: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return start, len(text) if end < 0 else end


def _opens_line(text: str, pos: int) -> bool:
    line_start, _ = _line_bounds(text, pos)
    return not text[line_start:pos].strip()


def _is_table_header(text: str, line_end: int) -> bool:
    """Whether the line after ``line_end`` is a table separator row (``|---|---|``)."""
    if line_end >= len(text):
        return False
    next_start = line_end + 1
    next_end = text.find("\n", next_start)
    next_end = len(text) if next_end < 0 else next_end
    return _TABLE_SEPARATOR.fullmatch(text, next_start, next_end) is not None


def _is_title_line(text: str, start: int, end: int) -> bool:
    """A short Title Case line without a verb or a stop, followed by more text."""
    line = text[start:end].strip()
    words = line.split()
    if not words or len(words) > 6 or line[-1] in ".?!;,:" or not _NON_SPACE.search(text, end):
        return False
    if not any(c.isalpha() for c in line) or any(c.isdigit() for c in line):
        return False
    return all(
        w[0].isupper() or w.lower() in _SMALL_WORDS
        for w in words
        if w.lower() not in _VERBISH and w[0].isalpha()
    ) and not any(w.lower() in _VERBISH for w in words)


def _trim_edges(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in _EDGE_MARKUP:
        start += 1
    while end > start and text[end - 1] in _EDGE_MARKUP:
        end -= 1
    return start, end


def claim_body(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The stretch of one sentence that is a claim, without Markdown structure.

    Args:
        text: The whole answer.
        start: The sentence's start (from :func:`lexaudit.text.split_sentences`).
        end: The sentence's end.

    Returns:
        ``(start, end)`` of the claim inside the sentence, or ``None`` when the sentence is
        structure only: an ATX heading (``# Terms``), an emphasised heading or a label alone
        (``**Payment:**``, ``**Payment terms**``, ``Payment:``), a run-in heading cut as a
        sentence of its own (``1. **Notice.**``), a table header or separator
        row, a horizontal rule, or a short Title Case line without a verb that more text
        follows (a plain heading such as ``Payment Terms``).
    """
    line_start, line_end = _line_bounds(text, start)
    at_line_start = not text[line_start:start].strip()
    if at_line_start and _lead_in(text, start, end, line_end):
        return None
    if at_line_start:
        if _ATX.match(text, start, end) or _RULE.fullmatch(text, start, end):
            return None
        if _TABLE_ROW.match(text, start, end):
            if _TABLE_SEPARATOR.fullmatch(text, line_start, line_end):
                return None
            if _is_table_header(text, line_end):
                return None
        start = list_marker_end(text, start, end)
        heading = markdown_heading_end(text, start, line_end)
        if heading is not None:
            start = max(start, min(heading, end))
        elif end == line_end and _is_title_line(text, start, end):
            return None
        run_in = run_in_heading_end(text, start, line_end)
        if run_in is not None:
            if end <= run_in or not text[run_in:end].strip(_EDGE_MARKUP):
                return None  # "1. **Notice.**" cut as a sentence of its own
            start = max(start, run_in)
    start, end = _trim_edges(text, start, end)
    if end <= start:
        return None
    if at_line_start and answer_particle_end(text, start, end) is None:
        label = _LABEL.match(text, start, end)
        if label and not any(w.lower() in _VERBISH for w in label.group(1).split()):
            start, end = _trim_edges(text, label.end(), end)
    return (start, end) if end > start else None


def _lead_in(text: str, start: int, end: int, line_end: int) -> bool:
    """A whole line that only leads into the list after it: "Two routes, both in writing:".

    The line ends in a colon, two or more items follow (:func:`_items_after`), and it states
    nothing the items do not: no figure, no capitalised word but its first, and that first
    word a count in words or a word without content ("Two", "These", "It"), not a subject
    the items leave out ("Acme pays two fees:"); a count it states is the number of items
    ("three duties:" before two stays a claim). The items then state what it sums up, each
    judged on its own.
    """
    if text[end:line_end].strip(_EDGE_MARKUP + " \t") or not text[start:end].rstrip(
        _EDGE_MARKUP + " \t"
    ).endswith(":"):
        return False
    words = re.findall(r"[^\W_]+", text[list_marker_end(text, start, end) : end])
    if not words or any(c.isdigit() for w in words for c in w):
        return False
    if any(w[:1].isupper() for w in words[1:]):
        return False
    if content_words(words[0]) and _COUNT_WORD.fullmatch(words[0]) is None:
        return False
    items = _items_after(text, line_end)
    # a count it states must be the items' own: "three duties:" before two items is a claim
    counts = [parse_number_words(w) for w in words if _COUNT_WORD.fullmatch(w)]
    return items >= 2 and all(c == items for c in counts)


_COUNT_WORD = re.compile(NUMBER_WORDS_RE, re.IGNORECASE)
_RUN_IN = re.compile(r"(\*\*|__)([^*_\n]{1,60}?[.:])\1")
_MAX_HEADING_WORDS = 5


def run_in_heading_end(text: str, start: int, end: int) -> int | None:
    """Where an emphasised run-in heading that opens the line ``[start, end)`` ends.

    Assistants head list items as legal drafters head sub-clauses: "1. **Notice.** The
    tenant must ...". The heading is an emphasised phrase of at most five words with no verb,
    closed by a stop or a colon inside the emphasis, that is no answer particle ("**No.**").
    A list or quote marker may come first.

    Returns:
        The offset after the heading's closing marker, or ``None``.
    """
    pos = list_marker_end(text, start, end)
    match = _RUN_IN.match(text, pos, end)
    if match is None:
        return None
    inner = match.group(2)
    words = inner[:-1].split()
    if not words or len(words) > _MAX_HEADING_WORDS or not inner[0].isupper():
        return None
    if any(w.lower().strip("'’(),") in _VERBISH for w in words):
        return None
    if answer_particle_end(text, match.start(2), match.end(2)) is not None:
        return None
    return match.end()


def _lines(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every line of ``text``, line breaks excluded."""
    lines: list[tuple[int, int]] = []
    pos = 0
    for line in text.split("\n"):
        lines.append((pos, pos + len(line)))
        pos += len(line) + 1
    return lines


def list_counts(text: str) -> list[tuple[int, int, int]]:
    """Lines that introduce a list, each with the number of items that follow it.

    A line ending in a colon ("Three conditions apply:"), or a sentence that ends its line and
    is no item itself ("It has three steps."), followed by list items (blank lines between
    them allowed) introduces them, and so does the clause before a colon whose items follow
    on its line, parted by semicolons; a count it states is the answer's own count of what
    follows, which the items themselves then state.

    Returns:
        ``(line_start, line_end, items)`` for each such line.
    """
    lines = _lines(text)
    out: list[tuple[int, int, int]] = []
    for start, end in lines:
        items = items_introduced(text, start, end)
        if items:
            out.append((start, end, items))
        elif _closing(text, start, end) != ":":
            inline = _inline_items(text, start, end)
            if inline is not None:
                out.append(inline)
            out.extend(_counted_runs(text, start, end))
    return out + _ordinal_counts(text)


def items_introduced(text: str, start: int, end: int) -> int:
    """How many list items the line ``[start, end)`` introduces (0 when it is no lead-in).

    A line ending in a colon introduces the items below it, and so does a sentence that ends
    its line and is no list item or run-in heading itself ("It has three steps.").
    """
    closing = _closing(text, start, end)
    introduces = closing == ":" or (
        closing == "."
        and list_marker_end(text, start, end) == start
        and run_in_heading_end(text, start, end) is None
    )
    return _items_after(text, end) if introduces else 0


def _closing(text: str, start: int, end: int) -> str:
    """The line's last character, past trailing blanks, emphasis marks and a carriage return."""
    return text[start:end].rstrip(" \t\r*_")[-1:]


def _items_after(text: str, line_end: int) -> int:
    """How many list items follow the line that ends at ``line_end`` (blank lines between).

    An item is a line with a list marker ("- ", "2. "), a paragraph that opens with an
    emphasised run-in heading ("**Notice.** The tenant ...") or a table's row below its
    header; anything else ends the list.
    """
    items = 0
    pos = line_end + 1
    while pos <= len(text):
        nl = text.find("\n", pos)
        item_end = len(text) if nl < 0 else nl
        if _TABLE_ROW.match(text, pos, item_end):
            # the row above the separator is the header, no item
            items += -1 if _TABLE_SEPARATOR.fullmatch(text, pos, item_end) else 1
        elif text[pos:item_end].strip():
            marker = list_marker_end(text, pos, item_end)
            quoted = text[pos:marker].lstrip().startswith(">")
            if (marker == pos or quoted) and run_in_heading_end(text, pos, item_end) is None:
                break
            items += 1
        if nl < 0:
            break
        pos = nl + 1
    return items


# sentences that open with the ordinals of an enumeration: "First, ...", "Second, ..."
_ORDINAL_OPENERS = ("first", "second", "third", "fourth", "fifth", "sixth")
_ORDINAL_OPENER = re.compile(
    r"(?:^|(?<=[.!?:]\s)|(?<=\n))[\s*_]*(First|Second|Third|Fourth|Fifth|Sixth)(?:ly)?\b,?"
)


def _ordinal_counts(text: str) -> list[tuple[int, int, int]]:
    """The sentence before "First, ...", with the number of ordinal openers that follow it.

    "The court gave two reasons. First, ... Second, ...": the count counts the answer's own
    enumeration, which its sentences state one by one. The openers must run in order.
    """
    openers = list(_ORDINAL_OPENER.finditer(text))
    out: list[tuple[int, int, int]] = []
    for i, m in enumerate(openers):
        if m.group(1).lower() != "first":
            continue
        items = 1
        for later in openers[i + 1 :]:
            if later.group(1).lower() != _ORDINAL_OPENERS[items]:
                break
            items += 1
            if items == len(_ORDINAL_OPENERS):
                break
        if items < 2:
            continue
        stop = len(text[: m.start()].rstrip())  # the end of the sentence before "First"
        start = max(text.rfind(c, 0, stop - 1) for c in ".!?\n") + 1
        # only a count in words ("two reasons"): "2 occasions" states a number of its own
        for word in re.finditer(r"\b[A-Za-z]+\b", text[start:stop]):
            out.append((start + word.start(), start + word.end(), items))
    return out


# the items of a list run on in one line: "; ", "; and ", "; or "
_ITEM_BREAK = re.compile(r";\s*(?:(?:and|or)\s+)?")


# a count word that opens a line or sentence: "Two limits apply: ...", "- Three routes:"
_OPENING_COUNT = re.compile(r"[\s*_#>-]*([A-Za-z]+)\b")


def _inline_items(text: str, start: int, end: int) -> tuple[int, int, int] | None:
    """A line's opening count word before a colon, with the items after it that semicolons part.

    "Two limits apply: no sublicence; and no use after the Term." Only a count in words
    that opens the line counts: "up to 2 times: ...; and ..." states a number of its own.
    Commas part too much else to count by; None unless two or more items follow.
    """
    colon = text.find(":", start, end)
    if colon < 0:
        return None
    items = [p for p in _ITEM_BREAK.split(text[colon + 1 : end]) if p.strip(" \t*_.")]
    word = _OPENING_COUNT.match(text, list_marker_end(text, start, end), colon)
    if len(items) < 2 or word is None:
        return None
    return (word.start(1), word.end(1), len(items))


# a count in words right before a plural noun ("three things", "two further steps"); the
# noun's words run to the colon
_COUNTED_NOUNS = re.compile(rf"({NUMBER_WORDS_RE})\s+(?:[a-z-]+\s+){{0,2}}[a-z-]+s\b[^.!?;:]*$")
# where a sentence ends inside a line
_SENTENCE_STOP = re.compile(r"[.!?]\s+")


def _counted_runs(text: str, start: int, end: int) -> list[tuple[int, int, int]]:
    """Counts in words before a colon, each with the items of the run of words after it.

    "You must do three things in that time: start the cure at once, finish it within the
    period, and send proof." The count stands in the clause that the colon ends, before a
    plural noun; the items are the sentence's rest after the colon, parted by semicolons or,
    where it has none, by commas, with "and" or "or" opening the last. A count and a run of
    items that agree are the answer's own count of what it lists; where commas inside an
    item make more parts than the count, they do not agree and the count stays a value.
    """
    out: list[tuple[int, int, int]] = []
    line = text[start:end]
    for colon in (m.start() for m in re.finditer(":", line)):
        clause_start = max((m.end() for m in _SENTENCE_STOP.finditer(line, 0, colon)), default=0)
        counted = _COUNTED_NOUNS.search(line, clause_start, colon)
        if counted is None:
            continue
        stop = _SENTENCE_STOP.search(line, colon)
        run = line[colon + 1 : stop.start() if stop else len(line)]
        if ";" in run:
            items = [p for p in _ITEM_BREAK.split(run) if p.strip(" \t*_.")]
        else:
            items = [p for p in run.split(",") if p.strip(" \t*_.")]
            if len(items) < 2 or not re.match(r"\s*(?:and|or)\b", items[-1]):
                continue
        if len(items) >= 2:
            out.append((start + counted.start(1), start + counted.end(1), len(items)))
    return out


def stated_entities(text: str, entities: Sequence[Entity]) -> list[Entity]:
    """The entities an answer states, without those of its own structure.

    A list item's marker ("2. ", "(b) ", or "(1)" and "(2)" inside a line) gives the item's
    place, not a number; a run-in heading ("**Earlier practice.**") names a topic, not a
    party; a table's header row names its columns; and the count in a line that introduces
    a list ("Two grounds support it:") counts the items that follow.
    """
    structure: list[tuple[int, int]] = []
    for start, end in _lines(text):
        marker = list_marker_end(text, start, end)
        if marker > start:
            structure.append((start, marker))
        # the markers of a list run on in the line: "(1) ..., or (2) ..."
        structure.extend(inline_markers(text, start, end))
        heading = run_in_heading_end(text, start, end)
        if heading is not None:
            structure.append((marker, heading))
        # a table's header row names its columns: "| Point | Detail |" names no one
        if _TABLE_ROW.match(text, start, end) and _is_table_header(text, end):
            structure.append((start, end))
    counts = list_counts(text)

    def structural(e: Entity) -> bool:
        if any(a <= e.span.start and e.span.end <= b for a, b in structure):
            return True
        return e.type is EntityType.NUMBER and any(
            a <= e.span.start and e.span.end <= b and e.value == str(n) for a, b, n in counts
        )

    return [e for e in entities if not structural(e)]


_PARTICLE = re.compile(
    r"(?:(?:(?:the\s+)?short\s+answer(?:\s+is)?|in\s+short|in\s+a\s+word|in\s+brief|"
    r"bottom\s+line|tl;?\s?dr)[\s*_]*[:,—–-]?[\s*_]*)?"
    r"(?:yes\s+and\s+no|yes|no|yeah|yep|nope|correct|incorrect|not\s+quite|"
    r"not\s+necessarily|not\s+exactly|not\s+always|it\s+depends|partly|partially)"
    r"(?:[\s*_]*(?:[.!,;:]+|[—–]|\s-\s)|[\s*_]*$)",
    re.I,
)


def answer_particle_end(text: str, start: int, end: int) -> int | None:
    """Where an answer particle that opens the claim ``[start, end)`` ends.

    A particle is "yes", "no", "correct", "not quite", "it depends" and the like, optionally
    after "Short answer:", "The short answer is", "In short," or "Bottom line:", and followed
    by punctuation, a dash or the end of the claim: "No party may assign" has none.

    Returns:
        The offset after the particle and its punctuation (and any emphasis marker), or
        ``None`` when the claim does not open with one.
    """
    match = _PARTICLE.match(text, start, end)
    if match is None:
        return None
    stop = match.end()
    while stop < end and text[stop] in " \t*_":
        stop += 1
    return stop


# Markdown's backslash escape: a backslash before an ASCII punctuation character
_ESCAPE = re.compile(r"\\(?=[!-/:-@\[-`{-~])")


def blank_markdown_escapes(text: str) -> str:
    r"""``text`` with each Markdown escaping backslash blanked (offsets kept).

    Markdown writes a literal star, dollar sign or bracket as ``\*``, ``\$``, ``\[``; the
    backslash is not part of the text the reader sees, so "\*Having received it ..." is a
    footnote's star and a sentence, not the name "\*Having", and "\$5,000" is an amount.

    >>> blank_markdown_escapes(r"Fee: \$5,000\*")
    'Fee:  $5,000 *'
    """
    return _ESCAPE.sub(" ", text) if "\\" in text else text
