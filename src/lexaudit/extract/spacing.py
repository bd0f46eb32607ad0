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
"""

from __future__ import annotations

import collections
import re
from collections.abc import Iterable, Iterator
from typing import Any

_SPACE_RUN = re.compile(r"(?<=\S) {2,}(?=[a-z])")


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
                yield _SPACE_RUN.sub(" ", text)

        for doc in self._nlp.pipe(spaced(), batch_size=batch_size):
            text = pending.popleft()
            yield doc if doc.text == text else respaced(doc, text, self._nlp)


def respaced(doc: Any, text: str, nlp: Any) -> Any:
    """``doc``'s analysis laid on ``text``, which differs from ``doc.text`` by runs of spaces.

    Each token keeps its tags, lemma, head, dependency and entity; a run of spaces after a
    token becomes a whitespace token after it, hung on it. Should the two ever fail to line
    up, ``text`` is parsed as it stands.
    """
    from spacy.tokens import Doc

    # where each token of ``doc`` starts in ``text``: the texts differ only in spaces, so the
    # non-space characters line up one for one
    starts = _starts_in(doc, text)
    if starts is None:
        return nlp(text)
    words: list[str] = []
    spaces: list[bool] = []
    new_index: list[int] = []
    extra_after: dict[int, str] = {}
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
            extra_after[tok.i] = gap[1:]
        else:
            return nlp(text)
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
        if tok.i in extra_after:
            heads.append(new_index[tok.i])
            deps.append("dep")
            tags.append("_SP")
            pos.append("SPACE")
            lemmas.append(extra_after[tok.i])
            morphs.append("")
            # inside a name the run is part of it, as the word after it is
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


def _starts_in(doc: Any, text: str) -> list[int] | None:
    """Where each token of ``doc`` starts in ``text`` (None when the words do not line up)."""
    starts = []
    at = 0
    for tok in doc:
        if tok.is_space:
            # a token of whitespace with a line break: the same characters, after the run
            found = text.find(tok.text, at)
        else:
            found = at
            while found < len(text) and text[found] == " ":
                found += 1
        if found < 0 or text[found : found + len(tok.text)] != tok.text:
            return None
        starts.append(found)
        at = found + len(tok.text)
    return starts
