"""A negation dropped or added in one clause of a longer claim.

A claim that merges a copied clause with words of its own is no near-copy as a whole, so the
word-level checks of :mod:`lexaudit.judge.lexical` pass it by; each of its comma-separated
clauses that nearly copies a stretch of a source sentence is read for a flip the way a whole
near-copy is.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Window
from lexaudit.extract.pipeline import content_words
from lexaudit.judge.lexical import unpaired_negator, worded
from lexaudit.judge.negation import TOKEN as _TOKEN
from lexaudit.judge.negation import (
    expand_contractions,
    has_negator,
    negation_flipped,
    negation_parity,
    same_condition,
    same_restriction,
)
from lexaudit.judge.prefixes import merge_prefix_negation
from lexaudit.judge.stretch import (
    contended_stretch,
    contends,
    copy_of,
    copy_span,
    denial_before,
    denial_in_supposition,
    framed_statement,
    negative_subject,
    supposed_failure,
)
from lexaudit.types import Claim, Conflict

# a claim's pieces: its clauses parted by a comma, semicolon or colon, or by a contrastive
# conjunction ("..., but only once ...", "... while X may not ..."); the comma of a date
# before its year ("March 1, 2010") parts no clauses
_PIECE_BREAK = re.compile(
    r"(?:,(?!\s*[12]\d{3}\b)|[;:])\s*|\s+(?:but|while|whereas|although|though)\s+"
)
# a piece is read on its own when it has this many content words and one sentence holds
# this share of them
_PIECE_WORDS = 4
_PIECE_COVER = 0.8


def piece_flips(claim: Claim, windows: Sequence[Window]) -> list[Conflict]:
    """A negation added or dropped in one clause of a longer claim that copies a sentence.

    A claim that merges a copied clause with words of its own ("Even where the wording is
    plain, evidence may be given to show ..., for example ...") is no near-copy as a whole,
    but its clause is: the clause is compared with the stretch of the sentence it copies, by
    the parity of their negators, as a whole near-copy is (:func:`_near_copy_edits`).
    """
    text = expand_contractions(framed_statement(worded(claim)))
    conflicts: list[Conflict] = []
    start = 0
    pieces = []
    for m in _PIECE_BREAK.finditer(text):
        pieces.append((start, m.start()))
        start = m.end()
    pieces.append((start, len(text)))
    if len(pieces) < 2:
        return []
    for a, b in pieces:
        piece = text[a:b]
        words = set(content_words(piece))
        if len(words) < _PIECE_WORDS:
            continue
        # the sentence it copies most closely, of those that hold most of its words
        near = [w for w in windows if len(words & w.own_words) >= _PIECE_COVER * len(words)]
        if not near:
            continue
        best = max(near, key=lambda w: _copy_ratio(piece, w))
        sentence = expand_contractions(best.reading)
        mine, theirs = merge_prefix_negation(piece, sentence)
        # the claim's own negative subject before the piece ("Neither owner may lease, |
        # sell or pledge ...") denies it as the sentence's does its stretch
        flip = _piece_flip(mine, theirs, negative_subject(text, a) or _denied_group(text, a))
        if flip is not None and (same_condition(text, theirs) or same_restriction(text, theirs)):
            # the claim states the rule through its condition elsewhere ("With leave, a party
            # may amend ..." for "may not amend ... without leave"): one rule put two ways
            flip = None
        if flip is not None:
            conflicts.append(Conflict("polarity", flip[0], flip[1], claim.span, best.span))
    return conflicts


# how many words before a comma a negator may stand in the verb group the comma interrupts
_GROUP_WORDS = 3


def _denied_group(text: str, start: int) -> str | None:
    """The negator of a verb group a comma interrupts before the piece at ``start``.

    "The Notes have not been, and will not be, | listed": the piece is the participle of
    the auxiliaries written before the comma, and their negator denies it. The words before
    the comma must end with an auxiliary (``auxiliaries`` in ``data/lexicon/bound_words.json``)
    and hold a negator among their last few. None otherwise.
    """
    before = text[:start].rstrip()
    if not before.endswith(","):
        return None
    words = [w.lower() for w in _TOKEN.findall(before[:-1])][-_GROUP_WORDS:]
    if not words or words[-1] not in lexicon.word_set("bound_words", "auxiliaries"):
        return None
    return "not" if has_negator(words) else None


def _piece_flip(piece: str, sentence: str, subject: str | None = None) -> tuple[str, str] | None:
    """The piece and the clause of the sentence it copies, when a negation is added or dropped.

    The piece must be a near-copy of its stretch (word by word, as :func:`_near_copy_edits`
    reads one). A negator right before the stretch in its clause scopes over it ("if the
    Agent fails to | deliver the goods"). One side must have a negator where the other has
    no word of content (:func:`unpaired_negator`: "fails to buy" and "misses" are a
    paraphrase that may carry the negation in the verb); and a sentence that qualifies
    another provision ("Notwithstanding sub-section (1), the court may refuse ...") is left
    alone, since the claim may state that provision. A negative subject before the copied
    words (``subject`` for the claim's piece; :func:`lexaudit.judge.stretch.negative_subject`
    for the sentence's stretch) is read with them.
    """
    mine = _TOKEN.findall(piece)
    if len(mine) < 4:
        return None
    start, end = copy_span(mine, sentence)
    found = list(_TOKEN.finditer(sentence, start, end))
    lowered = [w.lower() for w in mine]
    matcher = difflib.SequenceMatcher(
        a=lowered, b=[m.group(0).lower() for m in found], autojunk=False
    )
    if matcher.ratio() < 0.7:
        return None
    first = next((b for b in matcher.get_matching_blocks() if b.size), None)
    if first is not None and first.a == 0 and first.b > 0:
        # the piece opens its clause: the stretch's words before a clause break are another's
        breaks = [
            m.end() for m in _CLAUSE_OPENING.finditer(sentence, start, found[first.b].start())
        ]
        start = max(breaks, default=start)
    if lexicon.words_pattern("cross_references").search(sentence, 0, start) is not None:
        return None
    if contended_stretch(sentence, start) and not contends(piece):
        return None  # a party's position ("the respondent argued that | ..."), not a ruling
    # a negator right before the stretch, in its clause, scopes over it ("fails to | deliver")
    before = list(_TOKEN.finditer(sentence, max(0, start - 40), start))[-2:]
    opening = start
    if before and has_negator([m.group(0) for m in before]):
        opening = before[0].start()
        if _CLAUSE_OPENING.search(sentence, opening, start):
            opening = start
    scoped = sentence[opening:end]
    # a word before the copied words that denies them too ("Nothing in this Part | entitles
    # ..."); the claim's negative subject a few words back, or a negator that opens the piece,
    # lets a negator further back in the stretch's clause count
    denial = denial_before(
        sentence, opening, _TOKEN.findall(scoped), subject is not None or has_negator(mine[:1])
    )
    if denial is not None:
        scoped = f"{denial} {scoped}"
    said = piece if subject is None else f"{subject} {piece}"
    if not negation_flipped(said, scoped):
        return None
    if negation_parity(scoped) % 2 and supposed_failure(said, sentence, opening):
        return None  # the sentence supposes the act is not done: no word against the piece
    if denial_in_supposition(said, scoped, sentence, opening):
        return None  # the piece supposes a breach of what the sentence states
    theirs = _TOKEN.findall(scoped)
    return (piece, " ".join(theirs)) if unpaired_negator(_TOKEN.findall(said), theirs) else None


_CLAUSE_OPENING = re.compile(r"[,;:(\n—–]|\s-\s")


def _copy_ratio(piece: str, window: Window) -> float:
    """How closely ``piece`` copies its stretch of the window's sentence (word by word)."""
    mine = [w.lower() for w in _TOKEN.findall(piece)]
    sentence = expand_contractions(window.reading)
    theirs = [w.lower() for w in copy_of(mine, sentence)]
    return difflib.SequenceMatcher(a=mine, b=theirs, autojunk=False).ratio()
