"""Reproducible benchmark datasets built from the shared data, read in place.

Every dataset is a list of :class:`lexaudit.bench.types.Example`, built deterministically from
a seed and split into ``dev`` (about 40%) and ``test`` (about 60%) by a stable hash of the
source document (``group``), so no source document is in both splits. Nothing is downloaded
and nothing is cached on disk.

Datasets (see each module's docstring):

- ``natural-qa``: hand-written answers phrased as an assistant phrases them (the headline).
- ``own-qa``: answers of the same kind written for lexaudit's tuning, on other documents (dev only).
- ``contract-qa``: CUAD contract clauses, matched faithful / hallucinated answers (50/50).
- ``statute-qa``: Indian criminal statutes (IPC -> BNS, CrPC -> BNSS, IEA -> BSA), 50/50.
- ``caselaw-qa``: passages of a US Supreme Court slip opinion, 50/50.
- ``faithbench``: FaithBench human-labelled summaries (not balanced).

Example:
    >>> from lexaudit.bench.datasets import load_dataset
    >>> dev = load_dataset("contract-qa", split="dev")  # doctest: +SKIP
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from lexaudit.bench.datasets import (
    caselaw_qa,
    contract_qa,
    faithbench,
    natural_qa,
    own_qa,
    statute_qa,
)
from lexaudit.bench.datasets.golden import golden_set
from lexaudit.bench.datasets.loading import ENV_VAR, default_data_root, resolve_data_root
from lexaudit.bench.types import Example
from lexaudit.errors import DataError

__all__ = [
    "DATASETS",
    "TUNING_ONLY",
    "ENV_VAR",
    "SPLITS",
    "default_data_root",
    "golden_set",
    "load_dataset",
]

DATASETS: dict[str, Callable[[Path, int], list[Example]]] = {
    natural_qa.NAME: natural_qa.build,
    own_qa.NAME: own_qa.build,
    contract_qa.NAME: contract_qa.build,
    statute_qa.NAME: statute_qa.build,
    caselaw_qa.NAME: caselaw_qa.build,
    faithbench.NAME: faithbench.build,
}
SPLITS = ("dev", "test")
# tuning sets (dev only) that ``--dataset all`` leaves out: they are not benchmarks
TUNING_ONLY = frozenset({own_qa.NAME})


def load_dataset(
    name: str,
    data_root: Path | str | None = None,
    seed: int = 13,
    split: str | None = None,
) -> list[Example]:
    """Build a benchmark dataset from the shared data.

    Args:
        name: One of ``DATASETS`` (``contract-qa``, ``statute-qa``, ``caselaw-qa``,
            ``faithbench``).
        data_root: The shared data directory; default ``$LEXAUDIT_SHARED_DATA``, else
            ``../shared/data`` beside the source checkout.
        seed: The random seed; the same seed gives the same examples.
        split: ``"dev"``, ``"test"`` or None for both.

    Returns:
        The examples, in a stable order.

    Raises:
        DataError: When the name or split is unknown or the data is missing.
    """
    if name not in DATASETS:
        raise DataError(f"unknown dataset {name!r}; expected one of: {', '.join(sorted(DATASETS))}")
    if split is not None and split not in SPLITS:
        raise DataError(f"unknown split {split!r}; expected 'dev', 'test' or None for both")
    root = resolve_data_root(data_root)
    if not root.is_dir():
        raise DataError(
            f"the shared data directory {root} does not exist; set {ENV_VAR}=/path/to/shared/data "
            "or pass data_root=..."
        )
    examples = DATASETS[name](root, seed)
    if split is not None:
        examples = [e for e in examples if e.split == split]
    return examples
