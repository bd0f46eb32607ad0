"""Validation of ``verify-batch`` records: one JSON object per line of a JSONL file.

``lexaudit verify-batch`` validates each line with :func:`parse_batch_line` before any
verification work starts; the errors are those of :mod:`lexaudit.inputs` (the table there),
each naming the line and field. :func:`peek_record_id` labels the error line of a record that
fails, here and in the HTTP batch endpoint.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass

from lexaudit.errors import (
    EmptyInputError,
    InputTooLargeError,
    InvalidDateError,
    MalformedRecordError,
)
from lexaudit.inputs import MAX_ANSWER_BYTES, MAX_SOURCE_BYTES, MB, check_text, parse_as_of

_LEADING_ID = re.compile(
    r'\ufeff?\s*\{\s*"id"\s*:\s*("(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"|-?\d{1,30})'
)
_BATCH_FIELDS = ("id", "query", "sources", "answer", "as_of", "policy")
_SOURCE_FIELDS = ("id", "text", "doc_rev")


@dataclass(frozen=True, slots=True)
class BatchRecord:
    """One validated line of a ``verify-batch`` input file.

    ``sources`` holds plain strings and chunk dictionaries ``{"id", "text", "doc_rev"?}``
    exactly as :meth:`lexaudit.Verifier.verify` accepts them; ``as_of`` is an ISO date string.
    """

    id: str
    answer: str
    sources: tuple[str | dict[str, str], ...]
    line: int
    query: str | None = None
    as_of: str | None = None
    policy: str | None = None


def peek_record_id(line: str) -> str | None:
    """Return the ``id`` of a batch line if it can be read, else ``None``.

    Used to label error records for lines that fail validation.

    Args:
        line: One line of a JSONL file.

    Returns:
        The record's id as a string, or ``None`` when the line is not a JSON object with a
        string or integer id. For a line that is not valid JSON, an id written as the first
        key (``{"id": "q7", ...``) is still recovered.
    """
    try:
        obj = json.loads(line.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        # broken JSON: salvage an id written as the record's first key
        match = _LEADING_ID.match(line)
        return None if match is None else str(json.loads(match.group(1)))
    if not isinstance(obj, dict):
        return None
    rid = obj.get("id")
    if isinstance(rid, bool) or not isinstance(rid, str | int):
        return None
    return str(rid)


def _where(line_no: int, field: str | None = None) -> str:
    return f"line {line_no}" + (f", field '{field}'" if field else "")


def _type_name(value: object) -> str:
    return {
        type(None): "null",
        bool: "a boolean",
        int: "a number",
        float: "a number",
        str: "a string",
        list: "an array",
        dict: "an object",
    }.get(type(value), type(value).__name__)


def _text_field(
    value: object, line_no: int, field: str, *, required: bool, max_bytes: int | None = None
) -> str | None:
    where = _where(line_no, field)
    if value is None:
        if required:
            raise MalformedRecordError(
                f'{where} is missing; expected a string. Add "{field}": "..." to the record.'
            )
        return None
    if not isinstance(value, str):
        raise MalformedRecordError(
            f"{where} is {_type_name(value)}; expected a string. Quote the value as JSON text."
        )
    check_text(value, where)
    if required and not value.strip():
        raise EmptyInputError(
            f"{where} is empty; expected the text of the {field}. Fill it in or drop the line."
        )
    if max_bytes is not None and len(value.encode("utf-8", "surrogatepass")) >= max_bytes:
        raise InputTooLargeError(
            f"{where} is {len(value.encode('utf-8', 'surrogatepass')) / MB:.1f} MB; the limit is "
            f"{max_bytes / MB:g} MB. Split it, or raise the limit (Python: max_bytes=N)."
        )
    return value


def _source(item: object, line_no: int, index: int) -> str | dict[str, str]:
    field = f"sources[{index}]"
    where = _where(line_no, field)
    if isinstance(item, str):
        text = _text_field(item, line_no, field, required=True, max_bytes=MAX_SOURCE_BYTES)
        return text if text is not None else ""
    if not isinstance(item, Mapping):
        raise MalformedRecordError(
            f"{where} is {_type_name(item)}; expected a string or an object "
            '{"id": "...", "text": "...", "doc_rev": "..."} (doc_rev optional).'
        )
    unknown = sorted(set(item) - set(_SOURCE_FIELDS))
    if unknown:
        raise MalformedRecordError(
            f"{where} has unknown field(s) {', '.join(map(repr, unknown))}; expected only "
            f"{', '.join(_SOURCE_FIELDS)}. Rename or remove them."
        )
    sid = item.get("id")
    if isinstance(sid, bool) or not isinstance(sid, str | int):
        raise MalformedRecordError(
            f"{where}.id is {'missing' if sid is None else _type_name(sid)}; expected a string "
            "naming the source (a document or chunk id). Add an id to the source object."
        )
    if not str(sid).strip():
        raise MalformedRecordError(f"{where}.id is empty; expected a non-empty source id.")
    text = _text_field(
        item.get("text"), line_no, f"{field}.text", required=True, max_bytes=MAX_SOURCE_BYTES
    )
    out: dict[str, str] = {"id": str(sid), "text": text or ""}
    rev = item.get("doc_rev")
    if rev is not None:
        if isinstance(rev, bool) or not isinstance(rev, str | int):
            raise MalformedRecordError(
                f"{where}.doc_rev is {_type_name(rev)}; expected a string revision id "
                "(or leave it out)."
            )
        out["doc_rev"] = str(rev)
    return out


def parse_batch_line(line: str, line_no: int) -> BatchRecord:
    """Validate one line of a ``verify-batch`` input file.

    The expected shape is DESIGN.md's contract: ``{"id", "query"?, "sources": [str | {"id",
    "text", "doc_rev"?}], "answer", "as_of"?, "policy"?}``. Other fields are ignored so that
    gold labels and metadata can travel with the record.

    Args:
        line: The line's text (without or with its trailing newline).
        line_no: The 1-based line number, used in messages.

    Returns:
        The validated record.

    Raises:
        MalformedRecordError: The line is not JSON, not an object, or a field has the wrong
            type or is missing.
        EmptyInputError: The answer, a source or the source list is empty.
        BinaryInputError: A text field contains a NUL character or an unpaired surrogate.
        InputTooLargeError: The answer or a source is over its size limit.
        InvalidDateError: ``as_of`` is not an ISO date.
    """
    text = line.lstrip("\ufeff").strip()
    if not text:
        raise EmptyInputError(
            f"line {line_no} is blank; expected a JSON object. Remove the blank line."
        )
    try:
        obj = json.loads(text)
    except RecursionError:
        raise MalformedRecordError(
            f"line {line_no} is nested too deeply to parse; expected a flat JSON object."
        ) from None
    except ValueError as exc:
        detail = (
            f"{exc.msg} at column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else exc
        )
        raise MalformedRecordError(
            f"line {line_no} is not valid JSON ({detail}); expected one JSON object per line, "
            'such as {"id": "q1", "sources": ["..."], "answer": "..."}. Check quotes, commas '
            "and that the record is not split over several lines."
        ) from None
    if not isinstance(obj, dict):
        raise MalformedRecordError(
            f"line {line_no} is {_type_name(obj)}; expected a JSON object with the fields "
            f"{', '.join(_BATCH_FIELDS)} (query, as_of and policy optional)."
        )
    rid = obj.get("id")
    if isinstance(rid, bool) or not isinstance(rid, str | int):
        raise MalformedRecordError(
            f"{_where(line_no, 'id')} is {'missing' if rid is None else _type_name(rid)}; "
            'expected a string or integer that names the record. Add "id": "..." to the record.'
        )
    if not str(rid).strip():
        raise MalformedRecordError(f"{_where(line_no, 'id')} is empty; expected a non-empty id.")
    answer = _text_field(
        obj.get("answer"), line_no, "answer", required=True, max_bytes=MAX_ANSWER_BYTES
    )
    query = _text_field(obj.get("query"), line_no, "query", required=False)
    raw_sources = obj.get("sources")
    if raw_sources is None:
        raise MalformedRecordError(
            f"{_where(line_no, 'sources')} is missing; expected a list of source texts or "
            '{"id", "text"} objects. Add "sources": ["..."] to the record.'
        )
    if isinstance(raw_sources, str):
        raw_sources = [raw_sources]
    if not isinstance(raw_sources, list):
        raise MalformedRecordError(
            f"{_where(line_no, 'sources')} is {_type_name(raw_sources)}; expected a list of "
            'source texts or {"id", "text"} objects.'
        )
    if not raw_sources:
        raise EmptyInputError(
            f"{_where(line_no, 'sources')} is an empty list; expected at least one source to "
            "verify the answer against. Add the retrieved passages."
        )
    sources = tuple(_source(item, line_no, i) for i, item in enumerate(raw_sources))
    as_of_raw = obj.get("as_of")
    as_of: str | None = None
    if as_of_raw is not None:
        if not isinstance(as_of_raw, str):
            raise InvalidDateError(
                f"{_where(line_no, 'as_of')} is {_type_name(as_of_raw)}; expected a string "
                'date in YYYY-MM-DD format, for example "2024-07-01".'
            )
        try:
            as_of = parse_as_of(as_of_raw).isoformat()
        except InvalidDateError as exc:
            raise InvalidDateError(f"{_where(line_no, 'as_of')}: {exc.message}") from None
    policy = _text_field(obj.get("policy"), line_no, "policy", required=False)
    if policy is not None and not policy.strip():
        raise MalformedRecordError(
            f"{_where(line_no, 'policy')} is empty; expected a policy name such as HEDGE, "
            "or leave the field out to use the default."
        )
    return BatchRecord(
        id=str(rid),
        answer=answer or "",
        sources=sources,
        line=line_no,
        query=query,
        as_of=as_of,
        policy=policy.strip() if policy else None,
    )
