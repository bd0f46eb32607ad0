"""Content words: lower-cased, stop words dropped, abbreviations expanded, lightly stemmed.

Retrieval, coverage and slots all compare texts through these words, so "governed by the laws"
and "governing law" meet on ``govern`` and ``law``. The stop words and abbreviations are data
(``lexaudit/data/lexicon``).
"""

from __future__ import annotations

import re

from lexaudit.lexicon import load, word_set

_WORD = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")


def stem(word: str) -> str:
    """A light suffix stripper: ``laws`` -> ``law``, ``governed`` -> ``govern``."""
    if word.isdigit():
        return word
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 5 and word.endswith("ed"):
        word = word[:-2]
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]
    return word


def content_words(text: str) -> list[str]:
    """Lower-cased content words with a light plural stem, for lexical retrieval."""
    stop = word_set("stopwords")
    expansions: dict[str, str] = load("abbreviations")["expansions"]
    words = []
    for word in _WORD.findall(text.lower()):
        if word.endswith("'s"):
            word = word[:-2]
        word = expansions.get(word, word)
        if word in stop or len(word) < 2:
            continue
        words.append(stem(word))
    return words
