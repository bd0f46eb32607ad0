import pytest

from lexaudit.bench.dense import dense_unavailable_reason
from lexaudit.bench.methods import (
    RunContext,
    score_bertscore_minilm,
    score_embedding_cosine,
    split_sentences,
    word_windows,
)

needs_dense = pytest.mark.skipif(dense_unavailable_reason() is not None,
                                 reason=str(dense_unavailable_reason()))


def test_word_windows_cover_the_text():
    text = " ".join(f"w{i}" for i in range(250))
    windows = word_windows([text], 100, 80)
    assert windows[0].split()[0] == "w0" and windows[-1].split()[-1] == "w249"
    assert all(len(w.split()) <= 100 for w in windows)
    assert word_windows(["", "a b"], 100, 80) == ["a b"]


def test_split_sentences():
    text = "Beta pays. Acme sells (goods)."
    assert split_sentences(text) == ["Beta pays.", "Acme sells (goods)."]
    assert split_sentences("") == [""]


@pytest.fixture(scope="module")
def ctx():
    return RunContext()


@needs_dense
def test_dense_baselines_prefer_the_faithful_answer(ctx, tiny_examples):
    faithful, swapped = tiny_examples[6], tiny_examples[7]  # liability cap $1M vs $5M
    for score in (score_embedding_cosine, score_bertscore_minilm):
        f, h = score(ctx, faithful), score(ctx, swapped)
        assert 0.0 < h <= 1.0 + 1e-6 and 0.0 < f <= 1.0 + 1e-6
    assert score_bertscore_minilm(ctx, faithful) >= score_bertscore_minilm(ctx, swapped) - 0.01
