"""Validation at the edges: answer and source files, stdin, ``as_of`` dates and the text rule.

The command line, the HTTP service and the Python API call these functions before any
verification work starts, so that the core pipeline can trust its typed inputs; ``verify-batch``
records are validated by :mod:`lexaudit.batch_records` and the Python API's arguments by
:mod:`lexaudit.arguments`, with the same errors. Every error says what was
wrong, what was expected and how to fix it, and uses the error class (and so the exit code) from
:mod:`lexaudit.errors`:

==========================  ====  =========================================================
error                        exit  raised when
==========================  ====  =========================================================
``EmptyInputError``          3     an empty or whitespace-only answer, source or batch field
``InputTooLargeError``       4     an answer or source at or over the size limit
``BinaryInputError``         5     NUL bytes, a UTF-16/32 file, or bytes that are not UTF-8;
                                   NUL or an unpaired surrogate in text (:func:`check_text`)
``MalformedRecordError``     6     a batch line that is not the expected JSON object, or a
                                   Python argument of the wrong type
``SourceNotFoundError``      7     a path that does not exist or is not a regular file
``InvalidDateError``         8     an ``as_of`` that is not an ISO ``YYYY-MM-DD`` date
==========================  ====  =========================================================
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import IO, Any

from lexaudit.errors import (
    BinaryInputError,
    EmptyInputError,
    InputError,
    InputTooLargeError,
    InvalidDateError,
    SourceNotFoundError,
)

MB = 1_000_000
MAX_ANSWER_BYTES = 10 * MB
"""Answers must be smaller than this (10 MB); raise it with ``max_bytes`` or ``--max-answer-mb``."""
MAX_SOURCE_BYTES = 50 * MB
"""Sources must be smaller than this (50 MB); raise it with ``max_bytes`` or ``--max-source-mb``."""

_UTF8_BOM = b"\xef\xbb\xbf"
_WIDE_BOMS: tuple[tuple[bytes, str], ...] = (
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\xfe\xff", "utf-16-be"),
    (b"\xff\xfe", "utf-16-le"),
)
_BINARY_MAGIC: tuple[tuple[bytes, str, str], ...] = (
    (b"%PDF", "PDF", "for example `pdftotext FILE.pdf FILE.txt`"),
    (b"PK\x03\x04", "ZIP or Word (.docx)", "for example `pandoc FILE.docx -t plain -o FILE.txt`"),
    (b"\xd0\xcf\x11\xe0", "legacy Word (.doc)", "for example `antiword FILE.doc > FILE.txt`"),
    (b"{\\rtf", "RTF", "for example `pandoc FILE.rtf -t plain -o FILE.txt`"),
)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_SURROGATE = re.compile("[\ud800-\udfff]")


def default_max_bytes(what: str) -> int:
    """Return the default size limit for an input of kind ``what`` ("answer" or a source).

    Args:
        what: What the input is: ``"answer"`` gets the answer limit, anything else the
            source limit.

    Returns:
        The limit in bytes; inputs of this size or more are rejected.
    """
    return MAX_ANSWER_BYTES if what == "answer" else MAX_SOURCE_BYTES


def _limit_flag(what: str) -> str:
    return "--max-answer-mb" if what == "answer" else "--max-source-mb"


def _too_large(what: str, origin: str, size: int, limit: int, *, exact: bool) -> InputTooLargeError:
    amount = f"{size / MB:.1f} MB" if exact else f"at least {limit / MB:g} MB"
    article = "an" if what[:1] in "aeiou" else "a"
    return InputTooLargeError(
        f"the {what} {origin} is {amount}; {article} {what} must be smaller than "
        f"{limit / MB:g} MB ({limit:,} bytes). Split it into smaller parts, or raise the limit "
        f"(command line: {_limit_flag(what)} N; Python: max_bytes=N)."
    )


def decode_text(data: bytes, *, what: str = "source", origin: str = "") -> str:
    """Decode ``data`` as UTF-8 text, rejecting binary and empty input.

    A UTF-8 byte-order mark is stripped. UTF-16 and UTF-32 text (recognised by its
    byte-order mark) is rejected with the ``iconv`` command that converts it.

    Args:
        data: The raw bytes.
        what: What the text is, for messages ("answer", "source", ...).
        origin: Where the bytes came from (a quoted path, "from stdin"), for messages.

    Returns:
        The decoded text, unchanged apart from the stripped byte-order mark.

    Raises:
        BinaryInputError: The bytes contain NUL bytes or are not valid UTF-8.
        EmptyInputError: The text is empty or only whitespace.
    """
    where = f"the {what} {origin}".rstrip()
    for bom, encoding in _WIDE_BOMS:
        if data.startswith(bom):
            return _reject_wide(where, encoding)
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM) :]
    for magic, kind, fix in _BINARY_MAGIC:
        if data.startswith(magic):
            raise BinaryInputError(
                f"{where} is a {kind} file, not text; expected plain UTF-8 text. Extract the "
                f"text first ({fix}) and pass the .txt file."
            )
    nul = data.find(b"\x00")
    if nul >= 0 or _looks_binary(data):
        at = f" (a NUL byte at byte offset {nul})" if nul >= 0 else ""
        raise BinaryInputError(
            f"{where} looks like a binary file{at}; expected plain UTF-8 text. If it is a PDF, "
            "Word or other document, extract its text first (for example `pdftotext FILE.pdf "
            "FILE.txt`) and pass the .txt file."
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1].hex()
        raise BinaryInputError(
            f"{where} is not valid UTF-8: byte 0x{bad} at byte offset {exc.start} cannot be "
            "decoded; expected UTF-8 text. If the file is Latin-1 or Windows-1252, convert "
            "it with `iconv -f latin1 -t utf-8 FILE > FILE.utf8` and pass the converted file."
        ) from None
    if not text.strip():
        raise EmptyInputError(
            f"{where} is empty (no text apart from whitespace); expected the text of the "
            f"{what}. Check that the right file was passed and that it was written completely."
        )
    return text


def _looks_binary(data: bytes) -> bool:
    """Return True when the first 8 KB hold many control bytes or mostly invalid UTF-8."""
    head = data[:8192]
    if not head:
        return False
    control = sum(1 for b in head if b < 0x20 and b not in b"\t\n\r\f\x1b")
    invalid = len(head) - len(head.decode("utf-8", "ignore").encode("utf-8"))
    return control / len(head) > 0.05 or invalid / len(head) > 0.30


def _reject_wide(where: str, encoding: str) -> str:
    raise BinaryInputError(
        f"{where} is {encoding.upper()} text (it starts with a {encoding.upper()} byte-order "
        f"mark); expected UTF-8. Convert it with `iconv -f {encoding} -t utf-8 FILE > "
        "FILE.utf8` and pass the converted file."
    )


def check_text(value: str, where: str) -> str:
    r"""Apply the rule every entry point uses for text: no NUL and no unpaired surrogate.

    The command line, ``verify-batch``, the HTTP API and :func:`lexaudit.verify` all call
    this before any work starts. A NUL character is never part of legal text and PostgreSQL
    cannot store it; an unpaired surrogate (U+D800 to U+DFFF) is not Unicode text and cannot be
    written as UTF-8. It comes from bytes that were not UTF-8 (decoded with
    ``errors="surrogateescape"``) or from a lone ``\ud800``-style JSON escape.

    Args:
        value: The text.
        where: What the text is, for the message ("the answer", "line 3, field 'answer'").

    Returns:
        ``value`` unchanged.

    Raises:
        BinaryInputError: The text holds a NUL character or an unpaired surrogate.
    """
    nul = value.find("\x00")
    if nul >= 0:
        raise BinaryInputError(
            f"{where} contains a NUL character (U+0000) at character offset {nul}; expected "
            "plain text. Remove the NUL characters (\\u0000 escapes, or binary data pasted "
            "into the text)."
        )
    bad = _SURROGATE.search(value)
    if bad is not None:
        point = ord(bad.group())
        cause = (
            f"the byte 0x{point - 0xDC00:02x}, which is not UTF-8"
            if 0xDC80 <= point <= 0xDCFF
            else "half of a broken surrogate pair"
        )
        raise BinaryInputError(
            f"{where} is not valid UTF-8 text: an unpaired surrogate U+{point:04X} ({cause}, "
            f"or a lone \\u{point:04x} JSON escape) at character offset {bad.start()}; expected "
            "UTF-8 text. Convert the input to UTF-8 (for example `iconv -f latin1 -t utf-8 "
            "FILE > FILE.utf8`) or remove the character."
        )
    return value


def read_text_file(path: str | Path, what: str = "source", max_bytes: int | None = None) -> str:
    """Read a UTF-8 text file after checking that it exists, is text and is not too large.

    Args:
        path: The file to read.
        what: What the file is ("source", "answer", "question"), for messages and for the
            default size limit.
        max_bytes: Reject files of this many bytes or more; ``None`` uses
            :func:`default_max_bytes` for ``what``.

    Returns:
        The file's text with any UTF-8 byte-order mark removed.

    Raises:
        SourceNotFoundError: The path does not exist or is not a regular file.
        InputError: The file cannot be read (permissions).
        InputTooLargeError: The file is at or over the size limit.
        BinaryInputError: The file is binary or not UTF-8.
        EmptyInputError: The file is empty or only whitespace.
    """
    p = Path(path)
    limit = default_max_bytes(what) if max_bytes is None else max_bytes
    origin = f"file '{p}'"
    if not p.exists():
        raise SourceNotFoundError(
            f"the {what} {origin} does not exist; expected a path to a readable text file. "
            "Check the spelling and the working directory (paths are relative to "
            f"{Path.cwd()})."
        )
    if not p.is_file():
        raise SourceNotFoundError(
            f"the {what} {origin} is not a regular file (a directory?); expected a path to a "
            "text file. Pass each file separately, for example `--source docs/*.txt`."
        )
    size = p.stat().st_size
    if size >= limit:
        raise _too_large(what, origin, size, limit, exact=True)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise InputError(
            f"the {what} {origin} cannot be read ({exc.strerror}); expected a readable text "
            "file. Check its permissions."
        ) from None
    return decode_text(data, what=what, origin=origin)


def read_answer(path_or_dash: str, stdin: IO[Any], max_bytes: int | None = None) -> str:
    """Read the answer from a file, or from ``stdin`` when the path is ``-``.

    Args:
        path_or_dash: A file path, or ``-`` for standard input.
        stdin: The stream to read when ``path_or_dash`` is ``-`` (binary or text).
        max_bytes: The size limit; ``None`` uses the answer limit (10 MB).

    Returns:
        The answer text.

    Raises:
        InputError: As :func:`read_text_file`, with "from stdin" in the message.
    """
    limit = MAX_ANSWER_BYTES if max_bytes is None else max_bytes
    if path_or_dash != "-":
        return read_text_file(path_or_dash, what="answer", max_bytes=limit)
    stream = getattr(stdin, "buffer", stdin)
    raw = stream.read(limit)
    data = raw.encode("utf-8", "surrogateescape") if isinstance(raw, str) else bytes(raw)
    if len(data) >= limit:
        raise _too_large("answer", "from stdin", len(data), limit, exact=False)
    return decode_text(data, what="answer", origin="from stdin")


def parse_as_of(value: str) -> dt.date:
    """Parse an ``as_of`` date, accepting only ISO ``YYYY-MM-DD``.

    Args:
        value: The date string.

    Returns:
        The date.

    Raises:
        InvalidDateError: The string is not an ISO date or names a day that does not exist.
    """
    text = value.strip() if isinstance(value, str) else value
    if not isinstance(text, str) or not _ISO_DATE.fullmatch(text):
        raise InvalidDateError(
            f"as_of date {value!r} is not in ISO format; expected YYYY-MM-DD, for example "
            "2024-07-01. Write the date with a four-digit year, then month and day."
        )
    try:
        return dt.date.fromisoformat(text)
    except ValueError as exc:
        raise InvalidDateError(
            f"as_of date {value!r} is not a real calendar date ({exc}); expected YYYY-MM-DD "
            "with a valid month (01-12) and day, for example 2024-07-01."
        ) from None
