"""Temporally outdated context: IPC / CrPC / IEA text for a question asked after 2024-07-01.

The pairs come from the authority store (``AuthorityStore.import_india_mapping``: the official
correspondence tables and the section texts of the six codes). For each old section with one
corresponding provision of the new code, the model sees only the old section's text; the
expected answer says that the old section was repealed on 1 July 2024 and cites the provision in
force (from the correspondence table), and the rejected answer cites the old section as the law
in force. Both are checked against the new provision, the correspondence row and the old text.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from lexaudit.authority.store import AuthorityStore

COMMENCEMENT = "1 July 2024"
AFTER_DATES = ("2024-07-15", "2024-10-01", "2025-01-20", "2025-06-30", "2026-02-10")


@dataclass(frozen=True, slots=True)
class Code:
    """An old code and the new code that replaced it."""

    old_act: str  # "IN/IPC"
    old_title: str
    old_abbr: str
    new_act: str
    new_title: str
    new_abbr: str
    files: tuple[str, ...]  # shared-data files the texts come from


CODES = (
    Code(
        "IN/IPC",
        "Indian Penal Code, 1860",
        "IPC",
        "IN/BNS",
        "Bharatiya Nyaya Sanhita, 2023",
        "BNS",
        ("india/ipc.json", "india/bns.json"),
    ),
    Code(
        "IN/CRPC",
        "Code of Criminal Procedure, 1973",
        "CrPC",
        "IN/BNSS",
        "Bharatiya Nagarik Suraksha Sanhita, 2023",
        "BNSS",
        ("india/crpc.json", "india/bnss.json", "india/bnss_sections.json"),
    ),
    Code(
        "IN/IEA",
        "Indian Evidence Act, 1872",
        "IEA",
        "IN/BSA",
        "Bharatiya Sakshya Adhiniyam, 2023",
        "BSA",
        ("india/iea.json", "india/bsa.json"),
    ),
)
MAPPING_FILE = "india/mapping_of_laws.json"


@dataclass(frozen=True, slots=True)
class OutdatedItem:
    """One old section, its text, and the provision of the new code in force after 2024."""

    code: Code
    old_section: str  # "302"
    new_section: str  # "103" or "23(1)"
    subject: str
    old_text: str
    new_text: str


def clean_section_text(text: str, limit: int = 450) -> str:
    """A section's text on one line, without the repeated heading, footnote digits or brackets."""
    lines = [ln.strip() for ln in text.splitlines()]
    kept: list[str] = []
    for line in lines:
        if not line or re.fullmatch(r"[\d*\[\]().\s]{1,4}", line) or line in kept:
            continue
        kept.append(line.replace("[", "").replace("]", ""))
    words = " ".join(kept).split()
    if len(words) > limit:
        words = [*words[:limit], "..."]
    return " ".join(words)


def _section_of(canonical: str, act: str) -> str | None:
    m = re.fullmatch(re.escape(act) + r"/s(\d+[A-Z]*(?:\(\d+\))?)", canonical)
    return m.group(1) if m else None


def outdated_items(store: AuthorityStore) -> list[OutdatedItem]:
    """Every old section with exactly one corresponding new provision and both texts."""
    items: list[OutdatedItem] = []
    for code in CODES:
        numbers = sorted(store.section_numbers(code.old_act), key=_section_sort_key)
        for number in numbers:
            old_id = f"{code.old_act}/s{number}"
            rows = store.correspondences_from(old_id)
            if len(rows) != 1 or not rows[0].subject:
                continue
            new_section = _section_of(rows[0].new_id, code.new_act)
            old = store.get(old_id)
            new = store.get(rows[0].new_id) or store.get(re.sub(r"\(\d+\)$", "", rows[0].new_id))
            if new_section is None or old is None or new is None or not old.text or not new.text:
                continue
            subject = " ".join(rows[0].subject.split()).strip(" .,")
            old_text, new_text = clean_section_text(old.text), clean_section_text(new.text)
            if len(subject) < 4 or len(old_text.split()) < 12 or len(new_text.split()) < 12:
                continue
            items.append(OutdatedItem(code, number, new_section, subject, old_text, new_text))
    return items


def _section_sort_key(number: str) -> tuple[int, str]:
    m = re.match(r"(\d+)(.*)", number)
    return (int(m.group(1)), m.group(2)) if m else (10**6, number)


@dataclass(frozen=True, slots=True)
class OutdatedTexts:
    """The texts of one outdated-context record."""

    query: str
    as_of: str
    old_passage_title: str
    old_passage: str
    check_sources: tuple[str, ...]
    chosen: str
    rejected: str


def outdated_texts(item: OutdatedItem, rng: random.Random) -> OutdatedTexts:
    """The question, the old passage, the sources checked and both answers for ``item``."""
    code = item.code
    subject = item.subject[:1].lower() + item.subject[1:]
    as_of = rng.choice(AFTER_DATES)
    query = rng.choice(
        (
            f"Which provision governs {subject}, and where is it found?",
            f"What does Indian law provide on {subject}?",
            f"Which section deals with {subject}?",
        )
    )
    old_cite = f"Section {item.old_section} of the {code.old_title}"
    new_cite = f"Section {item.new_section} of the {code.new_title}"
    old_title = f"{code.old_title}, Section {item.old_section} ({item.subject})"
    new_src = f"{code.new_title}, Section {item.new_section} ({item.subject}). {item.new_text}"
    table = (
        f"Correspondence table, {code.new_abbr} to {code.old_abbr} (the {code.new_title} replaced "
        f"the {code.old_title} from {COMMENCEMENT}): {code.new_abbr} {item.new_section} "
        f"corresponds to {code.old_abbr} {item.old_section} ({item.subject})."
    )
    old_src = f"{old_title}. {item.old_text}"
    chosen = (
        f"The passage quotes {old_cite}, which was repealed on {COMMENCEMENT}, before the date "
        f"of the question. The provision in force is {new_cite} ({subject}), formerly Section "
        f"{item.old_section} {code.old_abbr}."
    )
    rejected = f"{item.subject} is governed by {old_cite}, which is the law in force."
    return OutdatedTexts(
        query, as_of, old_title, item.old_text, (new_src, table, old_src), chosen, rejected
    )
