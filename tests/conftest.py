"""Shared fixtures: one loaded verifier (real spaCy pipeline) for the whole session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lexaudit.audit.store_pgserver import TemporaryPostgres, find_postgres_bin
from lexaudit.verifier import Verifier


@pytest.fixture(scope="session")
def verifier() -> Verifier:
    """A real verifier with the spaCy pipeline loaded once per test session."""
    return Verifier()


@pytest.fixture(scope="session")
def extractor(verifier: Verifier):  # type: ignore[no-untyped-def]
    """The verifier's extractor (shares its loaded spaCy pipeline)."""
    return verifier.extractor


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """One real PostgreSQL server for the session; skip when its binaries are absent."""
    if find_postgres_bin() is None:
        pytest.skip(
            "PostgreSQL binaries (postgres, initdb) not installed: apt-get install postgresql"
        )
    server = TemporaryPostgres()
    server.start()
    try:
        yield server.url
    finally:
        server.stop()
