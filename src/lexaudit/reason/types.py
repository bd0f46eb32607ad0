"""Frozen results of the three agents: what was retrieved, audited and decided, and why."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from lexaudit.reason.data import Sentence


class Route(StrEnum):
    """How the Researcher found a piece of evidence."""

    SEMANTIC = "semantic"
    COMMUNITY = "community"
    CHARGE_ANCHORED = "charge_anchored"
    FLAT = "flat"


@dataclass(frozen=True, slots=True)
class ReasonConfig:
    """Retrieval sizes, the Auditor's thresholds and which parts run (for ablations).

    The defaults were chosen on the documented dev subset (CAIL ids divisible by 5); see
    docs/reasoning.md.
    """

    k_semantic: int = 10
    k_community: int = 5
    k_charge: int = 5
    cases_per_charge: int = 2
    hierarchy: bool = True
    community_route: bool = True
    charge_route: bool = True
    auditor: bool = True
    item_threshold: float = 0.5
    keep_threshold: float = 0.1
    extra_charge_ratio: float = 0.5
    article_weight: float = 0.5
    audit_weight: float = 0.3
    audit_vote: float = 0.2
    name_weight: float = 0.2

    def name(self) -> str:
        """A short label of what is switched off (``full`` when nothing is)."""
        off = [
            label
            for label, on in (
                ("no_hierarchy", self.hierarchy),
                ("no_community", self.community_route),
                ("no_charge_route", self.charge_route),
                ("no_auditor", self.auditor),
            )
            if not on
        ]
        return "+".join(off) or "full"


@dataclass(frozen=True, slots=True)
class Hit:
    """One retrieved case or article with its score and route."""

    key: str  # base case index (as text), article number or charge name
    score: float
    route: Route


@dataclass(frozen=True, slots=True)
class Research:
    """What the Researcher retrieved for one fact."""

    cases: tuple[Hit, ...]
    articles: tuple[Hit, ...]
    charges: tuple[Hit, ...]  # charge nodes found by the charge-anchored route
    candidate_articles: tuple[str, ...]
    candidate_charges: tuple[str, ...]
    excluded_cases: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ItemCheck:
    """One checklist item checked against the facts: the best sentence and its score."""

    item: str
    score: float
    satisfied: bool
    sentence: str  # the fact sentence that best satisfies the item ("" when none does)
    matched_terms: tuple[str, ...] = ()
    negated_terms: tuple[str, ...] = ()  # terms found only right after a negation


@dataclass(frozen=True, slots=True)
class ArticleAudit:
    """The Auditor's decision on one candidate article, with its reasons."""

    article: str
    kept: bool
    applicability: float
    checks: tuple[ItemCheck, ...]
    reason: str


@dataclass(frozen=True, slots=True)
class Audit:
    """Every candidate article kept or pruned, and the cases and charges pruned with them."""

    articles: tuple[ArticleAudit, ...]
    kept_articles: tuple[str, ...]
    pruned_articles: tuple[str, ...]
    kept_cases: tuple[int, ...]
    pruned_cases: tuple[int, ...]
    kept_charges: tuple[str, ...]
    pruned_charges: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Quote:
    """A checklist item of a cited article quoted with the fact sentence that satisfies it."""

    article: str
    item: str
    sentence: str
    terms: tuple[str, ...]  # the item's terms the Auditor found in the sentence


class CheckKind(StrEnum):
    """The verifier's checks of a judgment against the evidence it cites."""

    ARTICLE_DEFINES_CHARGE = "article_defines_charge"
    ELEMENTS_QUOTED = "elements_quoted"
    TERM_IN_RANGE = "term_in_range"


@dataclass(frozen=True, slots=True)
class VerificationCheck:
    """One check's outcome for one predicted charge, with what was found."""

    charge: str
    kind: CheckKind
    passed: bool
    detail: str


@dataclass(frozen=True, slots=True)
class ChargeFinding:
    """One predicted charge and the evidence it cites."""

    charge: str
    score: float
    articles: tuple[str, ...]
    interpretations: tuple[str, ...]
    cases: tuple[str, ...]  # base case ids
    named_in_facts: bool = False  # the facts state the charge's name
    quotes: tuple[Quote, ...] = ()  # satisfied items of the cited articles, with sentences


@dataclass(frozen=True, slots=True)
class Judgment:
    """The Adjudicator's judgment with citations; ``backend`` is ``offline`` or ``llm``."""

    charges: tuple[ChargeFinding, ...]
    articles: tuple[str, ...]
    term: Sentence
    backend: str = "offline"
    discarded: tuple[str, ...] = field(default=())  # LLM citations not in the kept evidence
    fallback: bool = False  # the LLM's answer had nothing valid; the offline vote stands
    checks: tuple[VerificationCheck, ...] = ()  # the verifier's checks (lexaudit.reason.verify)
    term_clamped_from: Sentence | None = None  # the term before the verifier clamped it

    @property
    def charge_names(self) -> tuple[str, ...]:
        """The predicted charge names."""
        return tuple(c.charge for c in self.charges)
