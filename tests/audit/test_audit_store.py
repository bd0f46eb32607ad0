"""The audit store, run against SQLite and against a real PostgreSQL server."""

from __future__ import annotations

import json
import os
import stat
import threading
import uuid
from pathlib import Path

import pytest
from sample_reports import ANSWER, SOURCE, build_report

from lexaudit import __version__
from lexaudit.audit.migrations import LATEST_VERSION
from lexaudit.audit.report import REPORT_SCHEMA_VERSION
from lexaudit.audit.store import AuditInputs, AuditStore, hash_api_key, open_store
from lexaudit.audit.store_db import connect
from lexaudit.audit.store_redact import REDACTION_MASK, sha256_text
from lexaudit.errors import InputError, StoreError
from lexaudit.types import Action, Label, Verdict

INPUTS = AuditInputs(answer=ANSWER, sources=[("s1", SOURCE)], query="When may a party terminate?")


def _record(store: AuditStore, tenant: str, **kwargs: object) -> str:
    store_text = bool(kwargs.pop("store_text", True))
    return store.record_audit(tenant, build_report(**kwargs), INPUTS, store_text=store_text).id


def test_migrations_are_recorded_and_idempotent(store: AuditStore, tmp_path: Path) -> None:
    rows = store.db.query("SELECT version, name FROM schema_migrations ORDER BY version")
    assert [r[0] for r in rows] == list(range(1, LATEST_VERSION + 1))
    assert store.db.migrate() == []  # nothing left to apply
    assert store.db.schema_version() == LATEST_VERSION


def test_fresh_database_migrates_from_zero(postgres_url: str, tmp_path: Path) -> None:
    import psycopg

    name = f"fresh_{uuid.uuid4().hex[:8]}"
    admin = postgres_url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    for url in (postgres_url.rsplit("/", 1)[0] + f"/{name}", f"sqlite:///{tmp_path}/fresh.db"):
        with pytest.raises(StoreError, match="schema version 0"):
            open_store(db_url=url, migrate=False)
        db = connect(db_url=url)
        assert db.schema_version() == 0
        assert db.migrate() == list(range(1, LATEST_VERSION + 1))
        db.close()
        open_store(db_url=url, migrate=False).close()


def test_record_round_trip_keeps_everything(store: AuditStore, tenant: str) -> None:
    report = build_report()
    record = store.record_audit(tenant, report, INPUTS, request_id="req-1")
    got = store.get_audit(tenant, record.id)
    assert got is not None
    assert got.report == {**report, "id": record.id}
    assert got.request_id == "req-1"
    assert (got.label, got.action, got.policy) == ("hallucinated", "strip", "STRIP_UNSUPPORTED")
    assert got.package_version == __version__
    assert got.schema_version == REPORT_SCHEMA_VERSION
    assert got.timings_ms == {"extract": 1.5, "total": 3.25}
    assert got.input_hashes == {
        "answer": sha256_text(ANSWER),
        "query": sha256_text("When may a party terminate?"),
        "sources": [{"id": "s1", "sha256": sha256_text(SOURCE)}],
    }
    assert got.text_stored is True
    assert got.overrides == ()
    assert got.created_at.endswith("Z")


def test_store_text_false_keeps_only_hashes_and_a_redacted_answer(
    store: AuditStore, tenant: str
) -> None:
    audit_id = _record(store, tenant, store_text=False)
    got = store.get_audit(tenant, audit_id)
    assert got is not None and got.text_stored is False
    blob = json.dumps(got.report)
    for secret in ("terminate", "thirty", "5,000,000", "When may", "Either party"):
        assert secret not in blob
    assert len(got.report["answer"]) == len(ANSWER)
    assert REDACTION_MASK in got.report["answer"]
    assert got.report["sources"][0]["text"] is None
    assert got.report["sources"][0]["sha256"] == sha256_text(SOURCE)
    assert got.input_hashes["answer"] == sha256_text(ANSWER)
    # spans still line up with the redacted answer
    claim = got.report["claims"][0]
    assert len(claim["text"]) == claim["span"]["end"] - claim["span"]["start"]
    summary = store.list_audits(tenant)[0][0]
    assert "terminate" not in summary.answer_preview


def test_tenants_never_see_each_other(store: AuditStore, tenant: str) -> None:
    other = tenant + "-other"
    audit_id = _record(store, tenant)
    assert store.get_audit(other, audit_id) is None
    assert store.list_audits(other)[0] == []
    assert store.add_override(other, audit_id, "approve", "", "eve") is None
    assert store.metrics(other)["n_audits"] == 0
    assert store.get_audit(tenant, audit_id) is not None


def test_overrides_are_appended_never_overwritten(store: AuditStore, tenant: str) -> None:
    audit_id = _record(store, tenant)
    first = store.add_override(tenant, audit_id, "reject", "claim 2 is invented", "A. Associate")
    second = store.add_override(tenant, audit_id, "approve", "partner overrides", "P. Partner")
    assert first is not None and second is not None
    got = store.get_audit(tenant, audit_id)
    assert got is not None
    assert [(o.action, o.reviewer) for o in got.overrides] == [
        ("reject", "A. Associate"),
        ("approve", "P. Partner"),
    ]
    assert got.report["decision"]["action"] == "strip"  # the original decision is untouched
    assert store.list_audits(tenant)[0][0].review == "approve"  # the latest one
    with pytest.raises(InputError, match="approve"):
        store.add_override(tenant, audit_id, "maybe", "", "x")


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE overrides SET note = 'changed'",
        "DELETE FROM overrides",
        "UPDATE audits SET label = 'clean'",
        "DELETE FROM audits",
    ],
    ids=["update-override", "delete-override", "update-audit", "delete-audit"],
)
def test_records_are_append_only_in_the_database(store: AuditStore, tenant: str, sql: str) -> None:
    audit_id = _record(store, tenant)
    store.add_override(tenant, audit_id, "approve", "ok", "rev")
    with pytest.raises(StoreError, match="append-only"):
        store.db.execute(sql + " WHERE tenant = ?", (tenant,))


def test_list_filters_and_paginates_newest_first(store: AuditStore, tenant: str) -> None:
    kinds = [
        (Label.CLEAN, Action.DELIVER),
        (Label.HALLUCINATED, Action.STRIP),
        (Label.HALLUCINATED, Action.BLOCK),
        (Label.UNCERTAIN, Action.ESCALATE),
    ] * 2
    ids = [_record(store, tenant, label=lb, action=ac) for lb, ac in kinds]
    seen: list[str] = []
    cursor = None
    while True:
        page, cursor = store.list_audits(tenant, limit=3, cursor=cursor)
        seen += [s.id for s in page]
        if cursor is None:
            break
    assert seen == list(reversed(ids))
    hallucinated = store.list_audits(tenant, label="hallucinated")[0]
    assert {s.id for s in hallucinated} == {ids[1], ids[2], ids[5], ids[6]}
    blocked = store.list_audits(tenant, label="hallucinated", action="block")[0]
    assert [s.id for s in blocked] == [ids[6], ids[2]]
    all_rows = store.list_audits(tenant, limit=100)[0]
    middle = sorted(s.created_at for s in all_rows)[4]
    later = store.list_audits(tenant, since=middle)[0]
    earlier = store.list_audits(tenant, until=middle)[0]
    assert len(later) + len(earlier) == len(ids)
    assert store.list_audits(tenant, since="2999-01-01T00:00:00.000000Z")[0] == []
    with pytest.raises(InputError, match="cursor"):
        store.list_audits(tenant, cursor="not-a-cursor!")


def test_metrics(store: AuditStore, tenant: str) -> None:
    assert store.metrics(tenant)["n_audits"] == 0
    assert store.metrics(tenant)["median_claims_per_answer"] is None
    _record(store, tenant)  # 1 supported, 1 unsupported, strip
    _record(
        store,
        tenant,
        label=Label.HALLUCINATED,
        action=Action.ESCALATE,
        verdicts=(
            Verdict.CONTRADICTED,
            Verdict.SUPPORTED,
            Verdict.UNSUPPORTED,
            Verdict.NOT_CHECKED,
        ),
    )
    _record(store, tenant, label=Label.CLEAN, action=Action.DELIVER, verdicts=(Verdict.SUPPORTED,))
    m = store.metrics(tenant)
    assert m["n_audits"] == 3
    assert m["n_claims"] == 7
    assert m["n_checked_claims"] == 6
    assert m["unsupported_claim_rate"] == round(2 / 6, 4)
    assert m["contradiction_rate"] == round(1 / 6, 4)
    assert m["strip_rate"] == round(1 / 3, 4)
    assert m["escalation_rate"] == round(1 / 3, 4)
    assert m["median_claims_per_answer"] == 2
    assert m["labels"] == {"clean": 1, "hallucinated": 2, "uncertain": 0}
    assert store.metrics(tenant, since="2999-01-01T00:00:00.000000Z")["n_audits"] == 0


def test_api_keys_store_only_a_hash(store: AuditStore, tenant: str) -> None:
    key = store.create_api_key(tenant, rate_limit_per_min=5)
    found = store.authenticate(key)
    assert found is not None and found.tenant == tenant and found.rate_limit_per_min == 5
    assert store.authenticate(key + "x") is None
    rows = store.db.query("SELECT key_hash FROM api_keys WHERE tenant = ?", (tenant,))
    assert rows == [(hash_api_key(key),)]
    assert key not in json.dumps(rows)
    with pytest.raises(InputError, match="tenant"):
        store.create_api_key("  ")


def test_api_keys_are_listed_by_prefix_and_revoked(store: AuditStore, tenant: str) -> None:
    first = store.create_api_key(tenant)
    second = store.create_api_key(tenant)
    listed = store.list_api_keys(tenant)
    assert [k["key_prefix"] for k in listed] == [first[:12], second[:12]]
    assert all(first not in str(k) for k in listed)
    assert store.revoke_api_key(listed[0]["key_id"]) is True
    assert store.revoke_api_key(listed[0]["key_id"]) is False  # already revoked
    assert store.authenticate(first) is None
    assert store.authenticate(second) is not None
    assert store.list_api_keys(tenant)[0]["revoked_at"] is not None


def test_tenant_settings(store: AuditStore, tenant: str) -> None:
    assert store.get_tenant(tenant).policy is None
    assert store.set_tenant(tenant, policy="HEDGE").policy == "HEDGE"
    settings = store.set_tenant(tenant, store_text=False)
    assert (settings.policy, settings.store_text, settings.profile) == ("HEDGE", False, {})
    profile = {"date_order": "DMY", "scoring": {"threshold_clean": 0.8}}
    assert store.set_tenant(tenant, profile=profile).profile == profile
    assert store.get_tenant(tenant).policy == "HEDGE"


def test_concurrent_writers_on_two_connections(
    store: AuditStore, tenant: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    second = (
        open_store(tmp_path)
        if store.dialect == "sqlite"
        else open_store(db_url=request.getfixturevalue("postgres_url"))
    )
    ids: list[str] = []
    lock = threading.Lock()

    def write(target: AuditStore) -> None:
        for _ in range(10):
            audit_id = _record(target, tenant)
            with lock:
                ids.append(audit_id)

    threads = [threading.Thread(target=write, args=(s,)) for s in (store, second, store, second)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    second.close()
    assert len(ids) == 40
    assert store.existing_ids(ids) == set(ids)
    assert store.count_audits(tenant) == 40


def test_sqlite_is_in_wal_mode_and_intact(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    try:
        assert store.db.query("PRAGMA journal_mode")[0][0] == "wal"
        assert store.db.integrity_check() == "ok"  # type: ignore[attr-defined]
        assert (tmp_path / "audit.sqlite3").exists()
    finally:
        store.close()


def test_unsupported_db_url_says_how_to_fix(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="postgresql://"):
        open_store(db_url="mysql://x@y/z")


@pytest.mark.postgres
def test_postgres_reconnects_after_losing_its_connection(postgres_url: str, tenant: str) -> None:
    import psycopg

    store = open_store(db_url=postgres_url)
    try:
        pid = store.db.query("SELECT pg_backend_pid()")[0][0]
        with psycopg.connect(postgres_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        audit_id = _record(store, tenant)  # the first statement reconnects
        assert store.get_audit(tenant, audit_id) is not None
        assert store.db.query("SELECT pg_backend_pid()")[0][0] != pid
    finally:
        store.close()


def test_sqlite_store_files_are_readable_by_their_owner_only(tmp_path: Path) -> None:
    old_umask = os.umask(0o022)  # the usual umask, which leaves new files world-readable
    try:
        data = tmp_path / "data"
        store = open_store(data)
        try:
            store.create_api_key("acme")  # a write, so the WAL and shared-memory files exist
            names = sorted(p.name for p in data.iterdir())
            modes = {p.name: stat.S_IMODE(os.stat(p).st_mode) for p in data.iterdir()}
        finally:
            store.close()
    finally:
        os.umask(old_umask)
    assert stat.S_IMODE(os.stat(data).st_mode) == 0o700
    assert {"audit.sqlite3", "audit.sqlite3-wal", "audit.sqlite3-shm"} <= set(names)
    assert modes == {name: 0o600 for name in names}
