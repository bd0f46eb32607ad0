"""``lexaudit reason`` end to end on the real data, and its errors with their stable codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lexaudit.cli import main


def test_a_dataset_run_writes_results_tables_and_plots(tmp_path: Path, capsys, data_root) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "run"
    code = main(["reason", "--dataset", "cail", "--limit", "24", "--out", str(out)])
    assert code == 0
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["dataset"] == "cail" and results["n"] == 24
    overall = results["overall"]
    for key in ("charge_acc", "charge_f1", "article_acc", "term_acc"):
        assert 0.0 <= overall[key] <= 1.0, key
    assert overall["term_mae"] >= 0
    assert 0.0 <= results["retrieval"]["effectiveness"] <= 1.0
    assert 0.0 <= results["retrieval"]["error_rate"] <= 1.0
    assert set(results["ablations"]) == {
        "no_hierarchy",
        "no_auditor",
        "no_community",
        "no_charge_route",
    }
    assert (
        results["leave_one_out"]["overlapping_test_cases"] == 24
    )  # every CAIL case is a base case
    assert set(results["by_category"]) <= {
        "public_safety",
        "economic",
        "social_order",
        "personal_rights",
        "other",
    }
    for name, ablation in results["ablations"].items():  # dev / rest split of every ablation
        assert set(ablation["splits"]) == {"dev", "rest"}, name
    ver = results["verification"]
    assert ver["charges_checked"] >= 24 and ver["checks"]["term_in_range"] == ver["charges_checked"]
    assert 0 <= ver["charges_failing_a_check"] <= ver["charges_checked"]
    assert set(ver["failures"]) == {"article_defines_charge", "elements_quoted", "term_in_range"}
    tables = (out / "tables.md").read_text(encoding="utf-8")
    assert "paper ACC" in tables and "Leave-one-out: 24 of 24" in tables
    assert f"Verification: {ver['charges_checked']} predicted charges checked" in tables
    assert (out / "ablations.png").stat().st_size > 1000
    assert "charge ACC" in capsys.readouterr().out


def test_no_plots_and_no_ablations(tmp_path: Path, data_root) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "run"
    code = main(
        [
            "reason",
            "--dataset",
            "cmdl",
            "--limit",
            "10",
            "--no-ablations",
            "--no-plots",
            "--k-semantic",
            "5",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["ablations"] == {} and results["config"]["k_semantic"] == 5
    assert results["overall"]["term_mae"] is None  # CMDL has no terms
    assert not list(out.glob("*.png"))


def test_one_case_prints_its_judgment_and_evidence_trail(tmp_path: Path, capsys, cail) -> None:  # type: ignore[no-untyped-def]
    case = tmp_path / "case.json"
    case.write_text(json.dumps({"fact": cail[3].fact}, ensure_ascii=False), encoding="utf-8")
    assert main(["reason", "--case", str(case), "--json"]) == 0
    trail = json.loads(capsys.readouterr().out)
    assert trail["backend"] == "offline" and trail["charges"]
    kept = {a["article"] for a in trail["audit"] if a["kept"]}
    for charge in trail["charges"]:
        assert set(charge["articles"]) <= kept and charge["articles"]
        checks = {c["check"] for c in trail["verification"] if c["charge"] == charge["charge"]}
        assert checks == {"article_defines_charge", "elements_quoted", "term_in_range"}
        for quote in charge["quotes"]:
            assert quote["sentence"] in cail[3].fact
    assert trail["retrieval"]["excluded_base_cases"] == [cail[3].case_id]
    text = tmp_path / "case.txt"
    text.write_text(cail[3].fact, encoding="utf-8")
    assert main(["reason", "--case", str(text)]) == 0
    printed = capsys.readouterr().out
    assert "Judgment (offline)" in printed and "Audit" in printed and "kept" in printed
    assert "Verification" in printed and "term_in_range" in printed
    assert "Leave-one-out" in printed


@pytest.mark.parametrize(
    ("content", "exit_code", "code"),
    [
        ("{not json", 6, "E104"),
        ('{"facts": "typo"}', 6, "E104"),
        ('{"fact": "   "}', 3, "E101"),
        ("", 3, "E101"),
        (b"\xff\xfe\x00bad", 5, "E103"),
    ],
    ids=["bad-json", "no-fact-field", "empty-fact", "empty-file", "binary"],
)
def test_a_bad_case_file_is_a_clear_error(tmp_path: Path, capsys, content, exit_code, code) -> None:  # type: ignore[no-untyped-def]
    case = tmp_path / (
        "case.json" if isinstance(content, str) and content.startswith("{") else "case.txt"
    )
    if isinstance(content, bytes):
        case.write_bytes(content)
    else:
        case.write_text(content, encoding="utf-8")
    assert main(["reason", "--case", str(case), "--data-root", str(tmp_path)]) == exit_code
    assert f"[{code}]" in capsys.readouterr().err


def test_a_text_file_starting_with_a_brace_is_text(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from lexaudit.reason.cli import read_case

    case = tmp_path / "case.txt"
    case.write_text("{被告人于2018年盗窃", encoding="utf-8")
    assert read_case(str(case)) == "{被告人于2018年盗窃"
    case.write_text('{"fact": "被告人盗窃"}', encoding="utf-8")
    assert read_case(str(case)) == "被告人盗窃"


def test_a_missing_case_file(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["reason", "--case", str(tmp_path / "nope.json")]) == 7
    assert "[E105]" in capsys.readouterr().err


def test_an_unknown_dataset_lists_the_valid_ones(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["reason", "--dataset", "lecard", "--out", "x"]) == 10
    err = capsys.readouterr().err
    assert "[E200]" in err and "cail, cmdl" in err


def test_a_missing_data_root_says_how_to_point_at_it(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["reason", "--dataset", "cail", "--data-root", str(tmp_path / "nowhere")]) == 20
    err = capsys.readouterr().err
    assert "[E300]" in err and "--data-root" in err


def test_a_data_root_without_legalgraphrag(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["reason", "--dataset", "cail", "--data-root", str(tmp_path)]) == 20
    err = capsys.readouterr().err
    assert "legalgraphrag" in err and "LEXAUDIT_SHARED_DATA" in err


def test_bad_k_and_limit(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["reason", "--dataset", "cail", "--limit", "0"]) == 10
    assert main(["reason", "--dataset", "cail", "--k-charge", "0"]) == 10
    assert capsys.readouterr().err.count("[E200]") == 2
