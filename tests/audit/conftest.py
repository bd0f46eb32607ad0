"""Audit store fixtures: the same tests run on SQLite and on a real PostgreSQL server.

The PostgreSQL server is started once per session by ``TemporaryPostgres`` (initdb into a
temporary directory, a free loopback port, run as the ``postgres`` user when we are root).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from lexaudit.audit.report import report_to_dict
from lexaudit.audit.store import AuditStore, open_store
from lexaudit.audit.store_pgserver import TemporaryPostgres, find_postgres_bin
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


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """Start one PostgreSQL server for the session; skip when its binaries are absent."""
    if find_postgres_bin() is None:
        pytest.skip(
            "PostgreSQL binaries (postgres, initdb) not installed: apt-get install postgresql"
        )
    server = TemporaryPostgres()
    server.start()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[AuditStore]:
    """An open, migrated audit store on each backend."""
    if request.param == "sqlite":
        opened = open_store(tmp_path)
    else:
        opened = open_store(db_url=request.getfixturevalue("postgres_url"))
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def tenant() -> str:
    """A tenant name unique to the test (the PostgreSQL database is shared by the session)."""
    return f"tenant-{uuid.uuid4().hex[:10]}"
