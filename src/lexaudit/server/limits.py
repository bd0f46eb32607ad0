"""Request limits: a body size limit (413) and a per-key token-bucket rate limit (429)."""

from __future__ import annotations

import json
import math
import threading
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send


class BodyTooLargeError(Exception):
    """Raised while reading a body that passes the limit."""

    def __init__(self, limit: int) -> None:
        """Record the limit that was passed."""
        super().__init__(limit)
        self.limit = limit


def too_large_body(limit: int) -> dict[str, Any]:
    """Return the JSON error body for a request over ``limit`` bytes."""
    return {
        "error": {
            "code": "payload_too_large",
            "message": (
                f"the request body is larger than {limit} bytes; send fewer or shorter sources, "
                "split a batch into smaller ones, or raise the server's --max-body-bytes"
            ),
        }
    }


class BodySizeLimitMiddleware:
    """Refuse bodies over a limit, by Content-Length up front or while streaming (chunked)."""

    def __init__(self, app: ASGIApp, limit: int, batch_limit: int) -> None:
        """Wrap ``app``; batch requests get ``batch_limit``, everything else ``limit``."""
        self.app = app
        self.limit = limit
        self.batch_limit = batch_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the declared length, then count the bytes as they arrive."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.batch_limit if scope["path"].endswith("/batch") else self.limit
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = 0
                if declared > limit:
                    await _send_413(send, limit)
                    return
        received = 0

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLargeError(limit)
            return message

        await self.app(scope, limited_receive, send)


async def _send_413(send: Send, limit: int) -> None:
    body = json.dumps(too_large_body(limit)).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class RateLimiter:
    """Token buckets per API key: ``per_minute`` requests a minute, bursts up to that many.

    The buckets live in the server process, so with N workers a key can reach N times its
    limit in the worst case; put a shared limiter in front for exact global limits.
    """

    def __init__(self, default_per_minute: int) -> None:
        """Use ``default_per_minute`` for keys without their own limit (0 = unlimited)."""
        self.default_per_minute = default_per_minute
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def check(self, key_id: str, per_minute: int | None = None) -> float:
        """Take one token; return 0.0 when allowed, else the seconds until a token is free."""
        rate = self.default_per_minute if per_minute is None else per_minute
        if rate <= 0:
            return 0.0
        capacity = float(rate)
        refill = rate / 60.0
        now = time.monotonic()
        with self._lock:
            tokens, last = self._buckets.get(key_id, (capacity, now))
            tokens = min(capacity, tokens + (now - last) * refill)
            if tokens >= 1.0:
                self._buckets[key_id] = (tokens - 1.0, now)
                return 0.0
            self._buckets[key_id] = (tokens, now)
            return max(0.001, (1.0 - tokens) / refill)


def retry_after_header(wait_s: float) -> dict[str, str]:
    """Return a ``Retry-After`` header for a wait in seconds (rounded up)."""
    return {"Retry-After": str(max(1, math.ceil(wait_s)))}
