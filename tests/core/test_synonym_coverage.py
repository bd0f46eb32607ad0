"""A verb is found where the source writes its synonym (``align.graph.found_words``).

The text is written for these tests: "cancel" restates "terminate" (the relation labels that
paraphrase one another, ``data/lexicon/predicates.json``), so a claim that says it finds its
word there; a verb of no group ("walk away") does not.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import found_words
from lexaudit.verifier import Verifier

_SOURCE = (
    "12. Termination. Either party may terminate this Agreement upon sixty days' written notice "
    "to the other."
)


def test_found_words_adds_a_verbs_group() -> None:
    assert {"end", "cancel"} <= found_words({"termin", "fee"})
    assert found_words({"fee"}) == {"fee"}


def test_a_phrase_or_a_verb_of_two_groups_finds_nothing_more() -> None:
    # "hold" a deposit is no "hold harmless"; "give" a thing is no "give" a licence
    assert "defend" not in found_words({"hold"})
    assert found_words({"give"}) == {"give"}


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("Either side can cancel the deal on written warning.", "supported"),
        ("Either side can walk away from the deal on written warning.", "unsupported"),
    ],
    ids=["synonym", "no-synonym"],
)
def test_synonym_coverage(verifier: Verifier, claim: str, verdict: str) -> None:
    (cv,) = verifier.verify(claim, [_SOURCE]).claims
    assert cv.verdict.value == verdict, cv.reason


_BUYBACK = (
    'This Supply Agreement is made between Harwick Metals Ltd ("Harwick") and Ostrel Castings '
    'Inc ("Ostrel").\n'
    "9.3 If this Agreement expires or is terminated for any reason other than a breach by "
    "Ostrel, Harwick shall purchase from Ostrel the existing stock of ingots at the price Ostrel "
    "paid for them."
)


def test_buy_restates_purchase_and_keeps_its_roles(verifier: Verifier) -> None:
    # "buy" and "purchase" are one verb of getting: the claim's edge meets the source's, so
    # the buyer put the other way round is a role swap, and the right way round is no conflict
    right = (
        "On expiry or termination not caused by Ostrel's breach, Harwick must buy Ostrel's "
        "ingot stock at the price Ostrel paid."
    )
    swapped = (
        "On expiry or termination not caused by Ostrel's breach, Ostrel must buy Harwick's "
        "ingot stock at the price Harwick paid."
    )
    assert verifier.verify(right, [_BUYBACK]).label.value == "clean"
    report = verifier.verify(swapped, [_BUYBACK])
    assert report.label.value == "hallucinated", [f.content for f in report.findings]
