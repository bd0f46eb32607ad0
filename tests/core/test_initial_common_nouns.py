"""A capitalised word opening a sentence whose other number the sources write in lower case.

"Slots are allocated ..." where the source writes "each slot": the capital comes from the
word's place, and the word is a common noun, not an invented name. A name no source writes
stays unknown. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "The Harbour Master shall allocate each slot to a vessel for no more than seven days, and "
    "may hand each key to the vessel's master."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("Slots are allocated by the Harbour Master for up to seven days.", True),
        ("Keys go to the vessel's master, and slots last up to seven days.", True),
        ("Halvorsen Ltd allocates the slots for up to seven days.", False),
    ],
)
def test_a_sentence_opening_plural_of_a_source_noun(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [_SOURCE])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
