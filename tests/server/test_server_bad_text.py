"""Hostile input on the real server: deep nesting, odd line ends, bad bytes, NUL characters.

One bad batch item is one error line and the rest are verified; text that breaks the rule
every entry point shares (no NUL, no unpaired surrogate, UTF-8 only) is refused up front with
400 ``invalid_text`` / ``E103``, before any verification or storage work.
"""

from __future__ import annotations

import json

import pytest
from live_server import Api, verify_body

DEEP = 100_000  # far past json.loads's recursion limit
MID = 400  # parsed, then refused by the request model
DEEP_ID = 900  # json.loads still manages it; writing it back out used to crash the stream


def _ndjson(api: Api, body: bytes) -> list[dict]:
    with api.client(api.key_a) as client:
        response = client.post(
            "/v1/verify/batch", content=body, headers={"content-type": "application/x-ndjson"}
        )
    assert response.status_code == 200, response.text
    return [json.loads(line) for line in response.text.split("\n") if line]


def _json_batch(api: Api, body: bytes) -> list[dict]:
    with api.client(api.key_a) as client:
        response = client.post(
            "/v1/verify/batch", content=body, headers={"content-type": "application/json"}
        )
    assert response.status_code == 200, response.text
    return [json.loads(line) for line in response.text.split("\n") if line]


def _good(rid: str) -> bytes:
    return json.dumps(verify_body(id=rid, policy="AUDIT_ONLY")).encode()


def _deep_record(rid: str, depth: int) -> bytes:
    return b'{"id": "%s", "sources": ["x"], "answer": %s%s}' % (
        rid.encode(),
        b"[" * depth,
        b"]" * depth,
    )


def _assert_one_bad_item(lines: list[dict], bad_id: str | None, code: str) -> dict:
    assert [line["index"] for line in lines] == [0, 1, 2]
    assert [line["id"] for line in lines] == ["first", bad_id, "last"]
    assert "audit_id" in lines[0] and "audit_id" in lines[2]
    assert lines[1]["error"]["code"] == code, lines[1]
    return dict(lines[1]["error"])


@pytest.mark.parametrize("depth", [DEEP, MID], ids=["too-deep-to-parse", "deep-but-parsed"])
def test_a_deeply_nested_ndjson_item_is_one_error_line(api: Api, depth: int) -> None:
    body = b"\n".join([_good("first"), _deep_record("deep", depth), _good("last")])
    error = _assert_one_bad_item(_ndjson(api, body), "deep", _code(depth))
    assert ("line 2" if depth == DEEP else "answer") in error["message"]


@pytest.mark.parametrize("depth", [DEEP, MID], ids=["too-deep-to-parse", "deep-but-parsed"])
def test_a_deeply_nested_json_item_is_one_error_line(api: Api, depth: int) -> None:
    body = b'{"policy": "HEDGE", "items": [%s, %s, %s]}' % (
        _good("first"),
        _deep_record("deep", depth),
        _good("last"),
    )
    lines = _json_batch(api, body)
    error = _assert_one_bad_item(lines, "deep", _code(depth))
    if depth == DEEP:
        assert "item 1 is nested too deeply" in error["message"]
    assert lines[0]["decision"]["policy"] == "AUDIT_ONLY"  # the item's own policy still wins


def test_a_deeply_nested_id_is_not_echoed(api: Api) -> None:
    deep_id = b'{"id": %s%s, "sources": ["x"], "answer": "y"}' % (b"[" * DEEP_ID, b"]" * DEEP_ID)
    lines = _ndjson(api, b"\n".join([_good("first"), deep_id, _good("last")]))
    code = lines[1]["error"]["code"]  # refused by the model, or as too deep on a deeper stack
    assert code in ("invalid_request", "invalid_json")
    assert _assert_one_bad_item(lines, None, code)["message"]


def test_a_batch_of_only_deep_lists_answers_each_item(api: Api) -> None:
    body = b"[%s, %s]" % (b"[" * DEEP + b"]" * DEEP, _good("ok"))
    lines = _json_batch(api, body)
    assert [line.get("error", {}).get("code") for line in lines] == ["invalid_json", None]
    assert lines[1]["id"] == "ok"


def _code(depth: int) -> str:
    return "invalid_json" if depth == DEEP else "invalid_request"


def test_ndjson_is_split_on_newlines_only(api: Api) -> None:
    answer = (
        "Either party may terminate on 30 days notice.\u2028The Buyer must pay a fee of "
        "USD 4,000,000.\u0085\u2029\x1c\x1d\x1e\x0b\x0c"
    )
    records = [
        json.dumps(verify_body(id=f"r{i}", answer=answer, policy="AUDIT_ONLY"), ensure_ascii=False)
        for i in range(4)
    ]
    lines = _ndjson(api, ("\r\n".join(records) + "\n").encode())
    assert [line["index"] for line in lines] == [0, 1, 2, 3]
    assert [line["id"] for line in lines] == ["r0", "r1", "r2", "r3"]
    assert all(line["report"]["answer"] == answer for line in lines)


def test_an_invalid_utf8_ndjson_line_is_rejected_like_the_cli_does(api: Api) -> None:
    bad = _good("bad").replace(b"30 days notice", b"30 days\xff\xfe notice")
    lines = _ndjson(api, b"\n".join([_good("first"), bad, _good("last")]))
    error = _assert_one_bad_item(lines, "bad", "invalid_text")
    assert "[E103]" in error["message"]
    assert "line 2 is not valid UTF-8: byte 0xff" in error["message"]


def test_an_invalid_utf8_json_item_is_one_error_line(api: Api) -> None:
    bad = _good("bad").replace(b"30 days notice", b"30 days\xe9 notice")
    lines = _json_batch(api, b'{"items": [%s, %s, %s]}' % (_good("first"), bad, _good("last")))
    error = _assert_one_bad_item(lines, "bad", "invalid_text")
    assert "[E103]" in error["message"] and "the byte 0xe9" in error["message"]
    assert error["message"].startswith("answer: ")


NUL_BODIES = [
    ("answer", verify_body(answer="Either party may\x00 terminate."), "body.answer"),
    ("query", verify_body(query="When\x00?"), "body.query"),
    ("string-source", verify_body(sources=["7.2 Either party\x00 may terminate."]), "source 0"),
    (
        "object-source-text",
        verify_body(sources=[{"id": "msa", "text": "7.2 Either\x00 party may terminate."}]),
        "body.sources[0].text",
    ),
    (
        "object-source-id",
        verify_body(sources=[{"id": "m\x00", "text": "7.2 Either party may terminate."}]),
        "body.sources[0].id",
    ),
    ("request-id", verify_body(id="r\x00"), "body.id"),
]


@pytest.mark.parametrize(
    ("body", "field"), [case[1:] for case in NUL_BODIES], ids=[case[0] for case in NUL_BODIES]
)
def test_nul_characters_are_a_400_before_any_work(api: Api, body: dict, field: str) -> None:
    with api.client(api.key_a) as client:
        before = client.get("/v1/metrics").json()["n_audits"]
        response = client.post("/v1/verify", json=body)
        after = client.get("/v1/metrics").json()["n_audits"]
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "invalid_text"
    assert field in error["message"]
    assert "NUL character" in error["message"] and "[E103]" in error["message"]
    assert after == before  # nothing verified, nothing stored


def test_an_unpaired_surrogate_escape_is_a_400(api: Api) -> None:
    body = json.dumps(verify_body(answer="Either party \ud800 may terminate."))
    with api.client(api.key_a) as client:
        response = client.post(
            "/v1/verify", content=body, headers={"content-type": "application/json"}
        )
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == "invalid_text"
    assert "body.answer" in error["message"] and "U+D800" in error["message"]


def test_a_nul_batch_item_is_one_error_line(api: Api) -> None:
    bad = json.dumps(verify_body(id="nul", answer="Either party may\x00 terminate.")).encode()
    lines = _ndjson(api, b"\n".join([_good("first"), bad, _good("last")]))
    error = _assert_one_bad_item(lines, "nul", "invalid_text")
    assert "answer" in error["message"] and "NUL" in error["message"]


def test_a_nul_in_an_override_note_is_a_400(api: Api) -> None:
    with api.client(api.key_a) as client:
        audit_id = client.post("/v1/verify", json=verify_body()).json()["audit_id"]
        response = client.post(
            f"/v1/audits/{audit_id}/overrides",
            json={"action": "approve", "note": "ok\x00", "reviewer": "A. Associate"},
        )
        record = client.get(f"/v1/audits/{audit_id}").json()
    assert response.status_code == 400, response.text
    assert response.json()["error"]["code"] == "invalid_text"
    assert record["overrides"] == []
