"""Words negated by a prefix: "non-exclusive", "unenforceable", "disqualified".

A negative prefix says what a negator before the bare word says ("not enforceable"), so the
word checks compare the two as one meaning (:func:`merge_prefix_negation`), read a prefix on
one side only as a flip where the other side does not deny the word in its clause
(:func:`negative_prefix_flip`), and read a negator on an act against a prefix on what the act
is for as one rule (:func:`moved_denial`).
"""

from __future__ import annotations

import re

from lexaudit import lexicon
from lexaudit.judge.negation import TOKEN as _TOKEN
from lexaudit.judge.negation import (
    asks,
    exception_marker,
    negates_a_form_of,
    negation_parity,
    only_asked,
    subject_denies,
)

__all__ = ["merge_prefix_negation", "moved_denial", "negative_prefix_flip"]


_NEG_PREFIXES = tuple(lexicon.load("polarity")["negative_prefixes"])  # longer forms first
# a negative prefix a line end cut from its word: "non- exclusive", "un- enforceable" (not a
# prefix shared by two words, "pre- and post-")
_BROKEN_PREFIX = re.compile(
    r"\b((?i:"
    + "|".join(sorted({p.rstrip("-") for p in _NEG_PREFIXES}, key=len, reverse=True))
    + r"))-\s+(?!(?i:and|or|nor)\b)([a-zA-Z]{4,})"
)
_NON_APART = re.compile(r"\b((?i:non))[ \t]+(?!(?i:and|or|nor)\b)([a-zA-Z]{4,})")
_ADJ_ENDINGS = ("able", "ible", "al", "id", "ful", "ent", "ant", "ive", "ite", "ed", "ous", "ic")


def _hyphenated_participle(prefix: str, root: str) -> bool:
    """A participle that "non-" negates: "non-voting", "non-recurring", "non-binding".

    Only the hyphenated "non-" always negates a participle; "in" and "dis" before one make
    other words ("incoming", "discharging").
    """
    return prefix == "non-" and root.endswith("ing")


def _rejoin(m: re.Match[str]) -> str:
    # a prefix written with a hyphen keeps it ("non-exclusive"); the others are written
    # closed ("unenforceable")
    prefix, word = m.group(1), m.group(2)
    return f"{prefix}-{word}" if f"{prefix.lower()}-" in _NEG_PREFIXES else prefix + word


def merge_prefix_negation(claim: str, sentence: str) -> tuple[str, str]:
    """Write "not limited" as "unlimited" where the other text has "unlimited" (both ways).

    A negator before a word and a negative prefix on it say the same thing ("is not limited" /
    "is unlimited", "isn't enforceable" / "is unenforceable"); written alike, the negation
    checks compare meaning, not spelling. A prefix a line end cut from its word ("non-
    exclusive", as extracted text keeps it) is joined to the word again.
    """
    # a prefix cut from its word at a line end ("non- exclusive") is still the word's, and so
    # is "non" written apart ("on a Non Exclusive basis")
    texts = [
        _NON_APART.sub(r"\1-\2", _BROKEN_PREFIX.sub(_rejoin, text)) for text in (claim, sentence)
    ]
    for here, there in ((0, 1), (1, 0)):
        for word in {w.lower() for w in _TOKEN.findall(texts[there])}:
            prefix = next((p for p in _NEG_PREFIXES if word.startswith(p)), None)
            root = word[len(prefix) :] if prefix else ""
            if len(root) < 4:
                continue
            negated_root = re.compile(
                rf"\b(?:not|never|no)\s+(?:(?:be|been|being|is|are|was|were)\s+)?({re.escape(root)})\b",
                re.I,
            )
            texts[here] = negated_root.sub(word, texts[here])
    return texts[0], texts[1]


def _prefix_negates(word: str, prefix: str) -> bool:
    """``word`` is its root denied by the negative ``prefix``: "non-refundable", "invalid".

    The root must be long enough and read as an adjective or, after "non-", a participle;
    "discharge" and "inform" are words of their own.
    """
    root = word[len(prefix) :]
    return (
        word.startswith(prefix)
        and len(root) >= 4
        and (root.endswith(_ADJ_ENDINGS) or _hyphenated_participle(prefix, root))
    )


def moved_denial(claim: str, sentence: str) -> bool:
    """One text denies a word by a negative prefix, the other the act the bare word goes with.

    "has no power to remove a spectator whose conduct is merely excusable" and "may remove a
    spectator whose conduct is inexcusable" deny once each: the first the act, by a negator in
    the clause that holds "excusable", the second what the act is for, by the prefix. Counted
    together the two state one rule. The negator must stand before the bare word in its own
    clause, and the prefixed word's clause must deny nothing before it, so a negator of
    another clause ("may not sublet, and the deposit is refundable") moves no denial.
    """
    texts = (claim, sentence)
    words = [{w.lower() for w in _TOKEN.findall(t)} for t in texts]
    for here, there in ((0, 1), (1, 0)):
        for word in words[here] - words[there]:
            prefix = next((p for p in _NEG_PREFIXES if _prefix_negates(word, p)), None)
            if prefix is None:
                continue
            root = word[len(prefix) :]
            if (
                root in words[there]
                and root not in words[here]
                and _clause_denial(texts[there], root) == 1
                and _clause_denial(texts[here], word) == 0
            ):
                return True
    return False


# what opens another clause, for a negator's reach to a word after it
_CLAUSE_BREAK = re.compile(r"[.;:,](?:\s|$)|\n|\b(?:and|but|while|whereas)\b", re.IGNORECASE)


def _clause_denial(text: str, word: str) -> int:
    """The parity of the negators before ``word`` in its clause (0 when it is not written)."""
    m = re.search(rf"(?i)(?<![\w-]){re.escape(word)}(?![\w-])", text)
    if m is None:
        return 0
    opening = max((c.end() for c in _CLAUSE_BREAK.finditer(text, 0, m.start())), default=0)
    return negation_parity(text[opening : m.start()])


def negative_prefix_flip(claim: str, sentence: str) -> tuple[str, str] | None:
    """A word negated by its prefix on one side only: "impermissible" / "permissible".

    The side without the prefix may say the same by a negator before another form of the
    root ("the charges it isn't disputing" for "undisputed charges", "none of the fees is
    refundable" for "the fees are non-refundable"): that is no flip, unless a negative
    subject denies the prefixed word too ("no award shall be unenforceable"). Nor is
    a root that side only asks about ("a disagreement whether the defect was remedied") when the
    other side raises the question too; one that asserts the answer ("it stayed unremedied")
    states more than a question says, and the flip stands.
    """
    mine = {w.lower() for w in _TOKEN.findall(claim)}
    theirs = {w.lower() for w in _TOKEN.findall(sentence)}
    texts = {id(mine): claim, id(theirs): sentence}
    for a, b in ((mine, theirs), (theirs, mine)):
        for word in a - b:
            for prefix in _NEG_PREFIXES:
                root = word[len(prefix) :]
                if (
                    _prefix_negates(word, prefix)
                    and root in b
                    and root not in a
                    and not (
                        negates_a_form_of(texts[id(b)], root)
                        and not subject_denies(texts[id(a)], word)
                    )
                    and not (only_asked(texts[id(b)], root) and asks(texts[id(a)]))
                    and _polarity_in_clause(texts[id(a)], word, 1)
                    != _polarity_in_clause(texts[id(b)], root, 0)
                ):
                    return (word, root) if a is mine else (root, word)
    return None


# what ends the clause a word's denials are read in
_CLAUSE_STOP = re.compile(r"[.;:!?](?:\s|$)|\n")
# a word predicated by a form of "be" (an adverb or "not" between): "shall be qualified",
# "have been assigned"
_PREDICATED = re.compile(r"(?i)\b(?:be|is|are|was|were|been|being)\s+(?:not\s+)?(?:\w+ly\s+)?$")
# a clause that opens with a negative determiner or pronoun, after its label ("(t) No director")
_NEGATIVE_OPENING = re.compile(
    r"\W*(?:\([A-Za-z0-9]{1,4}\)\s*)?(?:no|none|neither|nobody|nothing)\b", re.IGNORECASE
)
# how many words before a predicate an exception marker reaches it
_EXCEPTION_REACH = 6
# a subordinate clause that opens a sentence, to its comma
LEADING_SUBORDINATE = re.compile(
    r"\W*(?:(?:and|but|or|so|then)\s+)?(?:even\s+)?(?:if|unless|when|where|once|after|before|"
    r"until|while|although|though|because|since)\b[^,]*,",
    re.IGNORECASE,
)


def _polarity_in_clause(text: str, word: str, prefixed: int) -> int:
    """Whether ``word`` is denied where ``text`` writes it (1) or not (0).

    Its own negative prefix and, when a form of "be" predicates it, a negative subject that
    opens its clause and an exception marker a few words before it are counted, modulo 2.
    "No director who ... shall be qualified" denies "qualified" as "disqualified" does, and "all
    materials (other than those which have been assigned)" denies "assigned" as
    "unassigned" does; "may not sublicense its exclusive licence" does not deny
    "exclusive", which modifies a noun, and "no default has occurred and the deposit is
    refundable" does not deny "refundable".
    """
    m = re.search(rf"(?i)\b{re.escape(word)}\b", text)
    if m is None:
        return prefixed
    opening = max((c.end() for c in _CLAUSE_STOP.finditer(text, 0, m.start())), default=0)
    before = text[opening : m.start()]
    # a clause of condition or time set before the main one denies nothing in it ("if it
    # does not answer, the use is deemed approved")
    lead = LEADING_SUBORDINATE.match(before)
    if lead is not None:
        before = before[lead.end() :]
    if not _PREDICATED.search(before):
        # a word that modifies a noun is not what a negator of the clause's verb denies
        # ("may not sublicense its exclusive licence" still has an exclusive licence)
        return prefixed
    # the denials that reach a predicate across its clause: a negative subject that opens the
    # clause ("No director who ... shall be qualified"; a negator inside the clause may deny
    # another verb: "no default has occurred and the deposit is refundable") and an exception
    # a few words before ("other than those which have been assigned")
    opened = _NEGATIVE_OPENING.match(before) is not None
    excepted = exception_marker().search(" ".join(before.split()[-_EXCEPTION_REACH:]))
    return (prefixed + opened + (excepted is not None)) % 2
