"""An infinitive of purpose after its head verb's object does not take the head's modal.

"The Board must use plain words to waive the fee": the duty is to use the words; waiving is
what they are for, so "the Board may waive the fee only in plain words" meets no change of
modality. A verb whose object does the infinitive's act ("shall require the Tenant to
insure") still gives it its modality. Texts written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.scope import Modality, modality
from lexaudit.verifier import Verifier


def _verb(extractor: Extractor, text: str, word: str):  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    return next(t for t in doc if t.lower_ == word)


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("The Board must use plain words to waive the fee.", "waive", Modality.NONE),
        ("The Buyer shall pay the deposit to secure the slot.", "secure", Modality.NONE),
        # the head's own act keeps its modal
        ("The Board must use plain words to waive the fee.", "use", Modality.SHALL),
        # an infinitive with no object before it completes the verb
        ("The Board shall try to waive the fee.", "waive", Modality.SHALL),
    ],
    ids=["purpose", "purpose-after-pay", "head", "no-object"],
)
def test_purpose_infinitive_modality(
    extractor: Extractor, text: str, word: str, expected: Modality
) -> None:
    assert modality(_verb(extractor, text, word), False) is expected


def test_a_permission_restates_an_act_done_for_a_duty(verifier: Verifier) -> None:
    source = "Under the settled rule, the Board must use plain words to waive the annual fee."
    report = verifier.verify("The Board can waive the annual fee only in plain words.", [source])
    assert not any(c.field == "modality" for cv in report.claims for c in cv.conflicts), (
        report.claims
    )
