"""``lexaudit dataset dpo-from-audits``: reviewer overrides as preference pairs.

A reviewer's override (``approve`` or ``reject``, appended to an audit record by the review
page or ``POST /v1/audits/{id}/override``) says whether the audited answer was right. The latest
override of each record decides the pair; the prompt is the question with the record's
sources, numbered, and the answer's date:

- ``reject``: the answer is ``rejected``; lexaudit's repaired text (what STRIP_UNSUPPORTED or
  HEDGE delivered) is ``chosen``. With no repaired text (the answer was delivered unchanged or
  blocked) there is no pair (``reject_without_repair``).
- ``approve``: the answer is ``chosen``; the text lexaudit delivered instead (stripped or
  hedged) is ``rejected``. When lexaudit delivered the answer unchanged, or blocked it, there is
  no pair (``approve_without_contrast``).

Records stored without their texts (``store_text=False``) give no pair (``text_not_stored``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lexaudit.training.records import SYSTEM_PROMPT, Passage, prompt_text

SKIP_REASONS = ("text_not_stored", "reject_without_repair", "approve_without_contrast")


@dataclass(slots=True)
class ExportCounts:
    """How many reviewed records became pairs, and why the others did not."""

    reviewed: int = 0
    pairs: int = 0
    skipped: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SKIP_REASONS, 0))


def reviewed_audit_ids(store: Any, tenant: str | None = None) -> list[tuple[str, str]]:
    """``(tenant, audit id)`` of every audit with at least one override, oldest first."""
    sql = "SELECT tenant, id FROM audits WHERE id IN (SELECT audit_id FROM overrides)"
    params: list[Any] = []
    if tenant is not None:
        sql += " AND tenant = ?"
        params.append(tenant)
    rows = store.db.query(sql + " ORDER BY created_at, id", params)
    return [(str(r[0]), str(r[1])) for r in rows]


def preference_pair(record: Any) -> tuple[dict[str, Any] | None, str | None]:
    """The pair for one reviewed ``AuditRecord``, or the reason there is none."""
    if not record.text_stored:
        return None, "text_not_stored"
    review = record.overrides[-1]
    report = record.report
    answer = str(report.get("answer") or "")
    decision = report.get("decision") or {}
    delivered = decision.get("delivered_text")
    repaired = (
        str(delivered)
        if delivered and decision.get("action") != "block" and delivered.strip() != answer.strip()
        else None
    )
    if review.action == "reject":
        if repaired is None:
            return None, "reject_without_repair"
        chosen, rejected = repaired, answer
    else:
        if repaired is None:
            return None, "approve_without_contrast"
        chosen, rejected = answer, repaired
    passages = [
        Passage(str(s.get("chunk_id") or s.get("doc_id") or f"s{i}"), str(s.get("text") or ""))
        for i, s in enumerate(report.get("sources") or [], 1)
    ]
    prompt = prompt_text(report.get("as_of"), passages, report.get("query"))
    pair = {
        "id": record.id,
        "tenant": record.tenant,
        "prompt": [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": prompt},
        ],
        "chosen": [{"role": "assistant", "content": chosen}],
        "rejected": [{"role": "assistant", "content": rejected}],
        "review": {
            "action": review.action,
            "reviewer": review.reviewer,
            "note": review.note,
            "created_at": review.created_at,
        },
        "lexaudit": {"label": record.label, "action": record.action},
    }
    return pair, None


def export_pairs(
    store: Any, tenant: str | None = None
) -> tuple[list[dict[str, Any]], ExportCounts]:
    """Every reviewed record's preference pair, oldest first, with the counts."""
    counts = ExportCounts()
    pairs: list[dict[str, Any]] = []
    for owner, audit_id in reviewed_audit_ids(store, tenant):
        record = store.get_audit(owner, audit_id)
        if record is None or not record.overrides:
            continue
        counts.reviewed += 1
        pair, reason = preference_pair(record)
        if pair is None:
            counts.skipped[str(reason)] += 1
        else:
            counts.pairs += 1
            pairs.append(pair)
    return pairs, counts
