"""A tenant whose policy is REPAIR gets the repaired answer from the real service."""

from __future__ import annotations

from live_server import ANSWER, Api, cli, verify_body


def test_tenant_policy_repair_delivers_the_corrected_answer(api: Api) -> None:
    d = str(api.data_dir)
    key = cli("keys", "create", "initech", "--data-dir", d).stdout.strip()
    cli("tenants", "set-policy", "initech", "REPAIR", "--data-dir", d)
    with api.client(key) as client:
        assert client.get("/v1/tenant").json()["policy"] == "REPAIR"
        body = client.post("/v1/verify", json=verify_body()).json()
        stored = client.get(f"/v1/audits/{body['audit_id']}").json()
    decision = body["decision"]
    assert decision["policy"] == "REPAIR"
    assert decision["action"] == "repair", decision
    assert "USD 4,000,000 [corrected: the answer said USD 5,000,000]" in body["delivered_text"]
    assert "USD 5,000,000" in ANSWER
    (repair,) = body["report"]["repairs"]
    assert (repair["original"], repair["replacement"]) == ("USD 5,000,000", "USD 4,000,000")
    assert stored["report"]["repairs"] == body["report"]["repairs"]
