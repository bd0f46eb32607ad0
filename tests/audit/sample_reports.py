"""Sample verification reports built from the shared dataclasses, for the store tests."""

from __future__ import annotations

from lexaudit.audit.report import report_to_dict
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

SOURCE = "7.2 Either party may terminate this Agreement on thirty (30) days written notice."
ANSWER = "Either party may terminate on 30 days notice. The fee is USD 5,000,000."


def build_report(
    answer: str = ANSWER,
    source: str = SOURCE,
    *,
    label: Label = Label.HALLUCINATED,
    action: Action = Action.STRIP,
    verdicts: tuple[Verdict, ...] = (Verdict.SUPPORTED, Verdict.UNSUPPORTED),
    policy: str = "STRIP_UNSUPPORTED",
) -> dict:
    """Return a report dict built from the shared dataclasses (two claims by default)."""
    cut = answer.find(".") + 1 or len(answer)
    spans = [Span(0, cut), Span(cut + 1 if cut < len(answer) else cut, len(answer))]
    claims = []
    for i, verdict in enumerate(verdicts):
        span = spans[min(i, len(spans) - 1)]
        ev_start = source.find("Either")
        evidence = (
            (EvidenceSpan("s1#0", ev_start, ev_start + 30, source[ev_start : ev_start + 30]),)
            if verdict is Verdict.SUPPORTED and ev_start >= 0
            else ()
        )
        claims.append(
            ClaimVerdict(
                claim=Claim(
                    f"c{i}", answer[span.start : span.end], span, ClaimType.VERIFIABLE_FACT
                ),
                verdict=verdict,
                score=0.9 if verdict is Verdict.SUPPORTED else 0.1,
                evidence=evidence,
                reason="matched clause 7.2" if evidence else "no passage states this",
            )
        )
    findings = tuple(
        Finding(
            RubricType.INVENTED_FACT,
            FindingSubtype.UNSUPPORTED_CLAIM,
            Severity.MODERATE,
            f"unsupported claim: {cv.claim.text}",
            answer_span=cv.claim.span,
        )
        for cv in claims
        if cv.verdict is Verdict.UNSUPPORTED
    )
    report = Report(
        answer=answer,
        query="When may a party terminate?",
        as_of="2024-07-01",
        fidelity=0.5,
        metrics=Metrics(eg=0.5, rp=1.0, cfi=0.65, n_answer_entities=2, n_answer_edges=1),
        label=label,
        findings=findings,
        claims=tuple(claims),
        decision=Decision(action, policy, answer[:cut], ("stripped 1 unsupported sentence",)),
        chunks=(Chunk("s1#0", "s1", source),),
        timings_ms={"extract": 1.5, "total": 3.25},
    )
    return report_to_dict(report)
