"""The hierarchical legal graph: fact graph, ontology graph and rule graph, built once per run.

* **Fact graph**: base case -> article, base case -> charge (the labels the base cases carry).
* **Ontology graph**: base cases linked to their ``knn`` nearest neighbours by cosine
  similarity of sparse TF-IDF vectors over jieba tokens (unigrams and bigrams; no neural
  embedding: the base install has no torch), grouped into communities with Leiden
  (igraph + leidenalg, RB-configuration quality, fixed seed).
* **Rule graph**: article -> checklist items (``judge[]``), article -> judicial
  interpretations, article -> charges (``law_to_crime.json``).

The charge-anchored route of the Researcher searches *charge nodes*: each charge is the sum
of the vectors of the base cases that carry it (fact graph) plus ``ARTICLE_WEIGHT`` x the
vector of its articles' text, checklist and name (rule graph); the query is compared with it
by cosine. The query's own base case (leave-one-out) is subtracted from the sums first.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lexaudit.reason.data import KnowledgeBase
from lexaudit.reason.text import tokens

KNN = 10
ARTICLE_WEIGHT = 1.0
LEIDEN_RESOLUTION = 1.0
LEIDEN_SEED = 42


def _vectorizer() -> Any:
    from sklearn.feature_extraction.text import TfidfVectorizer

    return TfidfVectorizer(
        analyzer=lambda text: _grams(tokens(text)),
        sublinear_tf=True,
        min_df=2,
        max_df=0.5,
        norm="l2",
    )


def _grams(toks: tuple[str, ...]) -> list[str]:
    return [*toks, *(f"{a}_{b}" for a, b in zip(toks, toks[1:], strict=False))]


@dataclass
class LegalGraph:
    """The three layers over one knowledge base, and the indexes to search them."""

    kb: KnowledgeBase
    vectorizer: Any
    case_vectors: Any  # scipy CSR, one l2-normalised row per base case
    community: np.ndarray  # base case index -> community id
    community_sums: np.ndarray  # community id -> sum of its members' vectors (dense)
    community_sizes: np.ndarray
    charges: list[str]
    charge_sums: Any  # scipy CSR, one row per charge: its cases' vectors + its articles'
    charge_norms: np.ndarray
    charge_members: Any  # scipy CSR, charges x base cases, 1 where the case carries the charge
    cases_of_charge: dict[str, list[int]] = field(default_factory=dict)
    cases_of_article: dict[str, list[int]] = field(default_factory=dict)
    knn_edges: int = 0
    modularity: float = 0.0

    def vectorise(self, facts: list[str]) -> Any:
        """TF-IDF rows (l2-normalised) for query facts."""
        return self.vectorizer.transform(facts)

    def charge_scores(self, vector: Any, exclude: list[int]) -> np.ndarray:
        """Cosine of the query with every charge node, ``exclude`` cases taken out first."""
        dots = np.asarray((self.charge_sums @ vector.T).todense()).ravel()
        sq = self.charge_norms**2
        for i in exclude:
            own = self.case_vectors[i]
            rows = self.charge_members[:, i].nonzero()[0]
            if not len(rows):
                continue
            q_dot = float((own @ vector.T).toarray()[0, 0])
            s_dot = np.asarray((self.charge_sums[rows] @ own.T).todense()).ravel()
            own_sq = float(own.multiply(own).sum())
            dots[rows] -= q_dot
            sq[rows] = sq[rows] - 2 * s_dot + own_sq
        norms = np.sqrt(np.clip(sq, 0.0, None))
        norms[norms < 1e-9] = np.inf
        scores: np.ndarray = dots / norms
        return scores

    def stats(self) -> dict[str, int | float]:
        """Node and edge counts of each layer (for results.json and the docs)."""
        kb = self.kb
        return {
            "base_cases": len(kb.cases),
            "fact_edges_case_article": sum(len(c.articles) for c in kb.cases),
            "fact_edges_case_charge": sum(len(c.charges) for c in kb.cases),
            "ontology_knn": KNN,
            "ontology_edges": self.knn_edges,
            "charges": len(self.charges),
            "communities": int(self.community.max()) + 1 if len(self.community) else 0,
            "modularity": round(self.modularity, 4),
            "articles": len(kb.articles),
            "rule_edges_article_checklist": sum(len(a.checklist) for a in kb.articles.values()),
            "rule_edges_article_interpretation": sum(
                len(a.interpretations) for a in kb.articles.values()
            ),
            "rule_edges_article_charge": sum(len(a.charges) for a in kb.articles.values()),
        }


def _leiden(sim: Any, knn: int) -> tuple[np.ndarray, int, float]:
    import igraph as ig
    import leidenalg

    n = sim.shape[0]
    dense = sim.toarray()
    np.fill_diagonal(dense, -1.0)
    edges: dict[tuple[int, int], float] = {}
    for i in range(n):
        for j in np.argsort(-dense[i])[:knn]:
            if dense[i, j] <= 0:
                continue
            key = (min(i, int(j)), max(i, int(j)))
            edges[key] = float(dense[i, j])
    graph = ig.Graph(n=n, edges=list(edges), directed=False)
    graph.es["weight"] = list(edges.values())
    partition = leidenalg.find_partition(
        graph,
        leidenalg.RBConfigurationVertexPartition,
        weights="weight",
        resolution_parameter=LEIDEN_RESOLUTION,
        seed=LEIDEN_SEED,
    )
    return np.asarray(partition.membership, dtype=int), len(edges), float(partition.modularity)


def _charge_nodes(kb: KnowledgeBase, vectorizer: Any, vectors: Any) -> tuple[list[str], Any, Any]:
    from scipy.sparse import csr_matrix

    names: dict[str, None] = {}
    for case in kb.cases:
        names.update(dict.fromkeys(case.charges))
    for art in kb.articles.values():
        names.update(dict.fromkeys(art.charges))
    charges = list(names)
    row = {c: i for i, c in enumerate(charges)}
    cells = [(row[c], i) for i, case in enumerate(kb.cases) for c in set(case.charges)]
    members = csr_matrix(
        ([1.0] * len(cells), ([r for r, _ in cells], [i for _, i in cells])),
        shape=(len(charges), len(kb.cases)),
    )
    rule_text = dict.fromkeys(charges, "")
    for art in kb.articles.values():
        for c in art.charges:
            rule_text[c] += " ".join([art.text, *art.checklist, c]) + " "
    rules = vectorizer.transform([rule_text[c] or c for c in charges])
    return charges, members, (members @ vectors + ARTICLE_WEIGHT * rules).tocsr()


def build_graph(kb: KnowledgeBase, knn: int = KNN) -> LegalGraph:
    """Build the three layers and the indexes over ``kb`` (once per run)."""
    vectorizer = _vectorizer()
    vectors = vectorizer.fit_transform([c.fact for c in kb.cases])
    community, n_edges, modularity = _leiden(vectors @ vectors.T, knn)
    n_comm = int(community.max()) + 1
    sums = np.zeros((n_comm, vectors.shape[1]))
    for cid in range(n_comm):
        sums[cid] = np.asarray(vectors[community == cid].sum(axis=0)).ravel()
    sizes = np.bincount(community, minlength=n_comm)
    by_charge: dict[str, list[int]] = defaultdict(list)
    by_article: dict[str, list[int]] = defaultdict(list)
    for i, case in enumerate(kb.cases):
        for charge in case.charges:
            by_charge[charge].append(i)
        for article in case.articles:
            by_article[article].append(i)
    charges, members, charge_sums = _charge_nodes(kb, vectorizer, vectors)
    charge_norms = np.sqrt(np.asarray(charge_sums.multiply(charge_sums).sum(axis=1)).ravel())
    return LegalGraph(
        kb=kb,
        vectorizer=vectorizer,
        case_vectors=vectors.tocsr(),
        community=community,
        community_sums=sums,
        community_sizes=sizes,
        charges=charges,
        charge_sums=charge_sums,
        charge_norms=charge_norms,
        charge_members=members.tocsc(),
        cases_of_charge=dict(by_charge),
        cases_of_article=dict(by_article),
        knn_edges=n_edges,
        modularity=modularity,
    )
