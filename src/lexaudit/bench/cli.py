"""``lexaudit bench``: run benchmark datasets and methods, print tables, draw plots, gate.

Module-level imports stay cheap: the harness, matplotlib and the verifier load in ``run``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

#: Exit code when ``--compare`` finds a regression.
EXIT_REGRESSION = 3


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register the ``bench`` subcommand.

    Args:
        subparsers: The ``add_subparsers()`` object of the main parser.

    Returns:
        The subcommand's parser.
    """
    p: argparse.ArgumentParser = subparsers.add_parser(
        "bench",
        help="run benchmarks: AUC tables, plots and the regression gate",
        description=(
            "Score benchmark datasets with lexaudit and the baselines; write results.json, "
            "tables.md and PNG plots to --out; with --compare, exit 3 on a regression."
        ),
    )
    p.add_argument(
        "--list",
        action="store_true",
        help="list datasets (with whether their data is found) and methods, then exit; "
        "exit 20 when no dataset's data is found",
    )
    p.add_argument(
        "--dataset", default="all", metavar="NAME[,NAME]|all", help="datasets to run (default: all)"
    )
    p.add_argument(
        "--method",
        default=None,
        metavar="NAME[,NAME]|all",
        help="methods to run (default: all; with --golden: the lexaudit methods)",
    )
    p.add_argument(
        "--split",
        default="test",
        choices=["dev", "test", "all"],
        help="which split to score (default: test; tune only on dev)",
    )
    p.add_argument(
        "--limit",
        type=int,
        default=None,
        metavar="N",
        help="at most N examples per dataset (a seeded, class-balanced sample)",
    )
    p.add_argument(
        "--out",
        default="bench-results",
        metavar="DIR",
        help="output folder for results.json, tables.md and plots",
    )
    p.add_argument("--seed", type=int, default=13, help="seed for datasets and sampling")
    p.add_argument(
        "--compare",
        default=None,
        metavar="BASELINE.json",
        help="compare with a baseline results file; exit 3 on a regression",
    )
    p.add_argument(
        "--golden", action="store_true", help="run the fixed golden set drawn from the dev splits"
    )
    p.add_argument(
        "--examples",
        default=None,
        metavar="FILE.jsonl",
        help="score examples from a JSONL file instead of named datasets",
    )
    p.add_argument(
        "--data-root",
        default=None,
        metavar="DIR",
        help="where the shared data lives (default: the datasets' own default)",
    )
    p.add_argument(
        "--choose-alpha",
        action="store_true",
        help="choose CFI's alpha by 5-fold CV on this dev run and write it to "
        "lexaudit/data/config.json",
    )
    from lexaudit.parse_options import add_parse_arguments

    add_parse_arguments(p)
    p.add_argument("--no-plots", action="store_true", help="do not draw PNG plots")
    from lexaudit.models.options import add_judge_arguments

    add_judge_arguments(p)
    from lexaudit.batch_run import add_engine_arguments

    add_engine_arguments(p)
    p.add_argument(
        "--quiet",
        action="store_true",
        help="no progress (a bar on a terminal, else a line every 100 examples or 30 s) "
        "and no tables",
    )
    p.set_defaults(run=run)
    return p


def _dataset_registry() -> tuple[dict[str, str], str | None]:
    """Dataset name -> description, or an empty mapping and the reason."""
    try:
        from lexaudit.bench.datasets import DATASETS
    except ImportError as exc:
        return {}, f"datasets are not available ({exc})"
    out: dict[str, str] = {}
    for name, entry in DATASETS.items():
        desc = getattr(entry, "description", None)
        if desc is None:
            module = sys.modules.get(getattr(entry, "__module__", ""), None)
            doc = getattr(module, "__doc__", None) or getattr(entry, "__doc__", None) or ""
            desc = doc.strip().splitlines()[0] if doc.strip() else ""
        out[name] = str(desc)
    return out, None


def list_everything(console: Any, data_root: str | None = None) -> int:
    """Print the datasets (with whether their data is here) and the methods (with skip reasons).

    Every cell is a :class:`rich.text.Text`, so a reason such as ``lexaudit[dense]`` is shown
    as written, not read as markup.

    Args:
        console: Where to print.
        data_root: The ``--data-root`` given, or None for the default.

    Returns:
        0 when at least one dataset's data is found.

    Raises:
        DataError: When no dataset's data is found (after the lists are printed).
    """
    from rich.table import Table
    from rich.text import Text

    from lexaudit.bench.methods import METHODS
    from lexaudit.errors import DataError

    datasets, why = _dataset_registry()
    missing: dict[str, str] = {}
    how = "pass --data-root DIR"
    if not why:
        from lexaudit.bench.datasets import HOW_TO_POINT, missing_data

        how = HOW_TO_POINT

        missing = {
            name: reason
            for name in datasets
            if (reason := missing_data(name, data_root)) is not None
        }
    table = Table(title="datasets", title_justify="left")
    table.add_column("name")
    table.add_column("data")
    table.add_column("description")
    for name, desc in datasets.items():
        status = (
            Text(f"missing: {missing[name]}", style="red")
            if name in missing
            else Text("available", style="green")
        )
        table.add_row(Text(name), status, Text(desc))
    console.print(table)
    if why:
        console.print(Text(why, style="yellow"))
    table = Table(title="methods", title_justify="left")
    table.add_column("name")
    table.add_column("status")
    table.add_column("description")
    for name, spec in METHODS.items():
        reason = spec.unavailable()
        status = Text(f"skipped: {reason}", style="yellow") if reason else Text("available")
        table.add_row(Text(name), status, Text(spec.description))
    console.print(table)
    if why or (datasets and len(missing) == len(datasets)):
        raise DataError(
            "no benchmark dataset has its data here"
            + (f" ({why})" if why else "")
            + f"; only --examples FILE.jsonl can run. To use the datasets, {how}."
        )
    if missing:
        console.print(
            Text(
                f"{len(missing)} of {len(datasets)} datasets have no data here; "
                f"to use them, {how}.",
                style="yellow",
            )
        )
    return 0


def _resolve_datasets(spec: str) -> list[str]:
    from lexaudit.errors import ConfigError

    known, why = _dataset_registry()
    if spec.strip() == "all":
        if why:
            raise ConfigError(why)
        from lexaudit.bench.datasets import TUNING_ONLY

        return [name for name in known if name not in TUNING_ONLY]
    names = [n.strip() for n in spec.split(",") if n.strip()]
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ConfigError(
            f"unknown dataset(s) {', '.join(unknown)}; choose from: "
            f"{', '.join(known) or '(none available)'} or all"
        )
    return names


def _load_json(path: str) -> dict[str, Any]:
    from lexaudit.errors import DataError

    p = Path(path)
    if not p.exists():
        raise DataError(f"baseline {p} does not exist; make one with `lexaudit bench --out DIR`")
    try:
        data: dict[str, Any] = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise DataError(f"baseline {p} is not JSON ({exc})") from exc
    return data


def _choose_alpha(results: dict[str, Any], console: Any) -> None:
    from lexaudit.bench.alpha import ComponentScores, choose_alpha, write_alpha_config
    from lexaudit.errors import ConfigError

    rows = [r for r in results["examples"] if r.get("eg") is not None and r["split"] == "dev"]
    if not rows:
        raise ConfigError(
            "--choose-alpha needs a dev run with the lexaudit methods "
            "(--split dev --method lexaudit_cfi)"
        )
    choice = choose_alpha(
        [ComponentScores(r["eg"], r["rp"], r["hallucinated"]) for r in rows],
        seed=results["config"]["seed"],
    )
    datasets = sorted({r["dataset"] for r in rows})
    path = write_alpha_config(
        choice,
        datasets,
        extra={"seed": results["config"]["seed"], "git_sha": results["environment"]["git_sha"]},
    )
    console.print(
        f"cfi_alpha = {choice.alpha:.2f} (dev {choice.folds}-fold CV AUC "
        f"{choice.cv_auc:.3f} ± {choice.cv_auc_std:.3f}, n={choice.n_examples}) "
        f"written to {path}"
    )


def run(args: argparse.Namespace) -> int:
    """Run ``lexaudit bench`` and return the exit code."""
    from rich.console import Console

    from lexaudit.bench.methods import GOLDEN_METHODS, resolve_methods

    console = Console(stderr=False)
    if args.list:
        return list_everything(console, args.data_root)

    from lexaudit.bench.regression import compare
    from lexaudit.bench.runner import BenchConfig, run_bench, write_results
    from lexaudit.bench.tables import markdown_tables, print_tables

    if args.method is None:
        methods = list(GOLDEN_METHODS) if args.golden else resolve_methods("all")
    else:
        methods = resolve_methods(args.method)
    datasets = [] if (args.golden or args.examples) else _resolve_datasets(args.dataset)
    config = BenchConfig(
        datasets=datasets,
        methods=methods,
        split="dev" if args.golden else args.split,
        limit=args.limit,
        seed=args.seed,
        golden=args.golden,
        data_root=args.data_root,
        examples_path=args.examples,
    )
    baseline = _load_json(args.compare) if args.compare else None
    show = not args.quiet
    from lexaudit.progress import ProgressMode, progress_mode

    mode = progress_mode(args.quiet, sys.stderr)
    from lexaudit.models.options import judge_from_args

    judge = judge_from_args(args)
    factory = None
    if judge is not None or args.reretrieve or args.lazy or args.eager:
        from lexaudit.parse_options import lazy_option
        from lexaudit.verifier import Verifier

        reretrieve, lazy = bool(args.reretrieve), lazy_option(args)

        def factory() -> Any:
            return Verifier(judge=judge, reretrieve=reretrieve, lazy=lazy)

    examples, ctx = None, None
    if getattr(args, "engine", "local") == "ray":
        examples, ctx = _verify_on_ray(args, config, methods)
    elif args.address is not None or args.ray_workers is not None:
        from lexaudit.errors import InputError

        raise InputError(
            "--address and --ray-workers apply to the Ray engine only; add --engine ray "
            "(pip install 'lexaudit[ray]') or leave them out."
        )
    results = run_bench(
        config,
        examples=examples,
        verifier_factory=factory,
        progress=mode is ProgressMode.BAR,
        progress_lines=sys.stderr if mode is ProgressMode.LINES else None,
        ctx=ctx,
    )
    out = Path(args.out)
    path = write_results(results, out)
    (out / "tables.md").write_text(markdown_tables(results), encoding="utf-8")
    plots = [] if args.no_plots else _draw(results, out)
    if show:
        print_tables(results, console)
    console.print(
        f"results: {path} ({results['timing']['n_examples']} examples, "
        f"{results['timing']['total_seconds']:.1f} s)"
    )
    for p in plots:
        console.print(f"plot: {p}")
    if "judging" in results:
        j = results["judging"]
        tiers = ", ".join(f"{tier} {n}" for tier, n in j["decided_by"].items())
        console.print(
            f"judge {j['mode']}: claims decided by {tiers}; {j['model_calls']} model calls, "
            f"{j['cache_hits']} cache hits, {j['made_up_quotes']} made-up quotes discarded, "
            f"{j['undecided']} undecided, {j['not_sent']} not sent"
        )
    if args.choose_alpha:
        _choose_alpha(results, console)
    if baseline is not None:
        ours = {(r["dataset"], r["id"]) for r in results["examples"]}
        theirs = {(r["dataset"], r["id"]) for r in baseline.get("examples", [])}
        if theirs and ours != theirs:
            console.print(
                f"[yellow]warning: the baseline scored other examples "
                f"({len(ours & theirs)} of {len(ours)} in common); the comparison "
                "is only indicative[/yellow]"
            )
        regressions = compare(results, baseline)
        if regressions:
            console.print(f"[bold red]REGRESSION against {args.compare}:[/bold red]")
            for reg in regressions:
                console.print(f"  {reg.describe()}")
            return EXIT_REGRESSION
        console.print(f"[green]no regression against {args.compare}[/green]")
    return 0


def _verify_on_ray(args: argparse.Namespace, config: Any, methods: list[str]) -> tuple[Any, Any]:
    """Load the examples and verify them on Ray actors (``--engine ray``).

    The reports (or each example's failure) go into the run context, so the lexaudit methods
    read them there; the baselines still run in this process.
    """
    from lexaudit.bench.methods import METHODS, RunContext
    from lexaudit.bench.runner import load_examples
    from lexaudit.ray_engine import RayVerifierPool

    examples = load_examples(config)
    ctx = RunContext()
    if not any(METHODS[m].uses_verifier for m in methods):
        return examples, ctx
    flat = [ex for exs in examples.values() for ex in exs]
    options = {key: value for key, value in vars(args).items() if key != "run"}
    import time

    started = time.perf_counter()
    with RayVerifierPool(options, workers=args.ray_workers, address=args.address) as pool:
        workers = pool.workers
        for ex, outcome in zip(flat, pool.verify_examples(flat), strict=True):
            if isinstance(outcome, Exception):
                ctx.failures[(ex.dataset, ex.id)] = outcome
            else:
                ctx.reports[(ex.dataset, ex.id)] = outcome
    print(
        f"verified {len(flat)} examples on {workers} Ray workers in "
        f"{time.perf_counter() - started:.1f} s (Ray start-up included)",
        file=sys.stderr,
    )
    return examples, ctx


def _draw(results: dict[str, Any], out: Path) -> list[Path]:
    from lexaudit.bench.plots import draw_all

    return draw_all(results, out)
