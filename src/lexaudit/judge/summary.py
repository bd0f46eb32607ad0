"""Per run: how many claims each judging tier decided (the report's ``judging`` block)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from lexaudit.types import ClaimVerdict, ModelStatus, Verdict


def judging_summary(mode: str, verdicts: Sequence[ClaimVerdict]) -> dict[str, Any]:
    """Per run: claims each tier decided, model calls, cache hits, discarded quotes."""
    checked = [v for v in verdicts if v.verdict is not Verdict.NOT_CHECKED]
    notes = [n for v in checked for n in v.model_judgements]
    status = Counter(n.status.value for n in notes)
    decided = Counter({"structural": 0, **Counter(v.judge for v in checked)})
    if mode != "structural":
        for tier in ("nli", "llm"):
            decided.setdefault(tier, 0)
    models = sorted({f"{n.tier}:{n.model}" for n in notes})
    return {
        "mode": mode,
        "decided_by": dict(decided),
        "models": models,
        "model_calls": sum(
            1 for n in notes if n.status is not ModelStatus.NOT_SENT and not n.cached
        ),
        "cache_hits": sum(1 for n in notes if n.cached),
        "made_up_quotes": status.get(ModelStatus.MADE_UP_QUOTE.value, 0),
        "undecided": status.get(ModelStatus.UNSURE.value, 0) + status.get("failed", 0),
        "not_sent": status.get(ModelStatus.NOT_SENT.value, 0),
    }
