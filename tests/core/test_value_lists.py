"""Values an answer lists together are judged as a list, in order, against a passage.

"bonuses of $50k, $75k and $150k when revenue passes $1M, $2M and $5M respectively": the
words around each listed value belong to the whole list, so its slot cannot say which source
value it stands for. A passage writing every value in the same order states the list; a list in
another order, or with a value the passage lacks, is not. The texts are written for these tests,
judged by the real verifier.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_SOURCE = (
    "The Buyer shall pay the Seller the following one-time bonuses: (a) $50,000 when annual "
    "revenue first exceeds $1,000,000; (b) $75,000 when annual revenue first exceeds "
    "$2,000,000; and (c) $150,000 when annual revenue first exceeds $5,000,000. Each bonus is "
    "payable within thirty (30) days after the end of the year in which it is earned."
)


def test_two_parallel_lists_in_the_passage_order(verifier: Verifier) -> None:
    answer = (
        "The Buyer owes one-time bonuses of $50k, $75k and $150k when annual revenue first "
        "passes $1M, $2M and $5M respectively."
    )
    report = verifier.verify(answer, [_SOURCE])
    assert report.label.value == "clean", report.findings


def test_a_list_in_another_order_is_not_stated(verifier: Verifier) -> None:
    answer = (
        "The Buyer owes one-time bonuses of $75k, $50k and $150k when annual revenue first "
        "passes $1M, $2M and $5M respectively."
    )
    report = verifier.verify(answer, [_SOURCE])
    assert report.label.value != "clean", report.findings


def test_a_listed_value_the_passage_lacks_conflicts(verifier: Verifier) -> None:
    answer = (
        "The Buyer owes one-time bonuses of $50k, $75k and $150k when annual revenue first "
        "passes $1M, $3M and $5M respectively."
    )
    report = verifier.verify(answer, [_SOURCE])
    conflicts = [(c.field, c.claim_value) for cv in report.claims for c in cv.conflicts]
    assert ("amount", "$3M") in conflicts, report.findings
