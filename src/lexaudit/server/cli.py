"""``lexaudit serve``, ``lexaudit keys create`` and ``lexaudit tenants set-policy``.

Module-level imports stay cheap: FastAPI, uvicorn and the store are imported in the run
functions.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from lexaudit.server.config import CONFIG_ENV, POLICIES, ServerConfig

DEFAULTS = ServerConfig()
DEFAULT_DATA_DIR = os.environ.get("LEXAUDIT_DATA_DIR", "lexaudit-data")


def _store_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir",
        default=DEFAULT_DATA_DIR,
        help="directory of the SQLite audit store (default: %(default)s)",
    )
    parser.add_argument(
        "--db",
        default=None,
        metavar="URL",
        help="PostgreSQL URL (postgresql://USER@HOST:PORT/DB) instead of SQLite in the data dir",
    )


def _positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, got {value!r}")
    return number


def _non_negative_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = -1
    if number < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 0, got {value!r}")
    return number


def default_verify_procs(workers: int) -> int:
    """Verification processes per uvicorn worker: the CPU count shared among the workers."""
    return max(1, (os.cpu_count() or 1) // max(1, workers))


def add_parser(subparsers: Any) -> None:
    """Add the ``serve``, ``keys`` and ``tenants`` subcommands."""
    serve = subparsers.add_parser(
        "serve",
        help="run the HTTP service and the review page",
        description="Run the verification service (API docs at /docs, review page at /review/).",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (%(default)s)")
    serve.add_argument("--port", type=int, default=8080, help="port (%(default)s)")
    _store_args(serve)
    serve.add_argument(
        "--workers",
        type=_positive_int,
        default=1,
        help="uvicorn processes that take requests (%(default)s); each has its own "
        "--verify-procs pool, so keep 1 unless the HTTP side itself is the bottleneck",
    )
    serve.add_argument(
        "--verify-procs",
        type=_non_negative_int,
        default=None,
        metavar="N",
        help="worker processes that verify, each with its verifier loaded once; a worker past "
        "a request's deadline is killed and replaced (default: the CPU count divided by "
        "--workers; 0 = one thread in the server process)",
    )
    serve.add_argument(
        "--max-body-bytes",
        type=int,
        default=DEFAULTS.max_body_bytes,
        help="largest /v1/verify body (%(default)s)",
    )
    serve.add_argument(
        "--max-batch-body-bytes",
        type=int,
        default=DEFAULTS.max_batch_body_bytes,
        help="largest /v1/verify/batch body (%(default)s)",
    )
    serve.add_argument(
        "--rate-limit",
        type=int,
        default=DEFAULTS.rate_limit_per_min,
        help="requests per minute per API key and worker, 0 = none (%(default)s)",
    )
    serve.add_argument(
        "--verify-timeout",
        type=float,
        default=DEFAULTS.verify_timeout_s,
        help="seconds a request may take, waiting included; past it the verification stops "
        "and the request gets 504 (%(default)s)",
    )
    serve.add_argument(
        "--max-queue",
        type=_positive_int,
        default=DEFAULTS.max_pending,
        metavar="N",
        help="verifications running or waiting per worker; beyond it a request gets 429 with "
        "Retry-After (%(default)s)",
    )
    serve.add_argument(
        "--default-policy",
        choices=POLICIES,
        default=None,
        help="policy for tenants without their own (default: the verifier's)",
    )
    serve.add_argument(
        "--judge",
        choices=("structural", "cascade", "llm"),
        default="structural",
        help="claim judge (default structural, offline); cascade / llm send text only for "
        "tenants set with --allow-external-models yes (docs/models.md)",
    )
    serve.add_argument("--llm-url", metavar="URL", help="OpenAI-compatible API root")
    serve.add_argument("--llm-model", metavar="NAME", help="the model's name on that server")
    serve.add_argument("--nli-model", metavar="PATH", help="local NLI cross-encoder directory")
    serve.add_argument("--log-level", default="info", help="uvicorn log level (%(default)s)")
    serve.add_argument("--no-access-log", action="store_true", help="do not log each request")
    serve.set_defaults(run=run_serve)

    keys = subparsers.add_parser("keys", help="manage API keys", description="Manage API keys.")
    keys_sub = keys.add_subparsers(dest="keys_command", metavar="ACTION")
    create = keys_sub.add_parser(
        "create", help="create a key for a tenant and print it (only its hash is stored)"
    )
    create.add_argument("tenant", metavar="TENANT")
    _store_args(create)
    create.add_argument(
        "--rate-limit",
        type=int,
        default=None,
        help="requests per minute for this key (default: the server's)",
    )
    create.set_defaults(run=run_keys_create)
    listing = keys_sub.add_parser("list", help="list keys (id, prefix, tenant, dates)")
    listing.add_argument("tenant", metavar="TENANT", nargs="?", default=None)
    _store_args(listing)
    listing.set_defaults(run=run_keys_list)
    revoke = keys_sub.add_parser(
        "revoke", help="revoke a key by id (running servers stop accepting it within 10 s)"
    )
    revoke.add_argument("key_id", metavar="KEY_ID")
    _store_args(revoke)
    revoke.set_defaults(run=run_keys_revoke)
    keys.set_defaults(run=lambda args: _help(keys))

    tenants = subparsers.add_parser(
        "tenants", help="manage tenant defaults", description="Manage tenant defaults."
    )
    tenants_sub = tenants.add_subparsers(dest="tenants_command", metavar="ACTION")
    set_policy = tenants_sub.add_parser(
        "set-policy", help="set a tenant's default gating policy (and text retention)"
    )
    set_policy.add_argument("tenant", metavar="TENANT")
    set_policy.add_argument("policy", metavar="POLICY", choices=POLICIES, help=", ".join(POLICIES))
    set_policy.add_argument(
        "--store-text",
        choices=("yes", "no"),
        default=None,
        help="keep texts in audit records (no = only hashes and a redacted answer)",
    )
    set_policy.add_argument(
        "--date-order",
        choices=("MDY", "DMY"),
        default=None,
        help="grounding profile: read 03/04/2024 as March 4 (MDY, US) or 3 April (DMY)",
    )
    set_policy.add_argument(
        "--scoring",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="grounding profile: a scoring setting (cfi_alpha, threshold_clean, ...); repeatable",
    )
    set_policy.add_argument(
        "--allow-external-models",
        choices=("yes", "no"),
        default=None,
        help="may this tenant's texts go to the server's LLM judge (default no: never sent)",
    )
    _store_args(set_policy)
    set_policy.set_defaults(run=run_tenants_set_policy)
    show = tenants_sub.add_parser("show", help="print a tenant's defaults")
    show.add_argument("tenant", metavar="TENANT")
    _store_args(show)
    show.set_defaults(run=run_tenants_show)
    tenants.set_defaults(run=lambda args: _help(tenants))


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def run_keys_create(args: argparse.Namespace) -> int:
    """Create an API key for a tenant and print it once."""
    from lexaudit.audit.store import open_store

    store = open_store(args.data_dir, args.db)
    try:
        key = store.create_api_key(args.tenant, rate_limit_per_min=args.rate_limit)
    finally:
        store.close()
    print(key)
    print(
        f"created an API key for tenant {args.tenant!r}; it is shown only now "
        "(the store keeps its hash)",
        file=sys.stderr,
    )
    return 0


def run_keys_list(args: argparse.Namespace) -> int:
    """Print the keys, one a line: id, prefix, tenant, created, revoked."""
    from lexaudit.audit.store import open_store

    store = open_store(args.data_dir, args.db)
    try:
        keys = store.list_api_keys(args.tenant)
    finally:
        store.close()
    for k in keys:
        state = f"revoked {k['revoked_at']}" if k["revoked_at"] else "active"
        prefix = f"{k['key_prefix']}..." if k["key_prefix"] else "-"
        print(f"{k['key_id']}  {prefix}  {k['tenant']}  created {k['created_at']}  {state}")
    return 0


def run_keys_revoke(args: argparse.Namespace) -> int:
    """Revoke one key by its id."""
    from lexaudit.audit.store import open_store
    from lexaudit.errors import InputError

    store = open_store(args.data_dir, args.db)
    try:
        revoked = store.revoke_api_key(args.key_id)
    finally:
        store.close()
    if not revoked:
        raise InputError(
            f"no active key with id {args.key_id!r}; see the ids with lexaudit keys list"
        )
    print(f"revoked {args.key_id}")
    return 0


def run_tenants_set_policy(args: argparse.Namespace) -> int:
    """Set a tenant's default policy."""
    from lexaudit.audit.store import open_store

    store_text = None if args.store_text is None else args.store_text == "yes"
    store = open_store(args.data_dir, args.db)
    try:
        profile = _profile(store.get_tenant(args.tenant).profile, args)
        settings = store.set_tenant(
            args.tenant, policy=args.policy, store_text=store_text, profile=profile
        )
    finally:
        store.close()
    _print_tenant(settings)
    return 0


def _profile(current: dict[str, Any], args: argparse.Namespace) -> dict[str, Any] | None:
    """Merge ``--date-order`` and ``--scoring`` into the tenant's profile (None: unchanged)."""
    allow = getattr(args, "allow_external_models", None)
    if args.date_order is None and not args.scoring and allow is None:
        return None
    from lexaudit.errors import ConfigError
    from lexaudit.score.rubric import ScoringConfig

    profile = dict(current)
    if args.date_order is not None:
        profile["date_order"] = args.date_order
    names = sorted(ScoringConfig.__dataclass_fields__)
    scoring = dict(profile.get("scoring") or {})
    for item in args.scoring:
        name, _, value = item.partition("=")
        if name not in names:
            raise ConfigError(f"unknown scoring setting {name!r}; use one of {', '.join(names)}")
        try:
            scoring[name] = float(value)
        except ValueError:
            raise ConfigError(f"--scoring {item!r}: the value must be a number") from None
    if scoring:
        profile["scoring"] = scoring
    if allow is not None:
        profile["allow_external_models"] = allow == "yes"
    return profile


def _print_tenant(settings: Any) -> None:
    profile = json.dumps(settings.profile, sort_keys=True) if settings.profile else "default"
    print(
        f"{settings.tenant}: policy={settings.policy} store_text={settings.store_text} "
        f"profile={profile}"
    )


def run_tenants_show(args: argparse.Namespace) -> int:
    """Print a tenant's defaults."""
    from lexaudit.audit.store import open_store

    store = open_store(args.data_dir, args.db)
    try:
        settings = store.get_tenant(args.tenant)
    finally:
        store.close()
    _print_tenant(settings)
    return 0


def run_serve(args: argparse.Namespace) -> int:
    """Migrate the store, then run uvicorn with ``--workers`` processes."""
    import uvicorn

    from lexaudit.audit.store import open_store

    config = ServerConfig(
        data_dir=os.path.abspath(args.data_dir),
        db_url=args.db,
        max_body_bytes=args.max_body_bytes,
        max_batch_body_bytes=args.max_batch_body_bytes,
        rate_limit_per_min=args.rate_limit,
        verify_timeout_s=args.verify_timeout,
        max_pending=args.max_queue,
        verify_procs=(
            default_verify_procs(args.workers) if args.verify_procs is None else args.verify_procs
        ),
        default_policy=args.default_policy,
        judge=args.judge,
        llm_url=args.llm_url,
        llm_model=args.llm_model,
        nli_model=args.nli_model,
    )
    from lexaudit.models.options import build_judge

    build_judge(  # a bad judge setting fails here, not in every worker
        config.judge, llm_url=config.llm_url, llm_model=config.llm_model, nli_model=config.nli_model
    )
    store = open_store(config.data_dir, config.db_url)  # migrates once, before the workers
    where = store.db.describe()
    store.close()
    os.environ[CONFIG_ENV] = config.to_env()
    print(
        f"lexaudit {args.host}:{args.port} store={where} workers={args.workers} "
        f"verify-procs={config.verify_procs}; "
        f"review page http://{args.host}:{args.port}/review/, API docs /docs",
        file=sys.stderr,
    )
    uvicorn.run(
        "lexaudit.server.app:create_app_from_env",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers if args.workers > 1 else None,
        log_level=args.log_level,
        access_log=not args.no_access_log,
        timeout_graceful_shutdown=10,
    )
    return 0
