"""Service throughput against verification processes: requests/s and p95 under a bounded load.

Starts ``lexaudit serve`` on 127.0.0.1 (SQLite in a temporary data dir, rate limit off) once per
configuration and sends POST /v1/verify requests (bench_server.py's payload: a 600-word
contract, a 150-word answer, every source different so no cache helps) from a fixed number of
client threads, for a bounded number of requests and seconds, after a short warm-up. It prints
requests/s, p50 and p95 latency, the CPU time the server's processes used during the load and
how many cores that was (CPU/wall: on a machine shared with other work, a second process
that does not raise requests/s shows there as a CPU/wall that did not rise either), and the
status counts per configuration:

- ``procs 0``: one verification thread in the server process (the engine before --verify-procs)
- ``procs 0 x2``: that, with ``--workers 2`` uvicorn processes
- ``procs 1`` / ``procs 2``: one uvicorn process with 1 or 2 verification processes

    .venv/bin/python benchmarks/bench_service_scale.py [--requests 60] [--max-seconds 60]
        [--concurrency 8] [--configs procs0,procs0x2,procs1,procs2]
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_server import kill_group, percentile, run_load, start_server

from lexaudit.audit.store import open_store

CONFIGS = {
    "procs0": ("procs 0", ["--verify-procs", "0"]),
    "procs0x2": ("procs 0 x2", ["--verify-procs", "0", "--workers", "2"]),
    "procs1": ("procs 1", ["--verify-procs", "1"]),
    "procs2": ("procs 2", ["--verify-procs", "2"]),
}


def group_cpu_seconds(pgid: int) -> float:
    """CPU time (user + system) of every live process in the server's process group (Linux)."""
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pgid:
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def start(data_dir: Path, extra: list[str]) -> tuple[subprocess.Popen[bytes], str]:
    """``bench_server.start_server`` with a deep queue and this configuration's options."""
    rest = list(extra)
    workers = 1
    if "--workers" in rest:
        i = rest.index("--workers")
        workers = int(rest[i + 1])
        del rest[i : i + 2]
    return start_server(data_dir, None, workers, ["--max-queue", "256", *rest])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=60)
    parser.add_argument("--max-seconds", type=float, default=60.0)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument(
        "--configs", default=",".join(CONFIGS), help="comma-separated; a repeat runs again"
    )
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="lexaudit-bench-scale-"))
    store = open_store(tmp)
    key = store.create_api_key("bench")
    store.close()
    print(
        f"bounded load: {args.concurrency} client threads, at most {args.requests} requests or "
        f"{args.max_seconds:g} s per configuration; cpus={os.cpu_count()}"
    )
    print(f"{'config':<11} {'ok':>4} {'req/s':>7} {'p50 ms':>8} {'p95 ms':>8} {'CPU s':>6} "
          f"{'CPU/wall':>8}  statuses")
    for offset, name in enumerate(args.configs.split(",")):
        label, extra = CONFIGS[name]
        proc, url = start(tmp, extra)
        try:
            run_load(url, key, 4, 60, 2, offset=10**6 + 100 * offset)  # warm-up
            cpu = group_cpu_seconds(proc.pid)
            load = run_load(url, key, args.requests, args.max_seconds, args.concurrency,
                            offset=10**5 * (offset + 1))
            cpu = group_cpu_seconds(proc.pid) - cpu
        finally:
            kill_group(proc, signal.SIGTERM)
        ok = load.latencies_ms
        rate = len(ok) / load.elapsed_s if load.elapsed_s else 0.0
        p50 = f"{statistics.median(ok):.0f}" if ok else "-"
        p95 = f"{percentile(ok, 0.95):.0f}" if ok else "-"
        share = cpu / load.elapsed_s if load.elapsed_s else 0.0
        print(f"{label:<11} {len(ok):>4} {rate:>7.2f} {p50:>8} {p95:>8} {cpu:>6.1f} "
              f"{share:>8.2f}  {load.statuses}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
