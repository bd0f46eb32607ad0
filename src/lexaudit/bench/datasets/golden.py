"""The golden set: a fixed selection of dev examples for regression tests.

Every dev example of ``natural-qa`` (the headline set: answers as assistants write them), plus
``n`` synthetic dev examples: 60% from ``contract-qa``, 20% from ``statute-qa`` and 20% from
``caselaw-qa``. Of the synthetic sets whole pairs are taken (a faithful answer with its
hallucinated twin), so that part is exactly 50/50, and pairs are drawn round-robin over the
perturbation kinds of each dataset, so every kind is represented. The same ``n`` and ``seed``
always give the same examples.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path

from lexaudit.bench.datasets import caselaw_qa, contract_qa, natural_qa, statute_qa
from lexaudit.bench.datasets.loading import HOW_TO_POINT, resolve_data_root
from lexaudit.bench.types import Example
from lexaudit.errors import DataError

SHARES = ((contract_qa.NAME, 0.6), (statute_qa.NAME, 0.2), (caselaw_qa.NAME, 0.2))
_BUILDERS = {
    contract_qa.NAME: contract_qa.build,
    statute_qa.NAME: statute_qa.build,
    caselaw_qa.NAME: caselaw_qa.build,
}


def _pairs(examples: list[Example]) -> dict[str, list[tuple[Example, Example]]]:
    """Dev pairs ``(faithful, hallucinated)`` grouped by perturbation kind."""
    by_pair: dict[str, dict[bool, Example]] = defaultdict(dict)
    for ex in examples:
        if ex.split == "dev":
            by_pair[ex.meta["pair_id"]][ex.hallucinated] = ex
    out: dict[str, list[tuple[Example, Example]]] = defaultdict(list)
    for pair_id in sorted(by_pair):
        pair = by_pair[pair_id]
        if True in pair and False in pair:
            out[pair[True].kind].append((pair[False], pair[True]))
    return out


def golden_set(
    n: int = 240,
    seed: int = 13,
    data_root: Path | str | None = None,
    *,
    datasets: Mapping[str, Sequence[Example]] | None = None,
) -> list[Example]:
    """Every natural-qa dev example and ``n`` synthetic dev examples (``n // 2`` matched pairs).

    Args:
        n: Number of examples (rounded down to an even number).
        seed: The seed of the datasets and of the selection.
        data_root: The shared data root; default as in ``load_dataset``.
        datasets: Already built datasets (both splits, built with ``seed``) to select from
            instead of building them again.

    Returns:
        The examples, sorted by dataset and id.

    Raises:
        DataError: When the data is missing or the dev splits are too small for ``n``.
    """
    root = resolve_data_root(data_root) if datasets is None else Path(".")
    if datasets is None and not root.is_dir():
        raise DataError(
            f"the shared data directory {root} does not exist; the golden set is built from it; "
            f"{HOW_TO_POINT}"
        )
    rng = random.Random(seed)
    n_pairs = n // 2
    quotas = [round(n_pairs * share) for _, share in SHARES]
    quotas[0] += n_pairs - sum(quotas)
    selected: list[Example] = []
    for (name, _), quota in zip(SHARES, quotas, strict=True):
        built = datasets[name] if datasets is not None else _BUILDERS[name](root, seed)
        by_kind = _pairs(list(built))
        for kind in sorted(by_kind):
            rng.shuffle(by_kind[kind])
        kinds = sorted(by_kind)
        taken = 0
        while taken < quota and any(by_kind[k] for k in kinds):
            for kind in kinds:
                if taken < quota and by_kind[kind]:
                    selected.extend(by_kind[kind].pop())
                    taken += 1
        if taken < quota:
            raise DataError(f"{name} has only {taken} dev pairs; the golden set needs {quota}")
    natural = (
        datasets[natural_qa.NAME]
        if datasets is not None and natural_qa.NAME in datasets
        else natural_qa.build(root, seed)
        if datasets is None
        else []
    )
    selected.extend(e for e in natural if e.split == "dev")
    return sorted(selected, key=lambda e: (e.dataset, e.id))
