"""The condition "unless P" is "if not P", by the real verifier.

The texts are written for these tests. A claim that restates a source's "unless the default
is remedied" as "a default that isn't remedied" or "where the default isn't remedied" states
the same condition; before, the claim's negation against the source's plain "remedied" read
as a flip.
A rule that is itself denied ("shall not assign unless ...") is not loosened by the rule.
What a negative condition's own clause says ("unless either party says it will not renew") stands
in that condition too, not beside the main clause's rule.
"""

from __future__ import annotations

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.evidence.retrieval import Window
from lexaudit.judge.edges import compare_edges
from lexaudit.judge.negation import negation_flipped
from lexaudit.types import Chunk, Relation, Span
from lexaudit.verifier import Verifier

_LEASE = (
    "14.3 This Lease may be cancelled by the Lessor if the Lessee defaults in paying rent, by "
    "serving on the Lessee thirty days' written notice, unless the default is remedied within "
    "that time."
)


def _polarity(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


def test_a_default_not_remedied_is_the_condition_unless_remedied(verifier: Verifier) -> None:
    answer = (
        "The Lessor can cancel the lease for a rent default, on thirty days' notice, where the "
        "default isn't remedied within that time."
    )
    report = verifier.verify(answer, [_LEASE])
    assert _polarity(report) == [], answer
    assert report.label.value == "clean", [f.content for f in report.findings]


def test_an_edge_under_unless_agrees_with_the_other_side_negated() -> None:
    graph = KnowledgeGraph()
    window = Window(Chunk("c1", "d1", _LEASE), 0, len(_LEASE), [], [], set(), graph=graph)
    claim = Relation("", "remedy", "np:default", Span(0, 10), negated=True)
    source = Relation("", "remedy", "np:default", Span(0, 10), unless=True)
    assert compare_edges(claim, source, graph, window) is None
    # without the "unless", the two are a flip
    plain = Relation("", "remedy", "np:default", Span(0, 10))
    conflict = compare_edges(claim, plain, graph, window)
    assert conflict is not None and conflict.field == "polarity"


def test_a_denied_rule_with_its_condition_is_no_permission_without_it() -> None:
    assert negation_flipped(
        "The Tenant may sublet without asking anyone.",
        "The Tenant shall not sublet unless the Landlord consents.",
    )
    assert not negation_flipped(
        "The Buyer may end it where the defect is not repaired within ten days.",
        "The Buyer may end it unless the defect is repaired within ten days.",
    )


_RENEWAL = (
    "7. Lease term. The lease lasts three years and shall be renewed automatically for one "
    "further year unless the landlord or the tenant serves notice on the other, sixty days "
    "before expiry, of a decision not to renew."
)


def test_what_a_negative_condition_says_stands_in_that_condition(verifier: Verifier) -> None:
    # "it won't renew" is what the notice of the "unless" clause says, not the main clause's
    # rule that the lease renews: the two are no flip, however deep the parse hangs it
    for answer in (
        "The lease lasts three years and then renews automatically for one more year unless "
        "either side says in writing it won't renew.",
        "The lease lasts three years, renewed automatically for a further year unless either "
        "side says in writing that it won't renew.",
    ):
        report = verifier.verify(answer, [_RENEWAL])
        assert _polarity(report) == [], answer
        assert report.label.value == "clean", [f.content for f in report.findings]


def test_an_edge_inside_a_negative_condition_is_marked_so(verifier: Verifier) -> None:
    analysis = verifier.extractor.analyse(
        "The Licence continues unless either party says in writing that it will not renew."
    )
    flags = {r.relation: (r.negated, r.unless) for r in analysis.relations}
    assert flags["continue"] == (False, False)
    assert flags["say"] == (False, True)
    assert flags["renew"] == (True, True)
