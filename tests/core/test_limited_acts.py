"""An act limited by "only" states one limit, whether it is permitted or required.

"The tribunal may award only reasonable costs" and "the tribunal is obliged to award only
reasonable costs" both say it awards no other costs; "only" on the act's object limits the act
as "only" on its condition does. "Shall grant it if it is made in time, and not otherwise" is
"only if it is made in time". Without a limit, "may" against "shall" is still a modality change.

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier


def _fields(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


def test_only_on_the_object_limits_the_act(verifier: Verifier) -> None:
    sources = [
        "Where the fee is properly challenged, the tribunal is obliged to award only reasonable "
        "costs, with reasonableness a matter for the tribunal."
    ]
    answer = "Once the fee is properly challenged, the tribunal may award only reasonable costs."
    report = verifier.verify(answer, sources)
    assert "modality" not in _fields(report), _fields(report)
    assert report.label.value == "clean", [(c.verdict.value, c.reason) for c in report.claims]


def test_and_not_otherwise_limits_the_act_to_its_case(verifier: Verifier) -> None:
    sources = [
        "12. Late statements.\u2014When a party offers a late statement, the Arbitrator shall "
        "accept the statement if it reaches him before the hearing opens, and not otherwise."
    ]
    answer = (
        "The Arbitrator may accept a late statement only if it reaches him before the hearing "
        "opens."
    )
    report = verifier.verify(answer, sources)
    assert "modality" not in _fields(report), _fields(report)
    assert report.label.value == "clean", [(c.verdict.value, c.reason) for c in report.claims]


def test_without_a_limit_may_is_not_shall(verifier: Verifier) -> None:
    sources = ["The tribunal shall award reasonable costs to the successful party."]
    answer = "The tribunal may award reasonable costs to the successful party."
    report = verifier.verify(answer, sources)
    assert "modality" in _fields(report)
    assert report.label.value == "hallucinated"
