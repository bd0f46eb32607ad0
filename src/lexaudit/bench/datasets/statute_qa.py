"""Statute-qa: questions on Indian criminal law across the 2024 switch from IPC to BNS.

Built from ``india/bns.json`` (the enacted Bharatiya Nyaya Sanhita, 2023, parsed into sections
by their sequential numbers), ``india/ipc.json`` (Indian Penal Code, 1860) and the official
correspondence table ``india/mapping_of_laws.json`` (BNS <-> IPC rows). ``bns_sections.json`` is
not used: it differs from the enacted text in places (see PROVENANCE.md).

Each mapping row ``BNS n(k) <- IPC m`` gives a question from its subject ("What is the
punishment for murder under Indian law?") and one matched pair with ``as_of`` after
2024-07-01 (sources: the BNS section, the correspondence row and the IPC section; the faithful
answer cites the BNS section, sometimes "formerly Section m IPC"). Some rows also give a pair
with ``as_of`` before 2024-07-01, where citing the IPC is correct (sources: the IPC section).

Hallucinated kinds: ``wrong_section`` (another section number), ``repealed_as_current`` (the IPC
section cited as the law in force after 2024-07-01), ``fabricated_subsection`` (a sub-section
that does not exist), ``changed_punishment`` (years, fine or life imprisonment changed) and
``cited_before_in_force`` (for a date before 2024-07-01, the BNS section cited instead of the
IPC section then in force). The sources of a pre-2024 pair are the IPC section, the
correspondence row and the BNS section, as a retrieval bundle would hold them.
Group = the BNS section ("BNS 103"), so both splits never share a section.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, replace
from pathlib import Path

from lexaudit.bench.datasets import numeric_edits as ne
from lexaudit.bench.datasets import perturbations as pt
from lexaudit.bench.datasets.loading import require, short_id, split_of
from lexaudit.bench.types import Example

NAME = "statute-qa"
BNS_TITLE = "Bharatiya Nyaya Sanhita, 2023"
IPC_TITLE = "Indian Penal Code, 1860"
KINDS = (
    "wrong_section",
    "repealed_as_current",
    "fabricated_subsection",
    "changed_punishment",
    "cited_before_in_force",
)
AFTER_DATES = ("2024-07-01", "2024-09-15", "2025-01-20", "2025-06-30", "2026-02-10")
BEFORE_DATES = ("2015-03-10", "2018-08-01", "2021-11-05", "2023-12-20", "2024-06-30")
_PUNISHMENT_TEXT = """
    imprisonment of either description for a term which may extend to years year and shall
    also be liable fine with or both death life rigorous simple not less than but months month
    the remainder that person's natural rupees thousand lakh one two three four five six seven
    eight nine ten eleven twelve fourteen twenty thirty forty fifty hundred days day shall be
    punished extend may which to imprisonment for life, without any community service whichever
    is higher exceeding half one-half fourth quarter longest in addition such offence part
    of"""
_PUNISHMENT_WORDS = frozenset(_PUNISHMENT_TEXT.split())
_GLUED = {
    "termwhich": "term which",
    "whichmay": "which may",
    "orwith": "or with",
    "sixmonths": "six months",
    "maybe": "may be",
    "shallbe": "shall be",
    "withfine": "with fine",
}
_GLUED_RE = re.compile(r"\b(" + "|".join(_GLUED) + r")\b")
_VAGUE_SUBJECT = re.compile(r"\b(?:above|said|such|last preceding|aforesaid)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Correspondence:
    """One row of the BNS <-> IPC table."""

    new_section: str  # "103"
    new_sub: str | None  # "1" or None
    old_section: str  # "302"
    subject: str


def _clean_lines(text: str) -> list[str]:
    lines = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or "__" in line or re.fullmatch(r"[A-Z\d\[\]—.\-]{0,3}", line):
            continue
        if re.match(r"^\[?(?:Part II|SEC\. \d|THE GAZETTE)", line, re.IGNORECASE):
            continue
        line = line.replace("[", "").replace("]", "")
        line = re.sub(r"termwhichmay", "term which may", line)
        line = _GLUED_RE.sub(lambda m: _GLUED[m.group(1)], line)
        line = re.sub(r"\b(This|the|any|said)(Act|Sanhita)\b", r"\1 \2", line)
        lines.append(line)
    return lines


def _strip_margin(lines: list[str], title: str) -> str:
    """Remove fragments of the marginal heading that the PDF interleaves with the text."""
    words = title.rstrip(".").split()
    fragments = {" ".join(words[k:]) + "." for k in range(1, len(words))}
    fragments |= {" ".join(words[:k]) for k in range(1, len(words) + 1)}
    fragments |= {" ".join(words[k:]) for k in range(1, len(words))}
    out = []
    for line in lines:
        for frag in sorted(fragments, key=len, reverse=True):
            if len(frag) < 4:
                continue
            if line.startswith(frag + " ") and frag.endswith("."):
                line = line[len(frag) + 1 :]
            if line.endswith(" " + frag) or line.endswith(" " + frag + "."):
                line = line[: line.rfind(" " + frag)]
        out.append(line)
    return " ".join(" ".join(out).split())


def parse_bns(root: Path) -> dict[str, str]:
    """Split the BNS text into sections ``{"103": text}`` by their sequential numbers."""
    chunks = json.loads(require(root / "india" / "bns.json").read_text(encoding="utf-8"))
    text = "\n".join(c["text"] for c in chunks)
    starts: list[tuple[int, int]] = []
    pos = 0
    for n in range(1, 400):
        m = re.compile(r"(?<![\d(])" + str(n) + r"\. ?(?=\(1\)|[A-Z“\"])").search(text, pos)
        if not m or m.start() - pos > 40000:
            break
        starts.append((n, m.start()))
        pos = m.end()
    sections = {}
    for i, (n, start) in enumerate(starts):
        end = starts[i + 1][1] if i + 1 < len(starts) else len(text)
        sections[str(n)] = text[start:end]
    return sections


def parse_ipc(root: Path) -> dict[str, str]:
    """IPC sections ``{"302": text}`` (the longest chunk text of each section)."""
    chunks = json.loads(require(root / "india" / "ipc.json").read_text(encoding="utf-8"))
    sections: dict[str, str] = {}
    for c in chunks:
        number = str(c["metadata"]["section_number"])
        if len(c["text"]) > len(sections.get(number, "")):
            sections[number] = c["text"]
    return sections


def parse_mapping(root: Path) -> list[Correspondence]:
    """BNS <-> IPC rows with one IPC section each."""
    rows = json.loads(require(root / "india" / "mapping_of_laws.json").read_text(encoding="utf-8"))
    out = []
    for row in rows:
        fields = row["fields"]
        new = re.fullmatch(r"BNS (\d+)\s*(?:\((\d+)\))?", fields["New_Law_Section"].strip())
        old = re.fullmatch(r"IPC (\d+[A-Z]?)", fields["Old_Law_Section"].strip())
        if not new or not old:
            continue
        subject = " ".join(fields["Subject"].split()).strip(" .,")
        subject = re.sub(r"^\d+[A-Z]?\s+", "", subject)
        subject = re.sub(r"(\w)- (\w)", r"\1-\2", subject)
        if len(subject) < 4 or _VAGUE_SUBJECT.search(subject):
            continue
        out.append(Correspondence(new.group(1), new.group(2), old.group(1), subject))
    return out


def _subsection(text: str, sub: str | None) -> str:
    if sub is None:
        return text
    start = text.find(f"({sub})")
    if start < 0:
        return text
    end = text.find(f"({int(sub) + 1})", start)
    return text[start : end if end > 0 else len(text)]


def excerpt(text: str, keep: str | None, limit: int = 600) -> str:
    """At most ``limit`` words of a long section, around ``keep`` (the punishment) if given."""
    words = text.split()
    if len(words) <= limit:
        return text
    start = 0
    if keep and keep in text:
        start = max(0, text[: text.find(keep)].count(" ") - limit // 3)
    return ("... " if start else "") + " ".join(words[start : start + limit]) + " ..."


def punishment(text: str) -> str | None:
    """The punishment phrase of a section ("death or imprisonment for life, and ... fine")."""
    m = re.search(r"shall be punished with (.{8,260}?)(?:\.(?:\s|$)|;|:|—)", text)
    if not m:
        return None
    phrase = m.group(1).strip(" ,")
    words = re.findall(r"[A-Za-z']+", phrase.lower())
    if not words or any(w not in _PUNISHMENT_WORDS for w in words):
        return None
    return phrase


def _question(subject: str, rng: random.Random) -> str:
    s = subject[:1].lower() + subject[1:]
    if s.lower().startswith("punishment for "):
        return f"What is the punishment for {s[15:]} under Indian law?"
    return rng.choice(
        (
            f"Which provision of Indian criminal law deals with {s}, and what does it provide?",
            f"What does Indian criminal law provide on {s}?",
            f"Under which section is {s} dealt with?",
        )
    )


def _new_cite(row: Correspondence) -> str:
    return f"Section {row.new_section}" + (f"({row.new_sub})" if row.new_sub else "")


def build(data_root: Path, seed: int) -> list[Example]:
    """Build the statute-qa examples (both splits).

    Args:
        data_root: The shared data root (with ``india/``).
        seed: The random seed.

    Returns:
        Matched faithful / hallucinated pairs.
    """
    rng = random.Random(seed)
    bns, ipc, rows = parse_bns(data_root), parse_ipc(data_root), parse_mapping(data_root)
    counts = dict.fromkeys(KINDS, 0)
    examples: list[Example] = []
    for row in rows:
        if row.new_section not in bns or row.old_section not in ipc:
            continue
        bns_text = _strip_margin(_clean_lines(bns[row.new_section]), row.subject)
        ipc_text = _strip_margin(_clean_lines(ipc[row.old_section]), row.subject)
        if len(bns_text.split()) < 12 or len(ipc_text.split()) < 8:
            continue
        new_p = punishment(_subsection(bns_text, row.new_sub))
        old_p = punishment(ipc_text)
        query = _question(row.subject, rng)
        bns_part = excerpt(_subsection(bns_text, row.new_sub), new_p)
        bns_src = f"{BNS_TITLE}, Section {row.new_section} ({row.subject}). {bns_part}"
        ipc_src = (
            f"{IPC_TITLE}, Section {row.old_section} ({row.subject}). {excerpt(ipc_text, old_p)}"
        )
        table_src = (
            "Correspondence table, BNS to IPC (the Bharatiya Nyaya Sanhita, 2023 replaced the "
            f"Indian Penal Code from 1 July 2024): BNS {row.new_section}"
            + (f"({row.new_sub})" if row.new_sub else "")
            + f" corresponds to IPC {row.old_section} ({row.subject})."
        )
        cite = _new_cite(row)
        what = f"the offender shall be punished with {new_p}" if new_p else None
        if new_p and rng.random() < 0.5:
            answer = f"Under {cite} of the {BNS_TITLE} ({row.subject.lower()}), {what}."
            style = "current"
        elif new_p:
            answer = (
                f"{row.subject} is now governed by {cite} of the {BNS_TITLE} (formerly Section "
                f"{row.old_section} of the Indian Penal Code); {what}."
            )
            style = "formerly"
        else:
            answer = (
                f"{row.subject} is dealt with in {cite} of the {BNS_TITLE}, which replaced "
                f"Section {row.old_section} of the Indian Penal Code from 1 July 2024."
            )
            style = "mapping"
        ctx = _Ctx(row, (bns_src, table_src, ipc_src), bns_text, rng.choice(AFTER_DATES))
        examples += _pair(ctx, query, answer, style, counts, rng, old_p, current=True)
        if old_p and rng.random() < 0.45:
            old_answer = (
                f"Under Section {row.old_section} of the {IPC_TITLE} ({row.subject.lower()}), "
                f"the offender shall be punished with {old_p}."
            )
            # a retrieval bundle for an old date still holds the new code beside the old one
            early = (
                f"Under {cite} of the {BNS_TITLE} ({row.subject.lower()}), {what}."
                if what
                else None
            )
            old_ctx = _Ctx(
                row, (ipc_src, table_src, bns_src), ipc_text, rng.choice(BEFORE_DATES), early
            )
            examples += _pair(old_ctx, query, old_answer, "pre-2024", counts, rng, old_p, False)
    return examples


@dataclass(frozen=True, slots=True)
class _Ctx:
    row: Correspondence
    sources: tuple[str, ...]
    section_text: str
    as_of: str
    early_answer: str | None = None  # the answer citing the new code (for a pre-2024 date)


def _perturb(
    ctx: _Ctx, answer: str, rng: random.Random, old_p: str | None, current: bool
) -> dict[str, tuple[str, str, str]]:
    """Candidate hallucinations as ``kind -> (answer, original, replacement)``."""
    row, sources = ctx.row, " ".join(ctx.sources)
    number = row.new_section if current else row.old_section
    out: dict[str, tuple[str, str, str]] = {}
    cite = re.search(r"Section " + re.escape(number) + r"(?:\(\d+\))?", answer)
    if cite:
        base = int(re.sub(r"\D", "", number))
        options = [
            str(base + d)
            for d in (-9, -7, -5, -3, -2, -1, 1, 2, 3, 5, 7, 9, 11)
            if base + d > 0 and not re.search(r"(?<![\d.])" + str(base + d) + r"(?![\d])", sources)
        ]
        if options:
            new = "Section " + rng.choice(options)
            out["wrong_section"] = (_sub_at(answer, cite, new), cite.group(0), new)
        subs = [int(s) for s in re.findall(r"\((\d+)\)", ctx.section_text)]
        k = max(subs, default=1) + rng.randint(2, 5)
        fab = f"Section {number}({k})"
        if f"({k})" not in ctx.section_text:
            out["fabricated_subsection"] = (_sub_at(answer, cite, fab), cite.group(0), fab)
    if current and old_p:
        repealed = (
            f"Under Section {row.old_section} of the {IPC_TITLE}, which is the law in force, "
            f"the offender shall be punished with {old_p}."
        )
        out["repealed_as_current"] = (repealed, f"{BNS_TITLE} {_new_cite(row)}", repealed)
    elif not current and ctx.early_answer:
        out["cited_before_in_force"] = (
            ctx.early_answer,
            f"Section {row.old_section} IPC",
            _new_cite(row),
        )
    if current and not old_p:
        repealed = (
            f"{row.subject} is governed by Section {row.old_section} of the {IPC_TITLE}, "
            "which remains in force."
        )
        out["repealed_as_current"] = (repealed, f"{BNS_TITLE} {_new_cite(row)}", repealed)
    cut = answer.find("punished with ")
    if cut >= 0:
        head, tail = answer[:cut], answer[cut:]
        changed = ne.change_duration(tail, sources, rng) or ne.change_amount(tail, sources, rng)
        life = "imprisonment for life"
        new = "imprisonment for a term which may extend to ten years"
        if changed:
            out["changed_punishment"] = (
                head + changed.answer,
                changed.original,
                changed.replacement,
            )
        elif life in tail and not pt.contains(sources, new):
            out["changed_punishment"] = (head + tail.replace(life, new, 1), life, new)
    return out


def _sub_at(text: str, m: re.Match[str], new: str) -> str:
    return text[: m.start()] + new + text[m.end() :]


def _pair(
    ctx: _Ctx,
    query: str,
    answer: str,
    style: str,
    counts: dict[str, int],
    rng: random.Random,
    old_p: str | None,
    current: bool,
) -> list[Example]:
    options = _perturb(ctx, answer, rng, old_p, current)
    if not options:
        return []
    low = min(counts[k] for k in options)
    kind = rng.choice(sorted(k for k in options if counts[k] == low))
    counts[kind] += 1
    wrong, original, replacement = options[kind]
    row = ctx.row
    group = f"BNS {row.new_section}"
    base = short_id(NAME, group, row.new_sub or "", row.old_section, style)
    meta = {
        "style": style,
        "new_section": f"BNS {row.new_section}" + (f"({row.new_sub})" if row.new_sub else ""),
        "old_section": f"IPC {row.old_section}",
        "subject": row.subject,
        "pair_id": base,
        "n_context_words": sum(len(s.split()) for s in ctx.sources),
    }
    faithful = Example(
        id=f"{NAME}:{base}:f",
        dataset=NAME,
        split=split_of(group),
        group=group,
        query=query,
        sources=ctx.sources,
        answer=answer,
        hallucinated=False,
        kind=f"faithful:{style}",
        as_of=ctx.as_of,
        meta=meta,
    )
    hallucinated = replace(
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
            "value_checked": kind in ("wrong_section", "fabricated_subsection"),
        },
    )
    return [faithful, hallucinated]
