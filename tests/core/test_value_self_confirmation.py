"""A wrong value the sources write in another clause does not confirm itself.

The texts are written for these tests. Retrieval ranks up the sentence that writes a claim's
value; when the claim's words restate another sentence, which writes another value of the same
kind, the value is judged against that one (``judge.values._restated_first``).
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCES = [
    'This Agreement is made between Harbourline Data Ltd ("Licensor") and Quarry Peak Inc '
    '("Licensee").',
    "7. Records. Any such audit shall be permitted by Licensee within thirty (30) days of "
    "Licensee's receipt of a written request of Licensor. The Licensee shall keep its records "
    "for three years.",
    "2. Term. The Initial Period shall be extended by mutual written agreement of the parties "
    "within 45 days of the close of the Initial Period.",
]


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        # the 45 days of the term clause put in the audit clause's place
        (
            "The licensee has to allow the audit within 45 days of a written request from the "
            "other party.",
            "contradicted",
        ),
        (
            "The licensee has to allow the audit within 30 days of a written request from the "
            "other party.",
            "supported",
        ),
        (
            "Within 45 days of the Initial Period closing, the parties can extend it by a "
            "written agreement.",
            "supported",
        ),
    ],
    ids=["value-of-another-clause", "value-of-its-clause", "the-other-clause-itself"],
)
def test_value_of_the_restated_sentence(verifier: Verifier, claim: str, verdict: str) -> None:
    (cv,) = verifier.verify(claim, _SOURCES).claims
    assert cv.verdict.value == verdict, cv.reason
