"""A claim that cites a provision must be stated by that provision, not by its neighbour.

Statute excerpts often hold several sections one after another ("324. Voluntarily causing
hurt ... 325. Punishment for voluntarily causing grievous hurt ... 326. Voluntarily causing
grievous hurt by dangerous weapons ..."). An answer that cites Section 325 for what the text of
Section 326 says cites a real provision for the wrong rule. Each section's body runs from its
heading to the next heading; a claim that cites exactly one section, and whose best evidence
lies in the body of another section of the same act (or of an excerpt that does not name its
act), is a ``misattributed_citation`` unless the cited section's own body, also in the sources,
holds about as many of the claim's distinctive words.

A citation that introduces what follows ("Section 12 of the Act: no notice ...", "That's
section 401: a person who ...") cites the claim after the colon, as a citation inside the
claim does.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from lexaudit import lexicon
from lexaudit.extract.citations import Citation
from lexaudit.extract.citations.canonical import display_key, split_section
from lexaudit.text.sections import (
    find_section_refs,
    same_provision,
    section_number,
    sections_of,
)
from lexaudit.text.segment import split_sentences
from lexaudit.text.words import content_words
from lexaudit.types import (
    Chunk,
    ClaimVerdict,
    EvidenceSpan,
    Finding,
    FindingSubtype,
    RubricType,
    Severity,
    Span,
    Verdict,
)

_SUBDIVISIONS_RE = re.compile(r"(?:\([^()]*\))+$")
# the other section's body must hold this many more of the claim's own words than the cited one's
_MARGIN = 3


@dataclass(frozen=True, slots=True)
class SectionBody:
    """The text of one headed section inside a chunk."""

    number: str
    chunk: Chunk
    start: int
    end: int

    @property
    def text(self) -> str:
        """The body's text."""
        return self.chunk.text[self.start : self.end]


def section_bodies(chunk: Chunk) -> list[SectionBody]:
    """The headed sections of a chunk, each from its heading to the next one.

    An Indian code's ("11. Tolls.\u2014...") or the US Code's ("\u00a7 9. Award of ..."), as
    :func:`lexaudit.text.sections.sections_of` reads them.
    """
    return [SectionBody(n, chunk, start, end) for n, start, end in sections_of(chunk.text)]


Body = TypeVar("Body", bound=SectionBody)


def body_stating(
    words: set[str], cv: ClaimVerdict, bodies: Sequence[Body], words_of: dict[int, set[str]]
) -> Body | None:
    """The body that states a claim: of all bodies, the one holding most of its ``words``.

    The best sentence may be a short one that shares a few words (a section's one-line
    opening); it decides only ties. None when the claim's best evidence
    lies in no body (``words_of`` maps ``id(body)`` to its content words).
    """
    best = cv.evidence[0]
    evidenced = next(
        (
            b
            for b in bodies
            if b.chunk.chunk_id == best.chunk_id and b.start <= (best.start + best.end) // 2 < b.end
        ),
        None,
    )
    if evidenced is None:
        return None
    return max(bodies, key=lambda b: (len(words & words_of[id(b)]), b is evidenced))


def outweighs(words: set[str], holder: SectionBody, others: Sequence[SectionBody]) -> bool:
    """``holder`` holds clearly more of the claim's distinctive words than each of ``others``."""
    return all(
        distinctive_words(words, holder.text, b.text)
        - distinctive_words(words, b.text, holder.text)
        >= _MARGIN
        for b in others
    )


RESTATING = 0.6
"""Share of a claim's words a sentence must hold for the claim to restate it."""
_RIVAL_MARGIN = 0.1


def restated_in(
    words: set[str], cv: ClaimVerdict, holder: SectionBody, others: Sequence[SectionBody]
) -> bool:
    """The sentence the claim restates stands in ``holder``, and none of ``others`` has its like.

    A claim whose words are the instrument's common words ("stays in force after the end")
    is not told apart by whole bodies (:func:`outweighs`), but the sentence it restates is
    one place: the claim's best evidence holds :data:`RESTATING` of its ``words``, and no
    sentence of the cited provision's own bodies holds nearly as many.
    """
    best = cv.evidence[0]
    if not (holder.chunk.chunk_id == best.chunk_id and holder.start <= best.start < holder.end):
        return False
    if any(same_provision(holder.number, ref) for b in others for ref in _numbers_named(b.text)):
        return False  # the cited provision speaks of the holder ("Clauses 8 and 11 survive")
    share = _share(words, best.text)
    if share < RESTATING:
        return False
    return all(
        _share(words, b.text[a:z]) < share - _RIVAL_MARGIN
        for b in others
        for a, z in split_sentences(b.text)
    )


def _numbers_named(text: str, contrasted: bool = True) -> set[str]:
    """The provision numbers a text refers to, sub-divisions left out ("clause 8.1" -> "8.1").

    Without ``contrasted``, a reference a contrast word sets against the text is left out:
    "Section 42, rather than section 43, requires ..." cites section 42 only.
    """
    contrast = _right_before("contrasts")
    return {
        _SUBDIVISIONS_RE.sub("", m.value.partition(" ")[2])
        for m in find_section_refs(text)
        if contrasted or not contrast.search(text, max(0, m.start - _BEFORE_REF), m.start)
    }


# how far before a reference a word that leads it is looked for
_BEFORE_REF = 30


@functools.cache
def _right_before(key: str) -> re.Pattern[str]:
    """A word of ``attributions.json``'s list ``key`` right before a reference.

    "words": attribution ("under section 51"); "contrasts": a contrast ("rather than section 5").
    """
    return re.compile(rf"(?i)\b(?:{lexicon.alternation('attributions', key)})\s+$")


def _share(words: set[str], text: str) -> float:
    return len(words & set(content_words(text))) / max(1, len(words))


def misattribution(content: str, answer_span: Span, body: SectionBody, rule: str) -> Finding:
    """A ``misattributed_citation`` finding whose evidence is the body that states the claim."""
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=FindingSubtype.MISATTRIBUTED_CITATION,
        severity=Severity.MODERATE,
        content=content,
        answer_span=answer_span,
        evidence_span=EvidenceSpan(body.chunk.chunk_id, body.start, body.end, body.text[:200]),
        rule=rule,
    )


def distinctive_words(words: set[str], text: str, other: str) -> int:
    """How many of the claim's words ``text`` has and ``other`` has not (numbers aside)."""
    return len(
        {w for w in words & set(content_words(text)) if not w[:1].isdigit()}
        - set(content_words(other))
    )


# the words beside a reference: up to two content words on each side, within its phrase (a
# mark of punctuation or a word opening a clause ends it; figures are left out)
_BESIDE_WORDS = 2
_BESIDE_CHARS = 40
_PHRASE_END = re.compile(r"[,;:()\[\].!?—–]|\b(?:that|which|who|whom|whose)\b", re.IGNORECASE)


def _beside(text: str, start: int, end: int) -> set[str]:
    """The content words right before and right after ``text[start:end]``, in its phrase."""
    before = _PHRASE_END.split(text[max(0, start - _BESIDE_CHARS) : start])[-1]
    after = _PHRASE_END.split(text[end : end + _BESIDE_CHARS])[0]
    words = content_words(before)[-_BESIDE_WORDS:] + content_words(after)[:_BESIDE_WORDS]
    return {w for w in words if not any(ch.isdigit() for ch in w)}


def repeats_reference(
    answer: str,
    refs: Sequence[Span],
    evidence: Sequence[EvidenceSpan],
    named: Callable[[str], list[tuple[int, int]]],
) -> bool:
    """The claim repeats a reference a sentence stating it makes, with a word beside it.

    ``named`` finds where a text refers to the cited provision. "It replaces clause 7.4 of
    the schedule" against "clause 7.4 of the schedule is deleted", "any animal named in
    sub-section (1)" against "any animal specified in sub-section (1)": the claim says this of
    the provision, as the sentence does, and does not give it as its source.
    "Section 8 provides that sections 4 and 8 survive" against "Sections 4 and 8 survive"
    still gives section 8 as its source: the words beside its reference are its own.
    """
    mine = set().union(*(_beside(answer, r.start, r.end) for r in refs))
    return any(mine & _beside(e.text, a, z) for e in evidence for a, z in named(e.text))


def attributing(answer: str, cite: Span, claim_start: int, claim_end: int | None = None) -> bool:
    """The reference names where the claim is stated, not a provision the rule mentions.

    "Under sub-section (2), ...", "That's section 12(1): ..." and a lead-in before the claim
    attribute it, as does a reference among the first words after a colon inside the claim
    ("No, it does not lapse: section 12 says ..."); so does a reference that closes the
    claim in brackets or after a word of attribution set off by a comma or dash ("Oregon law
    governs, under Section 12.2.", "... within 30 days (clause 4.1)"; the words are in
    ``data/lexicon/attributions.json``). "The licence that sub-section (1) calls for" and
    "termination under Section 7.2" inside the rule do not.
    """
    start = claim_start if cite.start >= claim_start else lead_in_start(answer, claim_start)
    if lexicon.words_pattern("cross_references").search(answer[start : cite.start]):
        return False  # "Subject to sub-section (1), ...", "Notwithstanding Section 7.2, ..."
    if _NOUN_MODIFIER.search(answer, max(0, cite.start - 8), cite.start) and _PLAIN_WORD.match(
        answer, cite.end
    ):
        return False  # "a section 10 licence", "the clause 8.1 obligations": a kind of thing
    if cite.start < claim_start:
        return True  # in the lead-in
    if len(_WORD.findall(answer[claim_start : cite.start])) <= _OPENING_WORDS:
        return True
    # a lead the claim ends with a colon opens it anew: "And no, it does not lapse: the
    # proviso to section 12 says ...", "On the second point, yes: under section 9, ..."
    colon = answer.rfind(":", claim_start, cite.start)
    if colon >= 0 and len(_WORD.findall(answer[colon + 1 : cite.start])) <= _OPENING_WORDS:
        return True
    if re.match(r"[\s*_)\]]*:", answer[cite.end : cite.end + 4]) is not None:
        # "Section 12: ...", "Overcharging (s. 12): a keeper who ...": the label of what follows
        return True
    return claim_end is not None and _closing_attribution(answer, cite, claim_start, claim_end)


# an article right before a reference that a plain word follows makes the reference a noun's
# modifier ("a clause 9.2 termination"), not the provision the claim is stated in
_NOUN_MODIFIER = re.compile(r"\b(?:a|an|the|this|that|any|each)\s+$", re.IGNORECASE)
_PLAIN_WORD = re.compile(r"\s+[a-z]")


def _closing_attribution(answer: str, cite: Span, claim_start: int, claim_end: int) -> bool:
    """The reference ends the claim, after a word of attribution or inside brackets."""
    tail = answer[cite.end : max(cite.end, claim_end)]
    if not re.fullmatch(r"[\s*_.,;:!?)\]]*", tail):
        return False
    before = answer[claim_start : cite.start].rstrip(" *_").lower()
    if before.endswith(("(", "[")) and re.match(r"[\s*_]*[)\]]", tail):
        return True
    return _attribution().search(before) is not None


@functools.cache
def _attribution() -> re.Pattern[str]:
    """A word of attribution right before a closing reference (see the lexicon file)."""
    # set off by a comma, dash or bracket: "termination under Section 7.2" names the ground
    # of a termination, ", under Section 7.2" the claim's source
    return re.compile(rf"[,;—–(]\s*(?:{lexicon.alternation('attributions')})$")


_WORD = re.compile(r"\w+")
# words a claim may open with before the reference that attributes it ("Under", "That's")
_OPENING_WORDS = 3


# the abbreviations of a reference's kind, whose point ends no sentence: "s. 12", "Sec. 4",
# "cl. 7", "Art. 21", "No. 5"
_REFERENCE_POINT = re.compile(r"\b(?i:ss?|secs?|cls?|arts?|paras?|nos?)\.(?=\s*\d)")


def lead_in_start(answer: str, claim_start: int) -> int:
    """Where a lead-in just before the claim begins (the claim if none).

    A lead-in ends in a colon ("Overcharging (s. 12): ...") or is a run-in heading set in
    bold ("**Tolls (Section 9.3).** The Keeper posts ..."): either names what follows.
    """
    head = answer[max(0, claim_start - 80) : claim_start]
    # the point of an abbreviated reference ends no sentence: "Overcharging (s. 12): ..."
    head = _REFERENCE_POINT.sub(lambda p: p.group(0)[:-1] + " ", head)
    m = re.search(r"(?:^|[.!?\n])([^.!?\n]*?):[\s*_]*$", head) or _RUN_IN_HEADING.search(head)
    return claim_start - len(head) + m.start(1) if m else claim_start


# a bold heading that runs into the text after it: "**Tolls (Section 9.3).** ..."
_RUN_IN_HEADING = re.compile(r"(?:^|\n)[ \t]*(?:[-*+][ \t]+)?(\*\*[^*\n]{1,60}?[.:]?\*\*)[ \t]*$")


def _lead_in(answer: str, cite: Citation, claim_start: int) -> bool:
    """The citation ends a lead-in that the claim follows: only a colon and markup between."""
    if not cite.span.end <= claim_start <= cite.span.end + 8:
        return False
    gap = answer[cite.span.end : claim_start]
    return ":" in gap and not gap.replace(":", "").strip(" *_\t")


def misattributed_provisions(
    answer: str,
    citations: Sequence[Citation],
    verdicts: Sequence[ClaimVerdict],
    chunks: Sequence[Chunk],
    chunk_act: dict[str, str | None],
) -> list[Finding]:
    """Claims that cite one section for what another section of the sources states.

    Args:
        answer: the answer text (citations and claims are spans of it).
        citations: the answer's citations.
        verdicts: the judged claims (their first evidence span is the best sentence).
        chunks: the evidence bundle.
        chunk_act: the act each chunk is known to be of (None when it does not say).

    Returns:
        One ``misattributed_citation`` finding per such claim.
    """
    bodies = [body for chunk in chunks for body in section_bodies(chunk)]
    if not bodies:
        return []
    findings: list[Finding] = []
    for cv in verdicts:
        if cv.verdict not in (Verdict.SUPPORTED, Verdict.PARTIAL) or not cv.evidence:
            continue
        span = cv.claim.span
        cited = [
            (c, parts)
            for c in citations
            if (span.start <= c.span.start < span.end or _lead_in(answer, c, span.start))
            and (parts := split_section(_SUBDIVISIONS_RE.sub("", c.canonical))) is not None
        ]
        if len(cited) > 1:
            continue
        if cited:
            cite, (act, _, number, _) = cited[0]
            surface, cite_span, cited_name = (
                cite.surface,
                cite.span,
                display_key(_SUBDIVISIONS_RE.sub("", cite.canonical)),
            )
            act_of: str | None = act
        else:
            bare = _bare_section(answer, citations, span)
            if bare is None:
                continue
            number, cite_span = bare
            surface, cited_name, act_of = answer[cite_span.start : cite_span.end], "", None
        best = cv.evidence[0]
        holder = next(
            (
                b
                for b in bodies
                if b.chunk.chunk_id == best.chunk_id
                and b.start <= (best.start + best.end) // 2 < b.end
            ),
            None,
        )
        if holder is None or holder.number == number:
            continue
        if any(
            same_provision(holder.number, n)
            for n in _numbers_named(cv.claim.text, contrasted=False)
        ):
            # the claim itself names the section that states it ("section 4 defines the
            # term, and section 5 applies it"): it cites the holder too, wherever the first
            # reference points (a reference it sets against itself, "rather than section 5",
            # cites nothing)
            continue
        # a bare number is a section of the act whose text states the claim
        act_key = act_of if act_of is not None else chunk_act.get(holder.chunk.chunk_id)
        if chunk_act.get(holder.chunk.chunk_id) not in (None, act_key):
            continue
        words = set(content_words(cv.claim.text)) - set(content_words(surface))
        own = [
            b
            for b in bodies
            if b.number == number and chunk_act.get(b.chunk.chunk_id) in (None, act_key)
        ]
        if act_of is None and not own:
            continue  # a bare number the sources do not head: which act's section is unsaid
        if not own and re.search(rf"(?<![\w.]){re.escape(number)}(?!\w)", holder.text):
            # the cited section is printed inside this body without a heading of its own
            # ("326A." run on after 326): the excerpt cannot tell where one ends
            continue
        if re.search(rf"(?i)(?:\bsections?|\bs\.|§)\s*{re.escape(number)}(?![\w.])", holder.text):
            # the body that states the claim speaks of the cited section ("Section 4 of the
            # Act requires ..." in a judgment's paragraph 2): the claim may well be its
            continue
        if not (outweighs(words, holder, own) or restated_in(words, cv, holder, own)):
            continue
        findings.append(
            misattribution(
                f"{surface}: the sources state this in section {holder.number}, "
                f"not in {cited_name or f'section {number}'}",
                cite_span,
                holder,
                "citation.provision: the claim is stated by another section's text",
            )
        )
    return findings


# what follows a bare section number: "of the Constitution" names another instrument, and a
# negator among the first words of its clause ("does not cover it") denies that the section
# states the claim
_AFTER_REF = 40
_OF_NAMED = re.compile(r"\s+of\s+(?:the\s+)?[A-Z]")
_DENIAL_WORDS = 4
_CLAUSE_WORD = re.compile(r"[\w'’]+")


def denied_at(answer: str, ref: Span, start: int, verbal: bool = False) -> bool:
    """The claim says the provision at ``ref`` does not state it ("section 12 does not ...").

    After "under", "per" ("Under section 51, no fact need be proved") the negator is the
    claim's own, not a denial of the section. ``start`` bounds the look back for that word.
    ``verbal``: only a negated verb right after the reference denies ("Section 12 does not
    limit ...", "Section 12 never"); a negative pronoun may be the subject of what the section
    says ("Section 4 says nothing stops the Agent from ...").
    """
    led = _right_before("words").search(answer, max(start, ref.start - _BEFORE_REF), ref.start)
    after = answer[ref.end : ref.end + _AFTER_REF]
    if verbal:
        words = [w.lower() for w in _CLAUSE_WORD.findall(after)[:_VERBAL_WORDS]]
        return led is None and any(
            w in ("not", "never") or w.endswith(("n't", "n\u2019t")) for w in words
        )
    return led is None and _denied(after)


# a verbal denial stands within this many words after the reference ("does not", "is never")
_VERBAL_WORDS = 2


def _denied(after: str) -> bool:
    """A negator of the polarity lexicon ("not", "never") opens the clause after a reference.

    The clause ends where a complement begins: in "section 9 provides that nothing in the
    Code ..." the negator belongs to what the section says, not to whether it says it.
    """
    clause = re.split(r"[.;:]|\bthat\b", after, maxsplit=1)[0]
    negators = lexicon.word_set("polarity", "negators")
    return any(
        w.lower() in negators or w.lower().endswith(("n't", "n’t"))
        for w in _CLAUSE_WORD.findall(clause)[:_DENIAL_WORDS]
    )


def _bare_section(
    answer: str, citations: Sequence[Citation], span: Span
) -> tuple[str, Span] | None:
    """The one section a claim attributes itself to by number alone ("Section 145 deals with").

    An answer about an excerpt of one code often leaves the act out; the reference counts
    when it stands in an attributing place (:func:`attributing`) and is the claim's only
    section reference of that kind. Clause numbers with dots are the clause rule's
    (:mod:`lexaudit.authority.clauses`).
    """
    start = lead_in_start(answer, span.start)
    found: list[tuple[str, Span]] = []
    for ref in find_section_refs(answer[start : span.end]):
        ref_span = Span(start + ref.start, start + ref.end)
        if any(c.span.start < ref_span.end and ref_span.start < c.span.end for c in citations):
            continue
        number = section_number(ref.value)
        after = answer[ref_span.end : ref_span.end + _AFTER_REF]
        if _OF_NAMED.match(after) or denied_at(answer, ref_span, start):
            continue  # another instrument's section, or one the claim says is not the source
        if number is not None and attributing(answer, ref_span, span.start, span.end):
            found.append((number, ref_span))
    return found[0] if len({n for n, _ in found}) == 1 else None
