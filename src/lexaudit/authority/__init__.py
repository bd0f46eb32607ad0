"""lexaudit.authority: the authority store, packs, temporal status and citation checks.

Names are imported lazily so that ``import lexaudit.authority`` stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = [
    "Authority",
    "AuthorityState",
    "AuthorityStatus",
    "AuthorityStore",
    "Correspondence",
    "check_citations",
]

_WHERE = {
    "Authority": "lexaudit.authority.model",
    "AuthorityState": "lexaudit.authority.model",
    "AuthorityStatus": "lexaudit.authority.model",
    "Correspondence": "lexaudit.authority.model",
    "AuthorityStore": "lexaudit.authority.store",
    "check_citations": "lexaudit.authority.checks",
}


def __getattr__(name: str) -> Any:
    """Import a public name on first use."""
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(f"module 'lexaudit.authority' has no attribute {name!r}")
