"""Versioned schema migrations of the audit store.

Each migration has a version, a name and its statements. Statements shared by SQLite and
PostgreSQL are written once (portable types: TEXT, INTEGER, DOUBLE PRECISION; timestamps as
ISO-8601 UTC text, which sorts correctly in both); the few that differ by dialect (triggers)
are given per dialect. Applied versions are recorded in the ``schema_migrations`` table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lexaudit.audit.migrations import v0001_initial, v0002_append_only, v0003_key_prefix


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema version: portable statements plus per-dialect ones."""

    version: int
    name: str
    statements: tuple[str, ...]
    dialect_statements: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def statements_for(self, dialect: str) -> tuple[str, ...]:
        """Return the statements to run on ``dialect`` ("sqlite" or "postgresql")."""
        return self.statements + self.dialect_statements.get(dialect, ())


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "initial", v0001_initial.STATEMENTS),
    Migration(
        2,
        "append_only",
        (),
        {"sqlite": v0002_append_only.SQLITE, "postgresql": v0002_append_only.POSTGRESQL},
    ),
    Migration(3, "key_prefix", v0003_key_prefix.STATEMENTS),
)

LATEST_VERSION = MIGRATIONS[-1].version

__all__ = ["LATEST_VERSION", "MIGRATIONS", "Migration"]
