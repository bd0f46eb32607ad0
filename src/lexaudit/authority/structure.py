"""The section structure of the Indian criminal codes, and whether a cited provision exists.

The shipped index ``data/authorities/india_sections.json`` (built by
``scripts/build_india_statute_index.py`` from ``../shared/data/india``; no statute text) lists
every section of the IPC, CrPC, IEA, BNS, BNSS and BSA, lettered ones (``326A``, ``376AB``)
included, with its title and numbered sub-sections. The store loads it as ``section`` rows
(``section_count`` = how many numbered sub-sections the section has: 0 for none, NULL when the
section's text was not in the data) and ``subsection`` rows (``IN/BNS/s318(2)``).

The existence rule (:func:`provision_exists`), for an act whose structure is loaded:

* the section must be listed, else the provision does not exist;
* a cited sub-section ("(2)", "(2A)") must be one the section has; a section with no numbered
  sub-sections accepts only "(1)" (its single paragraph), and a section whose text was not
  available accepts any;
* what follows the sub-section (a clause "(a)", "(ii)") is not checked, and a clause cited
  directly after the section ("Section 2(a)") is accepted.

For other acts the answer is None (cannot tell).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from lexaudit.authority.model import Authority
from lexaudit.errors import DataError
from lexaudit.extract.citations.canonical import section_key, split_section

STRUCTURE_INDEX = (
    Path(__file__).resolve().parent.parent / "data" / "authorities" / "india_sections.json"
)
STRUCTURE_SOURCE = "india_sections"
INDEX_FORMAT = "lexaudit-statute-index"
_SUBSECTION_RE = re.compile(r"^\((\d{1,3}[A-Z]?)\)")


def read_structure(path: str | Path = STRUCTURE_INDEX) -> list[Authority]:
    """Section and sub-section records from a statute index file.

    Args:
        path: the index (default: the shipped one).

    Returns:
        One ``section`` authority per section and one ``subsection`` per sub-section.

    Raises:
        DataError: the file is missing or not a statute index.
    """
    path = Path(path)
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"cannot read the statute index {path}: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
        raise DataError(f'{path} is not a statute index (expected "format": "{INDEX_FORMAT}")')
    out: list[Authority] = []
    for act_key, body in (data.get("acts") or {}).items():
        for number, title, subs in body.get("sections") or []:
            key = section_key(act_key, str(number))
            numbers = [s for s in subs.split(",") if s] if isinstance(subs, str) else None
            out.append(
                Authority(
                    id=key,
                    jurisdiction="IN",
                    kind="section",
                    title=title or key,
                    parent_id=act_key,
                    section_count=None if numbers is None else len(numbers),
                    source=STRUCTURE_SOURCE,
                )
            )
            for sub in numbers or ():
                out.append(
                    Authority(
                        id=f"{key}({sub})",
                        jurisdiction="IN",
                        kind="subsection",
                        title=title or key,
                        parent_id=key,
                        source=STRUCTURE_SOURCE,
                    )
                )
    return out


def first_subsection(subs: str) -> str | None:
    """The numbered sub-section a sub-division string starts with (``(2)(a)`` -> ``2``)."""
    m = _SUBSECTION_RE.match(subs)
    return m.group(1) if m else None


def split_provision(key: str) -> tuple[str, str, str | None] | None:
    """``IN/BNS/s318(2)(a)`` -> (act key, section key, sub-section number or None)."""
    parts = split_section(key)
    if parts is None:
        return None
    act_key, unit, number, subs = parts
    return act_key, f"{act_key}/{unit}{number}", first_subsection(subs)
