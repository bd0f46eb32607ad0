"""Summary tables of a run, computed from its per-example records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lexaudit.bench.metrics import (
    CONTEXT_BUCKETS,
    ENTITY_BUCKETS,
    auc_by_bucket,
    decision_rates,
    roc_auc,
)

#: Name of the pooled row when a run has more than one dataset.
POOLED = "all"


def _scored(records: Sequence[dict[str, Any]], method: str) -> list[dict[str, Any]]:
    return [r for r in records if r["scores"].get(method) is not None]


def summarise_dataset(records: Sequence[dict[str, Any]], methods: Sequence[str]) -> dict[str, Any]:
    """Summary of one dataset: AUC per method, default-decision rates, per-kind and buckets.

    Args:
        records: Per-example records of one dataset (as made by the runner).
        methods: The methods that ran.

    Returns:
        ``n``, ``n_hallucinated``, ``auc`` (method -> AUC), ``detection_rate``,
        ``false_flag_rate``, ``balanced_accuracy``, ``n_uncertain`` (at the default decision:
        flagged = label is not clean), ``per_kind``, ``auc_by_context`` and
        ``auc_by_entities`` (method -> bucket -> n, n_hallucinated, auc), ``errors``.
    """
    out: dict[str, Any] = {
        "n": len(records),
        "n_hallucinated": sum(1 for r in records if r["hallucinated"]),
        "auc": {},
        "errors": {},
    }
    for m in methods:
        rows = _scored(records, m)
        out["auc"][m] = roc_auc([r["hallucinated"] for r in rows], [r["scores"][m] for r in rows])
        n_err = sum(1 for r in records if m in r.get("errors", {}))
        if n_err:
            out["errors"][m] = n_err
    decided = [r for r in records if "flagged" in r]
    if decided:
        rates = decision_rates(
            [r["hallucinated"] for r in decided], [r["flagged"] for r in decided]
        )
        out.update(
            detection_rate=rates.detection_rate,
            false_flag_rate=rates.false_flag_rate,
            balanced_accuracy=rates.balanced_accuracy,
            n_uncertain=sum(1 for r in decided if r.get("label") == "uncertain"),
        )
        kinds: dict[str, dict[str, Any]] = {}
        for r in decided:
            k = kinds.setdefault(
                r["kind"], {"n": 0, "flagged": 0, "hallucinated": r["hallucinated"]}
            )
            k["n"] += 1
            k["flagged"] += int(r["flagged"])
        for k in kinds.values():
            k["flag_rate"] = k["flagged"] / k["n"]
        out["per_kind"] = dict(sorted(kinds.items()))
    out["auc_by_context"] = {}
    out["auc_by_entities"] = {}
    for m in methods:
        rows = _scored(records, m)
        labels = [r["hallucinated"] for r in rows]
        scores = [r["scores"][m] for r in rows]
        out["auc_by_context"][m] = auc_by_bucket(
            labels, scores, [r["context_words"] for r in rows], CONTEXT_BUCKETS
        )
        rows_e = [r for r in rows if r.get("n_answer_entities") is not None]
        if rows_e:
            out["auc_by_entities"][m] = auc_by_bucket(
                [r["hallucinated"] for r in rows_e],
                [r["scores"][m] for r in rows_e],
                [r["n_answer_entities"] for r in rows_e],
                ENTITY_BUCKETS,
            )
    return out


def summarise(records: Sequence[dict[str, Any]], methods: Sequence[str]) -> dict[str, Any]:
    """Summaries per dataset, plus a pooled ``all`` row when there are several datasets.

    Args:
        records: Per-example records of the run.
        methods: The methods that ran.

    Returns:
        Dataset name -> :func:`summarise_dataset` output.
    """
    by_dataset: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by_dataset.setdefault(r["dataset"], []).append(r)
    out = {name: summarise_dataset(rows, methods) for name, rows in by_dataset.items()}
    if len(by_dataset) > 1:
        out[POOLED] = summarise_dataset(records, methods)
    return out
