"""Researcher -> Auditor -> Adjudicator over one legal graph built once.

``Reasoner(kb)`` builds the graph and indexes; ``reasoner.reason(fact)`` returns one
``Reasoning`` (what was retrieved, audited and decided); the judgment is verified against the
evidence it cites (``lexaudit.reason.verify``) before it is returned. Pass ``exclude``
(base-case indices) for leave-one-out; ``reasoner.exclusions_for(fact)`` finds the base
cases with the same normalised fact.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace
from typing import Any

from lexaudit.reason.adjudicator import OfflineAdjudicator
from lexaudit.reason.auditor import Auditor, ChecklistIndex, FactSentences
from lexaudit.reason.data import KnowledgeBase, normalise_fact
from lexaudit.reason.graph import LegalGraph, build_graph
from lexaudit.reason.researcher import FlatIndex, Researcher, charge_articles
from lexaudit.reason.types import ArticleAudit, Audit, Judgment, ReasonConfig, Research
from lexaudit.reason.verify import Verifier


@dataclass(frozen=True, slots=True)
class Reasoning:
    """One fact's research, audit and judgment."""

    research: Research
    audit: Audit
    judgment: Judgment


class Reasoner:
    """The three agents over one graph; configurations share the graph and indexes."""

    def __init__(self, kb: KnowledgeBase, config: ReasonConfig | None = None):
        """Build the hierarchical legal graph over ``kb`` (the expensive step, once)."""
        self.kb = kb
        self.config = config or ReasonConfig()
        self.graph: LegalGraph = build_graph(kb)
        self.links = charge_articles(self.graph)
        self.checklists = ChecklistIndex(kb)
        self.verifier = Verifier(kb)
        self._flat: FlatIndex | None = None
        self._by_fact: dict[str, list[int]] = {}
        for i, case in enumerate(kb.cases):
            self._by_fact.setdefault(normalise_fact(case.fact), []).append(i)

    def exclusions_for(self, fact: str) -> list[int]:
        """Base-case indices whose normalised fact equals ``fact``'s (leave-one-out)."""
        return list(self._by_fact.get(normalise_fact(fact), ()))

    def researcher(self, config: ReasonConfig) -> Researcher:
        """A Researcher for ``config`` sharing this graph (and the flat index, built once)."""
        researcher = Researcher(self.graph, config, self.links, self._flat)
        if not config.hierarchy and self._flat is None:
            from lexaudit.reason.researcher import build_flat_index

            self._flat = build_flat_index(self.graph)
            researcher.flat = self._flat
        return researcher

    def reason(
        self,
        fact: str,
        *,
        exclude: Collection[int] = (),
        config: ReasonConfig | None = None,
        vector: Any = None,
        memo: dict[str, ArticleAudit] | None = None,
    ) -> Reasoning:
        """Research, audit and adjudicate one fact (offline back-end)."""
        cfg = config or self.config
        if vector is None:
            vector = self.graph.vectorise([fact])
        research = self.researcher(cfg).research(fact, vector, exclude)
        facts = FactSentences.of(fact)
        audit = Auditor(self.kb, cfg, self.links, self.checklists).audit(research, facts, memo)
        judgment = OfflineAdjudicator(self.kb, cfg, self.links).decide(fact, research, audit)
        judgment = self.verifier.verify(fact, audit, judgment)
        return Reasoning(research, audit, judgment)


ABLATIONS: dict[str, dict[str, bool]] = {
    "no_hierarchy": {"hierarchy": False},
    "no_auditor": {"auditor": False},
    "no_community": {"community_route": False},
    "no_charge_route": {"charge_route": False},
}


def ablation_configs(base: ReasonConfig) -> dict[str, ReasonConfig]:
    """The full configuration and one per ablation, all sharing ``base``'s k and thresholds."""
    configs = {"full": base}
    for name, off in ABLATIONS.items():
        configs[name] = replace(base, **off)
    return configs
