"""The HTTP service and the review page.

``lexaudit serve --data-dir DIR [--db postgresql://...] [--workers N]`` runs FastAPI under
uvicorn. Layout:

- ``app``: ``create_app(config)``: routes, error handlers, the body size limit, the review page
  (``static/``, served at ``/review/`` with a strict Content-Security-Policy).
- ``routes``: ``/v1/verify``, ``/v1/verify/batch`` (NDJSON), ``/v1/audits``, overrides,
  ``/v1/metrics``, ``/v1/tenant``, ``/healthz``; Bearer keys and the per-key rate limit.
- ``engine``: the verifier on one dedicated thread per process, with a timeout and a queue
  bound.
- ``models`` (pydantic shapes at the edge), ``errors`` (``{"error": {"code", "message"}}``),
  ``limits``, ``services``, ``config``, ``cli`` (``serve``, ``keys``, ``tenants``).

Each worker process loads its own verifier and opens its own store connection; the rate limit
is kept per process (with N workers a key may reach N times its limit).
"""
