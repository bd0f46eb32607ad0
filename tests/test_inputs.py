"""Edge validation: every bad input has its own error class, exit code and a helpful message."""

from __future__ import annotations

import datetime as dt
import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit import errors
from lexaudit.batch_records import BatchRecord, parse_batch_line, peek_record_id
from lexaudit.errors import (
    BinaryInputError,
    EmptyInputError,
    InputError,
    InputTooLargeError,
    InvalidDateError,
    LexauditError,
    MalformedRecordError,
    SourceNotFoundError,
)
from lexaudit.inputs import (
    MAX_ANSWER_BYTES,
    MAX_SOURCE_BYTES,
    check_text,
    parse_as_of,
    read_answer,
    read_text_file,
)

# ---------------------------------------------------------------- exit codes


def _error_classes() -> list[type[LexauditError]]:
    return [
        obj
        for obj in vars(errors).values()
        if isinstance(obj, type) and issubclass(obj, LexauditError)
    ]


def test_every_error_class_has_a_distinct_code_and_exit_code() -> None:
    classes = _error_classes()
    codes = [c.code for c in classes]
    exits = [c.exit_code for c in classes]
    assert len(set(codes)) == len(codes)
    assert len(set(exits)) == len(exits)
    assert 0 not in exits
    assert 9 not in exits  # reserved for verify-batch with some error records


@pytest.mark.parametrize(
    ("cls", "exit_code"),
    [
        (EmptyInputError, 3),
        (InputTooLargeError, 4),
        (BinaryInputError, 5),
        (MalformedRecordError, 6),
        (SourceNotFoundError, 7),
        (InvalidDateError, 8),
    ],
    ids=lambda v: v.__name__ if isinstance(v, type) else str(v),
)
def test_input_error_exit_codes(cls: type[LexauditError], exit_code: int) -> None:
    assert cls.exit_code == exit_code
    assert issubclass(cls, InputError)


# ---------------------------------------------------------------- read_text_file

FileMaker = Callable[[Path], Path]


def _write(data: bytes) -> FileMaker:
    def make(tmp: Path) -> Path:
        path = tmp / "input.txt"
        path.write_bytes(data)
        return path

    return make


def _missing(tmp: Path) -> Path:
    return tmp / "no-such-file.txt"


def _directory(tmp: Path) -> Path:
    (tmp / "adir").mkdir()
    return tmp / "adir"


BAD_FILES = [
    ("missing", _missing, SourceNotFoundError, ["does not exist", "no-such-file.txt"]),
    ("directory", _directory, SourceNotFoundError, ["not a regular file"]),
    ("empty", _write(b""), EmptyInputError, ["is empty"]),
    ("whitespace", _write(b"  \n\t \r\n"), EmptyInputError, ["is empty"]),
    ("bom-only", _write(b"\xef\xbb\xbf \n"), EmptyInputError, ["is empty"]),
    ("nul-byte", _write(b"Licensee shall\x00 pay"), BinaryInputError, ["NUL byte", "offset 14"]),
    (
        "latin1",
        _write("Café law".encode("latin-1")),
        BinaryInputError,
        ["not valid UTF-8", "byte offset 3", "0xe9", "iconv -f latin1 -t utf-8"],
    ),
    (
        "utf16",
        _write("Licence".encode("utf-16")),
        BinaryInputError,
        ["UTF-16", "iconv -f utf-16"],
    ),
    (
        "pdf",
        _write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj"),
        BinaryInputError,
        ["PDF", "pdftotext"],
    ),
    ("docx", _write(b"PK\x03\x04\x14\x00\x06\x00"), BinaryInputError, ["Word", "pandoc"]),
    ("random-binary", _write(bytes(range(1, 256)) * 4), BinaryInputError, ["binary"]),
]


@pytest.mark.parametrize(
    ("make", "exc", "fragments"),
    [case[1:] for case in BAD_FILES],
    ids=[case[0] for case in BAD_FILES],
)
def test_read_text_file_rejects(
    tmp_path: Path, make: FileMaker, exc: type[LexauditError], fragments: list[str]
) -> None:
    with pytest.raises(exc) as info:
        read_text_file(make(tmp_path), what="source")
    assert type(info.value) is exc
    message = str(info.value)
    assert message.startswith(f"[{exc.code}]")
    for fragment in fragments:
        assert fragment in message


def test_read_text_file_strips_bom_and_keeps_text(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbfSection 7.2(b) \xe2\x80\x94 \xc2\xa31,250,000\r\n")
    assert read_text_file(path) == "Section 7.2(b) \u2014 \xa31,250,000\r\n"


def test_read_text_file_size_limit_is_configurable(tmp_path: Path) -> None:
    path = tmp_path / "s.txt"
    path.write_text("x" * 2000, encoding="utf-8")
    with pytest.raises(InputTooLargeError) as info:
        read_text_file(path, what="source", max_bytes=1000)
    assert "--max-source-mb" in str(info.value)
    assert "max_bytes" in str(info.value)
    assert read_text_file(path, what="source", max_bytes=3000) == "x" * 2000


def test_ten_megabyte_answer_is_too_large(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    with path.open("wb") as fh:  # sparse: the size check runs before reading
        fh.truncate(10 * 1024 * 1024)
    with pytest.raises(InputTooLargeError) as info:
        read_text_file(path, what="answer")
    message = str(info.value)
    assert "10 MB" in message and "--max-answer-mb" in message


def test_default_limits() -> None:
    assert MAX_ANSWER_BYTES == 10_000_000
    assert MAX_SOURCE_BYTES == 50_000_000


# ---------------------------------------------------------------- read_answer


def test_read_answer_from_binary_stdin() -> None:
    assert read_answer("-", io.BytesIO(b"\xef\xbb\xbfThe cap is $1,250,000.")) == (
        "The cap is $1,250,000."
    )


def test_read_answer_from_text_stdin() -> None:
    assert read_answer("-", io.StringIO("Licensee pays 5%.")) == "Licensee pays 5%."


@pytest.mark.parametrize(
    ("data", "exc", "fragment"),
    [
        (b"", EmptyInputError, "from stdin is empty"),
        (b" \n", EmptyInputError, "from stdin is empty"),
        (b"a\x00b", BinaryInputError, "NUL byte"),
        (b"caf\xe9", BinaryInputError, "iconv"),
        (b"x" * 200, InputTooLargeError, "--max-answer-mb"),
    ],
    ids=["empty", "whitespace", "nul", "latin1", "too-large"],
)
def test_read_answer_stdin_errors(data: bytes, exc: type[LexauditError], fragment: str) -> None:
    with pytest.raises(exc) as info:
        read_answer("-", io.BytesIO(data), max_bytes=100)
    assert fragment in str(info.value)


def test_read_answer_from_file(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text("Licensee pays 5%.", encoding="utf-8")
    assert read_answer(str(path), io.BytesIO(b"ignored")) == "Licensee pays 5%."
    with pytest.raises(SourceNotFoundError, match="answer file"):
        read_answer(str(tmp_path / "missing.txt"), io.BytesIO(b""))


# ---------------------------------------------------------------- parse_as_of


def test_parse_as_of_accepts_iso() -> None:
    assert parse_as_of("2024-07-01") == dt.date(2024, 7, 1)
    assert parse_as_of(" 2024-02-29 ") == dt.date(2024, 2, 29)


@pytest.mark.parametrize(
    "value",
    [
        "",
        "tomorrow",
        "2024/07/01",
        "01-07-2024",
        "07/01/2024",
        "2024-7-1",
        "20240701",
        "2024-07-01T00:00",
        "2023-02-29",
        "2024-13-01",
        "2024-00-10",
        "1 July 2024",
    ],
)
def test_parse_as_of_rejects(value: str) -> None:
    with pytest.raises(InvalidDateError) as info:
        parse_as_of(value)
    assert "YYYY-MM-DD" in str(info.value)
    assert repr(value) in str(info.value)


# ---------------------------------------------------------------- check_text: one rule for text


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ("Licensee shall\x00 pay", ["NUL character (U+0000)", "offset 14", "Remove"]),
        ("\x00", ["offset 0"]),
        ("pay \ud83d Licensor", ["unpaired surrogate U+D83D", "offset 4", "broken surrogate"]),
        ("caf\udce9", ["U+DCE9", "the byte 0xe9", "iconv -f latin1 -t utf-8"]),
    ],
    ids=["nul", "only-nul", "lone-high-surrogate", "undecodable-byte"],
)
def test_check_text_rejects_nul_and_unpaired_surrogates(text: str, fragments: list[str]) -> None:
    with pytest.raises(BinaryInputError) as info:
        check_text(text, "the answer")
    message = str(info.value)
    assert message.startswith("[E103] the answer ")
    for fragment in fragments:
        assert fragment in message


@pytest.mark.parametrize(
    "text",
    ["Licensee shall pay.", "", "line\u2028break\u0085 tab\t", "emoji \U0001f600 pair"],
    ids=["ascii", "empty", "unicode-line-ends", "astral"],
)
def test_check_text_keeps_valid_text(text: str) -> None:
    assert check_text(text, "the answer") is text


# ---------------------------------------------------------------- parse_batch_line

GOOD = {"id": "q1", "sources": ["Licensee shall pay Licensor 5% of Net Sales."], "answer": "5%."}


def _line(**changes: object) -> str:
    record = {**GOOD, **changes}
    return json.dumps({k: v for k, v in record.items() if v is not _DROP})


_DROP = object()


def test_parse_batch_line_minimal() -> None:
    record = parse_batch_line(_line(), 1)
    assert record == BatchRecord(
        id="q1", answer="5%.", sources=("Licensee shall pay Licensor 5% of Net Sales.",), line=1
    )


def test_parse_batch_line_full() -> None:
    line = json.dumps(
        {
            "id": 17,
            "query": "Who pays?",
            "sources": ["plain text", {"id": "lic#3", "text": "Licensee shall pay.", "doc_rev": 2}],
            "answer": "Licensee pays.",
            "as_of": "2024-07-01",
            "policy": " STRICT_BLOCK ",
            "label": "clean",  # extra fields travel along and are ignored
        }
    )
    record = parse_batch_line("\ufeff" + line + "\r\n", 3)
    assert record.id == "17"
    assert record.query == "Who pays?"
    assert record.sources == (
        "plain text",
        {"id": "lic#3", "text": "Licensee shall pay.", "doc_rev": "2"},
    )
    assert record.as_of == "2024-07-01"
    assert record.policy == "STRICT_BLOCK"
    assert record.line == 3


BAD_LINES = [
    ("blank", "   ", EmptyInputError, ["line 7", "blank"]),
    ("not-json", "{'id': 1}", MalformedRecordError, ["line 7", "not valid JSON", "column"]),
    ("truncated", '{"id": "a", "answer": "x",', MalformedRecordError, ["not valid JSON"]),
    ("array", "[1, 2]", MalformedRecordError, ["line 7", "an array", "expected a JSON object"]),
    ("string", '"hello"', MalformedRecordError, ["a string", "expected a JSON object"]),
    ("deep", "[" * 100_000, MalformedRecordError, ["line 7"]),
    ("no-id", _line(id=_DROP), MalformedRecordError, ["field 'id'", "missing"]),
    ("null-id", _line(id=None), MalformedRecordError, ["field 'id'", "missing"]),
    ("bool-id", _line(id=True), MalformedRecordError, ["field 'id'", "a boolean"]),
    ("list-id", _line(id=["a"]), MalformedRecordError, ["field 'id'", "an array"]),
    ("empty-id", _line(id=" "), MalformedRecordError, ["field 'id'", "empty"]),
    ("no-answer", _line(answer=_DROP), MalformedRecordError, ["field 'answer'", "missing"]),
    ("number-answer", _line(answer=5), MalformedRecordError, ["field 'answer'", "a number"]),
    ("empty-answer", _line(answer=""), EmptyInputError, ["field 'answer'", "empty"]),
    ("blank-answer", _line(answer=" \n "), EmptyInputError, ["field 'answer'", "empty"]),
    ("nul-answer", _line(answer="a\u0000b"), BinaryInputError, ["field 'answer'", "NUL"]),
    (
        "surrogate-answer",
        _line(answer="a\ud800b"),
        BinaryInputError,
        ["field 'answer'", "unpaired surrogate U+D800", "not valid UTF-8"],
    ),
    (
        "surrogate-query",
        _line(query="who \udcff pays?"),
        BinaryInputError,
        ["field 'query'", "U+DCFF", "0xff"],
    ),
    ("nul-source", _line(sources=["ok", "a\u0000"]), BinaryInputError, ["'sources[1]'", "NUL"]),
    ("no-sources", _line(sources=_DROP), MalformedRecordError, ["field 'sources'", "missing"]),
    ("dict-sources", _line(sources={"a": 1}), MalformedRecordError, ["'sources'", "an object"]),
    ("empty-sources", _line(sources=[]), EmptyInputError, ["field 'sources'", "empty list"]),
    ("empty-source", _line(sources=["ok", " "]), EmptyInputError, ["'sources[1]'", "empty"]),
    ("number-source", _line(sources=[3]), MalformedRecordError, ["'sources[0]'", "a number"]),
    (
        "source-no-id",
        _line(sources=[{"text": "x"}]),
        MalformedRecordError,
        ["'sources[0]'", ".id is missing"],
    ),
    (
        "source-no-text",
        _line(sources=[{"id": "a"}]),
        MalformedRecordError,
        ["'sources[0].text'", "missing"],
    ),
    (
        "source-empty-text",
        _line(sources=[{"id": "a", "text": ""}]),
        EmptyInputError,
        ["'sources[0].text'", "empty"],
    ),
    (
        "source-unknown-field",
        _line(sources=[{"id": "a", "text": "x", "body": "y"}]),
        MalformedRecordError,
        ["'body'", "expected only id, text, doc_rev"],
    ),
    (
        "source-bad-rev",
        _line(sources=[{"id": "a", "text": "x", "doc_rev": [1]}]),
        MalformedRecordError,
        ["doc_rev", "an array"],
    ),
    ("query-number", _line(query=1), MalformedRecordError, ["field 'query'", "a number"]),
    ("as-of-us", _line(as_of="07/01/2024"), InvalidDateError, ["field 'as_of'", "YYYY-MM-DD"]),
    ("as-of-invalid", _line(as_of="2023-02-29"), InvalidDateError, ["'as_of'", "calendar"]),
    ("as-of-number", _line(as_of=20240701), InvalidDateError, ["field 'as_of'", "a number"]),
    ("policy-empty", _line(policy=""), MalformedRecordError, ["field 'policy'", "HEDGE"]),
    ("policy-list", _line(policy=["HEDGE"]), MalformedRecordError, ["field 'policy'"]),
]


@pytest.mark.parametrize(
    ("line", "exc", "fragments"),
    [case[1:] for case in BAD_LINES],
    ids=[case[0] for case in BAD_LINES],
)
def test_parse_batch_line_rejects(
    line: str, exc: type[LexauditError], fragments: list[str]
) -> None:
    with pytest.raises(exc) as info:
        parse_batch_line(line, 7)
    assert type(info.value) is exc
    message = str(info.value)
    assert "line 7" in message
    for fragment in fragments:
        assert fragment in message


def test_parse_batch_line_accepts_a_single_string_source() -> None:
    assert parse_batch_line(_line(sources="one source"), 1).sources == ("one source",)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (_line(), "q1"),
        (_line(id=5), "5"),
        (_line(id=True), None),
        ("not json", None),
        ("[1]", None),
        ('{"answer": ""}', None),
        ('\ufeff{"id": "x"', "x"),  # broken JSON: a leading id is still recovered
        ('{"id": 12, "answer": ', "12"),
        ('{"id": "a\\u0041\\"b", ', 'aA"b'),
        ('{"answer": "x", "id": "late"', None),  # only a leading id is trusted in broken JSON
    ],
)
def test_peek_record_id(line: str, expected: str | None) -> None:
    assert peek_record_id(line) == expected


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)
record_like = st.fixed_dictionaries(
    {},
    optional={
        "id": json_values,
        "query": json_values,
        "sources": json_values,
        "answer": json_values,
        "as_of": json_values | st.dates().map(str),
        "policy": json_values,
    },
)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_peek_record_id_never_raises(line: str) -> None:
    rid = peek_record_id(line)
    assert rid is None or isinstance(rid, str)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_parse_batch_line_only_raises_lexaudit_errors_on_any_text(line: str) -> None:
    try:
        record = parse_batch_line(line, 1)
    except LexauditError:
        return
    assert record.answer.strip()
    assert record.sources


@settings(max_examples=300, deadline=None)
@given(record_like)
def test_parse_batch_line_only_raises_lexaudit_errors_on_json_records(record: dict) -> None:
    try:
        parsed = parse_batch_line(json.dumps(record), 2)
    except LexauditError as exc:
        assert "line 2" in exc.message
        return
    assert parsed.id == str(record["id"])
    assert parsed.answer == record["answer"]
    assert len(parsed.sources) == (
        1 if isinstance(record["sources"], str) else len(record["sources"])
    )
