"""A claim that copies a source statement word for word is stated by it.

Negation parity, antonyms and value slots are read against the sentence a claim aligns with
best. Where the sources hold two near-identical clauses ("(a) where the tribunals sit under
the same Board, that Board shall decide it; (b) where the tribunals do not sit under the same
Board, ..."), and the sentence splitter or the layout puts the copied one in a neighbouring
sentence, the best sentence may be the other clause, and a faithful copy reads as a flip. A
claim whose every word, in order, the sources write (punctuation, case and line breaks aside)
states what the sources say: it is supported by that passage, whatever a neighbouring
sentence says.

The copy must carry enough content words to be a statement, and it must be a whole clause
of its source: it opens the text, a line, a sentence, a clause after a semicolon, colon or
dash, or a list item, and it ends where a clause ends. A copy cut from inside a clause may
drop what reverses or limits it ("This Agreement shall prevent ..." from "Nothing in this
Agreement shall prevent ...", "may terminate without notice" from "... without notice of a
further default"), so it is judged like any other claim.
"""

from __future__ import annotations

import bisect
import functools
import re
from array import array

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence
from lexaudit.text.words import content_words
from lexaudit.types import EvidenceSpan

_WORD = re.compile(r"\w+")
# a copy is a whole clause: it opens the text, a line, a sentence, a clause after a semicolon,
# colon or dash or after a comma and a coordinator, or a list item ("(a) ", "2. "), and it ends
# where a clause ends
_OPENS = re.compile(r"(?:^|[.;:\n\u2014]|\((?:\w{1,4})\)|\b\d{1,3}\.|,\s*(?:and|but|or))[\s\"“]*\Z")
_CLOSES = re.compile(r"[\s\"”]*(?:[.;:,)\n\u2014]|\Z)")
# fewer content words than this are no statement of their own ("the Company shall pay")
_MIN_CONTENT = 4


def verbatim_span(text: str, evidence: Evidence) -> EvidenceSpan | None:
    """The passage span that writes ``text`` word for word, or None."""
    if len(content_words(text)) < _MIN_CONTENT:
        return None
    words = [w.lower() for w in _WORD.findall(text)]
    needle = " " + " ".join(words) + " "
    negators = lexicon.word_set("polarity", "negators")
    for chunk in evidence.chunks:
        hay, offsets, starts, ends = _index(chunk.text)
        at = hay.find(needle)
        while at >= 0:
            first = bisect.bisect_left(offsets, at + 1)
            start, end = starts[first], ends[first + len(words) - 1]
            before = hay[offsets[first - 1] : offsets[first] - 1] if first else ""
            if (
                before not in negators
                and _OPENS.search(chunk.text, max(0, start - 12), start) is not None
                and _CLOSES.match(chunk.text, end) is not None
            ):
                return EvidenceSpan(chunk.chunk_id, start, end, chunk.text[start:end])
            at = hay.find(needle, at + 1)
    return None


# the chunks of the answer being judged recur claim after claim; a bundle outgrowing the
# cache only costs a linear re-read
@functools.lru_cache(maxsize=64)
def _index(text: str) -> tuple[str, array[int], array[int], array[int]]:
    """The text's words in lower case joined by single spaces, with where each word is.

    ``offsets`` holds each word's offset in the joined string, ``starts`` and ``ends`` its
    place in ``text`` (compact arrays: the cache holds many passages).
    """
    found = list(_WORD.finditer(text))
    lowered = [m.group(0).lower() for m in found]
    offsets = array("l")
    offset = 1
    for word in lowered:
        offsets.append(offset)
        offset += len(word) + 1
    hay = " " + " ".join(lowered) + " "
    return (
        hay,
        offsets,
        array("l", (m.start() for m in found)),
        array("l", (m.end() for m in found)),
    )
