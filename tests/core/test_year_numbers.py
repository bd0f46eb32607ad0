"""A year named as a number is grounded by a source date in that year.

Texts written for these tests; the real verifier judges them.
"""

from __future__ import annotations

from lexaudit.types import FindingSubtype
from lexaudit.verifier import Verifier

NOTE = "The harbour dues rule was first enacted by Act Mar. 3, 1887, ch. 41, 24 Stat. 512."


def _ungrounded(answer: str) -> list[str]:
    report = Verifier().verify(answer, [NOTE])
    return [f.content for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]


def test_a_year_named_as_a_number_is_grounded_by_a_date_in_that_year() -> None:
    assert _ungrounded("The rule goes back to the 1887 act.") == []
    assert _ungrounded("The rule goes back to the 1889 act.")
