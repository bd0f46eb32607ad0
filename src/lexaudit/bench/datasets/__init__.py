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
from lexaudit.bench.datasets.loading import (
    ENV_VAR,
    HOW_TO_POINT,
    default_data_root,
    resolve_data_root,
)
from lexaudit.bench.types import Example
from lexaudit.errors import DataError

__all__ = [
    "DATASETS",
    "TUNING_ONLY",
    "ENV_VAR",
    "HOW_TO_POINT",
    "REQUIRED_DATA",
    "SPLITS",
    "default_data_root",
    "golden_set",
    "load_dataset",
    "missing_data",
]

DATASETS: dict[str, Callable[[Path, int], list[Example]]] = {
    natural_qa.NAME: natural_qa.build,
    own_qa.NAME: own_qa.build,
    contract_qa.NAME: contract_qa.build,
    statute_qa.NAME: statute_qa.build,
    caselaw_qa.NAME: caselaw_qa.build,
    faithbench.NAME: faithbench.build,
}
# the folders the natural-qa and own-qa cases quote their sources from
_CASE_SOURCES = ("cuad/contracts", "india", "opinions", "uscode")
# what each dataset reads, relative to the data root (own-qa's cases live in the source
# checkout, so that path is absolute and the join keeps it as it is)
REQUIRED_DATA: dict[str, tuple[str, ...]] = {
    natural_qa.NAME: (*(f"natural-qa/{name}" for name in natural_qa.FILES), *_CASE_SOURCES),
    own_qa.NAME: (str(own_qa.CASES), *_CASE_SOURCES),
    contract_qa.NAME: ("cuad/master_clauses.csv", "cuad/contracts"),
    statute_qa.NAME: ("india/bns.json", "india/ipc.json", "india/mapping_of_laws.json"),
    caselaw_qa.NAME: ("opinions/scotus_slip_opinion.txt",),
    faithbench.NAME: ("faithbench/data_for_release",),
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
        raise DataError(f"the shared data directory {root} does not exist; {HOW_TO_POINT}")
    examples = DATASETS[name](root, seed)
    if split is not None:
        examples = [e for e in examples if e.split == split]
    return examples


def missing_data(name: str, data_root: Path | str | None = None) -> str | None:
    """Why a dataset cannot be built here, or None when the files it reads are present.

    Only the presence of the files is checked (cheap, for ``bench --list``); a file that is
    present but malformed is still reported by :func:`load_dataset`.

    Args:
        name: One of ``DATASETS``.
        data_root: The shared data directory; default as in :func:`load_dataset`.

    Returns:
        A short reason naming the missing path, or None.
    """
    try:
        root = resolve_data_root(data_root)
    except DataError:
        return f"no shared data directory ({ENV_VAR} is not set)"
    if not root.is_dir():
        return f"the data directory {root} does not exist"
    missing = [root / rel for rel in REQUIRED_DATA[name] if not (root / rel).exists()]
    if not missing:
        return None
    more = f" and {len(missing) - 1} more" if len(missing) > 1 else ""
    return f"{missing[0]} is missing{more}"
