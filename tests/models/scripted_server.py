"""A small real OpenAI-compatible HTTP server on 127.0.0.1 that replies from a script.

It stands in for a model server (vLLM, llama.cpp, a hosted API): no judging model can run in
CI here, so the tests check lexaudit's protocol handling against real HTTP, not a model's
accuracy. Each request is recorded (path, headers, JSON body); ``reply(request)`` decides the
status, the assistant message content (or a raw body) and a delay.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted answer: ``content`` becomes the assistant message, ``raw`` the whole body."""

    content: str | None = None
    status: int = 200
    delay: float = 0.0
    raw: str | None = None


@dataclass
class ScriptedServer:
    """What the tests read back: the URL, the requests seen, the highest concurrency seen."""

    url: str
    requests: list[dict[str, Any]] = field(default_factory=list)
    max_in_flight: int = 0
    in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def completion(content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "model": "scripted",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


def verdict_json(verdict: str, quote: str = "", reason: str = "scripted") -> str:
    return json.dumps({"verdict": verdict, "evidence_quote": quote, "reason": reason})


@contextmanager
def scripted_server(reply: Callable[[dict[str, Any], int], Reply]) -> Iterator[ScriptedServer]:
    """Run the server in a thread; ``reply(request, n)`` gets the request and its 0-based number."""
    state = ScriptedServer(url="")

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib name
            return

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            request = {"path": self.path, "headers": dict(self.headers), "body": body}
            with state.lock:
                n = len(state.requests)
                state.requests.append(request)
                state.in_flight += 1
                state.max_in_flight = max(state.max_in_flight, state.in_flight)
            try:
                answer = reply(request, n)
                if answer.delay:
                    time.sleep(answer.delay)
            finally:
                with state.lock:  # out of flight before the reply leaves, so the count is exact
                    state.in_flight -= 1
            if answer.raw is not None:
                data = answer.raw.encode()
            else:
                data = json.dumps(completion(answer.content or "")).encode()
            try:
                self.send_response(answer.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client timed out and left

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    state.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
