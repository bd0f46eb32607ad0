"""Server fixtures: the session's ``lexaudit serve`` (real CLI, real verifier, SQLite).

Keys and tenant defaults are made with the real CLI before the server starts.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from live_server import ARTIFACTS, Api, cli, serve_process

from lexaudit.audit.store_pgserver import free_port


@pytest.fixture(scope="session")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    """The session's server: real CLI, real verifier, SQLite store, small body limit."""
    ARTIFACTS.mkdir(exist_ok=True)
    data = tmp_path_factory.mktemp("server-data")
    d = str(data)
    key_a = cli("keys", "create", "acme", "--data-dir", d).stdout.strip()
    key_a2 = cli("keys", "create", "acme", "--data-dir", d).stdout.strip()
    key_b = cli("keys", "create", "globex", "--data-dir", d).stdout.strip()
    key_limited = cli("keys", "create", "slowpoke", "--rate-limit", "3", "--data-dir", d)
    cli("tenants", "set-policy", "globex", "HEDGE", "--store-text", "no", "--data-dir", d)
    key_dmy = cli("keys", "create", "mumbai-llp", "--data-dir", d).stdout.strip()
    cli(
        "tenants",
        "set-policy",
        "mumbai-llp",
        "HITL_ESCALATE",
        "--date-order",
        "DMY",
        "--data-dir",
        d,
    )
    port = free_port()
    args = ["--host", "127.0.0.1", "--data-dir", d, "--max-body-bytes", "200000"]
    with serve_process([*args, "--no-access-log"], port):
        yield Api(
            url=f"http://127.0.0.1:{port}",
            data_dir=data,
            key_a=key_a,
            key_a2=key_a2,
            key_b=key_b,
            key_limited=key_limited.stdout.strip(),
            key_dmy=key_dmy,
        )
