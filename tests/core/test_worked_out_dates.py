"""A date the claim works out from its own date and period is stated by them.

The texts are written for these tests (``judge.values._date_of_parts``): "ten years from
March 1, 2015, i.e. March 1, 2025" follows from the claim's date and period, which are each
judged against the sources; a date the arithmetic does not give stays unstated.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "3. Term. This Lease commences on March 1, 2015 and continues for a term of ten (10) years, "
    "ending at midnight on the tenth anniversary of the commencement date."
)


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        ("The lease runs ten years from March 1, 2015, i.e. until March 1, 2025.", "supported"),
        (
            "From March 1, 2015 it lasts until the tenth anniversary (March 1, 2025).",
            "supported",
        ),
        ("The lease runs ten years from March 1, 2015, i.e. until March 1, 2026.", None),
    ],
    ids=["years-from", "anniversary", "wrong-arithmetic"],
)
def test_worked_out_date(verifier: Verifier, claim: str, verdict: str | None) -> None:
    (cv,) = verifier.verify(claim, [_SOURCE]).claims
    if verdict is None:  # the arithmetic gives another date: never supported
        assert cv.verdict.value != "supported", cv.reason
    else:
        assert cv.verdict.value == verdict, cv.reason


def test_two_invented_dates_do_not_vouch_for_each_other(verifier: Verifier) -> None:
    source = "4. Term. This Agreement runs for ten (10) years from the Commencement Date."
    (cv,) = verifier.verify("It runs ten years, from 1 July 2018 to 1 July 2028.", [source]).claims
    assert cv.verdict.value != "supported", cv.reason
