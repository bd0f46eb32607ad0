"""Who does an act: the subject or agent of a verb, for its relation triple.

The parser's subject is not always the one who acts. A passive's subject is acted on, and its
"by" phrase names who acts; a relative pronoun stands for the noun it modifies; a party's
people act for it ("Halden's employees may inspect": Halden inspects). An infinitive's actor
is the one given the right it completes or the period before it ("grants the Tenant an
option to renew", "give the Seller thirty days to cure"), the one kept from it ("prohibits the
Supplier from selling"), the object of a verb of object control ("permit B to inspect") or
the subject of the verb it hangs from; a coordinated verb shares its head's subject and
keeps its own voice. A bracket right after the subject may join others to it ("Acme (and its
Affiliates) shall"). Read by :mod:`lexaudit.extract.relations`.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.completions import (
    completed_noun,
    completes_negative_noun,
    duty_adjective,
    grantee,
    modal_noun,
    preventer,
)
from lexaudit.extract.conjuncts import (
    cannot_share_auxiliaries,
    finite_partner,
    verb_listed_after_bare_nouns,
)
from lexaudit.extract.control import object_controls, set_off_complement
from lexaudit.extract.nodes import _TokenIndex
from lexaudit.extract.scope import describes_object, is_negated, subjects_of
from lexaudit.types import EntityType, Modality, Span

_SUBJ = frozenset({"nsubj", "csubj", "expl"})
_FINITE = frozenset({"VBZ", "VBD"})  # forms that head a clause of their own


def _subject(verb: Any, index: _TokenIndex) -> tuple[str, Span | None, bool]:
    """Subject key and span; the bool says the clause is passive (subject was the object)."""
    hung = [s for s in subjects_of(verb) if s.head.i != verb.i]
    for child in [*verb.children, *hung]:
        if child.dep_ in _SUBJ and _bare_participle(verb):
            # "the total Fees paid or payable by the Owner": a participle with no
            # auxiliary and an agent is a passive that modifies its noun, whatever the parser
            # calls the noun; the noun is what is paid, not who pays
            key, span = index.node(child)
            return key, span, True
        if child.dep_ in _SUBJ:
            child = _antecedent(child, verb) or child
            if _negated_noun(child):
                # "non-employees to perform": whoever performs, it is not the employees
                return "", None, False
            key, span = index.actor(child)
            return key, span, False
    for child in verb.children:
        if child.dep_ == "nsubjpass":
            key, span = index.node(child)
            return key, span, True
    if _reduced_passive(verb):
        # "unless otherwise agreed in writing by Kestrel, Halden shall pay": the one who
        # agrees is the by-phrase's, never the main clause's subject
        for token in verb.subtree:
            if token.lower_ == "by" and token.dep_ in ("prep", "agent"):
                for pobj in token.children:
                    if pobj.dep_ == "pobj":
                        key, span = index.node(pobj)
                        return key, span, False
        return "", None, False
    if completes_negative_noun(verb):
        # "a refusal of the carrier to load", "a failure on the part of the tenant to pay":
        # the noun's agent is the one who does not load or pay
        agent = _nominal_agent(completed_noun(verb))
        if agent is not None:
            key, span = index.node(agent)
            return key, span, False
    barrer = preventer(verb)
    if barrer is not None:
        # "prohibits the Supplier from selling", "the Supplier is barred from selling", "the
        # Supplier shall refrain from selling": the one kept from it is the one who would sell
        for dep in ("dobj", "nsubjpass", "nsubj"):
            for child in barrer.children:
                if child.dep_ == dep and not _negated_noun(child):
                    key, span = index.node(child)
                    return key, span, False
        return _subject(barrer, index)
    modal = modal_noun(verb)
    if modal is not None:
        # "the Grantor shall have the right to enforce": the holder of the right enforces;
        # one given a right ("grants the Tenant an option to renew", "the Tenant is granted an
        # option to renew") holds it, whoever gives it (a duty owed to someone, "owes the
        # Buyer a duty to disclose", is still the subject's)
        taker = grantee(modal[0]) if modal[1] is Modality.MAY else None
        if taker is not None:
            key, span = index.actor(taker)
            return key, span, False
        return _subject(modal[0], index)
    duty = duty_adjective(verb)
    if duty is not None:
        # "the Tenant is responsible for repairing": the one responsible repairs
        return _subject(duty.head, index)
    if describes_object(verb):
        # "will not hire anyone barred by the regulator": anyone is barred (by it)
        obj = next(c for c in verb.head.children if c.dep_ == "dobj" and c.i < verb.i)
        key, span = index.actor(obj)
        return key, span, True
    # a period or a sum is no actor: in "give the Seller thirty days to cure", "allow the
    # Tenant ten days to pay" the one it is given to cures or pays ...
    given = _given_a_measure(verb, index)
    if given is not None:
        key, span = index.actor(given)
        return key, span, False
    # ... and in "the Tenant has ten days to cure" the head verb's subject (below, or here
    # where the parser hangs the infinitive on the period it is given)
    holder = _period_held(verb, index)
    if holder is not None:
        return _subject(holder, index)
    # object control: in "A shall permit B to inspect", "require each sublicensee to pay", the
    # one who inspects or pays is the head verb's object (a party's people act for it), not its
    # subject (but in "retain some code to answer support calls" the one who retains it answers
    # them)
    if (verb.dep_ == "xcomp" or set_off_complement(verb)) and verb.head.i != verb.i:
        for child in verb.head.children:
            if (
                child.dep_ == "dobj"
                and child.i < verb.i
                and not index.measures(child)
                and object_controls(verb.head, child, verb)
            ):
                key, span = index.actor(child)
                return key, span, False
    # conjoined or complement verbs share the subject of the verb they hang from; the subject
    # of a passive head does what its complement says ("Kestrel is obligated to repair":
    # Kestrel repairs), so a complement is never passive by its head
    if verb.dep_ == "advcl" and finite(verb):
        # an adverbial clause with a finite verb has a subject of its own: when the parser
        # lost it ("if the fee payable to the Agent does not exceed ..."), the main clause's
        # subject is not it, and the clause's actor is unknown
        return "", None, False
    if verb.dep_ in ("conj", "xcomp", "advcl") and verb.head.i != verb.i:
        head = verb.head
        if verb.dep_ == "conj" and verb.tag_ in _FINITE and cannot_share_auxiliaries(verb, head):
            # the parser joined the verb to a bare verb its form cannot be coordinated with:
            # its conjunct is the verb of the same form before it, when there is one ("if
            # the agent misses a payment, abandons the site ...")
            head = finite_partner(verb, head) or head
        if verb.dep_ == "conj":
            # "may not lease, license or sell it", the middle items taken for nouns
            head = verb_listed_after_bare_nouns(verb) or head
        shared = _subject(head, index)
        if verb.dep_ == "conj":
            return shared[0], shared[1], _conjunct_passive(verb, shared[2])
        return shared[0], shared[1], shared[2] and verb.dep_ != "xcomp"
    if verb.dep_ == "acomp" and verb.head.i != verb.i:
        # "the Buyer is free to sell", "is unable to pay": the adjective's subject is the
        # subject of the copula it completes
        return _subject(verb.head, index)
    return "", None, False


def _bare_participle(verb: Any) -> bool:
    """A past participle with no auxiliary and no object whose by-phrase names an agent.

    "the total Fees paid or payable by the Owner": the tagger may call "paid" a past tense
    and the parser "Fees" its subject, but a clause inside a clause with no auxiliary, no
    object and a named agent after "by" (on it or on its conjunct) is a passive participle
    that modifies its noun; "by wire" and "by cheque" name a means, not an agent.
    """
    if (
        verb.tag_ not in ("VBN", "VBD")
        or verb.dep_ == "ROOT"
        or any(c.dep_ in ("aux", "auxpass", "dobj") for c in verb.children)
        or verb.head.lemma_.lower() in _clause_takers()
    ):
        return False
    joined = [verb, *(c for c in verb.children if c.dep_ == "conj")]
    return any(
        c.lower_ == "by"
        and c.dep_ in ("agent", "prep")
        and any(
            o.dep_ == "pobj" and o.text[:1].isupper() and o.ent_type_ not in ("DATE", "TIME")
            for o in c.children
        )
        for v in joined
        for c in v.children
    )


@functools.cache
def _clause_takers() -> frozenset[str]:
    """Verbs that take a finite clause ("found Acme performed"): saying, finding, knowing."""
    return (
        lexicon.word_set("predicates", "report_verbs")
        | lexicon.word_set("polarity", "contention_verbs")
        | lexicon.word_set("polarity", "construal_verbs")
    )


def finite(verb: Any) -> bool:
    """The verb is finite: tensed itself or after a tensed auxiliary.

    "exceeds", "does not exceed", "shall pay" are finite; a participle, a gerund or an
    infinitive is not.
    """
    if verb.tag_ in _TENSED:
        return True
    return any(c.dep_ in ("aux", "auxpass") and c.tag_ in _TENSED for c in verb.children)


_TENSED = frozenset({"VBZ", "VBD", "VBP", "MD"})


_RELATIVE_PRONOUNS = frozenset({"WDT", "WP"})  # "that", "which", "who" as tagged


def _antecedent(subject: Any, verb: Any) -> Any:
    """The noun a relative pronoun that is the subject of ``verb`` stands for, or None.

    "the Seller, who owns the mill": the Seller owns it. A relative clause on the complement
    of "be" speaks of the copula's subject ("Acme shall be the party that signs": Acme
    signs), except in a cleft, whose "it" stands for nothing ("it is Acme that signs": Acme
    signs, whether the parser hangs the clause on "Acme" or on "is").
    """
    if subject.tag_ not in _RELATIVE_PRONOUNS:
        return None
    if verb.dep_ == "ccomp" and _cleft(verb.head):
        return _single(next(c for c in verb.head.children if c.dep_ == "attr"))
    if verb.dep_ != "relcl":
        return None
    noun = verb.head
    while noun.dep_ == "appos" and noun.head.i != noun.i:
        noun = noun.head  # "Halden v. Marsh, 123 U. S. 456, which held": the case
    if any(c.dep_ == "nummod" for c in noun.children) or noun.head.lower_ == "than":
        # a reporter cite the parser made a noun ("123 U. S. 456, which held"); "the
        # Warden rather than the Miller that repairs"
        return None
    if noun.dep_ == "attr":
        if is_negated(noun.head):
            return None  # "X is not the party that signs" says nothing of who signs
        copula = [c for c in noun.head.children if c.dep_ == "nsubj"]
        if copula and copula[0].lower_ != "it":
            return _single(copula[0])
    return _single(noun)


def _single(noun: Any) -> Any:
    """``noun`` when it names one thing plainly; None for a list or a denied noun.

    "The Miller and the Warden are the parties that repair", "Not the Miller but the Warden
    is the party who repairs": the relative clause is about every item, or about the one the
    negator leaves, and a subject key names one.
    """
    if any(c.dep_ in ("conj", "cc", "neg", "preconj") for c in noun.children):
        return None
    return noun


def _cleft(copula: Any) -> bool:
    """A cleft ("It is Acme that signs"): "it", a copula, its complement and a relative clause.

    The clause states that Acme signs (:func:`_antecedent`); "it is Acme" is no statement.
    """
    subjects = [c for c in copula.children if c.dep_ == "nsubj"]
    if not subjects or subjects[0].lower_ != "it" or is_negated(copula):
        return False
    complements = [c for c in copula.children if c.dep_ == "attr"]
    clauses = [r for c in complements for r in c.children if r.dep_ == "relcl"]
    clauses += [r for r in copula.children if r.dep_ == "ccomp"] if complements else []
    return any(
        any(p.dep_ == "nsubj" and p.tag_ in _RELATIVE_PRONOUNS for p in r.children) for r in clauses
    )


def _conjunct_passive(verb: Any, head_passive: bool) -> bool:
    """Whether a coordinated verb that shares its head's subject is passive in its own right.

    Voice is the conjunct's own: "the lease shall continue, or be renewed" renews the lease
    (its own "be"), "the lease was signed and expires in 2030" is the lease expiring (its own
    present form), and "shall be inspected and repaired" shares its head's "be" (a bare
    participle takes the head's voice; the parser tags many of them as past tenses, and a past
    form there is as likely a participle).
    """
    auxiliaries = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    if any(c.dep_ == "auxpass" for c in auxiliaries):
        return True
    if any(c.dep_ == "dobj" for c in verb.children):
        return False  # "was dismissed and sued the Employer": a verb with an object is active
    if auxiliaries or verb.tag_ not in ("VBN", "VBD"):
        return False
    return head_passive


def _given_a_measure(verb: Any, index: _TokenIndex) -> Any | None:
    """The one a period or sum is given to, for the infinitive after it to act in.

    "give the Seller thirty days to cure" (the Seller a dative), "allow the Tenant ten days to
    pay" (the parser makes the Tenant the subject of "days"). None when no one is named.
    """
    if verb.dep_ not in ("xcomp", "advcl") or verb.head.i == verb.i:
        return None
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return None
    head = verb.head
    for measure in head.children:
        if measure.dep_ != "dobj" or measure.i > verb.i or not index.measures(measure):
            continue
        for child in head.children:
            if child.dep_ in ("dative", "iobj") and child.i < measure.i:
                return child
        for child in measure.children:
            if child.dep_ == "nsubj" and child.i < measure.i:
                return child
    return None


def _period_held(verb: Any, index: _TokenIndex) -> Any | None:
    """The verb "have" whose object is the period a to-infinitive hangs on, if it is one.

    "the Tenant has ten days to pay": the parser may read "to pay" as a relative clause on
    "days"; a period is no actor, and the one who has it pays.
    """
    if verb.dep_ not in ("relcl", "acl") or verb.head.i == verb.i:
        return None
    if not any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children):
        return None
    period = verb.head
    holder = period.head
    if (
        period.dep_ != "dobj"
        or holder.lemma_.lower() != "have"
        or not index.measures(period)
        or index.by_token[period.i].type is not EntityType.DURATION
    ):
        return None
    return holder


def _reduced_passive(verb: Any) -> bool:
    """A participle clause opened by a subordinator ("unless otherwise agreed", "if requested").

    It has no subject and no auxiliary of its own; spaCy may tag the participle as a past
    tense, but a finite past tense always has a subject.
    """
    children = list(verb.children)
    return (
        verb.dep_ == "advcl"
        and verb.tag_ in ("VBN", "VBD")
        and any(c.dep_ == "mark" for c in children)
        and not any(c.dep_ in ("aux", "auxpass", *_SUBJ, "nsubjpass") for c in children)
    )


def _nominal_agent(noun: Any) -> Any:
    """The one who does (or does not do) what an action noun names.

    "a refusal by the carrier", "a refusal on the carrier's part", "the carrier's refusal"
    and "a refusal of the Carrier" (a name or a defined role, capitalised); "a refusal of bail"
    names what is refused, not who refuses.
    """
    found: dict[str, Any] = {}
    for child in noun.children:
        if child.dep_ == "poss":
            found.setdefault("poss", child)
        if child.dep_ != "prep" or child.lower_ not in ("of", "by", "on"):
            continue
        for pobj in child.children:
            if pobj.dep_ != "pobj":
                continue
            if child.lower_ == "by":
                found.setdefault("by", pobj)
            elif child.lower_ == "of" and pobj.text[:1].isupper():
                found.setdefault("of", pobj)
            elif child.lower_ == "on" and pobj.lower_ == "part":
                for p in pobj.children:
                    if p.dep_ == "prep" and p.lower_ == "of":
                        for o in p.children:
                            if o.dep_ == "pobj":
                                found.setdefault("part", o)
    return next((found[k] for k in ("by", "part", "poss", "of") if k in found), None)


def _negated_noun(token: Any) -> bool:
    """A noun written with the prefix "non-" ("non-employees", split by the tokenizer)."""
    doc = token.doc
    i = token.i
    return token.lower_.startswith("non-") or (
        i >= 2 and doc[i - 1].text in ("-", "\u2010", "\u2011") and doc[i - 2].lower_ == "non"
    )


# "Acme (and its Affiliates) shall ...": a bracket right after the subject joins the
# subject's own people or any others of a kind to it ("(and any sub-resellers)"); "(with the
# Landlord's consent)" or "(and not Birch)" joins no one
_JOINED_ACTORS = re.compile(
    r"\s*\((?:and|together with|along with|plus)\s+(?:its|their|any|each|all)\s+[^()]{1,80}\)",
    re.IGNORECASE,
)


def _joined(doc: Any, subject_span: Span | None, index: _TokenIndex) -> tuple[str, ...]:
    """The nodes of the nouns in a bracket that joins others to the subject, else none.

    "The Reseller (and its sub-resellers) shall stop copying": the sub-resellers stop too.
    Only the subject's own ("its", "their") or any of a kind ("any", "each", "all") are
    joined: "(with the Landlord's consent)" names a condition, "(and Birch's auditors)" another
    party's people.
    """
    if subject_span is None:
        return ()
    found = _JOINED_ACTORS.match(doc.text, subject_span.end)
    if found is None:
        return ()
    span = doc.char_span(found.start(), found.end(), alignment_mode="expand")
    if span is None:
        return ()
    return tuple(dict.fromkeys(index.node(t)[0] for t in span if t.pos_ in ("NOUN", "PROPN")))


def _agent(verb: Any, index: _TokenIndex) -> tuple[str, Span | None]:
    for child in verb.children:
        if child.dep_ == "agent":
            for pobj in child.children:
                if pobj.dep_ == "pobj":
                    return index.node(pobj)
    return "", None


def _retained_agent(obj: Any) -> tuple[Any, Any] | None:
    """The "by" and its noun that the parser hung on a passive's retained object, if any."""
    for child in obj.children:
        if child.dep_ == "prep" and child.lower_ == "by":
            for pobj in child.children:
                if pobj.dep_ == "pobj":
                    return child, pobj
    return None
