"""Scoring judgments against gold labels, per category and per ablation, in one run.

Definitions (docs/reasoning.md):

* **charge ACC**: exact set match of predicted and gold charges per case, after the paper's
  matching rule (a predicted charge matches a gold charge that is a character subsequence of
  it, so ``走私、贩卖、运输、制造毒品罪`` matches gold ``贩卖毒品罪``); ``charge_acc_strict``
  compares the names as they are.
* **charge F1**: micro-F1 over charges (after the same rule).
* **article ACC**: exact set match of article numbers; ``article_f1`` micro-F1.
* **term ACC**: the paper's exact match (same months; or both life imprisonment, or both
  death); ``term_acc_25pct``: within 25 % of the gold months (at least 3 months).
* **term MAE** (months): over cases whose gold sentence is a fixed term; a predicted life
  imprisonment or death counts as ``LIFE_MONTHS``.
* **retrieval effectiveness**: share of cases whose gold charges are all among the
  Researcher's candidate charges; **error rate**: mean share of candidate charges that match
  no gold charge.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lexaudit.reason.data import KnowledgeBase, LegalCase, Sentence, categories_of
from lexaudit.reason.pipeline import Reasoner, Reasoning
from lexaudit.reason.researcher import charge_matches, retrieval_quality
from lexaudit.reason.types import Judgment, ReasonConfig

LIFE_MONTHS = 240
OTHER = "other"


@dataclass(frozen=True, slots=True)
class Scored:
    """One case's prediction next to its gold labels."""

    case: LegalCase
    judgment: Judgment
    effective: bool
    error_rate: float
    categories: frozenset[str]


def mapped_charges(gold: Sequence[str], predicted: Sequence[str]) -> set[str]:
    """Predictions renamed to the gold charge they match (the paper's evaluation rule)."""
    matched = {g for g in gold for p in predicted if charge_matches(g, p)}
    unmatched = {p for p in predicted if not any(charge_matches(g, p) for g in gold)}
    return matched | unmatched


def _f1(pairs: list[tuple[set[str], set[str]]]) -> float:
    tp = sum(len(g & p) for g, p in pairs)
    fp = sum(len(p - g) for g, p in pairs)
    fn = sum(len(g - p) for g, p in pairs)
    return 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 0.0


def _months(term: Sentence) -> int:
    return term.months if term.fixed_term else LIFE_MONTHS


def _same_term(gold: Sentence, pred: Sentence) -> bool:
    if gold.death or pred.death:
        return gold.death == pred.death
    if gold.life or pred.life:
        return gold.life == pred.life
    return gold.months == pred.months


def metric_block(rows: Sequence[Scored]) -> dict[str, Any]:
    """The metrics of a group of scored cases (fractions 0..1, MAE in months)."""
    if not rows:
        return {"n": 0}
    charges = [
        (set(r.case.charges), mapped_charges(r.case.charges, r.judgment.charge_names)) for r in rows
    ]
    strict = [set(r.case.charges) == set(r.judgment.charge_names) for r in rows]
    articles = [(set(r.case.articles), set(r.judgment.articles)) for r in rows]
    termed = [r for r in rows if r.case.term is not None]
    fixed = [r for r in termed if r.case.term is not None and r.case.term.fixed_term]
    block: dict[str, Any] = {
        "n": len(rows),
        "charge_acc": sum(g == p for g, p in charges) / len(rows),
        "charge_acc_strict": sum(strict) / len(rows),
        "charge_f1": _f1(charges),
        "article_acc": sum(g == p for g, p in articles) / len(rows),
        "article_f1": _f1(articles),
        "term_acc": None,
        "term_acc_25pct": None,
        "term_mae": None,
        "retrieval_effectiveness": sum(r.effective for r in rows) / len(rows),
        "retrieval_error_rate": sum(r.error_rate for r in rows) / len(rows),
    }
    if termed:
        block["term_acc"] = sum(
            _same_term(r.case.term, r.judgment.term) for r in termed if r.case.term
        ) / len(termed)
    if fixed:
        errors = [abs(_months(r.judgment.term) - r.case.term.months) for r in fixed if r.case.term]
        block["term_mae"] = sum(errors) / len(errors)
        block["term_acc_25pct"] = sum(
            err <= max(3.0, 0.25 * r.case.term.months)
            for err, r in zip(errors, fixed, strict=True)
            if r.case.term
        ) / len(fixed)
    return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in block.items()}


def by_category(rows: Sequence[Scored]) -> dict[str, dict[str, Any]]:
    """Metric blocks per paper category (a case may be in two), plus ``other``."""
    groups: dict[str, list[Scored]] = {}
    for r in rows:
        for cat in r.categories or {OTHER}:
            groups.setdefault(cat, []).append(r)
    return {cat: metric_block(groups[cat]) for cat in sorted(groups)}


def score_case(
    kb: KnowledgeBase, case: LegalCase, reasoning: Reasoning, judgment: Judgment
) -> Scored:
    """Score one case's judgment and its Researcher's retrieval."""
    effective, error = retrieval_quality(reasoning.research, case.charges)
    return Scored(case, judgment, effective, error, frozenset(categories_of(case, kb)))


def run_configs(
    reasoner: Reasoner,
    cases: Sequence[LegalCase],
    configs: dict[str, ReasonConfig],
    *,
    judge: Callable[[LegalCase, Reasoning], Judgment] | None = None,
    progress: Callable[[str, int], None] | None = None,
) -> tuple[dict[str, list[Scored]], dict[str, Any]]:
    """Run every configuration over ``cases`` with leave-one-out; return scored rows.

    The checklist audits of a case are shared by all configurations (they depend only on the
    fact and the article). ``judge`` (the LLM back-end) replaces the offline judgment for the
    ``full`` configuration only. Returns the rows per configuration and run facts
    (leave-one-out count, seconds per configuration).
    """
    vectors = reasoner.graph.vectorise([c.fact for c in cases])
    exclusions = [reasoner.exclusions_for(c.fact) for c in cases]
    memos: list[dict[str, Any]] = [{} for _ in cases]
    rows: dict[str, list[Scored]] = {}
    seconds: dict[str, float] = {}
    for name, config in configs.items():
        start = time.perf_counter()
        out: list[Scored] = []
        for j, case in enumerate(cases):
            reasoning = reasoner.reason(
                case.fact, exclude=exclusions[j], config=config, vector=vectors[j], memo=memos[j]
            )
            judgment = reasoning.judgment
            if judge is not None and name == "full":
                judgment = judge(case, reasoning)
            out.append(score_case(reasoner.kb, case, reasoning, judgment))
            if progress is not None:
                progress(name, j + 1)
        rows[name] = out
        seconds[name] = round(time.perf_counter() - start, 2)
    facts = {
        "leave_one_out_overlaps": sum(1 for e in exclusions if e),
        "leave_one_out_excluded_cases": sum(len(e) for e in exclusions),
        "seconds": seconds,
    }
    return rows, facts
