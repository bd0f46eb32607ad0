"""A national body's initials with its country, and a place named by its adjective.

"USPS" is the United States Postal Service, which a federal statute calls "the Postal
Service"; "Puerto Rico's government" is "the Puerto Rican government". Neither is another
party. Another body's name and another place's adjective still are. Texts written for these
tests; the real verifier judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_FINE = (
    "If the Commission finds the complaint justified, it may order the {body} to pay a fine "
    "for each incident of deliberate noncompliance."
)
_IMMUNITY = (
    "The oversight board for Puerto Rico moved to dismiss. The Board asserted that it shares "
    "the sovereign immunity of the {adjective} government as an arm of it."
)


def _subtypes(report):  # type: ignore[no-untyped-def]
    return {f.subtype.value for f in report.findings}


def test_a_national_body_by_its_initials(verifier: Verifier) -> None:
    report = verifier.verify(
        "The Commission may fine USPS for each incident of deliberate noncompliance.",
        [_FINE.format(body="Postal Service")],
    )
    assert "entity_substitution" not in _subtypes(report), report.findings
    assert report.label.value == "clean", report.findings


def test_the_initials_of_another_body_are_still_another_party(verifier: Verifier) -> None:
    report = verifier.verify(
        "The Commission may fine USPS for each incident of deliberate noncompliance.",
        [_FINE.format(body="Forest Service")],
    )
    assert "entity_substitution" in _subtypes(report), report.findings


def test_a_place_and_its_adjective(verifier: Verifier) -> None:
    report = verifier.verify(
        "The Board claimed immunity as an arm of Puerto Rico's government.",
        [_IMMUNITY.format(adjective="Puerto Rican")],
    )
    assert "entity_substitution" not in _subtypes(report), report.findings


def test_another_places_adjective_is_still_another_party(verifier: Verifier) -> None:
    report = verifier.verify(
        "The Board claimed immunity as an arm of Puerto Rico's government.",
        [_IMMUNITY.format(adjective="Dominican")],
    )
    assert "entity_substitution" in _subtypes(report), report.findings


@pytest.mark.parametrize(
    ("place", "adjective", "same"),
    [
        ("puerto rico", "puerto rican", True),
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
