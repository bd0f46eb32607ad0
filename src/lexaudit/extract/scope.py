"""Polarity and modality of a verb in spaCy's parse: what negates it and what modal governs it.

Negation reaches a verb from its own auxiliaries and negators, from the verb it is coordinated
with (when it can share that verb's auxiliaries), from "neither ... nor" and from a "nor" before
it, from a negative adverbial ("in no event", "under no circumstances"), from a negative
implicative or a noun of refusing it completes, from a negative subject above it ("no party",
"none of the parties", "neither A nor B", also where the parser hung it on an opening phrase
or misread the qualifier after it: "nothing contained herein shall ..."),
from a verb of prevention whose "from" it completes ("is barred from selling"), from an
adjective of prohibition whose infinitive it is ("it is unlawful for any person to sell") and
from a denied adjective of possibility ("it is impossible for the crates to arrive"). Modality
comes from modal auxiliaries, from a verb or adjective of obligation or permission it completes
("is required to pay", "is free to sell") and from a modal noun ("has the right to
terminate"); a semi-modal ("has to notify") is a modal of obligation, not an act of its own.
An infinitive that completes a plain noun ("his ability to enforce") and a gerund that names
an act ("includes posting ...") are not asserted at all (:mod:`lexaudit.extract.completions`
reads what an infinitive or gerund completes). Exception clauses are read in
:mod:`lexaudit.extract.exceptions`. The word lists are in the ``polarity`` lexicon.
"""

from __future__ import annotations

import re
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.completions import (
    completed_noun,
    completes_negative_noun,
    completes_object,
    duty_adjective,
    gerund,
    modal_noun,
    modal_nouns,
    preventer,
)
from lexaudit.extract.conjuncts import own_or_shared
from lexaudit.extract.exceptions import carries_exception
from lexaudit.extract.negators import (
    COPULAS,
    concessive,
    contrasts,
    denies_elided,
    fronted_negative,
    negative_adverbial,
    negative_noun,
    negative_pronoun_opens,
    possibility_copula,
    prohibiting_copula,
)
from lexaudit.types import Modality

_SHALL = frozenset({"shall", "must", "will"})
_MAY = frozenset({"may", "can", "might", "could"})
# the modal auxiliaries, of obligation and of permission, and "would", which states what
# follows on a supposition ("would fall away") and neither obliges nor permits
MODALS = _SHALL | _MAY | {"would"}
PERMISSION_MODALS = _MAY


def modality(verb: Any, negated: bool) -> Modality:
    """The modality of ``verb`` (``negated`` says whether it is denied)."""
    verb = own_or_shared(verb)
    if denied_duty(verb):
        return Modality.NEED_NOT
    barrer = preventer(verb)
    if barrer is not None:
        if barrer.lemma_.lower() in lexicon.word_set("polarity", "deontic_prevention_verbs"):
            # "is prohibited from selling": may not sell; "is not prohibited from": may
            return Modality.SHALL_NOT if negated else Modality.MAY
        if not negated:
            return Modality.MAY  # "nothing shall prevent the Warden from repairing": may repair
        verb = barrer  # "shall refrain from selling": the auxiliaries of "refrain"
    if prohibiting_copula(verb) is not None or possibility_copula(verb) is not None:
        # "it is unlawful to sell": may not sell; "it is impossible to return": cannot return
        return Modality.SHALL_NOT if negated else Modality.MAY
    modal = modal_noun(verb)
    if modal is not None:
        # the noun decides: a right is a permission, a duty an obligation
        return Modality.SHALL_NOT if negated else modal[1]
    if duty_adjective(verb) is not None:
        return Modality.SHALL_NOT if negated else Modality.SHALL  # "is responsible for paying"
    denier = _denying_head(verb)
    if denier is not None:
        # the modal governs the denial: "may refuse to sell" lets the seller not sell (need
        # not), "shall cease using" bars using, "may not stop offering" and "shall not decline
        # to renew" oblige the act, "need not stop offering" leaves it free
        return _DENIED_ACT[modality(denier, is_negated(denier))]
    # a denied modal set off in brackets is an aside on the verb's own: "may (not must) renew"
    auxes = [
        _modal_word(c)
        for c in verb.children
        if c.dep_ in ("aux", "auxpass") and not _bracketed_denial(c, verb)
    ]
    head = verb
    # "is required to pay", "agrees to pay": look at the governing verb's auxiliaries too
    if verb.dep_ == "xcomp" and verb.head.i != verb.i:
        head = verb.head
        # the governing verb's own meaning decides over its auxiliary: "shall be entitled
        # to seek" permits seeking, "may be required to pay" obliges paying
        if head.lemma_ in lexicon.word_set("polarity", "obligation_verbs") or is_semi_modal(head):
            auxes = ["shall"]
        elif head.lemma_ in lexicon.word_set("polarity", "permission_verbs") or (
            head.lemma_.lower() in lexicon.word_set("polarity", "permission_adjectives")
        ):
            auxes = ["may"]
        elif not _purpose_of(verb):
            auxes += [_modal_word(c) for c in head.children if c.dep_ in ("aux", "auxpass")]
    if not auxes and head is verb:
        orphan = orphan_modal(verb)
        if orphan is not None:
            auxes = [_modal_word(orphan)]
    if any(a in _SHALL for a in auxes):
        return Modality.SHALL_NOT if negated else Modality.SHALL
    if any(a in _MAY for a in auxes):
        return Modality.SHALL_NOT if negated else Modality.MAY
    return Modality.NONE


def _purpose_of(verb: Any) -> bool:
    """An infinitive after its head verb's object that says what the act is done for.

    "must use clear words to waive the right": the duty is to use the words, and waiving is
    what they are used for, so the head's modal is not the infinitive's. A verb whose object
    does the infinitive's act ("shall allow the Tenant to sublet"; ``object_control_verbs``)
    or is taken to do it ("construes the clause to limit"; ``construal_verbs``) is no such
    verb.
    """
    head = verb.head
    if not any(c.dep_ == "dobj" and c.i < verb.i for c in head.children):
        return False
    lemma = head.lemma_.lower()
    return lemma not in lexicon.word_set(
        "polarity", "object_control_verbs"
    ) and lemma not in lexicon.word_set("polarity", "construal_verbs")


# the modality of an act whose verb denies it ("refuse", "cease"), by the modality of that verb
_DENIED_ACT = {
    Modality.SHALL: Modality.SHALL_NOT,
    Modality.MAY: Modality.NEED_NOT,
    Modality.SHALL_NOT: Modality.SHALL,
    Modality.NEED_NOT: Modality.MAY,
    Modality.NONE: Modality.NONE,
}


def _denying_head(verb: Any) -> Any | None:
    """The verb whose meaning denies ``verb``'s act, when ``verb`` completes one.

    A negative implicative before an infinitive ("declines to renew", "ceases to hold") or a
    verb of ending before a gerund ("shall stop using"; ``completions.aspectual_head``): the
    act is denied by the head's meaning, and the head's modal and negator govern that denial.
    """
    if verb.dep_ != "xcomp" or verb.head.i == verb.i or describes_object(verb):
        return None
    lemma = verb.head.lemma_.lower()
    if lemma in lexicon.word_set("polarity", "negative_implicatives"):
        return verb.head
    if gerund(verb) and lemma in lexicon.word_set("polarity", "cessation_verbs"):
        # "shall stop using", "stops being paid"
        return verb.head
    return None


def _bracketed_denial(aux: Any, verb: Any) -> bool:
    """A modal with its own negator in round brackets the verb stands outside of.

    "may (not must) renew": the bracket denies another modal, and the verb's own is "may".
    A modal in brackets without a negator ("shall (and shall procure that its agents shall)
    keep", "(but must pay ...)") may be the verb's own and counts.
    """
    return any(c.dep_ == "neg" for c in aux.children) and _bracketed(aux) and not _bracketed(verb)


def _bracketed(token: Any) -> bool:
    """The token stands inside round brackets of its sentence."""
    sent = token.sent
    before = [t.text for t in sent if t.i < token.i and t.text in "()"]
    after = [t.text for t in sent if t.i > token.i and t.text in "()"]
    return bool(before) and before[-1] == "(" and bool(after) and after[0] == ")"


def _modal_word(aux: Any) -> str:
    """An auxiliary as a word, a contracted modal by its lemma ("ca" of "can't" is "can")."""
    word: str = aux.lower_
    return aux.lemma_.lower() if aux.tag_ == "MD" and word not in MODALS else word


# how far before its verb a modal cut off by an aside may stand ("may, with the concurrence of
# the Secretary of Defense, extend")
_ORPHAN_REACH = 16


def orphan_modal(verb: Any) -> Any:
    """The modal the parser hung elsewhere, that a bare infinitive verb needs for its own.

    A verb in its base form that heads a clause with a subject ("the Governor ... extend the
    period") cannot stand without an auxiliary; when the parser has hung the modal before it
    on another word ("The Governor of the State may, with the concurrence of ..., extend":
    "may" as an apposition of "Governor"), the nearest modal before the verb, with no verb in
    between and governed by no verb, is the verb's.
    """
    if verb.tag_ != "VB" or not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return None
    doc = verb.doc
    for i in range(verb.i - 1, max(-1, verb.i - _ORPHAN_REACH), -1):
        tok = doc[i]
        if tok.tag_ == "MD":
            return tok if tok.dep_ != "aux" or tok.head.pos_ not in ("VERB", "AUX") else None
        if tok.pos_ in ("VERB", "AUX") or tok.is_sent_start:
            return None
    return None


def is_semi_modal(verb: Any) -> bool:
    """A verb of obligation that only governs an infinitive: "has to notify", "needs to pay".

    Such a verb is a modal, not an act: "has to notify the Seller" states that notifying is
    due. With an object of its own it is a verb again ("has the right to", "needs consent").
    """
    if verb.lemma_.lower() not in lexicon.word_set("polarity", "semi_modals"):
        return False
    infinitive = next(
        (
            c
            for c in verb.children
            if c.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        ),
        None,
    )
    if infinitive is None:
        return False
    # "has yet to deliver" says it has not delivered; an object stands before the infinitive
    # ("has the right to"): one after it is the parser's slip in a long sentence ("doesn't
    # have to honour claims tied to defects in, or rights built into, the Products")
    return not any(
        (c.dep_ in ("dobj", "attr") and c.i < infinitive.i) or c.lower_ == "yet"
        for c in verb.children
    )


def denied_duty(verb: Any) -> bool:
    """``verb`` is what a denied duty would have called for: no duty to act, and no ban.

    "need not give notice", "does not have to give notice", "is not required to give
    notice", "no party is obliged to give notice", "has no obligation to give notice", "is
    not responsible for giving notice": the text denies the duty, not the act, so the act is
    neither said to be due nor barred (:attr:`Modality.NEED_NOT`). "must give notice" says
    otherwise; "may give notice" and "shall not give notice" do not (the act is optional, or
    barred and so not due either).
    """
    verb = own_or_shared(verb)
    if any(c.dep_ == "neg" for c in verb.children) and any(
        c.dep_ == "aux" and c.lemma_.lower() == "need" for c in verb.children
    ):
        return True  # "need not give", "needn't give": the modal "need"
    if verb.dep_ == "xcomp" and verb.head.i != verb.i:
        head = verb.head
        if is_semi_modal(head) or head.lemma_.lower() in lexicon.word_set(
            "polarity", "obligation_verbs"
        ):
            return is_negated(head)  # "does not have to give", "is not required to give"
    adjective = duty_adjective(verb)
    if adjective is not None:
        return is_negated(adjective.head)  # "is not responsible for paying"
    noun = completed_noun(verb)
    if noun is not None and noun.lemma_.lower() in lexicon.word_set("polarity", "obligation_nouns"):
        holder = noun.head if noun.dep_ in ("dobj", "attr") else None
        # "is under no obligation to give", "has no duty to give", "shall not have any
        # obligation to give"
        return negative_noun(noun) or (holder is not None and is_negated(holder))
    return False


def is_negated(verb: Any) -> bool:
    """Whether the text denies ``verb``: its own negator or one that reaches it.

    A denied duty (:func:`denied_duty`) does not deny the act.
    """
    own = verb
    verb = own_or_shared(verb)
    if denied_duty(verb):
        return False
    if any(_pronoun_subject_as_preconj(c, own) for c in own.children):
        return True
    if (
        own.i != verb.i
        and any(
            c.dep_ in ("dobj", "attr")
            and negative_noun(c)
            and not any(t.lower_ == "than" for t in c.subtree)
            for c in own.children
        )
        and not carries_exception(own)
    ):
        # "files the notice and makes no other disclosure": the second verb shares the
        # first's auxiliaries, but its object, and the "no" on it, are its own ("accepts no
        # instructions except from the Board" restricts, as "only from the Board" does, and
        # "exercises no less care than" measures)
        return True
    barrer = preventer(verb)
    if barrer is not None:
        return not is_negated(barrer)  # "is barred from selling": does not sell
    copula = prohibiting_copula(verb)
    if copula is not None:
        return not is_negated(copula)  # "it is unlawful for any person to sell": may not sell
    possible = possibility_copula(verb)
    if possible is not None:
        # "it is impossible for the crates to be shipped": they cannot be; "it is not
        # impossible to" and "it is possible to" deny nothing
        copula, denied = possible
        return denied != is_negated(copula)
    modal = modal_noun(verb)
    if modal is not None and is_negated(modal[0]):
        return True  # "shall not have the right to assign": may not assign
    if any(
        c.dep_ == "neg"
        and not denies_elided(c, verb)
        and not contrasts(c, verb)
        and not concessive(c)
        for c in verb.children
    ):
        return True
    if any(
        c.dep_ == "aux"
        and c.tag_ == "MD"
        and any(n.dep_ == "neg" for n in c.children)
        and not _bracketed_denial(c, verb)
        for c in verb.children
    ):
        # "must not, on request, remove the stock": an aside after the negator leads the
        # parser to hang the "not" on the modal, which negates the verb all the same (a
        # denied modal in brackets, "may (not must) renew", is an aside on the verb's own)
        return True
    if _nor_coordinated(verb):
        return True
    if any(negative_adverbial(c) for c in verb.children) or fronted_negative(verb):
        return True  # "in no event shall ... be liable", "may at no time sublet"
    denier = _denying_head(verb)
    if denier is not None:
        # "refused to sell", "shall cease selling": not sold; "did not refuse to sell", "may not
        # stop selling": sold; "may refuse to sell": no duty to sell, which denies no act
        denier_negated = is_negated(denier)
        governing = modality(denier, denier_negated)
        if governing is Modality.NONE:
            return not denier_negated
        return _DENIED_ACT[governing] is Modality.SHALL_NOT
    if verb.dep_ == "xcomp" and not describes_object(verb):
        head_negated = any(c.dep_ == "neg" for c in verb.head.children)
        # a verb that negates what it takes ("fails to cure" does not cure, "does not fail to
        # cure" cures); a negative implicative is read above (``_denying_head``), and the list
        # below still counts one as a denial
        negative = lexicon.word_set("polarity", "negators") | lexicon.word_set(
            "polarity", "negative_implicatives"
        )
        if verb.head.lemma_.lower() in negative:
            return not head_negated
        adjective = _adjective_of(verb)
        if adjective is not None and (
            _UN_ADJECTIVE.match(adjective.lower_) or _denied_sufficiency(adjective)
        ):
            # "is unwilling to renew the policy" does not renew it, as "an unwillingness to
            # renew" does not (a negative noun); "the provisions are insufficient to establish
            # a waiver" do not establish it
            return not head_negated
        # "unable or unwilling to serve": the infinitive completes every head of the list, and
        # the parser hangs it on the last; a list of denials (the last one a negative
        # adjective, "unwilling", "incapable") denies it. "may refuse or agree to extend" does
        # not: its last head grants what its first refuses
        first = _shared_list_head(verb.head)
        if (
            first is not None
            and first.lemma_.lower() in negative
            and _negative_adjective(verb.head)
        ):
            return not any(c.dep_ == "neg" for c in first.children)
        if head_negated:
            return True  # "will not try to enforce it": the act is not done either
    if completes_negative_noun(verb):
        # "a refusal to record": not recorded
        return not negative_noun(completed_noun(verb))
    for child in verb.children:
        if child.dep_ in ("dobj", "attr", "nsubj", "nsubjpass") and negative_noun(child):
            return True
    return negative_pronoun_opens(verb) or _negative_subject_above(verb)


def _pronoun_subject_as_preconj(child: Any, verb: Any) -> bool:
    """A negative pronoun the parser hung on a verb as the first word of "neither ... nor".

    "and neither is liable for the loss": after a conjunction the parser may read "neither"
    as opening a pair of conjuncts; hung on a verb with no "nor" after it, it is the verb's
    subject, and denies it as "neither party is liable" does.
    """
    return (
        child.dep_ == "preconj"
        and child.lower_ in lexicon.word_set("polarity", "negative_pronouns")
        and not any(t.lower_ == "nor" and t.i > child.i for t in verb.subtree)
    )


def describes_object(verb: Any) -> bool:
    """A bare past participle after its head verb's object, saying what that object is.

    "will not hire anyone barred by the regulator", "had the roof repaired": the parser makes
    the participle a complement of the verb, but it predicates of the object (anyone is barred,
    the roof is repaired), passively; the head's subject does not do it, and a negator of the
    head denies the head's act, not the object's state.
    """
    if verb.dep_ != "xcomp" or verb.tag_ != "VBN" or verb.head.i >= verb.i:
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in verb.children):
        return False
    return any(c.dep_ == "dobj" and c.i < verb.i for c in verb.head.children)


# what a head of a list may not have of its own if the list shares its complement
_OWN_ARGUMENTS = frozenset(
    {"nsubj", "nsubjpass", "dobj", "attr", "ccomp", "xcomp", "acomp", "oprd", "dative"}
)


# an adjective that "un-" denies, before an infinitive: "unwilling to", "unauthorised to"
_UN_ADJECTIVE = re.compile(r"un[a-z]{4,}$")


def _adjective_of(verb: Any) -> Any:
    """The adjective an infinitive completes, or None.

    The parser hangs the infinitive on the adjective ("is ineligible | to renew") or on the
    copula beside it ("were insufficient | to establish", "remain inadequate | to
    compensate": the copula's complement just before the infinitive; the copulas are
    ``negators.COPULAS``).
    """
    head = verb.head
    if head.pos_ == "ADJ":
        return head
    if head.lemma_.lower() not in COPULAS:
        return None
    before = [c for c in head.children if c.dep_ == "acomp" and c.pos_ == "ADJ" and c.i < verb.i]
    return before[-1] if before and before[-1].i == verb.i - 2 else None


def _denied_sufficiency(token: Any) -> bool:
    """A negative prefix on an adjective of sufficiency or capacity ("insufficient", "unfit")."""
    lower = token.lower_
    stems = lexicon.word_set("polarity", "sufficiency_adjectives")
    return any(
        lower.startswith(p) and lower[len(p) :] in stems
        for p in lexicon.load("polarity")["negative_prefixes"]
    )


def _negative_adjective(token: Any) -> bool:
    """An adjective whose prefix negates it ("unwilling", "incapable", "disinclined")."""
    lower = token.lower_
    return token.pos_ == "ADJ" and any(
        lower.startswith(p) and len(lower) - len(p) >= 4
        for p in lexicon.load("polarity")["negative_prefixes"]
    )


def _shared_list_head(head: Any) -> Any:
    """The first head of a list of bare predicates whose last one is ``head``, or None.

    "is unable or unwilling [to act]", "fails or refuses [to pay]": two adjectives or verbs
    joined by "and" / "or", neither with a subject, object or complement of its own (the
    first may have the subject they share). "refused the offer and agreed to pay" and
    "declined jurisdiction, and the plaintiff sought to appeal" are two statements.
    """
    if head.dep_ != "conj" or head.pos_ not in ("ADJ", "VERB"):
        return None
    first = head.head
    if first.pos_ != head.pos_ or any(
        c.dep_ in _OWN_ARGUMENTS for c in head.children if c.dep_ != "xcomp"
    ):
        return None
    if any(c.dep_ in _OWN_ARGUMENTS - {"nsubj", "nsubjpass"} for c in first.children):
        return None
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in head.children):
        return None
    between = first.doc[min(first.i, head.i) + 1 : max(first.i, head.i)]
    if not any(t.dep_ == "cc" and t.lower_ in ("and", "or") for t in between):
        return None
    if any(t.text in ",;:" for t in between):
        return None
    return first


def _nor_coordinated(verb: Any) -> bool:
    """A verb in a coordination that "neither" or "nor" makes negative.

    "has neither approved nor rejected it" denies both verbs, and "nor" after a clause denies
    the verb after it ("will not sell it, nor will either party use it"). The parser hangs
    "neither" and "nor" on the first verb and the second verb on the first, as it does for
    "and"; a "nor" on the first verb denies only what follows it ("shall keep them and shall
    not destroy them, nor alter them": keeping is not denied); a "nor" that opens a sentence
    ("Nor may the tenant sublet") denies the verb of its clause.
    """
    if any(c.lower_ == "neither" and c.dep_ == "preconj" for c in verb.children):
        return True
    if any(
        c.lower_ == "nor" and c.dep_ == "cc" and c.i < verb.i and _inverts(c) for c in verb.children
    ):
        # "Nor may the tenant sublet": a "nor" that opens the verb's own clause, with the
        # auxiliary before the subject, denies it ("Nor Holdings shall deliver" is a name)
        return True
    head = verb.head
    if any(c.dep_ == "mark" and c.i < verb.i for c in verb.children):
        # "is not entitled to it ..., nor if she is living abroad": "nor" denies the elided
        # main verb again under another condition; the verb of the condition is not denied
        return False
    return (
        verb.dep_ == "conj"
        and head.i < verb.i
        and any(
            c.lower_ == "nor" and c.dep_ == "cc" and head.i < c.i < verb.i for c in head.children
        )
    )


def _inverts(nor: Any) -> bool:
    """The word after "nor" is an auxiliary or a verb: "nor may", "nor does", "nor is"."""
    nxt = nor.nbor() if nor.i + 1 < len(nor.doc) else None
    return nxt is not None and (nxt.tag_ == "MD" or nxt.pos_ in ("AUX", "VERB"))


def conceded(verb: Any) -> bool:
    """The verb's "not" is a concession's ("whether or not it is read"): it takes no side."""
    return any(c.dep_ == "neg" and concessive(c) for c in own_or_shared(verb).children)


def subjects_of(verb: Any) -> list[Any]:
    """The subjects of a verb, with one the parser hung on its auxiliary ("party may, or ...")."""
    found = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    for aux in verb.children:
        if aux.dep_ in ("aux", "auxpass"):
            found.extend(c for c in aux.children if c.dep_ in ("nsubj", "nsubjpass"))
    return found


def _negative_subject_above(verb: Any) -> bool:
    """A verb without a subject of its own whose governing clause has a negative subject.

    "No tenant may, or will be given the power to, sublet": the negative subject denies
    every predicate it governs, the coordinated ones ("or will be given") and the infinitive
    that completes them ("the power to sublet"), whatever auxiliaries they carry.
    """
    node = verb
    for _ in range(4):
        subjects = subjects_of(node)
        if subjects:
            return node is not verb and any(negative_noun(c) for c in subjects)
        if node.dep_ == "xcomp" and _completes_noun_of_phrase(node):
            # "none of this relieves the owner of its duty to mark it": the duty is what the
            # negative subject leaves in place, and the act it binds to is not denied
            return False
        if node.dep_ in ("conj", "xcomp") and node.head.i != node.i:
            node = node.head
        elif completes_object(node):
            node = node.head.head  # "given the power to sublet": the verb that has the noun
        else:
            return _stray_negative_subject(node)
    return False


def _completes_noun_of_phrase(verb: Any) -> bool:
    """An infinitive hung on a verb that completes a right or duty in that verb's phrase.

    "relieves the owner of its duty to mark the wreck": the parser makes "to mark" a
    complement of "relieves", but it completes "duty", the object of a preposition of that
    verb, which stands right before its "to". What the verb does to the duty (relieves of it,
    reminds of it) is not done to the act the duty binds to.
    """
    to = [c for c in verb.children if c.dep_ == "aux" and c.lower_ == "to"]
    if not to or to[0].i == 0:
        return False
    noun = verb.doc[to[0].i - 1]
    return (
        noun.dep_ == "pobj"
        and noun.lemma_.lower() in modal_nouns()
        and verb.head.i < noun.i
        and any(t.i == noun.i for t in verb.head.subtree)
    )


_NOUN_PHRASE_DEPS = frozenset(
    {"pobj", "prep", "conj", "cc", "poss", "compound", "amod", "appos", "det", "nummod"}
)


def _stray_negative_subject(verb: Any) -> bool:
    """A negative noun phrase right before the auxiliaries of a subjectless clause.

    After an opening phrase the parser may hang the subject on that phrase's last noun as a
    conjunct ("During the term following the Closing, neither the Buyer nor its agents will
    use ..."). A finite clause has a subject, and the noun phrase that ends where its verb
    group begins, within the clause (after the opening phrase's comma), is that subject.
    """
    auxes = [c.i for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if not auxes:
        return False
    start = min(auxes)
    doc = verb.doc
    clause_start = max((t.i for t in doc[verb.sent.start : start] if t.text in ",;:"), default=-1)
    node = doc[start - 1] if start > 0 else None
    while node is not None and clause_start < node.i < start:
        if negative_noun(node):
            return True
        if node.dep_ not in _NOUN_PHRASE_DEPS or node.head.i == node.i:
            return False
        node = node.head
    return False


# what "only" may limit when it hangs on a word the verb governs: "only with consent",
# "only against the maker", "only if he thinks it relevant", "only reasonable costs"
_LIMITED = frozenset({"prep", "advcl", "agent", "dobj"})


def restricted(verb: Any) -> bool:
    """The word "only" limits the act of ``verb`` or a phrase or clause it governs.

    "may sublicense only with consent", "shall be brought only against the maker", "may
    only resell to dealers", "shall admit it only if it is relevant". "Only the Seller may
    sell" limits who acts, not the act, "not only ... but also" adds, and "even if it only
    occupies part" limits the clause's own act. "May award only reasonable costs" limits the
    act to its object, and "shall grant it if it is made in time, and not otherwise" to its case.
    """
    for token in verb.subtree:
        if token.lower_ == "otherwise" and any(c.dep_ == "neg" for c in token.children):
            return True
        if token.lower_ != "only" or token.dep_ != "advmod":
            continue
        head = token.head
        if head.i == verb.i:
            return True
        if head.head.i != verb.i or head.dep_ not in _LIMITED:
            continue
        # a clause is limited by an "only" that opens it ("only if it is relevant"); one
        # inside it limits that clause's own act ("even if it only occupies part")
        if head.dep_ != "advcl" or token.i == head.left_edge.i:
            return True
    return False
