"""Progress on standard error: a plain line every N records or S seconds when not a terminal."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from lexaudit.progress import LineProgress, ProgressMode, format_duration, progress_mode
from test_cli_verify import EXAMPLES, needs_verifier, run_cli


class Clock:
    """A hand-driven monotonic clock."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_line_every_n_records_with_rate_and_eta() -> None:
    out, clock = io.StringIO(), Clock()
    progress = LineProgress("verify-batch", 1000, out, clock=clock)
    for _ in range(250):
        clock.now += 0.25
        progress.advance(1, "0 errors")
    lines = out.getvalue().splitlines()
    assert lines == [
        "verify-batch: 1000 records to go",
        "verify-batch: 100/1000 records (10%), 4.0 records/s, ETA 3m 45s, 0 errors",
        "verify-batch: 200/1000 records (20%), 4.0 records/s, ETA 3m 20s, 0 errors",
    ]


def test_a_line_every_s_seconds_when_records_are_slow() -> None:
    out, clock = io.StringIO(), Clock()
    progress = LineProgress("bench", 5000, out, unit="examples", clock=clock)
    for step in (10.0, 10.0, 10.0, 5.0):
        clock.now += step
        progress.advance(1, "natural-qa")
    # the 30 s are up at the third example; the fourth comes 5 s later: no line
    assert out.getvalue().splitlines()[1:] == [
        "bench: 3/5000 examples (0%), 0.10 examples/s, ETA 13h 52m, natural-qa",
    ]


def test_the_last_record_always_gives_a_line() -> None:
    out, clock = io.StringIO(), Clock()
    progress = LineProgress("verify-batch", 3, out, clock=clock)
    for _ in range(3):
        clock.now += 2.0
        progress.advance()
    assert out.getvalue().splitlines()[-1] == (
        "verify-batch: 3/3 records (100%), 0.50 records/s, done in 6s"
    )


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0.4, "0s"), (45, "45s"), (259, "4m 19s"), (3720, "1h 02m")],
    ids=["zero", "seconds", "minutes", "hours"],
)
def test_format_duration(seconds: float, text: str) -> None:
    assert format_duration(seconds) == text


def test_mode_is_lines_off_a_terminal_bar_on_one_and_off_when_quiet() -> None:
    assert progress_mode(False, io.StringIO()) is ProgressMode.LINES
    assert progress_mode(True, io.StringIO()) is ProgressMode.OFF
    leader, follower = os.openpty()
    try:
        with open(follower, "w", closefd=False) as tty:
            assert progress_mode(False, tty) is ProgressMode.BAR
            assert progress_mode(True, tty) is ProgressMode.OFF
    finally:
        os.close(leader)
        os.close(follower)


@needs_verifier
def test_verify_batch_prints_progress_lines_to_a_pipe_and_none_when_quiet(tmp_path: Path) -> None:
    result = run_cli("verify-batch", EXAMPLES / "batch.jsonl", "-o", tmp_path / "out.jsonl")
    lines = [line for line in result.stderr.splitlines() if line.startswith("verify-batch: ")]
    assert lines[0] == "verify-batch: 4 records to go"
    assert lines[-1].startswith("verify-batch: 4/4 records (100%), ")
    assert "records/s, done in" in lines[-1] and lines[-1].endswith("2 errors")
    assert len(lines) == 5  # a small batch: a line per record
    quiet = run_cli("verify-batch", EXAMPLES / "batch.jsonl", "-o", tmp_path / "q.jsonl", "--quiet")
    assert "verify-batch: " not in quiet.stderr and "records/s" not in quiet.stderr
    assert "verified 4 records: 2 ok, 2 errors" in quiet.stderr
