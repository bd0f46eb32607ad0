"""Values a claim states in turn, each with its own words, read against the sentence it restates.

"cure within 20 days (payment breaches) or 60 days (everything else)" puts its own words between
its periods, so they form no list; where the sentence it restates writes both periods in that
order, each stands where the sentence's does, whatever words its slot takes in (here "cure",
which the sentence writes only by a later period). Two periods that trade places, or a period
no sentence writes, are still contradictions.

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_SOURCES = [
    "12.2 Either party may end this licence at once by notice if the other party commits a "
    "material breach that is not remedied within 20 days where the breach is a failure to pay, "
    "or 60 days for every other breach, following receipt of notice; however, where such breach "
    "cannot reasonably be remedied in that period, the party in breach shall be given an "
    "additional 120 days to cure such breach if it begins the cure within the first period."
]
_ANSWER = (
    "Either party can end it at once unless the other cures a material breach within {} days "
    "(payment breaches) or {} days (everything else) after receiving notice."
)


def _why(report) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(c.verdict.value, c.reason) for c in report.claims]


def test_values_the_restated_sentence_writes_in_turn_are_supported(verifier: Verifier) -> None:
    report = verifier.verify(_ANSWER.format(20, 60), _SOURCES)
    assert report.label.value == "clean", _why(report)


def test_values_that_trade_places_are_contradicted(verifier: Verifier) -> None:
    report = verifier.verify(_ANSWER.format(60, 20), _SOURCES)
    assert report.label.value == "hallucinated", _why(report)


def test_a_value_no_sentence_writes_is_contradicted(verifier: Verifier) -> None:
    report = verifier.verify(_ANSWER.format(20, 45), _SOURCES)
    assert report.label.value == "hallucinated", _why(report)
