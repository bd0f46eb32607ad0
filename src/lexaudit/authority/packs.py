"""Authority packs (JSON and CSV) and the importer for the official Indian correspondence tables.

JSON pack::

    {"format": "lexaudit-authority-pack", "version": 1, "name": "core",
     "authorities": [{"id": "IN/IPC", "jurisdiction": "IN", "kind": "act",
                      "title": "Indian Penal Code, 1860", "short_names": ["IPC"],
                      "in_force_from": "1862-01-01", "repealed_on": "2024-07-01",
                      "replaced_by": "IN/BNS", "section_count": 511}, ...],
     "correspondences": [{"old": "IN/IPC/s302", "new": "IN/BNS/s103",
                          "subject": "Punishment for murder", "note": "..."}]}

CSV pack: a header row; files with ``old`` and ``new`` columns are correspondences, files with
``id`` and ``title`` columns are authorities (``short_names`` separated by ``;``).
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lexaudit.authority.model import Authority, Correspondence
from lexaudit.errors import DataError
from lexaudit.extract.citations.canonical import section_key

PACK_FORMAT = "lexaudit-authority-pack"
CORE_PACK = Path(__file__).resolve().parent.parent / "data" / "authorities" / "core.json"


@dataclass(slots=True)
class Pack:
    """Authorities and correspondences read from one file."""

    authorities: list[Authority] = field(default_factory=list)
    correspondences: list[Correspondence] = field(default_factory=list)
    source: str = ""


def _date(value: Any, where: str) -> dt.date | None:
    if value in (None, ""):
        return None
    try:
        return dt.date.fromisoformat(str(value).strip())
    except ValueError as exc:
        raise DataError(
            f"{where}: date {value!r} is not an ISO date; write it as YYYY-MM-DD (2024-07-01)"
        ) from exc


def sha256(text: str) -> str:
    """The hex SHA-256 of a text (UTF-8)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def authority_from_record(record: dict[str, Any], where: str, source: str) -> Authority:
    """Build an :class:`Authority` from a pack record, checking required fields."""
    missing = [k for k in ("id", "jurisdiction", "kind", "title") if not record.get(k)]
    if missing:
        raise DataError(
            f"{where}: authority record is missing {', '.join(missing)}; every authority needs "
            "id, jurisdiction, kind and title"
        )
    names = record.get("short_names") or ()
    if isinstance(names, str):
        names = [n.strip() for n in names.split(";") if n.strip()]
    text = record.get("text") or None
    count = record.get("section_count")
    return Authority(
        id=str(record["id"]).strip(),
        jurisdiction=str(record["jurisdiction"]).strip(),
        kind=str(record["kind"]).strip(),
        title=str(record["title"]).strip(),
        short_names=tuple(names),
        parent_id=(record.get("parent") or record.get("parent_id") or None),
        text=text,
        text_sha256=record.get("text_sha256") or (sha256(text) if text else None),
        in_force_from=_date(record.get("in_force_from"), where),
        repealed_on=_date(record.get("repealed_on"), where),
        replaced_by=record.get("replaced_by") or None,
        section_count=int(count) if count not in (None, "") else None,
        source=record.get("source") or source,
    )


def correspondence_from_record(record: dict[str, Any], where: str, source: str) -> Correspondence:
    """Build a :class:`Correspondence` from a pack record."""
    old = record.get("old") or record.get("old_id")
    new = record.get("new") or record.get("new_id")
    if not old or not new:
        raise DataError(f"{where}: a correspondence needs both 'old' and 'new' canonical ids")
    return Correspondence(
        old_id=str(old).strip(),
        new_id=str(new).strip(),
        subject=record.get("subject") or None,
        note=record.get("note") or None,
        source=record.get("source") or source,
    )


def read_pack(path: str | Path) -> Pack:
    """Read a JSON or CSV authority pack.

    Args:
        path: a ``.json`` or ``.csv`` file.

    Returns:
        The authorities and correspondences it holds.

    Raises:
        DataError: the file is missing, unreadable or of the wrong shape.
    """
    path = Path(path)
    if not path.is_file():
        raise DataError(
            f"authority pack {path} does not exist; pass the path of a .json or .csv pack"
        )
    suffix = path.suffix.lower()
    if suffix == ".json":
        return _read_json_pack(path)
    if suffix == ".csv":
        return _read_csv_pack(path)
    raise DataError(f"authority pack {path} is neither .json nor .csv; convert it to one of those")


def _read_json_pack(path: Path) -> Pack:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read authority pack {path}: {exc}; it must be UTF-8 JSON") from exc
    if not isinstance(data, dict) or data.get("format") != PACK_FORMAT:
        raise DataError(
            f"{path} is not an authority pack: expected a JSON object with "
            f'"format": "{PACK_FORMAT}", "authorities": [...] and "correspondences": [...]'
        )
    source = str(data.get("name") or path.name)
    pack = Pack(source=source)
    for i, record in enumerate(data.get("authorities") or []):
        pack.authorities.append(authority_from_record(record, f"{path}: authorities[{i}]", source))
    for i, record in enumerate(data.get("correspondences") or []):
        pack.correspondences.append(
            correspondence_from_record(record, f"{path}: correspondences[{i}]", source)
        )
    return pack


def _read_csv_pack(path: Path) -> Pack:
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise DataError(f"cannot read CSV pack {path}: {exc}; it must be UTF-8 CSV") from exc
    pack = Pack(source=path.name)
    if not rows:
        return pack
    columns = set(rows[0])
    if {"old", "new"} <= columns:
        for i, row in enumerate(rows, start=2):
            pack.correspondences.append(correspondence_from_record(row, f"{path}:{i}", path.name))
    elif {"id", "title"} <= columns:
        for i, row in enumerate(rows, start=2):
            pack.authorities.append(authority_from_record(row, f"{path}:{i}", path.name))
    else:
        raise DataError(
            f"{path}: CSV header {sorted(columns)} is neither an authority pack (id, jurisdiction, "
            "kind, title, ...) nor a correspondence pack (old, new, subject, note)"
        )
    return pack


# --- the official Indian correspondence tables ------------------------------------------------

INDIA_CODES = {
    "IPC": "IN/IPC",
    "CrPC": "IN/CRPC",
    "IEA": "IN/IEA",
    "BNS": "IN/BNS",
    "BNSS": "IN/BNSS",
    "BSA": "IN/BSA",
}
_CODE_RE = re.compile(r"^(BNSS|BNS|BSA|IPC|CrPC|IEA)\b\s*(.*)$", re.S)
_TOKEN_RE = re.compile(
    r"(\d+[A-Z]*)((?:\([0-9a-zA-Z]+\))*)|(\([0-9a-zA-Z]+\)(?:\([0-9a-zA-Z]+\))*)|\bto\b"
)


def parse_mapping_sections(value: str) -> tuple[str | None, list[str]]:
    r"""Parse a section cell of mapping_of_laws.json.

    ``"BNS 103\\n(1)"`` -> ``("BNS", ["103(1)"])``; ``"IPC 376(1) &\\n376(2)"`` -> two;
    ``"BNS 351 (2)/\\n(3)"`` -> ``["351(2)", "351(3)"]``; ``"IPC 237 to\\n241, 250"`` ->
    ``["237", "238", "239", "240", "241", "250"]``; ``"IEA 3, para 2"`` -> ``["3"]``;
    ``"IPC 171-I"`` -> ``["171I"]``; ``"IPC"`` (a new provision) -> ``("IPC", [])``.

    Args:
        value: the cell text.

    Returns:
        The act code and the section tokens (sub-sections in brackets).
    """
    text = re.sub(r"\s+", " ", value.replace("\n", " ")).strip()
    m = _CODE_RE.match(text)
    if m is None:
        return None, []
    code, rest = m.group(1), m.group(2)
    rest = re.sub(r"Explanat\s*ion|Explanation", " ", rest)
    rest = re.sub(r",?\s*para\s*\d+", " ", rest)
    rest = re.sub(r"\s*Clause-\s*\d+", " ", rest)
    rest = re.sub(r"(\d)-([A-Z])\b", r"\1\2", rest)
    rest = re.sub(r"\(\s*(\w+)\s*\)", r"(\1)", rest)
    rest = re.sub(r"(\d[A-Z]*)\s+\(", r"\1(", rest)
    rest = re.sub(r"\)([a-z])\b", r")(\1)", rest)
    items: list[str] = []
    last_base: str | None = None
    pending_range = False
    for t in _TOKEN_RE.finditer(rest):
        if t.group(0) == "to":
            pending_range = True
            continue
        if t.group(1):
            base, subs = t.group(1), t.group(2)
            if pending_range and last_base is not None:
                start = int(re.match(r"\d+", last_base).group())  # type: ignore[union-attr]
                end = int(re.match(r"\d+", base).group())  # type: ignore[union-attr]
                items.extend(str(n) for n in range(start + 1, end))
            items.append(base + subs)
            last_base = base
            pending_range = False
        elif last_base is not None:
            items.append(last_base + t.group(3))
    return code, items


@dataclass(slots=True)
class IndiaImport:
    """What the India importer read."""

    rows: int = 0
    correspondences: int = 0
    sections: int = 0
    texts: int = 0
    new_provisions: int = 0  # rows with no old section (new offences or provisions)
    per_table: dict[str, int] = field(default_factory=dict)


def _section_id(code: str, token: str) -> str:
    m = re.match(r"(\d+[A-Z]*)(.*)$", token)
    assert m is not None  # noqa: S101 - tokens come from _TOKEN_RE
    return section_key(INDIA_CODES[code], m.group(1), m.group(2))


def _clean_cell(value: Any) -> str | None:
    """Undo PDF-extraction artefacts: line breaks, split words, a leading section number."""
    text = re.sub(r"\s+", " ", str(value or "")).strip()
    text = re.sub(r"Explanat ion", "Explanation", text)
    text = re.sub(r"^\d+[A-Z]*(?:\s+Explanation)?\s+(?=[A-Z\"])", "", text)
    return text or None


def read_india_mapping(path: Path) -> tuple[Pack, IndiaImport]:
    """Read ``mapping_of_laws.json`` into sections and old -> new correspondences."""
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read {path}: {exc}; expected the official mapping JSON") from exc
    if not isinstance(rows, list):
        raise DataError(f"{path}: expected a JSON list of mapping rows")
    pack = Pack(source=path.name)
    summary = IndiaImport()
    titles: dict[str, str] = {}
    for i, row in enumerate(rows):
        fields = row.get("fields", row) if isinstance(row, dict) else None
        if not isinstance(fields, dict) or "New_Law_Section" not in fields:
            raise DataError(
                f"{path}: row {i} has no New_Law_Section; expected fields New_Law_Section, "
                "Old_Law_Section, Subject, Summary_of_comparison"
            )
        summary.rows += 1
        table = str(row.get("source_file", "")).removesuffix(".pdf") or "mapping"
        summary.per_table[table] = summary.per_table.get(table, 0) + 1
        new_code, new_items = parse_mapping_sections(str(fields.get("New_Law_Section", "")))
        old_code, old_items = parse_mapping_sections(str(fields.get("Old_Law_Section", "")))
        subject = _clean_cell(fields.get("Subject"))
        note = _clean_cell(fields.get("Summary_of_comparison"))
        if new_code is None:
            continue
        new_ids = [_section_id(new_code, t) for t in new_items]
        old_ids = [_section_id(old_code, t) for t in old_items] if old_code else []
        for key in [*new_ids, *old_ids]:
            section = re.sub(r"\(.*$", "", key)
            if subject:
                titles.setdefault(section, subject)
            else:
                titles.setdefault(section, "")
        if not old_ids:
            summary.new_provisions += 1
        for old in old_ids:
            for new in new_ids:
                pack.correspondences.append(Correspondence(old, new, subject, note, path.name))
    for key, title in titles.items():
        act_key = key.rsplit("/", 1)[0]
        pack.authorities.append(
            Authority(
                id=key,
                jurisdiction="IN",
                kind="section",
                title=title or key,
                parent_id=act_key,
                source=path.name,
            )
        )
    summary.correspondences = len({(c.old_id, c.new_id) for c in pack.correspondences})
    summary.sections = len(titles)
    return pack, summary


_TEXT_FILES = {
    "ipc.json": "IN/IPC",
    "crpc.json": "IN/CRPC",
    "iea.json": "IN/IEA",
    "bns.json": "IN/BNS",
    "bnss.json": "IN/BNSS",
    "bsa.json": "IN/BSA",
}
_FALLBACK_TEXT_FILES = {"bns_sections.json": "IN/BNS", "bnss_sections.json": "IN/BNSS"}


def read_india_texts(data_dir: Path) -> list[Authority]:
    """Section texts from the chunked statute files (``{chunk_id, doc_id, text, metadata}``).

    Sections missing from ``bns.json`` / ``bnss.json`` are filled from ``bns_sections.json`` /
    ``bnss_sections.json`` (marked as such in ``source``: those files differ from the enacted
    text in places, so they only fill gaps).
    """
    texts: dict[str, tuple[str, str, str]] = {}  # id -> (text, title, source)
    for name, act_key in _TEXT_FILES.items():
        path = data_dir / name
        if not path.is_file():
            continue
        chunks = _load_list(path)
        grouped: dict[str, list[str]] = {}
        title_of: dict[str, str] = {}
        for chunk in chunks:
            meta = chunk.get("metadata") or {}
            number = str(meta.get("section_number") or "").strip()
            if not re.fullmatch(r"\d{1,3}[A-Z]{0,3}", number):
                continue
            grouped.setdefault(number, []).append(str(chunk.get("text") or ""))
            title_of.setdefault(number, str(meta.get("section_title") or "").strip())
        for number, parts in grouped.items():
            texts[section_key(act_key, number)] = ("\n".join(parts), title_of[number], name)
    for name, act_key in _FALLBACK_TEXT_FILES.items():
        path = data_dir / name
        if not path.is_file():
            continue
        for record in _load_list(path):
            m = re.fullmatch(
                r"(?i:section)\s+(\d{1,3}[A-Z]{0,3})", str(record.get("section_name", "")).strip()
            )
            if m is None:
                continue
            key = section_key(act_key, m.group(1))
            if key not in texts:
                texts[key] = (str(record.get("content") or ""), "", f"{name} (unofficial)")
    out = []
    for key, (text, title, source) in texts.items():
        out.append(
            Authority(
                id=key,
                jurisdiction="IN",
                kind="section",
                title=title or key,
                parent_id=key.rsplit("/", 1)[0],
                text=text,
                text_sha256=sha256(text),
                source=source,
            )
        )
    return out


def _load_list(path: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read {path}: {exc}; expected a JSON list of chunks") from exc
    if not isinstance(data, list):
        raise DataError(f"{path}: expected a JSON list")
    return [d for d in data if isinstance(d, dict)]


def iter_pack_files(paths: Iterable[str | Path]) -> Iterable[Pack]:
    """Read several packs in order."""
    for path in paths:
        yield read_pack(path)
