"""Bounded pieces: sentence-less text is cut so every stage stays linear in its length."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit.extract.entities import resolve_overlaps
from lexaudit.extract.pieces import (
    MAX_PIECE_CHARS,
    MAX_SENTENCE_CHARS,
    bounded_sentences,
    parse_pieces,
)
from lexaudit.extract.unknown_names import _SpanSet
from lexaudit.text.segment import split_sentences
from lexaudit.types import Entity, EntityType, Span

CLAUSE = "the tenant shall pay rent of $500 to Acme Corp on 1 May 2020 and "
NORMAL = (
    "Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales. The initial "
    "term is three (3) years.\n\nLicensor's total liability shall not exceed $1,250,000."
)


def _non_space(text: str, spans: list[tuple[int, int]]) -> int:
    return sum(len(re.sub(r"\s", "", text[a:b])) for a, b in spans)


@pytest.mark.parametrize(
    "text",
    [
        (CLAUSE * 3100)[:200_000],
        ("word, " * 40_000)[:200_000],
        ("line without a stop\n" * 10_000)[:200_000],
        "x" * 200_000,
    ],
    ids=["clauses", "commas", "lines", "no-whitespace"],
)
def test_a_200k_sentence_less_text_is_cut_into_bounded_pieces(text: str) -> None:
    spans, cut = bounded_sentences(text)
    assert len(split_sentences(text)) <= 2  # one sentence (or two) before the cut
    assert all(cut)
    assert len(spans) >= len(text) // MAX_SENTENCE_CHARS
    assert max(b - a for a, b in spans) <= MAX_SENTENCE_CHARS
    # trimmed, in order, and every non-whitespace character is in exactly one piece
    assert all(text[a:b] == text[a:b].strip() for a, b in spans)
    assert all(b1 <= a2 for (_, b1), (a2, _) in zip(spans, spans[1:], strict=False))
    assert _non_space(text, spans) == len(re.sub(r"\s", "", text))


def test_pieces_end_at_the_strongest_natural_boundary() -> None:
    text = ("alpha beta, gamma delta; " * 400) + ("omega " * 400)
    spans, _ = bounded_sentences(text)
    assert text[spans[0][0] : spans[0][1]].endswith(";")
    lines = ("a line of words, with a comma " * 20 + "\n") * 20
    spans, _ = bounded_sentences(lines)
    assert len(spans) > 1
    assert all(lines[a - 1] == "\n" for a, _ in spans[1:])


def test_normal_text_is_untouched() -> None:
    spans, cut = bounded_sentences(NORMAL)
    assert spans == split_sentences(NORMAL)
    assert not any(cut)
    assert parse_pieces(NORMAL, spans, cut) == [(0, len(NORMAL))]


def test_parse_pieces_cover_the_text_and_stay_bounded() -> None:
    text = NORMAL + " " + (CLAUSE * 200) + ". " + NORMAL * 200
    spans, cut = bounded_sentences(text)
    ranges = parse_pieces(text, spans, cut)
    assert ranges[0][0] == 0 and ranges[-1][1] == len(text)
    assert all(b1 == a2 for (_, b1), (a2, _) in zip(ranges, ranges[1:], strict=False))
    limit = MAX_PIECE_CHARS + MAX_SENTENCE_CHARS
    assert max(b - a for a, b in ranges) <= limit
    # each piece of the cut sentence is parsed on its own
    for a, b in spans:
        if b - a > 1000 and CLAUSE.strip() in text[a:b]:
            assert any(ra <= a and b <= rb and rb - ra <= b - a + 200 for ra, rb in ranges)


def test_a_long_sentence_less_answer_is_parsed_in_pieces(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (CLAUSE * 500)[:30_000]
    analysis = extractor.analyse(text, with_claims=True, vocabulary=frozenset())
    assert max(b - a for a, b in analysis.sentences) <= MAX_SENTENCE_CHARS
    assert max(c.span.end - c.span.start for c in analysis.claims) <= MAX_SENTENCE_CHARS
    ((_, _, doc),) = extractor.parse([text])
    assert doc.text == text
    assert all(text[t.idx : t.idx + len(t.text)] == t.text for t in doc)
    # no dependency arc crosses a cut: every head lies in its token's piece
    for token in doc:
        a, b = next((a, b) for a, b in analysis.sentences if a <= token.idx < b + 1)
        assert a <= token.head.idx <= b
    values = {e.value for e in analysis.entities}
    assert {"acme", "2020-05-01"} <= values and any("500" in v for v in values)


def test_pipe_batches_give_the_same_analyses_as_one_text_at_a_time(extractor) -> None:  # type: ignore[no-untyped-def]
    texts = [NORMAL, "Bluefin may not assign this Agreement.", NORMAL.upper(), CLAUSE * 400]
    texts += [f"Clause {i}. Licensee shall pay ${i},000 within {i} days." for i in range(1, 12)]
    together = extractor.analyse_many(texts)
    for text, analysis in zip(texts, together, strict=True):
        alone = extractor.analyse(text)
        assert analysis.entities == alone.entities
        assert analysis.relations == alone.relations
        assert analysis.sentences == alone.sentences
        assert analysis.slots == alone.slots


def _naive_resolve(candidates: list[Entity]) -> list[Entity]:
    from lexaudit.extract.entities import _PRIORITY

    ordered = sorted(
        candidates, key=lambda e: (_PRIORITY[e.type], -(e.span.end - e.span.start), e.span.start)
    )
    taken: list[tuple[int, int]] = []
    kept: list[Entity] = []
    for entity in ordered:
        s, e = entity.span.start, entity.span.end
        if any(s < te and ts < e for ts, te in taken):
            continue
        taken.append((s, e))
        kept.append(entity)
    return sorted(kept, key=lambda e: (e.span.start, e.span.end))


_SPANS = st.lists(
    st.tuples(st.integers(0, 60), st.integers(0, 12), st.sampled_from(list(EntityType))),
    max_size=40,
)


@settings(max_examples=300, deadline=None)
@given(_SPANS)
def test_overlap_resolution_by_bisection_keeps_the_same_entities(spans) -> None:  # type: ignore[no-untyped-def]
    candidates = [Entity(t, "x", f"v{i}", Span(s, s + n)) for i, (s, n, t) in enumerate(spans)]
    assert resolve_overlaps(candidates) == _naive_resolve(candidates)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 12)), max_size=30),
    st.integers(0, 70),
    st.integers(0, 12),
)
def test_span_set_answers_as_the_pairwise_comparison(spans, start, length) -> None:  # type: ignore[no-untyped-def]
    pairs = [(s, s + n) for s, n in spans]
    end = start + length
    assert _SpanSet(pairs).overlaps(start, end) == any(a < end and start < b for a, b in pairs)
