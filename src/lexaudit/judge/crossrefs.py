"""A reference to another provision, restated with another number: the wrong provision named.

A sentence often points to another provision for a term, a procedure or a remedy: "range
lands as defined in section 315b(c) of title 43", "disputes shall be settled in accordance
with Section 24", "the remedies in § 2710(c)". A claim that restates such a
sentence but names a provision the sources never mention, where that sentence names exactly
one other provision of the same kind (and, where both say, of the same instrument), has
replaced the reference: the conflict names both.

The claim must restate the sentence (most of its words are there), its reference must be
unknown to the sources at the level of the section ("section 315b" is known where the
sources write "section 315b(c)", "Section 7" where they write "Section 7.4"), and the
sentence's reference must be one the claim does not also name. A sentence that names two or
more other provisions does not say which one the claim meant.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.value_lists import aligned_share
from lexaudit.text.sections import find_section_refs, same_provision
from lexaudit.types import Claim, Conflict, EntityType, EvidenceSpan

# a claim holding this share of a sentence's words restates it
_RESTATING = 0.6
_REFERENCE = re.compile(
    r"^(?P<kind>[a-z]+)\s*(?P<base>\d+(?:\.\d+)*[a-z]?)(?![\d.])", re.IGNORECASE
)
# the instrument a reference names after it: "of title 43", "of the Distribution Agreement"
_OF = re.compile(r"\s*,?\s+of\s+(?:the\s+)?(?P<name>[\w.]+(?:\s+[\w.]+){0,3})", re.IGNORECASE)
_LEAD = re.compile(r"[A-Za-z]+")
# words that end an instrument's name: "of the Exchange Act or any rule thereunder"
_NAME_ENDS = frozenset({"or", "and", "nor", "any", "as", "in", "to", "for", "with", "by", "which"})
# the words a reference to another provision follows: "as defined in", "in accordance with",
# "under", "pursuant to", "by", "of", "per", "see"
_REFERRING = frozenset({"in", "under", "with", "to", "by", "of", "per", "see", "within"})
# the end of an opening phrase: a comma, after the reference's instrument if it names one
_FRAME_END = re.compile(r"(?:\s+of\s+[^,]{1,60})?\s*,")
_KINDS = {"sections": "section", "articles": "article", "clauses": "clause", "rules": "rule"}


def replaced_references(
    claim: Claim, windows: Sequence[Window], evidence: Evidence, context: KnowledgeGraph
) -> list[Conflict]:
    """The claim's references to a provision that the sentence it restates names otherwise."""
    refs = [e for e in claim.entities if e.type is EntityType.SECTION_REF]
    if not refs or not windows:
        return []
    best = windows[0]
    if aligned_share(claim, best) < _RESTATING:
        return []
    # every provision the sources write, inside a citation too ("42 U.S.C. § 1983")
    known = {_key(m.value) for c in evidence.chunks for m in find_section_refs(c.text)}
    question = evidence.premise.text if evidence.premise is not None else ""
    claimed = {_key(e.value) for e in refs}
    inside = [
        e
        for e in best.entities
        if e.type is EntityType.SECTION_REF and best.start <= e.span.start < best.end
    ]
    conflicts: list[Conflict] = []
    for ref in refs:
        key = _key(ref.value)
        if (
            key is None
            or any(_within(key, k) for k in known if k is not None)
            or context.matches(ref)
            or evidence.prints_section(ref)
            # the question names it ("What does 7 U.S.C. § 2201 require?")
            or re.search(rf"(?<![\w.]){re.escape(key[1])}(?![\w.])", question) is not None
        ):
            continue
        rivals = {
            other: e
            for e in reversed(inside)
            if (other := _key(e.value)) is not None
            and other[0] == key[0]
            and not any(_within(other, k) for k in claimed if k is not None)
        }
        if len(rivals) != 1:
            continue
        (rival,) = rivals.values()
        mine = _instrument(claim.text, ref.span.end - claim.span.start)
        theirs = _instrument(best.chunk.text, rival.span.end)
        if mine and theirs and mine != theirs:
            continue
        at = ref.span.start - claim.span.start
        if _framing(claim.text, at, ref.span.end - claim.span.start) or not (
            _lead(claim.text, at) in _REFERRING
            and _lead(best.chunk.text, rival.span.start) in _REFERRING
        ):
            # the claim's reference does not stand where the sentence's does: "Under section
            # 2201, the Secretary ..." names the provision the claim is about, not the one the
            # sentence refers to ("as defined in section 103")
            continue
        conflicts.append(
            Conflict(
                "section",
                ref.text,
                rival.text,
                ref.span,
                EvidenceSpan(best.chunk.chunk_id, rival.span.start, rival.span.end, rival.text),
            )
        )
    return conflicts


def _key(value: str) -> tuple[str, str] | None:
    """The kind and the number of a reference, without its sub-divisions: ("section", "315b")."""
    m = _REFERENCE.match(value.replace("§", "section "))
    if m is None:
        return None
    kind = m.group("kind").lower()
    return _KINDS.get(kind, kind), m.group("base").lower()


def _within(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """One reference is the other or a part of it: "section 5" and "section 5.15"."""
    return a[0] == b[0] and same_provision(a[1], b[1])


def _framing(text: str, start: int, end: int) -> bool:
    """A reference in the phrase that opens the claim ("Under section 2201, ...")."""
    return len(_LEAD.findall(text, 0, start)) <= 2 and _FRAME_END.match(text, end) is not None


def _lead(text: str, start: int) -> str:
    """The word right before a reference ("in" of "as defined in section 103"), lower case."""
    words = _LEAD.findall(text, max(0, start - 40), start)
    return words[-1].lower() if words else ""


def _instrument(text: str, end: int) -> str:
    """The instrument named right after a reference, lower case, or "" when none is.

    The name ends before a word that joins or governs another phrase: "of the Exchange Act
    or any rule" names the Exchange Act.
    """
    m = _OF.match(text, end)
    if m is None:
        return ""
    words: list[str] = []
    for word in m.group("name").lower().split():
        if word in _NAME_ENDS:
            break
        words.append(word)
    return " ".join(words)
