"""Whose a definition's bracket is after "a division of", and an item's label before a name.

- "TARN HAULAGE COMPANY, a division of Fenwick Logistics Company, ("Carrier")": the name that
  closes the description is the company the party belongs to; the bracket defines the party
  the description is of. Read as the owner's, the bracket made every act of the Carrier an
  act of another company, and an answer that named the Carrier by its own name was
  reported as putting one party in another's place.
- "a. Licensor may reduce ...": the parser hangs the label of a listed item on the noun that
  opens it as a compound, and the recogniser runs it into a name; a small letter or a figure
  with its point is no word of a name, so the item's actor is the Licensor.

Texts written for these tests; spaCy's English pipeline parses them.
"""

from __future__ import annotations

from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.verifier import Verifier

PREAMBLE = (
    "This Haulage Agreement is made on 2 May 2021 between TARN HAULAGE COMPANY, a division of "
    'Fenwick Logistics Company, ("Carrier"), and Blue Fen Terminals LLC ("Shipper").'
)
SUBSIDIARY = (
    "This Agreement is made between Orrin Freight Inc., a wholly owned subsidiary of Orrin "
    'Group Corp., ("Carrier") and Blue Fen LLC ("Shipper").'
)


def test_the_bracket_after_a_division_of_another_defines_the_division() -> None:
    assert alias_map(find_parties(PREAMBLE)[0])["carrier"] == "tarn haulage"
    assert alias_map(find_parties(SUBSIDIARY)[0])["carrier"] == "orrin freight"


def test_a_description_of_no_other_company_leaves_the_bracket_to_the_name() -> None:
    text = 'Made between Kestrel Marine Limited, a company incorporated in England ("Kestrel").'
    assert alias_map(find_parties(text)[0])["kestrel"] == "kestrel marine"


def test_an_item_label_is_no_word_of_its_actor(verifier: Verifier) -> None:
    text = (
        "Where the Licensor may end this Agreement, it may choose one of these steps:\n\n"
        "a. Licensor may reduce the Licensee's sales area to the County of Orme on ten (10) "
        "days written notice."
    )
    analysis = verifier.extractor.analyse(text)
    actors = {r.subject for r in analysis.relations if r.relation == "reduce"}
    assert actors and all(not key.split(":", 1)[1].startswith("a") for key in actors), actors


def test_an_item_label_after_a_heading_is_no_part_of_a_name(verifier: Verifier) -> None:
    # the heading and the item share a line: the label does not open the line
    text = "7.3 Remedies. b. Harwick may reduce the sales area on ten days notice."
    names = [e.text for e in verifier.extractor.analyse(text).entities if "Harwick" in e.text]
    assert names == ["Harwick"], names


def test_an_initial_before_a_surname_stays_in_the_name(verifier: Verifier) -> None:
    analysis = verifier.extractor.analyse("The claim was filed by V. Okafor in 2019.")
    assert any(e.text == "V. Okafor" for e in analysis.entities)
