"""Where a party's name ends before its defining bracket (texts written for these tests)."""

from __future__ import annotations

from lexaudit.extract.parties import alias_map, find_parties

_AGENCY = (
    "This Paying Agency Agreement is made between Harrowgate Holdings, Inc. (the "
    '"Company") and Fenwick Trust Bank (the "Paying Agent").\n'
    "7. Additional Paying Agents. The Company may appoint any bank or banks as additional "
    'Paying Agent(s) hereunder (each an "Additional Paying Agent"), and upon written '
    "acceptance by such bank, such Additional Paying Agent shall become a party hereto."
)


def test_a_heading_and_the_next_sentence_are_not_one_name() -> None:
    # the heading "Additional Paying Agents." and "The Company" of the sentence after it are
    # two sentences: the class the bracket defines is not named "Additional Paying Agents The"
    # (and so is not a party whose alias is "agent"), and the Company is still Harrowgate
    aliases = alias_map(find_parties(_AGENCY)[0])
    assert aliases["company"] == "harrowgate"
    assert not any(value.endswith(" the") for value in aliases.values())
    assert aliases.get("additional paying agent") in (None, "fenwick")


def test_an_abbreviation_inside_a_company_name_is_no_sentence_break() -> None:
    text = (
        'This Guaranty is given by Ashcombe Constr. Company (the "Guarantor") in favour of '
        'Pellow Bank (the "Lender").'
    )
    aliases = alias_map(find_parties(text)[0])
    assert aliases["guarantor"] == aliases["ashcombe"]
