"""The Adjudicator's offline back-end: a weighted vote over the audited evidence (no LLM).

A charge may be predicted only when the Auditor kept at least one article linked to it
(``law_to_crime.json`` or a base case citing both). Its score is

* ``1 - article_weight`` x the similarity-weighted share of the kept retrieved cases that carry
  it (weights are the cosine similarities, summing to 1 over the kept cases), plus
* ``article_weight`` x its charge node's similarity relative to the best charge node of the
  charge-anchored route x (``1 - audit_weight`` + ``audit_weight`` x the best applicability
  among its kept articles; 1 with the Auditor off), plus
* ``audit_vote`` x its *element score* relative to the best kept charge's: the best
  applicability the Auditor found among the kept articles that define it in
  ``law_to_crime.json`` (its other linked articles when none does); 0 with the Auditor off,
  plus
* ``name_weight`` when the facts state the charge's name (``named_in_facts``).

The best charge is predicted. A further charge is predicted only as a separate offence: its
score reaches ``extra_charge_ratio`` of the best, the facts state its name, it is no
alternative to a chosen charge (neither name contains the other; no article defines both),
and its satisfied checklist items are quoted from a fact sentence the chosen charges' items do
not use. Each charge cites its kept articles, preferring those that define it in
``law_to_crime.json`` (among them, those the kept cases carrying it cite most, else the
best-audited one), up to two interpretations of those articles and up to three
kept cases. The term is the weighted median of the fixed terms of the kept cases that share a
predicted charge (all kept cases when none does); life imprisonment / death when those cases'
weight lies mostly there.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

from lexaudit.reason.data import KnowledgeBase, Sentence
from lexaudit.reason.researcher import charge_matches
from lexaudit.reason.text import tokens
from lexaudit.reason.types import Audit, ChargeFinding, Judgment, ReasonConfig, Research
from lexaudit.reason.verify import quotes_for

MAX_CASES_CITED = 3
MAX_INTERPRETATIONS_CITED = 2


def named_in_facts(charge: str, fact: str) -> bool:
    """True when the facts state the charge's name (without ``罪``).

    For a combined name (``组织、强迫、引诱、容留、介绍卖淫罪``) a part of four or more
    characters stated in the facts is enough (``介绍卖淫``); shorter parts (``运输``) are too
    common to count.
    """
    core = charge[:-1] if charge.endswith("罪") else charge
    if not core:
        return False
    if "、" not in core:
        return core in fact
    return any(len(part) >= 4 and part in fact for part in core.split("、"))


def _weighted_median(values: list[tuple[float, float]]) -> float:
    values = sorted(values)
    total = sum(w for _, w in values)
    run = 0.0
    for value, weight in values:
        run += weight
        if run >= total / 2:
            return value
    return values[-1][0] if values else 0.0


class OfflineAdjudicator:
    """Decides charges, articles and term by a weighted evidence vote."""

    def __init__(self, kb: KnowledgeBase, config: ReasonConfig, links: Mapping[str, set[str]]):
        """Hold the knowledge base, the weights and the charge -> articles links."""
        self.kb = kb
        self.config = config
        self.links = links
        self.defining: dict[str, set[str]] = defaultdict(set)
        for number, article in kb.articles.items():
            for charge in article.charges:
                self.defining[charge].add(number)

    def case_weights(self, research: Research, audit: Audit) -> dict[int, float]:
        """Kept case index -> weight (its similarity, normalised to sum 1)."""
        score_of = {int(h.key): max(h.score, 0.0) for h in research.cases}
        kept = {i: score_of.get(i, 0.0) for i in audit.kept_cases}
        total = sum(kept.values()) or 1.0
        return {i: s / total for i, s in kept.items()}

    def charge_scores(self, research: Research, audit: Audit, fact: str = "") -> dict[str, float]:
        """Every kept charge's vote."""
        cfg = self.config
        scores: dict[str, float] = defaultdict(float)
        for i, w in self.case_weights(research, audit).items():
            for charge in self.kb.cases[i].charges:
                scores[charge] += (1.0 - cfg.article_weight) * w
        kept_articles = set(audit.kept_articles)
        applicability = {a.article: a.applicability for a in audit.articles}
        best = max((h.score for h in research.charges), default=0.0)
        for hit in research.charges:
            linked = self.links.get(hit.key, set()) & kept_articles
            if not linked or best <= 0:
                continue
            audited = min(1.0, max(applicability.get(a, 0.0) for a in linked))
            factor = 1.0 - cfg.audit_weight + cfg.audit_weight * audited if cfg.auditor else 1.0
            scores[hit.key] += cfg.article_weight * (hit.score / best) * factor
        kept_charges = set(audit.kept_charges)
        if cfg.auditor and cfg.audit_vote > 0:
            elements = self.element_scores(audit)
            top = max(elements.values(), default=0.0)
            for charge, value in elements.items():
                if top > 0:
                    scores[charge] += cfg.audit_vote * value / top
        return {
            c: s + cfg.name_weight * named_in_facts(c, fact)
            for c, s in scores.items()
            if c in kept_charges and s > 0
        }

    def element_scores(self, audit: Audit) -> dict[str, float]:
        """Kept charge -> the best applicability among the kept articles that define it.

        An article *defines* a charge when ``law_to_crime.json`` maps it there; a charge
        without such an article uses its other linked articles (base cases citing both).
        """
        applicability = {a.article: a.applicability for a in audit.articles if a.kept}
        out: dict[str, float] = {}
        for charge in audit.kept_charges:
            own = self.defining.get(charge, set()) & applicability.keys()
            own = own or (self.links.get(charge, set()) & applicability.keys())
            if own:
                out[charge] = max(applicability[a] for a in own)
        return out

    def alternatives(self, one: str, other: str) -> bool:
        """True when two charges compete for one act rather than add up.

        They do when one name contains the other's (``诈骗罪`` / ``合同诈骗罪``, by the
        subsequence rule) or when ``law_to_crime.json`` maps one article to both.
        """
        return (
            charge_matches(one.removesuffix("罪"), other)
            or charge_matches(other.removesuffix("罪"), one)
            or bool(self.defining.get(one, set()) & self.defining.get(other, set()))
        )

    def element_sentences(self, charge: str, audit: Audit) -> set[str]:
        """The fact sentences quoted for the satisfied items of the charge's kept articles."""
        kept = set(audit.kept_articles)
        own = (self.defining.get(charge, set()) & kept) or (self.links.get(charge, set()) & kept)
        return {q.sentence for q in quotes_for(audit, sorted(own))}

    def choose_charges(self, ranked: list[tuple[str, float]], audit: Audit, fact: str) -> list[str]:
        """The best charge, and each further one that is a separate offence in the facts.

        A further charge (score at least ``extra_charge_ratio`` of the best) is added when
        the facts state its name, it is no alternative to a charge already chosen, and its
        satisfied checklist items are quoted from a fact sentence that the chosen charges'
        items do not use (a separate act; with the Auditor off this test is skipped).
        """
        best, top = ranked[0]
        chosen = [best]
        used = self.element_sentences(best, audit)
        for charge, score in ranked[1:]:
            if score < self.config.extra_charge_ratio * top:
                break
            if not named_in_facts(charge, fact) or any(
                self.alternatives(charge, c) for c in chosen
            ):
                continue
            own = self.element_sentences(charge, audit)
            if own - used or not self.config.auditor:  # no Auditor: no separate-act test
                chosen.append(charge)
                used |= own
        return chosen

    def decide(self, fact: str, research: Research, audit: Audit) -> Judgment:
        """The judgment for one fact with its citations."""
        scores = self.charge_scores(research, audit, fact)
        weights = self.case_weights(research, audit)
        if not scores:
            return Judgment((), (), self._term(weights, ()), "offline")
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
        chosen = self.choose_charges(ranked, audit, fact)
        kept_articles = set(audit.kept_articles)
        applicability = {a.article: a.applicability for a in audit.articles}
        findings = []
        all_articles: dict[str, None] = {}
        for charge in chosen:
            cited = self._articles_for(charge, weights, kept_articles, applicability)
            for a in cited:
                all_articles.setdefault(a)
            cases = sorted(
                (i for i in weights if charge in self.kb.cases[i].charges),
                key=lambda i: -weights[i],
            )[:MAX_CASES_CITED]
            findings.append(
                ChargeFinding(
                    charge=charge,
                    score=round(scores[charge], 4),
                    articles=cited,
                    interpretations=self._interpretations(fact, cited),
                    cases=tuple(self.kb.cases[i].case_id for i in cases),
                    named_in_facts=named_in_facts(charge, fact),
                    quotes=quotes_for(audit, cited),
                )
            )
        return Judgment(tuple(findings), tuple(all_articles), self._term(weights, chosen))

    def _articles_for(
        self,
        charge: str,
        weights: Mapping[int, float],
        kept: set[str],
        applicability: Mapping[str, float],
    ) -> tuple[str, ...]:
        linked = (self.defining.get(charge, set()) & kept) or (self.links.get(charge, set()) & kept)
        votes: dict[str, float] = defaultdict(float)
        for i, w in weights.items():
            case = self.kb.cases[i]
            if charge in case.charges:
                for article in case.articles:
                    if article in linked:
                        votes[article] += w
        if votes:
            best = max(votes.values())
            return tuple(sorted((a for a, v in votes.items() if v >= 0.5 * best), key=int))
        return (max(sorted(linked), key=lambda a: applicability.get(a, 0.0)),)

    def _interpretations(self, fact: str, articles: tuple[str, ...]) -> tuple[str, ...]:
        fact_terms = set(tokens(fact))
        pool = {iid for a in articles for iid in self.kb.articles[a].interpretations}
        ranked = sorted(
            pool,
            key=lambda iid: (
                -len(fact_terms & set(tokens(self.kb.interpretations[iid].text))),
                iid,
            ),
        )
        return tuple(ranked[:MAX_INTERPRETATIONS_CITED])

    def _term(self, weights: Mapping[int, float], charges: list[str] | tuple[str, ...]) -> Sentence:
        pool = {i: w for i, w in weights.items() if set(self.kb.cases[i].charges) & set(charges)}
        pool = pool or dict(weights)
        terms: list[tuple[Sentence, float]] = []
        for i, w in pool.items():
            term = self.kb.cases[i].term
            if term is not None:
                terms.append((term, w))
        if not terms:
            return Sentence(0)
        total = sum(w for _, w in terms) or 1.0
        death = sum(w for t, w in terms if t.death) / total
        life = sum(w for t, w in terms if t.life) / total
        if death > 0.5:
            return Sentence(0, death=True)
        if life + death > 0.5:
            return Sentence(0, life=True)
        fixed = [(float(t.months), w) for t, w in terms if t.fixed_term]
        return Sentence(int(round(_weighted_median(fixed))))
