"""A "not" that opens a noun phrase denies the clause, as "no" does.

"Not a penny shall be refunded", "not one crate may be opened": the negator stands before the
subject (or object), not beside the verb, and the parser hangs it on the noun or on the word
that quantifies it. A fixed phrase ("not less than", "not only") and a "not" that denies one
conjunct ("the right, but not the duty") deny no clause. Texts written for these tests;
spaCy's English pipeline parses them.
"""

from __future__ import annotations

from typing import Any

import pytest


def _polarity(extractor: Any, text: str, verb: str) -> list[bool]:
    return [r.negated for r in extractor.analyse(text).relations if r.relation == verb]


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Not a penny of the deposit shall be refunded after the move-in date.", "refund"),
        ("Not one crate may be opened before the customs inspection.", "open"),
        ("The tenant may sublet to a relative, in which case not such approval is needed.", "need"),
        ("Not all invoices are paid within the month.", "pay"),
        ("The carrier shall pay not a cent for the delay.", "pay"),
    ],
    ids=["a-penny", "one-crate", "such-approval", "all-invoices", "object"],
)
def test_an_opening_not_denies_the_clause(extractor: Any, text: str, verb: str) -> None:
    found = _polarity(extractor, text, verb)
    assert found and all(found), found


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Not less than twelve crates shall be shipped each week.", "ship"),
        ("The carrier shall ship not fewer than ten crates and not more than twelve.", "ship"),
        ("Not only the carrier but also the shipper shall sign the manifest.", "sign"),
        # a line break inside the fixed phrase, as printed sources have
        ("Not\nless than twelve crates shall be shipped each week.", "ship"),
        ("The carrier shall ship not\nfewer than ten crates each week.", "ship"),
        # a contrast of two subjects asserts the act of the second
        ("Not the carrier but the shipper signs the manifest.", "sign"),
    ],
    ids=[
        "bound",
        "bounds-on-object",
        "not-only",
        "bound-across-lines",
        "object-across-lines",
        "not-x-but-y",
    ],
)
def test_a_fixed_phrase_or_a_contrast_denies_nothing(extractor: Any, text: str, verb: str) -> None:
    found = _polarity(extractor, text, verb)
    assert found and not any(found), found


@pytest.mark.parametrize(
    "text",
    [
        "The Owner has the right, but not the duty, to fence the pasture.",
        "The Owner has the option and not the duty to fence the pasture.",
    ],
    ids=["but-not-the-duty", "and-not-the-duty"],
)
def test_a_not_on_one_conjunct_leaves_the_right(extractor: Any, text: str) -> None:
    # the "not" denies the duty alone: the Owner may fence, and is not barred from it
    found = [
        (r.negated, r.modality.value)
        for r in extractor.analyse(text).relations
        if r.relation == "fence"
    ]
    assert found and all(f == (False, "may") for f in found), found
