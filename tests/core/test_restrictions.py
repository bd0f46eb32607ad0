"""'only' restricting an act is the act denied with an exception: one rule put two ways.

Texts written for these tests; the real verifier (spaCy pipeline included) judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.relations import extract_relations
from lexaudit.judge.negation import negation_flipped
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _conflicts(verifier: Verifier, answer: str, source: str) -> list[str]:
    report = verifier.verify(answer, [source])
    return [c.field for cv in report.claims for c in cv.conflicts]


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "6.3 The Grazier shall not graze any animal on the Common other than sheep.",
            "The grazier can graze only sheep on the common.",
        ),
        (
            "4.1 The Lessee may not sublet the Barn except to a member of the Lessee's family.",
            "The lessee may sublet the barn only to a member of the lessee's family.",
        ),
        (
            "7.6 The Agent shall not make any statement about the Cottages other than those "
            "printed in the Owner's brochure.",
            "The agent can only make statements about the cottages that are printed in the "
            "owner's brochure.",
        ),
    ],
    ids=["other-than", "except", "only-before-verb"],
)
def test_only_states_the_rule_its_source_gives_with_an_exception(
    verifier: Verifier, source: str, answer: str
) -> None:
    assert not _conflicts(verifier, answer, source)


def test_dropping_the_restriction_is_still_a_flip(verifier: Verifier) -> None:
    source = "6.3 The Grazier shall not graze any animal on the Common other than sheep."
    assert "polarity" in _conflicts(
        verifier, "The grazier can graze any animal on the common.", source
    )


def test_other_than_marks_an_exception() -> None:
    nlp = Extractor().nlp
    (barred,) = [
        r
        for r in extract_relations(
            nlp("The Grazier shall not graze any animal other than sheep."), []
        )
        if r.relation == "graze"
    ]
    assert barred.negated and barred.excepted


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "5.2 The Lessee shall not sublet the Barn except with the Lessor's leave in writing.",
            "The lessee may sublet the barn only to a relative.",
        ),
        (
            "5.2 The Lessee shall not sublet the Barn except with the Lessor's leave in writing.",
            "Only the lessee may sublet the barn.",
        ),
        (
            "3.4 The Thatcher shall not charge any fee other than the fixed price stated in "
            "Schedule 2.",
            "The thatcher may only charge an hourly fee.",
        ),
    ],
    ids=["other-condition", "subject-only", "other-thing"],
)
def test_only_of_another_thing_than_the_exception_is_still_a_flip(
    verifier: Verifier, source: str, answer: str
) -> None:
    assert _conflicts(verifier, answer, source)


def test_counted_negation_reads_only_as_the_exception() -> None:
    source = "the Agent shall not make any statement other than those in the brochure"
    assert not negation_flipped("the agent may only make the statements in the brochure", source)
    assert negation_flipped("the agent may make any statement it likes", source)
    # "not only" adds rather than restricts
    assert negation_flipped("the agent may not only make the statements in the brochure", source)


def test_an_exception_is_read_to_its_clause_end_past_the_copied_stretch() -> None:
    # the stretch a claim copies may stop inside the exception ("unless the presser is a");
    # whom the exception names follows in the rest of the sentence
    claim = "only a holder of an orchard licence may press cider"
    stretch = "it shall be unlawful for any person to press cider unless the presser is a"
    rest = "person who holds an orchard licence issued by the Board"
    assert not negation_flipped(claim, stretch, rest)
    # without the rest the exception names no one the claim's "only" restricts to
    assert negation_flipped(claim, stretch)
    # the rest does not stand in for a restriction to someone else
    assert negation_flipped("only a member of the Guild may press cider", stretch, rest)


def test_the_act_the_rule_names_is_no_part_of_the_restriction() -> None:
    # "cider" is the rule's own object, named before its exception: the claim's "only"
    # restricts the act to Guild members, whom the exception does not name
    source = "no person shall press cider unless the person pressing the cider holds a licence"
    assert negation_flipped("only a member of the Guild may press cider", source)
    assert not negation_flipped("only a holder of a licence may press cider", source)
