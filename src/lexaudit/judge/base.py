"""The judge protocol: one method that decides one claim against its evidence windows.

Structural checks run first; NLI or LLM judges can be added behind the same protocol and
chained in a cascade (a later judge is asked only when an earlier one is unsure).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

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
