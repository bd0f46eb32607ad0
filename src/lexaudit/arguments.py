"""Validation of the Python API's arguments (:func:`lexaudit.verify`, ``Verifier.verify``).

The Python API is an edge like the command line and the HTTP service: a wrong type gets a
:class:`~lexaudit.errors.MalformedRecordError` that says what to pass, and every text goes
through :func:`lexaudit.inputs.check_text`, the rule all entry points share (no NUL, no unpaired
surrogate). A single string, mapping or chunk passed as ``sources`` is one source: a string is
never split into its characters.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from typing import Any

from lexaudit.errors import EmptyInputError, InputTooLargeError, MalformedRecordError
from lexaudit.inputs import check_text
from lexaudit.types import Chunk

_SOURCES_HINT = (
    'pass a list of source passages, each a string or a {"id": "...", "text": "..."} '
    "mapping, for example verify(answer, [contract_text])"
)


def _described(value: object) -> str:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    return f"{type(value).__name__} ({shown})"


def answer_text(answer: object) -> str:
    """Return ``answer`` when it is non-empty text.

    Raises:
        MalformedRecordError: ``answer`` is not a string.
        EmptyInputError: it is empty or only whitespace.
        BinaryInputError: it holds a NUL character or an unpaired surrogate.
    """
    if not isinstance(answer, str):
        raise MalformedRecordError(
            f"answer is {_described(answer)}; expected the answer text as one string, for "
            'example verify("The notice period is 90 days.", [contract_text]). Join an answer '
            'kept in parts first: " ".join(parts).'
        )
    if not answer.strip():
        raise EmptyInputError("the answer is empty: pass the assistant's answer text")
    return check_text(answer, "the answer")


def query_text(query: object) -> str | None:
    """Return ``query`` when it is ``None`` or text.

    Raises:
        MalformedRecordError: ``query`` is neither a string nor ``None``.
        BinaryInputError: it holds a NUL character or an unpaired surrogate.
    """
    if query is None:
        return None
    if not isinstance(query, str):
        raise MalformedRecordError(
            f"query is {_described(query)}; expected the user's question as a string, or None "
            "to verify without one."
        )
    return check_text(query, "the query")


MAX_SOURCE_CHARS = 4_000_000
"""The most source text one verification reads (characters, all sources together).

A source is parsed at about a minute per million characters on one core, so this bounds a
call to a few minutes; a larger bundle fails at once instead of running for the better part
of an hour. Raise it with ``Verifier(max_source_chars=N)``.
"""


def check_source_size(chunks: Sequence[Chunk], limit: int = MAX_SOURCE_CHARS) -> None:
    """Raise ``InputTooLargeError`` (E102) when the chunks hold ``limit`` characters or more.

    The check runs before any parsing, so an oversized call fails in milliseconds.
    """
    total = sum(len(c.text) for c in chunks)
    if total >= limit:
        raise InputTooLargeError(
            f"the sources hold {total:,} characters; one verification reads fewer than "
            f"{limit:,} (about a minute of parsing per million). Split the sources into "
            f"parts under {limit:,} characters and verify the answer against the part it "
            "draws on (one call per part), or raise the limit with "
            "Verifier(max_source_chars=N)."
        )


def source_list(sources: object) -> list[str | Mapping[str, Any] | Chunk]:
    """Return the sources as a list, with a single string, mapping or chunk as one source.

    Raises:
        MalformedRecordError: ``sources`` (or one source) has the wrong type.
        BinaryInputError: a source text holds a NUL character or an unpaired surrogate.
    """
    if isinstance(sources, str | Mapping | Chunk):
        items: list[object] = [sources]
    elif isinstance(sources, bytes | bytearray | memoryview):
        raise MalformedRecordError(
            f"sources is {type(sources).__name__}; expected text. Decode it first "
            "(data.decode('utf-8')) and " + _SOURCES_HINT + "."
        )
    elif isinstance(sources, Iterable):
        items = list(sources)
    else:
        raise MalformedRecordError(f"sources is {_described(sources)}; {_SOURCES_HINT}.")
    return [_source(item, i) for i, item in enumerate(items)]


def _source(item: object, index: int) -> str | Mapping[str, Any] | Chunk:
    where = f"source {index + 1}"
    if isinstance(item, str):
        return check_text(item, where)
    if isinstance(item, Chunk):
        check_text(item.text, where)
        return item
    if isinstance(item, Mapping):
        text = item.get("text")
        if not isinstance(text, str):
            raise MalformedRecordError(
                f"{where} is a mapping whose 'text' is "
                f"{'missing' if text is None else type(text).__name__}; expected "
                '{"id": "...", "text": "the passage"}.'
            )
        check_text(text, f"{where} text")
        for field in ("id", "doc_rev"):
            value = item.get(field)
            if isinstance(value, str):
                check_text(value, f"{where} {field}")
        return item
    raise MalformedRecordError(f"{where} is {_described(item)}; {_SOURCES_HINT}.")


def parse_as_of(value: str | date | None) -> date:
    """The date the answer is judged at (default: today)."""
    if value is None:
        return date.today()
    if isinstance(value, date):
        return value
    from lexaudit.inputs import parse_as_of as parse_iso_date

    return parse_iso_date(value)
