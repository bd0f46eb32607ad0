"""Citing the wrong numbered clause of a contract, on contract texts written for these tests."""

from __future__ import annotations

import pytest

from lexaudit.authority.clauses import clause_bodies
from lexaudit.types import Chunk, FindingSubtype, Label
from lexaudit.verifier import Verifier

# numbered clauses run on in one line, as extracted contracts often print them
_RUN_ON = (
    "7.1 Term. This Agreement runs for three years from the Effective Date.  7.2 Termination "
    "for Breach. Either party may terminate this Agreement on thirty (30) days' written notice "
    "if the other party materially breaches it and fails to remedy the breach within that "
    "period.  7.3 Effect of Termination. On termination the Reseller shall return all "
    "demonstration units to Orlan within fifteen (15) days."
)
_LINES = (
    "26.   APPLICABLE LAW. This Agreement is governed by the laws of Oregon.\n"
    "27.   VENUE. Any dispute shall be heard only in the courts of Multnomah County, Oregon.\n"
    "28.   FEES. In any action on this Agreement the prevailing party shall recover its "
    "reasonable attorney fees and court costs."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def test_clause_numbers_that_head_a_clause() -> None:
    run_on = clause_bodies([Chunk("a", "contract", _RUN_ON)])
    assert [b.number for b in run_on] == ["7.1", "7.2", "7.3"]
    assert run_on[1].text.strip().startswith("7.2 Termination")
    lines = clause_bodies([Chunk("b", "contract", _LINES)])
    assert [b.number for b in lines] == ["26", "27", "28"]
    # a number inside a sentence is no heading
    assert clause_bodies([Chunk("c", "contract", "It pays 7.5 Euros. Then it stops.")]) == []


_BREACH = (
    "either party can end the agreement on 30 days' written notice if the other materially "
    "breaches it and doesn't fix the breach in that time."
)
_FEES = "the prevailing party gets its reasonable attorney fees and court costs."


@pytest.mark.parametrize(
    ("answer", "source", "wrong"),
    [
        (f"Under Section 7.2, {_BREACH}", _RUN_ON, False),
        (f"Under Section 7.3, {_BREACH}", _RUN_ON, True),
        # a clause and its parts are one provision
        (f"Under Article 7, {_BREACH}", _RUN_ON, False),
        (f"Section 28: {_FEES}", _LINES, False),
        (f"Section 27: {_FEES}", _LINES, True),
        # a clause the answer names inside what it says is no citation of it
        (
            "On termination the Reseller has to give back the demonstration units within 15 "
            "days, whatever the ground of termination under Section 7.2.",
            _RUN_ON,
            False,
        ),
    ],
    ids=["right", "neighbour", "whole-article", "lead-in-right", "lead-in-wrong", "named-inside"],
)
def test_a_claim_cited_to_another_clause_is_misattributed(
    verifier: Verifier, answer: str, source: str, wrong: bool
) -> None:
    report = verifier.verify(answer, [source])
    found = any(f.subtype is FindingSubtype.MISATTRIBUTED_CITATION for f in report.findings)
    assert found is wrong, [f.content for f in report.findings]
    if wrong:
        assert report.label is Label.HALLUCINATED
