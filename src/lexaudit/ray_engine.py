"""Verification on a Ray cluster (``verify-batch --engine ray``, ``bench --engine ray``).

This is the one module that imports ``ray`` (``pip install 'lexaudit[ray]'``). Each Ray actor
holds one :class:`~lexaudit.verifier.Verifier`, built and warmed up once (spaCy loads once per
actor), and verifies the records sent to it. :meth:`RayVerifierPool.verify_lines` streams the
input: at most ``2 x workers`` records are running or queued on the actors and at most
``8 x workers`` records are held in all, and the results come back in input order. A record
whose verification fails, or whose actor dies, becomes an error record; the actor is restarted.

Without an address, a local Ray runtime is started (and shut down at the end); ``auto`` joins
the cluster this machine belongs to; ``ray://HOST:10001`` connects to a remote cluster through
Ray Client. When Ray is already initialised (a test, a notebook), that runtime is used and left
running. Every node must have the same lexaudit version installed (``docs/scale.md``).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Iterable, Iterator
from typing import Any

from lexaudit.errors import LexauditError, MissingExtraError

IN_FLIGHT_PER_WORKER = 2
"""Records running or queued on one actor."""
HELD_PER_WORKER = 8
"""Records held per actor in all, finished ones waiting for an earlier one included."""

_WARM_UP_SOURCE = "7.2 Either party may terminate this Agreement on thirty (30) days notice."
_WARM_UP_ANSWER = "Either party may terminate on 30 days notice."


def import_ray() -> Any:
    """Import ``ray`` or say which extra installs it.

    Raises:
        MissingExtraError: Ray is not installed.
    """
    try:
        import ray
    except ImportError as exc:
        raise MissingExtraError(
            f"--engine ray needs the Ray runtime, which is not installed ({exc}); install it "
            "with pip install 'lexaudit[ray]', or use the default --engine local."
        ) from None
    return ray


class _VerifierActor:
    """One Verifier in one Ray worker process (wrapped by ``ray.remote`` at pool start)."""

    def __init__(self, options: dict[str, Any]) -> None:
        self._options = options
        self._verifier: Any = None

    def _get(self) -> Any:
        if self._verifier is None:
            import argparse

            from lexaudit.verify_cli import _verifier_for

            self._verifier = _verifier_for(argparse.Namespace(**self._options))
        return self._verifier

    def ready(self) -> int:
        """Load the verifier and warm it up (spaCy loads here, once); return the pid."""
        import os

        self._get().verify(_WARM_UP_ANSWER, [_WARM_UP_SOURCE], as_of="2024-07-01")
        return os.getpid()

    def verify_line(self, raw: bytes, line_no: int, default_policy: str | None) -> dict[str, Any]:
        """One ``verify-batch`` line: its report or its error record."""
        from lexaudit.batch_run import verify_line

        return verify_line(raw, line_no, default_policy, self._get)

    def verify_example(
        self, answer: str, sources: list[Any], query: str | None, as_of: str | None
    ) -> Any:
        """One benchmark example: its report (an exception is returned, not raised)."""
        try:
            return self._get().verify(answer, sources, query=query, as_of=as_of)
        except Exception as exc:  # noqa: BLE001 - the bench records it per example
            return exc


class RayVerifierPool:
    """Ray actors, each holding one Verifier; use as a context manager."""

    def __init__(
        self, options: dict[str, Any], workers: int | None = None, address: str | None = None
    ) -> None:
        """Connect to (or start) Ray and start ``workers`` actors (default: the cluster's CPUs).

        Args:
            options: The verifier options (``dense``, ``reretrieve``, ``judge`` and the model
                settings of ``add_judge_arguments``), as plain values.
            workers: Actors to start, one CPU each.
            address: ``None`` (a local runtime), ``auto`` or ``ray://HOST:PORT``.

        Raises:
            MissingExtraError: Ray is not installed.
            ConfigError: Ray cannot be reached at ``address``, or ``workers`` is below 1.
            LexauditError: A verifier cannot be loaded (raised as the verifier raised it).
        """
        from lexaudit.errors import ConfigError

        ray = self._ray = import_ray()
        if workers is not None and workers < 1:
            raise ConfigError(f"--ray-workers must be at least 1, got {workers}.")
        self._owns_runtime = not ray.is_initialized()
        if self._owns_runtime:
            local = {
                "address": "local",  # a new runtime, even when this machine is in a cluster
                "include_dashboard": False,
                "log_to_driver": False,
                "logging_level": logging.WARNING,
                "num_cpus": workers,
            }
            try:  # a cluster keeps its own settings: only the address is passed to it
                ray.init(address=address) if address else ray.init(**local)
            except ValueError as exc:
                if "ray[client]" not in str(exc):
                    raise self._unreachable(address, exc) from None
                raise MissingExtraError(
                    f"--address {address} connects through Ray Client, which this install "
                    "lacks; install it with pip install "
                    "'ray[client]==2.60.0', or run the command on a node of the cluster with "
                    "--address auto."
                ) from None
            except (ConnectionError, RuntimeError) as exc:
                raise self._unreachable(address, exc) from None
        if workers is None:
            workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        self.workers = workers
        actor_class = ray.remote(num_cpus=1, max_restarts=3)(_VerifierActor)
        self._actors = [actor_class.remote(options) for _ in range(workers)]
        try:
            self.pids = self._get(ray.get, [a.ready.remote() for a in self._actors])
        except BaseException:
            self.close()
            raise

    @staticmethod
    def _unreachable(address: str | None, exc: Exception) -> LexauditError:
        from lexaudit.errors import ConfigError

        return ConfigError(
            f"cannot reach Ray at {address!r} ({type(exc).__name__}: {exc}); expected "
            "auto (a cluster this machine belongs to, started with ray start) or "
            "ray://HOST:10001 (Ray Client). Check the address and that the cluster "
            "runs, or leave --address out to start Ray on this machine."
        )

    def _get(self, fetch: Any, refs: Any) -> Any:
        """``ray.get`` that re-raises a lexaudit error from a worker as itself."""
        try:
            return fetch(refs)
        except self._ray.exceptions.RayTaskError as exc:
            if isinstance(exc.cause, LexauditError):
                raise exc.cause from None
            raise

    def __enter__(self) -> RayVerifierPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the actors, and the local runtime when this pool started it."""
        for actor in self._actors:
            self._ray.kill(actor)
        self._actors = []
        if self._owns_runtime:
            self._ray.shutdown()

    def _result(self, ref: Any, line_no: int, raw: bytes) -> dict[str, Any]:
        from lexaudit.batch_records import peek_record_id
        from lexaudit.batch_run import error_record

        ray = self._ray
        try:
            result: dict[str, Any] = self._get(ray.get, ref)
            return result
        except ray.exceptions.RayActorError as exc:
            lost = LexauditError(
                f"the Ray worker verifying line {line_no} died ({type(exc).__name__}); the "
                "rest of the batch was processed. Rerun with --resume to verify it again."
            )
            return error_record(peek_record_id(raw.decode("utf-8", "replace")), line_no, lost)
        except ray.exceptions.RayTaskError as exc:
            failed = LexauditError(
                f"the Ray task verifying line {line_no} failed ({exc.cause!r}); the rest of "
                "the batch was processed. Please report this with the input line."
            )
            return error_record(peek_record_id(raw.decode("utf-8", "replace")), line_no, failed)

    def verify_lines(
        self, lines: Iterable[tuple[int, bytes]], default_policy: str | None
    ) -> Iterator[dict[str, Any]]:
        """Verify ``(line number, raw line)`` pairs on the actors; yield results in order.

        The input is consumed as the actors take records, never all at once.
        """
        ray = self._ray
        held: deque[tuple[int, bytes, Any]] = deque()  # (line number, line, ref), in order
        running: dict[Any, int] = {}  # ref -> actor index, not finished yet
        load = [0] * len(self._actors)

        def retire(block: bool) -> None:
            if not running:
                return
            if block:
                ray.wait(list(running), num_returns=1)
            done, _ = ray.wait(list(running), num_returns=len(running), timeout=0)
            for ref in done:
                load[running.pop(ref)] -= 1

        for line_no, raw in lines:
            while len(running) >= IN_FLIGHT_PER_WORKER * len(self._actors):
                retire(block=True)
            while len(held) >= HELD_PER_WORKER * len(self._actors):
                yield self._result_of(held.popleft())  # wait for the oldest record
                retire(block=False)
            index = min(range(len(load)), key=load.__getitem__)
            ref = self._actors[index].verify_line.remote(raw, line_no, default_policy)
            running[ref] = index
            load[index] += 1
            held.append((line_no, raw, ref))
            retire(block=False)
            while held and held[0][2] not in running:
                yield self._result_of(held.popleft())
        while held:
            yield self._result_of(held.popleft())

    def _result_of(self, item: tuple[int, bytes, Any]) -> dict[str, Any]:
        line_no, raw, ref = item
        return self._result(ref, line_no, raw)

    def verify_examples(self, examples: Iterable[Any]) -> Iterator[Any]:
        """Verify benchmark examples on the actors; yield each report (or exception) in order."""
        ray = self._ray
        held: deque[Any] = deque()
        for i, ex in enumerate(examples):
            if len(held) >= HELD_PER_WORKER * len(self._actors):
                yield ray.get(held.popleft())
            actor = self._actors[i % len(self._actors)]
            held.append(
                actor.verify_example.remote(ex.answer, list(ex.sources), ex.query, ex.as_of)
            )
        while held:
            yield ray.get(held.popleft())
