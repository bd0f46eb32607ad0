"""A claim that restates a sentence of one clause, cited to another, by the real verifier.

Whole bodies are not told apart when the claim's words are the common words of both clauses
("the end of this Charter for any reason"); the sentence the claim restates is. The texts are
written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_CHARTER = [
    "9.1  Term. This Charter runs for three years from the Delivery Date and then ends.\n"
    "9.2  Termination. Either party may end this Charter for any material reason on ninety "
    "days' written notice to the other party. The Owner may also end this Charter at once if "
    "the Charterer fails to pay any sum of hire for any reason.\n"
    "9.3  Survival. Sections 4, 6 and 8 of this Charter survive the end of this Charter for "
    "any reason. All unpaid hire becomes due at once."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _misattributed(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "misattributed_citation"]


def test_a_restated_sentence_cited_to_the_neighbouring_clause_is_misattributed(
    verifier: Verifier,
) -> None:
    report = verifier.verify(
        "Under Section 9.2, Sections 4, 6 and 8 survive the end of this Charter for any reason.",
        _CHARTER,
    )
    assert _misattributed(report) == ["the sources state this in clause 9.3, not in clause 9.2"]
    assert report.label.value == "hallucinated"


@pytest.mark.parametrize("cited", ["Section 9.3", "Section 9"])
def test_the_clause_that_holds_the_sentence_or_its_whole_is_right(
    verifier: Verifier, cited: str
) -> None:
    report = verifier.verify(
        f"Under {cited}, Sections 4, 6 and 8 survive the end of this Charter for any reason.",
        _CHARTER,
    )
    assert _misattributed(report) == []


def test_a_claim_both_clauses_state_alike_is_not_misattributed(verifier: Verifier) -> None:
    # "may end this Charter ... for any reason" is said in 9.2, and the claim's words are
    # no closer to a sentence of 9.3: nothing says 9.2 is the wrong clause
    report = verifier.verify(
        "Under Section 9.2, the Owner may end this Charter at once if the Charterer fails to pay "
        "hire.",
        _CHARTER,
    )
    assert _misattributed(report) == []


_KENNEL_CODE = [
    "40. Every kennel shall be licensed by the District Board, and the licence lasts one "
    "year.\n"
    "41. An Inspector may enter a licensed kennel at any reasonable hour to count the dogs "
    "and examine their housing.\n"
    "42. Whoever keeps an unlicensed kennel shall be punished with fine which may extend to "
    "two thousand rupees."
]


@pytest.mark.parametrize(
    "answer",
    [
        "On the second point, yes: under section 40, an Inspector may enter a licensed kennel at "
        "any reasonable hour to count the dogs.",
        "And no, there is no set hour: the text of section 40 lets an Inspector enter a licensed "
        "kennel at any reasonable hour to count the dogs.",
    ],
)
def test_a_section_named_just_after_a_colon_attributes_the_claim(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, _KENNEL_CODE)
    assert [m for m in _misattributed(report) if "section 41, not in section 40" in m]


def test_a_section_named_after_a_colon_deep_in_the_rule_does_not(verifier: Verifier) -> None:
    # the reference stands well inside the clause after the colon: the rule mentions it
    report = verifier.verify(
        "On inspections: an Inspector may enter a licensed kennel, including one licensed "
        "under section 40, at any reasonable hour to count the dogs.",
        _KENNEL_CODE,
    )
    assert _misattributed(report) == []


@pytest.mark.parametrize(
    "answer",
    [
        "On inspections, yes: a section 40 licence still lets an Inspector enter the kennel at "
        "any reasonable hour to count the dogs.",
        "One point: the section 40 licensee must let an Inspector enter the kennel at any "
        "reasonable hour to count the dogs.",
    ],
)
def test_a_reference_that_modifies_a_noun_after_a_colon_is_no_attribution(
    verifier: Verifier, answer: str
) -> None:
    # "a section 40 licence" is a kind of licence, not where the claim is stated
    report = verifier.verify(answer, _KENNEL_CODE)
    assert _misattributed(report) == []


_SURVIVAL = [
    "8. Confidentiality.\n"
    "8.1  Each party shall keep the other party's confidential information secret.\n"
    "8.2  The duties in clause 8.1 survive the end of this Charter for a period of five years.\n"
    "9.  Survival. Clauses 8 and 11 survive the end of this Charter for any reason.\n"
    "10.  Notices. Notices must be in writing."
]


def test_the_clause_that_names_the_holder_is_a_right_citation(verifier: Verifier) -> None:
    # clause 9 keeps clause 8 alive; its words are fewer than clause 8.2's, but it states it
    report = verifier.verify(
        "Under clause 9, the confidentiality duties survive the end of this Charter.", _SURVIVAL
    )
    assert _misattributed(report) == []


_CODE = [
    "30. No fact of which the Tribunal takes official notice need be proved.\n"
    "31. (1) The Tribunal shall take official notice of the following facts, namely:—\n"
    "(a) all ordinances in force in the Territory;\n"
    "(b) the seals of all Tribunals and Registries;\n"
    "(c) the calendar and the public holidays notified in the Gazette.\n"
    "(2) The Tribunal may consult books of reference for any such fact."
]


def test_a_claim_that_also_names_the_section_stating_it_is_not_misattributed(
    verifier: Verifier,
) -> None:
    # the claim's words are mostly those of section 31, and it names section 31 itself after
    # section 30: it cites both, each for its own part
    answer = (
        "Section 30 spares proof of a noticed fact, with section 31(1) making notice mandatory "
        "for all ordinances in force in the Territory and the seals of all Tribunals and "
        "Registries."
    )
    report = verifier.verify(answer, _CODE)
    assert _misattributed(report) == [], report.findings
    only_first = (
        "Section 30 makes notice mandatory for all ordinances in force in the Territory and "
        "the seals of all Tribunals and Registries."
    )
    report = verifier.verify(only_first, _CODE)
    assert _misattributed(report) == [
        "Section 30: the sources state this in section 31, not in section 30"
    ]


def test_a_negator_after_under_section_is_the_claims_own(verifier: Verifier) -> None:
    # "Under section 31, no fact ..." attributes a negative rule to section 31; the negator
    # opens the rule, it does not deny the section ("section 31 does not say so")
    answer = "Under section 31, no fact of which the Tribunal takes official notice need be proved."
    report = verifier.verify(answer, _CODE)
    assert _misattributed(report) == [
        "section 31: the sources state this in section 30, not in section 31"
    ]
    denied = "Section 31 does not say that a noticed fact need not be proved; section 30 does."
    assert _misattributed(verifier.verify(denied, _CODE)) == []


def test_a_section_the_claim_sets_against_itself_is_not_cited_for_it(verifier: Verifier) -> None:
    answer = (
        "Section 30, rather than section 31, makes notice mandatory for all ordinances in "
        "force in the Territory and the seals of all Tribunals and Registries."
    )
    assert _misattributed(verifier.verify(answer, _CODE)) == [
        "Section 30: the sources state this in section 31, not in section 30"
    ]


def test_a_clause_the_stating_clause_names_is_the_claim_s_subject(verifier: Verifier) -> None:
    # the survival clause names Section 8: the claim says Section 8 survives, not that
    # Section 8 says so
    source = [
        "4.1  Hire. The Charterer shall pay hire monthly in advance.\n"
        "8.1  Non-competition. The Owner shall not charter a similar vessel to a rival of the "
        "Charterer in the same trade.\n"
        "9.3  Survival. Sections 4 and 8 of this Charter survive the end of this Charter for "
        "three years."
    ]
    report = verifier.verify(
        "The Owner can't charter a similar vessel to a rival, and that clause (Section 8) "
        "survives the end of the Charter for three years.",
        source,
    )
    assert _misattributed(report) == []


def test_a_clause_named_elsewhere_in_the_stating_clause_is_still_misattributed(
    verifier: Verifier,
) -> None:
    # 9.3 speaks of 9.2 in another sentence; the sentence the claim restates does not
    source = [
        "9.2  Termination. Either party may end this Charter on ninety days' written notice.\n"
        "9.3  Survival. On any termination under Section 9.2 all unpaid hire becomes due. "
        "Sections 4 and 8 of this Charter survive the end of this Charter for any reason."
    ]
    report = verifier.verify(
        "Under Section 9.2, Sections 4 and 8 survive the end of this Charter for any reason.",
        source,
    )
    assert _misattributed(report) == ["the sources state this in clause 9.3, not in clause 9.2"]


def test_a_named_clause_given_as_the_source_is_still_misattributed(verifier: Verifier) -> None:
    source = [
        "8.1  Non-competition. The Owner shall not charter a similar vessel to a rival.\n"
        "9.3  Survival. Sections 4 and 8 of this Charter survive the end of this Charter for "
        "three years."
    ]
    report = verifier.verify(
        "Section 8 provides that Sections 4 and 8 survive the end of the Charter for three years.",
        source,
    )
    assert _misattributed(report) == ["the sources state this in clause 9.3, not in clause 8"]
