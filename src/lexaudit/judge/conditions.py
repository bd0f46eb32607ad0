"""A condition the source requires that the claim dispenses with, or the other way round.

"The wronged party may seek an injunction, but only once it proves its damages" against "is
entitled to injunctive relief without proof of actual damages"; "Ono does not need Array's
agreement" against "only after obtaining Array's agreement": one side makes the act depend on
a condition, the other says it does not. A requirement is marked by "only if / after / once /
with", "on condition that"; a dispensation by "need not", "does not
require", "regardless of" or by "without" in a clause that is not itself negated ("shall not
assign without consent" is a requirement put the other way:
:func:`lexaudit.judge.negation.same_condition`). The markers are data
(``data/lexicon/conditions.json``).

The two conditions are one when the words after the markers (to the end of the clause) share
half the content words of the shorter of them. The claim's clause must copy the sentence
(hold half its words there); a clause the answer cut from its sentence ("..., but only once it
proves its damages") is read against the best-ranked sentence, and then the conditions must
share two words and two thirds of the shorter one. A sentence that states the claim's kind
of condition too,
for the same words, states both ("without consent to an affiliate, otherwise only with
consent"): it is left alone.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Window
from lexaudit.extract.pipeline import content_words
from lexaudit.judge.negation import expand_contractions, negation_parity
from lexaudit.types import Claim, Conflict

# a claim's clause copies the sentence holding this share of its content words
_COPIED = 0.5
# two conditions are one when they share this share of the shorter one's content words
_SAME_CONDITION = 0.5
# ... and, for a clause read against the best-ranked sentence, two thirds and two words
_STRICT_SAME = 2 / 3
_STRICT_WORDS = 2
# what a marker governs runs to the end of its clause, at most this many characters
_REACH = 120
# a clause of fewer content words than this is read with the rest of the claim
_CLAUSE_WORDS = 4
_CLAUSE_END = re.compile(r"[.;:()\n]|,\s+(?:and|but|or|while|whereas|which)\b")
# a clause opens after a stop or a coordinating "and" / "but" (a bracket does not open one:
# "shall not (a) assign without consent" is still negated)
_CLAUSE_START = re.compile(r"[.;:\n]|,\s+(?:and|but|while|whereas)\b")


@functools.cache
def _markers(key: str) -> re.Pattern[str]:
    words = sorted(lexicon.word_set("conditions", key), key=len, reverse=True)
    alternation = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
    return re.compile(rf"\b(?:{alternation})\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Condition:
    """One requirement or dispensation: its kind, its condition's words and its clause."""

    kind: str  # "requirement" | "dispensation"
    words: frozenset[str]
    marker: str
    clause: str  # the clause the marker stands in, marker and condition included


def conditions(text: str) -> list[Condition]:
    """The requirements and dispensations ``text`` states.

    >>> [(c.kind, sorted(c.words)) for c in conditions("It may sue, but only once it proves loss.")]
    [('requirement', ['loss', 'prove'])]
    >>> conditions("It shall not assign without consent.")
    []
    """
    text = expand_contractions(text)
    fixed = lexicon.word_set("conditions", "fixed_without")
    found: list[Condition] = []
    for kind, key in (
        ("requirement", "requirement_markers"),
        ("dispensation", "dispensation_markers"),
    ):
        for m in _markers(key).finditer(text):
            if m.group(0).lower() == "without":
                rest = " ".join(text[m.start() : m.start() + 30].lower().split())
                if any(rest.startswith(f) for f in fixed):
                    continue
                opening = max(
                    (c.end() for c in _CLAUSE_START.finditer(text, 0, m.start())), default=0
                )
                # a proviso opens a clause of its own ("shall not assign ..., provided that the
                # Licensor may assign without consent to an Affiliate")
                provisos = _markers("proviso_openers").finditer(text, opening, m.start())
                opening = max((c.end() for c in provisos), default=opening)
                if negation_parity(text[opening : m.start()]) != 0:
                    continue  # "shall not assign without consent": a requirement
            stop = _CLAUSE_END.search(text, m.end(), m.end() + _REACH)
            end = stop.start() if stop else min(len(text), m.end() + _REACH)
            words = frozenset(content_words(text[m.end() : end]))
            opening = max((c.end() for c in _CLAUSE_START.finditer(text, 0, m.start())), default=0)
            if words:
                found.append(Condition(kind, words, m.group(0), text[opening:end]))
    return found


def condition_conflicts(claim: Claim, windows: Sequence[Window]) -> list[Conflict]:
    """The claim's conditions that the sentence its clause copies states the other way."""
    mine = conditions(claim.text)
    if not mine or not windows:
        return []
    conflicts: list[Conflict] = []
    for condition in mine:
        # the sentence the condition's clause copies (the whole claim's, for a short clause)
        words = set(content_words(condition.clause))
        if len(words) < _CLAUSE_WORDS:
            words = set(content_words(claim.text))
        best = max(windows, key=lambda w: len(words & w.own_words))
        strict = len(words & best.own_words) < _COPIED * len(words)
        if strict:
            # a clause cut from its sentence ("..., but only once it proves its damages") is
            # read against the best-ranked sentence, when the condition itself is written there
            best = windows[0]
        sentence = best.chunk.text[best.start : best.end]
        if _squeezed(condition.clause) in _squeezed(expand_contractions(sentence)):
            continue  # the clause copies the sentence word for word
        theirs = conditions(sentence)
        if any(c.kind == condition.kind and _same(condition.words, c.words) for c in theirs):
            continue  # the sentence states this kind of condition too
        other = next(
            (
                c
                for c in theirs
                if c.kind != condition.kind and _same(condition.words, c.words, strict)
            ),
            None,
        )
        if other is not None:
            conflicts.append(
                Conflict(
                    "polarity",
                    condition.clause.strip(),
                    other.clause.strip(),
                    claim.span,
                    best.span,
                )
            )
    return conflicts


def _same(a: frozenset[str], b: frozenset[str], strict: bool = False) -> bool:
    """One condition: half the shorter one's words shared (two thirds, and two words, strictly)."""
    shared = len(a & b)
    if strict:
        return shared >= _STRICT_WORDS and shared >= _STRICT_SAME * min(len(a), len(b))
    return shared > 0 and shared >= _SAME_CONDITION * min(len(a), len(b))


def _squeezed(text: str) -> str:
    return " ".join(text.lower().split())
