"""Fixtures of the harness tests: the tiny hand-made examples and a stand-in verifier.

The stand-in is used only by the in-process runner tests, so that they check the harness's own
bookkeeping (one verify call per example, caching, decisions, summaries) independently of the
real verifier's accuracy. The subprocess tests run the real ``lexaudit.verifier``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lexaudit.bench.runner import read_examples_jsonl
from lexaudit.bench.types import Example
from lexaudit.types import Action, Decision, Label, Metrics, Report

TESTDATA = Path(__file__).resolve().parents[1] / "testdata" / "bench"
TINY = TESTDATA / "tiny.jsonl"

_TOKEN = re.compile(r"\$?[\d,.]+%?|[A-Z][a-z]+")


class CountingVerifier:
    """Grounds the answer's numbers and capitalised words in the sources; counts calls."""

    def __init__(self) -> None:
        self.calls = 0

    def verify(self, answer, sources, query=None, as_of=None, policy=None) -> Report:
        self.calls += 1
        text = " ".join(sources)
        tokens = [t.strip(".,") for t in _TOKEN.findall(answer)]
        tokens = [t for t in tokens if t]
        grounded = sum(1 for t in tokens if t in text)
        eg = grounded / len(tokens) if tokens else 1.0
        rp = None if len(tokens) < 3 else min(1.0, eg + 0.1)
        cfi = eg if rp is None else 0.7 * eg + 0.3 * rp
        label = Label.CLEAN if eg >= 0.999 else Label.HALLUCINATED
        return Report(
            answer=answer, query=query, as_of=as_of or "2025-01-01", fidelity=cfi,
            metrics=Metrics(eg=eg, rp=rp, cfi=cfi, n_answer_entities=len(tokens)),
            label=label, findings=(), claims=(),
            decision=Decision(Action.DELIVER, "audit_only", answer), chunks=(),
        )


@pytest.fixture()
def tiny_examples() -> list[Example]:
    return read_examples_jsonl(TINY)


@pytest.fixture()
def counting_verifier() -> CountingVerifier:
    return CountingVerifier()
