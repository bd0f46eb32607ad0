"""Choose the CFI weight alpha by k-fold cross-validation on a dev split.

CFI = alpha * EG + (1 - alpha) * RP, with RP missing (an answer without edges) replaced by EG,
the paper's edge-aware policy. Alpha has no other parameter to fit, so cross-validation scores
each alpha of the grid by its mean held-out AUC over k stratified folds and keeps the best one;
the spread over folds is reported beside it. Only dev examples may be used here: the test
splits are for reporting.
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from lexaudit.bench.metrics import roc_auc

#: Where the verifier reads its configuration.
CONFIG_PATH = Path(__file__).resolve().parent.parent / "data" / "config.json"
#: The alpha grid: 0.0, 0.05, ..., 1.0.
ALPHA_GRID: tuple[float, ...] = tuple(round(0.05 * i, 2) for i in range(21))
#: The paper's alpha, used to break ties between equally good alphas.
PAPER_ALPHA = 0.7


class ComponentScores(NamedTuple):
    """EG and RP of one dev example with its gold label (``True`` = hallucinated)."""

    eg: float
    rp: float | None
    hallucinated: bool


@dataclass(frozen=True, slots=True)
class AlphaChoice:
    """The chosen alpha and the evidence for it."""

    alpha: float
    folds: int
    cv_auc: float  # mean held-out AUC of the chosen alpha
    cv_auc_std: float
    n_examples: int
    grid: dict[str, float]  # alpha -> mean held-out AUC


def cfi(eg: float, rp: float | None, alpha: float) -> float:
    """Composite fidelity: ``alpha * EG + (1 - alpha) * RP``, RP missing -> EG.

    Args:
        eg: Entity grounding in [0, 1].
        rp: Relation preservation in [0, 1], or ``None`` when the answer has no edges.
        alpha: Weight of EG.

    Returns:
        The composite score.
    """
    return alpha * eg + (1.0 - alpha) * (eg if rp is None else rp)


def stratified_folds(labels: Sequence[bool], k: int, seed: int = 13) -> list[list[int]]:
    """Split example indices into ``k`` folds with the same share of each label.

    Args:
        labels: Gold labels.
        k: Number of folds.
        seed: Shuffle seed.

    Returns:
        ``k`` lists of indices.
    """
    rng = random.Random(seed)
    folds: list[list[int]] = [[] for _ in range(k)]
    for cls in (True, False):
        idx = [i for i, y in enumerate(labels) if y is cls]
        rng.shuffle(idx)
        for j, i in enumerate(idx):
            folds[j % k].append(i)
    return [sorted(f) for f in folds]


def choose_alpha(
    dev_examples_scores: Sequence[ComponentScores | tuple[float, float | None, bool]],
    k: int = 5,
    seed: int = 13,
    grid: Sequence[float] = ALPHA_GRID,
) -> AlphaChoice:
    """Pick CFI's alpha by k-fold cross-validation of the AUC on dev examples.

    Args:
        dev_examples_scores: ``(eg, rp, hallucinated)`` per dev example.
        k: Number of stratified folds (reduced when a class has fewer examples).
        seed: Fold shuffle seed.
        grid: Candidate alphas.

    Returns:
        The alpha with the best mean held-out AUC (ties go to the alpha nearest the paper's
        0.7), with its mean and standard deviation over folds and the whole grid.

    Raises:
        ValueError: When the dev examples lack one of the two classes.
    """
    rows = [ComponentScores(*r) for r in dev_examples_scores]
    labels = [r.hallucinated for r in rows]
    n_min = min(sum(labels), len(labels) - sum(labels))
    if n_min == 0:
        raise ValueError("choose_alpha needs both faithful and hallucinated dev examples")
    k = max(1, min(k, n_min))
    folds = stratified_folds(labels, k, seed)
    per_alpha: dict[float, list[float]] = {}
    for alpha in grid:
        fold_aucs = []
        for fold in folds:
            auc = roc_auc(
                [labels[i] for i in fold], [cfi(rows[i].eg, rows[i].rp, alpha) for i in fold]
            )
            if auc is not None:
                fold_aucs.append(auc)
        per_alpha[alpha] = fold_aucs
    means = {a: statistics.fmean(v) for a, v in per_alpha.items() if v}
    best = max(means, key=lambda a: (round(means[a], 12), -abs(a - PAPER_ALPHA)))
    spread = statistics.pstdev(per_alpha[best]) if len(per_alpha[best]) > 1 else 0.0
    return AlphaChoice(
        alpha=best,
        folds=k,
        cv_auc=means[best],
        cv_auc_std=spread,
        n_examples=len(rows),
        grid={f"{a:.2f}": round(m, 6) for a, m in means.items()},
    )


def write_alpha_config(
    choice: AlphaChoice,
    datasets: Sequence[str],
    path: Path = CONFIG_PATH,
    extra: dict[str, Any] | None = None,
) -> Path:
    """Write ``cfi_alpha`` and how it was chosen into the verifier's config JSON.

    Other keys already in the file are kept.

    Args:
        choice: The result of :func:`choose_alpha`.
        datasets: The dev datasets the choice was made on.
        path: The config file.
        extra: More provenance fields (seed, git SHA, ...).

    Returns:
        The path written.
    """
    config: dict[str, Any] = {}
    if path.exists():
        config = json.loads(path.read_text(encoding="utf-8"))
    config["cfi_alpha"] = choice.alpha
    config.pop("cfi_alpha_note", None)  # superseded by the provenance below
    provenance = asdict(choice)
    provenance.pop("alpha")
    provenance.update(
        {
            "method": f"{choice.folds}-fold stratified cross-validation of ROC AUC on dev",
            "datasets": list(datasets),
            "split": "dev",
            "date": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        }
    )
    provenance.update(extra or {})
    config["cfi_alpha_chosen_by"] = provenance
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path
