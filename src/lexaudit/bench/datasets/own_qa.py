"""own-qa: natural answers written for lexaudit as a tuning set, kept apart from natural-qa.

Cases in the natural-qa format (the ``*.jsonl`` files of ``benchmarks/own_qa/cases/`` in the
source checkout, read in the order of their names, which name the batches they hold; see its
README), over documents of the shared data that natural-qa does not use. Every case is in
the ``dev`` split: the set exists to decide whether a judge rule holds on answers other than
natural-qa's dev answers, and nothing here is a test figure.
"""

from __future__ import annotations

from pathlib import Path

from lexaudit.bench.datasets.loading import require
from lexaudit.bench.datasets.natural_qa import read_cases
from lexaudit.bench.types import Example
from lexaudit.errors import DataError

NAME = "own-qa"
# src/lexaudit/bench/datasets/own_qa.py -> parents[4] is the repository root; the cases are
# kept in files of a few batches each ("batches-01-18.jsonl"), none of them large
CASES = Path(__file__).resolve().parents[4] / "benchmarks" / "own_qa" / "cases"


def build(root: Path, seed: int = 13) -> list[Example]:
    """Build the own-qa examples (all dev; ``seed`` is unused).

    Raises:
        DataError: When the cases folder (a source checkout's), its case files or a source
            is missing.
    """
    del seed
    files = sorted(require(CASES).glob("*.jsonl"))
    if not files:
        raise DataError(
            f"benchmark data is missing: {CASES} holds no *.jsonl case file; own-qa's cases "
            "ship with the source checkout (benchmarks/own_qa/cases/)"
        )
    return read_cases(files, root, NAME, split="dev")
