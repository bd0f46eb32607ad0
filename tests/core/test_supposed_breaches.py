"""A claim that supposes an act not done denies no provision for that act.

"Where a breach can't be cured within the twenty days, the Other Party may grant more time"
supposes that a breach is not cured; it says nothing against the source's "the Breaching
Party shall have twenty days during which to cure". A negation in the claim's condition is
not compared with what the source asserts, in the edge comparison
(:mod:`lexaudit.judge.structural`) and in the word-level checks of a near-copy and of its
clauses (:func:`lexaudit.judge.stretch.denial_in_supposition`). A condition that flips the source's
condition, and an assertion that denies the source's duty, are still caught.
Texts written for these tests.
"""

from __future__ import annotations

import pytest

_CURE_PERIOD = (
    "4.1. If at any time a Material Breach has occurred and is continuing, the Breaching Party "
    "shall have twenty (20) days, once the Other Party has notified it in writing of the "
    "breach, during which to cure any such breach, unless that breach cannot by its nature be "
    "cured in those twenty (20) days, in which case the Breaching Party shall have such further "
    "time as the Other Party may allow in its sole discretion."
)
_DUTY = [
    "The Supplier shall cure any defect in the goods within ten days after notice from the Buyer.",
    "The Buyer may terminate the agreement by written notice where a defect is not cured in that "
    "time.",
]
_CONDITION = [
    "If the goods are not delivered by the end of May, the Buyer may cancel the order. The Seller "
    "shall have ten days within which to repair any defect."
]


def _severe(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.subtype.value for f in report.findings if f.severity.value in ("critical", "major")]


@pytest.mark.parametrize(
    ("answer", "sources"),
    [
        (
            "Where a breach can't be cured within the twenty days, the Other Party may at its "
            "discretion grant more time.",
            [_CURE_PERIOD],
        ),
        (
            "If the Supplier doesn't cure a defect in the goods within ten days after notice from "
            "the Buyer, the Buyer may terminate the agreement.",
            _DUTY,
        ),
    ],
    ids=["edge-in-a-condition", "near-copy-in-a-condition"],
)
def test_a_supposed_breach_denies_no_duty(verifier, answer: str, sources: list[str]) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, sources)
    assert "polarity_flip" not in _severe(report), _severe(report)
    assert report.label.value == "clean", _severe(report)


@pytest.mark.parametrize(
    ("answer", "sources"),
    [
        (
            "If the goods are delivered by the end of May, the Buyer may cancel the order.",
            _CONDITION,
        ),
        ("The Seller doesn't have ten days to repair any defect.", _CONDITION),
    ],
    ids=["condition-flipped", "duty-denied"],
)
def test_flips_of_conditions_and_of_duties_are_caught(
    verifier, answer: str, sources: list[str]
) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, sources)
    assert report.label.value == "hallucinated"
    assert "polarity_flip" in _severe(report)
