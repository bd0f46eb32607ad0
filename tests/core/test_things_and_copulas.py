"""Denials of what a thing does, copulas of a current state, statute headings, dated pieces.

- Two edges whose subjects are things, not parties ("the cover", "the policies"), with one
  named object, state one act: a claim that gives the act where the source denies it is a
  polarity flip, whatever words name the thing.
- "remain" and "stay" are copulas of a current state, as "be" is: "the funds remain
  available" states what "the funds shall be available" does.
- A statute heading ending with a stop and a dash ("Fees.—") states nothing: the words a
  claim copies are looked for in the text after it, and "No" opens that text's subject.
- The comma of a date before its year ("March 1, 2010") parts no clauses of a claim.
- After an existential "there are", "no" opens the subject: "There are no suits, claims or
  demands pending" denies each of them, as "No suits, claims or demands are pending" does.
- Words copied from a bracketed aside read with the clause the aside hangs on: "no terms
  apply (including any implied terms ...)" denies the implied terms too.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.stretch import statement_start
from lexaudit.verifier import Verifier

COVER = (
    "The cover provided by the policies respecting liability shall not exclude claims, suits "
    "or demands brought in Canada or anywhere else outside the province in which the Store is "
    "located and shall not be limited in any way by reason of any insurance which may be "
    "maintained by the Landlord."
)
WITHHELD = (
    "(B) Levies withheld after March 1, 2010.—\n"
    "No levies withheld under this section from payment to any county after March 1, 2010, "
    "shall be available for payment to the county."
)
KEPT = "The deposit shall be available to the Tenant at the end of the lease."


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _label(verifier: Verifier, source: str, answer: str) -> str:
    return verifier.verify(answer, [source]).label.value


def _flips(verifier: Verifier, source: str, answer: str) -> list[str]:
    report = verifier.verify(answer, [source])
    return [f.subtype.value for f in report.findings if f.subtype.value == "polarity_flip"]


@pytest.mark.parametrize(
    "answer",
    [
        "Coverage may exclude claims brought in Canada or elsewhere outside the store's province.",
        "The policies may exclude claims brought in Canada or elsewhere outside the province.",
    ],
)
def test_a_thing_said_to_do_what_the_source_denies_of_it_is_a_flip(
    verifier: Verifier, answer: str
) -> None:
    assert _flips(verifier, COVER, answer)
    assert _label(verifier, COVER, answer) == "hallucinated"


@pytest.mark.parametrize(
    "answer",
    [
        "The policies can't exclude claims brought in Canada or elsewhere outside the province.",
        "Coverage must not exclude claims brought in Canada or anywhere else outside the province.",
    ],
)
def test_a_thing_denied_the_act_the_source_denies_is_no_flip(
    verifier: Verifier, answer: str
) -> None:
    assert not _flips(verifier, COVER, answer)


def test_remain_available_meets_a_denial_of_being_available(verifier: Verifier) -> None:
    answer = "Levies withheld after March 1, 2010 likewise remain available for payment."
    assert _flips(verifier, WITHHELD, answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Levies withheld after March 1, 2010 are not available for payment to the county.",
        "Levies withheld after March 1, 2010, are not available for payment to the county.",
        "Levies withheld after March 1, 2010 do not remain available for payment to the county.",
    ],
)
def test_a_denial_under_a_heading_and_with_a_date_agrees(verifier: Verifier, answer: str) -> None:
    # the heading repeats the words of the text without its "No"; the date's comma parts
    # no clause from the subject that its "No" denies
    assert not _flips(verifier, WITHHELD, answer)


def test_remain_states_what_be_states(verifier: Verifier) -> None:
    answer = "The deposit remains available to the Tenant at the end of the lease."
    assert _label(verifier, KEPT, answer) == "clean"
    denied = "The deposit does not remain available to the Tenant at the end of the lease."
    assert _flips(verifier, KEPT, denied)


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        ("14. Fees.—The Registrar may charge a fee.", "The Registrar may charge a fee."),
        ("(2) Bar to suits.—\nNo suit lies after ninety days.", "No suit lies after ninety days."),
        ("(c) Votes.—(3) Members may vote.", "(3) Members may vote."),
        ("§ 9. Award of costs.—The court may award costs.", "The court may award costs."),
        # a dash after a company's stop, before lower-case words, is an aside
        ("Acme Inc.—the seller—shall pay.", "Acme Inc.—the seller—shall pay."),
        # a dash after an abbreviation in running text, with no provision label, is no heading
        ("Dunmore Bros.—Leeds shall pay.", "Dunmore Bros.—Leeds shall pay."),
        ("The Registrar may charge a fee.", "The Registrar may charge a fee."),
    ],
)
def test_a_statute_heading_is_no_part_of_the_statement(text: str, statement: str) -> None:
    assert text[statement_start(text) :].strip() == statement


SUITS = "There are no suits, liens, or demands pending against, or threatened by, the Grower."


def test_an_existential_denial_meets_a_negative_subject(verifier: Verifier) -> None:
    agreeing = "No suits, liens or demands are pending against or threatened by the Grower."
    assert not _flips(verifier, SUITS, agreeing)
    assert _label(verifier, SUITS, agreeing) == "clean"
    assert _flips(verifier, SUITS, "Suits, liens or demands are pending against the Grower.")


TERMS = (
    "Subject to Clause 7.2, no implied conditions, warranties or other terms apply "
    "(including any implied terms as to satisfactory quality or fitness for purpose)."
)


def test_words_of_an_aside_read_with_the_denial_of_their_clause(verifier: Verifier) -> None:
    answer = "No implied terms (satisfactory quality, fitness for purpose) apply."
    assert not _flips(verifier, TERMS, answer)
    assert _label(verifier, TERMS, answer) == "clean"
