"""Sub-divisions named before their section, and statute enumerations after "namely".

Indian codes write "sub-section (2) of section 64 of the ..." and "the following sections,
namely, 12, 14 and 19"; the sentences here are our own.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.citations import find_citations
from lexaudit.text.sections import find_section_refs


@pytest.mark.parametrize(
    ("text", "canonical", "surface"),
    [
        (
            "An appeal lies under sub-section (3) of section 415 of the BNSS.",
            "IN/BNSS/s415(3)",
            "sub-section (3) of section 415 of the BNSS",
        ),
        (
            "The order is made under clause (c) of sub-section (1) of section 35 of the BNSS.",
            "IN/BNSS/s35(1)(c)",
            "clause (c) of sub-section (1) of section 35 of the BNSS",
        ),
        (
            "It is punishable under subsection (2) of section 318 of the Bharatiya Nyaya Sanhita.",
            "IN/BNS/s318(2)",
            "subsection (2) of section 318 of the Bharatiya Nyaya Sanhita",
        ),
    ],
)
def test_a_subdivision_named_first_is_part_of_the_citation(
    text: str, canonical: str, surface: str
) -> None:
    cites = find_citations(text)
    assert [c.canonical for c in cites] == [canonical]
    assert text[cites[0].span.start : cites[0].span.end] == surface


def test_a_subdivision_before_a_list_of_sections_is_left_alone() -> None:
    text = "See sub-section (1) of sections 12 and 13 of the IPC."
    assert [c.canonical for c in find_citations(text)] == ["IN/IPC/s12", "IN/IPC/s13"]


def test_sections_listed_after_namely_are_section_references() -> None:
    text = "an act that would be punishable under the following sections, namely, 121, 147 and 302"
    assert [m.value for m in find_section_refs(text)] == [
        "section 121",
        "section 147",
        "section 302",
    ]


def test_viz_leads_a_list_too() -> None:
    assert [m.value for m in find_section_refs("under the sections, viz. 10 and 11")] == [
        "section 10",
        "section 11",
    ]
