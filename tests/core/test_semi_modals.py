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
    assert found.get("tell") is Modality.NEED_NOT, found
    doc = Extractor().nlp("The Agent does not need to tell the Owner about any damage.")
    (tell,) = [r for r in extract_relations(doc, []) if r.relation == "tell"]
    assert not tell.negated


def test_has_yet_to_is_no_obligation() -> None:
    assert _relations("The Agent has yet to tell the Owner about the damage.").get("tell") is not (
        Modality.SHALL
    )


@pytest.mark.parametrize(
    "text",
    [
        "The Agent need not tell the Owner about minor scratches.",
        "The Agent needn't tell the Owner about minor scratches.",
        "The Agent does not need to tell the Owner about minor scratches.",
        "The Agent doesn't have to tell the Owner about minor scratches.",
        "The Agent is not required to tell the Owner about minor scratches.",
        "The Agent shall not be obliged to tell the Owner about minor scratches.",
        "The Agent is under no obligation to tell the Owner about minor scratches.",
        "The Agent shall have no duty to tell the Owner about minor scratches.",
        "No agent is required to tell the Owner about minor scratches.",
        "The Agent does not agree to tell the Owner about minor scratches.",
    ],
)
def test_every_way_of_denying_a_duty_is_one_modality(text: str) -> None:
    doc = Extractor().nlp(text)
    (tell,) = [r for r in extract_relations(doc, []) if r.relation == "tell"]
    assert tell.modality is Modality.NEED_NOT and not tell.negated, tell


def test_an_object_after_the_infinitive_leaves_a_semi_modal_a_modal() -> None:
    # a long object the parser splits: the noun after the infinitive is not "have"'s object
    doc = Extractor().nlp(
        "The Carrier doesn't have to pay claims for loss of, or damage caused by, the "
        "packing of the Goods before shipment."
    )
    (pay,) = [r for r in extract_relations(doc, []) if r.relation == "pay"]
    assert pay.modality is Modality.NEED_NOT and not pay.negated, pay


_DUTY = "Before the vessel leaves port, the Agent must tell the Owner in writing of any damage."
_OPTION = "The Agent may tell the Owner in writing of any damage found before the vessel leaves."
_NO_DUTY = "The Agent need not tell the Owner in writing of any damage found before departure."
_BAN = "The Agent shall not tell anyone but the Owner of any damage found before departure."


def _conflicts(report):  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


@pytest.mark.parametrize(
    "answer",
    [
        "The Agent doesn't have to tell the Owner in writing about damage before departure.",
        "The Agent isn't required to tell the Owner in writing about damage before departure.",
        "The Agent has no obligation to tell the Owner in writing about damage before departure.",
    ],
)
def test_denying_a_duty_the_source_imposes_is_a_contradiction(
    verifier: Verifier, answer: str
) -> None:
    assert "modality" in _conflicts(verifier.verify(answer, [_DUTY]))


@pytest.mark.parametrize(
    "answer",
    [
        "The Agent doesn't have to tell the Owner in writing about damage before departure.",
        "The Agent isn't required to tell the Owner in writing about damage before departure.",
    ],
)
def test_denying_a_duty_the_source_never_imposes_is_no_contradiction(
    verifier: Verifier, answer: str
) -> None:
    for source in (_OPTION, _NO_DUTY):
        assert not _conflicts(verifier.verify(answer, [source])), source


def test_a_permission_is_no_contradiction_of_a_denied_duty(verifier: Verifier) -> None:
    answer = "The Agent can tell the Owner in writing about damage found before departure."
    assert not _conflicts(verifier.verify(answer, [_NO_DUTY]))


def test_a_duty_where_the_source_denies_one_is_a_contradiction(verifier: Verifier) -> None:
    answer = "The Agent must tell the Owner in writing about damage found before departure."
    assert "modality" in _conflicts(verifier.verify(answer, [_NO_DUTY]))


def test_a_denied_duty_understates_a_ban_without_contradicting_it(verifier: Verifier) -> None:
    answer = "The Agent needn't tell anyone but the Owner of damage found before departure."
    assert "polarity" not in _conflicts(verifier.verify(answer, [_BAN]))


def test_a_plain_statement_of_the_act_contradicts_a_denied_duty(verifier: Verifier) -> None:
    source = "The Charterer need not pay harbour dues at the port of loading."
    answer = "The Charterer pays the harbour dues at the port of loading."
    assert "modality" in _conflicts(verifier.verify(answer, [source]))


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        # a limited denial restates a limited duty
        (
            "The Hirer is not required to pay for repairs that were not approved in writing.",
            "The Hirer shall pay only for repairs approved in writing by the Owner.",
        ),
        # a denial that states the duty's own exception
        (
            "The Trustee need not pay interest on sums it holds in dispute.",
            "The Trustee must pay interest on all sums held, except on sums held in dispute.",
        ),
    ],
)
def test_a_denial_that_restates_a_limit_or_an_exception_is_no_conflict(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert not _conflicts(verifier.verify(answer, [source]))


def test_a_plain_denial_restates_a_lifted_duty(verifier: Verifier) -> None:
    # the second party's lifted duty makes the word counts of negators differ; the edges of
    # the claim ("doesn't pay") and the source ("shall not be required to pay") agree
    source = (
        "The Hirer shall not be required to pay for and the Yard shall not be required to "
        "carry out any such Repairs that have not been approved in a Survey or Work Order, or "
        "otherwise approved by the Hirer in writing."
    )
    answer = (
        "The Hirer doesn't pay for Repairs that weren't approved in a Survey, a Work Order or "
        "otherwise in writing by the Hirer."
    )
    assert not _conflicts(verifier.verify(answer, [source]))
