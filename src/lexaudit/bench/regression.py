"""The regression gate: compare a benchmark run with a committed baseline.

A run regresses on a dataset when, at the default decision, the detection rate on
hallucinated answers falls by more than 0.5 percentage points, the false-flag rate on faithful
answers rises by more than 0.5 percentage points, or the ROC AUC of ``lexaudit_fidelity`` falls
by more than 0.01. Datasets present in only one of the two runs are not compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Largest tolerated fall of the detection rate (a fraction: 0.005 = 0.5 percentage points).
MAX_DETECTION_DROP = 0.005
#: Largest tolerated rise of the false-flag rate.
MAX_FALSE_FLAG_RISE = 0.005
#: Largest tolerated fall of the fidelity AUC.
MAX_AUC_DROP = 0.01
#: The method whose AUC the gate watches.
GATED_METHOD = "lexaudit_fidelity"
#: Rounding slack so that a change of exactly the tolerance does not trip the gate.
_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class Regression:
    """One metric of one dataset that got worse than the baseline allows."""

    dataset: str
    metric: str  # "detection_rate", "false_flag_rate" or "auc:<method>"
    baseline: float
    current: float
    tolerance: float

    @property
    def change(self) -> float:
        """Signed change, current minus baseline."""
        return self.current - self.baseline

    def describe(self) -> str:
        """One line saying what regressed and by how much."""
        if self.metric.startswith("auc"):
            return (
                f"{self.dataset}: {self.metric} fell from {self.baseline:.4f} to "
                f"{self.current:.4f} ({self.change:+.4f}; tolerance -{self.tolerance:.2f})"
            )
        direction = "fell" if self.change < 0 else "rose"
        return (
            f"{self.dataset}: {self.metric} {direction} from {100 * self.baseline:.2f}% to "
            f"{100 * self.current:.2f}% ({100 * self.change:+.2f} pp; tolerance "
            f"{100 * self.tolerance:.1f} pp)"
        )


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) else None


def compare(current: dict[str, Any], baseline: dict[str, Any]) -> list[Regression]:
    """Find the regressions of a run against a baseline.

    Both arguments are results documents as written by ``lexaudit bench`` (only their
    ``summary`` mapping is read: dataset -> ``detection_rate``, ``false_flag_rate`` and
    ``auc`` per method).

    Args:
        current: The results of the run under test.
        baseline: The committed baseline results.

    Returns:
        The regressions, ordered by dataset and metric; empty when the run passes the gate.
    """
    found: list[Regression] = []
    cur_summary: dict[str, Any] = current.get("summary", {})
    base_summary: dict[str, Any] = baseline.get("summary", {})
    for dataset in sorted(set(cur_summary) & set(base_summary)):
        cur, base = cur_summary[dataset], base_summary[dataset]
        c, b = _number(cur.get("detection_rate")), _number(base.get("detection_rate"))
        if c is not None and b is not None and b - c > MAX_DETECTION_DROP + _EPS:
            found.append(Regression(dataset, "detection_rate", b, c, MAX_DETECTION_DROP))
        c, b = _number(cur.get("false_flag_rate")), _number(base.get("false_flag_rate"))
        if c is not None and b is not None and c - b > MAX_FALSE_FLAG_RISE + _EPS:
            found.append(Regression(dataset, "false_flag_rate", b, c, MAX_FALSE_FLAG_RISE))
        c = _number(cur.get("auc", {}).get(GATED_METHOD))
        b = _number(base.get("auc", {}).get(GATED_METHOD))
        if c is not None and b is not None and b - c > MAX_AUC_DROP + _EPS:
            found.append(Regression(dataset, f"auc:{GATED_METHOD}", b, c, MAX_AUC_DROP))
    return found
