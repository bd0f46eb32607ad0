"""Table cells, sides of a case, names without capitals, places with their unit, nearby sums.

- A Markdown table's cell opens as a sentence does: its first word is capitalised whatever it
  is ("| Impeding an officer |"), so a common word there is no invented name.
- "Ohio v. Garner", "Garner v. Ohio": a place that is a side of a case is a party to it, not a
  place a claim puts something in.
- "Haidian District, Beijing": the place after a district's comma holds it, in the sources as in
  the claim, so a claim naming both is not contradicted by the city written elsewhere.
- A name the recogniser finds with no capital letter ("the united fund of the three parishes") is a
  common noun phrase, not a name another name could replace.
- Another sum near a value ("$2,340,000", "15 %") gives no slot words: its digit groups say
  nothing about what the value is for.

The texts are written for these tests.
"""

from __future__ import annotations

import re

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.slots import slot_words
from lexaudit.verifier import Verifier

_OFFENCE = (
    "12. Hindering an officer. Whoever hinders a public officer in the discharge of his duties "
    "shall be punished with imprisonment which may extend to three months, or with fine, or "
    "with both."
)
_TABLE = (
    "| Section | Offence | Penalty |\n|---|---|---|\n"
    "| 12 | {cell} | up to three months, or fine, or both |"
)


def test_a_common_word_opening_a_table_cell_is_no_name(verifier: Verifier) -> None:
    report = verifier.verify(_TABLE.format(cell="Impeding a public officer on duty"), [_OFFENCE])
    assert report.label.value == "clean", report.findings


def test_a_name_inside_a_table_cell_is_still_checked(verifier: Verifier) -> None:
    report = verifier.verify(
        _TABLE.format(cell="Kestrel hindering a public officer on duty"), [_OFFENCE]
    )
    assert report.label.value != "clean", report.findings
    assert any("Kestrel" in f.content for f in report.findings), report.findings


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("The Court followed Ohio v. Garner on this point.", "Ohio"),
        ("The Court followed Garner v. Ohio on this point.", "Ohio"),
        ("As Texas v. Reed held, a forum alone is not enough.", "Texas"),
    ],
)
def test_a_place_that_is_a_side_of_a_case_is_no_place(
    extractor: Extractor, text: str, side: str
) -> None:
    types = {e.text: e.type.value for e in extractor.analyse(text).entities}
    assert types.get(side) not in (None, "gpe"), types


def test_a_recognised_name_without_a_capital_is_no_name(extractor: Extractor) -> None:
    text = "Fees go to the united fund of the three parishes each year, not to any single parish."
    assert [e.type.value for e in extractor.analyse(text).entities] == ["number"]
    named = "The wardens owe their office to the Ashby Parish Council."
    assert [e.value for e in extractor.analyse(named).entities] == ["ashby parish council"]


def test_a_place_outside_a_case_name_stays_a_place(extractor: Extractor) -> None:
    text = "The seller is based in Ohio. Garner v. Reed was decided later."
    types = {e.text: e.type.value for e in extractor.analyse(text).entities}
    assert types.get("Ohio") == "gpe", types


_NOTICES = (
    "Notices. All notices to the Maker go by post to: BEIJING ORCHID TRADING CO., LTD.   "
    "Orchid Industry Zone Haidian District, Beijing CHINA 100080 Email: notices@example.com"
)


def test_a_district_and_the_city_after_its_comma_are_one_place(verifier: Verifier) -> None:
    answer = (
        "Notices to the Maker go by post to Beijing Orchid Trading Co., Ltd. in Haidian "
        "District, Beijing."
    )
    report = verifier.verify(answer, [_NOTICES])
    assert report.label.value == "clean", report.findings


def test_another_district_is_still_not_the_sources(verifier: Verifier) -> None:
    answer = (
        "Notices to the Maker go by post to Beijing Orchid Trading Co., Ltd. in Chaoyang "
        "District, Beijing."
    )
    report = verifier.verify(answer, [_NOTICES])
    assert report.label.value != "clean", report.findings


def test_districts_listed_side_by_side_are_two_places() -> None:
    from lexaudit.judge.mentions import one_location
    from lexaudit.types import Entity, EntityType, Span

    def place(text: str, whole: str) -> Entity:
        start = whole.index(text)
        return Entity(EntityType.GPE, text, text.lower(), Span(start, start + len(text)))

    held = "in Haidian District, Beijing, before one arbitrator"
    assert one_location(held, place("Haidian District", held), place("Beijing", held))
    listed = "in Haidian District, Chaoyang District or Xicheng District"
    assert not one_location(
        listed, place("Haidian District", listed), place("Chaoyang District", listed)
    )


def test_other_sums_give_a_value_no_slot_words(extractor: Extractor) -> None:
    text = (
        "Price list: Grain Dryer - list price $2,300,000 $230,000 $2,530,000 "
        "Servicing for 4 years $2,530,000 $910,000 $3,440,000"
    )
    doc = extractor.nlp(text)
    m = re.search(re.escape("$910,000"), text)
    assert m is not None
    words = slot_words(doc, text, m.start(), m.end())
    assert not {w for w in words if w.isdigit() and len(w) == 3}, words
