"""Relation triples from spaCy's dependency parse.

Each verb yields ``(subject, relation, object)`` with polarity and modality; passive clauses
are turned active using the ``by`` agent; prepositional, dative and amount arguments are kept,
so "Licensee shall pay Licensor 5% of Net Sales within 30 days" keeps who pays whom (``to``),
what (the object) and when (``within``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.completions import (
    completed_noun,
    completes_negative_noun,
    completes_plain_noun,
    duty_adjective,
    grantee,
    modal_noun,
    names_an_act,
    preventer,
)
from lexaudit.extract.conjuncts import cannot_share_auxiliaries, finite_partner
from lexaudit.extract.control import object_controls
from lexaudit.extract.exceptions import (
    carries_exception,
    heads_exception,
    heads_negative_condition,
    in_condition,
)
from lexaudit.extract.scope import (
    conceded,
    describes_object,
    is_negated,
    is_semi_modal,
    modality,
    restricted,
    subjects_of,
)
from lexaudit.types import MEASURE_TYPES, Argument, Entity, EntityType, Modality, Relation, Span

_SUBJ = frozenset({"nsubj", "csubj", "expl"})
_OBJ = frozenset({"dobj", "attr", "oprd", "acomp"})
_FINITE = frozenset({"VBZ", "VBD"})  # forms that head a clause of their own


class _TokenIndex:
    """Maps token indices of a doc to the entity covering them."""

    def __init__(self, doc: Any, entities: Sequence[Entity]) -> None:
        self.by_token: dict[int, Entity] = {}
        for entity in entities:
            span = doc.char_span(entity.span.start, entity.span.end, alignment_mode="expand")
            if span is None:
                continue
            for token in span:
                self.by_token.setdefault(token.i, entity)

    def measures(self, token: Any) -> bool:
        """The token is part of a period, a sum, a date or a percentage."""
        entity = self.by_token.get(token.i)
        return entity is not None and entity.type in MEASURE_TYPES

    def actor(self, token: Any) -> tuple[str, Span]:
        """The node of the one who acts: the party whose people ("X's employees") act for it."""
        if token.lemma_.lower() in lexicon.word_set("roles", "agent_nouns"):
            for child in token.children:
                if child.dep_ == "poss" and child.pos_ in ("PROPN", "NOUN"):
                    return self.node(child)
        return self.node(token)

    def node(self, token: Any, without: Sequence[Any] = ()) -> tuple[str, Span]:
        """The node key and span of the noun phrase headed by ``token``.

        ``without`` are modifiers of the noun that are no part of its name (see
        :func:`_fused_recipient`).
        """
        entity = self.by_token.get(token.i)
        if entity is not None:
            return entity.key, entity.span
        # "the laws of the State of New York" -> the place; "a fee of $5,000" -> the amount
        for child in token.children:
            if child.dep_ == "prep" and child.lower_ == "of":
                for pobj in child.children:
                    if pobj.dep_ != "pobj":
                        continue
                    for t in pobj.subtree:
                        # a possessor names whose the thing is, not the thing: "all of
                        # Acme's rights" are rights, not Acme
                        if t.i in self.by_token and not _in_possessor(t, pobj):
                            ent = self.by_token[t.i]
                            return ent.key, ent.span
        for child in token.subtree:
            if any(w.left_edge.i <= child.i <= w.right_edge.i for w in without):
                continue
            if child.i in self.by_token and child.dep_ in ("compound", "nummod", "appos"):
                if (
                    _provision_label(child)
                    or _in_modifying_phrase(child, token)
                    # the compound of a possessor ("the Management Committee's consent")
                    # names whose the thing is, not the thing
                    or _in_possessor(child, token)
                ):
                    continue
                ent = self.by_token[child.i]
                if ent.type is EntityType.NUMBER and child.dep_ == "nummod":
                    continue  # "five tenants" are counted, not named, by the five
                return ent.key, ent.span
        compounds = [t for t in token.lefts if t.dep_ == "compound" and t not in without]
        words = [t.lemma_.lower() for t in compounds]
        words.append(token.lemma_.lower())
        left = min([token.i] + [t.i for t in compounds])
        start = token.doc[left].idx
        return "np:" + " ".join(words), Span(start, token.idx + len(token.text))


def _past_adverb(obj: Any) -> Any | None:
    """The object noun itself where the parser made a "hereunder" or "thereof" its head.

    "assign its rights hereunder": the adverb is no thing, and the noun before it, which the
    parser hung on it as a compound, is the object ("be liable therefor": the adjective, hung
    on it as a modifier, is the complement); an adverb with no word before it is no object
    ("perform its obligations hereunder", where the parser gave the verb two). The adverbs
    are ``pronominal_adverbs`` in ``data/lexicon/stopwords.json``.
    """
    if obj.lower_ not in lexicon.word_set("stopwords", "pronominal_adverbs"):
        return obj
    words = [c for c in obj.lefts if c.dep_ in ("compound", "amod")]
    return words[-1] if words else None


def _fused_recipient(verb: Any, obj: Any, index: _TokenIndex) -> list[Any]:
    """The party a verb of giving names before its bare object, which the parser fused with it.

    "charge the Borrower interest", "pay the Landlord rent": after a verb that takes one given
    to and a thing given, a party's name between the article and a bare common noun is the
    one given to; the parser reads the two as one compound ("the Borrower interest"), but
    the article is the name's, and the noun after it has none. A compound of a capitalised
    defined thing ("the Licensed Products") or one that names whose a thing is ("the
    Company's logo") is not read so, nor is a clause that names the one given to otherwise
    ("pay the Seller deposit to the agent").
    """
    if (
        obj.dep_ != "dobj"
        or obj.i in index.by_token
        or not obj.is_lower
        or verb.lemma_.lower() not in lexicon.word_set("predicates", "ditransitive_verbs")
        or any(c.dep_ in ("dative", "iobj") or c.lower_ == "to" for c in verb.children)
    ):
        return []
    compounds = [c for c in obj.lefts if c.dep_ == "compound"]
    if not compounds:
        return []
    first = compounds[0]
    entity = index.by_token.get(first.i)
    dets = [c for c in obj.lefts if c.dep_ == "det"]
    if (
        entity is None
        or entity.type not in (EntityType.PARTY, EntityType.ORG, EntityType.PERSON)
        or not dets
        or any(d.i > first.i for d in dets)
        or first.left_edge.i <= dets[0].i
    ):
        return []
    # the name's words: the compounds the same party's name covers ("the Acme Holdings rent")
    return [c for c in compounds if index.by_token.get(c.i) is entity]


def _in_possessor(token: Any, top: Any) -> bool:
    """``token`` lies in a possessor ("Acme's") of a noun between it and ``top``."""
    while token.i != top.i and token.head.i != token.i:
        if token.dep_ == "poss":
            return True
        token = token.head
    return False


# a phrase or clause that modifies a noun ("the licences given by Article 4", "the fee for
# Section 2 services"): a name inside it is not the noun's own name
_MODIFYING = frozenset({"acl", "relcl", "prep", "advcl", "ccomp", "xcomp", "pcomp"})
# what a participle names directly ("the company named Acme Ltd", "called Acme")
_NAMED = frozenset({"oprd", "dobj", "attr", "appos"})


def _predicative(token: Any) -> bool:
    """An adjective that complements its verb's object ("held the officer liable")."""
    return token is not None and token.dep_ in ("oprd", "acomp") and token.pos_ == "ADJ"


def _in_modifying_phrase(token: Any, head: Any) -> bool:
    """``token`` lies inside a phrase or clause that modifies ``head``, not in its own name.

    A participle that gives the noun its name ("the firm known as Halden Brothers", "the
    supplier, trading as Marlow Foods", "the company named Acme Ltd") names the noun.
    """
    path = []
    while token.i != head.i and token.head.i != token.i:
        path.append(token)
        token = token.head
    path.reverse()  # from the noun's child down to the token
    for k, node in enumerate(path):
        if node.dep_ not in _MODIFYING:
            continue
        below = path[k + 1] if k + 1 < len(path) else None
        return not (node.dep_ in ("acl", "relcl") and below is not None and _names(below))
    return False


def _names(token: Any) -> bool:
    """What a participle names: its direct complement, or the one after its "as".

    A complement after a particle of the participle ("goods carried in the Netherlands", the
    parser taking "in" for a particle) is where or to what it was done, not a name.
    """
    if token.dep_ in _NAMED:
        return not any(c.dep_ == "prt" and c.i < token.i for c in token.head.children)
    return bool(token.dep_ == "prep" and token.lower_ == "as")


def _provision_label(token: Any) -> bool:
    """The number of a clause that opens its sentence ("11.4 Halvard shall ..."), not a count."""
    return token.i == token.sent.start and bool(re.fullmatch(r"\d+(?:\.\d+)+\.?", token.text))


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
    if verb.dep_ == "xcomp" and verb.head.i != verb.i:
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


def _object_gap(verb: Any) -> Any | None:
    """The noun a contact relative clause leaves its verb's object for: "the licences you hold".

    A relative clause with a subject of its own and no relative word ("the fee the Buyer
    pays") has its object gapped, and the noun it modifies fills it. None where a stranded
    preposition ("the deal they entered into") or a relative adverb takes the gap, or where
    the verb has a complement clause or particle instead.
    """
    if verb.dep_ != "relcl" or verb.head.pos_ not in ("NOUN", "PROPN"):
        return None
    if verb.head.lemma_.lower() in lexicon.word_set("stopwords", "adverbial_relative_heads"):
        return None  # "the day the lease ends": the gap is "when", not an object
    subjects = [c for c in verb.children if c.dep_ == "nsubj"]
    if not subjects or subjects[0].tag_ in _RELATIVE_PRONOUNS or subjects[0].i > verb.i:
        return None
    if any(
        c.tag_ in _RELATIVE_PRONOUNS
        or c.tag_ == "WRB"
        or c.dep_ in ("ccomp", "xcomp", "prt", "mark")
        or (c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children))
        for c in verb.children
    ):
        return None
    return verb.head


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


def _arguments(verb: Any, index: _TokenIndex, skip: set[int]) -> list[Argument]:
    args: list[Argument] = []
    for child in verb.children:
        if child.dep_ == "dative":
            # "give him the book": the noun; "pay the fee to the Seller": the preposition's object
            target = next((c for c in child.children if c.dep_ == "pobj"), child)
            key, span = index.node(target)
            args.append(Argument("to", key, span))
        elif child.dep_ == "prep":
            for pobj in child.children:
                if pobj.dep_ == "pobj" and pobj.i not in skip:
                    key, span = index.node(pobj)
                    args.append(Argument(child.lower_, key, span))
        elif child.dep_ in ("npadvmod", "advmod") and child.i in index.by_token:
            key, span = index.node(child)
            args.append(Argument("amount", key, span))
    return args


def _eventive_object(verb: Any, passive: bool) -> tuple[Any, str] | None:
    """The deverbal noun a light verb takes, and the noun's verb: "make payment" -> "pay".

    The noun is the light verb's direct object ("shall make payment", "give notice"), or its
    passive subject ("payment shall be made by the Buyer"); light verbs and nouns are in
    ``data/lexicon/predicates.json``. A verb of performing ("conduct", "carry out") takes
    any event noun that is a verb as well: "carry out a review" -> "review".
    """
    lemma = verb.lemma_.lower()
    particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
    # a verb of performing ("conduct a review", "carry out an inspection") takes any event
    # noun whose verb it is: a noun the English word index also lists as a verb
    performing = "_".join([lemma, *particles]) in lexicon.word_set(
        "predicates", "performance_verbs"
    )
    if lemma not in lexicon.word_set("predicates", "light_verbs") and not performing:
        return None
    role = "nsubjpass" if passive else "dobj"
    nouns: dict[str, str] = lexicon.load("predicates")["nominalizations"]
    for child in verb.children:
        if child.dep_ != role:
            continue
        # a noun in apposition names the same thing, and the parser may hang the light
        # verb's own noun there ("where the buyer orders from X, payment will be made by X",
        # with "payment" read as set beside "orders"): it is read first
        apposed = [c for c in child.children if c.dep_ == "appos"]
        for token in [*apposed, child]:
            noun = token.lemma_.lower()
            if noun in nouns:
                return token, nouns[noun]
            if performing and token.tag_ == "NN" and noun in lexicon.english_words("verb"):
                return token, noun
    return None


def _of_object(noun: Any) -> Any | None:
    """What a deverbal noun is of: "payment of the fee" -> "fee"."""
    for child in noun.children:
        if child.dep_ == "prep" and child.lower_ == "of":
            return next((c for c in child.children if c.dep_ == "pobj"), None)
    return None


def _contended(verb: Any) -> bool:
    """The verb heads a clause that completes a verb of contending ("argued that ...").

    A clause coordinated with such a clause ("argued that A was late and that B knew") is
    contended too.
    """
    node = verb
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    return node.dep_ == "ccomp" and node.head.lemma_.lower() in lexicon.word_set(
        "polarity", "contention_verbs"
    )


def _governing_verb(token: Any) -> Any:
    """The nearest verb above a token (the clause it belongs to)."""
    node = token
    while node.head.i != node.i:
        node = node.head
        if node.pos_ == "VERB" or _clause_copula(node):
            return node
    return node


# the relations a copula heads a clause of its own in: the sentence's, a clause that completes
# a verb ("the parties agree that the deposit is not refundable", "the court held that the
# notice was late") and a clause coordinated with another ("the rent is fixed and the fee is due")
_COPULA_CLAUSES = frozenset({"ROOT", "ccomp", "conj"})


def _clause_copula(token: Any) -> bool:
    """``token`` is a copula that heads a clause of its own (not a noun's relative clause)."""
    if token.pos_ != "AUX" or token.dep_ not in _COPULA_CLAUSES:
        return False
    if token.dep_ == "ccomp" and token.head.lemma_.lower() in lexicon.word_set(
        "polarity", "contention_verbs"
    ):
        return False  # "the defendant argued that the clause was not a penalty": put, not held
    # a conjunct copula coordinates clauses only under another clause's head
    return token.dep_ != "conj" or token.head.pos_ in ("VERB", "AUX")


def extract_relations(
    doc: Any, entities: Sequence[Entity], keep: Callable[[Any], bool] | None = None
) -> list[Relation]:
    """Return the relation triples of a parsed spaCy ``doc`` whose entities are known.

    ``keep``, when given, picks the verbs whose relations are wanted.
    """
    index = _TokenIndex(doc, entities)
    relations: list[Relation] = []
    for verb in doc:
        if keep is not None and not keep(verb):
            continue
        is_copula = _clause_copula(verb)
        if verb.pos_ != "VERB" and not is_copula:
            continue
        if verb.dep_ in ("amod", "aux", "auxpass") or is_semi_modal(verb):
            continue  # "has to notify": the infinitive is the act
        if is_copula and _cleft(verb):
            continue
        subject, subject_span, passive = _subject(verb, index)
        obj, obj_span = "", None
        obj_token = None
        recipient: Argument | None = None
        for child in verb.children:
            if child.dep_ in _OBJ:
                thing = _past_adverb(child)
                if thing is None:
                    continue
                obj_token = thing
                fused = [] if passive else _fused_recipient(verb, thing, index)
                obj, obj_span = index.node(thing, without=fused)
                if fused:
                    key, span = index.node(fused[0])
                    recipient = Argument("to", key, span)
                break
        gap = None if passive or obj_token is not None else _object_gap(verb)
        if gap is not None:
            obj_token = gap
            obj, obj_span = index.node(gap)
        label = ""
        agent_prep = -1
        if (
            passive
            and obj_token is not None
            and obj_token.dep_ == "dobj"
            and subject
            and subject_span is not None
            and any(c.dep_ == "nsubjpass" for c in verb.children)
            and verb.lemma_.lower() in lexicon.word_set("predicates", "ditransitive_verbs")
        ):
            # "the Tenant may be given a refund", "each employee shall be paid a bonus": the
            # passive of a verb of giving that keeps a direct object made its subject of the
            # one given to, as "give the Tenant a refund" makes it a dative; the object stays
            # what is given ("is deemed a work for hire" puts a name on its subject instead)
            recipient = Argument("to", subject, subject_span)
            subject, subject_span = _agent(verb, index)
            by_phrase = _retained_agent(obj_token)
            if not subject and by_phrase is not None:
                # the parser hangs "by the guild" on the object it follows ("be paid a stipend
                # by the guild"): it names who pays
                subject, subject_span = index.node(by_phrase[1])
                agent_prep = by_phrase[0].i
            passive = False
        if passive:
            agent, agent_span = _agent(verb, index)
            if not agent and _predicative(obj_token):
                # "shall be held responsible", "is found negligent", "is rendered void": the
                # passive of a verb that puts a quality on its object says the subject has it,
                # as "is liable" does
                label = "be"
            else:
                obj, obj_span = subject, subject_span
                subject, subject_span = agent, agent_span
        if not subject and not obj:
            continue
        particles = [c.lower_ for c in verb.children if c.dep_ == "prt"]
        label = label or "_".join([verb.lemma_.lower(), *particles])
        eventive = _eventive_object(verb, passive)
        if eventive is not None:
            # "make payment of the fee to the Seller": the noun's verb is the act, and what
            # the noun is of is its object
            noun, label = eventive
            obj, obj_span, obj_token = "", None, noun
            of = _of_object(noun)
            if of is not None:
                obj, obj_span = index.node(of)
        negated = is_negated(verb)
        skip = {obj_token.i} if obj_token is not None else set()
        arguments = _arguments(verb, index, skip)
        if recipient is not None:
            arguments.insert(0, recipient)
        if obj_token is not None and obj_token.dep_ in ("dobj", "attr", "nsubjpass"):
            # "pay 5% of Net Sales": keep what the amount is of
            for child in obj_token.children:
                if child.dep_ == "prep" and child.i != agent_prep:
                    for pobj in child.children:
                        if pobj.dep_ == "pobj":
                            key, span = index.node(pobj)
                            if key != obj:
                                arguments.append(Argument(child.lower_, key, span))
        # every other entity of the clause is an argument too ("within thirty (30) days"
        # attached to a noun rather than the verb), so edges keep their amounts and periods
        seen = {subject, obj, *(a.value for a in arguments)}
        for token in verb.subtree:
            entity = index.by_token.get(token.i)
            if entity is None or entity.key in seen or entity.type is EntityType.DEFINED_TERM:
                continue
            if _governing_verb(token).i != verb.i:
                continue
            seen.add(entity.key)
            arguments.append(Argument("in_clause", entity.key, entity.span))
        start = min(t.idx for t in verb.subtree) if verb.dep_ != "ROOT" else verb.sent.start_char
        end = max(t.idx + len(t.text) for t in verb.subtree)
        relations.append(
            Relation(
                subject=subject,
                relation=label,
                object=obj,
                span=Span(start, end),
                negated=negated,
                modality=modality(verb, negated),
                arguments=tuple(arguments),
                subject_span=subject_span,
                object_span=obj_span,
                # nor is an act a concession leaves open ("whether or not it is read")
                asserted=not (completes_plain_noun(verb) or names_an_act(verb) or conceded(verb)),
                contended=_contended(verb),
                exception=heads_exception(verb),
                excepted=carries_exception(verb),
                unless=heads_negative_condition(verb),
                conditional=in_condition(verb),
                restricted=restricted(verb),
                joined=_joined(doc, subject_span, index),
            )
        )
    return relations
