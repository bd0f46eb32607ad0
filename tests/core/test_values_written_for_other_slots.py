"""A value the sources write only for an unrelated slot is no evidence for the claim's value.

"interest at 5% a year" where the sources write 5% only as the size of a survey's damage, and
the sentence the claim restates writes its one rate as 6%: the claim's 5% fills the rate's
slot, and is wrong. The 5% of the survey clause, restated, is still right.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

SOURCE = (
    "If the Tenant does not pay any sum when due, the sum shall accrue interest beginning on the "
    "fifth day following its due date, calculated at the annual rate of six percent (6%), the "
    "interest being compounded on the last day of each month. The Landlord shall pay for any "
    "survey of the premises, save that if a survey shows damage costing five percent (5%) or "
    "more of the deposit, the Tenant shall bear its cost."
)
RESTATED = (
    "Any sum the Tenant leaves unpaid accrues interest from the fifth day after its due date at "
    "{rate} a year, compounded on the last day of each month."
)


def test_a_rate_the_sources_write_only_for_another_slot_is_contradicted(
    verifier: Verifier,
) -> None:
    report = verifier.verify(RESTATED.format(rate="5%"), [SOURCE])
    assert report.label.value == "hallucinated"
    conflicts = [f for f in report.findings if f.subtype.value == "value_mismatch"]
    assert conflicts and "6%" in conflicts[0].content


def test_the_rate_of_the_restated_sentence_is_clean(verifier: Verifier) -> None:
    assert verifier.verify(RESTATED.format(rate="6%"), [SOURCE]).label.value == "clean"


def test_the_other_slots_value_restated_with_its_own_sentence_is_clean(
    verifier: Verifier,
) -> None:
    answer = (
        "The Landlord pays for surveys unless one shows damage costing 5% or more of the deposit."
    )
    assert verifier.verify(answer, [SOURCE]).label.value == "clean"
