"""GenGround re-retrieval against the first pass: false and true "unsupported" claims.

Run:  PYTHONPATH=src .venv/bin/python benchmarks/bench_genground.py
      [--dataset natural-qa] [--split dev] [--limit N] [--data-root DIR] [--list]

Each case is verified by ``Verifier()`` and by ``Verifier(reretrieve=True)``. A claim the
judge calls unsupported (or contradicted) is counted as

- false: the answer is faithful, or the answer is hallucinated and the claim does not touch
  the case's ``hallucinated_span`` (the one wrong part of the answer), so the claim is true
  of the sources and the finding is wrong;
- true: the claim overlaps ``hallucinated_span``;
- unplaced: a hallucinated case whose span is not found in its answer (never so in
  natural-qa or own-qa; counted so nothing is dropped silently).

The script prints these counts per verdict for both runs, and the answers flagged (label
other than clean) of each kind. ``--list`` prints the claims behind the false counts.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from lexaudit.bench.runner import add_example_options, examples_from_options
from lexaudit.bench.types import Example
from lexaudit.types import Verdict
from lexaudit.verifier import Verifier

_FAILED = (Verdict.UNSUPPORTED, Verdict.CONTRADICTED)


def _kind(ex: Example, start: int, end: int) -> str:
    """Whether a failed claim at ``[start, end)`` of the answer is a false or a true finding."""
    if not ex.hallucinated:
        return "false"
    span = (ex.meta or {}).get("hallucinated_span") or ""
    lo = ex.answer.find(span) if span else -1
    if lo < 0:
        return "unplaced"
    return "true" if start < lo + len(span) and lo < end else "false"


def count(verifier: Verifier, examples: list[Example]) -> tuple[Counter[Any], list[str]]:
    """Failed claims by (verdict, kind), answers flagged by side, and the false claims."""
    counts: Counter[Any] = Counter()
    listed: list[str] = []
    for ex in examples:
        report = verifier.verify(ex.answer, list(ex.sources), query=ex.query, as_of=ex.as_of)
        side = "hallucinated" if ex.hallucinated else "faithful"
        counts[("flagged", side)] += report.label.value != "clean"
        counts[("answers", side)] += 1
        for cv in report.claims:
            if cv.verdict not in _FAILED:
                continue
            kind = _kind(ex, cv.claim.span.start, cv.claim.span.end)
            counts[(cv.verdict.value, kind)] += 1
            if kind == "false":
                listed.append(f"{ex.id} {cv.verdict.value}: {cv.claim.text[:100]!r}")
    return counts, listed


def main() -> int:
    """Verify each case with and without re-retrieval and print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_example_options(parser, split="dev")
    parser.add_argument("--list", action="store_true", help="print the false findings")
    args = parser.parse_args()
    examples = examples_from_options(args)
    extractor = Verifier().extractor
    print(f"{len(examples)} cases ({args.dataset}, split {args.split})")
    print(f"{'run':12s} {'unsupported false/true':>23s} {'contradicted false/true':>24s} "
          f"{'faithful flagged':>17s} {'hallucinated flagged':>21s}")
    for name, rr in (("first pass", False), ("reretrieve", True)):
        counts, listed = count(Verifier(extractor=extractor, reretrieve=rr), examples)
        u = f"{counts[('unsupported', 'false')]} / {counts[('unsupported', 'true')]}"
        c = f"{counts[('contradicted', 'false')]} / {counts[('contradicted', 'true')]}"
        f = f"{counts[('flagged', 'faithful')]} of {counts[('answers', 'faithful')]}"
        h = f"{counts[('flagged', 'hallucinated')]} of {counts[('answers', 'hallucinated')]}"
        print(f"{name:12s} {u:>23s} {c:>24s} {f:>17s} {h:>21s}")
        unplaced = sum(n for (_, k), n in counts.items() if k == "unplaced")
        if unplaced:
            print(f"  {unplaced} failed claims of cases whose span is not in the answer")
        if args.list:
            for line in listed:
                print("   ", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
