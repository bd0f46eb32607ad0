"""A name with a word in the other grammatical number, where a source writes the name so.

"Dock Slips" where the source writes "each assigned Dock Slip", "Halos" where it writes "the
Product (Halo)" and "Memoranda of Understanding" for "a Memorandum of Understanding" invent no
name. A name a source writes only in parts ("Storage Bays" beside "Storage Unit" and "Parking
Bay") or a short form of another word ("Mars" beside "15 Mar") is not known. The texts are
written for these tests (``Evidence.name_known``, by the real verifier).
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "On termination the Owner shall pay the Operator $2,500 for each assigned Dock Slip. "
    "The Operator shall buy at least 10,000 units of the Product (Halo) each year. The "
    "parties signed a Memorandum of Understanding on 1 March 2020. The Operator may use the "
    "Storage Unit in the basement and one Parking Bay in the rear lot. The Operator shall pay "
    "the Minimum Fee of $40,000 on 15 Mar 2025."
)


@pytest.mark.parametrize(
    ("claim", "known"),
    [
        (
            "On termination the Owner pays the Operator $2,500 for each assigned Dock Slips.",
            True,
        ),
        (
            "On termination the Owner pays the Operator $2,500 for each assigned Dock Cabins.",
            False,
        ),
        ("The Operator has to buy at least 10,000 Halos a year.", True),
        ("The Operator has to buy at least 10,000 Cubes a year.", False),
        ("The parties signed Memoranda of Understanding on 1 March 2020.", True),
        ("The Operator may use the Storage Bays in the basement.", False),
        ("Mars, the operator, pays the $40,000 Minimum Fee on 15 March 2025.", False),
    ],
    ids=[
        "plural-of-a-name-the-source-writes",
        "another-word",
        "plural-of-a-bracketed-name",
        "another-plural",
        "latin-plural",
        "name-written-only-in-parts",
        "month-abbreviation",
    ],
)
def test_name_number(verifier: Verifier, claim: str, known: bool) -> None:
    report = verifier.verify(claim, [_SOURCE])
    missing = [e.text for cv in report.claims for e in cv.missing]
    if known:
        assert not missing, [cv.reason for cv in report.claims]
    else:
        assert missing, [cv.reason for cv in report.claims]
