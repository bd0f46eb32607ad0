"""Two lists a claim pairs in turn, stated pair by pair in the sources.

"payments of $300k, $700k and $1.5M the first time Net Sales pass $5M, $15M and $40M
respectively": each payment goes with the threshold in the same place of the other list,
and a contract may give each pair an item of its own. Texts written for these tests; the
real verifier judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_MILESTONES = " ".join(
    [
        "The Licensee shall pay the Licensor the following one-time milestone payments for "
        "each Product:",
        "(a) An amount of three hundred thousand dollars ($300,000) upon Net Sales first "
        "exceeding five million dollars ($5,000,000) in a calendar year, payable within thirty "
        "(30) days after the calendar year end.",
        "(b) An amount of seven hundred thousand dollars ($700,000) upon Net Sales first "
        "exceeding fifteen million dollars ($15,000,000) in a calendar year, payable within "
        "thirty (30) days after the calendar year end.",
        "(c) An amount of one million five hundred thousand dollars ($1,500,000) upon Net Sales "
        "first exceeding forty million dollars ($40,000,000) in a calendar year, payable within "
        "thirty (30) days after the calendar year end.",
    ]
)
_CLAIM = (
    "The Licensee owes one-time payments of $300k, $700k and $1.5M the first time yearly Net "
    "Sales pass {thresholds} respectively, each due within 30 days after that year ends."
)


def test_each_pair_stated_in_an_item_of_its_own(verifier: Verifier) -> None:
    report = verifier.verify(_CLAIM.format(thresholds="$5M, $15M and $40M"), [_MILESTONES])
    assert report.label.value == "clean", report.claims


@pytest.mark.parametrize(
    "thresholds",
    ["$15M, $5M and $40M", "$5M, $25M and $40M"],
    ids=["two-swapped", "one-changed"],
)
def test_a_pair_no_item_states_is_still_caught(verifier: Verifier, thresholds: str) -> None:
    report = verifier.verify(_CLAIM.format(thresholds=thresholds), [_MILESTONES])
    assert report.label.value == "hallucinated", report.claims
