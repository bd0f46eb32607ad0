"""How often: a frequency the claim gives that the sentence it copies gives otherwise.

The texts are written for these tests, by the real verifier (spaCy pipeline included).
"""

from __future__ import annotations

import pytest

from lexaudit.judge.frequency import frequencies
from lexaudit.verifier import Verifier

_SERVICES = (
    "Invoicing. The Operator shall invoice the Hospital for the cleaning services every calendar "
    "month, and the Hospital shall pay each invoice within twenty (20) days of receipt. "
    "Reporting. Twice each calendar year the Operator shall deliver to the Hospital a report "
    "on infection-control audits. The Steering Committee shall meet quarterly."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _frequency_conflicts(report):  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == "frequency"
    ]


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("payable monthly", [30.0]),
        ("once each calendar quarter", [90.0]),
        ("every three months", [90.0]),
        ("every other year", [720.0]),
        ("twice per year", [180.0]),
        ("four times a year", [90.0]),
        ("interest of 8% per annum", [360.0]),
        ("a fee of $250 a week", [7.0]),
        ("semi-annually", [180.0]),
    ],
)
def test_frequencies_are_read_in_days(text: str, days: list[float]) -> None:
    assert [f.days for f in frequencies(text)] == days


@pytest.mark.parametrize(
    "text",
    [
        "within a year of delivery",  # a period, not a recurrence
        "each Party shall bear its own costs",
        "for a month after termination",
    ],
)
def test_periods_are_no_frequency(text: str) -> None:
    assert frequencies(text) == []


def test_a_changed_frequency_is_a_conflict_with_the_copied_sentence(verifier: Verifier) -> None:
    faithful = (
        "The Operator bills the Hospital monthly for cleaning, and each invoice is due in 20 days."
    )
    report = verifier.verify(faithful, [_SERVICES])
    assert not _frequency_conflicts(report), report.findings
    changed = (
        "The Operator bills"
        " the Hospital quarterly for cleaning, and each invoice is due in 20 days."
    )
    report = verifier.verify(changed, [_SERVICES])
    assert _frequency_conflicts(report) == [("quarterly", "every calendar month")]
    assert report.label.value == "hallucinated"


def test_the_claims_frequency_written_for_another_thing_does_not_make_it_right(
    verifier: Verifier,
) -> None:
    # "quarterly" is in the sources, but for the committee's meetings, not for the report
    changed = (
        "The Operator has to deliver the infection-control audit report to the Hospital quarterly."
    )
    report = verifier.verify(changed, [_SERVICES])
    assert _frequency_conflicts(report) == [("quarterly", "Twice each calendar year")]
    faithful = (
        "The Operator has to deliver the infection-control audit report to"
        " the Hospital twice a year."
    )
    report = verifier.verify(faithful, [_SERVICES])
    assert not _frequency_conflicts(report), report.findings


def test_a_sentence_silent_on_how_often_judges_no_frequency(verifier: Verifier) -> None:
    answer = "The Hospital pays each invoice within 20 days of receipt, monthly."
    sources = ["The Hospital shall pay each invoice within twenty (20) days of receipt."]
    report = verifier.verify(answer, sources)
    assert not _frequency_conflicts(report), report.findings


@pytest.mark.parametrize(
    ("sources", "answer"),
    [
        # a multiplier before an adverb: twice yearly is every six months
        (
            [
                "The Board shall meet twice yearly, and the Audit Committee at least four times "
                "annually."
            ],
            "The audit committee has to meet at least quarterly.",
        ),
        # two predicates joined by "and", each with its own frequency and sentence
        (
            [
                "The Tenant shall pay rent monthly.",
                "The Tenant shall pay the service charge quarterly.",
            ],
            "The tenant pays rent monthly and the service charge quarterly.",
        ),
        # the sentence's frequency belongs to another conjunct
        (
            [
                "The licence fee is payable monthly, and the fee increases by 3% on each "
                "anniversary of the Start Date."
            ],
            "The fee goes up 3% every year, on the anniversary of the Start Date.",
        ),
    ],
)
def test_a_frequency_of_another_conjunct_or_sentence_is_no_rival(
    verifier: Verifier, sources: list[str], answer: str
) -> None:
    report = verifier.verify(answer, sources)
    assert not _frequency_conflicts(report), report.findings


@pytest.mark.parametrize(
    ("text", "readings"),
    [
        # twice a week or every second week: both readings, and never "weekly"
        ("the biweekly newsletter", [(3.5, 14.0)]),
        # the hyphenated form is no "monthly" either
        ("billed on a bi-monthly basis", [(15.0, 60.0)]),
        ("reviewed biannually", [(180.0, 720.0)]),
    ],
)
def test_two_way_words_are_read_both_ways(text: str, readings: list[tuple[float, ...]]) -> None:
    assert [f.readings for f in frequencies(text)] == readings
