"""Two edges of one relation, a claim's and a source's: do they state the same thing?

``states_same`` says a source edge states the claim edge (same polarity, modality and
subject); ``compare_edges`` names what differs between two edges of one relation: roles
swapped, another party, a polarity flip or a modality change (:class:`~lexaudit.types.Conflict`
with the sentence that states the source edge as evidence).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from lexaudit import lexicon
from lexaudit.align.graph import KnowledgeGraph, labels_compatible
from lexaudit.align.metrics import edge_endpoints, modality_compatible
from lexaudit.evidence.retrieval import Window
from lexaudit.extract.pipeline import content_words
from lexaudit.judge.negation import denied_bounds, negation_count
from lexaudit.types import MEASURE_TYPES, Conflict, EntityType, EvidenceSpan, Modality, Relation


def states_same(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """The evidence edge states the claim edge: same polarity, modality and subject.

    An edge whose label only paraphrases the claim's ("hand" for "provide") states it only
    about the same thing: "the Buyer provides proof of funds" does not state "the Buyer
    hands over the deed".
    """
    if r.negated != o.negated:
        return False
    if r.relation != o.relation and not _objects_agree(r, o, graph):
        return False
    if not _plain_beside_modal(r.modality, o.modality) and not modality_compatible(
        r.modality, o.modality
    ):
        return False
    if r.subject and o.subject and not graph.node_matches(r.subject, o.subject):
        if _acted_on(r, o, graph):
            return False
        # two different named parties are two statements; noun-phrase subjects are too vague,
        # and so is a role no alias resolves when the other side names a party
        if _role_may_name(r.subject, o.subject, graph.aliases):
            return True
        return not (_is_party(r.subject, graph) and _is_party(o.subject, graph))
    return True


def _acted_on(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """The claim makes the evidence's actor, a party, the one its act is done to.

    "Quill reimburses Marden" against "Marden shall reimburse the Agent": whoever Quill is,
    Marden is the one who reimburses, not the one reimbursed.
    """
    return bool(
        r.object
        and not graph.node_matches(r.subject, o.subject)
        and _is_party(o.subject, graph)
        and graph.node_matches(r.object, o.subject)
        and not (o.object and graph.node_matches(o.object, o.subject))
    )


def _describes(edge: Relation) -> bool:
    """A verb of definition ("means", "denotes"): it says what a term stands for.

    No one in it acts on anyone, so its two sides trade no roles ("the Board means the
    Review Board"); the verbs are ``definition_verbs`` in ``predicates.json``. A copula that
    relates parties ("X is the guarantor of Y", "X represents Y") is not one.
    """
    return edge.relation in lexicon.word_set("predicates", "definition_verbs")


def _other_things(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """The two edges act on different things, neither of them the other edge's actor.

    "Acme takes Birch's rights" and "Birch shall take action to help Acme" are other acts
    of one verb, whoever else their clauses name; "Acme pays Birch" and "Birch pays Acme"
    act on each other (each object is the other's actor), and trade roles. Only things
    named by nouns are told apart: an object named by its value ("pays 2%" for "pays a fee
    of 2%") may be either's.
    """
    return bool(
        r.object.startswith("np:")
        and o.object.startswith("np:")
        and not graph.node_matches(r.object, o.subject)
        and not graph.node_matches(o.object, r.subject)
        and not _objects_agree(r, o, graph)
    )


def _objects_agree(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """Both edges are about the same object, or one of them has none or names it by a pronoun.

    "retrieve it" names no other thing than "retrieve the API"; "provide the Customer with the
    data" is about the data too (:func:`_themes`).
    """
    if not _named_objects(r, o):
        return True
    if any(
        graph.node_matches(mine, theirs) or _head_of(mine, theirs) or _head_of(theirs, mine)
        for mine in _themes(r)
        for theirs in _themes(o)
    ):
        return True
    return _valued_by(r, o, graph) or _valued_by(o, r, graph)


def _valued_by(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """One edge names its object by the value the other gives its own object.

    "charge 2%" and "charge interest at 2%", "pay 5%" and "pay a royalty of 5%": an amount or
    rate put where the thing would stand is the measure of that thing. The value must be
    one the other edge attaches by a preposition ("at", "of") or as an amount; one that only
    stands somewhere in its clause may measure something else.
    """
    if not r.object.startswith(_VALUE_KINDS) or o.object.startswith(_VALUE_KINDS):
        return False
    return any(
        graph.node_matches(r.object, a.value)
        for a in o.arguments
        if a.role not in ("in_clause", "to")
    )


def _named_objects(r: Relation, o: Relation) -> bool:
    """Both edges have an object, and neither names it by a pronoun."""
    return bool(
        r.object
        and o.object
        and _PRONOUN_NODE.match(r.object) is None
        and _PRONOUN_NODE.match(o.object) is None
    )


def _themes(edge: Relation) -> list[str]:
    """What an edge's act is done with: its object, and the thing a "with" phrase gives.

    "provide the Customer with the data" gives the data, as "provide the data to the
    Customer" does: where the object is the one who receives, the "with" phrase holds the
    thing provided.
    """
    return [edge.object, *(a.value for a in edge.arguments if a.role == "with" and a.value)]


def _head_of(short: str, full: str) -> bool:
    """A plain noun phrase that ends another name's words: the name cut to its head.

    Answers shorten a defined thing to its head noun ("the fee" for "the Monthly Retainer
    Fee", "the licence" for "the Trade Mark Licence").
    """
    if not short.startswith("np:"):
        return False
    words = short.split(":", 1)[1].split()
    theirs = full.split(":", 1)[1].split()
    return 0 < len(words) < len(theirs) and theirs[-len(words) :] == words


# node kinds that are values: an edge holding the claim's amount, rate or count is about it
_VALUE_KINDS = tuple(f"{t.value}:" for t in (*MEASURE_TYPES, EntityType.NUMBER))


def names_thing(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """The evidence edge names what the claim edge acts on: the same object, or the same value.

    "Birch will pay a commission to Acme equal to 5%" names the thing of "Acme pays Birch a
    commission of 5%" (the 5%); "Acme will pay to Birch all fees" does not. An edge without an
    object, or with a pronoun for one, names nothing, and a party among the endpoints is who
    the act concerns, not what it is.
    """
    if (
        r.object
        and o.object
        and not _PRONOUN_NODE.match(r.object)
        and not _PRONOUN_NODE.match(o.object)
        and graph.node_matches(r.object, o.object)
    ):
        return True
    mine = [k for k in edge_endpoints(r) if k.startswith(_VALUE_KINDS)]
    theirs = [k for k in edge_endpoints(o) if k.startswith(_VALUE_KINDS)]
    return any(graph.node_matches(a, b) for a in mine for b in theirs)


_PRONOUN_NODE = re.compile(r"^np:(?:it|them|they|this|that|these|those|which|he|she|him|her)$")


def _is_party(key: str, graph: KnowledgeGraph) -> bool:
    """A party of the bundle: one its alias table knows, or one the aligned passage names.

    A name the passage does not use is not compared as a party: a name the answer makes up is
    an unsupported entity, and spaCy's guesses ("Court", "Quoting Humphrey") are not roles.
    """
    kind, _, name = key.partition(":")
    return kind == "party" or (kind in ("org", "person") and graph.name_matches(name))


def _one_limit(claim: str, source: str) -> bool:
    """Both texts state one limit by denying a comparative.

    "can't be sooner than ten days" and "shall be no earlier than ten days": the negator (and
    the "shall not" it makes of the modal) denies the comparative, whichever word carries it.
    """
    return bool(claim) and bool(denied_bounds(claim) & denied_bounds(source))


def compare_edges(
    r: Relation, o: Relation, graph: KnowledgeGraph, window: Window, text: str = ""
) -> Conflict | None:
    """A role swap, polarity flip or modality change between two edges of one relation.

    ``text`` is the claim's words that state ``r`` (its clause, conditions and object
    included); without them a plain denial is never read as restating a denied duty.
    """
    # the evidence is the sentence that states the edge (a relation's own span can be a
    # fragment such as "to do business", which tells a reader nothing)
    start, end = o.span.start, o.span.end
    if window.start <= start and end <= window.end:
        start, end = window.start, window.end
    ev_span = EvidenceSpan(window.chunk.chunk_id, start, end, window.chunk.text[start:end])

    denies_other = r.negated and not o.negated and r.asserted
    # "Acme doesn't pay Birch" beside "Birch shall pay Acme": a claim that denies the act of
    # one party where the source gives it to another agrees with it, whoever is named
    if _acted_on(r, o, graph) and not denies_other and not _describes(o):
        # whoever the claim's actor is, the evidence's actor is the one its act is done to
        return Conflict(
            "role",
            f"{r.relation} {r.object.split(':', 1)[1]}",
            f"{o.subject.split(':', 1)[1]} {o.relation}",
            r.object_span or r.span,
            ev_span,
        )
    # a role no alias resolves may be the claim's party: no conflict of parties, but its
    # polarity and modality are still compared (it never makes a role swap either)
    same_subject = graph.node_matches(r.subject, o.subject) or _role_may_name(
        r.subject, o.subject, graph.aliases
    )
    if same_subject or not (r.subject and o.subject) or _things_acting(r, o):
        if not _objects_agree(r, o, graph):
            return None
        if (o.exception and r.excepted) or (r.exception and o.excepted):
            # one side states a rule with its exception ("subletting needs consent, save to a
            # relative"), the other the exception alone ("unless the subtenant is a relative,
            # when no consent is needed"): opposite polarity by design
            return None
        if _conditioned(r, o):
            return None  # barred without a thing, allowed with it: one rule
        if _denied_without_duty(r, o):
            return None  # "doesn't pay" for "is not required to pay": no duty, said plainly
        if _optional_either_way(r, o, graph.node_matches(r.subject, o.subject), text):
            return None
        if (
            r.negated != o.negated
            and r.asserted
            and o.asserted
            # what a party contends is denied by no statement of what is, and denies none
            and r.contended == o.contended
            and not _one_limit(text, ev_span.text)
            and r.unless == o.unless
            and not (r.conditional and not o.conditional and o.modality is not Modality.NONE)
            and not (
                o.conditional
                and o.negated
                and not r.conditional
                and not r.negated
                and r.modality is Modality.MAY
            )
        ):
            # an act a plain noun completes ("the ability to enforce") is not said to happen
            # or not: no polarity to contradict; and "unless the defect is remedied" is the
            # condition "if it is not remedied", so one of them under "unless" agrees with the
            # other negated (the rule only clears a flip, it makes none); an act the claim's
            # condition supposes ("if the Buyer does not accept in time, ...") is not the act a
            # rule states with its modal ("the Buyer shall accept or reject within ten days"),
            # whereas a claim that denies an act the source supposes ("may not assign" against
            # "if it assigns, a fee is due") still meets a flip, and so does a condition against
            # an act the source does not rule on ("if the carrier loads" against "a refusal by
            # the carrier to load"); a source that supposes the act is not done ("if the
            # parties cannot agree on an umpire, the court names one") says nothing against a
            # claim that it may be ("the parties may agree on an umpire"); a claim that it is
            # done or must be ("the parties have agreed") still meets a flip
            return Conflict(
                "polarity",
                f"{'not ' if r.negated else ''}{r.relation}",
                f"{'not ' if o.negated else ''}{o.relation}",
                r.span,
                ev_span,
            )
        if (
            same_subject
            and r.contended == o.contended
            and not modality_compatible(r.modality, o.modality)
            and not _plain_beside_modal(r.modality, o.modality)
            and not _both_limits(r, o)
            and not _one_limit(text, ev_span.text)
        ):
            return Conflict(
                "modality",
                f"{r.modality.value} {r.relation}",
                f"{o.modality.value} {o.relation}",
                r.span,
                ev_span,
            )
        return None
    # the claim's subject is the evidence's object/recipient and vice versa: roles swapped
    if (
        _is_party(r.subject, graph)
        and _is_party(o.subject, graph)
        and not denies_other
        and not _describes(o)
        and not inverse_copula(r, o, graph)
    ):
        theirs = edge_endpoints(o)
        mine = edge_endpoints(r)
        if (
            any(graph.node_matches(r.subject, k) for k in theirs)
            and any(graph.node_matches(o.subject, k) for k in mine)
            and not _other_things(r, o, graph)
        ):
            return Conflict(
                "role",
                f"{r.subject.split(':', 1)[1]} {r.relation}",
                f"{o.subject.split(':', 1)[1]} {o.relation}",
                r.subject_span or r.span,
                ev_span,
            )
        # the evidence's actor is what the claim acts on ("any Tower Site that has reached
        # Final Acceptance" against "for which Final Acceptance is reached"): the two edges
        # read the clause in other voices, and no one has been put in the actor's place; a
        # pronoun for the thing ("Quill keeps it") does not show that the two acts are one
        if (
            r.object
            and not _PRONOUN_NODE.match(r.object)
            and not _PRONOUN_NODE.match(o.object)
            and _objects_agree(r, o, graph)
            and not any(graph.node_matches(r.subject, k) for k in theirs)
            and not graph.node_matches(r.object, o.subject)
        ):
            return Conflict(
                "party",
                f"{r.subject.split(':', 1)[1]} {r.relation}",
                f"{o.subject.split(':', 1)[1]} {o.relation}",
                r.subject_span or r.span,
                ev_span,
            )
    return None


def inverse_copula(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """Two copular edges that state one identity from either end.

    "Munich is the place of jurisdiction" and "The place of jurisdiction is Munich", or
    "Orrin is Tarn's parent" and "Tarn is a subsidiary of Orrin": what one names as its
    subject the other names as its complement. A copula that identifies or specifies reads
    either way round, so the subjects differ without anyone being put in another's place.
    """
    if not (r.relation == o.relation == "be"):
        return False
    return bool(
        (o.object and graph.node_matches(o.object, r.subject))
        or (r.object and graph.node_matches(r.object, o.subject))
    )


def _things_acting(r: Relation, o: Relation) -> bool:
    """Both subjects are things, not parties, and both edges name one object.

    "the cover shall not exclude claims" and "the policies may exclude claims" deny and state
    one act of one thing described in other words: a thing is no party whose act another may
    do, so the polarity of the act is compared (the modality only with the same subject).
    Both objects must be named, not pronouns: an act with no object of its own says too
    little to be one act. Only a denial the source states on the act itself is compared (the
    evidence edge is negated, the claim's is not): a source edge read as plain may stand under
    a negative the parse did not carry over a long subject ("in no event shall any party,
    its affiliates or ... be liable"), where the claim's own "not" is the true reading.
    """
    if not (o.negated and not r.negated):
        return False
    if not (r.subject.startswith("np:") and o.subject.startswith("np:")):
        return False
    if min(len(r.subject), len(o.subject)) < len("np:") + 3:
        return False  # a list letter read as the subject ("(b) ... be defamatory")
    # a quantifier or indefinite pronoun ("nobody", "anyone", "all") describes no thing; the
    # lexical judge compares "nobody may" with "anybody may"
    quantifiers = lexicon.word_set("polarity", "negators") | lexicon.word_set(
        "polarity", "positive_counterparts"
    )
    if any(key[3:].split()[0] in quantifiers for key in (r.subject, o.subject)):
        return False
    if not _named_objects(r, o):
        return False
    return _PRONOUN_NODE.match(r.subject) is None and _PRONOUN_NODE.match(o.subject) is None


def _conditioned(r: Relation, o: Relation) -> bool:
    """One edge forbids the act without a thing, the other allows it with that thing.

    "shall not sublet without consent" and "may sublet with consent" are one rule.
    """
    for barred, allowed in ((r, o), (o, r)):
        if barred.negated and not allowed.negated:
            without = {a.value for a in barred.arguments if a.role == "without"}
            with_ = {a.value for a in allowed.arguments if a.role == "with"}
            if without & with_:
                return True
    return False


def _denied_without_duty(r: Relation, o: Relation) -> bool:
    """One edge denies the act plainly, the other lifts the duty to do it.

    "Converge doesn't pay for unapproved services" is how an answer puts "Converge shall not
    be required to pay for" them: neither says the act is due, so there is no flip, and a plain
    denial is no modality of its own to set against the lifted duty. A prohibition ("may not
    pay") against a lifted duty is still a modality change, and a plain statement that the act
    is done ("pays") still states the duty the other denies.
    """
    return any(
        plain.negated
        and plain.modality is Modality.NONE
        and lifted.modality is Modality.NEED_NOT
        and not lifted.negated
        for plain, lifted in ((r, o), (o, r))
    )


def _role_may_name(a: str, b: str, aliases: Mapping[str, str]) -> bool:
    """A role no alias resolves on one side, and on the other a party it may stand for.

    The party is one the alias table gives no role of its own. "Halden pays" against
    "Supplier pays", where the excerpt never says who "Supplier" is, may be one party;
    "Halden must insure" against "Carrier shall insure", where Halden is defined as the
    Shipper, is two.
    """
    roles = lexicon.word_set("roles")
    (kind_a, _, name_a), (kind_b, _, name_b) = a.partition(":"), b.partition(":")
    if (name_a in roles) == (name_b in roles):
        return False
    kind, party = (kind_b, name_b) if name_a in roles else (kind_a, name_a)
    if kind not in ("party", "org", "person"):
        return False
    return not any(v == party and k in roles for k, v in aliases.items())


def _optional_either_way(r: Relation, o: Relation, same_actor: bool, text: str) -> bool:
    """The claim denies a duty the evidence does not state, or states a permission it denies none.

    "need not give notice" against "may give notice" (optional both) or "shall not give
    notice" (barred, so not due either) says nothing against the evidence; so does "may give
    notice" against "need not give notice", and a denial against a duty that carries an
    exception (the denial may state it); a plain denial ("doesn't give notice") against "need
    not" restates it, when its subject is the evidence's (``same_actor``; a role no alias
    resolves is no such subject) and its ``text`` holds no negator but the denial's: "does not
    cover losses that are not caused by flood" against "no obligation to cover losses caused
    by flood" denies a duty the evidence does not deny. A claim that bars what the evidence
    only leaves optional ("shall not give notice" against "need not") is a polarity flip, and
    one that denies a duty the evidence imposes ("need not" against "must") a modality change.
    """
    need_not = Modality.NEED_NOT
    if r.modality is need_not:
        # a duty with an exception of its own ("must pay interest, except on disputed sums"):
        # the denial may be the exception
        return o.modality is Modality.MAY or o.negated or o.excepted
    if o.modality is need_not:
        # "may pay" against "need not pay" is optional both ways; so is a plain denial ("the
        # tenant doesn't pay for repairs") against "is under no obligation to pay", which it
        # restates: what the claim leaves undone is what the evidence leaves undue
        return (r.modality is Modality.MAY and not r.negated) or (
            r.modality is Modality.NONE and r.negated and same_actor and negation_count(text) == 1
        )
    return False


def _both_limits(r: Relation, o: Relation) -> bool:
    """Both edges limit the act with "only": "may" and "shall" state one limit.

    "A claim can be brought only against the maker" and "such claim shall be brought only
    against the maker" both say it is brought against no one else; a denied duty ("need
    not") still differs from either.
    """
    return r.restricted and o.restricted and Modality.NEED_NOT not in (r.modality, o.modality)


def _plain_beside_modal(a: Modality, b: Modality) -> bool:
    """One side states the act plainly and the other with a modal that does not deny a duty.

    A plain statement ("the Buyer pays the freight") restates a duty or a permission alike;
    against a denied duty ("need not pay") it states the duty that is denied.
    """
    plain = Modality.NONE in (a, b)
    return plain and Modality.NEED_NOT not in (a, b)


def denial_against_duty(conflict: Conflict, r: Relation, o: Relation) -> bool:
    """A modality conflict of a denied duty with a duty or a plain statement.

    Like a polarity flip, it holds only where the words of the claim and of the stretch it
    copies disagree in negation: "is not required to pay overtime for hours not approved"
    restates "shall pay overtime only for hours approved", a limit, not a denial.
    """
    return conflict.field == "modality" and Modality.NEED_NOT in (r.modality, o.modality)


def done_the_other_way(
    topic: Sequence[Relation], sources: Sequence[tuple[Window, Relation]]
) -> bool:
    """The sources give each act of ``topic`` only the other way round.

    "Nothing here has the Owner indemnifying the Builder" is true of sources where the
    Builder indemnifies the Owner: every source edge of the act has the topic's object as
    its actor, and none acts on that object (or has the topic's actor). ``topic`` are the
    claim's edges of what it says is absent, ``sources`` the windows' edges (both with their
    keys resolved through the aliases); False when no source edge has the act at all, or
    when a window that has it says it runs both ways ("vice versa", "each other", "the
    same": ``reciprocal_markers`` in ``data/lexicon/predicates.json``), which no edge shows.
    """
    acts = [t for t in topic if t.object]
    if not acts:
        return False
    for act in acts:
        same = [(w, o) for w, o in sources if labels_compatible(act.relation, o.relation)]
        if not same:
            return False
        for window, other in same:
            if _reciprocal(window):
                return False  # "and vice versa", "each other": the act runs both ways
            graph = window.graph
            if any(graph.node_matches(act.object, k) for k in edge_endpoints(other)):
                return False  # the sources do act on it
            if act.subject and graph.node_matches(act.subject, other.subject):
                return False  # the sources give the act to the same actor
            if not graph.node_matches(act.object, other.subject):
                return False  # another actor, on another thing: not the reverse
    return True


def _reciprocal(window: Window) -> bool:
    """The window's text says an act runs both ways ("and vice versa", "each other")."""
    text = window.chunk.text[window.start : window.end].lower()
    return any(
        re.search(rf"\b{re.escape(m)}\b", text)
        for m in lexicon.word_set("predicates", "reciprocal_markers")
    )


def co_actor(
    mine: Relation,
    theirs: Relation,
    window: Window,
    candidates: Sequence[tuple[Window, Relation]],
    graph: KnowledgeGraph,
) -> bool:
    """The claim joins the evidence's actor to its own subject in a bracket.

    "The Reseller (and its sub-resellers) must stop selling" against a clause whose parser
    made the sub-resellers the subject of "stop" ("the Reseller shall (and shall see that any
    sub-resellers shall) stop selling"): the claim gives the act to both, and names no
    other party in the evidence's actor's place (:attr:`Relation.joined`). The claim's own
    subject must act in the evidence's sentence too, as the Reseller "shall see" there.
    """
    if ":" not in theirs.subject:
        return False
    actor = _key_words(theirs.subject)
    if not actor or not any(actor <= _key_words(key) for key in mine.joined):
        return False
    sentence = _in_sentence(window, candidates)
    return any(graph.node_matches(mine.subject, other.subject) for other in sentence)


def _in_sentence(window: Window, candidates: Sequence[tuple[Window, Relation]]) -> list[Relation]:
    """The edges of ``window`` that stand in its own sentence."""
    return [
        o
        for w, o in candidates
        if w is window and o.span.start < window.end and window.start < o.span.end
    ]


def _key_words(key: str) -> set[str]:
    """The words of a node key's name, plurals as their singular ("sub-resellers")."""
    return {w.rstrip("s") for w in content_words(key.split(":", 1)[-1])}


# how much less of a claim's edge another sentence may hold and still be a mirror of the one
# the claim copies
_MIRROR = 0.15


def near_copy_stating(
    stating: Sequence[tuple[Window, Relation]],
    in_sentence: Sequence[tuple[Window, Relation]],
    words: set[str],
    best: Window,
    windows: Sequence[Window],
) -> list[tuple[Window, Relation]]:
    """The edges that may state a claim edge whose claim copies the sentence ``best``.

    ``stating`` are the edges of the claim's verb anywhere, ``in_sentence`` those of the copied
    sentence, ``words`` the claim edge's content words. The same verb with the claim's modal or
    polarity in a sentence that holds far fewer of those words ("shall keep and publish the
    register" in the next paragraph) is another proposition. A mirror sentence that holds
    nearly as many (the other party's like right), or a sentence that holds words of the edge
    the copied one lacks (a claim that merges the two: "on request, must appoint a manager from
    its London office" from "may appoint a manager from its London office" and "on request,
    shall appoint a manager"), may be the one it states.
    """
    own, _ = _cover_of(in_sentence[0], words, windows)
    lacking = words - best.own_words
    kept = []
    for pair in stating:
        cover, its_words = _cover_of(pair, words, windows)
        copied = any(pair[0] is w and pair[1] is o for w, o in in_sentence)
        if copied or cover >= own - _MIRROR or lacking & its_words:
            kept.append(pair)
    return kept or list(in_sentence)


def _cover_of(
    pair: tuple[Window, Relation], words: set[str], windows: Sequence[Window]
) -> tuple[float, frozenset[str]]:
    """The share of ``words`` in the sentence that states the pair's edge, and its own words.

    The sentence's own words are counted, not its neighbours' (a window reads both); (0, {})
    when no window holds the edge.
    """
    window, edge = pair
    holding = [
        w
        for w in windows
        if w.chunk.chunk_id == window.chunk.chunk_id and w.start <= edge.span.start < w.end
    ]
    if not holding or not words:
        return 0.0, frozenset()
    best = max(holding, key=lambda w: len(words & w.own_words))
    return len(words & best.own_words) / len(words), frozenset(best.own_words)
