"""A proviso's opening participle states no act of providing.

"provided, however, that ..." opens a proviso: the clause after "that" is the rule, with its own
subject and verb, and the participle gives no "provide" edge that a claim's "provide" could be
read against. "The Lease provides that ..." has a subject of its own and keeps its edge.

The texts are written for these tests.
"""

from __future__ import annotations


def test_a_proviso_states_no_act_of_providing(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (
        "The Lessee shall pay the rent monthly, provided, however, that the Lessor may waive "
        "the rent for any month."
    )
    labels = [r.relation for r in extractor.analyse(text).relations]
    assert "provide" not in labels, labels
    assert "waive" in labels
    stated = [
        r.relation for r in extractor.analyse("The Lease provides that rent is due.").relations
    ]
    assert "provide" in stated
