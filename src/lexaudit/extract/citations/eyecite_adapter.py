"""The one place lexaudit imports eyecite (lazily) and makes its court lookup cheap.

eyecite's ``helpers.get_court_by_paren`` scans every court in courts-db with two regex
substitutions per court for every parenthetical it sees, which dominates eyecite's run time on
real text. Its answer depends only on the parenthetical string, so it is memoised here with
``functools.lru_cache`` the first time eyecite is used. Importing this module is cheap; eyecite
and courts-db are loaded on the first call.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

_COURT_CACHE_SIZE = 8192


class _DropOverlapNoise(logging.Filter):
    """Drop eyecite's "Unknown overlap case" debug chatter, which it logs at warning level."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Unknown overlap case")


@functools.cache
def _load() -> tuple[Callable[..., list[Any]], Callable[[str], str | None], Any]:
    import eyecite
    from eyecite import helpers, models

    lookup = helpers.get_court_by_paren
    if not hasattr(lookup, "cache_info"):
        lookup = functools.lru_cache(maxsize=_COURT_CACHE_SIZE)(lookup)
        helpers.get_court_by_paren = lookup
    for name in ("eyecite.helpers", "eyecite.find", "eyecite"):
        logging.getLogger(name).addFilter(_DropOverlapNoise())
    return eyecite.get_citations, lookup, models


def get_citations(text: str) -> list[Any]:
    """Run eyecite's ``get_citations`` on ``text`` (loading eyecite on first use)."""
    return _load()[0](text)


def court_by_paren(paren: str) -> str | None:
    """Map a court parenthetical ("2d Cir.") to a courts-db id ("ca2"), memoised."""
    return _load()[1](paren)


def models() -> Any:
    """The ``eyecite.models`` module."""
    return _load()[2]
