"""A provision said to set no such thing, judged by the real verifier (``judge.structural``).

The texts are written for these tests. "The clause doesn't set any cap on the rebate" is a
statement of absence: true where no sentence of the sources speaks of a cap on the rebate,
false where one does.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_REBATE = (
    "7. Rebates. The Supplier shall pay the Distributor a rebate of two percent (2%) of net "
    "purchases in each calendar quarter, within thirty (30) days after the quarter ends."
)

_CLAIM = "The clause doesn't set any cap on the rebate."


def _verdict(report):  # type: ignore[no-untyped-def]
    (claim,) = [cv for cv in report.claims if "cap" in cv.claim.text]
    return claim


def test_a_clause_said_to_set_no_cap_that_sets_none(verifier: Verifier) -> None:
    claim = _verdict(verifier.verify(_CLAIM, [_REBATE]))
    assert claim.claim.absent == "cap on the rebate"
    assert claim.verdict.value == "supported", claim.reason


def test_a_clause_said_to_set_no_cap_that_sets_one(verifier: Verifier) -> None:
    capped = _REBATE + " The total rebate shall be subject to a cap of $50,000 per year."
    claim = _verdict(verifier.verify(_CLAIM, [capped]))
    assert claim.verdict.value == "unsupported", claim.reason


_PARTIES = (
    'This Agreement is made between Harrow Estates Ltd (the "Owner") and Calder Works Ltd '
    '(the "Builder"). '
)
_OWNER_IS_COVERED = "The Builder shall indemnify the Owner against claims arising from the works."


@pytest.mark.parametrize(
    ("terms", "answer", "verdict"),
    [
        # the sources give the act only the other way round: the absence is true
        (
            _OWNER_IS_COVERED,
            "Nothing in the excerpt has the Owner indemnifying the Builder.",
            "supported",
        ),
        # the sources do give the act to the one the claim names
        (
            _OWNER_IS_COVERED,
            "Nothing in the excerpt has the Builder indemnifying the Owner.",
            "unsupported",
        ),
        # the act runs both ways
        (
            _OWNER_IS_COVERED[:-1] + ", and vice versa.",
            "Nothing in the excerpt has the Owner indemnifying the Builder.",
            "unsupported",
        ),
        # "give the Owner an indemnity" is the Builder indemnifying the Owner
        (
            "The Owner shall indemnify the Builder against claims arising from the site. The "
            "Builder shall give the Owner an indemnity against claims arising from its designs.",
            "Nothing in the excerpt has the Builder indemnifying the Owner.",
            "unsupported",
        ),
    ],
    ids=["reversed", "stated", "both-ways", "as-a-noun"],
)
def test_an_act_absent_only_in_one_direction(
    verifier, terms: str, answer: str, verdict: str
) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [_PARTIES + terms])
    assert [c.verdict.value for c in report.claims] == [verdict]
