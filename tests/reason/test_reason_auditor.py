"""The Auditor on real checklists and real facts: idf weights, penalty items, negation."""

from __future__ import annotations

import pytest

from lexaudit.reason.adjudicator import OfflineAdjudicator
from lexaudit.reason.auditor import ChecklistIndex, FactSentences, check_item, negated_only
from lexaudit.reason.pipeline import ablation_configs
from lexaudit.reason.types import ReasonConfig

pytestmark = pytest.mark.shared_data


@pytest.fixture(scope="module")
def index(kb):  # type: ignore[no-untyped-def]
    return ChecklistIndex(kb)


def test_a_distinctive_term_weighs_more_than_a_common_one(index) -> None:  # type: ignore[no-untyped-def]
    assert index.idf["诈骗"] > index.idf["数额"] > index.idf["其他"]


def test_penalty_items_are_not_checked_as_elements(kb, index) -> None:  # type: ignore[no-untyped-def]
    listed = kb.articles["103"].checklist
    assert any(item.startswith("是否处") for item in listed)
    checked = [item for item, _ in index.items_of("103")]
    assert checked and not any("徒刑" in item for item in checked)
    assert set(checked) < set(listed)


@pytest.mark.parametrize(
    ("term", "text", "negated"),
    [
        ("造成", "尚未造成严重后果", True),
        ("造成", "客观上未造成严重损害结果", True),
        ("造成", "未造成损失，后又造成他人轻伤", False),
        ("驾驶", "无证驾驶机动车", False),
        ("造成", "没有出现", False),
    ],
    ids=["shangwei", "wei", "one-affirmed", "not-a-negation", "absent"],
)
def test_negation_cues(term: str, text: str, negated: bool) -> None:
    assert negated_only(term, text) is negated


def test_a_negated_element_is_not_satisfied(cail, kb, index) -> None:  # type: ignore[no-untyped-def]
    case = next(c for c in cail if c.case_id == "346")
    sentence = next(s for s in FactSentences.of(case.fact).texts if "尚未造成严重后果" in s)
    item = "是否造成严重后果"
    terms = tuple((t, index.idf[t]) for t in ("造成", "严重后果") if t in index.idf) or (
        ("造成", index.idf["造成"]),
    )
    check = check_item(item, terms, FactSentences((sentence,), (frozenset(),)), 0.5)
    assert "造成" in check.negated_terms and "造成" not in check.matched_terms
    affirmed = sentence.replace("尚未造成", "已造成")
    again = check_item(item, terms, FactSentences((affirmed,), (frozenset(),)), 0.5)
    assert "造成" in again.matched_terms and again.score > check.score


def test_the_auditor_votes_and_the_ablation_removes_the_vote(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    configs = ablation_configs(ReasonConfig())
    assert configs["full"].audit_vote > 0
    moved = 0
    for case in cail[:20]:
        exclude = reasoner.exclusions_for(case.fact)
        full = reasoner.reason(case.fact, exclude=exclude)
        adj = OfflineAdjudicator(reasoner.kb, configs["full"], reasoner.links)
        elements = adj.element_scores(full.audit)
        assert set(elements) <= set(full.audit.kept_charges)
        assert all(0.0 <= v <= 1.0 for v in elements.values())
        off = reasoner.reason(case.fact, exclude=exclude, config=configs["no_auditor"])
        off_scores = OfflineAdjudicator(reasoner.kb, configs["no_auditor"], reasoner.links)
        on_scores = adj.charge_scores(full.research, full.audit, case.fact)
        shared = set(on_scores) & set(off_scores.charge_scores(off.research, off.audit, case.fact))
        moved += any(
            abs(on_scores[c] - off_scores.charge_scores(off.research, off.audit, case.fact)[c])
            > 1e-9
            for c in shared
        )
    assert moved >= 10  # the element vote changes the scores of most cases


def test_alternative_charges_are_recognised(reasoner) -> None:  # type: ignore[no-untyped-def]
    adj = OfflineAdjudicator(reasoner.kb, reasoner.config, reasoner.links)
    assert adj.alternatives("诈骗罪", "合同诈骗罪")  # one name contains the other
    assert adj.alternatives("走私、贩卖、运输、制造毒品罪", "非法持有毒品罪") is False
    assert not adj.alternatives("盗窃罪", "故意伤害罪")


def test_a_further_charge_is_a_separate_named_offence(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    from lexaudit.reason.adjudicator import named_in_facts

    adj = OfflineAdjudicator(reasoner.kb, reasoner.config, reasoner.links)
    several = 0
    for case in cail[:150]:
        out = reasoner.reason(case.fact, exclude=reasoner.exclusions_for(case.fact))
        names = out.judgment.charge_names
        if len(names) < 2:
            continue
        several += 1
        used = adj.element_sentences(names[0], out.audit)
        for k, extra in enumerate(names[1:], start=1):
            assert named_in_facts(extra, case.fact)
            assert not any(adj.alternatives(extra, c) for c in names[:k])
            own = adj.element_sentences(extra, out.audit)
            assert own - used  # quoted from a sentence the earlier charges do not use
            used |= own
    assert several >= 3
