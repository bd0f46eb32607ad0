"""Schema version 2: audit records and overrides are append-only (triggers refuse changes)."""

from __future__ import annotations

SQLITE: tuple[str, ...] = tuple(
    f"""CREATE TRIGGER {table}_no_{op.lower()} BEFORE {op} ON {table}
        BEGIN SELECT RAISE(ABORT, '{table} are append-only'); END"""
    for table in ("audits", "overrides")
    for op in ("UPDATE", "DELETE")
)

POSTGRESQL: tuple[str, ...] = (
    """CREATE FUNCTION lexaudit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '% are append-only', TG_TABLE_NAME; END $$""",
    """CREATE TRIGGER audits_append_only BEFORE UPDATE OR DELETE ON audits
        FOR EACH ROW EXECUTE FUNCTION lexaudit_append_only()""",
    """CREATE TRIGGER overrides_append_only BEFORE UPDATE OR DELETE ON overrides
        FOR EACH ROW EXECUTE FUNCTION lexaudit_append_only()""",
)
