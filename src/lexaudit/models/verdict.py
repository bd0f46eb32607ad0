"""The structured verdict an LLM gives on one claim: its JSON schema and its pydantic model.

pydantic is imported here, and this module is imported only when an LLM tier is built
(``pip install 'lexaudit[llm]'``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SCHEMA_NAME = "claim_verdict"

VERDICT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": ["supported", "contradicted", "unsupported"]},
        "evidence_quote": {"type": "string", "maxLength": 1000},
        "reason": {"type": "string", "maxLength": 1000},
    },
    "required": ["verdict", "evidence_quote", "reason"],
    "additionalProperties": False,
}


class ModelVerdict(BaseModel):
    """One claim's verdict as the model gives it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    verdict: Literal["supported", "contradicted", "unsupported"]
    evidence_quote: str = Field(max_length=1000)
    reason: str = Field(max_length=1000)


def parse_verdict(text: str) -> ModelVerdict:
    """Validate a reply; raises pydantic's ``ValidationError`` (a ``ValueError``)."""
    return ModelVerdict.model_validate_json(text)
