"""A verifier bug, the CLI, and a PostgreSQL-backed server with two workers.

Deadlines and a full queue are in ``test_server_deadline.py``.
"""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from live_server import cli, serve_process, thread_server, verify_body

from lexaudit.audit.store import open_store
from lexaudit.audit.store_pgserver import free_port
from lexaudit.server.app import create_app
from lexaudit.server.config import ServerConfig


class BrokenVerifier:
    """Fails the way a bug would."""

    def verify(self, answer, sources, query=None, as_of=None, policy=None):  # noqa: ANN001
        raise ZeroDivisionError("a bug")


def test_a_verifier_bug_is_a_500_json_error_and_stores_nothing(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    key = store.create_api_key("unlucky")
    config = ServerConfig(data_dir=str(tmp_path))
    headers = {"Authorization": f"Bearer {key}"}
    app = create_app(config, verifier_factory=BrokenVerifier)
    with thread_server(app) as url, httpx.Client(base_url=url, headers=headers) as client:
        response = client.post("/v1/verify", json=verify_body())
        lines = client.post("/v1/verify/batch", json=[verify_body(), verify_body()]).text
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
    assert lines.count('"internal_error"') == 2
    assert store.count_audits("unlucky") == 0
    store.close()


def test_keys_create_prints_a_key_it_stores_only_hashed(tmp_path: Path) -> None:
    result = cli("keys", "create", "acme", "--data-dir", str(tmp_path))
    key = result.stdout.strip()
    assert key.startswith("lxa_") and "shown only now" in result.stderr
    store = open_store(tmp_path)
    try:
        assert store.authenticate(key).tenant == "acme"
        assert key not in (tmp_path / "audit.sqlite3").read_bytes().decode("latin-1")
    finally:
        store.close()


def test_keys_list_and_revoke(tmp_path: Path) -> None:
    d = str(tmp_path)
    key = cli("keys", "create", "acme", "--data-dir", d).stdout.strip()
    line = cli("keys", "list", "acme", "--data-dir", d).stdout.strip()
    key_id = line.split()[0]
    assert f"{key[:12]}..." in line and "active" in line and key not in line
    assert cli("keys", "revoke", key_id, "--data-dir", d).stdout.strip() == f"revoked {key_id}"
    assert "revoked" in cli("keys", "list", "--data-dir", d).stdout
    again = cli("keys", "revoke", key_id, "--data-dir", d, check=False)
    assert again.returncode == 2 and "keys list" in again.stderr


def test_tenants_set_policy(tmp_path: Path) -> None:
    d = str(tmp_path)
    out = cli("tenants", "set-policy", "acme", "HEDGE", "--store-text", "no", "--data-dir", d)
    assert out.stdout.strip() == "acme: policy=HEDGE store_text=False profile=default"
    out = cli("tenants", "set-policy", "acme", "HEDGE", "--date-order", "DMY", "--data-dir", d)
    out = cli(
        "tenants",
        "set-policy",
        "acme",
        "HEDGE",
        "--scoring",
        "threshold_clean=0.8",
        "--data-dir",
        d,
    )
    assert 'profile={"date_order": "DMY", "scoring": {"threshold_clean": 0.8}}' in out.stdout
    bad_scoring = cli(
        "tenants",
        "set-policy",
        "acme",
        "HEDGE",
        "--scoring",
        "vibes=1",
        "--data-dir",
        d,
        check=False,
    )
    assert bad_scoring.returncode == 10 and "cfi_alpha" in bad_scoring.stderr
    assert cli("tenants", "show", "acme", "--data-dir", d).stdout.startswith("acme: policy=HEDGE")
    bad = cli("tenants", "set-policy", "acme", "LAX", "--data-dir", d, check=False)
    assert bad.returncode == 2 and "STRICT_BLOCK" in bad.stderr
    assert cli("keys", "--data-dir", d, check=False).returncode == 2


def test_serve_refuses_a_queue_of_no_place() -> None:
    result = cli("serve", "--max-queue", "0", check=False)
    assert result.returncode == 2
    assert "--max-queue: expected a whole number of at least 1" in result.stderr


def test_serve_with_a_bad_db_url_says_how_to_fix(tmp_path: Path) -> None:
    result = cli("serve", "--data-dir", str(tmp_path), "--db", "mysql://u@h/db", check=False)
    assert result.returncode == 30
    assert "postgresql://" in result.stderr


@pytest.mark.postgres
def test_postgres_backed_server_with_two_workers(postgres_url: str, tmp_path: Path) -> None:
    key = cli("keys", "create", "pgfirm", "--db", postgres_url).stdout.strip()
    port = free_port()
    args = ["--data-dir", str(tmp_path), "--db", postgres_url, "--workers", "2", "--no-access-log"]
    with serve_process(args, port):
        url = f"http://127.0.0.1:{port}"
        with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}) as client:
            ids = [
                client.post("/v1/verify", json=verify_body()).json()["audit_id"] for _ in range(4)
            ]
            listed = [i["id"] for i in client.get("/v1/audits").json()["items"]]
        assert httpx.get(f"{url}/healthz").json()["store"] == "postgresql"
    assert sorted(listed) == sorted(ids)
    store = open_store(db_url=postgres_url)
    try:
        assert store.existing_ids(ids) == set(ids)
    finally:
        store.close()
