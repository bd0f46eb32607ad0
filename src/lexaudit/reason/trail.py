"""One judgment with its evidence trail, as text or as a JSON-ready dict."""

from __future__ import annotations

from typing import Any

from lexaudit.reason.data import KnowledgeBase
from lexaudit.reason.pipeline import Reasoning
from lexaudit.reason.types import Judgment


def trail_dict(kb: KnowledgeBase, reasoning: Reasoning, judgment: Judgment) -> dict[str, Any]:
    """Judgment, citations, the Auditor's decisions (with reasons) and the retrieval."""
    research, audit = reasoning.research, reasoning.audit
    return {
        "backend": judgment.backend,
        "fallback": judgment.fallback,
        "discarded_citations": list(judgment.discarded),
        "charges": [
            {
                "charge": f.charge,
                "score": f.score,
                "articles": list(f.articles),
                "interpretations": [
                    {
                        "id": i,
                        "source": kb.interpretations[i].source,
                        "text": kb.interpretations[i].text,
                    }
                    for i in f.interpretations
                ],
                "cases": list(f.cases),
                "named_in_facts": f.named_in_facts,
                "quotes": [
                    {"article": q.article, "item": q.item, "sentence": q.sentence} for q in f.quotes
                ],
            }
            for f in judgment.charges
        ],
        "articles": list(judgment.articles),
        "term": {
            "months": judgment.term.months,
            "life_imprisonment": judgment.term.life,
            "death_penalty": judgment.term.death,
            "label": judgment.term.label(),
            "clamped_from": (
                judgment.term_clamped_from.label() if judgment.term_clamped_from else None
            ),
        },
        "verification": [
            {"charge": c.charge, "check": c.kind.value, "passed": c.passed, "detail": c.detail}
            for c in judgment.checks
        ],
        "audit": [
            {
                "article": a.article,
                "kept": a.kept,
                "applicability": a.applicability,
                "reason": a.reason,
                "checklist": [
                    {
                        "item": c.item,
                        "score": c.score,
                        "satisfied": c.satisfied,
                        "sentence": c.sentence,
                        "matched_terms": list(c.matched_terms),
                        "negated_terms": list(c.negated_terms),
                    }
                    for c in a.checks
                ],
            }
            for a in audit.articles
        ],
        "kept_charges": list(audit.kept_charges),
        "pruned_cases": [kb.cases[i].case_id for i in audit.pruned_cases],
        "pruned_charges": list(audit.pruned_charges),
        "retrieval": {
            "cases": [
                {
                    "case": kb.cases[int(h.key)].case_id,
                    "score": round(h.score, 4),
                    "route": h.route.value,
                }
                for h in research.cases
            ],
            "charges": [
                {"charge": h.key, "score": round(h.score, 4), "route": h.route.value}
                for h in research.charges
            ],
            "excluded_base_cases": [kb.cases[i].case_id for i in research.excluded_cases],
        },
    }


def render_trail(kb: KnowledgeBase, reasoning: Reasoning, judgment: Judgment) -> str:
    """A readable judgment: charges with citations, term, then the audit trail."""
    data = trail_dict(kb, reasoning, judgment)
    lines = [f"Judgment ({data['backend']}{', offline fallback' if data['fallback'] else ''})"]
    if not data["charges"]:
        lines.append("  no charge: the Auditor kept no article the evidence links to a charge")
    for f in data["charges"]:
        named = ", named in the facts" if f["named_in_facts"] else ""
        lines.append(f"  charge {f['charge']} (score {f['score']}{named})")
        lines.append(f"    articles: {', '.join('第' + a + '条' for a in f['articles'])}")
        for i in f["interpretations"]:
            lines.append(f"    interpretation [{i['id']}] {i['source']}: {i['text'][:80]}")
        lines.append(f"    precedent cases: {', '.join(f['cases']) or '-'}")
        for q in f["quotes"]:
            lines.append(f"    ✓ 第{q['article']}条 {q['item']} <- {q['sentence'][:60]}")
    clamped = data["term"]["clamped_from"]
    note = f" (clamped from {clamped})" if clamped else ""
    lines.append(f"  term: {data['term']['label']}{note}")
    if data["verification"]:
        lines.append("Verification")
        for c in data["verification"]:
            mark = "pass" if c["passed"] else "FAIL"
            lines.append(f"  {mark} {c['check']} [{c['charge']}]: {c['detail']}")
    if data["discarded_citations"]:
        lines.append(
            f"  discarded (not in the kept evidence): {', '.join(data['discarded_citations'])}"
        )
    lines.append("Audit")
    for a in data["audit"]:
        mark = "kept  " if a["kept"] else "pruned"
        lines.append(
            f"  {mark} 第{a['article']}条 applicability {a['applicability']}: {a['reason']}"
        )
        for c in a["checklist"]:
            if c["satisfied"]:
                lines.append(f"      ✓ {c['item']} ({c['score']}) <- {c['sentence'][:60]}")
    if data["retrieval"]["excluded_base_cases"]:
        lines.append(
            "Leave-one-out: base case(s) "
            + ", ".join(data["retrieval"]["excluded_base_cases"])
            + " have this fact and were not retrieved"
        )
    return "\n".join(lines)
