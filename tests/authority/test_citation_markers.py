"""Citation markers ([1], [1, 3], [1][2]): finding, checking, stripping, reference lines."""

from __future__ import annotations

import doctest
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import lexaudit.authority.markers as markers_module
from lexaudit.authority.markers import (
    check_markers,
    drop_unused_references,
    find_markers,
    mask_markers,
    numbered_passages,
    strip_orphan_markers,
)
from lexaudit.evidence.bundle import build_bundle
from lexaudit.gate.policies import strip_unsupported
from lexaudit.types import (
    Chunk,
    Claim,
    ClaimType,
    ClaimVerdict,
    EvidenceSpan,
    FindingSubtype,
    RubricType,
    Severity,
    Span,
    Verdict,
)
from lexaudit.verifier import Verifier

RENT = "The Tenant shall pay rent of USD 5,000 per month to the Landlord."
NOTICE = "The Landlord may terminate the lease on 30 days' written notice."
REPAIR = "The Tenant shall keep the premises in good repair."
CHUNKS = (
    Chunk("c1", "lease", RENT),
    Chunk("c2", "lease", NOTICE),
    Chunk("c3", "lease", REPAIR),
)


# ---------------------------------------------------------------- find_markers

FIND_CASES = [
    # (answer, [(marker text, numbers, sentence text)])
    ("Rent is due [1].", [("[1]", (1,), "Rent is due [1].")]),
    ("Rent is due [1, 3].", [("[1, 3]", (1, 3), "Rent is due [1, 3].")]),
    ("Rent is due [1;3].", [("[1;3]", (1, 3), "Rent is due [1;3].")]),
    ("Rent is due [1][2].", [("[1][2]", (1, 2), "Rent is due [1][2].")]),
    ("Rent is due [1] [2].", [("[1] [2]", (1, 2), "Rent is due [1] [2].")]),
    ("Rent is due [2][2].", [("[2][2]", (2,), "Rent is due [2][2].")]),
    ("Rent is due [1-3].", [("[1-3]", (1, 2, 3), "Rent is due [1-3].")]),
    ("Rent is due [1\u20133].", [("[1\u20133]", (1, 2, 3), "Rent is due [1\u20133].")]),
    (
        "Rent is due. [2] Notice is 30 days [1].",
        [("[2]", (2,), "Rent is due. [2]"), ("[1]", (1,), "Notice is 30 days [1].")],
    ),
    (
        "Under 42 U.S.C. § 1983 a claim lies [1].",
        [("[1]", (1,), "Under 42 U.S.C. § 1983 a claim lies [1].")],
    ),
    (
        "Section 13(1)(ia) HMA allows divorce [2]. No. 5 is cited [1].",
        [
            ("[2]", (2,), "Section 13(1)(ia) HMA allows divorce [2]."),
            ("[1]", (1,), "No. 5 is cited [1]."),
        ],
    ),
    ("Rent is due [1].\n\n[1] Lease, clause 4", [("[1]", (1,), "Rent is due [1].")]),
    ("Rent is due [1].\n[1]: Lease\n[2]. Deed", [("[1]", (1,), "Rent is due [1].")]),
    ("Donoghue v Stevenson [1932] AC 562 set the test.", []),
    ("[2019] UKSC 41 decided it.", []),
    ("See array[1000] and [a] and [].", []),
    ("No markers here.", []),
]


@pytest.mark.parametrize(("answer", "expected"), FIND_CASES, ids=[c[0][:40] for c in FIND_CASES])
def test_find_markers(answer: str, expected: list[tuple[str, tuple[int, ...], str]]) -> None:
    got = [
        (
            answer[m.span.start : m.span.end],
            m.numbers,
            answer[m.sentence_span.start : m.sentence_span.end],
        )
        for m in find_markers(answer)
    ]
    assert got == expected


_WORDS = st.sampled_from(["Rent", "is", "due", "Section 5", "U.S.", "v.", "notice", "30 days"])
_MARK = st.sampled_from(["[1]", "[2, 3]", "[1][4]", "[12]", "[2019]", "[1-2]"])
_PUNCT = st.sampled_from([". ", "! ", " ", "\n", ".\n[1] Lease\n"])
_TEXT = st.lists(st.one_of(_WORDS, _MARK, _PUNCT), max_size=30).map(" ".join)


@given(_TEXT)
def test_marker_spans_slice_brackets_inside_their_sentence(text: str) -> None:
    for m in find_markers(text):
        surface = text[m.span.start : m.span.end]
        assert surface.startswith("[") and surface.endswith("]")
        assert m.sentence_span.start <= m.span.start < m.span.end <= m.sentence_span.end
        assert m.numbers and len(set(m.numbers)) == len(m.numbers)


@given(_TEXT, st.integers(min_value=0, max_value=5))
def test_stripping_leaves_no_orphans_and_is_idempotent(text: str, n: int) -> None:
    stripped = strip_orphan_markers(text, n)
    assert all(1 <= k <= n for m in find_markers(stripped) for k in m.numbers)
    assert strip_orphan_markers(stripped, n) == stripped
    cleaned = drop_unused_references(stripped)
    used = {k for m in find_markers(cleaned) for k in m.numbers}
    for line in cleaned.splitlines():
        ref = re.match(r"\s*\[(\d{1,3})\][:.]?\s+\S", line)
        if ref:
            assert int(ref.group(1)) in used
    assert drop_unused_references(cleaned) == cleaned


@given(_TEXT)
def test_mask_keeps_offsets_and_removes_every_marker(text: str) -> None:
    masked = mask_markers(text)
    assert len(masked) == len(text)
    assert find_markers(masked) == []
    for i, (a, b) in enumerate(zip(text, masked, strict=True)):
        assert a == b or b == " ", i


# ---------------------------------------------------------------- check_markers


def _verdict(
    answer: str,
    claim_text: str,
    verdict: Verdict = Verdict.SUPPORTED,
    chunk: Chunk | None = None,
    claim_id: str = "c1",
) -> ClaimVerdict:
    start = answer.index(claim_text)
    claim = Claim(
        claim_id, claim_text, Span(start, start + len(claim_text)), ClaimType.VERIFIABLE_FACT
    )
    evidence = (EvidenceSpan(chunk.chunk_id, 0, len(chunk.text), chunk.text),) if chunk else ()
    return ClaimVerdict(claim, verdict, 1.0 if verdict is Verdict.SUPPORTED else 0.5, evidence)


A_OK = "The Tenant pays USD 5,000 a month [1]. The Landlord may end it on 30 days' notice [2]."
A_WRONG = (
    "The Tenant pays USD 5,000 a month [2]. The Landlord may end it on 30 days' notice [1][3]."
)
A_GROUP = "The Tenant pays USD 5,000 a month [2, 1]."
A_AFTER = "The Tenant pays USD 5,000 a month. [3] It must keep the premises in repair."
A_ORPHAN = "The Tenant pays USD 5,000 a month [1, 4]. It must keep the premises in repair [0]."
A_PARTIAL = "The Tenant pays rent monthly [3]."
A_UNSUPPORTED = "The Tenant pays a deposit [3]."

CHECK_CASES = [
    # (id, answer, [(claim text, verdict, evidence chunk index)], chunks,
    #  [(subtype, content, marker text)])
    (
        "all-cited-correctly",
        A_OK,
        [
            ("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0),
            ("The Landlord may end it on 30 days' notice", Verdict.SUPPORTED, 1),
        ],
        CHUNKS,
        [],
    ),
    (
        "support-in-another-chunk",
        A_WRONG,
        [
            ("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0),
            ("The Landlord may end it on 30 days' notice", Verdict.SUPPORTED, 1),
        ],
        CHUNKS,
        [
            (
                FindingSubtype.MISATTRIBUTED_CITATION,
                "sentence cites [2] but its support is in [1]",
                "[2]",
            ),
            (
                FindingSubtype.MISATTRIBUTED_CITATION,
                "sentence cites [1][3] but its support is in [2]",
                "[1][3]",
            ),
        ],
    ),
    (
        "group-includes-the-supporting-chunk",
        A_GROUP,
        [("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0)],
        CHUNKS,
        [],
    ),
    (
        "marker-after-the-full-stop-belongs-to-the-sentence-before",
        A_AFTER,
        [
            ("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0),
            ("It must keep the premises in repair", Verdict.SUPPORTED, 2),
        ],
        CHUNKS,
        [
            (
                FindingSubtype.MISATTRIBUTED_CITATION,
                "sentence cites [3] but its support is in [1]",
                "[3]",
            )
        ],
    ),
    (
        "orphans",
        A_ORPHAN,
        [
            ("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0),
            ("It must keep the premises in repair", Verdict.SUPPORTED, 2),
        ],
        CHUNKS,
        [
            (
                FindingSubtype.ORPHAN_CITATION,
                "marker [4] points to no retrieved passage (3 were retrieved)",
                "[1, 4]",
            ),
            (
                FindingSubtype.ORPHAN_CITATION,
                "marker [0] points to no retrieved passage (3 were retrieved)",
                "[0]",
            ),
        ],
    ),
    (
        "one-chunk-grammar",
        "The Tenant pays USD 5,000 a month [2].",
        [("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0)],
        CHUNKS[:1],
        [
            (
                FindingSubtype.ORPHAN_CITATION,
                "marker [2] points to no retrieved passage (1 was retrieved)",
                "[2]",
            )
        ],
    ),
    (
        "partial-counts-as-support",
        A_PARTIAL,
        [("The Tenant pays rent monthly", Verdict.PARTIAL, 0)],
        CHUNKS,
        [
            (
                FindingSubtype.MISATTRIBUTED_CITATION,
                "sentence cites [3] but its support is in [1]",
                "[3]",
            )
        ],
    ),
    (
        "unsupported-claims-are-the-judge's-business",
        A_UNSUPPORTED,
        [("The Tenant pays a deposit", Verdict.UNSUPPORTED, 0)],
        CHUNKS,
        [],
    ),
    (
        "duplicate-passage-in-the-cited-chunk",
        "The Tenant pays USD 5,000 a month [2].",
        [("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 0)],
        (CHUNKS[0], Chunk("c9", "lease-copy", "Clause 1. " + RENT)),
        [],
    ),
    (
        "no-markers",
        "The Tenant pays USD 5,000 a month.",
        [("The Tenant pays USD 5,000 a month", Verdict.SUPPORTED, 1)],
        CHUNKS,
        [],
    ),
]


@pytest.mark.parametrize(
    ("answer", "claims", "chunks", "expected"),
    [c[1:] for c in CHECK_CASES],
    ids=[c[0] for c in CHECK_CASES],
)
def test_check_markers(
    answer: str,
    claims: list[tuple[str, Verdict, int]],
    chunks: tuple[Chunk, ...],
    expected: list[tuple[FindingSubtype, str, str]],
) -> None:
    verdicts = [
        _verdict(answer, text, verdict, chunks[i], f"c{n}")
        for n, (text, verdict, i) in enumerate(claims, 1)
    ]
    findings = check_markers(answer, verdicts, chunks)
    spans = [f.answer_span for f in findings]
    assert all(span is not None for span in spans)
    got = [
        (f.subtype, f.content, answer[s.start : s.end])
        for f, s in zip(findings, spans, strict=True)
        if s is not None
    ]
    assert got == expected
    for f in findings:
        if f.subtype is FindingSubtype.ORPHAN_CITATION:
            assert (f.type, f.severity) == (RubricType.FABRICATED_CITATION, Severity.CRITICAL)
        else:
            assert (f.type, f.severity) == (RubricType.MISQUOTED_SOURCE, Severity.MODERATE)
            assert f.evidence_span is not None


# ---------------------------------------------------------------- stripping

STRIP_CASES = [
    ("Rent is due [1].", 3, "Rent is due [1]."),
    ("Rent is due [4].", 3, "Rent is due."),
    ("Rent is due [1, 4].", 3, "Rent is due [1]."),
    ("Rent is due [1][4].", 3, "Rent is due [1]."),
    ("Rent is due [4][5]. Notice [2].", 3, "Rent is due. Notice [2]."),
    ("Rent is due. [4] Notice [2].", 3, "Rent is due. Notice [2]."),
    ("Rent is due [0].", 3, "Rent is due."),
    ("Rent is due [1-4].", 2, "Rent is due [1, 2]."),
    ("Rent is due [1].", 0, "Rent is due."),
    ("Rent is due [1].\n\n[4] Old lease", 3, "Rent is due [1].\n\n[4] Old lease"),
    ("Donoghue v Stevenson [1932] AC 562.", 1, "Donoghue v Stevenson [1932] AC 562."),
]


@pytest.mark.parametrize(("text", "n", "expected"), STRIP_CASES, ids=[c[0] for c in STRIP_CASES])
def test_strip_orphan_markers(text: str, n: int, expected: str) -> None:
    assert strip_orphan_markers(text, n) == expected


REFERENCE_CASES = [
    ("Rent [1].\n\n[1] Lease\n[2] Deed", "Rent [1].\n\n[1] Lease"),
    ("Rent [1, 3].\n\n[1] Lease\n[2] Deed\n[3] Notice", "Rent [1, 3].\n\n[1] Lease\n[3] Notice"),
    ("Rent [2][3].\n\n[1] Lease\n[2] Deed\n[3] Notice", "Rent [2][3].\n\n[2] Deed\n[3] Notice"),
    ("Rent is due.\n\n[1] Lease", "Rent is due."),
    ("Rent [1].\n\n[1]: Lease\n[2]. Deed\n\nEnd.", "Rent [1].\n\n[1]: Lease\n\nEnd."),
    ("Rent [1].\n\n[1] Lease", "Rent [1].\n\n[1] Lease"),
]


@pytest.mark.parametrize(("text", "expected"), REFERENCE_CASES, ids=[c[0] for c in REFERENCE_CASES])
def test_drop_unused_references(text: str, expected: str) -> None:
    assert drop_unused_references(text) == expected


GATE_CASE = "Rent is USD 5,000 [1, 3]. Deposit is USD 9,000 [2].\n\n[1] Lease\n[2] Deed\n[3] Notice"
GATE_EXPECTED = "Rent is USD 5,000 [1, 3].\n\n[1] Lease\n[3] Notice"


def _gate_verdicts() -> list[ClaimVerdict]:
    return [
        _verdict(GATE_CASE, "Rent is USD 5,000", Verdict.SUPPORTED, CHUNKS[0]),
        _verdict(GATE_CASE, "Deposit is USD 9,000", Verdict.UNSUPPORTED, CHUNKS[0], "c2"),
    ]


def test_sentence_cut_then_drop_unused_references() -> None:
    # what the strip policy should do: cut the unsupported sentence with its own marker (not
    # past the line end), then drop the reference lines no marker uses any more
    cut = GATE_CASE.replace(" Deposit is USD 9,000 [2].", "")
    assert drop_unused_references(cut) == GATE_EXPECTED


def test_gate_strip_unsupported_keeps_references_of_grouped_markers() -> None:
    text, removed = strip_unsupported(GATE_CASE, _gate_verdicts())
    assert (text, removed) == (GATE_EXPECTED, 1)


def test_docstring_examples() -> None:
    result = doctest.testmod(markers_module)
    assert result.attempted > 0
    assert result.failed == 0


# ---------------------------------------------------------------- with the real verifier

REAL_CASES = [
    (
        "faithful",
        f"The Tenant must pay USD 5,000 per month [1]. {NOTICE} [2]",
        [],
    ),
    (
        "swapped",
        f"The Tenant must pay USD 5,000 per month [2]. {NOTICE[:-1]} [1][3].",
        [
            "sentence cites [2] but its support is in [1]",
            "sentence cites [1][3] but its support is in [2]",
        ],
    ),
    (
        "orphan",
        f"The Tenant must pay USD 5,000 per month [1, 4]. {REPAIR[:-1]} [3].",
        ["marker [4] points to no retrieved passage (3 were retrieved)"],
    ),
]


@pytest.mark.parametrize(
    ("answer", "expected"), [c[1:] for c in REAL_CASES], ids=[c[0] for c in REAL_CASES]
)
def test_markers_with_the_real_verifier(
    verifier: Verifier, answer: str, expected: list[str]
) -> None:
    # the verifier reads the masked answer, so "[1]" is not taken for the number 1; claim
    # spans still index the original answer
    report = verifier.verify(mask_markers(answer), list(CHUNKS), as_of="2025-01-01")
    assert all(cv.verdict is Verdict.SUPPORTED for cv in report.claims), report.claims
    findings = check_markers(answer, report.claims, report.chunks)
    assert [f.content for f in findings] == expected


# ---------------------------------------------------------------- numbering by source

LONG = "\n\n".join(f"Clause {i}. " + "The Tenant keeps the garden tidy. " * 40 for i in range(1, 6))
CUT_CASES = [
    # (id, sources, expected passage sizes)
    ("strings", ["Rent is USD 5,000.", "Notice is 30 days."], [1, 1]),
    ("long-source-is-one-passage", [LONG, "Notice is 30 days."], [2, 1]),
    ("empty-source-keeps-its-number", ["Rent is USD 5,000.", "  ", "Notice."], [1, 0, 1]),
    ("records-and-chunks", [{"id": "lease", "text": LONG}, CHUNKS[1], CHUNKS[2]], [2, 1, 1]),
    ("chunk-ids-like-cut-ones", [Chunk("d#1", "d", "A."), Chunk("d#2", "d", "B.")], [1, 1]),
]


@pytest.mark.parametrize(
    ("sources", "sizes"), [c[1:] for c in CUT_CASES], ids=[c[0] for c in CUT_CASES]
)
def test_numbered_passages(sources: list[object], sizes: list[int]) -> None:
    chunks = build_bundle(sources)  # type: ignore[arg-type]
    passages = numbered_passages(chunks, sources)
    assert [len(p) for p in passages] == sizes
    assert [c for p in passages for c in p] == chunks


def test_markers_number_sources_not_chunks() -> None:
    sources: list[object] = [LONG, NOTICE]
    chunks = build_bundle(sources)  # type: ignore[arg-type]
    passages = numbered_passages(chunks, sources)
    answer = "The Tenant keeps the garden tidy [1]. Notice is 30 days [2]. Rent is due [3]."
    garden = chunks[1]  # the second piece of the first source
    verdicts = [
        _verdict(answer, "The Tenant keeps the garden tidy", Verdict.SUPPORTED, garden),
        _verdict(answer, "Notice is 30 days", Verdict.SUPPORTED, chunks[2], "c2"),
    ]
    findings = check_markers(answer, verdicts, passages)
    assert [f.content for f in findings] == [
        "marker [3] points to no retrieved passage (2 were retrieved)"
    ]
    # numbering the chunks instead would blame the answer for the bundle's cut
    assert [f.content for f in check_markers(answer, verdicts, chunks)] == [
        "sentence cites [1] but its support is in [2]",
        "sentence cites [2] but its support is in [3]",
    ]
