"""Lazy parsing against the full parse on benchmark cases made long with distractor sources.

Run:  PYTHONPATH=src .venv/bin/python benchmarks/bench_lazy_accuracy.py
      [--dataset natural-qa] [--split all] [--distractors 3] [--limit N] [--data-root DIR]

Every benchmark source is shorter than one chunk (1,200 words), so on the sets as they are,
lazy parsing parses most of each source. Here each case keeps its own sources and gets, as
further sources, the sources of ``--distractors`` cases about other documents (the next
ones in a fixed shuffled order). Each case is verified twice in this one process, each time
with a fresh cache: by ``Verifier(lazy=False)`` (every chunk parsed) and by ``Verifier(lazy=True)``.
The script prints, per split, the AUC of the fidelity score for both, how many labels and
scores differ (and which), the share of source sentences lazy parsing ran spaCy on, and the
seconds each took.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from typing import Any

from lexaudit.bench.runner import add_example_options, examples_from_options
from lexaudit.bench.types import Example
from lexaudit.verifier import Verifier


def _auc(rows: list[tuple[float, bool]]) -> float:
    """ROC AUC of a low fidelity score as the sign of a hallucinated answer (ties count half)."""
    pos = [s for s, h in rows if h]
    neg = [s for s, h in rows if not h]
    if not pos or not neg:
        return float("nan")
    wins = sum((p < n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def _with_distractors(examples: list[Example], n: int, seed: int) -> list[tuple[Example, list]]:
    """Each example with its sources plus the sources of ``n`` examples of other documents."""
    order = list(range(len(examples)))
    random.Random(seed).shuffle(order)
    out = []
    for pos, i in enumerate(order):
        ex = examples[i]
        extra: list[str] = []
        seen = {ex.group}
        step = 1
        while len(seen) <= n and step < len(order):
            other = examples[order[(pos + step) % len(order)]]
            step += 1
            if other.group not in seen:
                seen.add(other.group)
                extra.extend(other.sources)
        out.append((ex, [*ex.sources, *extra]))
    return out


def main() -> int:
    """Verify every case eagerly and lazily and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_example_options(parser, split="all")
    parser.add_argument("--distractors", type=int, default=3)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    examples = examples_from_options(args)
    cases = _with_distractors(examples, args.distractors, args.seed)
    extractor = Verifier().extractor
    Verifier(extractor=extractor).verify("The fee is 5%.", ["The Company pays a fee of 5%."])
    rows: dict[tuple[str, str], list[tuple[Example, Any, Any]]] = defaultdict(list)
    seconds = {"eager": 0.0, "lazy": 0.0}
    sentences = parsed = 0
    for ex, sources in cases:
        # fresh caches for every case: both verifications are uncached
        eager = Verifier(extractor=extractor, lazy=False)
        lazy = Verifier(extractor=extractor, lazy=True)
        t = time.perf_counter()
        full = eager.verify(ex.answer, sources, query=ex.query, as_of=ex.as_of)
        seconds["eager"] += time.perf_counter() - t
        t = time.perf_counter()
        fast = lazy.verify(ex.answer, sources, query=ex.query, as_of=ex.as_of)
        seconds["lazy"] += time.perf_counter() - t
        parsed += lazy._lazy.parsed_sentences
        sentences += sum(len(a.sentences) for a in lazy._lazy.raw.values())
        rows[(ex.dataset, ex.split)].append((ex, full, fast))
    words = sum(len(" ".join(s).split()) for _, s in cases) / max(1, len(cases))
    print(
        f"{len(cases)} cases, {args.distractors} distractor documents each, "
        f"{words:.0f} source words a case on average"
    )
    print(f"{'set':12s} {'split':5s} {'n':>4s} {'AUC full':>9s} {'AUC lazy':>9s} "
          f"{'labels differ':>14s} {'scores differ':>14s}")
    diffs = []
    for (dataset, split), group in sorted(rows.items()):
        a = _auc([(f.fidelity, ex.hallucinated) for ex, f, _ in group])
        b = _auc([(z.fidelity, ex.hallucinated) for ex, _, z in group])
        labels = [(ex, f, z) for ex, f, z in group if f.label != z.label]
        scores = [(ex, f, z) for ex, f, z in group if abs(f.fidelity - z.fidelity) > 1e-9]
        diffs.extend(scores)
        print(f"{dataset:12s} {split:5s} {len(group):4d} {a:9.4f} {b:9.4f} "
              f"{len(labels):14d} {len(scores):14d}")
    for ex, f, z in diffs:
        print(
            f"  {ex.id} ({ex.kind}, {'hallucinated' if ex.hallucinated else 'faithful'}): "
            f"{f.label.value} {f.fidelity:.3f} -> {z.label.value} {z.fidelity:.3f}; "
            f"findings {sorted(x.subtype.value for x in f.findings)} -> "
            f"{sorted(x.subtype.value for x in z.findings)}"
        )
    print(
        f"lazy parsing ran spaCy on {parsed} of {sentences} source sentences "
        f"({parsed / max(1, sentences):.1%}); seconds: full {seconds['eager']:.1f}, "
        f"lazy {seconds['lazy']:.1f} (ratio {seconds['lazy'] / seconds['eager']:.2f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
