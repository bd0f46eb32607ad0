"""A confidence score for a verified answer: six weighted factors read from its ``Report``.

The factors and default weights are the five-layer defence seed's. Each factor is in [0, 1]
and is computed only from what a :class:`~lexaudit.types.Report` holds:

* **retrieval relevance** (0.25): the mean judge score (``ClaimVerdict.score``) of the
  verifiable claims, counting a claim with no evidence span as 0 — how well the retrieved
  passages match what the answer says. 0 when there is no verifiable claim.
* **citation verification** (0.20): the share of the answer's cited authorities with no
  citation finding (``fabricated_citation``, ``repealed_law``, ``misattributed_citation``,
  ``suspect_citation``, ``unknown_authority``, ``orphan_citation``). Authorities are the distinct
  canonical keys of :func:`~lexaudit.extract.citations.find_citations` (a short form, ``Id.``
  or ``supra`` counts with the authority it resolves to; a finding on any mention marks the
  authority) plus the distinct numbers of inline markers (``[2]``), a marker number being
  unverified when it is out of range or a finding covers its marker. 1.0 when nothing is cited.
* **source authority** (0.20): whether what the answer rests on is a real authority. Over the
  same cited authorities: the share that resolve — a legal citation is in the evidence bundle
  or the authority store (no ``fabricated_citation``, ``unknown_authority`` or
  ``suspect_citation`` finding), a marker number points to a retrieved chunk. A repealed or
  misattributed citation still names a real authority, so it lowers citation verification and
  recency, not this factor. When nothing is cited: the share of verifiable claims whose best
  evidence is a chunk of the bundle; 0.5 when there is no verifiable claim either.
* **chunk agreement** (0.15): the share of verifiable claims the sources do not contradict
  (verdict not ``CONTRADICTED``); 0.5 when there is no verifiable claim (nothing to agree on).
* **source recency** (0.10): 0.0 when a ``repealed_law`` finding exists (the answer states
  superseded law as current) or a ``not_yet_in_force`` one (law cited before it applied).
  Otherwise, when chunks carry ISO dates in ``Chunk.doc_rev``
  (``2024-07-01``, or a timestamp starting with one), the share of those dated chunks — the
  ones used as evidence when any are — revised on or before ``as_of`` and at most
  :data:`STALE_AFTER_YEARS` years before it. 1.0 when no chunk is dated.
* **query specificity** (0.10): 0.5 when there is no query. Otherwise 0.6 x min(1, content
  words / 8) + 0.4 x min(1, anchors / 3), where content words are words of three or more
  letters (or numbers) not in a small stop list, and anchors are names and legal identifiers:
  capitalised words not opening the query, numbers, and citations.

The score is the weighted sum; the level is ``High`` at 0.8 or more, ``Medium`` at 0.6 or
more, else ``Low``, read from the score rounded to two places so the level agrees with the
figure shown.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from datetime import date

from lexaudit.authority.markers import find_markers
from lexaudit.errors import ConfigError
from lexaudit.extract.citations import find_citations
from lexaudit.types import (
    Action,
    ClaimVerdict,
    Finding,
    FindingSubtype,
    Report,
    Span,
    Verdict,
)

__all__ = [
    "CITATION_FINDINGS",
    "STALE_AFTER_YEARS",
    "Confidence",
    "ConfidenceWeights",
    "confidence",
    "prepend_warning",
]

CITATION_FINDINGS = frozenset(
    {
        FindingSubtype.FABRICATED_CITATION,
        FindingSubtype.REPEALED_LAW,
        FindingSubtype.NOT_YET_IN_FORCE,
        FindingSubtype.MISATTRIBUTED_CITATION,
        FindingSubtype.SUSPECT_CITATION,
        FindingSubtype.UNKNOWN_AUTHORITY,
        FindingSubtype.ORPHAN_CITATION,
    }
)
"""Finding subtypes that make a citation unverified."""

_UNRESOLVED = frozenset(
    {
        FindingSubtype.FABRICATED_CITATION,
        FindingSubtype.UNKNOWN_AUTHORITY,
        FindingSubtype.SUSPECT_CITATION,
        FindingSubtype.ORPHAN_CITATION,
    }
)
STALE_AFTER_YEARS = 10
"""A dated source revised longer ago than this before ``as_of`` counts as stale."""

HIGH = 0.8
MEDIUM = 0.6

_LABELS = {
    "retrieval_relevance": "retrieval relevance",
    "citation_verification_rate": "citation verification",
    "source_authority": "source authority",
    "chunk_agreement": "chunk agreement",
    "source_recency": "source recency",
    "query_specificity": "query specificity",
}
_STOPWORDS = frozenset(
    re.split(
        r"\s+",
        "the and for are was were what which who whom whose when where why how does did can "
        "could would should shall will may might must this that these those there their they "
        "them with from into about under over any all some much many more most other than then "
        "also just only very not nor but its it's has have had been being you your our his her "
        "she him",
    )
)
_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*|\d[\d,.]*")
_ISO_DATE_RE = re.compile(r"^\s*(\d{4}-\d{2}-\d{2})")


@dataclass(frozen=True, slots=True)
class ConfidenceWeights:
    """Weights of the six confidence factors; they must be non-negative and sum to 1."""

    retrieval_relevance: float = 0.25
    citation_verification_rate: float = 0.20
    source_authority: float = 0.20
    chunk_agreement: float = 0.15
    source_recency: float = 0.10
    query_specificity: float = 0.10

    def __post_init__(self) -> None:
        """Reject negative, non-finite or non-normalised weights."""
        values = self.as_dict()
        bad = [f"{k}={v!r}" for k, v in values.items() if not math.isfinite(v) or v < 0]
        if bad:
            raise ConfigError(
                f"confidence weights must be finite and non-negative; got {', '.join(bad)}"
            )
        total = math.fsum(values.values())
        if not math.isclose(total, 1.0, abs_tol=1e-6):
            listed = ", ".join(f"{k}={v:g}" for k, v in values.items())
            raise ConfigError(
                f"confidence weights must sum to 1, but {listed} sum to {total:g}; "
                "scale them so they add up to 1"
            )

    def as_dict(self) -> dict[str, float]:
        """The weights by factor name, in display order."""
        return {f.name: float(getattr(self, f.name)) for f in fields(self)}


@dataclass(frozen=True, slots=True)
class Confidence:
    """The confidence in one verified answer."""

    score: float
    level: str  # "High", "Medium" or "Low"
    factors: dict[str, float] = field(default_factory=dict)  # factor name -> value in [0, 1]
    explanation: str = ""  # how each factor was computed for this answer

    def describe(self) -> str:
        """One line: ``Confidence: High (0.87) — based on retrieval relevance 0.92, ...``."""
        listed = ", ".join(f"{_LABELS.get(k, k)} {v:.2f}" for k, v in self.factors.items())
        return f"Confidence: {self.level} ({self.score:.2f}) \u2014 based on {listed}"


def level_of(score: float) -> str:
    """``High`` (>= 0.8), ``Medium`` (>= 0.6) or ``Low``, on the score as displayed."""
    shown = round(score, 2)
    if shown >= HIGH:
        return "High"
    if shown >= MEDIUM:
        return "Medium"
    return "Low"


def _overlaps(a: Span, b: Span) -> bool:
    return a.start < b.end and b.start < a.end or a == b


def _verifiable(report: Report) -> list[ClaimVerdict]:
    return [cv for cv in report.claims if cv.verdict is not Verdict.NOT_CHECKED]


def _retrieval_relevance(verifiable: list[ClaimVerdict]) -> tuple[float, str]:
    if not verifiable:
        return 0.0, "no verifiable claim to match against the sources"
    scores = [min(1.0, max(0.0, cv.score)) if cv.evidence else 0.0 for cv in verifiable]
    without = sum(1 for cv in verifiable if not cv.evidence)
    note = f"mean judge score of {len(verifiable)} verifiable claim(s)"
    if without:
        note += f", {without} with no evidence"
    return sum(scores) / len(scores), note


@dataclass(frozen=True, slots=True)
class _Cited:
    """One cited authority (a canonical key or a marker number) and its mentions' spans."""

    name: str
    spans: tuple[Span, ...]
    out_of_range: bool = False


def _cited(report: Report) -> list[_Cited]:
    by_key: dict[str, list[Span]] = {}
    names: dict[str, str] = {}
    for cite in find_citations(report.answer):
        by_key.setdefault(cite.canonical, []).append(cite.span)
        names.setdefault(cite.canonical, cite.surface)
    out = [_Cited(names[k], tuple(v)) for k, v in by_key.items()]
    by_number: dict[int, list[Span]] = {}
    for marker in find_markers(report.answer):
        for number in marker.numbers:
            by_number.setdefault(number, []).append(marker.span)
    n = len(report.chunks)
    out.extend(
        _Cited(f"[{k}]", tuple(v), out_of_range=not 1 <= k <= n) for k, v in by_number.items()
    )
    return out


def _flagged(
    cited: _Cited, findings: Iterable[Finding], subtypes: frozenset[FindingSubtype]
) -> bool:
    if cited.out_of_range and FindingSubtype.ORPHAN_CITATION in subtypes:
        return True
    return any(
        f.subtype in subtypes
        and f.answer_span is not None
        and any(_overlaps(f.answer_span, s) for s in cited.spans)
        for f in findings
    )


def _citation_factors(
    report: Report, verifiable: list[ClaimVerdict]
) -> tuple[float, str, float, str]:
    cited = _cited(report)
    if not cited:
        if not verifiable:
            authority, why = 0.5, "nothing cited and no verifiable claim"
        else:
            ids = {c.chunk_id for c in report.chunks}
            grounded = sum(1 for cv in verifiable if cv.evidence and cv.evidence[0].chunk_id in ids)
            authority = grounded / len(verifiable)
            why = (
                f"nothing cited; {grounded} of {len(verifiable)} verifiable claim(s) rest on "
                "the evidence bundle"
            )
        return 1.0, "nothing cited", authority, why
    findings = report.findings
    unverified = [c.name for c in cited if _flagged(c, findings, CITATION_FINDINGS)]
    unresolved = [c.name for c in cited if _flagged(c, findings, _UNRESOLVED)]
    n = len(cited)
    verified_note = (
        f"{n - len(unverified)} of {n} cited authorit{'y' if n == 1 else 'ies'} verified"
    )
    if unverified:
        verified_note += " (not: " + ", ".join(unverified) + ")"
    authority_note = f"{n - len(unresolved)} of {n} found in the sources or the authority store"
    if unresolved:
        authority_note += " (not: " + ", ".join(unresolved) + ")"
    return (n - len(unverified)) / n, verified_note, (n - len(unresolved)) / n, authority_note


def _chunk_agreement(verifiable: list[ClaimVerdict]) -> tuple[float, str]:
    if not verifiable:
        return 0.5, "no verifiable claim"
    contradicted = sum(1 for cv in verifiable if cv.verdict is Verdict.CONTRADICTED)
    return (
        1 - contradicted / len(verifiable),
        f"{contradicted} of {len(verifiable)} verifiable claim(s) contradicted",
    )


def _revision_date(rev: str | None) -> date | None:
    if not rev:
        return None
    m = _ISO_DATE_RE.match(rev)
    if m is None:
        return None
    try:
        return date.fromisoformat(m.group(1))
    except ValueError:
        return None


def _source_recency(
    report: Report, verifiable: list[ClaimVerdict], as_of: date
) -> tuple[float, str]:
    repealed = [f for f in report.findings if f.subtype is FindingSubtype.REPEALED_LAW]
    if repealed:
        return 0.0, f"{len(repealed)} repealed provision(s) cited as current law"
    early = [f for f in report.findings if f.subtype is FindingSubtype.NOT_YET_IN_FORCE]
    if early:
        return 0.0, f"{len(early)} provision(s) cited before they came into force"
    used = {e.chunk_id for cv in verifiable for e in cv.evidence[:1]}
    dated = [(c, _revision_date(c.doc_rev)) for c in report.chunks]
    dated = [(c, d) for c, d in dated if d is not None]
    if any(c.chunk_id in used for c, _ in dated):
        dated = [(c, d) for c, d in dated if c.chunk_id in used]
    if not dated:
        return 1.0, "no repealed law cited; sources undated"
    oldest = date(max(1, as_of.year - STALE_AFTER_YEARS), as_of.month, min(as_of.day, 28))
    current = sum(1 for _, d in dated if d is not None and oldest <= d <= as_of)
    return current / len(dated), (
        f"{current} of {len(dated)} dated source(s) revised within {STALE_AFTER_YEARS} years "
        f"before {as_of.isoformat()}"
    )


def query_specificity(query: str | None) -> float:
    """How specific a query is, in [0, 1]; 0.5 when there is no query.

    >>> query_specificity(None)
    0.5
    >>> query_specificity("What about it?")
    0.0
    >>> query_specificity("Is Section 302 IPC still in force after 1 July 2024?")
    1.0
    """
    if query is None or not query.strip():
        return 0.5
    words = _WORD_RE.findall(query)
    content = [w for w in words if (len(w) >= 3 or w[0].isdigit()) and w.lower() not in _STOPWORDS]
    anchors = {w for i, w in enumerate(words) if w[0].isdigit() or (i > 0 and w[0].isupper())}
    anchors |= {c.surface for c in find_citations(query)}
    value = 0.6 * min(1.0, len(content) / 8) + 0.4 * min(1.0, len(anchors) / 3)
    return round(value, 4)


def confidence(
    report: Report,
    weights: ConfidenceWeights | None = None,
    as_of: date | None = None,
) -> Confidence:
    """The confidence in a verified answer (see the module docstring for each factor).

    Args:
        report: the verifier's report on the answer.
        weights: the factor weights (default: the five-layer defence seed's).
        as_of: the date source recency is judged at (default: the report's ``as_of``).

    Returns:
        The score, its level, the six factors and how each was computed.
    """
    weights = weights or ConfidenceWeights()
    when = as_of or _revision_date(report.as_of) or date.today()
    verifiable = _verifiable(report)
    relevance, relevance_note = _retrieval_relevance(verifiable)
    verified, verified_note, authority, authority_note = _citation_factors(report, verifiable)
    agreement, agreement_note = _chunk_agreement(verifiable)
    recency, recency_note = _source_recency(report, verifiable, when)
    specificity = query_specificity(report.query)
    specificity_note = "no query" if report.query is None else f"query {report.query!r}"
    factors = {
        "retrieval_relevance": relevance,
        "citation_verification_rate": verified,
        "source_authority": authority,
        "chunk_agreement": agreement,
        "source_recency": recency,
        "query_specificity": specificity,
    }
    notes = {
        "retrieval_relevance": relevance_note,
        "citation_verification_rate": verified_note,
        "source_authority": authority_note,
        "chunk_agreement": agreement_note,
        "source_recency": recency_note,
        "query_specificity": specificity_note,
    }
    w = weights.as_dict()
    score = min(1.0, max(0.0, math.fsum(w[k] * v for k, v in factors.items())))
    explanation = "; ".join(
        f"{_LABELS[k]} {factors[k]:.2f} x {w[k]:g}: {notes[k]}" for k in factors
    )
    return Confidence(score, level_of(score), factors, explanation)


def prepend_warning(text: str, conf: Confidence, threshold: float = MEDIUM) -> str:
    """Start ``text`` with a low-confidence warning when the score is below ``threshold``.

    >>> low = Confidence(0.52, "Low", {"retrieval_relevance": 0.4})
    >>> print(prepend_warning("Rent is due.", low))  # doctest: +NORMALIZE_WHITESPACE
    Warning: low confidence (0.52) \u2014 based on retrieval relevance 0.40;
    verify before relying on it.
    <BLANKLINE>
    Rent is due.
    >>> prepend_warning("Rent is due.", Confidence(0.61, "Medium"))
    'Rent is due.'
    """
    if round(conf.score, 2) >= threshold:
        return text
    listed = ", ".join(f"{_LABELS.get(k, k)} {v:.2f}" for k, v in _weakest(conf.factors))
    basis = f" \u2014 based on {listed};" if listed else " \u2014"
    line = f"Warning: low confidence ({conf.score:.2f}){basis} verify before relying on it."
    return f"{line}\n\n{text}" if text else line


def _weakest(factors: dict[str, float], limit: int = 3) -> list[tuple[str, float]]:
    """The factors that cost the most (default weight x shortfall), worst first."""
    weights = ConfidenceWeights().as_dict()
    low = [(k, v) for k, v in factors.items() if v < 1.0]
    return sorted(low, key=lambda kv: -weights.get(kv[0], 0.0) * (1 - kv[1]))[:limit]


def with_confidence_warning(report: Report, as_of: date) -> Report:
    """The report with a low-confidence warning atop the delivered text (not on a refusal)."""
    if report.decision.action is Action.BLOCK or report.decision.delivered_text is None:
        return report
    conf = confidence(report, as_of=as_of)
    text = prepend_warning(report.decision.delivered_text, conf)
    if text == report.decision.delivered_text:
        return report
    return dataclasses.replace(
        report, decision=dataclasses.replace(report.decision, delivered_text=text)
    )
