"""Citing the wrong numbered clause of a contract, on contract texts written for these tests."""

from __future__ import annotations

import pytest

from lexaudit.authority.clauses import clause_bodies
from lexaudit.types import Chunk, FindingSubtype, Label
from lexaudit.verifier import Verifier

# numbered clauses run on in one line, as extracted contracts often print them
_RUN_ON = (
    "7.1 Term. This deal lasts four seasons from the Start Date.  7.2 Termination for Breach. "
    "Either side may end this deal by forty (40) days' notice in writing when the other side "
    "commits a serious breach and leaves it unmended for that whole time.  7.3 Effect of "
    "Termination. On termination the Reseller shall return all demonstration units to Orlan "
    "within fifteen (15) days."
)
_LINES = (
    "26.   APPLICABLE LAW. Oregon law rules this deal.\n"
    "27.   VENUE. Only the courts of Multnomah County, Oregon, hear a quarrel over this deal.\n"
    "28.   FEES. Whoever wins a suit over this deal gets back its reasonable lawyers' fees and "
    "court costs from the side that loses."
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
    "the deal can be ended by either side on 40 days' notice in writing if the other commits a "
    "serious breach and doesn't mend it in that time."
)
_FEES = "whoever wins a suit gets back its reasonable lawyers' fees and court costs from the loser."


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


_LOSER = "The side that loses a suit over this deal pays the winner's reasonable lawyers' fees"


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (f"{_LOSER}, under Section 27.", True),
        (f"{_LOSER}, under Section 28.", False),
        (f"{_LOSER} (clause 27).", True),
        (f"{_LOSER} (clause 28).", False),
        # a reference that names what the claim speaks of, not where it is stated
        ("The winner of a suit over the rules in Section 26 gets its lawyers' fees back.", False),
    ],
    ids=["comma-under-wrong", "comma-under-right", "bracket-wrong", "bracket-right", "mention"],
)
def test_a_reference_that_closes_the_claim_attributes_it(
    verifier: Verifier, answer: str, wrong: bool
) -> None:
    report = verifier.verify(answer, [_LINES])
    found = any(f.subtype is FindingSubtype.MISATTRIBUTED_CITATION for f in report.findings)
    assert found is wrong, [f.content for f in report.findings]


def test_a_cross_reference_to_a_clause_is_not_the_claims_citation(verifier: Verifier) -> None:
    answer = f"Notwithstanding Section 7.3, {_BREACH}"
    report = verifier.verify(answer, [_RUN_ON])
    assert not any(f.subtype is FindingSubtype.MISATTRIBUTED_CITATION for f in report.findings)


def test_a_statute_section_cited_with_its_act_is_judged_once(verifier: Verifier) -> None:
    # the section rule (authority/provisions.py) judges a citation of an act; the clause rule
    # does not judge it again
    source = (
        "THE SPECIFIC RELIEF ACT, 1963\n"
        "26. Rectification of instruments. When, through fraud or a mutual mistake of the "
        "parties, a written instrument does not express their real intention, either party may "
        "institute a suit to have the instrument rectified.\n"
        "27. When rescission may be adjudged. Any person interested in a contract may sue to "
        "have it rescinded where the contract is voidable or terminable by the plaintiff."
    )
    answer = (
        "Under Section 27 of the Specific Relief Act, 1963, when through fraud or a mutual "
        "mistake of the parties a written instrument does not express their real intention, "
        "either party may institute a suit to have it rectified."
    )
    report = verifier.verify(answer, [source], as_of="2025-01-01")
    found = [f for f in report.findings if f.subtype is FindingSubtype.MISATTRIBUTED_CITATION]
    assert len(found) == 1, [f.content for f in found]
    assert found[0].rule.startswith("citation.provision")


def test_a_long_run_of_spaces_is_read() -> None:
    text = "Payment is due." + " " * 20000 + "7.2 Notice. Either party may give notice."
    assert [b.number for b in clause_bodies([Chunk("d", "contract", text)])] == ["7.2"]


# an excerpt that prints two clauses of one article and names no other
_EXCERPT = (
    "6.2 Advances. The Distributor shall advance to Orlan up to four hundred thousand dollars "
    "for tooling, in three instalments that follow the Launch Plan.\n"
    "6.9 Invoices. Each invoice is payable within forty-five days of its date."
)
_ADVANCES = (
    "the Distributor advances Orlan up to $400,000 for tooling, in three instalments that "
    "follow the Launch Plan."
)


@pytest.mark.parametrize(
    ("answer", "source", "wrong"),
    [
        (f"Under Section 6.2, {_ADVANCES}", _EXCERPT, False),
        # 6.4 is not printed and not named: the answer numbers a neighbour of 6.2
        (f"Under Section 6.4, {_ADVANCES}", _EXCERPT, True),
        # a clause the sources name may say it as well
        (f"Under Section 6.4, {_ADVANCES}", _EXCERPT + " Section 6.4 governs audits.", False),
        # a clause of another article is no neighbour to mistake for 6.2
        (f"Under Section 8.1, {_ADVANCES}", _EXCERPT, False),
    ],
    ids=["printed-right", "unprinted-neighbour", "named-elsewhere", "other-article"],
)
def test_a_claim_cited_to_an_unprinted_neighbour_clause_is_misattributed(
    verifier: Verifier, answer: str, source: str, wrong: bool
) -> None:
    report = verifier.verify(answer, [source])
    found = [f for f in report.findings if f.subtype is FindingSubtype.MISATTRIBUTED_CITATION]
    assert bool(found) is wrong, [f.content for f in report.findings]
    if wrong:
        assert "clause 6.2" in found[0].content
