"""A claim that cites a sub-section must be stated by that sub-section, not by another one.

The Indian codes divide a section into numbered sub-sections, printed each on a line of its
own: "52. (1) Whoever keeps a ferret ... (2) Whoever keeps one in a shared home ... (3) ...".
An answer that cites "Section 52(3)" or "sub-section (3)" for what sub-section (2) says cites
a real provision for the wrong rule, the same error as citing the neighbouring section
(:mod:`lexaudit.authority.provisions`), one level down.

A sub-section's body runs from its number at the start of a line (or right after its
section's heading) to the next such number; sources given as consecutive records of a code
continue the section of the record before, so a record that opens "(4) No licence ..." is
sub-section (4) of the last section headed before it. A claim cites a sub-section by a
citation with a sub-division ("Section 52(3) BNS"), an internal reference ("section 52(2)",
"sub-section (3) of section 52") or a bare "sub-section (2)", inside the claim or in a
lead-in that ends with a colon ("That's sub-section (2): ..."), unless a cross-reference
word stands before it ("subject to sub-section (1)") or the claim writes it with a word a
sentence stating the claim writes beside the same reference ("any animal specified in
sub-section (1)"). A claim that opens with a demonstrative and only points back at the one
before ("That is section 52(3).") cites what that claim states, when that claim cites
nothing of its own. The claim is misattributed when its best evidence lies in the body of
another sub-section of the same section, and the cited sub-section's own body, when the
sources hold it, has clearly fewer of the claim's distinctive words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lexaudit.authority.provisions import (
    SectionBody,
    attributing,
    body_stating,
    lead_in_start,
    misattribution,
    outweighs,
    repeats_reference,
    restated_in,
)
from lexaudit.extract.citations import Citation
from lexaudit.extract.citations.canonical import split_section
from lexaudit.text.sections import MARGIN_NOTE, find_section_refs, headed_sections
from lexaudit.text.words import content_words
from lexaudit.types import (
    Chunk,
    ClaimVerdict,
    Finding,
    Span,
    Verdict,
)

# a sub-section's number at the start of a line, or after its section's heading (which may
# keep a line of its marginal note before it): "(2) The", "52. (1) Whoever", "Power to 52. (1)"
_SUBSECTION_RE = re.compile(
    rf"(?m)^[ \t]*(?:{MARGIN_NOTE}\d{{1,3}}[A-Z]{{0,3}}\.[ \t]*)?\((\d{{1,2}})\)[ \t]*(?=[A-Z])"
)
_FIRST_SUBDIVISION = re.compile(r"^\((\d{1,2})\)")
# a section reference with a sub-section: "52(2)", "52A(3)(b)"
_SECTION_WITH_SUB = re.compile(r"(\d{1,3}[a-z]{0,3})\((\d{1,2})\).*")
# a claim that opens with a demonstrative and has no more content words than this besides its
# citation points at the claim before it ("That is section 52(3).")
_POINTER_WORDS = 2
_POINTER = re.compile(r"[\W_]*(?:that|this|it|these|those)\b", re.I)


@dataclass(frozen=True, slots=True)
class SubsectionBody(SectionBody):
    """The text of one numbered sub-section inside a chunk (``number`` is the sub-section's)."""

    section: str | None = None  # None when the sources do not print the section's heading


def subsection_bodies(chunks: Sequence[Chunk]) -> list[SubsectionBody]:
    """The numbered sub-sections of the chunks, read in order (see the module docstring)."""
    out: list[SubsectionBody] = []
    section: str | None = None
    for chunk in chunks:
        headings = headed_sections(chunk.text)
        marks = list(_SUBSECTION_RE.finditer(chunk.text))
        for i, m in enumerate(marks):
            end = marks[i + 1].start() if i + 1 < len(marks) else len(chunk.text)
            heading = next((n for n, a, _ in reversed(headings) if a <= m.start(1)), None)
            if heading is not None:
                section = heading.upper()
            # the last sub-section of a section ends where the next section is headed
            end = min([end, *(a for _, a, _ in headings if m.start(1) < a < end)])
            out.append(SubsectionBody(m.group(1), chunk, m.start(), end, section))
        if headings and (not marks or headings[-1][1] > marks[-1].start()):
            section = headings[-1][0].upper()  # a section without sub-sections ends the chunk
    return out


@dataclass(frozen=True, slots=True)
class _Cited:
    section: str | None
    number: str
    span: Span


def _cited(answer: str, citations: Sequence[Citation], start: int, end: int) -> list[_Cited]:
    """The sub-sections cited in ``answer[start:end]`` (see the module docstring)."""
    found: list[_Cited] = []
    for cite in citations:
        parts = split_section(cite.canonical)
        if start <= cite.span.start < end and parts is not None:
            sub = _FIRST_SUBDIVISION.match(parts[3])
            if sub:
                found.append(_Cited(parts[2].upper(), sub.group(1), cite.span))
    refs = find_section_refs(answer[start:end])
    for i, ref in enumerate(refs):
        kind, _, number = ref.value.partition(" ")
        span = Span(start + ref.start, start + ref.end)
        if any(c.span.start <= span.start < c.span.end for c in found):
            continue
        if kind == "section":
            m = _SECTION_WITH_SUB.fullmatch(number)
            if m:
                found.append(_Cited(m.group(1).upper(), m.group(2), span))
        elif kind == "subsection" and (sub := _FIRST_SUBDIVISION.match(number)):
            # "sub-section (3) of section 52"
            after = refs[i + 1] if i + 1 < len(refs) else None
            section = None
            if after is not None and re.fullmatch(
                r"\s+of\s+(?:the\s+)?", answer[start + ref.end : start + after.start]
            ):
                section = after.value.partition(" ")[2].split("(", 1)[0].upper() or None
            found.append(_Cited(section, sub.group(1), span))
    return found


def misattributed_subsections(
    answer: str,
    citations: Sequence[Citation],
    verdicts: Sequence[ClaimVerdict],
    chunks: Sequence[Chunk],
) -> list[Finding]:
    """Claims that cite one sub-section for what another sub-section of the sources states.

    Args:
        answer: the answer text (citations and claims are spans of it).
        citations: the answer's citations.
        verdicts: the judged claims, in answer order (their first evidence span is the best
            sentence).
        chunks: the evidence bundle, in the order the sources were given.

    Returns:
        One ``misattributed_citation`` finding per such claim.
    """
    bodies: list[SubsectionBody] | None = None  # read only when a claim cites a sub-section
    body_words: dict[int, set[str]] = {}
    findings: list[Finding] = []
    previous: ClaimVerdict | None = None
    previous_cites = False  # the claim before cites a provision of its own
    for cv in verdicts:
        stated = cv
        span = cv.claim.span
        cited = _cited(answer, citations, lead_in_start(answer, span.start), span.end)
        written = cited  # every reference the claim writes, attributing or not
        words = set(content_words(cv.claim.text))
        for c in cited:
            words -= set(content_words(answer[c.span.start : c.span.end]))
        if (
            cited
            and len(words) <= _POINTER_WORDS
            and previous is not None
            and not previous_cites
            and _POINTER.match(cv.claim.text)
        ):
            stated = previous  # "That is section 52(3)."
        else:
            if cv.verdict is not Verdict.NOT_CHECKED:
                previous, previous_cites = cv, bool(cited)
            cited = [c for c in cited if attributing(answer, c.span, span.start, span.end)]
        if len({(c.section, c.number) for c in cited}) != 1:
            continue
        if stated.verdict not in (Verdict.SUPPORTED, Verdict.PARTIAL) or not stated.evidence:
            continue
        if bodies is None:
            bodies = subsection_bodies(chunks)
            body_words = {id(b): set(content_words(b.text)) for b in bodies}
        if len(bodies) < 2:
            continue
        refs = [
            c.span for c in written if (c.section, c.number) == (cited[0].section, cited[0].number)
        ]
        finding = _misattributed(answer, cited[0], refs, stated, bodies, body_words)
        if finding is not None:
            findings.append(finding)
    return findings


def _subsection_named(number: str, section: str | None) -> Callable[[str], list[tuple[int, int]]]:
    """Where a text refers to sub-section ``number`` ("sub-section (2)", "section 52(2)")."""

    def named(text: str) -> list[tuple[int, int]]:
        found = []
        for ref in find_section_refs(text):
            kind, _, value = ref.value.partition(" ")
            sub = _FIRST_SUBDIVISION.match(value) if kind == "subsection" else None
            of_section = _SECTION_WITH_SUB.fullmatch(value) if kind == "section" else None
            if (sub is not None and sub.group(1) == number) or (
                of_section is not None
                and of_section.group(2) == number
                and section in (None, of_section.group(1).upper())
            ):
                found.append((ref.start, ref.end))
        return found

    return named


def _misattributed(
    answer: str,
    cited: _Cited,
    refs: Sequence[Span],
    cv: ClaimVerdict,
    bodies: Sequence[SubsectionBody],
    body_words: dict[int, set[str]],
) -> Finding | None:
    words = set(content_words(cv.claim.text))
    holder = body_stating(words, cv, bodies, body_words)
    if holder is None or holder.number == cited.number:
        return None
    section = cited.section or holder.section
    if cited.section is not None and holder.section not in (None, cited.section):
        return None  # another section: the section rule's to judge
    if cited.section is None and len({b.section for b in bodies}) > 1:
        return None  # a bare "sub-section (2)" among several sections: which one is unsaid
    if repeats_reference(answer, refs, cv.evidence, _subsection_named(cited.number, section)):
        # a sentence stating the claim refers to the cited sub-section itself ("any animal
        # named in sub-section (1)" against "any animal specified in sub-section (1)"): the
        # claim repeats that reference, it does not give the sub-section as its source
        return None
    own = [b for b in bodies if b.number == cited.number and b.section in (section, None)]
    if not (outweighs(words, holder, own) or restated_in(words, cv, holder, own)):
        return None
    where = f"sub-section ({holder.number})" + (f" of section {section}" if section else "")
    return misattribution(
        f"the sources state this in {where}, not in sub-section ({cited.number})",
        cited.span,
        holder,
        "citation.subsection: the claim is stated by another sub-section's text",
    )
