"""The authority store: authorities with temporal status and section correspondences.

SQLite by default (stdlib ``sqlite3``); the schema in :mod:`.schema` is portable SQL ready for
PostgreSQL. The default file is ``$LEXAUDIT_AUTHORITY_DB`` or
``~/.local/share/lexaudit/authorities.sqlite3``; ``":memory:"`` gives an in-memory store. A
store that is empty when opened loads the shipped core pack, and a store without the section
structure of the Indian criminal codes loads the shipped statute index
(:mod:`.structure`; ``autoload=False`` skips both).
"""

from __future__ import annotations

import datetime as dt
import os
import re
import sqlite3
import threading
from pathlib import Path
from typing import Any

from lexaudit.authority import schema
from lexaudit.authority.model import Authority, AuthorityState, AuthorityStatus, Correspondence
from lexaudit.authority.packs import (
    CORE_PACK,
    IndiaImport,
    Pack,
    read_india_mapping,
    read_india_texts,
    read_pack,
)
from lexaudit.authority.structure import STRUCTURE_SOURCE, read_structure, split_provision
from lexaudit.errors import DataError, StoreError
from lexaudit.extract.citations.canonical import parent_keys, split_section

MEMORY = ":memory:"
_SELECT_BY_ID = (
    "SELECT id, jurisdiction, kind, title, parent_id, text, text_sha256, in_force_from, "
    "repealed_on, replaced_by, section_count, source FROM authorities WHERE id = ?"
)


def default_path() -> Path:
    """The default store file: ``$LEXAUDIT_AUTHORITY_DB`` or the user data directory."""
    env = os.environ.get("LEXAUDIT_AUTHORITY_DB")
    if env:
        return Path(env).expanduser()
    return Path.home() / ".local" / "share" / "lexaudit" / "authorities.sqlite3"


def _iso(value: dt.date | None) -> str | None:
    return value.isoformat() if value else None


def _date(value: Any) -> dt.date | None:
    if value is None or value == "":
        return None
    if isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value))


class AuthorityStore:
    """Authorities, their temporal status and old -> new section correspondences.

    Args:
        path: the SQLite file, ``":memory:"`` for an in-memory store, or None for
            :func:`default_path`.
        autoload: load the shipped core pack when the store is empty, and the shipped
            statute index when the store does not hold it.
    """

    def __init__(self, path: str | Path | None = None, *, autoload: bool = True) -> None:
        self.path: str = MEMORY if path == MEMORY else str(Path(path) if path else default_path())
        if self.path != MEMORY:
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(
                    f"cannot create the directory for the authority store {self.path}: {exc}; "
                    "pass --db PATH or set LEXAUDIT_AUTHORITY_DB to a writable location"
                ) from exc
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False)
            self._db.execute("PRAGMA foreign_keys = ON")
            self._create_schema()
        except sqlite3.Error as exc:
            raise StoreError(
                f"cannot open the authority store {self.path}: {exc}; check that the file is an "
                "SQLite database you can write, or pass another --db PATH"
            ) from exc
        self._lock = threading.Lock()
        if autoload:
            empty = self.count() == 0
            if not self._has_source(STRUCTURE_SOURCE):
                self.import_structure()
            if empty:
                self.import_pack(CORE_PACK)  # after the index: its titles are the curated ones

    @classmethod
    def in_memory(cls, *, autoload: bool = True) -> AuthorityStore:
        """An in-memory store (loaded with the core pack unless ``autoload=False``)."""
        return cls(MEMORY, autoload=autoload)

    # -- schema and writes --------------------------------------------------------------------

    def _create_schema(self) -> None:
        with self._db:
            for statement in schema.DDL:
                self._db.execute(statement)
            row = self._db.execute("SELECT MAX(version) FROM schema_version").fetchone()
            if row[0] is None:
                self._db.execute(
                    "INSERT INTO schema_version (version) VALUES (?)", (schema.SCHEMA_VERSION,)
                )
            elif row[0] > schema.SCHEMA_VERSION:
                raise StoreError(
                    f"authority store {self.path} has schema version {row[0]}, newer than this "
                    f"lexaudit ({schema.SCHEMA_VERSION}); upgrade lexaudit or use another --db"
                )

    @property
    def schema_version(self) -> int:
        """The schema version recorded in the store."""
        return int(self._query("SELECT MAX(version) FROM schema_version")[0][0])

    def close(self) -> None:
        """Close the database connection."""
        self._db.close()

    def __enter__(self) -> AuthorityStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, authorities: list[Authority], correspondences: list[Correspondence]) -> None:
        """Insert or update authorities and correspondences (one transaction)."""
        try:
            with self._lock, self._db:
                self._db.executemany(
                    schema.UPSERT_AUTHORITY,
                    [
                        (
                            a.id,
                            a.jurisdiction,
                            a.kind,
                            a.title,
                            a.parent_id,
                            a.text,
                            a.text_sha256,
                            _iso(a.in_force_from),
                            _iso(a.repealed_on),
                            a.replaced_by,
                            a.section_count,
                            a.source,
                        )
                        for a in authorities
                    ],
                )
                self._db.executemany(
                    schema.UPSERT_NAME,
                    [(a.id, name) for a in authorities for name in a.short_names],
                )
                self._db.executemany(
                    schema.UPSERT_CORRESPONDENCE,
                    [(c.old_id, c.new_id, c.subject, c.note, c.source) for c in correspondences],
                )
        except sqlite3.Error as exc:
            raise StoreError(f"writing to the authority store {self.path} failed: {exc}") from exc

    def import_pack(self, path: str | Path) -> Pack:
        """Import a JSON or CSV authority pack.

        Args:
            path: the pack file.

        Returns:
            The pack that was imported.

        Raises:
            DataError: the pack cannot be read.
            StoreError: the store cannot be written.
        """
        pack = read_pack(path)
        self.add(pack.authorities, pack.correspondences)
        return pack

    def import_structure(self, path: str | Path | None = None) -> int:
        """Load a statute index (default: the shipped one); returns the records written."""
        records = read_structure(path) if path is not None else read_structure()
        self.add(records, [])
        return len(records)

    def import_india_mapping(self, data_dir: str | Path) -> IndiaImport:
        """Import the official IPC/CrPC/IEA -> BNS/BNSS/BSA tables and section texts.

        Args:
            data_dir: a directory holding ``mapping_of_laws.json`` and, optionally, the
                chunked statute files (``ipc.json``, ``bns.json``, ...).

        Returns:
            Row, correspondence, section and text counts.
        """
        data_dir = Path(data_dir)
        mapping = data_dir / "mapping_of_laws.json"
        if not mapping.is_file():
            raise DataError(
                f"{mapping} does not exist; pass the directory that holds mapping_of_laws.json "
                "(for example ../shared/data/india)"
            )
        if self.lookup("IN/BNS") is None:
            self.import_pack(CORE_PACK)  # the act records carry the commencement dates
        pack, summary = read_india_mapping(mapping)
        texts = [
            t
            for t in read_india_texts(data_dir)
            if not (t.source or "").endswith("(unofficial)") or not self._has_text(t.id)
        ]
        summary.texts = len(texts)
        self.add(pack.authorities + texts, pack.correspondences)
        return summary

    # -- reads ----------------------------------------------------------------------------------

    def _query(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        """Run a read query under the store's lock (one connection is shared by threads)."""
        try:
            with self._lock:
                return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"reading the authority store {self.path} failed: {exc}") from exc

    def _has_text(self, authority_id: str) -> bool:
        rows = self._query("SELECT text FROM authorities WHERE id = ?", (authority_id,))
        return bool(rows and rows[0][0])

    def _has_source(self, source: str) -> bool:
        return bool(self._query("SELECT 1 FROM authorities WHERE source = ? LIMIT 1", (source,)))

    def provision_exists(self, canonical: str) -> bool | None:
        """Whether a cited section or sub-section exists, by the loaded statute structure.

        The rule is in :mod:`lexaudit.authority.structure`: the section must be listed; a
        sub-section must be one it has ("(1)" alone for a section without numbered
        sub-sections; any when its text was unavailable); clauses are not checked.

        Returns:
            True or False for a section key of an act whose structure is loaded (the IPC,
            CrPC, IEA, BNS, BNSS and BSA with the shipped index), else None.
        """
        split = split_provision(canonical)
        if split is None:
            return None
        act_key, section_id, sub = split
        enumerated = self._query(
            "SELECT 1 FROM authorities WHERE parent_id = ? AND source = ? LIMIT 1",
            (act_key, STRUCTURE_SOURCE),
        )
        if not enumerated:
            return None
        section = self.get(section_id)
        if section is None:
            return False
        if sub is None or section.section_count is None:
            return True
        if self.get(f"{section_id}({sub})") is not None:
            return True
        return section.section_count == 0 and sub == "1"

    def count(self) -> int:
        """Number of authorities in the store."""
        return int(self._query("SELECT COUNT(*) FROM authorities")[0][0])

    def count_correspondences(self) -> int:
        """Number of old -> new correspondences in the store."""
        return int(self._query("SELECT COUNT(*) FROM correspondences")[0][0])

    def get(self, authority_id: str) -> Authority | None:
        """The authority stored under exactly this id, or None."""
        found = self._query(_SELECT_BY_ID, (authority_id,))
        if not found:
            return None
        row = found[0]
        names = tuple(
            r[0]
            for r in self._query(
                "SELECT name FROM authority_names WHERE authority_id = ? ORDER BY name",
                (authority_id,),
            )
        )
        return Authority(
            id=row[0],
            jurisdiction=row[1],
            kind=row[2],
            title=row[3],
            short_names=names,
            parent_id=row[4],
            text=row[5],
            text_sha256=row[6],
            in_force_from=_date(row[7]),
            repealed_on=_date(row[8]),
            replaced_by=row[9],
            section_count=row[10],
            source=row[11],
        )

    def lookup(self, canonical: str) -> Authority | None:
        """The authority for a canonical key, or the nearest stored ancestor.

        ``IN/IPC/s302(1)`` resolves to ``IN/IPC/s302`` if stored, else to ``IN/IPC``.
        Use :meth:`get` for an exact match only.
        """
        for key in (canonical, *parent_keys(canonical)):
            found = self.get(key)
            if found is not None:
                return found
        return None

    def act_of(self, canonical: str) -> Authority | None:
        """The act (code, regulation, treaty) a section key belongs to."""
        parts = split_section(canonical)
        key = parts[0] if parts else canonical
        for candidate in (key, *parent_keys(key)):
            found = self.get(candidate)
            if found is not None and found.kind not in ("section", "article", "rule"):
                return found
        return None

    def section_numbers(self, act_id: str) -> set[str]:
        """Section (or article) numbers stored for an act (``{"302", "420", ...}``)."""
        rows = self._query("SELECT id FROM authorities WHERE parent_id = ?", (act_id,))
        out = set()
        for (key,) in rows:
            parts = split_section(key)
            if parts is not None:
                out.add(parts[2])
        return out

    def _correspondence_rows(self, side: str, canonical: str) -> list[Correspondence]:
        """Correspondence rows by one side's key.

        Rows whose ``side`` key (``old_id`` or ``new_id``) is the key or a sub-division of it;
        failing that, those of the nearest ancestor section that has rows.
        """
        if side not in ("old_id", "new_id"):
            raise ValueError(f"side must be old_id or new_id, not {side!r}")
        other = "new_id" if side == "old_id" else "old_id"
        rows = self._query(
            f"SELECT old_id, new_id, subject, note, source FROM correspondences "  # noqa: S608
            f"WHERE {side} = ? OR {side} LIKE ? ORDER BY {side}, {other}",
            (canonical, canonical.replace("%", "") + "(%"),
        )
        if not rows:
            for parent in parent_keys(canonical)[:-1]:
                rows = self._query(
                    f"SELECT old_id, new_id, subject, note, source FROM correspondences "  # noqa: S608
                    f"WHERE {side} = ? ORDER BY {other}",
                    (parent,),
                )
                if rows:
                    break
        return [Correspondence(*row) for row in rows]

    def correspondences_from(self, canonical: str) -> list[Correspondence]:
        """Correspondences from an old key, its sub-sections, or its section.

        ``IN/IPC/s376`` also collects ``IN/IPC/s376(1)`` and ``IN/IPC/s376(2)``;
        ``IN/IPC/s302(1)`` falls back to ``IN/IPC/s302``.
        """
        return _drop_covered(self._correspondence_rows("old_id", canonical))

    def correspondences_to(self, canonical: str) -> list[Correspondence]:
        """Correspondences into a new key or its sub-sections (the old provisions it replaced).

        ``IN/BNS/s103`` collects ``IN/IPC/s302`` (mapped to ``IN/BNS/s103(1)``);
        ``IN/BNS/s103(1)`` falls back to ``IN/BNS/s103``.
        """
        out: list[Correspondence] = []
        seen: set[str] = set()
        for found in self._correspondence_rows("new_id", canonical):
            if found.old_id not in seen:
                seen.add(found.old_id)
                out.append(found)
        return out

    def status(self, canonical: str, as_of: dt.date) -> AuthorityStatus:
        """Whether an authority is in force on ``as_of``, with its replacement if repealed.

        Args:
            canonical: a canonical key (``IN/IPC/s302``) or an act key (``IN/IPC``).
            as_of: the date the answer is judged at.

        Returns:
            The status; ``UNKNOWN`` when neither the key nor any ancestor is stored.
        """
        chain = [a for a in (self.get(k) for k in (canonical, *parent_keys(canonical))) if a]
        if not chain:
            return AuthorityStatus(canonical=canonical, as_of=as_of, state=AuthorityState.UNKNOWN)
        act = self.act_of(canonical)
        in_force_from = next((a.in_force_from for a in chain if a.in_force_from), None)
        repealed_on = next((a.repealed_on for a in chain if a.repealed_on), None)
        replaced_by_id = next((a.replaced_by for a in chain if a.replaced_by), None)
        if repealed_on is not None and as_of >= repealed_on:
            state = AuthorityState.REPEALED
        elif in_force_from is not None and as_of < in_force_from:
            state = AuthorityState.NOT_YET_IN_FORCE
        else:
            state = AuthorityState.IN_FORCE
        replaced_by = self.get(replaced_by_id) if replaced_by_id else None
        corresponding: tuple[Correspondence, ...] = ()
        if state is AuthorityState.REPEALED:
            corresponding = tuple(self.correspondences_from(canonical))
        elif state is AuthorityState.NOT_YET_IN_FORCE:
            corresponding = tuple(self.correspondences_to(canonical))
        return AuthorityStatus(
            canonical=canonical,
            as_of=as_of,
            state=state,
            authority=chain[0],
            act=act,
            in_force_from=in_force_from,
            repealed_on=repealed_on,
            replaced_by=replaced_by,
            corresponding=corresponding,
        )


def _drop_covered(items: list[Correspondence]) -> list[Correspondence]:
    """Drop a correspondence whose new key is a sub-division of another one's new key."""
    news = {c.new_id for c in items}
    out: list[Correspondence] = []
    seen: set[str] = set()
    for c in items:
        base = re.sub(r"\(.*$", "", c.new_id)
        if c.new_id != base and base in news:
            continue
        if c.new_id in seen:
            continue
        seen.add(c.new_id)
        out.append(c)
    return out
