import json

import pytest

from lexaudit.bench.methods import METHODS, resolve_methods
from lexaudit.bench.regression import compare
from lexaudit.bench.runner import BenchConfig, limit_examples, run_bench, write_results
from lexaudit.bench.tables import markdown_tables
from lexaudit.errors import ConfigError, DataError

LEXAUDIT = ["lexaudit_eg", "lexaudit_rp", "lexaudit_cfi", "lexaudit_fidelity"]


def _by_dataset(examples):
    grouped = {}
    for ex in examples:
        grouped.setdefault(ex.dataset, []).append(ex)
    return grouped


@pytest.fixture()
def results(tiny_examples, counting_verifier):
    config = BenchConfig(methods=["ner_overlap", *LEXAUDIT], split="dev")
    out = run_bench(config, examples=_by_dataset(tiny_examples),
                    verifier_factory=lambda: counting_verifier)
    out["_calls"] = counting_verifier.calls
    return out


def test_one_verifier_call_per_example(results, tiny_examples):
    assert results["_calls"] == len(tiny_examples)


def test_results_document(results, tiny_examples):
    assert results["schema_version"] == 1
    assert results["config"]["split"] == "dev"
    assert "lexaudit" in results["environment"]["packages"]
    assert len(results["examples"]) == len(tiny_examples)
    rec = results["examples"][0]
    assert set(rec["scores"]) == {"ner_overlap", *LEXAUDIT}
    assert rec["label"] in {"clean", "hallucinated", "uncertain"}
    assert isinstance(rec["flagged"], bool)
    assert all(st["status"] == "ok" for st in results["methods"].values())
    json.dumps(results)  # serialisable


def test_summary(results):
    summary = results["summary"]
    assert set(summary) == {"tiny-contract", "tiny-statute", "all"}
    s = summary["tiny-contract"]
    assert s["n"] == 12 and s["n_hallucinated"] == 6
    assert 0.5 < s["auc"]["lexaudit_fidelity"] <= 1.0
    assert 0.0 <= s["detection_rate"] <= 1.0 and 0.0 <= s["false_flag_rate"] <= 1.0
    assert "hallucinated:changed_amount" in s["per_kind"]
    assert s["per_kind"]["hallucinated:changed_amount"]["n"] == 2
    assert s["auc_by_context"]["lexaudit_fidelity"]["<300"]["n"] == 12
    assert "lexaudit_fidelity" in s["auc_by_entities"]


def test_run_passes_its_own_gate(results):
    assert compare(results, results) == []


def test_tables_and_plots(results, tmp_path):
    md = markdown_tables(results)
    assert "Table 1" in md and "paper: contract QA (reported)" in md
    assert "| tiny-contract |" in md
    from lexaudit.bench.plots import draw_all

    pngs = draw_all(results, tmp_path)
    assert {p.name for p in pngs} == {"roc.png", "fidelity_hist.png", "auc_by_context.png"}
    assert all(p.stat().st_size < 200_000 for p in pngs)
    path = write_results(results, tmp_path)
    assert json.loads(path.read_text())["summary"]


def test_failing_example_is_recorded_not_fatal(tiny_examples):
    class Flaky:
        def verify(self, answer, sources, **kwargs):
            raise RuntimeError("boom")

    out = run_bench(BenchConfig(methods=["lexaudit_fidelity"]),
                    examples=_by_dataset(tiny_examples[:4]), verifier_factory=Flaky)
    assert out["summary"]["tiny-contract"]["errors"] == {"lexaudit_fidelity": 4}
    assert out["examples"][0]["errors"]["lexaudit_fidelity"].startswith("RuntimeError")
    assert out["summary"]["tiny-contract"]["auc"]["lexaudit_fidelity"] is None


def test_limit_keeps_both_classes(tiny_examples):
    sample = limit_examples(tiny_examples, 4, seed=13)
    assert len(sample) == 4
    assert {e.hallucinated for e in sample} == {True, False}
    assert limit_examples(tiny_examples, 4, seed=13) == sample
    assert limit_examples(tiny_examples, None, seed=13) == tiny_examples


def test_resolve_methods():
    assert resolve_methods("all") == list(METHODS)
    assert resolve_methods("lexaudit_cfi,ner_overlap") == ["ner_overlap", "lexaudit_cfi"]
    with pytest.raises(ConfigError, match="choose from"):
        resolve_methods("rouge")


def test_bad_examples_file(tmp_path):
    from lexaudit.bench.runner import read_examples_jsonl

    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": 1}\n')
    with pytest.raises(DataError, match="bad.jsonl:1"):
        read_examples_jsonl(bad)
    with pytest.raises(DataError, match="does not exist"):
        read_examples_jsonl(tmp_path / "missing.jsonl")


def test_golden_run_reads_the_given_data_root(tmp_path) -> None:
    from lexaudit.bench.runner import load_examples

    nowhere = tmp_path / "nowhere"
    with pytest.raises(DataError) as info:
        load_examples(BenchConfig(golden=True, data_root=str(nowhere)))
    assert str(nowhere) in str(info.value)
