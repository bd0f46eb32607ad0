""" "Provide X with Y" is about Y, as "provide Y to X" is (``judge.edges._themes``).

The text is written for these tests: the edge whose object is the one who receives holds the
thing provided in its "with" phrase, so a claim about the thing meets it, and a permission
where the source states a duty is a modality change.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "4. Interfaces. Where the law requires it, and at the Customer's written request, the Vendor "
    "shall provide the Customer with the interface data needed to connect the Product to other "
    "software."
)


@pytest.mark.parametrize(
    ("modal", "verdict"),
    [("may", "contradicted"), ("must", "supported")],
)
def test_provided_thing_in_a_with_phrase(verifier: Verifier, modal: str, verdict: str) -> None:
    claim = (
        "Where the law requires it and the Customer asks in writing, the Vendor "
        f"{modal} provide the interface data needed to connect the Product to other software."
    )
    (cv,) = verifier.verify(claim, [_SOURCE]).claims
    assert cv.verdict.value == verdict, cv.reason
