"""The Auditor: check each candidate article's checklist against the fact sentences.

A checklist item (``是否诈骗公私财物``) is reduced to its content terms (jieba tokens without
``是否`` and stopwords: ``诈骗``, ``公私``, ``财物``), each weighted by how distinctive it is
among the checklists: ``log(1 + A / df)``, where ``A`` is the number of articles with a
checklist and ``df`` the number whose checklist uses the term, so ``诈骗`` weighs more than
``数额``. An item is scored against every fact sentence: a term found verbatim counts its
weight, a longer term with at least half its character bigrams in the sentence half of it, and
a term found only right after a negation (``未``, ``没有``, ``不``, ``无``, ``非``, ``并未``,
``尚未``: ``未造成伤亡``) counts nothing and is recorded as negated. The item's score is the
best sentence's weighted share; the item is *satisfied* when it reaches ``item_threshold``.

Items that state a penalty (``是否处三年以下有期徒刑``) are no element of the offence and are
not checked. Checklists list alternatives (``数额较大`` / ``数额巨大``), so an article's
*applicability* is the mean of its two best item scores; the article is kept when that reaches
``keep_threshold``. An article without a checklist is checked with its own text as one item.

Pruning an article prunes the retrieved cases none of whose articles is kept, and the charges
none of whose linked articles is kept. Every decision keeps its reasons: per item, the best
sentence, its score, the terms it matched and those it found only negated.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from lexaudit.reason.data import KnowledgeBase
from lexaudit.reason.text import char_bigrams, checklist_terms, sentences, tokens
from lexaudit.reason.types import ArticleAudit, Audit, ItemCheck, ReasonConfig, Research

_MAX_TEXT_TERMS = 12
#: A checklist item that states a penalty rather than an element of the offence.
_PENALTY_ITEM = re.compile(r"(^|[^判])处.*(徒刑|拘役|管制|死刑|罚金)|^并处|^单处")
_NEGATION_1 = frozenset("未没不无非")
_NEGATION_2 = frozenset({"没有", "并未", "尚未", "从未", "并非", "未能"})

Terms = tuple[tuple[str, float], ...]  # (term, weight)


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


def negated_only(term: str, text: str) -> bool:
    """True when every occurrence of ``term`` in ``text`` comes right after a negation."""
    start = text.find(term)
    if start < 0:
        return False
    while start >= 0:
        before = text[max(0, start - 2) : start]
        if not (before[-1:] in _NEGATION_1 or before in _NEGATION_2):
            return False
        start = text.find(term, start + 1)
    return True


def check_item(item: str, terms: Terms, facts: FactSentences, threshold: float) -> ItemCheck:
    """Score one checklist item against every fact sentence; keep the best one."""
    total_weight = sum(w for _, w in terms)
    if not terms or total_weight <= 0:
        return ItemCheck(item, 0.0, False, "")
    best: tuple[float, int, tuple[str, ...], tuple[str, ...]] = (0.0, -1, (), ())
    for s, (text, grams) in enumerate(zip(facts.texts, facts.bigrams, strict=True)):
        got = 0.0
        matched: list[str] = []
        negated: list[str] = []
        for term, weight in terms:
            if term in text:
                if negated_only(term, text):
                    negated.append(term)
                    continue
                got += weight
                matched.append(term)
            elif len(term) > 2:
                own = char_bigrams(term)
                if own and len(own & grams) * 2 >= len(own):
                    got += 0.5 * weight
                    matched.append(term)
        score = got / total_weight
        if score > best[0] or (best[1] < 0 and negated):
            best = (score, s, tuple(matched), tuple(negated))
    top, index, hit, negated_terms = best
    sentence = facts.texts[index] if index >= 0 and top > 0 else ""
    return ItemCheck(item, round(top, 4), top >= threshold, sentence, hit, negated_terms)


class ChecklistIndex:
    """Every article's checkable items with idf-weighted terms, built once per knowledge base."""

    def __init__(self, kb: KnowledgeBase):
        """Weigh each checklist term by ``log(1 + A / df)`` over the articles' checklists."""
        self.kb = kb
        raw: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        for number, art in kb.articles.items():
            elements = [i for i in art.checklist if not _PENALTY_ITEM.search(i)]
            raw[number] = [(i, checklist_terms(i)) for i in elements]
        df: Counter[str] = Counter()
        for listed in raw.values():
            df.update({t for _, terms in listed for t in terms})
        n = max(1, sum(1 for listed in raw.values() if listed))
        self.idf = {t: math.log(1.0 + n / d) for t, d in df.items()}
        self.default_weight = math.log(1.0 + n)
        self._items: dict[str, tuple[tuple[str, Terms], ...]] = {}
        for number, listed in raw.items():
            self._items[number] = tuple(
                (item, tuple((t, self.idf[t]) for t in terms)) for item, terms in listed
            )

    def items_of(self, article: str) -> tuple[tuple[str, Terms], ...]:
        """The article's checkable items with weighted terms (its text when it has none)."""
        found = self._items.get(article)
        if found:
            return found
        art = self.kb.articles.get(article)
        if art is None:
            return ()
        text_terms = tuple(dict.fromkeys(tokens(art.text)))[:_MAX_TEXT_TERMS]
        weighted = tuple((t, self.idf.get(t, self.default_weight)) for t in text_terms)
        self._items[article] = ((art.text[:60], weighted),)
        return self._items[article]


class Auditor:
    """Keeps or prunes candidate articles by their checklists, with reasons."""

    def __init__(
        self,
        kb: KnowledgeBase,
        config: ReasonConfig,
        links: Mapping[str, set[str]],
        index: ChecklistIndex | None = None,
    ):
        """Hold the knowledge base, the thresholds, the charge links and the checklist index."""
        self.kb = kb
        self.config = config
        self.links = links
        self.index = index or ChecklistIndex(kb)

    def audit_article(self, article: str, facts: FactSentences) -> ArticleAudit:
        """Check one article's items; keep it when its applicability reaches the threshold."""
        cfg = self.config
        checks = tuple(
            check_item(item, terms, facts, cfg.item_threshold)
            for item, terms in self.index.items_of(article)
        )
        if not checks:
            return ArticleAudit(article, False, 0.0, (), "not in the article corpus")
        top = sorted((c.score for c in checks), reverse=True)[:2]
        applicability = round(sum(top) / len(top), 4)
        kept = applicability >= cfg.keep_threshold
        satisfied = [c for c in checks if c.satisfied]
        negated = sorted({t for c in checks for t in c.negated_terms})
        reason = f"{len(satisfied)} of {len(checks)} checklist items satisfied by the facts"
        if not kept:
            reason = f"applicability {applicability:.2f} below {cfg.keep_threshold:.2f}: {reason}"
        if negated:
            reason += f"; negated in the facts: {', '.join(negated)}"
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
