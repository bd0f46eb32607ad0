"""A statement of absence that the source sentence itself makes is supported.

``judge/structural._judge_absence`` with ``extract/absence.denies_saying``: where the sentence
holding what the claim says is absent itself says it is not provided ("the lease does not
provide that ..."), the claim restates it. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

_LEASE = (
    "The tenant may park one car in the yard behind the building. The lease does not provide "
    "that the tenant may keep pets in the flat, except a registered assistance dog."
)


def _verdicts(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [cv.verdict.value for cv in report.claims if cv.claim.absent is not None]


@pytest.mark.parametrize(
    "answer",
    [
        "The excerpt doesn't say the tenant may keep pets in the flat, except an assistance dog.",
        "Apart from an assistance dog, the lease never says the tenant may keep pets in the flat.",
    ],
)
def test_an_absence_the_source_states_is_supported(verifier, answer: str) -> None:
    assert _verdicts(verifier.verify(answer, [_LEASE])) == ["supported"]


def test_an_absence_of_what_the_source_does_say_is_not(verifier) -> None:
    answer = "The excerpt doesn't say whether the tenant may park a car in the yard."
    assert _verdicts(verifier.verify(answer, [_LEASE])) == ["unsupported"]


def test_a_denial_of_another_thing_in_the_sentence_supports_nothing(verifier) -> None:
    source = (
        "The policy does not provide cover for subsidence, but storm damage is covered up to "
        "$40,000 a year."
    )
    answer = "The policy never says storm damage is covered."
    assert _verdicts(verifier.verify(answer, [source])) == ["unsupported"]


_OPENING = (
    "The Stall Holder shall open the stall on the Opening Date and keep it open for twelve "
    "(12) months after the Opening Date. The Stall Holder shall pay the Market a weekly pitch "
    "fee, plus a share of the cleaning costs."
)


@pytest.mark.parametrize(
    "answer",
    [
        "The excerpt doesn't give the Opening Date itself.",
        "The clause doesn't put a figure on the weekly pitch fee.",
    ],
)
def test_an_absent_value_the_passages_do_not_state_is_supported(verifier, answer: str) -> None:
    # the passages speak of the Opening Date and the pitch fee but give no date or sum
    assert _verdicts(verifier.verify(answer, [_OPENING])) == ["supported"]


def test_an_absent_value_a_passage_states_is_not(verifier) -> None:
    source = _OPENING.replace("a weekly pitch fee", "a weekly pitch fee of $40")
    answer = "The clause doesn't put a figure on the weekly pitch fee."
    assert _verdicts(verifier.verify(answer, [source])) == ["unsupported"]
