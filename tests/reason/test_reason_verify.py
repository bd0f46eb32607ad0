"""The statutory-range parser and the verifier, on the real articles and real judgments."""

from __future__ import annotations

from dataclasses import replace

import pytest

from lexaudit.reason.data import Sentence
from lexaudit.reason.statute import PenaltyRange, chinese_number, penalty_range
from lexaudit.reason.types import CheckKind, Quote
from lexaudit.reason.verify import Verifier, quotes_for, verification_counts

HOMICIDE = (
    "故意杀人的，处死刑、无期徒刑或者十年以上有期徒刑；情节较轻的，处三年以上十年以下有期徒刑。"
)


@pytest.mark.parametrize(
    ("text", "number"),
    [("三", 3), ("十", 10), ("十五", 15), ("二十", 20), ("二十五", 25), ("两", 2), ("12", 12)],
)
def test_chinese_numbers(text: str, number: int) -> None:
    assert chinese_number(text) == number


def test_a_word_that_is_no_number_is_refused() -> None:
    with pytest.raises(ValueError, match="not a number"):
        chinese_number("年")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (HOMICIDE, PenaltyRange(36, 180, life=True, death=True)),
        ("处三年以下有期徒刑、拘役或者管制，并处或者单处罚金", PenaltyRange(0, 36)),
        ("处三年以下有期徒刑或者拘役", PenaltyRange(1, 36)),
        ("处五年以上有期徒刑", PenaltyRange(60, 180)),
        ("处十五年有期徒刑、无期徒刑或者死刑", PenaltyRange(180, 180, life=True, death=True)),
        ("处拘役，并处罚金", PenaltyRange(1, 6)),
        ("处六个月以下有期徒刑", PenaltyRange(6, 6)),
    ],
    ids=["homicide", "fine-alone", "detention", "open-top", "fixed-15", "detention-only", "months"],
)
def test_penalty_ranges(text: str, expected: PenaltyRange) -> None:
    assert penalty_range(text) == expected


def test_an_article_without_a_penalty_has_no_range() -> None:
    assert penalty_range("共同犯罪是指二人以上共同故意犯罪。") is None


def test_real_articles_parse(kb) -> None:  # type: ignore[no-untyped-def]
    ranges = {n: penalty_range(a.text) for n, a in kb.articles.items()}
    assert sum(r is not None for r in ranges.values()) > 300
    assert ranges["232"] == PenaltyRange(36, 180, life=True, death=True)
    assert ranges["133"] is not None and ranges["133"].max_months == 180
    assert ranges["264"] is not None and ranges["264"].min_months == 0 and ranges["264"].life
    assert ranges["25"] is None  # joint crime: a definition, no penalty
    for r in ranges.values():
        if r is not None:
            assert 0 <= r.min_months <= r.max_months <= 180


def _judged(reasoner, cail, n=12):  # type: ignore[no-untyped-def]
    out = []
    for case in cail[:n]:
        reasoning = reasoner.reason(case.fact, exclude=reasoner.exclusions_for(case.fact))
        if reasoning.judgment.charges:
            out.append((case, reasoning))
    return out


def test_every_charge_gets_every_check(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    for case, reasoning in _judged(reasoner, cail):
        judgment = reasoning.judgment
        for finding in judgment.charges:
            kinds = [c.kind for c in judgment.checks if c.charge == finding.charge]
            assert sorted(kinds) == sorted(CheckKind)
            assert all(c.detail for c in judgment.checks)
            for quote in finding.quotes:  # the offline back-end quotes the Auditor's findings
                assert quote.sentence in case.fact and quote.article in finding.articles
    counts = verification_counts(r.judgment for _, r in _judged(reasoner, cail))
    assert counts["charges_checked"] >= 10
    assert counts["checks"]["term_in_range"] == counts["charges_checked"]


def test_a_charge_citing_no_defining_article_fails(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    verifier = Verifier(reasoner.kb)
    case, reasoning = _judged(reasoner, cail)[0]
    judgment = reasoning.judgment
    finding = judgment.charges[0]
    good = verifier.verify(case.fact, reasoning.audit, judgment)
    assert _passed(good, finding.charge, CheckKind.ARTICLE_DEFINES_CHARGE)
    # the same charge citing an article that law_to_crime maps elsewhere
    other = next(
        n
        for n, a in reasoner.kb.articles.items()
        if a.charges and finding.charge not in a.charges and n in reasoning.audit.kept_articles
    )
    bad = replace(judgment, charges=(replace(finding, articles=(other,)),))
    checked = verifier.verify(case.fact, reasoning.audit, bad)
    assert not _passed(checked, finding.charge, CheckKind.ARTICLE_DEFINES_CHARGE)


def test_a_false_quote_fails(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    verifier = Verifier(reasoner.kb)
    case, reasoning = next(
        (c, r)
        for c, r in _judged(reasoner, cail)
        if r.judgment.charges[0].quotes
        and _passed(r.judgment, r.judgment.charges[0].charge, CheckKind.ELEMENTS_QUOTED)
    )
    finding = reasoning.judgment.charges[0]
    quote = finding.quotes[0]
    invented = Quote(quote.article, quote.item, "被告人在家中睡觉。", quote.terms)
    for bad_quotes in ((invented, *finding.quotes[1:]), ()):
        bad = replace(reasoning.judgment, charges=(replace(finding, quotes=bad_quotes),))
        checked = verifier.verify(case.fact, reasoning.audit, bad)
        assert not _passed(checked, finding.charge, CheckKind.ELEMENTS_QUOTED)
    assert quotes_for(reasoning.audit, finding.articles) == finding.quotes


def test_a_term_above_the_range_is_clamped_and_below_is_flagged(reasoner, cail) -> None:  # type: ignore[no-untyped-def]
    verifier = Verifier(reasoner.kb)
    case, reasoning = next(
        (c, r)
        for c, r in _judged(reasoner, cail, 40)
        if len(r.judgment.charges) == 1
        and (rng := verifier.range_of(r.judgment.charges[0].articles)) is not None
        and rng.max_months < 180
        and not rng.life
    )
    charge = reasoning.judgment.charges[0].charge
    rng = verifier.range_of(reasoning.judgment.charges[0].articles)
    assert rng is not None
    high = verifier.verify(
        case.fact, reasoning.audit, replace(reasoning.judgment, term=Sentence(rng.max_months + 24))
    )
    assert high.term == Sentence(rng.max_months)
    assert high.term_clamped_from == Sentence(rng.max_months + 24)
    assert not _passed(high, charge, CheckKind.TERM_IN_RANGE)
    life = verifier.verify(
        case.fact, reasoning.audit, replace(reasoning.judgment, term=Sentence(0, life=True))
    )
    assert life.term == Sentence(rng.max_months) and life.term_clamped_from is not None
    if rng.min_months > 0:
        low = verifier.verify(
            case.fact, reasoning.audit, replace(reasoning.judgment, term=Sentence(0))
        )
        assert low.term == Sentence(0) and low.term_clamped_from is None
        assert not _passed(low, charge, CheckKind.TERM_IN_RANGE)
    assert verification_counts([high, life])["terms_clamped"] == 2


def _passed(judgment, charge, kind) -> bool:  # type: ignore[no-untyped-def]
    return all(c.passed for c in judgment.checks if c.charge == charge and c.kind == kind)
