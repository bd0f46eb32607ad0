"""Golden set (placeholder)."""

from __future__ import annotations

from lexaudit.bench.types import Example


def golden_set(n: int = 240, seed: int = 13) -> list[Example]:
    """Golden set."""
    return []
