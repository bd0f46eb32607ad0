"""A statement of absence that the source sentence itself makes is supported.

``judge/structural._judge_absence`` with ``extract/absence.denies_saying``: where the sentence
holding what the claim says is absent itself says it is not provided ("the Act does not
provide that ..."), the claim restates it. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

_ACT = (
    "The Authority may borrow money for its capital works. The Act does not provide that the "
    "Authority may be sued in the courts of the province, except in a dispute over a "
    "construction contract."
)


def _verdicts(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [cv.verdict.value for cv in report.claims if cv.claim.absent is not None]


@pytest.mark.parametrize(
    "answer",
    [
        "The excerpt doesn't say the Authority may be sued in the courts of the province, "
        "except over a construction contract.",
        "Apart from construction contracts, the Act never says the Authority may be sued in "
        "the province's courts.",
    ],
)
def test_an_absence_the_source_states_is_supported(verifier, answer: str) -> None:
    assert _verdicts(verifier.verify(answer, [_ACT])) == ["supported"]


def test_an_absence_of_what_the_source_does_say_is_not(verifier) -> None:
    answer = "The excerpt doesn't say whether the Authority may borrow money for capital works."
    assert _verdicts(verifier.verify(answer, [_ACT])) == ["unsupported"]


def test_a_denial_of_another_thing_in_the_sentence_supports_nothing(verifier) -> None:
    source = (
        "The policy does not provide cover for subsidence, but storm damage is covered up to "
        "$40,000 a year."
    )
    answer = "The policy never says storm damage is covered."
    assert _verdicts(verifier.verify(answer, [source])) == ["unsupported"]
