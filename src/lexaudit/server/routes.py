"""The ``/v1`` API: verify (one or a streamed batch), audits, overrides, metrics; ``/healthz``."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime, timedelta
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import ValidationError
from starlette.concurrency import run_in_threadpool

from lexaudit import __version__
from lexaudit.audit.report import REPORT_SCHEMA_VERSION
from lexaudit.audit.store import ApiKey, AuditInputs
from lexaudit.server.batch import BadItem, batch_items
from lexaudit.server.batch import item_id as item_id_of
from lexaudit.server.errors import ApiError, invalid_text, validation_details
from lexaudit.server.limits import retry_after_header
from lexaudit.server.models import (
    ACTIONS,
    LABELS,
    VERIFY_SHAPE_HINT,
    ErrorResponse,
    OverrideRequest,
    VerifyRequest,
    VerifyResponse,
)
from lexaudit.server.services import Services

log = logging.getLogger("lexaudit.server")
bearer = HTTPBearer(auto_error=False, description="an API key from `lexaudit keys create`")
router = APIRouter()

_ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": ErrorResponse, "description": text}
    for code, text in (
        (400, "malformed JSON (invalid_json), or text with a NUL or non-UTF-8 (invalid_text)"),
        (401, "missing or unknown API key"),
        (413, "request body too large"),
        (422, "wrong shape, with the fix in the message"),
        (
            429,
            "the API key's rate limit passed (rate_limited) or the verification queue is full "
            "(overloaded); retry after the Retry-After header's seconds",
        ),
        (
            504,
            "the verification passed its deadline (verify_timeout, E500); the work was "
            "stopped and nothing was stored",
        ),
    )
}
_ERRORS[429]["headers"] = {
    "Retry-After": {
        "description": "seconds to wait before retrying",
        "schema": {"type": "integer"},
    }
}


def services(request: Request) -> Services:
    """Return the process's shared services."""
    return request.app.state.services  # type: ignore[no-any-return]


def require_key(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> ApiKey:
    """Authenticate the Bearer key and take a rate-limit token (401 / 429)."""
    svc = services(request)
    if credentials is None or not credentials.credentials:
        raise ApiError(
            401,
            "unauthorized",
            "missing API key; send 'Authorization: Bearer KEY' (create a key with "
            "lexaudit keys create TENANT --data-dir DIR)",
            headers={"WWW-Authenticate": "Bearer"},
        )
    key = svc.authenticate(credentials.credentials)
    if key is None:
        raise ApiError(
            401,
            "invalid_api_key",
            "unknown or revoked API key; send 'Authorization: Bearer KEY' with a key printed by "
            "lexaudit keys create TENANT --data-dir DIR",
            headers={"WWW-Authenticate": "Bearer"},
        )
    wait = svc.limiter.check(key.key_id, key.rate_limit_per_min)
    if wait:
        raise ApiError(
            429,
            "rate_limited",
            f"rate limit for this API key reached; retry in {wait:.1f} s",
            headers=retry_after_header(wait),
        )
    return key


Key = Annotated[ApiKey, Depends(require_key)]


def parse_time(value: str | None, *, end: bool, name: str) -> str | None:
    """Normalise a ``since`` / ``until`` value (date or ISO datetime) to stored UTC form.

    A bare date means the start of that day for ``since`` and the end of it for ``until``.
    """
    if value is None or value == "":
        return None
    try:
        if len(value) == 10:
            day = date.fromisoformat(value)
            moment = datetime(day.year, day.month, day.day, tzinfo=UTC)
            if end:
                moment += timedelta(days=1)
        else:
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=UTC)
    except ValueError:
        raise ApiError(
            422,
            "invalid_request",
            f"{name}={value!r} is not a date; use YYYY-MM-DD or an ISO datetime such as "
            "2024-07-01T09:30:00Z",
        ) from None
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


async def verify_and_store(
    svc: Services, key: ApiKey, req: VerifyRequest, default_policy: str | None = None
) -> dict[str, Any]:
    """Verify one request, commit its audit record, and return the response body."""
    tenant = await run_in_threadpool(svc.store.get_tenant, key.tenant)
    policy = req.policy or default_policy or tenant.policy or svc.config.default_policy
    report = await svc.engine.verify(req, policy, tenant.profile)
    inputs = AuditInputs(answer=req.answer, sources=req.source_pairs(), query=req.query)
    record = await run_in_threadpool(
        lambda: svc.store.record_audit(
            key.tenant, report, inputs, store_text=tenant.store_text, request_id=req.id
        )
    )
    report["id"] = record.id
    decision = report.get("decision") or {}
    return {
        "audit_id": record.id,
        "report": report,
        "delivered_text": decision.get("delivered_text"),
        "decision": decision,
    }


@router.post("/v1/verify", response_model=VerifyResponse, responses=_ERRORS, tags=["verify"])
async def verify(request: Request, body: VerifyRequest, key: Key) -> dict[str, Any]:
    """Verify one answer against its sources, store the audit record, return the decision.

    The policy is the request's, else the tenant's default (``lexaudit tenants set-policy``).
    The record is committed before this response is sent.
    """
    return await verify_and_store(services(request), key, body)


def _error_line(index: int, item_id: Any, code: str, message: str, **extra: Any) -> bytes:
    error = {"code": code, "message": message, **extra}
    return (json.dumps({"index": index, "id": item_id, "error": error}) + "\n").encode()


@router.post(
    "/v1/verify/batch",
    tags=["verify"],
    responses={
        **_ERRORS,
        200: {
            "description": "one NDJSON line per item, in order: a verify response with "
            "`index` and `id`, or `{index, id, error: {code, message}}`",
            "content": {"application/x-ndjson": {}},
        },
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {
                        "type": "object",
                        "properties": {
                            "items": {
                                "type": "array",
                                "items": {"$ref": "#/components/schemas/VerifyRequest"},
                            },
                            "policy": {"type": "string"},
                        },
                        "required": ["items"],
                    }
                },
                "application/x-ndjson": {"schema": {"type": "string"}},
            },
        }
    },
)
async def verify_batch(request: Request, key: Key) -> StreamingResponse:
    """Verify many answers and stream one NDJSON result line per item, in input order.

    A bad item yields an error line for that item; the others are still verified and stored:
    a line that is not UTF-8 or holds a NUL (``invalid_text``, E103), is not JSON or is nested
    too deeply (``invalid_json``), or has the wrong shape (``invalid_request``). NDJSON is
    split at line feeds only.
    """
    svc = services(request)
    content_type = request.headers.get("content-type", "")
    items, batch_policy = batch_items(await request.body(), content_type)
    if len(items) > svc.config.max_batch_items:
        raise ApiError(
            413,
            "batch_too_large",
            f"the batch has {len(items)} items, more than {svc.config.max_batch_items}; "
            "split it into smaller batches",
        )

    async def lines() -> AsyncIterator[bytes]:
        for index, item in enumerate(items):
            item_id = item_id_of(item)
            if isinstance(item, BadItem):
                yield _error_line(index, item_id, item.code, item.message)
                continue
            try:
                req = VerifyRequest.model_validate(item)
            except ValidationError as exc:
                text_error = invalid_text(list(exc.errors()))
                if text_error is not None:
                    yield _error_line(index, item_id, text_error.code, text_error.message)
                    continue
                details = validation_details(list(exc.errors()))
                summary = "; ".join(f"{d['field']}: {d['problem']}" for d in details[:5])
                yield _error_line(
                    index, item_id, "invalid_request", f"{summary}. {VERIFY_SHAPE_HINT}"
                )
                continue
            try:
                result = await verify_and_store(svc, key, req, batch_policy)
            except ApiError as exc:
                yield _error_line(index, item_id, exc.code, exc.message)
                continue
            except Exception:
                log.exception("batch item %d failed", index)
                yield _error_line(index, item_id, "internal_error", "verification failed")
                continue
            yield (json.dumps({"index": index, "id": req.id, **result}) + "\n").encode()

    return StreamingResponse(lines(), media_type="application/x-ndjson")


@router.get("/v1/audits", tags=["audits"], responses=_ERRORS)
async def list_audits(
    request: Request,
    key: Key,
    label: Annotated[Literal["clean", "hallucinated", "uncertain"] | None, Query()] = None,
    decision: Annotated[
        Literal["deliver", "strip", "hedge", "block", "escalate"] | None, Query()
    ] = None,
    since: Annotated[str | None, Query(description="YYYY-MM-DD or ISO datetime")] = None,
    until: Annotated[str | None, Query(description="YYYY-MM-DD (inclusive) or datetime")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: Annotated[str | None, Query(description="next_cursor of the previous page")] = None,
) -> dict[str, Any]:
    """List the tenant's audits, newest first, with filters and cursor pagination."""
    svc = services(request)
    items, next_cursor = await run_in_threadpool(
        lambda: svc.store.list_audits(
            key.tenant,
            label=label,
            action=decision,
            since=parse_time(since, end=False, name="since"),
            until=parse_time(until, end=True, name="until"),
            limit=limit,
            cursor=cursor,
        )
    )
    return {"items": [i.to_dict() for i in items], "next_cursor": next_cursor}


def _no_audit(audit_id: str) -> ApiError:
    return ApiError(
        404,
        "audit_not_found",
        f"no audit {audit_id!r} for this API key's tenant; list them with GET /v1/audits",
    )


@router.get("/v1/audits/{audit_id}", tags=["audits"], responses=_ERRORS)
async def get_audit(request: Request, audit_id: str, key: Key) -> dict[str, Any]:
    """Return one audit record: the full report, hashes, versions and overrides."""
    record = await run_in_threadpool(services(request).store.get_audit, key.tenant, audit_id)
    if record is None:
        raise _no_audit(audit_id)
    return record.to_dict()


@router.post("/v1/audits/{audit_id}/overrides", status_code=201, tags=["audits"], responses=_ERRORS)
async def add_override(
    request: Request, audit_id: str, body: OverrideRequest, key: Key
) -> dict[str, Any]:
    """Append a reviewer's approve / reject (with a note and who) to an audit record."""
    store = services(request).store
    override = await run_in_threadpool(
        store.add_override, key.tenant, audit_id, body.action, body.note, body.reviewer
    )
    if override is None:
        raise _no_audit(audit_id)
    return {"override": override.to_dict()}


@router.get("/v1/metrics", tags=["audits"], responses=_ERRORS)
async def metrics(
    request: Request,
    key: Key,
    since: Annotated[str | None, Query(description="YYYY-MM-DD or ISO datetime")] = None,
    until: Annotated[str | None, Query(description="YYYY-MM-DD (inclusive) or datetime")] = None,
) -> dict[str, Any]:
    """Return unsupported-claim, contradiction, strip and escalation rates and claims/answer."""
    store = services(request).store
    return await run_in_threadpool(
        store.metrics,
        key.tenant,
        parse_time(since, end=False, name="since"),
        parse_time(until, end=True, name="until"),
    )


@router.get("/v1/tenant", tags=["audits"], responses=_ERRORS)
async def tenant(request: Request, key: Key) -> dict[str, Any]:
    """Return the API key's tenant and its defaults."""
    settings = await run_in_threadpool(services(request).store.get_tenant, key.tenant)
    return {
        "tenant": settings.tenant,
        "policy": settings.policy,
        "store_text": settings.store_text,
        "profile": settings.profile,
        "labels": list(LABELS),
        "decisions": list(ACTIONS),
    }


@router.get("/healthz", tags=["service"])
async def healthz(request: Request) -> dict[str, Any]:
    """Say whether the service, its store and its verifier are up (no key needed)."""
    svc = services(request)
    store_ok = await run_in_threadpool(svc.store_ok)
    return {
        "status": "ok" if store_ok and svc.engine.ready else "degraded",
        "version": __version__,
        "report_schema_version": REPORT_SCHEMA_VERSION,
        "store": svc.store.dialect,
        "store_ok": store_ok,
        "verifier_ready": svc.engine.ready,
        "pid": os.getpid(),
    }
