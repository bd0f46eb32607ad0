"""Content words: lower-cased, stop words dropped, abbreviations expanded, stemmed (Snowball).

Retrieval, coverage and slots all compare texts through these words, so "governed by the laws"
and "governing law" meet on ``govern`` and ``law``. The stop words and abbreviations are data
(``lexaudit/data/lexicon``).
"""

from __future__ import annotations

import functools
import re
from typing import Any

from lexaudit.lexicon import load, word_set

_WORD = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")


def stem(word: str) -> str:
    """The Snowball (Porter2) English stem: ``laws`` -> ``law``, ``transferable`` -> ``transfer``.

    Inflection and the common derivations (-able, -ation, -ment, -ing) fall away, so
    "non-transferable" and "can't transfer", "governed" and "governing" meet.
    """
    if word.isdigit():
        return word
    return _stem(word)


def singular(noun: str) -> str:
    """A lower-cased English noun in the singular, by its plural ending only.

    "parties" -> "party", "boxes" -> "box", "notices" -> "notice", "goods" -> "good"; no other
    suffix is taken off, so "officer" and "office" stay two words (the stemmer makes them one).
    A word the ending rules cannot tell ("business", "status", "analysis") is left as it is.

    >>> [singular(w) for w in ("Parties", "boxes", "notices", "business", "status", "lease")]
    ['party', 'box', 'notice', 'business', 'status', 'lease']
    """
    word = noun.lower()
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes", "zzes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@functools.lru_cache(maxsize=131072)
def _stem(word: str) -> str:
    stemmed: str = _english().stemWord(american(word))
    return stemmed


def american(word: str) -> str:
    """A lower-cased word in American spelling: "licence" -> "license", "honour" -> "honor".

    The British roots and their American forms are data (``spellings.json``); the first root
    the word holds (the longest where two start at one letter) is replaced, unless the
    American form is the longer and the word already holds it ("instalment" ->
    "installment", but "installation" stays).
    """
    pattern, roots = _spelling_roots()
    found = pattern.search(word)
    if found is None:
        return word
    us = roots[found.group()]
    if len(us) > len(found.group()) and us in word:
        return word
    return word[: found.start()] + us + word[found.end() :]


@functools.cache
def _spelling_roots() -> tuple[re.Pattern[str], dict[str, str]]:
    roots: dict[str, str] = load("spellings")["roots"]
    alternation = "|".join(re.escape(r) for r in sorted(roots, key=len, reverse=True))
    return re.compile(alternation), roots


@functools.cache
def _english() -> Any:
    import snowballstemmer

    return snowballstemmer.stemmer("english")


@functools.cache
def _stop_words() -> frozenset[str]:
    """The words coverage and retrieval ignore: ``words`` and ``function_words`` of the list."""
    return word_set("stopwords") | word_set("stopwords", "function_words")


def content_words(text: str) -> list[str]:
    """Lower-cased content words with a light plural stem, for lexical retrieval."""
    stop = _stop_words()
    expansions: dict[str, str] = load("abbreviations")["expansions"]
    words = []
    # a curly apostrophe (U+2019) is the straight one: "doesn't" either way
    for word in _WORD.findall(text.lower().replace("\u2019", "'")):
        if word.endswith("'s"):
            word = word[:-2]
        word = expansions.get(word, word)
        if word in stop or len(word) < 2:
            continue
        words.append(stem(word))
    return words


_RUN_ON = re.compile(r"[a-z]+(?=[A-Z])")


def run_on_function_word(word: str) -> int:
    """How many letters of ``word`` are a function word printed against the word after it.

    The text extraction of some printed pages runs a function word onto the capitalised word
    after it ("ofSalvage", "a ration card orSmart Card"): 2 for those, 0 when ``word`` opens
    otherwise ("eLedger", "SunTrust").
    """
    m = _RUN_ON.match(word)
    return m.end() if m is not None and m.group() in word_set("stopwords") else 0
