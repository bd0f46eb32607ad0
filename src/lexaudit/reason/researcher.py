"""The Researcher: semantic, community and charge-anchored retrieval over the legal graph.

* **semantic**: the ``k_semantic`` base cases most similar to the facts (cosine, TF-IDF);
* **community**: the Leiden community whose centroid is closest to the facts, and its
  ``k_community`` members most similar to them;
* **charge-anchored**: the ``k_charge`` charge nodes closest to the facts (a charge node is
  the sum of its base cases' vectors and its articles' text, see ``lexaudit.reason.graph``),
  the articles linked to them, and for each charge the ``cases_per_charge`` most similar base
  cases that carry it.

With ``hierarchy=False`` (the flat ablation) one index holds cases, articles and
interpretations alike, and the top ``k_semantic + k_charge`` units by cosine are taken, with
no communities and no charge anchoring.

Leave-one-out: the caller passes the base-case indices that are the query itself; they are
never returned, and they are taken out of the community centroids before comparing.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

import numpy as np

from lexaudit.reason.data import is_subsequence
from lexaudit.reason.graph import LegalGraph
from lexaudit.reason.types import Hit, ReasonConfig, Research, Route


@dataclass
class FlatIndex:
    """The flat ablation's single index: cases, then articles, then interpretations."""

    vectors: Any
    kinds: list[tuple[str, str]]  # ("case", index) | ("article", number) | ("interp", id)


def build_flat_index(graph: LegalGraph) -> FlatIndex:
    """Vectorise articles and interpretations beside the cases with the same vectorizer."""
    from scipy.sparse import vstack

    kb = graph.kb
    kinds: list[tuple[str, str]] = [("case", str(i)) for i in range(len(kb.cases))]
    texts: list[str] = []
    for number, art in kb.articles.items():
        kinds.append(("article", number))
        texts.append(" ".join([art.text, *art.checklist]))
    for iid, interp in kb.interpretations.items():
        kinds.append(("interp", iid))
        texts.append(interp.text)
    vectors = vstack([graph.case_vectors, graph.vectorise(texts)]).tocsr()
    return FlatIndex(vectors, kinds)


def charge_articles(graph: LegalGraph) -> dict[str, set[str]]:
    """Charge -> articles: from ``law_to_crime.json`` and from base cases citing both."""
    linked: dict[str, set[str]] = {}
    for number, art in graph.kb.articles.items():
        for charge in art.charges:
            linked.setdefault(charge, set()).add(number)
    for case in graph.kb.cases:
        for charge in case.charges:
            linked.setdefault(charge, set()).update(case.articles)
    return linked


class Researcher:
    """Retrieves candidate cases, articles and charges for a fact."""

    def __init__(
        self,
        graph: LegalGraph,
        config: ReasonConfig,
        links: dict[str, set[str]],
        flat: FlatIndex | None = None,
    ):
        """Hold the graph, the configuration, the charge links and the flat index."""
        self.graph = graph
        self.config = config
        self.links = links
        self.flat = flat

    def research(self, fact: str, vector: Any, exclude: Collection[int] = ()) -> Research:
        """Retrieve evidence for ``fact`` (its TF-IDF row ``vector``), never ``exclude``."""
        if not self.config.hierarchy:
            return self._flat(vector, exclude)
        cfg, graph = self.config, self.graph
        sims = np.asarray((graph.case_vectors @ vector.T).todense()).ravel()
        excluded = sorted(set(exclude))
        sims[excluded] = -np.inf
        hits: dict[int, Hit] = {}
        for i in np.argsort(-sims)[: cfg.k_semantic]:
            hits[int(i)] = Hit(str(int(i)), float(sims[i]), Route.SEMANTIC)
        if cfg.community_route:
            for i in self._community(vector, sims, excluded):
                hits.setdefault(i, Hit(str(i), float(sims[i]), Route.COMMUNITY))
        articles: list[Hit] = []
        charges: list[Hit] = []
        if cfg.charge_route:
            scores = graph.charge_scores(vector, excluded)
            top = [int(j) for j in np.argsort(-scores)[: cfg.k_charge] if scores[j] > 0]
            for j in top:
                charge = graph.charges[j]
                charges.append(Hit(charge, float(scores[j]), Route.CHARGE_ANCHORED))
                for number in sorted(self.links.get(charge, ())):
                    if number in graph.kb.articles:
                        articles.append(Hit(number, float(scores[j]), Route.CHARGE_ANCHORED))
                ranked = sorted(
                    (i for i in graph.cases_of_charge.get(charge, ()) if np.isfinite(sims[i])),
                    key=lambda i: -sims[i],
                )
                for i in ranked[: cfg.cases_per_charge]:
                    hits.setdefault(i, Hit(str(i), float(sims[i]), Route.CHARGE_ANCHORED))
        return self._assemble(list(hits.values()), articles, excluded, charges)

    def _community(self, vector: Any, sims: np.ndarray, excluded: list[int]) -> list[int]:
        graph = self.graph
        sums = graph.community_sums.copy()
        sizes = graph.community_sizes.astype(float).copy()
        for i in excluded:  # leave-one-out: the query is no part of its community's centroid
            cid = graph.community[i]
            sums[cid] -= np.asarray(graph.case_vectors[i].todense()).ravel()
            sizes[cid] -= 1
        q = np.asarray(vector.todense()).ravel()
        norms = np.linalg.norm(sums, axis=1)
        norms[norms == 0] = 1.0
        centroid_sim = (sums @ q) / norms
        centroid_sim[sizes <= 0] = -np.inf
        best = int(np.argmax(centroid_sim))
        members = [i for i in np.flatnonzero(graph.community == best) if np.isfinite(sims[i])]
        members.sort(key=lambda i: -sims[i])
        return [int(i) for i in members[: self.config.k_community]]

    def _flat(self, vector: Any, exclude: Collection[int]) -> Research:
        if self.flat is None:
            self.flat = build_flat_index(self.graph)
        sims = np.asarray((self.flat.vectors @ vector.T).todense()).ravel()
        excluded = sorted(set(exclude))
        sims[excluded] = -np.inf  # cases come first in the flat index
        cases: list[Hit] = []
        articles: list[Hit] = []
        for j in np.argsort(-sims)[: self.config.k_semantic + self.config.k_charge]:
            kind, key = self.flat.kinds[int(j)]
            score = float(sims[j])
            if kind == "case":
                cases.append(Hit(key, score, Route.FLAT))
            elif kind == "article":
                articles.append(Hit(key, score, Route.FLAT))
            else:
                for number in self.graph.kb.interpretations[key].articles:
                    if number in self.graph.kb.articles:
                        articles.append(Hit(number, score, Route.FLAT))
        return self._assemble(cases, articles, excluded)

    def _assemble(
        self,
        cases: list[Hit],
        articles: list[Hit],
        excluded: list[int],
        charges: list[Hit] | None = None,
    ) -> Research:
        kb = self.graph.kb
        cand_articles: dict[str, None] = {}
        cand_charges: dict[str, None] = {h.key: None for h in charges or ()}
        for hit in articles:
            cand_articles.setdefault(hit.key)
            if hit.route is Route.FLAT:  # a charge-anchored article came with its charge
                for charge in kb.articles[hit.key].charges:
                    cand_charges.setdefault(charge)
        for hit in cases:
            case = kb.cases[int(hit.key)]
            for article in case.articles:
                cand_articles.setdefault(article)
            for charge in case.charges:
                cand_charges.setdefault(charge)
        return Research(
            cases=tuple(sorted(cases, key=lambda h: -h.score)),
            articles=tuple(articles),
            charges=tuple(charges or ()),
            candidate_articles=tuple(cand_articles),
            candidate_charges=tuple(cand_charges),
            excluded_cases=tuple(excluded),
        )


def charge_matches(gold: str, predicted: str) -> bool:
    """The paper's rule: a prediction matches a gold charge that is a subsequence of it."""
    return is_subsequence(gold, predicted)


def retrieval_quality(research: Research, gold: Collection[str]) -> tuple[bool, float]:
    """(every gold charge among the candidates?, share of candidate charges that are not gold)."""
    cands = research.candidate_charges
    effective = all(any(charge_matches(g, c) for c in cands) for g in gold)
    wrong = sum(1 for c in cands if not any(charge_matches(g, c) for g in gold))
    return effective, (wrong / len(cands) if cands else 1.0)
