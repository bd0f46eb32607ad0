"""Two parties of a copied sentence that a claim has put in each other's places.

"Birch may not publish it without Acme's consent" against "Acme may not publish it without
Birch's consent" names no party the sentence lacks, so the substitution rule
(:mod:`lexaudit.judge.substitution`), which needs a name the sentence does not hold, leaves it
alone. Here each name must stand where the sentence has the other, framed by the same words,
neither where the sentence has it, and the claim's words between the two must be the
sentence's words between them, in order.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.pipeline import normalise_alias
from lexaudit.judge.frames import COPIED, MIN_CONTEXT, clause_words, copied, frame_words
from lexaudit.judge.substitution import (
    _POSSESSIVE,
    _WORDS,
    _capitalised_term,
    _defined_terms,
    _expanded,
    _frames_agree,
    _Identifier,
    _known,
    _opening_name,
    _role_words,
    _same,
    identifiers,
)
from lexaudit.text.words import content_words, stem
from lexaudit.types import Claim, Conflict, EvidenceSpan, Span


def swapped(claim: Claim, windows: Sequence[Window], evidence: Evidence) -> list[Conflict]:
    """Two parties of a copied sentence that the claim has put in each other's places.

    "Birch may not publish it without Acme's consent" against "Acme may not publish it
    without Birch's consent": each name stands where the sentence has the other, framed by
    the same words (:func:`_frames_agree`), neither stands where the sentence has it, and the
    words between the two are the sentence's words between them, in order. The sentence must
    hold most of the words around both names, so that it is the one the claim copies; where
    several sentences hold as many (mirror clauses: "A shall indemnify B" and "B shall
    indemnify A"), the claim has swapped the names only if each has them the other way round.
    The substitution rule leaves this alone, for the sentence names both.
    """
    text = claim.text
    terms = _defined_terms(evidence)
    names = [
        x
        for x in identifiers(text, lambda word: _opening_name(word, evidence))
        if x.kind == "name"
        and _known(x.surface, evidence)
        and normalise_alias(x.surface) not in terms
        and not _capitalised_term(x, evidence)
        and not _thing_named(x, evidence)
    ]
    # a role names a party as its name does ("the Client" stands for one party throughout):
    # each is compared with the same word in the sentence, so a role no definition binds will
    # do too
    bound, free = _role_words(text, names, evidence)
    names = sorted([*names, *bound, *free], key=lambda x: x.start)
    if len(names) < 2 or not windows:
        return []
    out: list[Conflict] = []
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            if _same(first, second, evidence):
                continue
            found = _swap_in(text, first, second, windows, evidence, terms)
            if found is None:
                continue
            window, theirs = found
            start = window.start + theirs.start
            out.append(
                Conflict(
                    "party",
                    f"{first.surface} ... {second.surface}",
                    f"{theirs.surface} in the place of {first.surface}",
                    Span(claim.span.start + first.start, claim.span.start + second.end),
                    EvidenceSpan(
                        window.chunk.chunk_id, start, start + len(theirs.surface), theirs.surface
                    ),
                )
            )
    return out


def _thing_named(x: _Identifier, evidence: Evidence) -> bool:
    """A name whose head is a common noun ("Field Services", "Pump Units"): a thing, no party.

    Its last word is one the sources or the answer write in lower case, and the alias table
    does not make it a party's name ("Harbour Freight Services" defined as a party stays one).
    """
    name = normalise_alias(_POSSESSIVE.sub("", x.surface))
    if not name or name in evidence.aliases or name in evidence.aliases.values():
        return False
    words = _WORDS.findall(_POSSESSIVE.sub("", x.surface))
    return len(words) > 1 and evidence.written_lower(words[-1])


# of the claim's words between the two names, how many (and what share) the sentence must
# have between them, in order, for the two to stand where the other stands there
_BETWEEN_WORDS = 3
_BETWEEN_SHARE = 0.6


def _swap_in(
    text: str,
    first: _Identifier,
    second: _Identifier,
    windows: Sequence[Window],
    evidence: Evidence,
    terms: set[str],
) -> tuple[Window, _Identifier] | None:
    """The copied sentence where the two names stand the other way round, and the name there.

    The name returned is the sentence's occurrence of ``second`` that stands in ``first``'s
    place. None when a sentence the claim copies as closely has them as the claim does.
    """
    context = frame_words(text, first) | frame_words(text, second)
    if len(context) < 2 * MIN_CONTEXT:
        return None
    top = max(len(context & w.own_words) for w in windows)
    if top < COPIED * len(context):
        return None
    between = content_words(text[first.end : second.start])
    if len(between) < _BETWEEN_WORDS:
        return None
    # a word opening the sentence is a name there when it is a word of one of the two names
    # ("Birchwood may not ...")
    named = first.words | second.words

    def opener(word: str) -> bool:
        return stem(_expanded(word)) in named

    clause = clause_words(text, first) | clause_words(text, second)
    found: tuple[Window, _Identifier] | None = None
    for window in copied(windows, context, clause):
        sentence = window.chunk.text[window.start : window.end]
        theirs = [
            y
            for y in identifiers(sentence, opener)
            if y.kind == "name" and normalise_alias(y.surface) not in terms
        ]
        theirs += [y for side in _role_words(sentence, theirs, evidence) for y in side]
        ones = [y for y in theirs if _same(first, y, evidence)]
        twos = [y for y in theirs if _same(second, y, evidence)]
        if not ones or not twos or any(_same(y, z, evidence) for y in ones for z in twos):
            continue
        if any(_frames_agree(text, first, sentence, y) for y in ones) or any(
            _frames_agree(text, second, sentence, y) for y in twos
        ):
            return None  # a sentence the claim copies as closely has the names where it does
        pairs = [
            (y, z)
            for y in twos
            for z in ones
            if y.end <= z.start
            and _frames_agree(text, first, sentence, y)
            and _frames_agree(text, second, sentence, z)
            and _in_order_shared(between, content_words(sentence[y.end : z.start]))
        ]
        if pairs and found is None:
            found = (window, pairs[0][0])
    return found


def _in_order_shared(mine: list[str], theirs: list[str]) -> bool:
    """Most of ``mine`` (and enough of it) stands in ``theirs`` in the same order."""
    # the longest common subsequence of the two word lists
    row = [0] * (len(theirs) + 1)
    for word in mine:
        diagonal = 0
        for j, other in enumerate(theirs, 1):
            above = row[j]
            row[j] = diagonal + 1 if word == other else max(row[j], row[j - 1])
            diagonal = above
    common = row[-1]
    return common >= _BETWEEN_WORDS and common >= _BETWEEN_SHARE * len(mine)
