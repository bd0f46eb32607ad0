"""Ray batch throughput: answers/s with 1 and 2 local Ray workers, against the local engine.

Writes a JSONL batch of N records (bench_server.py's payload: a 600-word contract and a
150-word answer, every source different so no cache helps) and verifies it three ways on this
machine: the local engine (one Verifier in this process), and ``--engine ray`` with 1 and with
2 actors on a local Ray runtime started for the run (``num_cpus`` = the actors). Start-up (Ray
and the actors loading spaCy) is timed apart from the steady verification, and the labels of
the three runs are compared. CPU s is the verifying processes' CPU time over the run and
CPU/wall how many cores they got: on a machine shared with other work, a worker count that
does not raise answers/s shows there as a CPU/wall that did not rise either.

    .venv/bin/python benchmarks/bench_ray.py [--records 40] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from bench_server import make_payload

from lexaudit.batch_run import local_records, record_lines
from lexaudit.ray_engine import RayVerifierPool
from lexaudit.verifier import Verifier

OPTIONS = {"dense": False, "reretrieve": False, "judge": "structural"}


def write_batch(path: Path, records: int) -> None:
    with path.open("w", encoding="utf-8") as out:
        for i in range(records):
            body = make_payload(i)
            out.write(json.dumps({"id": f"r{i}", **body}) + "\n")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), to read figures on a busy machine."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_local(path: Path) -> tuple[float, float, list[str], float]:
    started = time.perf_counter()
    verifier = Verifier()
    verifier.verify("Either party may terminate on 30 days notice.",
                    ["Either party may terminate on thirty (30) days notice."])
    ready, cpu = time.perf_counter(), cpu_seconds(os.getpid())
    labels = [r.get("label", "error") for r in
              local_records(record_lines(path), None, lambda: verifier)]
    return ready - started, time.perf_counter() - ready, labels, cpu_seconds(os.getpid()) - cpu


def run_ray(path: Path, workers: int) -> tuple[float, float, list[str], float]:
    started = time.perf_counter()
    with RayVerifierPool(OPTIONS, workers=workers) as pool:
        ready = time.perf_counter()
        cpu = sum(cpu_seconds(pid) for pid in pool.pids)
        labels = [r.get("label", "error") for r in pool.verify_lines(record_lines(path), None)]
        done = time.perf_counter()
        cpu = sum(cpu_seconds(pid) for pid in pool.pids) - cpu
    return ready - started, done - ready, labels, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=40)
    parser.add_argument("--workers", default="1,2")
    args = parser.parse_args()
    path = Path(tempfile.mkdtemp(prefix="lexaudit-bench-ray-")) / "batch.jsonl"
    write_batch(path, args.records)
    print(f"{args.records} records (600-word source, 150-word answer each); cpus={os.cpu_count()}")
    print(f"{'engine':<10} {'start s':>8} {'verify s':>9} {'answers/s':>10} {'CPU s':>6} "
          f"{'CPU/wall':>8}  labels")
    start, took, reference, cpu = run_local(path)
    print(f"{'local':<10} {start:>8.1f} {took:>9.1f} {args.records / took:>10.2f} {cpu:>6.1f} "
          f"{cpu / took:>8.2f}  reference")
    for workers in (int(w) for w in args.workers.split(",")):
        start, took, labels, cpu = run_ray(path, workers)
        same = "same" if labels == reference else "DIFFERENT"
        print(f"{f'ray x{workers}':<10} {start:>8.1f} {took:>9.1f} "
              f"{args.records / took:>10.2f} {cpu:>6.1f} {cpu / took:>8.2f}  {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
