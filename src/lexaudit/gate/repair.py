"""The REPAIR policy's offline reconstruction: the answer corrected from its own sources.

``SourceRepairer`` rebuilds an answer from its report, without a model:

- a contradicted value (amount, date, period, percentage, number, place) is replaced by the
  value the source states in the same slot, the conflict's evidence span ("60 days" ->
  "ninety (90) days", "Delaware" -> "New York");
- a party name the sources never use, standing where the source names another party, is
  replaced by that party's name; two parties that trade places ("A pays B" where the source
  says B pays A) are swapped back;
- a provision cited as law in force although it was repealed on or before the answer's date
  is replaced by its one corresponding provision in the authority store ("Section 302 IPC" ->
  "Section 103 BNS" on or after 2024-07-01);
- a sentence holding an unsupported claim, or a contradiction none of the rules above can
  correct (a flipped negation, a changed modality), is removed.

Each change is a ``Repair`` and is marked in the delivered text ("ninety (90) days
[corrected: the answer said 60 days]"). The verifier verifies the repaired text again (without
the marks) and delivers it only when that verification is clean; see
``lexaudit.verifier.Verifier.verify``.

A model rewrite plugs in as another ``Repairer``: it receives the report and returns a
``RepairedAnswer``; the verifier checks it the same way before anything is delivered.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from lexaudit.align.graph import NAME_TYPES
from lexaudit.authority.model import AuthorityState
from lexaudit.extract.citations import find_citations
from lexaudit.extract.citations.canonical import display_key
from lexaudit.extract.entities import place_short_form
from lexaudit.gate.policies import sentence_bounds
from lexaudit.types import (
    Action,
    ClaimVerdict,
    Conflict,
    Decision,
    EvidenceSpan,
    FindingSubtype,
    Label,
    Repair,
    Report,
    Severity,
    Span,
    Verdict,
)

#: conflict fields whose evidence span is the source's value for the claim's slot
VALUE_FIELDS = frozenset(
    {"amount", "date", "duration", "percentage", "number", "jurisdiction", "section"}
)
#: an evidence span longer than this is a passage, not a value
_MAX_VALUE_CHARS = 80


@dataclass(frozen=True, slots=True)
class RepairedAnswer:
    """A repaired answer: the text to verify again, the text to deliver and the changes."""

    text: str  # the repaired answer without marks (what is verified again)
    marked: str  # the repaired answer with every change marked (what is delivered)
    repairs: tuple[Repair, ...]


class Repairer(Protocol):
    """Builds a repaired answer from a verification report (offline rules, or a model)."""

    def repair(self, report: Report) -> RepairedAnswer:
        """Return the repaired answer for ``report`` (no repairs when nothing can be fixed)."""
        ...


class SourceRepairer:
    """Repairs an answer offline from its report: source values, parties, in-force law."""

    def __init__(self, authority_store: Any = None) -> None:
        """Use ``authority_store`` for in-force successors (default: the shipped core store)."""
        self.authority_store = authority_store

    def _store(self) -> Any:
        if self.authority_store is not None:
            return self.authority_store
        from lexaudit.authority.checks import core_store

        return core_store()

    def repair(self, report: Report) -> RepairedAnswer:
        """Return the answer with contradicted values corrected and unsupported text removed."""
        answer = report.answer
        removals: list[tuple[int, int, Repair]] = []
        edits: list[Repair] = []
        for cv in report.claims:
            if cv.verdict is Verdict.UNSUPPORTED:
                removals.append(_removal(answer, cv, "unsupported_removed"))
            elif cv.verdict is Verdict.CONTRADICTED:
                fixed = [_conflict_repair(answer, cv, c) for c in cv.conflicts]
                if fixed and all(r is not None for r in fixed):
                    edits.extend(r for r in fixed if r is not None)
                else:
                    removals.append(_removal(answer, cv, "contradiction_removed"))
        edits.extend(self._successors(report))
        return _apply(answer, removals, edits)

    def _successors(self, report: Report) -> list[Repair]:
        """Repealed provisions cited as current law, replaced by their one successor."""
        spans = [
            f.answer_span
            for f in report.findings
            if f.subtype is FindingSubtype.REPEALED_LAW and f.answer_span is not None
        ]
        if not spans:
            return []
        as_of = dt.date.fromisoformat(report.as_of)
        store = self._store()
        out: list[Repair] = []
        for cite in find_citations(report.answer):
            if not any(s.start == cite.span.start and s.end == cite.span.end for s in spans):
                continue
            status = store.status(cite.canonical, as_of)
            if status.state is not AuthorityState.REPEALED or len(status.corresponding_ids) != 1:
                continue
            new = display_key(status.corresponding_ids[0])
            old = report.answer[cite.span.start : cite.span.end]
            out.append(
                Repair(
                    "in_force_successor",
                    cite.span,
                    old,
                    new,
                    None,
                    f"[corrected: the answer cited {old}, repealed on {status.repealed_on}]",
                )
            )
        return out


def _removal(answer: str, cv: ClaimVerdict, rule: str) -> tuple[int, int, Repair]:
    start, end = sentence_bounds(answer, cv.claim.span.start, cv.claim.span.end)
    what = "contradict" if rule == "contradiction_removed" else "do not support"
    evidence = cv.evidence[0] if cv.evidence else None
    repair = Repair(
        rule,
        Span(start, end),
        answer[start:end].strip(),
        "",
        evidence,
        f"[removed: a statement the sources {what}]",
    )
    return start, end, repair


def _conflict_repair(answer: str, cv: ClaimVerdict, conflict: Conflict) -> Repair | None:
    """The repair of one conflict, or None when no rule can correct it."""
    span, ev = conflict.claim_span, conflict.evidence_span
    if span is None or ev is None or span == cv.claim.span:
        return None
    original = answer[span.start : span.end]
    if conflict.field == "role":
        return _swap_parties(answer, cv, span, ev)
    if len(ev.text) > _MAX_VALUE_CHARS or not ev.text.strip():
        return None
    if conflict.field in VALUE_FIELDS:
        value = ev.text.strip()
        if conflict.field == "jurisdiction" and not original.lower().startswith("the "):
            # "the State of New York" stands in an answer as "New York" ("New York law")
            value = place_short_form(value) or value
        return Repair(
            "value_from_source",
            span,
            original,
            value,
            ev,
            f"[corrected: the answer said {original}]",
        )
    if conflict.field == "party":
        return Repair(
            "party_from_source",
            span,
            original,
            ev.text.strip(),
            ev,
            f"[corrected: the answer named {original}]",
        )
    return None


def _swap_parties(answer: str, cv: ClaimVerdict, subject: Span, ev: EvidenceSpan) -> Repair | None:
    """Swap the claim's subject with the one other party it names ("A pays B" -> "B pays A")."""
    names = [e for e in cv.claim.entities if e.type in NAME_TYPES]
    first = [e for e in names if e.span.start <= subject.start < e.span.end]
    others = [e for e in names if e not in first and e.value not in {f.value for f in first}]
    if len(first) != 1 or len({e.value for e in others}) != 1:
        return None
    a, b = sorted((first[0], others[0]), key=lambda e: e.span.start)
    if b.span.start < a.span.end:
        return None
    original = answer[a.span.start : b.span.end]
    middle = answer[a.span.end : b.span.start]
    return Repair(
        "role_swap",
        Span(a.span.start, b.span.end),
        original,
        f"{b.text}{middle}{a.text}",
        ev,
        "[corrected: the answer had the parties the other way round]",
    )


def _apply(
    answer: str, removals: Sequence[tuple[int, int, Repair]], edits: Sequence[Repair]
) -> RepairedAnswer:
    """Apply the removals and the edits outside them, right to left, plain and marked."""
    cuts: list[tuple[int, int, Repair]] = []
    for start, end, repair in sorted(removals, key=lambda r: (r[0], -r[1])):
        if cuts and start < cuts[-1][1]:
            continue  # the same sentence (or one inside it) is already removed
        cuts.append((start, end, repair))
    kept: list[Repair] = []
    for edit in sorted(edits, key=lambda r: r.original_span.start):
        s = edit.original_span
        inside = any(a < s.end and s.start < b for a, b, _ in cuts)
        overlaps = any(
            k.original_span.start < s.end and s.start < k.original_span.end for k in kept
        )
        if not inside and not overlaps:
            kept.append(edit)
    # (start, end in the plain text, end in the marked text, plain text, marked text, repair)
    changes: list[tuple[int, int, int, str, str, Repair]] = [
        (a, b, b, "", f" {r.note}", r) for a, b, r in cuts
    ]
    for r in kept:
        start, end = r.original_span.start, r.original_span.end
        # the mark goes after a possessive ("ninety (90) days' [corrected: ...] notice")
        tail = answer[end : end + 1] if answer[end : end + 1] in ("'", "\u2019") else ""
        mark = f"{r.replacement}{tail} {r.note}"
        changes.append((start, end, end + len(tail), r.replacement, mark, r))
    plain, marked = answer, answer
    for start, end, marked_end, new, mark, _ in sorted(changes, key=lambda c: -c[0]):
        plain = plain[:start] + new + plain[end:]
        marked = marked[:start] + mark + marked[marked_end:]
    repairs = tuple(c[5] for c in sorted(changes, key=lambda c: c[0]))
    return RepairedAnswer(_tidy(plain), _tidy(marked), repairs)


def _tidy(text: str) -> str:
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip()


def deliver_repair(report: Report, repairer: Repairer, reverify: Callable[[str], Report]) -> Report:
    """The report under REPAIR: the repaired answer if it verifies clean, else the fallback.

    ``report`` carries the fallback decision (the answer hedged, or escalated when it cannot
    be judged). The repaired text is verified again with ``reverify``; it is delivered, marked,
    only when that verification is clean with no critical finding. Otherwise the fallback
    stands and its reasons say why the repair was not delivered; a repair that removes every
    statement blocks the answer.
    """
    if report.decision.action is Action.DELIVER:
        return report
    fallback = report.decision
    repaired = repairer.repair(report)
    if not repaired.repairs:
        return _with_decision(report, fallback, "not repaired: no change the sources support")
    if not repaired.text.strip():
        blocked = Decision(
            Action.BLOCK,
            fallback.policy,
            "This answer was withheld: none of its statements is supported by its sources.",
            fallback.reasons,
        )
        return _with_decision(report, blocked, "not repaired: every statement was removed")
    again = reverify(repaired.text)
    critical = any(f.severity is Severity.CRITICAL for f in again.findings)
    if again.label is not Label.CLEAN or critical:
        why = next(iter(again.decision.reasons), again.label.value)
        return _with_decision(
            report,
            fallback,
            f"not repaired: the repaired answer verifies as {again.label.value} ({why})",
        )
    n = len(repaired.repairs)
    decision = Decision(
        Action.REPAIR,
        fallback.policy,
        repaired.marked,
        (
            f"repaired: {n} {'change' if n == 1 else 'changes'} from the sources; the repaired "
            "answer verifies clean",
            *fallback.reasons,
        ),
    )
    return dataclasses.replace(report, decision=decision, repairs=repaired.repairs)


def _with_decision(report: Report, decision: Decision, reason: str) -> Report:
    decision = dataclasses.replace(decision, reasons=(reason, *decision.reasons))
    return dataclasses.replace(report, decision=decision)
