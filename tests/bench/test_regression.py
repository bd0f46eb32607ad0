import pytest

from lexaudit.bench.regression import GATED_METHOD, Regression, compare


def _results(**datasets):
    return {
        "summary": {
            name: {"detection_rate": d, "false_flag_rate": f, "auc": {GATED_METHOD: a}}
            for name, (d, f, a) in datasets.items()
        }
    }


BASE = _results(**{"contract-qa": (0.90, 0.10, 0.950), "statute-qa": (0.80, 0.05, 0.900)})


@pytest.mark.parametrize(
    ("current", "expected"),
    [
        (BASE, []),
        (_results(**{"contract-qa": (0.95, 0.05, 0.990), "statute-qa": (0.85, 0.0, 0.95)}), []),
        (_results(**{"contract-qa": (0.896, 0.104, 0.941), "statute-qa": (0.80, 0.05, 0.9)}),
         []),
        (_results(**{"contract-qa": (0.894, 0.10, 0.95), "statute-qa": (0.80, 0.05, 0.9)}),
         [("contract-qa", "detection_rate")]),
        (_results(**{"contract-qa": (0.90, 0.106, 0.95), "statute-qa": (0.80, 0.05, 0.9)}),
         [("contract-qa", "false_flag_rate")]),
        (_results(**{"contract-qa": (0.90, 0.10, 0.939), "statute-qa": (0.80, 0.05, 0.9)}),
         [("contract-qa", f"auc:{GATED_METHOD}")]),
        (_results(**{"contract-qa": (0.5, 0.5, 0.5), "statute-qa": (0.80, 0.05, 0.9)}),
         [("contract-qa", "detection_rate"), ("contract-qa", "false_flag_rate"),
          ("contract-qa", f"auc:{GATED_METHOD}")]),
        (_results(**{"statute-qa": (0.70, 0.05, 0.9)}), [("statute-qa", "detection_rate")]),
    ],
    ids=["same", "better", "within-tolerance", "detection-drop", "false-flag-rise",
         "auc-drop", "everything", "dataset-missing-is-ignored"],
)
def test_compare(current, expected):
    found = compare(current, BASE)
    assert [(r.dataset, r.metric) for r in found] == expected
    for r in found:
        assert isinstance(r, Regression)
        assert r.dataset in r.describe()


def test_exact_tolerance_is_not_a_regression():
    base = _results(d=(0.9, 0.1, 0.95))
    cur = _results(d=(0.895, 0.105, 0.94))
    assert compare(cur, base) == []


def test_missing_values_are_not_compared():
    base = {"summary": {"d": {"detection_rate": None, "auc": {}}}}
    cur = {"summary": {"d": {"detection_rate": 0.1, "false_flag_rate": 0.9}}}
    assert compare(cur, base) == []


def test_describe_says_what_regressed():
    r = Regression("contract-qa", "false_flag_rate", 0.10, 0.12, 0.005)
    assert "rose" in r.describe() and "+2.00 pp" in r.describe()
    r = Regression("contract-qa", f"auc:{GATED_METHOD}", 0.95, 0.90, 0.01)
    assert "fell" in r.describe() and "0.9500" in r.describe()
