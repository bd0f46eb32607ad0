"""check_citations: existence, sub-sections, temporal validity, plausibility."""

from __future__ import annotations

import datetime as dt

import pytest

from lexaudit.authority.checks import check_citations
from lexaudit.authority.packs import CORE_PACK
from lexaudit.authority.store import AuthorityStore
from lexaudit.extract.citations import find_citations
from lexaudit.types import Chunk, FindingSubtype, RubricType, Severity

AS_OF = dt.date(2025, 1, 1)


@pytest.fixture(scope="module")
def store() -> AuthorityStore:
    return AuthorityStore.in_memory()


def _check(answer: str, store: AuthorityStore | None, chunks=(), as_of=AS_OF):
    return check_citations(answer, find_citations(answer), list(chunks), store, as_of)


def _subtypes(findings) -> list[FindingSubtype]:
    return [f.subtype for f in findings]


def test_fabricated_case_citation(store):
    answer = (
        "In Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019), "
        "the court held so."
    )
    findings = _check(answer, store)
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]
    f = findings[0]
    assert f.type is RubricType.FABRICATED_CITATION and f.severity is Severity.CRITICAL
    assert answer[f.answer_span.start : f.answer_span.end].startswith("925 F.3d 1339")


def test_real_citation_found_in_chunks(store):
    chunk = Chunk(
        "c1", "op", "See Smith v. Jones, 123 F.3d 456, 93 S. Ct. 1 (2d Cir. 1997) (holding X)."
    )
    assert _check("Smith v. Jones, 123 F.3d 456 (2d Cir. 1997), holds X.", store, [chunk]) == []
    # a parallel citation in the source also matches
    assert _check("Smith v. Jones, 93 S. Ct. 1 (1997), holds X.", store, [chunk]) == []


def test_citation_in_store_exists(store):
    assert _check("Donoghue v Stevenson [1932] AC 562 is the neighbour case.", store) == []
    assert _check("Erasure is under Article 17 GDPR.", store) == []


def test_no_store_means_the_core_pack():
    assert _check("See Section 103 BNS.", None) == []
    assert _subtypes(_check("See Section 302 IPC.", None)) == [FindingSubtype.REPEALED_LAW]


def test_empty_store_means_chunks_only():
    empty = AuthorityStore.in_memory(autoload=False)
    findings = _check("See Section 5 of the Foo Bar Act, 1999.", empty)
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]
    # a known act from the alias table stays uncertain, not fabricated
    findings = _check("See Section 103 BNS.", empty)
    assert _subtypes(findings) == [FindingSubtype.UNKNOWN_AUTHORITY]
    chunk = Chunk("c", "d", "Section 103 BNS punishes murder.")
    assert _check("See Section 103 BNS.", empty, [chunk]) == []


def test_repealed_law_cited_as_current(store):
    answer = "Murder is punishable under Section 302 IPC."
    findings = _check(answer, store)
    assert _subtypes(findings) == [FindingSubtype.REPEALED_LAW]
    f = findings[0]
    assert f.content == (
        "Section 302 IPC was repealed on 2024-07-01; the corresponding provision is Section 103 BNS"
    )
    assert f.type is RubricType.MISQUOTED_SOURCE
    assert answer[f.answer_span.start : f.answer_span.end] == "Section 302 IPC"


def test_repealed_law_before_repeal_is_fine(store):
    assert (
        _check("Murder is punishable under Section 302 IPC.", store, as_of=dt.date(2024, 6, 1))
        == []
    )


@pytest.mark.parametrize(
    "answer",
    [
        "Murder, formerly Section 302 IPC, is now punishable under Section 103 BNS.",
        "Section 302 IPC (now Section 103 BNS) punishes murder.",
        "Section 302 IPC was replaced by Section 103 BNS on 1 July 2024.",
        "Under the repealed Section 302 IPC the sentence was death or life imprisonment.",
    ],
)
def test_formerly_now_is_accepted(store, answer: str):
    assert _check(answer, store) == []


def test_fabricated_subsection_from_store(store):
    findings = _check("Under Section 103(7) BNS the punishment is death.", store)
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]
    assert "no sub-division (7)" in findings[0].content
    assert _check("Under Section 103(2) BNS a lynching is punished.", store) == []


def test_fabricated_subsection_from_chunk_has_evidence_span(store):
    chunk = Chunk(
        "bnss-482",
        "bnss_2023",
        "482. (1) Where any person has reason to believe ... (2) When ... (3) If ...",
    )
    findings = _check("Section 482(5) BNSS governs anticipatory bail.", store, [chunk])
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]
    ev = findings[0].evidence_span
    assert ev is not None and ev.chunk_id == "bnss-482" and ev.text.startswith("482.")
    assert _check("Section 482(2) BNSS governs anticipatory bail.", store, [chunk]) == []


def test_section_out_of_range_is_fabricated(store):
    findings = _check("Under Section 600 IPC this is an offence.", store)
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]
    assert "511 sections" in findings[0].content


def test_plausible_section_of_known_act_is_unknown_not_fabricated(store):
    # the Hindu Marriage Act's sections are not enumerated in the store (the BNS's are)
    findings = _check("A decree of divorce lies under Section 13 of the HMA.", store)
    assert _subtypes(findings) == [FindingSubtype.UNKNOWN_AUTHORITY]
    assert findings[0].severity is Severity.MODERATE
    assert findings[0].type is RubricType.CANNOT_JUDGE
    findings = _check("Jurisdiction lies under 28 U.S.C. § 1331.", store)
    assert _subtypes(findings) == [FindingSubtype.UNKNOWN_AUTHORITY]


def test_suspect_reporter_year(store):
    answer = "Smith v. Jones, 123 F.3d 456 (2d Cir. 1985)."
    chunk = Chunk("c", "d", answer)
    findings = _check(answer, store, [chunk])
    assert _subtypes(findings) == [FindingSubtype.SUSPECT_CITATION]
    assert findings[0].severity is Severity.MODERATE
    assert "1985" in findings[0].content and "1993" in findings[0].content


def test_suspect_unknown_reporter_and_court(store):
    findings = _check("Smith v. Jones, 123 F.5th 456 (2d Cir. 2021).", store)
    assert FindingSubtype.SUSPECT_CITATION in _subtypes(findings)
    assert FindingSubtype.FABRICATED_CITATION in _subtypes(findings)
    findings = _check("Doe v. Roe, 55 F.3d 12 (Zz. Ct. 1999).", store)
    assert any("not a known court" in f.content for f in findings)


def test_indian_section_found_by_chunk_heading(store):
    chunk = Chunk(
        "crpc-154", "crpc_1973", "154. Information in cognizable cases.—(1) Every information ..."
    )
    findings = _check(
        "Before 1 July 2024 an FIR was lodged under Section 154 CrPC.", store, [chunk]
    )
    assert findings == []


def test_id_and_supra_are_not_double_reported(store):
    answer = "Foo v. Bar, 925 F.3d 1339 (11th Cir. 2019). Id. at 1340. Foo, supra."
    assert _subtypes(_check(answer, store)) == [FindingSubtype.FABRICATED_CITATION]


def test_now_alone_does_not_excuse_repealed_law(store):
    findings = _check("Section 302 IPC now provides the death penalty for murder.", store)
    assert _subtypes(findings) == [FindingSubtype.REPEALED_LAW]


def test_age_old_is_not_an_excuse(store):
    findings = _check("A 16-year-old victim is protected by Section 376 IPC.", store)
    assert FindingSubtype.REPEALED_LAW in _subtypes(findings)


def test_section_found_by_chunk_id(store):
    chunk = Chunk("ipc_1860_379_0_0", "ipc_1860", "Punishment for theft. Whoever commits theft ...")
    assert (
        _check("Theft is punished under Section 379 IPC.", store, [chunk], dt.date(2024, 1, 1))
        == []
    )


def test_subdivision_of_a_stored_us_section_exists(store):
    assert _check("Relief lies under 42 U.S.C. § 1983(a).", store) == []


def test_unknown_old_provision_named_as_history_is_minor():
    # a store with the core pack but not the statute index, so Section 379 IPC is unknown
    core_only = AuthorityStore.in_memory(autoload=False)
    core_only.import_pack(CORE_PACK)
    answer = "Theft is punished under Section 303(2) BNS (formerly Section 379 IPC)."
    findings = [
        f for f in _check(answer, core_only) if f.subtype is FindingSubtype.UNKNOWN_AUTHORITY
    ]
    by_text = {answer[f.answer_span.start : f.answer_span.end]: f.severity for f in findings}
    assert by_text.get("Section 379 IPC") is Severity.MINOR


def test_abbreviation_dots_do_not_end_the_sentence(store):
    answer = (
        "Section 438 Cr.P.C. (now Section 482 BNSS) allows anticipatory bail. It is discretionary."
    )
    assert _check(answer, store) == []
    answer = "Bail is discretionary. Section 438 Cr.P.C. allows anticipatory bail. It was replaced."
    assert _subtypes(_check(answer, store)) == [FindingSubtype.REPEALED_LAW]


_OPINION = Chunk(
    "p1",
    "fisher",
    "As this Court held in Regents of Univ. of Cal. v. Bakke, 438 U. S. 265 (1978), and in "
    "Grutter v. Bollinger, 539 U. S. 306, 328 (2003), diversity is a compelling interest. "
    "Fisher v. University of Texas at Austin, 570 U. S. ____ (2013).",
)


@pytest.mark.parametrize(
    "answer",
    [
        "In Regents of the University of California v. Bakke, 438 U.S. 265 (1978), the Court "
        "held so.",
        "Grutter v. Bollinger, 539 U. S. 306 (2003), and Fisher v. University of Texas at Austin, "
        "570 U. S. ___ (2013).",
    ],
)
def test_real_case_names_agree(store, answer: str):
    assert _check(answer, store, [_OPINION]) == []


def test_invented_case_name_on_a_real_citation_is_fabricated(store):
    answer = "The passage cites Rice v. Cayetano and Grutter v. Whitfield, 539 U. S. 306 (2003)."
    findings = _check(answer, store, [_OPINION])
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]
    assert "Grutter v. Bollinger" in findings[0].content
    assert findings[0].evidence_span is not None and findings[0].evidence_span.chunk_id == "p1"


def test_wrong_section_of_the_act_in_the_sources(store):
    chunk = Chunk(
        "s",
        "bns",
        "Bharatiya Nyaya Sanhita, 2023, Section 103 (Punishment for murder). (1) Whoever commits "
        "murder shall be punished with death or imprisonment for life.",
    )
    findings = _check("Murder is punished under Section 101 BNS.", store, [chunk])
    assert _subtypes(findings) == [FindingSubtype.MISATTRIBUTED_CITATION]
    assert "Section 103 BNS" in findings[0].content
    assert _check("Murder is punished under Section 103(1) BNS.", store, [chunk]) == []
    findings = _check("Murder is punished under Section 103(4) BNS.", store, [chunk])
    assert _subtypes(findings) == [FindingSubtype.FABRICATED_CITATION]


_BEFORE_BNS = dt.date(2024, 3, 1)


@pytest.mark.parametrize(
    "answer",
    [
        "Murder is punishable under Section 103 BNS.",
        "An FIR is registered under Section 173 BNSS.",
        "Electronic records are admissible under Section 63 BSA.",
    ],
)
def test_new_code_cited_before_it_came_into_force(store, answer: str):
    findings = _check(answer, store, as_of=_BEFORE_BNS)
    assert _subtypes(findings) == [FindingSubtype.NOT_YET_IN_FORCE]
    f = findings[0]
    assert f.type is RubricType.MISQUOTED_SOURCE and f.severity is Severity.MODERATE
    assert "came into force on 2024-07-01" in f.content
    assert "2024-03-01" in f.content


def test_not_yet_in_force_names_the_provision_then_in_force(store):
    findings = _check("Murder is punishable under Section 103 BNS.", store, as_of=_BEFORE_BNS)
    assert "then in force: Section 302 IPC" in findings[0].content


def test_new_code_on_or_after_commencement_is_fine(store):
    answer = "Murder is punishable under Section 103 BNS."
    assert _check(answer, store, as_of=dt.date(2024, 7, 1)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "From 1 July 2024, Section 103 BNS will replace it.",
        "Section 103 BNS comes into force on 1 July 2024.",
        "Murder is punishable under Section 302 IPC, to be replaced by Section 103 BNS.",
        "Section 302 IPC governs murder; Section 103 BNS is not yet in force.",
    ],
)
def test_new_code_named_as_future_law_is_fine(store, answer: str):
    findings = _check(answer, store, as_of=_BEFORE_BNS)
    assert FindingSubtype.NOT_YET_IN_FORCE not in _subtypes(findings)


def test_store_reverse_correspondence(store):
    status = store.status("IN/BNS/s103", _BEFORE_BNS)
    assert status.state.value == "not_yet_in_force"
    assert "IN/IPC/s302" in status.corresponding_ids
    assert "then in force: Section 302 IPC" in status.describe()


def test_a_subsection_the_store_lists_is_not_fabricated_by_a_chunk_that_names_it(store):
    # the chunk names the section in its first words and is no text of the section
    chunk = Chunk(
        "ipc-note",
        "ipc_notes",
        "Section 376(2) of the Indian Penal Code punishes a public servant who commits the "
        "offence while on duty with a longer minimum term.",
    )
    answer = "Section 376(2) IPC sets a longer minimum term for a public servant on duty."
    findings = _check(answer, store, [chunk], as_of=dt.date(2022, 3, 1))
    assert FindingSubtype.FABRICATED_CITATION not in _subtypes(findings)
