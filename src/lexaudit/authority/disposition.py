"""The deciding court's disposition: what the answer says the court did with the judgment.

An opinion states its own disposition in the first person or in the present tense of its
order: "We affirm", "we therefore reverse", "The judgment of the Court of Appeals is vacated".
An answer states it of "the Court" or "the Supreme Court": "the Court reversed the Ninth
Circuit". The answer sentence and the opinion's sentence are usually far apart and share few
words, so the sentence-level outcome check of :mod:`lexaudit.authority.attribution` cannot
align them; this check compares the dispositions themselves. It looks only at the
dispositions of a judgment under review (affirm, reverse, vacate): "granted certiorari" and
"remanded for further proceedings" accompany any of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.types import Chunk, EvidenceSpan, Finding, FindingSubtype, RubricType, Severity, Span

_JUDGMENT = {
    "affirm": r"affirm(?:s|ed|ing)?",
    "reverse": r"revers(?:e|es|ed|ing)",
    "vacate": r"vacat(?:e|es|ed|ing)",
}
_FAMILY_RES = {family: re.compile(rf"^{pattern}$", re.I) for family, pattern in _JUDGMENT.items()}
_VERB = "|".join(_JUDGMENT.values())
# the opinion's own order: "We affirm", "we therefore vacate", "The judgment ... is reversed",
# "the Court affirms" (the present tense of a court speaking of itself)
_OWN_ORDER = re.compile(
    rf"\bwe\b[^.;:?!]{{0,40}}?\b(?P<we>{_VERB})\b"
    rf"|\bjudgments?\b[^.;:?!]{{0,160}}?\b(?:is|are)\s+(?:hereby\s+|therefore\s+)?"
    rf"(?P<order>{_VERB})\b"
    r"|\bthe\s+Court\s+(?:therefore\s+|accordingly\s+|hereby\s+)?"
    r"(?P<present>affirms|reverses|vacates)\b",
    re.IGNORECASE,
)
# the answer's account of the deciding court: "the (Supreme) Court ... reversed"; the Court of
# Appeals, a District Court or a Circuit is another court
_OTHER_COURT = r"(?:Court\s+of\s+Appeals?|District\s+Court|Circuit|Tribunal|High\s+Court)"
_COURT_SAID = re.compile(
    rf"\b(?:[Tt]he\s+Supreme\s+Court|[Tt]he\s+Court(?!\s+of\s+Appeals?))\b"
    rf"(?:(?!{_OTHER_COURT}\s+(?:affirm|revers|vacat))[^.;:?!]){{0,100}}?\b(?P<said>{_VERB})\b"
)


_PAST = {"affirm": "affirmed", "reverse": "reversed", "vacate": "vacated"}


def _families(match: re.Match[str]) -> set[str]:
    verb = next(v for v in match.groups() if v)
    return {family for family, pattern in _FAMILY_RES.items() if pattern.match(verb)}


def wrong_disposition(answer: str, chunks: Sequence[Chunk]) -> list[Finding]:
    """The answer gives the deciding court a disposition its opinion does not order.

    Args:
        answer: the answer text.
        chunks: the evidence bundle (the opinion's passages).

    Returns:
        One ``wrong_outcome`` finding per answer statement of the Court's disposition that
        none of the opinion's own orders matches, when the opinion states one.
    """
    orders: list[tuple[set[str], Chunk, re.Match[str]]] = []
    for chunk in chunks:
        for m in _OWN_ORDER.finditer(chunk.text):
            orders.append((_families(m), chunk, m))
    if not orders:
        return []
    ordered = set().union(*(families for families, _, _ in orders))
    findings: list[Finding] = []
    for m in _COURT_SAID.finditer(answer):
        said = _families(m)
        if said & ordered:
            continue
        _, chunk, order = orders[0]
        findings.append(
            Finding(
                type=RubricType.MISQUOTED_SOURCE,
                subtype=FindingSubtype.WRONG_OUTCOME,
                severity=Severity.MODERATE,
                content=f"the answer says the Court "
                f"{' and '.join(_PAST[f] for f in sorted(said))} the judgment, but the opinion "
                f"orders: {order.group(0)!r}",
                answer_span=Span(m.start(), m.end()),
                evidence_span=EvidenceSpan(
                    chunk.chunk_id, order.start(), order.end(), order.group(0)
                ),
                rule="disposition: the deciding court's order as the opinion states it",
            )
        )
    return findings
