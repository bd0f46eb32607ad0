"""The structural judge: compares normalised values and roles between a claim and its evidence.

A different amount, date, duration, party, role, polarity or modality is CONTRADICTED with both
spans; a claim whose values appear nowhere and whose words find no passage is UNSUPPORTED; a
paraphrase whose values and roles all match is SUPPORTED.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.align.graph import NAME_TYPES, KnowledgeGraph, found_words, labels_compatible
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.absence import denied_stretches, denied_term
from lexaudit.extract.claims import edge_anchor, named_anchor
from lexaudit.extract.pipeline import content_words, redaction_marked
from lexaudit.extract.slots import SLOT_TYPES
from lexaudit.judge.clause_flips import piece_flips
from lexaudit.judge.clauses import clause_claims, clause_spans, main_clause_start
from lexaudit.judge.conditions import condition_conflicts
from lexaudit.judge.crossrefs import replaced_references
from lexaudit.judge.edges import (
    co_actor,
    compare_edges,
    denial_against_duty,
    done_the_other_way,
    names_thing,
    near_copy_stating,
    states_same,
)
from lexaudit.judge.frequency import frequency_conflicts, period_of_stated_frequency
from lexaudit.judge.identities import party_identities
from lexaudit.judge.lexical import lexical_conflicts_any
from lexaudit.judge.names import (
    ALIGNED,
    in_named_case,
    names_a_role,
    other_court,
    other_named_subject,
    replaced_names,
)
from lexaudit.judge.negation import expand_contractions, negation_flipped
from lexaudit.judge.not_given import read_asides, value_unstated
from lexaudit.judge.prefixes import merge_prefix_negation, moved_denial
from lexaudit.judge.stretch import copied_stretch_and_rest
from lexaudit.judge.substitution import substituted
from lexaudit.judge.swaps import swapped
from lexaudit.judge.values import ValueCheck, check_value
from lexaudit.judge.verbatim import verbatim_span
from lexaudit.text.segment import opens_sentence
from lexaudit.text.words import modal_words
from lexaudit.types import (
    MEASURE_TYPES,
    Claim,
    ClaimVerdict,
    Conflict,
    Entity,
    EntityType,
    EvidenceSpan,
    Relation,
    Verdict,
)

_ALIGNED = ALIGNED
_MEASURED = MEASURE_TYPES
# a claim must hold this much of its sentence's words before a named subject is compared by its
# words alone (without a party tag from the entity recogniser)
_NAMED_SUBJECT_ALIGNED = 0.8
# what may follow a name that opens a phrase set off by a comma ("Outside Kestrel Partners,
# nobody ...", "Under Rule 12 of the Code, ..."): a few words, then the comma
_FRAMING = re.compile(r"(?:[ \t]+[^\s,;:.]+){0,6}?[ \t]*,")
# a claim with fewer content words than this, no value and no passage is too short to judge
_SUBSTANTIVE_WORDS = 6
# a statement of absence is false when one sentence holds this much of its topic's words
_ABSENCE_COVERED = 0.75


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
        if claim.absent is not None:
            return self._judge_absence(claim, windows, evidence)
        copied = verbatim_span(claim.text, evidence)
        if copied is not None:
            return ClaimVerdict(
                claim,
                Verdict.SUPPORTED,
                1.0,
                (copied,),
                "the sources write it word for word",
                (),
                self.name,
            )
        if not windows:
            unstated = [
                e
                for e in claim.entities
                if e.type in SLOT_TYPES
                and e.type is not EntityType.NUMBER
                and not _premise_states(evidence, e)
                and not _recorded_date(claim, e, evidence)
                and check_value(e, frozenset(), claim, (), evidence).status != "supported"
            ]
            if unstated:
                return self._not_found(claim, (), unstated, 0.1)
            if len(set(content_words(claim.text))) < _SUBSTANTIVE_WORDS:
                return self._too_short(claim, ())
            denied = self._denied_term(claim, (), ())
            if denied is not None:
                return denied
            if not any(
                e.type in NAME_TYPES or e.type is EntityType.NUMBER for e in claim.entities
            ) and self._sums_up(claim, frozenset()):
                # no name or count of its own to check: its words are the lines' below
                return self._lead_in(claim, ())
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
        asides = read_asides(claim.text, windows, evidence)
        # "is required to", "is entitled to": the modality, compared edge by edge, not content
        modal = modal_words(claim.text)
        words = set(content_words(claim.text)) - asides.dropped - modal
        # support is read from the candidate that holds most of the claim's words: retrieval
        # may rank first a passage that shares only a party's full name (the parties clause)
        # (by the words of its own sentence first: a window's words include its neighbours')
        support = max(
            windows,
            key=lambda w: (len(words & w.own_words), len(words & w.words)),
        )
        coverage = len(words & found_words(support.words)) / len(words) if words else 0.0
        clauses = clause_spans(claim.text)
        # the share of the least-covered clause's words that its best candidate holds
        weakest = 1.0
        if clauses:
            # clauses merged from two sentences ("A can't assign, while B is free to"): each
            # clause is covered by the candidate holding most of its own words
            parts = [set(content_words(claim.text[a:b])) - modal for a, b in clauses]
            shares = [
                max(len(p & found_words(w.words)) for w in windows) / len(p) for p in parts if p
            ]
            if shares:
                # (clauses without a content word say nothing either way)
                weakest = min(shares)
                coverage = max(coverage, weakest)
        conflicts: list[Conflict] = []
        missing: list[Entity] = []
        # the words of a value a source states in another form ("two years" for "twenty-four
        # (24) months") are found, though not as words
        stated: set[str] = set()
        values_found = True  # every value of the claim, counts too, is one the sources state
        slots = dict(zip(claim.entities, claim.entity_slots, strict=False))
        valued = [e for e in claim.entities if e.type in SLOT_TYPES or e.type in NAME_TYPES]
        for entity in valued:
            if entity.type in NAME_TYPES:
                if (
                    not evidence.name_known(
                        entity,
                        initial=opens_sentence(claim.text, entity.span.start - claim.span.start),
                        framing=_FRAMING.match(claim.text, entity.span.end - claim.span.start)
                        is not None,
                    )
                    and not context.matches(entity)
                    and not in_named_case(claim, entity, evidence)
                ):
                    missing.append(entity)
                continue
            # "every three months" where the sentence it copies says "quarterly": the period is
            # how often, which the source states; the sentence's periods of time ("due within
            # thirty days") measure something else and are no rivals to it
            how_often = entity.type is EntityType.DURATION and period_of_stated_frequency(
                entity, claim, windows
            )
            check = (
                ValueCheck(entity, "supported")
                if how_often
                else check_value(entity, slots.get(entity, frozenset()), claim, windows, evidence)
            )
            if check.status == "supported" and entity.type in _MEASURED:
                stated |= words & set(content_words(entity.text))
            values_found = values_found and check.status == "supported"
            if check.conflict is not None:
                conflicts.append(check.conflict)
            elif (
                check.status == "missing"
                and entity.type is not EntityType.NUMBER
                and not _premise_states(evidence, entity)
                and not _recorded_date(claim, entity, evidence)
            ):
                # a bare count ("three events") that the sources do not write is a paraphrase
                # unless a source number fills its slot (then it is a conflict above); a value
                # the question states ("an offence carrying seven years") is its premise
                missing.append(entity)
        for court in (e for e in claim.entities if e.type is EntityType.COURT):
            if not context.matches(court):
                conflict = other_court(court, windows[:2])
                if conflict is not None:
                    conflicts.append(conflict)
        replaced = replaced_names(claim, missing, best)
        if replaced:
            conflicts.extend(replaced)
            missing = [e for e in missing if e.type not in NAME_TYPES]
        elif names_a_role(claim, missing, best):
            # "Ashworth pays" where the passage says "the Company shall pay": the answer
            # names the party the excerpt calls by its role (the definition is elsewhere)
            missing = [e for e in missing if e.type not in NAME_TYPES]
        # conflicts are read in the best-ranked candidates and, however it ranked, in the one
        # support is read from (a claim that merges two sentences may state either)
        others = [w for w in windows if w is not support]
        conflicts.extend(self._relation_conflicts(claim, windows[:2], evidence))
        if support not in windows[:1]:
            conflicts.extend(self._relation_conflicts(claim, [support, *others[:1]], evidence))
        lexical = lexical_conflicts_any(claim, [support, *others], evidence.aliases)
        if not lexical and clauses:
            # clauses merged from two sentences: each clause is a near-copy of its own
            lexical = [
                c
                for part in clause_claims(claim, clauses)
                for c in lexical_conflicts_any(part, _by_own_words(part, windows), evidence.aliases)
            ]
        if not lexical:
            lexical = piece_flips(claim, _by_own_words(claim, windows))
        conflicts.extend(lexical)
        conflicts.extend(substituted(claim, windows, evidence))
        conflicts.extend(swapped(claim, windows, evidence))
        conflicts.extend(replaced_references(claim, windows, evidence, context))
        conflicts.extend(frequency_conflicts(claim, windows))
        conflicts.extend(condition_conflicts(claim, windows))
        conflicts.extend(party_identities(claim, evidence))
        conflicts = _dedupe(conflicts)
        spans = (support.span, *(w.span for w in others[:1]))
        if conflicts:
            what = "; ".join(
                f"{c.field}: answer says {c.claim_value!r}, source says {c.evidence_value!r}"
                for c in conflicts
            )
            return ClaimVerdict(
                claim, Verdict.CONTRADICTED, 0.0, spans, what, tuple(conflicts), self.name
            )
        if missing:
            return self._not_found(
                claim, spans, missing, 0.25 * (1 - len(missing) / max(1, len(valued)))
            )
        if stated:
            coverage = max(coverage, len((words & support.words) | stated) / len(words))
        printed = asides.printed
        if printed:
            return ClaimVerdict(
                claim,
                Verdict.UNSUPPORTED,
                0.2,
                spans,
                f"it says {printed[0]} is not in the given text, but a source prints it",
                (),
                self.name,
            )
        # a matched amount, date, period or percentage carries a claim whose other words are
        # paraphrased; a place or a count the sources also name does not
        measured = any(e.type in _MEASURED for e in valued)
        if (
            coverage >= self.support_coverage or (measured and coverage >= self.partial_coverage)
        ) and weakest >= self.partial_coverage:
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
        if len(words) < _SUBSTANTIVE_WORDS and values_found:
            # a few words besides values the sources state ("Three fees, each 2%:" opening
            # a list) are too few to judge; a count they do not state is not
            return self._too_short(claim, spans)
        if values_found:
            denied = self._denied_term(claim, windows, spans)
            if denied is not None:
                return denied
            if self._sums_up(claim, found_words(support.words)):
                return self._lead_in(claim, spans)
            if claim.of_copy and any(
                redaction_marked(w.chunk.text[w.start : w.end]) for w in windows
            ):
                # "the royalty rate is redacted": a statement about the copy, which the
                # redaction mark of the sentence it aligns with, or of another passage it
                # reaches, bears out
                return ClaimVerdict(
                    claim,
                    Verdict.PARTIAL,
                    0.5,
                    spans,
                    "a statement about the copy: the sentence it speaks of prints a redaction mark",
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

    def _not_found(
        self,
        claim: Claim,
        spans: tuple[EvidenceSpan, ...],
        missing: Sequence[Entity],
        score: float,
    ) -> ClaimVerdict:
        """Unsupported: values or names of the claim that no source states."""
        names = ", ".join(repr(e.text) for e in missing)
        return ClaimVerdict(
            claim,
            Verdict.UNSUPPORTED,
            score,
            spans,
            f"not found in any source: {names}",
            (),
            self.name,
            tuple(missing),
        )

    def _too_short(self, claim: Claim, spans: tuple[EvidenceSpan, ...]) -> ClaimVerdict:
        """A few words that no passage holds, besides values the sources state: too little to judge.

        Paraphrase ("it's narrow", "he can't promote them"), pieces cut from a longer
        sentence and the line that opens a list ("Three fees, each 2%:") carry too few words
        for word overlap to say anything; with no value or name of their own that the sources
        do not state, they are partial, not unsupported.
        """
        return ClaimVerdict(
            claim,
            Verdict.PARTIAL,
            0.4,
            spans,
            "too few words to find in the sources, and no value or name the sources do not state",
            (),
            self.name,
        )

    def _sums_up(self, claim: Claim, found: frozenset[str] | set[str]) -> bool:
        """The claim is a lead-in whose words the lines it introduces and a passage hold.

        "Sections 46-50 set out the main duties:" sums up the list below it, so it is read with
        that list: a third of its words must be there or in the passage ``found`` holds (the
        bar of a partial claim in the sources alone). A line ending in a colon that shares
        next to nothing with either ("the Owner may end the contract at will:" over a list of
        record-keeping duties) is judged as any claim.
        """
        if not claim.introduces:
            return False
        words = set(content_words(claim.text))
        if not words:
            return False
        held = words & (set(found) | set(content_words(claim.introduces)))
        return len(held) / len(words) >= self.partial_coverage

    def _lead_in(self, claim: Claim, spans: tuple[EvidenceSpan, ...]) -> ClaimVerdict:
        """Partial: a lead-in that sums up the lines below it, with no value the sources lack.

        Those lines say what it sums up and are judged each on their own; its own few words
        are the answer's way of opening them, so no passage need hold them all.
        """
        return ClaimVerdict(
            claim,
            Verdict.PARTIAL,
            0.5,
            spans,
            "a lead-in: the lines it introduces state what it sums up, each judged on its own, "
            "and it states no value the sources do not",
            (),
            self.name,
        )

    def _denied_term(
        self, claim: Claim, windows: Sequence[Window], spans: tuple[EvidenceSpan, ...]
    ) -> ClaimVerdict | None:
        """A claim no passage supports by its words that denies a term no passage sets.

        "Nothing here requires a deposit" (``absence.denied_term``) is true of sources that
        speak of no deposit; where a sentence holds most of the term's words it stays
        unsupported.
        """
        term = denied_term(claim.text)
        if term is None or _addressed(term, windows):
            return None
        return ClaimVerdict(
            claim,
            Verdict.SUPPORTED,
            0.75,
            spans,
            "says the provision sets no such term, and no passage sets it",
            (),
            self.name,
        )

    def _judge_absence(
        self, claim: Claim, windows: Sequence[Window], evidence: Evidence
    ) -> ClaimVerdict:
        """A statement that the sources do not say something is true when no passage does.

        "The excerpt doesn't say how disputes are resolved" is supported when no sentence holds
        most of the words of what is said to be absent; when one does, the sources do address
        it and the statement is unsupported (with that sentence as evidence), unless what is
        absent is an act the sources give only the other way round ("nothing has the Owner
        indemnifying the Builder" where the Builder indemnifies the Owner) or that sentence
        itself says, in the clause that holds those words, that it is not provided ("the Act
        does not provide that ...": ``absence.denied_stretches``).
        """
        topic = set(content_words(claim.absent or ""))
        best = windows[0] if windows else None
        covered = (
            len(topic & set(content_words(best.chunk.text[best.start : best.end]))) / len(topic)
            if topic and best is not None
            else 0.0
        )
        spans = (best.span,) if best is not None else ()
        reversed_act = covered >= _ABSENCE_COVERED and self._reversed_act(claim, windows, evidence)
        # the passage itself says it is not provided ("the Act does not provide that the
        # lessee may sublet"): the claim restates that absence
        restated = (
            covered >= _ABSENCE_COVERED
            and best is not None
            and any(
                len(topic & set(content_words(stretch))) / len(topic) >= _ABSENCE_COVERED
                for stretch in denied_stretches(best.chunk.text[best.start : best.end])
            )
        )
        # "the excerpt doesn't give the Launch Date itself": a value the passages that speak
        # of the thing do not state
        unvalued = covered >= _ABSENCE_COVERED and value_unstated(
            claim.absent or "", windows, _ABSENCE_COVERED
        )
        if covered >= _ABSENCE_COVERED and not reversed_act and not restated and not unvalued:
            return ClaimVerdict(
                claim,
                Verdict.UNSUPPORTED,
                0.2,
                spans,
                f"the sources do address what it says is absent ({covered:.0%} of its words "
                "are in one passage)",
                (),
                self.name,
            )
        return ClaimVerdict(
            claim,
            Verdict.SUPPORTED,
            0.8,
            spans,
            "a statement of absence: the sources give that act only the other way round"
            if reversed_act
            else "a statement of absence the passage itself makes"
            if restated
            else "a statement that a value is not given: the passages that speak of the thing "
            "state no value of its kind"
            if unvalued
            else "a statement of absence: no passage says what it says the sources do not say",
            (),
            self.name,
        )

    @staticmethod
    def _reversed_act(claim: Claim, windows: Sequence[Window], evidence: Evidence) -> bool:
        """What the claim says is absent is an act the sources give the other way round."""
        at = claim.text.find(claim.absent or "")
        if at < 0:
            return False
        topic = [
            _canonical(r, evidence)
            for r in claim.relations
            if r.span.start >= claim.span.start + at and not r.negated
        ]
        sources = [(w, _canonical(o, evidence)) for w in windows for o in w.relations]
        return done_the_other_way(topic, sources)

    def _relation_conflicts(
        self, claim: Claim, windows: Sequence[Window], evidence: Evidence
    ) -> list[Conflict]:
        """Role, party, polarity or modality conflicts with the best passage's edges.

        A claim edge that some evidence edge states the same way (compatible label, same
        subject, same polarity) has no conflict, however many other edges share its verb;
        where some edges of the verb name what the claim's acts on (its object or its value),
        only those can state it.
        Only edges of the sentence the edge's clause reads (``_reading``: the best window for
        a one-clause claim) are compared, so a verb used elsewhere in the window with another
        subject or polarity is not mistaken for the claim's source.
        """
        conflicts: list[Conflict] = []
        candidates = [
            (window, _canonical(other, evidence))
            for window in windows
            for other in window.relations
        ]
        # a claim of two clauses ("A must do X, although B can't do Y") is read clause by
        # clause: each clause meets the sentence it copies most, and the second clause's
        # negator says nothing of the first's
        clauses = clause_spans(claim.text) or [(0, len(claim.text))]
        if len(clauses) == 1 and claim.read_as:
            # a listed item of the answer reads with its lead-in ("shall not: (a) copy it")
            readings = [self._reading(claim.read_as, windows, False)]
        else:
            readings = [
                self._reading(claim.text[a:b], windows, len(clauses) > 1) for a, b in clauses
            ]
        for rel in claim.relations:
            # the clause an edge stands in is its subject's (a main verb's edge spans the
            # whole sentence)
            at = edge_anchor(rel) - claim.span.start
            k = next((n for n, (a, b) in enumerate(clauses) if a <= at < b), 0)
            reading = readings[k]
            if reading is None:
                continue
            best, aligned, flipped = reading
            graph = best.graph
            r = _canonical(rel, evidence)
            same_label = [
                (w, o) for w, o in candidates if labels_compatible(r.relation, o.relation)
            ]
            if not same_label:
                continue
            in_sentence = [(w, o) for w, o in same_label if w is best and _stands_in(o, best)]
            if (
                in_sentence
                and not flipped
                and not r.negated
                and aligned >= _NAMED_SUBJECT_ALIGNED
                and not any(graph.node_matches(r.subject, o.subject) for _, o in same_label)
            ):
                window, other = in_sentence[0]
                named = other_named_subject(claim, r, other, window, evidence)
                if named is not None:
                    conflicts.append(named)
                    continue
            # when some edge of the verb names what the claim's acts on (its object or its
            # value), only such an edge can state it, and the best sentence's is compared
            # first: "Acme will pay to Birch all fees" does not state "Acme pays Birch a 5%
            # commission" where "Birch will pay a commission to Acme equal to 5%" is there
            naming = [(w, o) for w, o in same_label if names_thing(r, o, graph)]
            stating = naming or same_label
            stated_elsewhere = any(states_same(r, o, graph) for _, o in stating)
            if in_sentence and aligned >= _NAMED_SUBJECT_ALIGNED:
                # a claim that copies most of one sentence states that sentence's proposition
                # (who acts is still read from any sentence: a party's name the copied
                # sentence garbles is no other party)
                a, b = rel.span.start - claim.span.start, rel.span.end - claim.span.start
                words = set(content_words(claim.text[max(0, a) : b]))
                stating = near_copy_stating(stating, in_sentence, words, best, windows)
            if any(states_same(r, o, graph) for _, o in stating):
                continue
            in_sentence.sort(key=lambda wo: not names_thing(r, wo[1], graph))
            for window, other in in_sentence[:1]:
                stated = claim.text[max(0, at) : rel.span.end - claim.span.start]
                conflict = compare_edges(r, other, graph, window, stated)
                negation = conflict is not None and (
                    conflict.field == "polarity" or denial_against_duty(conflict, r, other)
                )
                main = main_clause_start(claim.text, clauses[k])
                if negation and not flipped and main is not None and at >= main:
                    # an edge of the main clause after an opening condition is read by the
                    # main clause's words alone: the condition's negators deny nothing in it
                    main_reading = self._reading(claim.text[main : clauses[k][1]], [window], False)
                    flipped = main_reading is not None and main_reading[2]
                if conflict is not None and (not negation or flipped):
                    if stated_elsewhere and conflict.field not in ("modality", "polarity"):
                        continue
                    if (
                        conflict.field == "polarity"
                        and r.conditional
                        and r.negated
                        and not other.conditional
                        and not other.negated
                    ):
                        # the claim supposes the act not done, which denies no provision for
                        # it: "where a breach can't be remedied" against "shall have twenty
                        # days to remedy it" (supposing it done where the source denies or
                        # supposes it undone is still a flip)
                        continue
                    if (
                        conflict.field == "polarity"
                        and not r.subject
                        and not r.conditional
                        and any(
                            o.relation == other.relation and o.negated == r.negated and o.asserted
                            for _, o in in_sentence
                        )
                    ):
                        # "no deposit is needed" against "a lease needs no deposit, while a
                        # sale needs one": a claim that names no one who acts states the verb
                        # as one clause of the sentence does, whichever clause it meant (a
                        # condition's polarity is its point: "if it is not renewed")
                        continue
                    if conflict.field in ("party", "role") and co_actor(
                        r, other, window, candidates, graph
                    ):
                        continue
                    conflicts.append(conflict)
        return conflicts

    @staticmethod
    def _reading(
        text: str, windows: Sequence[Window], by_cover: bool
    ) -> tuple[Window, float, bool] | None:
        """The sentence a claim (or one of its clauses) states, how much of it, and a flip.

        A conflict of roles or polarity needs a claim that states the sentence's proposition:
        most of its words are there, and for polarity the negators of the claim and of the
        stretch it copies disagree. A whole claim reads the best window; a clause reads the
        window that holds most of its words. None when no window holds enough of them.
        """
        words = set(content_words(text)) - modal_words(text)

        def cover(window: Window) -> float:
            # the window's words name each party by its canonical name too
            return len(words & window.words) / max(1, len(words))

        # by the words of the window's own sentence first: a window's words include its
        # neighbours', so the sentence before the one a clause copies may hold them as well
        best = (
            max(windows, key=lambda w: (len(words & w.own_words), cover(w)))
            if by_cover
            else windows[0]
        )
        aligned = cover(best)
        if aligned < _ALIGNED:
            return None
        sentence = expand_contractions(best.reading)
        mine, theirs = merge_prefix_negation(expand_contractions(text), sentence)
        # a denial the claim puts on the act and the sentence on what the act is for (or the
        # other way round) is one rule: the sentence's words past the copied stretch count
        flipped = negation_flipped(
            mine, *copied_stretch_and_rest(mine, theirs)
        ) and not moved_denial(mine, theirs)
        return best, aligned, flipped


def _stands_in(edge: Relation, window: Window) -> bool:
    """The edge is stated in the window's sentence.

    A parser sentence may run on past the window's (a statute's section number and heading
    glued to the sentence before), and a main verb's edge spans all of it: where the edge
    names a subject, an object or an argument inside its span, its clause stands where that
    word does (:func:`~lexaudit.extract.claims.named_anchor`); otherwise its span need only
    overlap the window.
    """
    anchor = named_anchor(edge)
    if anchor is not None:
        return window.start <= anchor < window.end
    return edge.span.start < window.end and window.start < edge.span.end


def _addressed(topic: str, windows: Sequence[Window]) -> bool:
    """Some passage's sentence holds most of the words of ``topic`` (its ``own_words``)."""
    words = set(content_words(topic))
    if not words:
        return True
    return any(len(words & w.own_words) / len(words) >= _ABSENCE_COVERED for w in windows)


def _premise_states(evidence: Evidence, entity: Entity) -> bool:
    """The question states this value ("an offence carrying seven years"): its premise."""
    return evidence.premise is not None and evidence.premise.matches(entity)


def _recorded_date(claim: Claim, entity: Entity, evidence: Evidence) -> bool:
    """A date the authority record gives an act the claim names or the sources are of.

    "The BNS took over from the IPC on 1 July 2024": the day the shipped core pack records as
    the old code's repeal and the new one's commencement (``authority.temporal.recorded_dates``)
    is stated by the record, though no excerpt prints it. The claim must name an act; the
    verifier's own authority store, when one is given, is not consulted here.
    """
    if entity.type is not EntityType.DATE:
        return False
    from lexaudit.authority.checks import chunk_acts, core_store
    from lexaudit.authority.temporal import recorded_dates

    acts = chunk_acts(evidence.chunks).values()
    return entity.value in recorded_dates(claim.text, acts, core_store())


def _by_own_words(claim: Claim, windows: Sequence[Window]) -> list[Window]:
    """The windows, the one whose own sentence holds most of the claim's words first."""
    words = set(content_words(claim.text))
    return sorted(windows, key=lambda w: -len(words & w.own_words))


def _canonical(rel: Relation, evidence: Evidence) -> Relation:
    from dataclasses import replace

    return replace(
        rel,
        subject=evidence.relation_key(rel.subject),
        object=evidence.relation_key(rel.object),
        arguments=tuple(replace(a, value=evidence.relation_key(a.value)) for a in rel.arguments),
        joined=tuple(evidence.relation_key(k) for k in rel.joined),
    )


def _dedupe(conflicts: list[Conflict]) -> list[Conflict]:
    seen: set[tuple[str, str, str]] = set()
    out: list[Conflict] = []
    for c in conflicts:
        key = (c.field, c.claim_value, c.evidence_value)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out
