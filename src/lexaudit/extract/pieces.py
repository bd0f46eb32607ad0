"""Bounded pieces: long sentence-less stretches cut at natural boundaries.

Several stages cost more than linear time in the length of one sentence or one parse (a
verb's subtree is walked for every verb of its clause; the dependency parse of a stretch
without a full stop can span all of it). A 200,000-character answer with no period would be
one sentence and one parse tree. :func:`bounded_sentences` keeps the sentence spans of
:func:`lexaudit.text.segment.split_sentences` and cuts any span longer than
:data:`MAX_SENTENCE_CHARS` into pieces at the last natural boundary inside each window: a line
break, else a semicolon, else a comma, else whitespace, else (a run with no whitespace at all)
at the window's end. :func:`parse_pieces` groups those spans into the texts spaCy parses one
at a time, so no parse tree crosses a cut and none is longer than ``MAX_PIECE_CHARS``.

Text whose sentences are all at most ``MAX_SENTENCE_CHARS`` long and that is at most
``MAX_PIECE_CHARS`` long in all is untouched: one sentence list, one parse, as before.
"""

from __future__ import annotations

import re

from lexaudit.text.segment import split_sentences

__all__ = ["MAX_PIECE_CHARS", "MAX_SENTENCE_CHARS", "bounded_sentences", "parse_pieces"]

MAX_SENTENCE_CHARS = 2000
"""A sentence longer than this (0.14% of CUAD's sentences) is cut at natural boundaries."""

MAX_PIECE_CHARS = 20_000
"""Whole sentences are parsed together up to this length (a source chunk fits in one)."""

_BOUNDARIES = ("\n", ";", ",", " ", "\t")


def _cut_long(text: str, start: int, end: int, limit: int, spans: list[tuple[int, int]]) -> None:
    """Append ``[start, end)`` to ``spans`` cut into trimmed pieces of at most ``limit`` chars."""
    pos = start
    while pos < end:
        while pos < end and text[pos].isspace():
            pos += 1
        if pos >= end:
            return
        if end - pos <= limit:
            cut = end
        else:
            hi = pos + limit
            lo = pos + limit // 2  # never a piece shorter than half the limit (linear scans)
            cut = hi
            for mark in _BOUNDARIES:
                found = text.rfind(mark, lo, hi)
                if found >= 0:
                    cut = found + 1
                    break
        piece_end = cut
        while piece_end > pos and text[piece_end - 1].isspace():
            piece_end -= 1
        if piece_end > pos:
            spans.append((pos, piece_end))
        pos = cut


def bounded_sentences(
    text: str, limit: int = MAX_SENTENCE_CHARS
) -> tuple[list[tuple[int, int]], list[bool]]:
    """The sentence spans of ``text`` with every span longer than ``limit`` cut into pieces.

    Returns:
        The spans (trimmed, in order, non-overlapping, covering every non-whitespace
        character, each at most ``limit`` long) and, for each, whether it is a piece of a
        longer sentence.
    """
    spans: list[tuple[int, int]] = []
    pieces: list[bool] = []
    for start, end in split_sentences(text):
        if end - start <= limit:
            spans.append((start, end))
            pieces.append(False)
        else:
            before = len(spans)
            _cut_long(text, start, end, limit, spans)
            pieces.extend([True] * (len(spans) - before))
    return spans, pieces


def parse_pieces(
    text: str,
    sentences: list[tuple[int, int]],
    cut: list[bool],
    limit: int = MAX_PIECE_CHARS,
) -> list[tuple[int, int]]:
    """The ``(start, end)`` ranges of ``text`` that spaCy parses one at a time.

    The ranges are contiguous and cover the whole text, so their parses join into one
    ``Doc`` of the same text. A text of at most ``limit`` characters with no cut sentence is
    one range. Otherwise whole sentences are grouped up to ``limit`` characters, and each
    piece of a cut sentence (``cut``, from :func:`bounded_sentences`) is a range of its own.
    """
    if len(text) <= limit and not any(cut):
        return [(0, len(text))]
    starts = [0]
    group_start = 0
    previous_cut = False
    for i, ((start, end), is_piece) in enumerate(zip(sentences, cut, strict=True)):
        if i > 0 and (is_piece or previous_cut or end - group_start > limit):
            starts.append(start)
            group_start = start
        previous_cut = is_piece
    return list(zip(starts, [*starts[1:], len(text)], strict=True))


# four or more words in capitals in a row: a clause set in capitals for emphasis ("IN NO EVENT
# SHALL THE VENDOR BE LIABLE ...", "THE DEALER SHALL INDEMNIFY THE MAKER"), which the small
# English model tags as a run of proper nouns and parses wrongly
# possessive, and only at a word's start: a long run of capitals is scanned once
_CAPS_WORD = r"(?<![A-Za-z])[A-Z][A-Z'\u2019&.-]*+(?![A-Za-z])"
_CAPITALS_RUN = re.compile(rf"{_CAPS_WORD}(?:[\s,;:()/\"\u201c\u201d-]+{_CAPS_WORD}){{3,}}")


def parser_text(text: str) -> str:
    """``text`` as the parser should read it: runs of capitals in sentence case.

    Every character keeps its place (a letter is lowered only when its lower case is one
    character), so the parse's offsets are the text's. Only spaCy reads this copy (so its
    own name recogniser sees those words in lower case); the legal rules read parties,
    aliases, values and citations from the text as written.
    """

    def lower(m: re.Match[str]) -> str:
        run = m.group(0)
        return run[0] + "".join(c.lower() if len(c.lower()) == 1 else c for c in run[1:])

    return _CAPITALS_RUN.sub(lower, text)
