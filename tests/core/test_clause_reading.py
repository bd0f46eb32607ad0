"""Clauses the parse used to miss or misread, and what the judge then says of a claim.

- A copula heads a clause of its own under "accepts that", "held that" and in a second
  coordinated clause, not only as the sentence's root: "each party accepts that a valuation
  will not be binding" denies that the valuation binds, and "the fee is fixed and the deposit is not
  refundable" denies that the deposit is refundable.
- A head noun's number is no difference between two noun phrases: "the Parties" (which the
  parser leaves unlemmatised, as a name) and "the parties" are one subject, so "must" against
  "may" is still a change of modality.
- A negative prefix cut from its word at a line end is joined again in capitals too
  ("NON- DEFAULTING").
- A list of places is a set: "Nevada, Ohio, Iowa and Kansas" is stated by a sentence that
  names them in one list in another order (before, one of them was compared with its
  neighbour's slot); a place from another list of the sentence is not.
- A claim that copies most of one sentence states that sentence: "must obtain" against its
  "may obtain" is a change of modality, though the next paragraph says "shall obtain and
  publish";
  a mirror sentence, or one that gives the words the claim merges in, still states it.
- A quotation followed at once by its case citation is that case's: "under Acme" names where
  the words come from, not someone in the place of the quotation's own names; "Acme" used
  without a citing word is still a name in the sentence's place. A short citation of a case
  cited before ("Acme, 400 U. S., at 9") cites it too.
- A place's name may have its words apart by more than one space ("British  Columbia"), as
  extracted text often has them.
- A clause a party argued ("the defendant argued that the clause was not a penalty") is no
  statement of the text.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_AWARD = (
    "Each party accepts that a valuation given by the surveyor will not be binding on either"
    " party. Either party may then apply to the tribunal."
)
_DEPOSIT = "The monthly fee is fixed for the term and the deposit is not refundable."
_ROOF = "The Parties may repair the roof of the warehouse at their shared cost."
_PLACES = (
    "(3) the term \u201cRegion\u201d includes Idaho, Nevada, Maine, Iowa, Kansas, and Ohio, and any"
    " other State the Board designates."
)
_REGISTRAR = (
    "(4) The Keeper may obtain, by gift or otherwise, from parishes, boroughs, or other local"
    " bodies, such maps of boundaries as may be needed. (5) So far as practicable, the Keeper"
    " shall obtain and publish the register of boundaries each year."
)
_QUOTED = (
    "The Board adopted the MERL rules in 2004. The point is plain because, in the setting of"
    " MERL, \u201ca lost profit counts only where it flows from the breach itself and from nothing"
    " later.\u201d Acme Corp. v. Birch Co., 400 U. S. 1, 9 (1990). Read this way, the claim fails."
)
# the same quotation cited in the short form of a case cited before ("Acme, 400 U. S., at 9")
_SHORT_CITED = (
    "Acme Corp. v. Birch Co., 400 U. S. 1 (1990), settled the measure of damages. The Board"
    " adopted the MERL rules in 2004. The point is plain because, in the setting of MERL, \u201ca"
    " lost profit counts only where it flows from the breach itself and from nothing later.\u201d"
    " Acme, 400 U. S., at 9. Read this way, the claim fails."
)
_ARGUED = (
    "The respondent argued that the forfeiture clause was not a penalty. The court disagreed and"
    " struck the clause down."
)
_TWO_LISTS = (
    "The Licensee may make the Goods in Georgia and Alabama and may sell them in Florida,"
    " Tennessee and Mississippi."
)
_MANAGER = (
    "The Contractor may appoint a dedicated site manager for the Works from its Leeds office. On"
    " request, the Contractor shall appoint a site manager."
)
_FOUND = (
    "The court found that the tenant, Morgan, breached the lease by leaving the premises early."
    " Palmer v. Morgan, 12 F. 3d 45, 47 (1999). The court then set the damages."
)
_RESIDENTS = (
    "1. The Company intends to offer to employees resident in British  Columbia and Alberta the"
    " shares in the plan."
)
_RELIEF = (
    "EACH OF THE PARTIES ACCEPTS THAT A NON- DEFAULTING PARTY MAY APPLY FOR AN INJUNCTION, AND"
    " NEED NOT SHOW ANY LOSS."
)


@pytest.mark.parametrize(
    ("answer", "source", "clean"),
    [
        ("The surveyor's valuation doesn't bind either party.", _AWARD, True),
        ("The surveyor's valuation is binding on both parties.", _AWARD, False),
        ("The deposit can't be refunded, and the fee is fixed.", _DEPOSIT, True),
        ("The deposit is refundable.", _DEPOSIT, False),
        ("The parties may repair the warehouse roof, sharing the cost.", _ROOF, True),
        ("The parties must repair the warehouse roof, sharing the cost.", _ROOF, False),
        (
            "A non-defaulting party can apply for an injunction without showing any loss.",
            _RELIEF,
            True,
        ),
        (
            "A defaulting party can apply for an injunction without showing any loss.",
            _RELIEF,
            False,
        ),
        ("The Region also takes in Nevada, Ohio, Iowa and Kansas.", _PLACES, True),
        ("The Region also takes in Nevada, Ohio, Iowa and Utah.", _PLACES, False),
        (
            "The licensee may sell the goods in Florida, Tennessee and Mississippi.",
            _TWO_LISTS,
            True,
        ),
        ("The licensee may sell the goods in Georgia, Florida and Tennessee.", _TWO_LISTS, False),
        (
            "On request, the contractor must appoint a dedicated site manager for the works from"
            " its Leeds office.",
            _MANAGER,
            True,
        ),
        (
            "The keeper must obtain boundary maps from parishes and boroughs, by gift or"
            " otherwise.",
            _REGISTRAR,
            False,
        ),
        (
            "The keeper may obtain boundary maps from parishes and boroughs, by gift or otherwise.",
            _REGISTRAR,
            True,
        ),
        (
            "The point is plain, and under Acme a lost profit counts only where it flows from the"
            " breach itself and from nothing later.",
            _QUOTED,
            True,
        ),
        (
            "The point is plain, and under Acme a lost profit counts only where it flows from the"
            " breach itself and from nothing later.",
            _SHORT_CITED,
            True,
        ),
        (
            "The point is plain, and Acme's lost profit counts only where it flows from the"
            " breach itself and from nothing later.",
            _SHORT_CITED,
            False,
        ),
        (
            "The court found that Palmer breached the lease by leaving the premises early.",
            _FOUND,
            False,
        ),
        (
            "The court found that Morgan breached the lease by leaving the premises early.",
            _FOUND,
            True,
        ),
        ("The court held that the forfeiture clause was a penalty.", _ARGUED, True),
        (
            "The company offers the shares to employees resident in British Columbia and Alberta.",
            _RESIDENTS,
            True,
        ),
        (
            "The company offers the shares to employees resident in Ontario and Alberta.",
            _RESIDENTS,
            False,
        ),
    ],
)
def test_claims_against_clauses_read_whole(answer: str, source: str, clean: bool) -> None:
    report = Verifier().verify(answer, [source])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
