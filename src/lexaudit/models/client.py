"""The OpenAI-compatible chat-completions client: the one module that imports httpx.

httpx is imported when a client is first used (``pip install 'lexaudit[llm]'``). Every request
asks for structured output with ``response_format: {"type": "json_schema", ...}`` (vLLM,
llama.cpp's server and hosted OpenAI-compatible APIs honour it; a server that does not is still
checked). A reply is validated by the caller's ``parse``; an invalid one is repaired locally
(code fences, text around the object, trailing commas) and, failing that, asked for once more
with the validation error; a second invalid reply raises :class:`ModelOutputError`.

Timeouts, connection errors, HTTP 408, 429 and 5xx are retried ``max_retries`` times with
exponential backoff (``backoff_s``, then twice that, ...); other 4xx replies raise
:class:`ModelRefusedError` at once, since every later request would fail the same way. At most
``max_concurrency`` requests are in flight per client, whatever the number of threads.
"""

from __future__ import annotations

import importlib.util
import json
import re
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from lexaudit.errors import MissingExtraError, ModelError, ModelOutputError, ModelRefusedError
from lexaudit.models.cache import ReplyCache, prompt_key
from lexaudit.models.config import CHARS_PER_TOKEN, ModelConfig

T = TypeVar("T")
LLM_EXTRA_HINT = "pip install 'lexaudit[llm]' (httpx, pydantic)"
_RETRY_STATUS = frozenset({408, 429})


def llm_unavailable_reason() -> str | None:
    """Why the LLM tier cannot run here (a missing package), or ``None`` when it can."""
    missing = [m for m in ("httpx", "pydantic") if importlib.util.find_spec(m) is None]
    return f"missing {', '.join(missing)}: {LLM_EXTRA_HINT}" if missing else None


def estimate_tokens(messages: Sequence[Mapping[str, str]]) -> int:
    """A rough prompt size: characters / 4, plus a few tokens per message."""
    return sum(len(m.get("content", "")) // CHARS_PER_TOKEN + 4 for m in messages)


@dataclass(frozen=True, slots=True)
class Completion(Generic[T]):
    """A validated structured reply."""

    value: T
    content: str  # the JSON text that validated (after any repair)
    raw: str  # the server's reply as received (the last one when a retry was needed)
    cached: bool = False
    requests: int = 0  # HTTP requests this call sent
    usage: dict[str, Any] = field(default_factory=dict)


def repair_json(text: str) -> str | None:
    """The JSON object in ``text`` without code fences, chatter or trailing commas, if any."""
    stripped = re.sub(r"^\s*```(?:json)?\s*|\s*```\s*$", "", text.strip())
    start, end = stripped.find("{"), stripped.rfind("}")
    if start < 0 or end <= start:
        return None
    return re.sub(r",\s*([}\]])", r"\1", stripped[start : end + 1])


class ChatClient:
    """Chat completions with a JSON schema against one OpenAI-compatible endpoint."""

    def __init__(self, config: ModelConfig) -> None:
        """Create the client; the HTTP connection pool opens on the first request."""
        reason = llm_unavailable_reason()
        if reason:
            raise MissingExtraError(f"the LLM judge is not available: {reason}")
        self.config = config
        self.cache = ReplyCache(config.cache_dir) if config.cache_dir else None
        self._slots = threading.BoundedSemaphore(config.max_concurrency)
        self._lock = threading.Lock()
        self._http: Any = None
        self.requests_sent = 0
        self.cache_hits = 0
        # set when the server takes a schema only as {"type": "json_object", "schema": ...}
        self.json_object_format = False

    def close(self) -> None:
        """Close the connection pool."""
        if self._http is not None:
            self._http.close()
            self._http = None

    def _client(self) -> Any:
        with self._lock:
            if self._http is None:
                import httpx

                self._http = httpx.Client(timeout=self.config.timeout_s)
            return self._http

    def complete_json(
        self,
        messages: Sequence[Mapping[str, str]],
        schema_name: str,
        schema: Mapping[str, Any],
        parse: Callable[[str], T],
    ) -> Completion[T]:
        """Ask for a reply matching ``schema`` and return it parsed by ``parse``.

        Args:
            messages: the chat messages (``role``, ``content``).
            schema_name: the schema's name in ``response_format``.
            schema: the JSON schema the reply must match.
            parse: validates the reply text, raising ``ValueError`` (pydantic's
                ``ValidationError`` is one) when it does not match.

        Raises:
            ModelError: the prompt is over the token budget, or the server gave no answer
                after the retries.
            ModelRefusedError: the server answered HTTP 4xx (not 408 or 429).
            ModelOutputError: the reply is invalid after a repair and one more request.
        """
        cfg = self.config
        prompt_tokens = estimate_tokens(messages)
        if prompt_tokens > cfg.max_prompt_tokens:
            raise ModelError(
                f"the prompt is about {prompt_tokens} tokens, over the budget of "
                f"{cfg.max_prompt_tokens}; it was not sent. Raise max_prompt_tokens or send "
                "shorter evidence."
            )
        body: dict[str, Any] = {
            "model": cfg.model,
            "messages": [dict(m) for m in messages],
            "temperature": 0,
            "max_tokens": cfg.max_tokens,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": schema_name, "strict": True, "schema": dict(schema)},
            },
        }
        key = prompt_key(cfg.model, body)
        if self.json_object_format:
            body["response_format"] = _json_object_format(body)
        if self.cache is not None:
            stored = self.cache.get(key)
            if stored is not None:
                try:
                    value = parse(stored)
                except ValueError:
                    pass  # a stale entry (the schema changed): ask again
                else:
                    with self._lock:
                        self.cache_hits += 1
                    return Completion(value, stored, stored, cached=True)
        raw, usage = self._post(body)
        requests = 1
        try:
            content, value = self._parse(raw, parse)
        except ValueError as first:
            retry = dict(body)
            retry["messages"] = [
                *body["messages"],
                {"role": "assistant", "content": raw},
                {
                    "role": "user",
                    "content": f"That reply is not valid for the schema ({_short(first)}). "
                    "Reply with one JSON object that matches the schema, and nothing else.",
                },
            ]
            raw, usage = self._post(retry)
            requests += 1
            try:
                content, value = self._parse(raw, parse)
            except ValueError as second:
                raise ModelOutputError(
                    f"model {cfg.model!r} at {cfg.endpoint} replied twice with output that is "
                    f"not valid for the {schema_name} schema ({_short(second)}); the claim "
                    "keeps the structural verdict. A larger model, or a server with JSON "
                    "schema support, avoids this."
                ) from second
        if self.cache is not None:
            self.cache.put(key, cfg.model, content)
        return Completion(value, content, raw, requests=requests, usage=usage)

    @staticmethod
    def _parse(raw: str, parse: Callable[[str], T]) -> tuple[str, T]:
        try:
            return raw, parse(raw)
        except ValueError:
            repaired = repair_json(raw)
            if repaired is None or repaired == raw:
                raise
            try:
                return repaired, parse(repaired)
            except ValueError:
                pass
            raise

    def _post(self, body: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """Send one request (with retries) and return the reply's message content and usage."""
        import httpx

        cfg = self.config
        headers = {"Content-Type": "application/json"}
        if cfg.api_key:
            headers["Authorization"] = f"Bearer {cfg.api_key}"
        last = "no attempt"
        for attempt in range(cfg.max_retries + 1):
            if attempt:
                time.sleep(cfg.backoff_s * 2 ** (attempt - 1))
            with self._slots:
                with self._lock:
                    self.requests_sent += 1
                try:
                    response = self._client().post(cfg.endpoint, json=body, headers=headers)
                except httpx.TimeoutException:
                    last = f"timed out after {cfg.timeout_s:g} s"
                    continue
                except httpx.TransportError as exc:
                    last = f"connection failed ({type(exc).__name__}: {exc})"
                    continue
            status = response.status_code
            if status >= 400 and _wants_json_object(body, response.text):
                # the server takes a schema only as {"type": "json_object", "schema": ...}
                # (llama-cpp-python's server): use that form from now on, at no retry's cost
                with self._lock:
                    self.json_object_format = True
                body = {**body, "response_format": _json_object_format(body)}
                return self._post(body)
            if status in _RETRY_STATUS or status >= 500:
                last = f"HTTP {status}"
                continue
            if status >= 400:
                raise ModelRefusedError(
                    f"the model server at {cfg.endpoint} refused the request: HTTP {status} "
                    f"{response.text[:300]!r}. Check --llm-url, --llm-model (the name the "
                    "server lists at /v1/models) and LEXAUDIT_LLM_API_KEY."
                )
            try:
                data = response.json()
                content = data["choices"][0]["message"]["content"]
            except (ValueError, KeyError, IndexError, TypeError):
                last = f"a reply that is not a chat completion: {response.text[:200]!r}"
                continue
            usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}
            return (content if isinstance(content, str) else json.dumps(content)), usage
        raise ModelError(
            f"the model server at {cfg.endpoint} gave no answer after {cfg.max_retries + 1} "
            f"attempts (last: {last}); the claim keeps the structural verdict. Check that the "
            "server is running, or raise --llm-timeout."
        )


def _wants_json_object(body: Mapping[str, Any], reply: str) -> bool:
    """The server rejected ``json_schema`` and names ``json_object`` as what it takes."""
    sent = body.get("response_format") or {}
    return (
        sent.get("type") == "json_schema"
        and "response_format" in reply
        and ("json_object" in reply)
    )


def _json_object_format(body: Mapping[str, Any]) -> dict[str, Any]:
    """The schema of a ``json_schema`` response format in the ``json_object`` form."""
    sent = body["response_format"]
    if sent.get("type") != "json_schema":
        return dict(sent)
    return {"type": "json_object", "schema": sent["json_schema"]["schema"]}


def _short(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text if len(text) <= 300 else text[:297] + "..."
