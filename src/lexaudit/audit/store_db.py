"""Database connections for the audit store: SQLite (default) and PostgreSQL (psycopg 3).

Both adapters expose the same small surface: ``execute`` / ``query`` with ``?`` placeholders,
a ``transaction()`` context manager and ``migrate()``. One connection per store, guarded by a
lock, so a store can be shared by the threads of one server process; several processes may
open the same database (SQLite in WAL mode, PostgreSQL natively).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from lexaudit.audit.migrations import MIGRATIONS
from lexaudit.errors import MissingExtraError, StoreError

Params = Sequence[Any]

_MIGRATIONS_TABLE = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
)"""
_PG_MIGRATION_LOCK = 72_705_026  # pg_advisory_xact_lock key for migrations


def utc_now() -> str:
    """Return the current UTC time as fixed-width ISO-8601 text (sorts lexicographically)."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


class Database:
    """A locked connection with ``?``-style SQL; subclasses adapt one driver."""

    dialect = ""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._in_tx = False

    # -- driver hooks -------------------------------------------------------------------------
    def _raw_execute(self, sql: str, params: Params) -> Any:
        raise NotImplementedError

    def _begin(self) -> None:
        raise NotImplementedError

    def _commit(self) -> None:
        raise NotImplementedError

    def _rollback(self) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Close the connection."""
        raise NotImplementedError

    def describe(self) -> str:
        """Return a short description without credentials."""
        return self.dialect

    # -- shared API ---------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Run the block in one transaction, committed on success, rolled back on error."""
        with self._lock:
            if self._in_tx:
                yield
                return
            self._begin()
            self._in_tx = True
            try:
                yield
            except BaseException:
                self._in_tx = False
                self._rollback()
                raise
            self._in_tx = False
            self._commit()

    def execute(self, sql: str, params: Params = ()) -> None:
        """Run one statement that returns no rows."""
        with self._lock:
            self._raw_execute(sql, params)

    def query(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        """Run one statement and return all its rows."""
        with self._lock:
            cursor = self._raw_execute(sql, params)
            return [tuple(row) for row in cursor.fetchall()]

    def _lock_for_migration(self) -> None:
        """Take a lock that serialises migrations across processes (inside a transaction)."""

    def schema_version(self) -> int:
        """Return the highest applied migration version (0 for an empty database)."""
        with self.transaction():
            self._raw_execute(_MIGRATIONS_TABLE, ())
            rows = self.query("SELECT MAX(version) FROM schema_migrations")
        return int(rows[0][0] or 0)

    def migrate(self) -> list[int]:
        """Apply every pending migration in its own transaction; return the versions applied."""
        applied: list[int] = []
        for migration in MIGRATIONS:
            with self.transaction():
                self._lock_for_migration()
                self._raw_execute(_MIGRATIONS_TABLE, ())
                done = self.query(
                    "SELECT 1 FROM schema_migrations WHERE version = ?", (migration.version,)
                )
                if done:
                    continue
                for statement in migration.statements_for(self.dialect):
                    self._raw_execute(statement, ())
                self._raw_execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (migration.version, migration.name, utc_now()),
                )
                applied.append(migration.version)
        return applied


def create_private(path: Path) -> None:
    """Create the store's directory (mode 0700) and an empty database file (0600) if absent.

    Audit records hold answers and sources, so only the server's user may read them. SQLite
    gives the ``-wal`` and ``-shm`` files it creates beside the database the database file's
    mode, so they are 0600 too. An existing directory or file keeps its mode.
    """
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    os.close(fd)


class SqliteDatabase(Database):
    """SQLite in WAL mode with full synchronous commits."""

    dialect = "sqlite"

    def __init__(self, path: Path) -> None:
        """Open (and create, readable by this user only) the database file at ``path``."""
        super().__init__()
        self.path = path
        try:
            create_private(path)
            self._conn = sqlite3.connect(
                str(path), check_same_thread=False, isolation_level=None, timeout=30.0
            )
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=FULL")
            self._conn.execute("PRAGMA foreign_keys=ON")
            self._conn.execute("PRAGMA busy_timeout=30000")
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(
                f"cannot open the SQLite audit store at {path}: {exc}; check that the data "
                "directory exists and is writable"
            ) from exc

    def _raw_execute(self, sql: str, params: Params) -> Any:
        try:
            return self._conn.execute(sql, tuple(params))
        except sqlite3.Error as exc:
            raise StoreError(f"audit store (sqlite) failed: {exc}") from exc

    def _begin(self) -> None:
        self._raw_execute("BEGIN IMMEDIATE", ())

    def _commit(self) -> None:
        self._raw_execute("COMMIT", ())

    def _rollback(self) -> None:
        with suppress(sqlite3.Error):
            self._conn.execute("ROLLBACK")

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._conn.close()

    def describe(self) -> str:
        """Return the dialect and file path."""
        return f"sqlite:{self.path}"

    def integrity_check(self) -> str:
        """Run SQLite's integrity check and return its verdict ("ok" when clean)."""
        return str(self.query("PRAGMA integrity_check")[0][0])


class PostgresDatabase(Database):
    """PostgreSQL through psycopg 3 (imported here, lazily)."""

    dialect = "postgresql"

    def __init__(self, url: str) -> None:
        """Connect to ``url`` (``postgresql://user@host:port/db``)."""
        super().__init__()
        try:
            import psycopg
        except ImportError as exc:  # pragma: no cover - depends on the install
            raise MissingExtraError(
                "the PostgreSQL audit store needs psycopg; install it with "
                "pip install 'lexaudit[postgres]'"
            ) from exc
        self._psycopg = psycopg
        self._url = url
        try:
            self._conn = psycopg.connect(url, autocommit=True, connect_timeout=10)
        except psycopg.Error as exc:
            raise StoreError(
                f"cannot connect to the PostgreSQL audit store ({self.describe()}): {exc}; "
                "check the --db URL and that the server is running"
            ) from exc

    def _send(self, sql: str, params: Params) -> Any:
        if not params:  # no placeholders: psycopg then leaves '%' alone
            return self._conn.execute(sql)
        return self._conn.execute(sql.replace("?", "%s"), tuple(params))

    def _raw_execute(self, sql: str, params: Params) -> Any:
        try:
            return self._send(sql, params)
        except self._psycopg.OperationalError as exc:
            if not self._conn.closed or self._in_tx or sql == "COMMIT":
                raise StoreError(f"audit store (postgresql) failed: {exc}") from exc
        except self._psycopg.Error as exc:
            raise StoreError(f"audit store (postgresql) failed: {exc}") from exc
        # the connection was lost outside a transaction (a server restart): reconnect once
        try:
            self._conn = self._psycopg.connect(self._url, autocommit=True, connect_timeout=10)
            return self._send(sql, params)
        except self._psycopg.Error as exc:
            raise StoreError(f"audit store (postgresql) failed after reconnecting: {exc}") from exc

    def _begin(self) -> None:
        self._raw_execute("BEGIN", ())

    def _commit(self) -> None:
        self._raw_execute("COMMIT", ())

    def _rollback(self) -> None:
        with suppress(self._psycopg.Error):
            self._conn.execute("ROLLBACK")

    def _lock_for_migration(self) -> None:
        self._raw_execute("SELECT pg_advisory_xact_lock(?)", (_PG_MIGRATION_LOCK,))

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._conn.close()

    def describe(self) -> str:
        """Return the dialect, host, port and database name (never the password)."""
        info = getattr(getattr(self, "_conn", None), "info", None)
        if info is None:
            return "postgresql"
        return f"postgresql://{info.host}:{info.port}/{info.dbname}"


def connect(data_dir: Path | None = None, db_url: str | None = None) -> Database:
    """Open the audit database: ``db_url`` when given, else ``DATA_DIR/audit.sqlite3``.

    Raises:
        StoreError: the database cannot be opened, or neither argument was given.
    """
    if db_url:
        if db_url.startswith(("postgresql://", "postgres://")):
            return PostgresDatabase(db_url)
        if db_url.startswith("sqlite:///"):
            return SqliteDatabase(Path(db_url.removeprefix("sqlite:///")))
        raise StoreError(
            f"unsupported --db URL {db_url.split('://')[0]!r}://...; use "
            "postgresql://USER@HOST:PORT/DB or sqlite:///PATH, or omit --db to use the data dir"
        )
    if data_dir is None:
        raise StoreError("no audit store configured; pass --data-dir DIR or --db URL")
    return SqliteDatabase(Path(data_dir) / "audit.sqlite3")
