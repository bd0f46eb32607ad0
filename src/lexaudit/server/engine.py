"""Runs verifications on one dedicated thread per process, with a deadline and a queue bound.

The ``Verifier`` keeps loaded models and is meant to be called from one thread, so every call
goes through a single-thread executor. Each call gets a deadline when it arrives (now plus the
timeout, so time spent waiting for the thread counts); the verifier checks it between stages,
claims and batches of source pieces and stops (``DeadlineExceededError``), and the call is
answered 504 ``verify_timeout`` once the work has stopped, so the thread is free for the next
call. The number of running and waiting calls is bounded: beyond it a call is answered 429
``overloaded`` with a ``Retry-After`` header at once instead of queueing.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from lexaudit.audit.report import report_to_dict
from lexaudit.deadline import check_deadline
from lexaudit.errors import DeadlineExceededError, LexauditError
from lexaudit.server.errors import ApiError, error_from_lexaudit
from lexaudit.server.models import VerifyRequest
from lexaudit.types import Report

log = logging.getLogger("lexaudit.server")


class VerifierLike(Protocol):
    """What the engine needs of ``lexaudit.verifier.Verifier``."""

    def verify(
        self,
        answer: str,
        sources: list[str | dict[str, Any]],
        query: str | None = None,
        as_of: str | None = None,
        policy: str | None = None,
        *,
        deadline: float | None = None,
    ) -> Report:
        """Verify one answer against its sources, stopping at ``deadline`` (monotonic s)."""
        ...


WARM_UP_SOURCE = "7.2 Either party may terminate this Agreement on thirty (30) days notice."
WARM_UP_ANSWER = "Either party may terminate on 30 days notice."


def default_verifier_factory() -> VerifierLike:
    """Build the real verifier and warm it up (loads spaCy; runs on the verifier thread)."""
    from lexaudit.models.options import build_judge
    from lexaudit.server.config import ServerConfig
    from lexaudit.verifier import Verifier

    config = ServerConfig.from_env()
    judge = build_judge(
        config.judge,
        llm_url=config.llm_url,
        llm_model=config.llm_model,
        nli_model=config.nli_model,
    )
    verifier = Verifier(judge=judge)
    verifier.verify(WARM_UP_ANSWER, [WARM_UP_SOURCE], as_of="2024-07-01")
    return verifier


def profile_verifier(base: VerifierLike, profile: dict[str, Any]) -> VerifierLike:
    """Return a verifier for a tenant's grounding profile, sharing the base's loaded models.

    A profile is ``{"date_order": "MDY" | "DMY", "scoring": {ScoringConfig field: value}}``.
    """
    from lexaudit.verifier import Verifier

    if not isinstance(base, Verifier):
        return base  # an injected verifier (tests) has no profiles
    from lexaudit.judge.cascade import CascadeJudge

    judge = base.judge
    if isinstance(judge, CascadeJudge):  # text leaves only for tenants that allow it
        judge = judge.for_tenant(bool(profile.get("allow_external_models", False)))
    return Verifier(
        base.policy,
        extractor=base.extractor,
        judge=judge,
        config=profile.get("scoring") or None,
        date_order=str(profile.get("date_order", base.date_order)),
        authority_store=base.authority_store,
    )


STOP_GRACE_S = 30.0
"""How long past its deadline a call is awaited for the verifier to stop before the engine
answers 504 anyway (a verifier that does not check its deadline, or one very long step)."""


def uses_models(verifier: VerifierLike) -> bool:
    """Whether a verifier's judge may call a model (then every tenant gets its own view)."""
    from lexaudit.judge.cascade import CascadeJudge

    return isinstance(getattr(verifier, "judge", None), CascadeJudge)


def verifier_for_profile(
    base: VerifierLike, profiles: dict[str, VerifierLike], profile: dict[str, Any] | None
) -> VerifierLike:
    """The verifier for a tenant's profile, kept in ``profiles`` (at most 64 of them)."""
    if not profile and not uses_models(base):
        return base
    profile = profile or {}
    key = json.dumps(profile, sort_keys=True)
    if key not in profiles:
        if len(profiles) >= 64:
            profiles.clear()
        profiles[key] = profile_verifier(base, profile)
    return profiles[key]


def run_verification(
    verifier: VerifierLike,
    request: VerifyRequest,
    policy: str | None,
    deadline: float,
) -> dict[str, Any]:
    """Verify one request with ``verifier``, stopping at ``deadline``; return the report dict."""
    check_deadline(deadline, "it could start (it waited for a verifier)")
    report = verifier.verify(
        request.answer,
        request.verifier_sources(),
        query=request.query,
        as_of=request.as_of,
        policy=policy,
        deadline=deadline,
    )
    return report_to_dict(report)


class VerificationEngine:
    """One verifier on one thread, shared by the requests of a server process."""

    def __init__(
        self,
        factory: Callable[[], VerifierLike] = default_verifier_factory,
        timeout_s: float = 60.0,
        max_pending: int = 64,
        stop_grace_s: float = STOP_GRACE_S,
    ) -> None:
        """Prepare the engine; ``load`` builds the verifier."""
        self._factory = factory
        self.timeout_s = timeout_s
        self.max_pending = max_pending
        self.stop_grace_s = stop_grace_s
        self._mean_s = 1.0  # moving average of a call's time on the thread, for Retry-After
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="lexaudit-verify")
        self._verifier: VerifierLike | None = None
        self._profiles: dict[str, VerifierLike] = {}  # used on the verifier thread only
        self._pending = 0
        self._lock = threading.Lock()

    parallel = 1
    """Verifications that run at the same time."""

    @property
    def ready(self) -> bool:
        """Return whether the verifier is loaded."""
        return self._verifier is not None

    async def load(self) -> None:
        """Build the verifier on its thread."""
        loop = asyncio.get_running_loop()
        self._verifier = await loop.run_in_executor(self._executor, self._factory)

    def close(self) -> None:
        """Stop the thread (without waiting for a running call)."""
        self._executor.shutdown(wait=False, cancel_futures=True)

    def _verifier_for(self, profile: dict[str, Any] | None) -> VerifierLike:
        if self._verifier is None:  # pragma: no cover - load() runs at startup
            self._verifier = self._factory()
        return verifier_for_profile(self._verifier, self._profiles, profile)

    def _run(
        self,
        request: VerifyRequest,
        policy: str | None,
        profile: dict[str, Any] | None,
        deadline: float,
    ) -> dict[str, Any]:
        started = time.monotonic()
        try:
            return run_verification(self._verifier_for(profile), request, policy, deadline)
        finally:
            self._record_time(time.monotonic() - started)

    def _record_time(self, seconds: float) -> None:
        with self._lock:
            self._mean_s = 0.8 * self._mean_s + 0.2 * seconds

    def retry_after_s(self) -> int:
        """Seconds a refused call should wait before it retries.

        The queue's expected drain time, at most the timeout (every queued call has stopped by
        then), at least 1.
        """
        with self._lock:
            expected = self._pending * self._mean_s / self.parallel
        return max(1, math.ceil(min(expected, self.timeout_s)))

    def _release(self) -> None:
        """One admitted call's work has ended: it no longer counts against ``max_pending``."""
        with self._lock:
            self._pending -= 1

    def _done(self, future: asyncio.Future[Any]) -> None:
        self._release()
        if not future.cancelled():
            future.exception()  # retrieved, so a timed-out failure is not reported as lost

    async def _execute(
        self,
        request: VerifyRequest,
        policy: str | None,
        profile: dict[str, Any] | None,
        deadline: float,
    ) -> dict[str, Any]:
        """Run one admitted call; it counts as pending until its work has ended."""
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._executor, self._run, request, policy, profile, deadline)
        future.add_done_callback(self._done)
        return await asyncio.wait_for(asyncio.shield(future), self.timeout_s + self.stop_grace_s)

    async def verify(
        self,
        request: VerifyRequest,
        policy: str | None,
        profile: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Verify one request (under a tenant's grounding profile) and return the report dict.

        The call's deadline is its arrival plus ``timeout_s``; the verifier stops there and
        the 504 is sent after it stopped.

        Raises:
            ApiError: 429 (with ``Retry-After``) when the queue is full, 504 when the deadline
                passed, 4xx/5xx for lexaudit errors.
        """
        with self._lock:
            full = self._pending >= self.max_pending
            pending = self._pending
            if not full:
                self._pending += 1
        if full:
            wait = self.retry_after_s()
            raise ApiError(
                429,
                "overloaded",
                f"the verification queue is full ({pending} verifications running or "
                f"waiting); retry in {wait} s",
                headers={"Retry-After": str(wait)},
            )
        deadline = time.monotonic() + self.timeout_s
        try:
            return await self._execute(request, policy, profile, deadline)
        except DeadlineExceededError as exc:
            raise ApiError(
                504,
                "verify_timeout",
                f"verification took longer than {self.timeout_s:g} s and was stopped (nothing "
                f"was stored): {exc.message} [{exc.code}]",
            ) from None
        except TimeoutError:
            log.error("verification still running %.0f s past its deadline", self.stop_grace_s)
            raise ApiError(
                504,
                "verify_timeout",
                f"verification took longer than {self.timeout_s:g} s and has not stopped yet "
                "(nothing was stored); send shorter sources or answers, or raise the server's "
                "--verify-timeout",
            ) from None
        except LexauditError as exc:
            raise error_from_lexaudit(exc) from exc
        except Exception as exc:  # a verifier bug: answer with JSON, keep the connection
            log.exception("verification failed")
            raise ApiError(
                500,
                "internal_error",
                f"verification failed unexpectedly ({type(exc).__name__}); the error is logged",
            ) from exc
