"""A list of bare verbs whose middle items the parser takes for nouns shares one modal.

The texts are written for these tests. In "may not lease, license, mortgage or sell the
Orchard" the small English model hangs "license" on "lease" as a noun and "sell" on
"mortgage" as its conjunct; the last verb is still under "may not", and its subject is the
first verb's.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.scope import Modality
from lexaudit.verifier import Verifier

_ORCHARD = (
    "4.2 The Grower may not lease, license, mortgage or sell the Orchard without the Council's "
    "written consent. 4.3 The Grower shall keep the Orchard in good order."
)


@pytest.mark.parametrize(
    "text",
    [
        "The Grower may not lease, license, mortgage or sell the Orchard.",
        "The Grower can't lease, license, mortgage or otherwise sell the Orchard.",
    ],
    ids=["may-not", "otherwise"],
)
def test_the_last_verb_of_the_list_is_denied_with_the_first(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    (sell,) = [r for r in extractor.analyse(text).relations if r.relation == "sell"]
    assert sell.negated
    assert sell.modality is Modality.SHALL_NOT
    assert sell.subject == "np:grower"


@pytest.mark.parametrize(
    "answer",
    [
        "The grower may sell the orchard without the council's written consent.",
        "The grower can sell the orchard without asking the council.",
    ],
)
def test_permitting_the_listed_act_is_a_flip(verifier: Verifier, answer: str) -> None:
    report = verifier.verify(answer, [_ORCHARD])
    assert "polarity" in [c.field for cv in report.claims for c in cv.conflicts]


@pytest.mark.parametrize(
    "answer",
    [
        "The grower can't sell the orchard without the council's written consent.",
        "Without the council's written consent, the grower is barred from selling the orchard.",
    ],
)
def test_restating_the_listed_prohibition_is_clean(verifier: Verifier, answer: str) -> None:
    assert verifier.verify(answer, [_ORCHARD]).label.value == "clean"
