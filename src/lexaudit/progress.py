"""Progress of long command-line runs (``verify-batch``, ``bench``) on standard error.

On a terminal the commands draw a rich progress bar. When standard error is not a terminal
(CI, a log file, ``2> run.log``) a bar draws nothing until the end, so :class:`LineProgress`
prints a plain line instead, every few records or every ``seconds``, whichever comes first::

    verify-batch: 120/1000 records (12%), 3.4 records/s, ETA 4m 19s, 2 errors

``--quiet`` turns both off. :func:`progress_mode` decides which one a command uses.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from rich.console import Console

#: Longest gap between two progress lines, in seconds.
LINE_SECONDS = 30.0
#: Most records between two progress lines (fewer for small runs: about every tenth).
LINE_RECORDS = 100


class ProgressMode(Enum):
    """How a command shows its progress."""

    OFF = "off"  # --quiet
    BAR = "bar"  # a rich progress bar (standard error is a terminal)
    LINES = "lines"  # plain lines (standard error is a file or a pipe)


def progress_mode(quiet: bool, stream: TextIO) -> ProgressMode:
    """Choose how to show progress on ``stream``.

    Args:
        quiet: ``--quiet`` was given.
        stream: Where progress goes (standard error).

    Returns:
        OFF when quiet, BAR on a terminal, LINES otherwise.
    """
    if quiet:
        return ProgressMode.OFF
    isatty = getattr(stream, "isatty", None)
    return ProgressMode.BAR if callable(isatty) and isatty() else ProgressMode.LINES


def format_duration(seconds: float) -> str:
    """``45s``, ``4m 19s`` or ``1h 02m``."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m {s % 60:02d}s"
    return f"{s // 3600}h {s % 3600 // 60:02d}m"


def _rate(per_second: float) -> str:
    if per_second >= 10:
        return f"{per_second:.0f}"
    return f"{per_second:.1f}" if per_second >= 1 else f"{per_second:.2f}"


class LineProgress:
    """Plain progress lines: records done / total, rate and ETA.

    A line is written when ``every`` records have passed since the last one or ``seconds``
    have passed, and once at the start; the caller prints its own summary at the end.
    """

    def __init__(
        self,
        label: str,
        total: int,
        stream: TextIO,
        *,
        unit: str = "records",
        every: int | None = None,
        seconds: float = LINE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Start counting (and write the first line).

        Args:
            label: What runs (``verify-batch``, ``bench``).
            total: How many records the run has.
            stream: Where the lines go.
            unit: The records' name in the line.
            every: Records between lines; default about a tenth of ``total``, at most
                :data:`LINE_RECORDS`.
            seconds: Longest gap between lines.
            clock: Monotonic seconds (injectable for tests).
        """
        self.label = label
        self.total = total
        self.stream = stream
        self.unit = unit
        self.every = every or max(1, min(LINE_RECORDS, total // 10))
        self.seconds = seconds
        self.clock = clock
        self.done = 0
        self.started = clock()
        self._last_time = self.started
        self._last_done = 0
        self._write(f"{label}: {total} {unit} to go")

    def advance(self, n: int = 1, note: str = "") -> None:
        """Count ``n`` more records; write a line when one is due.

        Args:
            n: Records just finished.
            note: Extra text for the line (``2 errors``, the dataset's name).
        """
        self.done += n
        now = self.clock()
        due = self.done - self._last_done >= self.every or now - self._last_time >= self.seconds
        if due or self.done >= self.total:
            self._last_time, self._last_done = now, self.done
            self._write(self.line(now, note))

    def line(self, now: float, note: str = "") -> str:
        """The progress line at time ``now``."""
        elapsed = max(now - self.started, 1e-9)
        rate = self.done / elapsed
        pct = 100 * self.done / self.total if self.total else 100.0
        left = self.total - self.done
        if left <= 0:
            eta = f"done in {format_duration(elapsed)}"
        elif rate > 0:
            eta = f"ETA {format_duration(left / rate)}"
        else:
            eta = "ETA unknown"
        text = f"{self.label}: {self.done}/{self.total} {self.unit} ({pct:.0f}%), "
        text += f"{_rate(rate)} {self.unit}/s, {eta}"
        return f"{text}, {note}" if note else text

    def _write(self, text: str) -> None:
        self.stream.write(text + "\n")
        self.stream.flush()


def batch_progress(
    total: int, stderr: Console, quiet: bool
) -> tuple[contextlib.AbstractContextManager[Any], Callable[[int], None]]:
    """``verify-batch``'s progress display and the call that advances it by one record.

    A rich bar on a terminal, plain lines (:class:`LineProgress`) when standard error is a
    file or a pipe, nothing with ``--quiet``.

    Args:
        total: Records in the batch.
        stderr: The rich console on standard error (for the bar).
        quiet: ``--quiet`` was given.

    Returns:
        A context manager to run the batch in, and ``advance(errors_so_far)``.
    """
    mode = progress_mode(quiet, sys.stderr)
    if mode is ProgressMode.OFF:
        return contextlib.nullcontext(), lambda errors: None
    if mode is ProgressMode.LINES:
        lines = LineProgress("verify-batch", total, sys.stderr)
        return contextlib.nullcontext(), lambda errors: lines.advance(1, f"{errors} errors")
    bar = rich_bar("verifying", "{task.fields[errors]} errors", console=stderr)
    task = bar.add_task("verify", total=total, errors=0)
    return bar, lambda errors: bar.update(task, advance=1, errors=errors)


def rich_bar(label: str, *extra: str, console: Any, enabled: bool = True) -> Any:
    """A rich progress bar on a terminal: label, bar, done / total, extra columns, times.

    Args:
        label: The first column's text (a rich format string such as "{task.description}").
        extra: Further text columns after the count (e.g. "{task.fields[errors]} errors").
        console: The rich console to draw on (standard error).
        enabled: False gives a bar that draws nothing.
    """
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    return Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        *(TextColumn(column) for column in extra),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        disable=not enabled,
    )
