"""Verify a judgment against the evidence it cites, whichever back-end wrote it.

For each predicted charge the verifier checks:

* **article_defines_charge**: at least one cited article was kept by the Auditor and maps to
  the charge in ``law_to_crime.json`` (a link through base cases alone does not count);
* **elements_quoted**: every cited article has at least one checklist item the Auditor found
  satisfied, each such item is quoted, and every quote holds: the item is on the article's
  checklist, the sentence occurs verbatim in the facts, and the terms it claims occur in that
  sentence, not only right after a negation;
* **term_in_range**: the term lies within the statutory range that the cited articles' text
  states (``lexaudit.reason.statute``). With several charges the upper bound is the sum of
  their maxima, capped at 20 years (Art. 69). A term above the bound, or a life or death
  sentence no cited article provides, is clamped to the greatest fixed term allowed (the
  original is kept in ``term_clamped_from``). A term below the least is flagged, not
  clamped: mitigation (Art. 63) may go below a statutory minimum. No cited article stating
  a range passes the check with that said.

The checks use article numbers, verbatim substrings and numbers, so they do not depend on the
language of the facts; only the range parser reads Chinese. Every outcome is recorded in the
judgment (``Judgment.checks``); ``verification_counts`` sums them over a run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from lexaudit.reason.auditor import negated_only
from lexaudit.reason.data import KnowledgeBase, Sentence
from lexaudit.reason.statute import PenaltyRange, penalty_range
from lexaudit.reason.types import (
    Audit,
    ChargeFinding,
    CheckKind,
    Judgment,
    Quote,
    VerificationCheck,
)

#: Art. 69: the combined fixed term of several offences is at most 20 years (25 in the
#: rarely reached case of a total of 35 years or more; not modelled).
COMBINED_MAX_MONTHS = 240


def quotes_for(audit: Audit, articles: Iterable[str]) -> tuple[Quote, ...]:
    """The satisfied checklist items of ``articles`` with the sentences the Auditor found."""
    by_article = {a.article: a for a in audit.articles}
    out: list[Quote] = []
    for number in articles:
        found = by_article.get(number)
        for check in found.checks if found else ():
            if check.satisfied:
                out.append(Quote(number, check.item, check.sentence, check.matched_terms))
    return tuple(out)


class Verifier:
    """Checks judgments against the evidence they cite (article ranges parsed once)."""

    def __init__(self, kb: KnowledgeBase):
        """Hold the knowledge base; read every article's statutory range."""
        self.kb = kb
        self.ranges: dict[str, PenaltyRange | None] = {
            n: penalty_range(a.text) for n, a in kb.articles.items()
        }

    def verify(self, fact: str, audit: Audit, judgment: Judgment) -> Judgment:
        """The judgment with its checks recorded (and its term clamped when out of range)."""
        checks: list[VerificationCheck] = []
        for finding in judgment.charges:
            checks.append(self._defines(finding, audit))
            checks.append(self._quoted(fact, finding, audit))
        term, clamped = judgment.term, None
        if judgment.charges:
            bound = self._combined_range(judgment.charges)
            for finding in judgment.charges:
                check, fixed = self._term(finding, term, bound, len(judgment.charges) > 1)
                checks.append(check)
                if fixed is not None and clamped is None:
                    clamped, term = term, fixed
        return replace(judgment, term=term, checks=tuple(checks), term_clamped_from=clamped)

    def _defines(self, finding: ChargeFinding, audit: Audit) -> VerificationCheck:
        kept = set(audit.kept_articles)
        good = [
            a
            for a in finding.articles
            if a in kept and a in self.kb.articles and finding.charge in self.kb.articles[a].charges
        ]
        if good:
            detail = f"article {', '.join(good)} kept and mapped to the charge in law_to_crime"
        else:
            detail = (
                f"none of the cited articles ({', '.join(finding.articles) or 'none'}) is both "
                "kept by the Auditor and mapped to the charge in law_to_crime"
            )
        kind = CheckKind.ARTICLE_DEFINES_CHARGE
        return VerificationCheck(finding.charge, kind, bool(good), detail)

    def _quoted(self, fact: str, finding: ChargeFinding, audit: Audit) -> VerificationCheck:
        satisfied = {(q.article, q.item) for q in quotes_for(audit, finding.articles)}
        quoted = {(q.article, q.item) for q in finding.quotes}
        problems: list[str] = []
        bare = [a for a in finding.articles if not any(s[0] == a for s in satisfied)]
        if bare:
            problems.append(f"no checklist item of article {', '.join(bare)} is satisfied")
        if satisfied - quoted:
            problems.append(f"{len(satisfied - quoted)} satisfied item(s) not quoted")
        for q in finding.quotes:
            article = self.kb.articles.get(q.article)
            if article is None or q.item not in article.checklist:
                problems.append(f"{q.item!r} is not on the checklist of article {q.article}")
            elif not q.sentence or q.sentence not in fact:
                problems.append(f"the quote for {q.item!r} is not a sentence of the facts")
            elif not q.terms or any(
                t not in q.sentence or negated_only(t, q.sentence) for t in q.terms
            ):
                problems.append(f"the quote for {q.item!r} lacks its terms or negates them")
        if problems:
            return VerificationCheck(
                finding.charge, CheckKind.ELEMENTS_QUOTED, False, "; ".join(problems)
            )
        detail = f"{len(finding.quotes)} satisfied item(s) quoted with their fact sentences"
        return VerificationCheck(finding.charge, CheckKind.ELEMENTS_QUOTED, True, detail)

    def range_of(self, articles: Iterable[str]) -> PenaltyRange | None:
        """The union of the ranges the ``articles`` state, or None when none states one."""
        found = [r for a in articles if (r := self.ranges.get(a)) is not None]
        if not found:
            return None
        return PenaltyRange(
            min(r.min_months for r in found),
            max(r.max_months for r in found),
            any(r.life for r in found),
            any(r.death for r in found),
        )

    def _combined_range(self, findings: tuple[ChargeFinding, ...]) -> PenaltyRange | None:
        ranges = [r for f in findings if (r := self.range_of(f.articles)) is not None]
        if not ranges:
            return None
        if len(ranges) == 1:
            return ranges[0]
        top = min(COMBINED_MAX_MONTHS, sum(r.max_months for r in ranges))
        return PenaltyRange(
            max(r.min_months for r in ranges),
            max(top, max(r.max_months for r in ranges)),
            any(r.life for r in ranges),
            any(r.death for r in ranges),
        )

    def _term(
        self,
        finding: ChargeFinding,
        term: Sentence,
        bound: PenaltyRange | None,
        several: bool,
    ) -> tuple[VerificationCheck, Sentence | None]:
        own = self.range_of(finding.articles)
        kind = CheckKind.TERM_IN_RANGE
        if own is None or bound is None:
            return VerificationCheck(
                finding.charge, kind, True, "no cited article states a range"
            ), None
        allowed = bound if several else own
        what = f"{term.label()} against {allowed.label()}" + (" (combined)" if several else "")
        if term.death and not allowed.death or term.life and not allowed.life:
            fixed = Sentence(allowed.max_months)
            return VerificationCheck(
                finding.charge, kind, False, f"{what}: not provided; clamped to {fixed.label()}"
            ), fixed
        if term.fixed_term and term.months > allowed.max_months:
            fixed = Sentence(allowed.max_months)
            return VerificationCheck(
                finding.charge, kind, False, f"{what}: above the maximum; clamped"
            ), fixed
        if term.fixed_term and term.months < allowed.min_months:
            return VerificationCheck(
                finding.charge, kind, False, f"{what}: below the minimum (flagged, not clamped)"
            ), None
        return VerificationCheck(finding.charge, kind, True, f"{what}: within"), None


def verification_counts(judgments: Iterable[Judgment]) -> dict[str, Any]:
    """Checks run and failed per kind, charges failing any check, terms clamped."""
    run: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    charges = failing = clamped = 0
    for judgment in judgments:
        clamped += judgment.term_clamped_from is not None
        by_charge: dict[str, list[VerificationCheck]] = {}
        for check in judgment.checks:
            run[check.kind.value] += 1
            failed[check.kind.value] += not check.passed
            by_charge.setdefault(check.charge, []).append(check)
        charges += len(by_charge)
        failing += sum(1 for cs in by_charge.values() if not all(c.passed for c in cs))
    return {
        "checks": {k.value: run[k.value] for k in CheckKind},
        "failures": {k.value: failed[k.value] for k in CheckKind},
        "charges_checked": charges,
        "charges_failing_a_check": failing,
        "terms_clamped": clamped,
    }
