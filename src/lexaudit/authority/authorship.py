"""Who wrote or joined which opinion of a court: an answer must name the right Justice.

A US Supreme Court opinion says who took which part in two fixed forms. The syllabus ends
with "KENNEDY, J., delivered the opinion of the Court, in which ROBERTS, C. J., and SCALIA,
... JJ., joined. GINSBURG, J., filed a dissenting opinion." and each opinion opens with
"JUSTICE ALITO, with whom JUSTICE THOMAS joins, dissenting." Both name, for each part (the
opinion of the Court, a concurrence, a dissent), the Justices who wrote or joined it.

An answer that says "Justice X dissented" (or wrote the dissent, concurred, wrote for the
Court) is checked against those statements: when the sources say who took that part and X is
not among them, the answer attributes the opinion to the wrong Justice. A Justice the sources
list for no part at all is left alone when the sources name nobody for the part either. A
parenthetical such as "(THOMAS, J., dissenting)" after a citation speaks of another case and
is not read.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from lexaudit.types import Chunk, EvidenceSpan, Finding, FindingSubtype, RubricType, Severity, Span

# a Justice's name as the reporter prints it ("ALITO", "SOTOMAYOR", "ROBERTS, C. J.")
_CAPS = r"[A-Z][A-Z'’-]{2,}"
_TITLE = r"(?:,?\s+(?:C\.\s*J\.|JJ?\.))"
_LIST = rf"{_CAPS}{_TITLE}?,?(?:(?:,\s*|,?\s+and\s+)(?:JUSTICE\s+)?{_CAPS}{_TITLE}?)*"
_PART_WORDS = {
    "majority": r"delivered\s+the\s+opinion\s+of\s+the\s+Court",
    "concur": r"(?:filed\s+(?:a\s+|an\s+)?(?:opinion\s+)?concurring|concurring)",
    "dissent": r"(?:filed\s+(?:a\s+|an\s+)?(?:opinion\s+)?(?:concurring\s+in\s+part\s+and\s+)?"
    r"dissenting|dissenting)",
}
# syllabus: "GINSBURG, J., filed a dissenting opinion, in which BREYER, J., joined."
_SYLLABUS = re.compile(
    rf"(?<![(\w])(?P<authors>{_LIST}),?\s+(?:C\.\s*J\.|JJ?\.),?\s+"
    rf"(?P<part>{'|'.join(f'(?P<{k}>{v})' for k, v in _PART_WORDS.items())})"
    rf"(?:\s+opinions?)?(?:,\s+in\s+which\s+(?P<joiners>{_LIST})(?:,?\s+JJ?\.)?,?\s+joined)?"
)
# an opinion's heading: "JUSTICE ALITO, with whom JUSTICE THOMAS and JUSTICE GORSUCH join,
# dissenting." / "JUSTICE KENNEDY delivered the opinion of the Court."
_HEADING = re.compile(
    rf"(?m)^\s*(?:CHIEF\s+)?JUSTICE\s+(?P<authors>{_CAPS})"
    rf"(?:,\s+with\s+whom\s+(?P<joiners>{_LIST})\s+joins?,)?,?\s+"
    rf"(?P<part>{'|'.join(f'(?P<{k}>{v})' for k, v in _PART_WORDS.items())})"
)
# the answer: "Justice Ginsburg dissented", "Justice Breyer wrote the dissent", "Chief Justice
# Roberts wrote for the Court", "the dissent, written by Justice Alito"
_NAME = r"(?:Chief\s+)?Justice\s+(?P<name>[A-Z][a-z'’-]+)"
_WROTE = r"(?:wrote|filed|authored|penned|issued|delivered)\s+(?:a|the|an)\s+(?:\w+\s+)?"
# (part, the answer names its writer (True) or a member (False), the verb phrase)
_CLAIM_VERBS = [
    ("dissent", False, r"dissent(?:ed|s)\b"),
    ("dissent", True, rf"{_WROTE}dissent"),
    ("concur", False, r"concur(?:red|s)\b"),
    ("concur", True, rf"{_WROTE}concurr(?:ence|ing\s+opinion)"),
    ("majority", True, r"(?:wrote|delivered|authored)\s+(?:the\s+)?(?:opinion\s+)?(?:of|for)\s+"
     r"the\s+(?:Court|majority)|delivered\s+the\s+(?:Court's\s+)?opinion"),
]  # fmt: skip
_CLAIMED = [
    (part, writer, re.compile(rf"\b{_NAME}(?:,\s+[^,.;]{{0,60}},)?\s+(?:{verbs})"))
    for part, writer, verbs in _CLAIM_VERBS
]
_CLAIMED_PASSIVE = [
    (
        part,
        True,
        re.compile(rf"\b{noun}[^.;]{{0,40}}?\b(?:written|authored|delivered|filed)\s+by\s+{_NAME}"),
    )
    for part, noun in (
        ("dissent", r"dissent(?:ing\s+opinion)?"),
        ("concur", r"concurr(?:ence|ing\s+opinion)"),
        ("majority", r"(?:majority|Court's)\s+opinion"),
    )
]
_NAME_IN_LIST = re.compile(_CAPS)
_NOT_NAMES = frozenset({"JUSTICE", "JJ", "CHIEF", "AND", "THE"})


def _names(text: str | None) -> set[str]:
    return {n.lower() for n in _NAME_IN_LIST.findall(text or "") if n not in _NOT_NAMES}


def opinion_parts(
    chunks: Sequence[Chunk],
) -> dict[str, tuple[set[str], set[str], EvidenceSpan]]:
    """For each part (majority, concur, dissent): who wrote it and who wrote or joined it.

    Returns:
        part -> (writers, writers and joiners (lower-case surnames), the first source
        statement naming them).
    """
    parts: dict[str, tuple[set[str], set[str], EvidenceSpan]] = {}
    for chunk in chunks:
        for part, found_writers, found_members, start, end in _statements(chunk.text):
            writers, members = set(found_writers), set(found_members)
            span = EvidenceSpan(chunk.chunk_id, start, end, chunk.text[start:end])
            if part in parts:
                known_writers, known_members, span = parts[part]
                writers, members = writers | known_writers, members | known_members
            parts[part] = (writers, members, span)
    return parts


@functools.lru_cache(maxsize=512)
def _statements(
    text: str,
) -> tuple[tuple[str, frozenset[str], frozenset[str], int, int], ...]:
    """The authorship statements of one text (cached: a source is read once, not per answer)."""
    found = []
    for pattern in (_SYLLABUS, _HEADING):
        for m in pattern.finditer(text):
            writers = _names(m.group("authors"))
            if writers:
                part = next(k for k in _PART_WORDS if m.group(k))
                members = writers | _names(m.group("joiners"))
                found.append((part, frozenset(writers), frozenset(members), m.start(), m.end()))
    return tuple(found)


def misattributed_opinions(answer: str, chunks: Sequence[Chunk]) -> list[Finding]:
    """The answer names a Justice for a part of the decision that the sources give others.

    Args:
        answer: the answer text.
        chunks: the evidence bundle.

    Returns:
        One ``misattributed_holding`` finding per such statement.
    """
    parts = opinion_parts(chunks)
    if not parts:
        return []
    findings: list[Finding] = []
    for part, writer, pattern in [*_CLAIMED, *_CLAIMED_PASSIVE]:
        if part not in parts:
            continue
        writers, members, evidence = parts[part]
        names = writers if writer else members
        for m in pattern.finditer(answer):
            name = m.group("name").lower()
            if name in names:
                continue
            findings.append(
                Finding(
                    type=RubricType.MISQUOTED_SOURCE,
                    subtype=FindingSubtype.MISATTRIBUTED_HOLDING,
                    severity=Severity.MODERATE,
                    content=f"{m.group(0)!r}: the sources name "
                    f"{', '.join(sorted(n.title() for n in names))} as "
                    f"{'writing' if writer else 'writing or joining'} the {_LABEL[part]}",
                    answer_span=Span(m.start(), m.end()),
                    evidence_span=evidence,
                    rule="authority.authorship: who wrote or joined each opinion, as the "
                    "syllabus and the opinion headings say",
                )
            )
    return findings


_LABEL = {"majority": "opinion of the Court", "concur": "concurrence", "dissent": "dissent"}
