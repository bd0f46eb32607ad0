r"""Reading a ``/v1/verify/batch`` body into items: NDJSON lines or one JSON document.

One bad item never loses the batch. A line that is not UTF-8 (``E103``, as ``lexaudit
verify-batch`` rejects it), not JSON, or nested too deeply to parse becomes a :class:`BadItem`,
which the route answers with one error line while the other items are verified.

NDJSON is split on ``\n`` only, as ``verify-batch`` reads JSONL: U+2028, U+0085 and the other
characters :meth:`str.splitlines` treats as line ends are text inside a record. A JSON document
is decoded with ``surrogateescape``, so a byte that is not UTF-8 stays in the one item that holds
it, where the text rule (:func:`lexaudit.inputs.check_text`) rejects it. When the whole document
is nested too deeply for :func:`json.loads`, its ``items`` array is cut into items at its
top-level commas and each item is parsed alone.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from lexaudit.batch_records import peek_record_id
from lexaudit.errors import BinaryInputError, EmptyInputError
from lexaudit.inputs import decode_text
from lexaudit.server.errors import ApiError
from lexaudit.server.models import check_policy

_STRING = r'"(?:[^"\\]|\\.)*"'
_TOKEN = re.compile(rf"{_STRING}|[\[\]{{}},]", re.S)
_KEY = re.compile(rf"\s*({_STRING})\s*:", re.S)
_TOO_DEEP = "is nested too deeply to parse; expected a flat JSON object (a verify request)"
_SHAPES = (
    'a batch is {"items": [record, ...], "policy"?: ...}, a JSON list of records, or NDJSON '
    "(one record per line, Content-Type: application/x-ndjson)"
)


@dataclass(frozen=True, slots=True)
class BadItem:
    """An item that could not be read: the route answers it with one error line."""

    code: str
    message: str
    item_id: str | None = None


def batch_items(raw: bytes, content_type: str) -> tuple[list[Any], str | None]:
    """Split a batch body into items and the batch's default policy.

    Raises:
        ApiError: the body as a whole is not a batch (400 ``invalid_json``, 422).
    """
    if "ndjson" in content_type or "jsonl" in content_type:
        return ndjson_items(raw), None
    return json_items(raw)


def ndjson_items(raw: bytes) -> list[Any]:
    r"""Parse each non-blank ``\n``-separated line; a bad line becomes a :class:`BadItem`."""
    items: list[Any] = []
    for number, line in enumerate(raw.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            text = decode_text(line, what="record", origin=f"on line {number}")
        except EmptyInputError:  # a line holding only a byte-order mark
            continue
        except BinaryInputError as exc:
            rid = peek_record_id(line.decode("utf-8", "replace"))
            items.append(BadItem("invalid_text", f"{exc.message} [{exc.code}]", rid))
            continue
        try:
            items.append(json.loads(text))
        except RecursionError:
            rid = peek_record_id(text)
            items.append(BadItem("invalid_json", f"line {number} {_TOO_DEEP}", rid))
        except ValueError as exc:
            items.append(
                BadItem("invalid_json", f"line {number} is not JSON: {exc}", peek_record_id(text))
            )
    return items


def json_items(raw: bytes) -> tuple[list[Any], str | None]:
    """Read a JSON batch: ``{"items": [...], "policy"?}`` or a list of records."""
    text = raw.decode("utf-8", "surrogateescape").lstrip("\ufeff")
    try:
        data = json.loads(text)
    except RecursionError:
        return _items_one_by_one(text)
    except ValueError as exc:
        raise _not_json(str(exc)) from None
    if isinstance(data, list):
        return data, None
    if isinstance(data, dict) and isinstance(data.get("items"), list):
        return data["items"], _batch_policy(data.get("policy"))
    raise ApiError(422, "invalid_request", _SHAPES)


def item_id(item: object) -> str | int | None:
    """The id to echo on an item's result line (only a string or an integer)."""
    if isinstance(item, BadItem):
        return item.item_id
    rid = item.get("id") if isinstance(item, dict) else None
    return rid if isinstance(rid, str | int) and not isinstance(rid, bool) else None


def _not_json(problem: str) -> ApiError:
    return ApiError(
        400,
        "invalid_json",
        f'the batch body is not valid JSON ({problem}); send {{"items": [record, ...]}} as '
        "JSON, or one record per line with Content-Type: application/x-ndjson",
    )


def _batch_policy(policy: object) -> str | None:
    if policy is not None and not isinstance(policy, str):
        raise ApiError(
            422,
            "unknown_policy",
            f"the batch policy is {type(policy).__name__}; send a policy name as a string",
        )
    try:
        return check_policy(policy)
    except ValueError as exc:
        raise ApiError(422, "unknown_policy", str(exc)) from None


def _items_one_by_one(text: str) -> tuple[list[Any], str | None]:
    """Read a document too deep for ``json.loads`` item by item (see the module docstring)."""
    body = text.strip()
    if body.startswith("[") and body.endswith("]"):
        return [_item(part, i) for i, part in enumerate(_parts(body))], None
    if not (body.startswith("{") and body.endswith("}")):
        raise _not_json("it is nested too deeply to parse")
    items: list[Any] | None = None
    policy: object = None
    for member in _parts(body):
        key = _KEY.match(member)
        if key is None:
            raise _not_json("an object member has no quoted key")
        name = json.loads(key.group(1))
        value = member[key.end() :].strip()
        if name == "items":
            if not (value.startswith("[") and value.endswith("]")):
                raise ApiError(422, "invalid_request", _SHAPES)
            items = [_item(part, i) for i, part in enumerate(_parts(value))]
        elif name == "policy":
            try:
                policy = json.loads(value)
            except (RecursionError, ValueError):
                raise ApiError(422, "unknown_policy", "the batch policy is not a name") from None
    if items is None:
        raise ApiError(422, "invalid_request", _SHAPES)
    return items, _batch_policy(policy)


def _parts(container: str) -> list[str]:
    """The top-level, comma-separated parts of a JSON array or object (brackets included)."""
    parts: list[str] = []
    depth = 0
    last = 1
    end = len(container) - 1
    for token in _TOKEN.finditer(container):
        char = token.group()
        if char[0] == '"':
            continue
        if char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
            if depth < 0 or (depth == 0 and token.start() != end):
                raise _not_json("its brackets do not balance")
        elif depth == 1:
            parts.append(container[last : token.start()])
            last = token.end()
    if depth != 0:
        raise _not_json("its brackets do not balance")
    final = container[last:end]
    if parts or final.strip():
        parts.append(final)
    return parts


def _item(part: str, index: int) -> Any:
    try:
        return json.loads(part)
    except RecursionError:
        return BadItem("invalid_json", f"item {index} {_TOO_DEEP}", peek_record_id(part.strip()))
    except ValueError as exc:
        return BadItem(
            "invalid_json", f"item {index} is not valid JSON ({exc})", peek_record_id(part.strip())
        )
