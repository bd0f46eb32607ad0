"""Data types of the benchmark harness."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Example:
    """One benchmark example: a question, its sources and one answer with a gold label.

    ``hallucinated`` is the gold label (True = the answer is not faithful to the sources).
    ``kind`` names how the answer was made: ``faithful:extractive``, ``faithful:paraphrase``,
    ``hallucinated:entity_substitution``, ``hallucinated:shifted_date``, ...
    ``group`` is the source document id: splits are made by group, never across it.
    """

    id: str
    dataset: str
    split: str  # "dev" or "test"
    group: str
    query: str | None
    sources: tuple[str, ...]
    answer: str
    hallucinated: bool
    kind: str
    as_of: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def context_words(self) -> int:
        """Number of words in all sources together."""
        return sum(len(s.split()) for s in self.sources)
