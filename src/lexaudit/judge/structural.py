"""The structural judge: compares normalised values and roles between a claim and its evidence.

A different amount, date, duration, party, role, polarity or modality is CONTRADICTED with both
spans; a claim whose values appear nowhere and whose words find no passage is UNSUPPORTED; a
paraphrase whose values and roles all match is SUPPORTED.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence

from lexaudit.align.graph import NAME_TYPES, KnowledgeGraph, labels_compatible
from lexaudit.align.metrics import EG_TYPES, edge_endpoints, modality_compatible
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.pipeline import content_words
from lexaudit.types import (
    Claim,
    ClaimVerdict,
    Conflict,
    Entity,
    EntityType,
    EvidenceSpan,
    Modality,
    Relation,
    Verdict,
)

_NEGATION = re.compile(r"\b(?:not|no|never|neither|nor|none|cannot|without)\b|n't\b", re.I)
# words whose presence on one side and opposite on the other is a logical contradiction
_ANTONYMS: tuple[tuple[str, str], ...] = (
    ("exclusive", "non-exclusive"),
    ("transferable", "non-transferable"),
    ("assignable", "non-assignable"),
    ("refundable", "non-refundable"),
    ("revocable", "irrevocable"),
    ("perpetual", "terminable"),
    ("affirmed", "reversed"),
    ("affirmed", "vacated"),
    ("affirms", "vacates"),
    ("affirms", "reverses"),
    ("affirming", "reversing"),
    ("affirming", "vacating"),
    ("affirm", "reverse"),
    ("granted", "denied"),
    ("upheld", "struck down"),
    ("increase", "decrease"),
    ("minimum", "maximum"),
    ("unlimited", "limited"),
    ("permitted", "prohibited"),
    ("automatically renew", "not renew"),
    ("renews automatically", "does not renew"),
    ("before", "after"),
    ("prior to", "after"),
    ("petitioner", "respondent"),
    ("plaintiff", "defendant"),
    ("appellant", "appellee"),
    ("at least", "at most"),
    ("not less than", "not more than"),
    ("no less than", "no more than"),
    ("more than", "less than"),
    ("including", "excluding"),
    ("inclusive of", "exclusive of"),
    ("automatically", "only upon"),
    ("with cause", "without cause"),
    ("sole", "joint"),
    ("mutual", "unilateral"),
    ("earlier", "later"),
    ("greater", "lesser"),
    ("higher", "lower"),
    ("in whole", "in part"),
    ("entitled", "not entitled"),
    ("liable", "not liable"),
)
_ANTONYM_RES = tuple(
    (
        re.compile(rf"(?<![\w-]){re.escape(a)}(?![\w-])", re.I),
        re.compile(rf"(?<![\w-]){re.escape(b)}(?![\w-])", re.I),
        a,
        b,
    )
    for a, b in _ANTONYMS
)
_FIELD = {
    EntityType.MONEY: "amount",
    EntityType.DATE: "date",
    EntityType.DURATION: "duration",
    EntityType.PERCENT: "percentage",
    EntityType.NUMBER: "number",
    EntityType.SECTION_REF: "section",
    EntityType.GPE: "jurisdiction",
    EntityType.COURT: "court",
    EntityType.CITATION: "citation",
    EntityType.PARTY: "party",
    EntityType.ORG: "party",
    EntityType.PERSON: "party",
}


def _same_class(a: Entity, b: Entity) -> bool:
    if a.type in NAME_TYPES:
        return b.type in NAME_TYPES
    return a.type == b.type


def _rivals(entity: Entity, window: Window) -> list[Entity]:
    """Entities of the window with the same type class but another value."""
    return [x for x in window.entities if _same_class(x, entity) and not context_equal(x, entity)]


def _nearest(entity: Entity, claim: Claim, rivals: Sequence[Entity], window: Window) -> Entity:
    """The rival in the same slot: inside the evidence sentence, at a similar relative place."""
    claim_len = max(1, claim.span.end - claim.span.start)
    sent_len = max(1, window.end - window.start)
    where = (entity.span.start - claim.span.start) / claim_len

    def distance(rival: Entity) -> tuple[int, float]:
        inside = window.start <= rival.span.start < window.end
        return (0 if inside else 1, abs((rival.span.start - window.start) / sent_len - where))

    return min(rivals, key=distance)


class StructuralJudge:
    """Judges a claim by its values, roles, polarity and modality; no model needed."""

    name = "structural"

    def __init__(self, support_coverage: float = 0.5, partial_coverage: float = 0.3) -> None:
        """Set the word-coverage thresholds for SUPPORTED and PARTIAL."""
        self.support_coverage = support_coverage
        self.partial_coverage = partial_coverage

    def judge(
        self,
        claim: Claim,
        windows: Sequence[Window],
        evidence: Evidence,
        context: KnowledgeGraph,
    ) -> ClaimVerdict:
        """Return the verdict on one claim."""
        if not windows:
            return ClaimVerdict(
                claim,
                Verdict.UNSUPPORTED,
                0.1,
                (),
                "no source passage shares its words",
                (),
                self.name,
            )
        best = windows[0]
        words = set(content_words(claim.text))
        coverage = len(words & best.words) / len(words) if words else 0.0
        conflicts: list[Conflict] = []
        missing: list[Entity] = []
        # citations are checked against the authority store and their own passages
        # (lexaudit.authority.checks), not as values of the best passage
        valued = [
            e for e in claim.entities if e.type in EG_TYPES and e.type is not EntityType.CITATION
        ]
        for entity in valued:
            if best.graph.matches(entity):
                continue
            in_bundle = context.matches(entity)
            rival_window = best
            rivals = _rivals(entity, best)
            if not rivals and not in_bundle and len(windows) > 1:
                rival_window = windows[1]
                rivals = _rivals(entity, rival_window)
            # a value found elsewhere in the bundle but not near the passage that states this
            # clause is still a substitution ("Delaware law" when Delaware is only the place of
            # incorporation and the governing-law clause names New York)
            # (names are left to the role checks: a list of parties or cases legitimately
            # names ones that the best passage does not)
            displaced = in_bundle and coverage >= 0.5 and entity.type not in NAME_TYPES
            if (not in_bundle or displaced) and rivals and entity.type is not EntityType.NUMBER:
                rival = _nearest(entity, claim, rivals, rival_window)
                conflicts.append(self._value_conflict(entity, rival, rival_window))
            elif not in_bundle:
                missing.append(entity)
        conflicts.extend(self._relation_conflicts(claim, windows[:2], evidence))
        conflicts.extend(self._lexical_conflicts_any(claim, windows, coverage, evidence.aliases))
        conflicts = _dedupe(conflicts)
        spans = tuple(w.span for w in windows[:2])
        if conflicts:
            what = "; ".join(
                f"{c.field}: answer says {c.claim_value!r}, source says {c.evidence_value!r}"
                for c in conflicts
            )
            return ClaimVerdict(
                claim, Verdict.CONTRADICTED, 0.0, spans, what, tuple(conflicts), self.name
            )
        if missing:
            names = ", ".join(repr(e.text) for e in missing)
            score = 0.25 * (1 - len(missing) / max(1, len(valued)))
            return ClaimVerdict(
                claim,
                Verdict.UNSUPPORTED,
                score,
                spans,
                f"not found in any source: {names}",
                (),
                self.name,
            )
        if coverage >= self.support_coverage or (valued and coverage >= self.partial_coverage):
            score = 0.7 + 0.3 * min(1.0, coverage)
            reason = f"values and roles match the source ({coverage:.0%} of its words found)"
            return ClaimVerdict(claim, Verdict.SUPPORTED, score, spans, reason, (), self.name)
        if coverage >= self.partial_coverage:
            return ClaimVerdict(
                claim,
                Verdict.PARTIAL,
                0.5,
                spans,
                f"only {coverage:.0%} of its words are in the best passage",
                (),
                self.name,
            )
        return ClaimVerdict(
            claim,
            Verdict.UNSUPPORTED,
            0.2 * coverage / max(self.partial_coverage, 1e-9),
            spans,
            f"no passage supports it (best passage has {coverage:.0%} of its words)",
            (),
            self.name,
        )

    @staticmethod
    def _value_conflict(entity: Entity, rival: Entity, window: Window) -> Conflict:
        return Conflict(
            field=_FIELD.get(entity.type, entity.type.value),
            claim_value=entity.text,
            evidence_value=rival.text,
            claim_span=entity.span,
            evidence_span=EvidenceSpan(
                window.chunk.chunk_id, rival.span.start, rival.span.end, rival.text
            ),
        )

    def _relation_conflicts(
        self, claim: Claim, windows: Sequence[Window], evidence: Evidence
    ) -> list[Conflict]:
        """Role, party, polarity or modality conflicts with the best passage's edges.

        A claim edge that some evidence edge states the same way (compatible label, same
        subject, same polarity) has no conflict, however many other edges share its verb.
        Only edges of the best sentence are compared, so a verb used elsewhere in the window
        with another subject or polarity is not mistaken for the claim's source.
        """
        conflicts: list[Conflict] = []
        best = windows[0]
        graph = best.graph
        candidates = [
            (window, _canonical(other, evidence))
            for window in windows
            for other in window.relations
        ]
        for rel in claim.relations:
            r = _canonical(rel, evidence)
            same_label = [
                (w, o) for w, o in candidates if labels_compatible(r.relation, o.relation)
            ]
            if not same_label or any(_states_same(r, o, graph) for _, o in same_label):
                continue
            in_sentence = [
                (w, o)
                for w, o in same_label
                if w is best and o.span.start < best.end and best.start < o.span.end
            ]
            for window, other in in_sentence[:1]:
                conflict = _compare_edges(r, other, graph, window)
                if conflict is not None:
                    conflicts.append(conflict)
        return conflicts

    def _lexical_conflicts_any(
        self,
        claim: Claim,
        windows: Sequence[Window],
        coverage: float,
        aliases: Mapping[str, str],
    ) -> list[Conflict]:
        """Lexical conflicts with the best sentence, unless a close rival sentence has none.

        Mirror clauses ("A grants to B" and "B grants to A" in one contract) make the best
        sentence by words the wrong one; a claim is only in conflict with every candidate.
        """
        first = self._lexical_conflicts(claim, windows[0], coverage, aliases)
        if not first:
            return first
        claim_words = set(content_words(claim.text))

        def cover(window: Window) -> float:
            sentence = window.chunk.text[window.start : window.end]
            return len(claim_words & set(content_words(sentence))) / max(1, len(claim_words))

        best_cover = cover(windows[0])
        for window in windows[1:]:
            if cover(window) >= max(0.6, best_cover - 0.05) and not self._lexical_conflicts(
                claim, window, coverage, aliases
            ):
                return []
        return first

    @staticmethod
    def _lexical_conflicts(
        claim: Claim, window: Window, coverage: float, aliases: Mapping[str, str]
    ) -> list[Conflict]:
        conflicts: list[Conflict] = []
        sentence = window.chunk.text[window.start : window.end]
        for a_re, b_re, a, b in _ANTONYM_RES:
            for mine, theirs, mine_word, their_word in ((a_re, b_re, a, b), (b_re, a_re, b, a)):
                if (
                    mine.search(claim.text)
                    and theirs.search(sentence)
                    and not mine.search(sentence)
                ):
                    if theirs.search(claim.text):
                        continue
                    conflicts.append(
                        Conflict("logic", mine_word, their_word, claim.span, window.span)
                    )
        flipped = _negative_prefix_flip(claim.text, sentence)
        if flipped is not None:
            conflicts.append(Conflict("logic", flipped[0], flipped[1], claim.span, window.span))
        swap = _name_swap(claim.text, sentence)
        if swap is not None:
            conflicts.append(Conflict("role", swap[0], swap[1], claim.span, window.span))
        sentence_words = set(content_words(sentence))
        claim_words = set(content_words(claim.text))
        sentence_cover = len(claim_words & sentence_words) / max(1, len(claim_words))
        if swap is None and sentence_cover >= 0.75:
            substituted = _role_substitution(claim.text, sentence, aliases)
            if substituted is not None:
                conflicts.append(
                    Conflict("party", substituted[0], substituted[1], claim.span, window.span)
                )
        if sentence_cover >= 0.8:
            conflicts.extend(
                Conflict(field, mine, theirs, claim.span, window.span)
                for field, mine, theirs in _near_copy_edits(claim.text, sentence)
            )
        if sentence_cover >= 0.75 and len(claim_words) >= 4:
            claim_neg = bool(_NEGATION.search(claim.text))
            source_neg = bool(_NEGATION.search(sentence))
            if claim_neg and not source_neg:
                conflicts.append(
                    Conflict("polarity", "negated", "affirmative", claim.span, window.span)
                )
        return conflicts


_TOKEN = re.compile(r"[A-Za-z0-9][\w'-]*")


def _name_swap(claim: str, sentence: str) -> tuple[str, str] | None:
    """Two names that trade places between the claim and its source sentence.

    "assigned by AEIS without permission of Schoolpop" against "assigned by Schoolpop without
    permission of AEIS": the word sequences differ only by the two names, swapped.
    """
    mine = _TOKEN.findall(claim)
    theirs = _TOKEN.findall(sentence)
    if len(mine) < 4:
        return None
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    replaced: list[tuple[str, str]] = []
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "replace" and a2 - a1 == b2 - b1:
            replaced.extend(zip(mine[a1:a2], theirs[b1:b2], strict=True))
    names = [
        (a, b)
        for a, b in replaced
        if a[:1].isupper() and b[:1].isupper() and a.lower() != b.lower()
    ]
    for a, b in names:
        if (b, a) in names:
            return f"{a} ... {b}", f"{b} ... {a}"
    return None


_NEG_PREFIXES = ("non-", "non", "un", "im", "in", "il", "ir", "dis")
_ADJ_ENDINGS = ("able", "ible", "al", "id", "ful", "ent", "ant", "ive", "ite", "ed", "ous", "ic")


def _negative_prefix_flip(claim: str, sentence: str) -> tuple[str, str] | None:
    """A word negated by its prefix on one side only: "impermissible" / "permissible"."""
    mine = {w.lower() for w in _TOKEN.findall(claim)}
    theirs = {w.lower() for w in _TOKEN.findall(sentence)}
    for a, b in ((mine, theirs), (theirs, mine)):
        for word in a - b:
            for prefix in _NEG_PREFIXES:
                root = word[len(prefix) :]
                if (
                    word.startswith(prefix)
                    and len(root) >= 4
                    and root.endswith(_ADJ_ENDINGS)
                    and root in b
                    and root not in a
                ):
                    return (word, root) if a is mine else (root, word)
    return None


_NEGATORS = frozenset({"not", "no", "never", "neither", "nor", "cannot", "without"})


def _near_copy_edits(claim: str, sentence: str) -> list[tuple[str, str, str]]:
    """Edits that change meaning between a near-copy of a sentence and the sentence itself.

    A negation added or dropped ("will not be less than" -> "will be less than") and a
    number replaced ("six (6) seconds" -> "nine (9) seconds").
    """
    mine = _TOKEN.findall(claim)
    theirs = _TOKEN.findall(sentence)
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    edits: list[tuple[str, str, str]] = []
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        # only small edits inside the copied stretch count: a claim that copies part of a
        # sentence "deletes" the rest of it, negations included
        if op == "equal" or a1 == 0 or a2 >= len(mine) or a2 - a1 > 3 or b2 - b1 > 3:
            continue
        added = {w.lower() for w in mine[a1:a2]}
        removed = {w.lower() for w in theirs[b1:b2]}
        if (added & _NEGATORS) != (removed & _NEGATORS):
            before = " ".join(mine[max(0, a1 - 2) : a2 + 2])
            after = " ".join(theirs[max(0, b1 - 2) : b2 + 2])
            edits.append(("polarity", before, after))
        numbers_mine = [w for w in mine[a1:a2] if w.replace(".", "").isdigit()]
        numbers_theirs = [w for w in theirs[b1:b2] if w.replace(".", "").isdigit()]
        if op == "replace" and numbers_mine and numbers_theirs and numbers_mine != numbers_theirs:
            edits.append(("number", " ".join(numbers_mine), " ".join(numbers_theirs)))
    return edits


_ROLE_WORDS = frozenset(
    [
        "petitioner",
        "petitioners",
        "respondent",
        "respondents",
        "appellant",
        "appellants",
        "appellee",
        "appellees",
        "plaintiff",
        "plaintiffs",
        "defendant",
        "defendants",
        "licensor",
        "licensee",
        "lessor",
        "lessee",
        "landlord",
        "tenant",
        "buyer",
        "seller",
        "purchaser",
        "vendor",
        "supplier",
        "customer",
        "distributor",
        "company",
        "employer",
        "employee",
        "borrower",
        "lender",
        "franchisor",
        "franchisee",
        "university",
        "state",
        "government",
        "court",
    ]
)
_ARTICLES = frozenset({"the", "a", "an"})
_COMMON_CAPITALISED = frozenset(
    [
        "under",
        "this",
        "that",
        "the",
        "these",
        "those",
        "such",
        "each",
        "either",
        "neither",
        "any",
        "all",
        "no",
        "if",
        "in",
        "on",
        "at",
        "by",
        "for",
        "of",
        "to",
        "with",
        "from",
        "upon",
        "governing",
        "law",
        "agreement",
        "section",
        "article",
        "schedule",
        "exhibit",
        "notwithstanding",
        "subject",
        "provided",
        "except",
        "unless",
        "whereas",
        "now",
        "therefore",
        "hereby",
        "herein",
        "party",
        "parties",
        "term",
        "effective",
        "date",
    ]
)


def _party_phrase(words: Sequence[str]) -> tuple[str, bool] | None:
    """The party a short replaced phrase names, and whether it is a role word.

    "the University" and "Licensee" are roles; "AEIS" is a name; "Under the" is neither.
    """
    core = [w for w in words if w.lower() not in _ARTICLES]
    if not core or len(core) > 3:
        return None
    if len(core) == 1 and core[0].lower() in _ROLE_WORDS:
        return core[0].lower(), True
    if all(w[:1].isupper() and w.lower() not in _COMMON_CAPITALISED for w in core):
        return " ".join(w.lower() for w in core), False
    return None


def _role_substitution(
    claim: str, sentence: str, aliases: Mapping[str, str]
) -> tuple[str, str] | None:
    """A party named in the source sentence replaced by another party in a near-copy.

    "Texas has not alleged that petitioner will close" against "... that the University will
    close": the only difference names another party. Aliases of one party ("Licensee" and
    "Bluefin") are not a substitution.
    """
    mine = _TOKEN.findall(claim)
    theirs = _TOKEN.findall(sentence)
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op != "replace":
            continue
        pa_ = _party_phrase(mine[a1:a2])
        pb_ = _party_phrase(theirs[b1:b2])
        if pa_ is None or pb_ is None or pa_[0] == pb_[0]:
            continue
        (a, a_role), (b, b_role) = pa_, pb_
        # a name against a role ("Zounds" / "Subcontractor") is a paraphrase unless the
        # aliases say they are different parties
        if a_role != b_role and not (a in aliases and b in aliases):
            continue
        # the source's party is still named in the claim as often as in the source
        first = b.split()[-1]
        if sum(w.lower() == first for w in mine) >= sum(w.lower() == first for w in theirs):
            continue
        pa, pb = aliases.get(a, a), aliases.get(b, b)
        ta, tb = set(pa.split()), set(pb.split())
        if (
            ta <= tb
            or tb <= ta
            or aliases.get(a.split()[0]) == pb
            or aliases.get(b.split()[0]) == pa
        ):
            continue
        return " ".join(mine[a1:a2]), " ".join(theirs[b1:b2])
    return None


def context_equal(a: Entity, b: Entity) -> bool:
    """True when two entities of one class carry the same value (or name the same party)."""
    if a.type in NAME_TYPES and b.type in NAME_TYPES:
        x, y = a.value.split(), b.value.split()
        return bool(x and y) and (x == y[: len(x)] or y == x[: len(y)])
    return a.value == b.value


def _canonical(rel: Relation, evidence: Evidence) -> Relation:
    from dataclasses import replace

    return replace(
        rel,
        subject=evidence.relation_key(rel.subject),
        object=evidence.relation_key(rel.object),
        arguments=tuple(replace(a, value=evidence.relation_key(a.value)) for a in rel.arguments),
    )


def _states_same(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """The evidence edge states the claim edge: same polarity, modality and subject."""
    if r.negated != o.negated:
        return False
    plain = Modality.NONE in (r.modality, o.modality)
    if not plain and not modality_compatible(r.modality, o.modality):
        return False
    if r.subject and o.subject and not graph.node_matches(r.subject, o.subject):
        # two different named parties are two statements; noun-phrase subjects are too vague
        return not (_is_party(r.subject) and _is_party(o.subject))
    return True


def _objects_agree(r: Relation, o: Relation, graph: KnowledgeGraph) -> bool:
    """Both edges are about the same object (or one of them has none)."""
    if not r.object or not o.object:
        return True
    return graph.node_matches(r.object, o.object)


def _is_party(key: str) -> bool:
    return key.startswith(("party:", "org:", "person:"))


def _compare_edges(
    r: Relation, o: Relation, graph: KnowledgeGraph, window: Window
) -> Conflict | None:
    """A role swap, polarity flip or modality change between two edges of one relation."""
    ev_span = EvidenceSpan(
        window.chunk.chunk_id,
        o.span.start,
        o.span.end,
        window.chunk.text[o.span.start : o.span.end],
    )
    same_subject = graph.node_matches(r.subject, o.subject)
    if same_subject or not (r.subject and o.subject):
        if not _objects_agree(r, o, graph):
            return None
        if r.negated != o.negated:
            return Conflict(
                "polarity",
                f"{'not ' if r.negated else ''}{r.relation}",
                f"{'not ' if o.negated else ''}{o.relation}",
                r.span,
                ev_span,
            )
        if (
            same_subject
            and not modality_compatible(r.modality, o.modality)
            and not (r.modality is Modality.NONE or o.modality is Modality.NONE)
        ):
            return Conflict(
                "modality",
                f"{r.modality.value} {r.relation}",
                f"{o.modality.value} {o.relation}",
                r.span,
                ev_span,
            )
        return None
    # the claim's subject is the evidence's object/recipient and vice versa: roles swapped
    if _is_party(r.subject) and _is_party(o.subject):
        theirs = edge_endpoints(o)
        mine = edge_endpoints(r)
        if any(graph.node_matches(r.subject, k) for k in theirs) and any(
            graph.node_matches(o.subject, k) for k in mine
        ):
            return Conflict(
                "role",
                f"{r.subject.split(':', 1)[1]} {r.relation}",
                f"{o.subject.split(':', 1)[1]} {o.relation}",
                r.subject_span or r.span,
                ev_span,
            )
        if (
            r.object
            and _objects_agree(r, o, graph)
            and not any(graph.node_matches(r.subject, k) for k in theirs)
        ):
            return Conflict(
                "party",
                f"{r.subject.split(':', 1)[1]} {r.relation}",
                f"{o.subject.split(':', 1)[1]} {o.relation}",
                r.subject_span or r.span,
                ev_span,
            )
    return None


def _dedupe(conflicts: list[Conflict]) -> list[Conflict]:
    seen: set[tuple[str, str, str]] = set()
    out: list[Conflict] = []
    for c in conflicts:
        key = (c.field, c.claim_value, c.evidence_value)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out
