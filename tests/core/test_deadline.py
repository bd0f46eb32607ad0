"""A verification deadline stops the work and leaves the caches as a fresh verifier's."""

from __future__ import annotations

import time

import pytest

import lexaudit
from lexaudit.audit.report import report_to_dict
from lexaudit.errors import DeadlineExceededError, LexauditError

ANSWER = "Bluefin must pay Northwind a 5% royalty on Net Sales within 30 days after each quarter."


def _comparable(report: lexaudit.Report) -> dict:  # type: ignore[type-arg]
    data = report_to_dict(report)
    data.pop("timings_ms", None)
    return data


def _long_contract(licence: str, clauses: int) -> list[str]:
    """Many sources, each the licence with its numbers changed (a bundle of many chunks)."""
    return [
        licence.replace("thirty (30)", f"{n + 31} days").replace("$1,250,000", f"${n},000")
        for n in range(clauses)
    ]


def test_a_deadline_already_passed_stops_before_any_work(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    fresh = lexaudit.Verifier(extractor=verifier.extractor)
    with pytest.raises(DeadlineExceededError) as raised:
        fresh.verify(ANSWER, [licence], as_of="2025-01-01", deadline=time.monotonic())
    assert isinstance(raised.value, LexauditError)
    assert str(raised.value).startswith("[E500] ")
    assert "--verify-timeout" in raised.value.message
    assert fresh.cache_misses == 0 and not fresh._cache and not fresh._bundles


def test_no_deadline_and_a_far_deadline_give_the_same_report(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    plain = verifier.verify(ANSWER, [licence], as_of="2025-01-01")
    timed = verifier.verify(ANSWER, [licence], as_of="2025-01-01", deadline=time.monotonic() + 600)
    assert _comparable(plain) == _comparable(timed)


def test_the_extractor_stops_at_a_passed_deadline(extractor) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(DeadlineExceededError):
        extractor.analyse_many(["One sentence.", "Another one."], deadline=time.monotonic())


def test_a_deadline_in_the_middle_leaves_the_cache_consistent(verifier, licence: str) -> None:  # type: ignore[no-untyped-def]
    sources = _long_contract(licence, 60)  # several seconds of source analysis
    stopped = lexaudit.Verifier(extractor=verifier.extractor)
    started = time.monotonic()
    with pytest.raises(DeadlineExceededError):
        stopped.verify(ANSWER, sources, as_of="2025-01-01", deadline=started + 0.3)
    stopped_after = time.monotonic() - started
    assert not stopped._bundles  # no half-built bundle was kept
    again = stopped.verify(ANSWER, sources, as_of="2025-01-01")
    fresh = lexaudit.Verifier(extractor=verifier.extractor).verify(
        ANSWER, sources, as_of="2025-01-01"
    )
    assert _comparable(again) == _comparable(fresh)
    # the deadline fell inside the work, and the stopped run ended well before a whole one
    whole = fresh.timings_ms["total"] / 1000
    print(f"stopped after {stopped_after:.2f} s; a whole verification takes {whole:.2f} s")
    assert stopped_after < whole
