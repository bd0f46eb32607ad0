"""Verifiers for the process-pool tests, importable by name in a spawned worker process.

They stand in for the real verifier only where the behaviour under test is the engine's (a
verifier that ignores its deadline cannot be produced on demand from the real one).
"""

from __future__ import annotations

import os
import time

from lexaudit.errors import InputError


class PidVerifier:
    """Answers after ``pause`` seconds with an input error naming its process id.

    An answer containing ``stubborn`` makes it sleep 60 s without looking at its deadline, as
    one very long step of the real verifier would.
    """

    def __init__(self, pause: float) -> None:
        self.pause = pause

    def verify(self, answer, sources, query=None, as_of=None, policy=None, *, deadline=None):  # noqa: ANN001
        time.sleep(60 if "stubborn" in answer else self.pause)
        raise InputError(f"answered by pid {os.getpid()}")


def quick_factory() -> PidVerifier:
    """A verifier that answers at once."""
    return PidVerifier(0.0)


def pausing_factory() -> PidVerifier:
    """A verifier that takes 0.8 s per call."""
    return PidVerifier(0.8)
