"""lexaudit: verify a legal AI answer against its sources and decide what the user may see."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = ["LexauditError", "Report", "Verifier", "__version__", "verify"]

if TYPE_CHECKING:
    from lexaudit.errors import LexauditError
    from lexaudit.types import Report
    from lexaudit.verifier import Verifier, verify


def __getattr__(name: str) -> Any:
    """Import the public names lazily so that ``import lexaudit`` stays fast."""
    if name in ("Verifier", "verify"):
        from lexaudit import verifier

        return getattr(verifier, name)
    if name == "Report":
        from lexaudit.types import Report

        return Report
    if name == "LexauditError":
        from lexaudit.errors import LexauditError

        return LexauditError
    raise AttributeError(f"module 'lexaudit' has no attribute {name!r}")
