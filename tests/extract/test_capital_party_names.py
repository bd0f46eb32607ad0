"""A party's name printed in capitals, as contract preambles print it, is the party's name.

"BRAMBLE COVE FOODS, INC., a Delaware corporation ... ("Bramble" or "Supplier")": the bracket's
names stand for the company, though its name is in capitals and an address stands between,
so an answer that gives the supplier's act to the buyer by their short names is caught.
A run of capitals is a name only where a description of a company or a definition's bracket
with a quoted name follows it: headings are printed in capitals too. The texts are written
for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.verifier import Verifier

PREAMBLE = (
    "This Supply Agreement is made between BRAMBLE COVE FOODS, INC., a Delaware corporation, "
    "with its principal office at 40 Wharf Road, Suite 12, Portland, Maine 04101 "
    '("Bramble" or "Supplier"), and HOLLIS & WYE TRADING LLC, a New York limited liability '
    'company ("Buyer").'
)


CLAUSES = (
    " 3.1 Supplier shall deliver the goods to Buyer's warehouse within ten (10) days after each "
    "order. 3.2 Buyer shall pay each invoice within thirty (30) days."
)


def _aliases(text: str) -> dict[str, str]:
    parties, _ = find_parties(text)
    return alias_map(parties)


def test_a_name_in_capitals_takes_the_names_its_bracket_gives() -> None:
    aliases = _aliases(PREAMBLE)
    assert aliases["bramble"] == aliases["supplier"] == "bramble cove foods"
    assert aliases["buyer"] == "hollis & wye trading"


def test_a_suffix_ends_one_name_before_the_next() -> None:
    text = (
        "Made between ORRIN LTD. AND KESTREL MARINE LIMITED, a company incorporated in "
        'England ("Kestrel").'
    )
    assert _aliases(text)["kestrel"] == "kestrel marine"


@pytest.mark.parametrize(
    "text",
    [
        "ARTICLE 4. DUTIES OF THE COMPANY (a) The Company shall keep the books.",
        "SCHEDULE C. PAYMENTS BY THE COMPANY, a monthly fee of $500 is due.",
    ],
    ids=["heading-then-item", "heading-then-description-of-no-company"],
)
def test_a_heading_in_capitals_names_no_company(text: str) -> None:
    parties, _ = find_parties(text)
    assert not [p for p in parties if p.name.isupper()]


def test_the_short_name_is_the_role_and_a_swap_of_the_two_is_caught(verifier: Verifier) -> None:
    answer = "Bramble has to deliver to the buyer's warehouse within 10 days of each order."
    assert verifier.verify(answer, [PREAMBLE + CLAUSES]).label.value == "clean"
    swapped = "Hollis & Wye has to deliver to Bramble's warehouse within 10 days of each order."
    report = verifier.verify(swapped, [PREAMBLE + CLAUSES])
    assert report.label.value == "hallucinated"
    assert any(f.subtype.value == "role_swap" for f in report.findings)
