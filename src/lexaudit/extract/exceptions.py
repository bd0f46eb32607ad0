"""Exception clauses in spaCy's parse: a verb that heads one, and a verb that carries one.

A verb may head an exception clause ("except no consent is needed") or carry an exception of
its own ("needs consent, save to a relative"); one side stating a rule with its exception and
the other the exception alone have opposite polarity by design. The markers ("except", "save",
"unless", "other than") are the ``exception_markers`` of the ``polarity`` lexicon.
"""

from __future__ import annotations

from typing import Any

from lexaudit import lexicon

__all__ = [
    "carries_exception",
    "heads_exception",
    "in_condition",
    "within_negative_condition",
]


def heads_exception(verb: Any) -> bool:
    """The verb heads an exception clause: "..., except no approval shall be required".

    The parser marks the clause with "except" as its subordinator or hangs it on "except"
    as a preposition's complement.
    """
    markers = lexicon.word_set("polarity", "exception_markers")
    if verb.dep_ in ("pcomp", "pobj") and verb.head.lower_ in markers:
        return True
    return _marked(verb, markers)


# where a parse keeps the indices of the verbs that head a negative condition
_UNLESS_HEADS = "lexaudit.unless_heads"


def within_negative_condition(verb: Any) -> bool:
    """The verb stands in a negative condition: it or a word above it heads one.

    A negative condition holds when its clause does not ("unless the defect is remedied"); its
    subordinator is one of the ``negative_conditionals`` of the ``polarity`` lexicon.

    In "renews unless either party says in writing that it will not renew" the second "renew"
    is what the condition's notice says, not the rule the main clause states: the whole
    subtree of the clause's verb is the condition. The heads of such clauses are found once
    per parse (a walk over every verb's ancestors asking each for its subordinator cost ten
    times as much).
    """
    heads = verb.doc.user_data.get(_UNLESS_HEADS)
    if heads is None:
        markers = lexicon.word_set("polarity", "negative_conditionals")
        heads = frozenset(t.head.i for t in verb.doc if t.dep_ == "mark" and t.lower_ in markers)
        verb.doc.user_data[_UNLESS_HEADS] = heads
    if not heads:
        return False
    return verb.i in heads or any(a.i in heads for a in verb.ancestors)


# the links from a verb to the verb whose clause it is part of: "fails to pay or breaches",
# "is not determined"
_CLAUSE_LINKS = frozenset({"conj", "xcomp", "acomp"})


def in_condition(verb: Any) -> bool:
    """The verb's act is supposed by a condition, not asserted: "if the Buyer fails to pay".

    The verb, or the verb it completes or is joined to ("to pay" of "fails", "breaches" of
    "fails to pay or breaches"), heads a clause opened by one of the ``condition_markers`` of
    the ``conditions`` lexicon. "unless" is a condition of its own kind
    (:func:`within_negative_condition`).
    """
    markers = lexicon.word_set("conditions", "condition_markers")
    token = verb
    while True:
        if (
            _marked(token, markers)
            or _opened_by_occasion(token)
            or (
                # the parser hangs "when" and "where" on the clause as adverbs
                token.dep_ == "advcl"
                and any(c.dep_ == "advmod" and c.lower_ in markers for c in token.children)
            )
        ):
            # a clause in the past tense with no modal tells when something happened ("when
            # the Buyer objected, the Bank went on"): a fact, not a supposition
            return not _past_fact(token)
        if token.dep_ not in _CLAUSE_LINKS or token.head.i == token.i:
            return False
        token = token.head


def _past_fact(verb: Any) -> bool:
    """The clause of ``verb`` is in the past tense, with no modal: it states what happened."""
    tenses = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    return any(t.tag_ == "VBD" for t in tenses) and not any(t.tag_ == "MD" for t in tenses)


def _opened_by_occasion(verb: Any) -> bool:
    """The verb's clause opens with "in the event (that)" or "in case": a condition.

    The parser hangs "in" on the clause's verb ("In case the Buyer fails"), or the clause on
    the noun ("In the event that the Buyer fails", a relative clause of "event"). "In the
    event of a default" conditions on a noun, not on a clause.
    """
    nouns = lexicon.word_set("conditions", "condition_nouns")

    def occasion(noun: Any) -> bool:
        return (
            noun.dep_ == "pobj"
            and noun.lemma_.lower() in nouns
            and noun.head.lower_ == "in"
            and not any(c.dep_ == "prep" for c in noun.children)
        )

    if verb.dep_ in ("relcl", "acl") and occasion(verb.head):
        return True
    # "in" hung on the verb opens its clause, unless the clause hangs on the noun ("In the
    # event that the Buyer fails, the Seller may stop": "stop" holds "in", "fails" is the
    # condition)
    return any(
        c.dep_ == "prep"
        and c.i < verb.i
        and any(
            occasion(n) and not any(g.dep_ in ("relcl", "acl") for g in n.children)
            for n in c.children
        )
        for c in verb.children
    )


def _marked(verb: Any, markers: frozenset[str]) -> bool:
    """The verb's clause opens with one of ``markers`` as its subordinator."""
    return any(c.dep_ == "mark" and c.lower_ in markers for c in verb.children)


def carries_exception(verb: Any) -> bool:
    """The verb's clause states an exception to itself: "needs approval, except to X".

    The exception is a phrase of the verb's own clause, hung on the verb or on one of its
    words ("consent, save to a relative"), or a clause under the verb that heads an
    exception ("needs consent unless the buyer is a relative"). The verb's own subordinator
    ("except no consent is needed") makes it the exception, not a rule that carries one.
    """
    markers = lexicon.word_set("polarity", "exception_markers")
    for token in verb.subtree:
        if token.i == verb.i:
            continue
        if token.pos_ in ("VERB", "AUX"):
            if token.head.i == verb.i and heads_exception(token):
                return True
            continue
        if token.dep_ not in ("prep", "advmod", "cc"):
            continue
        # a marker of two words ("other than") is read at its last word
        pair = f"{token.doc[token.i - 1].lower_} {token.lower_}" if token.i else ""
        if (token.lower_ in markers or pair in markers) and _governing_clause(token).i == verb.i:
            return True
    return False


def _governing_clause(token: Any) -> Any:
    """The verb whose clause ``token`` is a word of (the token itself if it reaches none)."""
    head = token.head
    while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i:
        head = head.head
    return head
