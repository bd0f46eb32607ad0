"""A value read in the listed item of a sentence that the claim restates.

A sentence that lists labelled items ("i) ...; ii) ...; iii) ...") gives each item its own
values. Where the parse leaves a value's slot words thin ("for a spell of more than 20
business days" hangs from "spell"), a value of another item whose slot shares more of the
claim's words used to be taken as the claim's rival; the item whose words the claim restates
now decides (``judge/values._in_own_item``). A value changed inside its item, or taken from
another item, is still contradicted.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

ENDING = [
    "9. Ending the Agreement. a) The Agreement lasts three years from the Start Date. "
    "b) Either party may end this Agreement on written notice in any of these events: i) a "
    "party's material failure to perform under this Section 9 that remains uncured 30 days "
    "once the non-performing party has received notice of it; ii) the other party becomes "
    "insolvent or enters administration; iii) where an event of force majeure materially "
    "hinders or delays a party in performing its obligations hereunder for a spell of more "
    "than 20 business days.",
]


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        (
            "A party may end the Agreement if force majeure materially holds up a party's "
            "performance for more than 20 business days.",
            "clean",
        ),
        (
            "A party may end the Agreement if force majeure materially holds up a party's "
            "performance for more than 30 business days.",
            "hallucinated",
        ),
        (
            "A party may end the Agreement if a party's material failure to perform remains "
            "uncured 20 business days once the non-performing party has received notice of it.",
            "hallucinated",
        ),
    ],
)
def test_a_value_is_read_in_its_listed_item(verifier: Verifier, answer: str, label: str) -> None:
    report = verifier.verify(answer, ENDING)
    assert report.label.value == label, [f.content for f in report.findings]
