"""Schema version 1: tenants, API keys, audit records and reviewer overrides (both dialects)."""

from __future__ import annotations

STATEMENTS: tuple[str, ...] = (
    """CREATE TABLE tenants (
        tenant TEXT PRIMARY KEY,
        policy TEXT,
        store_text INTEGER NOT NULL DEFAULT 1,
        profile TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    """CREATE TABLE api_keys (
        key_id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        rate_limit_per_min INTEGER,
        created_at TEXT NOT NULL,
        revoked_at TEXT
    )""",
    """CREATE TABLE audits (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        created_at TEXT NOT NULL,
        request_id TEXT,
        policy TEXT,
        label TEXT NOT NULL,
        action TEXT NOT NULL,
        fidelity DOUBLE PRECISION NOT NULL,
        n_claims INTEGER NOT NULL,
        n_checked INTEGER NOT NULL,
        n_unsupported INTEGER NOT NULL,
        n_contradicted INTEGER NOT NULL,
        package_version TEXT NOT NULL,
        schema_version TEXT NOT NULL,
        answer_sha256 TEXT NOT NULL,
        query_sha256 TEXT,
        sources_sha256 TEXT NOT NULL,
        text_stored INTEGER NOT NULL,
        answer_preview TEXT NOT NULL,
        timings_ms TEXT NOT NULL,
        report TEXT NOT NULL
    )""",
    "CREATE INDEX audits_tenant_created ON audits (tenant, created_at, id)",
    """CREATE TABLE overrides (
        id TEXT PRIMARY KEY,
        audit_id TEXT NOT NULL REFERENCES audits (id),
        tenant TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('approve', 'reject')),
        note TEXT NOT NULL,
        reviewer TEXT NOT NULL,
        created_at TEXT NOT NULL
    )""",
    "CREATE INDEX overrides_audit ON overrides (audit_id, created_at)",
)
