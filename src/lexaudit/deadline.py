"""Deadlines for a verification: a monotonic time checked between stages, claims and batches.

A deadline is a ``time.monotonic()`` value (``None``: no limit). The pipeline calls
:func:`check_deadline` at points where stopping leaves nothing half-built, so a verification
that runs out of time stops within one step (one stage, one claim, one batch of pieces) and
raises :class:`~lexaudit.errors.DeadlineExceededError` instead of finishing work nobody waits for.
"""

from __future__ import annotations

import time

from lexaudit.errors import DeadlineExceededError


def check_deadline(deadline: float | None, step: str) -> None:
    """Raise ``DeadlineExceededError`` when ``deadline`` (monotonic seconds) has passed.

    Args:
        deadline: the ``time.monotonic()`` value the work must stop at, or ``None``.
        step: what was about to run ("source analysis", "claim 3 of 12"), for the message.
    """
    if deadline is None:
        return
    late = time.monotonic() - deadline
    if late >= 0:
        raise DeadlineExceededError(
            f"the verification passed its deadline ({late:.2f} s ago) before {step} and was "
            "stopped; send shorter sources or answers, or allow more time (the server's "
            "--verify-timeout)"
        )
