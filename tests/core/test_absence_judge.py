"""A provision said to set no such thing, judged by the real verifier (``judge.structural``).

The texts are written for these tests. "The clause doesn't name a governing law" is a
statement of absence: true where no sentence of the sources speaks of a governing law. A
heading that names the topic ("Disputes and Governing Law") states nothing of it.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_HEADED = (
    "14. Disputes and Governing Law\n"
    "Any dispute arising out of this Agreement shall first be referred to the parties' senior "
    "managers. A dispute they cannot settle within thirty days shall be submitted to "
    "arbitration in Singapore under the rules of the Singapore International Arbitration Centre."
)

_CLAIM = "The clause doesn't actually name a governing law."


def _verdict(report):  # type: ignore[no-untyped-def]
    (claim,) = [cv for cv in report.claims if "governing law" in cv.claim.text]
    return claim


def test_a_heading_over_a_clause_that_names_no_law_does_not_make_the_absence_false(
    verifier: Verifier,
) -> None:
    claim = _verdict(verifier.verify(_CLAIM, [_HEADED]))
    assert claim.claim.absent == "a governing law"
    assert claim.verdict.value == "supported", claim.reason


def test_a_sentence_that_names_the_law_makes_it_false(verifier: Verifier) -> None:
    stated = _HEADED + " This Agreement is governed by the laws of Singapore."
    claim = _verdict(verifier.verify(_CLAIM, [stated]))
    assert claim.verdict.value == "unsupported", claim.reason
