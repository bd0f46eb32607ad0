"""The Auditor: check each candidate article's checklist against the fact sentences.

For a checklist item (``是否诈骗公私财物``) the Auditor takes its content terms (jieba tokens
without ``是否`` and stopwords: ``诈骗``, ``公私``, ``财物``) and scores every fact sentence: a
term found verbatim in the sentence counts 1, a term of which at least half the character
bigrams occur in the sentence counts 0.5, a two-character term one of whose characters occurs
counts 0.25; the item's score is the best sentence's mean. An
item is *satisfied* when its score reaches ``item_threshold``. Checklists list alternatives
(``数额较大`` / ``数额巨大`` / ``数额特别巨大``), so an article's *applicability* is the mean
of its two best item scores, and the article is kept when that reaches ``keep_threshold``.
An article without a checklist is checked with its own text as the one item.

Pruning an article prunes the retrieved cases none of whose articles is kept, and the charges
none of whose linked articles is kept. Every decision keeps its reasons: per item, the best
sentence, its score and the terms it matched.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from lexaudit.reason.data import KnowledgeBase
from lexaudit.reason.text import char_bigrams, checklist_terms, sentences, tokens
from lexaudit.reason.types import ArticleAudit, Audit, ItemCheck, ReasonConfig, Research

_MAX_TEXT_TERMS = 12


@dataclass(frozen=True, slots=True)
class FactSentences:
    """A fact cut into sentences, each with its character bigrams (computed once)."""

    texts: tuple[str, ...]
    bigrams: tuple[frozenset[str], ...]

    @classmethod
    def of(cls, fact: str) -> FactSentences:
        """Cut ``fact`` into sentences."""
        texts = tuple(sentences(fact)) or (fact,)
        return cls(texts, tuple(frozenset(char_bigrams(t)) for t in texts))


def check_item(
    item: str, terms: tuple[str, ...], facts: FactSentences, threshold: float
) -> ItemCheck:
    """Score one checklist item against every fact sentence; keep the best one."""
    if not terms:
        return ItemCheck(item, 0.0, False, "")
    best: tuple[float, int, tuple[str, ...]] = (0.0, -1, ())
    for s, (text, grams) in enumerate(zip(facts.texts, facts.bigrams, strict=True)):
        total = 0.0
        matched: list[str] = []
        for term in terms:
            if term in text:
                total += 1.0
                matched.append(term)
            elif len(term) > 2:
                own = char_bigrams(term)
                if own and len(own & grams) * 2 >= len(own):
                    total += 0.5
                    matched.append(term)
            elif len(term) == 2 and (term[0] in text or term[1] in text):
                total += 0.25
        score = total / len(terms)
        if score > best[0]:
            best = (score, s, tuple(matched))
    top, index, terms_hit = best
    sentence = facts.texts[index] if index >= 0 else ""
    return ItemCheck(item, round(top, 4), top >= threshold, sentence, terms_hit)


class Auditor:
    """Keeps or prunes candidate articles by their checklists, with reasons."""

    def __init__(self, kb: KnowledgeBase, config: ReasonConfig, links: Mapping[str, set[str]]):
        """Hold the knowledge base, the thresholds and the charge -> articles links."""
        self.kb = kb
        self.config = config
        self.links = links
        self._terms: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}

    def items_of(self, article: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The article's checklist items with their terms (its text when it has none)."""
        if article not in self._terms:
            art = self.kb.articles.get(article)
            if art is None:
                found: tuple[tuple[str, tuple[str, ...]], ...] = ()
            elif art.checklist:
                found = tuple((item, checklist_terms(item)) for item in art.checklist)
            else:
                text_terms = tuple(dict.fromkeys(tokens(art.text)))[:_MAX_TEXT_TERMS]
                found = ((art.text[:60], text_terms),)
            self._terms[article] = found
        return self._terms[article]

    def audit_article(self, article: str, facts: FactSentences) -> ArticleAudit:
        """Check one article's items; keep it when its applicability reaches the threshold."""
        cfg = self.config
        checks = tuple(
            check_item(item, terms, facts, cfg.item_threshold)
            for item, terms in self.items_of(article)
        )
        if not checks:
            return ArticleAudit(article, False, 0.0, (), "not in the article corpus")
        top = sorted((c.score for c in checks), reverse=True)[:2]
        applicability = round(sum(top) / len(top), 4)
        kept = applicability >= cfg.keep_threshold
        satisfied = [c for c in checks if c.satisfied]
        if kept:
            reason = f"{len(satisfied)} of {len(checks)} checklist items satisfied by the facts"
        else:
            reason = (
                f"applicability {applicability:.2f} below {cfg.keep_threshold:.2f}: "
                f"{len(satisfied)} of {len(checks)} checklist items satisfied"
            )
        return ArticleAudit(article, kept, applicability, checks, reason)

    def audit(
        self,
        research: Research,
        facts: FactSentences,
        memo: dict[str, ArticleAudit] | None = None,
    ) -> Audit:
        """Audit every candidate article and prune what falls with the pruned ones.

        ``memo`` (article -> audit for this fact) lets several configurations of one run share
        the checklist work; the audit of an article depends only on the fact and the article.
        """
        memo = {} if memo is None else memo
        results = []
        for article in research.candidate_articles:
            if article not in memo:
                memo[article] = self.audit_article(article, facts)
            results.append(memo[article])
        if not self.config.auditor:  # ablation: everything is kept, reasons still recorded
            results = [
                ArticleAudit(a.article, True, a.applicability, a.checks, "auditor off")
                for a in results
            ]
        kept = {a.article for a in results if a.kept}
        kept_cases: list[int] = []
        pruned_cases: list[int] = []
        for hit in research.cases:
            index = int(hit.key)
            target = kept_cases if set(self.kb.cases[index].articles) & kept else pruned_cases
            target.append(index)
        kept_charges: list[str] = []
        pruned_charges: list[str] = []
        for charge in research.candidate_charges:
            bucket = kept_charges if self.links.get(charge, set()) & kept else pruned_charges
            bucket.append(charge)
        return Audit(
            articles=tuple(results),
            kept_articles=tuple(a.article for a in results if a.kept),
            pruned_articles=tuple(a.article for a in results if not a.kept),
            kept_cases=tuple(kept_cases),
            pruned_cases=tuple(pruned_cases),
            kept_charges=tuple(kept_charges),
            pruned_charges=tuple(pruned_charges),
        )
