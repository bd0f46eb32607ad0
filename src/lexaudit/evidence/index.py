"""Lexical evidence retrieval over the sentences of the evidence bundle (BM25)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EvidenceUnit:
    """One sentence of one chunk: the unit evidence is retrieved at."""

    chunk_index: int
    sentence_index: int
    start: int
    end: int


class EvidenceIndex:
    """BM25 over the sentences of all chunks (k1 = 1.2, b = 0.75)."""

    def __init__(self, units: Sequence[EvidenceUnit], words: Sequence[Sequence[str]]) -> None:
        """Index ``units`` whose content words are ``words`` (same order)."""
        self.units = list(units)
        self._tf = [Counter(w) for w in words]
        self._len = [len(w) for w in words]
        n = len(self.units)
        self._avg = (sum(self._len) / n) if n else 0.0
        # the units each word occurs in (ascending), so a search touches only those units
        self._postings: dict[str, list[int]] = {}
        for i, tf in enumerate(self._tf):
            for term in tf:
                self._postings.setdefault(term, []).append(i)
        self._idf = {
            t: math.log(1.0 + (n - len(d) + 0.5) / (len(d) + 0.5))
            for t, d in self._postings.items()
        }

    @property
    def idf(self) -> dict[str, float]:
        """The BM25 inverse document frequency of each indexed word."""
        return self._idf

    def search(self, query: Sequence[str], k: int = 5) -> list[tuple[int, float]]:
        """Top ``k`` unit indices with their BM25 scores, best first."""
        if not self.units or not query:
            return []
        terms = Counter(query)
        k1, b = 1.2, 0.75
        # term by term over each term's postings: every unit adds its terms' parts in the
        # query's order, as a scan of all units would, so the scores are the same floats
        totals: dict[int, float] = {}
        for term, qtf in terms.items():
            weight = qtf * self._idf.get(term, 0.0)
            for i in self._postings.get(term, ()):
                f = self._tf[i][term]
                norm = k1 * (1 - b + b * self._len[i] / (self._avg or 1.0))
                totals[i] = totals.get(i, 0.0) + weight * f * (k1 + 1) / (f + norm)
        scores = sorted((i, s) for i, s in totals.items() if s > 0)
        scores.sort(key=lambda x: -x[1])
        return scores[:k]
