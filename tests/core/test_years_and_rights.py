"""A year named as a number, and an infinitive completing a right granted.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges the end-to-end cases.
"""

from __future__ import annotations

from typing import Any

from lexaudit.extract import scope
from lexaudit.types import FindingSubtype, Modality
from lexaudit.verifier import Verifier

NOTE = "The harbour dues rule was first enacted by Act Mar. 3, 1887, ch. 41, 24 Stat. 512."


def _ungrounded(answer: str) -> list[str]:
    report = Verifier().verify(answer, [NOTE])
    return [f.content for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]


def test_a_year_named_as_a_number_is_grounded_by_a_date_in_that_year() -> None:
    assert _ungrounded("The rule goes back to the 1887 act.") == []
    assert _ungrounded("The rule goes back to the 1889 act.")


def test_an_infinitive_after_a_granted_right_completes_the_right(extractor: Any) -> None:
    doc = extractor.nlp("The Owner won't grant anyone rights to moor boats at the jetty.")
    moor = next(t for t in doc if t.text == "moor")
    assert moor.head.text == "rights"
    negated = scope.is_negated(moor)
    assert negated and scope.modality(moor, negated) is Modality.SHALL_NOT
