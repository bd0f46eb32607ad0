"""Loopback load benchmark of ``lexaudit serve``, and a SIGKILL-mid-load durability check.

For each store backend (SQLite in a temporary data dir; PostgreSQL on a throwaway server this
script starts), it runs ``lexaudit serve --workers 2`` on 127.0.0.1 and sends POST /v1/verify
requests with a 600-word source and a 150-word answer (each request's source differs, so the
verifier's source cache does not help) from a few client threads, bounded in count and time.
It prints requests/s and p50 / p99 latency.

Then it starts the server again, puts it under the same load, kills the whole process group
with SIGKILL mid-run, and checks that every request that got a 200 has its audit record, and
that the store opens cleanly (SQLite integrity_check; schema version) afterwards.

    .venv/bin/python benchmarks/bench_server.py [--backend sqlite|postgresql|both]
        [--requests 100] [--max-seconds 60] [--concurrency 4] [--kill-after 10]
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from lexaudit.audit.store import AuditInputs, open_store
from lexaudit.audit.store_pgserver import TemporaryPostgres, find_postgres_bin, free_port

PARTIES = ("Buyer", "Supplier", "Licensee", "Licensor", "Agent", "Guarantor")
CLAUSES = (
    "{a} shall pay {b} a fee of USD {money} within {days} days of the Effective Date.",
    "Either party may terminate this Agreement on {days} days written notice to the other party.",
    "{a} shall indemnify {b} against all third-party claims arising from breach of Section {sec}.",
    "{a} may not assign this Agreement without the prior written consent of {b}.",
    "The liability of {a} under Section {sec} shall not exceed USD {money} in any calendar year.",
    "{a} shall keep the Confidential Information of {b} secret for {years} years after expiry.",
    "This Agreement is governed by the laws of the State of Delaware.",
    "{a} shall deliver the Goods to {b} no later than {days} days after each purchase order.",
    "Any dispute shall be settled by arbitration in New York under the rules of the AAA.",
    "{a} shall maintain insurance of at least USD {money} during the term of this Agreement.",
)


def _clause(rng: random.Random, n: int) -> str:
    a, b = rng.sample(PARTIES, 2)
    template = CLAUSES[n % len(CLAUSES)]
    return f"{n + 1}.{rng.randint(1, 9)} " + template.format(
        a=f"The {a}",
        b=f"the {b}",
        money=f"{rng.randint(1, 90) * 50_000:,}",
        days=rng.choice((10, 15, 30, 45, 60, 90)),
        sec=f"{rng.randint(2, 14)}.{rng.randint(1, 9)}",
        years=rng.randint(2, 7),
    )


def make_payload(index: int) -> dict[str, object]:
    """A verify body: a ~600-word source and a ~150-word answer drawn from (and against) it."""
    rng = random.Random(index)
    clauses: list[str] = []
    while sum(len(c.split()) for c in clauses) < 600:
        clauses.append(_clause(rng, len(clauses)))
    source = " ".join(clauses)
    answer_parts: list[str] = []
    for clause in rng.sample(clauses, len(clauses)):
        sentence = clause.split(" ", 1)[1]
        if rng.random() < 0.3:  # alter a figure: a contradiction or an unsupported claim
            sentence = sentence.replace("30 days", "20 days").replace("USD ", "USD 1")
        answer_parts.append(sentence)
        if sum(len(s.split()) for s in answer_parts) >= 150:
            break
    return {
        "query": "Summarise the parties' payment, termination and liability obligations.",
        "sources": [{"id": f"contract-{index}", "text": source}],
        "answer": " ".join(answer_parts),
        "as_of": "2024-07-01",
        "policy": "STRIP_UNSUPPORTED",
    }


@dataclass
class LoadResult:
    """What one load run saw."""

    latencies_ms: list[float] = field(default_factory=list)
    audit_ids: list[str] = field(default_factory=list)
    statuses: dict[str, int] = field(default_factory=dict)
    elapsed_s: float = 0.0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def count(self, what: str) -> None:
        with self.lock:
            self.statuses[what] = self.statuses.get(what, 0) + 1


def run_load(
    url: str,
    key: str,
    total: int,
    max_seconds: float,
    concurrency: int,
    offset: int = 0,
    result: LoadResult | None = None,
) -> LoadResult:
    """Send up to ``total`` verify requests from ``concurrency`` threads for ``max_seconds``."""
    result = result or LoadResult()
    counter = iter(range(total))
    counter_lock = threading.Lock()
    deadline = time.monotonic() + max_seconds

    def worker() -> None:
        headers = {"Authorization": f"Bearer {key}"}
        with httpx.Client(base_url=url, headers=headers, timeout=30) as client:
            while time.monotonic() < deadline:
                with counter_lock:
                    index = next(counter, None)
                if index is None:
                    return
                body = make_payload(offset + index)
                start = time.perf_counter()
                try:
                    response = client.post("/v1/verify", json=body)
                except httpx.HTTPError as exc:
                    result.count(type(exc).__name__)
                    if isinstance(exc, httpx.ConnectError):
                        return  # the server is gone
                    continue
                ms = (time.perf_counter() - start) * 1000
                result.count(str(response.status_code))
                if response.status_code == 200:
                    audit_id = response.json()["audit_id"]
                    with result.lock:
                        result.latencies_ms.append(ms)
                        result.audit_ids.append(audit_id)

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(concurrency)]
    start = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=max_seconds + 60)
    result.elapsed_s = time.monotonic() - start
    return result


def start_server(
    data_dir: Path, db_url: str | None, workers: int, extra: Sequence[str] = ()
) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``lexaudit serve`` in its own process group; wait until every worker is ready.

    ``extra`` is passed on to ``serve`` (``--max-queue 256``, ``--verify-procs 2``).
    """
    port = free_port()
    args = [sys.executable, "-m", "lexaudit.cli", "serve", "--host", "127.0.0.1"]
    args += ["--port", str(port), "--data-dir", str(data_dir), "--workers", str(workers)]
    args += ["--rate-limit", "0", "--no-access-log", "--log-level", "warning", *extra]
    if db_url:
        args += ["--db", db_url]
    proc = subprocess.Popen(args, start_new_session=True)  # noqa: S603
    url = f"http://127.0.0.1:{port}"
    ready: set[int] = set()
    deadline = time.monotonic() + 180
    while len(ready) < workers:
        if proc.poll() is not None or time.monotonic() > deadline:
            raise SystemExit(f"server did not start (exit {proc.poll()})")
        try:
            body = httpx.get(f"{url}/healthz", timeout=2).json()  # a new connection each time
            if body.get("verifier_ready"):
                ready.add(int(body["pid"]))
        except (httpx.HTTPError, ValueError):
            pass
        time.sleep(0.05)
    return proc, url


def kill_group(proc: subprocess.Popen[bytes], sig: int) -> None:
    """Send ``sig`` to the server's whole process group (parent and workers)."""
    try:
        os.killpg(proc.pid, sig)
    except ProcessLookupError:
        return
    proc.wait(timeout=30)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of ``values`` by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def store_write_rate(data_dir: Path, db_url: str | None, report: dict[str, object]) -> float:
    """Committed audit records per second, one writer, for a real report (store cost alone)."""
    store = open_store(data_dir, db_url)
    payload = make_payload(0)
    source = payload["sources"][0]  # type: ignore[index]
    inputs = AuditInputs(str(payload["answer"]), [(source["id"], source["text"])], None)
    try:
        start = time.perf_counter()
        for _ in range(200):
            store.record_audit("bench-store", report, inputs)
        return round(200 / (time.perf_counter() - start), 1)
    finally:
        store.close()


def bench_backend(name: str, args: argparse.Namespace) -> dict[str, object]:
    """Run the load and the kill check on one backend; return the figures."""
    tmp = Path(tempfile.mkdtemp(prefix=f"lexaudit-bench-{name}-"))
    pg = None
    db_url = None
    if name == "postgresql":
        pg = TemporaryPostgres(fsync=True)
        db_url = pg.start()
    try:
        store = open_store(tmp, db_url)
        key = store.create_api_key("bench")
        store.close()

        proc, url = start_server(tmp, db_url, args.workers)
        try:
            run_load(url, key, 2 * args.concurrency, 60, args.concurrency, offset=10**6)  # warm-up
            load = run_load(url, key, args.requests, args.max_seconds, args.concurrency)
            sample = httpx.post(
                f"{url}/v1/verify",
                json=make_payload(0),
                headers={"Authorization": f"Bearer {key}"},
                timeout=60,
            ).json()["report"]
        finally:
            kill_group(proc, signal.SIGTERM)
        writes_per_s = store_write_rate(tmp, db_url, sample)
        ok = load.latencies_ms
        figures: dict[str, object] = {
            "backend": name,
            "requests_ok": len(ok),
            "statuses": load.statuses,
            "seconds": round(load.elapsed_s, 2),
            "requests_per_s": round(len(ok) / load.elapsed_s, 2) if load.elapsed_s else 0.0,
            "p50_ms": round(statistics.median(ok), 1) if ok else None,
            "p99_ms": round(percentile(ok, 0.99), 1) if ok else None,
            "store_writes_per_s": writes_per_s,
        }

        # SIGKILL mid-load: every 200 must have its record; the store must open cleanly
        store = open_store(tmp, db_url)
        before = store.count_audits("bench")
        store.close()
        proc, url = start_server(tmp, db_url, args.workers)
        killed = LoadResult()

        def kill_mid_load() -> None:  # once some requests have succeeded, others are in flight
            deadline = time.monotonic() + 120
            while len(killed.audit_ids) < args.kill_after and time.monotonic() < deadline:
                time.sleep(0.01)
            kill_group(proc, signal.SIGKILL)

        killer = threading.Thread(target=kill_mid_load)
        killer.start()
        run_load(url, key, 10_000, 150, args.concurrency, offset=10**7, result=killed)
        killer.join()
        store = open_store(tmp, db_url)
        try:
            found = store.existing_ids(killed.audit_ids)
            integrity = (
                store.db.integrity_check()  # type: ignore[attr-defined]
                if store.dialect == "sqlite"
                else "ok"
            )
            figures.update(
                kill_200s=len(killed.audit_ids),
                kill_records_found=len(found),
                kill_missing=len(set(killed.audit_ids) - found),
                kill_client_errors={k: v for k, v in killed.statuses.items() if k != "200"},
                kill_new_records=store.count_audits("bench") - before,
                kill_integrity=integrity,
                kill_schema_version=store.db.schema_version(),
            )
        finally:
            store.close()
        return figures
    finally:
        if pg is not None:
            pg.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--max-seconds", type=float, default=60.0)
    parser.add_argument("--concurrency", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--kill-after", type=int, default=10, help="SIGKILL after this many 200 responses"
    )
    args = parser.parse_args()
    sample = make_payload(0)
    words_src = len(str(sample["sources"][0]["text"]).split())  # type: ignore[index]
    words_ans = len(str(sample["answer"]).split())
    print(
        f"payload: source {words_src} words, answer {words_ans} words; workers={args.workers}, "
        f"client threads={args.concurrency}, cpus={os.cpu_count()}"
    )
    backends = ["sqlite", "postgresql"] if args.backend == "both" else [args.backend]
    rows = []
    for backend in backends:
        if backend == "postgresql" and find_postgres_bin() is None:
            print("postgresql: skipped (binaries not installed: apt-get install postgresql)")
            continue
        rows.append(bench_backend(backend, args))
    print()
    print(
        f"{'backend':<11} {'ok':>5} {'req/s':>7} {'p50 ms':>8} {'p99 ms':>8} "
        f"{'store w/s':>10}  statuses"
    )
    for r in rows:
        print(
            f"{r['backend']:<11} {r['requests_ok']:>5} {r['requests_per_s']:>7} "
            f"{r['p50_ms']:>8} {r['p99_ms']:>8} {r['store_writes_per_s']:>10}  {r['statuses']}"
        )
    print()
    print(f"{'SIGKILL':<11} {'200s':>5} {'found':>6} {'missing':>8} {'records':>8}  store")
    failed = False
    for r in rows:
        print(
            f"{r['backend']:<11} {r['kill_200s']:>5} {r['kill_records_found']:>6} "
            f"{r['kill_missing']:>8} {r['kill_new_records']:>8}  integrity="
            f"{r['kill_integrity']} schema=v{r['kill_schema_version']} "
            f"client errors={r['kill_client_errors']}"
        )
        failed |= bool(r["kill_missing"]) or r["kill_integrity"] != "ok"
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
