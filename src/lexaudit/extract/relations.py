"""Relation triples from spaCy's dependency parse.

Each verb yields ``(subject, relation, object)`` with polarity and modality; passive clauses
are turned active using the ``by`` agent; prepositional, dative and amount arguments are kept,
so "Licensee shall pay Licensor 5% of Net Sales within 30 days" keeps who pays whom (``to``),
what (the object) and when (``within``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.completions import completes_plain_noun, names_an_act
from lexaudit.extract.exceptions import (
    carries_exception,
    heads_exception,
    in_condition,
    within_negative_condition,
)
from lexaudit.extract.nodes import _TokenIndex
from lexaudit.extract.scope import conceded, is_negated, is_semi_modal, modality, restricted
from lexaudit.extract.subjects import (
    _RELATIVE_PRONOUNS,
    _agent,
    _cleft,
    _joined,
    _retained_agent,
    _subject,
)
from lexaudit.types import Argument, Entity, EntityType, Relation, Span

_OBJ = frozenset({"dobj", "attr", "oprd", "acomp"})


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


def _predicative(token: Any) -> bool:
    """An adjective that complements its verb's object ("held the officer liable")."""
    return token is not None and token.dep_ in ("oprd", "acomp") and token.pos_ == "ADJ"


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


# what follows the participle that opens a proviso: "provided that", "provided, however, that"
_PROVISO_THAT = re.compile(r"\s*,?\s*(?:(?:however|further|always)\s*,?\s*)?that\b", re.I)


def _proviso(verb: Any) -> bool:
    """The participle that opens a proviso ("provided, however, that", "providing that").

    It states no act of providing: the clause after "that" is the proviso, with its own
    subject and verb. "The Lease provides that ..." has a subject of its own and stays.
    """
    if verb.lemma_.lower() != "provide" or verb.tag_ not in ("VBN", "VBG"):
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "dobj") for c in verb.children):
        return False
    return _PROVISO_THAT.match(verb.doc.text, verb.idx + len(verb.text)) is not None


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
        if _proviso(verb):
            continue  # "provided, however, that ...": the proviso's clause is the act
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
                unless=within_negative_condition(verb),
                conditional=in_condition(verb),
                restricted=restricted(verb),
                joined=_joined(doc, subject_span, index),
            )
        )
    return relations
