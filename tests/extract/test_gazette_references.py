"""A reference to another Act as the Indian gazette prints it, read from a PDF's text.

The gazette prints the number of an Act a section refers to in the margin beside the
reference; a text taken from the PDF puts that note ("45 of 1860.") at the start of the line,
inside the reference, and may run two words of the Act's name together ("Indian PenalCode").
The reference still cites that section of that Act. Texts written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.citations import find_citations
from lexaudit.types import FindingSubtype
from lexaudit.verifier import Verifier

_SOURCE = (
    "(3) A certificate issued by the Controller under section 43A of\n"
    "21 of 2000. the Information Technology Act, 2000, shall be admitted in evidence without\n"
    "further proof of the signature of the person signing it."
)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (_SOURCE, "IN/ITA2000/s43A"),
        ("punishable under section 409 of\n45 of 1860. the Indian PenalCode", "IN/IPC/s409"),
        ("punishable under section 409 of the Indian PenalCode", "IN/IPC/s409"),
        ("punishable under section 409 of the Indian Penal Code", "IN/IPC/s409"),
    ],
)
def test_the_reference_cites_the_section(text: str, key: str) -> None:
    assert [c.canonical for c in find_citations(text, code_text=True)] == [key]


def test_a_number_inside_a_line_is_no_margin_note() -> None:
    # only a note at a line's start is the margin's; "of 45 of 1860." in a line is text
    found = find_citations("under section 409 of 45 of 1860. the Indian Penal Code", code_text=True)
    assert "IN/IPC/s409" not in [c.canonical for c in found]


def test_an_answer_citing_the_referred_section_is_no_unknown_authority(
    verifier: Verifier,
) -> None:
    report = verifier.verify(
        "A certificate the Controller issues under Section 43A of the Information Technology "
        "Act, 2000 is admitted in evidence without further proof of the signature.",
        [_SOURCE],
    )
    kinds = {f.subtype for f in report.findings}
    assert FindingSubtype.UNKNOWN_AUTHORITY not in kinds, report.findings
