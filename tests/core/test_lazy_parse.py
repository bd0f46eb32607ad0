"""Lazy parsing (``Verifier(lazy=True)``): spaCy runs only on the chunks claims align with."""

from __future__ import annotations

from pathlib import Path

import pytest

import lexaudit
from lexaudit.audit.report import report_to_dict
from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier

CUAD = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad" / "contracts"
ANSWER = (
    "Bluefin must pay Northwind a 5% royalty on Net Sales within 30 days after each quarter. "
    "The agreement renews for one-year periods unless a party gives 90 days' notice."
)


def _comparable(report: lexaudit.Report) -> dict:  # type: ignore[type-arg]
    data = report_to_dict(report)
    data.pop("timings_ms", None)
    return data


def test_raw_analysis_reads_the_rules_of_a_full_one(extractor: Extractor, licence: str) -> None:
    """Sentences, aliases, sentence words and rule values are those of the spaCy analysis."""
    (full,) = extractor.analyse_many([licence])
    (raw,) = extractor.analyse_raw([licence])
    assert raw.parsed is False and full.parsed is True
    assert raw.sentences == full.sentences
    assert raw.aliases == full.aliases
    assert raw.sentence_words == full.sentence_words
    assert not raw.relations and not raw.slots
    values = {e.key for e in full.entities} - {e.key for e in raw.entities}
    assert all(not k.startswith(("money:", "date:", "duration:", "percent:")) for k in values)


def test_on_one_chunk_lazy_gives_the_report_of_a_full_parse(
    extractor: Extractor, licence: str
) -> None:
    """A one-chunk source is always in scope, so nothing changes."""
    lazy = Verifier(extractor=extractor, lazy=True).verify(ANSWER, [licence], as_of="2025-01-01")
    full = Verifier(extractor=extractor).verify(ANSWER, [licence], as_of="2025-01-01")
    assert _comparable(lazy) == _comparable(full)


@pytest.mark.skipif(not CUAD.is_dir(), reason="../shared/data/cuad is not present")
def test_on_a_long_source_only_the_claims_chunks_are_parsed(extractor: Extractor) -> None:
    """Chunks no claim aligns with keep their rules-only analysis and are never parsed."""
    text = "\n\n".join(p.read_text(encoding="utf-8") for p in sorted(CUAD.glob("*.txt"))[:4])
    verifier = Verifier(extractor=extractor, lazy=True)
    report = verifier.verify(ANSWER, [text], as_of="2025-01-01")
    assert len(report.chunks) > 8
    parsed = len(verifier._cache)
    assert 0 < parsed < len(report.chunks)
    assert len(verifier._raw) == len(report.chunks)
    # a second answer about the same source parses nothing it parsed before
    again = verifier.verify(ANSWER, [text], as_of="2025-01-01")
    assert len(verifier._cache) == parsed
    assert _comparable(again) == _comparable(report)
