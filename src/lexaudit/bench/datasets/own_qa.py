"""own-qa: natural answers written for lexaudit as a tuning set, kept apart from natural-qa.

Cases in the natural-qa format (``benchmarks/own_qa/cases.jsonl`` in the source checkout, see
its README), over documents of the shared data that natural-qa does not use. Every case is in
the ``dev`` split: the set exists to decide whether a judge rule holds on answers other than
natural-qa's dev answers, and nothing here is a test figure.
"""

from __future__ import annotations

from pathlib import Path

from lexaudit.bench.datasets.loading import require
from lexaudit.bench.datasets.natural_qa import read_cases
from lexaudit.bench.types import Example

NAME = "own-qa"
# src/lexaudit/bench/datasets/own_qa.py -> parents[4] is the repository root
CASES = Path(__file__).resolve().parents[4] / "benchmarks" / "own_qa" / "cases.jsonl"


def build(root: Path, seed: int = 13) -> list[Example]:
    """Build the own-qa examples (all dev; ``seed`` is unused).

    Raises:
        DataError: When the cases file (a source checkout's) or a source is missing.
    """
    del seed
    return read_cases([require(CASES)], root, NAME, split="dev")
