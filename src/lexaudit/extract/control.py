"""To-infinitive complements the parser hangs on the wrong word, or reads as a purpose.

"Nothing in this chapter shall authorize the holder of a permit to renew it": the small
English parser may read "to renew" as a clause that modifies "permit", the last noun of the
object phrase, and the act the verb authorizes is lost ("holder renew" is no edge, and the
denial of "Nothing ... authorize" never reaches it). A verb of object control (one that
takes an object and a to-infinitive whose subject is that object: "authorize X to do",
"require X to do", ``lexicon/polarity.json`` ``object_control_verbs``) with no complement
of its own takes such an infinitive back as its complement.
"""

from __future__ import annotations

import re
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.completions import modal_nouns

# how many steps up from the noun the infinitive hangs on to the verb's object ("the holder
# of a permit": permit -> of -> holder), through the object phrase's own modifiers, a relative
# clause among them ("the owner of a tract which lies beyond the boundary of his grant")
_OBJECT_STEPS = 10
_PHRASE_DEPS = frozenset({"pobj", "prep", "compound", "conj", "appos", "relcl", "acl"})


def object_complements(doc: Any) -> Any:
    """Hang each misplaced to-infinitive on the verb it completes.

    An object-control verb whose object holds it takes it back; so does the passive of a
    verb of construing that the parser read as followed by a clause of purpose
    (:func:`_construed`).
    """
    for token in doc:
        verb = _controller(token)
        if verb is not None:
            token.head = verb
            token.dep_ = "xcomp"
        elif _construed(token):
            token.dep_ = "xcomp"
    return doc


def _to_infinitive(token: Any) -> bool:
    """``token`` is a verb with "to" right before it ("to renew")."""
    return any(c.tag_ == "TO" and c.i == token.i - 1 for c in token.children)


def set_off_complement(verb: Any) -> bool:
    """A to-infinitive set off by a comma after an object-control verb and its object.

    "The Owner appoints the Agent as its sole agent, to lease the premises": the parser reads
    the infinitive as a purpose of the verb, but after a verb of this class
    (``object_control_verbs``) it is what the object is appointed, caused or directed to do.
    """
    return (
        verb.dep_ == "advcl"
        and verb.tag_ == "VB"
        and _to_infinitive(verb)
        and verb.head.lemma_.lower() in lexicon.word_set("polarity", "object_control_verbs")
    )


def _construed(token: Any) -> bool:
    """An infinitive right after the passive of a verb of construing: its complement.

    "Nothing in this chapter shall be construed to limit the powers": what nothing is
    construed to do is limit them (``lexicon/polarity.json`` ``construal_verbs``), so the
    denial of the subject reaches the infinitive, as it does after "is deemed to".
    """
    if token.tag_ != "VB" or token.dep_ != "advcl":
        return False
    head = token.head
    return (
        head.i == token.i - 2
        and head.tag_ == "VBN"
        and head.lemma_.lower() in lexicon.word_set("polarity", "construal_verbs")
        and any(c.dep_ == "auxpass" for c in head.children)
        and _to_infinitive(token)
    )


def _controller(token: Any) -> Any | None:
    """The object-control verb whose object phrase ``token``, a noun's infinitive, belongs to."""
    if token.tag_ != "VB":
        return None
    # hung on a noun of the phrase ("a permit to renew"), or on the verb of a clause that
    # modifies one ("a tract which lies beyond his grant to cut timber")
    if token.dep_ not in ("relcl", "acl") and not (
        token.dep_ in ("advcl", "xcomp") and token.head.dep_ in ("relcl", "acl")
    ):
        return None
    if not _to_infinitive(token):
        return None
    if token.head.lemma_.lower() in modal_nouns():
        return None
    node = token.head
    for _ in range(_OBJECT_STEPS):
        if node.dep_ == "dobj":
            verb = node.head
            if (
                verb.i < node.i < token.i
                and verb.lemma_.lower() in lexicon.word_set("polarity", "object_control_verbs")
                and not any(c.dep_ in ("xcomp", "ccomp") for c in verb.children)
                and _someone(node)
            ):
                return verb
            return None
        if node.dep_ not in _PHRASE_DEPS or node.head.i == node.i:
            return None
        node = node.head
    return None


def object_controls(verb: Any, obj: Any, infinitive: Any) -> bool:
    """Whether the object of ``verb`` is the subject of its to-infinitive ``infinitive``.

    "permit B to inspect", "require each sublicensee to pay": after a verb of object control,
    or with an object who can act, the object does what the infinitive says. A thing cannot:
    in "retain some code to answer support calls", "pay the fee to renew", the infinitive
    says what the verb's subject does it for. A passive infinitive ("cause the goods to be
    delivered") is said of the object, whatever it is.
    """
    return (
        verb.lemma_.lower() in lexicon.word_set("polarity", "object_control_verbs")
        or _someone(obj)
        or any(c.dep_ == "auxpass" for c in infinitive.children)
    )


# the endings of English agent nouns: "holder", "operator", "lessee", "applicant", "agent"
# ("-ment" nouns name acts: "payment", "amendment")
_AGENT_ENDING = re.compile(r"(?:er|or|ee|ant|(?<!m)ent|ist)s?$")


def _someone(noun: Any) -> bool:
    """The object is someone who can act: a name, a party or role noun, an agent noun.

    "allow the defendant's motion to dismiss", "permit the use of funds to build roads": an
    event noun's infinitive is its own ("a motion to dismiss"), and stays with it.
    """
    if noun.pos_ == "PROPN":
        return True
    lemma = noun.lemma_.lower()
    roles = lexicon.load("roles")
    known = {*roles["words"], *roles["party_nouns"], *roles["agent_nouns"]}
    return lemma in known or _AGENT_ENDING.search(lemma) is not None
