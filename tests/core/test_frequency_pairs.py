"""Frequencies read as English writes them, and paired one to one with the sentence's.

"accrues from day to day" is daily; in "$120 an hour, billed monthly" against "USD 120 per
hour ... shall bill the Client each month", the billing sentence's one frequency is the
claim's "monthly", so the hourly rate has no rival there; "$120 a day" is compared with the rate
written after the same figure. The texts are
written for these tests, judged by the real verifier.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.frequency import frequencies
from lexaudit.verifier import Verifier

_SALARY = (
    "The Manager's fee accrues from day to day and is paid by the Company at the end of each "
    "month. The fee is £90,000 per annum, less any tax the Company must withhold."
)
_FEE = (
    "The Client shall pay the Consultant a fee of USD 120 per hour. The Consultant shall bill "
    "the Client each month for time spent, attaching receipts for approved expenses."
)
_CHARGES = (
    "The Distributor shall pay the service charge monthly and shall deliver sales reports monthly."
)


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("interest accrues from day to day", 1.0),
        ("the tenancy runs from month to month", 30.0),
        ("the licence renews from year to year", 360.0),
        ("the manager handles day-to-day operations", None),
    ],
)
def test_from_unit_to_unit_recurs_each_unit(text: str, days: float | None) -> None:
    # a hyphenated compound may mean routine ("day-to-day operations"): it is read, but soft
    found = [f.days for f in frequencies(text) if not f.soft]
    assert found == ([days] if days is not None else [])


def test_a_hyphenated_compound_agrees_but_is_no_rival(verifier: Verifier) -> None:
    source = (
        "If the Tenant holds over with the Landlord's written consent, the holding over "
        "creates a year-to-year tenancy, with rent payable monthly in advance."
    )
    faithful = "A consented holdover makes the tenancy run from year to year."
    assert verifier.verify(faithful, [source]).label.value == "clean"


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            _SALARY,
            "The fee is £90,000 a year; it accrues daily and is paid at the end of each month.",
        ),
        (
            _FEE,
            "The fee is $120 an hour, billed monthly for time spent, with receipts for approved "
            "expenses.",
        ),
    ],
    ids=["day-to-day", "hourly-rate-billed-monthly"],
)
def test_faithful_frequencies(verifier: Verifier, source: str, answer: str) -> None:
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", report.findings


@pytest.mark.parametrize(
    ("source", "answer", "claimed"),
    [
        (
            _FEE,
            "The fee is $120 an hour, billed weekly for time spent, with receipts for approved "
            "expenses.",
            "weekly",
        ),
        (
            _CHARGES,
            "The Distributor pays the service charge quarterly and delivers sales reports monthly.",
            "quarterly",
        ),
        (
            _FEE,
            "The fee is $120 a day, billed monthly for time spent, with receipts for approved "
            "expenses.",
            "a day",
        ),
        (
            "The Franchisee shall remit the advertising levy monthly and shall file a written "
            "turnover statement monthly.",
            "The franchisee remits the advertising levy every quarter, with a monthly written "
            "turnover statement.",
            "every quarter",
        ),
    ],
    ids=[
        "billed-weekly",
        "one-of-two-monthlies-changed",
        "rate-changed-billing-kept",
        "the-kept-monthly-takes-the-other-one",
    ],
)
def test_changed_frequencies(verifier: Verifier, source: str, answer: str, claimed: str) -> None:
    report = verifier.verify(answer, [source])
    conflicts = [(c.field, c.claim_value) for cv in report.claims for c in cv.conflicts]
    assert ("frequency", claimed) in conflicts, report.findings
