"""An Act named as the law without a section: repealed, or not yet in force, on the answer's date.

``lexaudit.authority.temporal.act_findings`` through ``check_citations``; the sentences are our
own.
"""

from __future__ import annotations

import datetime as dt

import pytest

from lexaudit.authority.checks import check_citations
from lexaudit.authority.store import AuthorityStore
from lexaudit.extract.citations import find_citations
from lexaudit.types import Chunk, FindingSubtype, RubricType, Severity

_AFTER_REPEAL = dt.date(2025, 2, 14)
_BEFORE_NEW_CODES = dt.date(2024, 2, 9)


@pytest.fixture(scope="module")
def store() -> AuthorityStore:
    return AuthorityStore.in_memory()


def _check(answer: str, store: AuthorityStore, as_of: dt.date):
    return check_citations(answer, find_citations(answer), [], store, as_of)


@pytest.mark.parametrize(
    ("answer", "named", "replacement"),
    [
        (
            "Theft of a bicycle is dealt with by the Indian Penal Code, 1860, the criminal code "
            "in force.",
            "Indian Penal Code, 1860",
            "Bharatiya Nyaya Sanhita, 2023",
        ),
        (
            "In India, bail for a non-bailable offence is governed by the CrPC.",
            "CrPC",
            "Bharatiya Nagarik Suraksha Sanhita, 2023",
        ),
        (
            "A photocopy of a deed is secondary evidence under the Indian Evidence Act.",
            "Indian Evidence Act",
            "Bharatiya Sakshya Adhiniyam, 2023",
        ),
    ],
)
def test_repealed_act_named_as_current_law(store, answer: str, named: str, replacement: str):
    findings = _check(answer, store, _AFTER_REPEAL)
    assert [f.subtype for f in findings] == [FindingSubtype.REPEALED_LAW]
    f = findings[0]
    assert answer[f.answer_span.start : f.answer_span.end] == named
    assert f.type is RubricType.MISQUOTED_SOURCE and f.severity is Severity.MODERATE
    assert "repealed on 2024-07-01" in f.content and replacement in f.content


def test_one_finding_per_act(store):
    answer = "The IPC punishes cheating in India. The IPC also punishes forgery."
    findings = _check(answer, store, _AFTER_REPEAL)
    assert len(findings) == 1
    assert findings[0].answer_span.start == 4


def test_act_named_before_its_repeal_is_fine(store):
    answer = "Bail for a non-bailable offence is governed by the CrPC."
    assert _check(answer, store, dt.date(2023, 5, 2)) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Under the old IPC, cheating carried up to seven years.",
        "Under the former Indian Penal Code, theft carried up to three years.",
        "The CrPC has since been replaced, and bail now falls under the BNSS.",
        "The CrPC was replaced by the BNSS, which now sets the bail rules.",
        "Bail applications are now heard under the BNSS and no longer under the CrPC.",
        "An offence committed in 2022 is still tried under the IPC.",
        "A 2021 prosecution goes on under the CrPC.",
        "Appeals pending just before the new code began are heard under the CrPC.",
        "The deposition is judged by the Indian Evidence Act as it then stood.",
    ],
)
def test_act_spoken_of_as_past_law_is_fine(store, answer: str):
    assert _check(answer, store, _AFTER_REPEAL) == []


def test_a_cited_section_is_judged_by_its_own_check(store):
    answer = "Cheating is punishable under Section 420 of the Indian Penal Code."
    findings = _check(answer, store, _AFTER_REPEAL)
    assert len(findings) == 1
    f = findings[0]
    assert f.subtype is FindingSubtype.REPEALED_LAW
    assert answer[f.answer_span.start : f.answer_span.end].startswith("Section 420")


def test_a_qualified_name_is_another_code(store):
    answer = "An arrest warrant is needed under the Texas Code of Criminal Procedure."
    assert _check(answer, store, _AFTER_REPEAL) == []


def test_new_code_named_before_it_came_into_force(store):
    answer = "Electronic records are admitted under the Bharatiya Sakshya Adhiniyam."
    findings = _check(answer, store, _BEFORE_NEW_CODES)
    assert [f.subtype for f in findings] == [FindingSubtype.NOT_YET_IN_FORCE]
    assert "came into force on 2024-07-01" in findings[0].content


@pytest.mark.parametrize(
    "answer",
    [
        "The BSA will replace the Indian Evidence Act on 1 July 2024.",
        "Electronic records fall under the Indian Evidence Act, which the BSA is to supersede.",
    ],
)
def test_new_code_spoken_of_as_future_or_beside_the_old_is_fine(store, answer: str):
    findings = _check(answer, store, _BEFORE_NEW_CODES)
    assert FindingSubtype.NOT_YET_IN_FORCE not in [f.subtype for f in findings]


def test_whichever_is_earlier_is_no_excuse(store):
    answer = (
        "Under Section 468 CrPC the bar runs from the offence or from its discovery, whichever "
        "is earlier."
    )
    assert [f.subtype for f in _check(answer, store, _AFTER_REPEAL)] == [
        FindingSubtype.REPEALED_LAW
    ]


def test_an_earlier_year_of_the_matter_excuses_a_cited_section(store):
    answer = "A 2022 offence of cheating stays punishable under Section 420 IPC."
    assert _check(answer, store, _AFTER_REPEAL) == []


def test_the_verifier_reads_an_act_named_in_an_answer_that_cites_no_section(verifier):
    source = (
        "Whoever commits theft shall be punished with imprisonment of either description for a "
        "term which may extend to three years, or with fine, or with both."
    )
    answer = (
        "Under the Indian Penal Code, the law that applies today, theft can bring up to three "
        "years in prison, a fine, or both."
    )
    report = verifier.verify(answer, [source], as_of=_AFTER_REPEAL)
    assert FindingSubtype.REPEALED_LAW in [f.subtype for f in report.findings]
    assert report.label.value == "hallucinated"


@pytest.mark.parametrize(
    "answer",
    [
        # abbreviations other bodies share, with nothing Indian about the text
        "The BSA requires banks to report cash deposits over the threshold.",
        "The IEA's yearly outlook expects demand to keep rising.",
        # another country's code of the same name
        "Under the Code of Criminal Procedure of Japan, a suspect may be held for 23 days.",
    ],
)
def test_a_name_another_country_or_body_shares_is_not_the_act(store, answer: str):
    assert _check(answer, store, _AFTER_REPEAL) == []


def test_an_abbreviation_counts_where_the_sources_are_indian(store):
    answer = "The IEA makes a confession to a police officer inadmissible."
    chunk = Chunk(
        chunk_id="s1", doc_id="d1", text="Indian Evidence Act, 1872, section 25: no confession ..."
    )
    findings = check_citations(answer, find_citations(answer), [chunk], store, _AFTER_REPEAL)
    assert [f.subtype for f in findings] == [FindingSubtype.REPEALED_LAW]


@pytest.mark.parametrize(
    "answer",
    [
        "The Indian Penal Code stayed in force until 1 July 2024.",
        "A theft committed in March 2024 is still tried under the Indian Penal Code.",
        "In a 2021 ruling, the Sessions Court convicted him under the Indian Penal Code.",
    ],
)
def test_a_time_before_the_repeal_near_the_name_excuses_it(store, answer: str):
    assert _check(answer, store, _AFTER_REPEAL) == []


@pytest.mark.parametrize(
    "answer",
    [
        # excuse words that speak of something else, far from the Act's name
        "The Indian Penal Code governs the offence today, and the tenant who was locked out of "
        "the flat last week may also sue the landlord, who has since replaced the locks.",
        # words of excuse that speak of something else
        "The Indian Penal Code governs the offence today, so the former manager may be charged.",
        "As previously noted, the Indian Penal Code governs the cheating charge today.",
        "Prior to filing, note that the Indian Penal Code governs this offence today.",
        # an excuse in the sentence before does not carry over
        "Cheating was formerly dealt with by the IPC in India. The Indian Penal Code still "
        "governs it today.",
    ],
)
def test_an_excuse_must_stand_near_the_name_in_its_sentence(store, answer: str):
    assert [f.subtype for f in _check(answer, store, _AFTER_REPEAL)] == [
        FindingSubtype.REPEALED_LAW
    ]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # the opening names the replacement and speaks of the old code as past law; the later
        # mention, by name or by section, is the history it announced
        (
            "This is the Indian Evidence Act, which applied until the Bharatiya Sakshya "
            "Adhiniyam, 2023 replaced it. Under the IEA text, a photocopy of a deed is "
            "secondary evidence.",
            [],
        ),
        (
            "The Code of Criminal Procedure, 1973 governed until the BNSS took its place.\n\n"
            "Under Section 437 CrPC a court may grant bail for a non-bailable offence.",
            [],
        ),
        # the replacement named without saying the old code gave way to it
        (
            "The BNSS is long. Section 437 CrPC lets a court grant bail for a non-bailable "
            "offence.",
            [FindingSubtype.REPEALED_LAW],
        ),
        # another code's replacement says nothing of this one
        (
            "The CrPC was replaced by the BNSS in 2024. Theft is punished under the Indian "
            "Penal Code, 1860, the criminal code in force.",
            [FindingSubtype.REPEALED_LAW],
        ),
    ],
)
def test_an_answer_that_says_the_act_was_replaced_reads_it_as_history(
    store, answer: str, expected: list[FindingSubtype]
):
    assert [f.subtype for f in _check(answer, store, _AFTER_REPEAL)] == expected
