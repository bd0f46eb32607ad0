"""The parsing options shared by ``verify``, ``verify-batch`` and ``bench``.

``--lazy`` parses every source lazily (spaCy only on the passages the answer's claims align
with), ``--eager`` parses every source in full; with neither, the verifier parses lazily the
bundles of :data:`lexaudit.verifier.LAZY_ABOVE_CHARS` characters or more (``docs/design.md``).
"""

from __future__ import annotations

import argparse


def add_parse_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--reretrieve`` and the mutually exclusive ``--lazy`` / ``--eager``."""
    parser.add_argument(
        "--reretrieve",
        action="store_true",
        help="GenGround re-retrieval: re-judge unsupported and contradicted claims on a wider "
        "search built from the claim alone (off by default; see docs/benchmarks.md)",
    )
    parsing = parser.add_mutually_exclusive_group()
    parsing.add_argument(
        "--lazy",
        action="store_true",
        help="lazy parsing for every source: spaCy runs only on the source passages the "
        "answer's claims align with (default: lazy for sources of 50,000 characters or more, "
        "a full parse below; see docs/design.md)",
    )
    parsing.add_argument(
        "--eager",
        action="store_true",
        help="parse every source in full with spaCy, however long (default: only sources "
        "under 50,000 characters)",
    )


def lazy_option(args: argparse.Namespace) -> bool | None:
    """``Verifier(lazy=...)`` for ``--lazy`` (True), ``--eager`` (False) or neither (None)."""
    if getattr(args, "lazy", False):
        return True
    if getattr(args, "eager", False):
        return False
    return None
