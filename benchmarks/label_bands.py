"""How much of lexaudit's AUC its labels give, and how much the order within a label adds.

Run:  .venv/bin/python benchmarks/label_bands.py bench-results/results.json

Reads a ``lexaudit bench`` results file (a run with the ``lexaudit_fidelity`` method) and
prints, for each dataset and split, three AUCs of the fidelity score
(:func:`lexaudit.bench.metrics.label_bands`): the score's own; the labels' alone (clean above
uncertain above hallucinated, ties within); and the ceiling the labels allow, were every
faithful answer ranked above every hallucinated one that got the same label. Then, per label,
how many answers got it, how many of them are hallucinated, and the score's AUC among them
(0.5 is no better than chance; a figure below 0.5 means the score orders them the wrong way).

The ceiling tells what a better score could still buy without changing a single label; the
gap between the ceiling and 1.0 is what only better labels can.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from lexaudit.bench.metrics import label_bands

METHOD = "lexaudit_fidelity"


def _fmt(value: Any) -> str:
    return "-" if value is None else f"{value:.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", help="a results.json written by `lexaudit bench`")
    args = parser.parse_args(argv)
    path = Path(args.results)
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))["examples"]
    except (OSError, ValueError, KeyError) as exc:
        parser.error(f"cannot read {path} as a `lexaudit bench` results file ({exc})")
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        if row.get("label") is not None and row["scores"].get(METHOD) is not None:
            groups[(row["dataset"], row["split"])].append(row)
    if not groups:
        parser.error(f"{path} holds no example scored by {METHOD} with a label")
    for (dataset, split), group in sorted(groups.items()):
        bands = label_bands(
            [r["hallucinated"] for r in group],
            [r["scores"][METHOD] for r in group],
            [r["label"] for r in group],
        )
        print(
            f"{dataset} {split} (n={len(group)}): AUC {_fmt(bands['auc'])}, "
            f"labels alone {_fmt(bands['auc_label_only'])}, "
            f"ceiling within the labels {_fmt(bands['auc_ceiling'])}"
        )
        for verdict, part in bands["within"].items():
            print(
                f"  {verdict}: {part['n']} answers, {part['n_hallucinated']} hallucinated, "
                f"AUC within {_fmt(part['auc'])}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
