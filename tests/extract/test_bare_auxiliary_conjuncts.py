"""A coordinated verb with a bare "have" or "be" continues its first conjunct's modal.

The texts are written for these tests. A bare "be" or "have" stands only after a modal, "do"
or "to"; in "may keep, or have kept, ..." the second verb is under "may" too, while
with a plural subject "have" may be a present form of its own.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.scope import Modality, modality


def _modal_of(extractor, text: str, word: str) -> Modality:  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    verb = next(t for t in doc if t.lower_ == word)
    return modality(verb, negated=False)


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a bare perfect "have" under the first verb's modal
        ("The trustee may keep, or have kept, a reserve for the estate.", "kept", Modality.MAY),
        # a bare passive "be" under an obligation
        (
            "The Supplier shall replace the part or be treated as being in default.",
            "treated",
            Modality.SHALL,
        ),
        # a plural subject: "have signed" may be a present perfect of its own
        (
            "The lenders shall meet each quarter and have signed the deed.",
            "signed",
            Modality.NONE,
        ),
        # a finite auxiliary of its own keeps the verb's clause its own
        (
            "The trustee may retain the sums and has retained them before.",
            "retained",
            Modality.NONE,
        ),
    ],
    ids=["bare-have", "bare-be", "plural-have", "finite-has"],
)
def test_bare_auxiliary_conjuncts(extractor, text: str, word: str, expected: Modality) -> None:  # type: ignore[no-untyped-def]
    assert _modal_of(extractor, text, word) is expected
