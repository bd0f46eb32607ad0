"""A date given by its defined name: the Start Date, defined "as of May 1, 2020".

A contract defines a date once and then writes its name; a claim that writes the date out
states the sentence that names it. The end of a period a date or a name stands at is read
from the words before it (``date_opening`` / ``date_closing`` of ``bound_words.json``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence
from lexaudit.judge.mentions import Mention, chunk_text, sentence_of
from lexaudit.types import Claim, Entity, EntityType


def by_defined_name(
    entity: Entity, claim: Claim, equal: Sequence[Mention], rival: Mention, evidence: Evidence
) -> Mention | None:
    """An equal date the sources define as a term that the rival's own sentence names.

    'made as of May 1, 2020 (the "Start Date")' with "the term runs from the Start Date until
    the third anniversary, and no later than June 30, 2024": a claim that the term runs from
    May 1, 2020 states that sentence with the defined name written out. The claim's date and
    the name must stand at the same end of the period (both opening it or both closing it;
    ``date_opening`` / ``date_closing`` in ``bound_words.json``), the rival at the other end,
    and no use of the name in the sources at the other end ("the handover runs until the
    Start Date" elsewhere makes the name's end unclear). A claim that the term cannot run
    past May 1, 2020 puts the date where the sentence's closing date stands, and the rival
    stays. A denial turns a bound: "not before" opens the period (:func:`_period_end`).
    """
    if entity.type is not EntityType.DATE:
        return None
    start = rival.entity.span.start
    own = _period_end(claim.text[: entity.span.start - claim.span.start])
    other = _period_end(chunk_text(evidence, rival.chunk_id)[max(0, start - _BOUND_REACH) : start])
    if own is None or other is None or own == other:
        return None
    home = sentence_of(rival, evidence)
    for mention in equal:
        name = defined_name(mention, evidence)
        if name is None:
            continue
        ends = [
            (place, _period_end(text[max(0, at - _BOUND_REACH) : at]))
            for place, text, at in name_uses(name, evidence)
        ]
        if any(place == home and end == own for place, end in ends) and all(
            end in (None, own) for _, end in ends
        ):
            return mention
    return None


# how far before a date its opening or closing word is read
_BOUND_REACH = 40
_DENIAL = re.compile(r"\b(?:not|no|never|nor|cannot)\b|n['\u2019]t\b", re.IGNORECASE)
# a denial reaches a bound word from inside its own clause
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:and|or|but)\b", re.IGNORECASE)
# each bound list, the end it puts a date at, and the end it puts it at when denied
_BOUNDS = (
    ("date_opening", "opening", None),
    ("date_closing", "closing", "opening"),
    ("date_closing_when_denied", None, "closing"),
    ("date_opening_when_denied", None, "opening"),
)


def _period_end(before: str) -> str | None:
    """Whether the date written after ``before`` opens ("from") or closes ("until") a period.

    A defined name may follow with "the" ("from the Start Date"). A denial in the bound
    word's clause turns it: "not before May 1" and "may not assign until May 1" open the
    period, "no later than" and "can't run past" close it, and a denied "from" bounds nothing
    (``bound_words.json``).
    """
    window = before[-_BOUND_REACH:]
    found = []
    for key, plain, denied in _BOUNDS:
        words = lexicon.alternation("bound_words", key)
        m = re.search(rf"\b(?:{words})(?:\s+the)?\s*$", window, re.IGNORECASE)
        if m is not None:
            found.append((m.start(), plain, denied))
    if not found:
        return None
    at, plain, denied = min(found)  # the longest phrase: "ending on" over "on"
    clause = window[:at]
    breaks = list(_CLAUSE_BREAK.finditer(clause))
    if breaks:
        clause = clause[breaks[-1].end() :]
    return denied if _DENIAL.search(clause) else plain


def defined_name(mention: Mention, evidence: Evidence) -> str | None:
    """The term a source defines as this value: 'as of May 1, 2020 (the "Start Date")'."""
    end = mention.entity.span.end
    for chunk, analysis in zip(evidence.chunks, evidence.analyses, strict=True):
        if chunk.chunk_id == mention.chunk_id:
            return next(
                (
                    t.term
                    for t in analysis.defined_terms
                    if 0 <= t.start - end <= _LABEL_GAP
                    and _LABEL_LEAD.fullmatch(analysis.text, end, t.start)
                ),
                None,
            )
    return None


# what stands between a value and the quoted name it is given: ' (the "', ', ("'
_LABEL_GAP = 12
_LABEL_LEAD = re.compile(r"\s*,?\s*\(\s*(?:the\s+)?[\"\u201c']")


def name_uses(name: str, evidence: Evidence) -> list[tuple[tuple[str, int], str, int]]:
    """Where the sources write the defined ``name``: its sentence, its chunk's text and offset.

    The definition itself (the name in quotes) is no use of it.
    """
    pattern = re.compile(rf"(?<![\w\"\u201c]){re.escape(name)}\b")
    uses = []
    for chunk, analysis in zip(evidence.chunks, evidence.analyses, strict=True):
        for index, (a, b) in enumerate(analysis.sentences):
            for m in pattern.finditer(chunk.text, a, b):
                uses.append(((chunk.chunk_id, index), chunk.text, m.start()))
    return uses
