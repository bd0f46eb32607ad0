"""The shipped scoring configuration (``lexaudit/data/config.json``) and its overrides."""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources
from typing import Any

from lexaudit.score.rubric import ScoringConfig


def load_config() -> dict[str, Any]:
    """The shipped configuration (``lexaudit/data/config.json``)."""
    text = resources.files("lexaudit").joinpath("data/config.json").read_text(encoding="utf-8")
    config: dict[str, Any] = json.loads(text)
    return config


def scoring_config(overrides: Mapping[str, Any] | None = None) -> ScoringConfig:
    """The scoring configuration from ``config.json`` with optional overrides."""
    values = load_config()
    values.update(overrides or {})
    fields = ScoringConfig.__dataclass_fields__
    return ScoringConfig(**{k: float(v) for k, v in values.items() if k in fields})
