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


# a verb or adjective right before the "to" of an infinitive ("is required to pay"; "to" before
# a determiner or pronoun is a preposition: "agreed to the terms", "entitled to it")
_BEFORE_TO = re.compile(
    r"([a-z]+)\s+to\s+(?!(?:the|a|an|any|all|each|such|this|that|these|those|its|their|his|her"
    r"|it|them|him|me|us|you|which|whom)\b)[a-z]"
)


@functools.cache
def _modal_stems() -> frozenset[str]:
    """Stems of the verbs and adjectives that make the infinitive after them a duty or a right."""
    words = (
        word_set("polarity", "obligation_verbs")
        | word_set("polarity", "permission_verbs")
        | word_set("polarity", "semi_modals")
        | word_set("polarity", "permission_adjectives")
    )
    return frozenset(stem(w) for w in words)


def modal_words(text: str) -> set[str]:
    """The content words of ``text`` that only mark the modality of an infinitive.

    "is required to pay", "is entitled to seek", "needs to give": the governing word says
    what "must" or "may" says (``extract.scope.modality`` reads it so), and a sentence that
    writes the modal verb instead holds none of it. Coverage leaves these out, as it leaves
    out "must" and "may"; the modality itself is compared edge by edge.
    """
    modal = _modal_stems()
    found = (stem(m.group(1)) for m in _BEFORE_TO.finditer(text.lower()))
    return {word for word in found if word in modal}


_RUN_ON = re.compile(r"[a-z]+(?=[A-Z])")


def run_on_function_word(word: str) -> int:
    """How many letters of ``word`` are a function word printed against the word after it.

    The text extraction of some printed pages runs a function word onto the capitalised word
    after it ("ofSalvage", "a ration card orSmart Card"): 2 for those, 0 when ``word`` opens
    otherwise ("eLedger", "SunTrust").
    """
    m = _RUN_ON.match(word)
    return m.end() if m is not None and m.group() in word_set("stopwords") else 0
