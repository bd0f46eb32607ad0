"""A claim that two parties the sources keep apart are one: "Quill Press is the Licensor".

Contracts give each party a role name ('Harrow Mills Ltd. ("Licensor")'); an answer that says
another party is that role, or is "named as" it, has swapped who is who, whatever else it gets
right. The claim's copular or naming edge ("X is Y", "X is named / designated / referred to
as Y": ``naming_verbs`` in ``data/lexicon/predicates.json``) joins two names; when the bundle's
aliases take each to a party and the two parties differ (or the first is a name the sources
write that shares no word with the second party's names), the claim conflicts with the
definition that names the second. A denied, conditional or merely mentioned edge ("if Quill
Press were the Licensor") states no identity.
"""

from __future__ import annotations

import re

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence
from lexaudit.judge.substitution import party_named
from lexaudit.text.words import content_words
from lexaudit.types import Claim, Conflict, EvidenceSpan, Relation, Span


def party_identities(claim: Claim, evidence: Evidence) -> list[Conflict]:
    """Conflicts for the claim's edges that make one party of two the sources tell apart."""
    if not evidence.aliases:
        return []
    naming = lexicon.word_set("predicates", "naming_verbs")
    conflicts: list[Conflict] = []
    for edge in claim.relations:
        if edge.negated or not edge.asserted or edge.conditional:
            continue
        pair = _named_pair(edge, naming)
        if pair is None:
            continue
        spans = [_surface(claim, span) for span in pair]
        if not all(spans) or not _joined_as_one(claim, pair[0], pair[1]):
            continue
        (first, _), (second, second_span) = spans  # type: ignore[misc]
        mine, theirs = party_named(first, evidence), party_named(second, evidence)
        if theirs is None or mine == theirs:
            continue
        if mine is None and not _another_name(first, theirs, evidence):
            continue
        conflicts.append(
            Conflict(
                "role",
                f"{first} is {second}",
                f"{second} is {theirs}",
                second_span,
                _definition(second, evidence),
            )
        )
    return conflicts


def _named_pair(edge: Relation, naming: frozenset[str]) -> tuple[Span, Span] | None:
    """The spans of the two names an identity edge joins, or None for any other edge."""
    if edge.relation == "be" and edge.subject.startswith(_NAMES):
        if edge.object.startswith(_NAMES) and edge.subject_span and edge.object_span:
            return edge.subject_span, edge.object_span
        return None
    if edge.relation in naming and edge.object.startswith(_NAMES) and edge.object_span:
        for argument in edge.arguments:
            if argument.role == "as" and argument.value.startswith(_NAMES):
                return edge.object_span, argument.span
    return None


# the nodes that may name a party (the aliases decide whether they do)
_NAMES = ("party:", "org:", "person:")


def _joined_as_one(claim: Claim, first: Span, second: Span) -> bool:
    """The words between the two names are only the copula or the naming verb and "as the".

    "Quill Press is the Licensor", "The Licensor is Quill Press", "Quill Press is named as
    the 'Licensor'" join the names; "Quill Press is an affiliate of the Licensor" names the
    second party inside another noun, and "the Lessor and Orion Foods is the Lessee" is a
    parse across a list.
    """
    between = claim.text[first.end - claim.span.start : second.start - claim.span.start]
    return _JOINING.fullmatch(between) is not None


# a copula, with the participle of the edge's naming verb (already checked against
# ``naming_verbs``), "as" and an article, between the two names
_JOINING = re.compile(
    r"""[\s,]*(?:(?:is|are|was|were|will\s+be|shall\s+be|be)(?:\s+(?:also|now))?"""
    r"""(?:\s+[a-z]+(?:ed|d)(?:\s+to)?)?(?:\s+as)?)\s+(?:the\s+|an?\s+)?["'\u201c\u2018]?\s*""",
    re.IGNORECASE,
)


def _another_name(name: str, party: str, evidence: Evidence) -> bool:
    """A name the sources write that shares no word with the party's names or aliases.

    The parties clause may leave a party's name without an alias of its own ('Bank of
    Avalon, N.A. ("Bank of Avalon")' read as no definition): a name the sources write that is
    plainly not the party named by the role is another party.
    """
    if not any(name in chunk.text for chunk in evidence.chunks):
        return False
    words = set(content_words(name))
    names = [alias for alias, owner in evidence.aliases.items() if owner == party]
    return bool(words) and not any(words & set(content_words(n)) for n in [party, *names])


def _surface(claim: Claim, span: Span) -> tuple[str, Span] | None:
    """The claim's words at an answer span, when the claim holds them as a name.

    A possessive is no name of a party but what it owns: "the IP is VAL's".
    """
    start, end = span.start - claim.span.start, span.end - claim.span.start
    if start < 0 or end > len(claim.text) or end <= start:
        return None
    if _POSSESSIVE.match(claim.text, end) or _POSSESSIVE.search(claim.text, start, end):
        return None
    return claim.text[start:end].strip(" \"'\u201c\u201d"), span


_POSSESSIVE = re.compile(r"['\u2019]s?\b")


def _definition(name: str, evidence: Evidence) -> EvidenceSpan | None:
    """Where a source defines the name: in quotes or brackets, else its first mention."""
    quoted = re.compile(rf"[\"\u201c(]\s*(?:the\s+)?{re.escape(name)}\s*[\"\u201d)]", re.IGNORECASE)
    plain = re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)
    for pattern in (quoted, plain):
        for chunk in evidence.chunks:
            m = pattern.search(chunk.text)
            if m is not None:
                start = max(0, m.start() - 80)
                return EvidenceSpan(chunk.chunk_id, start, m.end(), chunk.text[start : m.end()])
    return None
