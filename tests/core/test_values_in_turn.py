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


_EXTENSION = (
    "The charter runs for six (6) months, and the owner and the charterer may prolong it by no "
    "more than two (2) months if both sign a written addendum."
)


def _in_turn(extractor, answer: str) -> tuple[float, list[bool]]:  # type: ignore[no-untyped-def]
    """The claim's share of the sentence's words, and which of its periods stand in turn."""
    from lexaudit.evidence.retrieval import Window
    from lexaudit.judge.value_lists import aligned_share, stated_in_turn
    from lexaudit.types import Chunk, EntityType

    source = extractor.analyse(_EXTENSION)
    window = Window(
        Chunk("c1", "d1", _EXTENSION), 0, len(_EXTENSION), list(source.entities), [], set()
    )
    claim = extractor.analyse(answer, with_claims=True).claims[0]
    periods = [e for e in claim.entities if e.type is EntityType.DURATION]
    share = aligned_share(claim, window)
    return share, [stated_in_turn(e, claim, window) is not None for e in periods]


def test_half_the_sentence_is_enough_to_read_values_in_turn(extractor) -> None:  # type: ignore[no-untyped-def]
    # a claim that holds half the sentence's words restates it; its periods, written in the
    # sentence's order, stand where the sentence's do
    share, found = _in_turn(
        extractor,
        "The deal lasts six months; the owner and the charterer can agree on at most two more "
        "months of hire.",
    )
    assert 0.5 <= share < 0.6, share
    assert found == [True, True]


def test_periods_that_trade_places_are_not_read_in_turn(extractor) -> None:  # type: ignore[no-untyped-def]
    share, found = _in_turn(
        extractor,
        "The deal lasts two months; the owner and the charterer can agree on at most six more "
        "months of hire.",
    )
    assert share >= 0.5, share
    assert found == [False, False]
