"""HalluGraph metrics: Entity Grounding, Relation Preservation, Composite Fidelity Index.

- EG = |{v in V_a : exists w in V_c ∪ V_q, match(v, w)}| / |V_a|; match = same entity type
  (parties, organisations and persons are one type class) and same normalised value.
- RP = mean over answer edges e of 1[exists e' in E_c ∪ E_q : align(e, e')]; align = matched
  endpoints and a compatible relation label (same polarity, compatible modality). An answer
  with no edges has no RP (the edge-aware policy): it is ``None`` and CFI falls back to EG.
- CFI = alpha * EG + (1 - alpha) * RP.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lexaudit.align.graph import KnowledgeGraph, labels_compatible
from lexaudit.types import Entity, EntityType, Modality, Relation

# entity types that count in EG (defined terms are vocabulary, not claims; bare numbers count:
# a changed quantity is a hallucination)
EG_TYPES = frozenset(
    {
        EntityType.PARTY,
        EntityType.ORG,
        EntityType.PERSON,
        EntityType.COURT,
        EntityType.GPE,
        EntityType.DATE,
        EntityType.MONEY,
        EntityType.DURATION,
        EntityType.PERCENT,
        EntityType.SECTION_REF,
        EntityType.CITATION,
        EntityType.NUMBER,
    }
)


@dataclass(frozen=True, slots=True)
class GroundingResult:
    """EG with the answer entities that found no match."""

    score: float | None
    total: int
    unmatched: tuple[Entity, ...]


@dataclass(frozen=True, slots=True)
class PreservationResult:
    """RP with the answer edges that found no aligned edge."""

    score: float | None
    total: int
    unaligned: tuple[Relation, ...]


def modality_compatible(a: Modality, b: Modality) -> bool:
    """A plain assertion paraphrases any positive modality; otherwise modalities must agree."""
    if a == b:
        return True
    positive = {Modality.NONE, Modality.SHALL}
    return a in positive and b in positive


def entity_grounding(
    answer: Sequence[Entity],
    *contexts: KnowledgeGraph,
    printed: Callable[[Entity], bool] | None = None,
) -> GroundingResult:
    """Entity Grounding of the answer's entities against the context and query graphs.

    ``printed`` marks entities the source texts print without a node of their own (a
    section a statute text is headed with); they count as matched.
    """
    counted = [e for e in answer if e.type in EG_TYPES]
    if not counted:
        return GroundingResult(None, 0, ())
    also = printed or (lambda _: False)
    unmatched = tuple(e for e in counted if not any(g.matches(e) for g in contexts) and not also(e))
    return GroundingResult(1.0 - len(unmatched) / len(counted), len(counted), unmatched)


def edge_endpoints(edge: Relation) -> list[str]:
    """The object and argument node keys of an edge."""
    return [k for k in (edge.object, *(a.value for a in edge.arguments)) if k]


def is_entity_edge(edge: Relation) -> bool:
    """An edge between entities: a subject and at least one typed-entity endpoint."""
    if not edge.subject:
        return False
    keys = [edge.subject, *edge_endpoints(edge)]
    return any(not k.startswith("np:") for k in keys) and len(keys) >= 2


def edges_align(edge: Relation, other: Relation, graph: KnowledgeGraph) -> bool:
    """Matched endpoints and a compatible relation label, polarity and modality."""
    if not labels_compatible(edge.relation, other.relation):
        return False
    if edge.negated != other.negated or not modality_compatible(edge.modality, other.modality):
        return False
    if not graph.node_matches(edge.subject, other.subject):
        return False
    others = edge_endpoints(other)
    for key in edge_endpoints(edge):
        if key.startswith("np:"):
            continue
        if not any(graph.node_matches(key, o) for o in others):
            return False
    return True


def relation_preservation(
    answer_edges: Sequence[Relation], *contexts: KnowledgeGraph
) -> PreservationResult:
    """Relation Preservation of the answer's entity edges (None when it has none)."""
    counted = [e for e in answer_edges if is_entity_edge(e)]
    if not counted:
        return PreservationResult(None, 0, ())
    unaligned = tuple(
        e
        for e in counted
        if not any(edges_align(e, other, g) for g in contexts for other in g.edges)
    )
    return PreservationResult(1.0 - len(unaligned) / len(counted), len(counted), unaligned)


def composite_fidelity(eg: float | None, rp: float | None, alpha: float) -> float | None:
    """CFI = alpha * EG + (1 - alpha) * RP, with the edge-aware fallbacks."""
    if eg is None and rp is None:
        return None
    if rp is None:
        return eg
    if eg is None:
        return rp
    return alpha * eg + (1.0 - alpha) * rp
