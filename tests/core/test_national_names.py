"""A national body's initials with its country, and a place named by its adjective.

"USFS" is the United States Forest Service, which a federal statute calls "the Forest
Service"; "Canada's trade office" is "the Canadian trade office". Neither is another party.
Another body's name and another place's adjective still are. Texts written for these tests;
the real verifier judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_TRAIL = (
    "During a declared fire emergency the Secretary may direct the {body} to close any trail "
    "in a national forest."
)
_OFFICE = (
    "The export office was set up by Canada in 1990. The export office sought dismissal of the "
    "complaint on the ground that, as an agent of the {adjective} government, it cannot be "
    "sued in these courts."
)


def _subtypes(report):  # type: ignore[no-untyped-def]
    return {f.subtype.value for f in report.findings}


def test_a_national_body_by_its_initials(verifier: Verifier) -> None:
    report = verifier.verify(
        "In a fire emergency the Secretary can have USFS close trails.",
        [_TRAIL.format(body="Forest Service")],
    )
    assert "entity_substitution" not in _subtypes(report), report.findings
    assert report.label.value == "clean", report.findings


def test_the_initials_of_another_body_are_still_another_party(verifier: Verifier) -> None:
    report = verifier.verify(
        "In a fire emergency the Secretary can have USFS close trails.",
        [_TRAIL.format(body="Park Service")],
    )
    assert "entity_substitution" in _subtypes(report), report.findings


def test_a_place_and_its_adjective(verifier: Verifier) -> None:
    report = verifier.verify(
        "The export office sought dismissal on the ground that, as an agent of Canada's "
        "government, it cannot be sued here.",
        [_OFFICE.format(adjective="Canadian")],
    )
    assert "entity_substitution" not in _subtypes(report), report.findings


def test_another_places_adjective_is_still_another_party(verifier: Verifier) -> None:
    report = verifier.verify(
        "The export office sought dismissal on the ground that, as an agent of Canada's "
        "government, it cannot be sued here.",
        [_OFFICE.format(adjective="Mexican")],
    )
    assert "entity_substitution" in _subtypes(report), report.findings


@pytest.mark.parametrize(
    ("place", "adjective", "same"),
    [
        ("costa rica", "costa rican", True),
        ("canada", "canadian", True),
        ("china", "chinese", True),
        ("israel", "israeli", True),
        ("america", "american", True),
        ("georgia", "armenian", False),
        ("new mexico", "mexican", False),  # the words before the last differ
        ("oman", "omani", True),
    ],
)
def test_the_endings_of_a_places_adjective(place: str, adjective: str, same: bool) -> None:
    from lexaudit.judge.substitution import _place_adjective

    assert _place_adjective(place, adjective) is same
