"""The audit store: every verification decision, kept for incident review and regulators.

One ``AuditStore`` over SQLite (default, a file in the data dir) or PostgreSQL (``--db``).
Records are append-only: a reviewer's override is a new row in ``overrides``, never an update.
Each record keeps the full report JSON, the SHA-256 of every input, the policy, tenant, package
and schema versions, timings, and either the texts or (``store_text=False``) only a redacted
answer. ``record_audit`` returns only after the transaction is committed.
"""

from __future__ import annotations

import base64
import binascii
import json
import secrets
import statistics
import time
from pathlib import Path
from typing import Any

from lexaudit import __version__
from lexaudit.audit.report import REPORT_SCHEMA_VERSION
from lexaudit.audit.store_db import Database, connect, utc_now
from lexaudit.audit.store_records import (
    ApiKey,
    AuditInputs,
    AuditRecord,
    AuditSummary,
    Override,
    TenantSettings,
)
from lexaudit.audit.store_redact import input_hashes, redact_report, sha256_text
from lexaudit.errors import InputError, StoreError

OVERRIDE_ACTIONS = ("approve", "reject")
__all__ = [
    "ApiKey",
    "AuditInputs",
    "AuditRecord",
    "AuditStore",
    "AuditSummary",
    "Override",
    "TenantSettings",
    "hash_api_key",
    "new_id",
    "open_store",
]
ANSWER_PREVIEW_CHARS = 160
KEY_PREFIX_CHARS = 12  # "lxa_" and 8 random characters: enough to tell keys apart
_AUDIT_COLUMNS = (
    "id, tenant, created_at, request_id, policy, label, action, fidelity, n_claims, "
    "package_version, schema_version, answer_sha256, query_sha256, sources_sha256, "
    "text_stored, answer_preview, timings_ms, report"
)


def new_id(prefix: str) -> str:
    """Return a time-ordered random id such as ``aud_0192f3...``."""
    return f"{prefix}_{time.time_ns() // 1_000_000:012x}{secrets.token_hex(8)}"


def hash_api_key(key: str) -> str:
    """Return the stored form of an API key (keys are random 256-bit tokens, so SHA-256)."""
    return sha256_text(key)


def _encode_cursor(created_at: str, audit_id: str) -> str:
    raw = json.dumps([created_at, audit_id]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode_cursor(cursor: str) -> tuple[str, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        created_at, audit_id = json.loads(raw)
        return str(created_at), str(audit_id)
    except (binascii.Error, ValueError, TypeError) as exc:
        raise InputError(
            "invalid cursor; pass the next_cursor value of the previous page unchanged"
        ) from exc


def _claim_counts(report: dict[str, Any]) -> tuple[int, int, int, int]:
    claims = report.get("claims") or []
    verdicts = [c.get("verdict") for c in claims]
    checked = sum(1 for v in verdicts if v != "not_checked")
    return (
        len(claims),
        checked,
        sum(1 for v in verdicts if v == "unsupported"),
        sum(1 for v in verdicts if v == "contradicted"),
    )


class AuditStore:
    """Audit records, tenants, API keys and reviewer overrides over one database."""

    def __init__(self, db: Database) -> None:
        """Wrap an open database (see ``open_store``)."""
        self.db = db

    @property
    def dialect(self) -> str:
        """Return "sqlite" or "postgresql"."""
        return self.db.dialect

    def close(self) -> None:
        """Close the database connection."""
        self.db.close()

    # -- tenants and keys ---------------------------------------------------------------------
    def create_api_key(self, tenant: str, rate_limit_per_min: int | None = None) -> str:
        """Create a key for ``tenant`` and return it; only its hash is stored."""
        if not tenant.strip():
            raise InputError("tenant name is empty; pass a name such as 'acme-legal'")
        key = "lxa_" + secrets.token_urlsafe(32)
        with self.db.transaction():
            self._ensure_tenant(tenant)
            self.db.execute(
                "INSERT INTO api_keys (key_id, tenant, key_hash, key_prefix, rate_limit_per_min,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    new_id("key"),
                    tenant,
                    hash_api_key(key),
                    key[:KEY_PREFIX_CHARS],
                    rate_limit_per_min,
                    utc_now(),
                ),
            )
        return key

    def list_api_keys(self, tenant: str | None = None) -> list[dict[str, Any]]:
        """Return the keys (never the keys themselves: id, prefix, tenant, dates), oldest first."""
        sql = (
            "SELECT key_id, tenant, key_prefix, rate_limit_per_min, created_at, revoked_at"
            " FROM api_keys"
        )
        params: tuple[Any, ...] = ()
        if tenant is not None:
            sql += " WHERE tenant = ?"
            params = (tenant,)
        names = ("key_id", "tenant", "key_prefix", "rate_limit_per_min", "created_at", "revoked_at")
        rows = self.db.query(sql + " ORDER BY created_at, key_id", params)
        return [dict(zip(names, row, strict=True)) for row in rows]

    def revoke_api_key(self, key_id: str) -> bool:
        """Revoke a key by its id; return False when there is no such active key."""
        with self.db.transaction():
            active = self.db.query(
                "SELECT 1 FROM api_keys WHERE key_id = ? AND revoked_at IS NULL", (key_id,)
            )
            if not active:
                return False
            self.db.execute(
                "UPDATE api_keys SET revoked_at = ? WHERE key_id = ?", (utc_now(), key_id)
            )
        return True

    def authenticate(self, key: str) -> ApiKey | None:
        """Return the key's record, or None for an unknown or revoked key."""
        rows = self.db.query(
            "SELECT key_id, tenant, rate_limit_per_min FROM api_keys"
            " WHERE key_hash = ? AND revoked_at IS NULL",
            (hash_api_key(key),),
        )
        if not rows:
            return None
        key_id, tenant, limit = rows[0]
        return ApiKey(key_id=key_id, tenant=tenant, rate_limit_per_min=limit)

    def _ensure_tenant(self, tenant: str) -> None:
        if not self.db.query("SELECT 1 FROM tenants WHERE tenant = ?", (tenant,)):
            now = utc_now()
            self.db.execute(
                "INSERT INTO tenants (tenant, policy, store_text, created_at, updated_at)"
                " VALUES (?, NULL, 1, ?, ?)",
                (tenant, now, now),
            )

    def set_tenant(
        self,
        tenant: str,
        policy: str | None = None,
        store_text: bool | None = None,
        profile: dict[str, Any] | None = None,
    ) -> TenantSettings:
        """Set a tenant's default policy, text retention and/or grounding profile.

        Arguments left as None keep their current value. Returns the new settings.
        """
        with self.db.transaction():
            self._ensure_tenant(tenant)
            if policy is not None:
                self.db.execute(
                    "UPDATE tenants SET policy = ?, updated_at = ? WHERE tenant = ?",
                    (policy, utc_now(), tenant),
                )
            if store_text is not None:
                self.db.execute(
                    "UPDATE tenants SET store_text = ?, updated_at = ? WHERE tenant = ?",
                    (int(store_text), utc_now(), tenant),
                )
            if profile is not None:
                self.db.execute(
                    "UPDATE tenants SET profile = ?, updated_at = ? WHERE tenant = ?",
                    (json.dumps(profile, sort_keys=True), utc_now(), tenant),
                )
        return self.get_tenant(tenant)

    def get_tenant(self, tenant: str) -> TenantSettings:
        """Return a tenant's settings (defaults for an unknown tenant)."""
        rows = self.db.query(
            "SELECT policy, store_text, profile FROM tenants WHERE tenant = ?", (tenant,)
        )
        if not rows:
            return TenantSettings(tenant=tenant)
        policy, store_text, profile = rows[0]
        return TenantSettings(
            tenant=tenant,
            policy=policy,
            store_text=bool(store_text),
            profile=json.loads(profile) if profile else {},
        )

    # -- audit records ------------------------------------------------------------------------
    def record_audit(
        self,
        tenant: str,
        report: dict[str, Any],
        inputs: AuditInputs,
        *,
        store_text: bool = True,
        request_id: str | None = None,
        audit_id: str | None = None,
    ) -> AuditRecord:
        """Store one verification report and return the committed record.

        Args:
            tenant: the tenant that asked for the verification.
            report: the report as ``report_to_dict`` returns it.
            inputs: the request texts, hashed into the record.
            store_text: keep the texts; when False keep only hashes and a redacted answer.
            request_id: the caller's own id for the request, if any.
            audit_id: the id to use (a new one by default).
        """
        audit_id = audit_id or new_id("aud")
        stored = dict(report)
        stored["id"] = audit_id
        if not store_text:
            stored = redact_report(stored)
        hashes = input_hashes(inputs.answer, inputs.sources, inputs.query)
        n_claims, n_checked, n_unsupported, n_contradicted = _claim_counts(report)
        decision = report.get("decision") or {}
        timings = report.get("timings_ms") or {}
        preview = (stored.get("answer") or "")[:ANSWER_PREVIEW_CHARS]
        created_at = utc_now()
        with self.db.transaction():
            self.db.execute(
                "INSERT INTO audits (id, tenant, created_at, request_id, policy, label, action,"
                " fidelity, n_claims, n_checked, n_unsupported, n_contradicted,"
                " package_version, schema_version, answer_sha256, query_sha256,"
                " sources_sha256, text_stored, answer_preview, timings_ms, report)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    audit_id,
                    tenant,
                    created_at,
                    request_id,
                    decision.get("policy"),
                    report.get("label", "uncertain"),
                    decision.get("action", "escalate"),
                    float(report.get("fidelity") or 0.0),
                    n_claims,
                    n_checked,
                    n_unsupported,
                    n_contradicted,
                    __version__,
                    str(report.get("schema_version", REPORT_SCHEMA_VERSION)),
                    hashes["answer"],
                    hashes["query"],
                    json.dumps(hashes["sources"]),
                    int(store_text),
                    preview,
                    json.dumps(timings),
                    json.dumps(stored),
                ),
            )
        return AuditRecord(
            id=audit_id,
            tenant=tenant,
            created_at=created_at,
            request_id=request_id,
            policy=decision.get("policy"),
            label=report.get("label", "uncertain"),
            action=decision.get("action", "escalate"),
            package_version=__version__,
            schema_version=str(report.get("schema_version", REPORT_SCHEMA_VERSION)),
            input_hashes=hashes,
            text_stored=store_text,
            timings_ms=timings,
            report=stored,
        )

    def get_audit(self, tenant: str, audit_id: str) -> AuditRecord | None:
        """Return the tenant's record with its overrides, or None (also for other tenants)."""
        rows = self.db.query(
            f"SELECT {_AUDIT_COLUMNS} FROM audits WHERE id = ? AND tenant = ?",  # noqa: S608
            (audit_id, tenant),
        )
        if not rows:
            return None
        row = rows[0]
        return AuditRecord(
            id=row[0],
            tenant=row[1],
            created_at=row[2],
            request_id=row[3],
            policy=row[4],
            label=row[5],
            action=row[6],
            package_version=row[9],
            schema_version=row[10],
            input_hashes={
                "answer": row[11],
                "query": row[12],
                "sources": json.loads(row[13]),
            },
            text_stored=bool(row[14]),
            timings_ms=json.loads(row[16]),
            report=json.loads(row[17]),
            overrides=tuple(self.overrides(tenant, audit_id)),
        )

    def count_audits(self, tenant: str | None = None) -> int:
        """Return how many audit records exist (for one tenant, or in all)."""
        if tenant is None:
            return int(self.db.query("SELECT COUNT(*) FROM audits")[0][0])
        return int(self.db.query("SELECT COUNT(*) FROM audits WHERE tenant = ?", (tenant,))[0][0])

    def existing_ids(self, ids: list[str]) -> set[str]:
        """Return which of ``ids`` have a record (any tenant)."""
        found: set[str] = set()
        for i in range(0, len(ids), 500):
            batch = ids[i : i + 500]
            marks = ", ".join("?" for _ in batch)
            rows = self.db.query(f"SELECT id FROM audits WHERE id IN ({marks})", batch)  # noqa: S608
            found.update(r[0] for r in rows)
        return found

    def list_audits(
        self,
        tenant: str,
        *,
        label: str | None = None,
        action: str | None = None,
        since: str | None = None,
        until: str | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> tuple[list[AuditSummary], str | None]:
        """Return one page of the tenant's audits, newest first, and the next page's cursor.

        ``since`` is inclusive and ``until`` exclusive; both are normalised timestamps.
        """
        where = ["tenant = ?"]
        params: list[Any] = [tenant]
        for column, value in (("label", label), ("action", action)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if since is not None:
            where.append("created_at >= ?")
            params.append(since)
        if until is not None:
            where.append("created_at < ?")
            params.append(until)
        if cursor:
            created_at, audit_id = _decode_cursor(cursor)
            where.append("(created_at < ? OR (created_at = ? AND id < ?))")
            params.extend([created_at, created_at, audit_id])
        sql = (
            "SELECT id, created_at, request_id, policy, label, action, fidelity, n_claims,"  # noqa: S608
            " answer_preview, text_stored, (SELECT o.action FROM overrides o"
            " WHERE o.audit_id = audits.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1)"
            f" FROM audits WHERE {' AND '.join(where)}"
            " ORDER BY created_at DESC, id DESC LIMIT ?"
        )
        rows = self.db.query(sql, [*params, limit + 1])
        items = [
            AuditSummary(
                id=r[0],
                created_at=r[1],
                request_id=r[2],
                policy=r[3],
                label=r[4],
                action=r[5],
                fidelity=float(r[6]),
                n_claims=int(r[7]),
                answer_preview=r[8],
                text_stored=bool(r[9]),
                review=r[10],
            )
            for r in rows[:limit]
        ]
        next_cursor = None
        if len(rows) > limit and items:
            next_cursor = _encode_cursor(items[-1].created_at, items[-1].id)
        return items, next_cursor

    # -- overrides ----------------------------------------------------------------------------
    def add_override(
        self, tenant: str, audit_id: str, action: str, note: str, reviewer: str
    ) -> Override | None:
        """Append a reviewer's override; return None when the tenant has no such audit."""
        if action not in OVERRIDE_ACTIONS:
            raise InputError(f"override action {action!r} is not one of {OVERRIDE_ACTIONS}")
        override = Override(new_id("ovr"), audit_id, action, note, reviewer, utc_now())
        with self.db.transaction():
            if not self.db.query(
                "SELECT 1 FROM audits WHERE id = ? AND tenant = ?", (audit_id, tenant)
            ):
                return None
            self.db.execute(
                "INSERT INTO overrides (id, audit_id, tenant, action, note, reviewer, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (override.id, audit_id, tenant, action, note, reviewer, override.created_at),
            )
        return override

    def overrides(self, tenant: str, audit_id: str) -> list[Override]:
        """Return an audit's overrides, oldest first."""
        rows = self.db.query(
            "SELECT id, audit_id, action, note, reviewer, created_at FROM overrides"
            " WHERE audit_id = ? AND tenant = ? ORDER BY created_at, id",
            (audit_id, tenant),
        )
        return [Override(*row) for row in rows]

    # -- metrics ------------------------------------------------------------------------------
    def metrics(
        self, tenant: str, since: str | None = None, until: str | None = None
    ) -> dict[str, Any]:
        """Return the tenant's guardrail metrics over ``[since, until)``.

        Rates of claims are over checked claims (verdict other than ``not_checked``); rates of
        decisions are over answers.
        """
        where = ["tenant = ?"]
        params: list[Any] = [tenant]
        if since is not None:
            where.append("created_at >= ?")
            params.append(since)
        if until is not None:
            where.append("created_at < ?")
            params.append(until)
        cond = " AND ".join(where)
        actions = ("deliver", "strip", "hedge", "block", "escalate")
        labels = ("clean", "hallucinated", "uncertain")
        cases = ", ".join(
            [f"SUM(CASE WHEN action = '{a}' THEN 1 ELSE 0 END)" for a in actions]
            + [f"SUM(CASE WHEN label = '{lb}' THEN 1 ELSE 0 END)" for lb in labels]
        )
        row = self.db.query(
            "SELECT COUNT(*), SUM(n_claims), SUM(n_checked), SUM(n_unsupported),"  # noqa: S608
            f" SUM(n_contradicted), {cases} FROM audits WHERE {cond}",
            params,
        )[0]
        n = int(row[0])
        n_checked = int(row[2] or 0)
        by_action = {a: int(row[5 + i] or 0) for i, a in enumerate(actions)}
        by_label = {lb: int(row[10 + i] or 0) for i, lb in enumerate(labels)}
        claim_counts = [
            int(r[0])
            for r in self.db.query(f"SELECT n_claims FROM audits WHERE {cond}", params)  # noqa: S608
        ]

        def rate(num: int, den: int) -> float | None:
            return None if den == 0 else round(num / den, 4)

        return {
            "since": since,
            "until": until,
            "n_audits": n,
            "n_claims": int(row[1] or 0),
            "n_checked_claims": n_checked,
            "unsupported_claim_rate": rate(int(row[3] or 0), n_checked),
            "contradiction_rate": rate(int(row[4] or 0), n_checked),
            "strip_rate": rate(by_action["strip"], n),
            "escalation_rate": rate(by_action["escalate"], n),
            "block_rate": rate(by_action["block"], n),
            "hedge_rate": rate(by_action["hedge"], n),
            "median_claims_per_answer": statistics.median(claim_counts) if claim_counts else None,
            "decisions": by_action,
            "labels": by_label,
        }


def open_store(
    data_dir: Path | str | None = None, db_url: str | None = None, *, migrate: bool = True
) -> AuditStore:
    """Open the audit store (PostgreSQL when ``db_url`` is given, else SQLite in ``data_dir``).

    Raises:
        StoreError: it cannot be opened, or its schema is newer than this lexaudit.
    """
    db = connect(None if data_dir is None else Path(data_dir), db_url)
    try:
        if migrate:
            db.migrate()
        from lexaudit.audit.migrations import LATEST_VERSION

        version = db.schema_version()
        if version > LATEST_VERSION:
            raise StoreError(
                f"the audit store has schema version {version}, newer than this lexaudit "
                f"({LATEST_VERSION}); upgrade lexaudit"
            )
        if version < LATEST_VERSION:
            raise StoreError(
                f"the audit store has schema version {version}; run lexaudit serve once "
                "(it migrates) or open the store with migrate=True"
            )
    except BaseException:
        db.close()
        raise
    return AuditStore(db)
