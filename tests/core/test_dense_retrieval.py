"""Dense retrieval with the local MiniLM encoder (runs where ``lexaudit[dense]`` is installed).

The base install and CI have no torch, so this module skips there with the reason; on a
machine with the extra it runs the real encoder.
"""

from __future__ import annotations

import pytest

from lexaudit.evidence.encoder import dense_unavailable_reason
from lexaudit.types import Verdict

REASON = dense_unavailable_reason()
needs_dense = pytest.mark.skipif(REASON is not None, reason=f"dense retrieval: {REASON}")

SOURCE = (
    "Each party shall keep the other's trade secrets strictly private. "
    "The lessee must remit rent on the first business day of every calendar month. "
    "Notices shall be delivered by courier to the addresses set out above."
)
# no word in common with the source, even stemmed ("monthly" and "month" would meet)
CLAIM = "The renter pays for housing regularly."


@pytest.fixture(scope="module")
def dense_verifier():  # type: ignore[no-untyped-def]
    from lexaudit.verifier import Verifier

    return Verifier(dense=True)


@needs_dense
def test_dense_finds_a_paraphrase_with_no_shared_words(dense_verifier) -> None:  # type: ignore[no-untyped-def]
    report = dense_verifier.verify(CLAIM, [SOURCE])
    claim = report.claims[0]
    assert claim.evidence, claim.reason
    assert "remit rent" in claim.evidence[0].text


def test_lexical_retrieval_alone_finds_nothing_for_it(verifier) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(CLAIM, [SOURCE])
    assert report.claims[0].evidence == ()
    assert report.claims[0].verdict is not Verdict.SUPPORTED
