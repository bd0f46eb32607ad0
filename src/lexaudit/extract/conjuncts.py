"""Which verb a coordinated verb takes its auxiliaries and negation from.

spaCy hangs a verb listed with another ("may not be assigned or transferred") on the first
as a conjunct; such a verb shares the first one's auxiliaries, negation and modal unless it
has a subject or auxiliary of its own, or its form could not follow them ("could carried").
Where the parser hung a listed bare verb on the governing participle ("shall be permitted to
inspect X, examine Y"), the verb it shares with is the infinitive that opens the list.
(:mod:`lexaudit.extract.scope` reads polarity and modality from the verb found here.)
"""

from __future__ import annotations

from typing import Any


def own_or_shared(verb: Any) -> Any:
    """The verb whose auxiliaries and negation apply to ``verb``.

    A conjoined verb without auxiliaries shares its head's ("may not be assigned or
    transferred"); one with a subject of its own is a clause of its own ("..., but neither
    party may"). An auxiliary in the bare form ("have", "be") is no auxiliary of its own: a
    bare form stands only after a modal, "do" or "to", so "may retain, or have retained" and
    "shall deliver or be deemed to deliver" continue the first verb's modal. A participle that
    completes a copula ("will not be binding") has the copula's.
    """
    while True:
        if _bare_partner(verb) or _copula_complement(verb) or _listed_participle(verb):
            verb = verb.head
        elif verb.dep_ != "conj" or verb.head.i == verb.i:
            return verb
        elif (listed := verb_listed_after_bare_nouns(verb)) is not None:
            verb = listed
        elif not any(_own_word(c) for c in verb.children) and not cannot_share_auxiliaries(
            verb, verb.head
        ):
            verb = _listed_infinitive(verb) or verb.head
        else:
            return verb


def _listed_participle(verb: Any) -> bool:
    """A bare participle the parser took for an adverbial in a list of passive participles.

    "cannot be made to travel, subjected to restraint, or asked for security": the list's
    middle item, with no auxiliary or subject of its own, after a comma and followed by a
    further conjunct (its own or the passive's), continues the passive it hangs on and shares
    its auxiliaries.
    """
    head = verb.head
    return (
        verb.dep_ == "advcl"
        and verb.tag_ == "VBN"
        and head.i < verb.i
        and head.tag_ == "VBN"
        and any(c.dep_ == "auxpass" for c in head.children)
        and verb.i > 0
        and verb.doc[verb.i - 1].text == ","
        and not any(c.dep_ in _OWN_CLAUSE_DEPS for c in verb.children)
        and (
            any(c.dep_ == "conj" and c.tag_ in _PARTICIPLE_TAGS for c in verb.children)
            or any(
                c.dep_ == "conj" and c.i > verb.i and c.tag_ in _PARTICIPLE_TAGS
                for c in head.children
            )
        )
    )


def verb_listed_after_bare_nouns(verb: Any) -> Any | None:
    """The verb that opens a list of bare verbs the parser took, but for the last, as nouns.

    "may not lease, license, mortgage or sell the Orchard": the parser hangs "license" on
    "lease" as a noun and "sell" on "mortgage" as its conjunct, so the
    last verb of the list reaches the modal and the negator only through nouns. Each item
    between is a bare word (no determiner or modifier, which a noun in a list of objects
    would have, "the licence, the mortgage"), the first right after the verb and a comma,
    and the last verb in its base form with no subject, auxiliary or negator of its own.
    """
    if verb.dep_ != "conj" or verb.tag_ != "VB" or any(_own_word(c) for c in verb.children):
        return None
    item = verb.head
    while True:
        if item.pos_ != "NOUN" or any(c.dep_ not in _LIST_LINKS for c in item.children):
            return None
        if item.dep_ != "conj":
            break
        if item.head.i >= item.i:
            return None
        item = item.head
    head = item.head
    if (
        head.pos_ == "VERB"
        and head.tag_ == "VB"
        and head.i + 2 == item.i
        and head.doc[head.i + 1].text == ","
    ):
        return head
    return None


# what a bare item of a list may carry: the list's commas, coordinator and next item
_LIST_LINKS = frozenset({"punct", "cc", "conj"})


# a participle the parser may tag as a past tense ("or asked for a fee")
_PARTICIPLE_TAGS = frozenset({"VBN", "VBD"})


# what makes a participle a clause of its own: its own auxiliary, subject or subordinator
_OWN_CLAUSE_DEPS = frozenset({"aux", "auxpass", "nsubj", "nsubjpass", "mark"})


def _copula_complement(verb: Any) -> bool:
    """A participle that completes a copula: "will not be binding", "shall be continuing".

    The parser may hang the participle on "be" as its complement instead of taking "be" for
    its auxiliary; the copula's auxiliaries and negation are then the participle's ("the
    decision will not be binding": it does not bind).
    """
    head = verb.head
    return (
        verb.dep_ == "acomp"
        and verb.tag_ in ("VBG", "VBN")
        and head.i != verb.i
        and head.lemma_.lower() == "be"
        and not any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children)
    )


def _bare_partner(verb: Any) -> bool:
    """A bare verb right after another, one predicate with it: "shall not reverse engineer".

    Two verbs in their base form in a row, the second with no "to" and no auxiliary of its
    own, make one verb group; the parser hangs the second on the first as its complement,
    and the first's auxiliaries and negation are the group's.
    """
    head = verb.head
    return (
        verb.dep_ == "xcomp"
        and verb.tag_ == "VB"
        and head.tag_ == "VB"
        and head.i == verb.i - 1
        and not any(
            c.dep_ in ("aux", "auxpass", "neg", "nsubj", "nsubjpass") for c in verb.children
        )
    )


def _own_word(child: Any) -> bool:
    """A subject, negator or auxiliary that makes a conjoined verb's clause its own.

    A bare "be" needs a modal, "do" or "to" before it, and so takes the one its first
    conjunct has. So does "have" where the subject it shares is singular: a singular subject
    would take "has" ("the trustee may retain, or have retained"), while with a plural one
    "have" may be a present form of its own ("the parties shall meet and have agreed").
    """
    if child.dep_ in ("neg", "nsubj", "nsubjpass"):
        return True
    if child.dep_ not in ("aux", "auxpass"):
        return False
    if child.lower_ == "be":
        return False
    return not (child.lower_ == "have" and _singular_subject(child.head))


def _singular_subject(verb: Any) -> bool:
    """The subject a conjoined verb shares with the first conjunct is singular, third person."""
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None:
        return False
    if subject.pos_ == "PRON":
        return subject.lower_ in ("he", "she", "it")
    return subject.tag_ in ("NN", "NNP") and not any(c.dep_ == "conj" for c in subject.children)


def _listed_infinitive(verb: Any) -> Any:
    """The infinitive a bare verb is listed with, when the parser hung it on the governing verb.

    In "shall be permitted to inspect X, examine Y and interview Z" the bare verbs continue
    the list that "to inspect" opens, and the parser often hangs them on "permitted": a bare verb
    cannot take the passive "be" of a participle, so it is a conjunct of the infinitive that
    the participle governs and that stands between them.
    """
    head = verb.head
    if verb.tag_ != "VB" or head.tag_ != "VBN":
        return None
    if not any(c.dep_ == "auxpass" for c in head.children):
        return None
    return next(
        (
            c
            for c in head.children
            if c.dep_ == "xcomp" and c.tag_ == "VB" and head.i < c.i < verb.i
        ),
        None,
    )


def cannot_share_auxiliaries(verb: Any, head: Any) -> bool:
    """A participle or finite form coordinated with a bare verb that a modal or "do" governs.

    A modal and "do" take the bare form ("could not enforce or collect"); a participle or a
    finite form cannot follow them ("could carried", "can abandons" are no English), so in
    "could not enforce it because of schemes designed, carried out and aimed there" the
    participles are no conjuncts of "enforce" that the parser made them, and in "can end it if
    the agent misses a payment, abandons the site or ..." "abandons" is a conjunct of "misses":
    neither the bare verb's negation nor its modal reaches them. A form equal to its lemma
    ("set", "put", "cut") may be the bare verb and still shares. Nor can a present form follow
    the passive "be" a modal governs ("the engine cannot be repaired or stays idle").
    """
    if verb.tag_ not in ("VBN", "VBD", "VBG", "VBZ") or verb.lower_ == verb.lemma_.lower():
        return False
    if any(c.dep_ in ("aux", "auxpass") and not _own_word(c) for c in verb.children):
        return False  # a participle after a bare "have" or "be": "may ... or have retained"
    if verb.tag_ == "VBZ" and _modal_passive(head):
        # "the engine cannot be repaired or stays idle": a present form cannot follow the
        # passive's "be" either, and no slip of agreement makes one of a participle
        return True
    if head.tag_ != "VB":
        return False
    if not any(
        c.dep_ == "aux" and (c.tag_ == "MD" or c.lemma_.lower() == "do") for c in head.children
    ):
        return False
    # a present form is taken off only where a clause of its own form stands before it, which
    # it lists with ("if the agent misses ..., abandons ..."); alone it may be a slip ("shall
    # not copy or distributes")
    return verb.tag_ != "VBZ" or finite_partner(verb, head) is not None


def _modal_passive(head: Any) -> bool:
    """``head`` is a passive participle whose "be" a modal governs: "cannot be repaired"."""
    children = list(head.children)
    return (
        head.tag_ == "VBN"
        and any(c.dep_ == "auxpass" and c.lemma_.lower() == "be" for c in children)
        and any(c.dep_ == "aux" and c.tag_ == "MD" for c in children)
    )


def finite_partner(verb: Any, head: Any) -> Any:
    """The clause verb of ``verb``'s own form that ``head`` governs before ``verb``, if any.

    In "can end it if the agent misses a payment, abandons the site", the parser hangs
    "abandons" on "end"; the verb it lists with is "misses", the clause under "end" of the same
    form (a verb deeper down, in a relative clause, is not).
    """
    found = [
        c
        for c in head.children
        if c.i < verb.i and c.tag_ == verb.tag_ and c.pos_ in ("VERB", "AUX")
    ]
    return found[-1] if found else None
