"""The LLM tier: one claim, its aligned evidence and the question go to a chat model.

The model answers ``{"verdict", "evidence_quote", "reason"}`` (:mod:`lexaudit.models.verdict`).
Its quote must exist in a source (whitespace, case and straight / curly quotes aside, at least
two words): a supported or contradicted verdict whose quote is in no source is discarded and
counted as ``made_up_quote``, and the claim keeps its structural verdict. An ``unsupported``
verdict needs no quote; a made-up one is dropped from it all the same.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from lexaudit.errors import ModelError, ModelRefusedError
from lexaudit.evidence.retrieval import Window
from lexaudit.models.client import estimate_tokens
from lexaudit.types import (
    Chunk,
    ClaimVerdict,
    Conflict,
    EvidenceSpan,
    ModelJudgement,
    ModelStatus,
    Verdict,
)

if TYPE_CHECKING:
    from lexaudit.models.client import ChatClient

MAX_EXCERPTS = 4
_SCORES = {"supported": 0.85, "unsupported": 0.1, "contradicted": 0.0}
_QUOTE_CHARS = {"'": "['‘’]", "‘": "['‘’]", "’": "['‘’]", '"': '["“”]', "“": '["“”]', "”": '["“”]'}

SYSTEM_PROMPT = (
    "You check one claim taken from an answer to a legal question against the source excerpts "
    "the answer must rest on. Use only the excerpts, not what you know. The verdict is "
    '"supported" when the excerpts state the claim, "contradicted" when they state something '
    "that cannot be true together with it (another amount, date, party, place or outcome), "
    'and "unsupported" when they do not say. In evidence_quote copy, word for word, the '
    "sentence of the excerpts your verdict rests on (an empty string only for unsupported). "
    "In reason say why in one sentence. Reply with the JSON object only."
)


def find_quote(quote: str, chunks: Sequence[Chunk]) -> EvidenceSpan | None:
    """Where ``quote`` stands in the sources, or ``None`` (fewer than two words: ``None``)."""
    words = quote.strip().strip("\"'“”‘’.…").split()
    if len(words) < 2:
        return None
    pattern = re.compile(
        r"\s+".join("".join(_QUOTE_CHARS.get(ch, re.escape(ch)) for ch in w) for w in words),
        re.IGNORECASE,
    )
    for chunk in chunks:
        m = pattern.search(chunk.text)
        if m:
            return EvidenceSpan(chunk.chunk_id, m.start(), m.end(), m.group(0))
    return None


def claim_prompt(
    claim_text: str, windows: Sequence[Window], query: str | None, max_prompt_tokens: int
) -> list[dict[str, str]] | None:
    """The messages for one claim, with as many excerpts as fit the budget (``None``: none do)."""

    def messages(excerpts: Sequence[str]) -> list[dict[str, str]]:
        lines = [f"Question: {query.strip()}" if query and query.strip() else "Question: (none)"]
        lines.append(f"Claim: {claim_text.strip()}")
        lines.append("Excerpts:")
        lines.extend(excerpts or ["(no passage shares the claim's words)"])
        return [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": "\n".join(lines)},
        ]

    excerpts: list[str] = []
    for window in windows[:MAX_EXCERPTS]:
        line = f"[{window.chunk.chunk_id}] {' '.join(window.span.text.split())}"
        if estimate_tokens(messages([*excerpts, line])) > max_prompt_tokens:
            break
        excerpts.append(line)
    prompt = messages(excerpts)
    return None if estimate_tokens(prompt) > max_prompt_tokens else prompt


class LLMTier:
    """Asks a chat model for one claim's verdict and checks its quote."""

    def __init__(self, client: ChatClient) -> None:
        """Use ``client`` (its config names the model)."""
        from lexaudit.models.verdict import SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict

        self.client = client
        self._schema = (SCHEMA_NAME, VERDICT_SCHEMA, parse_verdict)

    @property
    def model(self) -> str:
        """The model's name."""
        return self.client.config.model

    def judge(
        self,
        current: ClaimVerdict,
        windows: Sequence[Window],
        chunks: Sequence[Chunk],
        query: str | None,
    ) -> ClaimVerdict:
        """The model's verdict in place of ``current``, or ``current`` with what it said."""
        claim = current.claim
        prompt = claim_prompt(claim.text, windows, query, self.client.config.max_prompt_tokens)
        if prompt is None:
            return _noted(
                current,
                ModelJudgement(
                    "llm",
                    self.model,
                    ModelStatus.NOT_SENT,
                    reason=f"the claim alone is over the prompt budget of "
                    f"{self.client.config.max_prompt_tokens} tokens",
                ),
            )
        name, schema, parse = self._schema
        try:
            reply = self.client.complete_json(prompt, name, schema, parse)
        except ModelRefusedError:
            raise
        except ModelError as exc:
            return _noted(
                current, ModelJudgement("llm", self.model, ModelStatus.FAILED, reason=exc.message)
            )
        said = reply.value
        quote = find_quote(said.evidence_quote, chunks) if said.evidence_quote.strip() else None
        made_up = bool(said.evidence_quote.strip()) and quote is None
        note = ModelJudgement(
            "llm",
            self.model,
            ModelStatus.MADE_UP_QUOTE if made_up else ModelStatus.DECIDED,
            said.verdict,
            said.evidence_quote,
            said.reason,
            reply.content,
            reply.cached,
        )
        if said.verdict != "unsupported" and quote is None:
            if not made_up:  # supported or contradicted with no quote at all
                note = _replace_status(note, ModelStatus.MADE_UP_QUOTE)
            return _noted(current, note)
        verdict = Verdict(said.verdict)
        reason = f"{self.model}: {said.reason}".strip()
        if made_up:
            reason += " (its quote is in no source and was discarded)"
        conflicts: tuple[Conflict, ...] = ()
        if verdict is Verdict.CONTRADICTED and quote is not None:
            conflicts = (Conflict("logic", claim.text, quote.text, claim.span, quote),)
        evidence = (quote,) if quote is not None else current.evidence
        return ClaimVerdict(
            claim,
            verdict,
            _SCORES[said.verdict],
            evidence,
            reason,
            conflicts,
            "llm",
            current.missing if verdict is Verdict.UNSUPPORTED else (),
            model_judgements=(*current.model_judgements, note),
        )


def _replace_status(note: ModelJudgement, status: ModelStatus) -> ModelJudgement:
    from dataclasses import replace

    return replace(note, status=status)


def _noted(current: ClaimVerdict, note: ModelJudgement) -> ClaimVerdict:
    """``current`` unchanged but for the model's note in its audit trail."""
    from dataclasses import replace

    return replace(current, model_judgements=(*current.model_judgements, note))
