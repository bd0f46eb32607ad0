"""Two edges of one clause read in other voices are no party conflict (``judge.edges``).

Hand-made edges, as the parser gives them for a relative clause read actively in one text
("any Tower Site that has reached Final Acceptance") and passively in the other ("for which
Final Acceptance is reached", where the parser makes the acceptance the actor). The
other text's actor is what the claim acts on: no one has been put in the actor's place. A
real party put there is still a conflict.
"""

from __future__ import annotations

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.evidence.retrieval import Window
from lexaudit.judge.edges import compare_edges
from lexaudit.types import Argument, Chunk, Entity, EntityType, Relation, Span

_TEXT = (
    "Northgate waives setoff against payments for any Tower Site for which Final Acceptance "
    "is reached."
)


def _org(text: str) -> Entity:
    start = _TEXT.find(text)
    return Entity(EntityType.ORG, text, text.lower(), Span(start, start + len(text)))


def _window() -> tuple[Window, KnowledgeGraph]:
    graph = KnowledgeGraph(
        entities=[_org("Tower Site"), _org("Final Acceptance"), _org("Northgate")]
    )
    chunk = Chunk("c1", "d1", _TEXT)
    window = Window(chunk, 0, len(_TEXT), [], [], set(), graph=graph)
    return window, graph


def test_the_other_texts_actor_that_the_claim_acts_on_is_no_party_put_in_its_place() -> None:
    window, graph = _window()
    claim = Relation("org:tower site", "reach", "org:final acceptance", Span(0, 10))
    # the parser resolves the relative pronoun of "for which Final Acceptance is reached" to
    # the clause's own noun: the edge's actor and object are both the acceptance
    source = Relation("org:final acceptance", "reach", "org:final acceptance", Span(60, 90))
    assert compare_edges(claim, source, graph, window) is None


def test_another_party_in_the_actors_place_is_still_a_conflict() -> None:
    window, graph = _window()
    claim = Relation("org:tower site", "waive", "np:setoff", Span(0, 10))
    source = Relation("org:northgate", "waive", "np:setoff", Span(0, 20))
    conflict = compare_edges(claim, source, graph, window)
    assert conflict is not None and conflict.field == "party"


def test_the_two_sides_of_a_definition_trade_no_roles() -> None:
    # "the Board, as used here, means the Coastal Review Board": the parser may make the
    # named board the actor of "mean"; a claim "the Board means the Coastal Review Board"
    # has it as the object. Nobody acts on anybody in a definition.
    window, graph = _window()
    claim = Relation("np:board", "mean", "org:northgate", Span(0, 10))
    source = Relation("org:northgate", "mean", "", Span(0, 20))
    assert compare_edges(claim, source, graph, window) is None
    # the same places with a verb of doing, or a copula that relates parties ("represents"
    # as agent), are a role swap
    for verb in ("pay", "represent"):
        claim = Relation("np:board", verb, "org:northgate", Span(0, 10))
        source = Relation("org:northgate", verb, "", Span(0, 20))
        conflict = compare_edges(claim, source, graph, window)
        assert conflict is not None and conflict.field == "role"


def test_parties_in_each_others_clauses_doing_other_things_trade_no_roles() -> None:
    window, graph = _window()
    # "Tower Site takes Northgate's rights" against "Northgate shall take action to help
    # Tower Site": one verb, two acts
    claim = Relation(
        "org:tower site",
        "take",
        "np:right",
        Span(0, 10),
        arguments=(Argument("of", "org:northgate", Span(0, 5)),),
    )
    source = Relation(
        "org:northgate",
        "take",
        "np:action",
        Span(0, 20),
        arguments=(Argument("to", "org:tower site", Span(0, 5)),),
    )
    assert compare_edges(claim, source, graph, window) is None
    # each acting on the other is a swap
    claim = Relation("org:tower site", "pay", "org:northgate", Span(0, 10))
    source = Relation("org:northgate", "pay", "org:tower site", Span(0, 20))
    conflict = compare_edges(claim, source, graph, window)
    assert conflict is not None and conflict.field == "role"


def test_a_pronoun_for_the_thing_makes_no_party_conflict() -> None:
    # "Tower Site keeps it" against "Northgate keeps the setoff": "it" may be anything, so the
    # two keepings are not shown to be one act done by another party
    window, graph = _window()
    claim = Relation("org:tower site", "keep", "np:it", Span(0, 10))
    source = Relation("org:northgate", "keep", "np:setoff", Span(0, 20))
    assert compare_edges(claim, source, graph, window) is None
    named = Relation("org:tower site", "keep", "np:setoff", Span(0, 10))
    conflict = compare_edges(named, source, graph, window)
    assert conflict is not None and conflict.field == "party"
