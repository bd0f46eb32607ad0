"""The golden set: at least 200 dev examples scored on every CI run against a committed baseline.

Regenerate the baseline (only on purpose, after an intended change) with::

    .venv/bin/lexaudit bench --golden --out /tmp/golden && \
        cp /tmp/golden/results.json tests/testdata/bench/golden_baseline.json
"""

import json
from pathlib import Path

import pytest

from lexaudit.bench.methods import GOLDEN_METHODS
from lexaudit.bench.regression import compare
from lexaudit.bench.runner import BenchConfig, run_bench

BASELINE = Path(__file__).resolve().parents[1] / "testdata" / "bench" / "golden_baseline.json"


def _shared_data_root():
    try:
        from lexaudit.bench.datasets.loading import resolve_data_root
    except ImportError as exc:  # pragma: no cover - the datasets package is part of the repo
        pytest.skip(f"the benchmark datasets cannot be imported: {exc}")
    root = resolve_data_root(None)
    if not root.is_dir():
        pytest.skip(f"../shared/data is absent ({root}); the golden set is built from it")
    return root


@pytest.mark.slow
@pytest.mark.shared_data
def test_golden_set_has_no_regression():
    _shared_data_root()
    baseline = json.loads(BASELINE.read_text(encoding="utf-8"))
    results = run_bench(BenchConfig(golden=True, methods=list(GOLDEN_METHODS), split="dev"))
    assert results["timing"]["n_examples"] >= 200
    assert {r["split"] for r in results["examples"]} == {"dev"}
    assert all(st["status"] == "ok" for st in results["methods"].values()), results["methods"]
    ids = sorted((r["dataset"], r["id"]) for r in results["examples"])
    assert ids == sorted((r["dataset"], r["id"]) for r in baseline["examples"]), (
        "the golden set changed; regenerate the baseline on purpose (see this module's docstring)"
    )
    regressions = compare(results, baseline)
    assert not regressions, "regressions against the golden baseline:\n" + "\n".join(
        r.describe() for r in regressions
    )
