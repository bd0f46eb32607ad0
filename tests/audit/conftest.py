"""Audit store fixtures: the same tests run on SQLite and on a real PostgreSQL server.

The PostgreSQL server is started once per session by ``TemporaryPostgres`` (initdb into a
temporary directory, a free loopback port, run as the ``postgres`` user when we are root).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from lexaudit.audit.store import AuditStore, open_store


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[AuditStore]:
    """An open, migrated audit store on each backend."""
    if request.param == "sqlite":
        opened = open_store(tmp_path)
    else:
        opened = open_store(db_url=request.getfixturevalue("postgres_url"))
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def tenant() -> str:
    """A tenant name unique to the test (the PostgreSQL database is shared by the session)."""
    return f"tenant-{uuid.uuid4().hex[:10]}"
