"""The clauses of a claim that joins two statements ("A must do X, while B can't do Y").

Assistants merge clauses of different source sentences into one claim. Each clause states its
own proposition, so the structural judge reads each against the sentence holding most of its
words: the second clause's negator says nothing of the first's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lexaudit.extract.slots import CONTRAST_MARKERS
from lexaudit.judge.prefixes import LEADING_SUBORDINATE
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


def main_clause_start(text: str, clause: tuple[int, int]) -> int | None:
    """Where the main clause begins after a condition or time clause that opens ``clause``.

    "Even if the crop stays unharvested, the grower doesn't have to refund the advance": the
    main clause begins after the comma. A condition of several conjuncts runs to the comma
    after its last ("if it is late, or he won't pay, ..."). None when the clause opens with
    no such condition, or the condition never ends.
    """
    start, end = clause
    lead = LEADING_SUBORDINATE.match(text, start, end)
    if lead is None:
        return None
    main = lead.end()
    while _CONJUNCT_GOES_ON.match(text, main, end):
        comma = text.find(",", main, end)
        if comma < 0:
            return None
        main = comma + 1
    return main


# what goes on after a comma inside an opening condition: another conjunct of it
_CONJUNCT_GOES_ON = re.compile(r"\s*(?:or|and|nor)\b", re.IGNORECASE)
