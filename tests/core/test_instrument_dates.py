"""A date that names an instrument is part of its name, not the time of the sentence's act.

"the Supply Agreement dated March 3, 2014" names one agreement; the sentence that ends it on
July 1, 2016 gives that date to the act. A claim that names the agreement by its date is
right about the date; a claim that gives it a date another instrument has is still wrong.
Texts written for these tests; the real verifier judges them.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_TERMINATION = (
    "On July 1, 2016, the Supply Agreement dated March 3, 2014 between Harlow Mills and the "
    "Company terminated, together with all rights and obligations of the parties under it."
)
_ORDER = (
    "Delegation of Functions. Ex. Ord. No. 10101, May 2, 1950, 15 F.R. 2613, provided that "
    "the functions vested in the President by the Act of August 25, 1938 are delegated by "
    "executive order to the Secretary of Commerce."
)
_TWO_INSTRUMENTS = (
    "The Lease dated March 3, 2014 was assigned to Harlow Mills on July 1, 2016. The Supply "
    "Agreement dated May 9, 2015 terminated on July 1, 2016, together with all rights and "
    "obligations of the parties under it."
)
_ENDED = (
    "The Supply Agreement of March 3, 2014 terminated, with all the parties' rights and "
    "obligations under it."
)


def _date_conflicts(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts if c.field == "date"]


def test_the_agreement_named_by_its_date(verifier: Verifier) -> None:
    # the termination's date fills the claim's slot ("terminated") better than the name's
    report = verifier.verify(_ENDED, [_TERMINATION])
    assert not _date_conflicts(report), report.claims
    assert all(cv.verdict.value == "supported" for cv in report.claims), report.claims


def test_the_order_named_by_its_number_and_date(verifier: Verifier) -> None:
    report = verifier.verify(
        "Executive Order No. 10101 of May 2, 1950 delegated the President's functions to the "
        "Secretary of Commerce.",
        [_ORDER],
    )
    assert not _date_conflicts(report), report.claims


def test_the_date_of_another_instrument_names_nothing(verifier: Verifier) -> None:
    # March 3, 2014 is the lease's date; the supply agreement is dated May 9, 2015
    report = verifier.verify(_ENDED, [_TWO_INSTRUMENTS])
    conflicts = _date_conflicts(report)
    assert conflicts and conflicts[0].evidence_value == "May 9, 2015", report.claims


def test_another_date_for_the_agreement_is_no_name(verifier: Verifier) -> None:
    report = verifier.verify(_ENDED.replace("2014", "2015"), [_TERMINATION])
    assert all(cv.verdict.value != "supported" for cv in report.claims), report.claims


def test_a_date_after_a_comma_may_be_the_value_of_the_noun_before(verifier: Verifier) -> None:
    # "the Effective Date of the Supply Agreement, March 3, 2014" gives the Effective Date,
    # which the source puts on April 1, 2014: the agreement's own date names nothing here
    report = verifier.verify(
        "The Effective Date of the Supply Agreement, March 3, 2014, is when the supply "
        "obligations took effect.",
        [
            "The Supply Agreement dated March 3, 2014 between Harlow Mills and the Company "
            "took effect on April 1, 2014 (the Effective Date)."
        ],
    )
    conflicts = _date_conflicts(report)
    assert conflicts and conflicts[0].evidence_value == "April 1, 2014", report.claims



# a history note heads each amendment with its year, the part amended and the law
_NOTES = (
    "Amendments\n1998— Pub. L. 105–61 struck out the cap on renewal permits. 1991—Subsec. "
    "(b). Pub. L. 102–17 substituted “90 days” for “60 days”. 1987— Pub. L. 100–44 added "
    "subsec. (c)."
)
_CLAIM = "In {year} (Pub. L. 102-17) the notice period in subsection (b) grew to 90 days."


def test_the_year_named_by_the_law_after_it(verifier: Verifier) -> None:
    # the other notes' years fill the claim's slot as well as the 1991 one; the law in
    # brackets after the year is the 1991 note's law
    report = verifier.verify(_CLAIM.format(year=1991), [_NOTES])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims
    assert report.label.value == "clean", report.claims


def test_a_year_no_note_gives_that_law_is_still_caught(verifier: Verifier) -> None:
    report = verifier.verify(_CLAIM.format(year=1993), [_NOTES])
    assert report.label.value == "hallucinated", report.claims


def test_the_law_of_another_note_names_nothing(verifier: Verifier) -> None:
    # 1987 is the year of Pub. L. 100-44, not of Pub. L. 102-17
    report = verifier.verify(_CLAIM.format(year=1987), [_NOTES])
    assert report.label.value == "hallucinated", report.claims
