"""The LegalGraphRAG data as loaded: sizes, leave-one-out overlaps, the paper's categories."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexaudit.errors import DataError
from lexaudit.reason.data import (
    LegalCase,
    categories_of,
    is_subsequence,
    load_knowledge,
    normalise_fact,
    overlaps,
)

pytestmark = pytest.mark.shared_data


def test_sizes_match_the_provenance(kb, cail, cmdl) -> None:  # type: ignore[no-untyped-def]
    assert len(cail) == 568 and len(cmdl) == 1374
    assert len(kb.cases) == 680
    assert len(kb.articles) == 452
    with_checklist = [a for a in kb.articles.values() if a.checklist]
    assert len(with_checklist) == 350
    assert "诈骗罪" in kb.articles["266"].charges and kb.articles["266"].interpretations


def test_every_cail_case_is_also_a_base_case_and_no_cmdl_case_is(kb, cail, cmdl) -> None:  # type: ignore[no-untyped-def]
    cail_overlap = overlaps(cail, kb.cases)
    assert len(cail_overlap) == 568
    assert 0 in cail_overlap[0]  # the first CAIL case is base case 0
    assert overlaps(cmdl, kb.cases) == {}


def test_normalising_removes_whitespace_only() -> None:
    assert normalise_fact(" 甲 乙\n丙\t") == "甲乙丙"
    assert normalise_fact(normalise_fact("a b")) == "ab"


@pytest.mark.parametrize(
    ("charges", "articles", "expected"),
    [
        (("交通肇事罪",), ("133",), {"public_safety"}),
        (("贩卖毒品罪",), ("347",), {"social_order"}),  # a subsequence of the combined name
        (("诽谤罪",), ("246",), {"personal_rights"}),
        (("合同诈骗罪",), ("224",), {"economic"}),
        (("盗窃罪",), ("264",), {"economic"}),  # crimes_by_part.json lists it under chapter 3
        (("受贿罪",), ("385",), {"economic"}),  # crimes_by_part.json lists it in chapter 3
        (("敲诈勒索罪",), ("274",), set()),  # chapter 5 (property): in no paper category
        (("容留卖淫罪",), ("359",), {"social_order"}),  # not listed: placed by its article
    ],
    ids=[
        "safety",
        "drugs-subsequence",
        "rights",
        "economic",
        "theft-as-listed",
        "bribery-as-listed",
        "extortion",
        "by-article",
    ],
)
def test_categories(kb, charges, articles, expected) -> None:  # type: ignore[no-untyped-def]
    case = LegalCase("t", "事实", charges, articles)
    assert categories_of(case, kb) == expected


def test_subsequence_rule() -> None:
    assert is_subsequence("贩卖毒品罪", "走私、贩卖、运输、制造毒品罪")
    assert not is_subsequence("诈骗罪", "盗窃罪")


def test_a_missing_data_root_names_the_fix(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="LEXAUDIT_SHARED_DATA"):
        load_knowledge(tmp_path)
