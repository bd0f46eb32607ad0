"""The cached path: what depends only on the sources is computed once per bundle or chunk."""

from __future__ import annotations

import lexaudit
from lexaudit.audit.report import report_to_dict
from lexaudit.authority import attribution
from lexaudit.types import Chunk

ANSWERS = [
    "Bluefin must pay Northwind a 5% royalty on Net Sales within 30 days after each quarter.",
    "Bluefin must pay Northwind a 7% royalty on Net Sales within 60 days after each quarter.",
    "The agreement renews for one-year periods unless a party gives 90 days' notice.",
    "Licensor's total liability is capped at $2,000,000 and New York law governs.",
]
QUERIES = [None, "What is the royalty?", None, "What law governs?"]


def _comparable(report: lexaudit.Report) -> dict:  # type: ignore[type-arg]
    data = report_to_dict(report)
    data.pop("timings_ms", None)
    return data


def test_a_cached_verify_gives_the_same_report_as_a_fresh_one(licence: str) -> None:
    cached = lexaudit.Verifier()
    for answer, query in zip(ANSWERS, QUERIES, strict=True):
        warm = cached.verify(answer, [licence], query=query, as_of="2025-01-01")
        fresh = lexaudit.Verifier(extractor=cached.extractor).verify(
            answer, [licence], query=query, as_of="2025-01-01"
        )
        assert _comparable(warm) == _comparable(fresh)
    # the bundle (its graph, vocabulary and index) was built once and then reused
    assert cached.cache_misses == 1 and cached.cache_hits == len(ANSWERS) - 1
    assert len(cached._bundles) == 1
    (state,) = cached._bundles.values()
    assert set(state.contexts) == {None, "What is the royalty?", "What law governs?"}


def test_a_bundle_larger_than_the_chunk_cache_is_not_kept(licence: str) -> None:
    verifier = lexaudit.Verifier(cache_size=1)
    verifier.verify(ANSWERS[0], [licence, licence.replace("Licensor", "Owner")])
    assert not verifier._bundles


OPINION = (
    "The Court held that the admissions program was narrowly tailored to serve a compelling "
    "interest in student body diversity. Grutter v. Bollinger, 539 U.S. 306 (2003). The "
    "judgment of the Court of Appeals is affirmed."
)


def test_attribution_sentences_are_split_and_stemmed_once_per_chunk_text() -> None:
    attribution._chunk_sentences.cache_clear()
    chunk = Chunk("s1", "s1", OPINION)
    gazetteer = attribution._gazetteer([OPINION])
    names = {attribution.stem(w) for w in gazetteer}
    first = attribution._sentences(chunk, gazetteer, names)
    again = attribution._sentences(chunk, gazetteer, names)
    info = attribution._chunk_sentences.cache_info()
    assert info.misses == 1 and info.hits == 1
    assert first == again
    assert first[1].opens_with_cite and "grutter" in first[1].cases
    assert all(not (s.words & names) for s in first)
    # without any case name the sentences themselves are reused
    plain = Chunk("s2", "s2", "The Licensee shall pay a royalty. The term is three years.")
    assert attribution._sentences(plain, {}, set()) is attribution._sentences(plain, {}, set())
