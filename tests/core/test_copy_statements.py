"""A claim that part of the source was taken out of the copy ("the fee is redacted").

Where the source sentence it aligns with, or another passage the claim reaches, prints a
redaction mark ("[***]", "[* * *]"), such a statement speaks of the copy and is not unsupported
for want of the source's words; where the sentences print the text in full, it stays
unsupported. A clause that only mentions a redacted figure in passing ("within a period that's
blacked out, either party may sue") says nothing of the copy by itself. The texts are written
for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.absence import speaks_of_copy
from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier


@pytest.mark.parametrize(
    ("text", "of_copy"),
    [
        ("Most of the pricing mechanics in this filing are redacted.", True),
        ("Much of the schedule is blacked out, so the dates can't be read.", True),
        ("If talks fail within a period that's blacked out, either side may go to court.", False),
        ("The Reseller keeps a redacted copy of each invoice.", False),
    ],
)
def test_a_clause_whose_main_predicate_is_redaction(text: str, of_copy: bool) -> None:
    analysis = Extractor().analyse(text, with_claims=True)
    assert any(c.of_copy for c in analysis.claims) is of_copy


def test_speaks_of_copy_reads_no_tokens_as_nothing() -> None:
    assert speaks_of_copy([]) is False


_MARKED = (
    "7.2 Fees. The Reseller shall pay the Vendor a fee of [* * *] per unit, invoiced monthly "
    "and payable within [* * *] days of the invoice date."
)
_PRINTED = (
    "7.2 Fees. The Reseller shall pay the Vendor a fee of four dollars per unit, invoiced "
    "monthly and payable within thirty days of the invoice date."
)
_ANSWER = (
    "Most of the pricing mechanics and payment deadlines in this filing are redacted, so the "
    "actual numbers can't be read."
)


@pytest.mark.parametrize(("source", "clean"), [(_MARKED, True), (_PRINTED, False)])
def test_a_statement_about_the_copy(source: str, clean: bool) -> None:
    report = Verifier().verify(_ANSWER, [source])
    assert (report.label.value == "clean") is clean, [c.reason for c in report.claims]


# the claim's words find the first sentence best; the marks are in the next one, which the
# claim also reaches
_NOTICE_MARKED = (
    "12.1 Either party may end this Agreement by giving notice to the other party at its "
    "notice address. 12.2 The notice period shall be [***] days and the termination fee shall "
    "be [***]."
)
_NOTICE_PRINTED = (
    "12.1 Either party may end this Agreement by giving notice to the other party at its "
    "notice address. 12.2 The notice period shall be thirty days and the termination fee shall "
    "be $5,000."
)


@pytest.mark.parametrize(("source", "clean"), [(_NOTICE_MARKED, True), (_NOTICE_PRINTED, False)])
def test_a_statement_about_the_copy_reaches_a_marked_neighbour(source: str, clean: bool) -> None:
    answer = "Whatever notice figures apply are blacked out here, so they can't be given."
    report = Verifier().verify(answer, [source])
    assert (report.label.value == "clean") is clean, [c.reason for c in report.claims]
