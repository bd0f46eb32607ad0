"""Enumerated items that finish their lead-in's sentence, read as that sentence.

Statutes and contracts set out lists whose items complete the sentence a lead-in opens: "It
shall be unlawful for any person— (1) to sell ...; or (2) to ship ...", "The Licensee shall
not: (a) copy the Software; (b) sublicense it". Parsed alone, an item has lost its subject,
its denial and its modal: "(b) sublicense it" says nothing of who may not. Drafters write
such an item to be read as the lead-in's sentence ending in it, and so it is read here: the
item is parsed again as the lead-in followed by the item's words, and the relations of its
verbs are the ones that parse yields (:func:`read_relations`); the lead-in's verb the item
completes is stated on the item too, unless the item is a clause of its own ("unless: (a) the
Licensor consents"). The lexical checks read the item's sentence with its lead-in
(:func:`item_reading`).

An item completes its lead-in when the lead-in ends in a colon or a dash, the items are
numbered in sequence ("(a)", "(b)", ...; "(1)", "(2)", ...; "(i)", "(ii)", ...), each number
follows a line break or a list's punctuation (not a cross-reference such as "subsection
(b)"), the item is a sentence of its own (items in the lead-in's own sentence are parsed with
it already), and it opens in lower case, with "To" and a verb, or with a preposition that is
not set off by a comma before a subject; an item that opens otherwise with a capital is a
sentence of its own. An item that is itself a lead-in ("(2) to sell any spirits unless—") is
read with both lead-ins before its own items.

The synthetic text keeps the item's characters where they stand in the text: the lead-in is
laid just before the item over blank padding, so every offset in the item is the text's own
and only the lead-in's offsets are moved back to where the lead-in is written.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.entities import name_candidates, resolve_overlaps
from lexaudit.extract.pieces import bounded_sentences, parser_text
from lexaudit.extract.relations import extract_relations
from lexaudit.types import Entity, Relation, Span

__all__ = ["Item", "item_reading", "lead_in_items", "read_relations"]

# a lead-in's end: a colon or a dash (em, en, or two hyphens), then the first item's number
_LEAD_END = re.compile(r"(?::|\u2014|\u2013|--)[ \t]*(?:\r?\n\s*)?(?=\(?[0-9A-Za-z]{1,4}[).])")
# an item's number: "(a)", "(12)", "(iv)", "(B)"; or "1." / "1)" / "a)"
_NUMBER = re.compile(r"\(([0-9]{1,3}|[a-z]{1,4}|[A-Z]{1,3})\)|([0-9]{1,3})[.)]|([a-z])\)")
# what may stand before an item's number: a list's punctuation, "and" / "or", a line break
_BEFORE_ITEM = re.compile(r"(?:[;:,.\u2014\u2013]|--|\band|\bor)\s*$|\n[ \t]*$")
# an item's closing connective: "; or", ", and", ";"
_CLOSING = re.compile(r"\s*(?:[;,]\s*(?:and|or)?|\s(?:and|or))\s*$")
# numbers and section headings that open a lead-in's sentence: "(a) ", "4. ", "(2)(A) "
_OPENING_NUMBERS = re.compile(r"(?:\s*(?:\([0-9A-Za-z]{1,4}\)|[0-9]{1,3}\.)(?=\s|\())+\s*")
_FIRST_WORD = re.compile(r"([A-Z][a-z]+)\s+([a-z]+)?")
# a comma and what opens a clause's subject: an article, a pronoun, a capitalised word
_NEW_CLAUSE = re.compile(r",\s+(?:the|a|an|it|he|she|they|we|each|either|any|no|[A-Z])")
_ROMAN = re.compile(r"[ivxlc]+|[IVXLC]+")
_MAX_LEAD = 600  # characters of lead-in read with an item (a longer one is no lead-in)
_MAX_ITEM = 2000  # how far the next item's number is looked for
_MAX_DEPTH = 3  # lists within items within items


@dataclass(frozen=True, slots=True)
class Item:
    """One item that completes a lead-in: the lead-in's pieces and the item's own words."""

    lead: tuple[tuple[int, int], ...]  # the lead-in's text ranges, in reading order
    body: tuple[int, int]  # the item's words: no number, no closing connective


def _kind(label: str) -> str:
    if label.isdigit():
        return "digit"
    if label in ("i", "I") or (len(label) > 1 and _ROMAN.fullmatch(label)):
        return "roman-lower" if label.islower() else "roman-upper"
    return "lower" if label.islower() else "upper"


def _roman_value(label: str) -> int:
    values = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
    total = 0
    digits = [values[c] for c in label.lower()]
    for k, v in enumerate(digits):
        total += -v if k + 1 < len(digits) and digits[k + 1] > v else v
    return total


def _roman(n: int) -> str:
    out = ""
    for value, letters in (
        (100, "c"),
        (90, "xc"),
        (50, "l"),
        (40, "xl"),
        (10, "x"),
        (9, "ix"),
        (5, "v"),
        (4, "iv"),
        (1, "i"),
    ):
        while n >= value:
            out, n = out + letters, n - value
    return out


def _next_label(label: str) -> str | None:
    """The number after ``label`` in its own sequence ("b" after "a", "iv" after "iii")."""
    kind = _kind(label)
    if kind == "digit":
        return str(int(label) + 1)
    if kind.startswith("roman"):
        nxt = _roman(_roman_value(label) + 1)
        return nxt if kind == "roman-lower" else nxt.upper()
    if len(label) == 1 and label.lower() != "z":
        return chr(ord(label) + 1)
    return None


def _label(m: re.Match[str]) -> tuple[str, str]:
    """An item number's label and its printed form ("(", ".", ")")."""
    if m.group(1):
        return m.group(1), "()"
    if m.group(2):
        return m.group(2), m.group(0)[-1]
    return m.group(3), ")"


def _find_item(text: str, label: str, form: str, start: int, limit: int) -> int | None:
    """Where the number ``label`` printed as ``form`` next opens an item, before ``limit``."""
    printed = f"({label})" if form == "()" else f"{label}{form}"
    pos = text.find(printed, start, limit)
    while pos != -1:
        before = text[max(0, pos - 12) : pos]
        if _BEFORE_ITEM.search(before) and (pos == 0 or not text[pos - 1].isalnum()):
            return pos
        pos = text.find(printed, pos + 1, limit)
    return None


def _continues(text: str, start: int, end: int) -> bool:
    """An item's words go on with its lead-in's sentence: lower case, "To" + verb, preposition.

    Many drafters print an item with a capital whatever it is: an infinitive ("(2) To sell
    ...") or a phrase that completes the lead-in's verb ("may terminate this Agreement: (1)
    Upon ninety days' notice if ..."). A capital otherwise opens a sentence of its own, and
    so does an opening phrase set off by a comma before a subject ("(a) In an emergency, the
    Landlord may enter").
    """
    if text[start].islower():
        return True
    opening = _FIRST_WORD.match(text, start)
    if opening is None:
        return False
    word, following = opening.group(1).lower(), opening.group(2)
    if word == "to":
        return following in lexicon.english_words("verb")
    return word in lexicon.word_set("stopwords", "prepositions") and not _NEW_CLAUSE.search(
        text, start, end
    )


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while end > start and text[end - 1].isspace():
        end -= 1
    closing = _CLOSING.search(text, start, end)
    if closing is not None and closing.end() == end:
        end = closing.start()
    return start, end


def _items(
    text: str, lead: tuple[tuple[int, int], ...], first: re.Match[str], limit: int, depth: int
) -> Iterator[Item]:
    """The items of the list whose first number is ``first``, up to ``limit``."""
    label, form = _label(first)
    number_end = first.end()
    while True:
        nxt = _next_label(label)
        bound = min(limit, number_end + _MAX_ITEM)
        following = None if nxt is None else _find_item(text, nxt, form, number_end, bound)
        end = following if following is not None else _last_end(text, number_end, limit)
        body_start = number_end
        while body_start < end and text[body_start].isspace():
            body_start += 1
        own_end = end
        inner = _LEAD_END.search(text, body_start, end)
        sub = _NUMBER.match(text, inner.end()) if inner is not None else None
        if inner is not None and sub is not None and depth < _MAX_DEPTH:
            own_end = inner.start()
        body = _trimmed(text, body_start, own_end)
        if body[1] > body[0] and _continues(text, *body):
            yield Item(lead, body)
            if own_end < end and inner is not None and sub is not None:
                yield from _items(text, (*lead, body), sub, end, depth + 1)
        if following is None or nxt is None:
            return
        m = _NUMBER.match(text, following)
        if m is None:
            return
        label, number_end = nxt, m.end()


def _last_end(text: str, start: int, limit: int) -> int:
    """Where the last item ends: the end of its sentence (or of the enclosing item)."""
    sentences, _ = bounded_sentences(text[start : min(limit, start + _MAX_ITEM)])
    return start + sentences[0][1] if sentences else limit


@functools.lru_cache(maxsize=64)
def lead_in_items(text: str) -> tuple[Item, ...]:
    """Every enumerated item of ``text`` that completes a lead-in, in text order."""
    if not _LEAD_END.search(text):
        return ()
    sentences, _ = bounded_sentences(text)
    starts = [s for s, _ in sentences]
    found: list[Item] = []
    covered = 0
    for m in _LEAD_END.finditer(text):
        if m.start() < covered:
            continue
        first = _NUMBER.match(text, m.end())
        if first is None or _label(first)[0] not in ("1", "a", "A", "i", "I"):
            continue
        lead = _lead_start(text, starts, m.start())
        if lead is None:
            continue
        items = list(_items(text, ((lead, m.start()),), first, len(text), 1))
        if items:
            found.extend(items)
            covered = max(i.body[1] for i in items)
    # an item in its lead-in's own sentence ("shall not: (a) copy ...; (b) ...") is parsed
    # with it already; only items set out as sentences of their own lose it
    return tuple(
        i for i in found if _sentence(starts, i.body[0]) != _sentence(starts, i.lead[-1][1] - 1)
    )


def _sentence(starts: Sequence[int], offset: int) -> int:
    return bisect.bisect_right(starts, offset) - 1


def _lead_start(text: str, starts: Sequence[int], end: int) -> int | None:
    """Where the lead-in ending at ``end`` starts: its sentence, without opening numbers."""
    k = _sentence(starts, end - 1)
    start = starts[k] if k >= 0 else 0
    opening = _OPENING_NUMBERS.match(text, start, end)
    if opening is not None:
        start = opening.end()
    if end - start > _MAX_LEAD or end - start < 2 or not re.search(r"[A-Za-z]", text[start:end]):
        return None
    return start


def read_relations(
    nlp: Any,
    doc: Any,
    text: str,
    entities: Sequence[Entity],
    candidates: Sequence[Entity],
    aliases: Mapping[str, str],
    within: tuple[int, int] | None = None,
) -> list[Relation]:
    """The relations of a parsed ``text``, each listed item's verbs read after its lead-in.

    ``candidates`` are the text's rule entities and ``aliases`` its alias table (for the items'
    own parses); ``within``, for a parsed passage, keeps the items whose words start in it.
    """
    items = lead_in_items(text)
    if not items:
        return extract_relations(doc, entities)
    inside = _in_item(items)
    mine = items if within is None else [i for i in items if within[0] <= i.body[0] < within[1]]
    return [
        *extract_relations(doc, entities, keep=lambda verb: not inside(verb.idx)),
        *_distributed_relations(nlp, text, mine, candidates, aliases),
    ]


def _in_item(items: Sequence[Item]) -> Callable[[int], bool]:
    """Whether a character offset lies in the words of one of ``items``.

    The items' words do not overlap (an item that is a lead-in ends where its own list
    begins), so the one that may hold an offset is the last to start at or before it.
    """
    bodies = sorted(i.body for i in items)
    starts = [a for a, _ in bodies]

    def inside(offset: int) -> bool:
        k = bisect.bisect_right(starts, offset) - 1
        return k >= 0 and offset < bodies[k][1]

    return inside


def item_reading(text: str, start: int, end: int) -> str:
    """The sentence ``[start, end)`` read after the lead-in it completes as an item, or "".

    Only a lead-in written before the sentence counts: a sentence that holds its own lead-in
    and its items reads as it is. The item's number is left out.
    """
    for item in lead_in_items(text):
        a, b = item.body
        if a < end and start < b and item.lead[-1][1] <= start:
            return f"{_lead_text(text, item)} {text[max(start, a) : end]}"
    return ""


def _lead_text(text: str, item: Item) -> str:
    return " ".join(text[a:b].replace("\n", " ").replace("\r", " ") for a, b in item.lead)


def _synthetic(text: str, item: Item) -> tuple[str, list[tuple[int, int, int]]] | None:
    """The padded text that reads ``item`` after its lead-in, and the lead-in's moves.

    Each move is ``(start, end, shift)``: offsets in ``[start, end)`` of the synthetic text
    are the text's offsets plus ``shift``.
    """
    body_start, body_end = item.body
    lead = _lead_text(text, item)
    pieces = [text[a:b] for a, b in item.lead]
    pad = body_start - len(lead) - 1
    if pad < 0:
        return None
    moves = []
    at = pad
    for (a, _), piece in zip(item.lead, pieces, strict=True):
        moves.append((at, at + len(piece), a - at))
        at += len(piece) + 1
    synthetic = " " * pad + lead + " " + text[body_start:body_end]
    return parser_text(synthetic), moves


def _distributed_relations(
    nlp: Any,
    text: str,
    items: Sequence[Item],
    candidates: Sequence[Entity],
    aliases: Mapping[str, str],
) -> list[Relation]:
    """The relations of the items' verbs, each item parsed after its lead-in.

    ``candidates`` are the rule entities of ``text`` (the names spaCy finds are read from
    each synthetic parse), so the result depends only on the text and its items.
    """
    jobs = [(item, s) for item in items if (s := _synthetic(text, item)) is not None]
    out: list[Relation] = []
    docs = nlp.pipe((s[0] for _, s in jobs), batch_size=8)
    for (item, (synthetic, moves)), doc in zip(jobs, docs, strict=True):
        out.extend(_item_relations(doc, synthetic, item, moves, candidates, aliases))
    return out


def _item_relations(
    doc: Any,
    synthetic: str,
    item: Item,
    moves: Sequence[tuple[int, int, int]],
    candidates: Sequence[Entity],
    aliases: Mapping[str, str],
) -> list[Relation]:
    body_start, body_end = item.body

    def to_synthetic(e: Entity) -> Entity | None:
        if body_start <= e.span.start and e.span.end <= body_end:
            return e
        for (a, b), (_, _, shift) in zip(item.lead, moves, strict=True):
            if a <= e.span.start and e.span.end <= b:
                return replace(e, span=Span(e.span.start - shift, e.span.end - shift))
        return None

    near = [m for e in candidates if (m := to_synthetic(e)) is not None]
    names = name_candidates(
        synthetic, [(e.label_, e.start_char, e.end_char) for e in doc.ents], aliases
    )
    lo = moves[0][0] if moves else body_start
    entities = [
        e
        for e in resolve_overlaps([*near, *names])
        if lo <= e.span.start and e.span.end <= body_end
    ]

    def back(offset: int, is_end: bool = False) -> int:
        probe = offset - 1 if is_end else offset
        for at, end, shift in moves:
            if at <= probe < end:
                return offset + shift
        return offset

    def back_span(s: Span) -> Span:
        return Span(back(s.start), back(s.end, True))

    def span(s: Span | None) -> Span | None:
        return None if s is None else back_span(s)

    in_body = [t for t in doc if body_start <= t.idx < body_end]
    # an item that is a clause of its own ("unless: (a) the Licensor consents") states
    # its condition or exception, not the lead-in's act; one that only completes the act
    # ("may terminate: (1) Upon ninety days' notice if ...") states the act too
    own_clause = any(
        t.dep_ in ("nsubj", "nsubjpass")
        and body_start <= t.head.idx < body_end
        and t.head.dep_ not in ("relcl", "acl")
        and not any(c.dep_ == "mark" and c.idx >= body_start for c in t.head.children)
        for t in in_body
    )

    def stated(verb: Any) -> bool:
        # the item's own verbs, and the lead-in's verb the item completes (the item says
        # when the Licensor may terminate)
        if body_start <= verb.idx < body_end:
            return True
        return (
            not own_clause
            and verb.idx < body_start
            and any(t.idx >= body_start for t in verb.subtree)
        )

    relations = []
    for r in extract_relations(doc, entities, keep=stated):
        start = max(r.span.start, body_start)
        relations.append(
            replace(
                r,
                span=Span(start, max(start, r.span.end)),
                subject_span=span(r.subject_span),
                object_span=span(r.object_span),
                arguments=tuple(replace(a, span=back_span(a.span)) for a in r.arguments),
            )
        )
    return relations
