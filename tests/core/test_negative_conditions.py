"""The condition "unless P" is "if not P", by the real verifier.

The texts are written for these tests. A claim that restates a source's "unless the breach is
cured" as "a breach that isn't cured" or "where the breach is not cured" states the same
condition; before, the claim's negation against the source's plain "cured" read as a flip.
A rule that is itself denied ("shall not assign unless ...") is not loosened by the rule.
"""

from __future__ import annotations

from lexaudit.judge.negation import negation_flipped
from lexaudit.verifier import Verifier

_TERMINATION = (
    "12.2 This Agreement may be terminated by a Party if the other Party materially breaches any "
    "of its terms, by giving the Party in breach sixty days' prior written notice, unless the "
    "breach is cured within that period."
)


def _polarity(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


def test_a_breach_not_cured_is_the_condition_unless_cured(verifier: Verifier) -> None:
    for answer in (
        "Either party can end it for the other's material breach that isn't cured within the "
        "sixty days' notice period.",
        "Either party can end it for the other's material breach, by sixty days' notice, where "
        "the breach isn't cured within that period.",
    ):
        report = verifier.verify(answer, [_TERMINATION])
        assert _polarity(report) == [], answer
        assert report.label.value == "clean", [f.content for f in report.findings]


def test_a_denied_rule_with_its_condition_is_no_permission_without_it() -> None:
    assert negation_flipped(
        "The Tenant may sublet without asking anyone.",
        "The Tenant shall not sublet unless the Landlord consents.",
    )
    assert not negation_flipped(
        "The Buyer may end it where the defect is not repaired within ten days.",
        "The Buyer may end it unless the defect is repaired within ten days.",
    )
