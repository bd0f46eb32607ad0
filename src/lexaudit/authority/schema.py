"""The authority store schema, as portable SQL (SQLite now, PostgreSQL-ready).

Plain types only (VARCHAR, TEXT, DATE, INTEGER), no SQLite-specific features; upserts use
``INSERT ... ON CONFLICT ... DO UPDATE`` which both SQLite (3.24+) and PostgreSQL accept.
Dates are ISO strings in SQLite and DATE values in PostgreSQL.
"""

from __future__ import annotations

SCHEMA_VERSION = 1

DDL: tuple[str, ...] = (
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
    """CREATE TABLE IF NOT EXISTS authorities (
        id VARCHAR(200) PRIMARY KEY,
        jurisdiction VARCHAR(8) NOT NULL,
        kind VARCHAR(32) NOT NULL,
        title TEXT NOT NULL,
        parent_id VARCHAR(200),
        text TEXT,
        text_sha256 CHAR(64),
        in_force_from DATE,
        repealed_on DATE,
        replaced_by VARCHAR(200),
        section_count INTEGER,
        source TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS ix_authorities_parent ON authorities (parent_id)",
    """CREATE TABLE IF NOT EXISTS authority_names (
        authority_id VARCHAR(200) NOT NULL,
        name VARCHAR(300) NOT NULL,
        PRIMARY KEY (authority_id, name)
    )""",
    "CREATE INDEX IF NOT EXISTS ix_authority_names_name ON authority_names (name)",
    """CREATE TABLE IF NOT EXISTS correspondences (
        old_id VARCHAR(200) NOT NULL,
        new_id VARCHAR(200) NOT NULL,
        subject TEXT,
        note TEXT,
        source TEXT,
        PRIMARY KEY (old_id, new_id)
    )""",
    "CREATE INDEX IF NOT EXISTS ix_correspondences_new ON correspondences (new_id)",
)

UPSERT_AUTHORITY = """
INSERT INTO authorities (id, jurisdiction, kind, title, parent_id, text, text_sha256,
                         in_force_from, repealed_on, replaced_by, section_count, source)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (id) DO UPDATE SET
    jurisdiction = excluded.jurisdiction,
    kind = excluded.kind,
    title = COALESCE(NULLIF(excluded.title, ''), authorities.title),
    parent_id = COALESCE(excluded.parent_id, authorities.parent_id),
    text = COALESCE(excluded.text, authorities.text),
    text_sha256 = COALESCE(excluded.text_sha256, authorities.text_sha256),
    in_force_from = COALESCE(excluded.in_force_from, authorities.in_force_from),
    repealed_on = COALESCE(excluded.repealed_on, authorities.repealed_on),
    replaced_by = COALESCE(excluded.replaced_by, authorities.replaced_by),
    section_count = COALESCE(excluded.section_count, authorities.section_count),
    source = COALESCE(excluded.source, authorities.source)
"""

UPSERT_NAME = """
INSERT INTO authority_names (authority_id, name) VALUES (?, ?)
ON CONFLICT (authority_id, name) DO NOTHING
"""

UPSERT_CORRESPONDENCE = """
INSERT INTO correspondences (old_id, new_id, subject, note, source) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (old_id, new_id) DO UPDATE SET
    subject = COALESCE(excluded.subject, correspondences.subject),
    note = COALESCE(excluded.note, correspondences.note),
    source = COALESCE(excluded.source, correspondences.source)
"""
