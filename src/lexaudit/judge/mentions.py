"""Values as the sources write them: each with its slot words, chunk and section.

A claim's amount, date, period, percentage, number or place is compared with these
(:mod:`lexaudit.judge.values`, :mod:`lexaudit.judge.companions`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.entities import is_local_unit, is_region
from lexaudit.text.numbers import SCALE_RE, SHORT_SCALE_RE, scale_factor
from lexaudit.text.sections import sections_of
from lexaudit.types import Entity, EntityType


@dataclass(frozen=True, slots=True)
class Mention:
    """A value of a source: where it is, its slot words, and whether a claim aligns near it."""

    entity: Entity
    chunk_id: str
    slot: frozenset[str]
    near: bool
    section: str | None = None  # the number of the headed section the value is printed under
    measures: str | None = None  # the noun the value gives the size of ("notice")


def slot_similarity(a: frozenset[str], b: frozenset[str], idf: dict[str, float]) -> float:
    """Cosine of two slots as idf-weighted word sets (0 when either is empty)."""
    if not a or not b:
        return 0.0

    def weight(w: str) -> float:
        # smoothed: in a bundle of two sentences every shared word would weigh almost nothing
        return 0.5 + idf.get(w, 1.0)

    # fsum is exact whatever the order: a set's order changes with the interpreter's hash
    # seed, and a float sum in another order may differ in its last bit and flip a tie
    shared = math.fsum(weight(w) for w in a & b)
    norm = math.sqrt(math.fsum(weight(w) for w in a) * math.fsum(weight(w) for w in b))
    return shared / norm if norm else 0.0


def spelled_slot(slot: frozenset[str], evidence: Evidence) -> frozenset[str]:
    """The slot with the words each abbreviation in it stands for ("rofr": right, first, ...)."""
    abbreviations = evidence.abbreviations
    extra = [abbreviations[w] for w in slot if w in abbreviations]
    return slot.union(*extra) if extra else slot


def same_value(a: Entity, b: Entity) -> bool:
    """The same value, paraphrases included ("12 months" / "one year", a date and its month).

    A sum written in short ("$7.28M") is the sum it rounds ("$7,284,000": ``_rounds``).
    """
    return _NODES.node_matches(a.key, b.key) or _rounds(a, b) or _rounds(b, a)


# a sum in short: a figure with decimals and a scale ("$7.28M", "3.6 million")
_SHORT_SUM = re.compile(
    rf"(?<![\d.])\d+\.(?P<decimals>\d+)\s?(?P<scale>{SCALE_RE}|{SHORT_SCALE_RE})"
)


def _rounds(short: Entity, full: Entity) -> bool:
    """``short`` writes ``full``'s sum rounded to its own last decimal.

    "$7.28M" holds three figures: a sum of the same currency within half of its last figure
    ($5,000) is the sum it rounds. Only a figure with decimals and a scale word counts (it
    says by its form that it is rounded); a whole figure ("$2M") claims no fewer digits than
    it shows, and a sum the other text also writes in short is compared as written.
    """
    if short.type is not EntityType.MONEY or full.type is not EntityType.MONEY:
        return False
    m = _SHORT_SUM.search(short.text)
    if m is None or _SHORT_SUM.search(full.text):
        return False
    code_a, _, amount_a = short.value.partition(" ")
    code_b, _, amount_b = full.value.partition(" ")
    factor = scale_factor(m.group("scale"))
    if code_a != code_b or factor is None:
        return False
    try:
        gap = abs(Decimal(amount_a) - Decimal(amount_b))
    except ArithmeticError:
        return False
    return bool(gap * 2 <= Decimal(factor) / 10 ** len(m.group("decimals")))


_NODES = KnowledgeGraph()


def value_mentions(entity: Entity, windows: Sequence[Window], evidence: Evidence) -> list[Mention]:
    """Every source value of the entity's type, marked when it is in an aligned window."""
    near: set[tuple[str, int, int]] = set()
    for window in windows:
        for e in window.entities:
            near.add((window.chunk.chunk_id, e.span.start, e.span.end))
    out: list[Mention] = []
    for chunk, analysis in zip(evidence.chunks, evidence.analyses, strict=True):
        chunk_id = chunk.chunk_id
        sections = sections_of(chunk.text)
        for e in analysis.entities:
            if e.type != entity.type:
                continue
            slot = spelled_slot(
                analysis.slots.get((e.span.start, e.span.end), frozenset()), evidence
            )
            section = next((n for n, a, b in sections if a <= e.span.start < b), None)
            is_near = (chunk_id, e.span.start, e.span.end) in near
            measures = analysis.measures.get((e.span.start, e.span.end))
            out.append(Mention(e, chunk_id, slot, is_near, section, measures))
    return out


def sentence_of(mention: Mention, evidence: Evidence) -> tuple[str, int] | None:
    """The chunk and index of the source sentence that holds ``mention``."""
    start = mention.entity.span.start
    for chunk, analysis in zip(evidence.chunks, evidence.analyses, strict=True):
        if chunk.chunk_id == mention.chunk_id:
            inside = (i for i, (a, b) in enumerate(analysis.sentences) if a <= start < b)
            index = next(inside, None)
            return None if index is None else (chunk.chunk_id, index)
    return None


def stands_in(window: Window, mention: Mention) -> bool:
    """``mention`` lies in the window's own sentence."""
    start = mention.entity.span.start
    return mention.chunk_id == window.chunk.chunk_id and window.start <= start < window.end


def chunk_text(evidence: Evidence, chunk_id: str) -> str:
    """The text of the evidence chunk ``chunk_id`` ("" when the bundle has none)."""
    return next((c.text for c in evidence.chunks if c.chunk_id == chunk_id), "")


def one_place(a: Mention, b: Mention, evidence: Evidence) -> bool:
    """Two place names the source writes as one location, "Wilmington, Delaware".

    A place that is no region of the place list (a city), written with the region that holds
    it after a comma, is one location: a claim naming either part names that location, and the
    other part is no rival to it. So is a place named with its unit ("Haidian District",
    "Kent County") and the place after its comma, a city or a region. Two regions ("Canada,
    Mexico") are two places, and so are the items of a list ("Boise, Idaho and Utah", "Kent
    County, Lee County").
    """
    if a.chunk_id != b.chunk_id:
        return False
    return one_location(chunk_text(evidence, a.chunk_id), a.entity, b.entity)


def one_location(text: str, a: Entity, b: Entity, offset: int = 0) -> bool:
    """Whether ``text`` writes the places ``a`` and ``b`` as one location (see :func:`one_place`).

    The entities' spans are offsets into the text ``text`` starts ``offset`` into.
    """
    first, second = sorted((a, b), key=lambda e: e.span.start)
    gap = text[first.span.end - offset : second.span.start - offset]
    if gap.strip() != "," or _list_goes_on(text, second.span.end - offset):
        return False
    if is_local_unit(first.text) and not is_local_unit(second.text):
        return True
    return is_region(second.text) and not is_region(first.text)


def _list_goes_on(text: str, end: int) -> bool:
    """A list of places goes on after ``end``: "and" / "or", or a comma and another region.

    "Boise, Idaho, and Utah" and "Boise, Idaho, Utah" list places; the comma after the
    region in "held in Boise, Idaho, before one arbitrator" closes the location, as American
    usage writes it.
    """
    after = text[end : end + _LIST_REACH]
    if re.match(r"\s*,?\s*(?:and|or)\b", after):
        return True
    comma = re.match(r"\s*,\s*((?:the\s+)?(?:[A-Z][\w.]*\s*|of\s+){1,5})", after)
    if comma is None:
        return False
    words = comma.group(1).split()
    return any(is_region(" ".join(words[:n])) for n in range(1, len(words) + 1))


_LIST_REACH = 48
