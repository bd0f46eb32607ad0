"""A Markdown escape's backslash is not part of what the answer says.

Assistants escape a literal star or dollar sign in Markdown ("\\*", "\\$"). The texts are
written for these tests, judged by the real verifier.
"""

from __future__ import annotations

from lexaudit.extract.shapes import blank_markdown_escapes
from lexaudit.verifier import Verifier

_SOURCE = (
    "Whoever dishonestly receives stolen property, having reason to believe it to be stolen, "
    "shall be punished with imprisonment for a term which may extend to three years, or with "
    "fine, or with both."
)


def test_the_backslash_is_blanked_and_offsets_kept() -> None:
    text = r"The deposit is \$5,000.\* Footnote \[1\]"
    blanked = blank_markdown_escapes(text)
    assert len(blanked) == len(text)
    assert blanked == "The deposit is  $5,000. * Footnote  [1 ]"
    assert blank_markdown_escapes(r"C:\Users stays") == r"C:\Users stays"


def test_an_escaped_footnote_star_opens_no_name(verifier: Verifier) -> None:
    # the escaped star made "\*Having" one token, read as the subject of "received"
    answer = (
        "Receiving stolen goods\\* carries up to 3 years, a fine or both.\n\n"
        "\\*Having received property dishonestly, with reason to believe it stolen."
    )
    report = verifier.verify(answer, [_SOURCE])
    assert report.label.value == "clean", report.findings
