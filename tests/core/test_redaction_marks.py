"""A printed redaction mark ("[***]") is the source saying that something is redacted.

The texts are written for these tests: a claim that a figure is redacted finds the word in a
sentence with a redaction mark, and not in the same sentence with the figure printed.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_CLAUSE = (
    "9. Returns. Following expiry, the Distributor shall ship all unsold stock back to the "
    "Supplier within {} days of the Supplier's request, at the Supplier's cost."
)
_CLAIM = "Leftover goods come back after a redacted number of days."


@pytest.mark.parametrize(
    ("figure", "verdict"),
    [("[***]", "partial"), ("[ * ]", "partial"), ("thirty", "unsupported")],
    ids=["bracketed-stars", "spaced-star", "printed-figure"],
)
def test_redaction_mark(verifier: Verifier, figure: str, verdict: str) -> None:
    (cv,) = verifier.verify(_CLAIM, [_CLAUSE.format(figure)]).claims
    assert cv.verdict.value == verdict, cv.reason
