"""``lexaudit reason``: evidence-based criminal-case reasoning (LegalGraphRAG) on shared data.

Module-level imports stay cheap: the graph, jieba, igraph and matplotlib load in ``run``.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from lexaudit.errors import (
    BinaryInputError,
    ConfigError,
    DataError,
    EmptyInputError,
    MalformedRecordError,
    SourceNotFoundError,
)

DATASETS = ("cail", "cmdl")


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``lexaudit reason``."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "reason",
        help="predict charges, articles and term from case facts, citing audited evidence",
        description=(
            "LegalGraphRAG-style reasoning over the shared legalgraphrag/ data: a Researcher "
            "retrieves cases, articles and charges from a hierarchical legal graph, an Auditor "
            "checks each article's checklist against the facts, an Adjudicator decides with "
            "citations. --dataset scores a test set (results.json, tables.md, plots in --out); "
            "--case FILE prints one judgment with its evidence trail."
        ),
    )
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--dataset", metavar="cail|cmdl", help="score this test set")
    what.add_argument(
        "--case",
        metavar="FILE",
        help='one case: a JSON file with a "fact" field, or a plain UTF-8 text file',
    )
    p.add_argument("--limit", type=int, default=None, metavar="N", help="the first N test cases")
    p.add_argument("--out", default="reason-results", metavar="DIR", help="output folder")
    p.add_argument("--k-semantic", type=int, default=None, metavar="K", help="semantic route size")
    p.add_argument(
        "--k-community", type=int, default=None, metavar="K", help="community route size"
    )
    p.add_argument(
        "--k-charge", type=int, default=None, metavar="K", help="charge-anchored route size"
    )
    p.add_argument("--no-ablations", action="store_true", help="run the full configuration only")
    p.add_argument("--no-plots", action="store_true", help="do not draw PNG plots")
    p.add_argument("--json", action="store_true", help="--case: print the judgment as JSON")
    p.add_argument(
        "--data-root",
        default=None,
        metavar="DIR",
        help="the shared data directory (default: $LEXAUDIT_SHARED_DATA or ../shared/data)",
    )
    p.add_argument("--llm-url", default=None, metavar="URL", help="LLM back-end: API root")
    p.add_argument("--llm-model", default=None, metavar="NAME", help="LLM back-end: model name")
    p.add_argument(
        "--llm-timeout", type=float, default=60.0, metavar="S", help="seconds per request"
    )
    p.add_argument("--llm-max-tokens", type=int, default=400, metavar="N", help="reply budget")
    p.add_argument(
        "--llm-evidence-chars",
        type=int,
        default=2400,
        metavar="N",
        help="at most N characters of facts and evidence in the prompt (Chinese text is about "
        "one token a character; keep it under the server's context)",
    )
    p.add_argument("--no-llm-cache", action="store_true", help="do not cache LLM replies on disk")
    p.set_defaults(run=run)
    return p


def read_case(path: str) -> str:
    """The fact of a case file (JSON with ``fact``, or plain text), validated."""
    file = Path(path)
    if not file.is_file():
        raise SourceNotFoundError(f"the case file {path} does not exist; pass --case FILE")
    data = file.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BinaryInputError(
            f"the case file {path} is not UTF-8 text (byte {exc.start}); convert it with "
            f"iconv -f GB18030 -t UTF-8 {path}"
        ) from exc
    if "\x00" in text:
        raise BinaryInputError(f"the case file {path} holds NUL characters; pass a text file")
    fact = text
    is_json = file.suffix.lower() == ".json"
    if not is_json and text.lstrip().startswith("{"):
        try:  # a text file that holds a JSON object is read as one
            json.loads(text)
            is_json = True
        except ValueError:
            is_json = False
    if is_json:
        try:
            record = json.loads(text)
        except ValueError as exc:
            raise MalformedRecordError(
                f"the case file {path} is not valid JSON ({exc}); expected an object like "
                '{"fact": "..."} or a plain text file'
            ) from exc
        if not isinstance(record, dict) or not isinstance(record.get("fact"), str):
            raise MalformedRecordError(
                f'the case file {path} has no string "fact" field; expected {{"fact": "..."}}'
            )
        fact = record["fact"]
    if not fact.strip():
        raise EmptyInputError(f"the case file {path} has an empty fact; give the case's facts")
    return fact


def _config(args: argparse.Namespace) -> Any:
    from lexaudit.reason.types import ReasonConfig

    cfg = ReasonConfig()
    for flag, field in (
        ("k_semantic", "k_semantic"),
        ("k_community", "k_community"),
        ("k_charge", "k_charge"),
    ):
        value = getattr(args, flag)
        if value is not None:
            if value < 1:
                raise ConfigError(f"--{flag.replace('_', '-')} must be at least 1, not {value}")
            cfg = replace(cfg, **{field: value})
    return cfg


def _llm(args: argparse.Namespace, reasoner: Any) -> Any:
    if not args.llm_url:
        if args.llm_model:
            raise ConfigError("--llm-model needs --llm-url (the API root of the model server)")
        return None
    from lexaudit.models.client import ChatClient, llm_unavailable_reason
    from lexaudit.models.config import model_config
    from lexaudit.reason.llm import LLMAdjudicator

    missing = llm_unavailable_reason()
    if missing:
        from lexaudit.errors import MissingExtraError

        raise MissingExtraError(f"the LLM back-end cannot run: {missing}")
    config = model_config(
        args.llm_url,
        args.llm_model,
        cache=not args.no_llm_cache,
        timeout_s=args.llm_timeout,
        max_tokens=args.llm_max_tokens,
    )
    if config is None:  # pragma: no cover - a URL was given, so there is a config
        return None
    if args.llm_evidence_chars < 200:
        raise ConfigError(
            f"--llm-evidence-chars must be at least 200, not {args.llm_evidence_chars}"
        )
    return LLMAdjudicator(
        ChatClient(config), reasoner.kb, reasoner.links, budget_chars=args.llm_evidence_chars
    )


def _root(args: argparse.Namespace) -> Path:
    from lexaudit.bench.datasets.loading import resolve_data_root

    root = resolve_data_root(args.data_root)
    if not root.is_dir():
        raise DataError(
            f"the shared data directory {root} does not exist; pass --data-root DIR or set "
            "LEXAUDIT_SHARED_DATA=/path/to/shared/data"
        )
    return root


def run(args: argparse.Namespace) -> int:
    """Run ``lexaudit reason``."""
    if args.dataset is not None and args.dataset not in DATASETS:
        raise ConfigError(
            f"unknown dataset {args.dataset!r}; expected one of {', '.join(DATASETS)}"
        )
    if args.limit is not None and args.limit < 1:
        raise ConfigError(f"--limit must be at least 1, not {args.limit}")
    fact = read_case(args.case) if args.case else None
    config = _config(args)
    root = _root(args)
    from lexaudit.reason.data import load_dataset, load_knowledge
    from lexaudit.reason.pipeline import Reasoner

    kb = load_knowledge(root)
    cases = load_dataset(root, args.dataset) if args.dataset else []
    reasoner = Reasoner(kb, config)
    llm = _llm(args, reasoner)
    try:
        if fact is not None:
            return _one_case(reasoner, fact, llm, args.json)
        return _score(reasoner, args, cases[: args.limit] if args.limit else cases, llm)
    finally:
        if llm is not None:
            llm.client.close()


def _one_case(reasoner: Any, fact: str, llm: Any, as_json: bool) -> int:
    from lexaudit.reason.trail import render_trail, trail_dict

    exclude = reasoner.exclusions_for(fact)
    reasoning = reasoner.reason(fact, exclude=exclude)
    judgment = llm.decide(fact, reasoning) if llm is not None else reasoning.judgment
    if as_json:
        print(
            json.dumps(trail_dict(reasoner.kb, reasoning, judgment), ensure_ascii=False, indent=2)
        )
    else:
        print(render_trail(reasoner.kb, reasoning, judgment))
    return 0


def _score(reasoner: Any, args: argparse.Namespace, cases: list[Any], llm: Any) -> int:
    from lexaudit.reason.evaluate import run_configs
    from lexaudit.reason.pipeline import ablation_configs
    from lexaudit.reason.report import build_results, write_outputs

    configs = ablation_configs(reasoner.config)
    if args.no_ablations:
        configs = {"full": configs["full"]}
    judge = None
    if llm is not None:

        def judge(case: Any, reasoning: Any) -> Any:
            return llm.decide(case.fact, reasoning)

    rows, facts = run_configs(reasoner, cases, configs, judge=judge)
    llm_facts = None
    if llm is not None:
        llm_facts = {
            "model": llm.client.config.model,
            "calls": llm.calls,
            "failures": llm.failures,
            "discarded_citations": llm.discarded,
            "fallbacks_to_offline": llm.fallbacks,
        }
    results = build_results(
        args.dataset, rows, facts, reasoner.config, reasoner.graph.stats(), llm_facts
    )
    written = write_outputs(results, Path(args.out), plots=not args.no_plots)
    from lexaudit.reason.report import tables_markdown

    print(tables_markdown(results))
    print("wrote " + ", ".join(str(p) for p in written), file=sys.stderr)
    return 0
