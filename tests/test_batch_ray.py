"""``verify-batch --engine ray`` on a real local Ray runtime, and ``--resume`` on both engines.

One module-scoped Ray runtime (2 CPUs, no dashboard) serves every Ray test; the pool sees
Ray already initialised, uses it and leaves it running, and the fixture shuts it down.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from lexaudit.errors import MissingExtraError
from lexaudit.verify_cli import EXIT_BATCH_PARTIAL, run_batch

ray = pytest.importorskip("ray", reason="the Ray engine needs pip install 'lexaudit[ray]'")

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
SOURCE = (
    "7.2 Either party may terminate this Agreement on thirty (30) days written notice. "
    "8.1 The Buyer shall pay the Supplier a fee of USD 4,000,000 within 45 days."
)


def _record(rid: str, answer: str, source: str = SOURCE) -> str:
    return json.dumps({"id": rid, "sources": [source], "answer": answer, "as_of": "2024-07-01"})


def _batch_lines() -> list[str]:
    """Real records, a long one first (so later ones finish earlier), and two bad lines."""
    long_source = " ".join([SOURCE] * 60)
    return [
        _record("long", "Either party may terminate on 30 days notice. The fee is USD 4,000,000.",
                long_source),
        _record("fee-wrong", "The Buyer must pay a fee of USD 5,000,000 within 45 days."),
        '{"id": "torn", "sources": ["x"], "answer": ',
        _record("notice", "Either party may terminate on 30 days notice."),
        json.dumps({"id": "no-answer", "sources": [SOURCE]}),
        _record("late", "The Buyer shall pay the fee within 90 days."),
        *EXAMPLES.joinpath("batch.jsonl").read_text(encoding="utf-8").splitlines()[:2],
    ]


def _args(src: Path, out: Path, **extra: object) -> argparse.Namespace:
    values: dict[str, object] = {
        "input": str(src), "output": str(out), "policy": None, "quiet": True,
        "engine": "local", "address": None, "ray_workers": None, "resume": False,
    }
    values.update(extra)
    return argparse.Namespace(**values)


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _outcome(record: dict) -> tuple:
    return (record["id"], record["line"], record.get("label"), record.get("error", {}).get("code"))


@pytest.fixture(scope="module")
def ray_runtime() -> Iterator[None]:
    ray.init(
        address="local", num_cpus=2, include_dashboard=False, log_to_driver=False,
        logging_level="error",
    )
    try:
        yield
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("ray-batch") / "in.jsonl"
    src.write_text("\n".join(_batch_lines()) + "\n", encoding="utf-8")
    return src


@pytest.fixture(scope="module")
def local_output(batch: Path) -> list[dict]:
    out = batch.with_name("local.jsonl")
    assert run_batch(_args(batch, out)) == EXIT_BATCH_PARTIAL
    return _read(out)


def test_ray_output_is_in_input_order_with_error_records_and_the_local_labels(
    ray_runtime: None, batch: Path, local_output: list[dict]
) -> None:
    out = batch.with_name("ray.jsonl")
    code = run_batch(_args(batch, out, engine="ray", ray_workers=2))
    records = _read(out)
    assert code == EXIT_BATCH_PARTIAL  # two bad lines, the rest verified
    assert [r["line"] for r in records] == list(range(1, 9))  # input order, one line each
    assert [r["id"] for r in records] == [
        "long", "fee-wrong", "torn", "notice", "no-answer", "late",
        "royalty-faithful", "renewal-hallucinated",
    ]
    assert records[2]["error"]["code"] == "E104"  # not JSON: an error record, same shape
    assert records[4]["error"]["code"] == "E104" and "answer" in records[4]["error"]["message"]
    assert set(records[2]) == {"id", "line", "error"}
    assert [_outcome(r) for r in records] == [_outcome(r) for r in local_output]
    assert [r.get("fidelity") for r in records] == [r.get("fidelity") for r in local_output]
    assert records[1]["label"] == "hallucinated" and records[3]["label"] == "clean"


def test_ray_resume_skips_the_reported_ids_and_retries_error_lines(
    ray_runtime: None, batch: Path, local_output: list[dict]
) -> None:
    out = batch.with_name("resumed.jsonl")
    planted = {"id": "long", "line": 1, "label": "planted-by-the-test"}
    earlier = [planted, local_output[1], local_output[2]]  # 2 reports, 1 error line
    out.write_text(
        "".join(json.dumps(r) + "\n" for r in earlier) + '{"id": "notice", "li',  # torn
        encoding="utf-8",
    )
    code = run_batch(_args(batch, out, engine="ray", ray_workers=2, resume=True))
    records = _read(out)
    assert code == EXIT_BATCH_PARTIAL
    assert records[0] == planted  # kept as written: "long" was not verified again
    assert records[1] == local_output[1]
    ids = [r["id"] for r in records]
    assert ids.count("long") == 1 and ids.count("fee-wrong") == 1
    # the error line and the torn line were dropped; those records ran again, in order
    assert ids[2:] == ["torn", "notice", "no-answer", "late", "royalty-faithful",
                       "renewal-hallucinated"]
    assert [_outcome(r) for r in records[2:]] == [_outcome(r) for r in local_output[2:]]


def test_local_resume_with_everything_done_verifies_nothing(
    batch: Path, local_output: list[dict], tmp_path: Path
) -> None:
    out = tmp_path / "done.jsonl"
    reports = [r for r in local_output if "error" not in r]
    out.write_text("".join(json.dumps(r) + "\n" for r in reports), encoding="utf-8")
    only_good = tmp_path / "good.jsonl"
    lines = _batch_lines()
    only_good.write_text("\n".join(lines[i] for i in (0, 1, 3, 5, 6, 7)), encoding="utf-8")
    assert run_batch(_args(only_good, out, resume=True)) == 0
    assert _read(out) == reports  # unchanged: nothing verified again, nothing appended


def test_resume_refuses_a_file_that_is_not_batch_output(batch: Path, tmp_path: Path) -> None:
    from lexaudit.errors import InputError

    out = tmp_path / "notes.jsonl"
    out.write_text("these are my notes\nnot records\n", encoding="utf-8")
    with pytest.raises(InputError, match="not a verify-batch output record"):
        run_batch(_args(batch, out, resume=True))
    assert out.read_text(encoding="utf-8") == "these are my notes\nnot records\n"


def test_ray_options_without_the_ray_engine_are_refused(batch: Path, tmp_path: Path) -> None:
    from lexaudit.errors import InputError

    with pytest.raises(InputError, match="--engine ray"):
        run_batch(_args(batch, tmp_path / "o.jsonl", address="auto"))


def test_without_ray_installed_the_error_names_the_extra(
    batch: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails as if not installed
    with pytest.raises(MissingExtraError, match=r"pip install 'lexaudit\[ray\]'") as info:
        run_batch(_args(batch, tmp_path / "o.jsonl", engine="ray"))
    assert info.value.code == "E202" and info.value.exit_code == 12


def test_bench_on_ray_scores_as_the_local_run(ray_runtime: None, tmp_path: Path) -> None:
    from lexaudit.cli import main

    tiny = Path(__file__).resolve().parent / "testdata" / "bench" / "tiny.jsonl"
    common = ["bench", "--examples", str(tiny), "--split", "all", "--no-plots", "--quiet",
              "--method", "lexaudit_cfi,lexaudit_fidelity"]
    assert main([*common, "--out", str(tmp_path / "local")]) == 0
    assert main([*common, "--out", str(tmp_path / "ray"), "--engine", "ray",
                 "--ray-workers", "2"]) == 0

    def scored(run: str) -> list[tuple]:
        results = json.loads((tmp_path / run / "results.json").read_text(encoding="utf-8"))
        return [(r["id"], r["label"], r["scores"]) for r in results["examples"]]

    local = scored("local")
    assert len(local) == 14 and all(scores for _, _, scores in local)
    assert scored("ray") == local


def test_a_record_whose_actor_dies_becomes_an_error_record_and_the_rest_go_on(
    ray_runtime: None,
) -> None:
    import os
    import signal
    import threading

    from lexaudit.ray_engine import RayVerifierPool

    # slow for its long answer: a long source alone is parsed lazily, in well under a second
    slow = _record("slow", " ".join(["Either party may terminate on 30 days."] * 1500))
    lines = [(1, slow.encode()), (2, _record("a", "The fee is USD 4,000,000.").encode()),
             (3, _record("b", "The fee is USD 4,000,000.").encode())]
    with RayVerifierPool({}, workers=1) as pool:
        victim = pool.pids[0]
        killer = threading.Timer(1.0, os.kill, (victim, signal.SIGKILL))  # mid-way through "slow"
        killer.start()
        records = list(pool.verify_lines(iter(lines), None))
        killer.join()
    assert [r["line"] for r in records] == [1, 2, 3]
    died = records[0]["error"]
    assert records[0]["id"] == "slow" and died["code"] == "E000"
    assert "died" in died["message"] and "--resume" in died["message"]
    assert records[2]["id"] == "b" and "label" in records[2]  # a restarted actor took it
