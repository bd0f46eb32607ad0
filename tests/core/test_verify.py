"""End-to-end verification with the real pipeline: verdicts, findings, labels and gating."""

from __future__ import annotations

import json

import pytest

import lexaudit
from lexaudit.audit.report import REPORT_SCHEMA_VERSION, report_to_dict
from lexaudit.errors import EmptyInputError, InvalidDateError, UnknownPolicyError
from lexaudit.gate.policies import strip_unsupported
from lexaudit.types import Action, FindingSubtype, Label, Verdict

QUERY = "What are the royalty, renewal and governing-law terms?"
FAITHFUL = (
    "Bluefin must pay Northwind a 5% royalty on Net Sales within 30 days after each quarter. "
    "The agreement renews automatically for one-year periods unless a party gives 90 days' "
    "notice, and it is governed by New York law."
)


def test_public_surface_is_pinned() -> None:
    assert sorted(lexaudit.__all__) == [
        "LexauditError",
        "Report",
        "Verifier",
        "__version__",
        "verify",
    ]


def test_faithful_paraphrase_is_clean(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(FAITHFUL, [licence], query=QUERY)
    assert report.label is Label.CLEAN, [f.content for f in report.findings]
    assert all(c.verdict is Verdict.SUPPORTED for c in report.claims)
    assert report.metrics.eg == 1.0
    assert report.decision.action is Action.DELIVER
    assert report.decision.delivered_text == FAITHFUL


@pytest.mark.parametrize(
    ("answer", "subtype", "wrong", "right"),
    [
        (
            "Bluefin must pay Northwind a royalty within 60 days after each quarter.",
            FindingSubtype.VALUE_MISMATCH,
            "60 days",
            "thirty (30) days",
        ),
        (
            "Licensor's liability is capped at $2,000,000.",
            FindingSubtype.VALUE_MISMATCH,
            "$2,000,000",
            "$1,250,000",
        ),
        (
            "The agreement is governed by Delaware law.",
            FindingSubtype.VALUE_MISMATCH,
            "Delaware",
            "the State of New York",
        ),
        (
            "Northwind must pay Bluefin a 5% royalty on Net Sales.",
            FindingSubtype.ROLE_SWAP,
            "Northwind must pay Bluefin",  # the answer's and the source's own words
            "Licensee shall pay Licensor",
        ),
        (
            "Licensee may assign this Agreement without the consent of Licensor.",
            FindingSubtype.POLARITY_FLIP,
            "assign",
            "not assign",
        ),
    ],
    ids=["duration", "amount", "governing-law", "role-swap", "negation"],
)
def test_contradictions_name_both_values(verifier, licence, answer, subtype, wrong, right) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [licence])
    assert report.label is Label.HALLUCINATED
    hits = [f for f in report.findings if f.subtype is subtype]
    assert hits, [f.content for f in report.findings]
    finding = hits[0]
    assert wrong in finding.content and right in finding.content
    assert finding.answer_span is not None and finding.evidence_span is not None
    chunk = report.chunks[0]
    ev = finding.evidence_span
    assert chunk.text[ev.start : ev.end] == ev.text
    assert any(c.verdict is Verdict.CONTRADICTED for c in report.claims)


def test_invented_fact_is_unsupported(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify("Bluefin must also pay an annual audit fee of $75,000.", [licence])
    assert report.label is not Label.CLEAN
    assert any(
        f.subtype is FindingSubtype.UNGROUNDED_ENTITY and "$75,000" in f.content
        for f in report.findings
    )


def test_nothing_to_judge_is_uncertain_and_escalated(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify("I hope this helps! Let me know.", [licence], policy="STRICT_BLOCK")
    assert report.label is Label.UNCERTAIN
    assert report.decision.action is Action.ESCALATE


@pytest.mark.parametrize(
    ("policy", "action", "mark"),
    [
        ("STRICT_BLOCK", Action.BLOCK, "withheld"),
        ("STRIP_UNSUPPORTED", Action.STRIP, "removed: not supported"),
        ("HEDGE", Action.HEDGE, "[contradicted by the source: it says 'the State of New York']"),
        ("HITL_ESCALATE", Action.ESCALATE, None),
        ("AUDIT_ONLY", Action.DELIVER, "contradicts its sources"),
    ],
)
def test_policies_never_deliver_a_contradiction_silently(
    verifier, licence, policy, action, mark
) -> None:  # type: ignore[no-untyped-def]
    answer = (
        "Bluefin must pay Northwind a 5% royalty on Net Sales. "
        "The agreement is governed by Delaware law."
    )
    report = verifier.verify(answer, [licence], policy=policy)
    assert report.decision.action is action
    delivered = report.decision.delivered_text
    if mark is None:
        assert delivered is None  # held for a reviewer: nothing reaches the user
    else:
        assert mark in (delivered or "")
    if action is Action.STRIP:
        assert "Delaware" not in (delivered or "")
        assert "royalty" in (delivered or "")


@pytest.mark.parametrize("policy", ["STRICT_BLOCK", "STRIP_UNSUPPORTED", "HEDGE", "HITL_ESCALATE"])
def test_an_answer_that_cannot_be_judged_is_escalated(verifier, licence, policy) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify("I hope this helps! Let me know.", [licence], policy=policy)
    assert report.label is Label.UNCERTAIN
    assert report.decision.action is Action.ESCALATE
    assert report.decision.delivered_text is None


def test_strip_keeps_sentences_ending_in_question_or_exclamation_marks() -> None:
    from lexaudit.gate.policies import sentence_bounds

    text = "Is rent due monthly? Yes! The law is Delaware law."
    left, right = sentence_bounds(text, text.index("The law"), len(text) - 1)
    assert (text[:left], text[left:right]) == (
        "Is rent due monthly? Yes!",
        " The law is Delaware law.",
    )


def test_strip_leaves_no_orphan_markers(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    answer = (
        "Bluefin must pay Northwind a 5% royalty on Net Sales [1]. "
        "The agreement is governed by Delaware law [2].\n\n"
        "[1] Licence, clause 1\n[2] Licence, clause 4"
    )
    report = verifier.verify(answer, [licence], policy="STRIP_UNSUPPORTED")
    text, removed = strip_unsupported(answer, report.claims)
    assert removed == 1
    assert "[2]" not in text and "[1]" in text


@pytest.mark.parametrize(
    "answer",
    [
        "The agreement is governed by Delaware law. The liability cap is $5,000,000. "
        "Licensee pays a 5% royalty.",
        "Licensee pays a 5% royalty. The agreement is governed by Delaware law. "
        "The liability cap is $5,000,000. The initial term is three years.",
    ],
    ids=["bad-bad-good", "good-bad-bad-good"],
)
def test_strip_counts_each_removed_sentence_and_keeps_the_supported_ones(
    verifier, licence, answer
) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [licence], policy="STRIP_UNSUPPORTED")
    bad = [c for c in report.claims if c.verdict is Verdict.CONTRADICTED]
    assert len(bad) == 2
    text, removed = strip_unsupported(answer, report.claims)
    assert removed == 2
    assert "Delaware" not in text and "5,000,000" not in text
    assert "Licensee pays a 5% royalty." in text
    delivered = report.decision.delivered_text or ""
    assert report.decision.action is Action.STRIP
    assert "[2 statements removed: not supported by the sources.]" in delivered
    if "three years" in answer:
        assert "The initial term is three years." in delivered


def test_report_json_is_versioned_and_complete(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(json.dumps(report_to_dict(verifier.verify(FAITHFUL, [licence]))))
    assert data["schema_version"] == REPORT_SCHEMA_VERSION
    assert 0.0 <= data["fidelity"] <= 1.0
    assert set(data["metrics"]) >= {"eg", "rp", "cfi"}
    assert data["label"] in {"clean", "hallucinated", "uncertain"}
    for claim in data["claims"]:
        for ev in claim["evidence"]:
            assert ev["chunk_id"] == "s1"
            assert licence[ev["start"] : ev["end"]] == ev["text"]


def test_source_analysis_is_cached_by_content(licence: str) -> None:
    verifier = lexaudit.Verifier()
    for _ in range(5):
        verifier.verify(FAITHFUL, [licence])
    assert verifier.cache_misses == 1 and verifier.cache_hits == 4


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"answer": "  ", "sources": ["x"]}, EmptyInputError),
        ({"answer": "The fee is $5.", "sources": ["", "  "]}, EmptyInputError),
        ({"answer": "The fee is $5.", "sources": ["x"], "as_of": "31/01/2025"}, InvalidDateError),
        ({"answer": "The fee is $5.", "sources": ["x"], "policy": "LENIENT"}, UnknownPolicyError),
    ],
    ids=["empty-answer", "empty-sources", "bad-date", "bad-policy"],
)
def test_bad_input_raises_clear_errors(verifier, kwargs, error) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        verifier.verify(**kwargs)
    assert str(info.value).startswith(f"[{error.code}]")


def test_import_lexaudit_loads_no_heavy_modules() -> None:
    import subprocess
    import sys

    code = (
        "import sys, lexaudit; heavy = [m for m in ('spacy', 'torch', 'numpy', 'fastapi', "
        "'eyecite', 'matplotlib') if m in sys.modules]; print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


BNS_103 = (
    "Section 103 of the Bharatiya Nyaya Sanhita, 2023: Whoever commits murder shall be punished "
    "with death or imprisonment for life, and shall also be liable to fine."
)


@pytest.mark.parametrize(
    ("answer", "label", "subtype"),
    [
        (
            "Under Section 103 of the Bharatiya Nyaya Sanhita, 2023, murder is punishable with "
            "death or imprisonment for life and fine.",
            Label.CLEAN,
            None,
        ),
        (
            "Under Section 302 IPC (now Section 103 BNS), murder is punishable with death or "
            "imprisonment for life and fine.",
            Label.CLEAN,
            None,
        ),
        (
            "Under Section 302 IPC, murder is punishable with death or imprisonment for life and "
            "fine.",
            Label.HALLUCINATED,
            FindingSubtype.REPEALED_LAW,
        ),
        (
            "Murder is punishable with death under Section 103(7) of the Bharatiya Nyaya Sanhita, "
            "2023.",
            Label.HALLUCINATED,
            FindingSubtype.FABRICATED_CITATION,
        ),
        (
            "As held in Smith v. Jones, 999 U.S. 123 (2019), murder is punishable with death.",
            Label.HALLUCINATED,
            FindingSubtype.FABRICATED_CITATION,
        ),
    ],
    ids=[
        "current-law",
        "formerly-now",
        "repealed-as-current",
        "fabricated-subsection",
        "fake-case",
    ],
)
def test_citations_are_checked_for_existence_and_force(verifier, answer, label, subtype) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [BNS_103], as_of="2025-01-01")
    assert report.label is label, [f.content for f in report.findings]
    if subtype is not None:
        assert any(f.subtype is subtype for f in report.findings)
    if subtype is FindingSubtype.REPEALED_LAW:
        assert "Section 103 BNS" in (report.decision.delivered_text or "")


def test_shipped_hallucinated_example_names_all_four_errors(verifier) -> None:  # type: ignore[no-untyped-def]
    from pathlib import Path

    examples = Path(__file__).resolve().parents[2] / "examples"
    report = verifier.verify(
        (examples / "answer_hallucinated.txt").read_text(encoding="utf-8"),
        [(examples / "licence.txt").read_text(encoding="utf-8")],
        query=(examples / "question.txt").read_text(encoding="utf-8"),
    )
    critical = {f.subtype for f in report.findings if f.severity.value == "critical"}
    assert FindingSubtype.ROLE_SWAP in critical
    contents = " ".join(f.content for f in report.findings)
    for wrong in ("60 days", "$2,500,000", "Delaware"):
        assert wrong in contents
