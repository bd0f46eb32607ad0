"""The LegalGraphRAG data: test cases, base cases, articles, checklists, interpretations.

Everything is read from ``<data root>/legalgraphrag/`` (see ``shared/data/PROVENANCE.md``);
nothing is downloaded or written. Loaders validate the shapes they need and raise a
``DataError`` naming the file when a shape is wrong.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lexaudit.errors import DataError

SUBDIR = "legalgraphrag"
DATASET_FILES = {"cail": "crime_data_CAIL_small.json", "cmdl": "crime_data_CMDL_small.json"}

#: The four categories the paper reports, keyed by the Criminal Law chapter number that
#: ``crimes_by_part.json`` uses as its ``id`` (Part II, chapters 2, 3, 4 and 6).
PAPER_CATEGORIES = {
    2: "public_safety",
    3: "economic",
    4: "personal_rights",
    6: "social_order",
}
#: Article-number ranges of those chapters in the Criminal Law (Part II).
CHAPTER_RANGES = {2: (114, 139), 3: (140, 231), 4: (232, 262), 6: (277, 367)}

_WS = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Sentence:
    """A term of penalty as the data encodes it (months; life and death are flags)."""

    months: int
    life: bool = False
    death: bool = False

    @property
    def fixed_term(self) -> bool:
        """True when the sentence is a fixed term (neither life imprisonment nor death)."""
        return not (self.life or self.death)

    def label(self) -> str:
        """A short human label: ``36 months``, ``life imprisonment`` or ``death penalty``."""
        if self.death:
            return "death penalty"
        if self.life:
            return "life imprisonment"
        return f"{self.months} months"


@dataclass(frozen=True, slots=True)
class LegalCase:
    """One case: its facts and, when known, its charges, articles and term."""

    case_id: str
    fact: str
    charges: tuple[str, ...] = ()
    articles: tuple[str, ...] = ()
    term: Sentence | None = None


@dataclass(frozen=True, slots=True)
class Interpretation:
    """A judicial interpretation (one numbered provision) that cites articles."""

    interp_id: str
    source: str
    text: str
    articles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Article:
    """One article of the Criminal Law with its charges, checklist and interpretations."""

    number: str
    text: str
    charges: tuple[str, ...] = ()
    checklist: tuple[str, ...] = ()
    interpretations: tuple[str, ...] = ()  # Interpretation ids


@dataclass(frozen=True, slots=True)
class KnowledgeBase:
    """The retrieval corpus: base cases, articles and interpretations."""

    cases: tuple[LegalCase, ...]
    articles: dict[str, Article]
    interpretations: dict[str, Interpretation]
    chapter_of_charge: dict[str, int]


def normalise_fact(text: str) -> str:
    """The fact text with all whitespace removed: the key for leave-one-out matching."""
    return _WS.sub("", text)


def legalgraphrag_dir(data_root: Path) -> Path:
    """``<data root>/legalgraphrag``, or a DataError saying how to point at the data."""
    from lexaudit.bench.datasets.loading import HOW_TO_POINT

    folder = data_root / SUBDIR
    if not folder.is_dir():
        raise DataError(
            f"the LegalGraphRAG data is missing: {folder} does not exist; expected the "
            f"shared data layout of shared/data/PROVENANCE.md (row legalgraphrag/); "
            f"{HOW_TO_POINT.replace('`lexaudit bench`', '`lexaudit reason`')}"
        )
    return folder


def _read(folder: Path, name: str) -> Any:
    path = folder / name
    if not path.is_file():
        raise DataError(f"the LegalGraphRAG file {path} is missing; see PROVENANCE.md")
    try:
        if name.endswith(".jsonl"):
            return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]
        return json.loads(path.read_text("utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise DataError(f"{path} is not valid JSON ({exc}); restore it from its source") from exc


def _term(raw: Any) -> Sentence | None:
    if not isinstance(raw, dict):
        return None
    months = raw.get("imprisonment")
    return Sentence(
        months=int(months) if isinstance(months, int | float) else 0,
        life=bool(raw.get("life_imprisonment")),
        death=bool(raw.get("death_penalty")),
    )


def _case(raw: Any, where: str) -> LegalCase:
    if not isinstance(raw, dict) or not isinstance(raw.get("fact"), str):
        raise DataError(f"{where}: a record without a string 'fact'; the file is damaged")
    return LegalCase(
        case_id=str(raw.get("id", "")),
        fact=raw["fact"],
        charges=tuple(str(c) for c in raw.get("crime") or ()),
        articles=tuple(str(a) for a in raw.get("laws") or raw.get("law") or ()),
        term=_term(raw.get("term_of_imprisonment")),
    )


def load_dataset(data_root: Path, name: str) -> list[LegalCase]:
    """The test cases of ``cail`` (568) or ``cmdl`` (1,374 defendant records)."""
    folder = legalgraphrag_dir(data_root)
    file = DATASET_FILES[name]
    raw = _read(folder, file)
    if not isinstance(raw, list):
        raise DataError(f"{folder / file}: expected a JSON list of cases")
    return [_case(r, f"{file}[{i}]") for i, r in enumerate(raw)]


def load_knowledge(data_root: Path) -> KnowledgeBase:
    """The base cases, the 452 articles with charges, checklists and interpretations."""
    folder = legalgraphrag_dir(data_root)
    cases = tuple(
        _case(r, f"cases_base.json[{i}]") for i, r in enumerate(_read(folder, "cases_base.json"))
    )
    text_of = {str(r["text_id"]): str(r["text"]) for r in _read(folder, "law_corpus.jsonl")}
    charges_of = {str(r["id"]): tuple(r["crime"]) for r in _read(folder, "law_to_crime.json")}
    interpretations: dict[str, Interpretation] = {}
    checklist_of: dict[str, tuple[str, ...]] = {}
    interps_of: dict[str, list[str]] = {}
    for rec in _read(folder, "law_judge_dep.json"):
        number = str(rec["id"])
        checklist_of[number] = tuple(str(x) for x in rec.get("judge", []))
        text_of.setdefault(number, str(rec.get("law", "")))
        for j, rel in enumerate(rec.get("related", [])):
            iid = f"a{number}-r{j}"
            interpretations[iid] = Interpretation(iid, str(rel["id"]), str(rel["text"]), (number,))
            interps_of.setdefault(number, []).append(iid)
    for j, rec in enumerate(_read(folder, "judicial_explanations.json")):
        iid = f"je{j}"
        cited = tuple(str(n) for n in rec.get("laws", []))
        interpretations[iid] = Interpretation(iid, str(rec["from"]), str(rec["explain"]), cited)
        for number in cited:
            interps_of.setdefault(number, []).append(iid)
    articles = {
        number: Article(
            number=number,
            text=text,
            charges=charges_of.get(number, ()),
            checklist=checklist_of.get(number, ()),
            interpretations=tuple(interps_of.get(number, ())),
        )
        for number, text in text_of.items()
    }
    chapter_of_charge: dict[str, int] = {}
    for part in _read(folder, "crimes_by_part.json"):
        for charge in part["crimes"]:
            chapter_of_charge.setdefault(str(charge), int(part["id"]))
    return KnowledgeBase(cases, articles, interpretations, chapter_of_charge)


def overlaps(queries: Sequence[LegalCase], base: Iterable[LegalCase]) -> dict[int, set[int]]:
    """Query index -> indices of base cases with the same normalised fact (leave-one-out)."""
    by_fact: dict[str, set[int]] = {}
    for i, case in enumerate(base):
        by_fact.setdefault(normalise_fact(case.fact), set()).add(i)
    found: dict[int, set[int]] = {}
    for q, case in enumerate(queries):
        hit = by_fact.get(normalise_fact(case.fact))
        if hit:
            found[q] = set(hit)
    return found


def is_subsequence(needle: str, haystack: str) -> bool:
    """True when the characters of ``needle`` occur in ``haystack`` in order."""
    it = iter(haystack)
    return all(ch in it for ch in needle)


def categories_of(case: LegalCase, kb: KnowledgeBase) -> set[str]:
    """The paper's categories of a case (a case with charges in two chapters is in both).

    A gold charge belongs to the chapter under which ``crimes_by_part.json`` lists it; when
    that list does not name it, to the chapters of the listed charges that contain it as a
    subsequence (the paper's matching rule: ``贩卖毒品罪`` is in ``走私、贩卖、运输、制造毒品罪``;
    the paper's script applies the subsequence rule even to listed names, which puts
    ``盗窃罪`` in all four categories); when neither finds it, by its gold article's number
    range (Criminal Law Part II chapters 2, 3, 4 and 6). Cases in other chapters (property,
    corruption, dereliction) are in no paper category.
    """
    found: set[str] = set()
    for charge in case.charges:
        if charge in kb.chapter_of_charge:
            chapters = {kb.chapter_of_charge[charge]}
        else:
            chapters = {
                ch for name, ch in kb.chapter_of_charge.items() if is_subsequence(charge, name)
            }
        if not chapters:
            for article in case.articles:
                number = int(article) if article.isdigit() else -1
                chapters |= {ch for ch, (lo, hi) in CHAPTER_RANGES.items() if lo <= number <= hi}
        found |= {PAPER_CATEGORIES[ch] for ch in chapters if ch in PAPER_CATEGORIES}
    return found
