"""The confidence score: weights, the six factors, levels, the description and the warning."""

from __future__ import annotations

import dataclasses
import doctest
import math
import re
from datetime import date

import pytest

import lexaudit.score.confidence as confidence_module
from lexaudit.errors import ConfigError
from lexaudit.score.confidence import (
    Confidence,
    ConfidenceWeights,
    confidence,
    level_of,
    prepend_warning,
    query_specificity,
)
from lexaudit.types import (
    Action,
    Chunk,
    Claim,
    ClaimType,
    ClaimVerdict,
    Decision,
    EvidenceSpan,
    Finding,
    FindingSubtype,
    Label,
    Metrics,
    Report,
    RubricType,
    Severity,
    Span,
    Verdict,
)
from lexaudit.verifier import Verifier

ClaimSpec = tuple[str, Verdict, float, Chunk | None]

RENT = "The Tenant shall pay rent of USD 5,000 per month to the Landlord."
NOTICE = "The Landlord may terminate the lease on 30 days' written notice."
CHUNKS = (Chunk("c1", "lease", RENT), Chunk("c2", "lease", NOTICE))
FACTORS = (
    "retrieval_relevance",
    "citation_verification_rate",
    "source_authority",
    "chunk_agreement",
    "source_recency",
    "query_specificity",
)

# ---------------------------------------------------------------- weights

WEIGHT_ERRORS = [
    ("sum-above-one", {"retrieval_relevance": 0.35}, r"must sum to 1, .* sum to 1\.1"),
    ("sum-below-one", {"query_specificity": 0.0}, r"must sum to 1, .* sum to 0\.9"),
    (
        "negative",
        {"retrieval_relevance": 0.45, "query_specificity": -0.1},
        r"non-negative; got query_specificity=-0\.1",
    ),
    ("nan", {"source_recency": math.nan}, r"finite and non-negative; got source_recency=nan"),
]


@pytest.mark.parametrize(
    ("overrides", "message"), [c[1:] for c in WEIGHT_ERRORS], ids=[c[0] for c in WEIGHT_ERRORS]
)
def test_weights_are_validated(overrides: dict[str, float], message: str) -> None:
    with pytest.raises(ConfigError, match=message) as info:
        ConfidenceWeights(**overrides)
    assert str(info.value).startswith("[E200] ")


def test_default_weights_are_the_seed_weights() -> None:
    assert ConfidenceWeights().as_dict() == {
        "retrieval_relevance": 0.25,
        "citation_verification_rate": 0.20,
        "source_authority": 0.20,
        "chunk_agreement": 0.15,
        "source_recency": 0.10,
        "query_specificity": 0.10,
    }
    with pytest.raises(dataclasses.FrozenInstanceError):
        ConfidenceWeights().source_recency = 0.5  # type: ignore[misc]


def test_weights_are_configurable() -> None:
    report = _report("The Tenant pays USD 5,000 a month.", [_sup("The Tenant pays USD 5,000")])
    only_query = ConfidenceWeights(
        retrieval_relevance=0,
        citation_verification_rate=0,
        source_authority=0,
        chunk_agreement=0,
        source_recency=0,
        query_specificity=1,
    )
    assert confidence(report).score == pytest.approx(0.95)
    assert confidence(report, only_query).score == pytest.approx(0.5)


# ---------------------------------------------------------------- factors from a Report


def _claim(answer: str, text: str, n: int = 1) -> Claim:
    start = answer.index(text)
    return Claim(f"c{n}", text, Span(start, start + len(text)), ClaimType.VERIFIABLE_FACT)


def _sup(text: str, chunk: Chunk = CHUNKS[0], score: float = 1.0) -> ClaimSpec:
    return (text, Verdict.SUPPORTED, score, chunk)


def _report(
    answer: str,
    claims: tuple[ClaimSpec, ...] | list[ClaimSpec] = (),
    findings: tuple[tuple[str, FindingSubtype], ...] | list[tuple[str, FindingSubtype]] = (),
    chunks: tuple[Chunk, ...] = CHUNKS,
    query: str | None = None,
    as_of: str = "2025-01-01",
) -> Report:
    verdicts = []
    for n, (text, verdict, score, chunk) in enumerate(claims, 1):
        claim = _claim(answer, text, n)
        if verdict is Verdict.NOT_CHECKED:
            claim = dataclasses.replace(claim, type=ClaimType.OPINION)
        evidence = (EvidenceSpan(chunk.chunk_id, 0, len(chunk.text), chunk.text),) if chunk else ()
        verdicts.append(ClaimVerdict(claim, verdict, score, evidence))
    found = []
    for surface, subtype in findings:
        start = answer.index(surface)
        found.append(
            Finding(
                RubricType.FABRICATED_CITATION,
                subtype,
                Severity.MODERATE,
                f"{surface}: {subtype.value}",
                answer_span=Span(start, start + len(surface)),
            )
        )
    return Report(
        answer=answer,
        query=query,
        as_of=as_of,
        fidelity=1.0,
        metrics=Metrics(None, None, None),
        label=Label.CLEAN,
        findings=tuple(found),
        claims=tuple(verdicts),
        decision=Decision(Action.DELIVER, "HEDGE", answer),
        chunks=chunks,
    )


A_RENT = "The Tenant pays USD 5,000 a month. The Landlord may end the lease on 30 days' notice."
A_302 = (
    "Murder is punished under Section 302 IPC. Section 302 of the Indian Penal Code, 1860 says so."
)
A_CASE = "Smith v. Jones, 123 F.3d 456 (2d Cir. 1997), held so. Id. at 460."
A_TWO = "Section 302 IPC and 42 U.S.C. § 1983 both apply."
A_MARKERS = "The Tenant pays USD 5,000 a month [1, 4]. Notice is 30 days [2]."
OLD = Chunk("old", "lease", RENT, doc_rev="2010-03-01")
NEW = Chunk("new", "lease", NOTICE, doc_rev="2024-07-01T00:00:00Z")
LATER = Chunk("later", "lease", NOTICE, doc_rev="2026-01-01")
UNDATED = Chunk("v3", "lease", NOTICE, doc_rev="v3")

# (id, report, expected factors (missing ones are 1.0 except query_specificity 0.5))
FACTOR_CASES = [
    (
        "faithful",
        _report(
            A_RENT, [_sup("The Tenant pays USD 5,000"), _sup("The Landlord may end", CHUNKS[1])]
        ),
        {},
    ),
    (
        "judge-scores-averaged",
        _report(
            A_RENT, [_sup("The Tenant pays USD 5,000", score=0.8), _sup("The Landlord", score=0.6)]
        ),
        {"retrieval_relevance": 0.7},
    ),
    (
        "contradicted",
        _report(
            A_RENT,
            [
                _sup("The Tenant pays USD 5,000"),
                ("The Landlord", Verdict.CONTRADICTED, 0.0, CHUNKS[1]),
            ],
        ),
        {"retrieval_relevance": 0.5, "chunk_agreement": 0.5},
    ),
    (
        "no-evidence-counts-zero",
        _report(
            A_RENT,
            [_sup("The Tenant pays USD 5,000"), ("The Landlord", Verdict.UNSUPPORTED, 0.1, None)],
        ),
        {"retrieval_relevance": 0.5, "source_authority": 0.5},
    ),
    (
        "opinions-are-not-counted",
        _report(
            A_RENT,
            [_sup("The Tenant pays USD 5,000"), ("The Landlord", Verdict.NOT_CHECKED, 1.0, None)],
        ),
        {},
    ),
    (
        "nothing-verifiable",
        _report(A_RENT, [("The Landlord", Verdict.NOT_CHECKED, 1.0, None)]),
        {"retrieval_relevance": 0.0, "source_authority": 0.5, "chunk_agreement": 0.5},
    ),
    (
        "repealed-law",
        _report(
            A_302, [_sup("Murder is punished")], [("Section 302 IPC", FindingSubtype.REPEALED_LAW)]
        ),
        {"citation_verification_rate": 0.0, "source_recency": 0.0},
    ),
    (
        "fabricated-case-with-id",
        _report(A_CASE, [_sup("held so")], [("123 F.3d 456", FindingSubtype.FABRICATED_CITATION)]),
        {"citation_verification_rate": 0.0, "source_authority": 0.0},
    ),
    (
        "finding-on-the-id-form-marks-the-authority",
        _report(A_CASE, [_sup("held so")], [("Id. at 460", FindingSubtype.SUSPECT_CITATION)]),
        {"citation_verification_rate": 0.0, "source_authority": 0.0},
    ),
    (
        "one-of-two-unknown",
        _report(
            A_TWO, [_sup("both apply")], [("42 U.S.C. § 1983", FindingSubtype.UNKNOWN_AUTHORITY)]
        ),
        {"citation_verification_rate": 0.5, "source_authority": 0.5},
    ),
    (
        "misattributed-is-real-but-unverified",
        _report(
            A_TWO,
            [_sup("both apply")],
            [("Section 302 IPC", FindingSubtype.MISATTRIBUTED_CITATION)],
        ),
        {"citation_verification_rate": 0.5},
    ),
    (
        "verified-citations",
        _report(A_TWO, [_sup("both apply")]),
        {},
    ),
    (
        "marker-out-of-range",
        _report(
            A_MARKERS, [_sup("The Tenant pays USD 5,000"), _sup("Notice is 30 days", CHUNKS[1])]
        ),
        {"citation_verification_rate": 2 / 3, "source_authority": 2 / 3},
    ),
    (
        "misattributed-marker",
        _report(
            A_MARKERS,
            [_sup("The Tenant pays USD 5,000"), _sup("Notice is 30 days", CHUNKS[1])],
            [("[2]", FindingSubtype.MISATTRIBUTED_CITATION)],
        ),
        {"citation_verification_rate": 1 / 3, "source_authority": 2 / 3},
    ),
    (
        "stale-and-current-sources",
        _report(
            A_RENT,
            [_sup("The Tenant pays USD 5,000", OLD), _sup("The Landlord may end", NEW)],
            chunks=(OLD, NEW),
        ),
        {"source_recency": 0.5},
    ),
    (
        "revised-after-as-of",
        _report(A_RENT, [_sup("The Landlord may end", LATER)], chunks=(CHUNKS[0], LATER)),
        {"source_recency": 0.0},
    ),
    (
        "only-used-chunks-dated-count",
        _report(A_RENT, [_sup("The Landlord may end", NEW)], chunks=(OLD, NEW)),
        {},
    ),
    (
        "non-date-revisions-are-ignored",
        _report(A_RENT, [_sup("The Landlord may end", UNDATED)], chunks=(UNDATED,)),
        {},
    ),
    (
        "with-a-query",
        _report(A_RENT, [_sup("The Tenant pays USD 5,000")], query="What about it?"),
        {"query_specificity": 0.0},
    ),
]


@pytest.mark.parametrize(
    ("report", "expected"), [c[1:] for c in FACTOR_CASES], ids=[c[0] for c in FACTOR_CASES]
)
def test_factors(report: Report, expected: dict[str, float]) -> None:
    conf = confidence(report)
    want = {k: 0.5 if k == "query_specificity" else 1.0 for k in FACTORS} | expected
    assert list(conf.factors) == list(FACTORS)
    assert conf.factors == pytest.approx(want)
    weights = ConfidenceWeights().as_dict()
    assert conf.score == pytest.approx(sum(weights[k] * v for k, v in want.items()))
    assert conf.level == level_of(conf.score)
    assert all(
        re.search(rf"{label} \d\.\d\d x ", conf.explanation)
        for label in ("retrieval relevance", "citation verification", "source recency")
    )


def test_as_of_overrides_the_report_date() -> None:
    report = _report(A_RENT, [_sup("The Landlord may end", NEW)], chunks=(NEW,))
    assert confidence(report).factors["source_recency"] == 1.0
    assert confidence(report, as_of=date(2024, 1, 1)).factors["source_recency"] == 0.0
    assert confidence(report, as_of=date(2040, 1, 1)).factors["source_recency"] == 0.0


def test_explanation_names_the_unverified_citations() -> None:
    report = FACTOR_CASES[6][1]
    assert isinstance(report, Report)
    explanation = confidence(report).explanation
    assert "0 of 1 cited authority verified (not: Section 302 IPC)" in explanation
    assert "1 repealed provision(s) cited as current law" in explanation


# ---------------------------------------------------------------- levels, description, warning

LEVELS = [
    (1.0, "High"),
    (0.8, "High"),
    (0.7999, "High"),
    (0.79, "Medium"),
    (0.6, "Medium"),
    (0.59, "Low"),
    (0.0, "Low"),
]


@pytest.mark.parametrize(("score", "level"), LEVELS, ids=[str(s) for s, _ in LEVELS])
def test_levels(score: float, level: str) -> None:
    assert level_of(score) == level


def test_describe_lists_every_factor() -> None:
    report = _report(A_RENT, [_sup("The Tenant pays USD 5,000", score=0.92)], query=None)
    assert confidence(report).describe() == (
        "Confidence: High (0.93) \u2014 based on retrieval relevance 0.92, "
        "citation verification 1.00, source authority 1.00, chunk agreement 1.00, "
        "source recency 1.00, query specificity 0.50"
    )


WARNINGS = [
    ("low", 0.52, 0.6, True),
    ("just-below", 0.594, 0.6, True),
    ("rounds-to-threshold", 0.596, 0.6, False),
    ("medium", 0.61, 0.6, False),
    ("custom-threshold", 0.75, 0.8, True),
]


@pytest.mark.parametrize(
    ("score", "threshold", "warned"), [c[1:] for c in WARNINGS], ids=[c[0] for c in WARNINGS]
)
def test_prepend_warning(score: float, threshold: float, warned: bool) -> None:
    factors = {k: 1.0 for k in FACTORS} | {"retrieval_relevance": 0.3, "chunk_agreement": 0.5}
    conf = Confidence(score, level_of(score), factors)
    text = prepend_warning("Rent is USD 5,000 a month.", conf, threshold)
    if not warned:
        assert text == "Rent is USD 5,000 a month."
        return
    first, rest = text.split("\n\n", 1)
    assert first == (
        f"Warning: low confidence ({score:.2f}) \u2014 based on retrieval relevance 0.30, "
        "chunk agreement 0.50; verify before relying on it."
    )
    assert rest == "Rent is USD 5,000 a month."


QUERIES = [
    (None, 0.5),
    ("", 0.5),
    ("What about it?", 0.0),
    ("rent?", 0.075),
    ("How much rent does the Tenant pay under the lease?", 0.6 * 4 / 8 + 0.4 / 3),
    ("Is Section 302 IPC still in force after 1 July 2024?", 1.0),
]


@pytest.mark.parametrize(("query", "expected"), QUERIES, ids=[str(q) for q, _ in QUERIES])
def test_query_specificity(query: str | None, expected: float) -> None:
    assert query_specificity(query) == pytest.approx(expected, abs=1e-4)


def test_docstring_examples() -> None:
    result = doctest.testmod(confidence_module)
    assert result.attempted > 0
    assert result.failed == 0


# ---------------------------------------------------------------- with the real verifier

SOURCES = [Chunk("c1", "lease", f"{RENT} {NOTICE}")]
QUERY = "How much rent does the Tenant pay under the lease?"
REAL_CASES = [
    (
        "faithful",
        "The Tenant shall pay rent of USD 5,000 per month to the Landlord.",
        "High",
        False,
    ),
    (
        "contradicted",
        "The Tenant shall pay rent of USD 6,000 per month to the Landlord.",
        "Low",
        True,
    ),
    ("repealed", "Murder is punishable with death under Section 302 IPC.", "Low", True),
]


@pytest.mark.parametrize(
    ("answer", "level", "warned"), [c[1:] for c in REAL_CASES], ids=[c[0] for c in REAL_CASES]
)
def test_confidence_of_real_reports(
    verifier: Verifier, answer: str, level: str, warned: bool
) -> None:
    report = verifier.verify(answer, SOURCES, query=QUERY, as_of="2025-01-01")
    conf = confidence(report)
    assert conf.level == level, conf.explanation
    assert conf.describe().startswith(f"Confidence: {level} ({conf.score:.2f}) \u2014 based on ")
    assert prepend_warning(answer, conf).startswith("Warning: low confidence") is warned
