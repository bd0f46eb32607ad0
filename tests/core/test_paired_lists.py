"""Two lists a claim pairs in turn, stated pair by pair in the sources.

"bonuses of $300k, $700k and $1.5M once sales reach $5M, $15M and $40M respectively": each
bonus goes with the threshold in the same place of the other list, and a contract may give
each pair an item of its own. Texts written for these tests; the
real verifier judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_MILESTONES = " ".join(
    [
        "The Supplier shall pay the Distributor these one-time bonuses:",
        "(a) a bonus of three hundred thousand dollars ($300,000) once yearly sales reach five "
        "million dollars ($5,000,000), due thirty (30) days after that year closes.",
        "(b) a bonus of seven hundred thousand dollars ($700,000) once yearly sales reach "
        "fifteen million dollars ($15,000,000), due thirty (30) days after that year closes.",
        "(c) a bonus of one million five hundred thousand dollars ($1,500,000) once yearly sales "
        "reach forty million dollars ($40,000,000), due thirty (30) days after that year closes.",
    ]
)
_CLAIM = (
    "The Distributor earns one-time bonuses of $300k, $700k and $1.5M once yearly sales reach "
    "{thresholds} respectively, each due 30 days after that year closes."
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
