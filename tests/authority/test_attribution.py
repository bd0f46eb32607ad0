"""check_attribution: holdings attributed to the wrong case, and changed outcomes."""

from __future__ import annotations

import pytest

from lexaudit.authority.attribution import check_attribution
from lexaudit.authority.model import Authority
from lexaudit.authority.store import AuthorityStore
from lexaudit.types import Chunk, FindingSubtype, RubricType, Severity

OPINION = Chunk(
    "op-1",
    "opinion",
    "In Grutter v. Bollinger, 539 U. S. 306 (2003), the Court upheld the use of race as one "
    "factor in law school admissions. In Gratz v. Bollinger, 539 U. S. 244 (2003), the Court "
    "struck down an undergraduate admissions program that awarded points for race. The "
    "University must show that its plan is narrowly tailored to achieve the benefits of "
    "diversity. See Grutter, 539 U. S., at 334. The Court of Appeals affirmed the grant of "
    "summary judgment to the University. The Court vacates that judgment, but fairness to the "
    "litigants requires that the case be remanded.",
)


def _subtypes(answer: str, chunks=(OPINION,), store=None) -> list[FindingSubtype]:
    return [f.subtype for f in check_attribution(answer, list(chunks), store)]


@pytest.mark.parametrize(
    "answer",
    [
        "In Grutter v. Bollinger, the Court upheld the use of race as one factor in law school "
        "admissions.",
        "In Grutter, the Court upheld the use of race as one factor in law school admissions.",
        "Gratz struck down an undergraduate admissions program that awarded points for race.",
        "Under Grutter, the University must show that its plan is narrowly tailored to achieve "
        "the benefits of diversity.",
        "The Court of Appeals affirmed the grant of summary judgment to the University.",
        "The Court vacates that judgment, but fairness to the litigants requires that the case "
        "be remanded.",
        "The University must prove its admissions plan is narrowly tailored.",
    ],
)
def test_faithful_attribution_passes(answer: str):
    assert _subtypes(answer) == []


@pytest.mark.parametrize(
    ("answer", "named", "source"),
    [
        (
            "In Gratz v. Bollinger, the Court upheld the use of race as one factor in law school "
            "admissions.",
            "Gratz",
            "Grutter",
        ),
        (
            "In Gratz, the Court upheld the use of race as one factor in law school admissions.",
            "Gratz",
            "Grutter",
        ),
        (
            "Under Gratz, the University must show that its plan is narrowly tailored to achieve "
            "the benefits of diversity.",
            "Gratz",
            "Grutter",
        ),
        (
            "In Croson, the Court upheld the use of race as one factor in law school admissions.",
            "Croson",
            "Grutter",
        ),
    ],
)
def test_holding_attributed_to_the_wrong_case(answer: str, named: str, source: str):
    findings = check_attribution(answer, [OPINION])
    assert [f.subtype for f in findings] == [FindingSubtype.MISATTRIBUTED_HOLDING]
    f = findings[0]
    assert f.type is RubricType.MISQUOTED_SOURCE and f.severity is Severity.MODERATE
    assert f"for {source}" in f.content and f"the answer for {named}" in f.content
    assert f.evidence_span is not None and f.evidence_span.chunk_id == "op-1"
    assert source in f.evidence_span.text  # the sentence, or its citation sentence after it


@pytest.mark.parametrize(
    ("answer", "said", "source_said"),
    [
        (
            "The Court of Appeals reversed the grant of summary judgment to the University.",
            "reversed",
            "affirmed",
        ),
        (
            "The Court affirms that judgment, but fairness to the litigants requires that the "
            "case be remanded.",
            "affirms",
            "vacates",
        ),
        (
            "In Grutter v. Bollinger, the Court struck down the use of race as one factor in law "
            "school admissions.",
            "struck down",
            "upheld",
        ),
    ],
)
def test_changed_outcome(answer: str, said: str, source_said: str):
    findings = check_attribution(answer, [OPINION])
    assert [f.subtype for f in findings] == [FindingSubtype.WRONG_OUTCOME]
    assert f"says '{said}' where the source says '{source_said}'" in findings[0].content
    assert findings[0].evidence_span is not None


def test_indian_appeal_allowed_or_dismissed():
    source = Chunk(
        "sc-1",
        "judgment",
        "The High Court dismissed the appeal filed by the State and confirmed the acquittal of "
        "the accused under Section 302 IPC.",
    )
    wrong = (
        "The High Court allowed the appeal filed by the State and confirmed the acquittal of "
        "the accused under Section 302 IPC."
    )
    right = (
        "The High Court dismissed the State's appeal and confirmed the acquittal of the accused."
    )
    assert _subtypes(wrong, [source]) == [FindingSubtype.WRONG_OUTCOME]
    assert _subtypes(right, [source]) == []


def test_a_licence_granted_in_a_contract_is_not_an_outcome():
    source = Chunk(
        "k-1",
        "contract",
        "The Licensor hereby grants to the Licensee a non-exclusive licence to use the "
        "Software in the Territory during the Term.",
    )
    answer = "The Licensor denies the Licensee a non-exclusive licence to use the Software."
    assert FindingSubtype.WRONG_OUTCOME not in _subtypes(answer, [source])


def test_an_equally_good_source_sentence_that_agrees_clears_the_outcome():
    chunks = [
        Chunk("a", "a", "The Court of Appeals affirmed the judgment of the District Court."),
        Chunk(
            "b",
            "b",
            "On rehearing, the Court of Appeals reversed the judgment of the District Court.",
        ),
    ]
    answer = "The Court of Appeals reversed the judgment of the District Court."
    assert _subtypes(answer, chunks) == []


def test_store_text_is_the_cited_cases_own_passage():
    store = AuthorityStore.in_memory(autoload=False)
    store.add(
        [
            Authority(
                id="US/case/539/U.S./306",
                jurisdiction="US",
                kind="case",
                title="Grutter v. Bollinger",
                text="The Law School's admissions program bears the hallmarks of a narrowly "
                "tailored plan, and the Equal Protection Clause does not prohibit the Law "
                "School's narrowly tailored use of race in admissions decisions.",
            )
        ],
        [],
    )
    other = Chunk(
        "brief",
        "brief",
        "In Gratz v. Bollinger, 539 U. S. 244 (2003), the Court held that a points system "
        "awarding twenty points for race was not narrowly tailored.",
    )
    wrong = (
        "Grutter v. Bollinger, 539 U.S. 306 (2003), held that a points system awarding twenty "
        "points for race was not narrowly tailored."
    )
    right = (
        "Grutter v. Bollinger, 539 U.S. 306 (2003), held that the Equal Protection Clause does "
        "not prohibit the Law School's narrowly tailored use of race in admissions decisions."
    )
    assert _subtypes(wrong, [other], store) == [FindingSubtype.MISATTRIBUTED_HOLDING]
    assert _subtypes(right, [other], store) == []


def test_unaligned_sentences_and_empty_sources_give_nothing():
    assert _subtypes("Nothing here matches the opinion at all, really.") == []
    assert _subtypes("In Gratz, the Court upheld it.", []) == []


def test_a_proposition_the_cited_case_itself_states_is_not_misattributed():
    """Two cases said the same thing: the stored text of the cited one clears the answer."""
    store = AuthorityStore.in_memory(autoload=False)
    store.add(
        [
            Authority(
                id="US/case/539/U.S./306",
                jurisdiction="US",
                kind="case",
                title="Grutter v. Bollinger",
                text="Race may be one factor among many in a narrowly tailored admissions plan.",
            )
        ],
        [],
    )
    brief = Chunk(
        "brief",
        "brief",
        "In Gratz v. Bollinger, 539 U. S. 244 (2003), the Court held that race may be one "
        "factor among many in a narrowly tailored admissions plan.",
    )
    answer = (
        "Grutter v. Bollinger, 539 U.S. 306 (2003), held that race may be one factor among many "
        "in a narrowly tailored admissions plan."
    )
    assert _subtypes(answer, [brief]) == [FindingSubtype.MISATTRIBUTED_HOLDING]
    assert _subtypes(answer, [brief], store) == []


def test_a_function_word_capitalised_by_its_place_is_no_case_name():
    # a near-copy of the Grutter sentence whose opening word stands where the case name was
    assert (
        _subtypes("So the Court upheld the use of race as one factor in law school admissions.")
        == []
    )
    assert _subtypes(
        "In Croson, the Court upheld the use of race as one factor in law school admissions."
    ) == [FindingSubtype.MISATTRIBUTED_HOLDING]


def test_a_function_word_inside_the_answer_may_name_a_case():
    # a modal opening the answer may be a case name too ("Will held ...")
    assert _subtypes("Will upheld the use of race as one factor in law school admissions.") == [
        FindingSubtype.MISATTRIBUTED_HOLDING
    ]
    assert _subtypes(
        "In Will, the Court upheld the use of race as one factor in law school admissions."
    ) == [FindingSubtype.MISATTRIBUTED_HOLDING]
