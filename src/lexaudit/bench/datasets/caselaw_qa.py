"""``caselaw-qa`` (placeholder)."""

from __future__ import annotations

from pathlib import Path

from lexaudit.bench.types import Example

NAME = "caselaw-qa"


def build(data_root: Path, seed: int) -> list[Example]:
    """Build caselaw-qa."""
    return []
