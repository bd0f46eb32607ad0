"""The blind citation table (see blind_citation_table.py), measured against per-jurisdiction floors.

Unlike the main table, the blind table is not expected to pass row by row: it was written
without reading the grammars, and what it measures is precision and recall. The floors are
the figures reached after the gaps it found were fixed (US recall 152/153: "N.Y. C.P.L.R.
214(5)" is not found; IN recall 97/98: a bare "Article 21" naming no instrument is not read as
the Constitution's). A change that lowers any of them fails here.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

import pytest

from lexaudit.extract.citations import find_citations


def _load(name: str) -> object:
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


blind_table = _load("blind_citation_table")
citation_table = _load("citation_table")
TABLE = blind_table.TABLE  # type: ignore[attr-defined]

# (precision, recall) floors per jurisdiction, as measured after the fixes
FLOORS = {"US": (1.0, 0.99), "IN": (1.0, 0.98), "UK": (1.0, 1.0), "EU": (1.0, 1.0)}


def _jurisdiction_of(key: str) -> str:
    return "EU" if key.startswith("ECLI:") else key.split("/", 1)[0]


def _counts() -> dict[str, Counter[str]]:
    counts: dict[str, Counter[str]] = {j: Counter() for j in FLOORS}
    for _, sentence, expected in TABLE:
        remaining = Counter(expected)
        for cite in find_citations(sentence):
            if remaining[cite.canonical] > 0:
                remaining[cite.canonical] -= 1
                counts[_jurisdiction_of(cite.canonical)]["tp"] += 1
            else:
                counts.setdefault(cite.jurisdiction, Counter())["fp"] += 1
        for key, n in remaining.items():
            counts[_jurisdiction_of(key)]["fn"] += n
    return counts


COUNTS = _counts()


def test_blind_table_size() -> None:
    assert len(TABLE) >= 200
    assert sum(1 for row in TABLE if not row[2]) >= 30


def test_blind_rows_are_not_copied_from_the_main_table() -> None:
    main = {row[1] for row in citation_table.TABLE}  # type: ignore[attr-defined]
    assert not [row[1] for row in TABLE if row[1] in main]


@pytest.mark.parametrize("jurisdiction", sorted(FLOORS))
def test_blind_precision_and_recall_floor(jurisdiction: str) -> None:
    c = COUNTS[jurisdiction]
    tp, fp, fn = c["tp"], c["fp"], c["fn"]
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    min_precision, min_recall = FLOORS[jurisdiction]
    assert precision >= min_precision, (jurisdiction, c)
    assert recall >= min_recall, (jurisdiction, c)


def test_no_citation_from_an_unknown_jurisdiction() -> None:
    assert set(COUNTS) == set(FLOORS)


@pytest.mark.parametrize(
    "sentence",
    [row[1] for row in TABLE if not row[2]],
    ids=[f"negative-{i:02d}" for i in range(sum(1 for row in TABLE if not row[2]))],
)
def test_blind_negative_rows_yield_nothing(sentence: str) -> None:
    assert find_citations(sentence) == []


def test_blind_spans_slice_their_surface() -> None:
    for _, sentence, _ in TABLE:
        for cite in find_citations(sentence):
            assert sentence[cite.span.start : cite.span.end] == cite.surface
