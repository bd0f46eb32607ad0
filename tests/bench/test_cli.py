import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lexaudit.bench.cli import EXIT_REGRESSION
from lexaudit.bench.regression import GATED_METHOD

TINY = Path(__file__).resolve().parents[1] / "testdata" / "bench" / "tiny.jsonl"
HAS_VERIFIER = importlib.util.find_spec("lexaudit.verifier") is not None
METHODS = "ner_overlap,lexaudit_eg,lexaudit_rp,lexaudit_cfi,lexaudit_fidelity"


def _lexaudit(*args, env=None):
    return subprocess.run(
        [sys.executable, "-m", "lexaudit.cli", *args],
        capture_output=True, text=True, timeout=300,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
    )


def test_list_names_datasets_and_methods():
    proc = _lexaudit("bench", "--list", env={"LEXAUDIT_NLI_MODEL": ""})
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    for name in ("ner_overlap", "embedding_cosine", "bertscore_minilm", "nli", "lexaudit_eg",
                 "lexaudit_rp", "lexaudit_cfi", "lexaudit_fidelity"):
        assert name in out
    assert "skipped: no NLI model configured" in out and "LEXAUDIT_NLI_MODEL" in out
    assert "not roberta-large" in out


def test_list_keeps_the_dense_install_hint_and_shows_data_availability(tmp_path):
    from lexaudit.bench.dense import dense_unavailable_reason

    (tmp_path / "opinions").mkdir()
    (tmp_path / "opinions" / "scotus_slip_opinion.txt").write_text("Opinion.", encoding="utf-8")
    proc = _lexaudit("bench", "--list", "--data-root", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    rows = {line.split()[1]: line for line in proc.stdout.splitlines() if line.startswith("│ ")}
    assert "available" in rows["caselaw-qa"]
    assert "missing:" in rows["statute-qa"] and "bns.json" in rows["statute-qa"]
    assert "5 of 6 datasets have no data here" in proc.stdout
    assert "--data-root DIR" in proc.stdout
    if dense_unavailable_reason() is not None:  # the reason names the extra to install
        assert "lexaudit[dense]" in proc.stdout


def test_list_without_any_data_lists_everything_and_exits_20(tmp_path):
    proc = _lexaudit("bench", "--list", "--data-root", str(tmp_path / "nowhere"))
    assert proc.returncode == 20, proc.stdout + proc.stderr
    assert "ner_overlap" in proc.stdout and "natural-qa" in proc.stdout
    assert proc.stdout.count("missing: the data directory") == 6
    assert "[E300] no benchmark dataset has its data here" in proc.stderr
    assert "--data-root DIR" in proc.stderr


def test_unknown_method_is_a_clear_error():
    proc = _lexaudit("bench", "--examples", str(TINY), "--method", "rouge")
    assert proc.returncode != 0
    assert "unknown method(s) rouge" in proc.stderr and "choose from" in proc.stderr


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("bench")
    proc = _lexaudit("bench", "--examples", str(TINY), "--split", "dev", "--limit", "10",
                     "--method", METHODS, "--out", str(out), "--quiet")
    return proc, out


def test_end_to_end_tiny_run(tiny_run):
    proc, out = tiny_run
    assert proc.returncode == 0, proc.stderr
    assert "examples/s" not in proc.stderr  # --quiet: no progress lines
    results = json.loads((out / "results.json").read_text())
    assert results["timing"]["n_examples"] == 12  # 10 of 12 + 2 (the limit is per dataset)
    assert results["environment"]["git_sha"]
    assert results["summary"]["tiny-contract"]["auc"]["ner_overlap"] is not None
    assert (out / "tables.md").read_text().startswith("**Table 1")
    for png in ("roc.png", "fidelity_hist.png", "auc_by_context.png"):
        if png != "fidelity_hist.png" or HAS_VERIFIER:
            assert (out / png).stat().st_size > 1000
    if HAS_VERIFIER:
        assert results["methods"]["lexaudit_fidelity"]["status"] == "ok"
        assert results["summary"]["tiny-contract"]["auc"]["lexaudit_fidelity"] is not None
    else:
        assert results["methods"]["lexaudit_fidelity"]["status"] == "skipped"


@pytest.mark.skipif(not HAS_VERIFIER, reason="lexaudit.verifier is not built yet")
@pytest.mark.parametrize("option", ["--lazy", "--eager"])
def test_lazy_run_labels_every_example_as_the_full_parse_does(tiny_run, tmp_path, option):
    """bench --lazy (Verifier(lazy=True)) and --eager (lazy=False): the default run's labels
    and scores on the tiny set (whose sources are short, so the default parses them in full)."""
    out = tmp_path / "lazy"
    proc = _lexaudit("bench", "--examples", str(TINY), "--split", "dev", "--limit", "10",
                     "--method", "lexaudit_fidelity", "--out", str(out), "--quiet",
                     "--no-plots", option)
    assert proc.returncode == 0, proc.stderr

    def labels(path):
        examples = json.loads((path / "results.json").read_text())["examples"]
        return {e["id"]: (e["label"], e["scores"]["lexaudit_fidelity"]) for e in examples}

    lazy, full = labels(out), labels(tiny_run[1])
    assert len(lazy) == 12 and lazy == full


@pytest.mark.skipif(not HAS_VERIFIER, reason="lexaudit.verifier is not built yet")
def test_compare_exit_codes(tiny_run, tmp_path):
    _, out = tiny_run
    results = json.loads((out / "results.json").read_text())
    same = _lexaudit("bench", "--examples", str(TINY), "--split", "dev", "--limit", "10",
                     "--method", METHODS, "--out", str(tmp_path / "same"), "--quiet", "--no-plots",
                     "--compare", str(out / "results.json"))
    assert same.returncode == 0, same.stdout + same.stderr
    assert "no regression" in same.stdout
    better = results
    s = better["summary"]["tiny-contract"]
    # a baseline better than anything possible: every gated figure must regress
    s["auc"][GATED_METHOD] += 0.05
    s["detection_rate"] += 0.1
    s["false_flag_rate"] -= 0.1
    baseline = tmp_path / "better.json"
    baseline.write_text(json.dumps(better))
    worse = _lexaudit("bench", "--examples", str(TINY), "--split", "dev", "--limit", "10",
                      "--method", METHODS, "--out", str(tmp_path / "worse"), "--quiet",
                      "--no-plots", "--compare", str(baseline))
    assert worse.returncode == EXIT_REGRESSION, worse.stdout + worse.stderr
    assert "REGRESSION" in worse.stdout
    for what in ("detection_rate fell", "false_flag_rate rose", f"auc:{GATED_METHOD} fell"):
        assert f"tiny-contract: {what}" in worse.stdout


def test_progress_lines_go_to_stderr_when_it_is_not_a_terminal(tmp_path):
    proc = _lexaudit("bench", "--examples", str(TINY), "--split", "dev", "--limit", "10",
                     "--method", "ner_overlap", "--out", str(tmp_path), "--no-plots")
    assert proc.returncode == 0, proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.startswith("bench: ")]
    assert lines[0] == "bench: 12 examples to go"
    assert lines[-1].startswith("bench: 12/12 examples (100%), ")
    assert "examples/s, done in" in lines[-1]
    assert "examples/s" not in proc.stdout
