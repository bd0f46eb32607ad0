"""Passage-level parsing: spaCy on a few sentence ranges of a chunk, not on the whole chunk.

Lazy parsing (``Verifier(lazy=True)``) reads every chunk with the raw-text rules first
(:meth:`Extractor.analyse_raw`) and then parses only the sentences the answer's claims align
with. Each range of sentences is parsed as the chunk's text with everything before the range
blanked to spaces, so spaCy's offsets are the chunk's own and entities, relations and value
slots come out exactly where the eager analysis puts them (one whitespace token stands for
the blanked prefix, which costs nothing to parse).

A passage is a run of consecutive sentences (:func:`passage_ranges`); what its parse yields
(:class:`PassageParse`) is cached by the verifier per (chunk, sentence range), and
:func:`merged_analysis` lays the parsed passages over the rules-only analysis of the chunk.
Which passages are parsed depends only on the answer and the sources (never on what earlier
answers parsed), so a lazy verification gives the same report whatever the cache holds.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from lexaudit.deadline import check_deadline
from lexaudit.extract.entities import name_candidates, resolve_overlaps
from lexaudit.extract.lead_ins import read_relations
from lexaudit.extract.pieces import parser_text
from lexaudit.extract.pipeline import PIPE_BATCH_SIZE, Analysis, Extractor
from lexaudit.extract.slots import SLOT_TYPES, slot_words
from lexaudit.types import Entity, Relation, Span

MAX_PASSAGE_CHARS = 6000
"""A run of sentences to parse is cut into passages of at most about this many characters."""
__all__ = [
    "MAX_PASSAGE_CHARS",
    "PassageParse",
    "merged_analysis",
    "parse_passages",
    "passage_ranges",
    "sentence_of",
]


@dataclass(frozen=True, slots=True)
class PassageParse:
    """What spaCy adds to sentences ``[first, last)`` of a chunk: entities, relations, slots.

    Offsets are the chunk's; entities hold every entity of the passage (rule and spaCy),
    as the eager analysis finds them there.
    """

    first: int
    last: int
    start: int  # the passage's characters in the chunk
    end: int
    entities: tuple[Entity, ...]
    relations: tuple[Relation, ...]
    slots: Mapping[tuple[int, int], frozenset[str]] = field(default_factory=dict)


def sentence_of(starts: Sequence[int], offset: int) -> int:
    """The index of the sentence holding ``offset``, given the sentences' start offsets.

    An offset between two sentences belongs to the one before it.
    """
    return max(0, bisect.bisect_right(starts, offset) - 1)


def passage_ranges(
    sentences: Sequence[tuple[int, int]], wanted: Iterable[int]
) -> list[tuple[int, int]]:
    """Runs of consecutive wanted sentence indices, ``(first, last + 1)``, each bounded.

    A run longer than :data:`MAX_PASSAGE_CHARS` is cut at a sentence boundary, so every
    passage spaCy sees is short (sentences are themselves bounded, ``extract/pieces.py``).
    """
    out: list[tuple[int, int]] = []
    run: list[int] = []
    for i in sorted(set(wanted)):
        if run and (i != run[-1] + 1 or sentences[i][1] - sentences[run[0]][0] > MAX_PASSAGE_CHARS):
            out.append((run[0], run[-1] + 1))
            run = []
        run.append(i)
    if run:
        out.append((run[0], run[-1] + 1))
    return out


def parse_passages(
    extractor: Extractor,
    jobs: Sequence[tuple[Analysis, int, int]],
    deadline: float | None = None,
) -> list[PassageParse]:
    """Parse sentences ``[first, last)`` of each job's chunk (its rules-only analysis).

    All passages stream through one ``nlp.pipe`` in batches of :data:`PIPE_BATCH_SIZE`.
    Past the ``deadline`` it raises ``DeadlineExceededError`` and returns nothing.
    """
    if not jobs:
        return []
    spans = [(raw.sentences[a][0], raw.sentences[b - 1][1]) for raw, a, b in jobs]

    def padded() -> Iterator[str]:
        for (raw, _, _), (lo, hi) in zip(jobs, spans, strict=True):
            check_deadline(deadline, "parsing the next batch of passages")
            yield " " * lo + parser_text(raw.text[lo:hi])

    docs = extractor.nlp.pipe(padded(), batch_size=PIPE_BATCH_SIZE)
    return [
        _passage(extractor.nlp, raw, doc, a, b, lo, hi)
        for (raw, a, b), (lo, hi), doc in zip(jobs, spans, docs, strict=True)
    ]


def _passage(
    nlp: Any, raw: Analysis, doc: Any, first: int, last: int, lo: int, hi: int
) -> PassageParse:
    """The entities, relations and slots of one parsed passage ``[lo, hi)``.

    The passage's entities are the chunk's rule candidates (found once, on the whole chunk,
    by :meth:`Extractor.analyse_raw`; the rules are not run again) that reach into it,
    resolved with spaCy's names as the eager analysis resolves them, and kept when inside it
    (a party definition running past the passage's end still hides the mentions in it).
    """
    padded = doc.text
    names = name_candidates(
        padded, [(e.label_, e.start_char, e.end_char) for e in doc.ents], raw.aliases
    )
    near = [e for e in raw.rule_candidates if e.span.start < hi and lo < e.span.end]
    entities = [
        e for e in resolve_overlaps([*near, *names]) if lo <= e.span.start and e.span.end <= hi
    ]
    # the blanked prefix is one whitespace token that spaCy attaches to the passage's first
    # sentence; a relation's span starts where that sentence's words start, as in the eager parse
    # an item of a list is read after its lead-in, as the eager analysis reads it
    found = read_relations(
        nlp, doc, raw.text, entities, raw.rule_candidates, raw.aliases, within=(lo, hi)
    )
    relations = tuple(
        r if r.span.start >= lo else replace(r, span=Span(lo, max(lo, r.span.end)))
        for r in found
    )
    slots = {
        (e.span.start, e.span.end): slot_words(doc, padded, e.span.start, e.span.end)
        for e in entities
        if e.type in SLOT_TYPES
    }
    return PassageParse(first, last, lo, hi, tuple(entities), relations, slots)


def merged_analysis(raw: Analysis, passages: Sequence[PassageParse]) -> Analysis:
    """``raw`` with the parsed passages' entities, relations and slots laid over it.

    The passages do not overlap. Outside them the chunk keeps the raw-text rules' entities,
    and has no relations and no value slots.
    """
    if not passages:
        return raw
    bounds = sorted((p.start, p.end) for p in passages)
    starts = [a for a, _ in bounds]

    def outside(e: Entity) -> bool:
        k = bisect.bisect_right(starts, e.span.start) - 1
        return k < 0 or e.span.start >= bounds[k][1]

    entities = [e for e in raw.entities if outside(e)]
    relations: list[Relation] = []
    slots: dict[tuple[int, int], frozenset[str]] = {}
    for p in sorted(passages, key=lambda p: p.start):
        entities.extend(p.entities)
        relations.extend(p.relations)
        slots.update(p.slots)
    entities.sort(key=lambda e: (e.span.start, e.span.end))
    return replace(raw, entities=entities, relations=relations, slots=slots)
