"""The words that frame an identifier of a claim, and the source sentences that copy them.

The substitution rule (:mod:`lexaudit.judge.substitution`) and the swap rule
(:mod:`lexaudit.judge.swaps`) find the sentence a claim copies around a name or a section
reference by the content words on both sides of it, in its own clause: a sentence that holds
most of them (:data:`COPIED`) is the one copied, and of several such, those holding most of
the identifier's whole clause (:func:`copied`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Window
from lexaudit.text.sections import find_section_refs
from lexaudit.text.words import content_words

# content words read on each side of the identifier, and how many the claim must have there
CONTEXT = 5
MIN_CONTEXT = 3
# the share of those words the source sentence must hold to be the one the claim copies (all
# of them when they are fewer than FEW)
COPIED = 0.8
FEW = 4
_CLAUSE_END = re.compile(r"[;!?\n]|\.(?:\s|$)")


class Placed(Protocol):
    """An identifier where a text writes it."""

    @property
    def start(self) -> int:
        """Its first character."""

    @property
    def end(self) -> int:
        """The character after it."""

    @property
    def surface(self) -> str:
        """The identifier as written."""


def copied(windows: Sequence[Window], frame: set[str], clause: set[str]) -> list[Window]:
    """The windows whose sentence the claim copies around a name.

    Those holding most of the name's frame words; of them, those holding most of its whole
    clause, for a frame reads a few words on each side: "Birch may end it on 30 days' notice
    without cause" frames Birch with the words of both "Acme may end it on 30 days' notice
    without cause" and "Either party may end it on 30 days' notice if the other breaches",
    and only the first has the words after them.
    """
    top = max(len(frame & w.own_words) for w in windows)
    tied = [w for w in windows if len(frame & w.own_words) == top]
    most = max(len(clause & w.own_words) for w in tied)
    return [w for w in tied if len(clause & w.own_words) == most]


def clause_words(text: str, x: Placed) -> set[str]:
    """The content words of the name's own clause, but its own and other references'."""
    opening, closing = _own_clause(text, x)
    words = content_words(_without_references(text, opening, x.start)) + content_words(
        _without_references(text, x.end, closing)
    )
    return set(words) - set(content_words(x.surface))


# a comma and a relative word open a non-restrictive relative clause ("the Board established
# under section 5, which hears appeals"): an assertion of its own about the noun before it
_RELATIVE_OPENING = re.compile(r",\s*(?:which|who|whom|whose)\b", re.IGNORECASE)
# a connective adverb set off by a comma where the clause opens ("Separately, ...")
_CONNECTIVE_OPENING = re.compile(r"\s*([A-Za-z]+)\s*,")


def _own_clause(text: str, x: Placed) -> tuple[int, int]:
    """Where the identifier's own clause opens and closes in ``text``.

    A sentence or a semicolon ends it, and so does a non-restrictive relative clause after
    it; a connective adverb that opens it ("Separately, under ...") says how it follows the
    sentence before, not what it says.
    """
    opening = max((m.end() for m in _CLAUSE_END.finditer(text, 0, x.start)), default=0)
    closing = next((m.start() for m in _CLAUSE_END.finditer(text, x.end)), len(text))
    relative = _RELATIVE_OPENING.search(text, x.end, closing)
    connective = _CONNECTIVE_OPENING.match(text, opening, x.start)
    if connective is not None and connective.group(1).lower() in lexicon.word_set(
        "stopwords", "sentence_openers"
    ):
        opening = connective.end()
    return opening, relative.start() if relative is not None else closing


def frame_words(text: str, x: Placed) -> set[str]:
    """The content words on both sides of a name in its own clause (up to CONTEXT each way).

    Another section reference of the clause is no word of the frame: its number ("under
    section 156(3) a Magistrate empowered under section 190") names another provision.
    """
    opening, closing = _own_clause(text, x)
    before = content_words(_without_references(text, opening, x.start))[-CONTEXT:]
    after = content_words(_without_references(text, x.end, closing))[:CONTEXT]
    return set(before + after) - set(content_words(x.surface))


def _without_references(text: str, start: int, end: int) -> str:
    """``text[start:end]`` with the section references in it left out."""
    piece = text[start:end]
    for ref in reversed(find_section_refs(piece)):
        piece = piece[: ref.start] + " " + piece[ref.end :]
    return piece
