"""False flags on copied sentences: a sentence copied from a passage must be clean against it.

Run:  .venv/bin/python benchmarks/copy_probe.py [--seed 7] [--n 40] [--mode copy] [--show]

The probe needs no labels. It samples passages from the shared data: CUAD contracts and US
Code titles that natural-qa does not use, BNS / BNSS / BSA records (natural-qa uses these
files, and only their text is read here, never a case), and the Fisher opinion. From each
passage it takes one sentence that opens a line or follows a word's full stop, turns it into an
answer (``--mode``), and verifies it against that passage alone. Every flag (a label other
than ``clean``) is a false flag by construction, so the figure it prints is a false-flag rate
on answers that say exactly what the source says:

- ``copy``: the sentence as it stands;
- ``must``: "shall" / "shall not" written as "must" / "must not";
- ``cant``: "shall not" / "may not" as "can't", "will not" as "won't", "does not" as
  "doesn't";
- ``plain``: legalese in plain words ("pursuant to" -> "under", "prior to" -> "before",
  "shall be entitled to" -> "can", "such" -> "that", ...);
- ``bullet``: the sentence as a bullet under a bold heading;
- ``yes``: the sentence after a "Yes," opener;
- ``heading``: the sentence after a bold heading on the same line.

A mode that leaves a sentence unchanged skips it. ``--show`` prints each flagged answer with
its findings. The rewrites are plain substitutions, so a rare one reads oddly ("that" for a
"such" that opens "such as"); read the flagged answers before calling a flag a defect.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
import re
from collections.abc import Callable
from pathlib import Path

from lexaudit.bench.datasets.loading import resolve_data_root
from lexaudit.text.numbers import NUMBER_WORDS_RE
from lexaudit.verifier import Verifier

# a sentence opens a line or follows a word of three or more letters and a full stop (not
# "Pub. L." or "No."), and ends on a word's full stop or a semicolon
_SENTENCE = re.compile(r"(?:(?<=[a-z]{3}\. )|(?<=\n)|^)[A-Z][^;:\n]{40,400}?[a-z]{2}[.;](?=\s)")
_PLAIN = [
    (r"\bpursuant to\b", "under"),
    (r"\bin accordance with\b", "under"),
    (r"\bprior to\b", "before"),
    (r"\bshall be entitled to\b", "can"),
    (r"\bshall have the right to\b", "can"),
    (r"\bis entitled to\b", "can"),
    (r"\bhereunder\b", "under this agreement"),
    (r"\bherein\b", "in this agreement"),
    (r"\bsuch\b", "that"),
]


def _must(text: str) -> str:
    return re.sub(r"\bshall\b", "must", text)


def _cant(text: str) -> str:
    text = re.sub(r"\b(?:shall|may) not\b", "can't", text)
    text = re.sub(r"\bwill not\b", "won't", text)
    return re.sub(r"\bdoes not\b", "doesn't", text)


def _plain(text: str) -> str:
    for pattern, words in _PLAIN:
        text = re.sub(pattern, words, text)
    return text


def _digits(text: str) -> str:
    return re.sub(rf"\b(?:{NUMBER_WORDS_RE})\s*\((\d[\d,.]*%?)\)", r"\1", text)


MODES: dict[str, Callable[[str], str]] = {
    "copy": lambda text: text,
    "must": _must,
    "cant": _cant,
    "plain": _plain,
    "digits": _digits,
    "bullet": lambda text: "**Key point:**\n- " + text,
    "yes": lambda text: "Yes, " + _lowered_article(text),
    "heading": lambda text: "**Key point:** " + text,
}


def _lowered_article(text: str) -> str:
    """A sentence after "Yes, ": a leading article or determiner in lower case, names kept."""
    first, _, rest = text.partition(" ")
    if first in ("The", "This", "That", "Each", "Any", "All", "Such", "Either", "Neither", "No"):
        return first.lower() + " " + rest
    return text


def _natural_qa_files(root: Path) -> set[Path]:
    used: set[Path] = set()
    for path in sorted((root / "natural-qa").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for source in json.loads(line)["sources"]:
                used.add((root.parent / source["file"]).resolve())
    return used


def passages(root: Path, rng: random.Random, n: int) -> list[tuple[str, str, str | None]]:
    """(kind, passage, as_of) samples: n contracts, n/2 US Code sections, n/2 statute records."""
    used = _natural_qa_files(root)
    out: list[tuple[str, str, str | None]] = []
    contracts = [
        Path(p)
        for p in sorted(glob.glob(str(root / "cuad" / "contracts" / "*.txt")))
        if Path(p).resolve() not in used
    ]
    for path in rng.sample(contracts, min(n, len(contracts))):
        text = path.read_text(encoding="utf-8", errors="replace")
        if len(text) < 3000:
            continue
        at = text.find("\n", rng.randrange(500, len(text) - 2600)) + 1
        out.append(("contract", text[at : at + 2500], None))
    titles = [
        Path(p)
        for p in sorted(glob.glob(str(root / "uscode" / "*.xml")))
        if Path(p).resolve() not in used
    ]
    for _ in range(n // 2):
        xml = rng.choice(titles).read_text(encoding="utf-8")
        starts = [m.start() for m in re.finditer(r"<section\b", xml)]
        if not starts:
            continue
        start = rng.choice(starts)
        body = re.sub(r"<[^>]+>", " ", xml[start : xml.find("</section>", start)])
        out.append(("us_code", re.sub(r"[ \t]+", " ", body)[:3000], None))
    for code in ("bns", "bnss", "bsa"):
        records = json.loads((root / "india" / f"{code}.json").read_text(encoding="utf-8"))
        for _ in range(max(1, n // 6)):
            at = rng.randrange(len(records) - 4)
            text = "\n".join(r.get("text") or "" for r in records[at : at + 3])
            out.append(("statute_in", text, "2025-06-01"))
    opinion = (root / "opinions" / "scotus_slip_opinion.txt").read_text(encoding="utf-8")
    for _ in range(max(1, n // 4)):
        at = opinion.find("\n", rng.randrange(0, len(opinion) - 2600)) + 1
        out.append(("caselaw", opinion[at : at + 2500], None))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--n", type=int, default=40, help="contracts to sample (others follow)")
    parser.add_argument("--mode", choices=sorted(MODES), default="copy")
    parser.add_argument("--data", default=None, help="the shared data root (default: found)")
    parser.add_argument("--show", action="store_true", help="print each flagged answer")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rewrite = MODES[args.mode]
    verifier = Verifier()
    counts: dict[str, list[int]] = {}
    root = resolve_data_root(args.data)
    if not (root / "cuad").is_dir() or not (root / "uscode").is_dir():
        raise SystemExit(f"no shared data at {root}: pass --data PATH/TO/shared/data")
    for kind, passage, as_of in passages(root, rng, args.n):
        sentences = [
            m.group(0)
            for m in _SENTENCE.finditer(passage)
            if len(m.group(0).split()) >= 10 and "***" not in m.group(0)
        ]
        if not sentences:
            continue
        original = rng.choice(sentences)
        answer = rewrite(original)
        if args.mode != "copy" and answer == original:
            continue
        report = verifier.verify(answer, [passage], as_of=as_of)
        flagged = report.label.value != "clean"
        tally = counts.setdefault(kind, [0, 0])
        tally[0] += flagged
        tally[1] += 1
        if flagged and args.show:
            print(f"--- {kind} {report.label.value}: {answer[:300]}")
            for finding in report.findings:
                if finding.severity.value != "minor":
                    print(f"    {finding.subtype.value}: {finding.content[:200]}")
    total = [sum(c[0] for c in counts.values()), sum(c[1] for c in counts.values())]
    for kind, (flagged, n) in sorted(counts.items()):
        print(f"{kind:12s} flagged {flagged} of {n}")
    print(f"{'all':12s} flagged {total[0]} of {total[1]} (mode {args.mode}, seed {args.seed})")


if __name__ == "__main__":
    main()
