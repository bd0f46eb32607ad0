"""Temporal validity of a cited provision on the answer's date (``as_of``).

* ``misquoted_source`` / ``repealed_law`` (moderate): a real provision cited as current law
  although it was repealed on or before ``as_of``; the finding names the replacement
  ("Section 302 IPC was repealed on 2024-07-01; the corresponding provision is Section 103
  BNS"). A sentence that speaks of it as history ("formerly Section 302 IPC, now Section 103
  BNS") or also names its replacement is fine.
* ``misquoted_source`` / ``not_yet_in_force`` (moderate): a provision cited as law on a date
  before it came into force (Section 103 BNS for an answer dated March 2024); the finding names
  the provision then in force. Future tense ("will replace", "from 1 July 2024") or naming the
  old provision beside it is fine.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from lexaudit.authority.model import AuthorityState, AuthorityStatus
from lexaudit.extract.citations import Citation, find_citations
from lexaudit.extract.citations.canonical import display_key
from lexaudit.types import Finding, FindingSubtype, RubricType, Severity, Span

if TYPE_CHECKING:
    from lexaudit.authority.store import AuthorityStore

EXCUSE_RE = re.compile(
    r"\b(?:formerly|former|old\s+(?:law|laws|code|codes|section|provision|IPC|CrPC|Cr\.P\.C|"
    r"Evidence\s+Act|criminal\s+laws?|regime)|erstwhile|repealed|replaced|replacing|replaces|previously"
    r"|now\s+(?:Section|Sec\.|s\.|under|in\s+the\s+(?:BNS|BNSS|BSA|Bharatiya)|the\s+(?:BNS|BNSS|BSA))"
    r"|earlier|superseded|since\s+substituted|corresponds?|corresponding|equivalent|successor"
    r"|prior\s+to|before\s+(?:1|the\s+1st|July)|pre-2024|then(?:-|\s)(?:applicable|in\s+force)"
    r"|under\s+the\s+(?:old|repealed|previous)|committed\s+before)\b",
    re.IGNORECASE,
)
# a provision spoken of as future law is not cited as law in force
_FUTURE_RE = re.compile(
    r"\b(?:will|shall|would)\s+(?:come\s+into\s+force|replace|take\s+effect|apply|become)"
    r"|\b(?:comes?|coming)\s+into\s+force|\bonce\s+(?:it\s+is\s+)?in\s+force|\bnot\s+yet"
    r"|\byet\s+to\b|\bupcoming\b|\bproposed\b"
    r"|\b(?:from|after|on\s+or\s+after|with\s+effect\s+from|w\.e\.f\.)\s+(?:1|the\s+1st)"
    r"(?:st)?\s+(?:of\s+)?July,?\s+2024|\bto\s+be\s+replaced\b",
    re.IGNORECASE,
)
# a sentence ends at . ! ? before a capital, unless the dot closes an abbreviation
_BOUNDARY_RE = re.compile(r"(?<![A-Z])(?<!\bNo)(?<!\bv)(?<!\bvs)[.!?](?=\s+[A-Z\"(\[])|\n")


def sentence_of(answer: str, span: Span) -> str:
    """The sentence around a span; dots of abbreviations ("Cr.P.C.", "No.") do not end it."""
    start = 0
    for boundary in _BOUNDARY_RE.finditer(answer, 0, span.start):
        start = boundary.end()
    after = _BOUNDARY_RE.search(answer, span.end)
    end = after.start() + 1 if after else len(answer)
    return answer[start:end]


def temporal_finding(
    answer: str, cite: Citation, store: AuthorityStore, as_of: dt.date
) -> Finding | None:
    """A ``repealed_law`` or ``not_yet_in_force`` finding for a statute citation, or None."""
    status = store.status(cite.canonical, as_of)
    if status.state is AuthorityState.NOT_YET_IN_FORCE:
        return _not_yet_in_force(answer, cite, status)
    if status.state is not AuthorityState.REPEALED:
        return None
    sentence = sentence_of(answer, cite.span)
    if EXCUSE_RE.search(sentence):
        return None
    new_keys = set(status.corresponding_ids)
    if new_keys and any(c.canonical in new_keys for c in find_citations(sentence)):
        return None
    content = f"{display_key(cite.canonical)} was repealed on {status.repealed_on}"
    if status.corresponding:
        content += "; " + _corresponding(status, "provision is", "provisions are")
    elif status.replaced_by is not None:
        content += f"; it was replaced by the {status.replaced_by.title}"
    return _finding(cite, status, FindingSubtype.REPEALED_LAW, content, "citation.temporal")


def _not_yet_in_force(answer: str, cite: Citation, status: AuthorityStatus) -> Finding | None:
    """A provision cited as law on a date before it came into force (BNS cited for 2023).

    Fine when the sentence speaks of it as future law ("will replace", "from 1 July 2024") or
    also names the provision then in force ("Section 302 IPC, now Section 103 BNS").
    """
    sentence = sentence_of(answer, cite.span)
    if _FUTURE_RE.search(sentence):
        return None
    old_keys = set(status.corresponding_ids)
    if old_keys and any(c.canonical in old_keys for c in find_citations(sentence)):
        return None
    content = (
        f"{display_key(cite.canonical)} was not in force on {status.as_of}: it came into force "
        f"on {status.in_force_from}"
    )
    if status.corresponding:
        content += "; " + _corresponding(
            status, "provision then in force:", "provisions then in force:"
        )
    return _finding(
        cite, status, FindingSubtype.NOT_YET_IN_FORCE, content, "citation.temporal.not_yet_in_force"
    )


def _corresponding(status: AuthorityStatus, one: str, many: str) -> str:
    names = ", ".join(display_key(c) for c in status.corresponding_ids)
    return f"the corresponding {one if len(status.corresponding) == 1 else many} {names}"


def _finding(
    cite: Citation, status: AuthorityStatus, subtype: FindingSubtype, content: str, rule: str
) -> Finding:
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=subtype,
        severity=Severity.MODERATE,
        content=content,
        answer_span=cite.span,
        rule=rule,
        notes=f"cited as law on {status.as_of}; {status.describe()}",
    )
