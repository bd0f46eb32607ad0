"""Reduced relative clauses the parser reads as a clause of their own (a garden path).

"Information disclosed to the Recipient is not Confidential Information": the small English
parser may take "disclosed" for the sentence's past-tense verb, with "Information" its subject,
and hang the true main verb "is" on it as an adverbial clause or a conjunct; or it may read
"Data collected through the platform" as a clause that is the subject of "may not be sold".
Either way the proposition "Information is not Confidential Information" or "Data may not be
sold" is lost, and with it the negation the judge compares.

Two facts of English grammar decide such a parse. A finite verb needs a subject of its own:
one that has none, no subordinator ("if", "when") and no conjunction or punctuation joining it
to the verb before cannot be a clause of that verb. And a finite clause is a subject only
after "that" or a wh-word ("That the data was collected ..."). In both cases the verb the parser
read as finite is a past participle that modifies its "subject" (a reduced relative,
"information [that is] disclosed to the Recipient"), and the finite verb is that noun's
predicate; the parse is mended that way. A verb with an object, an auxiliary or a clause of its
own is left alone ("the Seller delivered the goods and is paid" is no reduced relative).

Known limit: where the parser reads what follows as a subordinate clause ("Goods delivered
after the deadline may be rejected": "after the deadline may be rejected"), both readings are
grammatical in form, and the parse is kept.
"""

from __future__ import annotations

from typing import Any

from lexaudit.extract.subjects import finite

# the dependencies the parser gives the true predicate when it hangs it on the participle
_HUNG_AS = frozenset({"advcl", "conj", "ccomp", "parataxis"})
# ... and the participle when it reads it as a clausal subject of the predicate
_CLAUSAL_SUBJECTS = frozenset({"csubj", "csubjpass"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
# children that tie a clause to what it hangs on: "if", "when", "and"
_TIES = frozenset({"mark", "cc", "preconj"})
# children that make a verb a clause of its own
_OWN = frozenset({"aux", "auxpass", "dobj", "dative", "xcomp", "mark"})


def reduced_relatives(doc: Any) -> Any:
    """Make each reduced relative the parser read as a clause modify its noun again."""
    for verb in doc:
        if not _participle_with_subject(verb):
            continue
        if verb.dep_ in _CLAUSAL_SUBJECTS and _sole_subject(verb):
            _mend(verb, verb.head)
            continue
        predicate = _stranded_predicate(verb)
        if predicate is None:
            continue
        old_head, old_dep = verb.head, verb.dep_
        later = [c for c in verb.children if c.i > predicate.i]
        predicate.head = predicate if old_head.i == verb.i else old_head
        predicate.dep_ = old_dep
        for child in later:
            child.head = predicate
        _mend(verb, predicate)
    return doc


def _mend(verb: Any, predicate: Any) -> None:
    """Make ``verb``'s subject the ``predicate``'s, and ``verb`` a participle modifying it."""
    subject = next(c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i)
    subject.head = predicate
    passive = any(c.dep_ == "auxpass" for c in predicate.children)
    subject.dep_ = "nsubjpass" if passive else "nsubj"
    verb.head = subject
    verb.dep_ = "acl"


def _participle_with_subject(verb: Any) -> bool:
    """A verb in a past form, with a subject before it and no auxiliary, object or marker."""
    if verb.tag_ not in ("VBD", "VBN") or verb.pos_ != "VERB":
        return False
    children = list(verb.children)
    return any(c.dep_ == "nsubj" and c.i < verb.i for c in children) and not any(
        c.dep_ in _OWN for c in children
    )


def _sole_subject(clause: Any) -> bool:
    """The clausal subject is its head's only subject, and its head is finite."""
    head = clause.head
    return (
        head.i != clause.i
        and head.i > clause.i
        and finite(head)
        and not any(c.dep_ in _SUBJECTS and c.i != clause.i for c in head.children)
    )


def _stranded_predicate(verb: Any) -> Any | None:
    """The finite, subjectless verb the parser hung on ``verb``, a participle read as finite."""
    for child in verb.children:
        if child.dep_ not in _HUNG_AS or child.i < verb.i or not finite(child):
            continue
        if any(c.dep_ in _SUBJECTS or c.dep_ in _TIES for c in child.children):
            continue
        if _tied_before(child):
            continue
        return child
    return None


def _tied_before(token: Any) -> bool:
    """A conjunction, relative word or punctuation comes right before the clause's first word."""
    first = min(t.i for t in token.subtree if t.i <= token.i)
    if first == 0:
        return True
    before = token.doc[first - 1]
    return before.dep_ in _TIES or before.tag_ in ("WDT", "WP", "WRB") or before.is_punct
