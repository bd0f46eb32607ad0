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


def _value_checks(verifier: Verifier, answer: str, source: str, monkeypatch):  # type: ignore[no-untyped-def]
    """The entity, claim, windows and evidence of each value the structural judge checks."""
    from lexaudit.judge import structural

    seen = []
    real = structural.check_value

    def spy(entity, slot, claim, windows, evidence):  # type: ignore[no-untyped-def]
        seen.append((entity, claim, windows, evidence))
        return real(entity, slot, claim, windows, evidence)

    monkeypatch.setattr(structural, "check_value", spy)
    verifier.verify(answer, [source])
    return seen


_FUND = (
    "The Promoter shall commit between $6,000,000 and $8,000,000 to advertising in the opening "
    "year and $8,000,000 to advertising in each later year."
)


@pytest.mark.parametrize(
    ("answer", "accounted"),
    [
        # the claim gives the source's range whole: its lower bound is the range's
        ("Advertising gets $6–8 million in the opening year, then $8 million a year.", True),
        # no range in the claim: the lower bound stays a rival to the later value
        ("Advertising gets $6 million in the opening year, then $8 million a year.", False),
    ],
)
def test_a_bound_of_a_range_the_claim_restates_is_no_rival_to_its_other_values(
    verifier: Verifier,
    monkeypatch,
    answer: str,
    accounted: bool,  # type: ignore[no-untyped-def]
) -> None:
    from lexaudit.judge.values import _bound_of_restated_range, value_mentions

    checks = _value_checks(verifier, answer, _FUND, monkeypatch)
    ((entity, claim, windows, evidence),) = [c for c in checks if c[0].text == "$8 million"]
    mentions = value_mentions(entity, windows[:3], evidence)
    lower = [m for m in mentions if m.entity.value == "USD 6000000"]
    assert lower
    assert all(
        _bound_of_restated_range(entity, m, claim, mentions, evidence) is accounted for m in lower
    )
