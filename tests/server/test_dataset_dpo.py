"""``lexaudit dataset dpo-from-audits`` on a store filled through the real HTTP API.

A real ``lexaudit serve`` (SQLite store in a temporary data dir) verifies answers and records
reviewer overrides; the real command line then exports the preference pairs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from live_server import ANSWER, ARTIFACTS, SOURCE, cli, serve_process, verify_body

from lexaudit.audit.store_pgserver import free_port

FAITHFUL = "Either party may terminate this Agreement on thirty (30) days written notice."


def _verify(client, answer: str) -> dict:  # type: ignore[no-untyped-def]
    response = client.post(
        "/v1/verify", json=verify_body(answer=answer, policy="STRIP_UNSUPPORTED")
    )
    assert response.status_code == 200, response.text
    return response.json()


def _review(client, audit_id: str, action: str, reviewer: str) -> None:  # type: ignore[no-untyped-def]
    response = client.post(
        f"/v1/audits/{audit_id}/overrides",
        json={"action": action, "note": f"{reviewer} says {action}", "reviewer": reviewer},
    )
    assert response.status_code == 201, response.text


@pytest.fixture(scope="module")
def reviewed_store(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Five audits of tenant acme (four reviewed) and one of globex (reviewed, texts not kept)."""
    import httpx

    ARTIFACTS.mkdir(exist_ok=True)
    data = tmp_path_factory.mktemp("dpo-data")
    d = str(data)
    key = cli("keys", "create", "acme", "--data-dir", d).stdout.strip()
    other = cli("keys", "create", "globex", "--data-dir", d).stdout.strip()
    cli(
        "tenants",
        "set-policy",
        "globex",
        "STRIP_UNSUPPORTED",
        "--store-text",
        "no",
        "--data-dir",
        d,
    )
    port = free_port()
    ids: dict[str, str] = {}
    with serve_process(["--host", "127.0.0.1", "--data-dir", d, "--no-access-log"], port):
        base = f"http://127.0.0.1:{port}"
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {key}"}) as client:
            rejected = _verify(client, ANSWER)
            assert rejected["decision"]["action"] == "strip"
            ids["rejected"] = rejected["audit_id"]
            _review(client, ids["rejected"], "reject", "A. Associate")
            ids["approved"] = _verify(client, ANSWER)["audit_id"]
            _review(client, ids["approved"], "approve", "P. Partner")
            ids["flipped"] = _verify(client, ANSWER)["audit_id"]
            _review(client, ids["flipped"], "approve", "A. Associate")
            _review(client, ids["flipped"], "reject", "P. Partner")  # the latest decides
            clean = _verify(client, FAITHFUL)
            assert clean["decision"]["action"] == "deliver"
            ids["clean"] = clean["audit_id"]
            _review(client, ids["clean"], "approve", "A. Associate")
            ids["unreviewed"] = _verify(client, ANSWER)["audit_id"]
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {other}"}) as client:
            ids["globex"] = _verify(client, ANSWER)["audit_id"]
            _review(client, ids["globex"], "reject", "G. Reviewer")
    return {"data_dir": d, "ids": ids}


def _export(tmp_path: Path, data_dir: str, *extra: str) -> tuple[list[dict], str]:
    out = tmp_path / "pairs.jsonl"
    result = cli("dataset", "dpo-from-audits", "--out", str(out), "--data-dir", data_dir, *extra)
    lines = out.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines], result.stdout


def test_overrides_become_preference_pairs(reviewed_store: dict, tmp_path: Path) -> None:
    ids = reviewed_store["ids"]
    pairs, stdout = _export(tmp_path, reviewed_store["data_dir"], "--tenant", "acme")
    by_id = {p["id"]: p for p in pairs}
    assert set(by_id) == {ids["rejected"], ids["approved"], ids["flipped"]}
    assert "4 reviewed records: 3 pairs" in stdout
    assert "approve_without_contrast 1" in stdout  # the clean answer was delivered unchanged

    rejected = by_id[ids["rejected"]]
    assert rejected["rejected"] == [{"role": "assistant", "content": ANSWER}]
    repaired = rejected["chosen"][0]["content"]
    assert "5,000,000" not in repaired and "30 days" in repaired  # the wrong fee was stripped
    assert rejected["review"]["action"] == "reject"
    assert rejected["review"]["reviewer"] == "A. Associate"

    approved = by_id[ids["approved"]]
    assert approved["chosen"] == [{"role": "assistant", "content": ANSWER}]
    assert approved["rejected"][0]["content"] == repaired

    flipped = by_id[ids["flipped"]]
    assert flipped["review"]["action"] == "reject"
    assert flipped["rejected"][0]["content"] == ANSWER

    prompt = rejected["prompt"]
    assert [m["role"] for m in prompt] == ["system", "user"]
    user = prompt[1]["content"]
    assert SOURCE in user
    assert "Question: What does the agreement say about termination" in user
    assert "Date of the question: 2024-07-01" in user


def test_all_tenants_by_default_and_redacted_records_skipped(
    reviewed_store: dict, tmp_path: Path
) -> None:
    pairs, stdout = _export(tmp_path, reviewed_store["data_dir"])
    assert len(pairs) == 3 and {p["tenant"] for p in pairs} == {"acme"}
    assert "5 reviewed records: 3 pairs" in stdout
    assert "text_not_stored 1" in stdout  # globex keeps hashes only: no text to train on


def test_missing_store_is_a_clear_error(tmp_path: Path) -> None:
    result = cli(
        "dataset",
        "dpo-from-audits",
        "--out",
        str(tmp_path / "p.jsonl"),
        "--data-dir",
        str(tmp_path / "nowhere"),
        check=False,
    )
    assert result.returncode == 30
    assert "[E400]" in result.stderr and "--data-dir" in result.stderr
    assert not (tmp_path / "p.jsonl").exists()
