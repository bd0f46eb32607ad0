"""Findings, fidelity and the rubric label (clean / hallucinated / uncertain).

Every unmatched entity, unaligned edge and non-supported claim becomes a finding that names
what is missing and points at its answer span. A contradiction or a fabricated citation is
critical: the answer is hallucinated whatever its other scores. When nothing could be judged
the label is uncertain, never clean.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexaudit.align.metrics import GroundingResult, PreservationResult
from lexaudit.text.quotes import answer_words, quote, source_words
from lexaudit.types import (
    MEASURE_TYPES,
    ClaimType,
    ClaimVerdict,
    EntityType,
    Finding,
    FindingSubtype,
    Label,
    Relation,
    RubricType,
    Severity,
    Verdict,
)

_CONFLICT_SUBTYPE = {
    "role": FindingSubtype.ROLE_SWAP,
    "polarity": FindingSubtype.POLARITY_FLIP,
    "modality": FindingSubtype.MODALITY_CHANGE,
    "party": FindingSubtype.ENTITY_SUBSTITUTION,
    "logic": FindingSubtype.CONTRADICTION,
    # a reference the claim restates with another provision's number
    "section": FindingSubtype.MISATTRIBUTED_CITATION,
}
# repealed law cited as current is worse than no answer; an authority that neither the
# sources nor the store hold cannot be passed as clean
_HALLUCINATED_SUBTYPES = frozenset(
    {
        FindingSubtype.REPEALED_LAW,
        FindingSubtype.NOT_YET_IN_FORCE,
        FindingSubtype.MISATTRIBUTED_CITATION,
        FindingSubtype.MISATTRIBUTED_HOLDING,
        FindingSubtype.WRONG_OUTCOME,
    }
)
_INVENTED_VALUE_TYPES = MEASURE_TYPES
_UNCERTAIN_SUBTYPES = frozenset({FindingSubtype.UNKNOWN_AUTHORITY, FindingSubtype.SUSPECT_CITATION})


@dataclass(frozen=True, slots=True)
class ScoringConfig:
    """Weights and thresholds of the fidelity score and the label (from ``config.json``)."""

    cfi_alpha: float = 0.7
    fidelity_cfi_weight: float = 0.5
    threshold_clean: float = 0.75
    threshold_hallucinated: float = 0.5
    critical_cap: float = 0.3


def _edge_text(edge: Relation) -> str:
    def name(key: str) -> str:
        return key.split(":", 1)[1] if ":" in key else key

    neg = "not " if edge.negated else ""
    obj = f" {name(edge.object)}" if edge.object else ""
    args = "".join(f" {a.role} {name(a.value)}" for a in edge.arguments)
    return f"{name(edge.subject)} {neg}{edge.relation}{obj}{args}".strip()


def graph_findings(eg: GroundingResult, rp: PreservationResult, answer: str = "") -> list[Finding]:
    """A finding for each ungrounded answer entity and each unaligned answer edge.

    An edge's finding quotes the answer's words at the edge's span, not the normalised edge
    (``party give P90D of non of - of renewal``; the report's claims keep their relations).
    """
    findings = [
        Finding(
            type=RubricType.INVENTED_FACT,
            subtype=FindingSubtype.UNGROUNDED_ENTITY,
            severity=Severity.MODERATE,
            content=f"missing entity: {e.type.value} {e.text!r} is not in the sources or the query",
            answer_span=e.span,
            rule="EG: no source or query entity of the same type and normalised value "
            f"({e.value!r})",
        )
        for e in eg.unmatched
        # citations are judged by the authority checks (exists, in force, attributed)
        if e.type is not EntityType.CITATION
    ]
    findings.extend(
        Finding(
            type=RubricType.INVENTED_FACT,
            subtype=FindingSubtype.UNSUPPORTED_RELATION,
            severity=Severity.MINOR,
            content="no source passage states this relation: "
            f"'{quote(answer[r.span.start : r.span.end]) if r.span else _edge_text(r)}'",
            answer_span=r.span,
            rule="RP: no source edge with matched endpoints and a compatible relation",
        )
        for r in rp.unaligned
    )
    return findings


def claim_findings(verdicts: Sequence[ClaimVerdict], answer: str = "") -> list[Finding]:
    """A finding for each contradiction (one per conflicting field) and unsupported claim.

    A contradiction quotes the answer's and the source's own words (the value as written, or
    the sentence it sits in); the compared normalised values stay in the claim's conflicts.
    """
    findings: list[Finding] = []
    for cv in verdicts:
        if cv.verdict is Verdict.CONTRADICTED:
            for c in cv.conflicts:
                subtype = _CONFLICT_SUBTYPE.get(c.field, FindingSubtype.VALUE_MISMATCH)
                rubric = (
                    RubricType.WRONG_JURISDICTION_FACT
                    if c.field in ("jurisdiction", "court")
                    else RubricType.MISQUOTED_SOURCE
                )
                findings.append(
                    Finding(
                        type=rubric,
                        subtype=subtype,
                        severity=Severity.CRITICAL,
                        content=f"contradiction ({c.field}): the answer says "
                        f"'{answer_words(c, answer, cv.claim.text)}' but the source says "
                        f"'{source_words(c) or c.evidence_value}'",
                        answer_span=c.claim_span or cv.claim.span,
                        evidence_span=c.evidence_span,
                        notes=f"claim {cv.claim.claim_id}: {cv.claim.text}",
                        rule=f"{cv.judge} judge: {c.field} differs from the best evidence",
                    )
                )
        elif cv.verdict is Verdict.UNSUPPORTED:
            # a value no source states (an amount, a date, a period, a percentage) is an
            # invented fact; a name or wording that finds no support is for a person to check
            invented = any(e.type in _INVENTED_VALUE_TYPES for e in cv.missing)
            findings.append(
                Finding(
                    type=RubricType.INVENTED_FACT,
                    subtype=FindingSubtype.UNSUPPORTED_CLAIM,
                    severity=Severity.CRITICAL if invented else Severity.MODERATE,
                    content=f"unsupported claim: {cv.reason}",
                    answer_span=cv.claim.span,
                    evidence_span=cv.evidence[0] if cv.evidence else None,
                    notes=f"claim {cv.claim.claim_id}: {cv.claim.text}",
                    rule=(
                        "structural judge: no passage supports the claim's values and words"
                        if cv.judge == "structural"
                        else f"{cv.judge} judge: the model finds no support in the sources"
                    ),
                )
            )
    return findings


def claim_support(verdicts: Sequence[ClaimVerdict]) -> float | None:
    """The support of the weakest verifiable claim (an answer is as good as its worst claim)."""
    scores = [cv.score for cv in verdicts if cv.claim.type is ClaimType.VERIFIABLE_FACT]
    return min(scores) if scores else None


def fidelity_score(
    cfi: float | None, support: float | None, findings: Sequence[Finding], config: ScoringConfig
) -> float:
    """Fidelity in [0, 1]: CFI and claim support combined, capped by what the findings say.

    A critical finding caps it below the hallucinated threshold, an unknown authority or an
    unsupported claim below the clean threshold, so the score agrees with the label.
    """
    if cfi is None and support is None:
        value = 0.5
    elif cfi is None:
        value = support or 0.0
    elif support is None:
        value = cfi
    else:
        w = config.fidelity_cfi_weight
        value = w * cfi + (1.0 - w) * support
    subtypes = {f.subtype for f in findings}
    if any(f.severity is Severity.CRITICAL for f in findings) or subtypes & _HALLUCINATED_SUBTYPES:
        value = min(value, config.critical_cap * (0.5 + 0.5 * value))
    elif subtypes & (_UNCERTAIN_SUBTYPES | {FindingSubtype.UNSUPPORTED_CLAIM}):
        value = min(
            value,
            config.threshold_hallucinated
            + 0.5 * (config.threshold_clean - config.threshold_hallucinated) * value,
        )
    else:
        # nothing contradicted, invented or unsupported: clean, ranked by how well grounded
        value = config.threshold_clean + (1.0 - config.threshold_clean) * value
    return max(0.0, min(1.0, value))


def rubric_label(
    fidelity: float,
    findings: Sequence[Finding],
    n_verifiable: int,
    config: ScoringConfig,
) -> Label:
    """Clean, hallucinated or uncertain; never clean when nothing could be judged.

    Hallucinated needs a critical finding: a contradiction with an aligned source statement,
    a value no source states, or a fabricated, repealed or misattributed authority. An
    unsupported claim, an unknown authority or an answer with nothing to verify is
    uncertain. Unmatched entities and edges (EG, RP) lower the fidelity score but do not
    decide the label by themselves: a few unmatched words are not a hallucination.
    """
    del fidelity, config
    if any(f.severity is Severity.CRITICAL for f in findings):
        return Label.HALLUCINATED
    subtypes = {f.subtype for f in findings}
    if subtypes & _HALLUCINATED_SUBTYPES:
        return Label.HALLUCINATED
    if subtypes & (_UNCERTAIN_SUBTYPES | {FindingSubtype.UNSUPPORTED_CLAIM}):
        return Label.UNCERTAIN
    if n_verifiable == 0:
        return Label.UNCERTAIN
    return Label.CLEAN
