"""The paper-style tables of a run, rendered with rich (terminal) or as Markdown (docs).

Each table is built once as plain rows (:class:`TableData`) and rendered by either backend, so
the terminal and ``docs/benchmarks.md`` always show the same figures.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Any

from lexaudit.bench.metrics import CONTEXT_BUCKETS, ENTITY_BUCKETS
from lexaudit.bench.summary import POOLED

#: Figures reported in the HalluGraph paper (NOT measured here), shown beside ours.
PAPER_TABLE1_AUC: dict[str, dict[str, float]] = {
    "HalluGraph (CFI), contract QA": {"auc": 0.94},
    "HalluGraph (CFI), case-law QA": {"auc": 0.84},
    "HalluGraph (CFI), average": {"auc": 0.89},
    "NLI, average": {"auc": 0.81},
    "BERTScore, average": {"auc": 0.57},
}
#: The paper's EG / RP / CFI ablation on contract QA (paper values, NOT measured here).
PAPER_ABLATION_CONTRACT_QA: dict[str, float] = {"eg": 0.87, "rp": 0.65, "cfi": 0.89}

ABLATION_METHODS = ("lexaudit_eg", "lexaudit_rp", "lexaudit_cfi", "lexaudit_fidelity")


@dataclass(frozen=True, slots=True)
class TableData:
    """A titled table of strings."""

    title: str
    headers: list[str]
    rows: list[list[str]]
    caption: str = ""


def fmt(value: float | None, digits: int = 3) -> str:
    """A number with fixed digits, or an en dash when missing."""
    return "–" if value is None else f"{value:.{digits}f}"


def pct(value: float | None) -> str:
    """A rate as a percentage with one decimal, or an en dash when missing."""
    return "–" if value is None else f"{100 * value:.1f}%"


def _ok_methods(results: dict[str, Any]) -> list[str]:
    return [m for m, st in results["methods"].items() if st["status"] == "ok"]


def _datasets(results: dict[str, Any]) -> list[str]:
    return [d for d in results["summary"] if d != POOLED]


def table_auc(results: dict[str, Any]) -> TableData:
    """Table 1: ROC AUC per dataset per method, with the mean over datasets."""
    methods = _ok_methods(results)
    rows = []
    for d in _datasets(results):
        s = results["summary"][d]
        rows.append([d, str(s["n"]), *[fmt(s["auc"].get(m)) for m in methods]])
    if len(_datasets(results)) > 1:
        means = []
        for m in methods:
            vals = [results["summary"][d]["auc"].get(m) for d in _datasets(results)]
            vals = [v for v in vals if v is not None]
            means.append(fmt(statistics.fmean(vals)) if vals else "–")
        rows.append(["mean over datasets", "", *means])
    skipped = [
        f"{m} ({st['reason']})" for m, st in results["methods"].items() if st["status"] != "ok"
    ]
    caption = "ROC AUC (higher = better separation of hallucinated from faithful answers)."
    if skipped:
        caption += " Skipped: " + "; ".join(skipped) + "."
    return TableData(
        "Table 1: AUC per dataset and method", ["dataset", "n", *methods], rows, caption
    )


def table_paper() -> TableData:
    """The paper's published figures, labelled as such."""
    rows = [[k, fmt(v["auc"], 2)] for k, v in PAPER_TABLE1_AUC.items()]
    return TableData("HalluGraph paper, reported AUC (not measured here)", ["system", "AUC"], rows)


def table_ablation(results: dict[str, Any]) -> TableData:
    """EG / RP / CFI / fidelity AUC per dataset beside the paper's contract-QA ablation."""
    methods = [m for m in ABLATION_METHODS if m in _ok_methods(results)]
    rows = []
    for d in _datasets(results):
        s = results["summary"][d]
        rows.append([d, *[fmt(s["auc"].get(m)) for m in methods]])
    paper = PAPER_ABLATION_CONTRACT_QA
    rows.append(
        [
            "paper: contract QA (reported)",
            *[
                fmt(paper.get(m.removeprefix("lexaudit_")), 2) if m != "lexaudit_fidelity" else "–"
                for m in methods
            ],
        ]
    )
    return TableData(
        "Ablation: EG / RP / CFI (AUC)",
        ["dataset", *methods],
        rows,
        "RP falls back to EG for answers without edges (edge-aware policy).",
    )


def _bucket_table(
    results: dict[str, Any], key: str, buckets: Any, title: str, caption: str
) -> TableData:
    summary = results["summary"]
    row_name = POOLED if POOLED in summary else next(iter(summary), None)
    rows: list[list[str]] = []
    names = [b[0] for b in buckets]
    if row_name is None:
        return TableData(title, ["method", *names], rows, caption)
    by_method = summary[row_name].get(key, {})
    for m in _ok_methods(results):
        cells = by_method.get(m)
        if not cells:
            continue
        rows.append([m, *[f"{fmt(cells[b]['auc'])} (n={cells[b]['n']})" for b in names]])
    return TableData(f"{title} — {row_name}", ["method", *names], rows, caption)


def table_context_regime(results: dict[str, Any]) -> TableData:
    """Operating regime: AUC by context length in words."""
    return _bucket_table(
        results,
        "auc_by_context",
        CONTEXT_BUCKETS,
        "Operating regime: AUC by context length (words)",
        "Context = all sources of the example together.",
    )


def table_entity_regime(results: dict[str, Any]) -> TableData:
    """Operating regime: AUC by number of entities in the answer."""
    return _bucket_table(
        results,
        "auc_by_entities",
        ENTITY_BUCKETS,
        "Operating regime: AUC by answer entity count",
        "Entities counted by the lexaudit extractor (spaCy NER without it).",
    )


def table_decision(results: dict[str, Any]) -> TableData:
    """Rates at the default decision (flagged = label is not clean) per dataset."""
    rows = []
    for d in results["summary"]:
        s = results["summary"][d]
        if "detection_rate" not in s:
            continue
        rows.append(
            [
                d,
                str(s["n"]),
                pct(s["detection_rate"]),
                pct(s["false_flag_rate"]),
                fmt(s["balanced_accuracy"]),
                str(s["n_uncertain"]),
            ]
        )
    return TableData(
        "Default decision (flagged = hallucinated or uncertain)",
        ["dataset", "n", "detection rate", "false-flag rate", "balanced acc.", "uncertain"],
        rows,
    )


def table_per_kind(results: dict[str, Any]) -> TableData:
    """Flag rate per answer kind at the default decision."""
    rows = []
    for d in _datasets(results):
        for kind, k in results["summary"][d].get("per_kind", {}).items():
            what = "detected" if k["hallucinated"] else "false flags"
            rows.append([d, kind, str(k["n"]), f"{pct(k['flag_rate'])} {what}"])
    return TableData(
        "Per-kind flag rate at the default decision",
        ["dataset", "kind", "n", "flagged"],
        rows,
        "For hallucinated kinds this is the detection rate; for faithful kinds, "
        "the false-flag rate.",
    )


def all_tables(results: dict[str, Any]) -> list[TableData]:
    """Every table of a run, in display order."""
    tables = [table_auc(results), table_paper()]
    if any(m in _ok_methods(results) for m in ABLATION_METHODS):
        tables.append(table_ablation(results))
    tables += [table_context_regime(results), table_entity_regime(results)]
    if any("detection_rate" in s for s in results["summary"].values()):
        tables += [table_decision(results), table_per_kind(results)]
    return tables


def print_tables(results: dict[str, Any], console: Any = None) -> None:
    """Print every table of a run with rich."""
    from rich.console import Console
    from rich.table import Table

    console = console or Console()
    for t in all_tables(results):
        table = Table(title=t.title, caption=t.caption or None, title_justify="left")
        for i, h in enumerate(t.headers):
            table.add_column(h, justify="left" if i == 0 or h == "kind" else "right")
        for row in t.rows:
            table.add_row(*row)
        console.print(table)


def markdown_tables(results: dict[str, Any]) -> str:
    """Every table of a run as Markdown."""
    parts = []
    for t in all_tables(results):
        lines = [
            f"**{t.title}**",
            "",
            "| " + " | ".join(t.headers) + " |",
            "|" + "|".join("---" for _ in t.headers) + "|",
        ]
        lines += ["| " + " | ".join(r) + " |" for r in t.rows]
        if t.caption:
            lines += ["", t.caption]
        parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"
