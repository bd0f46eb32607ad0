"""A value a source writes in a slot as like the claim's as the rival's, and "a single" period.

A claim value that a lower-ranked passage writes, in a slot at least as like the claim's as
the slot of the rival a higher-ranked passage writes, is not contradicted by that rival: the
passages' rank says nothing of which value the claim restates. A rival whose slot is closer
to the claim's than the equal value's still contradicts it. "A single month" counts one month.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

STAGES = [
    "ARTICLE 3 TERM. 3.1 The Rollout lasts three years after the service launches. The "
    "service is expected to launch on March 1, 2015.",
    "3.2 Stages of the Rollout. Stage One will commence on March 1, 2015 and end on February 29, "
    "2016. Stage Two will commence on March 1, 2016 and end on February 28, 2017.",
    "Stage Three will commence on March 1, 2017 and end on February 28, 2018.",
]
ADVANCES = [
    "(a) Eligibility.— An employee posted abroad for at least one year may request an advance "
    "of salary.",
    "(b) Approval.— An employee described in subsection (a) who asks to be paid a single month "
    "of salary ahead is entitled to it. The director may approve up to two further months of "
    "advance where hardship is shown.",
]


@pytest.mark.parametrize(
    ("answer", "sources", "label"),
    [
        (
            "The Rollout runs three years from the launch of the service, expected on March 1, "
            "2015, in three yearly stages ending February 28, 2018.",
            STAGES,
            "clean",
        ),
        (
            "The Rollout runs three years from the launch of the service, expected on March 1, "
            "2015, in three yearly stages ending February 28, 2019.",
            STAGES,
            "hallucinated",
        ),
        ("Stage Two ends on February 28, 2018.", STAGES, "hallucinated"),
        (
            "A posted employee may ask for an advance: a request for one month's salary must be "
            "granted; further months are at the director's discretion where hardship is shown.",
            ADVANCES,
            "clean",
        ),
        (
            "A posted employee may ask for an advance: a request for three months' salary must be "
            "granted; further months are at the director's discretion where hardship is shown.",
            ADVANCES,
            "hallucinated",
        ),
    ],
    ids=["equal-lower-ranked", "new-date", "closer-rival", "single-month", "changed-period"],
)
def test_values_judged_by_slot_not_rank(
    verifier: Verifier, answer: str, sources: list[str], label: str
) -> None:
    report = verifier.verify(answer, sources)
    assert report.label.value == label, [f.content for f in report.findings]
