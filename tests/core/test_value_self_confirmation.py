"""A wrong value the sources write in another clause does not confirm itself.

The texts are written for these tests. Retrieval ranks up the sentence that writes a claim's
value; when the claim's words restate another sentence, which writes another value of the same
kind, the value is judged against that one (``judge.values._restated_first``).
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCES = [
    'This Agreement is made between Corvane Systems Ltd ("Vendor") and Pellham Retail Inc '
    '("Reseller").',
    "6. Inspection. Every such inspection shall be allowed by Reseller within twenty (20) days "
    "of Reseller's receipt of a written demand of Vendor. The Reseller shall keep its books for "
    "four years.",
    "2. Renewal. The First Period shall be prolonged by joint written instrument of the parties "
    "within 50 days of the end of the First Period.",
]


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        # the 50 days of the renewal clause put in the inspection clause's place
        (
            "The reseller has to allow the inspection within 50 days of a written demand from "
            "the other party.",
            "contradicted",
        ),
        (
            "The reseller has to allow the inspection within 20 days of a written demand from "
            "the other party.",
            "supported",
        ),
        (
            "Within 50 days of the First Period ending, the parties can prolong it by a joint "
            "written instrument.",
            "supported",
        ),
    ],
    ids=["value-of-another-clause", "value-of-its-clause", "the-other-clause-itself"],
)
def test_value_of_the_restated_sentence(verifier: Verifier, claim: str, verdict: str) -> None:
    (cv,) = verifier.verify(claim, _SOURCES).claims
    assert cv.verdict.value == verdict, cv.reason
