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
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from lexaudit.authority.model import AuthorityState, AuthorityStatus
from lexaudit.extract.citations import Citation, find_citations
from lexaudit.extract.citations.acts import (
    act_patterns,
    is_abbreviation,
    qualified,
    speaks_of_country,
)
from lexaudit.extract.citations.canonical import ACTS, Act, display_key
from lexaudit.types import Finding, FindingSubtype, RubricType, Severity, Span

if TYPE_CHECKING:
    from lexaudit.authority.store import AuthorityStore

# words of the law a provision belonged to: "the former Code", "the old section"
_LAW_NOUN = (
    r"(?:law|laws|code|codes|act|acts|statute|section|sections|provisions?|IPC|CrPC|Cr\.P\.C|Indian|"
    r"Evidence\s+Act|criminal\s+laws?|regime)"
)
EXCUSE_RE = re.compile(
    rf"\b(?:formerly|(?:former|old|earlier|erstwhile)\s+{_LAW_NOUN}|erstwhile|repealed"
    # the replacement, not any "replaced" ("the tenant replaced the locks")
    r"|(?:was|were|been|since|now|has|have|had)\s+(?:been\s+)?replaced|replaced\s+(?:by|with)"
    rf"|replac(?:es|ed|ing)\s+(?:the\s+)?(?:{_LAW_NOUN}|old|former|earlier)"
    # "previously under section 420"; not "as previously noted"
    r"|previously(?!\s+(?:noted|mentioned|stated|said|discussed|explained|described))"
    r"|now\s+(?:Section|Sec\.|s\.|under|in\s+the\s+(?:BNS|BNSS|BSA|Bharatiya)|the\s+(?:BNS|BNSS|BSA))"
    r"|repeals|repealing|superseded|since\s+substituted|corresponds?|corresponding|equivalent"
    r"|successor"
    # "prior to 1 July 2024", "prior to its repeal"; not "prior to filing"
    r"|prior\s+to\s+(?:1|the\s+1st|July|2024|its\s+repeal|the\s+(?:new|BNS|BNSS|BSA|Bharatiya))"
    r"|before\s+(?:1|the\s+1st|July)|pre-2024|then(?:-|\s)(?:applicable|in\s+force)"
    r"|under\s+the\s+(?:old|repealed|previous)|committed\s+before"
    # the savings of the new codes: "pending just before it commenced", "as it then stood"
    r"|pending\s+(?:\w+\s+)?before|as\s+it\s+(?:then\s+)?stood)\b",
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
# (a capital before the dot ends the sentence only as the end of a word without dots of its
# own: "under the IPC. The ..." ends one, "Cr.P.C." and an initial "J." do not)
_BOUNDARY_RE = re.compile(
    r"(?<!\.[A-Z])(?<![^A-Za-z][A-Z])(?<!\bNo)(?<!\bv)(?<!\bvs)[.!?](?=\s+[A-Z\"(\[])|\n"
)


def sentence_of(answer: str, span: Span) -> str:
    """The sentence around a span; dots of abbreviations ("Cr.P.C.", "No.") do not end it."""
    start, end = _sentence_bounds(answer, span)
    return answer[start:end]


def _sentence_bounds(answer: str, span: Span) -> tuple[int, int]:
    start = 0
    for boundary in _BOUNDARY_RE.finditer(answer, 0, span.start):
        start = boundary.end()
    after = _BOUNDARY_RE.search(answer, span.end)
    return start, after.start() + 1 if after else len(answer)


# a matter dated by its year, "a 2023 offence", "cases filed in 2022": the law of that year
# governs it (the new codes save proceedings begun, and offences committed, before them)
_MATTER = r"(?:offen[cs]es?|crimes?|cases?|trials?|prosecutions?|proceedings?|suits?|appeals?)"
_DATED_MATTER_RE = re.compile(
    rf"\b(?P<a>1[89]\d\d|20\d\d)\s+{_MATTER}\b"
    rf"|\b{_MATTER}\s+(?:(?:committed|registered|filed|begun|instituted|pending)\s+)?"
    r"(?:in|during)\s+(?P<b>1[89]\d\d|20\d\d)\b",
    re.IGNORECASE,
)


def _dated_before(sentence: str, day: dt.date) -> bool:
    """The sentence speaks of an offence or proceeding of a year before ``day``."""
    return any(
        int(m.group("a") or m.group("b")) < day.year for m in _DATED_MATTER_RE.finditer(sentence)
    )


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
    if EXCUSE_RE.search(sentence) or (
        status.repealed_on is not None and _dated_before(sentence, status.repealed_on)
    ):
        return None
    new_keys = set(status.corresponding_ids)
    if new_keys and any(c.canonical in new_keys for c in find_citations(sentence)):
        return None
    if (
        status.act is not None
        and status.replaced_by is not None
        and said_replaced(answer, status.act.id, status.replaced_by.id)
    ):
        return None
    content = f"{display_key(cite.canonical)} was repealed on {status.repealed_on}"
    if status.corresponding:
        content += "; " + _corresponding(status, "provision is", "provisions are")
    elif status.replaced_by is not None:
        content += f"; it was replaced by the {status.replaced_by.title}"
    return _finding(cite, status, FindingSubtype.REPEALED_LAW, content, "citation.temporal")


def act_findings(
    answer: str,
    citations: Sequence[Citation],
    store: AuthorityStore,
    as_of: dt.date,
    context: str = "",
) -> list[Finding]:
    """Findings for a repealed, or not yet in force, Act named as the law without a section.

    "Theft is punished under the Indian Penal Code" in an answer dated after the Code's
    repeal cites it as the law in force as surely as "Section 379 IPC" would; so does
    "the BNS" for a date before it came into force. A sentence that cites one of the Act's
    sections is left to that citation's check. One finding per Act, at its first mention
    that is not excused.

    Only names that tell the Act apart count: any of its names with the Act's year; a name of
    three words or more that no capitalised word before it, and no "of" and a name after it,
    qualifies ("the Indian Evidence Act", not "Texas Code of Criminal Procedure" or "the Code of
    Criminal Procedure of Japan"); and its abbreviation ("IPC", "Cr.P.C."), which other bodies
    share ("BSA", "IEA"), only where the answer or ``context`` (the sources) speaks of the
    Act's country (:func:`_in_its_country`); the names are
    :func:`lexaudit.extract.citations.acts.act_patterns`.

    A mention is excused by what is written near it, in its sentence (:func:`_act_excused`):
    the excuses of a section (``EXCUSE_RE``), "until", a date or year before the repeal ("a
    theft in March 2024", "(2021) 4 SCC 210"), future tense for a new Act; and by a sentence
    that also names the Act's replacement or, for a new Act, the one it replaces.
    """
    out: list[Finding] = []
    for act, pattern in act_patterns():
        matches = list(pattern.finditer(answer))
        if not matches:
            continue  # the store is asked only about the Acts the answer names
        status = store.status(act.key, as_of)
        if status.state not in (AuthorityState.REPEALED, AuthorityState.NOT_YET_IN_FORCE):
            continue
        if (
            status.state is AuthorityState.REPEALED
            and status.replaced_by is not None
            and said_replaced(answer, act.key, status.replaced_by.id)
        ):
            continue
        for match in matches:
            span = Span(match.start(), match.end())
            if qualified(answer, match) or any(
                c.span.start < span.end and span.start < c.span.end for c in citations
            ):
                continue
            if is_abbreviation(match.group(0)) and not _in_its_country(
                act, answer, citations, context
            ):
                continue
            start, end = _sentence_bounds(answer, span)
            if any(
                start <= c.span.start < end and c.canonical.startswith(act.key + "/")
                for c in citations
            ) or _act_excused(answer, span, (start, end), act, status, store):
                continue
            out.append(_act_finding(act, status, span))
            break
    return out


def said_replaced(answer: str, act_key: str, replacement_key: str) -> bool:
    """The answer says that the act gave way to its replacement, which frames it as history.

    "This is the Indian Evidence Act, which governed until the BSA replaced it":
    a sentence that names both codes and speaks of the old one as past law (``EXCUSE_RE`` or
    "until") tells the reader the act is repealed, so the answer's other mentions of it, and
    of its sections, are read as the history it announced, not as law cited as current.
    """
    patterns = {a.key: pattern for a, pattern in act_patterns()}
    old, new = patterns.get(act_key), patterns.get(replacement_key)
    if old is None or new is None:
        return False
    for match in old.finditer(answer):
        sentence = sentence_of(answer, Span(match.start(), match.end()))
        if new.search(sentence) and (EXCUSE_RE.search(sentence) or _UNTIL.search(sentence)):
            return True
    return False


def _in_its_country(act: Act, answer: str, citations: Sequence[Citation], context: str) -> bool:
    """The answer or its sources speak of the Act's country, by name or by a citation there."""
    if speaks_of_country(act, answer, context):
        return True
    jurisdiction = act.key.split("/", 1)[0]
    return any(c.canonical.startswith(jurisdiction + "/") for c in citations)


# how far from an Act's name a word may stand to speak of it as past or future law
_EXCUSE_REACH = 80
_MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_TIME = re.compile(
    r"\b(?:(?P<month>" + "|".join(_MONTHS) + r")\s+(?:\d{1,2},?\s+)?)?(?P<year>1[89]\d\d|20\d\d)\b",
    re.IGNORECASE,
)
_UNTIL = re.compile(r"\b(?:until|till)\b", re.IGNORECASE)


def _act_excused(
    answer: str,
    span: Span,
    bounds: tuple[int, int],
    act: Act,
    status: AuthorityStatus,
    store: AuthorityStore,
) -> bool:
    """Words near the Act's name speak of it as past or future law, or name the other code.

    Near: in its sentence, within ``_EXCUSE_REACH`` characters of the name ("replaced the
    locks" at the other end of a long sentence says nothing of the Act).
    """
    start, end = bounds
    sentence = answer[start:end]
    before = answer[max(start, span.start - _EXCUSE_REACH) : span.start]
    window = before + answer[span.start : min(end, span.end + _EXCUSE_REACH)]
    # the Act's own year ("the Indian Evidence Act of 1872") dates no matter
    own_year = re.search(r"\d{4}", act.title)
    if own_year:
        window = window.replace(own_year.group(0), " ")
    if status.state is AuthorityState.REPEALED:
        if EXCUSE_RE.search(window) or _UNTIL.search(window):
            return True
        if status.repealed_on is not None and (
            _dated_before(window, status.repealed_on) or _time_before(window, status.repealed_on)
        ):
            return True
        other = [status.replaced_by.id] if status.replaced_by is not None else []
    else:
        if _FUTURE_RE.search(sentence):
            return True
        other = [
            a.key
            for a in ACTS
            if (stored := store.get(a.key)) is not None and stored.replaced_by == act.key
        ]
    return any(pattern.search(sentence) for a, pattern in act_patterns() if a.key in other)


def _time_before(text: str, day: dt.date) -> bool:
    """``text`` writes a year, or a month of a year, before ``day`` ("in March 2024")."""
    for m in _TIME.finditer(text):
        year = int(m.group("year"))
        month = _MONTHS.index(m.group("month").lower()) + 1 if m.group("month") else None
        if year < day.year or (year == day.year and month is not None and month < day.month):
            return True
    return False


def _act_finding(act: Act, status: AuthorityStatus, span: Span) -> Finding:
    if status.state is AuthorityState.REPEALED:
        content = f"the {act.title} was repealed on {status.repealed_on}"
        if status.replaced_by is not None:
            content += f"; it was replaced by the {status.replaced_by.title}"
        subtype, rule = FindingSubtype.REPEALED_LAW, "citation.temporal.act"
    else:
        content = (
            f"the {act.title} was not in force on {status.as_of}: it came into force on "
            f"{status.in_force_from}"
        )
        subtype, rule = FindingSubtype.NOT_YET_IN_FORCE, "citation.temporal.act.not_yet_in_force"
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=subtype,
        severity=Severity.MODERATE,
        content=content,
        answer_span=span,
        rule=rule,
        notes=f"named as the law on {status.as_of}; {status.describe()}",
    )


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


def recorded_dates(text: str, acts: Iterable[str | None], store: AuthorityStore) -> frozenset[str]:
    """The ISO dates on which the store records an act coming into force or being repealed.

    The acts are those ``text`` names (by a title or abbreviation of :data:`ACTS`) and, when
    it names one, the ``acts`` given (the acts the sources are of). "The Sanhita replaced the
    Code on 1 July 2024" states a date no excerpt of either code prints, and that the store
    records as the day one was repealed and the other came into force: a fact of the
    authority record, not a value invented.
    """
    named = {act.key for act, pattern in act_patterns() if pattern.search(text)}
    if not named:
        # a date in a sentence that speaks of no act ("arrested on 1 July 2024") is not
        # about the law's commencement, whatever the sources are of
        return frozenset()
    keys = named | {key for key in acts if key}
    dates: set[str] = set()
    for key in keys:
        authority = store.get(key)
        if authority is None:
            continue
        dates.update(
            day.isoformat()
            for day in (authority.in_force_from, authority.repealed_on)
            if day is not None
        )
    return frozenset(dates)
