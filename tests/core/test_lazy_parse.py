"""Lazy parsing (``Verifier(lazy=True)``): spaCy runs only on the passages claims align with."""

from __future__ import annotations

from pathlib import Path

import pytest

import lexaudit
from lexaudit.audit.report import report_to_dict
from lexaudit.evidence.bundle import build_bundle
from lexaudit.extract.passages import merged_analysis, parse_passages, passage_ranges
from lexaudit.extract.pipeline import Extractor
from lexaudit.types import EntityType, Verdict
from lexaudit.verifier import Verifier

CUAD = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad" / "contracts"
ANSWER = (
    "Bluefin must pay Northwind a 5% royalty on Net Sales within 30 days after each quarter. "
    "The agreement renews for one-year periods unless a party gives 90 days' notice."
)
OTHER = "Licensor's total liability is capped at $2,000,000."
AS_OF = "2025-01-01"


def _comparable(report: lexaudit.Report) -> dict:  # type: ignore[type-arg]
    data = report_to_dict(report)
    data.pop("timings_ms", None)
    return data


def _facts(analysis):  # type: ignore[no-untyped-def]
    entities = {(e.type, e.value, e.span.start, e.span.end) for e in analysis.entities}
    return entities, set(analysis.relations), dict(analysis.slots)


@pytest.fixture(scope="module")
def contracts() -> str:
    """Four CUAD contracts as one long source (about 20 chunks)."""
    if not CUAD.is_dir():
        pytest.skip("../shared/data/cuad is not present")
    return "\n\n".join(p.read_text(encoding="utf-8") for p in sorted(CUAD.glob("*.txt"))[:4])


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


def test_one_passage_over_every_sentence_is_the_full_analysis(
    extractor: Extractor, licence: str
) -> None:
    """The passage is parsed at the chunk's own offsets: entities, relations, slots agree."""
    (full,) = extractor.analyse_many([licence])
    (raw,) = extractor.analyse_raw([licence])
    ranges = passage_ranges(raw.sentences, range(len(raw.sentences)))
    assert ranges == [(0, len(raw.sentences))]
    merged = merged_analysis(raw, parse_passages(extractor, [(raw, 0, len(raw.sentences))]))
    assert _facts(merged) == _facts(full)


def test_a_passage_inside_the_chunk_keeps_its_offsets(extractor: Extractor, licence: str) -> None:
    """Relations of a passage after the chunk's start begin inside it, not at the blanked prefix.

    Sentences 2-4 are the royalty clause and the term clause; outside them the chunk keeps
    its rule entities and has no relations or slots.
    """
    (full,) = extractor.analyse_many([licence])
    (raw,) = extractor.analyse_raw([licence])
    (passage,) = parse_passages(extractor, [(raw, 2, 5)])
    lo, hi = raw.sentences[2][0], raw.sentences[4][1]
    assert (passage.start, passage.end) == (lo, hi)
    assert passage.relations
    assert all(lo <= r.span.start < hi for r in passage.relations)
    inside = {r for r in full.relations if lo <= r.span.start < hi}
    assert {(r.subject, r.relation, r.object) for r in passage.relations} == {
        (r.subject, r.relation, r.object) for r in inside
    }
    merged = merged_analysis(raw, [passage])
    assert all(lo <= start < hi for start, _ in merged.slots)
    outside = [e for e in merged.entities if not lo <= e.span.start < hi]
    assert outside == [e for e in raw.entities if not lo <= e.span.start < hi]


# entity types only the rules find (spaCy's names can differ at a passage's edges)
_RULE_TYPES = {
    EntityType.MONEY,
    EntityType.DATE,
    EntityType.DURATION,
    EntityType.PERCENT,
    EntityType.SECTION_REF,
    EntityType.CITATION,
    EntityType.COURT,
    EntityType.PARTY,
}


def test_passages_resolve_the_chunks_rule_mentions_as_the_full_parse(
    extractor: Extractor,
) -> None:
    """A passage takes the rule candidates found once on the whole chunk, not a second run.

    Every three-sentence passage of the fifth and sixth CUAD contracts holds the rule entities
    the full analysis holds there, including where a party definition runs past the passage's
    end ("Clinical Study. Adaptimmune, Adaptimmune Limited") and hides the mentions inside it.
    """
    if not CUAD.is_dir():
        pytest.skip("../shared/data/cuad is not present")
    paths = sorted(CUAD.glob("*.txt"))[4:6]
    texts = [c.text for p in paths for c in build_bundle([p.read_text(encoding="utf-8")])]
    compared = 0
    for full, raw in zip(extractor.analyse_many(texts), extractor.analyse_raw(texts), strict=True):
        assert raw.rule_candidates and not full.rule_candidates
        jobs = [(raw, i, min(i + 3, len(raw.sentences))) for i in range(0, len(raw.sentences), 3)]
        for passage in parse_passages(extractor, jobs):
            inside = {
                (e.type, e.value, e.span.start, e.span.end)
                for e in full.entities
                if passage.start <= e.span.start and e.span.end <= passage.end
            }
            found = {(e.type, e.value, e.span.start, e.span.end) for e in passage.entities}
            assert {k for k in found if k[0] in _RULE_TYPES} == {
                k for k in inside if k[0] in _RULE_TYPES
            }
            compared += 1
    assert compared > 100


def test_runs_of_sentences_are_cut_into_bounded_passages() -> None:
    """Consecutive sentences make one passage of at most MAX_PASSAGE_CHARS (6,000) chars."""
    sentences = [(i * 1000, i * 1000 + 999) for i in range(12)]
    assert passage_ranges(sentences, [0, 1, 2, 5, 6, 11]) == [(0, 3), (5, 7), (11, 12)]
    assert passage_ranges(sentences, range(12)) == [(0, 6), (6, 12)]  # 5,999 chars each
    assert passage_ranges(sentences, []) == []


def test_on_the_licence_lazy_gives_the_report_of_a_full_parse(
    extractor: Extractor, licence: str
) -> None:
    """Every sentence the claims align with is parsed, so nothing the judge reads changes."""
    for answer in (ANSWER, OTHER):
        lazy = Verifier(extractor=extractor, lazy=True).verify(answer, [licence], as_of=AS_OF)
        full = Verifier(extractor=extractor, lazy=False).verify(answer, [licence], as_of=AS_OF)
        assert _comparable(lazy) == _comparable(full)


def test_a_short_answer_parses_only_its_passages(extractor: Extractor, licence: str) -> None:
    """One claim about liability parses the sentences around its passages, not all twelve."""
    verifier = Verifier(extractor=extractor, lazy=True)
    report = verifier.verify(OTHER, [licence], as_of="2025-01-01")
    assert report.claims[0].verdict is Verdict.CONTRADICTED
    assert 0 < verifier._lazy.parsed_sentences < 12
    assert not verifier._cache  # no chunk went through the full parse


def test_on_a_long_source_only_the_claims_passages_are_parsed(
    extractor: Extractor, contracts: str
) -> None:
    """A small share of the sentences is parsed, and the report is the full parse's."""
    verifier = Verifier(extractor=extractor, lazy=True)
    report = verifier.verify(ANSWER, [contracts], as_of="2025-01-01")
    sentences = sum(len(a.sentences) for a in verifier._lazy.raw.values())
    assert len(report.chunks) > 8 and sentences > 500
    assert 0 < verifier._lazy.parsed_sentences < sentences / 5
    full = Verifier(extractor=extractor, lazy=False).verify(ANSWER, [contracts], as_of="2025-01-01")
    assert _comparable(report) == _comparable(full)


def test_the_report_does_not_depend_on_what_the_cache_holds(
    extractor: Extractor, contracts: str
) -> None:
    """Passages are cached per (chunk, sentence range): a repeat parses nothing, and an answer
    verified after another gets the report a fresh verifier gives it."""
    warm = Verifier(extractor=extractor, lazy=True)
    first = warm.verify(ANSWER, [contracts], as_of="2025-01-01")
    parsed = warm._lazy.parsed_sentences
    assert _comparable(warm.verify(ANSWER, [contracts], as_of="2025-01-01")) == _comparable(first)
    assert warm._lazy.parsed_sentences == parsed
    after = warm.verify(OTHER, [contracts], as_of="2025-01-01")
    fresh = Verifier(extractor=extractor, lazy=True).verify(OTHER, [contracts], as_of="2025-01-01")
    assert _comparable(after) == _comparable(fresh)
