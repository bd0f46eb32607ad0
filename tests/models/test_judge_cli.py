"""``--judge`` on ``verify``, ``verify-batch`` and ``bench``, run in-process (``cli.main``).

The model server is ``scripted_server``, a real HTTP server on 127.0.0.1 that stands in for a
model server (no judging model runs in CI here); it answers "unsupported" with no quote.
"""

from __future__ import annotations

import json

import pytest
from scripted_server import Reply, scripted_server, verdict_json

from lexaudit.cli import main

SOURCE = "4. Governing Law. This Agreement shall be governed by the laws of the State of New York."
ANSWER = "The Agreement is governed by New York law. The parties met in Paris to sign it."


@pytest.fixture(autouse=True)
def _no_model_env(monkeypatch, tmp_path) -> None:
    for name in ("LEXAUDIT_LLM_URL", "LEXAUDIT_LLM_MODEL", "LEXAUDIT_NLI_MODEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LEXAUDIT_LLM_CACHE", str(tmp_path / "cache"))


@pytest.fixture
def files(tmp_path):
    src = tmp_path / "law.txt"
    src.write_text(SOURCE, encoding="utf-8")
    ans = tmp_path / "answer.txt"
    ans.write_text(ANSWER, encoding="utf-8")
    return src, ans


def unsupported(req, n) -> Reply:
    return Reply(verdict_json("unsupported", "", "not in the excerpts"))


def test_verify_judge_llm_reports_the_model_and_tiers(files, capsys, monkeypatch) -> None:
    src, ans = files
    monkeypatch.setenv("LEXAUDIT_LLM_API_KEY", "sk-env")
    with scripted_server(unsupported) as server:
        code = main(
            ["verify", "--source", str(src), "--answer", str(ans), "--json", "--judge", "llm",
             "--llm-url", server.url, "--llm-model", "judge-1"]
        )  # fmt: skip
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    n = len([c for c in report["claims"] if c["verdict"] != "not_checked"])
    assert len(server.requests) == n >= 1
    assert all(r["headers"]["Authorization"] == "Bearer sk-env" for r in server.requests)
    assert report["judging"]["mode"] == "llm"
    assert report["judging"]["decided_by"]["llm"] == n
    assert report["judging"]["models"] == ["llm:judge-1"]


def test_verify_batch_judge_from_environment(files, tmp_path, monkeypatch) -> None:
    src, _ = files
    batch = tmp_path / "in.jsonl"
    batch.write_text(
        json.dumps({"id": "a", "sources": [SOURCE], "answer": ANSWER}) + "\n", encoding="utf-8"
    )
    out = tmp_path / "out.jsonl"
    with scripted_server(unsupported) as server:
        monkeypatch.setenv("LEXAUDIT_LLM_URL", server.url)
        monkeypatch.setenv("LEXAUDIT_LLM_MODEL", "judge-env")
        code = main(["verify-batch", str(batch), "-o", str(out), "--judge", "cascade", "--quiet"])
    assert code == 0
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["judging"]["mode"] == "cascade"
    assert record["judging"]["model_calls"] == len(server.requests)


def test_structural_default_never_connects_even_with_the_url_in_the_environment(
    files, capsys, monkeypatch
) -> None:
    src, ans = files
    with scripted_server(unsupported) as server:
        monkeypatch.setenv("LEXAUDIT_LLM_URL", server.url)
        code = main(["verify", "--source", str(src), "--answer", str(ans), "--json"])
    assert code == 0 and server.requests == []
    assert json.loads(capsys.readouterr().out)["judging"]["mode"] == "structural"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--llm-url", "http://127.0.0.1:9/v1"], "add --judge cascade"),
        (["--judge", "cascade"], "needs a model tier"),
        (["--judge", "llm", "--llm-url", "http://127.0.0.1:9/v1"], "no model name"),
        (["--judge", "llm", "--llm-url", "localhost:8000", "--llm-model", "m"], "http://"),
    ],
    ids=["url-with-structural", "cascade-without-model", "no-model-name", "bad-url"],
)
def test_bad_judge_options_exit_10(files, capsys, extra, message) -> None:
    src, ans = files
    code = main(["verify", "--source", str(src), "--answer", str(ans), *extra])
    assert code == 10
    assert message in capsys.readouterr().err


def test_refused_model_exits_40(files, capsys) -> None:
    src, ans = files
    with scripted_server(lambda req, n: Reply(status=401, raw="{}")) as server:
        code = main(
            ["verify", "--source", str(src), "--answer", str(ans), "--judge", "llm",
             "--llm-url", server.url, "--llm-model", "m"]
        )  # fmt: skip
    assert code == 52
    assert "[E512]" in capsys.readouterr().err


def test_bench_reports_claims_per_tier(tmp_path, capsys) -> None:
    examples = tmp_path / "tiny.jsonl"
    rows = [
        {"id": "1", "sources": [SOURCE], "answer": ANSWER, "hallucinated": True},
        {"id": "2", "sources": [SOURCE], "answer": "It is governed by New York law.",
         "hallucinated": False},
    ]  # fmt: skip
    examples.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "bench"
    with scripted_server(unsupported) as server:
        code = main(
            ["bench", "--examples", str(examples), "--method", "lexaudit_cfi", "--out", str(out),
             "--no-plots", "--quiet", "--judge", "llm", "--llm-url", server.url,
             "--llm-model", "judge-1"]
        )  # fmt: skip
    assert code == 0
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    judging = results["judging"]
    assert judging["reports"] == 2 and judging["models"] == ["llm:judge-1"]
    assert judging["decided_by"]["llm"] == judging["model_calls"] == len(server.requests)
    assert "judge llm: claims decided by" in capsys.readouterr().out
