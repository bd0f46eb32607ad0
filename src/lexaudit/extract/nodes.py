"""The graph node a noun phrase stands for: the entity that covers it, or its own words.

A token inside a known entity (a party, a date, a sum) is that entity's node. A noun phrase
with none of its own takes the entity its "of" phrase names ("the laws of the State of New
York") or its compound names ("the Acme shares"), but not a name in a possessor ("Acme's
rights"), in a phrase or clause that modifies it ("the licences given by Article 4"), a bare
count ("five tenants") or the number of a clause that opens the sentence; with none of those
it is its own words ("np:late fee"). Read by :mod:`lexaudit.extract.relations` and
:mod:`lexaudit.extract.subjects`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from lexaudit import lexicon
from lexaudit.text.segment import ITEM_LABEL
from lexaudit.types import MEASURE_TYPES, Entity, EntityType, Span


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
        :func:`lexaudit.extract.relations._fused_recipient`).
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
        compounds = [
            t
            for t in token.lefts
            if t.dep_ == "compound" and t not in without and not _ENUMERATOR.fullmatch(t.text)
        ]
        words = [t.lemma_.lower() for t in compounds]
        words.append(token.lemma_.lower())
        left = min([token.i] + [t.i for t in compounds])
        start = token.doc[left].idx
        return "np:" + " ".join(words), Span(start, token.idx + len(token.text))


# the label of a listed item, which the parser may hang on the noun that opens the item as a
# compound ("a. Licensor may ...", "(ii) Licensee shall ..."), is no word of a name
_ENUMERATOR = re.compile(ITEM_LABEL)


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
