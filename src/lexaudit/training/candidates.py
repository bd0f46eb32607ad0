"""Candidate records of the five Finetune-RAG categories, before verification.

The questions, answers and hallucinated twins come from the reproducible benchmark builders
(``contract-qa``, ``statute-qa``, ``caselaw-qa`` in :mod:`lexaudit.bench.datasets`), so every
value of an answer is taken from the real passage; the outdated category comes from the
authority store (:mod:`lexaudit.training.outdated`). What changes per category is the context
the model sees and what the expected answer must do:

- ``correct``: the correct passages only (baseline);
- ``misleading``: the correct passages interleaved with passages of the same kind from other
  documents (another contract's clause of the same category, another section of the code,
  another passage of the opinion); the expected answer is still the right one;
- ``insufficient``: only those other passages; the expected answer says it cannot tell and
  names what is missing;
- ``outdated``: IPC / CrPC / IEA text for a question dated after 2024-07-01;
- ``misattributed``: the correct passages plus a secondary-source note that pins the section
  or holding on the wrong authority; the expected answer corrects it.

``natural-qa`` is never used: it is the verifier's headline test set.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from lexaudit.authority.store import AuthorityStore
from lexaudit.bench.datasets import caselaw_qa, contract_qa, statute_qa
from lexaudit.bench.datasets.loading import short_id
from lexaudit.bench.types import Example
from lexaudit.training.outdated import (
    AFTER_DATES,
    CODES,
    MAPPING_FILE,
    outdated_items,
    outdated_texts,
)
from lexaudit.training.records import Passage, TrainingRecord

CATEGORIES = ("misleading", "insufficient", "correct", "outdated", "misattributed")
DOMAINS = ("contract", "statute", "caselaw")
N_DISTRACTORS = 2
STATUTE_FILES = ("india/bns.json", "india/ipc.json", MAPPING_FILE)
CASELAW_FILES = ("opinions/scotus_slip_opinion.txt",)


@dataclass(frozen=True, slots=True)
class Pair:
    """A faithful answer and its hallucinated twin over the same sources."""

    domain: str
    faithful: Example
    hallucinated: Example
    title: str  # the document the question is about
    passages: tuple[Passage, ...]
    files: tuple[str, ...]


def _contract_title(filename: str) -> str:
    stem = Path(filename).stem
    company = stem.split("_", 1)[0]
    kind = re.split(r"[-_]", stem)[-1].strip().title() or "Agreement"
    return f"the {company} {kind}"


def _statute_title(text: str) -> str:
    m = re.match(r"(.{10,160}?\))[.:]", text)
    return m.group(1) if m else text.split(":", 1)[0][:120]


def _pairs(data_root: Path, seed: int) -> list[Pair]:
    builders = (
        ("contract", contract_qa.build),
        ("statute", statute_qa.build),
        ("caselaw", caselaw_qa.build),
    )
    out: list[Pair] = []
    for domain, build in builders:
        by_pair: dict[str, dict[bool, Example]] = defaultdict(dict)
        for example in build(data_root, seed):
            by_pair[str(example.meta["pair_id"])][example.hallucinated] = example
        for pair_id in sorted(by_pair):
            both = by_pair[pair_id]
            if False not in both or True not in both:
                continue
            f = both[False]
            files: tuple[str, ...]
            if domain == "contract":
                title = _contract_title(f.group)
                passages = tuple(Passage(title, s) for s in f.sources)
                files = ("cuad/master_clauses.csv", f"cuad/contracts/{f.group}")
            elif domain == "statute":
                title = str(f.meta["subject"])
                passages = tuple(Passage(_statute_title(s), s) for s in f.sources)
                files = STATUTE_FILES
            else:
                head = f.sources[0].split("\n", 1)[0].strip()
                title = f"{head}, passage {f.group}"
                passages = tuple(Passage(title, s) for s in f.sources)
                files = CASELAW_FILES
            out.append(Pair(domain, f, both[True], title, passages, files))
    return out


def _as_of(pair: Pair, rng: random.Random) -> str:
    return pair.faithful.as_of or rng.choice(AFTER_DATES)


def _record(
    category: str,
    pair: Pair,
    *,
    query: str,
    as_of: str,
    context: Sequence[Passage],
    chosen: str,
    rejected: str,
    check_sources: Sequence[str],
    files: Sequence[str],
    kind: str | None = None,
) -> TrainingRecord:
    return TrainingRecord(
        id=f"{category}:{short_id(category, pair.faithful.id)}",
        category=category,
        domain=pair.domain,
        query=query,
        as_of=as_of,
        context=tuple(context),
        chosen=chosen,
        rejected=rejected,
        rejected_kind=kind or pair.hallucinated.kind.split(":", 1)[-1],
        check_sources=tuple(check_sources),
        source_files=tuple(sorted(set(files))),
    )


def _distractors(pair: Pair, pool: Sequence[Pair], rng: random.Random) -> list[Pair]:
    """Pairs of the same domain (and clause category) from other documents."""
    f = pair.faithful
    same = [
        p
        for p in pool
        if p.faithful.group != f.group
        and (pair.domain != "contract" or p.faithful.meta.get("category") == f.meta.get("category"))
    ]
    if len(same) < N_DISTRACTORS:
        return []
    picked: list[Pair] = []
    seen_groups: set[str] = set()
    for p in rng.sample(same, min(len(same), 8)):
        if p.faithful.group not in seen_groups:
            picked.append(p)
            seen_groups.add(p.faithful.group)
        if len(picked) == N_DISTRACTORS:
            break
    return picked if len(picked) == N_DISTRACTORS else []


def _wrong_passages(others: Sequence[Pair]) -> list[Passage]:
    # a statute distractor is the other section's own text, not its correspondence rows
    return [o.passages[0] for o in others]


def _shown(passage: Passage) -> str:
    """A passage as the verifier reads it: its title, then its text."""
    return f"{passage.title}\n{passage.text}"


def _named_query(pair: Pair) -> str:
    query = pair.faithful.query or ""
    if pair.domain == "statute":
        return query
    return f"{pair.title[:1].upper()}{pair.title[1:]}: {query}"


def correct(pair: Pair, rng: random.Random) -> TrainingRecord:
    """The correct passages only."""
    f = pair.faithful
    return _record(
        "correct",
        pair,
        query=f.query or "",
        as_of=_as_of(pair, rng),
        context=pair.passages,
        chosen=f.answer,
        rejected=pair.hallucinated.answer,
        check_sources=tuple(_shown(p) for p in pair.passages),
        files=pair.files,
    )


def misleading(pair: Pair, pool: Sequence[Pair], rng: random.Random) -> TrainingRecord | None:
    """The correct passages interleaved with similar passages of other documents."""
    others = _distractors(pair, pool, rng)
    if not others:
        return None
    context = list(pair.passages)
    for wrong in _wrong_passages(others):
        context.insert(rng.randint(0, len(context)), wrong)
    f = pair.faithful
    return _record(
        "misleading",
        pair,
        query=_named_query(pair),
        as_of=_as_of(pair, rng),
        context=context,
        chosen=f.answer,
        rejected=pair.hallucinated.answer,
        check_sources=tuple(_shown(p) for p in pair.passages),
        files=[*pair.files, *(x for o in others for x in o.files)],
    )


def insufficient(pair: Pair, pool: Sequence[Pair], rng: random.Random) -> TrainingRecord | None:
    """Only passages of other documents: the answer says it cannot tell and names the gap."""
    others = _distractors(pair, pool, rng)
    if not others:
        return None
    wrong = _wrong_passages(others)
    f = pair.faithful
    if pair.domain == "statute" and (f.as_of or "") < "2024-07-01":
        return None  # the distractors cite the new code, not yet in force on that date
    if pair.domain == "contract":
        what = str(f.meta.get("category", "the clause asked about")).lower()
        chosen = (
            f"The passages provided do not mention {pair.title}, so I cannot tell what it "
            f"says about {what} from them."
        )
    elif pair.domain == "statute":
        subject = pair.title[:1].lower() + pair.title[1:]
        chosen = f"The passages provided do not mention {subject}. I cannot tell from them."
    else:
        chosen = f"The passages provided do not include {pair.title}. I cannot tell from them."
    return _record(
        "insufficient",
        pair,
        query=_named_query(pair),
        as_of=_as_of(pair, rng),
        context=wrong,
        chosen=chosen,
        rejected=pair.hallucinated.answer,
        check_sources=tuple(_shown(p) for p in wrong),
        files=[x for o in others for x in o.files],
        kind="unsupported:" + pair.hallucinated.kind.split(":", 1)[-1],
    )


def misattributed(pair: Pair, sections: Sequence[str], rng: random.Random) -> TrainingRecord | None:
    """A secondary-source note pins the section or holding on the wrong authority."""
    f, h = pair.faithful, pair.hallucinated
    if pair.domain == "caselaw":
        if h.meta.get("perturbation") != "misattributed_holding":
            return None
        note = Passage("Case summary (secondary source)", h.answer)
        chosen = f"The case summary attributes this to the wrong case. {f.answer}"
        rejected, kind = h.answer, "misattributed_holding"
    elif pair.domain == "statute":
        number = str(f.meta["new_section"]).split()[-1]
        base = int(re.sub(r"\D.*", "", number))
        cite = re.search(r"Section " + re.escape(number) + r"(?![\d(])", f.answer)
        near = sorted((s for s in sections if s != str(base)), key=lambda s: abs(int(s) - base))
        if cite is None or not near:
            return None
        wrong = rng.choice(near[:4])
        subject = str(f.meta["subject"])
        note = Passage(
            "Commentary (secondary source)",
            f"{subject} is dealt with in Section {wrong} of the {statute_qa.BNS_TITLE}.",
        )
        chosen = (
            f"The commentary attributes this to Section {wrong}, but "
            f"{f.answer[:1].lower()}{f.answer[1:]}"
        )
        rejected = f.answer[: cite.start()] + f"Section {wrong}" + f.answer[cite.end() :]
        kind = "wrong_section"
    else:
        return None
    context = list(pair.passages)
    context.insert(rng.randint(0, len(context)), note)
    return _record(
        "misattributed",
        pair,
        query=f.query or "",
        as_of=_as_of(pair, rng),
        context=context,
        chosen=chosen,
        rejected=rejected,
        check_sources=tuple(_shown(p) for p in pair.passages),
        files=pair.files,
        kind=kind,
    )


def outdated(store: AuthorityStore, rng: random.Random) -> list[list[TrainingRecord]]:
    """IPC / CrPC / IEA text for a question dated after 2024-07-01, one list per old code."""
    records: dict[str, list[TrainingRecord]] = {c.old_act: [] for c in CODES}
    for item in outdated_items(store):
        texts = outdated_texts(item, rng)
        code = item.code
        records[code.old_act].append(
            TrainingRecord(
                id="outdated:" + short_id("outdated", code.old_act, item.old_section),
                category="outdated",
                domain="statute",
                query=texts.query,
                as_of=texts.as_of,
                context=(Passage(texts.old_passage_title, texts.old_passage),),
                chosen=texts.chosen,
                rejected=texts.rejected,
                rejected_kind="repealed_as_current",
                check_sources=texts.check_sources,
                source_files=tuple(sorted({*code.files, MAPPING_FILE})),
            )
        )
    return [records[c.old_act] for c in CODES]


def _round_robin(groups: Sequence[list[TrainingRecord]]) -> Iterator[TrainingRecord]:
    longest = max((len(g) for g in groups), default=0)
    for i in range(longest):
        for group in groups:
            if i < len(group):
                yield group[i]


def candidates(
    data_root: Path, seed: int, store: AuthorityStore
) -> dict[str, list[TrainingRecord]]:
    """Candidate records per category, in the order they are tried (domains interleaved)."""
    rng = random.Random(seed)
    pairs = _pairs(data_root, seed)
    by_domain = {d: [p for p in pairs if p.domain == d] for d in DOMAINS}
    sections = sorted(
        {
            str(p.faithful.meta["new_section"]).split()[-1].split("(")[0]
            for p in by_domain["statute"]
        },
        key=int,
    )
    built: dict[str, dict[str, list[TrainingRecord]]] = {c: {} for c in CATEGORIES}
    for domain, group in by_domain.items():
        order = list(group)
        rng.shuffle(order)
        makers: dict[str, Callable[[Pair], TrainingRecord | None]] = {
            "correct": partial(correct, rng=rng),
            "misleading": partial(misleading, pool=group, rng=rng),
            "insufficient": partial(insufficient, pool=group, rng=rng),
            "misattributed": partial(misattributed, sections=sections, rng=rng),
        }
        for category, make in makers.items():
            records = (make(p) for p in order)
            built[category][domain] = [r for r in records if r is not None]
    by_code = outdated(store, rng)
    for old_code in by_code:
        rng.shuffle(old_code)
    result = {c: list(_round_robin([built[c].get(d, []) for d in DOMAINS])) for c in CATEGORIES}
    result["outdated"] = list(_round_robin([g for g in by_code if g]))
    return result
