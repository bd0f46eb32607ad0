"""A "no" on the object of the second of two joined verbs denies that verb (texts written here)."""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_DENIED = (
    "Promptly after closing, the Issuer shall file the approved notice and shall not make any "
    "other public disclosure relating to this Agreement without first hearing the views of the "
    "Lead Manager."
)
_GIVEN = (
    "Promptly after closing, the Issuer shall file the approved notice and shall make a further "
    "public disclosure relating to this Agreement after first hearing the views of the Lead "
    "Manager."
)
_ANSWER = (
    "The Issuer files the approved notice and makes no other public disclosure concerning the "
    "deal without first hearing the Lead Manager's views."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _flips(report) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == "polarity"
    ]


def test_the_second_verb_keeps_the_no_on_its_object(verifier: Verifier) -> None:
    # "files ... and makes no other disclosure" shares the first verb's (absent) auxiliary,
    # but denies its own act: it agrees with "shall not make any other disclosure"
    assert _flips(verifier.verify(_ANSWER, [_DENIED])) == []


def test_and_so_disagrees_with_a_source_that_gives_the_act(verifier: Verifier) -> None:
    assert _flips(verifier.verify(_ANSWER, [_GIVEN])) == [("not disclose", "disclose")]


def test_no_object_with_an_exception_restricts_and_does_not_deny(verifier: Verifier) -> None:
    source = (
        "The Trustee shall keep the Fund in a separate account and shall take directions only "
        "from the Committee."
    )
    answer = (
        "The Trustee keeps the Fund in a separate account and takes no directions except from "
        "the Committee."
    )
    assert _flips(verifier.verify(answer, [source])) == []


def test_no_less_than_on_the_object_measures_and_does_not_deny(verifier: Verifier) -> None:
    source = (
        "The Custodian shall keep the Bonds and shall take at least the care that a prudent "
        "custodian would take."
    )
    answer = "The Custodian keeps the Bonds and takes no less care than a prudent custodian would."
    assert _flips(verifier.verify(answer, [source])) == []
