"""benchmarks/label_bands.py on a small results file written here."""

import importlib.util
import json
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "label_bands.py"


def _script():
    spec = importlib.util.spec_from_file_location("label_bands", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _row(dataset, split, hallucinated, score, label):
    return {
        "dataset": dataset,
        "split": split,
        "hallucinated": hallucinated,
        "scores": {"lexaudit_fidelity": score},
        "label": label,
    }


def test_prints_the_three_aucs_per_dataset_and_split(tmp_path, capsys):
    rows = [
        _row("natural-qa", "test", False, 0.9, "clean"),
        _row("natural-qa", "test", True, 0.95, "clean"),
        _row("natural-qa", "test", False, 0.2, "hallucinated"),
        _row("natural-qa", "test", True, 0.1, "hallucinated"),
        _row("natural-qa", "dev", False, 0.9, "clean"),
        _row("natural-qa", "dev", True, 0.4, "uncertain"),
        # an example the method could not score is left out, not counted as a zero
        {**_row("natural-qa", "dev", True, 0.0, "clean"), "scores": {"lexaudit_fidelity": None}},
    ]
    path = tmp_path / "results.json"
    path.write_text(json.dumps({"examples": rows}), encoding="utf-8")
    assert _script().main([str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "natural-qa dev (n=2): AUC 1.000, labels alone 1.000, ceiling within the labels 1.000"
    )
    test_line = next(line for line in out if line.startswith("natural-qa test"))
    assert test_line == (
        "natural-qa test (n=4): AUC 0.500, labels alone 0.500, ceiling within the labels 0.750"
    )
    assert "  clean: 2 answers, 1 hallucinated, AUC within 0.000" in out
    assert "  uncertain: 0 answers, 0 hallucinated, AUC within -" in out


@pytest.mark.parametrize("content", ["not json", json.dumps({"rows": []})])
def test_a_file_that_is_no_results_file_is_refused_with_the_reason(tmp_path, capsys, content):
    path = tmp_path / "results.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        _script().main([str(path)])
    assert exit_info.value.code == 2
    assert "cannot read" in capsys.readouterr().err
