"""``lexaudit authorities import`` and ``lexaudit authorities show``.

Module-level imports stay cheap; the store and the citation grammar load in the run functions.
"""

from __future__ import annotations

import argparse
import datetime as dt
from typing import Any


def add_parser(subparsers: Any) -> None:
    """Add the ``authorities`` subcommand with its ``import`` and ``show`` actions."""
    parser = subparsers.add_parser(
        "authorities",
        help="import and query authority packs",
        description="Import authority packs and show the status of an authority on a date.",
    )
    actions = parser.add_subparsers(dest="authorities_command", metavar="ACTION")
    imp = actions.add_parser(
        "import",
        help="import JSON/CSV packs or the official Indian correspondence tables",
        description="Import authority packs (JSON or CSV) into the authority store.",
    )
    imp.add_argument("files", nargs="*", metavar="FILE", help="JSON or CSV authority packs")
    imp.add_argument(
        "--india-mapping",
        metavar="DIR",
        help="directory with mapping_of_laws.json (and ipc.json, bns.json, ... section texts)",
    )
    _db_arg(imp)
    imp.set_defaults(run=run_import)
    show = actions.add_parser(
        "show",
        help="show an authority and whether it is in force on a date",
        description='Show an authority ("Section 302 IPC", "IN/IPC/s302") and its status.',
    )
    show.add_argument("citation", help='a citation ("Section 302 IPC") or canonical id')
    show.add_argument("--as-of", default=None, metavar="YYYY-MM-DD", help="date (default: today)")
    _db_arg(show)
    show.set_defaults(run=run_show)
    parser.set_defaults(run=lambda args: _usage(parser))


def _db_arg(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        default=None,
        metavar="PATH",
        help="SQLite authority store (default: $LEXAUDIT_AUTHORITY_DB or "
        "~/.local/share/lexaudit/authorities.sqlite3)",
    )


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def run_import(args: argparse.Namespace) -> int:
    """Import the given packs and/or the Indian correspondence tables."""
    from lexaudit.authority.store import AuthorityStore
    from lexaudit.errors import InputError

    if not args.files and not args.india_mapping:
        raise InputError(
            "nothing to import: pass one or more pack FILEs (.json or .csv) and/or "
            "--india-mapping DIR"
        )
    store = AuthorityStore(args.db)
    try:
        for path in args.files:
            pack = store.import_pack(path)
            print(
                f"imported {path}: {len(pack.authorities)} authorities, "
                f"{len(pack.correspondences)} correspondences"
            )
        if args.india_mapping:
            summary = store.import_india_mapping(args.india_mapping)
            tables = ", ".join(f"{k} {v}" for k, v in sorted(summary.per_table.items()))
            print(
                f"imported {summary.rows} mapping rows ({tables}): {summary.correspondences} "
                f"correspondences, {summary.sections} sections, {summary.texts} section texts"
            )
        print(
            f"store {store.path}: {store.count()} authorities, "
            f"{store.count_correspondences()} correspondences"
        )
    finally:
        store.close()
    return 0


def resolve_citation(text: str) -> str:
    """The canonical key for a citation string or an id given on the command line."""
    from lexaudit.extract.citations import find_citations

    found = find_citations(text)
    if found:
        return found[0].canonical
    return text.strip()


def _not_found(store: Any, key: str) -> str:
    """The line for a section or sub-section the act does not have."""
    import re

    from lexaudit.authority.model import describe_key

    act = store.act_of(key)
    section = re.sub(r"(?:\([^()]*\))+$", "", key)
    name = describe_key(key, act)
    if store.get(section) is None:
        title = act.title if act is not None else "act"
        return f"{name}: does not exist (the {title} has no such section)"
    return f"{name}: does not exist ({describe_key(section, act)} has no such sub-section)"


def run_show(args: argparse.Namespace) -> int:
    """Print an authority's status on a date."""
    from lexaudit.authority.model import AuthorityState
    from lexaudit.authority.store import AuthorityStore
    from lexaudit.errors import InvalidDateError

    try:
        as_of = dt.date.fromisoformat(args.as_of) if args.as_of else dt.date.today()
    except ValueError as exc:
        raise InvalidDateError(
            f"--as-of {args.as_of!r} is not a date; write it as YYYY-MM-DD (2025-01-01)"
        ) from exc
    key = resolve_citation(args.citation)
    store = AuthorityStore(args.db)
    try:
        if store.provision_exists(key) is False:
            print(_not_found(store, key))
            print(f"  id: {key}")
            return 1
        status = store.status(key, as_of)
        print(status.describe())
        if status.authority is not None and status.authority.id == key:
            print(f"  id: {key}  title: {status.authority.title}")
        else:
            print(f"  id: {key}")
        arrow = "<-" if status.state is AuthorityState.NOT_YET_IN_FORCE else "->"
        for c, other in zip(status.corresponding, status.corresponding_ids, strict=True):
            subject = f" ({c.subject})" if c.subject else ""
            print(f"  {arrow} {other}{subject}")
    finally:
        store.close()
    return 0 if status.state.value != "unknown" else 1
