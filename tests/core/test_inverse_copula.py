"""A copula that states one identity from either end puts no one in another's place.

"Munich is the exclusive place of jurisdiction" restates "Exclusive place of Jurisdiction is
Munich", and "Orrin is Quell's parent" restates "Quell is a wholly owned subsidiary of
Orrin": what one names as its subject the other names as its complement, so the subjects
differ without a role swap. A copula whose subject and complement are both another's
("Sallow is the supplier to Brennock" for "Brennock is the supplier to Sallow") is still a
swap.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

JURISDICTION = (
    'This Supply Agreement is made between Brennock Tools GmbH ("Brennock") and Sallow Retail '
    'Ltd ("Sallow"). Exclusive place of Jurisdiction is Munich, Germany.'
)
PARENT = (
    'This Referral Agreement is made between Quell Analytics Inc. ("Quell") and Marrow Systems '
    'LLC ("Marrow"). Quell is a wholly owned subsidiary of Orrin Holdings Corp., ("Orrin"), a '
    "Nevada corporation."
)
SUPPLIER = (
    'This Supply Agreement is made between Brennock Tools GmbH ("Brennock") and Sallow Retail '
    'Ltd ("Sallow"). Brennock is the exclusive supplier of the Goods to Sallow.'
)


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("Munich is the exclusive place of jurisdiction.", JURISDICTION),
        (
            "For context, Orrin is Quell's parent: Quell is a wholly owned subsidiary of Orrin.",
            PARENT,
        ),
    ],
    ids=["place-of-jurisdiction", "parent-and-subsidiary"],
)
def test_an_identity_read_from_the_other_end_is_no_swap(
    verifier: Verifier, answer: str, source: str
) -> None:
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", [f.content for f in report.findings]


def test_a_copula_with_both_parties_swapped_is_still_a_swap(verifier: Verifier) -> None:
    swapped = "Sallow is the exclusive supplier of the Goods to Brennock."
    report = verifier.verify(swapped, [SUPPLIER])
    assert "role_swap" in {f.subtype.value for f in report.findings}
    faithful = "Brennock is the exclusive supplier of the Goods to Sallow."
    assert verifier.verify(faithful, [SUPPLIER]).label.value == "clean"
