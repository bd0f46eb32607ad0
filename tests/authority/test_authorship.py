"""Who wrote or joined which opinion: checked against a syllabus written for these tests."""

from __future__ import annotations

import pytest

from lexaudit.authority.authorship import misattributed_opinions, opinion_parts
from lexaudit.types import Chunk, FindingSubtype, Label
from lexaudit.verifier import Verifier

_SYLLABUS = (
    "Held: The judgment of the Court of Appeals is affirmed. Pp. 4-19.\n"
    "   MARSH, J., delivered the opinion of the Court, in which HALE, C. J., and ORTIZ,\n"
    "PRICE, and WEBB, JJ., joined. ORTIZ, J., filed a concurring opinion. LANE, J.,\n"
    "filed a dissenting opinion, in which QUINN, J., joined.\n"
)
_HEADING = "   JUSTICE LANE, with whom JUSTICE QUINN joins, dissenting.\n   The Court errs today."
_CITED = (
    "The rule is settled. See Doe v. Roe, 500 U. S. 1, 9 (1990) (PRICE, J., dissenting); the "
    "Court applies it here."
)


def _findings(answer: str, *texts: str) -> list[str]:
    chunks = [Chunk(f"c{i}", "d", t) for i, t in enumerate(texts)]
    return [f.content for f in misattributed_opinions(answer, chunks)]


def test_parts_are_read_from_the_syllabus_and_the_headings() -> None:
    parts = opinion_parts([Chunk("c0", "d", _SYLLABUS), Chunk("c1", "d", _HEADING)])
    writers, members, _ = parts["dissent"]
    assert writers == {"lane"} and members == {"lane", "quinn"}
    assert parts["majority"][0] == {"marsh"}
    assert parts["majority"][1] == {"marsh", "hale", "ortiz", "price", "webb"}
    assert parts["concur"][0] == {"ortiz"}


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("Justice Lane dissented.", False),
        ("Justice Quinn dissented, joining Justice Lane.", False),
        ("Justice Price dissented.", True),
        ("Justice Marsh wrote for the Court.", False),
        ("Justice Webb wrote for the majority.", True),
        ("The dissent, written by Justice Quinn, objected.", True),
        ("Justice Ortiz concurred.", False),
        ("Justice Hale concurred.", True),
    ],
    ids=["writer", "joiner", "majority-member", "majority-writer", "joiner-not-writer",
         "passive-joiner", "concurrence", "no-concurrence"],
)  # fmt: skip
def test_a_justice_named_for_a_part(answer: str, wrong: bool) -> None:
    assert bool(_findings(answer, _SYLLABUS)) is wrong


def test_a_parenthetical_after_a_citation_is_another_case() -> None:
    assert opinion_parts([Chunk("c0", "d", _CITED)]) == {}
    assert _findings("Justice Webb dissented.", _CITED) == []


def test_the_verifier_labels_a_wrong_dissenter_hallucinated(verifier: Verifier) -> None:
    report = verifier.verify("Justice Price dissented.", [_SYLLABUS])
    assert FindingSubtype.MISATTRIBUTED_HOLDING in {f.subtype for f in report.findings}
    assert report.label is Label.HALLUCINATED
    assert verifier.verify("Justice Lane dissented.", [_SYLLABUS]).label is not Label.HALLUCINATED
