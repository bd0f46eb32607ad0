"""The object a relative clause without a relative word leaves to the noun it modifies.

"the deposit the Tenant pays" is the Tenant paying the deposit; "the month the term
ends" is no object (a noun of time takes the "when" gap), nor is a noun whose preposition is
stranded ("the lease they signed up to"). The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor


def _edges(text: str) -> list[tuple[str, str, str]]:
    return [(r.subject, r.relation, r.object) for r in Extractor().analyse(text).relations]


def test_the_modified_noun_fills_the_gapped_object() -> None:
    edges = _edges("The deposit the Tenant pays is held in trust.")
    assert any(rel == "pay" and obj == "np:deposit" for _, rel, obj in edges), edges
    edges = _edges("Any licences you hold from us end with this agreement.")
    assert any(rel == "hold" and obj == "np:licence" for _, rel, obj in edges), edges


@pytest.mark.parametrize(
    "text",
    [
        "The month the term ends is written in the schedule.",
        "The lease they signed up to was void.",
    ],
)
def test_no_object_where_the_gap_is_no_object(text: str) -> None:
    verbs = {rel: obj for _, rel, obj in _edges(text) if rel in ("end", "sign_up")}
    assert verbs and all(obj == "" for obj in verbs.values()), verbs
