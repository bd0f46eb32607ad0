"""The model client against a real HTTP server on 127.0.0.1.

The server (``scripted_server``) stands in for a model server: no judging model can run in CI
here (llama-cpp-python must be built from source and the one small GGUF on PyPI is too small to
judge), so it replies from a script. These tests check the protocol: the json_schema request,
the API key header, retries with backoff on 5xx and timeouts, repair and one retry of
malformed JSON, the disk cache, the concurrency limit and the token budget.
"""

from __future__ import annotations

import json
import threading
import time

import pytest
from scripted_server import Reply, scripted_server, verdict_json

from lexaudit.errors import ConfigError, ModelError, ModelOutputError, ModelRefusedError
from lexaudit.models.cache import prompt_key
from lexaudit.models.client import ChatClient, repair_json
from lexaudit.models.config import ModelConfig, model_config
from lexaudit.models.verdict import SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict

MESSAGES = [{"role": "system", "content": "judge"}, {"role": "user", "content": "Claim: x"}]
GOOD = verdict_json("supported", "thirty (30) days", "the clause says so")


def client(url: str, **settings) -> ChatClient:
    settings.setdefault("backoff_s", 0.01)
    return ChatClient(ModelConfig(base_url=url, model="judge-1", **settings))


def ask(c: ChatClient, messages=MESSAGES):
    return c.complete_json(messages, SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict)


def test_request_has_json_schema_token_budget_and_api_key() -> None:
    with scripted_server(lambda req, n: Reply(GOOD)) as server:
        reply = ask(client(server.url, api_key="sk-test", max_tokens=123))
    assert reply.value.verdict == "supported"
    assert reply.requests == 1 and not reply.cached
    (request,) = server.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == "Bearer sk-test"
    body = request["body"]
    assert body["model"] == "judge-1"
    assert body["max_tokens"] == 123
    assert body["temperature"] == 0
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": SCHEMA_NAME, "strict": True, "schema": VERDICT_SCHEMA},
    }


def test_no_api_key_no_authorization_header() -> None:
    with scripted_server(lambda req, n: Reply(GOOD)) as server:
        ask(client(server.url))
    assert "Authorization" not in server.requests[0]["headers"]


def test_retries_5xx_with_exponential_backoff() -> None:
    stamps: list[float] = []

    def reply(req, n):
        stamps.append(time.monotonic())
        return Reply(GOOD) if n == 2 else Reply(status=503, raw='{"error": "busy"}')

    with scripted_server(reply) as server:
        result = ask(client(server.url, max_retries=2, backoff_s=0.1))
    assert result.value.verdict == "supported"
    assert len(server.requests) == 3
    assert stamps[1] - stamps[0] >= 0.1  # backoff_s
    assert stamps[2] - stamps[1] >= 0.2  # twice backoff_s


def test_timeout_is_retried() -> None:
    def reply(req, n):
        return Reply(GOOD, delay=1.5 if n == 0 else 0.0)

    with scripted_server(reply) as server:
        result = ask(client(server.url, timeout_s=0.4, max_retries=1))
    assert result.value.verdict == "supported"
    assert len(server.requests) == 2


def test_gives_up_after_retries_with_clear_error() -> None:
    with (
        scripted_server(lambda req, n: Reply(status=500, raw="oops")) as server,
        pytest.raises(ModelError) as err,
    ):
        ask(client(server.url, max_retries=2))
    assert len(server.requests) == 3
    assert err.value.code == "E510"
    assert "after 3 attempts" in err.value.message and "HTTP 500" in err.value.message


def test_server_down_is_a_model_error() -> None:
    c = client("http://127.0.0.1:9/v1", max_retries=1, timeout_s=1.0)
    with pytest.raises(ModelError, match="connection failed"):
        ask(c)


def test_4xx_is_refused_at_once() -> None:
    with (
        scripted_server(lambda req, n: Reply(status=401, raw='{"error":"bad key"}')) as server,
        pytest.raises(ModelRefusedError) as err,
    ):
        ask(client(server.url, max_retries=3))
    assert len(server.requests) == 1
    assert err.value.code == "E512" and "LEXAUDIT_LLM_API_KEY" in err.value.message


def test_fenced_json_with_trailing_comma_is_repaired_without_a_second_request() -> None:
    fenced = '```json\n{"verdict": "unsupported", "evidence_quote": "", "reason": "no",}\n```'
    with scripted_server(lambda req, n: Reply(fenced)) as server:
        result = ask(client(server.url))
    assert result.value.verdict == "unsupported"
    assert len(server.requests) == 1
    assert json.loads(result.content)["reason"] == "no"


def test_invalid_reply_is_asked_again_once_with_the_error() -> None:
    def reply(req, n):
        return Reply('{"verdict": "maybe"}') if n == 0 else Reply(GOOD)

    with scripted_server(reply) as server:
        result = ask(client(server.url))
    assert result.value.verdict == "supported" and result.requests == 2
    second = server.requests[1]["body"]["messages"]
    assert second[-2] == {"role": "assistant", "content": '{"verdict": "maybe"}'}
    assert "not valid for the schema" in second[-1]["content"]


def test_invalid_twice_gives_up_cleanly() -> None:
    with (
        scripted_server(lambda req, n: Reply("I think it is supported.")) as server,
        pytest.raises(ModelOutputError) as err,
    ):
        ask(client(server.url))
    assert len(server.requests) == 2
    assert err.value.code == "E511" and "replied twice" in err.value.message


def test_cache_hit_sends_no_request(tmp_path) -> None:
    with scripted_server(lambda req, n: Reply(GOOD)) as server:
        first = ask(client(server.url, cache_dir=str(tmp_path)))
        again = client(server.url, cache_dir=str(tmp_path))  # a new process, same cache
        second = ask(again)
        other = ask(again, [*MESSAGES[:1], {"role": "user", "content": "Claim: y"}])
    assert not first.cached and second.cached and not other.cached
    assert second.value == first.value
    assert len(server.requests) == 2  # the first prompt once, the other prompt once
    assert again.cache_hits == 1
    files = list(tmp_path.rglob("*.json"))
    assert len(files) == 2 and all(f.stat().st_mode & 0o777 == 0o600 for f in files)


def test_invalid_reply_is_not_cached(tmp_path) -> None:
    with scripted_server(lambda req, n: Reply("nope")) as server:
        c = client(server.url, cache_dir=str(tmp_path))
        for _ in range(2):
            with pytest.raises(ModelOutputError):
                ask(c)
    assert len(server.requests) == 4
    assert not list(tmp_path.rglob("*.json"))


def test_concurrency_limit_holds_across_threads() -> None:
    with scripted_server(lambda req, n: Reply(GOOD, delay=0.2)) as server:
        c = client(server.url, max_concurrency=2)
        threads = [threading.Thread(target=ask, args=(c,)) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert len(server.requests) == 6
    assert server.max_in_flight == 2


def test_prompt_over_the_token_budget_is_never_sent() -> None:
    long = [{"role": "user", "content": "word " * 2000}]
    with (
        scripted_server(lambda req, n: Reply(GOOD)) as server,
        pytest.raises(ModelError, match="over the budget of 100"),
    ):
        ask(client(server.url, max_prompt_tokens=100), long)
    assert server.requests == []


def test_cache_key_depends_on_model_and_prompt() -> None:
    body = {"messages": MESSAGES}
    assert prompt_key("a", body) == prompt_key("a", dict(body))
    assert prompt_key("a", body) != prompt_key("b", body)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('```json\n{"a": 1}\n```', '{"a": 1}'),
        ('Sure! {"a": [1, 2,], } Hope this helps.', '{"a": [1, 2]}'),
        ("no object here", None),
    ],
    ids=["fence", "chatter-and-commas", "nothing"],
)
def test_repair_json(text: str, expected: str | None) -> None:
    assert repair_json(text) == expected


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"base_url": "127.0.0.1:8000", "model": "m"}, "not an http:// or https:// URL"),
        ({"base_url": "http://x/v1", "model": " "}, "--llm-model"),
        ({"base_url": "http://x/v1", "model": "m", "max_concurrency": 0}, "must be positive"),
    ],
    ids=["scheme", "model", "concurrency"],
)
def test_bad_config_is_a_config_error(settings, message) -> None:
    with pytest.raises(ConfigError, match=message):
        ModelConfig(**settings)


def test_config_from_environment_reads_the_key_and_cache(tmp_path) -> None:
    env = {
        "LEXAUDIT_LLM_URL": "http://h:1/v1/chat/completions",
        "LEXAUDIT_LLM_MODEL": "m",
        "LEXAUDIT_LLM_API_KEY": "k",
        "LEXAUDIT_LLM_CACHE": str(tmp_path),
    }
    config = model_config(environ=env)
    assert config is not None
    assert (config.model, config.api_key, config.cache_dir) == ("m", "k", str(tmp_path))
    assert config.endpoint == "http://h:1/v1/chat/completions"
    assert model_config(environ={**env, "LEXAUDIT_LLM_CACHE": "off"}).cache_dir is None
    assert model_config(environ={}) is None
