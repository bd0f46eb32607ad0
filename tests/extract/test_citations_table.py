"""Table-driven citation extraction tests (see citation_table.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from lexaudit.extract.citations import find_citations

_spec = importlib.util.spec_from_file_location(
    "citation_table", Path(__file__).with_name("citation_table.py")
)
assert _spec is not None and _spec.loader is not None
citation_table = importlib.util.module_from_spec(_spec)
sys.modules["citation_table"] = citation_table
_spec.loader.exec_module(citation_table)
TABLE = citation_table.TABLE


def test_table_has_at_least_300_citation_strings():
    assert citation_table.citation_strings() >= 300
    negatives = [row for row in TABLE if not row[2]]
    assert len(negatives) >= 25


@pytest.mark.parametrize(
    ("jurisdiction", "sentence", "expected"),
    TABLE,
    ids=[f"{j}-{i:03d}" for i, (j, _, _) in enumerate(TABLE)],
)
def test_citation_table(jurisdiction: str, sentence: str, expected: tuple[str, ...]):
    found = find_citations(sentence)
    assert tuple(c.canonical for c in found) == expected
    for cite in found:
        assert sentence[cite.span.start : cite.span.end] == cite.surface
        if expected:
            assert cite.jurisdiction == jurisdiction or cite.kind in ("id", "supra", "short")
