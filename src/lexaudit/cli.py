"""The ``lexaudit`` command line.

Each subcommand lives beside the stage it drives and exposes two functions:
``add_parser(subparsers)`` (cheap: no heavy imports) and ``run(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from lexaudit import __version__
from lexaudit.errors import LexauditError

# subcommand name -> module that defines add_parser() and run()
SUBCOMMANDS: dict[str, str] = {
    "verify": "lexaudit.verify_cli",
    "verify-batch": "lexaudit.verify_cli",
    "demo": "lexaudit.verify_cli",
    "bench": "lexaudit.bench.cli",
    "authorities": "lexaudit.authority.cli",
    "serve": "lexaudit.server.cli",
    "keys": "lexaudit.server.cli",
    "tenants": "lexaudit.server.cli",
    "dataset": "lexaudit.training.cli",
    "reason": "lexaudit.reason.cli",
}


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser with every available subcommand."""
    parser = argparse.ArgumentParser(
        prog="lexaudit",
        description="Verify legal AI answers against their sources and decide what to deliver.",
    )
    parser.add_argument("--version", action="version", version=f"lexaudit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    seen: set[str] = set()
    for module_name in SUBCOMMANDS.values():
        if module_name in seen:
            continue
        seen.add(module_name)
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name is not None and exc.name.startswith("lexaudit"):
                continue  # a stage not built yet
            raise
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 0
    try:
        return int(args.run(args))
    except LexauditError as exc:
        print(f"lexaudit: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("lexaudit: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
