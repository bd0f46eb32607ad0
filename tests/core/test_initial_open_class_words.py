"""A verb, adjective or adverb that opens a sentence is no word of the name after it.

"Fresh IP developed by the Lessee ..." opens its sentence with "Fresh", capitalised by its
place: English has "fresh" only as an adjective, so the name the recogniser tags ("Fresh
IP") is read by its other words, which the sources use ("IP"). A name whose other words no
source uses stays unknown, and so does one the opening word is part of inside a sentence.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

LEASE = [
    "Any IP developed by the Lessee in the course of using the Equipment shall become the "
    "property of the Lessor.",
    "The Lessee shall keep the Equipment at the Site.",
]


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        (
            "Fresh IP developed by the Lessee while using the Equipment becomes the property of "
            "the Lessor.",
            "clean",
        ),
        (
            "Subsequent IP developed by the Lessee while using the Equipment becomes the "
            "property of the Lessor.",
            "clean",
        ),
        (
            "New Harbour Freight keeps the Equipment at the Site for the Lessee.",
            "uncertain",
        ),
        (
            "The Lessee keeps the Equipment at the Site, and IP of the New Harbour Freight "
            "Group developed while using it becomes the property of the Lessor.",
            "uncertain",
        ),
    ],
    ids=["adjective", "another-adjective", "unknown-rest", "inside-sentence"],
)
def test_an_opening_adjective_is_no_word_of_the_name(
    verifier: Verifier, answer: str, label: str
) -> None:
    report = verifier.verify(answer, LEASE)
    assert report.label.value == label, [f.content for f in report.findings]
