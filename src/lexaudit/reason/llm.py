"""The Adjudicator's LLM back-end: prompted with the verified evidence only, then checked.

The model sees the facts and only what the Auditor kept: the kept articles (with the
checklist items the facts satisfy), their interpretations as the offline vote cites them,
and the kept precedent cases (charges, articles, term). It must answer the JSON schema
``JUDGMENT_SCHEMA``. Its answer is then checked against that evidence: a charge the Auditor
did not keep, an article it did not keep (or one not linked to the charge), or a case not
among the kept cases is discarded and counted; a charge left without a kept article is
discarded. When nothing valid remains, or the server gives no answer, the offline judgment
stands (``fallback``). What remains is then verified like the offline judgment
(``lexaudit.reason.verify``: a defining article, quoted elements, the statutory range). A
refused request (wrong model name, key or URL) stops the run.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from lexaudit.errors import ModelError, ModelRefusedError
from lexaudit.reason.data import KnowledgeBase, Sentence
from lexaudit.reason.pipeline import Reasoning
from lexaudit.reason.types import ChargeFinding, Judgment
from lexaudit.reason.verify import Verifier, quotes_for

SCHEMA_NAME = "criminal_judgment"
JUDGMENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "charges": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "charge": {"type": "string"},
                    "articles": {"type": "array", "items": {"type": "string"}},
                },
                "required": ["charge", "articles"],
            },
        },
        "term_months": {"type": "integer"},
        "life_imprisonment": {"type": "boolean"},
        "death_penalty": {"type": "boolean"},
        "cited_cases": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["charges", "term_months", "life_imprisonment", "death_penalty", "cited_cases"],
}

SYSTEM = (
    "你是刑事审判助理。只能依据给出的、已核验的证据（法条、司法解释、先例）作出判决，"
    "不得引用证据以外的罪名或法条。以 JSON 回答：charges（每项含 charge 罪名与 articles "
    "法条号列表）、term_months（有期徒刑月数）、life_imprisonment、death_penalty、"
    "cited_cases（引用的先例编号）。"
)


def parse_judgment(text: str) -> dict[str, Any]:
    """Validate the reply's shape; raises ``ValueError`` when it does not match the schema."""
    data = json.loads(text)
    if not isinstance(data, dict) or not isinstance(data.get("charges"), list):
        raise ValueError("expected an object with a 'charges' list")
    for item in data["charges"]:
        if not isinstance(item, dict) or not isinstance(item.get("charge"), str):
            raise ValueError("each charge needs a string 'charge'")
        if not isinstance(item.get("articles", []), list):
            raise ValueError("'articles' must be a list")
    if not isinstance(data.get("term_months", 0), int):
        raise ValueError("'term_months' must be an integer")
    return data


def evidence_prompt(
    kb: KnowledgeBase, fact: str, reasoning: Reasoning, budget_chars: int = 2400
) -> list[dict[str, str]]:
    """The chat messages: the facts and the verified evidence, cut to ``budget_chars``."""
    audit, offline = reasoning.audit, reasoning.judgment
    lines = [f"案件事实：{fact[: budget_chars // 3]}", "", "已核验的法条："]
    by_article = {a.article: a for a in audit.articles}
    ranked = sorted(audit.kept_articles, key=lambda a: -by_article[a].applicability)
    for number in ranked[:5]:
        art = kb.articles[number]
        met = [c.item for c in by_article[number].checks if c.satisfied][:3]
        lines.append(f"第{number}条（罪名：{'、'.join(art.charges) or '无'}）{art.text[:120]}")
        if met:
            lines.append(f"  事实满足的要件：{'；'.join(met)}")
    cited = {i for f in offline.charges for i in f.interpretations}
    if cited:
        lines.append("司法解释：")
        lines += [f"[{i}] {kb.interpretations[i].text[:120]}" for i in sorted(cited)[:3]]
    lines.append("先例：")
    for index in audit.kept_cases[:3]:
        case = kb.cases[index]
        term = case.term.label() if case.term else "未知"
        lines.append(
            f"[{case.case_id}] 罪名 {'、'.join(case.charges)}；法条 {'、'.join(case.articles)}；"
            f"刑期 {term}"
        )
    user = "\n".join(lines)[:budget_chars]
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]


class LLMAdjudicator:
    """Asks the model for a judgment over the verified evidence and checks its answer."""

    def __init__(
        self,
        client: Any,
        kb: KnowledgeBase,
        links: Mapping[str, set[str]],
        budget_chars: int = 2400,
    ):
        """Hold a ``lexaudit.models.client.ChatClient`` and the knowledge base."""
        self.client = client
        self.kb = kb
        self.links = links
        self.budget_chars = budget_chars
        self.verifier = Verifier(kb)
        self.calls = 0
        self.failures = 0
        self.discarded = 0
        self.fallbacks = 0

    def decide(self, fact: str, reasoning: Reasoning) -> Judgment:
        """The LLM's judgment with its invalid citations discarded, or the offline one."""
        offline = reasoning.judgment
        messages = evidence_prompt(self.kb, fact, reasoning, self.budget_chars)
        self.calls += 1
        try:
            reply = self.client.complete_json(
                messages, SCHEMA_NAME, JUDGMENT_SCHEMA, parse_judgment
            )
        except ModelRefusedError:
            raise
        except ModelError:
            self.failures += 1
            self.fallbacks += 1
            return _as_fallback(offline)
        judgment = self.check(reply.value, reasoning)
        if not judgment.fallback:  # the offline judgment was verified by the pipeline
            judgment = self.verifier.verify(fact, reasoning.audit, judgment)
        self.discarded += len(judgment.discarded)
        if judgment.fallback:
            self.fallbacks += 1
        return judgment

    def check(self, answer: Mapping[str, Any], reasoning: Reasoning) -> Judgment:
        """Keep only the charges, articles and cases that are in the kept evidence."""
        audit, offline = reasoning.audit, reasoning.judgment
        kept_articles = set(audit.kept_articles)
        kept_charges = set(audit.kept_charges)
        kept_cases = {self.kb.cases[i].case_id: i for i in audit.kept_cases}
        discarded: list[str] = []
        cases: list[str] = []
        for cid in answer.get("cited_cases", []):
            (cases if str(cid) in kept_cases else discarded).append(f"case:{cid}")
        findings: list[ChargeFinding] = []
        for item in answer.get("charges", []):
            charge = str(item["charge"]).strip()
            if charge not in kept_charges:
                discarded.append(f"charge:{charge}")
                continue
            linked = self.links.get(charge, set()) & kept_articles
            good = []
            for number in item.get("articles", []):
                number = str(number).strip().lstrip("第").rstrip("条")
                if number in linked:
                    good.append(number)
                else:
                    discarded.append(f"article:{number}")
            if not good:
                discarded.append(f"charge:{charge} (no kept article)")
                continue
            interps = tuple(i for a in good for i in self.kb.articles[a].interpretations[:1])
            findings.append(
                ChargeFinding(
                    charge,
                    1.0,
                    tuple(dict.fromkeys(good)),
                    interps,
                    tuple(c[5:] for c in cases),
                    quotes=quotes_for(audit, dict.fromkeys(good)),
                )
            )
        if not findings:
            return replace(offline, backend="llm", discarded=tuple(discarded), fallback=True)
        articles = tuple(dict.fromkeys(a for f in findings for a in f.articles))
        months = answer.get("term_months", 0)
        term = Sentence(
            months=max(0, int(months)) if isinstance(months, int) else 0,
            life=bool(answer.get("life_imprisonment")),
            death=bool(answer.get("death_penalty")),
        )
        return Judgment(tuple(findings), articles, term, "llm", tuple(discarded))


def _as_fallback(offline: Judgment) -> Judgment:
    return replace(offline, backend="llm", discarded=(), fallback=True)
