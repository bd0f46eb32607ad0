"""The judge protocol: one method that decides one claim against its evidence windows.

Structural checks run first; NLI or LLM judges can be added behind the same protocol and
chained in a cascade (a later judge is asked only when an earlier one is unsure).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.types import Claim, ClaimVerdict


class Judge(Protocol):
    """Decides whether a claim is supported, contradicted or unsupported by its evidence."""

    def judge(
        self,
        claim: Claim,
        windows: Sequence[Window],
        evidence: Evidence,
        context: KnowledgeGraph,
    ) -> ClaimVerdict:
        """Return the verdict on ``claim`` given its best evidence ``windows``.

        Args:
            claim: the atomic claim with its entities and relations.
            windows: candidate evidence windows, best first (may be empty).
            evidence: the whole analysed bundle (for lookups beyond the windows).
            context: the merged source + query graph (G_c ∪ G_q).
        """
        ...


@runtime_checkable
class AnswerJudge(Protocol):
    """A judge that sees all of an answer's claims and the question at once (the cascade)."""

    def judge_claims(
        self,
        items: Sequence[tuple[Claim, Sequence[Window]]],
        evidence: Evidence,
        context: KnowledgeGraph,
        query: str | None,
    ) -> list[ClaimVerdict]:
        """Return one verdict per ``(claim, windows)`` item, in order."""
        ...


def judge_all(
    judge: Judge,
    items: Sequence[tuple[Claim, Sequence[Window]]],
    evidence: Evidence,
    context: KnowledgeGraph,
    query: str | None,
) -> list[ClaimVerdict]:
    """Judge every claim: at once when ``judge`` can, else one by one."""
    if isinstance(judge, AnswerJudge):
        return judge.judge_claims(items, evidence, context, query)
    return [judge.judge(claim, windows, evidence, context) for claim, windows in items]
