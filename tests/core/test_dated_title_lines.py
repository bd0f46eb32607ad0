"""A "Dated as of ..." line under a title dates the document the title names.

``extract/slot_labels.line_label``: the date on a cover line that opens with a participle and its
preposition takes the words of the title line above it, so an answer's "the amendment is dated
..." is compared with that date, not with the date of the agreement the amendment refers to.
The texts are written for these tests.
"""

from __future__ import annotations

_AMENDMENT = (
    "AMENDMENT NO. 3\n\n\nDated as of September 8, 2011\n\n\n"
    "Reference is made to the Supply Agreement dated as of April 2, 2009, between Harrow Foods "
    'Ltd ("Supplier") and Tessel Markets Inc. ("Buyer"). The parties agree that the '
    "monthly minimum order rises to 400 cases."
)


def _contradictions(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "value_mismatch"]


def test_the_amendment_is_dated_by_its_cover_line(verifier) -> None:
    answer = "The amendment is dated as of September 8, 2011, and it lifts the monthly minimum."
    assert _contradictions(verifier.verify(answer, [_AMENDMENT])) == []


def test_the_agreement_date_given_for_the_amendment_is_a_contradiction(verifier) -> None:
    answer = "The amendment is dated as of April 2, 2009, and it lifts the monthly minimum."
    assert any("April 2, 2009" in c for c in _contradictions(verifier.verify(answer, [_AMENDMENT])))


def test_the_agreement_keeps_its_own_date(verifier) -> None:
    answer = "It amends the Supply Agreement dated April 2, 2009 between Harrow and Tessel."
    assert _contradictions(verifier.verify(answer, [_AMENDMENT])) == []


def test_an_amendment_title_dates_the_amendment_not_what_it_amends(verifier) -> None:
    source = (
        "SECOND AMENDMENT TO MASTER SUPPLY AGREEMENT\nDated as of May 9, 2022\n\nThis Second "
        "Amendment is entered into by Harrow Foods Inc. and Tessel Markets LLC and amends the "
        "Master Supply Agreement dated as of June 1, 2018."
    )
    answer = "The Master Supply Agreement is dated as of June 1, 2018."
    assert _contradictions(verifier.verify(answer, [source])) == []
