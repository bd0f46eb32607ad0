"""The judge options shared by ``verify``, ``verify-batch``, ``bench`` and the service config.

``--judge structural`` (the default) builds nothing: the verifier keeps its structural judge and
never opens a connection. ``cascade`` and ``llm`` build a
:class:`~lexaudit.judge.cascade.CascadeJudge` from ``--llm-url`` / ``--llm-model`` (or
``LEXAUDIT_LLM_URL`` / ``LEXAUDIT_LLM_MODEL``; the key only from ``LEXAUDIT_LLM_API_KEY``) and
``--nli-model`` (or ``LEXAUDIT_NLI_MODEL``).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

from lexaudit.errors import ConfigError
from lexaudit.models.config import NLI_ENV, model_config

if TYPE_CHECKING:
    from lexaudit.judge.base import Judge

JUDGE_CHOICES = ("structural", "cascade", "llm")


def add_judge_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--judge``, ``--llm-url``, ``--llm-model``, ``--nli-model`` and the LLM limits."""
    group = parser.add_argument_group("model judges (optional; see docs/models.md)")
    group.add_argument(
        "--judge",
        choices=JUDGE_CHOICES,
        default="structural",
        help="structural: offline rules only (default); cascade: claims the structural judge "
        "is unsure of go to --nli-model, then to the LLM; llm: every claim goes to the LLM",
    )
    group.add_argument(
        "--llm-url",
        metavar="URL",
        help="OpenAI-compatible API root, e.g. http://127.0.0.1:8000/v1 (or LEXAUDIT_LLM_URL; "
        "the key is read from LEXAUDIT_LLM_API_KEY); needs pip install 'lexaudit[llm]'",
    )
    group.add_argument(
        "--llm-model", metavar="NAME", help="the model's name on that server (LEXAUDIT_LLM_MODEL)"
    )
    group.add_argument(
        "--llm-timeout", type=float, default=60.0, metavar="S", help="seconds per request (60)"
    )
    group.add_argument(
        "--llm-concurrency", type=int, default=4, metavar="N", help="requests in flight (4)"
    )
    group.add_argument(
        "--llm-max-tokens",
        type=int,
        default=400,
        metavar="N",
        help="reply token budget per request (400); prompts over 3000 tokens are not sent",
    )
    group.add_argument(
        "--no-llm-cache",
        action="store_true",
        help="do not read or write the reply cache (LEXAUDIT_LLM_CACHE, default "
        "~/.cache/lexaudit/llm)",
    )
    group.add_argument(
        "--nli-model",
        metavar="PATH",
        help="local NLI cross-encoder directory for the cascade (LEXAUDIT_NLI_MODEL); needs "
        "pip install 'lexaudit[nli]'",
    )


def judge_from_args(args: argparse.Namespace) -> Judge | None:
    """The judge the parsed options ask for (``None``: the structural default)."""
    return build_judge(
        getattr(args, "judge", "structural"),
        llm_url=getattr(args, "llm_url", None),
        llm_model=getattr(args, "llm_model", None),
        nli_model=getattr(args, "nli_model", None),
        timeout_s=getattr(args, "llm_timeout", 60.0),
        max_concurrency=getattr(args, "llm_concurrency", 4),
        max_tokens=getattr(args, "llm_max_tokens", 400),
        cache=not getattr(args, "no_llm_cache", False),
    )


def build_judge(
    mode: str,
    *,
    llm_url: str | None = None,
    llm_model: str | None = None,
    nli_model: str | None = None,
    timeout_s: float = 60.0,
    max_concurrency: int = 4,
    max_tokens: int = 400,
    cache: bool = True,
    environ: Mapping[str, str] | None = None,
) -> Judge | None:
    """Build the judge for ``mode`` (``None`` for ``structural``).

    Raises:
        ConfigError: an unknown mode, model flags given with ``structural``, a mode whose
            model is not configured, or a bad URL or NLI directory.
        MissingExtraError: ``lexaudit[llm]`` or ``lexaudit[nli]`` is not installed.
    """
    if mode not in JUDGE_CHOICES:
        raise ConfigError(f"unknown judge {mode!r}; expected one of {', '.join(JUDGE_CHOICES)}")
    env = os.environ if environ is None else environ
    if mode == "structural":
        given = [f for f, v in (("--llm-url", llm_url), ("--nli-model", nli_model)) if v]
        if given:
            raise ConfigError(
                f"{' and '.join(given)} given but the judge is structural, which uses no model; "
                "add --judge cascade (or --judge llm)"
            )
        return None
    from lexaudit.judge.cascade import CascadeJudge

    config = model_config(
        llm_url,
        llm_model,
        environ=env,
        cache=cache,
        timeout_s=timeout_s,
        max_concurrency=max_concurrency,
        max_tokens=max_tokens,
    )
    llm = None
    if config is not None:
        from lexaudit.judge.llm import LLMTier
        from lexaudit.models.client import ChatClient

        llm = LLMTier(ChatClient(config))
    nli = None
    nli_path = nli_model or env.get(NLI_ENV)
    if nli_path and mode == "cascade":
        from lexaudit.models.nli import NLIModel

        nli = NLIModel(nli_path)
    return CascadeJudge(mode, nli=nli, llm=llm)
