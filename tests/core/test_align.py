"""EG, RP and CFI exactly as DESIGN.md defines them, on hand-built graphs."""

from __future__ import annotations

import pytest

from lexaudit.align.graph import KnowledgeGraph, build_graph
from lexaudit.align.metrics import (
    composite_fidelity,
    entity_grounding,
    relation_preservation,
)
from lexaudit.types import Argument, Entity, EntityType, Modality, Relation, Span

S = Span(0, 1)


def ent(etype: EntityType, value: str, text: str | None = None) -> Entity:
    return Entity(etype, text or value, value, S)


def rel(subject: str, label: str, obj: str = "", negated: bool = False, **kw: object) -> Relation:
    args = tuple(Argument(r, v, S) for r, v in kw.get("args", ()))  # type: ignore[attr-defined]
    modality = kw.get("modality", Modality.NONE)
    return Relation(subject, label, obj, S, negated, modality, args)  # type: ignore[arg-type]


def test_eg_counts_matches_over_answer_entities() -> None:
    context = KnowledgeGraph(
        entities=[ent(EntityType.MONEY, "USD 1250000"), ent(EntityType.DURATION, "P30D")]
    )
    answer = [
        ent(EntityType.MONEY, "USD 1250000"),
        ent(EntityType.DURATION, "P1M"),  # one month paraphrases thirty days
        ent(EntityType.MONEY, "USD 2000000"),
        ent(EntityType.DATE, "2020-03-01"),
    ]
    result = entity_grounding(answer, context)
    assert result.score == pytest.approx(0.5)
    assert {e.value for e in result.unmatched} == {"USD 2000000", "2020-03-01"}


def test_eg_requires_same_type() -> None:
    context = KnowledgeGraph(entities=[ent(EntityType.PERCENT, "5")])
    result = entity_grounding([ent(EntityType.MONEY, "USD 5")], context)
    assert result.score == 0.0


def test_eg_uses_query_graph_too() -> None:
    context = KnowledgeGraph(entities=[])
    query = KnowledgeGraph(entities=[ent(EntityType.DATE, "2024-07-01")])
    assert entity_grounding([ent(EntityType.DATE, "2024-07-01")], context, query).score == 1.0


def test_eg_undefined_without_entities() -> None:
    assert entity_grounding([], KnowledgeGraph()).score is None


def test_party_short_name_and_alias_are_grounded() -> None:
    aliases = {"licensee": "bluefin health", "bluefin health": "bluefin health"}
    context = build_graph(
        [ent(EntityType.PARTY, "bluefin health")], [], aliases, "Bluefin Health, Inc."
    )
    assert context.matches(ent(EntityType.ORG, "bluefin"))
    assert context.matches(ent(EntityType.PARTY, "licensee"))
    assert not context.matches(ent(EntityType.ORG, "acme widgets"))


def test_rp_aligns_edges_with_matched_endpoints_and_label() -> None:
    aliases = {"licensee": "bluefin health", "licensor": "northwind analytics"}
    context = build_graph(
        [], [rel("np:licensee", "pay", "percent:5", args=[("to", "np:licensor")])], aliases, ""
    )
    same = rel(
        "party:bluefin health", "remit", "percent:5", args=[("to", "party:northwind analytics")]
    )
    swapped = rel(
        "party:northwind analytics", "pay", "percent:5", args=[("to", "party:bluefin health")]
    )
    negated = rel("party:bluefin health", "pay", "percent:5", negated=True)
    result = relation_preservation([same, swapped, negated], context)
    assert result.total == 3
    assert result.score == pytest.approx(1 / 3)
    assert same not in result.unaligned and swapped in result.unaligned


def test_rp_undefined_without_edges_edge_aware() -> None:
    result = relation_preservation([rel("np:agreement", "be")], KnowledgeGraph())
    assert result.score is None and result.total == 0


@pytest.mark.parametrize(
    ("eg", "rp", "alpha", "expected"),
    [(1.0, 0.5, 0.7, 0.85), (0.6, None, 0.7, 0.6), (None, 0.4, 0.7, 0.4), (None, None, 0.7, None)],
    ids=["both", "no-edges", "no-entities", "nothing"],
)
def test_cfi(eg: float | None, rp: float | None, alpha: float, expected: float | None) -> None:
    value = composite_fidelity(eg, rp, alpha)
    if expected is None:
        assert value is None
    else:
        assert value == pytest.approx(expected)


def test_a_name_spacy_left_untagged_matches_the_same_name_tagged() -> None:
    from lexaudit.align.graph import KnowledgeGraph

    graph = KnowledgeGraph()
    assert graph.node_matches("np:kestrel", "person:kestrel")
    assert graph.node_matches("org:kestrel", "np:kestrel")
    assert not graph.node_matches("np:kestrel", "person:kestrel logistics")
    assert not graph.node_matches("np:kestrel", "gpe:kestrel")
    assert not graph.node_matches("np:invoice", "date:2020")


def test_several_words_that_open_a_name_are_that_name() -> None:
    from lexaudit.align.graph import KnowledgeGraph

    graph = KnowledgeGraph()
    assert graph.node_matches("np:harrow ridge", "party:harrow ridge capital")
    assert not graph.node_matches("np:capital", "party:harrow ridge capital")
    assert not graph.node_matches("np:ridge capital", "party:harrow ridge capital")


def test_a_name_and_the_initials_of_its_words_are_one_party() -> None:
    graph = KnowledgeGraph()
    assert graph.node_matches("party:kp", "party:kestrel partners")
    assert graph.node_matches("org:harbour freight", "party:hf")
    # one word is no initials of one word, and other letters name another party
    assert not graph.node_matches("party:h", "party:harbour")
    assert not graph.node_matches("party:kp", "party:kestrel holdings")
