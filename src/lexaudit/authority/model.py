"""Frozen types of the authority store: authorities, correspondences and temporal status."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import StrEnum

from lexaudit.extract.citations.canonical import ACTS_BY_KEY, display_key, split_section


class AuthorityState(StrEnum):
    """Whether an authority is law on a given date."""

    IN_FORCE = "in_force"
    REPEALED = "repealed"
    NOT_YET_IN_FORCE = "not_yet_in_force"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Authority:
    """An act, code, section, rule, regulation, case or notification, by canonical id."""

    id: str
    jurisdiction: str
    kind: str  # "act", "section", "article", "rule", "regulation", "case", "treaty", ...
    title: str
    short_names: tuple[str, ...] = ()
    parent_id: str | None = None
    text: str | None = None
    text_sha256: str | None = None
    in_force_from: dt.date | None = None
    repealed_on: dt.date | None = None
    replaced_by: str | None = None
    section_count: int | None = None  # sections (or articles) numbered 1..N, for acts
    source: str | None = None


@dataclass(frozen=True, slots=True)
class Correspondence:
    """A section of an old act and the provision of the new act that corresponds to it."""

    old_id: str
    new_id: str
    subject: str | None = None
    note: str | None = None
    source: str | None = None


@dataclass(frozen=True, slots=True)
class AuthorityStatus:
    """The temporal status of an authority on one date."""

    canonical: str
    as_of: dt.date
    state: AuthorityState
    authority: Authority | None = None  # the nearest stored record (the key or an ancestor)
    act: Authority | None = None
    in_force_from: dt.date | None = None
    repealed_on: dt.date | None = None
    replaced_by: Authority | None = None
    # repealed: the new provisions that replaced it; not yet in force: the old provisions it
    # replaces (the law in force on ``as_of``)
    corresponding: tuple[Correspondence, ...] = ()

    @property
    def corresponding_ids(self) -> tuple[str, ...]:
        """The canonical ids of the corresponding provisions (new ones, or old ones)."""
        if self.state is AuthorityState.NOT_YET_IN_FORCE:
            return tuple(c.old_id for c in self.corresponding)
        return tuple(c.new_id for c in self.corresponding)

    def describe(self) -> str:
        """One line a lawyer can read.

        Example: "Section 302, Indian Penal Code, 1860: repealed on 2024-07-01 by the
        Bharatiya Nyaya Sanhita, 2023; corresponding provision: Section 103 BNS".
        """
        name = describe_key(self.canonical, self.act)
        if self.state is AuthorityState.UNKNOWN:
            return f"{name}: not in the authority store (status unknown)"
        if self.state is AuthorityState.REPEALED:
            text = f"{name}: repealed on {self.repealed_on}"
            if self.replaced_by is not None:
                text += f" by the {self.replaced_by.title}"
            if self.corresponding:
                label = "provision" if len(self.corresponding) == 1 else "provisions"
                names = ", ".join(display_key(c.new_id) for c in self.corresponding)
                text += f"; corresponding {label}: {names}"
            return text
        if self.state is AuthorityState.NOT_YET_IN_FORCE:
            text = f"{name}: not yet in force on {self.as_of} (in force from {self.in_force_from})"
            if self.corresponding:
                label = "provision" if len(self.corresponding) == 1 else "provisions"
                names = ", ".join(display_key(k) for k in self.corresponding_ids)
                text += f"; the corresponding {label} then in force: {names}"
            return text
        since = f" since {self.in_force_from}" if self.in_force_from else ""
        return f"{name}: in force{since} (as of {self.as_of})"


def describe_key(key: str, act: Authority | None = None) -> str:
    """Name a key in prose: "Section 302, Indian Penal Code, 1860"."""
    parts = split_section(key)
    if parts is None:
        return act.title if act is not None and act.id == key else display_key(key)
    act_key, unit, number, subs = parts
    title = act.title if act is not None else None
    if title is None:
        known = ACTS_BY_KEY.get(act_key)
        title = known.title if known else act_key
    word = "Article" if unit == "a" else "Section"
    return f"{word} {number}{subs}, {title}"
