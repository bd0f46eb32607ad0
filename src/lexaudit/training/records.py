"""The training record and its JSONL forms.

One :class:`TrainingRecord` holds the system instruction, the numbered passages the model
sees (``context``), the question and its date, the expected (``chosen``) answer and a
hallucinated (``rejected``) one. Three views are written, one JSON object per line:

- ``records.jsonl``: everything, including the sources lexaudit checked the answers against;
- ``sft.jsonl``: ``messages`` (system, user, assistant) for TRL's ``SFTTrainer``;
- ``dpo.jsonl``: ``prompt`` (system and user messages), ``chosen`` and ``rejected``
  (one assistant message each) for TRL's ``DPOTrainer``.

Keys are sorted and non-ASCII is written as is, so the same records give the same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA_VERSION = "1"

SYSTEM_PROMPT = (
    "You are a legal research assistant. Answer the question only from the numbered passages. "
    "Some passages may be about another document, outdated (law repealed before the date of "
    "the question) or wrong about which authority says what. Use only the passages that answer "
    "the question; when none of them does, say that you cannot tell and name what is missing; "
    "when a passage quotes repealed law, say so and cite the provision in force on the date of "
    "the question; when a passage pins a holding or a provision on the wrong authority, correct "
    "it. Never state a value, party or citation that the passages do not support."
)


@dataclass(frozen=True, slots=True)
class Passage:
    """One numbered passage of a prompt: the document it comes from and its text."""

    title: str
    text: str


@dataclass(frozen=True, slots=True)
class TrainingRecord:
    """One Finetune-RAG example with a preferred and a rejected answer.

    ``check_sources`` are the texts lexaudit verified both answers against (the correct
    sources; for ``insufficient`` the passages shown, which do not hold the answer).
    """

    id: str
    category: str
    domain: str
    query: str
    as_of: str
    context: tuple[Passage, ...]
    chosen: str
    rejected: str
    rejected_kind: str
    check_sources: tuple[str, ...]
    source_files: tuple[str, ...]
    system: str = SYSTEM_PROMPT


def prompt_text(as_of: str | None, passages: Sequence[Passage], query: str | None) -> str:
    """The user turn: the date, the numbered passages and the question."""
    parts = [f"Date of the question: {as_of}", ""] if as_of else []
    parts.append("Passages:")
    for i, passage in enumerate(passages, 1):
        parts += [f"[{i}] {passage.title}", passage.text.strip(), ""]
    parts.append(f"Question: {query}" if query else "Question: (none given)")
    return "\n".join(parts)


def user_message(record: TrainingRecord) -> str:
    """The user turn of a record."""
    return prompt_text(record.as_of, record.context, record.query)


def prompt_messages(record: TrainingRecord) -> list[dict[str, str]]:
    """The system and user messages of a record."""
    return [
        {"role": "system", "content": record.system},
        {"role": "user", "content": user_message(record)},
    ]


def full_record(record: TrainingRecord, labels: dict[str, str]) -> dict[str, Any]:
    """The ``records.jsonl`` form: every field, plus the verifier's labels."""
    return {
        "schema_version": SCHEMA_VERSION,
        "id": record.id,
        "category": record.category,
        "domain": record.domain,
        "system": record.system,
        "context": [{"title": p.title, "text": p.text} for p in record.context],
        "query": record.query,
        "as_of": record.as_of,
        "expected_answer": record.chosen,
        "rejected_answer": record.rejected,
        "rejected_kind": record.rejected_kind,
        "check_sources": list(record.check_sources),
        "source_files": list(record.source_files),
        "verification": labels,
    }


def sft_record(record: TrainingRecord) -> dict[str, Any]:
    """The ``sft.jsonl`` form (TRL conversational language modelling)."""
    return {
        "id": record.id,
        "category": record.category,
        "messages": [*prompt_messages(record), {"role": "assistant", "content": record.chosen}],
    }


def dpo_record(record: TrainingRecord) -> dict[str, Any]:
    """The ``dpo.jsonl`` form (TRL conversational preference)."""
    return {
        "id": record.id,
        "category": record.category,
        "prompt": prompt_messages(record),
        "chosen": [{"role": "assistant", "content": record.chosen}],
        "rejected": [{"role": "assistant", "content": record.rejected}],
    }


def dumps(obj: Any) -> str:
    """One JSON line: keys sorted, non-ASCII kept, no trailing spaces."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True)


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> int:
    """Write ``rows`` as JSON lines (Unix line endings, UTF-8) and return how many."""
    n = 0
    with path.open("w", encoding="utf-8", newline="\n") as out:
        for row in rows:
            out.write(dumps(row) + "\n")
            n += 1
    return n
