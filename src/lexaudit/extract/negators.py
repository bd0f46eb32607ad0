"""Negators that are not a verb's own "not": negative nouns, concessions, negative adverbials.

"No party shall assign", "none of them", "neither the Seller nor its agents"; "whether or not
it amounts to an admission" (a concession, no denial); "in no event shall ..." (a phrase that
negates its clause). Used by :mod:`lexaudit.extract.scope` to read a verb's polarity.
"""

from __future__ import annotations

from typing import Any

from lexaudit import lexicon

_NEG_DETS = frozenset({"no", "neither", "nor", "never"})


def negative_noun(noun: Any) -> bool:
    """A negative pronoun or a noun with a negative determiner or "neither".

    "none", "nothing"; "no party", "neither party"; and a noun that opens "neither ... nor"
    ("neither the Seller nor its agents").
    """
    if noun.lower_ in lexicon.word_set("polarity", "negative_pronouns"):
        return True  # "none of the parties shall assign", "nothing in it limits"
    return any(
        (d.lower_ in _NEG_DETS and d.dep_ in ("det", "neg"))
        or (d.lower_ == "neither" and d.dep_ == "preconj")
        or _misparsed_determiner(d, noun)
        for d in noun.children
    )


_CONCESSION_REACH = 12  # tokens from "whether" to the "or not" that closes its concession


def concessive(neg: Any) -> bool:
    """The "not" of "whether or not" or "whether it does ... or not": a concession, no denial.

    "may be used, whether or not it amounts to an admission" says it may be used either
    way; it does not say that it does not amount to one.
    """
    doc = neg.doc
    if neg.i == 0 or doc[neg.i - 1].lower_ != "or":
        return False
    asking = lexicon.word_set("polarity", "interrogative_complementizers")
    start = max(neg.sent.start, neg.i - _CONCESSION_REACH)
    return any(t.lower_ in asking for t in doc[start : neg.i])


def _misparsed_determiner(word: Any, noun: Any) -> bool:
    """A negative determiner the parser took for a compound ("No" across a line break).

    "––No" ending one line and "statement made by a witness ... shall be used" the next:
    the small model attaches the "No" of a statute's opening as a compound of its noun. Only
    right before a common noun (lower case): "a No Objection Certificate" names a document.
    """
    return (
        word.lower_ in _NEG_DETS
        and word.dep_ == "compound"
        and word.i < noun.i
        and all(t.is_space for t in noun.doc[word.i + 1 : noun.i])
        and noun.text[:1].islower()
    )


def negative_adverbial(prep: Any) -> bool:
    """A phrase that negates the clause it modifies: "in no event", "under no circumstances".

    Only nouns of occasion and manner do ("at no time", "in no way"); "at no cost" or "with no
    penalty" negates its noun, not the clause.
    """
    return prep.dep_ == "prep" and any(
        c.dep_ == "pobj"
        and c.lemma_.lower() in lexicon.word_set("polarity", "negative_adverbial_nouns")
        and negative_noun(c)
        for c in prep.children
    )
