"""Semi-modal verbs ("has to", "needs to") are modals of obligation, not acts of their own.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges the end-to-end cases.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.relations import extract_relations
from lexaudit.types import Modality
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _relations(text: str) -> dict[str, Modality]:
    doc = Extractor().nlp(text)
    return {r.relation: r.modality for r in extract_relations(doc, [])}


@pytest.mark.parametrize(
    "text",
    [
        "The Agent has to tell the Owner about any damage.",
        "The Agent needs to tell the Owner about any damage.",
        "The Agent ought to tell the Owner about any damage.",
    ],
)
def test_a_semi_modal_makes_its_infinitive_an_obligation(text: str) -> None:
    found = _relations(text)
    assert found.get("tell") is Modality.SHALL, found
    assert not {"have", "need", "ought"} & set(found), found


def test_a_semi_modal_with_an_object_is_a_verb_again() -> None:
    found = _relations("The Agent has the right to tell the Owner about any damage.")
    assert "have" in found and found.get("tell") is Modality.MAY, found
    assert "need" in _relations("The Agent needs the Owner's consent.")


def test_has_to_is_not_read_against_another_party_having_a_right(verifier: Verifier) -> None:
    source = (
        "Marlowe shall tell Quist in writing of any damage to the vessel which comes to its "
        "notice, and Quist shall have an exclusive right to decide whether repairs are made."
    )
    faithful = "Marlowe has to tell Quist in writing of any damage to the vessel it notices."
    report = verifier.verify(faithful, [source])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims


def test_has_to_is_stricter_than_may(verifier: Verifier) -> None:
    permissive = "The Agent may tell the Owner in writing of any damage to the vessel."
    stricter = verifier.verify("The Agent has to tell the Owner of any damage.", [permissive])
    assert [c for cv in stricter.claims for c in cv.conflicts if c.field == "modality"]


def test_a_denied_semi_modal_denies_the_duty_not_the_act() -> None:
    found = _relations("The Agent does not have to tell the Owner about any damage.")
    assert found.get("tell") is Modality.NONE, found
    doc = Extractor().nlp("The Agent does not need to tell the Owner about any damage.")
    (tell,) = [r for r in extract_relations(doc, []) if r.relation == "tell"]
    assert not tell.negated


def test_has_yet_to_is_no_obligation() -> None:
    assert _relations("The Agent has yet to tell the Owner about the damage.").get("tell") is not (
        Modality.SHALL
    )
