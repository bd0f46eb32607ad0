r"""Words to show people: quotes of the answer and the sources, never internal forms.

The judge compares normalised values and relation tuples (``bluefin health pay``, ``P90D``);
what a finding or a hedge shows a reader is the text itself: the value as written when the
conflict is about one value, else the sentence it sits in, trimmed.

Examples:
    >>> quote("Licensee shall pay Licensor a royalty.\n2. Term. The term is three years.")
    'Licensee shall pay Licensor a royalty.'
    >>> quote("3. ROYALTIES\n3.1 Licensee shall pay Licensor a royalty.")
    '3.1 Licensee shall pay Licensor a royalty.'
    >>> quote("Either party may terminate this Agreement on thirty (30) days notice.", limit=40)
    'Either party may terminate this…'
"""

from __future__ import annotations

import re

from lexaudit.text.segment import split_sentences
from lexaudit.types import Conflict

QUOTE_CHARS = 120
_LOWER_WORD = re.compile(r"\b[a-z][a-z'-]*\b")


def quote(text: str, limit: int = QUOTE_CHARS) -> str:
    """The first sentence of ``text``, whitespace collapsed, cut at a word end when too long.

    Args:
        text: Source or answer text.
        limit: The most characters returned (an ellipsis included).

    Returns:
        The quote; empty for blank text.
    """
    sentences = [text[a:b] for a, b in split_sentences(text)] or [text]
    # a heading ("3. ROYALTIES") is not what the passage says: take the first real sentence
    first = next((s for s in sentences if len(_LOWER_WORD.findall(s)) >= 3), sentences[0])
    flat = " ".join(first.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    if " " in cut:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(" ,;:") + "\u2026"


def source_words(conflict: Conflict, limit: int = QUOTE_CHARS) -> str | None:
    """What the source says, in its own words, for one conflict.

    The conflicting value when the evidence span is exactly that value (``$1,250,000``,
    ``the State of New York``); else the evidence span's first sentence, trimmed. None when
    the conflict has no evidence span.
    """
    ev = conflict.evidence_span
    if ev is None or not ev.text.strip():
        return None
    if ev.text.strip() == conflict.evidence_value.strip():
        return " ".join(ev.text.split())
    return quote(ev.text, limit)


def answer_words(conflict: Conflict, answer: str, claim_text: str, limit: int = QUOTE_CHARS) -> str:
    """What the answer says, in its own words, for one conflict.

    The conflicting value when the answer has it at the conflict's span as written, else the
    claim's text, trimmed.
    """
    span = conflict.claim_span
    if span is not None and answer[span.start : span.end].strip() == conflict.claim_value.strip():
        return " ".join(conflict.claim_value.split())
    return quote(claim_text, limit)
