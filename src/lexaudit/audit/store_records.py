"""The records the audit store reads and writes (frozen; JSON forms for the HTTP API)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class ApiKey:
    """An authenticated API key (the key itself is never stored, only its SHA-256)."""

    key_id: str
    tenant: str
    rate_limit_per_min: int | None = None


@dataclass(frozen=True, slots=True)
class TenantSettings:
    """A tenant's defaults: gating policy, text retention and grounding profile."""

    tenant: str
    policy: str | None = None
    store_text: bool = True
    profile: dict[str, Any] = field(default_factory=dict)  # grounding profile (see server)


@dataclass(frozen=True, slots=True)
class Override:
    """A reviewer's decision on an audited answer, appended to its record."""

    id: str
    audit_id: str
    action: str
    note: str
    reviewer: str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "id": self.id,
            "audit_id": self.audit_id,
            "action": self.action,
            "note": self.note,
            "reviewer": self.reviewer,
            "created_at": self.created_at,
        }


@dataclass(frozen=True, slots=True)
class AuditSummary:
    """One row of the audit list."""

    id: str
    created_at: str
    request_id: str | None
    policy: str | None
    label: str
    action: str
    fidelity: float
    n_claims: int
    answer_preview: str
    text_stored: bool
    review: str | None = None  # the latest override's action, if any

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {
            "id": self.id,
            "created_at": self.created_at,
            "request_id": self.request_id,
            "policy": self.policy,
            "label": self.label,
            "decision": self.action,
            "fidelity": self.fidelity,
            "n_claims": self.n_claims,
            "answer_preview": self.answer_preview,
            "text_stored": self.text_stored,
            "review": self.review,
        }


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """A stored audit: the report plus what the store adds around it."""

    id: str
    tenant: str
    created_at: str
    request_id: str | None
    policy: str | None
    label: str
    action: str
    package_version: str
    schema_version: str
    input_hashes: dict[str, Any]
    text_stored: bool
    timings_ms: dict[str, float]
    report: dict[str, Any]
    overrides: tuple[Override, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON form served by ``GET /v1/audits/{id}``."""
        return {
            "id": self.id,
            "tenant": self.tenant,
            "created_at": self.created_at,
            "request_id": self.request_id,
            "policy": self.policy,
            "label": self.label,
            "decision": self.action,
            "package_version": self.package_version,
            "schema_version": self.schema_version,
            "input_hashes": self.input_hashes,
            "text_stored": self.text_stored,
            "timings_ms": self.timings_ms,
            "report": self.report,
            "overrides": [o.to_dict() for o in self.overrides],
        }


@dataclass(frozen=True, slots=True)
class AuditInputs:
    """The request texts a record's hashes are computed from."""

    answer: str
    sources: list[tuple[str, str]]  # (source id, text)
    query: str | None = None
