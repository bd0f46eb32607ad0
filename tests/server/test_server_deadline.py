"""A request past its deadline is stopped before it is answered; a full queue answers 429."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from pathlib import Path

import httpx
import pytest
from live_server import cli, serve_process, thread_server, verify_body, wait_healthy

from lexaudit.audit.store import open_store
from lexaudit.audit.store_pgserver import free_port
from lexaudit.deadline import check_deadline
from lexaudit.server.app import create_app
from lexaudit.server.config import ServerConfig
from lexaudit.server.engine import VerificationEngine
from lexaudit.server.errors import ApiError
from lexaudit.server.models import VerifyRequest
from lexaudit.server.procpool import ProcessVerificationEngine

WORDS = "the supplier shall deliver the goods to the buyer within thirty days of each order and"


def _sentence_less_source(n_words: int) -> str:
    words = WORDS.split()
    return " ".join(words[i % len(words)] for i in range(n_words))


@pytest.mark.parametrize("procs", ["0", "1"], ids=["server-thread", "one-process"])
def test_a_slow_request_is_stopped_and_the_next_is_served_promptly(
    tmp_path: Path, procs: str
) -> None:
    data = str(tmp_path)
    key = cli("keys", "create", "acme", "--data-dir", data).stdout.strip()
    port = free_port()
    args = ["--host", "127.0.0.1", "--data-dir", data, "--verify-timeout", "2", "--max-queue", "1"]
    args += ["--verify-procs", procs]
    slow_body = verify_body(
        sources=[{"id": "long", "text": _sentence_less_source(40_000)}],  # ~15 s of work here
        answer="The supplier delivers the goods within 30 days.",
        query=None,
    )
    headers = {"Authorization": f"Bearer {key}"}
    with (
        serve_process(args, port),
        httpx.Client(base_url=f"http://127.0.0.1:{port}", headers=headers, timeout=120) as client,
    ):
        answers: dict[str, httpx.Response] = {}

        def post_slow() -> None:
            answers["slow"] = client.post("/v1/verify", json=slow_body)

        started = time.monotonic()
        running = threading.Thread(target=post_slow)
        running.start()
        time.sleep(1.0)  # the slow request holds the queue's one place
        full = client.post("/v1/verify", json=verify_body())
        running.join(timeout=120)
        stopped = time.monotonic()
        slow = answers["slow"]
        # a worker process still busy past the grace is killed and replaced; a client waits
        # until /healthz says the verifier is ready again (loading takes seconds on a busy host)
        wait_healthy(f"http://127.0.0.1:{port}", None, timeout=60)
        ready = time.monotonic()
        normal = client.post("/v1/verify", json=verify_body())
        served = time.monotonic()
    assert full.status_code == 429, full.text  # --max-queue 1: refused at once
    assert full.json()["error"]["code"] == "overloaded" and int(full.headers["retry-after"]) >= 1
    assert slow.status_code == 504, slow.text
    error = slow.json()["error"]
    assert error["code"] == "verify_timeout"
    assert "was stopped" in error["message"] and "E500" in error["message"]
    assert "--verify-timeout" in error["message"]
    # answered soon after its 2 s deadline, not after the ~15 s the whole work takes
    assert stopped - started < 10
    # the verification thread was free again: the next request is verified in normal time
    # (before, it waited behind the slow one and timed out as well)
    assert normal.status_code == 200, normal.text
    assert served - ready < 8
    store = open_store(tmp_path)
    try:
        assert store.count_audits("acme") == 1  # the stopped request stored nothing
    finally:
        store.close()


class CooperativeSlowVerifier:
    """Works for up to 5 s in small steps, stopping at its deadline as the real one does."""

    def __init__(self) -> None:
        self.calls = 0

    def verify(self, answer, sources, query=None, as_of=None, policy=None, *, deadline=None):  # noqa: ANN001
        self.calls += 1
        for _ in range(100):
            check_deadline(deadline, "the next step")
            time.sleep(0.05)
        raise RuntimeError("finished too late to matter")


def test_a_full_queue_is_429_with_retry_after_and_a_timeout_stores_nothing(
    tmp_path: Path,
) -> None:
    store = open_store(tmp_path)
    key = store.create_api_key("patient")
    config = ServerConfig(data_dir=str(tmp_path), verify_timeout_s=2.0, max_pending=1)
    headers = {"Authorization": f"Bearer {key}"}
    verifier = CooperativeSlowVerifier()
    app = create_app(config, verifier_factory=lambda: verifier)
    answers: dict[str, httpx.Response] = {}
    with thread_server(app) as url, httpx.Client(base_url=url, headers=headers) as client:

        def first() -> None:
            answers["first"] = client.post("/v1/verify", json=verify_body())

        running = threading.Thread(target=first)
        running.start()
        while verifier.calls == 0:  # the first call holds the only slot
            time.sleep(0.02)
        full = client.post("/v1/verify", json=verify_body())
        running.join(timeout=30)
        lines = client.post("/v1/verify/batch", json={"items": [verify_body()]}).text
    assert full.status_code == 429
    assert full.json()["error"]["code"] == "overloaded"
    assert "queue is full" in full.json()["error"]["message"]
    assert 1 <= int(full.headers["retry-after"]) <= 2  # never more than the timeout
    assert answers["first"].status_code == 504
    assert answers["first"].json()["error"]["code"] == "verify_timeout"
    assert '"verify_timeout"' in lines  # a batch item that times out is an error line
    assert verifier.calls == 2  # the refused call never reached the verifier
    assert store.count_audits("patient") == 0
    store.close()


class StubbornVerifier:
    """Never looks at its deadline (as one very long step would not)."""

    def verify(self, answer, sources, query=None, as_of=None, policy=None, *, deadline=None):  # noqa: ANN001
        time.sleep(1.5)
        raise RuntimeError("finished too late to matter")


def test_a_verifier_that_does_not_stop_is_answered_after_the_grace() -> None:
    engine = VerificationEngine(StubbornVerifier, timeout_s=0.2, stop_grace_s=0.3)

    async def call() -> ApiError:
        await engine.load()
        try:
            await engine.verify(VerifyRequest.model_validate(verify_body()), None)
        except ApiError as exc:
            return exc
        raise AssertionError("the call did not fail")

    started = time.monotonic()
    error = asyncio.run(call())
    answered = time.monotonic() - started
    engine.close()
    assert error.status == 504 and error.code == "verify_timeout"
    assert "has not stopped yet" in error.message
    assert answered < 1.5  # answered at timeout + grace, not when the work ended


def _pid_of(error: ApiError) -> int:
    assert error.status == 422, error.message
    return int(error.message.split("answered by pid ")[1].split()[0])


async def _call(engine: VerificationEngine, answer: str) -> ApiError:
    try:
        await engine.verify(VerifyRequest.model_validate(verify_body(answer=answer)), None)
    except ApiError as exc:
        return exc
    raise AssertionError("the stub verifier always answers with an error")


def test_a_process_past_its_deadline_is_killed_and_replaced() -> None:
    from stub_verifiers import quick_factory

    # 2 s, not less: a loaded machine can take a good part of a second to hand a request to
    # the process, and the stuck step must have started before its deadline passes
    engine = ProcessVerificationEngine(quick_factory, timeout_s=2.0, stop_grace_s=0.5, processes=1)

    async def scenario() -> tuple[list[int], ApiError, float, ApiError, list[int]]:
        await engine.load()
        before = engine.pids
        started = time.monotonic()
        stuck = await _call(engine, "stubborn: this step ignores its deadline")
        answered = time.monotonic() - started
        waited = time.monotonic()
        while not engine.pids and time.monotonic() - waited < 60:
            await asyncio.sleep(0.05)  # the replacement loads its verifier in the background
        # The next request only has to reach the new process; on a loaded machine its first
        # call can take longer than the 2 s that made the stuck step time out.
        engine.timeout_s = 30
        after = await _call(engine, "a normal answer")
        return before, stuck, answered, after, engine.pids

    try:
        before, stuck, answered, after, pids = asyncio.run(scenario())
    finally:
        engine.close()
    assert stuck.status == 504 and stuck.code == "verify_timeout"
    assert "was ended (and replaced)" in stuck.message and "E500" in stuck.message
    assert answered < 6  # deadline 2 s + grace 0.5 s, not the 60 s the step takes
    assert _pid_of(after) not in before  # a new process took the next request
    assert pids == [_pid_of(after)]
    assert not any(os.path.exists(f"/proc/{pid}") for pid in before)  # the old one is gone


def test_requests_run_on_different_processes_at_once() -> None:
    from stub_verifiers import pausing_factory

    engine = ProcessVerificationEngine(pausing_factory, timeout_s=30, processes=2)

    async def scenario() -> tuple[list[int], list[ApiError]]:
        await engine.load()
        answers = await asyncio.gather(*(_call(engine, f"answer {i}") for i in range(2)))
        return engine.pids, list(answers)

    try:
        pids, answers = asyncio.run(scenario())
    finally:
        engine.close()
    assert len(pids) == 2
    assert sorted(_pid_of(a) for a in answers) == pids  # one request on each process
    assert not any(os.path.exists(f"/proc/{pid}") for pid in pids)  # close() ended them
