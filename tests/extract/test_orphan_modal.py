"""A modal cut off from its verb by an aside, by the real spaCy pipeline and verifier.

The texts are written for these tests. spaCy's small model sometimes hangs the modal of
"The Director of the Agency may, with the concurrence of ..., extend" on the subject's noun
(as an apposition); the bare infinitive "extend" still needs it.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.scope import orphan_modal
from lexaudit.verifier import Verifier

_SOURCE = (
    "The Director of the Agency may, with the concurrence of the Secretary of Labor, extend "
    "the deadline one time for an additional 60 days."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _modality(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts if c.field == "modality"]


def test_the_modal_before_an_aside_is_the_bare_verbs() -> None:
    doc = Extractor().nlp(_SOURCE)
    verb = next(t for t in doc if t.lower_ == "extend")
    modal = orphan_modal(verb)
    assert modal is not None and modal.lower_ == "may"


def test_a_verb_with_its_own_auxiliary_or_without_a_subject_takes_no_orphan() -> None:
    doc = Extractor().nlp("The Tenant shall, within ten days, repair the roof.")
    assert orphan_modal(next(t for t in doc if t.lower_ == "repair")) is None


def test_an_obligation_for_a_permission_cut_off_by_an_aside_is_a_modality_change(
    verifier: Verifier,
) -> None:
    faithful = (
        "The Director of the Agency can extend the deadline once, for another 60 days, with "
        "the Secretary of Labor's concurrence."
    )
    assert not _modality(verifier.verify(faithful, [_SOURCE]))
    changed = (
        "The Director of the Agency must extend the deadline one time for an additional 60 days."
    )
    report = verifier.verify(changed, [_SOURCE])
    assert _modality(report), report.findings
    assert report.label.value == "hallucinated"
