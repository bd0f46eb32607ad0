"""Bare verbs that continue a list opened by an infinitive, by the real spaCy pipeline.

The texts are written for these tests. In "shall be permitted to inspect X, examine Y and
interview Z" spaCy's small model often hangs "examine" on "permitted"; a bare verb cannot take the
passive "be" of the participle, so it is listed with "to inspect" and shares its permission.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.scope import Modality, modality
from lexaudit.verifier import Verifier

_SOURCE = (
    "During the audit period the Licensor shall be permitted to inspect the records of the "
    "Licensee, examine its ledgers for the Products and/or interview the Licensee's "
    "accounting staff upon reasonable notice."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _modality(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts if c.field == "modality"]


def test_each_listed_bare_verb_shares_the_permission() -> None:
    doc = Extractor().nlp(_SOURCE)
    verbs = {t.lower_: t for t in doc if t.pos_ == "VERB"}
    for word in ("inspect", "examine", "interview"):
        assert modality(verbs[word], negated=False) is Modality.MAY, word


def test_a_list_under_a_duty_stays_a_duty() -> None:
    doc = Extractor().nlp(
        "The Tenant shall be required to repair the roof, paint the walls and clean the gutters."
    )
    verbs = {t.lower_: t for t in doc if t.pos_ == "VERB"}
    for word in ("repair", "paint", "clean"):
        assert modality(verbs[word], negated=False) is Modality.SHALL, word


def test_can_for_a_listed_permission_is_no_modality_change(verifier: Verifier) -> None:
    answer = (
        "The Licensor can inspect the Licensee's records, examine its product ledgers or "
        "interview its accounting staff, on reasonable notice."
    )
    report = verifier.verify(answer, [_SOURCE])
    assert not _modality(report), report.findings


def test_must_for_a_listed_permission_is_a_modality_change(verifier: Verifier) -> None:
    answer = "The Licensor must interview the Licensee's accounting staff during the audit period."
    report = verifier.verify(answer, [_SOURCE])
    assert _modality(report), report.findings
