"""A condition the source requires that the claim dispenses with, or the other way round.

"The wronged party may seek an injunction, but only once it proves its damages" against "is
entitled to injunctive relief without proof of actual damages"; "Ono does not need Array's
agreement" against "only after obtaining Array's agreement": one side makes the act depend on
a condition, the other says it does not. The markers are data (``data/lexicon/conditions.json``):

- a requirement is marked by "only if / after / once / with", "on condition that"; its
  condition runs to the end of its clause ("only after consulting X and obtaining Y");
- a dispensation by "need not", "does not require", "needs no", "regardless of", "no X is
  required", or by "without" in a clause that grants a permission or entitlement and is not
  itself negated ("may terminate without cause"; "shall not assign without consent" is a
  requirement put the other way, :func:`lexaudit.judge.negation.same_condition`, and "it is an
  offence to sell without a licence" names what makes the act wrong). A proviso ("provided
  that") opens a clause of its own. What a dispensation dispenses with is its object noun
  phrase ("without cause on 30 days' notice": the cause);
- an exception by "unless" (the act does not hold in its case) and a concession by "even if",
  "whether or not" (the act holds in its case too): "none is liable unless it knows" and "none
  is liable even if it knows" disagree when it knows, if the clauses they hang on have the
  same polarity ("liable unless it knows" and "not liable even if it knows" agree there).

The two conditions are one when they share half the content words of the shorter one. The
claim's clause must copy the sentence (hold half its words there, marker words aside); a clause
the answer cut from its sentence ("..., but only once it proves its damages") is read against
the best-ranked sentence, and then the conditions must share two words and two thirds of the
shorter one. A sentence that states the claim's kind of condition too, for the same words,
states both ("may sublet to an Affiliate without consent, to others only with consent"), and a
clause that copies the sentence word for word cannot contradict it: both are left alone.
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
# a line break ends a clause unless the next line goes on in lower case: a printed text's
# lines wrap inside its sentences ("... for damages not exceeding\nten rupees"), and a list
# item or a new paragraph opens with a mark, a number or a capital
_BREAK = r"\n(?![ \t]*[a-z])"
_CLAUSE_END = re.compile(rf"[.;:()]|{_BREAK}|,\s+(?:and|but|or|while|whereas|which)\b")
# a clause opens after a stop or a coordinating "and" / "but" (a bracket does not open one:
# "shall not (a) assign without consent" is still negated)
_CLAUSE_START = re.compile(rf"[.;:]|{_BREAK}|,\s+(?:and|but|while|whereas)\b")


@functools.cache
def _markers(key: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{lexicon.phrase_alternation('conditions', key)})\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Condition:
    """One requirement or dispensation: its kind, its condition's words and its clause."""

    kind: str  # "requirement" | "dispensation" | "exception" | "concession"
    words: frozenset[str]
    marker: str
    clause: str  # the clause the marker stands in, marker and condition included
    lead: str = ""  # the clause's words before the marker
    case: str = ""  # the condition's own words, after the marker


def conditions(text: str) -> list[Condition]:
    """The requirements and dispensations ``text`` states.

    >>> [(c.kind, sorted(c.words)) for c in conditions("It may sue, but only once it proves loss.")]
    [('requirement', ['loss', 'prove'])]
    >>> conditions("It shall not assign without consent.")
    []
    >>> [sorted(c.words) for c in conditions("It may end it without cause on 30 days' notice.")]
    [['caus']]
    """
    text = expand_contractions(text)
    found: list[Condition] = []
    fixed_only = lexicon.word_set("conditions", "fixed_only")
    for m in _markers("requirement_markers").finditer(text):
        if any(_starts(text, m.start(), f) for f in fixed_only):
            continue
        stop = _CLAUSE_END.search(text, m.end(), m.end() + _REACH)
        end = stop.start() if stop else min(len(text), m.end() + _REACH)
        _add(found, "requirement", text, m, m.end(), end)
    for m in _markers("dispensation_markers").finditer(text):
        if m.group(0).lower() == "without" and not _dispenses(text, m):
            continue
        _add(found, "dispensation", text, m, m.end(), _object_end(text, m.end()))
    for m in _NONE_REQUIRED.finditer(text):
        # "no consent of the Landlord is required": the thing said to be needed is the object
        _add(found, "dispensation", text, m, m.start("thing"), m.end("thing"))
    for kind, pattern in (
        ("exception", _exceptions()),
        ("concession", _markers("concession_markers")),
    ):
        for m in pattern.finditer(text):
            # a clause of case ends at its comma ("even if it is late, if it is ...")
            stop = _CASE_END.search(text, m.end(), m.end() + _REACH)
            _add(
                found,
                kind,
                text,
                m,
                m.end(),
                stop.start() if stop else min(len(text), m.end() + _REACH),
            )
    return found


_CASE_END = re.compile(rf"[.;:(),]|{_BREAK}")


@functools.cache
def _exceptions() -> re.Pattern[str]:
    """The exception markers ("unless", from polarity.json): the act fails in their case."""
    words = lexicon.phrase_alternation("polarity", "negative_conditionals")
    return re.compile(rf"\b(?:{words})\b", re.IGNORECASE)


# kinds of condition that give opposite outcomes for the same condition: a requirement and a
# dispensation; an exception ("unless it knows") and a concession ("even if it knows") when the
# clauses they hang on have the same polarity
_OPPOSED = {
    "requirement": {"dispensation"},
    "dispensation": {"requirement"},
    "exception": {"concession"},
    "concession": {"exception"},
}


def _add(found: list[Condition], kind: str, text: str, m: re.Match[str], a: int, b: int) -> None:
    words = frozenset(content_words(text[a:b]))
    if words:
        opening = _opening(text, m.start())
        lead = text[opening : m.start()]
        found.append(Condition(kind, words, m.group(0), text[opening:b], lead, text[a:b]))


def _starts(text: str, at: int, phrase: str) -> bool:
    return " ".join(text[at : at + len(phrase) + 10].lower().split()).startswith(phrase)


def _dispenses(text: str, m: re.Match[str]) -> bool:
    """This "without" dispenses with its object: its clause grants something, undenied."""
    if any(_starts(text, m.start(), f) for f in lexicon.word_set("conditions", "fixed_without")):
        return False
    opening = _opening(text, m.start())
    # a proviso opens a clause of its own ("shall not assign ..., provided that the Licensor
    # may assign without consent to an Affiliate")
    provisos = _markers("proviso_openers").finditer(text, opening, m.start())
    opening = max((c.end() for c in provisos), default=opening)
    before = text[opening : m.start()]
    if negation_parity(before) != 0:
        return False  # "shall not assign without consent": a requirement
    permission = lexicon.word_set("conditions", "permission_words")
    return any(w.lower() in permission for w in _WORD.findall(before))


def _opening(text: str, at: int) -> int:
    """Where the clause holding ``at`` opens (looking back at most ``_LOOKBACK`` characters)."""
    floor = max(0, at - _LOOKBACK)
    return max((c.end() for c in _CLAUSE_START.finditer(text, floor, at)), default=floor)


def _object_end(text: str, at: int) -> int:
    """Where the noun phrase after a marker ends: at a preposition other than "of", or a break."""
    stop = _OBJECT_END.search(text, at, at + _REACH)
    return stop.start() if stop else min(len(text), at + _REACH)


_WORD = re.compile(r"[A-Za-z]+")
# a clause's opening is looked for this far back
_LOOKBACK = 300
_OBJECT_END = re.compile(
    rf"[.;:,()]|{_BREAK}|\s(?:on|by|for|to|in|at|within|upon|after|before|from|under|if|unless|when|"
    r"where|and|or|but|that|which|who|so|as)\b",
    re.IGNORECASE,
)
_NONE_REQUIRED = re.compile(
    r"\bno\s+(?P<thing>(?:[\w'’-]+\s+){0,5}?[\w'’-]+)\s+(?:is|are|shall\s+be|will\s+be|be)\s+"
    r"(?:required|needed|necessary)\b",
    re.IGNORECASE,
)


def condition_conflicts(claim: Claim, windows: Sequence[Window]) -> list[Conflict]:
    """The claim's conditions that the sentence its clause copies states the other way."""
    mine = conditions(claim.text)
    if not mine or not windows:
        return []
    conflicts: list[Conflict] = []
    for condition in mine:
        # the sentence the condition's clause copies (the whole claim's, for a short clause)
        marker = set(content_words(condition.marker))
        words = set(content_words(condition.clause)) - marker
        if len(words) < _CLAUSE_WORDS:
            words = set(content_words(claim.text)) - marker
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
                if c.kind in _OPPOSED[condition.kind]
                and _same(condition.words, c.words, strict)
                and (condition.kind in ("requirement", "dispensation") or _same_case(condition, c))
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


def _same_case(mine: Condition, theirs: Condition) -> bool:
    """An exception and a concession of one case on clauses alike: opposite outcomes there.

    The clauses they hang on have the same polarity; the cases are one, not merely alike:
    each states its case with the same polarity ("even if neither party gives notice" is not
    the case of "unless either party gives notice"), and they share two words and two thirds
    of the larger one's ("even if it is revoked orally" is not "unless it is revoked in
    writing").
    """
    if negation_parity(mine.lead) % 2 != negation_parity(theirs.lead) % 2:
        return False
    if negation_parity(mine.case) % 2 != negation_parity(theirs.case) % 2:
        return False
    shared = len(mine.words & theirs.words)
    larger = max(len(mine.words), len(theirs.words))
    return shared >= _STRICT_WORDS and shared >= _STRICT_SAME * larger


def _same(a: frozenset[str], b: frozenset[str], strict: bool = False) -> bool:
    """One condition: half the shorter one's words shared (two thirds, and two words, strictly)."""
    shared = len(a & b)
    if strict:
        return shared >= _STRICT_WORDS and shared >= _STRICT_SAME * min(len(a), len(b))
    return shared > 0 and shared >= _SAME_CONDITION * min(len(a), len(b))


def _squeezed(text: str) -> str:
    return " ".join(text.lower().split())
