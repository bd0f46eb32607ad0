"""End-to-end tests of ``lexaudit verify``, ``verify-batch`` and the terminal view.

The CLI runs in a subprocess (``python -m lexaudit.cli``), exactly as a user runs it. Tests that
need the verification pipeline are skipped only while ``lexaudit.verifier`` does not exist yet.
"""

from __future__ import annotations

import filecmp
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

import lexaudit
from lexaudit.errors import (
    BinaryInputError,
    EmptyInputError,
    InputTooLargeError,
    InvalidDateError,
    SourceNotFoundError,
    UnknownPolicyError,
)
from lexaudit.render import answer_view, print_report, safe_text
from lexaudit.types import (
    Action,
    Claim,
    ClaimType,
    ClaimVerdict,
    Decision,
    EvidenceSpan,
    Finding,
    FindingSubtype,
    Label,
    Metrics,
    Report,
    RubricType,
    Severity,
    Span,
    Verdict,
)
from lexaudit.verify_cli import EXAMPLE_FILES, EXIT_BATCH_PARTIAL, examples_dir

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
SRC = Path(lexaudit.__file__).resolve().parents[1]

needs_verifier = pytest.mark.skipif(
    importlib.util.find_spec("lexaudit.verifier") is None,
    reason="lexaudit.verifier is not built yet",
)


def run_cli(
    *args: str | Path, stdin: bytes | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SRC), env.get("PYTHONPATH")]))
    env["COLUMNS"] = "200"
    env["PYTHONIOENCODING"] = "utf-8"
    proc = subprocess.run(
        [sys.executable, "-m", "lexaudit.cli", *map(str, args)],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        cwd=cwd or ROOT,
        env=env,
        timeout=300,
        check=False,
    )
    return subprocess.CompletedProcess(
        proc.args,
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )


def _verify_args(answer: str | Path, *extra: str | Path) -> list[str | Path]:
    return ["verify", "--source", EXAMPLES / "licence.txt", "--answer", answer, *extra]


# ---------------------------------------------------------------- bad input (no verifier needed)


@pytest.fixture
def bad_inputs(tmp_path: Path) -> dict[str, Path]:
    files = {
        "empty": b"",
        "blank": b" \n\n\t",
        "binary": b"%PDF-1.7\n\x00\x01\x02\xff binary",
        "nul": b"Licensee shall pay\x00",
        "latin1": "Northwind's cap is \xa31,250,000 \u2014 caf\xe9".encode("cp1252"),
        "good": b"Bluefin pays Northwind 5% of Net Sales.",
    }
    paths = {}
    for name, data in files.items():
        paths[name] = tmp_path / f"{name}.txt"
        paths[name].write_bytes(data)
    big = tmp_path / "big.txt"
    with big.open("wb") as fh:
        fh.truncate(10 * 1024 * 1024)
    paths["big"] = big
    return paths


CLI_ERRORS = [
    ("empty-answer", ["--answer", "{empty}"], EmptyInputError, "answer file"),
    ("blank-answer", ["--answer", "{blank}"], EmptyInputError, "is empty"),
    (
        "missing-source",
        ["--source", "{missing}", "--answer", "{good}"],
        SourceNotFoundError,
        "does not exist",
    ),
    ("empty-source", ["--source", "{empty}", "--answer", "{good}"], EmptyInputError, "source file"),
    ("binary-source", ["--source", "{binary}", "--answer", "{good}"], BinaryInputError, "PDF"),
    ("nul-answer", ["--answer", "{nul}"], BinaryInputError, "NUL byte"),
    ("latin1-answer", ["--answer", "{latin1}"], BinaryInputError, "iconv -f latin1 -t utf-8"),
    ("10mb-answer", ["--answer", "{big}"], InputTooLargeError, "--max-answer-mb"),
    (
        "unknown-policy",
        ["--answer", "{good}", "--policy", "LENIENT"],
        UnknownPolicyError,
        "STRICT_BLOCK",
    ),
    ("bad-as-of", ["--answer", "{good}", "--as-of", "1 July 2024"], InvalidDateError, "YYYY-MM-DD"),
]


@pytest.mark.parametrize(
    ("args", "exc", "fragment"),
    [case[1:] for case in CLI_ERRORS],
    ids=[case[0] for case in CLI_ERRORS],
)
def test_verify_bad_input(
    bad_inputs: dict[str, Path], tmp_path: Path, args: list[str], exc: type, fragment: str
) -> None:
    names = {**{k: str(v) for k, v in bad_inputs.items()}, "missing": str(tmp_path / "nope.txt")}
    argv = [a.format(**names) for a in args]
    if "--source" not in argv:
        argv = ["--source", str(EXAMPLES / "licence.txt"), *argv]
    result = run_cli("verify", *argv)
    assert result.returncode == exc.exit_code, result.stderr
    assert f"[{exc.code}]" in result.stderr
    assert fragment in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_verify_empty_stdin_answer() -> None:
    result = run_cli(*_verify_args("-"), stdin=b"  \n")
    assert result.returncode == EmptyInputError.exit_code
    assert "answer from stdin is empty" in result.stderr


def test_exit_codes_are_distinct() -> None:
    codes = [
        c.exit_code
        for c in (
            EmptyInputError,
            InputTooLargeError,
            BinaryInputError,
            SourceNotFoundError,
            InvalidDateError,
            UnknownPolicyError,
        )
    ]
    assert len(set(codes + [EXIT_BATCH_PARTIAL, 0])) == len(codes) + 2


def test_batch_missing_input(tmp_path: Path) -> None:
    result = run_cli("verify-batch", tmp_path / "in.jsonl", "-o", tmp_path / "out.jsonl")
    assert result.returncode == SourceNotFoundError.exit_code
    assert "batch input file" in result.stderr


def test_batch_empty_input(tmp_path: Path) -> None:
    (tmp_path / "in.jsonl").write_text("\n  \n", encoding="utf-8")
    result = run_cli("verify-batch", tmp_path / "in.jsonl", "-o", tmp_path / "out.jsonl")
    assert result.returncode == EmptyInputError.exit_code
    assert "no records" in result.stderr


def test_batch_unknown_policy(tmp_path: Path) -> None:
    result = run_cli(
        "verify-batch", EXAMPLES / "batch.jsonl", "-o", tmp_path / "o.jsonl", "--policy", "nope"
    )
    assert result.returncode == UnknownPolicyError.exit_code


def test_batch_refuses_to_overwrite_its_input(tmp_path: Path) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text('{"id": 1}\n', encoding="utf-8")
    result = run_cli("verify-batch", path, "-o", path)
    assert result.returncode == 2
    assert path.read_text(encoding="utf-8") == '{"id": 1}\n'


def test_batch_all_bad_lines_give_error_records(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_bytes(
        b'{"id": "a", "sources": [], "answer": "x"}\n\n'
        b'{"id": "b", "sources": ["s"], "answer": "x", "as_of": "yesterday"}\n'
        b'{"id": "c", "sources": ["caf\xe9"], "answer": "x"}\n'
        b'{"id": "d", "sources": ["s"], "answer": "x", "policy": "LAX"}\n'
    )
    out = tmp_path / "out.jsonl"
    result = run_cli("verify-batch", src, "-o", out)
    assert result.returncode == EXIT_BATCH_PARTIAL, result.stderr
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["id"], r["line"], r["error"]["code"]) for r in records] == [
        ("a", 1, "E101"),
        ("b", 3, "E106"),
        (None, 4, "E103"),
        ("d", 5, "E201"),
    ]


def test_batch_lines_with_nul_or_unpaired_surrogates_are_e103(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_bytes(
        b'{"id": "nul", "sources": ["s"], "answer": "a\\u0000b"}\n'
        b'{"id": "lone", "sources": ["s"], "answer": "a\\ud800b"}\n'
        b'{"id": "source", "sources": ["s\\udcff"], "answer": "x"}\n'
        b'{"id": "query", "sources": ["s"], "answer": "x", "query": "\\udfff?"}\n'
    )
    out = tmp_path / "out.jsonl"
    result = run_cli("verify-batch", src, "-o", out)
    assert result.returncode == EXIT_BATCH_PARTIAL, result.stderr
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["id"], r["error"]["code"]) for r in records] == [
        ("nul", "E103"),
        ("lone", "E103"),
        ("source", "E103"),
        ("query", "E103"),
    ]
    assert "NUL character" in records[0]["error"]["message"]
    assert "unpaired surrogate U+D800" in records[1]["error"]["message"]


def test_verify_rejects_a_query_that_is_not_utf8() -> None:
    # the bytes of a Latin-1 "é" on the command line reach Python as the surrogate U+DCE9
    result = run_cli(*_verify_args(EXAMPLES / "answer_faithful.txt", "--query", "caf\udce9?"))
    assert result.returncode == BinaryInputError.exit_code, result.stderr
    assert "[E103] the query is not valid UTF-8 text" in result.stderr
    assert "0xe9" in result.stderr
    assert result.stdout == ""


def test_help_lists_the_subcommands() -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    for name in ("verify", "verify-batch", "demo"):
        assert name in result.stdout


# ---------------------------------------------------------------- examples


def test_examples_are_shipped_as_package_data() -> None:
    packaged = SRC / "lexaudit" / "data" / "examples"
    for name in (*EXAMPLE_FILES, "batch.jsonl"):
        assert filecmp.cmp(EXAMPLES / name, packaged / name, shallow=False), name
    assert examples_dir() == EXAMPLES


def test_example_licence_has_the_promised_terms() -> None:
    licence = (EXAMPLES / "licence.txt").read_text(encoding="utf-8")
    assert 400 <= len(licence.split()) <= 600
    for term in (
        "Northwind Analytics Ltd.",
        '("Licensor")',
        "Bluefin Health, Inc.",
        '("Licensee")',
        "five percent (5%) of Net Sales",
        "thirty (30) days",
        "three (3) years",
        "ninety (90) days",
        "$1,250,000",
        "State of New York",
        "Section 7.2(b)",
        "Confidential",
    ):
        assert term in licence


# ---------------------------------------------------------------- terminal view


def _report(answer: str, *, spans: list[tuple[int, int]] | None = None) -> Report:
    spans = spans or [(0, len(answer))]
    evidence = EvidenceSpan("licence.txt#3", 5, 40, "Licensee shall pay [bold]Licensor[/bold]")
    claims = tuple(
        ClaimVerdict(
            Claim(f"c{i}", answer[s:e], Span(s, e), ClaimType.VERIFIABLE_FACT),
            verdict,
            0.25,
            (evidence,),
            "party differs: [red]Licensor[/red]",
        )
        for i, ((s, e), verdict) in enumerate(
            zip(spans, [Verdict.CONTRADICTED, Verdict.SUPPORTED] * 9, strict=False)
        )
    )
    finding = Finding(
        RubricType.INVENTED_FACT,
        FindingSubtype.ROLE_SWAP,
        Severity.CRITICAL,
        "role swap: [link=x]payer[/link]",
        Span(*spans[0]),
        evidence,
    )
    return Report(
        answer=answer,
        query="Who pays [i]whom[/i]?",
        as_of="2024-07-01",
        fidelity=0.3,
        metrics=Metrics(0.5, None, 0.5, 4, 0),
        label=Label.HALLUCINATED,
        findings=(finding,),
        claims=claims,
        decision=Decision(Action.BLOCK, "STRICT_BLOCK", None, ("contradiction [blink]x",)),
        chunks=(),
        id="[q1]",
    )


def _render(report: Report) -> str:
    console = Console(record=True, width=200, color_system=None, force_terminal=False)
    print_report(report, console, title="answer [bold]file[/bold]")
    return console.export_text()


def test_render_shows_markup_literally() -> None:
    answer = "[bold red]Northwind[/bold red] pays Bluefin [link=http://x]5%[/link]. [/]"
    text = _render(_report(answer))
    for literal in (
        "[bold red]Northwind[/bold red]",
        "[link=http://x]5%[/link]",
        "[/]",
        "[bold]Licensor[/bold]",
        "[red]Licensor[/red]",
        "[link=x]payer[/link]",
        "[blink]x",
        "[i]whom[/i]",
        "[q1]",
        "answer [bold]file[/bold]",
    ):
        assert literal in text, literal
    assert "hallucinated" in text and "action: block" in text and "role_swap" in text
    assert "shown instead of the answer:" in text and "(nothing delivered)" in text
    assert "licence.txt#3:5-40" in text
    assert "RP n/a" in text


def test_render_neutralises_control_characters() -> None:
    answer = "Licensor \x1b[31mpays\x1b[0m\r\nBluefin\x07 5%."
    text = _render(_report(answer))
    assert "\x1b" not in text and "\x07" not in text
    assert "\ufffd[31mpays" in text


def test_answer_view_styles_claim_spans() -> None:
    answer = "Northwind pays Bluefin 5%. The cap is $1,250,000."
    view = answer_view(_report(answer, spans=[(0, 26), (27, 49)]))
    assert view.plain == answer
    styles = {(s.start, s.end, str(s.style)) for s in view.spans}
    assert (0, 26, "bold red") in styles
    assert (0, 26, "underline") in styles  # the finding's answer span
    assert (27, 49, "green") in styles


@settings(max_examples=100, deadline=None)
@given(
    st.text(min_size=1),
    st.lists(st.tuples(st.integers(0, 300), st.integers(0, 300)), min_size=1, max_size=4),
)
def test_render_never_crashes_and_keeps_offsets(
    answer: str, raw_spans: list[tuple[int, int]]
) -> None:
    spans = [(min(a, b), max(a, b)) for a, b in raw_spans]  # may run past the answer's end
    report = _report(answer, spans=spans)
    assert answer_view(report).plain == safe_text(answer)
    assert len(safe_text(answer)) == len(answer)
    _render(report)


# ---------------------------------------------------------------- with the verifier


@needs_verifier
def test_verify_faithful_answer_is_clean() -> None:
    result = run_cli(*_verify_args(EXAMPLES / "answer_faithful.txt"))
    assert result.returncode == 0, result.stderr
    assert "label: clean" in result.stdout
    assert "decision" in result.stdout


@needs_verifier
def test_verify_json_has_the_report_schema() -> None:
    result = run_cli(*_verify_args(EXAMPLES / "answer_faithful.txt", "--json"))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for key in ("schema_version", "label", "fidelity", "metrics", "decision", "findings", "claims"):
        assert key in report
    assert set(report["metrics"]) >= {"eg", "rp", "cfi"}
    assert report["label"] == "clean"
    assert 0.0 <= report["fidelity"] <= 1.0
    assert report["decision"]["action"] == "deliver"


@needs_verifier
@pytest.mark.parametrize("name", ["answer_faithful.txt", "answer_hallucinated.txt"])
def test_verify_lazy_gives_the_eager_report_on_the_examples(name: str) -> None:
    """--lazy (passage-level parsing) changes no label, finding or score on the examples."""
    reports = []
    for extra in ((), ("--lazy",)):
        result = run_cli(*_verify_args(EXAMPLES / name, "--json", *extra))
        assert result.returncode in (0, 1), result.stderr
        report = json.loads(result.stdout)
        report.pop("timings_ms", None)
        reports.append(report)
    assert reports[0] == reports[1]


@pytest.mark.parametrize(
    ("command", "extra", "lazy"),
    [
        (command, extra, lazy)
        for command in (
            ["verify", "--source", "s.txt", "--answer", "a.txt"],
            ["verify-batch", "in.jsonl", "-o", "out.jsonl"],
        )
        for extra, lazy in (((), None), (("--lazy",), True), (("--eager",), False))
    ],
    ids=[
        f"{c}-{name}"
        for c in ("verify", "verify-batch")
        for name in ("default-by-size", "lazy", "eager")
    ],
)
def test_lazy_and_eager_options_reach_the_verifier(command, extra, lazy) -> None:  # type: ignore[no-untyped-def]
    """No option: Verifier(lazy=None), lazy from 50,000 characters; --lazy / --eager force it."""
    from lexaudit.cli import build_parser
    from lexaudit.verify_cli import _verifier_for

    args = build_parser().parse_args([*command, *extra])
    assert _verifier_for(args).lazy is lazy


def test_lazy_and_eager_together_are_refused() -> None:
    result = run_cli("verify", "--source", "s.txt", "--answer", "a.txt", "--lazy", "--eager")
    assert result.returncode == 2
    assert "not allowed with argument" in result.stderr


WRONG_VALUES = ("60", "2,500,000", "2500000", "Delaware", "Northwind pays Bluefin")


@needs_verifier
def test_verify_hallucinated_answer_names_the_wrong_value() -> None:
    answer_path = EXAMPLES / "answer_hallucinated.txt"
    answer = answer_path.read_text(encoding="utf-8")
    result = run_cli(*_verify_args(answer_path, "--json"))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["label"] == "hallucinated"
    assert report["decision"]["action"] != "deliver"
    assert any(c["verdict"] == "contradicted" for c in report["claims"])
    named = []
    for f in report["findings"]:
        span = f["answer_span"]
        flagged = answer[span["start"] : span["end"]] if span else ""
        text = " ".join([f["content"], f["notes"], flagged])
        named += [v for v in WRONG_VALUES if v in text]
    assert named, report["findings"]


@needs_verifier
def test_verify_hallucinated_view_and_strict_block() -> None:
    result = run_cli(
        *_verify_args(EXAMPLES / "answer_hallucinated.txt", "--policy", "strict-block")
    )
    assert result.returncode == 0, result.stderr
    assert "label: hallucinated" in result.stdout
    assert "action: block" in result.stdout
    assert "delivered text:" not in result.stdout


@needs_verifier
def test_verify_reads_the_answer_from_stdin() -> None:
    answer = (EXAMPLES / "answer_faithful.txt").read_bytes()
    result = run_cli(*_verify_args("-", "--json", "--as-of", "2024-07-01"), stdin=answer)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["answer"] == answer.decode("utf-8")
    assert report["as_of"] == "2024-07-01"


@needs_verifier
def test_verify_shows_hostile_answer_text_literally(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text("[bold]Bluefin[/bold] pays Northwind 5% of Net Sales. [/]\x1b[2J", "utf-8")
    result = run_cli(*_verify_args(path))
    assert result.returncode == 0, result.stderr
    assert "[bold]Bluefin[/bold]" in result.stdout
    assert "\x1b[2J" not in result.stdout


@needs_verifier
def test_verify_batch_on_examples(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    result = run_cli("verify-batch", EXAMPLES / "batch.jsonl", "-o", out)
    assert result.returncode == EXIT_BATCH_PARTIAL, result.stderr
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 4
    errors = [r for r in records if "error" in r]
    assert [(r["id"], r["line"], r["error"]["code"]) for r in errors] == [
        ("broken-json", 3, "E104"),
        ("empty-answer", 4, "E101"),
    ]
    good = [r for r in records if "error" not in r]
    assert [r["id"] for r in good] == ["royalty-faithful", "renewal-hallucinated"]
    for r in good:
        assert r["label"] in {"clean", "hallucinated", "uncertain"}
        assert 0.0 <= r["fidelity"] <= 1.0
        assert set(r["metrics"]) >= {"eg", "rp", "cfi"}
        assert {"decision", "findings", "claims"} <= set(r)
    assert good[1]["label"] == "hallucinated"
    assert good[1]["decision"]["policy"] == "STRICT_BLOCK"
    assert "2 errors" in result.stderr


@needs_verifier
def test_verify_batch_all_good_exits_zero(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    lines = (EXAMPLES / "batch.jsonl").read_text(encoding="utf-8").splitlines()[:2]
    src.write_text("\n".join(lines) + "\n\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run_cli("verify-batch", src, "-o", out, "--policy", "AUDIT_ONLY")
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["royalty-faithful", "renewal-hallucinated"]
    assert records[0]["decision"]["policy"] == "AUDIT_ONLY"


class _CrashingVerifier:
    """Stands in for the verifier only to prove a crash on one line cannot end the batch."""

    def verify(self, answer: str, sources: list, **kwargs: object) -> Report:
        if "crash" in answer:
            raise RuntimeError("boom")
        return _report(answer)


def test_batch_survives_a_verifier_crash_on_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse

    from lexaudit import verify_cli

    monkeypatch.setattr(
        verify_cli,
        "_load_verifier",
        lambda dense=False, reretrieve=False, lazy=False: _CrashingVerifier(),
    )
    src = tmp_path / "in.jsonl"
    src.write_text(
        "\n".join(
            json.dumps({"id": i, "sources": ["s"], "answer": answer})
            for i, answer in enumerate(["fine", "please crash", "fine again"])
        ),
        encoding="utf-8",
    )
    out = tmp_path / "out.jsonl"
    code = verify_cli.run_batch(argparse.Namespace(input=str(src), output=str(out), policy=None))
    assert code == EXIT_BATCH_PARTIAL
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["0", "1", "2"]
    assert records[1]["error"]["code"] == "E000"
    assert "RuntimeError: boom" in records[1]["error"]["message"]
    assert records[2]["label"] == "hallucinated"
    assert "1 errors" in capsys.readouterr().err
