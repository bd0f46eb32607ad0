"""Researcher, Auditor and Adjudicator on real cases, a real graph and real Leiden communities."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lexaudit.reason.pipeline import ablation_configs
from lexaudit.reason.types import ReasonConfig, Route

pytestmark = pytest.mark.shared_data


def test_the_ontology_graph_has_leiden_communities(reasoner, kb) -> None:  # type: ignore[no-untyped-def]
    stats = reasoner.graph.stats()
    assert stats["communities"] > 1 and stats["ontology_edges"] >= len(kb.cases)
    assert len(reasoner.graph.community) == len(kb.cases)
    assert 0.0 < stats["modularity"] < 1.0
    assert stats["rule_edges_article_checklist"] > 2000


def test_leave_one_out_excludes_the_query_from_every_route(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    first = cail[0]
    exclude = reasoner.exclusions_for(first.fact)
    assert exclude == [0]
    # without the exclusion the query finds itself first: the exclusion is what stops it
    leaked = reasoner.reason(first.fact)
    assert leaked.research.cases[0].key == "0" and leaked.research.cases[0].score > 0.99
    fair = reasoner.reason(first.fact, exclude=exclude)
    assert fair.research.excluded_cases == (0,)
    assert "0" not in {h.key for h in fair.research.cases}
    routes = {h.route for h in fair.research.cases}
    assert Route.SEMANTIC in routes
    flat = reasoner.reason(
        first.fact, exclude=exclude, config=replace(reasoner.config, hierarchy=False)
    )
    assert "0" not in {h.key for h in flat.research.cases}


def test_leave_one_out_takes_the_query_out_of_the_charge_nodes(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    import numpy as np

    case = cail[0]
    vector = reasoner.graph.vectorise([case.fact])
    with_self = reasoner.graph.charge_scores(vector, [])
    without = reasoner.graph.charge_scores(vector, [0])
    row = reasoner.graph.charges.index(case.charges[0])
    assert without[row] < with_self[row]
    untouched = [
        i for i, c in enumerate(reasoner.graph.charges) if c not in kb_charges(reasoner, 0)
    ]
    assert np.allclose(with_self[untouched], without[untouched])


def kb_charges(reasoner, index):  # type: ignore[no-untyped-def]
    return set(reasoner.kb.cases[index].charges)


@pytest.mark.parametrize("dataset", ["cail", "cmdl"])
def test_every_predicted_charge_cites_a_kept_article(reasoner, dataset, request) -> None:  # type: ignore[no-untyped-def]
    cases = request.getfixturevalue(dataset)[:30]
    predicted = 0
    for case in cases:
        out = reasoner.reason(case.fact, exclude=reasoner.exclusions_for(case.fact))
        kept = set(out.audit.kept_articles)
        for finding in out.judgment.charges:
            predicted += 1
            assert finding.articles, finding
            assert set(finding.articles) <= kept
            assert any(a in reasoner.links[finding.charge] for a in finding.articles)
            assert finding.charge in out.audit.kept_charges
            for interp in finding.interpretations:
                cited = reasoner.kb.interpretations[interp].articles
                assert set(cited) & set(finding.articles)
        assert set(out.judgment.articles) <= kept
    # a charge for nearly every case (a case without one had no kept charge to choose)
    assert predicted >= 0.85 * len(cases)


def test_the_audit_trail_says_why(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    case = cail[3]
    out = reasoner.reason(case.fact, exclude=reasoner.exclusions_for(case.fact))
    assert out.audit.articles
    for audit in out.audit.articles:
        assert audit.reason
        assert audit.kept == (audit.article in out.audit.kept_articles)
        for check in audit.checks:
            if check.satisfied:
                assert check.sentence and check.sentence in case.fact
                assert check.score >= reasoner.config.item_threshold
                assert check.matched_terms
    # pruned cases are those none of whose articles was kept
    kept = set(out.audit.kept_articles)
    for index in out.audit.pruned_cases:
        assert not set(reasoner.kb.cases[index].articles) & kept


def test_a_strict_auditor_prunes_articles_cases_and_charges(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    case = cail[0]
    strict = replace(reasoner.config, keep_threshold=0.99)
    out = reasoner.reason(case.fact, exclude=[0], config=strict)
    assert out.audit.pruned_articles and out.audit.pruned_charges
    off = reasoner.reason(case.fact, exclude=[0], config=replace(strict, auditor=False))
    assert not off.audit.pruned_articles and not off.audit.pruned_charges
    assert all(a.reason == "auditor off" for a in off.audit.articles)


def test_the_ablations_switch_their_part_off(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    configs = ablation_configs(ReasonConfig())
    assert set(configs) == {"full", "no_hierarchy", "no_auditor", "no_community", "no_charge_route"}
    case = cail[1]
    exclude = reasoner.exclusions_for(case.fact)
    routes = {
        name: {
            h.route for h in reasoner.reason(case.fact, exclude=exclude, config=cfg).research.cases
        }
        for name, cfg in configs.items()
    }
    assert routes["no_hierarchy"] == {Route.FLAT}
    assert Route.COMMUNITY not in routes["no_community"]
    assert Route.CHARGE_ANCHORED not in routes["no_charge_route"]
    assert not reasoner.reason(
        case.fact, exclude=exclude, config=configs["no_charge_route"]
    ).research.charges


def test_the_term_is_a_term_of_the_cited_precedents(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    for case in cail[2:8]:
        out = reasoner.reason(case.fact, exclude=reasoner.exclusions_for(case.fact))
        predicted = set(out.judgment.charge_names)
        pool = [
            reasoner.kb.cases[i].term
            for i in out.audit.kept_cases
            if set(reasoner.kb.cases[i].charges) & predicted
        ] or [reasoner.kb.cases[i].term for i in out.audit.kept_cases]
        term = out.judgment.term
        if term.fixed_term:  # a weighted median: one of the precedents' own terms
            assert term.months in {t.months for t in pool if t is not None and t.fixed_term}
        else:
            assert any(t is not None and not t.fixed_term for t in pool)
