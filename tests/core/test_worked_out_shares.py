"""An amount the answer works out as a share of a total it states, which a source writes.

"The $60,000 fee is paid in four equal instalments of $15,000 each": the sources write the
total and the four instalments, not the instalment's amount; the answer divides one by the
other. The total must be one a source writes, and the count or percentage is judged on its
own, so a wrong share or a wrong count is still caught.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

FEES = [
    "5. Fees. The Client shall pay the Developer a total fee of $60,000. The fee is payable in "
    "four equal instalments, the first on signature and the rest on completion of each "
    "Milestone."
]


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        ("The $60,000 fee is paid in four equal instalments of $15,000 each.", "clean"),
        ("The $60,000 fee is paid in four equal instalments of $16,000 each.", "hallucinated"),
        ("The $60,000 fee is paid in three equal instalments of $15,000 each.", "hallucinated"),
    ],
    ids=["worked-out", "wrong-share", "wrong-count"],
)
def test_a_share_of_a_stated_total(verifier: Verifier, answer: str, label: str) -> None:
    report = verifier.verify(answer, FEES)
    assert report.label.value == label, [f.content for f in report.findings]


def test_a_total_no_source_writes_vouches_for_nothing(verifier: Verifier) -> None:
    # the answer's own total is not the source's: its share is worked out from an invented
    # amount and is no more stated than the total
    report = verifier.verify("The $64,000 fee is paid in four equal instalments of $16,000.", FEES)
    assert report.label.value == "hallucinated", [f.content for f in report.findings]
