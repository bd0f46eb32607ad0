"""The clauses of a claim that joins two statements ("A must do X, while B can't do Y").

Assistants merge clauses of different source sentences into one claim. Each clause states its
own proposition, so the structural judge reads each against the sentence holding most of its
words: the second clause's negator says nothing of the first's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lexaudit.extract.slots import CONTRAST_MARKERS
from lexaudit.types import Claim, Span

# a comma before a concessive or contrasting conjunction ("but", "yet"), before the
# conjunction of result ("..., so the Buyer owes nothing"), a semicolon, or a colon before
# words (an assistant's lead-in: "One more point on ending it: the Buyer may ..."), ends a clause;
# "so" that opens a subordinate clause of purpose or condition ("so that", "so long as",
# "so far as", "so as to") does not
_CLAUSE_BREAK = re.compile(
    rf"\s*(?:;|:(?=\s+[A-Za-z])|,\s+(?:(?:{'|'.join(sorted(CONTRAST_MARKERS))}|but|yet)\b"
    r"|so\b(?!\s+(?:that|long|far|as|much)\b)))\s*",
    re.I,
)


def clause_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses of a claim, when it has more than one (else none)."""
    cuts = list(_CLAUSE_BREAK.finditer(text))
    if not cuts:
        return []
    spans: list[tuple[int, int]] = []
    start = 0
    for m in cuts:
        spans.append((start, m.start()))
        start = m.start()
    spans.append((start, len(text)))
    return spans


def clause_claims(claim: Claim, spans: list[tuple[int, int]]) -> list[Claim]:
    """Each clause of ``claim`` as a claim of its own (text and span; no entities or edges)."""
    out: list[Claim] = []
    for a, b in spans:
        text = claim.text[a:b]
        lead = len(text) - len(text.lstrip(" ;,"))
        text = text.strip(" ;,")
        if text:
            start = claim.span.start + a + lead
            out.append(
                replace(
                    claim,
                    text=text,
                    span=Span(start, start + len(text)),
                    entities=(),
                    relations=(),
                    entity_slots=(),
                )
            )
    return out
