"""Negators that are not a verb's own "not": negative nouns, concessions, negative adverbials.

"No party shall assign", "none of them", "neither the Seller nor its agents"; "whether or not
it amounts to an admission" (a concession, no denial); "in no event shall ..." (a phrase that
negates its clause); "nothing contained herein shall ..." (a negative pronoun that opens a
modal clause, whatever the parser made of the words after it); and a negator set off after
its head by a comma ("monthly, not weekly"), which denies only what follows it. Used by
:mod:`lexaudit.extract.scope` to read a verb's polarity.
"""

from __future__ import annotations

import functools
import re
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
    return (
        _opening_determiner(noun)
        or _opening_not(noun)
        or any(
            (d.lower_ in _NEG_DETS and d.dep_ in ("det", "neg") and not contrasts(d, noun))
            or (d.lower_ == "neither" and d.dep_ == "preconj")
            or _misparsed_determiner(d, noun)
            for d in noun.children
        )
    )


def _opening_not(noun: Any) -> bool:
    """A "not" that opens the noun's phrase: "not a single payment", "not one share".

    "Not a cent shall be paid", "not one share may be sold", "not all claims are covered"
    deny the clause their noun is the subject or object of, as "no" does, whether the parser
    hangs the "not" on the noun or on the word that quantifies it ("one", "all", "such"). A
    fixed phrase whose negator denies nothing ("not only", "not less than";
    ``non_negating``) and a contrast ("not the Seller but the Buyer", "the right, but not the
    duty") deny no clause.
    """
    word = noun.left_edge
    if word.lower_ != "not" or word.i >= noun.i or word.dep_ not in ("neg", "det", "advmod"):
        return False
    if noun.dep_ == "conj" or (word.i > 0 and word.nbor(-1).lower_ in _CONTRASTING):
        # "the right, but not the obligation, to sue": the "not" denies one conjunct
        return False
    on = word.head
    if on.i != noun.i and not (on.head.i == noun.i and on.dep_ in _QUANTIFYING):
        return False
    rest = noun.doc[word.i : word.i + _FIXED_WORDS].text
    if re.match(rf"(?i)(?:{lexicon.phrase_alternation('polarity', 'non_negating')})\b", rest):
        return False
    return not any(c.dep_ == "cc" and c.lower_ == "but" for c in noun.children)


# the words before a "not" that make it deny one conjunct ("the right, but not the duty")
_CONTRASTING = frozenset({",", "but", "and", "or", "nor"})
# the words a "not" that opens a noun's phrase may hang on instead of the noun
_QUANTIFYING = frozenset({"det", "predet", "nummod", "amod"})
# how many words from a "not" a fixed phrase that opens with it may run ("not limited to")
_FIXED_WORDS = 6


def _opening_determiner(noun: Any) -> bool:
    """A negative determiner that opens the noun's phrase, hung on a modifier of the noun.

    "no President pro tempore": the parser may hang "no" on a word that modifies the head
    ("President") rather than on the head ("tempore"); the determiner that opens the phrase
    still denies the whole of it. A compound joined by a hyphen ("no-show fees") denies
    nothing.
    """
    first = noun.left_edge
    if not first.whitespace_ and first.i + 1 < len(first.doc) and first.nbor().text == "-":
        return False  # a compound: "no-show fees", "the no-strike clause"
    return (
        first.lower_ in ("no", "neither")
        and first.dep_ == "det"
        and first.head.i != noun.i
        and first.head.dep_ in ("nmod", "compound", "amod")
        and first.head.head.i == noun.i
    )


def denies_elided(negator: Any, verb: Any) -> bool:
    """A negator before the verb's own subordinator: "Not unless X pays", "Not if it is late".

    The clause it denies is left out (an answer's "No, not unless ..."); the subordinate
    clause after it states its condition, not a denial.
    """
    return any(c.dep_ == "mark" and negator.i < c.i for c in verb.children)


def contrasts(negator: Any, head: Any) -> bool:
    """A negator after its head and a comma: it denies the phrase after it, not the head.

    "pays the rent monthly, not weekly", "may fly one flag or the other, never both": a
    clause is denied before its verb ("does not pay") and a noun by its determiner ("no
    flag"); a negator set off after them contrasts what follows with what came before. A
    phrase set off by commas right after the head is parenthetical, and the negator after it
    still denies the head ("is, for present purposes, not an employee").
    """
    between = head.doc[head.i + 1 : negator.i]  # empty when the negator comes first
    commas = sum(1 for t in between if t.text == ",")
    if not commas:
        return False
    return not (between[0].text == "," and commas >= 2 and between[-1].text == ",")


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


# how many words after a negated comparative its "than" may come ("no more each year than")
_THAN_REACH = 5


def negative_adverbial(prep: Any) -> bool:
    """A phrase that negates the clause it modifies: "in no event", "under no circumstances".

    So does "no longer" ("the grower no longer pays the levy") or "no further" ("no further
    units are allotted"), a negator on a comparative adverb (``negated_adverbs``), unless a
    "than" follows within a few words of its phrase and bounds a measure instead.

    Only nouns of occasion and manner do ("at no time", "in no way"); "at no cost" or "with no
    penalty" negates its noun, not the clause.
    """
    if prep.dep_ == "advmod" and prep.lower_ in lexicon.word_set("polarity", "negated_adverbs"):
        # "no longer pays the levy": the negator of a comparative denies the clause ("no
        # longer than a year", "no more each year than 5%" bound a measure instead)
        for after in prep.doc[prep.i + 1 : prep.i + 1 + _THAN_REACH]:
            if after.lower_ == "than":
                return False
            if after.is_punct:
                break
        return any(c.dep_ == "neg" and c.lower_ in ("no", "not") for c in prep.children)
    return prep.dep_ == "prep" and any(
        c.dep_ == "pobj"
        and c.lemma_.lower() in lexicon.word_set("polarity", "negative_adverbial_nouns")
        and negative_noun(c)
        for c in prep.children
    )


def fronted_negative(verb: Any) -> bool:
    """A negative adverbial fronted before the verb's modal, with the subject after the modal.

    "in no circumstance shall either Party be liable": English inverts subject and auxiliary
    after a fronted negative phrase, and the inversion marks the phrase as the clause's,
    wherever the parser hangs it ("Notwithstanding anything contained herein in no event
    shall ...", where it may hang on "contained").
    """
    if verb.dep_ == "advcl":
        # "liable in no way should the Customer modify it": an inverted condition, whose
        # modal follows the negative phrase of the clause before it
        return False
    modals = [c for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD"]
    subjects = [c.i for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    if not modals or not subjects or min(subjects) < modals[0].i or modals[0].i == 0:
        return False
    noun = verb.doc[modals[0].i - 1]
    return (
        noun.dep_ == "pobj"
        and noun.lemma_.lower() in lexicon.word_set("polarity", "negative_adverbial_nouns")
        and negative_noun(noun)
        and noun.head.dep_ == "prep"
    )


def negative_pronoun_opens(verb: Any) -> bool:
    """The modal clause of ``verb`` opens with a negative pronoun that no other verb takes.

    "Nothing contained in this deed or the schedule shall oblige ...", "nothing stated herein
    will require ...", "Nothing herein shall require ...": whatever the parser makes of the
    words before the modal (a clause "nothing contained", a subject "herein" or "schedule"),
    a clause that opens with "nothing" (or "none", "neither") and holds no verb before its
    modal but the participle that qualifies the pronoun has the pronoun for its subject. The
    clause opens at the sentence start, after a comma, semicolon or colon, or after its
    subordinator ("provided, however, that nothing ...").
    """
    modals = [c.i for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD"]
    if not modals:
        return False
    doc = verb.doc
    end = min(modals)
    # an aside in round brackets is no part of the clause's frame: its commas open nothing
    # and its verbs are its own ("neither the Publisher nor its imprints (which, as listed in
    # Schedule 2, may change) shall ...")
    aside = _bracketed_tokens(doc[verb.sent.start : end + 1])
    if end in aside:
        return False  # the verb is the aside's own ("(save that the Buyer may sell ...)")
    opening = max(
        (
            t.i
            for t in doc[verb.sent.start : end]
            if (t.text in ",;:" or t.dep_ == "mark") and t.i not in aside
        ),
        default=verb.sent.start - 1,
    )
    stretch = doc[opening + 1 : end]
    if len(stretch) < 2 or stretch[0].lower_ not in lexicon.word_set(
        "polarity", "negative_pronouns"
    ):
        return False
    verbs = [t for t in stretch[1:] if t.pos_ in ("VERB", "AUX") and t.i not in aside]
    return not verbs or (len(verbs) == 1 and verbs[0].tag_ in ("VBN", "VBD"))


def _bracketed_tokens(span: Any) -> set[int]:
    """The indices of the tokens of ``span`` inside round brackets, the brackets too."""
    inside: set[int] = set()
    depth = 0
    for t in span:
        if t.text == "(":
            depth += 1
        if depth:
            inside.add(t.i)
        if t.text == ")" and depth:
            depth -= 1
    return inside


# the copulas of "it is unlawful to", "it remains impossible to", "it became lawful to"
COPULAS = frozenset({"be", "remain", "become"})


def _expletive_adjective(verb: Any) -> tuple[Any, Any] | None:
    """The copula and adjective of "it is ADJ (for P) to V" whose infinitive ``verb`` is."""
    if verb.dep_ not in ("advcl", "xcomp") or not any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children
    ):
        return None
    copula = verb.head
    if copula.lemma_.lower() not in COPULAS or copula.i > verb.i:
        return None
    # "it has been and remains impossible to": a copula joined to another shares its "it"
    holders = [copula, copula.head] if copula.dep_ == "conj" else [copula]
    if not any(
        c.dep_ in ("nsubj", "expl") and c.lower_ == "it" for h in holders for c in h.children
    ):
        return None
    adjective = next((c for c in copula.children if c.dep_ == "acomp"), None)
    return None if adjective is None else (copula, adjective)


def prohibiting_copula(verb: Any) -> Any | None:
    """The copula of "it is unlawful (for P) to V" whose infinitive ``verb`` is, or None.

    "It shall be unlawful for any person to sell spirits": an adjective of prohibition
    (``lexicon/polarity.json`` ``prohibition_adjectives``) with the expletive "it" and an
    infinitive says that the infinitive's subject may not do it; "it shall not be unlawful
    to" permits it.
    """
    found = _expletive_adjective(verb)
    if found is None:
        return None
    copula, adjective = found
    prohibiting = adjective.lemma_.lower() in lexicon.word_set("polarity", "prohibition_adjectives")
    return copula if prohibiting else None


def possibility_copula(verb: Any) -> tuple[Any, bool] | None:
    """The copula of "it is (im)possible (for P) to V" whose infinitive ``verb`` is, and its denial.

    "It has been impossible for the crates to be shipped in time": an adjective of
    possibility (``possibility_adjectives``) with the expletive "it" and an infinitive says
    what the infinitive's subject can do, and with a negative prefix ("impossible",
    "infeasible") that it cannot. The second value says whether the adjective denies; a
    negator on the copula ("it is not possible to") is the caller's to read.
    """
    found = _expletive_adjective(verb)
    if found is None:
        return None
    copula, adjective = found
    denied = denied_possibility(adjective.lower_)
    return None if denied is None else (copula, denied)


@functools.lru_cache(maxsize=8192)
def denied_possibility(word: str) -> bool | None:
    """Whether an adjective of possibility denies: "impossible" True, "possible" False.

    None for a word that is no adjective of possibility (``possibility_adjectives``, with or
    without a negative prefix).
    """
    possible = lexicon.word_set("polarity", "possibility_adjectives")
    if word in possible:
        return False
    prefixes = lexicon.load("polarity")["negative_prefixes"]
    if any(word.startswith(p) and word[len(p) :] in possible for p in prefixes):
        return True
    return None
