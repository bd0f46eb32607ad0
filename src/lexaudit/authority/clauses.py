"""A claim that cites a contract clause must be stated by that clause, not by its neighbour.

Contracts number their clauses ("4.2 If the Buyer ...", "12. NOTICES. Every notice ...",
"Section 9.1. Insurance."). An answer that says "Under Article 4.3, the Buyer may ..." for
what clause 4.2 says points the reader at the wrong clause, the
error :mod:`lexaudit.authority.provisions` catches for statutes.

A clause's body runs from its number to the next clause number. A number heads a clause
where a line (or the text) starts, or after a sentence's end and a wider gap than a word
space, as extracted contracts print them, and is followed by a capitalised word; it has a
dot ("27.", "7.3", "11.10.") or the word "Section" / "Article" / "Clause" before it at a
line start. A claim cites a clause by a reference ("Section 27", "Article 7.4", "clause
5.2(b)": its sub-divisions are left aside) in an attributing place: among its opening words
or in a lead-in that ends with a colon (as :mod:`lexaudit.authority.subsections` reads
them); a clause the rule itself names ("as provided in Section 9.4") is no citation, nor is
one the claim writes with a word a sentence stating it writes beside the same reference ("it
replaces Clause 7.4 of the Supply Agreement":
:func:`~lexaudit.authority.provisions.repeats_reference`). It is misattributed when the
clause body holding most of its words is another clause, neither a part of the cited one nor
its whole (7.3 is a part of 7), and the cited clause's own body, which the sources must
print, has clearly fewer of the claim's distinctive words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from lexaudit.authority.provisions import (
    SectionBody,
    attributing,
    body_stating,
    denied_at,
    lead_in_start,
    misattribution,
    outweighs,
    repeats_reference,
    restated_in,
)
from lexaudit.extract.citations import Citation
from lexaudit.text.sections import amendment_note, find_section_refs
from lexaudit.text.words import content_words
from lexaudit.types import (
    Chunk,
    ClaimVerdict,
    Finding,
    Span,
    Verdict,
)

_NUMBER = r"\d{1,2}(?:\.\d{1,2}){0,3}"
_CLAUSE_HEADING = re.compile(
    rf"(?:(?P<line>^|\n)[ \t]*|(?<=[.;:])[ \t]{{2,}})"
    rf"(?:(?P<dotted>\d{{1,2}}\.(?:\d{{1,2}}(?:\.\d{{1,2}}){{0,2}}\.?)?)"
    rf"|(?i:section|article|clause)[ \t]+(?P<named>{_NUMBER})\.?)"
    rf"[ \t]+(?=[A-Z])"
)
_KINDS = frozenset({"section", "article", "clause"})


def clause_bodies(chunks: Sequence[Chunk]) -> list[SectionBody]:
    """The numbered clauses of the chunks, each from its number to the next one."""
    out: list[SectionBody] = []
    for chunk in chunks:
        # "Section 4.2" heads a clause only at a line start; inside a sentence it refers to one
        # (a printed code's footnote of amendment, "2. Ins. by s. 3, ibid.", heads no clause)
        marks = [
            m
            for m in _CLAUSE_HEADING.finditer(chunk.text)
            if (m.group("dotted") or m.group("line") is not None)
            and not amendment_note(chunk.text, m.start("dotted") if m.group("dotted") else m.end())
        ]
        for i, m in enumerate(marks):
            number = (m.group("dotted") or m.group("named")).rstrip(".")
            end = marks[i + 1].start() if i + 1 < len(marks) else len(chunk.text)
            out.append(SectionBody(number, chunk, m.start(), end))
    return out


def _clause_named(number: str) -> Callable[[str], list[tuple[int, int]]]:
    """Where a text refers to clause ``number`` ("Sections 4.2 and 8 survive")."""

    def named(text: str) -> list[tuple[int, int]]:
        return [
            (ref.start, ref.end)
            for ref in find_section_refs(text)
            if ref.value.partition(" ")[2].split("(", 1)[0] == number
        ]

    return named


def _related(a: str, b: str) -> bool:
    """One clause number is the other or a part of it ("7.3" of "7")."""
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def _cited(
    answer: str, citations: Sequence[Citation], start: int, end: int, claim_start: int
) -> list[tuple[str, Span]]:
    found: list[tuple[str, Span]] = []
    for ref in find_section_refs(answer[start:end]):
        kind, _, number = ref.value.partition(" ")
        base = number.split("(", 1)[0]
        span = Span(start + ref.start, start + ref.end)
        if any(c.span.start < span.end and span.start < c.span.end for c in citations):
            continue  # a citation of an act: the section rule's (authority/provisions.py)
        if (
            kind in _KINDS
            and re.fullmatch(_NUMBER, base)
            and attributing(answer, span, claim_start, end)
            and not denied_at(answer, span, start, verbal=True)
        ):
            found.append((base, span))
    return found


def misattributed_clauses(
    answer: str,
    citations: Sequence[Citation],
    verdicts: Sequence[ClaimVerdict],
    chunks: Sequence[Chunk],
) -> list[Finding]:
    """Claims that cite one numbered clause for what another clause of the sources states.

    Args:
        answer: the answer text (claims are spans of it).
        citations: the answer's citations of acts (judged by the section rule, not here).
        verdicts: the judged claims.
        chunks: the evidence bundle.

    Returns:
        One ``misattributed_citation`` finding per such claim.
    """
    bodies: list[SectionBody] | None = None  # read only when a claim cites a clause
    body_words: dict[int, set[str]] = {}
    findings: list[Finding] = []
    for cv in verdicts:
        if cv.verdict not in (Verdict.SUPPORTED, Verdict.PARTIAL) or not cv.evidence:
            continue
        span = cv.claim.span
        cited = _cited(answer, citations, lead_in_start(answer, span.start), span.end, span.start)
        if len({n for n, _ in cited}) != 1:
            continue
        if bodies is None:
            bodies = clause_bodies(chunks)
            body_words = {id(b): set(content_words(b.text)) for b in bodies}
        if len(bodies) < 2:
            continue
        finding = _misattributed(cited, cv, bodies, body_words, answer, chunks)
        if finding is not None:
            findings.append(finding)
    return findings


def _misattributed(
    cited: Sequence[tuple[str, Span]],
    cv: ClaimVerdict,
    bodies: Sequence[SectionBody],
    body_words: dict[int, set[str]],
    answer: str,
    chunks: Sequence[Chunk],
) -> Finding | None:
    number, span = cited[0]
    words = set(content_words(cv.claim.text)) - set(content_words(number))
    holder = body_stating(words, cv, bodies, body_words)
    if holder is None or _related(holder.number, number):
        return None
    if answer[: span.start].rstrip().endswith("(") and _clause_named(number)(cv.evidence[0].text):
        # a clause named in brackets ("that clause (Section 4.2) survives") that the sentence
        # stating it names ("Sections 4.2 and 8 survive"): the claim says this of that
        # clause; "Section 4.2 provides that ..." still gives it as the source
        return None
    if repeats_reference(answer, [s for _, s in cited], cv.evidence, _clause_named(number)):
        return None  # "it replaces clause 7.4 of the schedule" where clause 2 replaces it
    own = [b for b in bodies if _related(b.number, number)]
    if not own:
        if not _unprinted_sibling(number, holder, cv, words, chunks):
            return None  # not printed, and nothing says the holder is the clause meant
    elif not (outweighs(words, holder, own) or restated_in(words, cv, holder, own)):
        return None  # as like the claim: nothing says it is the wrong clause
    return misattribution(
        f"the sources state this in clause {holder.number}, not in clause {number}",
        span,
        holder,
        "citation.clause: the claim is stated by another clause's text",
    )


def _siblings(a: str, b: str) -> bool:
    """Two clause numbers of one parent clause ("4.5" and "4.7", "12.2.1" and "12.2.3")."""
    parent_a, dot_a, _ = a.rpartition(".")
    parent_b, dot_b, _ = b.rpartition(".")
    return bool(dot_a and dot_b and parent_a == parent_b and a != b)


def _unprinted_sibling(
    number: str,
    holder: SectionBody,
    cv: ClaimVerdict,
    words: set[str],
    chunks: Sequence[Chunk],
) -> bool:
    """The claim cites a clause the sources neither print nor name, for its sibling's sentence.

    "Under Section 4.7, the Buyer advances ..." where the excerpt prints clause 4.5, whose
    sentence the claim restates, and no clause 4.7 nor any mention of it: the answer numbers
    the neighbour of the clause it restates. A clause the sources name ("the fees under
    Section 4.7") may say it too, and one of another parent is no neighbour to mistake.
    """
    if not _siblings(holder.number, number):
        return False
    named = _clause_named(number)
    if any(named(chunk.text) for chunk in chunks):
        return False
    return restated_in(words, cv, holder, ())
