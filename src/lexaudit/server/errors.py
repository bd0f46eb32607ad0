"""Every error the HTTP API returns: ``{"error": {"code", "message"}}`` saying how to fix it."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from lexaudit.errors import (
    BinaryInputError,
    DeadlineExceededError,
    InputError,
    LexauditError,
    StoreError,
    UnknownPolicyError,
)
from lexaudit.inputs import check_text
from lexaudit.server.limits import BodyTooLargeError, too_large_body
from lexaudit.server.models import VERIFY_SHAPE_HINT

OVERRIDE_SHAPE_HINT = (
    'send {"action": "approve" | "reject", "note": "...", "reviewer": "your name"}'
)

log = logging.getLogger("lexaudit.server")


class ApiError(Exception):
    """An error with an HTTP status, a stable code and a message that says how to fix it."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        headers: dict[str, str] | None = None,
        details: list[dict[str, Any]] | None = None,
    ) -> None:
        """Create the error."""
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers or {}
        self.details = details

    def body(self) -> dict[str, Any]:
        """Return the JSON body."""
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.details:
            error["details"] = self.details
        return {"error": error}

    def response(self) -> JSONResponse:
        """Return the JSON response."""
        return JSONResponse(self.body(), status_code=self.status, headers=self.headers)


def error_from_lexaudit(exc: LexauditError) -> ApiError:
    """Map a lexaudit error to its HTTP status and code."""
    if isinstance(exc, UnknownPolicyError):
        return ApiError(422, "unknown_policy", exc.message)
    if isinstance(exc, BinaryInputError):
        return ApiError(400, "invalid_text", f"{exc.message} [{exc.code}]")
    if isinstance(exc, InputError):
        return ApiError(422, "invalid_input", f"{exc.message} [{exc.code}]")
    if isinstance(exc, DeadlineExceededError):
        return ApiError(504, "verify_timeout", f"{exc.message} [{exc.code}]")
    if isinstance(exc, StoreError):
        return ApiError(503, "store_unavailable", f"{exc.message} [{exc.code}]")
    return ApiError(500, "verification_failed", f"{exc.message} [{exc.code}]")


_UNION_TAGS = frozenset({"str", "SourceIn"})


def _loc(parts: tuple[Any, ...]) -> str:
    out = ""
    for part in parts:
        if isinstance(part, str) and (part in _UNION_TAGS or part.startswith("function-")):
            continue  # union branch tags: noise for the reader
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out or "body"


def validation_details(errors: list[Any]) -> list[dict[str, Any]]:
    """Turn pydantic errors into ``{"field", "problem"}`` items, dropping union noise."""
    details: list[dict[str, Any]] = []
    for err in errors:
        loc = tuple(err["loc"])
        if "str" in loc and isinstance(err.get("input"), dict):
            continue  # an object source failed as a string: its object branch explains why
        message = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        item = {"field": _loc(loc), "problem": message}
        if item not in details:
            details.append(item)
    return details


TEXT_ERROR_TYPES = frozenset({"invalid_text", "string_unicode"})
"""Pydantic error types that break the text rule: the request gets 400 ``invalid_text``."""


def invalid_text(errors: list[Any]) -> ApiError | None:
    """Return a 400 ``invalid_text`` error when a field breaks the text rule, else ``None``.

    The rule is :func:`lexaudit.inputs.check_text` (no NUL, no unpaired surrogate), the same for
    every entry point; the models apply it (``invalid_text``) and pydantic itself refuses
    unpaired surrogates (``string_unicode``).
    """
    problems: list[str] = []
    for err in errors:
        if err.get("type") not in TEXT_ERROR_TYPES:
            continue
        field = _loc(tuple(err["loc"]))
        message = str(err.get("msg", "not valid text"))
        if isinstance(err.get("input"), str):
            try:
                check_text(err["input"], "the field")
            except BinaryInputError as exc:
                message = exc.message
        problem = f"{field}: {message}"
        if problem not in problems:
            problems.append(problem)
    if not problems:
        return None
    return ApiError(400, "invalid_text", f"{'; '.join(problems[:5])} [{BinaryInputError.code}]")


def _validation_error(exc: RequestValidationError, hint: str) -> ApiError:
    errors = list(exc.errors())
    for err in errors:
        if err.get("type") == "json_invalid":
            ctx = err.get("ctx") or {}
            return ApiError(
                400,
                "invalid_json",
                f"the request body is not valid JSON ({ctx.get('error', err.get('msg'))}); "
                f"{hint or 'send a JSON object'}",
            )
    text_error = invalid_text(errors)
    if text_error is not None:
        return text_error
    details = validation_details(errors)
    summary = "; ".join(f"{d['field']}: {d['problem']}" for d in details[:5])
    if not summary:
        summary = "the request does not have the expected shape"
    message = f"{summary}. {hint}" if hint else summary
    return ApiError(422, "invalid_request", message, details=details)


def _hint(path: str) -> str:
    if path.startswith("/v1/verify"):
        return VERIFY_SHAPE_HINT
    if path.endswith("/overrides"):
        return OVERRIDE_SHAPE_HINT
    return ""


_STATUS_CODES = {
    404: ("not_found", "no such endpoint; see /docs for the API"),
    405: ("method_not_allowed", "this endpoint does not take that method; see /docs"),
}


def install_error_handlers(app: FastAPI) -> None:
    """Register handlers so every error is ``{"error": {"code", "message"}}``."""

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        return exc.response()

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        hint = _hint(request.url.path)
        content_type = request.headers.get("content-type", "")
        body_errors = [e for e in exc.errors() if tuple(e.get("loc", ())) == ("body",)]
        if body_errors and request.method == "POST" and "json" not in content_type:
            return ApiError(
                400,
                "invalid_json",
                f"the body was not sent as JSON (Content-Type: {content_type or 'none'}); "
                f"send Content-Type: application/json and {hint or 'a JSON object'}",
            ).response()
        return _validation_error(exc, hint).response()

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if isinstance(exc.__cause__, BodyTooLargeError):
            return JSONResponse(too_large_body(exc.__cause__.limit), status_code=413)
        code, message = _STATUS_CODES.get(exc.status_code, ("http_error", str(exc.detail)))
        if exc.status_code not in _STATUS_CODES and exc.detail:
            message = str(exc.detail)
        return ApiError(exc.status_code, code, message, dict(exc.headers or {})).response()

    @app.exception_handler(LexauditError)
    async def _lexaudit(request: Request, exc: LexauditError) -> JSONResponse:
        return error_from_lexaudit(exc).response()

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return ApiError(
            500, "internal_error", "the server failed unexpectedly; the error is logged"
        ).response()
