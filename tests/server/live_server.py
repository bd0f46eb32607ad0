"""Running real servers for the tests: ``lexaudit serve`` processes and in-thread uvicorn.

``serve_process`` runs the real command line on a free loopback port and waits until the
verifier is loaded; ``thread_server`` runs an app with an injected verifier in a thread, for
behaviour that needs a slow verifier (timeouts).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import uvicorn

from lexaudit.audit.store_pgserver import free_port

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
SOURCE = (
    "7.2 Termination. Either party may terminate this Agreement on thirty (30) days written "
    "notice. 8.1 Fees. The Buyer shall pay the Supplier a fee of USD 4,000,000 within 45 days "
    "of the Effective Date. 9.3 Indemnity. The Supplier shall indemnify the Buyer against all "
    "third-party claims."
)
ANSWER = (
    "Either party may terminate on 30 days notice. The Buyer must pay a fee of USD 5,000,000. "
    "The Supplier shall indemnify the Buyer against third-party claims."
)


def cli(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run the real ``lexaudit`` command line."""
    return subprocess.run(
        [sys.executable, "-m", "lexaudit.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=check,
    )


def wait_healthy(url: str, proc: subprocess.Popen[bytes] | None, timeout: float = 90.0) -> None:
    """Wait until ``/healthz`` says the verifier is ready."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            body = httpx.get(f"{url}/healthz", timeout=2).json()
            if body.get("verifier_ready"):
                return
        except (httpx.HTTPError, ValueError):
            pass
        time.sleep(0.1)
    raise RuntimeError("server did not become healthy")


@dataclass
class Api:
    """A running server and the keys the tests use."""

    url: str
    data_dir: Path
    key_a: str  # tenant acme (policy default: the verifier's)
    key_a2: str  # a second key of acme
    key_b: str  # tenant globex: policy HEDGE, store_text no
    key_limited: str  # tenant slowpoke, 3 requests a minute
    key_dmy: str  # tenant mumbai-llp: grounding profile date_order DMY

    def client(self, key: str | None = None) -> httpx.Client:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        return httpx.Client(base_url=self.url, headers=headers, timeout=60)


@contextmanager
def serve_process(args: list[str], port: int) -> Iterator[subprocess.Popen[bytes]]:
    """Run ``lexaudit serve ARGS`` until the block ends."""
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / f"server-{port}.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen(
        [sys.executable, "-m", "lexaudit.cli", "serve", "--port", str(port), *args],
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        wait_healthy(f"http://127.0.0.1:{port}", proc)
        yield proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
        log.close()


@contextmanager
def thread_server(app: object) -> Iterator[str]:
    """Run an ASGI app with uvicorn in a thread on a free port; yield its base URL."""
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")  # type: ignore[arg-type]
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("thread server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=15)


def verify_body(**overrides: object) -> dict[str, object]:
    """A valid ``/v1/verify`` body."""
    body: dict[str, object] = {
        "query": "What does the agreement say about termination, fees and indemnity?",
        "sources": [{"id": "msa", "text": SOURCE, "doc_rev": "v3"}],
        "answer": ANSWER,
        "as_of": "2024-07-01",
    }
    body.update(overrides)
    return body
