"""Names in a claim: parties, courts and case captions against the passage the claim aligns with.

The structural judge (:mod:`lexaudit.judge.structural`) asks this module who a claim is about:
whether a name the sources never use replaces the one its sentence names, whether it names a
party the excerpt calls by its role, whether a court is another court of the same kind, whether
a case caption is the case under discussion, and whether two named parties trade places.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.align.graph import NAME_TYPES
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.parties import brand_word, corporate_suffix
from lexaudit.extract.pipeline import normalise_alias
from lexaudit.judge.case_names import side_of_case_name
from lexaudit.judge.edges import inverse_copula
from lexaudit.judge.value_lists import aligned_share
from lexaudit.text.numbers import is_number_word
from lexaudit.text.segment import opens_sentence
from lexaudit.types import Claim, Conflict, Entity, EntityType, EvidenceSpan, Relation, Span

# the share of a claim's content words its best sentence must hold before the two are read as
# one proposition (and compared for roles and polarity)
ALIGNED = 0.6


def context_equal(a: Entity, b: Entity) -> bool:
    """True when two entities of one class carry the same value (or name the same party)."""
    if a.type in NAME_TYPES and b.type in NAME_TYPES:
        x, y = a.value.split(), b.value.split()
        return bool(x and y) and (x == y[: len(x)] or y == x[: len(y)])
    return a.value == b.value


def replaced_names(claim: Claim, missing: Sequence[Entity], best: Window) -> list[Conflict]:
    """A name the sources never use, standing where the aligned sentence names another.

    When the claim states the proposition of its best sentence (most of its words are there)
    and that sentence names exactly one party that the claim does not (by name or by alias:
    "the Bank" is the bank its definition names), the claim's invented name replaces it: "the
    note is held by Acme Capital" against "the Lender (Northwind Bank) holds the note".
    """
    invented = [e for e in missing if e.type in NAME_TYPES]
    if len(invented) != 1 or aligned_share(claim, best) < ALIGNED:
        return []
    named = [e for e in claim.entities if e.type in NAME_TYPES and e is not invented[0]]
    others = {
        e.value: e
        for e in best.entities
        if e.type in NAME_TYPES
        and best.start <= e.span.start < best.end
        and not any(context_equal(e, mine) for mine in named)
    }
    if len(others) != 1:
        return []
    source = next(iter(others.values()))
    if normalise_alias(source.text) == source.value:
        # a defined term that no name stands behind here ("the Licensed Users"): the claim's
        # name may be what the term stands for, which the excerpt does not say
        return []
    return [
        Conflict(
            "party",
            invented[0].text,
            source.text,
            invented[0].span,
            EvidenceSpan(best.chunk.chunk_id, source.span.start, source.span.end, source.text),
        )
    ]


# a case name: "Unicorn, Inc. v. Harbor Freight Co." (each side up to eight words)
_CASE_NAME = re.compile(
    r"(?P<first>[A-Z][\w.&'’-]*(?:,?\s+(?:[A-Z][\w.&'’-]*|of|the|and|&)){0,7})"
    r"\s+v\.\s+"
    r"(?P<second>[A-Z][\w.&'’-]*(?:,?\s+(?:[A-Z][\w.&'’-]*|of|the|and|&)){0,7})"
)


def in_named_case(claim: Claim, entity: Entity, evidence: Evidence) -> bool:
    """The name is one side of a case name whose other side the sources use.

    An opinion calls the parties by short names and rarely prints its own full caption, so an
    answer that names the case under discussion ("In Acme, Inc. v. Harbor Freight Co., the
    Court held ...") names a party the excerpt may not; when the other side is a name the
    sources use, the caption is the case the sources are about, not an invented party. When
    a source prints that case's caption itself, the caption is compared with it instead.
    """
    start = entity.span.start - claim.span.start
    end = entity.span.end - claim.span.start
    for m in _CASE_NAME.finditer(claim.text):
        for side, other in (("first", "second"), ("second", "first")):
            if m.start(side) <= start and end <= m.end(side):
                named = _named_words(m.group(other))
                if not named or not all(w in evidence.vocabulary for w in named):
                    return False
                # a source that prints the caption with another party is the case itself
                return not any(
                    named & sides[other == "second"]
                    for chunk in evidence.chunks
                    for sides in _captions(chunk.text)
                )
    return False


@functools.lru_cache(maxsize=512)
def _captions(text: str) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """The named words of each side of every case caption a source prints (read once)."""
    return tuple(
        (frozenset(_named_words(m.group("first"))), frozenset(_named_words(m.group("second"))))
        for m in _CASE_NAME.finditer(text)
    )


def _named_words(text: str) -> set[str]:
    """The lower-case capitalised words of a name, generic and function words left out."""
    generic = lexicon.word_set("generic_names") | lexicon.word_set("stopwords")
    return {w.lower() for w in _WORD.findall(text) if w[:1].isupper()} - generic


def _court_kind(value: str) -> str:
    """The kind of court a court name names: "district court" of "u.s. district court for ..."."""
    kind = re.split(r" (?:of|for) ", value, maxsplit=1)[0]
    return " ".join(kind.split()[-2:])


def other_court(court: Entity, windows: Sequence[Window]) -> Conflict | None:
    """A court the sources never name where the aligned sentences name another of its kind.

    "the District Court for the Southern District" where the aligned sentence names "the
    District Court for the Northern District": the same kind of court in another place is
    another forum. A court of another kind (an appeal court beside a trial court) is left to
    grounding: an answer may speak of a court the passage does not.
    """
    kind = _court_kind(court.value)
    for window in windows:
        for e in window.entities:
            if (
                e.type is EntityType.COURT
                and window.start <= e.span.start < window.end
                and _court_kind(e.value) == kind
                and e.value != court.value
            ):
                span = EvidenceSpan(window.chunk.chunk_id, e.span.start, e.span.end, e.text)
                return Conflict("court", court.text, e.text, court.span, span)
    return None


def names_a_role(claim: Claim, missing: Sequence[Entity], best: Window) -> bool:
    """The claim's one unknown name stands where its aligned sentence names a party by role.

    When the claim states the proposition of its best sentence and that sentence calls a
    party by a role noun ("the Company", "Consultant", "the Licensee") that the claim does not
    use, the claim's name is read as that party's name, which the excerpt does not define.
    """
    invented = [e for e in missing if e.type in NAME_TYPES]
    if len(invented) != 1 or aligned_share(claim, best) < ALIGNED:
        return False
    roles = lexicon.word_set("roles")
    claim_words = {w.lower() for w in _WORD.findall(claim.text)}
    sentence = best.chunk.text[best.start : best.end]
    return any(
        w[:1].isupper() and w.lower() in roles and w.lower() not in claim_words
        for w in _WORD.findall(sentence)
    )


_WORD = re.compile(r"[A-Za-z][\w-]*")


def initials(surface: str) -> str:
    """The initials of a name's capitalised words: "NFS" of "Northwind Freight Services"."""
    return "".join(w[0] for w in surface.split() if w[:1].isupper())


_ARTICLE_BEFORE = re.compile(r"(?i:\b(?:the|a|an|this|that|each|either|any)\s+)$")


def _surface(text: str, offset: int, span: Span | None) -> str:
    if span is None:
        return ""
    return text[span.start - offset : span.end - offset]


def _in_case_name(text: str, offset: int, span: Span | None) -> bool:
    """The subject at ``span`` is one side of a case's name ("Acme Corp. v. Birch")."""
    return span is not None and side_of_case_name(text, span.start - offset, span.end - offset)


def _proper_name(surface: str) -> bool:
    """Words that name someone: capitalised, none a role, generic or function word; no number.

    "Marlow", "Quentara Shipping", "Quentara Corp" (a company's designator ends its name),
    brand names written with a small first letter ("eQuill", "x-Ray Labs"); not "Either
    party", "The Company", "It", "Six", "I".
    """
    words = _WORD.findall(surface)
    while len(words) > 1 and corporate_suffix(words[-1]):
        words.pop()
    if not words:
        return False
    unnamed = (
        lexicon.word_set("roles")
        | lexicon.word_set("generic_names")
        | lexicon.word_set("stopwords")
    )
    # a number is no name ("Six", the "I" of "Part I"), though a name may hold one ("Ten Eyck")
    return all(
        (w[:1].isupper() or brand_word(w)) and w.lower() not in unnamed for w in words
    ) and not all(is_number_word(w) for w in words)


def _head_of(word: str, text: str, start: int) -> bool:
    """``text`` writes ``word`` right before the name at ``start``, joined by "of".

    "Payment of Deposit Balance falls due": the parser may take the name in the "of" phrase for
    the subject, but the subject is the noun it completes, which the claim may state alone.
    """
    before = text[max(0, start - _HEAD_LOOKBACK) : start]
    return (
        re.search(rf"\b{re.escape(word.strip())}\s+of\s+(?:the\s+|any\s+|such\s+)?$", before, re.I)
        is not None
    )


_HEAD_LOOKBACK = 80
_PROVISION_NODE = f"{EntityType.SECTION_REF.value}:"


def other_named_subject(
    claim: Claim, r: Relation, o: Relation, window: Window, evidence: Evidence
) -> Conflict | None:
    """The claim gives a named party the act the sentence it copies gives another named party.

    When the sentence's subject is named in the claim too, and the claim's subject in the
    sentence, the two have swapped roles ("Marlow indemnifies Quentara" against "Quentara
    shall indemnify Marlow").

    "Marlow may terminate for convenience" against "Quentara may terminate this Agreement for
    convenience by giving ... notice to Marlow": the claim states the sentence's proposition
    (nearly all its words are there), both subjects are names the sources use, and the
    sentence's subject is nowhere in the claim. spaCy often does not tag such names, so they are
    read from the words themselves.
    """
    if not r.subject or not o.subject or window.graph.node_matches(r.subject, o.subject):
        return None
    if inverse_copula(r, o, window.graph):
        return None
    if any(key.startswith(_PROVISION_NODE) for key in (r.subject, o.subject)):
        return None  # a provision or a part of the document ("Schedule 3 provides") is no party
    mine = _surface(claim.text, claim.span.start, r.subject_span)
    theirs = _surface(window.chunk.text, 0, o.subject_span)
    if not (_proper_name(mine) and _proper_name(theirs)):
        return None
    if _in_case_name(claim.text, claim.span.start, r.subject_span) or _in_case_name(
        window.chunk.text, 0, o.subject_span
    ):
        return None  # "as Acme Corp. v. Birch put it": a case cited, no party acting
    words = _WORD.findall(mine)
    if (
        r.subject_span is not None
        and len(words) == 1
        and opens_sentence(claim.text, r.subject_span.start - claim.span.start)
        and evidence.written_lower(words[0])
        and not evidence.names_party(words[0])
    ):
        # "Freight and other carriage costs are ...": a word the sources or the answer write
        # in lower case, capitalised by its place, and no party's name ("Grant" where Grant &
        # Co is one)
        return None
    if {w.lower() for w in _WORD.findall(mine)} & {w.lower() for w in _WORD.findall(theirs)}:
        return None  # one name, or two forms of it
    if initials(theirs) == mine.strip() or initials(mine) == theirs.strip():
        return None  # a name and its initials ("NFS", "Northwind Freight Services")
    if o.subject_span is not None and _head_of(mine, window.chunk.text, o.subject_span.start):
        return None  # "Payment falls due" for "Payment of Deposit Balance falls due": one subject
    # a name takes no article: "the Charterer", "the Owner" are roles the text defines
    if r.subject_span is not None and _ARTICLE_BEFORE.search(
        claim.text[: r.subject_span.start - claim.span.start]
    ):
        return None
    if o.subject_span is not None and _ARTICLE_BEFORE.search(
        window.chunk.text[: o.subject_span.start]
    ):
        return None
    claim_words = {w.lower() for w in _WORD.findall(claim.text)}
    start, end = window.start, window.end
    sentence_words = {w.lower() for w in _WORD.findall(window.chunk.text[start:end])}
    if any(w.lower() in claim_words for w in _WORD.findall(theirs)):
        # both names are in both texts, each as the other's subject: the roles are swapped
        if not all(w.lower() in sentence_words for w in _WORD.findall(mine)):
            return None
        field = "role"
    elif all(w.lower() in evidence.vocabulary for w in _WORD.findall(mine)):
        field = "party"
    else:
        return None
    return Conflict(
        field,
        mine,
        theirs,
        r.subject_span or r.span,
        EvidenceSpan(window.chunk.chunk_id, start, end, window.chunk.text[start:end]),
    )
