"""PNG plots of a run (matplotlib, Agg backend): ROC curves, fidelity histograms, regimes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from lexaudit.bench.metrics import CONTEXT_BUCKETS, roc_auc, roc_curve
from lexaudit.bench.summary import POOLED

_DPI = 80


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _ok_methods(results: dict[str, Any]) -> list[str]:
    return [m for m, st in results["methods"].items() if st["status"] == "ok"]


def plot_roc(results: dict[str, Any], path: Path) -> Path | None:
    """ROC curves per method, one panel per dataset.

    Args:
        results: The results document.
        path: Where to write the PNG.

    Returns:
        The path, or ``None`` when there was nothing to draw.
    """
    methods = _ok_methods(results)
    datasets = sorted({r["dataset"] for r in results["examples"]})
    if not methods or not datasets:
        return None
    plt = _pyplot()
    fig, axes = plt.subplots(1, len(datasets), figsize=(4.2 * len(datasets), 4.0), squeeze=False)
    for ax, d in zip(axes[0], datasets, strict=True):
        for m in methods:
            rows = [
                r
                for r in results["examples"]
                if r["dataset"] == d and r["scores"].get(m) is not None
            ]
            labels = [r["hallucinated"] for r in rows]
            scores = [r["scores"][m] for r in rows]
            auc = roc_auc(labels, scores)
            if auc is None:
                continue
            fpr, tpr = roc_curve(labels, scores)
            ax.plot(fpr, tpr, label=f"{m} ({auc:.2f})", linewidth=1.3)
        ax.plot([0, 1], [0, 1], color="grey", linestyle=":", linewidth=0.8)
        ax.set_title(d, fontsize=10)
        ax.set_xlabel("false-flag rate (faithful)")
        ax.set_ylabel("detection rate (hallucinated)")
        ax.legend(fontsize=6.5, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=_DPI)
    plt.close(fig)
    return path


def plot_fidelity_hist(
    results: dict[str, Any], path: Path, method: str = "lexaudit_fidelity"
) -> Path | None:
    """Histograms of a method's score for faithful vs hallucinated answers, per dataset."""
    rows_all = [r for r in results["examples"] if r["scores"].get(method) is not None]
    datasets = sorted({r["dataset"] for r in rows_all})
    if not datasets:
        return None
    plt = _pyplot()
    fig, axes = plt.subplots(1, len(datasets), figsize=(4.0 * len(datasets), 3.2), squeeze=False)
    bins = [i / 20 for i in range(21)]
    for ax, d in zip(axes[0], datasets, strict=True):
        rows = [r for r in rows_all if r["dataset"] == d]
        ok = [r["scores"][method] for r in rows if not r["hallucinated"]]
        bad = [r["scores"][method] for r in rows if r["hallucinated"]]
        ax.hist(ok, bins=bins, alpha=0.6, label=f"faithful (n={len(ok)})", color="tab:green")
        ax.hist(bad, bins=bins, alpha=0.6, label=f"hallucinated (n={len(bad)})", color="tab:red")
        ax.set_title(d, fontsize=10)
        ax.set_xlabel(method)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=_DPI)
    plt.close(fig)
    return path


def plot_context_regime(results: dict[str, Any], path: Path) -> Path | None:
    """AUC by context-length bucket per method (the paper's operating-regime figure)."""
    summary = results["summary"]
    row = POOLED if POOLED in summary else next(iter(summary), None)
    if row is None:
        return None
    by_method = summary[row].get("auc_by_context", {})
    names = [b[0] for b in CONTEXT_BUCKETS]
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(5.5, 3.6))
    drawn = False
    for m in _ok_methods(results):
        cells = by_method.get(m)
        if not cells:
            continue
        xs = [i for i, b in enumerate(names) if cells[b]["auc"] is not None]
        if not xs:
            continue
        ax.plot(xs, [cells[names[i]]["auc"] for i in xs], marker="o", label=m, linewidth=1.3)
        drawn = True
    if not drawn:
        plt.close(fig)
        return None
    counts = [summary[row]["auc_by_context"][next(iter(by_method))][b]["n"] for b in names]
    ax.set_xticks(range(len(names)), [f"{b}\n(n={c})" for b, c in zip(names, counts, strict=True)])
    ax.set_xlabel("context length (words)")
    ax.set_ylabel("ROC AUC")
    ax.set_title(f"AUC by context length — {row}", fontsize=10)
    ax.legend(fontsize=6.5)
    fig.tight_layout()
    fig.savefig(path, dpi=_DPI)
    plt.close(fig)
    return path


def draw_all(results: dict[str, Any], out_dir: str | Path) -> list[Path]:
    """Draw every plot of a run into ``out_dir``.

    Args:
        results: The results document.
        out_dir: Output folder.

    Returns:
        The PNG files written.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = [
        plot_roc(results, out / "roc.png"),
        plot_fidelity_hist(results, out / "fidelity_hist.png"),
        plot_context_regime(results, out / "auc_by_context.png"),
    ]
    return [p for p in written if p is not None]
