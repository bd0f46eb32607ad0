"""Gating profiles: what the user is shown, decided per tenant policy.

- STRICT_BLOCK: anything but a clean answer is refused, with the reasons.
- STRIP_UNSUPPORTED: sentences with unsupported or contradicted claims are removed (with their
  citation markers; no orphan markers or reference lines are left) and a note says so.
- HEDGE: borderline claims are marked in place; contradicted ones are marked and warned about.
- HITL_ESCALATE: anything but a clean answer is held for a human reviewer.
- AUDIT_ONLY: the answer is delivered unchanged but, when not clean, with a warning banner.
- REPAIR: contradicted values are replaced by the source's, repealed provisions by their
  in-force successor and unsupported sentences removed, every change marked
  (``lexaudit.gate.repair``); the repaired answer is verified again and delivered only when
  clean, else the answer is hedged as under HEDGE (``decide`` returns that fallback; the
  verifier tries the repair).

An answer lexaudit cannot judge (no verifiable claim, no source, an authority it does not know)
is escalated under every profile except AUDIT_ONLY, which delivers it with a warning; a
borderline answer is hedged under HEDGE; a contradiction is never delivered silently.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.authority.markers import drop_unused_references
from lexaudit.errors import UnknownPolicyError
from lexaudit.text.quotes import source_words
from lexaudit.types import (
    Action,
    ClaimVerdict,
    Decision,
    Finding,
    FindingSubtype,
    Label,
    Severity,
    Verdict,
)

POLICY_NAMES = (
    "STRICT_BLOCK",
    "STRIP_UNSUPPORTED",
    "HEDGE",
    "HITL_ESCALATE",
    "AUDIT_ONLY",
    "REPAIR",
)
DEFAULT_POLICY = "HEDGE"
#: The longest quote of the source in a hedged answer's note.
HEDGE_QUOTE_CHARS = 80

# a sentence end with the markers after it ("... notice. [1][2]"), never past the line end
_SENTENCE_END = re.compile(r"[.!?](?:[ \t]*\[\d{1,3}(?:\s*[,;\-\u2013]\s*\d{1,3})*\])*")


def check_policy(name: str) -> str:
    """Return the canonical policy name or raise with the valid options."""
    if not isinstance(name, str):
        raise UnknownPolicyError(
            f"policy is {type(name).__name__}; expected a policy name as a string, one of: "
            f"{', '.join(POLICY_NAMES)}"
        )
    canonical = name.strip().upper().replace("-", "_")
    if canonical not in POLICY_NAMES:
        raise UnknownPolicyError(
            f"unknown policy {name!r}; choose one of: {', '.join(POLICY_NAMES)}"
        )
    return canonical


_SEVERITY_RANK = {Severity.CRITICAL: 0, Severity.MODERATE: 1, Severity.MINOR: 2, Severity.INFO: 3}
# where the sentence before a claim ends: its closing punctuation, markers, then space
_PREVIOUS_END = re.compile(r"(?:[.!?](?:[ \t]*\[\d{1,3}(?:\s*[,;\-\u2013]\s*\d{1,3})*\])*\s+|\n)")
# findings that mean lexaudit could not judge the answer at all (not merely borderline)
_CANNOT_JUDGE = frozenset(
    {FindingSubtype.NO_CLAIMS, FindingSubtype.NO_SOURCES, FindingSubtype.UNKNOWN_AUTHORITY}
)


def _reasons(findings: Sequence[Finding], limit: int = 5) -> tuple[str, ...]:
    ordered = sorted(findings, key=lambda f: _SEVERITY_RANK[f.severity])
    return tuple(f.content for f in ordered[:limit])


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Extend a claim span to its whole sentence, including trailing citation markers."""
    left = 0
    for previous in _PREVIOUS_END.finditer(text, 0, start):
        left = previous.end()
    # the space between the sentences goes with the removed one
    while left > 0 and text[left - 1] in " \t":
        left -= 1
    # a sentence end inside the claim span is not the end of the claim's sentence, but a
    # span that ends on its own full stop ("... Delaware law.") ends there: searching past
    # it would take the next sentence too
    m = _SENTENCE_END.search(text, max(start, end - 1))
    right = m.end() if m else len(text)
    return left, right


def strip_unsupported(answer: str, verdicts: Sequence[ClaimVerdict]) -> tuple[str, int]:
    """Remove every sentence holding an unsupported or contradicted claim.

    Returns the stripped text and the number of sentences removed. Citation markers inside
    the removed sentences go with them, and a reference line (``[2] Lease, clause 4``) whose
    marker is no longer used anywhere is removed too, so no orphan markers remain.
    """
    bad = [
        cv.claim.span
        for cv in verdicts
        if cv.verdict in (Verdict.UNSUPPORTED, Verdict.CONTRADICTED)
    ]
    cuts = sorted({sentence_bounds(answer, s.start, s.end) for s in bad})
    # one cut per removed sentence; adjacent sentences merge below into one stretch of text,
    # so the count is taken here (a cut inside another one is the same sentence)
    removed = sum(
        1 for a, b in cuts if not any(c <= a and b <= d and (c, d) != (a, b) for c, d in cuts)
    )
    merged: list[tuple[int, int]] = []
    for a, b in cuts:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    pieces, pos = [], 0
    for a, b in merged:
        pieces.append(answer[pos:a])
        pos = b
    pieces.append(answer[pos:])
    text = "".join(pieces)
    text = drop_unused_references(text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\n{3,}", "\n\n", text).strip()
    return text, removed


def hedge(answer: str, verdicts: Sequence[ClaimVerdict]) -> str:
    """Mark borderline claims ``[unverified]`` and contradicted ones ``[contradicted by ...]``."""
    marks: list[tuple[int, str]] = []
    for cv in verdicts:
        if cv.verdict is Verdict.CONTRADICTED:
            # the source's own words (the evidence span), never the judge's normalised form
            said = next(
                (w for c in cv.conflicts if (w := source_words(c, HEDGE_QUOTE_CHARS))), None
            )
            note = (
                f" [contradicted by the source: it says '{said}']"
                if said
                else " [contradicted by the source]"
            )
            marks.append((cv.claim.span.end, note))
        elif cv.verdict in (Verdict.UNSUPPORTED, Verdict.PARTIAL):
            marks.append((cv.claim.span.end, " [unverified]"))
    text = answer
    for pos, note in sorted(marks, reverse=True):
        text = text[:pos] + note + text[pos:]
    return text


_TEMPORAL_SUBTYPES = frozenset({FindingSubtype.REPEALED_LAW, FindingSubtype.NOT_YET_IN_FORCE})


def decide(
    policy: str,
    answer: str,
    label: Label,
    verdicts: Sequence[ClaimVerdict],
    findings: Sequence[Finding],
) -> Decision:
    """Apply a gating profile and return the decision with the delivered text."""
    policy = check_policy(policy)
    reasons = _reasons(findings)
    critical = any(f.severity is Severity.CRITICAL for f in findings)
    if label is Label.CLEAN and not critical:
        return Decision(Action.DELIVER, policy, answer, ("all verifiable claims are supported",))
    warning = (
        "Warning: this answer contradicts its sources or cites law that cannot be verified; "
        "check the flagged statements before relying on it."
        if critical
        else "Warning: parts of this answer could not be verified against its sources."
    )
    repealed = [f.content for f in findings if f.subtype in _TEMPORAL_SUBTYPES]
    if repealed:
        warning = "Warning: " + " ".join(repealed) + "\n" + warning
    if policy == "AUDIT_ONLY":
        return Decision(Action.DELIVER, policy, f"{warning}\n\n{answer}", reasons)
    cannot_judge = any(f.subtype in _CANNOT_JUDGE for f in findings)
    if label is Label.UNCERTAIN and not critical:
        if policy in ("HEDGE", "REPAIR") and not cannot_judge:
            return Decision(
                Action.HEDGE, policy, f"{warning}\n\n{hedge(answer, verdicts)}", reasons
            )
        return Decision(
            Action.ESCALATE,
            policy,
            None,
            ("lexaudit could not verify this answer; held for human review", *reasons),
        )
    if policy == "STRICT_BLOCK":
        return Decision(
            Action.BLOCK,
            policy,
            "This answer was withheld because it is not supported by its sources: "
            + "; ".join(reasons),
            reasons,
        )
    if policy == "HITL_ESCALATE":
        return Decision(Action.ESCALATE, policy, None, ("held for human review", *reasons))
    if policy == "STRIP_UNSUPPORTED":
        text, removed = strip_unsupported(answer, verdicts)
        if not text.strip():
            return Decision(
                Action.BLOCK,
                policy,
                "This answer was withheld: none of its statements is supported by its sources.",
                reasons,
            )
        statements = "statement" if removed == 1 else "statements"
        note = f"[{removed} {statements} removed: not supported by the sources.]"
        delivered = f"{text}\n\n{note}" if removed else f"{warning}\n\n{text}"
        return Decision(Action.STRIP, policy, delivered, reasons)
    return Decision(Action.HEDGE, policy, f"{warning}\n\n{hedge(answer, verdicts)}", reasons)
