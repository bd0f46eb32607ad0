"""Statements framed by who says them, and edges of a parser sentence that runs on.

- A claim framed by a verb of saying ("Clause 7 states that ...", "the court held that ...")
  is compared word by word with the source sentence by its statement, not by the frame the
  source does not print: a negation dropped inside the frame is a flip. A frame that holds a
  negator ("nothing in clause 7 says that ...") denies its statement and is kept, and a
  verb of contending ("the tenant argued that ...") attributes a party's position, not the
  law, so it is no frame.
- A stretch a party contends ("the insurer contended that ...") is no ruling: a framed claim
  that states its opposite is no flip of it.
- A statute's sections follow one another with their numbers and headings; the parser may
  read the end of one section and the number and heading of the next as one sentence. The
  edges a claim is compared with are those of the sentence it copies, so "the Court shall
  presume" of the section before does not state the next section's "may presume" as a duty.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.evidence.retrieval import Window
from lexaudit.judge.lexical import lexical_conflicts
from lexaudit.judge.stretch import framed_statement
from lexaudit.types import Chunk, Claim, ClaimType, Span, Verdict
from lexaudit.verifier import Verifier


@pytest.mark.parametrize(
    ("claim", "statement"),
    [
        ("Clause 7 states that the Agent is a party to the lease.", "the Agent is a party"),
        ("The court held that no duty of care arose.", "no duty of care arose."),
        ("Section 4(2) of the Act expressly provides that a notice is void.", "a notice is void."),
        ("The schedule specifies: each payment is due on the first day.", "each payment is due"),
        ("The tribunal found that the vessel was seaworthy.", "the vessel was seaworthy."),
    ],
)
def test_a_frame_of_saying_is_taken_off(claim: str, statement: str):
    assert framed_statement(claim).startswith(statement)


@pytest.mark.parametrize(
    "claim",
    [
        # the frame denies what it frames
        "Nothing in clause 7 says that the Agent is a party to the lease.",
        "Clause 7 doesn't state that the Agent is a party to the lease.",
        # a party's contention is no statement of the law
        "The tenant argued that the lease had ended.",
        # "so that" opens a clause of purpose, not a reported statement
        "The Seller shall ship the goods early so that they arrive by May.",
        # nothing is left to compare
        "The court said that.",
    ],
)
def test_no_frame_is_taken_off(claim: str):
    assert framed_statement(claim) == claim


_AGENT = (
    "By this clause the parties record that the Agent named above is not a party to the lease"
    " of the warehouse."
)


def _conflicts(text: str) -> list[str]:
    window = Window(Chunk("s1", "d1", _AGENT), 0, len(_AGENT), [], [], set())
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT)
    return [c.field for c in lexical_conflicts(claim, window, {})]


def test_a_framed_near_copy_with_its_negation_dropped_is_a_flip():
    # the frame's words would keep the claim from reading as a near-copy of the sentence
    assert "polarity" in _conflicts(
        "Clause 12 of the services agreement states that the Agent named above is a party to"
        " the lease of the warehouse."
    )


def test_a_framed_near_copy_that_keeps_the_negation_is_no_flip():
    assert "polarity" not in _conflicts(
        "Clause 12 of the services agreement states that the Agent named above is not a party"
        " to the lease of the warehouse."
    )


_STATUTE = (
    "11. Presumption as to sealed copies. –– The Court shall presume that the seal on every"
    " certified copy of a register kept under this Act is genuine.\n12. Presumption as to old"
    " deeds. –– Where any deed, proved to be twenty years old, is produced from a custody that"
    " the Court considers proper, the Court may presume that the signature on the deed is in the"
    " handwriting of the person who purports to have signed it."
)
_DEED = (
    "Where a deed proved to be twenty years old is produced from proper custody, the court {}"
    " presume that the signature on the deed is in the handwriting of the person who purports to"
    " have signed it."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def test_a_duty_for_the_next_sections_permission_is_a_modality_change(verifier: Verifier):
    report = verifier.verify(_DEED.format("must"), [_STATUTE])
    assert [c.verdict for c in report.claims] == [Verdict.CONTRADICTED]
    assert report.claims[0].conflicts[0].field == "modality"


def test_the_permission_itself_is_supported(verifier: Verifier):
    report = verifier.verify(_DEED.format("may"), [_STATUTE])
    assert [c.verdict for c in report.claims] == [Verdict.SUPPORTED]


def test_the_duty_of_the_section_before_is_supported(verifier: Verifier):
    claim = "The court must presume that the seal on every certified copy of a register is genuine."
    report = verifier.verify(claim, [_STATUTE])
    assert [c.verdict for c in report.claims] == [Verdict.SUPPORTED]


def test_a_partys_contention_is_no_source_for_a_word_level_flip():
    contended = (
        "In its reply the insurer contended that the award was not binding on the parties to"
        " the charter."
    )
    window = Window(Chunk("s1", "d1", contended), 0, len(contended), [], [], set())
    text = "The tribunal held that the award was binding on the parties to the charter."
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT)
    assert not [c for c in lexical_conflicts(claim, window, {}) if c.field == "polarity"]


_CONTENDED = (
    "The insurer contended that the award was not binding on the parties to the charter. The"
    " tribunal rejected that submission."
)


@pytest.mark.parametrize(
    "claim",
    [
        "The tribunal held that the award was binding on the parties to the charter.",
        "The award was binding on the parties to the charter.",
    ],
)
def test_a_statement_is_no_flip_of_a_partys_contention(verifier: Verifier, claim: str):
    report = verifier.verify(claim, [_CONTENDED])
    assert not any(c.field == "polarity" for v in report.claims for c in v.conflicts)


def test_a_contention_reported_the_other_way_is_a_flip(verifier: Verifier):
    claim = "The insurer contended that the award was binding on the parties to the charter."
    report = verifier.verify(claim, [_CONTENDED])
    assert any(c.field == "polarity" for v in report.claims for c in v.conflicts)
