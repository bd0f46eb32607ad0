"""Verification in a pool of worker processes (``serve --verify-procs N``).

Each worker process builds its verifier once (spaCy loads once per process) and verifies one
request at a time, so N requests run on N cores while the event loop only sends and receives
(the pickling and the pipe I/O run on helper threads; the loop never blocks). A request waits
for an idle worker until its deadline, then runs with the same deadline, which the verifier
checks between steps. A worker still busy ``stop_grace_s`` past a request's deadline (one very
long step, or a verifier that does not look at its deadline) is killed and replaced, so one
request never holds a core for longer than its deadline plus the grace. A worker that dies
(killed by the kernel, a crash in a native library) is replaced as well; the request it held
is answered 500.

Deadlines are ``time.monotonic()`` values; on Linux that clock is the same in every process.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from typing import Any

from lexaudit.errors import DeadlineExceededError, LexauditError
from lexaudit.server.engine import (
    VerificationEngine,
    VerifierLike,
    default_verifier_factory,
    run_verification,
    verifier_for_profile,
)
from lexaudit.server.models import VerifyRequest

log = logging.getLogger("lexaudit.server")

PROCESS_STOP_GRACE_S = 2.0
"""How long past its deadline a worker may run before it is killed and replaced."""


def _worker_main(conn: Connection, factory: Callable[[], VerifierLike]) -> None:
    """A worker process: build the verifier, then verify requests until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the server, which stops us
    try:
        verifier = factory()
    except BaseException as exc:  # noqa: BLE001 - reported to the server, which fails to start
        conn.send(("load-error", f"{type(exc).__name__}: {exc}"))
        return
    conn.send(("ready", os.getpid()))
    profiles: dict[str, VerifierLike] = {}
    while True:
        try:
            request, policy, profile, deadline = conn.recv()
        except (EOFError, OSError):
            return  # the server closed the pipe (shutdown) or died
        try:
            chosen = verifier_for_profile(verifier, profiles, profile)
            result: tuple[str, Any] = (
                "ok",
                run_verification(chosen, request, policy, deadline),
            )
        except LexauditError as exc:
            result = ("error", exc)
        except Exception as exc:  # noqa: BLE001 - answered 500 by the server, logged there
            result = ("crash", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(result)
        except (BrokenPipeError, OSError):
            return


class _Worker:
    """One worker process and the server's end of its pipe."""

    def __init__(self, factory: Callable[[], VerifierLike]) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a threaded server
        self.conn, child = context.Pipe()
        self.process = context.Process(
            target=_worker_main,
            args=(child, factory),
            name="lexaudit-verify",
            daemon=not multiprocessing.current_process().daemon,
        )
        self.process.start()
        child.close()
        kind, value = self.conn.recv()  # blocks until the verifier is loaded
        if kind != "ready":
            self.stop()
            raise LexauditError(
                f"a verification process could not load the verifier ({value}); fix the "
                "server's setup (see the message) or run with --verify-procs 0 to verify in "
                "the server process"
            )
        self.pid = int(value)

    def call(self, payload: tuple[Any, ...]) -> tuple[str, Any]:
        """Send one request and wait for its answer (runs on a helper thread)."""
        self.conn.send(payload)
        result: tuple[str, Any] = self.conn.recv()
        return result

    def stop(self, kill: bool = False) -> None:
        """End the process: close its pipe (it exits when idle), or kill it."""
        if kill and self.process.is_alive():
            self.process.kill()
        self.conn.close()
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(timeout=5)


class ProcessVerificationEngine(VerificationEngine):
    """N worker processes, each with its own verifier; requests go to an idle one."""

    def __init__(
        self,
        factory: Callable[[], VerifierLike] = default_verifier_factory,
        timeout_s: float = 60.0,
        max_pending: int = 64,
        stop_grace_s: float = PROCESS_STOP_GRACE_S,
        processes: int = 1,
    ) -> None:
        """Prepare ``processes`` workers; ``load`` starts them. ``factory`` must pickle."""
        super().__init__(factory, timeout_s, max_pending, stop_grace_s)
        self.parallel = max(1, processes)
        self._io = ThreadPoolExecutor(
            max_workers=2 * self.parallel + 1, thread_name_prefix="lexaudit-pipe"
        )
        self._idle: asyncio.Queue[_Worker] | None = None
        self._workers: set[_Worker] = set()
        self._replacing: set[asyncio.Future[None]] = set()

    @property
    def ready(self) -> bool:
        """Whether at least one worker process has its verifier loaded."""
        return bool(self._workers)

    @property
    def pids(self) -> list[int]:
        """The worker processes' ids."""
        return sorted(w.pid for w in self._workers)

    async def load(self) -> None:
        """Start the workers in parallel and wait until each has loaded its verifier."""
        loop = asyncio.get_running_loop()
        self._idle = asyncio.Queue()
        started = await asyncio.gather(
            *(loop.run_in_executor(self._io, _Worker, self._factory) for _ in range(self.parallel)),
            return_exceptions=True,
        )
        failed = [w for w in started if isinstance(w, BaseException)]
        for worker in started:
            if isinstance(worker, _Worker):
                if failed:
                    worker.stop()
                else:
                    self._workers.add(worker)
                    self._idle.put_nowait(worker)
        if failed:
            raise failed[0]

    def close(self) -> None:
        """Stop every worker (a busy one is killed) and the helper threads."""
        for worker in list(self._workers):
            worker.stop(kill=True)
        self._workers.clear()
        self._io.shutdown(wait=False, cancel_futures=True)
        super().close()

    def _replace(self, worker: _Worker) -> None:
        """Kill ``worker`` and start a new one in the background."""
        self._workers.discard(worker)
        loop = asyncio.get_running_loop()

        def restart() -> _Worker:
            worker.stop(kill=True)
            return _Worker(self._factory)

        async def start() -> None:
            try:
                fresh = await loop.run_in_executor(self._io, restart)
            except Exception:
                log.exception("a verification process could not be restarted")
                return
            self._workers.add(fresh)
            assert self._idle is not None  # load() made it
            self._idle.put_nowait(fresh)

        task = asyncio.ensure_future(start())
        self._replacing.add(task)
        task.add_done_callback(self._replacing.discard)

    async def _execute(
        self,
        request: VerifyRequest,
        policy: str | None,
        profile: dict[str, Any] | None,
        deadline: float,
    ) -> dict[str, Any]:
        try:
            return await self._on_worker(request, policy, profile, deadline)
        finally:
            self._release()

    async def _on_worker(
        self,
        request: VerifyRequest,
        policy: str | None,
        profile: dict[str, Any] | None,
        deadline: float,
    ) -> dict[str, Any]:
        assert self._idle is not None  # load() made it
        try:
            worker = await asyncio.wait_for(self._idle.get(), deadline - time.monotonic())
        except TimeoutError:
            why = (
                "a verification process was being restarted after an earlier request ran past "
                "its deadline; retry when /healthz says verifier_ready"
                if self._replacing
                else "every verification process was busy; send shorter sources or answers"
            )
            raise DeadlineExceededError(
                f"the verification passed its deadline before it could start ({why}), or allow "
                "more time (the server's --verify-timeout)"
            ) from None
        loop = asyncio.get_running_loop()
        started = time.monotonic()
        payload = (request, policy, profile, deadline)
        call = loop.run_in_executor(self._io, worker.call, payload)
        call.add_done_callback(lambda done: done.cancelled() or done.exception())
        try:
            limit = deadline + self.stop_grace_s - time.monotonic()
            kind, value = await asyncio.wait_for(asyncio.shield(call), max(limit, 0.01))
        except TimeoutError:
            log.error(
                "a verification process was still busy %.1f s past its deadline; killed and "
                "replaced",
                self.stop_grace_s,
            )
            self._replace(worker)
            raise DeadlineExceededError(
                f"the verification passed its deadline and its process did not stop within "
                f"{self.stop_grace_s:g} s, so it was ended (and replaced); send shorter sources "
                "or answers, or allow more time (the server's --verify-timeout)"
            ) from None
        except (EOFError, OSError) as exc:
            self._replace(worker)
            raise RuntimeError(f"the verification process ended unexpectedly ({exc!r})") from None
        self._record_time(time.monotonic() - started)
        self._idle.put_nowait(worker)
        if kind == "ok":
            report: dict[str, Any] = value
            return report
        if kind == "error":
            raise value
        raise RuntimeError(f"the verification process failed: {value}")
