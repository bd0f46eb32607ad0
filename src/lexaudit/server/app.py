"""The FastAPI application: API routes, error handlers, limits and the review page."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.responses import Response
from starlette.types import Scope

from lexaudit import __version__
from lexaudit.audit.store import AuditStore, open_store
from lexaudit.server.config import ServerConfig
from lexaudit.server.engine import VerificationEngine, VerifierLike, default_verifier_factory
from lexaudit.server.errors import install_error_handlers
from lexaudit.server.limits import (
    BodySizeLimitMiddleware,
    BodyTooLargeError,
    RateLimiter,
    too_large_body,
)
from lexaudit.server.routes import router
from lexaudit.server.services import Services

STATIC_DIR = Path(__file__).parent / "static"
REVIEW_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
        "form-action 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


class ReviewFiles(StaticFiles):
    """The review page's static files, served with a strict Content-Security-Policy."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        """Serve the file and add the security headers."""
        response = await super().get_response(path, scope)
        response.headers.update(REVIEW_HEADERS)
        response.headers["Cache-Control"] = "no-cache"
        return response


def create_app(
    config: ServerConfig,
    *,
    verifier_factory: Callable[[], VerifierLike] = default_verifier_factory,
    store: AuditStore | None = None,
) -> FastAPI:
    """Build the app; the store is opened (and migrated) and the verifier loaded at startup."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = store or open_store(config.data_dir, config.db_url)
        engine: VerificationEngine
        if config.verify_procs > 0:
            from lexaudit.server.procpool import ProcessVerificationEngine

            engine = ProcessVerificationEngine(
                verifier_factory,
                timeout_s=config.verify_timeout_s,
                max_pending=config.max_pending,
                processes=config.verify_procs,
            )
        else:
            engine = VerificationEngine(
                verifier_factory, timeout_s=config.verify_timeout_s, max_pending=config.max_pending
            )
        app.state.services = Services(
            config=config,
            store=opened,
            engine=engine,
            limiter=RateLimiter(config.rate_limit_per_min),
        )
        await engine.load()
        try:
            yield
        finally:
            engine.close()
            if store is None:
                opened.close()

    app = FastAPI(
        title="lexaudit",
        version=__version__,
        description=(
            "Verify a legal AI answer against its sources before anyone relies on it; keep an "
            "audit record of every decision. Authenticate with `Authorization: Bearer KEY` "
            "(`lexaudit keys create TENANT --data-dir DIR`). The review page is at /review/."
        ),
        lifespan=lifespan,
    )
    install_error_handlers(app)

    @app.exception_handler(BodyTooLargeError)
    async def _too_large(request: Request, exc: BodyTooLargeError) -> JSONResponse:
        return JSONResponse(too_large_body(exc.limit), status_code=413)

    app.add_middleware(
        BodySizeLimitMiddleware,
        limit=config.max_body_bytes,
        batch_limit=config.max_batch_body_bytes,
    )
    app.include_router(router)

    @app.get("/", include_in_schema=False)
    async def _root() -> RedirectResponse:
        return RedirectResponse("/review/")

    app.mount("/review", ReviewFiles(directory=STATIC_DIR, html=True), name="review")
    return app


def create_app_from_env() -> FastAPI:
    """Build the app from ``LEXAUDIT_SERVER_CONFIG`` (used by uvicorn workers)."""
    return create_app(ServerConfig.from_env())
