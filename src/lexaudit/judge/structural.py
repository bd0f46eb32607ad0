"""The structural judge: compares normalised values and roles between a claim and its evidence.

A different amount, date, duration, party, role, polarity or modality is CONTRADICTED with both
spans; a claim whose values appear nowhere and whose words find no passage is UNSUPPORTED; a
paraphrase whose values and roles all match is SUPPORTED.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexaudit.align.graph import NAME_TYPES, KnowledgeGraph, labels_compatible
from lexaudit.align.metrics import EG_TYPES, edge_endpoints, modality_compatible
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.pipeline import content_words
from lexaudit.judge.lexical import lexical_conflicts_any
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
        conflicts.extend(lexical_conflicts_any(claim, windows, evidence.aliases))
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
