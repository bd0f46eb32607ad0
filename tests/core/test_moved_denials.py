"""A denial moved from an act to what the act is for is one rule, not a flip.

"A steward may remove any spectator whose conduct is inexcusable" and "a steward has no power to
remove a spectator whose conduct is merely excusable" deny once each: the first denies the
conduct's excuse by a prefix, the second the act by a negator. Counted together the two state
one rule; a negator added with the prefix kept, or a prefix dropped with no negator added,
is still a flip.

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.judge.prefixes import moved_denial
from lexaudit.verifier import Verifier

_RULE = (
    "Any steward on duty at the ground may remove any spectator whose conduct in the stand is "
    "inexcusable and dangerous to other spectators."
)


def _why(report) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(c.verdict.value, c.reason) for c in report.claims]


def _fields(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


def test_a_denial_moves_within_a_clause_only() -> None:
    assert moved_denial(
        "it has no power to act on conduct that is excusable", "it may act on inexcusable conduct"
    )
    assert moved_denial(
        "it may act on inexcusable conduct", "it has no power to act on conduct that is excusable"
    )
    # the negator denies another clause: two flips, not one moved denial
    assert not moved_denial(
        "The steward may not leave, and the conduct is excusable.",
        "The steward may leave, and the conduct is inexcusable.",
    )
    # both sides deny the act: the prefix is a flip of its own
    assert not moved_denial(
        "it has no power to act on conduct that is excusable",
        "it has no power to act on inexcusable conduct",
    )
    # a word that only looks prefixed ("discharge") denies nothing
    assert not moved_denial("it may not charge the fee", "it may discharge the fee")


def test_a_denial_moved_to_the_acts_object_is_no_flip(verifier: Verifier) -> None:
    answer = (
        "A steward on duty at the ground has no power to remove a spectator whose conduct in "
        "the stand is merely excusable."
    )
    report = verifier.verify(answer, [_RULE])
    assert "polarity" not in _fields(report), _fields(report)
    assert report.label.value != "hallucinated", _why(report)


def test_a_negator_added_with_the_prefix_kept_is_still_a_flip(verifier: Verifier) -> None:
    answer = (
        "No steward on duty at the ground may remove a spectator whose conduct in the stand is "
        "inexcusable and dangerous to other spectators."
    )
    report = verifier.verify(answer, [_RULE])
    assert report.label.value == "hallucinated", _why(report)


def test_a_prefix_dropped_with_no_negator_added_is_still_a_flip(verifier: Verifier) -> None:
    answer = (
        "Any steward on duty at the ground may remove any spectator whose conduct in the stand "
        "is excusable and dangerous to other spectators."
    )
    assert not moved_denial(answer, _RULE)
    report = verifier.verify(answer, [_RULE])
    assert report.label.value == "hallucinated", _why(report)
