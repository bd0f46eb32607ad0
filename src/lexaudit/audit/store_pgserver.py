"""A throwaway PostgreSQL server for the audit store's tests and benchmarks.

``TemporaryPostgres`` runs ``initdb`` into a temporary directory and starts ``postgres`` on a
free loopback port (as the ``postgres`` system user when running as root, since PostgreSQL
refuses to run as root), creates a database and gives its URL. Nothing is left behind.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

from lexaudit.errors import StoreError


def find_postgres_bin() -> Path | None:
    """Return the directory holding ``postgres`` and ``initdb`` (newest version), or None."""
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/postgres"),
        key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0,
    )
    if candidates:
        return Path(candidates[-1]).parent
    found = shutil.which("postgres")
    if found and shutil.which("initdb"):
        return Path(found).parent
    return None


def free_port() -> int:
    """Return a TCP port on 127.0.0.1 that is free right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class TemporaryPostgres:
    """Start a PostgreSQL server in a temporary directory; use as a context manager."""

    def __init__(self, *, fsync: bool = False, database: str = "lexaudit") -> None:
        """Prepare (not start) a server; ``fsync=False`` trades durability for test speed."""
        bindir = find_postgres_bin()
        if bindir is None:
            raise StoreError(
                "PostgreSQL binaries not found (postgres, initdb); install them with "
                "apt-get install postgresql"
            )
        self.bindir = bindir
        self.fsync = fsync
        self.database = database
        self.port = 0
        self.url = ""
        self._tmp: Path | None = None
        self._proc: subprocess.Popen[bytes] | None = None
        self._user: str | None = None
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError as exc:
                raise StoreError(
                    "running as root and there is no 'postgres' system user to run the test "
                    "server as; install the postgresql package (it creates the user)"
                ) from exc
            self._user = "postgres"

    def _run(self, args: list[str]) -> None:
        result = subprocess.run(  # noqa: S603 - fixed binaries, no shell
            args, user=self._user, capture_output=True, timeout=120, check=False
        )
        if result.returncode != 0:
            raise StoreError(f"{Path(args[0]).name} failed: {result.stderr.decode()[-2000:]}")

    def start(self) -> str:
        """Initialise and start the server, create the database and return its URL."""
        self._tmp = Path(tempfile.mkdtemp(prefix="lexaudit-pg-"))
        data = self._tmp / "data"
        data.mkdir()
        if self._user is not None:
            entry = pwd.getpwnam(self._user)
            for path in (self._tmp, data):
                os.chown(path, entry.pw_uid, entry.pw_gid)
        os.chmod(data, 0o700)
        self._run(
            [
                str(self.bindir / "initdb"),
                "-D",
                str(data),
                "-U",
                "lexaudit",
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-sync",
                "--no-instructions",
            ]
        )
        self.port = free_port()
        args = [
            str(self.bindir / "postgres"),
            "-D",
            str(data),
            "-k",
            str(self._tmp),
            "-p",
            str(self.port),
            "-h",
            "127.0.0.1",
            "-c",
            f"fsync={'on' if self.fsync else 'off'}",
            "-c",
            "max_connections=60",
        ]
        if not self.fsync:
            args += ["-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        log = open(self._tmp / "postgres.log", "wb")  # noqa: SIM115 - closed with the process
        self._proc = subprocess.Popen(  # noqa: S603
            args, user=self._user, stdout=log, stderr=subprocess.STDOUT
        )
        log.close()
        admin_url = f"postgresql://lexaudit@127.0.0.1:{self.port}/postgres"
        self._wait_ready(admin_url)
        import psycopg

        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{self.database}"')
        self.url = f"postgresql://lexaudit@127.0.0.1:{self.port}/{self.database}"
        return self.url

    def _wait_ready(self, url: str, timeout: float = 30.0) -> None:
        import psycopg

        deadline = time.monotonic() + timeout
        while True:
            if self._proc is not None and self._proc.poll() is not None:
                raise StoreError(f"postgres exited early: {self.log_tail()}")
            try:
                with psycopg.connect(url, connect_timeout=2):
                    return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise StoreError(f"postgres did not start: {self.log_tail()}") from None
                time.sleep(0.1)

    def log_tail(self) -> str:
        """Return the end of the server log."""
        if self._tmp is None or not (self._tmp / "postgres.log").exists():
            return ""
        return (self._tmp / "postgres.log").read_text(errors="replace")[-2000:]

    def stop(self) -> None:
        """Stop the server (fast shutdown) and delete its directory."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.send_signal(signal.SIGINT)
            try:
                self._proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(timeout=10)
        self._proc = None
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None

    def __enter__(self) -> TemporaryPostgres:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
