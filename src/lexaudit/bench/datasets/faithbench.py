"""FaithBench: news summaries with human hallucination labels.

Source = the news article, answer = the LLM summary, no query. Label rule (``LABEL_RULE``):
a summary is **hallucinated** when at least one annotation has a label that starts with
``Unwanted`` (``Unwanted``, ``Unwanted.Intrinsic``, ``Unwanted.Extrinsic``); summaries with only
``Questionable`` or ``Benign`` annotations, or none, are **not hallucinated**. The data set is
human-labelled, so it is kept whole and not balanced. Group = a hash of the article text, so
every summary of one article is in the same split. Licence: CC BY-NC-SA 4.0 (evaluation only).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from lexaudit.bench.datasets.loading import require, short_id, split_of
from lexaudit.bench.types import Example

NAME = "faithbench"
LABEL_RULE = (
    "hallucinated = at least one annotation label starting with 'Unwanted'; "
    "Questionable-only or Benign-only (or no annotation) = not hallucinated"
)


def is_hallucinated(annotations: list[dict[str, Any]]) -> bool:
    """Apply :data:`LABEL_RULE` to one sample's annotations."""
    return any(
        str(label).startswith("Unwanted") for a in annotations for label in a.get("label") or []
    )


def build(data_root: Path, seed: int) -> list[Example]:
    """Build the faithbench examples (both splits); ``seed`` is unused (nothing is sampled).

    Args:
        data_root: The shared data root (with ``faithbench/data_for_release``).
        seed: Ignored; kept for the common builder signature.

    Returns:
        One example per annotated summary, in batch and sample order.
    """
    del seed
    folder = require(data_root / "faithbench" / "data_for_release")
    files = sorted(folder.glob("batch_*.json"), key=lambda p: int(p.stem.split("_")[1]))
    examples: list[Example] = []
    for path in files:
        samples = json.loads(path.read_text(encoding="utf-8"))["samples"]
        for sample in samples:
            source, summary = sample["source"], sample["summary"].strip()
            annotations = sample.get("annotations") or []
            labels = sorted({str(lab) for a in annotations for lab in a.get("label") or []})
            hallucinated = is_hallucinated(annotations)
            group = "article:" + short_id("faithbench-source", source)
            examples.append(
                Example(
                    id=f"{NAME}:{path.stem}:{sample['sample_id']}",
                    dataset=NAME,
                    split=split_of(group),
                    group=group,
                    query=None,
                    sources=(source,),
                    answer=summary,
                    hallucinated=hallucinated,
                    kind="human:hallucinated" if hallucinated else "human:faithful",
                    meta={
                        "labels": labels,
                        "label_rule": LABEL_RULE,
                        "summarizer": (sample.get("metadata") or {}).get("summarizer"),
                        "batch": path.stem,
                        "sample_id": sample["sample_id"],
                        "unwanted_spans": [
                            a.get("summary_span")
                            for a in annotations
                            if any(str(x).startswith("Unwanted") for x in a.get("label") or [])
                        ],
                        "n_context_words": len(source.split()),
                    },
                )
            )
    return examples
