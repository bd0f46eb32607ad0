import math

import numpy as np
import pytest

from lexaudit.bench.metrics import (
    CONTEXT_BUCKETS,
    ENTITY_BUCKETS,
    auc_by_bucket,
    balanced_accuracy,
    bucket_of,
    decision_rates,
    label_bands,
    roc_auc,
    roc_curve,
)


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4])
@pytest.mark.parametrize("ties", [False, True], ids=["continuous", "ties"])
def test_auc_matches_sklearn(seed, ties):
    sk_metrics = pytest.importorskip("sklearn.metrics")
    rng = np.random.default_rng(seed)
    n = 200
    labels = rng.random(n) < 0.4
    scores = rng.normal(size=n) - 0.8 * labels
    if ties:
        scores = np.round(scores, 0)
    ours = roc_auc(labels.tolist(), scores.tolist())
    # sklearn's positive class is the higher-scored one: the faithful answers here
    theirs = sk_metrics.roc_auc_score((~labels).astype(int), scores)
    assert ours == pytest.approx(theirs, abs=1e-12)


@pytest.mark.parametrize(
    ("labels", "scores", "expected"),
    [
        ([True, True, False, False], [0.1, 0.2, 0.8, 0.9], 1.0),
        ([True, True, False, False], [0.9, 0.8, 0.2, 0.1], 0.0),
        ([True, False, True, False], [0.5, 0.5, 0.5, 0.5], 0.5),
        ([True, False, False], [0.5, 0.5, 0.9], 0.75),
    ],
    ids=["perfect", "inverted", "all-tied", "half-tie"],
)
def test_auc_small_cases(labels, scores, expected):
    assert roc_auc(labels, scores) == pytest.approx(expected)


def test_auc_undefined_with_one_class():
    assert roc_auc([True, True], [0.1, 0.2]) is None
    assert roc_auc([], []) is None


def test_auc_rejects_nan_and_length_mismatch():
    with pytest.raises(ValueError, match="NaN"):
        roc_auc([True, False], [math.nan, 0.2])
    with pytest.raises(ValueError, match="labels"):
        roc_auc([True, False], [0.2])


def test_roc_curve_area_equals_auc():
    rng = np.random.default_rng(7)
    labels = (rng.random(150) < 0.5).tolist()
    scores = np.round(rng.normal(size=150), 1).tolist()
    fpr, tpr = roc_curve(labels, scores)
    assert fpr[0] == 0.0 and tpr[0] == 0.0
    assert fpr[-1] == pytest.approx(1.0) and tpr[-1] == pytest.approx(1.0)
    area = float(np.trapezoid(tpr, fpr))
    assert area == pytest.approx(roc_auc(labels, scores))


@pytest.mark.parametrize(
    ("labels", "flagged", "expected"),
    [
        ([True, True, False, False], [True, True, False, False], 1.0),
        ([True, True, False, False], [True, False, False, False], 0.75),
        ([True, False, False, False], [True, True, True, True], 0.5),
        ([True, True, True, False], [False, False, False, False], 0.5),
    ],
    ids=["perfect", "half-detected", "flag-all", "flag-none"],
)
def test_balanced_accuracy(labels, flagged, expected):
    assert balanced_accuracy(labels, flagged) == pytest.approx(expected)


def test_balanced_accuracy_matches_sklearn():
    sk_metrics = pytest.importorskip("sklearn.metrics")
    rng = np.random.default_rng(3)
    labels = (rng.random(300) < 0.3).tolist()
    flagged = (rng.random(300) < 0.5).tolist()
    assert balanced_accuracy(labels, flagged) == pytest.approx(
        sk_metrics.balanced_accuracy_score(labels, flagged)
    )


def test_decision_rates():
    rates = decision_rates([True, True, False, False, False], [True, False, True, False, False])
    assert rates.detection_rate == pytest.approx(0.5)
    assert rates.false_flag_rate == pytest.approx(1 / 3)
    assert (rates.n_hallucinated, rates.n_faithful) == (2, 3)
    assert decision_rates([False], [True]).detection_rate is None


@pytest.mark.parametrize(
    ("words", "bucket"),
    [(0, "<300"), (299, "<300"), (300, "300-600"), (599, "300-600"), (600, "600-900"),
     (899, "600-900"), (900, ">900"), (50_000, ">900")],
)
def test_context_buckets(words, bucket):
    assert bucket_of(words, CONTEXT_BUCKETS) == bucket


@pytest.mark.parametrize(("n", "bucket"), [(0, "0-2"), (2, "0-2"), (3, "3-5"), (9, "6-9"),
                                           (10, ">=10")])
def test_entity_buckets(n, bucket):
    assert bucket_of(n, ENTITY_BUCKETS) == bucket


def test_bucket_out_of_range():
    with pytest.raises(ValueError):
        bucket_of(-1, CONTEXT_BUCKETS)


def test_auc_by_bucket():
    labels = [True, False, True, False, True]
    scores = [0.1, 0.9, 0.8, 0.2, 0.5]
    words = [100, 120, 450, 500, 1000]
    out = auc_by_bucket(labels, scores, words, CONTEXT_BUCKETS)
    assert list(out) == ["<300", "300-600", "600-900", ">900"]
    assert out["<300"] == {"n": 2, "n_hallucinated": 1, "auc": 1.0}
    assert out["300-600"]["auc"] == 0.0
    assert out["600-900"] == {"n": 0, "n_hallucinated": 0, "auc": None}
    assert out[">900"]["auc"] is None


def test_label_bands_split_the_auc_into_the_labels_and_the_order_within_them():
    # a faithful and a hallucinated answer labelled clean, the same pair labelled
    # hallucinated; the score orders the clean pair the wrong way, the other pair right
    labels = [False, True, False, True]
    scores = [0.9, 0.95, 0.2, 0.1]
    verdicts = ["clean", "clean", "hallucinated", "hallucinated"]
    out = label_bands(labels, scores, verdicts)
    assert out["auc"] == 0.5  # 2 of the 4 faithful-hallucinated pairs in order
    assert out["auc_label_only"] == 0.5  # one pair in order, one out, two ties
    assert out["auc_ceiling"] == 0.75  # only the faithful answer labelled hallucinated stays low
    assert out["within"]["clean"] == {"n": 2, "n_hallucinated": 1, "auc": 0.0}
    assert out["within"]["hallucinated"] == {"n": 2, "n_hallucinated": 1, "auc": 1.0}
    assert out["within"]["uncertain"] == {"n": 0, "n_hallucinated": 0, "auc": None}


def test_label_bands_reach_one_when_the_labels_are_right():
    labels = [False, False, True, True]
    out = label_bands(labels, [0.8, 0.9, 0.6, 0.2], ["clean", "clean", "uncertain", "hallucinated"])
    assert out["auc"] == out["auc_label_only"] == out["auc_ceiling"] == 1.0


def test_label_bands_reject_unknown_labels_and_lengths():
    with pytest.raises(ValueError, match="unknown label"):
        label_bands([True, False], [0.1, 0.9], ["hallucinated", "fine"])
    with pytest.raises(ValueError, match="2 labels, 2 scores, 1 verdicts"):
        label_bands([True, False], [0.1, 0.9], ["clean"])
