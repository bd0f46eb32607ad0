"""Caselaw-qa: questions on passages of a US Supreme Court slip opinion.

The opinion (``opinions/scotus_slip_opinion.txt``, Fisher v. University of Texas at Austin,
570 U. S. ___ (2013)) is cleaned of page furniture, de-hyphenated and split into passages of
300-700 words inside each opinion (syllabus, the opinion of the Court, the concurrences, the
dissent); each passage keeps its running header ("[THOMAS, J., concurring]"). Questions ask which
precedents a passage cites, what a cited case held, what the outcome was, what the parties did,
and who wrote the opinion. Faithful answers restate the passage; hallucinated twins change one
thing:

- ``fabricated_citation``: a volume or page changed, or a case name invented, so the cited
  authority does not exist in the opinion;
- ``misattributed_holding``: a proposition attributed to a different case cited elsewhere in the
  opinion (not in the passage);
- ``swapped_parties``: petitioner and respondent (the University) swapped;
- ``changed_outcome``: affirmed <-> reversed, vacated -> affirmed, upheld <-> struck down, ...;
- ``misattributed_author``: the opinion attributed to another Justice.

Group = the passage id, so dev and test hold different passages.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

from lexaudit.bench.datasets.loading import require, short_id, split_of
from lexaudit.bench.datasets.perturbations import fix_article
from lexaudit.bench.datasets.slip_opinion import (
    CITATION_RE,
    Passage,
    case_name,
    citations,
    cite,
    passages,
    sentences,
)
from lexaudit.bench.types import Example

NAME = "caselaw-qa"
CASE = "Fisher v. University of Texas at Austin"
KINDS = (
    "fabricated_citation",
    "misattributed_holding",
    "swapped_parties",
    "changed_outcome",
    "misattributed_author",
)
JUSTICES = ("Roberts", "Scalia", "Kennedy", "Thomas", "Ginsburg", "Breyer", "Alito", "Sotomayor")
_HOLDING_RE = re.compile(
    r"\b(?:held|holding|upheld|upholding|concluded|recognized|explained|observed|decided|"
    r"approved|endorsed|struck down|rejected|reaffirmed)\b"
)
_OUTCOMES = [
    (r"\bvacates\b", "affirms"),
    (r"\bvacated\b", "affirmed"),
    (r"\baffirmed\b", "reversed"),
    (r"\baffirming\b", "reversing"),
    (r"\breversed\b", "affirmed"),
    (r"\bupheld\b", "struck down"),
    (r"\bupholding\b", "striking down"),
    (r"\bstruck down\b", "upheld"),
    (r"\bgranted\b", "denied"),
    (r"\bdenied\b", "granted"),
    (r"\bunconstitutional\b", "constitutional"),
    (r"\bincorrect\b", "correct"),
    (r"\bconstitutional\b", "unconstitutional"),
    (r"\bviolated\b", "did not violate"),
    (r"\bcorrect\b", "incorrect"),
    (r"\bimpermissible\b", "permissible"),
    (r"\bpermissible\b", "impermissible"),
    (r"\bremanded\b", "dismissed"),
]
_NEEDS_COURT = {
    "granted",
    "denied",
    "violated",
    "correct",
    "incorrect",
    "permissible",
    "impermissible",
    "constitutional",
    "unconstitutional",
}
_COURT_RE = re.compile(r"\b(?:Court|court|judgment|Circuit|decision|case)\b")
_PETITIONER_RE = re.compile(r"\b(?:[Pp]etitioner|Fisher)\b")
_RESPONDENT_RE = re.compile(r"\b(?:the University|[Rr]espondents?)\b")


_FAKE_NAMES = ("Harmon", "Whitfield", "Castellano", "Prescott", "Lindqvist", "Okafor", "Delacroix")


def _fabricate(answer: str, m: re.Match[str], opinion: str, rng: random.Random) -> tuple[str, str]:
    """A citation that does not exist in the opinion (volume, page or name changed)."""
    vol, page = int(m.group("vol")), int(m.group("page"))
    original = f"{m.group('vol')} U. S. {m.group('page')}"
    choice = rng.choice(("page", "volume", "name"))
    if choice == "name":
        fake = next(n for n in rng.sample(_FAKE_NAMES, len(_FAKE_NAMES)) if n not in opinion)
        name = case_name(m)
        new_name = name.rsplit(" v. ", 1)[0] + " v. " + fake
        return answer.replace(name, new_name, 1), new_name
    for _ in range(20):
        if choice == "page":
            new = f"{vol} U. S. {max(1, page + rng.choice((-31, -17, -9, 7, 12, 23, 44)))}"
        else:
            new = f"{max(1, vol + rng.choice((-9, -5, -2, 3, 6, 11)))} U. S. {page}"
        if new not in opinion:
            return answer.replace(original, new, 1), new
    return answer, original


def _items(
    passage: Passage, opinion: str, all_names: list[str], rng: random.Random
) -> list[tuple[str, str, dict[str, tuple[str, str, str]]]]:
    """Candidate ``(query, answer, {kind: (hallucinated answer, original, replacement)})``."""
    source = _source(passage)
    items: list[tuple[str, str, dict[str, tuple[str, str, str]]]] = []
    cites: dict[str, re.Match[str]] = {}
    for m in citations(passage.text):
        cites.setdefault(case_name(m), m)
    cite_list = list(cites.values())
    for chosen in (cite_list[:3], cite_list[3:6]):
        if not chosen:
            continue
        listed = [cite(m) for m in chosen]
        text = listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
        answer = f"The passage cites {text}."
        target = rng.choice(chosen)
        fake, new = _fabricate(
            answer,
            CITATION_RE.search(answer[answer.find(case_name(target)) :]) or target,
            opinion,
            rng,
        )
        if fake != answer:
            query = rng.choice(
                ("Which precedents does this passage cite?", "What cases does the Court cite here?")
            )
            items.append((query, answer, {"fabricated_citation": (fake, cite(target), new)}))
    names_here = [n for n in all_names if n in passage.text]
    per_type = {"holding": 0, "outcome": 0, "parties": 0}
    for sent in sentences(passage.text):
        n_words = len(sent.split())
        if not 10 <= n_words <= 75 or sent.startswith(("(", "“", "See", "F.", "Id.", "Ibid")):
            continue
        if "——" in sent or "Brief for" in sent:
            continue
        options: dict[str, tuple[str, str, str]] = {}
        kind = None
        if _HOLDING_RE.search(sent) and any(n in sent for n in names_here):
            kind = "holding"
            name = next(n for n in names_here if n in sent)
            others = [n for n in all_names if n not in passage.text and n not in name]
            if others:
                new = rng.choice(others)
                options["misattributed_holding"] = (sent.replace(name, new), name, new)
            cited = CITATION_RE.search(sent)
            if cited:
                m = cited
                fake, new = _fabricate(sent, m, opinion, rng)
                if fake != sent:
                    options["fabricated_citation"] = (fake, cite(m), new)
        for pattern, opposite in _OUTCOMES:
            hit = re.search(pattern, sent)
            if hit and (hit.group(0) not in _NEEDS_COURT or _COURT_RE.search(sent)):
                kind = kind or "outcome"
                before = fix_article(sent[: hit.start()], opposite)
                options["changed_outcome"] = (
                    before + opposite + sent[hit.end() :],
                    hit.group(0),
                    opposite,
                )
                break
        pet, resp = _PETITIONER_RE.search(sent), _RESPONDENT_RE.search(sent)
        if pet and resp:
            kind = kind or "parties"
            swapped = _swap(sent, pet.group(0), resp.group(0))
            options["swapped_parties"] = (swapped, pet.group(0), resp.group(0))
        elif (
            (pet or resp)
            and "University’s" not in sent
            and min(m.start() for m in (pet, resp) if m is not None) < 60
        ):
            kind = kind or "parties"
            hit = pet or resp
            assert hit is not None
            other = "the University" if hit is pet else "petitioner"
            if hit.start() == 0 or hit.group(0)[:1].isupper():
                other = other[:1].upper() + other[1:]
            swapped = sent[: hit.start()] + other + sent[hit.end() :]
            options["swapped_parties"] = (swapped, hit.group(0), other)
        if kind is None or not options or per_type[kind] >= 8:
            continue
        per_type[kind] += 1
        items.append((_QUESTIONS[kind][rng.randrange(len(_QUESTIONS[kind]))], sent, options))
    if passage.author:
        if passage.header == "Opinion of the Court":
            answer = (
                "This passage is from the opinion of the Court, delivered by "
                f"Justice {passage.author}."
            )
        else:
            kind_of = "concurring" if "concurring" in passage.header else "dissenting"
            answer = f"This passage is from Justice {passage.author}'s {kind_of} opinion."
        others = [j for j in JUSTICES if j != passage.author and j.lower() not in source.lower()]
        if others:
            new = rng.choice(others)
            items.append(
                (
                    "Who wrote the opinion this passage comes from?",
                    answer,
                    {
                        "misattributed_author": (
                            answer.replace(passage.author, new),
                            passage.author,
                            new,
                        )
                    },
                )
            )
    return items


_QUESTIONS = {
    "holding": (
        "What precedent does the passage rely on, and for what proposition?",
        "What does the passage say an earlier decision held?",
    ),
    "outcome": ("What did the court decide?", "What was the outcome described in the passage?"),
    "parties": (
        "What does the passage say about the petitioner and the University?",
        "What positions do the parties take in this passage?",
    ),
}


def _swap(text: str, a: str, b: str) -> str:
    def repl(m: re.Match[str]) -> str:
        word = m.group(0)
        new = b if word == a else a
        if word[:1].isupper():
            return new[:1].upper() + new[1:]
        return new[:1].lower() + new[1:] if new.startswith("The ") else new

    return re.sub(r"\b(?:" + re.escape(a) + "|" + re.escape(b) + r")\b", repl, text)


def _source(passage: Passage) -> str:
    label = passage.header
    if label == "Opinion of the Court":
        label = "Opinion of the Court (KENNEDY, J.)"
    return f"{CASE}, 570 U. S. ___ (2013) — {label}\n\n{passage.text}"


def balanced_cap(counts: dict[str, int], min_share: float) -> int:
    """The largest per-kind cap that keeps every kind at ``min_share`` of the total or more."""
    low = min(counts.values())
    cap = max(counts.values())
    while cap > low and low < min_share * sum(min(n, cap) for n in counts.values()):
        cap -= 1
    return cap


def build(data_root: Path, seed: int) -> list[Example]:
    """Build the caselaw-qa examples (both splits).

    Args:
        data_root: The shared data root (with ``opinions/``).
        seed: The random seed.

    Returns:
        Matched faithful / hallucinated pairs.
    """
    rng = random.Random(seed)
    raw = require(data_root / "opinions" / "scotus_slip_opinion.txt").read_text(encoding="utf-8")
    parts = passages(raw)
    opinion = " ".join(p.text for p in parts)
    all_names = sorted({case_name(m).split(" v. ")[0] for m in citations(opinion)})
    all_names = [n for n in all_names if len(n) > 3 and n not in ("United States", "State")]
    counts = dict.fromkeys(KINDS, 0)
    chosen = []
    for passage in parts:
        for query, answer, options in _items(passage, opinion, all_names, rng):
            low = min(counts[k] for k in options)
            kind = rng.choice(sorted(k for k in options if counts[k] == low))
            counts[kind] += 1
            chosen.append((passage, query, answer, kind, options[kind]))
    cap = balanced_cap(counts, min_share=0.09)
    kept = dict.fromkeys(KINDS, 0)
    examples: list[Example] = []
    order = list(range(len(chosen)))
    rng.shuffle(order)
    keep = set()
    for i in order:
        if kept[chosen[i][3]] < cap:
            kept[chosen[i][3]] += 1
            keep.add(i)
    for i, (passage, query, answer, kind, (wrong, original, replacement)) in enumerate(chosen):
        if i not in keep or wrong == answer:
            continue
        source = _source(passage)
        base = short_id(NAME, passage.pid, query, answer)
        meta = {
            "passage": passage.pid,
            "opinion": passage.header,
            "pair_id": base,
            "n_context_words": len(source.split()),
        }
        faithful = Example(
            id=f"{NAME}:{base}:f",
            dataset=NAME,
            split=split_of(passage.pid),
            group=passage.pid,
            query=query,
            sources=(source,),
            answer=answer,
            hallucinated=False,
            kind="faithful:restatement",
            meta=meta,
        )
        examples.append(faithful)
        examples.append(
            replace(
                faithful,
                id=f"{NAME}:{base}:h",
                answer=wrong,
                hallucinated=True,
                kind=f"hallucinated:{kind}",
                meta={
                    **meta,
                    "perturbation": kind,
                    "original": original,
                    "replacement": replacement,
                    "value_checked": kind in ("fabricated_citation", "misattributed_author"),
                },
            )
        )
    return examples
