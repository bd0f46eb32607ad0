"""The ``verify``, ``verify-batch`` and ``demo`` subcommands.

``lexaudit verify --source FILE... --answer FILE|- [--query TEXT] [--as-of DATE] [--policy NAME]
[--json]`` verifies one answer and shows the readable view (or the JSON report).

``lexaudit verify-batch IN.jsonl -o OUT.jsonl [--policy NAME] [--engine local|ray] [--resume]``
verifies one record per line (DESIGN.md's contract) and writes one output line per non-blank
input line, in order: the report, or ``{"id": <id or null>, "line": n, "error": {"code",
"message"}}`` for a bad line (the run itself is :mod:`lexaudit.batch_run`).

``lexaudit demo`` verifies the shipped examples (a licence excerpt, a question, a faithful and a
hallucinated answer) and shows the difference.

Exit codes (the error classes are in :mod:`lexaudit.errors`):

====  =====================================================================================
code  meaning
====  =====================================================================================
0     success (``verify``: the report was produced, whatever its label; ``verify-batch``:
      every line verified)
1     unexpected lexaudit error (E000)
2     bad input (E100) or bad command-line usage (argparse)
3     empty answer, source or batch (E101)
4     answer or source over the size limit (E102)
5     binary or non-UTF-8 input (E103)
6     malformed JSON record (E104)
7     source, answer or batch file not found (E105)
8     ``--as-of`` is not an ISO date (E106)
9     ``verify-batch`` finished and wrote every line, but some lines are error records
10    bad configuration (E200)
11    unknown policy name (E201)
12    an optional extra is missing (E202)
20    a data set or authority pack cannot be read (E300)
30    the authority or audit store failed (E400)
40    a verification passed its deadline and was stopped (E500)
52    the model server refused the request (E512)
130   interrupted
====  =====================================================================================
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lexaudit.errors import (
    InputError,
    SourceNotFoundError,
    UnknownPolicyError,
)
from lexaudit.gate.policies import POLICY_NAMES
from lexaudit.models.options import add_judge_arguments, judge_from_args
from lexaudit.parse_options import add_parse_arguments, lazy_option

if TYPE_CHECKING:
    from rich.console import Console

    from lexaudit.judge.base import Judge
    from lexaudit.types import Report
    from lexaudit.verifier import Verifier

EXIT_BATCH_PARTIAL = 9
"""``verify-batch`` exit code when the output is complete but some lines are error records."""

DEFAULT_POLICY_NAMES = POLICY_NAMES
EXAMPLE_FILES = ("licence.txt", "question.txt", "answer_faithful.txt", "answer_hallucinated.txt")
_PAST = {
    "deliver": "delivered",
    "strip": "stripped",
    "hedge": "hedged",
    "block": "blocked",
    "escalate": "escalated",
    "repair": "repaired",
}
_EXIT_TABLE = (
    "exit codes: 0 ok; 2 bad input or usage; 3 empty input; 4 input too large; "
    "5 binary or non-UTF-8 input; 6 malformed JSON record; 7 file not found; 8 bad --as-of date; "
    "9 verify-batch wrote error records for some lines; 10 bad configuration; 11 unknown "
    "policy; 12 optional extra missing; 20 data cannot be read; 30 store failed; 40 model "
    "server refused or failed. "
    "See docs/cli.md."
)


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``verify``, ``verify-batch`` and ``demo`` subcommands.

    Args:
        subparsers: The ``lexaudit`` command's subparsers.
    """
    verify = subparsers.add_parser(
        "verify",
        help="verify one answer against its sources",
        description="Verify one answer against its sources and show what may be delivered.",
        epilog=_EXIT_TABLE,
    )
    verify.add_argument(
        "--source",
        metavar="FILE",
        nargs="+",
        action="extend",
        required=True,
        help="UTF-8 text file(s) the answer must be grounded in (repeatable)",
    )
    verify.add_argument("--answer", metavar="FILE|-", required=True, help="answer file, - = stdin")
    verify.add_argument("--query", metavar="TEXT", help="the question the answer responds to")
    _add_common(verify)
    verify.add_argument("--json", action="store_true", help="print the JSON report instead")
    _add_show_minor(verify)
    _add_dense(verify)
    add_judge_arguments(verify)
    verify.add_argument(
        "--max-answer-mb", type=float, default=10.0, metavar="N", help="answer size limit (10)"
    )
    verify.add_argument(
        "--max-source-mb", type=float, default=50.0, metavar="N", help="source size limit (50)"
    )
    verify.set_defaults(run=_quiet_broken_pipe(run_verify))

    batch = subparsers.add_parser(
        "verify-batch",
        help="verify a JSONL file of answers, one report per line",
        description=(
            'Each input line is {"id", "query"?, "sources": [str | {"id", "text", '
            '"doc_rev"?}], "answer", "as_of"?, "policy"?}. Each output line is the report, or '
            '{"id", "line", "error": {"code", "message"}} for a bad line; blank lines are '
            "skipped."
        ),
        epilog=_EXIT_TABLE,
    )
    batch.add_argument("input", metavar="IN.jsonl", help="input records, one JSON object a line")
    batch.add_argument("-o", "--output", metavar="OUT.jsonl", required=True, help="output file")
    batch.add_argument(
        "--policy", metavar="NAME", help="default gating policy (a record's policy wins)"
    )
    _add_dense(batch)
    add_judge_arguments(batch)
    batch.add_argument(
        "--quiet",
        action="store_true",
        help="no progress (by default a bar on a terminal, else a line every 100 records or "
        "30 s); the summary line is still printed",
    )
    from lexaudit.batch_run import add_engine_arguments

    add_engine_arguments(batch)
    batch.add_argument(
        "--resume",
        action="store_true",
        help="keep the reports already in OUT.jsonl and skip their ids; error lines there "
        "are dropped and verified again, new lines are appended",
    )
    batch.set_defaults(run=run_batch)

    demo = subparsers.add_parser(
        "demo",
        help="verify the shipped example answers and show the difference",
        description="Verify a faithful and a hallucinated answer about the example licence.",
    )
    demo.add_argument("--policy", metavar="NAME", help="gating policy (default: HEDGE)")
    demo.add_argument("--json", action="store_true", help="print both JSON reports")
    _add_show_minor(demo)
    demo.set_defaults(run=_quiet_broken_pipe(run_demo))


def _add_show_minor(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--show-minor",
        "--verbose",
        dest="show_minor",
        action="store_true",
        help="list minor notes on a clean answer too (folded by default; --json keeps all)",
    )


def _add_common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--as-of", metavar="DATE", help="judge the law as of this ISO date")
    parser.add_argument(
        "--policy",
        metavar="NAME",
        help="gating policy: " + ", ".join(DEFAULT_POLICY_NAMES) + " (default: HEDGE)",
    )


def policy_names() -> tuple[str, ...]:
    """Return the valid gating policy names (from :mod:`lexaudit.gate` when available)."""
    try:
        from lexaudit.gate import POLICY_NAMES  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        return DEFAULT_POLICY_NAMES
    return tuple(POLICY_NAMES)


def resolve_policy(name: str | None) -> str | None:
    """Return the canonical policy name for ``name`` (case and ``-``/``_`` insensitive).

    Args:
        name: A policy name as typed by the user, or ``None`` for the default.

    Returns:
        The canonical name, or ``None`` when ``name`` is ``None``.

    Raises:
        UnknownPolicyError: ``name`` is not a policy.
    """
    if name is None:
        return None
    names = policy_names()
    canonical = name.strip().upper().replace("-", "_")
    if canonical not in names:
        raise UnknownPolicyError(
            f"unknown policy {name!r}; expected one of {', '.join(names)}. "
            'Pass one of these to --policy (or the record\'s "policy" field).'
        )
    return canonical


def _stdout_console() -> Console:
    from rich.console import Console

    return Console(highlight=False, soft_wrap=False)


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def _source_ids(paths: Sequence[str]) -> list[str]:
    """Name each source by its file name, or its path when names clash; never twice the same."""
    names = [Path(p).name for p in paths]
    ids = [n if names.count(n) == 1 else p for n, p in zip(names, paths, strict=True)]
    return [sid if ids.count(sid) == 1 else f"{sid}@{i + 1}" for i, sid in enumerate(ids)]


def _quiet_broken_pipe(run: Callable[[argparse.Namespace], int]) -> Callable[..., int]:
    """Let ``lexaudit verify ... | head`` end quietly when the reader closes the pipe."""

    def wrapper(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except BrokenPipeError:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            return 0

    wrapper.__name__ = run.__name__
    wrapper.__doc__ = run.__doc__
    return wrapper


def run_verify(args: argparse.Namespace) -> int:
    """Verify one answer and print the readable view or the JSON report.

    Args:
        args: Parsed ``verify`` arguments.

    Returns:
        0 when the report was produced (whatever its label).
    """
    from lexaudit.inputs import MB, parse_as_of, read_answer, read_text_file

    policy = resolve_policy(args.policy)
    as_of = parse_as_of(args.as_of).isoformat() if args.as_of is not None else None
    source_limit = int(args.max_source_mb * MB)
    sources = [
        {"id": sid, "text": read_text_file(path, what="source", max_bytes=source_limit)}
        for sid, path in zip(_source_ids(args.source), args.source, strict=True)
    ]
    answer = read_answer(args.answer, sys.stdin, max_bytes=int(args.max_answer_mb * MB))
    report = _verifier_for(args).verify(
        answer, sources, query=args.query, as_of=as_of, policy=policy
    )
    if args.json:
        from lexaudit.audit.report import report_to_dict

        _print_json(report_to_dict(report))
        return 0
    from lexaudit.render import print_report

    title = "answer from stdin" if args.answer == "-" else f"answer: {args.answer}"
    print_report(report, _stdout_console(), title=title, show_minor=args.show_minor)
    return 0


def _add_dense(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--dense",
        action="store_true",
        help="add dense retrieval (local MiniLM) beside BM25; needs pip install 'lexaudit[dense]'",
    )
    add_parse_arguments(parser)


def _load_verifier(
    dense: bool = False,
    reretrieve: bool = False,
    judge: Judge | None = None,
    lazy: bool | None = None,
) -> Verifier:
    from lexaudit.verifier import Verifier

    return Verifier(dense=dense, reretrieve=reretrieve, judge=judge, lazy=lazy)


def _verifier_for(args: argparse.Namespace) -> Verifier:
    """The verifier the options ask for (the model judge is built, and checked, first)."""
    judge = judge_from_args(args)
    dense = getattr(args, "dense", False)
    reretrieve = getattr(args, "reretrieve", False)
    lazy = lazy_option(args)
    if judge is None:
        return _load_verifier(dense, reretrieve, lazy=lazy)
    return _load_verifier(dense, reretrieve, judge=judge, lazy=lazy)


def run_batch(args: argparse.Namespace) -> int:
    """Verify every record of a JSONL file, writing one output line per non-blank input line.

    Args:
        args: Parsed ``verify-batch`` arguments.

    Returns:
        0 when every line verified, :data:`EXIT_BATCH_PARTIAL` when some lines are error
        records (the output file is complete either way).

    Raises:
        SourceNotFoundError: The input file does not exist.
        InputError: The output path is the input file or its directory does not exist.
        EmptyInputError: The input has no non-blank lines.
    """
    from rich.console import Console

    from lexaudit.batch_run import count_records, local_records, prepare_resume, record_lines
    from lexaudit.errors import EmptyInputError
    from lexaudit.progress import batch_progress

    in_path, out_path = Path(args.input), Path(args.output)
    if not in_path.is_file():
        raise SourceNotFoundError(
            f"the batch input file '{in_path}' does not exist or is not a file; expected a "
            "JSONL file with one record per line. Check the path."
        )
    if out_path.exists() and out_path.resolve() == in_path.resolve():
        raise InputError(
            f"the output file '{out_path}' is the input file; expected a different path. "
            "Pass another name to -o so the input is not overwritten."
        )
    if not out_path.parent.is_dir():
        raise InputError(
            f"the output directory '{out_path.parent}' does not exist; create it first "
            f"(mkdir -p {out_path.parent}) or choose another -o path."
        )
    default_policy = resolve_policy(args.policy)
    engine = getattr(args, "engine", "local")
    if engine != "ray" and (
        getattr(args, "address", None) is not None or getattr(args, "ray_workers", None)
    ):
        raise InputError(
            "--address and --ray-workers apply to the Ray engine only; add --engine ray "
            "(pip install 'lexaudit[ray]') or leave them out."
        )
    done = prepare_resume(out_path) if getattr(args, "resume", False) else frozenset()
    total = count_records(in_path, done)
    if total == 0 and not done:
        raise EmptyInputError(
            f"the batch input file '{in_path}' has no records (it is empty or blank); expected "
            "one JSON object per line."
        )
    errors = 0
    stderr = Console(stderr=True, highlight=False)
    if done:
        stderr.print(
            f"resuming: {len(done)} records already verified in {out_path}, {total} to go",
            markup=False,
        )
    with contextlib.ExitStack() as stack:
        lines = record_lines(in_path, done)
        if engine == "ray":
            from lexaudit.ray_engine import RayVerifierPool

            options = {key: value for key, value in vars(args).items() if key != "run"}
            pool = stack.enter_context(
                RayVerifierPool(options, workers=args.ray_workers, address=args.address)
            )
            records = pool.verify_lines(lines, default_policy)
        else:
            verifier: list[Verifier] = []

            def get_verifier() -> Verifier:
                if not verifier:
                    verifier.append(_verifier_for(args))
                return verifier[0]

            records = local_records(lines, default_policy, get_verifier)
        progress, advance = batch_progress(total, stderr, getattr(args, "quiet", False))
        stack.enter_context(progress)
        out = stack.enter_context(
            out_path.open(
                "a" if done else "w", encoding="utf-8", errors="backslashreplace", newline="\n"
            )
        )
        for record in records:
            errors += "error" in record
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            out.flush()
            advance(errors)
    stderr.print(
        f"verified {total} records: {total - errors} ok, {errors} errors -> {out_path}",
        markup=False,
    )
    return 0 if errors == 0 else EXIT_BATCH_PARTIAL


def examples_dir() -> Path:
    """Return the directory holding the shipped examples.

    The repository's ``examples/`` is preferred (so edits show up at once); an installed
    package falls back to its ``lexaudit/data/examples`` package data.

    Returns:
        The directory with ``licence.txt``, ``question.txt`` and the two answers.

    Raises:
        SourceNotFoundError: Neither location has the examples.
    """
    repo = Path(__file__).resolve().parents[2] / "examples"
    packaged = Path(str(resources.files("lexaudit") / "data" / "examples"))
    for candidate in (repo, packaged):
        if all((candidate / name).is_file() for name in EXAMPLE_FILES):
            return candidate
    raise SourceNotFoundError(
        f"the demo examples were not found in {repo} or {packaged}; expected "
        f"{', '.join(EXAMPLE_FILES)}. Reinstall lexaudit or run from a full checkout."
    )


def _summary(name: str, report: Report) -> str:
    action = report.decision.action.value
    critical = sum(1 for f in report.findings if f.severity.value == "critical")
    return (
        f"{name} answer: {report.label.value}, {_PAST.get(action, action)} "
        f"(fidelity {report.fidelity:.2f}, {len(report.findings)} findings, {critical} critical)"
    )


def run_demo(args: argparse.Namespace) -> int:
    """Verify the faithful and the hallucinated example answers and compare them.

    Args:
        args: Parsed ``demo`` arguments.

    Returns:
        0.
    """
    from lexaudit.inputs import read_text_file

    policy = resolve_policy(args.policy)
    root = examples_dir()
    licence = read_text_file(root / "licence.txt", what="source")
    question = read_text_file(root / "question.txt", what="question").strip()
    verifier = _load_verifier()
    reports: dict[str, Report] = {}
    for name in ("faithful", "hallucinated"):
        answer = read_text_file(root / f"answer_{name}.txt", what="answer")
        reports[name] = verifier.verify(
            answer, [{"id": "licence.txt", "text": licence}], query=question, policy=policy
        )
    if args.json:
        from lexaudit.audit.report import report_to_dict

        _print_json({name: report_to_dict(r) for name, r in reports.items()})
        return 0
    from rich.text import Text

    from lexaudit.render import print_report

    console = _stdout_console()
    console.print(Text(f"lexaudit demo: two answers about {root / 'licence.txt'}", style="bold"))
    for name, report in reports.items():
        console.rule(Text(f"{name} answer (examples/answer_{name}.txt)"))
        print_report(report, console, title=f"answer_{name}.txt", show_minor=args.show_minor)
    console.rule(Text("comparison"))
    console.print(Text("; ".join(_summary(name, r) for name, r in reports.items())), soft_wrap=True)
    return 0
