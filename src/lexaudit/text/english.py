"""Is a capitalised word an ordinary English word? Webster's word list says.

A word that opens a sentence, a line or a list item is capitalised whatever it is, so there
a capital does not make a name: "Separately, ...", "Overall, ...", "Review was granted ...".
spaCy's small model tags many such words as proper nouns. The word list of Webster's Second
New International Dictionary (1934; public domain; the ``web2`` list of the
``english-words`` package, loaded from the installed package, nothing downloaded) writes
common words in lower case and proper nouns with their capital ("overall", "review";
"Texas", "John"): a word whose lower-case form it holds, and that it does not hold
capitalised, is a common word.
"""

from __future__ import annotations

import functools


@functools.cache
def _web2() -> frozenset[str]:
    from english_words import get_english_words_set

    return frozenset(get_english_words_set(["web2"]))


def dictionary_word(word: str) -> bool:
    """``word`` (capitalised or not) is a common English word, not only a name.

    "Overall" and "Separately" are; "Texas", "John" and "Corvane" are not, and neither is a
    word the dictionary also lists as a name ("Kelly").
    """
    words = _web2()
    lowered = word.lower()
    return lowered in words and (word == lowered or word not in words)
