"""The parser reads a sentence as it would be printed: a run of spaces in it is one space.

Filed contracts keep the spacing of their typeset pages: "which will not be         unreasonably
withheld". spaCy makes such a run a whitespace token of its own, and the small English model
parses the words around it differently from the same words one space apart (the "not" above
hangs on "be" instead of on "withheld", so the withholding reads as not denied). A reader sees
one gap there, so the parser is given the text with each run of spaces inside a sentence
written as one space: a run between a printed character and a lower-case letter, which goes on
with the sentence. A run before a capital, a digit or a bracket is left as it is: filed pages
put wide gaps between the columns of a table ("Argued May 3, 1997      Decided June 9, 1997")
and where a paragraph break was flattened, and the parser should still see those. The analysis
it returns is laid back on the text as written, the run kept as the whitespace token spaCy
would have made of it (hung on the word before it), so that every offset of the ``Doc`` is the
text's own. Line breaks are left as they are: they mark headings and list items.

Contracts also write a number twice, in words and then in figures: "within ninety (90) days
after written notice", "five percent (5%) of Net Sales". A reader reads the figure as an aside
that repeats the words; the small parser reads "(90)" as a phrase of its own and loses the rest
("within" is left with no object, "days" hangs on "written"), so the period's slot misses the
words that say what it is for. The parser is given the text without such a figure (a
parenthesised number right after a number written in words, or after the word that follows
one: "ninety (90)", "one million dollars ($1,000,000)"), and the figure is laid back as tokens
hung on the word before it, so that offsets stay the text's.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Iterable, Iterator
from typing import Any

from lexaudit.text.numbers import parse_number_words

_SPACE_RUN = re.compile(r"(?<=\S) {2,}(?=[a-z])")
# a number in figures in brackets after a word ("ninety (90)", "dollars ($1,000,000)"), with
# the words before it; the figure is an aside only after a number written in words
_FIGURE = re.compile(r"([A-Za-z][\w-]*)(?:\s+([A-Za-z][\w-]*))? ?(\((?:\$|US\$)?\d[\d,.]*%?\))")
# the pieces a figure's aside is laid back as, with the spaces around them
_FIGURE_PIECES = re.compile(r" +|[()%$]|US(?=\$)|[^\s()%$]+")


class SpacedPipeline:
    """A spaCy pipeline that parses runs of spaces inside a sentence as one space (the module).

    Every other attribute is the wrapped pipeline's (``vocab``, ``pipe_names``,
    ``select_pipes`` ...).
    """

    def __init__(self, nlp: Any) -> None:
        self._nlp = nlp

    def __getattr__(self, name: str) -> Any:
        return getattr(self._nlp, name)

    def __call__(self, text: str) -> Any:
        """The ``Doc`` of ``text``, parsed with its runs of spaces read as one space."""
        return next(self.pipe([text]))

    def pipe(self, texts: Iterable[str], batch_size: int | None = None) -> Iterator[Any]:
        """Parse each text as :meth:`__call__` does, in ``nlp.pipe`` batches."""
        pending: collections.deque[str] = collections.deque()

        def spaced() -> Iterator[str]:
            for text in texts:
                pending.append(text)
                yield _SPACE_RUN.sub(" ", without_figures(text))

        for doc in self._nlp.pipe(spaced(), batch_size=batch_size):
            text = pending.popleft()
            yield doc if doc.text == text else respaced(doc, text, self._nlp)


def figure_asides(text: str) -> list[tuple[int, int]]:
    """Where ``text`` repeats a number in words with the figure in brackets, with its space.

    Examples:
        >>> t = "within ninety (90) days, under paragraph (2)"
        >>> [t[a:b] for a, b in figure_asides(t)]
        [' (90)']
    """
    spans = []
    for m in _FIGURE.finditer(text):
        first, second = m.group(1), m.group(2)
        if parse_number_words(second or first) is None and (
            second is None or parse_number_words(first) is None
        ):
            continue
        start = m.start(3)
        if start > 0 and text[start - 1] == " ":
            start -= 1
        spans.append((start, m.end(3)))
    return spans


def without_figures(text: str) -> str:
    """``text`` without its figure asides (:func:`figure_asides`), as the parser reads it."""
    spans = figure_asides(text)
    if not spans:
        return text
    parts = []
    at = 0
    for start, end in spans:
        parts.append(text[at:start])
        at = end
    parts.append(text[at:])
    return "".join(parts)


def respaced(doc: Any, text: str, nlp: Any) -> Any:
    """``doc``'s analysis laid on ``text``, which differs from ``doc.text`` by runs of spaces.

    Each token keeps its tags, lemma, head, dependency and entity; a run of spaces after a
    token becomes a whitespace token after it, hung on it. Should the two ever fail to line
    up, ``text`` is parsed as it stands.
    """
    from spacy.tokens import Doc

    # where each token of ``doc`` starts in ``text``: the texts differ only in spaces, so the
    # non-space characters line up one for one
    asides = dict(figure_asides(text))
    starts = _starts_in(doc, text, asides)
    if starts is None:
        return nlp(text)
    words: list[str] = []
    spaces: list[bool] = []
    new_index: list[int] = []
    extra_after: dict[int, list[str]] = {}
    for tok, start in zip(doc, starts, strict=True):
        end = start + len(tok.text)
        following = starts[tok.i + 1] if tok.i + 1 < len(doc) else len(text)
        gap = text[end:following] if not tok.is_space else ""
        new_index.append(len(words))
        words.append(tok.text)
        if not gap:
            spaces.append(False)
        elif gap == " ":
            spaces.append(True)
        elif gap.strip(" ") == "":
            spaces.append(True)
            words.append(gap[1:])
            spaces.append(False)
            extra_after[tok.i] = [gap[1:]]
        else:
            # a figure aside the parser did not see, with the spaces around it
            pieces = [p.group(0) for p in _FIGURE_PIECES.finditer(gap)]
            if "".join(pieces) != gap:
                return nlp(text)
            spaces.append(pieces[0].startswith(" "))
            if pieces[0].startswith(" "):
                pieces[0] = pieces[0][1:]
            laid: list[str] = []
            for piece in pieces:
                if piece.startswith(" "):
                    spaces[-1] = True
                    if len(piece) > 1:
                        laid.append(piece[1:])
                        words.append(piece[1:])
                        spaces.append(False)
                elif piece:
                    laid.append(piece)
                    words.append(piece)
                    spaces.append(False)
            extra_after[tok.i] = laid
    heads: list[int] = []
    deps: list[str] = []
    tags: list[str] = []
    pos: list[str] = []
    lemmas: list[str] = []
    morphs: list[str] = []
    ents: list[str] = []
    for tok in doc:
        heads.append(new_index[tok.head.i])
        deps.append(tok.dep_)
        tags.append(tok.tag_)
        pos.append(tok.pos_)
        lemmas.append(tok.lemma_)
        morphs.append(str(tok.morph))
        ents.append(f"{tok.ent_iob_}-{tok.ent_type_}" if tok.ent_iob_ in ("B", "I") else "O")
        for piece in extra_after.get(tok.i, ()):
            heads.append(new_index[tok.i])
            dep, tag, part = _laid_back(piece)
            deps.append(dep)
            tags.append(tag)
            pos.append(part)
            lemmas.append(piece)
            morphs.append("")
            # inside a name a run of spaces or an aside is part of it, as the word after it is
            nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
            inside = nxt is not None and nxt.ent_iob_ == "I"
            ents.append(f"I-{nxt.ent_type_}" if inside and nxt is not None else "O")
    rebuilt = Doc(
        doc.vocab,
        words=words,
        spaces=spaces,
        heads=heads,
        deps=deps,
        tags=tags,
        pos=pos,
        lemmas=lemmas,
        morphs=morphs,
        ents=ents,
    )
    if rebuilt.text != text:
        return nlp(text)
    tensor = doc.tensor
    if getattr(tensor, "ndim", 0) == 2 and tensor.shape[0] == len(doc):
        # the tagger's token vectors, a row of zeros for each run (``Doc.from_docs`` joins them)
        import numpy

        rows = numpy.zeros((len(words), tensor.shape[1]), dtype=tensor.dtype)
        rows[new_index] = tensor
        rebuilt.tensor = rows
    return rebuilt


def _laid_back(piece: str) -> tuple[str, str, str]:
    """The dependency, tag and part of speech of a piece laid back on the word before it."""
    if piece.strip(" ") == "":
        return "dep", "_SP", "SPACE"
    if piece == "(":
        return "punct", "-LRB-", "PUNCT"
    if piece == ")":
        return "punct", "-RRB-", "PUNCT"
    if piece in ("$", "US"):
        return "nmod", "$", "SYM"
    if piece == "%":
        return "nmod", "NN", "NOUN"
    return "appos", "CD", "NUM"


def _starts_in(doc: Any, text: str, asides: dict[int, int]) -> list[int] | None:
    """Where each token of ``doc`` starts in ``text`` (None when the words do not line up).

    ``asides`` maps the start of each figure aside the parser did not see to its end.
    """
    starts = []
    at = 0
    for tok in doc:
        if tok.is_space:
            # a token of whitespace with a line break: the same characters, after the run
            found = text.find(tok.text, at)
        else:
            found = at
            while found < len(text) and (text[found] == " " or found in asides):
                found = asides.get(found, found + 1)
        if found < 0 or text[found : found + len(tok.text)] != tok.text:
            return None
        starts.append(found)
        at = found + len(tok.text)
    return starts
