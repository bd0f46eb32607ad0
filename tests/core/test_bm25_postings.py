"""BM25 by postings lists gives the very scores (same floats, same order) of a full scan."""

from __future__ import annotations

import math
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit.evidence.index import EvidenceIndex, EvidenceUnit
from lexaudit.extract.pipeline import Extractor


def _scan(words: list[list[str]], query: list[str], k: int) -> list[tuple[int, float]]:
    """The former search: every unit scored against every query term."""
    tfs = [Counter(w) for w in words]
    lens = [len(w) for w in words]
    n = len(words)
    avg = (sum(lens) / n) if n else 0.0
    df: Counter[str] = Counter()
    for tf in tfs:
        df.update(tf.keys())
    idf = {t: math.log(1.0 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    terms = Counter(query)
    scores = []
    k1, b = 1.2, 0.75
    for i, tf in enumerate(tfs):
        score = 0.0
        norm = k1 * (1 - b + b * lens[i] / (avg or 1.0))
        for term, qtf in terms.items():
            f = tf.get(term)
            if f:
                score += qtf * idf[term] * f * (k1 + 1) / (f + norm)
        if score > 0:
            scores.append((i, score))
    scores.sort(key=lambda x: -x[1])
    return scores[:k]


def _index(words: list[list[str]]) -> EvidenceIndex:
    return EvidenceIndex([EvidenceUnit(0, i, 0, 0) for i in range(len(words))], words)


_WORD = st.sampled_from(["pay", "fee", "licensee", "term", "notice", "day", "york", "law"])


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(st.lists(_WORD, max_size=12), max_size=30),
    query=st.lists(_WORD, max_size=8),
    k=st.integers(1, 12),
)
def test_postings_search_equals_the_full_scan(
    words: list[list[str]], query: list[str], k: int
) -> None:
    assert _index(words).search(query, k) == _scan(words, query, k)


def test_on_a_real_contract(extractor: Extractor, licence: str) -> None:
    (analysis,) = extractor.analyse_raw([licence])
    words = analysis.sentence_words
    index = _index(words)
    for sentence in words:
        assert index.search(sentence, 8) == _scan(words, sentence, 8)
