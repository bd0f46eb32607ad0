"""Input hashes and redaction for audit records of privileged documents.

With ``store_text=False`` the store keeps the structure of a report (labels, verdicts, scores,
spans, findings' types) and the SHA-256 of every input, but no text: the answer is kept as a
redacted copy of the same length (letters and digits masked, so claim spans still line up) and
every other text field is dropped.
"""

from __future__ import annotations

import copy
import hashlib
import re
from typing import Any

REDACTION_MASK = "\u2022"  # bullet; one per masked character, so offsets are preserved
_WORD_CHAR = re.compile(r"\w", re.UNICODE)


def sha256_text(text: str) -> str:
    """Return the hex SHA-256 of ``text`` encoded as UTF-8."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def redact_text(text: str) -> str:
    """Mask every letter and digit of ``text``, keeping spaces, punctuation and length."""
    return _WORD_CHAR.sub(REDACTION_MASK, text)


def input_hashes(answer: str, sources: list[tuple[str, str]], query: str | None) -> dict[str, Any]:
    """Return the SHA-256 of the answer, the query and each ``(source_id, text)`` source."""
    return {
        "answer": sha256_text(answer),
        "query": None if query is None else sha256_text(query),
        "sources": [{"id": sid, "sha256": sha256_text(text)} for sid, text in sources],
    }


def _drop_text(obj: dict[str, Any] | None, *keys: str) -> None:
    if obj is None:
        return
    for key in keys:
        if key in obj and obj[key] is not None:
            obj[key] = None


def redact_report(report: dict[str, Any]) -> dict[str, Any]:
    """Return a copy of a report dict with no source, query or answer text left in it."""
    out = copy.deepcopy(report)
    answer = out.get("answer") or ""
    out["answer"] = redact_text(answer)
    out["redacted"] = True
    _drop_text(out, "query")
    decision = out.get("decision") or {}
    if decision.get("delivered_text") is not None:
        decision["delivered_text"] = redact_text(decision["delivered_text"])
    decision["reasons"] = [redact_text(r) for r in decision.get("reasons") or []]
    for source in out.get("sources") or []:
        source["sha256"] = sha256_text(source.get("text") or "")
        _drop_text(source, "text")
    for claim in out.get("claims") or []:
        claim["text"] = redact_text(claim.get("text") or "")
        claim["reason"] = redact_text(claim.get("reason") or "")
        if claim.get("rejudged"):
            claim["rejudged"]["first_reason"] = redact_text(
                claim["rejudged"].get("first_reason") or ""
            )
        for ev in claim.get("evidence") or []:
            _drop_text(ev, "text")
        for conflict in claim.get("conflicts") or []:
            _drop_text(conflict, "claim_value", "evidence_value")
            _drop_text(conflict.get("evidence_span"), "text")
        for entity in claim.get("entities") or []:
            _drop_text(entity, "text", "value")
        for relation in claim.get("relations") or []:
            _drop_text(relation, "subject", "object")
            relation["arguments"] = []
    for repair in out.get("repairs") or []:
        for key in ("original", "replacement", "note"):
            repair[key] = redact_text(repair.get(key) or "")
        _drop_text(repair.get("evidence_span"), "text")
    for finding in out.get("findings") or []:
        finding["content"] = redact_text(finding.get("content") or "")
        finding["notes"] = redact_text(finding.get("notes") or "")
        _drop_text(finding.get("evidence_span"), "text")
    return out
