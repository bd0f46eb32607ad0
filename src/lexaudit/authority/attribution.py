"""Attribution checks: is a statement tied to the authority, and the outcome, its source gives?

A sentence can copy a source's proposition faithfully and still misstate the law by pinning it
on the wrong case ("In Bakke, the Court upheld ..." where the source says Grutter did) or by
turning the outcome around ("the Court affirms that judgment" where the source vacates it).
Claim-level checks miss both when the proposition itself is supported somewhere in the
sources, so these checks work on whole answer sentences:

1. Align each answer sentence with the source sentence that covers most of its content words
   (case names and outcome verbs left out, so a changed name or outcome does not hide the
   match). Sentences covering less than :data:`MIN_COVER` of the words are not aligned, and
   other checks judge them.
2. **Holding attributed to the wrong case** (``misquoted_source`` / ``misattributed_holding``):
   the aligned source sentence (with the citation sentence that follows it, "See Grutter, 539
   U. S., at 330.") attributes the proposition to one case and the answer names another one
   -- by a case name the sources use, by the name on the answer's own citation, or by a name
   put in place of the source's case name in an otherwise copied sentence. A rival source
   sentence almost as well aligned that does name the answer's case clears it. When the
   authority store holds the text of a case the answer cites, that text is searched too, as
   the case's own passage.
3. **Outcome changed** (``misquoted_source`` / ``wrong_outcome``): the aligned sentence and the
   answer sentence both state a disposition (affirmed, reversed, vacated, remanded, upheld,
   struck down, granted, denied, allowed, dismissed, convicted, acquitted, quashed, set aside)
   and the answer's conflicts with the source's while the source's is not in the answer. Only
   in a legal setting (a court, judgment, appeal, petition, motion, ...): a licence "granted"
   in a contract is not an outcome.

Both are moderate findings that make the answer hallucinated: the words are the source's, but
what they say about the law is not.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lexaudit import lexicon
from lexaudit.authority.checks import chunk_citations
from lexaudit.authority.circuits import circuit_names, circuits, other_circuit
from lexaudit.extract.citations import Citation, find_citations
from lexaudit.extract.pipeline import content_words, stem
from lexaudit.extract.scope import MODALS
from lexaudit.text.segment import split_sentences
from lexaudit.types import Chunk, EvidenceSpan, Finding, FindingSubtype, RubricType, Severity, Span

if TYPE_CHECKING:
    from lexaudit.authority.store import AuthorityStore

MIN_COVER = 0.6
"""Share of an answer sentence's content words a source sentence must hold to be aligned."""
RIVAL_MARGIN = 0.1
"""A source sentence within this much of the best cover is an equally good alignment."""

# dispositions, by family; each pattern matches the inflected forms of one outcome
_OUTCOMES: dict[str, str] = {
    "affirm": r"affirm(?:s|ed|ing|ance)?",
    "reverse": r"revers(?:e|es|ed|ing|al)",
    "vacate": r"vacat(?:e|es|ed|ing|ur)",
    "remand": r"remand(?:s|ed|ing)?",
    "uphold": r"uph(?:old|olds|eld|olding)",
    "strike": r"(?:struck|strikes?|striking)\s+down",
    "grant": r"grant(?:s|ed|ing)?",
    "deny": r"den(?:y|ies|ied|ying|ial)",
    "allow": r"allow(?:s|ed|ing)?",
    "dismiss": r"dismiss(?:es|ed|ing|al)?",
    "convict": r"convict(?:s|ed|ing|ion)?",
    "acquit": r"acquit(?:s|ted|ting|tal)?",
    "quash": r"quash(?:es|ed|ing)?",
    "set_aside": r"set(?:s|ting)?\s+aside",
}
_OUTCOME_RES = {
    family: re.compile(rf"\b{pattern}\b", re.IGNORECASE) for family, pattern in _OUTCOMES.items()
}
_CONFLICTS: frozenset[frozenset[str]] = frozenset(
    frozenset(pair)
    for pair in (
        ("affirm", "reverse"),
        ("affirm", "vacate"),
        ("affirm", "set_aside"),
        ("affirm", "quash"),
        ("uphold", "strike"),
        ("uphold", "set_aside"),
        ("uphold", "quash"),
        ("uphold", "reverse"),
        ("grant", "deny"),
        ("allow", "dismiss"),
        ("remand", "dismiss"),
        ("convict", "acquit"),
    )
)
# "allow" and "grant" are outcomes only in procedural company
_LEGAL_SETTING = re.compile(
    r"\b(?:court|courts|judgment|judgement|appeal|appeals|appellate|petition|petitioner|motion|"
    r"certiorari|writ|decree|verdict|conviction|sentence|bail|injunction|ruling|tribunal|"
    r"circuit|bench|plea|application|suit|complaint|claim|relief|order)\b",
    re.IGNORECASE,
)
# the disposition words, as content_words() gives them, left out of sentence alignment
_OUTCOME_WORDS = frozenset(
    content_words(
        "affirm affirms affirmed affirming affirmance reverse reverses reversed reversing "
        "reversal vacate vacates vacated vacating vacatur remand remands remanded remanding "
        "uphold upholds upheld upholding struck strike strikes striking down grant grants "
        "granted granting deny denies denied denying denial allow allows allowed allowing "
        "dismiss dismisses dismissed dismissing dismissal convict convicts convicted "
        "convicting conviction acquit acquits acquitted acquitting acquittal quash quashes "
        "quashed quashing set sets setting aside"
    )
)
# words of case names that do not identify one case
_GENERIC_NAME_WORDS = frozenset(
    re.findall(
        r"\w+",
        "united states state people commonwealth university college school board city county "
        "department commission district inc corp co ltd llc v vs of the and in re ex rel parte "
        "et al union india others anr ors court see cf id ibid supra at for on to an a",
    )
)
_CAP_WORD = re.compile(r"\b[A-Z][A-Za-z'\u2019-]+")
_TOKEN = re.compile(r"[A-Za-z0-9][\w'\u2019-]*")


@dataclass(frozen=True, slots=True)
class _Sentence:
    chunk: Chunk
    start: int
    end: int
    words: frozenset[str]
    cases: frozenset[str]  # identifying case-name words (lower case) the sentence uses
    opens_with_cite: bool  # it is a citation sentence ("See Grutter, 539 U. S., at 330.")

    @property
    def text(self) -> str:
        return self.chunk.text[self.start : self.end]

    def evidence(self) -> EvidenceSpan:
        return EvidenceSpan(self.chunk.chunk_id, self.start, self.end, self.text)


def _key(word: str) -> str:
    """A capitalised word as a gazetteer key: lower case, possessive dropped."""
    key = word.lower()
    return key[:-2] if key.endswith(("'s", "\u2019s")) else key


def _name_words(name: str) -> set[str]:
    """The identifying words of a case name: "Regents of Univ. of Cal. v. Bakke" -> regents..."""
    keys = {_key(w) for w in _CAP_WORD.findall(name)}
    return {k for k in keys if k not in _GENERIC_NAME_WORDS and len(k) > 2}


_ANTECEDENT = re.compile(r"([A-Z][\w'\u2019.-]+(?:\s+v\.\s+[A-Z][\w'\u2019.-]+)?),?\s*$")


@functools.lru_cache(maxsize=4096)
def _case_cites(text: str) -> tuple[tuple[str | None, tuple[int, int]], ...]:
    """The case citations of a text (full, short, ``Id.``, ``supra``): name and span.

    A short or ``supra`` citation carries no name of its own; the capitalised word written
    before it ("See Grutter, 539 U. S., at 330"; "Bakke, supra") stands for it.
    """
    out: list[tuple[str | None, tuple[int, int]]] = []
    for c in chunk_citations(text):
        if c.kind not in ("case", "short", "id", "supra"):
            continue
        name = c.name if c.kind == "case" else None
        if c.kind in ("short", "supra"):
            before = text[max(0, c.span.start - 40) : c.span.start]
            m = _ANTECEDENT.search(before)
            if c.kind == "supra":
                m = m or re.match(r"([A-Z][\w'\u2019.-]+)", text[c.span.start : c.span.end])
            name = m.group(1) if m else None
        out.append((name, (c.span.start, c.span.end)))
    return tuple(out)


def _gazetteer(texts: Iterable[str], extra: Iterable[str] = ()) -> dict[str, int]:
    """Identifying case-name words of the texts' citations -> how many names use each.

    A word two different case names share ("Bollinger" in Grutter v. Bollinger and Gratz v.
    Bollinger) does not tell them apart and is dropped later; a short form ("Grutter") counts
    as the full name it is part of. ``extra`` adds names (the
    answer's own citations).
    """
    names = set(extra)
    for text in texts:
        names.update(name for name, _ in _case_cites(text) if name)
    sets = {frozenset(_name_words(name)) for name in names} - {frozenset()}
    # a short form ("Grutter") is the same case as the full name ("Grutter v. Bollinger")
    cases = [a for a in sets if not any(a < b for b in sets)]
    counts: dict[str, int] = {}
    for words in cases:
        for word in words:
            counts[word] = counts.get(word, 0) + 1
    return counts


def _mentions(text: str, words: dict[str, int]) -> frozenset[str]:
    return frozenset(k for k in map(_key, _CAP_WORD.findall(text)) if words.get(k) == 1)


@functools.lru_cache(maxsize=1024)
def _chunk_sentences(
    text: str,
) -> tuple[tuple[int, int, frozenset[str], frozenset[str], bool], ...]:
    """What the checks need of each sentence of a chunk text, cached by the text.

    Per sentence: its span, its content words (citations blanked, outcome words left out),
    the gazetteer keys of its capitalised words and whether it is a citation sentence. None
    of it depends on the answer, so a cached source is split and stemmed once, not on every
    verification.
    """
    cited = [span for _, span in _case_cites(text)]
    out = []
    for start, end in split_sentences(text):
        words = frozenset(content_words(_masked(text, start, end, cited))) - _OUTCOME_WORDS
        keys = frozenset(map(_key, _CAP_WORD.findall(text[start:end])))
        opens_with_cite = any(
            start <= a < end
            and _is_cite_prefix(text[start:a])
            and len(re.findall(r"[A-Za-z]{3,}", text[b:end])) <= 6
            for a, b in cited
        )
        out.append((start, end, words, keys, opens_with_cite))
    return tuple(out)


def _sentences(
    chunk: Chunk, gazetteer: dict[str, int], names: set[str], own: frozenset[str] = frozenset()
) -> list[_Sentence]:
    """The chunk's sentences; ``own`` names the case a stored case text belongs to."""
    if not gazetteer and not names and not own:
        return _plain_sentences(chunk)  # no case names anywhere: the same on every call
    out = []
    for start, end, words, keys, opens_with_cite in _chunk_sentences(chunk.text):
        mentions = frozenset(k for k in keys if gazetteer.get(k) == 1) if gazetteer else frozenset()
        own_words = words - names if names else words
        out.append(_Sentence(chunk, start, end, own_words, mentions | own, opens_with_cite))
    return out


@functools.lru_cache(maxsize=1024)
def _plain_sentences(chunk: Chunk) -> list[_Sentence]:
    """A chunk's sentences when no case name is known (no gazetteer), cached by chunk."""
    return [
        _Sentence(chunk, start, end, words, frozenset(), opens_with_cite)
        for start, end, words, _, opens_with_cite in _chunk_sentences(chunk.text)
    ]


_CITE_PREFIX_WORDS = frozenset(
    {
        "v",
        "vs",
        "of",
        "the",
        "see",
        "also",
        "cf",
        "e",
        "g",
        "and",
        "accord",
        "ex",
        "rel",
        "in",
        "re",
    }
)


def _is_cite_prefix(text: str) -> bool:
    """Whether the text before a citation is only a signal and a case name ("See Grutter, ")."""
    words = re.findall(r"[A-Za-z]+", text)
    return len(text) <= 80 and all(
        w[:1].isupper() or w.lower() in _CITE_PREFIX_WORDS for w in words
    )


def _masked(text: str, start: int, end: int, spans: Iterable[tuple[int, int]]) -> str:
    """``text[start:end]`` with the citations in it blanked (volume, reporter, page, year)."""
    piece = list(text[start:end])
    for a, b in spans:
        for i in range(max(a, start), min(b, end)):
            piece[i - start] = " "
    return "".join(piece)


def _attributed(sentences: Sequence[_Sentence], i: int) -> tuple[frozenset[str], int]:
    """The cases a source sentence attributes its proposition to, and where that ends.

    Its own case names, and those of the citation sentence right after it ("... in a narrow
    way. Grutter, 539 U. S., at 334."), which is how opinions attribute.
    """
    cases = set(sentences[i].cases)
    end = sentences[i].end
    if i + 1 < len(sentences):
        after = sentences[i + 1]
        if after.opens_with_cite and after.cases:
            cases |= after.cases
            end = after.end
    return frozenset(cases), end


def _outcomes(text: str) -> set[str]:
    return {family for family, regex in _OUTCOME_RES.items() if regex.search(text)}


def _conflicting(mine: set[str], theirs: set[str]) -> tuple[str, str] | None:
    for a in sorted(mine - theirs):
        for b in sorted(theirs - mine):
            if frozenset((a, b)) in _CONFLICTS:
                return a, b
    return None


def _outcome_word(text: str, family: str) -> str:
    m = _OUTCOME_RES[family].search(text)
    return m.group(0) if m else family


def _replaced_case_name(answer: str, source: str, cases: frozenset[str]) -> tuple[str, str] | None:
    """A source case name replaced by another capitalised name in a near-copy of the sentence."""
    mine = _TOKEN.findall(answer)
    theirs = _TOKEN.findall(source)
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op != "replace" or a2 - a1 > 4 or b2 - b1 > 12:
            continue
        # a function word that opens the answer is capitalised by its place ("So the Court
        # upheld ..."); a modal there ("Will held ...") or one inside it may name a case
        stop = lexicon.word_set("stopwords") - MODALS
        new = [
            w
            for i, w in enumerate(mine[a1:a2], start=a1)
            if w[:1].isupper() and not (i == 0 and w.lower() in stop)
        ]
        old = [w for w in theirs[b1:b2] if w.lower() in cases]
        if new and old and not {w.lower() for w in new} & {w.lower() for w in theirs}:
            return " ".join(mine[a1:a2]), " ".join(theirs[b1:b2])
    return None


def check_attribution(
    answer: str,
    chunks: Sequence[Chunk],
    store: AuthorityStore | None = None,
    citations: Sequence[Citation] | None = None,
) -> list[Finding]:
    """Holdings attributed to the wrong case and changed outcomes, per answer sentence.

    Args:
        answer: the answer text (finding spans index into it).
        chunks: the evidence bundle.
        store: an authority store; the stored text of a case the answer cites is read as that
            case's own passage.
        citations: the answer's citations (found here when not given).

    Returns:
        ``misattributed_holding`` and ``wrong_outcome`` findings in answer order.
    """
    if citations is None:
        citations = find_citations(answer)
    answer_cases = [c for c in citations if c.kind in ("case", "short")]
    own_texts: list[tuple[Chunk, str]] = []
    if store is not None:
        for cite in answer_cases:
            stored = store.get(cite.canonical)
            if stored is not None and stored.text:
                chunk = Chunk(f"store:{stored.id}", stored.id, stored.text)
                own_texts.append((chunk, cite.name or stored.title))
    sources = [*chunks, *(chunk for chunk, _ in own_texts)]
    gazetteer = _gazetteer((c.text for c in sources), (c.name for c in answer_cases if c.name))
    names = {stem(w) for w in gazetteer}
    per_chunk = [_sentences(chunk, gazetteer, names) for chunk in chunks]
    per_chunk.extend(
        _sentences(chunk, gazetteer, names, frozenset(_name_words(name)))
        for chunk, name in own_texts
    )
    findings: list[Finding] = []
    for start, end in split_sentences(answer):
        text = answer[start:end]
        answer_spans = [(c.span.start, c.span.end) for c in citations]
        words = (
            set(content_words(_masked(answer, start, end, answer_spans))) - _OUTCOME_WORDS - names
        )
        if len(words) < 4:
            continue
        scored = [
            (len(words & s.words) / len(words), ci, si)
            for ci, sentences in enumerate(per_chunk)
            for si, s in enumerate(sentences)
        ]
        if not scored:
            continue
        best = max(scored)
        if best[0] < MIN_COVER:
            continue
        rivals = [(ci, si) for cover, ci, si in scored if cover >= best[0] - RIVAL_MARGIN]
        span = Span(start, end)
        outcome = _wrong_outcome(text, span, [per_chunk[ci][si] for ci, si in rivals])
        if outcome is not None:
            findings.append(outcome)
        holding = _misattributed(text, span, gazetteer, per_chunk, rivals, best[0])
        if holding is None:
            holding = _other_circuit(text, span, per_chunk, rivals)
        if holding is not None:
            findings.append(holding)
    return findings


def _other_circuit(
    text: str,
    span: Span,
    per_chunk: Sequence[Sequence[_Sentence]],
    rivals: Sequence[tuple[int, int]],
) -> Finding | None:
    """A proposition pinned on another court of appeals than the aligned sentences name.

    Each aligned sentence is read with the citation sentence after it ("... (CA3 2011).").
    """
    named = circuits(text)
    if not named:
        return None
    aligned = [(per_chunk[ci][si], _attributed(per_chunk[ci], si)[1]) for ci, si in rivals]
    found = other_circuit(named, [s.chunk.text[s.start : end] for s, end in aligned])
    if found is None:
        return None
    courts, i = found
    sentence, end = aligned[i]
    return _sentence_finding(
        span,
        f"court misattributed: the source gives this proposition for {circuit_names(courts)}, "
        f"the answer for {circuit_names(named)}",
        sentence,
        end,
        "attribution.court: the aligned source sentence names another court of appeals",
    )


def _wrong_outcome(text: str, span: Span, rivals: Sequence[_Sentence]) -> Finding | None:
    mine = _outcomes(text)
    if not mine:
        return None
    conflict: tuple[str, str, _Sentence] | None = None
    for sentence in rivals:
        theirs = _outcomes(sentence.text)
        if not theirs:
            continue
        if not (_LEGAL_SETTING.search(text) or _LEGAL_SETTING.search(sentence.text)):
            continue
        pair = _conflicting(mine, theirs)
        if pair is None:
            return None  # an equally good source sentence agrees
        conflict = conflict or (pair[0], pair[1], sentence)
    if conflict is None:
        return None
    a, b, sentence = conflict
    said, source_said = _outcome_word(text, a), _outcome_word(sentence.text, b)
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=FindingSubtype.WRONG_OUTCOME,
        severity=Severity.MODERATE,
        content=f"outcome changed: the answer says '{said}' where the source says '{source_said}'",
        answer_span=span,
        evidence_span=sentence.evidence(),
        rule="attribution.outcome",
    )


def _misattributed(
    text: str,
    span: Span,
    gazetteer: dict[str, int],
    per_chunk: Sequence[Sequence[_Sentence]],
    rivals: Sequence[tuple[int, int]],
    best_cover: float,
) -> Finding | None:
    named = _mentions(text, gazetteer)
    if not named:
        # no case of the sources named: a near-copy that put another name in place of the
        # source's case name, aligned with one source sentence only
        if best_cover < 0.7 or len(rivals) != 1:
            return None
        ci, si = rivals[0]
        sentence = per_chunk[ci][si]
        cases, end = _attributed(per_chunk[ci], si)
        replaced = _replaced_case_name(text, sentence.text, cases)
        if replaced is None:
            return None
        return _holding_finding(span, replaced[0], cases, sentence, end)
    first: tuple[frozenset[str], _Sentence, int] | None = None
    for ci, si in rivals:
        cases, end = _attributed(per_chunk[ci], si)
        if not cases:
            continue
        if named & cases:
            return None  # an aligned source sentence attributes it to the answer's case
        first = first or (cases, per_chunk[ci][si], end)
    if first is None:
        return None
    cases, sentence, end = first
    return _holding_finding(span, _pretty(named, text), cases, sentence, end)


def _pretty(words: frozenset[str], text: str) -> str:
    """The case-name words as the text writes them."""
    found = [w for w in _CAP_WORD.findall(text) if w.lower().removesuffix("'s") in words]
    return ", ".join(dict.fromkeys(found)) or ", ".join(sorted(words))


def _holding_finding(
    span: Span, answer_case: str, cases: frozenset[str], sentence: _Sentence, end: int
) -> Finding:
    """The finding, with the source sentence and its citation sentence as evidence."""
    evidence = sentence.chunk.text[sentence.start : end]
    title = sentence.chunk.doc_id if sentence.chunk.chunk_id.startswith("store:") else ""
    source_case = _pretty(cases, evidence) if not title else _pretty(cases, title)
    return _sentence_finding(
        span,
        f"holding attributed to the wrong case: the source gives this proposition for "
        f"{source_case}, the answer for {answer_case}",
        sentence,
        end,
        "attribution.holding",
    )


def _sentence_finding(
    span: Span, content: str, sentence: _Sentence, end: int, rule: str
) -> Finding:
    """A misattributed holding, with the source sentence up to ``end`` as evidence."""
    evidence = sentence.chunk.text[sentence.start : end]
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=FindingSubtype.MISATTRIBUTED_HOLDING,
        severity=Severity.MODERATE,
        content=content,
        answer_span=span,
        evidence_span=EvidenceSpan(sentence.chunk.chunk_id, sentence.start, end, evidence),
        rule=rule,
    )
