"""What an infinitive or a gerund completes: a noun of right, duty or refusal, or a verb.

A verb of prevention takes a gerund after "from"; a gerund may also only name an act.

"has the right to terminate" (a permission), "the carrier's refusal to load" (a denial), "is
barred from selling" (a prohibition), "his ability to enforce" (no polarity asserted),
"includes posting an article" (an act named, not said to happen). Read by
:mod:`lexaudit.extract.scope` for a verb's polarity and modality, and by the relation
extractor. The word lists are in the ``polarity`` lexicon.
"""

from __future__ import annotations

from typing import Any

from lexaudit import lexicon
from lexaudit.extract.conjuncts import own_or_shared
from lexaudit.text.segment import list_marker_end
from lexaudit.types import Modality

__all__ = [
    "completed_noun",
    "completes_negative_noun",
    "completes_object",
    "completes_plain_noun",
    "duty_adjective",
    "grantee",
    "modal_noun",
    "modal_nouns",
    "names_an_act",
    "of_gerund_noun",
    "preventer",
]


def modal_noun(verb: Any) -> tuple[Any, Modality] | None:
    """The verb holding the modal noun an infinitive completes, and what the noun grants.

    "will have a right to cancel": ``cancel`` completes "right", the object of "have", a
    permission (``MAY``). Coordinated nouns count together, a negated one not at all: "a
    right, though no duty, to police the marks" permits policing.
    None when the infinitive completes no modal noun.
    """
    first = completed_noun(verb)
    if first is None:
        return None
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    if first.dep_ not in ("dobj", "attr") or first.head.i == first.i:
        return None
    conjuncts = [first, *(t for t in first.subtree if t.dep_ == "conj" and t.head.i != t.i)]
    granted = [n.lemma_.lower() for n in conjuncts if not any(c.dep_ == "neg" for c in n.children)]
    if any(n in lexicon.word_set("polarity", "permission_nouns") for n in granted):
        return first.head, Modality.MAY
    if any(n in lexicon.word_set("polarity", "obligation_nouns") for n in granted):
        return first.head, Modality.SHALL
    return None


def grantee(holder: Any) -> Any | None:
    """The one a verb that takes a noun of right gives it to, when it gives it.

    "grants the Tenant an option to renew", "will grant a licence to the Reseller to sell",
    "the Tenant is granted an option to renew": the noun is the Tenant's or the Reseller's,
    so they are who renews or sells, not the grantor. A verb of holding ("has the right to",
    "reserves the right to") gives it to no one: its subject holds it. None when no one is
    given it.
    """
    if holder.lemma_.lower() in lexicon.word_set("polarity", "holding_verbs"):
        return None
    for child in holder.children:
        if child.dep_ in ("dative", "iobj"):
            if child.pos_ == "ADP":
                return next((c for c in child.children if c.dep_ == "pobj"), None)
            return child
        if child.dep_ == "prep" and child.lower_ == "to":
            taker = next((c for c in child.children if c.dep_ == "pobj"), None)
            if taker is not None:
                return taker
    return next((c for c in holder.children if c.dep_ == "nsubjpass"), None)


def completed_noun(verb: Any) -> Any | None:
    """The noun an infinitive completes ("the right to assign": "right"), or None.

    The parser labels the infinitive a clause of the noun, or at times a complement of it
    ("an unwillingness to pay") or, after a first infinitive, a conjunct of it ("a failure
    to pay or to deliver", with "to deliver" hung on "failure": an infinitive is no noun's
    conjunct); a second infinitive of a list with its own "to", hung on the first ("the
    option to buy or to lease"), completes the first's noun too. Either way it says what the
    noun is a right, duty or refusal of. A gerund after "of" completes a noun of right or
    duty the same way ("the option of reclaiming the stalls", "the duty of keeping the hold dry").
    An infinitive the parser reads as a relative clause of a noun of right or duty ("a licence
    to use the Marks"), or hangs on the verb that takes such a noun as its object before it
    ("grants a licence to the Reseller to sell"), completes that noun too.
    """
    of_modal = of_gerund_noun(verb)
    if of_modal is not None:
        return of_modal
    if verb.dep_ not in ("acl", "xcomp", "conj", "relcl", "advcl") or not any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children
    ):
        return None
    if verb.dep_ == "acl" or (
        verb.dep_ in ("xcomp", "conj") and verb.head.pos_ in ("NOUN", "PROPN")
    ):
        return verb.head
    if verb.dep_ == "relcl" and verb.head.lemma_.lower() in modal_nouns():
        return verb.head  # "a licence to use the Marks", read as a relative clause
    if verb.head.i != verb.i and (
        verb.dep_ == "advcl"
        or (
            verb.dep_ in ("conj", "xcomp")
            and verb.head.lemma_.lower() in lexicon.word_set("polarity", "holding_verbs")
        )
    ):
        # "grants a licence to the Reseller to sell", with the infinitive hung on the verb: it
        # completes the noun of right or duty that verb takes as its object before it; so does
        # one the parser makes a holding verb's conjunct or complement after an aside ("shall
        # have the option, [*], to renew"): an infinitive with its own "to" is no conjunct of a
        # finite verb ("shall use its discretion, [*], to allocate" uses a power, holds none)
        for child in verb.head.children:
            if child.dep_ == "dobj" and child.i < verb.i and child.lemma_.lower() in modal_nouns():
                return child
    if verb.dep_ == "conj" and verb.head.i != verb.i and verb.head.pos_ in ("VERB", "AUX"):
        return completed_noun(verb.head)
    return None


def modal_nouns() -> frozenset[str]:
    """The nouns of right or duty an act completes: "the right to assign", "a duty of care"."""
    return lexicon.word_set("polarity", "permission_nouns") | lexicon.word_set(
        "polarity", "obligation_nouns"
    )


def _prepositional_gerund(verb: Any) -> bool:
    """A gerund that completes a preposition ("the option of | reclaiming", "from | selling").

    A gerund the tagger took for a noun ("barred from renting or lending") still is one.
    """
    if verb.dep_ not in ("pcomp", "pobj"):
        return False
    return bool(verb.tag_ == "VBG" or (verb.dep_ == "pcomp" and verb.lower_.endswith("ing")))


def of_gerund_noun(verb: Any) -> Any | None:
    """The noun of right or duty whose "of" a gerund completes: "have the option of reclaiming".

    A noun of duty takes "for" too: "has responsibility for repairing the roof".
    """
    if not _prepositional_gerund(verb):
        return None
    prep = verb.head
    if prep.dep_ != "prep" or prep.head.i == prep.i:
        return None
    noun = prep.head
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in modal_nouns():
        return None
    duty = noun.lemma_.lower() in lexicon.word_set("polarity", "obligation_nouns")
    if prep.lower_ != "of" and not (duty and prep.lower_ == "for"):
        return None
    # only a right or duty its subject holds ("shall have the option of renewing"): one given
    # to another ("grants the Tenant the option of renewing") or lost ("forfeits the right of
    # inspecting") is not the subject's
    held = noun.dep_ == "dobj" and noun.head.lemma_.lower() in lexicon.word_set(
        "polarity", "holding_verbs"
    )
    return noun if held else None


def duty_adjective(verb: Any) -> Any | None:
    """The adjective of duty whose "for" a gerund completes, predicated of a subject.

    "the Tenant is responsible for repairing the roof", "shall be liable for paying the tax":
    the adjective's subject is the one who must repair or pay, as with "has the duty to
    repair" (``lexicon/polarity.json`` ``obligation_adjectives``). None otherwise.
    """
    if not _prepositional_gerund(verb):
        return None
    prep = verb.head
    while prep.dep_ == "conj" and prep.head.i != prep.i and prep.head.dep_ == "prep":
        prep = prep.head  # "responsible for insuring the barge and for reimbursing ..."
    if prep.lower_ != "for" or prep.dep_ != "prep" or prep.head.i == prep.i:
        return None
    adjective = prep.head
    if (
        adjective.pos_ != "ADJ"
        or adjective.dep_ != "acomp"
        or adjective.head.i == adjective.i
        or adjective.lemma_.lower() not in lexicon.word_set("polarity", "obligation_adjectives")
    ):
        return None
    return adjective


def completes_object(verb: Any) -> bool:
    """An infinitive completing its verb's object: "have the power to assign"."""
    noun = completed_noun(verb)
    return noun is not None and noun.dep_ in ("dobj", "attr") and noun.head.i != noun.i


def preventer(verb: Any) -> Any | None:
    """The verb of prevention whose "from" a gerund completes, if any.

    "is barred from selling", "prohibits the Supplier from selling", "shall refrain from
    selling": the gerund is what is barred, prohibited or refrained from.
    """
    if not _prepositional_gerund(verb):
        return None
    prep = verb.head
    if prep.lower_ != "from" or prep.head.i == prep.i:
        return None
    head = prep.head
    if head.lemma_.lower() not in lexicon.word_set("polarity", "prevention_verbs"):
        return None
    return head


def gerund(verb: Any) -> bool:
    """The verb is a gerund, or heads one with its auxiliary: "selling", "being paid"."""
    return verb.tag_ == "VBG" or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBG" for c in verb.children
    )


def aspectual_head(verb: Any) -> Any | None:
    """The aspectual verb whose gerund complement ``verb`` is, if any.

    "will keep distributing the brochures", "may continue offering the service", "shall
    cease selling the goods", "must stop using the marks": an aspectual verb says when an act
    begins, goes on or ends, and its gerund is that act, not a name for it ("includes posting
    an article" names one). A verb of going on or beginning (``continuation_verbs``) asserts
    the act as the infinitive after it does ("continue to distribute"); a verb of ending
    (``cessation_verbs``) denies it from then on ("shall cease selling" = "shall no longer
    sell"; read by :func:`lexaudit.extract.scope.is_negated`). A gerund after "from" belongs
    to a verb of prevention ("keep the Buyer from selling"; :func:`preventer`).
    """
    if not gerund(verb) or verb.dep_ != "xcomp" or verb.head.i == verb.i:
        return None
    lemma = verb.head.lemma_.lower()
    if lemma in lexicon.word_set("polarity", "continuation_verbs") or lemma in (
        lexicon.word_set("polarity", "cessation_verbs")
    ):
        return verb.head
    return None


def completes_plain_noun(verb: Any) -> bool:
    """An infinitive completing a noun that grants, binds or denies nothing.

    "his ability to enforce the judgment", "an attempt to collect", "the plan to sell": the
    text says neither that the act happens nor that it does not, so its polarity is not
    asserted. A noun of right or duty that a verb holds or grants ("has the right to
    terminate", read by :func:`modal_noun`) and a noun of refusing or failing
    (:func:`completes_negative_noun`) do say it; a noun of right or duty that no verb holds
    ("not subject to the Supplier's right to cure", "the right to renew lapses") is spoken
    of, and the act it names is neither granted nor denied by the words around it.
    """
    verb = own_or_shared(verb)
    noun = completed_noun(verb)
    if noun is None or noun.pos_ not in ("NOUN", "PROPN") or completes_negative_noun(verb):
        return False
    return noun.lemma_.lower() not in modal_nouns() or modal_noun(verb) is None


def completes_negative_noun(verb: Any) -> bool:
    """An infinitive completing a noun of refusing or of failing.

    "the carrier's refusal to load the cargo" says the carrier does not load, as "if the
    carrier refuses to load" does; "a failure to pay" is "does not pay". A right of first
    refusal is a right: the holder's first-refusal right "to purchase the shares" permits it.
    """
    noun = completed_noun(verb)
    if noun is None:
        return False
    lemma = noun.lemma_.lower()
    if lemma not in lexicon.word_set("polarity", "negative_nouns") and lemma not in (
        lexicon.word_set("polarity", "negators")
    ):
        return False
    first = any(c.lower_ == "first" for c in noun.children)
    return not first and not (
        noun.dep_ == "pobj"
        and noun.head.lower_ == "of"
        and noun.head.head.lemma_.lower() in lexicon.word_set("polarity", "permission_nouns")
    )


_NOMINAL_DEPS = frozenset({"csubj", "csubjpass", "pcomp", "pobj", "dobj", "acl", "xcomp", "appos"})


def names_an_act(verb: Any) -> bool:
    """A gerund that names an act as a noun does, without saying it happens or not.

    "Prohibited uses include posting an article", "the following: posting an article",
    "Posting an article ... is forbidden", "by giving notice": the act is named, its
    polarity is the governing clause's business. A gerund after a verb of prevention ("barred
    from posting") is denied by it (:func:`preventer`), and one with a negator of its own
    ("not holding a licence") says so itself.
    """
    verb = own_or_shared(verb)
    return (
        verb.tag_ == "VBG"
        and (verb.dep_ in _NOMINAL_DEPS or _gerund_fragment(verb))
        and not any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children)
        and preventer(verb) is None
        and of_gerund_noun(verb) is None
        and duty_adjective(verb) is None
        and aspectual_head(verb) is None
    )


def _gerund_fragment(verb: Any) -> bool:
    """A gerund that opens a list item or a line, with no subject ("- settling a claim").

    The item names an act the way a noun does; whether the act is allowed, required or
    barred is said by the sentence the list hangs from, which the parser may or may not
    join to it.
    """
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for c in verb.children):
        return False
    text = verb.doc.text
    line = text.rfind("\n", 0, verb.idx) + 1
    line_end = text.find("\n", verb.idx)
    item = list_marker_end(text, line, len(text) if line_end < 0 else line_end)
    # only a list marker ("- ", "2. ", "(b) ") or nothing stands before it on its line
    return item <= verb.idx and not text[item : verb.idx].strip()
