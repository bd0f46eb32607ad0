"""A US state written with its kind after its name ("Oregon State", "New York State's").

It is the State of Oregon, the State of New York: no other jurisdiction. The texts are written
for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.extract.pipeline import Extractor
from lexaudit.types import EntityType
from lexaudit.verifier import Verifier


@pytest.mark.parametrize(
    ("surface", "value"),
    [
        ("Oregon State", "oregon"),
        ("New York State's", "new york"),
        ("the State of New York", "new york"),
        # a name that is no region keeps its last word
        ("Orange Free State", "orange free state"),
    ],
)
def test_the_kind_after_a_regions_name(surface: str, value: str) -> None:
    assert normalize_place(surface) == value


_SOURCE = (
    "Each party irrevocably submits to the exclusive jurisdiction of the state and federal "
    "courts located in the State of Oregon for any action arising out of this Agreement."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("Oregon State's courts have exclusive jurisdiction over any suit.", True),
        ("Washington State's courts have exclusive jurisdiction over any suit.", False),
    ],
)
def test_an_answer_naming_the_state_by_its_kind(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [_SOURCE])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


def test_the_district_is_not_the_state_of_its_capitals_name() -> None:
    # "Washington, D.C." is one place, the District, not the state of Washington beside it
    analysis = Extractor().analyse("Suit may be brought only in the courts of Washington, D.C.")
    places = [e.value for e in analysis.entities if e.type is EntityType.GPE]
    assert places == ["district of columbia"]
