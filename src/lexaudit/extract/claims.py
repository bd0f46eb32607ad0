"""Atomic claims: answer sentences cut at coordinated clauses and typed.

"The licence limits liability to $2M and requires 30-day notice" is two claims: the second
clause hangs from the first verb as a ``conj`` with its own object, so it is cut there.
Greetings, hedges and procedural advice are typed so that they are not verified.

Answer shapes (:mod:`lexaudit.extract.shapes`, :mod:`lexaudit.extract.absence`): a sentence is
first trimmed of its Markdown structure (list markers, headings, table pipes, emphasis at the
edges); a sentence that is only structure has no claim. An opening answer particle ("Yes,",
"No —", "Short answer:") is cut off when the rest of the sentence says something of its own (a
subject with a content word, or a value or entity); otherwise the whole sentence ("Yes.", "Yes,
but only in limited situations.", "No, it does not.") is one META claim. A claim that says its
source does not say something carries what is absent in ``Claim.absent``.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.absence import absence, speaks_of_copy
from lexaudit.extract.shapes import answer_particle_end, claim_body, items_introduced
from lexaudit.text.segment import enclosing_bracket
from lexaudit.types import Claim, ClaimType, Entity, EntityType, Relation, Span

_META = re.compile(
    r"^\s*(?:hello|hi|dear|thanks?|thank you|i hope|hope this|let me know|please let|"
    r"as an ai|i am an ai|i'm an ai|here is|here's|here are|in summary|to summarise|"
    r"to summarize|feel free|i cannot|i can't|sure[,!.]|certainly[,!.]|of course[,!.]|"
    r"great question|good question|based on the (?:documents?|sources?|passages?|context)"
    r"(?: provided)?[,:]?\s*$)",
    re.I,
)
_OPINION = re.compile(
    r"\b(?:i think|i believe|in my (?:view|opinion)|it seems|arguably|probably|"
    r"likely|unlikely|may be advisable|it would be (?:wise|prudent|advisable)|"
    r"i would (?:suggest|recommend)|in general,|generally speaking|it is unclear|"
    r"it is possible that|perhaps|appears to be)\b",
    re.I,
)
_PROCEDURAL = re.compile(
    r"^\s*(?:you should|you may want|you might want|we recommend|consult|please|"
    r"contact|seek|speak (?:to|with)|talk to|make sure|ensure that you|remember to|"
    r"note that you|it is recommended|it's recommended|for (?:more|further) (?:information|"
    r"details)|see also)\b",
    re.I,
)
_CONTENT = re.compile(r"[A-Za-z]{3,}")
# a lead-in's end: a colon (emphasis around it allowed) closing its line, what it introduces
# on the lines below ("Three fees apply:\n- ...")
_LEAD_IN_END = re.compile(r"[*_]{0,2}[ \t]*:[*_]{0,2}[ \t]*\r?\n")
# a line that is a lead-in of its own, which ends what the one before introduces
_NEXT_LEAD_IN = re.compile(r":[*_]{0,2}[ \t]*\r?$", re.MULTILINE)
# how much text after a lead-in is read as what it introduces
_INTRODUCED = 2000
_TRIM = " \t\n\r,;:-–—*_|"
_SUBJECTS = frozenset(["nsubj", "nsubjpass", "csubj", "csubjpass", "expl"])
_CONTENT_POS = frozenset(["NOUN", "PROPN", "NUM", "VERB", "ADJ"])
_ECHO_LEMMAS = frozenset(
    (
        *("be", "do", "have", "can", "will", "may", "must", "shall", "correct", "right"),
        *("true", "so", "possible", "fine", "ok", "okay"),
    )
)


def claim_type(text: str, n_entities: int, *, answer_particle: bool = False) -> ClaimType:
    """Type one claim by its wording; sentences with legal values stay verifiable facts.

    Args:
        text: The claim's text.
        n_entities: How many entities (other than bare numbers) the claim holds.
        answer_particle: The claim is a bare answer particle with at most a qualifier
            ("Yes, but only in limited situations."), as :func:`split_claims` decides from
            the parse; a particle that is the whole claim ("Yes.", "In short, no.") is
            recognised without it.
    """
    if n_entities == 0 and (
        answer_particle or answer_particle_end(text, 0, len(text)) == len(text.rstrip())
    ):
        return ClaimType.META
    if _META.search(text) and n_entities == 0:
        return ClaimType.META
    if _PROCEDURAL.search(text) and n_entities == 0:
        return ClaimType.PROCEDURAL
    if _OPINION.search(text) and n_entities == 0:
        return ClaimType.OPINION
    if not _CONTENT.search(text):
        return ClaimType.META
    return ClaimType.VERIFIABLE_FACT


def introduced(text: str, end: int) -> str:
    """The lines a claim ending at ``end`` introduces, when it ends its line as a lead-in.

    A lead-in ends its line with a colon ("Three fees apply:"), or is a sentence that ends a
    line of its own, no list item itself, right above list items ("It has two steps." over "- ..."),
    as :func:`lexaudit.extract.shapes.list_counts` reads it. The lines run to the next line
    that is a lead-in of its own, at most ``_INTRODUCED`` characters; empty when the claim is
    no lead-in or nothing follows it.
    """
    m = _LEAD_IN_END.match(text, end)
    body = m.end() if m is not None else _sentence_over_items(text, end)
    if body is None:
        return ""
    stop = min(len(text), body + _INTRODUCED)
    nxt = _NEXT_LEAD_IN.search(text, body, stop)
    return text[body : nxt.start() if nxt else stop].strip()


def _sentence_over_items(text: str, end: int) -> int | None:
    """Where the items begin below a sentence that ends its line at ``end`` above a list.

    The claim must close its line (emphasis and a full stop after it allowed), and the line
    must introduce list items (:func:`lexaudit.extract.shapes.items_introduced`).
    """
    line_end = text.find("\n", end)
    if line_end < 0 or text[end:line_end].strip(" \t\r*_."):
        return None
    line_start = text.rfind("\n", 0, end) + 1
    return line_end + 1 if items_introduced(text, line_start, line_end) else None


def _tokens_in(doc: Any, token_starts: Sequence[int], start: int, end: int) -> list[Any]:
    """The tokens of ``doc`` that begin in ``[start, end)`` (``token_starts``: every ``idx``).

    Found by bisection, so a long answer's sentences do not each walk the whole ``Doc``.
    """
    lo = bisect_left(token_starts, start)
    hi = bisect_left(token_starts, end)
    return [doc[i] for i in range(lo, hi)]


def _clause_cuts(doc: Any, tokens: Sequence[Any], start: int, end: int) -> list[tuple[int, Any]]:
    """Where coordinated clauses of the sentence ``[start, end)`` begin, with each one's verb.

    Char offsets, in order; at most one verb per offset.
    """
    cuts: dict[int, Any] = {}
    for token in tokens:
        if token.dep_ != "conj" or token.pos_ not in ("VERB", "AUX"):
            continue
        head = token.head
        if head.pos_ not in ("VERB", "AUX") or _participle_of_a_noun(token):
            continue
        has_own_content = any(
            c.dep_ in ("dobj", "attr", "acomp", "prep", "nsubj", "nsubjpass", "dative", "ccomp")
            for c in token.children
        )
        # the first clause must be complete before the conjunction: "limits liability to $2M
        # and requires notice" is two claims; "use, sell or distribute products" is one
        # ... unless the second clause has a subject of its own ("the rent falls due and the
        # tenant pays it by the fifth"): then each is a clause
        head_done = _complete_before(head, token) or _own_clause(head, token)
        if not has_own_content or not head_done or _subordinate(head, token):
            continue
        left = token.left_edge
        # cut before the coordinating conjunction ("and requires ...")
        cut = left.idx
        for child in head.children:
            if child.dep_ in ("cc", "punct") and child.i < left.i and child.i > head.i:
                cut = min(cut, child.idx) if child.i == left.i - 1 else cut
        prev = doc[left.i - 1] if left.i > 0 else None
        if prev is not None and prev.dep_ == "cc":
            cut = prev.idx
        # no cut inside a bracketed aside ("may name a deputy (or, where the post is vacant,
        # appoint an acting chair) at any meeting"): it would end a claim in an open bracket
        bracket = enclosing_bracket(doc.text[start:end], cut - start)
        if start < cut < end and (bracket is None or bracket[1] >= end - start):
            cuts.setdefault(cut, token)
    return sorted(cuts.items())


def _shared_verb_group(text: str, verb: Any) -> str:
    """The subject, auxiliaries and negator a conjunct verb shares with the verb it joins.

    "It won't open a rival shop, or hire the Franchisor's staff": "hire" has no subject,
    auxiliary or negator of its own and the same form as "open", so it is said under the
    first verb's group ("It won't ... hire the Franchisor's staff"), as the parse reads its edge
    (:mod:`lexaudit.extract.relations` gives the conjunct its head's negation); the
    word-level checks read the cut claim with these words
    (:func:`lexaudit.judge.lexical.worded`). A conjunct of another form ("does not own the
    mark and licenses it") or with an auxiliary of its own ("won't open one, but will
    hire") says its own, and a head whose group has no negator shares nothing. The words
    are read from the text: the head's subject phrase, and its auxiliaries and negator as
    written ("won't", "may not"). Empty when nothing is shared.
    """
    if any(c.dep_ in _SUBJECTS or c.dep_ in ("aux", "auxpass", "neg") for c in verb.children):
        return ""
    head = verb.head
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head
    if head.tag_ != verb.tag_:
        return ""
    group = [c for c in head.children if c.dep_ in ("aux", "auxpass", "neg") and c.i < head.i]
    if not any(c.dep_ == "neg" for c in group):
        return ""
    subject = next((c for c in head.children if c.dep_ in _SUBJECTS and c.i < head.i), None)
    first = min(group, key=lambda t: t.i)
    last = max(group, key=lambda t: t.i)
    words = text[first.idx : last.idx + len(last.text)]
    if subject is not None:
        lo, hi = subject.left_edge, subject.right_edge
        words = f"{text[lo.idx : hi.idx + len(hi.text)]} {words}"
    return words


_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass", "expl"})
_COMPLEMENT_DEPS = frozenset({"dobj", "attr", "acomp", "prep", "dative", "ccomp", "xcomp"})


def _conditions() -> frozenset[str]:
    """The subordinators that open a condition: "if", "when", "unless" ..."""
    return lexicon.word_set("conditions", "condition_markers") | lexicon.word_set(
        "polarity", "negative_conditionals"
    )


def _subordinate(head: Any, token: Any) -> bool:
    """A cut before the conjunct ``token`` of ``head`` would leave a bare condition.

    "When the tenant vacates the flat and returns the keys, the deposit is refunded" has one
    condition with two predicates before the clause it conditions; cut at "and", the first
    part is a condition that asserts nothing and the second loses its "when". So a
    clause that a subordinator ("if", "unless", "when") introduces, or that modifies a verb
    as an adverbial clause, is read whole while that verb is still to come. A conjunct
    with a subordinator of condition of its own (``condition_markers`` of
    ``lexicon/conditions.json``, "unless"), which the parser may join to the main verb ("The
    Buyer may resell the goods, but only if the Seller approves"), is that verb's condition,
    not a second statement, and stays with it; one opened by "that" is a second complement
    and is cut as before.
    """
    if any(c.dep_ == "mark" and c.lower_ in _conditions() for c in token.children):
        return True
    node = head
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    subordinate = node.dep_ == "advcl" or any(c.dep_ == "mark" for c in node.children)
    return subordinate and node.head.i > token.i


def _own_clause(head: Any, token: Any) -> bool:
    """A conjunct with its own subject that makes a clause of its own beside its head.

    Not inside a subordinate clause ("If the Licensee is acquired and the acquirer competes,
    the Licensor may end it": one condition; "The court held that the statute applies and the
    defendant is liable": one holding), and not when the conjunct takes an object its head
    left to it ("The Distributor shall not sell, and it shall not offer, competing products").
    """
    if not any(c.dep_ in _SUBJECT_DEPS for c in token.children):
        return False
    node = head
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    if node.dep_ != "ROOT" or any(c.dep_ == "mark" for c in node.children):
        return False
    active = not any(c.dep_ in ("auxpass", "nsubjpass") for c in head.children)
    has_object = any(c.dep_ in ("dobj", "attr", "acomp", "ccomp", "xcomp") for c in head.children)
    return not (active and not has_object and any(c.dep_ == "dobj" for c in token.children))


def _complete_before(head: Any, token: Any) -> bool:
    """A verb of the list before ``token`` takes a complement between itself and ``token``.

    Only a complement written after its verb completes it: "we'll draft and file the
    motion" is one clause even when the parser hangs a clause written before the verb on it
    (a comma splice, "It ran the tests, it'll draft and file the motion"). A verb's earlier
    conjunct that is complete ("pays the fee, files the form and ...") completes the list.
    A preposition with no object of its own completes nothing: "arising under or relating to
    the contract" shares the object written after the last verb.
    """
    verbs = [head] + [c for c in head.children if c.dep_ == "conj" and c.i < token.i]
    return any(
        c.dep_ in _COMPLEMENT_DEPS
        and verb.i < c.i < token.i
        and not (c.dep_ == "prep" and _stranded(c))
        for verb in verbs
        if verb.pos_ in ("VERB", "AUX")
        for c in verb.children
    )


def _stranded(prep: Any) -> bool:
    """A preposition with no object, nor one through a preposition it heads ("as of" a date)."""
    return not any(
        c.dep_ in ("pobj", "pcomp") or (c.dep_ == "prep" and not _stranded(c))
        for c in prep.children
    )


def _participle_of_a_noun(token: Any) -> bool:
    """A past participle right before its "object", hung on "be" as a second predicate.

    After "be" a past participle is passive and takes no direct object, so "is liable for
    damages or lost profits" lists a noun that the participle describes, whatever the parser
    made of it; it is no clause of its own.
    """
    return (
        token.tag_ in ("VBN", "VBD")
        and token.head.lemma_.lower() == "be"
        and token.i + 1 < len(token.doc)
        and any(c.dep_ == "dobj" and c.i == token.i + 1 for c in token.children)
        and not any(c.dep_ in _SUBJECT_DEPS or c.dep_ in ("aux", "auxpass") for c in token.children)
    )


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink ``[start, end)`` past surrounding punctuation, spaces and a leading conjunction."""
    while True:
        while start < end and text[start] in _TRIM:
            start += 1
        while end > start and text[end - 1] in _TRIM:
            end -= 1
        lowered = text[start:end].lower()
        lead = next((w for w in ("and", "or", "but") if re.match(rf"{w}\s", lowered)), None)
        if lead is None:
            return start, end
        start += len(lead)


def _says_something(
    tokens: Sequence[Any], start: int, end: int, entities: Sequence[Entity], text: str
) -> bool:
    """Whether ``[start, end)`` after an answer particle is a claim of its own.

    It is when it holds an entity or value, or a subject and a content word that is not an
    echo of the question ("it does", "that is correct").
    """
    if not text[start:end].strip():
        return False
    if any(
        start <= e.span.start and e.span.end <= end and e.type is not EntityType.NUMBER
        for e in entities
    ):
        return True
    tokens = [t for t in tokens if start <= t.idx < end]
    has_subject = any(t.dep_ in _SUBJECTS for t in tokens)
    has_content = any(
        t.pos_ in _CONTENT_POS and t.lemma_.lower() not in _ECHO_LEMMAS for t in tokens
    )
    return has_subject and has_content


def edge_anchor(relation: Relation) -> int:
    """Where an edge stands in its text: its subject, when the edge's span holds it.

    A main verb's edge spans its whole parser sentence, so an answer sentence cut into
    clauses ("where the losses stem from X's acts, and X was negligent, Y must indemnify X")
    would give the last clause's edge to the first clause; its subject stands in the clause
    of its verb.

    An edge with no subject (a passive without its agent, "no credit may be allowed") stands
    where its object or first argument does.
    """
    named = named_anchor(relation)
    return relation.span.start if named is None else named


def named_anchor(relation: Relation) -> int | None:
    """Where the edge's first named word (subject, object, argument) inside its span starts.

    None when the edge names none inside its span: it stands wherever its span does.
    """
    for span in (
        relation.subject_span,
        relation.object_span,
        *(a.span for a in relation.arguments),
    ):
        if span is not None and relation.span.start <= span.start < relation.span.end:
            return span.start
    return None


def split_claims(
    text: str,
    doc: Any,
    sentences: Sequence[tuple[int, int]],
    entities: Sequence[Entity],
    relations: Sequence[Relation],
) -> list[Claim]:
    """Cut the sentences of an answer into typed atomic claims with their entities and edges."""
    claims: list[Claim] = []
    token_starts = [t.idx for t in doc]
    # entities and relations are looked up by where their span starts, kept in given order
    by_entity = sorted(range(len(entities)), key=lambda i: entities[i].span.start)
    entity_starts = [entities[i].span.start for i in by_entity]
    anchors = [edge_anchor(r) for r in relations]
    by_start = sorted(range(len(relations)), key=lambda i: anchors[i])
    relation_starts = [anchors[i] for i in by_start]
    taken = 0  # where the last claim ended
    for sent_start, sent_end in sentences:
        body = claim_body(text, sent_start, sent_end)
        if body is None:
            continue
        body_start, body_end = body
        bare = False
        tokens = _tokens_in(doc, token_starts, body_start, body_end)
        nearby = [
            entities[i]
            for i in sorted(
                by_entity[
                    bisect_left(entity_starts, body_start) : bisect_left(entity_starts, body_end)
                ]
            )
        ]
        particle_end = answer_particle_end(text, body_start, body_end)
        if particle_end is not None:
            if _says_something(tokens, particle_end, body_end, nearby, text):
                body_start = particle_end
            else:
                bare = True
        cuts = [] if bare else _clause_cuts(doc, tokens, body_start, body_end)
        bounds = [body_start, *(cut for cut, _ in cuts), body_end]
        verbs = [None, *(verb for _, verb in cuts)]
        for a, b, verb in zip(bounds, bounds[1:], verbs, strict=False):
            start, end = _trimmed(text, a, b)
            if end <= start:
                continue
            mine = tuple(e for e in nearby if start <= e.span.start and e.span.end <= end)
            # an edge belongs to the claim its anchor (:func:`edge_anchor`) is in; the parser's
            # sentence may start earlier than the claim (a heading or a "Yes," opener trimmed
            # off, or a line the splitter kept apart), so the first claim of a sentence also
            # takes the edges anchored after the last claim that reach into it
            lo = bisect_left(relation_starts, taken if a == bounds[0] else start)
            hi = bisect_left(relation_starts, end)
            rels = tuple(
                relations[i]
                for i in sorted(by_start[lo:hi])
                if anchors[i] >= start or relations[i].span.end > start
            )
            taken = end
            claim_text = text[start:end]
            # a conjunct said under its head's negated verb group reads with it
            shared = "" if verb is None else _shared_verb_group(text, verb)
            claims.append(
                Claim(
                    claim_id=f"c{len(claims) + 1}",
                    text=claim_text,
                    span=Span(start, end),
                    type=claim_type(
                        claim_text,
                        sum(1 for e in mine if e.type is not EntityType.NUMBER),
                        answer_particle=bare,
                    ),
                    entities=mine,
                    relations=rels,
                    absent=None if bare else absence(claim_text),
                    of_copy=speaks_of_copy(_tokens_in(doc, token_starts, start, end)),
                    introduces=introduced(text, end),
                    shared=shared,
                )
            )
    return claims
