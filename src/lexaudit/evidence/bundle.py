"""The evidence bundle: sources cut into chunks with stable ids and char offsets."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from lexaudit.errors import EmptyInputError, MalformedRecordError
from lexaudit.types import Chunk

MAX_CHUNK_WORDS = 1200
_PARAGRAPH = re.compile(r"\n\s*\n")


def _split_long(doc_id: str, text: str, doc_rev: str | None) -> list[Chunk]:
    """Cut a long document at paragraph breaks into chunks of at most MAX_CHUNK_WORDS."""
    if len(text.split()) <= MAX_CHUNK_WORDS:
        return [Chunk(doc_id, doc_id, text, doc_rev, 0)]
    bounds = [0] + [m.end() for m in _PARAGRAPH.finditer(text)] + [len(text)]
    chunks: list[Chunk] = []
    start = 0
    words = 0
    for a, b in zip(bounds, bounds[1:], strict=False):
        n = len(text[a:b].split())
        if words and words + n > MAX_CHUNK_WORDS:
            chunks.append(
                Chunk(f"{doc_id}#{len(chunks) + 1}", doc_id, text[start:a], doc_rev, start)
            )
            start, words = a, 0
        # a single paragraph longer than the limit is cut at sentence ends
        while n > MAX_CHUNK_WORDS:
            cut = _cut_at_sentence(text, start, b)
            chunks.append(
                Chunk(f"{doc_id}#{len(chunks) + 1}", doc_id, text[start:cut], doc_rev, start)
            )
            start = cut
            n = len(text[start:b].split())
        words += n
    if text[start:].strip():
        chunks.append(Chunk(f"{doc_id}#{len(chunks) + 1}", doc_id, text[start:], doc_rev, start))
    return chunks


def _cut_at_sentence(text: str, start: int, end: int) -> int:
    """An offset after roughly MAX_CHUNK_WORDS words, moved to the next sentence end."""
    pos = start
    for _ in range(MAX_CHUNK_WORDS):
        nxt = text.find(" ", pos + 1, end)
        if nxt < 0:
            return end
        pos = nxt
    m = re.compile(r"[.;:!?]\s").search(text, pos, end)
    return m.end() if m else pos + 1


_INVISIBLE_SPACES = {0x200B: " ", 0xFEFF: " "}

# a page number on a line of its own between blank lines ("11", "- 11 -", "Page 11", "Page 11
# of 40"); a bare number has at most three digits (a year, a street number or a quantity has more)
_PRINTED_NUMBER = r"-\s*\d{1,3}\s*-|Page\s+\d{1,3}(?:\s+of\s+\d{1,3})?"
_PAGE_MARK = rf"(?:{_PRINTED_NUMBER}|\d{{1,3}})"
# the footer a filing copy prints on every page: the filer, the form and the filing date on a
# line of their own, in capitals, and the form's name ("Source: NORTHWIND CORP, 10-K, 3/31/2011"),
# as EDGAR copies print it
_FILING_FOOTER = (
    r"Source:[ \t]+[A-Z0-9][A-Z0-9 .,&'/()-]{0,100},[ \t]*[0-9A-Z][0-9A-Z -]{0,10}(?:/A)?"
    r"(?:[ \t]+\(on[ \t]+[0-9A-Z/-]+\))?,[ \t]*\d{1,2}/\d{1,2}/\d{4}"
)
# a page's mark that no value is written as: "- 11 -", "Page 11" or a filing's footer
_PRINTED_MARK = re.compile(rf"{_PRINTED_NUMBER}|{_FILING_FOOTER}")
# a line of at least this many words is running text, not a label
_RUNNING_WORDS = 6
# one or more such lines, each between blank lines
_PAGE_BREAK = re.compile(
    r"[ \t]*\n[ \t]*\n\s*" rf"(?:(?:{_PAGE_MARK}|{_FILING_FOOTER})[ \t]*\n[ \t]*\n\s*)+"
)


def _join_page_breaks(text: str) -> str:
    """A sentence cut by a printed page's number or footer reads on, as before the page broke.

    Contracts copied from print or PDF keep the page number (and a filing copy its footer)
    where the page ended, often in mid-sentence: "the Supplier shall deliver the goods to", a
    blank line, "12", a blank line, "the Buyer's warehouse". The break is read as spaces, one
    for one, so every offset stays the same, when the sentence is cut: the line before stops
    on a lower-case word, a comma or a semicolon, or the text after opens in lower case after a
    line of running text that ends in anything but a full stop or a colon and the break prints
    a page's mark or a filing's footer (a bare number under a short label may be its value). A
    page that ends a sentence keeps its break.
    """

    def join(m: re.Match[str]) -> str:
        before = text[m.start() - 1] if m.start() else "."
        after = text[m.end() : m.end() + 1]
        cut = (before.islower() and before.isascii()) or before in ",;"
        # running text that the page cut after a bracket or a figure reads on in lower case,
        # where the break prints a page's mark or footer: a bare number under a label ("Cure
        # Period (days)") may be the label's value
        line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        running = len(line.split()) >= _RUNNING_WORDS and bool(_PRINTED_MARK.search(m.group(0)))
        if cut or (running and after.islower() and after.isascii() and before not in ".:!?"):
            return " " * len(m.group(0))
        return m.group(0)

    return _PAGE_BREAK.sub(join, text)


def build_bundle(sources: Sequence[str | Mapping[str, Any] | Chunk]) -> list[Chunk]:
    """Turn sources (texts, ``{"id", "text", "doc_rev"?}`` records or chunks) into chunks.

    Raises:
        EmptyInputError: when there is no source text at all.
        MalformedRecordError: when a source is neither a string nor a record with ``text``.
    """
    chunks: list[Chunk] = []
    for i, source in enumerate(sources):
        if isinstance(source, Chunk):
            chunks.append(source)
            continue
        if isinstance(source, str):
            doc_id, text, rev = f"s{i + 1}", source, None
        elif isinstance(source, Mapping) and isinstance(source.get("text"), str):
            doc_id = str(source.get("id") or f"s{i + 1}")
            text, rev = source["text"], source.get("doc_rev")
            rev = None if rev is None else str(rev)
        else:
            raise MalformedRecordError(
                f"source {i + 1} is {type(source).__name__}; expected a string or an object "
                'like {"id": "lease", "text": "..."}'
            )
        # a zero-width space is a space that prints as nothing ("Section \u200b3.6.3" in filed
        # contracts) and a byte-order mark is none: both are read as a space, one for one, so
        # every offset into the text stays the same
        text = _join_page_breaks(text.translate(_INVISIBLE_SPACES))
        if not text.strip():
            continue
        chunks.extend(_split_long(doc_id, text, rev))
    if not chunks:
        raise EmptyInputError(
            "no source text to verify against: pass at least one non-empty source passage"
        )
    return chunks
