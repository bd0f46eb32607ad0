"""What the routes of one server process share: config, store, verifier engine, limiter."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from lexaudit.audit.store import ApiKey, AuditStore
from lexaudit.errors import StoreError
from lexaudit.server.config import ServerConfig
from lexaudit.server.engine import VerificationEngine
from lexaudit.server.limits import RateLimiter

_KEY_CACHE_S = 10.0


@dataclass
class Services:
    """Shared state of one server process."""

    config: ServerConfig
    store: AuditStore
    engine: VerificationEngine
    limiter: RateLimiter
    _keys: dict[str, tuple[float, ApiKey]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def authenticate(self, key: str) -> ApiKey | None:
        """Look a key up (known keys are cached for a few seconds)."""
        now = time.monotonic()
        with self._lock:
            hit = self._keys.get(key)
        if hit is not None and now - hit[0] < _KEY_CACHE_S:
            return hit[1]
        found = self.store.authenticate(key)
        if found is not None:
            with self._lock:
                if len(self._keys) > 10_000:
                    self._keys.clear()
                self._keys[key] = (now, found)
        return found

    def store_ok(self) -> bool:
        """Return whether the store answers a trivial query."""
        try:
            self.store.db.query("SELECT 1")
        except StoreError:
            return False
        return True
