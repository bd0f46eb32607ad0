"""The HTTP API against a real ``lexaudit serve`` on 127.0.0.1 with the real verifier."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import httpx
import pytest
from live_server import ANSWER, SOURCE, Api, verify_body

from lexaudit.audit.store_redact import sha256_text


def _error(response: httpx.Response, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"}
    assert body["error"]["code"] == code
    assert body["error"]["message"]
    return str(body["error"]["message"])


@pytest.fixture(scope="module")
def verified(api: Api) -> dict:
    """One verification by tenant acme."""
    with api.client(api.key_a) as client:
        response = client.post("/v1/verify", json=verify_body(policy="STRIP_UNSUPPORTED", id="r1"))
    assert response.status_code == 200, response.text
    return response.json()


def test_healthz_needs_no_key(api: Api) -> None:
    body = httpx.get(f"{api.url}/healthz").json()
    assert body["status"] == "ok"
    assert body["store"] == "sqlite" and body["store_ok"] and body["verifier_ready"]


def test_verify_returns_the_decision_and_stores_the_record(api: Api, verified: dict) -> None:
    assert set(verified) == {"audit_id", "report", "delivered_text", "decision"}
    report = verified["report"]
    assert report["id"] == verified["audit_id"]
    assert verified["decision"] == report["decision"]
    assert verified["decision"]["policy"] == "STRIP_UNSUPPORTED"
    assert verified["delivered_text"] == report["decision"]["delivered_text"]
    assert report["label"] in ("clean", "hallucinated", "uncertain")
    assert {c["verdict"] for c in report["claims"]} & {"contradicted", "unsupported"}
    with api.client(api.key_a2) as client:  # another key of the same tenant
        record = client.get(f"/v1/audits/{verified['audit_id']}").json()
    assert record["report"] == report
    assert record["request_id"] == "r1"
    assert record["tenant"] == "acme"
    assert record["text_stored"] is True
    assert record["input_hashes"]["answer"] == sha256_text(ANSWER)
    assert record["input_hashes"]["sources"] == [{"id": "msa", "sha256": sha256_text(SOURCE)}]
    assert record["overrides"] == []
    assert record["package_version"] and record["schema_version"]


@pytest.mark.parametrize(
    "headers",
    [{}, {"Authorization": "Bearer nope"}, {"Authorization": "Basic abc"}],
    ids=["no-key", "unknown-key", "not-bearer"],
)
@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", "/v1/audits"), ("POST", "/v1/verify"), ("GET", "/v1/metrics")],
    ids=["list", "verify", "metrics"],
)
def test_every_v1_call_needs_a_key(api: Api, headers: dict, method: str, path: str) -> None:
    response = httpx.request(method, f"{api.url}{path}", headers=headers, json=verify_body())
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    assert "Bearer" in response.json()["error"]["message"]


def test_a_tenant_never_reads_another_tenants_audit(api: Api, verified: dict) -> None:
    audit_id = verified["audit_id"]
    with api.client(api.key_b) as client:
        _error(client.get(f"/v1/audits/{audit_id}"), 404, "audit_not_found")
        override = {"action": "approve", "reviewer": "mallory"}
        _error(
            client.post(f"/v1/audits/{audit_id}/overrides", json=override), 404, "audit_not_found"
        )
        ids = [i["id"] for i in client.get("/v1/audits", params={"limit": 200}).json()["items"]]
    assert audit_id not in ids


def test_tenant_policy_default_and_redacted_storage(api: Api) -> None:
    with api.client(api.key_b) as client:
        hedged = client.post("/v1/verify", json=verify_body()).json()
        strict = client.post("/v1/verify", json=verify_body(policy="STRICT_BLOCK")).json()
        record = client.get(f"/v1/audits/{hedged['audit_id']}").json()
    assert hedged["decision"]["policy"] == "HEDGE"
    assert strict["decision"]["policy"] == "STRICT_BLOCK"
    assert hedged["report"]["answer"] == ANSWER  # the caller gets the full report back
    assert record["text_stored"] is False  # globex keeps only hashes and a redacted answer
    stored = json.dumps(record["report"])
    assert "Supplier" not in stored and "4,000,000" not in stored
    assert len(record["report"]["answer"]) == len(ANSWER)
    assert record["input_hashes"]["answer"] == sha256_text(ANSWER)


def test_malformed_json_is_a_400_that_says_what_to_send(api: Api) -> None:
    with api.client(api.key_a) as client:
        response = client.post(
            "/v1/verify",
            content=b'{"answer": "x", "sources": [',
            headers={"content-type": "application/json"},
        )
    message = _error(response, 400, "invalid_json")
    assert '"answer"' in message and '"sources"' in message


def test_a_body_not_sent_as_json_says_which_content_type(api: Api) -> None:
    with api.client(api.key_a) as client:
        response = client.post(
            "/v1/verify", content=b"answer=x", headers={"content-type": "text/plain"}
        )
    assert "Content-Type: application/json" in _error(response, 400, "invalid_json")


@pytest.mark.parametrize(
    ("body", "expect"),
    [
        ({"sources": ["a passage"]}, "answer: Field required"),
        (verify_body(answer="   "), "answer is blank"),
        (verify_body(sources="not a list"), "sources"),
        (verify_body(sources=[]), "sources"),
        (verify_body(sources=[{"id": "x"}]), "sources[0].text: Field required"),
        (verify_body(as_of="01/07/2024"), "YYYY-MM-DD"),
        (verify_body(policy="YOLO"), "STRICT_BLOCK"),
        (verify_body(colour="blue"), "colour"),
        (["a", "list"], "body"),
    ],
    ids=[
        "no-answer",
        "blank-answer",
        "sources-str",
        "no-sources",
        "source-no-text",
        "bad-date",
        "bad-policy",
        "extra-field",
        "list-body",
    ],
)
def test_wrong_shapes_are_422_with_the_fix(api: Api, body: object, expect: str) -> None:
    with api.client(api.key_a) as client:
        message = _error(client.post("/v1/verify", json=body), 422, "invalid_request")
    assert expect in message
    assert "send a JSON object" in message


def test_request_size_limit(api: Api) -> None:
    big = verify_body(sources=["x " * 150_000])
    with api.client(api.key_a) as client:
        _error(client.post("/v1/verify", json=big), 413, "payload_too_large")

        def chunks() -> Iterator[bytes]:  # no Content-Length: counted while streaming
            yield b'{"answer": "a", "sources": ["'
            for _ in range(30):
                yield b"y" * 10_000
            yield b'"]}'

        response = client.post(
            "/v1/verify", content=chunks(), headers={"content-type": "application/json"}
        )
    assert "--max-body-bytes" in _error(response, 413, "payload_too_large")


def test_per_key_rate_limit(api: Api) -> None:
    with api.client(api.key_limited) as client:
        statuses = [client.get("/v1/audits").status_code for _ in range(5)]
        last = client.get("/v1/audits")
    assert statuses[:3] == [200, 200, 200]
    assert 429 in statuses
    _error(last, 429, "rate_limited")
    assert int(last.headers["retry-after"]) >= 1
    with api.client(api.key_a) as client:  # other keys are not affected
        assert client.get("/v1/audits").status_code == 200


def test_batch_streams_ndjson_with_one_error_per_bad_item(api: Api) -> None:
    items = [
        verify_body(id="good-1"),
        {"id": "bad-shape", "sources": ["x"]},
        "not an object",
        verify_body(id="bad-policy", policy="NOPE"),
        verify_body(id="good-2", policy="AUDIT_ONLY"),
    ]
    with api.client(api.key_a) as client:
        with client.stream(
            "POST", "/v1/verify/batch", json={"items": items, "policy": "HEDGE"}
        ) as r:
            assert r.status_code == 200
            assert r.headers["content-type"].startswith("application/x-ndjson")
            lines = [json.loads(line) for line in r.iter_lines() if line]
        assert [line["index"] for line in lines] == [0, 1, 2, 3, 4]
        assert [line["id"] for line in lines] == [
            "good-1",
            "bad-shape",
            None,
            "bad-policy",
            "good-2",
        ]
        assert [("error" in line) for line in lines] == [False, True, True, True, False]
        assert "answer" in lines[1]["error"]["message"]
        assert lines[0]["decision"]["policy"] == "HEDGE"  # the batch default
        assert lines[4]["decision"]["policy"] == "AUDIT_ONLY"  # the item's own wins
        for line in (lines[0], lines[4]):
            assert client.get(f"/v1/audits/{line['audit_id']}").status_code == 200


def test_batch_as_ndjson_lines(api: Api) -> None:
    body = "\n".join([json.dumps(verify_body(id="n1")), "{broken", "", json.dumps(verify_body())])
    with api.client(api.key_a) as client:
        r = client.post(
            "/v1/verify/batch", content=body, headers={"content-type": "application/x-ndjson"}
        )
        bad = client.post(
            "/v1/verify/batch", content=b"{nope", headers={"content-type": "application/json"}
        )
        wrong = client.post("/v1/verify/batch", json={"things": []})
    lines = [json.loads(line) for line in r.text.splitlines()]
    assert len(lines) == 3
    assert lines[0]["id"] == "n1" and "audit_id" in lines[0]
    assert lines[1]["error"]["code"] == "invalid_json" and "line 2" in lines[1]["error"]["message"]
    assert "audit_id" in lines[2]
    _error(bad, 400, "invalid_json")
    assert "items" in _error(wrong, 422, "invalid_request")


def test_list_filters_and_pagination(api: Api, verified: dict) -> None:
    with api.client(api.key_a) as client:
        for _ in range(3):
            assert (
                client.post("/v1/verify", json=verify_body(policy="AUDIT_ONLY")).status_code == 200
            )
        seen: list[str] = []
        cursor = None
        while True:
            params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
            page = client.get("/v1/audits", params=params).json()
            seen += [i["id"] for i in page["items"]]
            cursor = page["next_cursor"]
            if not cursor:
                break
        assert len(seen) == len(set(seen)) >= 4
        assert verified["audit_id"] in seen
        label = verified["report"]["label"]
        filtered = client.get("/v1/audits", params={"label": label, "limit": 200}).json()["items"]
        assert filtered and all(i["label"] == label for i in filtered)
        decision = verified["decision"]["action"]
        by_decision = client.get("/v1/audits", params={"decision": decision}).json()["items"]
        assert all(i["decision"] == decision for i in by_decision)
        today = time.strftime("%Y-%m-%d", time.gmtime())
        dated = client.get("/v1/audits", params={"since": today, "until": today, "limit": 200})
        assert verified["audit_id"] in [i["id"] for i in dated.json()["items"]]
        future = client.get("/v1/audits", params={"since": "2999-01-01"}).json()["items"]
        assert future == []
        assert "label" in _error(client.get("/v1/audits?label=fine"), 422, "invalid_request")
        assert "YYYY-MM-DD" in _error(
            client.get("/v1/audits?since=yesterday"), 422, "invalid_request"
        )
        _error(client.get("/v1/audits?cursor=zzz"), 422, "invalid_input")
        _error(client.get("/v1/audits?limit=0"), 422, "invalid_request")


def test_metrics(api: Api, verified: dict) -> None:
    with api.client(api.key_a) as client:
        metrics = client.get("/v1/metrics").json()
        empty = client.get("/v1/metrics", params={"until": "2000-01-01"}).json()
    for name in (
        "unsupported_claim_rate",
        "contradiction_rate",
        "strip_rate",
        "escalation_rate",
        "median_claims_per_answer",
    ):
        assert name in metrics
    assert metrics["n_audits"] >= 1 and metrics["strip_rate"] is not None
    assert empty["n_audits"] == 0 and empty["strip_rate"] is None


def test_overrides_are_appended(api: Api, verified: dict) -> None:
    audit_id = verified["audit_id"]
    with api.client(api.key_a) as client:
        first = client.post(
            f"/v1/audits/{audit_id}/overrides",
            json={"action": "reject", "note": "fee is wrong", "reviewer": "A. Associate"},
        )
        assert first.status_code == 201, first.text
        client.post(
            f"/v1/audits/{audit_id}/overrides", json={"action": "approve", "reviewer": "P. Partner"}
        )
        record = client.get(f"/v1/audits/{audit_id}").json()
        bad = client.post(f"/v1/audits/{audit_id}/overrides", json={"action": "maybe"})
        missing = client.post(
            "/v1/audits/aud_nope/overrides", json={"action": "approve", "reviewer": "x"}
        )
    reviews = [(o["action"], o["reviewer"]) for o in record["overrides"]][-2:]
    assert reviews == [("reject", "A. Associate"), ("approve", "P. Partner")]
    assert record["report"]["decision"] == verified["decision"]
    assert '"reviewer"' in _error(bad, 422, "invalid_request")
    _error(missing, 404, "audit_not_found")


def test_unknown_routes_and_methods_use_the_error_shape(api: Api) -> None:
    _error(httpx.get(f"{api.url}/v2/nothing"), 404, "not_found")
    _error(httpx.get(f"{api.url}/v1/verify"), 405, "method_not_allowed")


def test_openapi_docs(api: Api) -> None:
    spec = httpx.get(f"{api.url}/openapi.json").json()
    for path in (
        "/v1/verify",
        "/v1/verify/batch",
        "/v1/audits",
        "/v1/audits/{audit_id}",
        "/v1/metrics",
        "/healthz",
    ):
        assert path in spec["paths"]
    assert "HTTPBearer" in spec["components"]["securitySchemes"]
    responses = spec["paths"]["/v1/verify"]["post"]["responses"]
    assert "overloaded" in responses["429"]["description"]
    assert "Retry-After" in responses["429"]["headers"]
    assert "stopped" in responses["504"]["description"]
    docs = httpx.get(f"{api.url}/docs")
    assert docs.status_code == 200 and "swagger" in docs.text.lower()


def test_review_page_is_served_with_a_strict_csp(api: Api) -> None:
    root = httpx.get(f"{api.url}/", follow_redirects=True)
    assert root.status_code == 200 and "<title>lexaudit review</title>" in root.text
    assert "script-src 'self'" in root.headers["content-security-policy"]
    assert httpx.get(f"{api.url}/review/app.js").status_code == 200


def test_tenant_grounding_profile_reads_dates_its_way(api: Api) -> None:
    body = verify_body(
        sources=["The notice was served on 03/04/2024."],
        answer="The notice was served on 3 April 2024.",
        query=None,
    )
    with api.client(api.key_dmy) as client:
        dmy = client.post("/v1/verify", json=body).json()
        profile = client.get("/v1/tenant").json()["profile"]
    with api.client(api.key_a) as client:
        mdy = client.post("/v1/verify", json=body).json()
    assert profile == {"date_order": "DMY"}
    assert [c["verdict"] for c in dmy["report"]["claims"]] == ["supported"]
    assert [c["verdict"] for c in mdy["report"]["claims"]] != ["supported"]
