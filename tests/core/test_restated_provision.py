"""A claim that restates a sentence of one clause, cited to another, by the real verifier.

Whole bodies are not told apart when the claim's words are the common words of both clauses
("the end of this Charter for any reason"); the sentence the claim restates is. The texts are
written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_CHARTER = [
    "9.1  Term. This Charter runs for three years from the Delivery Date and then ends.\n"
    "9.2  Termination. Either party may end this Charter for any material reason on ninety "
    "days' written notice to the other party. The Owner may also end this Charter at once if "
    "the Charterer fails to pay any sum of hire for any reason.\n"
    "9.3  Survival. Sections 4, 6 and 8 of this Charter survive the end of this Charter for "
    "any reason. All unpaid hire becomes due at once."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _misattributed(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "misattributed_citation"]


def test_a_restated_sentence_cited_to_the_neighbouring_clause_is_misattributed(
    verifier: Verifier,
) -> None:
    report = verifier.verify(
        "Under Section 9.2, Sections 4, 6 and 8 survive the end of this Charter for any reason.",
        _CHARTER,
    )
    assert _misattributed(report) == ["the sources state this in clause 9.3, not in clause 9.2"]
    assert report.label.value == "hallucinated"


@pytest.mark.parametrize("cited", ["Section 9.3", "Section 9"])
def test_the_clause_that_holds_the_sentence_or_its_whole_is_right(
    verifier: Verifier, cited: str
) -> None:
    report = verifier.verify(
        f"Under {cited}, Sections 4, 6 and 8 survive the end of this Charter for any reason.",
        _CHARTER,
    )
    assert _misattributed(report) == []


def test_a_claim_both_clauses_state_alike_is_not_misattributed(verifier: Verifier) -> None:
    # "may end this Charter ... for any reason" is said in 9.2, and the claim's words are
    # no closer to a sentence of 9.3: nothing says 9.2 is the wrong clause
    report = verifier.verify(
        "Under Section 9.2, the Owner may end this Charter at once if the Charterer fails to pay "
        "hire.",
        _CHARTER,
    )
    assert _misattributed(report) == []
