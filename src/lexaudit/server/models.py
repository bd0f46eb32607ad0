"""Request and response shapes of the HTTP API (validated here, at the edge)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from pydantic_core import PydanticCustomError

from lexaudit.errors import BinaryInputError, InvalidDateError
from lexaudit.inputs import check_text, parse_as_of
from lexaudit.server.config import POLICIES

LABELS = ("clean", "hallucinated", "uncertain")
ACTIONS = ("deliver", "strip", "hedge", "block", "escalate", "repair")

VERIFY_SHAPE_HINT = (
    'send a JSON object {"answer": "...", "sources": ["passage", {"id": "s1", "text": "...", '
    '"doc_rev": "v2"}], "query": "..." (optional), "as_of": "YYYY-MM-DD" (optional), '
    f'"policy": one of {", ".join(POLICIES)} (optional)}}'
)


def check_policy(value: str | None) -> str | None:
    """Return ``value`` if it names a gating policy, else raise ValueError listing them."""
    if value is not None and value not in POLICIES:
        raise ValueError(f"unknown policy {value!r}; use one of {', '.join(POLICIES)}")
    return value


def text_rule(value: str | None, where: str = "the field") -> str | None:
    """Apply :func:`lexaudit.inputs.check_text` as a pydantic ``invalid_text`` error (400)."""
    if value is None:
        return None
    try:
        return check_text(value, where)
    except BinaryInputError as exc:
        raise PydanticCustomError("invalid_text", "{reason}", {"reason": exc.message}) from None


class SourceIn(BaseModel):
    """One source passage with a stable id."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, max_length=200, description="stable id of the passage")
    text: str = Field(min_length=1, description="the passage text")
    doc_rev: str | None = Field(default=None, max_length=200, description="document revision")

    @field_validator("text")
    @classmethod
    def _text_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("source text is blank; send the passage the answer relies on")
        return value

    @field_validator("id", "text", "doc_rev")
    @classmethod
    def _plain_text(cls, value: str | None) -> str | None:
        return text_rule(value)


class VerifyRequest(BaseModel):
    """One answer to verify against its sources (the shape ``verify-batch`` reads)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "query": "When may the buyer terminate?",
                    "sources": [
                        {"id": "msa-7", "text": "7.2 Either party may terminate on 30 days notice."}
                    ],
                    "answer": "Either party may terminate on 30 days notice.",
                    "as_of": "2024-07-01",
                    "policy": "STRIP_UNSUPPORTED",
                }
            ]
        },
    )

    id: str | None = Field(default=None, max_length=200, description="your id for this request")
    query: str | None = Field(default=None, description="the user's question")
    sources: list[str | SourceIn] = Field(
        min_length=1, max_length=500, description="retrieved passages: strings or objects"
    )
    answer: str = Field(min_length=1, description="the assistant's draft answer")
    as_of: str | None = Field(default=None, description="ISO date the answer is judged at")
    policy: str | None = Field(default=None, description=f"gating policy: {', '.join(POLICIES)}")

    @field_validator("answer")
    @classmethod
    def _answer_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("answer is blank; send the draft answer to verify")
        return value

    @field_validator("id", "query", "answer")
    @classmethod
    def _plain_text(cls, value: str | None) -> str | None:
        return text_rule(value)

    @field_validator("sources")
    @classmethod
    def _sources_not_blank(cls, value: list[str | SourceIn]) -> list[str | SourceIn]:
        for i, source in enumerate(value):
            if isinstance(source, str) and not source.strip():
                raise ValueError(f"source {i} is blank; send non-empty passages")
            if isinstance(source, str):
                text_rule(source, f"source {i}")
        return value

    @field_validator("as_of")
    @classmethod
    def _iso_date(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            return parse_as_of(value).isoformat()
        except InvalidDateError as exc:
            raise ValueError(exc.message) from None

    @field_validator("policy")
    @classmethod
    def _known_policy(cls, value: str | None) -> str | None:
        return check_policy(value)

    def source_pairs(self) -> list[tuple[str, str]]:
        """Return ``(id, text)`` for each source (``sN``, from 1, for plain strings)."""
        return [
            (s.id, s.text) if isinstance(s, SourceIn) else (f"s{i + 1}", s)
            for i, s in enumerate(self.sources)
        ]

    def verifier_sources(self) -> list[str | dict[str, Any]]:
        """Return the sources in the form ``Verifier.verify`` takes."""
        return [
            s.model_dump(exclude_none=True) if isinstance(s, SourceIn) else s for s in self.sources
        ]


class VerifyResponse(BaseModel):
    """The stored audit id, the full report and the gate's decision."""

    audit_id: str
    report: dict[str, Any]
    delivered_text: str | None
    decision: dict[str, Any]


class OverrideRequest(BaseModel):
    """A reviewer's decision on an audited answer."""

    model_config = ConfigDict(extra="forbid")

    action: Literal["approve", "reject"]
    note: str = Field(default="", max_length=10_000)
    reviewer: str = Field(min_length=1, max_length=200, description="who decided")

    @field_validator("reviewer")
    @classmethod
    def _reviewer_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("reviewer is blank; say who made the decision")
        return value.strip()

    @field_validator("note", "reviewer")
    @classmethod
    def _plain_text(cls, value: str) -> str:
        return text_rule(value) or ""


class ErrorBody(BaseModel):
    """``{"code", "message"}`` of an error response."""

    code: str
    message: str


class ErrorResponse(BaseModel):
    """Every error the API returns has this shape."""

    error: ErrorBody
