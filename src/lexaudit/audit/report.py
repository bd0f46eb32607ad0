"""The versioned JSON form of a verification report.

The schema version changes whenever a field is renamed or removed; adding a field bumps the
minor part (1.1 added ``confidence``; 1.3 added ``repairs`` and each claim's ``rejudged``;
1.4 added ``judging`` and each claim's ``model_judgements``). ``report_to_dict`` is the only
place that decides the JSON shape.
"""

from __future__ import annotations

from typing import Any

from lexaudit.judge.summary import judging_summary
from lexaudit.types import (
    ClaimVerdict,
    Conflict,
    Entity,
    EvidenceSpan,
    Finding,
    ModelJudgement,
    Rejudgement,
    Relation,
    Repair,
    Report,
    Span,
)

REPORT_SCHEMA_VERSION = "1.4"


def _span(span: Span | None) -> dict[str, int] | None:
    return None if span is None else {"start": span.start, "end": span.end}


def _evidence(ev: EvidenceSpan | None) -> dict[str, Any] | None:
    if ev is None:
        return None
    return {"chunk_id": ev.chunk_id, "start": ev.start, "end": ev.end, "text": ev.text}


def _entity(entity: Entity) -> dict[str, Any]:
    return {
        "type": entity.type.value,
        "text": entity.text,
        "value": entity.value,
        "span": _span(entity.span),
    }


def _relation(rel: Relation) -> dict[str, Any]:
    return {
        "subject": rel.subject,
        "relation": rel.relation,
        "object": rel.object,
        "negated": rel.negated,
        "modality": rel.modality.value,
        "arguments": [{"role": a.role, "value": a.value} for a in rel.arguments],
        "span": _span(rel.span),
    }


def _conflict(conflict: Conflict) -> dict[str, Any]:
    return {
        "field": conflict.field,
        "claim_value": conflict.claim_value,
        "evidence_value": conflict.evidence_value,
        "claim_span": _span(conflict.claim_span),
        "evidence_span": _evidence(conflict.evidence_span),
    }


def _claim(cv: ClaimVerdict) -> dict[str, Any]:
    return {
        "claim_id": cv.claim.claim_id,
        "text": cv.claim.text,
        "span": _span(cv.claim.span),
        "type": cv.claim.type.value,
        "verdict": cv.verdict.value,
        "score": round(cv.score, 4),
        "reason": cv.reason,
        "judge": cv.judge,
        "evidence": [_evidence(e) for e in cv.evidence],
        "conflicts": [_conflict(c) for c in cv.conflicts],
        "missing": [_entity(e) for e in cv.missing],
        "rejudged": _rejudged(cv.rejudged),
        "model_judgements": [_model_judgement(m) for m in cv.model_judgements],
        "entities": [_entity(e) for e in cv.claim.entities],
        "relations": [_relation(r) for r in cv.claim.relations],
    }


def _rejudged(rejudged: Rejudgement | None) -> dict[str, Any] | None:
    if rejudged is None:
        return None
    return {
        "first_verdict": rejudged.first_verdict.value,
        "first_reason": rejudged.first_reason,
        "windows": rejudged.windows,
        "authorities": list(rejudged.authorities),
    }


def _repair(repair: Repair) -> dict[str, Any]:
    return {
        "rule": repair.rule,
        "original_span": _span(repair.original_span),
        "original": repair.original,
        "replacement": repair.replacement,
        "evidence_span": _evidence(repair.evidence_span),
        "note": repair.note,
    }


def _model_judgement(note: ModelJudgement) -> dict[str, Any]:
    return {
        "tier": note.tier,
        "model": note.model,
        "status": note.status.value,
        "verdict": note.verdict,
        "quote": note.quote,
        "reason": note.reason,
        "raw": note.raw,
        "cached": note.cached,
    }


def _finding(finding: Finding) -> dict[str, Any]:
    return {
        "type": finding.type.value,
        "subtype": finding.subtype.value,
        "severity": finding.severity.value,
        "content": finding.content,
        "notes": finding.notes,
        "rule": finding.rule,
        "answer_span": _span(finding.answer_span),
        "evidence_span": _evidence(finding.evidence_span),
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _confidence(report: Report) -> dict[str, Any]:
    from datetime import date

    from lexaudit.score.confidence import confidence

    conf = confidence(report, as_of=date.fromisoformat(report.as_of))
    return {
        "score": round(conf.score, 4),
        "level": conf.level,
        "factors": {k: round(v, 4) for k, v in conf.factors.items()},
        "explanation": conf.describe(),
    }


def report_to_dict(report: Report) -> dict[str, Any]:
    """Return the JSON-serialisable form of ``report`` (schema ``REPORT_SCHEMA_VERSION``)."""
    return {
        "schema_version": REPORT_SCHEMA_VERSION,
        "id": report.id,
        "label": report.label.value,
        "hallucination": report.label.value,
        "fidelity": round(report.fidelity, 4),
        "metrics": {
            "eg": _round(report.metrics.eg),
            "rp": _round(report.metrics.rp),
            "cfi": _round(report.metrics.cfi),
            "n_answer_entities": report.metrics.n_answer_entities,
            "n_answer_edges": report.metrics.n_answer_edges,
        },
        "decision": {
            "action": report.decision.action.value,
            "policy": report.decision.policy,
            "delivered_text": report.decision.delivered_text,
            "reasons": list(report.decision.reasons),
        },
        "repairs": [_repair(r) for r in report.repairs],
        "confidence": _confidence(report),
        "judging": judging_summary(report.judge_mode, report.claims),
        "findings": [_finding(f) for f in report.findings],
        "claims": [_claim(c) for c in report.claims],
        "query": report.query,
        "answer": report.answer,
        "as_of": report.as_of,
        "sources": [
            {
                "chunk_id": c.chunk_id,
                "doc_id": c.doc_id,
                "doc_rev": c.doc_rev,
                "start": c.start,
                "text": c.text,
            }
            for c in report.chunks
        ],
        "timings_ms": {k: round(v, 2) for k, v in report.timings_ms.items()},
    }
