"""Settings of one model endpoint, from command-line flags or ``LEXAUDIT_LLM_*`` variables."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from lexaudit.errors import ConfigError

URL_ENV = "LEXAUDIT_LLM_URL"
MODEL_ENV = "LEXAUDIT_LLM_MODEL"
API_KEY_ENV = "LEXAUDIT_LLM_API_KEY"  # noqa: S105 - the variable's name, not a secret
CACHE_ENV = "LEXAUDIT_LLM_CACHE"
NLI_ENV = "LEXAUDIT_NLI_MODEL"
CHARS_PER_TOKEN = 4  # the prompt budget is estimated, not tokenised: 4 characters a token


@dataclass(frozen=True, slots=True)
class ModelConfig:
    """One OpenAI-compatible chat-completions endpoint and how to use it.

    ``base_url`` is the API root (``http://127.0.0.1:8000/v1``); ``/chat/completions`` is
    added unless the URL already ends with it. ``max_tokens`` is sent with every request
    (the reply's budget); a prompt estimated above ``max_prompt_tokens`` is never sent.
    ``cache_dir`` ``None`` means no disk cache.
    """

    base_url: str
    model: str
    api_key: str | None = None
    timeout_s: float = 60.0
    max_retries: int = 2
    backoff_s: float = 0.5
    max_concurrency: int = 4
    max_tokens: int = 400
    max_prompt_tokens: int = 3000
    cache_dir: str | None = None

    def __post_init__(self) -> None:
        """Reject a URL that is not http(s), an empty model name and impossible limits."""
        if not self.base_url.startswith(("http://", "https://")):
            raise ConfigError(
                f"the model URL {self.base_url!r} is not an http:// or https:// URL; pass the "
                "API root of an OpenAI-compatible server, e.g. --llm-url http://127.0.0.1:8000/v1"
            )
        if not self.model.strip():
            raise ConfigError(
                f"no model name: pass --llm-model NAME or set {MODEL_ENV} (the name the "
                "server knows the model by, e.g. the one /v1/models lists)"
            )
        for name in ("timeout_s", "max_concurrency", "max_tokens", "max_prompt_tokens"):
            if getattr(self, name) <= 0:
                raise ConfigError(
                    f"model setting {name} must be positive, not {getattr(self, name)}"
                )
        if self.max_retries < 0 or self.backoff_s < 0:
            raise ConfigError("model settings max_retries and backoff_s must not be negative")

    @property
    def endpoint(self) -> str:
        """The chat-completions URL."""
        url = self.base_url.rstrip("/")
        return url if url.endswith("/chat/completions") else f"{url}/chat/completions"


def default_cache_dir() -> str:
    """``$LEXAUDIT_LLM_CACHE``, else ``$XDG_CACHE_HOME/lexaudit/llm`` (``~/.cache`` default)."""
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return os.environ.get(CACHE_ENV) or str(Path(root) / "lexaudit" / "llm")


def model_config(
    url: str | None = None,
    model: str | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    cache: bool = True,
    **settings: object,
) -> ModelConfig | None:
    """The endpoint named by flags, else by ``LEXAUDIT_LLM_URL`` / ``_MODEL`` / ``_API_KEY``.

    Returns ``None`` when no URL is given anywhere. The API key is read from the environment
    only, so it never lands in shell history or a process list. ``LEXAUDIT_LLM_CACHE=off``
    turns the disk cache off.
    """
    env = os.environ if environ is None else environ
    url = url or env.get(URL_ENV)
    if not url:
        return None
    cache_dir: str | None = None
    if cache and env.get(CACHE_ENV, "").lower() != "off":
        cache_dir = env.get(CACHE_ENV) or default_cache_dir()
    return ModelConfig(
        base_url=url,
        model=model or env.get(MODEL_ENV, ""),
        api_key=env.get(API_KEY_ENV) or None,
        cache_dir=cache_dir,
        **settings,  # type: ignore[arg-type]
    )
