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

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from lexaudit.extract.citations import Citation
from lexaudit.extract.citations.canonical import display_key, split_section
from lexaudit.text.sections import headed_sections
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
    """The headed sections of a chunk, each from its heading to the next one."""
    return [SectionBody(n, chunk, start, end) for n, start, end in headed_sections(chunk.text)]


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
        if len(cited) != 1:
            continue
        cite, (act, _, number, _) = cited[0]
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
        if chunk_act.get(holder.chunk.chunk_id) not in (None, act):
            continue
        words = set(content_words(cv.claim.text))
        own = [
            b
            for b in bodies
            if b.number == number and chunk_act.get(b.chunk.chunk_id) in (None, act)
        ]
        if not own and re.search(rf"(?<![\w.]){re.escape(number)}(?!\w)", holder.text):
            # the cited section is printed inside this body without a heading of its own
            # ("326A." run on after 326): the excerpt cannot tell where one ends
            continue
        if not outweighs(words, holder, own):
            continue
        findings.append(
            misattribution(
                f"{cite.surface}: the sources state this in section {holder.number}, "
                f"not in {display_key(_SUBDIVISIONS_RE.sub('', cite.canonical))}",
                cite.span,
                holder,
                "citation.provision: the claim is stated by another section's text",
            )
        )
    return findings
