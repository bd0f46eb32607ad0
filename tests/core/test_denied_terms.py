"""A claim that the given provision sets no such term, judged by the real verifier.

The texts are written for these tests. "Nothing here requires a deposit" may also restate a
provision's own "nothing in this Agreement ..." sentence, so it is read as an absence only for
a claim no passage supports otherwise: true where no sentence of the sources speaks of the
term, unsupported where one does (``absence.denied_term``, ``judge.structural``).
"""

from __future__ import annotations

import pytest

from lexaudit.extract.absence import denied_term
from lexaudit.verifier import Verifier

_HIRE = (
    "4. Hire of Equipment. The Hirer shall collect the equipment from the Owner's depot on the "
    "start date and return it there, clean and in working order, on the last day of the hire "
    "period. Hire charges are payable weekly in advance."
)


@pytest.mark.parametrize(
    ("claim", "term"),
    [
        ("Nothing here requires the Hirer to pay a deposit.", "the Hirer to pay a deposit"),
        ("Nothing in these clauses sets a late-return charge.", "a late-return charge"),
        ("None of the three sets a minimum hire period.", "a minimum hire period"),
        ("The clause doesn't attach a penalty to a late return.", "a penalty to a late return"),
        ("The section itself doesn't add any insurance duty.", "insurance duty"),
        # "no" for "not any", with the provision as subject
        ("The clause fixes no cleaning fee for dirty tools.", "cleaning fee for dirty tools"),
        ("Clause 4 has no grace period, so a late return is late.", "grace period"),
        # an existential denial placed in the provision
        ("There's no weekend rate in this clause for short hires.", "weekend rate"),
        ("There is no insurance duty under these terms.", "insurance duty"),
        # a copula is no denied verb; a bare existential may speak of the law, not the text
        ("The clause is no bar to an early return.", None),
        ("There is no weekend rate.", None),
        # no term of the provision is denied
        ("None of the lenders shall assign.", None),
        ("The Hirer returns the equipment clean.", None),
        ("The Hirer doesn't have to clean the depot.", None),
    ],
)
def test_denied_term(claim: str, term: str | None) -> None:
    assert denied_term(claim) == term


def _verdict(report, word: str):  # type: ignore[no-untyped-def]
    (claim,) = [cv for cv in report.claims if word in cv.claim.text]
    return claim


# a long lead keeps the claim's own words too few for support by wording: the denied term
# decides
_CLAIM = (
    "Looking at the terms as a whole, whatever the kind of machine or the length of the "
    "booking, nothing here asks for a deposit."
)


def test_a_term_no_passage_sets_is_truly_denied(verifier: Verifier) -> None:
    claim = _verdict(verifier.verify(_CLAIM, [_HIRE]), "deposit")
    assert claim.verdict.value == "supported", claim.reason


def test_a_term_a_passage_sets_is_not_denied(verifier: Verifier) -> None:
    deposit = _HIRE + " Before collection the Hirer shall lodge a deposit with the Owner."
    claim = _verdict(verifier.verify(_CLAIM, [deposit]), "deposit")
    assert claim.verdict.value == "unsupported", claim.reason


def test_a_claim_without_a_denied_term_stays_unsupported(verifier: Verifier) -> None:
    report = verifier.verify(
        "Looking at the terms as a whole, the renter may sublet the machine to a builder.", [_HIRE]
    )
    claim = _verdict(report, "sublet")
    assert claim.verdict.value == "unsupported", claim.reason


def test_it_is_not_the_provision() -> None:
    # "it" may be anything the answer spoke of: a payment that leaves a claim intact
    assert denied_term("It doesn't affect any claim the tenant has for damages.") is None


def test_a_term_denied_with_no_is_judged_like_one_denied_with_not(verifier: Verifier) -> None:
    lead = (
        "Looking at the terms as a whole, whatever the kind of machine or the length of the "
        "booking, "
    )
    unset = _verdict(verifier.verify(lead + "the clause fixes no deposit.", [_HIRE]), "deposit")
    assert unset.verdict.value == "supported", unset.reason
    deposit = _HIRE + " Before collection the Hirer shall lodge a deposit with the Owner."
    set_ = _verdict(verifier.verify(lead + "the clause fixes no deposit.", [deposit]), "deposit")
    assert set_.verdict.value == "unsupported", set_.reason
