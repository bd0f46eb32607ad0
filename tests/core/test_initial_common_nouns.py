"""A capitalised word opening a sentence whose other number the sources write in lower case.

"Ballots are secret" where the source writes "each ballot": the capital comes from the
word's place, and the word is a common noun, not an invented name. A word no source writes
in either number in lower case stays unknown. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "At each meeting of the Committee every member casts one ballot, and each ballot is kept "
    "secret. Resolutions pass by a majority of the ballots cast."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("Ballots are secret: each member casts one and a majority carries a resolution.", True),
        ("Halvorsen Ltd counts the ballots, and a majority carries a resolution.", False),
    ],
)
def test_a_sentence_opening_plural_of_a_source_noun(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [_SOURCE])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
