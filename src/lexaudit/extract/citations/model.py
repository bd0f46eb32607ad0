"""The ``Citation`` type: one parsed legal citation with its canonical comparison key."""

from __future__ import annotations

from dataclasses import dataclass

from lexaudit.types import Span

JURISDICTIONS = ("US", "IN", "UK", "EU")
KINDS = (
    "case",
    "statute",
    "rule",
    "regulation",
    "constitution",
    "notification",
    "circular",
    "public_law",
    "short",
    "id",
    "supra",
)


@dataclass(frozen=True, slots=True)
class Citation:
    """A legal citation found in a text.

    ``canonical`` is the comparison key: every way of writing the same authority maps to the
    same key (``Section 420 IPC`` and ``section 420 of the Indian Penal Code, 1860`` are both
    ``IN/IPC/s420``). Sub-divisions stay in the key (``IN/HMA/s13(1)(ia)``); use
    :func:`lexaudit.extract.citations.canonical.parent_keys` to walk up to the section and
    the act. Short, ``Id.`` and ``supra`` citations carry the key of the authority they refer
    back to when it could be resolved.

    ``parallel`` holds the keys of parallel reporter citations merged into this one (US cases);
    ``name`` is the case name when one was found.
    """

    span: Span
    surface: str
    jurisdiction: str
    kind: str
    canonical: str
    authority_id: str | None = None
    pin: str | None = None
    year: int | None = None
    reporter: str | None = None
    volume: str | None = None
    page: str | None = None
    court: str | None = None
    parallel: tuple[str, ...] = ()
    name: str | None = None

    @property
    def keys(self) -> tuple[str, ...]:
        """The canonical key and the keys of any merged parallel citations."""
        return (self.canonical, *self.parallel)
