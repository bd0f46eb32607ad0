"""``results.json``, ``tables.md`` and PNG plots of a ``lexaudit reason`` run."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from lexaudit.reason.data import PAPER_CATEGORIES
from lexaudit.reason.evaluate import Scored, by_category, metric_block
from lexaudit.reason.types import ReasonConfig
from lexaudit.reason.verify import verification_counts

SCHEMA_VERSION = 1
CATEGORIES = tuple(PAPER_CATEGORIES[ch] for ch in sorted(PAPER_CATEGORIES))

#: What the issue quotes from the paper (Qwen3-8B backbone): charge ACC / micro-F1 in percent.
PAPER: dict[str, Any] = {
    "backbone": "Qwen3-8B",
    "charge": {
        "cail": {
            "public_safety": [43, 54],
            "economic": [39, 54],
            "social_order": [38, 51],
            "personal_rights": [37, 58],
        },
        "cmdl": {
            "public_safety": [66, 67],
            "economic": [60, 65],
            "social_order": [59, 64],
            "personal_rights": [70, 73],
        },
    },
    "average_charge_acc": 49.5,
    "article_acc": 47.9,
    "term_mae_public_safety": 21,
    "baselines_average_charge_acc": {"naive_rag": 33.3, "hipporag2": 43.1, "raptor": 43.1},
}


def _is_dev(case_id: str) -> bool:
    return case_id.isdigit() and int(case_id) % 5 == 0


def _split_accuracy(rows: list[Scored]) -> dict[str, float | None]:
    """Charge ACC on the dev subset and on the rest."""
    dev = metric_block([r for r in rows if _is_dev(r.case.case_id)])
    rest = metric_block([r for r in rows if not _is_dev(r.case.case_id)])
    return {"dev": dev.get("charge_acc"), "rest": rest.get("charge_acc")}


def category_average(blocks: dict[str, dict[str, Any]]) -> dict[str, float | None]:
    """Mean charge ACC and F1 over the paper's four categories (those with cases)."""
    present = [blocks[c] for c in CATEGORIES if blocks.get(c, {}).get("n")]
    if not present:
        return {"charge_acc": None, "charge_f1": None}
    return {
        key: round(sum(b[key] for b in present) / len(present), 4)
        for key in ("charge_acc", "charge_f1")
    }


def build_results(
    dataset: str,
    rows: dict[str, list[Scored]],
    facts: dict[str, Any],
    config: ReasonConfig,
    graph_stats: dict[str, Any],
    llm: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The results document (fractions 0..1; MAE in months)."""
    full = rows["full"]
    overall = metric_block(full)
    categories = by_category(full)
    ablations = {}
    for name, scored in rows.items():
        if name == "full":
            continue
        block = metric_block(scored)
        ablations[name] = {
            "overall": block,
            "category_average": category_average(by_category(scored)),
            "splits": _split_accuracy(scored),
        }
    dev = [r for r in full if _is_dev(r.case.case_id)]
    rest = [r for r in full if not _is_dev(r.case.case_id)]
    return {
        "schema": SCHEMA_VERSION,
        "dataset": dataset,
        "n": len(full),
        "backend": "llm" if llm else "offline",
        "config": asdict(config),
        "graph": graph_stats,
        "leave_one_out": {
            "overlapping_test_cases": facts["leave_one_out_overlaps"],
            "excluded_base_cases": facts["leave_one_out_excluded_cases"],
            "rule": "a base case whose fact equals the query's (whitespace removed) is never "
            "retrieved for it, and is taken out of community and charge-node centroids",
        },
        "overall": overall,
        "by_category": categories,
        "category_average": category_average(categories),
        "retrieval": {
            "effectiveness": overall["retrieval_effectiveness"],
            "error_rate": overall["retrieval_error_rate"],
        },
        "ablations": ablations,
        "splits": {
            "rule": "dev = test cases whose id is divisible by 5 (the subset the defaults were "
            "chosen on); rest = the others",
            "dev": metric_block(dev),
            "rest": metric_block(rest),
        },
        "verification": {
            "rule": "per predicted charge: a cited article kept and mapped to it in "
            "law_to_crime; the cited articles' satisfied checklist items quoted with fact "
            "sentences; the term within the cited articles' statutory range (above it or "
            "life/death not provided: clamped; below it: flagged)",
            **verification_counts(r.judgment for r in full),
        },
        "llm": llm,
        "seconds": facts["seconds"],
        "paper": PAPER,
    }


def _pct(value: Any) -> str:
    return "–" if value is None else f"{100 * value:.1f}"


def tables_markdown(results: dict[str, Any]) -> str:
    """Markdown tables: per category beside the paper, overall, and the ablations."""
    ds = results["dataset"]
    paper = PAPER["charge"].get(ds, {})
    out = [
        f"## {ds.upper()}: charge ACC / micro-F1 per category (n = {results['n']})",
        "",
        "| category | n | ACC | F1 | paper ACC | paper F1 |",
        "|---|---|---|---|---|---|",
    ]
    for cat, block in results["by_category"].items():
        ref = paper.get(cat, ["–", "–"])
        out.append(
            f"| {cat} | {block['n']} | {_pct(block['charge_acc'])} | {_pct(block['charge_f1'])} "
            f"| {ref[0]} | {ref[1]} |"
        )
    avg = results["category_average"]
    out.append(
        f"| average of the four | | {_pct(avg['charge_acc'])} | {_pct(avg['charge_f1'])} | "
        f"{PAPER['average_charge_acc']} (both data sets) | |"
    )
    o = results["overall"]
    naive = PAPER["baselines_average_charge_acc"]["naive_rag"]
    mae = "–" if o["term_mae"] is None else f"{o['term_mae']:.1f}"
    out += [
        "",
        "| overall | value | paper |",
        "|---|---|---|",
        f"| charge ACC | {_pct(o['charge_acc'])} | naive RAG {naive} (average) |",
        f"| charge ACC, strict names | {_pct(o['charge_acc_strict'])} | |",
        f"| charge micro-F1 | {_pct(o['charge_f1'])} | |",
        f"| article ACC | {_pct(o['article_acc'])} | {PAPER['article_acc']} |",
        f"| term ACC (exact) | {_pct(o['term_acc'])} | |",
        f"| term within 25 % | {_pct(o['term_acc_25pct'])} | |",
        f"| term MAE (months) | {mae} | about {PAPER['term_mae_public_safety']} (public safety) |",
        f"| retrieval effectiveness | {_pct(o['retrieval_effectiveness'])} | |",
        f"| retrieval error rate | {_pct(o['retrieval_error_rate'])} | |",
        "",
        "## Ablations (same run)",
        "",
        "| configuration | charge ACC | dev / rest | 4-category avg ACC | charge F1 | article ACC "
        "| term MAE | retrieval eff. | error rate |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    full_splits = {k: results["splits"][k].get("charge_acc") for k in ("dev", "rest")}
    rows = {
        "full": {"overall": o, "category_average": avg, "splits": full_splits},
        **results["ablations"],
    }
    for name, r in rows.items():
        b = r["overall"]
        mae = "–" if b["term_mae"] is None else f"{b['term_mae']:.1f}"
        split = f"{_pct(r['splits']['dev'])} / {_pct(r['splits']['rest'])}"
        out.append(
            f"| {name} | {_pct(b['charge_acc'])} | {split} "
            f"| {_pct(r['category_average']['charge_acc'])} "
            f"| {_pct(b['charge_f1'])} | {_pct(b['article_acc'])} | {mae} "
            f"| {_pct(b['retrieval_effectiveness'])} | {_pct(b['retrieval_error_rate'])} |"
        )
    splits = results["splits"]
    out += [
        "",
        f"Charge ACC on the dev subset (ids divisible by 5, n = {splits['dev']['n']}): "
        f"{_pct(splits['dev'].get('charge_acc'))}; on the rest (n = {splits['rest']['n']}): "
        f"{_pct(splits['rest'].get('charge_acc'))}.",
    ]
    ver = results["verification"]
    fails = ", ".join(f"{k} {v}" for k, v in ver["failures"].items())
    out += [
        "",
        f"Verification: {ver['charges_checked']} predicted charges checked, "
        f"{ver['charges_failing_a_check']} fail at least one check ({fails}); "
        f"{ver['terms_clamped']} terms clamped to the statutory range.",
    ]
    loo = results["leave_one_out"]
    out += [
        "",
        f"Leave-one-out: {loo['overlapping_test_cases']} of {results['n']} test cases are also "
        f"base cases; {loo['excluded_base_cases']} base cases were excluded from their own "
        "retrieval.",
        "",
    ]
    return "\n".join(out)


def _pyplot() -> Any:
    try:
        import matplotlib
    except ModuleNotFoundError as exc:
        from lexaudit.errors import MissingExtraError

        raise MissingExtraError(
            "plots need matplotlib: pip install 'lexaudit[bench]', or pass --no-plots"
        ) from exc

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def draw_plots(results: dict[str, Any], out: Path) -> list[Path]:
    """Per-category ACC beside the paper, and ACC per ablation."""
    plt = _pyplot()
    paths = []
    ds = results["dataset"]
    cats = [c for c in CATEGORIES if c in results["by_category"]]
    if cats:
        fig, ax = plt.subplots(figsize=(7, 3.5), dpi=80)
        xs = range(len(cats))
        ours = [100 * results["by_category"][c]["charge_acc"] for c in cats]
        theirs = [PAPER["charge"].get(ds, {}).get(c, [0, 0])[0] for c in cats]
        ax.bar([x - 0.2 for x in xs], ours, width=0.4, label="lexaudit offline")
        ax.bar([x + 0.2 for x in xs], theirs, width=0.4, label="paper (Qwen3-8B)")
        ax.set_xticks(list(xs), cats)
        ax.set_ylabel("charge ACC (%)")
        ax.set_ylim(0, 100)
        ax.set_title(f"{ds.upper()}: charge accuracy per category")
        ax.legend(loc="upper left", ncol=2, frameon=False)
        fig.tight_layout()
        path = out / "categories.png"
        fig.savefig(path)
        plt.close(fig)
        paths.append(path)
    names = ["full", *results["ablations"]]
    values = [100 * results["overall"]["charge_acc"]] + [
        100 * results["ablations"][n]["overall"]["charge_acc"] for n in names[1:]
    ]
    fig, ax = plt.subplots(figsize=(7, 3.5), dpi=80)
    ax.bar(names, values, color=["#2b6cb0"] + ["#a0aec0"] * (len(names) - 1))
    ax.set_ylabel("charge ACC (%)")
    ax.set_title(f"{ds.upper()}: ablations")
    ax.tick_params(axis="x", labelrotation=15)
    fig.tight_layout()
    path = out / "ablations.png"
    fig.savefig(path)
    plt.close(fig)
    paths.append(path)
    return paths


def write_outputs(results: dict[str, Any], out: Path, plots: bool = True) -> list[Path]:
    """Write results.json, tables.md and (unless ``plots`` is False) the PNG plots."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(
        json.dumps(results, ensure_ascii=False, indent=2), encoding="utf-8"
    )
    (out / "tables.md").write_text(tables_markdown(results), encoding="utf-8")
    written = [out / "results.json", out / "tables.md"]
    if plots:
        written += draw_plots(results, out)
    return written
