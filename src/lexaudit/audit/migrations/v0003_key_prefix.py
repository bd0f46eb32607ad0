"""Schema version 3: keep a short, non-secret prefix of each API key to tell keys apart."""

from __future__ import annotations

STATEMENTS: tuple[str, ...] = ("ALTER TABLE api_keys ADD COLUMN key_prefix TEXT",)
