""" "Provide X with Y" is about Y, as "provide Y to X" is (``judge.edges._themes``).

The text is written for these tests: the edge whose object is the one who receives holds the
thing provided in its "with" phrase, so a claim about the thing meets it, and a permission
where the source states a duty is a modality change.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "8. Readings. At the start of each quarter, and on the Tenant's written request, the "
    "Landlord shall provide the Tenant with the meter readings taken for the Premises."
)


@pytest.mark.parametrize(
    ("modal", "verdict"),
    [("may", "contradicted"), ("must", "supported")],
)
def test_provided_thing_in_a_with_phrase(verifier: Verifier, modal: str, verdict: str) -> None:
    claim = (
        "At the start of each quarter, and if the Tenant asks in writing, the Landlord "
        f"{modal} provide the meter readings taken for the Premises."
    )
    (cv,) = verifier.verify(claim, [_SOURCE]).claims
    assert cv.verdict.value == verdict, cv.reason
