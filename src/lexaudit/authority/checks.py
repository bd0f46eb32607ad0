"""Citation checks for the verifier: existence, temporal validity and plausibility.

Temporal validity (``repealed_law``, ``not_yet_in_force``) lives in
:mod:`lexaudit.authority.temporal`; attribution of propositions and outcomes in
:mod:`lexaudit.authority.attribution`.

Existence covers sections and sub-sections; plausibility covers US reporter citations.

Rubric types chosen for each finding:

* ``fabricated_citation`` (critical): the cited authority is neither in the evidence bundle nor
  in the authority store and is not a plausible provision of a known act; or the section or
  sub-section provably does not exist (``Section 600 IPC`` in a 511-section code,
  ``Section 103(7) BNS`` when Section 103 has two sub-sections). For the IPC, CrPC, IEA, BNS,
  BNSS and BSA the store holds every section and sub-section (the shipped statute index, see
  :mod:`lexaudit.authority.structure`), so a section or sub-section missing there is fabricated
  and one listed there is verified.
* ``cannot_judge`` / ``unknown_authority`` (moderate; minor when the sentence names it as
  history, "formerly Section 379 IPC"): a plausible provision of a known act
  (``28 U.S.C. § 1331``, ``Section 379 IPC``) that neither the sources nor the store hold — it
  may well be real, so it is uncertain, not fabricated.
* ``misquoted_source`` / ``repealed_law`` (moderate): a real, correctly identified provision
  cited as current law although it was repealed on or before ``as_of``. The source exists (so
  not ``fabricated_citation``) and the jurisdiction is right (so not
  ``wrong_jurisdiction_fact``); what is wrong is how the answer represents the source — as law
  in force — which is the rubric's misquoted-source case. Moderate, not critical, because the
  old provision still governs acts committed before the repeal; the finding names the
  replacement so the delivered text can carry the warning.
* ``misquoted_source`` / ``not_yet_in_force`` (moderate): a provision cited as law on a date
  before it came into force (Section 103 BNS for an answer dated March 2024); the finding names
  the provision then in force (Section 302 IPC). Future tense ("will replace", "from 1 July
  2024") or naming the old provision beside it is not a finding.
* ``fabricated_citation`` / ``suspect_citation`` (moderate): a US reporter citation whose
  reporter reporters-db does not know, whose year falls outside the reporter edition's years,
  or whose court courts-db does not know.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lexaudit.authority.model import AuthorityState
from lexaudit.authority.provisions import section_bodies
from lexaudit.authority.temporal import EXCUSE_RE, act_findings, sentence_of, temporal_finding
from lexaudit.extract.citations import Citation, find_citations
from lexaudit.extract.citations.canonical import ACTS_BY_KEY, display_key, split_section
from lexaudit.text.sections import USC_HEADING_RE
from lexaudit.types import Chunk, EvidenceSpan, Finding, FindingSubtype, RubricType, Severity

if TYPE_CHECKING:
    from lexaudit.authority.store import AuthorityStore

_STATUTE_KINDS = {"statute", "constitution", "regulation", "rule"}
_CHUNK_ACT_RE = re.compile(r"(?<![a-z])(bnss|bns|bsa|ipc|crpc|iea|cpc|hma)(?![a-z])")
_CHUNK_ACT_NAMES = {
    "IN/IPC": re.compile(r"Indian Penal Code", re.I),
    "IN/CRPC": re.compile(r"Code of Criminal Procedure", re.I),
    "IN/IEA": re.compile(r"Indian Evidence Act", re.I),
    "IN/BNSS": re.compile(r"Nagarik\s*Suraksha\s*Sanhita", re.I),
    "IN/BNS": re.compile(r"Nyaya\s*Sanhita", re.I),
    "IN/BSA": re.compile(r"Sakshya\s*Adhiniyam", re.I),
}
_SUBDIVISIONS_RE = re.compile(r"(?:\([^()]*\))+$")
_CHUNK_ID_SECTION_RE = re.compile(
    r"(?:^|[/_\-\s])(bnss|bns|bsa|ipc|crpc|iea)_\d{4}_(\d{1,3}[A-Z]{0,3})_"
)
_USC_KEY_RE = re.compile(r"^US/USC/\d+/(\d{1,5}[a-z]?)(?:\(|$)")
_USC_ANY_TITLE = "US/USC/*/"


@dataclass(frozen=True, slots=True)
class _Hit:
    chunk: Chunk
    start: int
    end: int

    def evidence(self) -> EvidenceSpan:
        return EvidenceSpan(
            self.chunk.chunk_id, self.start, self.end, self.chunk.text[self.start : self.end]
        )


@functools.cache
def core_store() -> AuthorityStore:
    """A process-wide in-memory store with the shipped core pack (used when none is given)."""
    from lexaudit.authority.store import AuthorityStore

    return AuthorityStore.in_memory()


@functools.lru_cache(maxsize=4096)
def chunk_citations(text: str) -> tuple[Citation, ...]:
    """The citations of an evidence chunk's text, cached (chunks recur across answers)."""
    return tuple(find_citations(text, code_text=True))


def chunk_acts(chunks: Sequence[Chunk]) -> dict[str, str | None]:
    """The act each chunk is of (by its id or the act it names early on), else None."""
    return {chunk.chunk_id: _chunk_act(chunk) for chunk in chunks}


def _chunk_act(chunk: Chunk) -> str | None:
    ident = f"{chunk.doc_id} {chunk.chunk_id}".lower()
    m = _CHUNK_ACT_RE.search(ident.replace("_", " ").replace("-", " "))
    if m:
        return {"crpc": "IN/CRPC"}.get(m.group(1), f"IN/{m.group(1).upper()}")
    for key, regex in _CHUNK_ACT_NAMES.items():
        if regex.search(chunk.text[:400]):
            return key
    return None


def _index_names(chunks: Sequence[Chunk]) -> dict[str, list[tuple[str, _Hit]]]:
    """Case names the chunks give for each case key."""
    names: dict[str, list[tuple[str, _Hit]]] = {}
    for chunk in chunks:
        for cite in chunk_citations(chunk.text):
            if cite.kind == "case" and cite.name:
                hit = _Hit(chunk, cite.span.start, cite.span.end)
                for key in cite.keys:
                    names.setdefault(key, []).append((cite.name, hit))
    return names


_NAME_STOPWORDS = frozenset(
    {
        "v",
        "vs",
        "the",
        "of",
        "and",
        "in",
        "re",
        "ex",
        "rel",
        "inc",
        "co",
        "corp",
        "corporation",
        "llc",
        "ltd",
        "lp",
        "et",
        "al",
        "a",
        "an",
        "for",
        "on",
        "to",
        "company",
        "dept",
        "department",
        "no",
        "see",
        "e",
        "g",
        "cf",
        "also",
    }
)


def _name_tokens(name: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", name.lower()) if w not in _NAME_STOPWORDS}


def names_agree(cited: str, source: str) -> bool:
    """Whether two renderings of a case name can be the same case.

    Each side of the cited name ("Regents of Univ. of Cal." / "Bakke") must share a word with
    the source's name; abbreviations ("Univ." for "University") share their other words.
    """
    source_words = _name_tokens(source)
    if not source_words:
        return True
    for side in re.split(r"\s+v\.?\s+", cited):
        words = _name_tokens(side)
        if not words:
            continue
        if not words & source_words and not any(
            s.startswith(w) or w.startswith(s) for w in words for s in source_words if len(s) > 2
        ):
            return False
    return True


def _index_chunks(chunks: Sequence[Chunk]) -> dict[str, _Hit]:
    """Map every canonical key cited or headed in a chunk to where it appears."""
    index: dict[str, _Hit] = {}
    for chunk in chunks:
        for cite in chunk_citations(chunk.text):
            for key in cite.keys:
                index.setdefault(key, _Hit(chunk, cite.span.start, cite.span.end))
                base = _SUBDIVISIONS_RE.sub("", key)
                if base != key:
                    index.setdefault(base, _Hit(chunk, cite.span.start, cite.span.end))
        by_id = _CHUNK_ID_SECTION_RE.search(chunk.chunk_id.lower())
        if by_id:
            code = by_id.group(1).upper()
            key = f"IN/{code}/s{by_id.group(2).upper()}"
            index.setdefault(key, _Hit(chunk, 0, len(chunk.text)))
        # a US Code section as the code prints it ("§ 9. Award of arbitrators; ..."): the
        # excerpt does not name its title, so it grounds § 9 of whichever title is cited
        usc = list(USC_HEADING_RE.finditer(chunk.text))
        for i, m in enumerate(usc):
            end = usc[i + 1].start() if i + 1 < len(usc) else len(chunk.text)
            index.setdefault(f"{_USC_ANY_TITLE}{m.group(1)}", _Hit(chunk, m.start(), end))
        act = _chunk_act(chunk)
        if act is None:
            continue
        for body in section_bodies(chunk):
            # a section heading: the text from the heading to the next heading is its body
            index[f"{act}/s{body.number}"] = _Hit(chunk, body.start, body.end)
    return index


def _missing_subdivision(text: str, subs: str) -> str | None:
    """The first sub-division marker of ``subs`` that the section text does not contain."""
    for marker in re.findall(r"\([^()]*\)", subs):
        if marker not in text:
            return str(marker)
    return None


@functools.cache
def _reporter_editions() -> dict[str, list[tuple[int | None, int | None]]]:
    from reporters_db import REPORTERS, VARIATIONS_ONLY

    editions: dict[str, list[tuple[int | None, int | None]]] = {}
    for reporters in REPORTERS.values():
        for reporter in reporters:
            for name, dates in reporter.get("editions", {}).items():
                start, end = dates.get("start"), dates.get("end")
                editions.setdefault(name, []).append(
                    (start.year if start else None, end.year if end else None)
                )
    for variation, targets in VARIATIONS_ONLY.items():
        for target in targets:
            editions.setdefault(variation, []).extend(editions.get(target, []))
    return editions


def _norm_reporter(name: str) -> str:
    return re.sub(r"\s+", "", name)


@functools.cache
def _editions_by_compact_name() -> dict[str, list[tuple[int | None, int | None]]]:
    out: dict[str, list[tuple[int | None, int | None]]] = {}
    for name, ranges in _reporter_editions().items():
        out.setdefault(_norm_reporter(name), []).extend(ranges)
    return out


def plausibility_findings(cite: Citation) -> list[Finding]:
    """Reporter, year and court plausibility of one US case citation."""
    if cite.jurisdiction != "US" or cite.kind != "case" or not cite.reporter:
        return []
    out: list[Finding] = []
    ranges = _editions_by_compact_name().get(_norm_reporter(cite.reporter))

    def suspect(content: str, rule: str) -> None:
        out.append(
            Finding(
                type=RubricType.FABRICATED_CITATION,
                subtype=FindingSubtype.SUSPECT_CITATION,
                severity=Severity.MODERATE,
                content=content,
                answer_span=cite.span,
                rule=rule,
                notes="checked against reporters-db / courts-db",
            )
        )

    if not ranges:
        suspect(
            f"{cite.surface}: reporter '{cite.reporter}' is not a known reporter",
            "citation.plausibility.reporter",
        )
    elif cite.year is not None and not any(
        (lo is None or cite.year >= lo) and (hi is None or cite.year <= hi) for lo, hi in ranges
    ):
        spans = ", ".join(
            f"{lo or '?'}-{hi or 'present'}" for lo, hi in sorted(set(ranges), key=str)
        )
        suspect(
            f"{cite.surface}: {cite.reporter} was not published in {cite.year} "
            f"(edition years: {spans})",
            "citation.plausibility.year",
        )
    if cite.court and cite.court.startswith("unknown:"):
        suspect(
            f"{cite.surface}: court '{cite.court.removeprefix('unknown:')}' is not a known court",
            "citation.plausibility.court",
        )
    return out


def _sources_text(chunks: Sequence[Chunk]) -> str:
    """The sources' texts, read for the country an abbreviated Act belongs to."""
    return "\n".join(c.text for c in chunks)


def _section_number(key: str) -> int | None:
    parts = split_section(key)
    if parts is None:
        return None
    m = re.match(r"\d+", parts[2])
    return int(m.group()) if m else None


def check_citations(
    answer: str,
    citations: list[Citation],
    chunks: Sequence[Chunk],
    store: AuthorityStore | None,
    as_of: dt.date,
) -> list[Finding]:
    """Check every citation of an answer against the evidence bundle and the authority store.

    Args:
        answer: the answer text (citation spans index into it).
        citations: the answer's citations, from :func:`find_citations`.
        chunks: the evidence bundle.
        store: the authority store; None uses an in-memory store holding the shipped core
            pack (pass ``AuthorityStore.in_memory(autoload=False)`` to check against the
            chunks only).
        as_of: the date the answer is judged at.

    Returns:
        Findings in citation order, each with the citation's ``answer_span``.
    """
    if store is None:
        store = core_store()
    if not citations:
        # an Act named as the law with no section ("the Indian Penal Code punishes theft")
        return act_findings(answer, citations, store, as_of, _sources_text(chunks))
    index = _index_chunks(chunks)
    names = _index_names(chunks)
    findings: list[Finding] = []
    seen: set[tuple[str, int, str]] = set()

    def add(cite: Citation, finding: Finding) -> None:
        ident = (cite.canonical, cite.span.start, finding.subtype.value)
        if ident not in seen:
            seen.add(ident)
            findings.append(finding)

    for cite in citations:
        if cite.kind in ("id", "supra") or (
            cite.kind == "short" and not cite.canonical.endswith("/?")
        ):
            continue
        historical = bool(EXCUSE_RE.search(sentence_of(answer, cite.span)))
        existence = _existence(cite, index, store, as_of, historical) or _name_mismatch(cite, names)
        for finding in existence:
            add(cite, finding)
        fabricated = any(f.subtype is FindingSubtype.FABRICATED_CITATION for f in existence)
        if cite.kind in _STATUTE_KINDS and not fabricated:
            repealed = temporal_finding(answer, cite, store, as_of)
            if repealed is not None:
                add(cite, repealed)
        for finding in plausibility_findings(cite):
            add(cite, finding)
    # an Act named as the law with no section ("the Indian Penal Code punishes theft")
    findings.extend(act_findings(answer, citations, store, as_of, _sources_text(chunks)))
    return findings


def _fabricated(
    cite: Citation, content: str, rule: str, evidence: EvidenceSpan | None = None, notes: str = ""
) -> Finding:
    return Finding(
        type=RubricType.FABRICATED_CITATION,
        subtype=FindingSubtype.FABRICATED_CITATION,
        severity=Severity.CRITICAL,
        content=content,
        answer_span=cite.span,
        evidence_span=evidence,
        rule=rule,
        notes=notes,
    )


def _existence(
    cite: Citation,
    index: dict[str, _Hit],
    store: AuthorityStore,
    as_of: dt.date,
    historical: bool = False,
) -> list[Finding]:
    parts = split_section(cite.canonical)
    base = _SUBDIVISIONS_RE.sub("", cite.canonical)
    section_key = base if base != cite.canonical else None
    subs = cite.canonical[len(base) :]
    # a sub-section the store lists exists: a chunk that only names the section at its start
    # ("Section 376(2) of the Code punishes ...") is no text of the section to look in
    if subs and section_key and store.get(cite.canonical) is None:
        bodies = _section_bodies(section_key, parts, index, store)
        if bodies and all(_missing_subdivision(text, subs) for text, _ in bodies):
            text, evidence = bodies[0]
            missing = _missing_subdivision(text, subs) or subs
            return [
                _fabricated(
                    cite,
                    _no_subdivision(cite, section_key, missing),
                    "citation.subsection",
                    evidence,
                )
            ]
    hit = next((index[k] for k in cite.keys if k in index), None)
    if hit is None and section_key:
        hit = index.get(section_key)
    usc = _USC_KEY_RE.match(cite.canonical)
    if hit is None and usc:
        hit = index.get(f"{_USC_ANY_TITLE}{usc.group(1)}")
    if hit is not None:
        return []
    if cite.kind in _STATUTE_KINDS and store.provision_exists(cite.canonical) is False:
        return [_not_in_act(cite, store)]
    if parts is not None and cite.kind in _STATUTE_KINDS:
        wrong = _wrong_section(cite, parts, index, store, as_of)
        if wrong is not None:
            return [wrong]
    stored = store.get(cite.canonical) or (store.get(section_key) if section_key else None)
    if stored is not None:
        return []
    act = store.act_of(cite.canonical)
    known_act = act is not None or (parts is not None and parts[0] in ACTS_BY_KEY)
    number = _section_number(cite.canonical)
    if act is not None and act.section_count and number is not None and number > act.section_count:
        unit = "articles" if parts and parts[1] == "a" else "sections"
        return [
            _fabricated(
                cite,
                f"{cite.surface}: the {act.title} has {act.section_count} {unit}; "
                f"{display_key(cite.canonical)} does not exist",
                "citation.existence.range",
            )
        ]
    if known_act and cite.kind in _STATUTE_KINDS:
        title = act.title if act is not None else ACTS_BY_KEY[parts[0]].title  # type: ignore[index]
        return [
            Finding(
                type=RubricType.CANNOT_JUDGE,
                subtype=FindingSubtype.UNKNOWN_AUTHORITY,
                # an old provision named as history ("formerly Section 302 IPC") matters less
                severity=Severity.MINOR if historical else Severity.MODERATE,
                content=f"{cite.surface}: a plausible provision of the {title}, but neither the "
                "sources nor the authority store hold it",
                answer_span=cite.span,
                rule="citation.existence.unknown",
            )
        ]
    return [
        _fabricated(
            cite,
            f"{cite.surface}: cited authority is neither in the sources nor in the authority store",
            "citation.existence",
        )
    ]


def _not_in_act(cite: Citation, store: AuthorityStore) -> Finding:
    """A section the act does not have, or a sub-section its section does not have."""
    act = store.act_of(cite.canonical)
    title = act.title if act is not None else display_key(cite.canonical)
    section_key = _SUBDIVISIONS_RE.sub("", cite.canonical)
    number = _section_number(cite.canonical)
    if act is not None and act.section_count and number is not None and number > act.section_count:
        return _fabricated(
            cite,
            f"{cite.surface}: the {act.title} has {act.section_count} sections; "
            f"{display_key(cite.canonical)} does not exist",
            "citation.existence.range",
        )
    if store.get(section_key) is None:
        content = f"{cite.surface}: the {title} has no {display_key(section_key)}"
    else:
        missing = cite.canonical[len(section_key) :]
        content = _no_subdivision(cite, section_key, re.sub(r"^(\([^()]*\)).*$", r"\1", missing))
    return _fabricated(cite, content, "citation.existence.structure")


def _name_mismatch(cite: Citation, names: dict[str, list[tuple[str, _Hit]]]) -> list[Finding]:
    """A real reporter citation given with a case name the sources do not give it."""
    if cite.kind != "case" or not cite.name:
        return []
    given = [pair for key in cite.keys for pair in names.get(key, [])]
    if not given or any(names_agree(cite.name, source) for source, _ in given):
        return []
    source, hit = given[0]
    return [
        _fabricated(
            cite,
            f"{cite.name}, {cite.surface}: the sources cite {display_key(cite.canonical)} as "
            f"{source}, not as {cite.name}",
            "citation.existence.name",
            hit.evidence(),
        )
    ]


def _section_bodies(
    section_key: str,
    parts: tuple[str, str, str, str] | None,
    index: dict[str, _Hit],
    store: AuthorityStore,
) -> list[tuple[str, EvidenceSpan | None]]:
    """Texts that hold the whole section, to check that a cited sub-division exists.

    The store's section text when it has one; otherwise a chunk that is the section (its
    heading "103. ..." or a header naming it at the chunk's start, "Bharatiya Nyaya Sanhita,
    2023, Section 103 (...). (1) Whoever ...").
    """
    section = store.get(section_key)
    if section is not None and section.text:
        return [(section.text, None)]
    hit = index.get(section_key)
    if hit is None or parts is None:
        return []
    text = hit.chunk.text[hit.start : hit.end]
    if _is_section_body(text, parts[2]):
        return [(text, hit.evidence())]
    if hit.start <= 150:
        rest = _Hit(hit.chunk, hit.end, len(hit.chunk.text))
        return [(hit.chunk.text[hit.end :], rest.evidence())]
    return []


def _wrong_section(
    cite: Citation,
    parts: tuple[str, str, str, str],
    index: dict[str, _Hit],
    store: AuthorityStore,
    as_of: dt.date,
) -> Finding | None:
    """A current provision cited where the sources give other sections of the same act."""
    act_key, unit = parts[0], parts[1]
    prefix = f"{act_key}/{unit}"
    given = sorted(
        {
            _SUBDIVISIONS_RE.sub("", k)
            for k in index
            if k.startswith(prefix) and split_section(k) is not None
        },
        key=lambda k: index[k].start if k in index else 0,
    )
    if not given:
        return None
    if store.status(act_key, as_of).state is AuthorityState.REPEALED:
        return None  # an old provision named beside the new one; the temporal check covers it
    names = ", ".join(display_key(k) for k in given[:3])
    first = index.get(given[0])
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=FindingSubtype.MISATTRIBUTED_CITATION,
        severity=Severity.MODERATE,
        content=f"{cite.surface}: the sources give {names}, not {display_key(cite.canonical)}",
        answer_span=cite.span,
        evidence_span=first.evidence() if first is not None else None,
        rule="citation.existence.wrong_section",
    )


def _no_subdivision(cite: Citation, section_key: str, missing: str) -> str:
    return f"{cite.surface}: {display_key(section_key)} has no sub-division {missing}"


def _is_section_body(text: str, number: str) -> bool:
    """True when a chunk span is the body of the section (a heading hit), not a mention."""
    return bool(re.match(rf"\s*{re.escape(number)}\.", text))
