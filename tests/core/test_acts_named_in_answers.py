"""A known Act named without a section is an authority, not an organisation to find in the sources.

Statute records rarely print the name of their own Act, so "Under the Code of Criminal Procedure,
1973, ..." must not make the Act's words an unknown name; whether the Act exists and was in force
on the answer's date stays the authority checks' question. The sentences are our own.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.citations.acts import act_mentions
from lexaudit.types import FindingSubtype, Label
from lexaudit.verifier import Verifier

_SOURCE = (
    "41. (1) Any police officer may without an order from a Magistrate and without a warrant "
    "arrest any person who has been concerned in any cognizable offence."
)


@pytest.mark.parametrize(
    ("answer", "key"),
    [
        (
            "Under the Code of Criminal Procedure, 1973, police may arrest without a warrant.",
            "IN/CRPC",
        ),
        ("The Indian Penal Code, 1860 defined the offence.", "IN/IPC"),
        ("In India the BNSS now governs arrests.", "IN/BNSS"),
        ("The Indian Evidence Act governed admissions.", "IN/IEA"),
    ],
)
def test_a_name_that_tells_an_act_apart_is_found(answer: str, key: str):
    assert [act.key for act, _ in act_mentions(answer)] == [key]


@pytest.mark.parametrize(
    "answer",
    [
        "The Texas Code of Criminal Procedure governs arrests there.",  # a name before it
        "The Code of Criminal Procedure of Japan governs arrests there.",  # "of" and a name after
        "The BSA troop met on Tuesday.",  # an abbreviation, with no word of India
        "The Penal Code covers it.",  # two words and no year: not distinct
    ],
)
def test_a_name_that_does_not_tell_the_act_apart_is_not(answer: str):
    assert act_mentions(answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Under the Code of Criminal Procedure, 1973, a police officer may arrest a person "
        "concerned in a cognizable offence without a warrant.",
        "Under the Indian Penal Code, 1860 read with section 41, a police officer may arrest a "
        "person concerned in a cognizable offence without a warrant.",
    ],
)
def test_naming_the_act_in_force_leaves_a_faithful_answer_clean(verifier: Verifier, answer: str):
    report = verifier.verify(answer, [_SOURCE], as_of="2022-05-10")
    assert report.label is Label.CLEAN, [f.content for f in report.findings]


def _under(verifier: Verifier, act: str, as_of: str):  # type: ignore[no-untyped-def]
    answer = (
        f"Under the {act}, a police officer may arrest a person concerned in a cognizable "
        "offence without a warrant."
    )
    return verifier.verify(answer, [_SOURCE], as_of=as_of)


def test_a_named_act_is_still_checked_for_being_in_force(verifier: Verifier):
    report = _under(verifier, "Code of Criminal Procedure, 1973", "2025-03-01")
    assert FindingSubtype.REPEALED_LAW in {f.subtype for f in report.findings}
    assert report.label is Label.HALLUCINATED


def test_an_unknown_act_name_is_still_an_unknown_name(verifier: Verifier):
    report = _under(verifier, "Police Powers Consolidation Act", "2022-05-10")
    assert report.label is not Label.CLEAN
