"""A preposition that opens a sentence and a framing phrase is no part of the name after it.

"Outside Kestrel Partners, ..." or "Under Rule 9, ...": the first word is capitalised because
it opens the sentence; the name is what follows it, and only that must be in the sources. A
name after it that no source writes stays unknown, and a name that is the sentence's subject
("Beyond Logistics must deliver") keeps its first word. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = "Kestrel Partners is the only licensee of the Software."


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("Outside Kestrel Partners, nobody holds a licence to the software.", True),
        ("Outside Corwin Partners, nobody holds a licence to the software.", False),
    ],
)
def test_a_sentence_opening_function_word_before_a_name(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [_SOURCE])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


def test_a_name_that_is_the_subject_keeps_its_first_word() -> None:
    # no comma sets the name off: "Beyond Logistics" may be a company, which no source names
    source = "Apex Logistics LLC shall deliver the goods within ten (10) days of the order."
    report = Verifier().verify("Beyond Logistics must deliver the goods within ten days.", [source])
    assert report.label.value != "clean"
