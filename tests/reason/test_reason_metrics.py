"""The evaluation's definitions, table-driven (no data needed)."""

from __future__ import annotations

import pytest

from lexaudit.reason.adjudicator import named_in_facts
from lexaudit.reason.data import LegalCase, Sentence
from lexaudit.reason.evaluate import LIFE_MONTHS, Scored, mapped_charges, metric_block
from lexaudit.reason.types import ChargeFinding, Judgment


@pytest.mark.parametrize(
    ("gold", "predicted", "expected"),
    [
        (["贩卖毒品罪"], ["走私、贩卖、运输、制造毒品罪"], {"贩卖毒品罪"}),
        (["诈骗罪"], ["合同诈骗罪"], {"诈骗罪"}),  # the paper's rule is one-way subsequence
        (["合同诈骗罪"], ["诈骗罪"], {"诈骗罪"}),
        (["盗窃罪", "抢劫罪"], ["盗窃罪"], {"盗窃罪"}),
        ([], ["盗窃罪"], {"盗窃罪"}),
    ],
    ids=["combined-name", "longer-prediction", "shorter-prediction", "one-missing", "no-gold"],
)
def test_mapped_charges(gold, predicted, expected) -> None:  # type: ignore[no-untyped-def]
    assert mapped_charges(gold, predicted) == expected


def _row(
    gold: tuple[str, ...],
    pred: tuple[str, ...],
    gold_term: Sentence,
    term: Sentence,
    articles: tuple[str, ...] = ("264",),
    pred_articles: tuple[str, ...] = ("264",),
) -> Scored:
    case = LegalCase("1", "事实", gold, articles, gold_term)
    findings = tuple(ChargeFinding(c, 1.0, pred_articles, (), ()) for c in pred)
    return Scored(case, Judgment(findings, pred_articles, term), True, 0.5, frozenset())


def test_metric_block_definitions() -> None:
    rows = [
        _row(("盗窃罪",), ("盗窃罪",), Sentence(12), Sentence(12)),
        _row(("贩卖毒品罪",), ("走私、贩卖、运输、制造毒品罪",), Sentence(36), Sentence(24)),
        _row(
            ("盗窃罪", "抢劫罪"),
            ("盗窃罪",),
            Sentence(100),
            Sentence(0, life=True),
            pred_articles=("263",),
        ),
        _row(("故意杀人罪",), ("故意杀人罪",), Sentence(0, life=True), Sentence(0, life=True)),
    ]
    block = metric_block(rows)
    assert block["n"] == 4
    assert block["charge_acc"] == 0.75  # the combined name matches under the paper's rule
    assert block["charge_acc_strict"] == 0.5
    # micro-F1: tp 4, fp 0, fn 1 -> 8 / 9
    assert block["charge_f1"] == round(8 / 9, 4)
    assert block["article_acc"] == 0.75
    assert block["term_acc"] == 0.5  # exact months, or life for life
    # MAE over the three fixed-term gold cases; a predicted life counts LIFE_MONTHS
    assert block["term_mae"] == round((0 + 12 + abs(LIFE_MONTHS - 100)) / 3, 4)
    assert block["term_acc_25pct"] == round(1 / 3, 4)
    assert block["retrieval_effectiveness"] == 1.0 and block["retrieval_error_rate"] == 0.5


def test_no_terms_gives_no_term_metrics() -> None:
    case = LegalCase("1", "事实", ("诽谤罪",), ("246",), None)
    row = Scored(case, Judgment((), (), Sentence(0)), False, 1.0, frozenset())
    block = metric_block([row])
    assert block["term_acc"] is None and block["term_mae"] is None
    assert block["charge_acc"] == 0.0


@pytest.mark.parametrize(
    ("charge", "fact", "expected"),
    [
        ("盗窃罪", "被告人盗窃他人财物", True),
        ("盗窃罪", "被告人窃取他人财物", False),
        ("组织、强迫、引诱、容留、介绍卖淫罪", "被告人介绍卖淫三次", True),
        ("走私、贩卖、运输、制造毒品罪", "被告人驾车运输货物", False),  # short parts do not count
        ("罪", "罪", False),
    ],
    ids=["named", "not-named", "combined-long-part", "combined-short-part", "empty-core"],
)
def test_named_in_facts(charge, fact, expected) -> None:  # type: ignore[no-untyped-def]
    assert named_in_facts(charge, fact) is expected
