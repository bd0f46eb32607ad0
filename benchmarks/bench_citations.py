"""Citation extraction benchmark: precision and recall per jurisdiction, and throughput.

Run::

    .venv/bin/python benchmarks/bench_citations.py [--repeat 5] [--table {main,blind,both}]

Precision and recall are measured on a hand-written citation table (positive rows with their
expected canonical keys, and negative rows that must yield nothing): ``main`` is
tests/extract/citation_table.py, written together with the grammars; ``blind`` is
tests/extract/blind_citation_table.py, written without reading them (the honest figure);
``both`` prints the two tables one after the other. Throughput is measured on the sentences of
the table(s) chosen. A found citation counts as correct when its canonical
key matches an expected key of its row (multiset match); false positives are charged to the
jurisdiction the extractor assigned, misses to the jurisdiction of the expected key.

Throughput is citations per CPU-second of this process on one core (a single process, no
threads; CPU time rather than wall time so that other jobs on a shared machine do not skew
it — wall time is printed beside it), in steady state (one untimed pass first: eyecite
compiles each reporter's regex the first time it meets it, a one-off cost a long-running
Verifier pays once), measured two ways: sentence by sentence over the table, and over
multi-paragraph documents built from the table (about 30 sentences each), plus the US
Supreme Court slip opinion in ../shared/data/opinions when it is present (a long, dense
opinion: the hardest case for throughput). The process is pinned to one CPU where the OS
allows it, and the load average is printed, since a busy machine slows even CPU time down.
Targets: P and R >= 0.97 per jurisdiction, >= 2,000 citations/s on every run, the opinion
included.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexaudit.extract.citations import find_citations  # noqa: E402

SLIP = ROOT.parent / "shared" / "data" / "opinions" / "scotus_slip_opinion.txt"


TABLES = {"main": "citation_table.py", "blind": "blind_citation_table.py"}


def _load_table(name: str = "main") -> list[tuple[str, str, tuple[str, ...]]]:
    path = ROOT / "tests" / "extract" / TABLES[name]
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.TABLE)


def _jurisdiction_of(key: str) -> str:
    return "EU" if key.startswith("ECLI:") else key.split("/", 1)[0]


def precision_recall(table: list[tuple[str, str, tuple[str, ...]]]) -> dict[str, dict[str, int]]:
    """Count true positives, false positives and false negatives per jurisdiction."""
    counts: dict[str, dict[str, int]] = {}
    for _, sentence, expected in table:
        found = find_citations(sentence)
        remaining = Counter(expected)
        for cite in found:
            if remaining[cite.canonical] > 0:
                remaining[cite.canonical] -= 1
                bucket = counts.setdefault(_jurisdiction_of(cite.canonical), Counter())
                bucket["tp"] += 1
            else:
                counts.setdefault(cite.jurisdiction, Counter())["fp"] += 1
        for key, n in remaining.items():
            if n > 0:
                counts.setdefault(_jurisdiction_of(key), Counter())["fn"] += n
    return counts


def misses(table: list[tuple[str, str, tuple[str, ...]]]) -> list[tuple[str, str, str]]:
    """List every miss ("FN", key, sentence) and false positive ("FP", key, sentence)."""
    out: list[tuple[str, str, str]] = []
    for _, sentence, expected in table:
        remaining = Counter(expected)
        for cite in find_citations(sentence):
            if remaining[cite.canonical] > 0:
                remaining[cite.canonical] -= 1
            else:
                out.append(("FP", f"{cite.canonical} <- {cite.surface!r}", sentence))
        out += [("FN", key, sentence) for key, n in remaining.items() for _ in range(n)]
    return out


def _print_precision_recall(
    name: str, table: list[tuple[str, str, tuple[str, ...]]], show_misses: bool
) -> bool:
    counts = precision_recall(table)
    print(
        f"{name} citation table: {len(table)} rows, "
        f"{sum(len(r[2]) for r in table)} expected citations"
    )
    print(
        f"{'jurisdiction':<13}{'expected':>9}{'found':>7}{'TP':>6}{'FP':>5}{'FN':>5}"
        f"{'precision':>11}{'recall':>8}"
    )
    ok = True
    for jurisdiction in ("US", "IN", "UK", "EU"):
        c = counts.get(jurisdiction, Counter())
        tp, fp, fn = c["tp"], c["fp"], c["fn"]
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        ok = ok and precision >= 0.97 and recall >= 0.97
        print(
            f"{jurisdiction:<13}{tp + fn:>9}{tp + fp:>7}{tp:>6}{fp:>5}{fn:>5}"
            f"{precision:>11.3f}{recall:>8.3f}"
        )
    if show_misses:
        for what, key, sentence in misses(table):
            print(f"  {what} {key}  | {sentence}")
    return ok


def _throughput(texts: list[str], repeat: int) -> tuple[float, int, float, float]:
    for text in texts:  # warm up: load eyecite, compile the reporter regexes it meets
        find_citations(text)
    n = 0
    wall = time.perf_counter()
    cpu = time.process_time()
    for _ in range(repeat):
        for text in texts:
            n += len(find_citations(text))
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    return n / cpu if cpu else float("inf"), n, cpu, wall


def main(argv: list[str] | None = None) -> int:
    """Print the precision/recall table and the throughput table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="passes over the texts (5)")
    parser.add_argument(
        "--table",
        choices=("main", "blind", "both"),
        default="main",
        help="citation table(s) to measure: main (default), blind, or both",
    )
    parser.add_argument(
        "--misses", action="store_true", help="list each miss and false positive, by row"
    )
    args = parser.parse_args(argv)
    names = ["main", "blind"] if args.table == "both" else [args.table]

    ok = True
    table: list[tuple[str, str, tuple[str, ...]]] = []
    for name in names:
        rows = _load_table(name)
        table += rows
        ok = _print_precision_recall(name, rows, args.misses) and ok
        print()

    sentences = [row[1] for row in table]
    documents = [" ".join(sentences[i : i + 30]) for i in range(0, len(sentences), 30)]
    runs = [("table sentences", sentences), ("30-sentence documents", documents)]
    if SLIP.is_file():
        runs.append(("SCOTUS slip opinion", [SLIP.read_text(encoding="utf-8")]))
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        cpus = f"pinned to CPU {min(os.sched_getaffinity(0))}"
    else:
        cpus = "not pinned (no sched_setaffinity)"
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(f"one process, {cpus}; {os.cpu_count()} CPUs, load average {load}")
    print(
        f"{'throughput (one core)':<26}{'texts':>7}{'citations':>11}{'CPU s':>8}{'wall s':>8}"
        f"{'cit/CPU-s':>11}"
    )
    opinion: tuple[float, int, float, float] | None = None
    for name, texts in runs:
        rate, n, cpu, wall = _throughput(texts, args.repeat)
        ok = ok and rate >= 2000
        if name == "SCOTUS slip opinion":
            opinion = (rate, n, cpu, wall)
        print(f"{name:<26}{len(texts) * args.repeat:>7}{n:>11}{cpu:>8.2f}{wall:>8.2f}{rate:>11.0f}")
    if opinion is not None:
        rate, n, cpu, wall = opinion
        print()
        print(
            f"long opinion ({SLIP.name}, {len(runs[-1][1][0]):,} chars): {n // args.repeat} "
            f"citations, {cpu / args.repeat * 1000:.1f} ms CPU per opinion "
            f"({wall / args.repeat * 1000:.1f} ms wall), {rate:,.0f} citations/CPU-s "
            f"(target 2,000)"
        )
    print()
    print("targets met" if ok else "TARGETS NOT MET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
