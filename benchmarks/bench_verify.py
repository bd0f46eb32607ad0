"""Verification speed on one core: answers/s with the source graph cached and uncached.

Run:  .venv/bin/python benchmarks/bench_verify.py [--n 60] [--repeat 3]

Workload: a 600-word licence source (examples/licence.txt, extended with numbered copies of
its clauses when shorter) and a 150-word answer. "Uncached" changes one word of the source on
every call, so every call parses the source again; "cached" verifies new answers against one
unchanged source. Prints answers/s, p50 / p95 latency and peak RSS. Pins torch/BLAS threads
to one and runs in one process, so it measures one core. Single runs on a shared machine vary by
about 5%; ``--repeat K`` runs each mode K times (new sources each time for "uncached") and
reports the fastest run, which is steadier for comparing two commits.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]


def make_source(words: int = 600) -> str:
    base = (ROOT / "examples" / "licence.txt").read_text(encoding="utf-8")
    text = base
    n = 2
    while len(text.split()) < words:
        text += f"\n\nSchedule {n}. " + base
        n += 1
    paragraphs, count = [], 0
    for para in text.split("\n"):
        take = para.split()[: max(0, words - count)]
        count += len(take)
        paragraphs.append(" ".join(take))
    return "\n".join(paragraphs).strip()


ANSWER = (
    "Under the licence, Bluefin must pay Northwind a royalty of 5% of Net Sales within 30 days "
    "after the end of each calendar quarter, and late payments carry interest. The agreement runs "
    "for an initial term of three years and then renews automatically for one-year periods unless "
    "either party gives 90 days' written notice before the end of the term. Northwind's total "
    "liability under the agreement is capped at $1,250,000, except for breaches of "
    "confidentiality. The agreement is governed by the laws of the State of New York, and "
    "disputes go to the courts of New York County. Bluefin may not assign the agreement without "
    "Northwind's prior written consent, although either party may assign it to a successor in a "
    "merger. Each party must keep the other's confidential information secret for five years "
    "after termination. I hope this helps; you should ask counsel to review the final draft."
)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=60, help="answers per mode")
    parser.add_argument(
        "--repeat", type=int, default=1, help="runs per mode; the fastest is reported"
    )
    args = parser.parse_args()
    if args.n < 1 or args.repeat < 1:
        parser.error("--n and --repeat must be at least 1")

    t0 = time.perf_counter()
    import lexaudit

    import_s = time.perf_counter() - t0
    verifier = lexaudit.Verifier()
    source = make_source()
    verifier.verify(ANSWER, [source])  # load the pipeline once
    print(f"import lexaudit: {import_s * 1000:.0f} ms")
    print(f"source words: {len(source.split())}, answer words: {len(ANSWER.split())}")
    rows = []
    for mode in ("cached", "uncached"):
        runs = []
        for rep in range(args.repeat):
            latencies = []
            start = time.perf_counter()
            for i in range(args.n):
                # every uncached call gets a source no earlier call has seen
                serial = rep * args.n + i + 100
                src = (
                    source
                    if mode == "cached"
                    else source.replace("Schedule 2.", f"Schedule {serial}.", 1)
                )
                answer = ANSWER.replace("five years", f"{i % 9 + 1} years")
                t = time.perf_counter()
                verifier.verify(answer, [src])
                latencies.append(time.perf_counter() - t)
            total = time.perf_counter() - start
            runs.append(
                (
                    mode,
                    args.n / total,
                    statistics.median(latencies) * 1000,
                    percentile(latencies, 0.95) * 1000,
                )
            )
        rows.append(max(runs, key=lambda row: row[1]))
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if args.repeat > 1:
        print(f"fastest of {args.repeat} runs per mode")
    print(f"{'mode':10s} {'answers/s':>10s} {'p50 ms':>8s} {'p95 ms':>8s}")
    for mode, rate, p50, p95 in rows:
        print(f"{mode:10s} {rate:10.1f} {p50:8.1f} {p95:8.1f}")
    print(f"peak RSS: {rss_mb:.0f} MB")


if __name__ == "__main__":
    main()
