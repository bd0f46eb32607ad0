"""The Python API as an edge: a single source string, wrong types and bad text get clear errors."""

from __future__ import annotations

import pytest

import lexaudit
from lexaudit.errors import BinaryInputError, LexauditError, MalformedRecordError
from lexaudit.types import Label

FAITHFUL = (
    "Bluefin must pay Northwind a 5% royalty on Net Sales within 30 days after each quarter. "
    "The agreement is governed by New York law."
)


def test_a_single_string_is_one_source(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    as_list = verifier.verify(FAITHFUL, [licence])
    as_string = verifier.verify(FAITHFUL, licence)
    assert as_string.label is Label.CLEAN, [f.content for f in as_string.findings]
    assert [c.text for c in as_string.chunks] == [licence]  # one source, not one per character
    assert as_string.label is as_list.label
    assert as_string.fidelity == as_list.fidelity


def test_a_single_mapping_is_one_source(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(FAITHFUL, {"id": "licence", "text": licence, "doc_rev": "v2"})
    assert [(c.doc_id, c.doc_rev) for c in report.chunks] == [("licence", "v2")]
    assert report.label is Label.CLEAN


def test_the_module_function_takes_a_single_string(licence: str) -> None:
    report = lexaudit.verify(FAITHFUL, licence)
    assert len(report.chunks) == 1
    assert report.label is Label.CLEAN


BAD_ARGUMENTS = [
    ("sources-int", {"sources": 42}, MalformedRecordError, ["sources is int (42)", "a list of"]),
    ("sources-none", {"sources": None}, MalformedRecordError, ["sources is NoneType", "[contract"]),
    ("sources-bytes", {"sources": b"Licensee"}, MalformedRecordError, ["bytes", "decode"]),
    ("source-item-int", {"sources": ["ok", 3]}, MalformedRecordError, ["source 2 is int (3)"]),
    (
        "source-mapping-no-text",
        {"sources": [{"id": "a", "body": "x"}]},
        MalformedRecordError,
        ["source 1", "'text' is missing", '"text": "the passage"'],
    ),
    ("answer-list", {"answer": ["a"]}, MalformedRecordError, ["answer is list", "one string"]),
    ("answer-none", {"answer": None}, MalformedRecordError, ["answer is NoneType"]),
    ("query-int", {"query": 5}, MalformedRecordError, ["query is int (5)", "or None"]),
    (
        "answer-surrogate",
        {"answer": "Bluefin pays \ud800 5%."},
        BinaryInputError,
        ["the answer is not valid UTF-8", "U+D800", "offset 13"],
    ),
    (
        "source-surrogate",
        {"sources": ["Licensee \udcff shall pay."]},
        BinaryInputError,
        ["source 1", "U+DCFF", "0xff"],
    ),
    (
        "query-surrogate",
        {"query": "who \udc80 pays?"},
        BinaryInputError,
        ["the query", "U+DC80"],
    ),
    ("answer-nul", {"answer": "Bluefin\x00 pays 5%."}, BinaryInputError, ["the answer", "NUL"]),
    (
        "source-nul",
        {"sources": [{"id": "a", "text": "Licensee\x00 shall pay."}]},
        BinaryInputError,
        ["source 1 text", "NUL"],
    ),
    ("query-nul", {"query": "who pays?\x00"}, BinaryInputError, ["the query", "NUL"]),
    ("policy-int", {"policy": 3}, lexaudit.LexauditError, ["policy is int", "STRICT_BLOCK"]),
]


@pytest.mark.parametrize(
    ("changes", "error", "fragments"),
    [case[1:] for case in BAD_ARGUMENTS],
    ids=[case[0] for case in BAD_ARGUMENTS],
)
def test_bad_arguments_get_lexaudit_errors_that_say_what_to_pass(  # type: ignore[no-untyped-def]
    verifier, licence: str, changes: dict, error: type[LexauditError], fragments: list[str]
) -> None:
    kwargs = {"answer": FAITHFUL, "sources": [licence], **changes}
    with pytest.raises(LexauditError) as info:
        verifier.verify(**kwargs)
    assert isinstance(info.value, error)
    message = str(info.value)
    assert message.startswith(f"[{type(info.value).code}]")
    for fragment in fragments:
        assert fragment in message
