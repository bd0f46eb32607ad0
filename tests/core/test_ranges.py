"""A range of periods: "seven to ten years", "2-3 months".

The texts are written for these tests and run through the real verifier (spaCy pipeline
included). Both ends of a range are periods of the upper end's unit; a range whose ends the
restated sentence writes is stated, and a range with a wrong end is still caught.
"""

from __future__ import annotations

import pytest

from lexaudit.text.durations import find_durations
from lexaudit.verifier import Verifier

_PENALTY = (
    "Whoever commits extortion by threat of injury shall be punished with imprisonment for a "
    "term which shall not be less than three years but which may extend to seven years, and "
    "shall also be liable to fine."
)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("three to seven years", ["P36M", "P84M"]),
        ("2-3 months", ["P2M", "P3M"]),
        ("four (4) through six (6) weeks", ["P28D", "P42D"]),
        # a reference's number and a downward run are no ranges
        ("Clause 7 - 30 days", ["P30D"]),
        ("60 - 30 days", ["P30D"]),
    ],
)
def test_both_ends_of_a_range_are_periods(text: str, values: list[str]) -> None:
    assert [m.value for m in find_durations(text)] == values


@pytest.mark.parametrize(
    "answer",
    [
        "Extortion by threat of injury carries imprisonment of three to seven years plus a fine.",
        "Extortion by threat of injury carries 3-7 years of imprisonment plus a fine.",
    ],
)
def test_a_range_whose_ends_the_source_writes_is_stated(verifier: Verifier, answer: str) -> None:
    assert verifier.verify(answer, [_PENALTY]).label == "clean"


@pytest.mark.parametrize(
    "answer",
    [
        "Extortion by threat of injury carries imprisonment of two to seven years plus a fine.",
        "Extortion by threat of injury carries 3-10 years of imprisonment plus a fine.",
    ],
)
def test_a_range_with_a_wrong_end_is_caught(verifier: Verifier, answer: str) -> None:
    assert verifier.verify(answer, [_PENALTY]).label != "clean"


_BUDGET = (
    "Orchard shall use its reasonable efforts to sell the Covered Goods, and Orchard shall "
    "allocate between $3,000,000 and $5,000,000 in the First Lease Year and $5,000,000 in each "
    "subsequent Lease Year (including any renewal terms) toward advertising the Covered Goods."
)


def test_a_bound_of_a_range_the_claim_restates_is_no_rival_to_its_other_values(
    verifier: Verifier,
) -> None:
    # the source's $3,000,000 bounds the range the claim gives whole; the later $5 million
    # is compared with the later year's amount, not with that bound
    answer = (
        "**Budget:** $3–5 million in the first Lease Year, then $5 million in every later "
        "Lease Year, renewal terms included."
    )
    assert verifier.verify(answer, [_BUDGET]).label == "clean"

