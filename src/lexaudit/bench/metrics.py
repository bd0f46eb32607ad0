"""Evaluation metrics of the benchmark harness: ROC AUC, rates at a decision, buckets.

Everything here is pure Python over lists of floats and booleans, so it runs without numpy or
scikit-learn. ``labels`` are the gold labels with ``True`` = hallucinated; ``scores`` are
faithfulness scores (higher = more faithful), so a good method gives hallucinated answers the
*lower* scores. :func:`roc_auc` takes care of that orientation: an AUC of 1.0 means every
hallucinated answer scored below every faithful one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

#: Context-length buckets in words (the paper's operating-regime figure).
CONTEXT_BUCKETS: tuple[tuple[str, int, float], ...] = (
    ("<300", 0, 300),
    ("300-600", 300, 600),
    ("600-900", 600, 900),
    (">900", 900, math.inf),
)

#: Buckets of the number of entities in the answer.
ENTITY_BUCKETS: tuple[tuple[str, int, float], ...] = (
    ("0-2", 0, 3),
    ("3-5", 3, 6),
    ("6-9", 6, 10),
    (">=10", 10, math.inf),
)


def _average_ranks(values: Sequence[float]) -> list[float]:
    """Rank values from 1, giving tied values the mean of the ranks they span."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        mean_rank = (i + j) / 2.0 + 1.0
        for k in range(i, j + 1):
            ranks[order[k]] = mean_rank
        i = j + 1
    return ranks


def roc_auc(labels: Sequence[bool], scores: Sequence[float]) -> float | None:
    """ROC AUC of faithfulness scores for detecting hallucinated answers.

    Computed as the Mann-Whitney U statistic with ties counted as one half: the probability
    that a randomly drawn faithful answer scores higher than a randomly drawn hallucinated one.

    Args:
        labels: Gold labels, ``True`` = hallucinated.
        scores: Faithfulness scores, higher = more faithful. NaN scores are not allowed.

    Returns:
        The AUC in [0, 1], or ``None`` when one of the two classes is empty.

    Raises:
        ValueError: When the two sequences differ in length or a score is NaN.
    """
    if len(labels) != len(scores):
        raise ValueError(f"{len(labels)} labels but {len(scores)} scores")
    if any(math.isnan(s) for s in scores):
        raise ValueError("scores contain NaN; drop or impute them before computing the AUC")
    n_pos = sum(1 for y in labels if not y)  # faithful answers: the "positive" (higher) class
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return None
    ranks = _average_ranks(scores)
    rank_sum = sum(r for r, y in zip(ranks, labels, strict=True) if not y)
    u = rank_sum - n_pos * (n_pos + 1) / 2.0
    return u / (n_pos * n_neg)


def roc_curve(labels: Sequence[bool], scores: Sequence[float]) -> tuple[list[float], list[float]]:
    """ROC curve points for flagging answers whose score is at or below a threshold.

    Args:
        labels: Gold labels, ``True`` = hallucinated.
        scores: Faithfulness scores, higher = more faithful.

    Returns:
        ``(fpr, tpr)``: false-flag rates on faithful answers and detection rates on
        hallucinated answers, from (0, 0) to (1, 1), one point per distinct threshold.
    """
    n_hal = sum(1 for y in labels if y)
    n_ok = len(labels) - n_hal
    fpr, tpr = [0.0], [0.0]
    if n_hal == 0 or n_ok == 0:
        return [0.0, 1.0], [0.0, 1.0]
    pairs = sorted(zip(scores, labels, strict=True), key=lambda p: p[0])
    tp = fp = 0
    i = 0
    while i < len(pairs):
        threshold = pairs[i][0]
        while i < len(pairs) and pairs[i][0] == threshold:
            if pairs[i][1]:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr.append(fp / n_ok)
        tpr.append(tp / n_hal)
    return fpr, tpr


@dataclass(frozen=True, slots=True)
class DecisionRates:
    """Rates of a binary decision (flagged / not flagged) against the gold labels."""

    n_hallucinated: int
    n_faithful: int
    detection_rate: float | None  # TPR: flagged among hallucinated
    false_flag_rate: float | None  # FPR: flagged among faithful
    balanced_accuracy: float | None


def decision_rates(labels: Sequence[bool], flagged: Sequence[bool]) -> DecisionRates:
    """Detection rate, false-flag rate and balanced accuracy of a decision.

    Args:
        labels: Gold labels, ``True`` = hallucinated.
        flagged: The decision, ``True`` = the method flagged the answer.

    Returns:
        The rates; a rate whose class is empty is ``None``.
    """
    if len(labels) != len(flagged):
        raise ValueError(f"{len(labels)} labels but {len(flagged)} decisions")
    n_hal = sum(1 for y in labels if y)
    n_ok = len(labels) - n_hal
    tp = sum(1 for y, f in zip(labels, flagged, strict=True) if y and f)
    fp = sum(1 for y, f in zip(labels, flagged, strict=True) if not y and f)
    tpr = tp / n_hal if n_hal else None
    fpr = fp / n_ok if n_ok else None
    bacc = (tpr + (1.0 - fpr)) / 2.0 if tpr is not None and fpr is not None else None
    return DecisionRates(n_hal, n_ok, tpr, fpr, bacc)


def balanced_accuracy(labels: Sequence[bool], flagged: Sequence[bool]) -> float | None:
    """Mean of the detection rate and the true-negative rate.

    Args:
        labels: Gold labels, ``True`` = hallucinated.
        flagged: The decision, ``True`` = flagged as hallucinated.

    Returns:
        Balanced accuracy in [0, 1], or ``None`` when a class is empty.
    """
    return decision_rates(labels, flagged).balanced_accuracy


def bucket_of(value: float, buckets: Sequence[tuple[str, int, float]]) -> str:
    """Name of the half-open bucket ``[low, high)`` that holds ``value``.

    Args:
        value: The value to place.
        buckets: ``(name, low, high)`` triples covering the value range.

    Returns:
        The bucket name.

    Raises:
        ValueError: When no bucket holds the value.
    """
    for name, low, high in buckets:
        if low <= value < high:
            return name
    raise ValueError(f"value {value} lies outside every bucket")


def auc_by_bucket(
    labels: Sequence[bool],
    scores: Sequence[float],
    values: Sequence[float],
    buckets: Sequence[tuple[str, int, float]],
) -> dict[str, dict[str, float | int | None]]:
    """ROC AUC within each bucket of a covariate (context length, entity count).

    Args:
        labels: Gold labels, ``True`` = hallucinated.
        scores: Faithfulness scores.
        values: The covariate of each example.
        buckets: ``(name, low, high)`` triples.

    Returns:
        For each bucket name (in bucket order): ``n``, ``n_hallucinated`` and ``auc``
        (``None`` when the bucket lacks one class).
    """
    out: dict[str, dict[str, float | int | None]] = {}
    for name, _, _ in buckets:
        idx = [i for i, v in enumerate(values) if bucket_of(v, buckets) == name]
        sub_labels = [labels[i] for i in idx]
        out[name] = {
            "n": len(idx),
            "n_hallucinated": sum(1 for y in sub_labels if y),
            "auc": roc_auc(sub_labels, [scores[i] for i in idx]) if idx else None,
        }
    return out


#: The rubric labels in order of faithfulness, as a score that ranks by the label alone.
LABEL_RANK: dict[str, float] = {"hallucinated": 0.0, "uncertain": 1.0, "clean": 2.0}


def label_bands(
    labels: Sequence[bool], scores: Sequence[float], verdicts: Sequence[str]
) -> dict[str, Any]:
    """How much of a score's AUC its label gives, and how much its order within a label adds.

    The score agrees with the label (a clean answer scores above an uncertain one, an
    uncertain one above a hallucinated one), so the AUC splits into the label's part and the
    order within each label. Three AUCs tell the parts apart: the score's own; the label's
    alone (the three labels as three scores, ties within each); and the ceiling the labels
    allow, with every faithful answer put above every hallucinated one of the same label.

    Args:
        labels: Gold labels, ``True`` = hallucinated.
        scores: Faithfulness scores.
        verdicts: Each example's rubric label: ``clean``, ``uncertain`` or ``hallucinated``.

    Returns:
        ``auc``, ``auc_label_only`` and ``auc_ceiling`` (each ``None`` when a class is empty),
        and ``within``: for each label, ``n``, ``n_hallucinated`` and the score's ``auc`` among
        the answers given that label.

    Raises:
        ValueError: When the sequences differ in length or a verdict is no rubric label.
    """
    if not len(labels) == len(scores) == len(verdicts):
        raise ValueError(f"{len(labels)} labels, {len(scores)} scores, {len(verdicts)} verdicts")
    unknown = sorted(set(verdicts) - set(LABEL_RANK))
    if unknown:
        raise ValueError(f"unknown label(s) {unknown}; expected one of {sorted(LABEL_RANK)}")
    ranks = [LABEL_RANK[v] for v in verdicts]
    within: dict[str, dict[str, float | int | None]] = {}
    for verdict in LABEL_RANK:
        idx = [i for i, v in enumerate(verdicts) if v == verdict]
        sub = [labels[i] for i in idx]
        within[verdict] = {
            "n": len(idx),
            "n_hallucinated": sum(sub),
            "auc": roc_auc(sub, [scores[i] for i in idx]) if idx else None,
        }
    return {
        "auc": roc_auc(labels, scores),
        "auc_label_only": roc_auc(labels, ranks),
        "auc_ceiling": roc_auc(
            labels, [2 * r + (not y) for r, y in zip(ranks, labels, strict=True)]
        ),
        "within": within,
    }
