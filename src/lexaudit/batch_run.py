"""``verify-batch``'s run: read records as a stream, verify them, write one line per record.

The input file is read line by line (never loaded whole); each non-blank line becomes, in
input order, its report or an error record ``{"id", "line", "error": {"code", "message"}}``.
Two engines verify the lines: ``local`` (one :class:`~lexaudit.verifier.Verifier` in this
process) and ``ray`` (:mod:`lexaudit.ray_engine`: one Verifier per Ray actor, a bounded number
of records in flight).

With ``resume``, the report lines already in the output file are kept and the records whose
id has a report there are skipped; error lines (and a last line torn by a crash) are dropped,
so those records are verified again. New lines are appended after the kept ones.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lexaudit.errors import LexauditError, ModelRefusedError

if TYPE_CHECKING:
    from lexaudit.verifier import Verifier


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--engine``, ``--address`` and ``--ray-workers`` (``verify-batch``, ``bench``)."""
    parser.add_argument(
        "--engine",
        choices=("local", "ray"),
        default="local",
        help="local: one verifier in this process (default); ray: one verifier per Ray "
        "actor, needs pip install 'lexaudit[ray]' (docs/scale.md)",
    )
    parser.add_argument(
        "--address",
        metavar="auto|ray://HOST:10001",
        default=None,
        help="with --engine ray: the Ray cluster to use (default: start Ray on this machine)",
    )
    parser.add_argument(
        "--ray-workers",
        type=int,
        default=None,
        metavar="N",
        help="with --engine ray: actors to start, one CPU each (default: the cluster's CPUs)",
    )


def error_record(rid: str | None, line_no: int, exc: LexauditError) -> dict[str, Any]:
    """The output line of a record that failed: ``{"id", "line", "error": {"code", "message"}}``."""
    return {"id": rid, "line": line_no, "error": {"code": exc.code, "message": exc.message}}


def verify_line(
    raw: bytes, line_no: int, default_policy: str | None, get_verifier: Callable[[], Verifier]
) -> dict[str, Any]:
    """Verify one batch line, returning its report or its error record.

    Errors that belong to the line (bad JSON, bad fields, unknown policy, a verifier error or
    bug on this input) become an error record; a verifier that cannot be loaded at all
    (a missing model) and a model server that refuses requests propagate, since every line
    would fail the same way.
    """
    from lexaudit.batch_records import parse_batch_line, peek_record_id
    from lexaudit.inputs import decode_text
    from lexaudit.verify_cli import resolve_policy

    rid: str | None = None
    try:
        text = decode_text(raw, what="record", origin=f"on line {line_no}")
        rid = peek_record_id(text)
        record = parse_batch_line(text, line_no)
        policy = resolve_policy(record.policy) if record.policy else default_policy
    except LexauditError as exc:
        return error_record(rid, line_no, exc)
    verifier = get_verifier()
    try:
        report = verifier.verify(
            record.answer,
            list(record.sources),
            query=record.query,
            as_of=record.as_of,
            policy=policy,
        )
    except ModelRefusedError:
        raise  # a wrong model name or key fails every line alike: stop the batch
    except LexauditError as exc:
        return error_record(rid, line_no, exc)
    except Exception as exc:  # noqa: BLE001 - one broken record must not end the batch
        internal = LexauditError(
            f"internal error while verifying line {line_no} ({type(exc).__name__}: {exc}); "
            "the rest of the batch was processed. Please report this with the input line."
        )
        return error_record(rid, line_no, internal)
    from lexaudit.audit.report import report_to_dict

    out = report_to_dict(report)
    out["id"] = record.id
    out["line"] = line_no
    return out


def record_lines(path: Path, skip_ids: frozenset[str] = frozenset()) -> Iterator[tuple[int, bytes]]:
    """Yield ``(line number, raw bytes)`` for each non-blank line, streaming the file.

    A UTF-8 byte order mark on the first line is dropped. Lines whose record id is in
    ``skip_ids`` are left out (``--resume``).
    """
    from lexaudit.batch_records import peek_record_id

    with path.open("rb") as src:
        for line_no, raw in enumerate(src, start=1):
            if line_no == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            if not raw.strip():
                continue
            if skip_ids and _line_id(raw, peek_record_id) in skip_ids:
                continue
            yield line_no, raw


def _line_id(raw: bytes, peek: Callable[[str], str | None]) -> str | None:
    try:
        return peek(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None


def prepare_resume(out_path: Path) -> frozenset[str]:
    """Keep the report lines of an earlier run's output; return the ids they verified.

    The file is rewritten (streamed through a temporary file beside it) without its error
    lines and without a last line torn by a crash, so a resumed run appends after complete
    reports only. A missing output file means nothing was done yet.

    Raises:
        InputError: A line of the output file other than the last is not a JSON object.
    """
    from lexaudit.errors import InputError

    if not out_path.exists():
        return frozenset()
    done: set[str] = set()
    kept = out_path.with_name(out_path.name + ".resume-tmp")
    with out_path.open("rb") as old, kept.open("wb") as new:
        for line_no, raw in enumerate(old, start=1):
            try:
                record = json.loads(raw)
            except ValueError:
                record = None
            if not isinstance(record, dict):
                if not raw.endswith(b"\n"):
                    break  # the last line, torn by a crash: dropped
                new.close()
                kept.unlink()
                raise InputError(
                    f"line {line_no} of '{out_path}' is not a verify-batch output record; "
                    "--resume expects the output of an earlier verify-batch run. Choose "
                    "another -o path, or drop --resume to start again."
                )
            if "error" in record or record.get("id") is None:
                continue  # verified again
            done.add(str(record["id"]))
            new.write(raw if raw.endswith(b"\n") else raw + b"\n")
    kept.replace(out_path)
    return frozenset(done)


def count_records(path: Path, skip_ids: frozenset[str]) -> int:
    """The number of records :func:`record_lines` will yield (a streaming pass)."""
    return sum(1 for _ in record_lines(path, skip_ids))


def local_records(
    lines: Iterator[tuple[int, bytes]],
    default_policy: str | None,
    get_verifier: Callable[[], Verifier],
) -> Iterator[dict[str, Any]]:
    """Verify each line in this process, in order (the ``local`` engine)."""
    for line_no, raw in lines:
        yield verify_line(raw, line_no, default_policy, get_verifier)
