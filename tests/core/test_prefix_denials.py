"""A word denied by its prefix on one side and by its clause on the other is no flip.

"disqualified" says what "No director who ... shall be qualified" says; "unassigned boxes"
what "all boxes (other than those which have been assigned)" says: a negative subject that opens
the clause, or an exception marker a few words before, denies a word that a form of "be"
predicates as a negative prefix does. A clause of condition set
before the main one denies nothing in it ("if the Owner doesn't answer, the request is deemed
approved" still flips "deemed unapproved"), and a prefix added to a word its sentence does not
deny is still a flip.

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.judge.prefixes import negative_prefix_flip
from lexaudit.verifier import Verifier


def _fields(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


def test_a_negative_subject_denies_the_word_as_its_prefix_does() -> None:
    sentence = (
        "No director who holds, or who has held, an office of profit under the Trust shall be "
        "qualified to vote on the annual budget of the Trust."
    )
    claim = (
        "A director who holds or has held an office of profit under the Trust is disqualified "
        "from voting on the annual budget of the Trust."
    )
    assert negative_prefix_flip(claim, sentence) is None


def test_an_exception_denies_the_word_as_its_prefix_does(verifier: Verifier) -> None:
    sources = [
        "All archive boxes (other than those which have been assigned to a Party under clause 4) "
        "shall be stored at the shared depot in a manner agreed by both Parties."
    ]
    answer = (
        "Unassigned archive boxes are stored at the shared depot in a manner agreed by both "
        "Parties."
    )
    report = verifier.verify(answer, sources)
    assert "logic" not in _fields(report), _fields(report)
    assert report.label.value == "clean", [(c.verdict.value, c.reason) for c in report.claims]


def test_a_leading_condition_denies_nothing_in_the_main_clause(verifier: Verifier) -> None:
    sources = [
        "Any request to film on the estate needs the Owner's written consent. The Owner must "
        "answer within five days of receipt or the request shall be deemed unapproved."
    ]
    answer = (
        "Any request to film on the estate needs the Owner's written consent; if the Owner "
        "doesn't answer within five days, the request is deemed approved."
    )
    report = verifier.verify(answer, sources)
    assert "logic" in _fields(report)
    assert report.label.value == "hallucinated"


def test_a_prefix_added_to_an_undenied_word_is_a_flip(verifier: Verifier) -> None:
    sources = ["The licence granted under clause 2 is exclusive throughout the Territory."]
    answer = "The licence granted under clause 2 is non-exclusive throughout the Territory."
    report = verifier.verify(answer, sources)
    assert "logic" in _fields(report)
    assert report.label.value == "hallucinated"
