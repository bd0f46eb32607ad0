"""Lazy parsing: spaCy runs only on the passages an answer's claims align with.

``Verifier(lazy=True)`` reads each source chunk with the raw-text rules alone
(:meth:`Extractor.analyse_raw`, cached per chunk), builds the search index over that, and
then parses only the sentences :func:`passage_scope` picks for the answer:

- around each of the best :data:`LAZY_PASSAGES_PER_CLAIM` windows of every verifiable claim
  (BM25 over the raw sentences, re-ranked by the claim's values: the retrieval the judge
  runs), the window's sentence and one neighbour on each side;
- around each sentence stating an amount, date, period, percentage, place, number or
  citation the answer also states, when at most :data:`LAZY_VALUE_SENTENCES` sentences of
  the bundle state it (those are the sources' values the judge weighs by their slot words).

Runs of consecutive picked sentences are parsed as passages (:mod:`lexaudit.extract.passages`)
and cached per (chunk, sentence range); the rest of each chunk keeps the rules-only analysis.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Collection, Sequence

from lexaudit.align.graph import KnowledgeGraph, build_graph
from lexaudit.deadline import check_deadline
from lexaudit.evidence.encoder import SentenceEncoder
from lexaudit.evidence.retrieval import JUDGE_WINDOWS, Evidence
from lexaudit.evidence.sources import SourceState
from lexaudit.extract.passages import (
    PassageParse,
    merged_analysis,
    parse_passages,
    passage_ranges,
    sentence_of,
)
from lexaudit.extract.pipeline import Analysis, Extractor
from lexaudit.extract.slots import SLOT_TYPES
from lexaudit.types import Chunk, Claim, ClaimType, Entity, EntityType

LAZY_PASSAGES_PER_CLAIM = JUDGE_WINDOWS
"""Windows of each claim whose sentences (and one neighbour on each side) are parsed: the
windows the judge reads."""
LAZY_VALUE_SENTENCES = 8
"""A value of the answer parses the sentences stating it when at most this many do."""
LAZY_VALUE_RADIUS = 1
"""Neighbours on each side parsed with a sentence stating one of the answer's values."""
# the values judged by their slot, and citations (their sentences are the authority's text)
_VALUE_TYPES = SLOT_TYPES | {EntityType.CITATION}
__all__ = ["LAZY_PASSAGES_PER_CLAIM", "LAZY_VALUE_SENTENCES", "LazyParser", "passage_scope"]


def passage_scope(
    claims: Sequence[Claim], answer_entities: Collection[Entity], evidence: Evidence
) -> dict[int, set[int]]:
    """The sentences lazy parsing runs spaCy on: chunk index -> sentence indices.

    ``evidence`` is the bundle's rules-only evidence (see the module docstring for the rule).
    """
    position = {id(chunk): ci for ci, chunk in enumerate(evidence.chunks)}
    starts: dict[int, list[int]] = {}
    scope: dict[int, set[int]] = {}

    def add(ci: int, offset: int, radius: int) -> None:
        sentences = evidence.analyses[ci].sentences
        if ci not in starts:
            starts[ci] = [s for s, _ in sentences]
        si = sentence_of(starts[ci], offset)
        scope.setdefault(ci, set()).update(
            range(max(0, si - radius), min(len(sentences), si + radius + 1))
        )

    for claim in claims:
        if claim.type is ClaimType.VERIFIABLE_FACT:
            for window in evidence.candidates(claim, k=LAZY_PASSAGES_PER_CLAIM):
                add(position[id(window.chunk)], window.start, 1)
    for key in {(e.type, e.value) for e in answer_entities if e.type in _VALUE_TYPES}:
        units = evidence.units_stating(*key)
        if len(units) <= LAZY_VALUE_SENTENCES:
            for i in units:
                unit = evidence.index.units[i]
                add(unit.chunk_index, unit.start, LAZY_VALUE_RADIUS)
    return scope


class LazyParser:
    """The rules-only chunk analyses and the parsed passages of a verifier, cached."""

    def __init__(self, extractor: Extractor, date_order: str, cache_size: int) -> None:
        """Cache up to ``cache_size`` chunk analyses and ``32 * cache_size`` passages."""
        self.extractor = extractor
        self.date_order = date_order
        self.cache_size = cache_size
        self.raw: OrderedDict[str, Analysis] = OrderedDict()
        self.passages: OrderedDict[tuple[str, int, int], PassageParse] = OrderedDict()
        self.parsed_sentences = 0  # sentences spaCy has run on, for benchmarks and tests
        self._lock = threading.Lock()

    def analyse_raw(
        self, chunks: Sequence[Chunk], keys: Sequence[str], deadline: float | None = None
    ) -> list[Analysis]:
        """The chunks' rules-only analyses, cached per chunk key.

        Past the ``deadline`` it raises before the next chunk (the finished ones stay cached).
        """
        out: list[Analysis] = []
        for key, chunk in zip(keys, chunks, strict=True):
            with self._lock:
                found = self.raw.get(key)
                if found is not None:
                    self.raw.move_to_end(key)
            if found is None:
                check_deadline(deadline, "the rules of the next source chunk")
                (found,) = self.extractor.analyse_raw([chunk.text], self.date_order)
                with self._lock:
                    self.raw[key] = found
                    while len(self.raw) > self.cache_size:
                        self.raw.popitem(last=False)
            out.append(found)
        return out

    def state(
        self,
        chunks: Sequence[Chunk],
        keys: Sequence[str],
        raw: SourceState,
        answer: Analysis,
        deadline: float | None = None,
        encoder: SentenceEncoder | None = None,
    ) -> SourceState:
        """``raw`` with the passages the answer's claims align with parsed and laid over it.

        G_c keeps every rule entity and the text of every chunk; the parsed passages add
        spaCy's names and all the relations. The vocabulary and the search index are the
        raw state's (the sentences and their words do not depend on the parse). With an
        ``encoder`` (dense retrieval) the windows are found as the judge finds them, dense
        scores included; the sentence vectors are kept on the raw analyses.
        """
        evidence = Evidence(
            chunks,
            raw.analyses,
            dict(raw.aliases),
            encoder=encoder,
            vocabulary=raw.vocabulary,
            index=raw.index,
        )
        scope = passage_scope(answer.claims, answer.entities, evidence)
        wanted = [
            (ci, first, last)
            for ci in sorted(scope)
            for first, last in passage_ranges(raw.analyses[ci].sentences, scope[ci])
        ]
        if not wanted:
            return raw
        found: dict[tuple[str, int, int], PassageParse] = {}
        with self._lock:
            for ci, first, last in wanted:
                cached = self.passages.get((keys[ci], first, last))
                if cached is not None:
                    self.passages.move_to_end((keys[ci], first, last))
                    found[(keys[ci], first, last)] = cached
        missing = [(ci, a, b) for ci, a, b in wanted if (keys[ci], a, b) not in found]
        parsed = parse_passages(
            self.extractor,
            [(raw.analyses[ci], a, b) for ci, a, b in missing],
            deadline,
        )
        with self._lock:
            for (ci, a, b), passage in zip(missing, parsed, strict=True):
                found[(keys[ci], a, b)] = passage
                self.passages[(keys[ci], a, b)] = passage
                self.parsed_sentences += b - a
            while len(self.passages) > 32 * self.cache_size:
                self.passages.popitem(last=False)
        check_deadline(deadline, "the source graph")
        analyses = list(raw.analyses)
        extra: list[KnowledgeGraph] = []
        for ci in sorted(scope):
            passages = [found[(keys[c], a, b)] for c, a, b in wanted if c == ci]
            analyses[ci] = merged_analysis(raw.analyses[ci], passages)
            extra.append(
                build_graph(
                    [e for p in passages for e in p.entities],
                    [r for p in passages for r in p.relations],
                    raw.aliases,
                    "",
                )
            )
        return SourceState(
            analyses=analyses,
            aliases=raw.aliases,
            graph=KnowledgeGraph.merge([raw.graph, *extra]),
            vocabulary=raw.vocabulary,
            index=raw.index,
        )
