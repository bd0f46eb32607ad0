"""Citing the wrong sub-section of a section, on a code text written for these tests."""

from __future__ import annotations

import pytest

from lexaudit.authority.subsections import subsection_bodies
from lexaudit.types import Chunk, FindingSubtype, Label
from lexaudit.verifier import Verifier

_RECORDS = [
    "52. (1) Whoever keeps a ferret without a licence is liable to a penalty not above five "
    "hundred rupees.",
    "(2) Whoever keeps a ferret in a home shared with others against their wishes is liable to "
    "a penalty not above one thousand rupees.",
    "(3) The District Magistrate grants the licence that sub-section (1) calls for, and it "
    "lasts twelve months from its issue.",
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _misattributed(report) -> bool:  # type: ignore[no-untyped-def]
    return any(f.subtype is FindingSubtype.MISATTRIBUTED_CITATION for f in report.findings)


def test_records_that_continue_a_section_are_its_sub_sections() -> None:
    chunks = [Chunk(f"r{i}", "code", text) for i, text in enumerate(_RECORDS)]
    bodies = subsection_bodies(chunks)
    assert [(b.section, b.number, b.chunk.chunk_id) for b in bodies] == [
        ("52", "1", "r0"),
        ("52", "2", "r1"),
        ("52", "3", "r2"),
    ]
    # one text holding them all: each body runs to the next number at a line start
    joined = subsection_bodies([Chunk("all", "code", "\n".join(_RECORDS))])
    assert [b.number for b in joined] == ["1", "2", "3"]
    assert joined[1].text.startswith("(2) Whoever keeps a ferret in a home")
    assert "(3)" not in joined[1].text


_SHARED = (
    "keeping a ferret in a shared home against the other occupants' wishes carries a penalty "
    "of at most one thousand rupees."
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (f"Per sub-section (2) of section 52, {_SHARED}", False),
        (f"Per sub-section (3) of section 52, {_SHARED}", True),
        (f"That's section 52(2): {_SHARED}", False),
        (f"That's section 52(1): {_SHARED}", True),
        (f"Under sub-section (1), {_SHARED}", True),
        # a claim that only points back cites what the claim before it states
        (f"{_SHARED[0].upper()}{_SHARED[1:]} That is section 52(1).", True),
        (f"{_SHARED[0].upper()}{_SHARED[1:]} That is section 52(2).", False),
    ],
    ids=[
        "right-sub-section",
        "wrong-sub-section",
        "lead-in-right",
        "lead-in-wrong",
        "bare-wrong",
        "pointer-wrong",
        "pointer-right",
    ],
)
def test_a_claim_cited_to_another_sub_section_is_misattributed(
    verifier: Verifier, answer: str, wrong: bool
) -> None:
    report = verifier.verify(answer, _RECORDS, as_of="2025-01-01")
    assert _misattributed(report) is wrong, [f.content for f in report.findings]
    if wrong:
        assert report.label is Label.HALLUCINATED


def test_a_sub_section_the_rule_mentions_is_not_its_citation(verifier: Verifier) -> None:
    # "(1)" is named inside the rule of sub-section (3): the claim does not cite it as its source
    answer = (
        "The District Magistrate grants the licence needed to keep a ferret, the one "
        "sub-section (1) calls for, and it lasts twelve months from its issue."
    )
    report = verifier.verify(answer, _RECORDS, as_of="2025-01-01")
    assert not _misattributed(report), [f.content for f in report.findings]


@pytest.mark.parametrize(
    "answer",
    [
        # a follow-up pointer after a claim that cites its own sub-section
        f"Under section 52(2), {_SHARED} See also section 52(3).",
        # a provision named as a condition, not as the claim's source
        f"Subject to sub-section (1), {_SHARED}",
        f"Notwithstanding section 52(3), {_SHARED}",
    ],
    ids=["see-also", "subject-to", "notwithstanding"],
)
def test_a_cross_reference_is_not_the_claims_citation(verifier: Verifier, answer: str) -> None:
    report = verifier.verify(answer, _RECORDS, as_of="2025-01-01")
    assert not _misattributed(report), [f.content for f in report.findings]


# sections whose headings keep a line of their marginal note ("Duty to 81.")
_NOTED = (
    "Duty to 81. (1) The keeper of a kennel shall register every dog kept there.\n"
    "(2) A register kept under sub-section (1) shall be open to the Inspector at all times.\n"
    "Powers of 82. (1) The Inspector may enter a kennel at any reasonable hour.\n"
    "(2) No person shall obstruct the Inspector in entering a kennel.\n"
)


def test_a_section_ends_its_last_sub_section_where_the_next_is_headed() -> None:
    bodies = subsection_bodies([Chunk("k", "code", _NOTED)])
    assert [(b.section, b.number) for b in bodies] == [
        ("81", "1"),
        ("81", "2"),
        ("82", "1"),
        ("82", "2"),
    ]
    assert "Inspector may enter" not in bodies[1].text


def test_a_noted_sections_first_sub_section_is_its_own(verifier: Verifier) -> None:
    right = "Under section 81(1), a kennel keeper has to register every dog kept there."
    wrong = "Under section 81(2), a kennel keeper has to register every dog kept there."
    assert not _misattributed(verifier.verify(right, [_NOTED]))
    assert _misattributed(verifier.verify(wrong, [_NOTED]))
