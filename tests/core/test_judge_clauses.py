"""The structural judge on roles it cannot resolve and on the clauses of one claim.

Texts written for these tests; the real verifier (spaCy pipeline included) judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.types import Verdict
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _conflicts(report):  # type: ignore[no-untyped-def]
    return [c for cv in report.claims for c in cv.conflicts]


def test_a_second_clause_negator_does_not_hide_a_dropped_negation(verifier: Verifier) -> None:
    source = (
        "Halden agrees that Kestrel shall not be obligated to repair any defects noted by the "
        "Harbour Authority during an inspection. Halden shall not hold Kestrel responsible "
        "for any such defects."
    )
    flipped = (
        "Kestrel is obligated to repair any defects the Harbour Authority notes, although "
        "Halden can't hold Kestrel responsible for them."
    )
    faithful = (
        "Kestrel isn't obligated to repair any defects the Harbour Authority notes, and "
        "Halden can't hold Kestrel responsible for them."
    )
    bad = verifier.verify(flipped, [source])
    assert any(c.field == "polarity" for c in _conflicts(bad)), bad.claims
    good = verifier.verify(faithful, [source])
    assert not any(c.field == "polarity" for c in _conflicts(good))


def test_a_role_the_excerpt_never_resolves_may_be_the_named_party(verifier: Verifier) -> None:
    opening = (
        'This Agreement is made between Kestrel Logistics, LLC ("Kestrel"), a Virginia '
        'company ("Distributor") and the party named in Schedule 1 ("Supplier").'
    )
    clause = (
        "Supplier shall pay each commission within thirty (30) days after Supplier collects "
        "the amounts from the customer."
    )
    answer = "Halden pays each commission within 30 days after Halden collects the amounts."
    report = verifier.verify(answer, [opening, clause])
    assert not [c for c in _conflicts(report) if c.field in ("party", "role")]
    assert all(cv.verdict is not Verdict.CONTRADICTED for cv in report.claims)
    # the role after "and" is not the name of the party defined before it
    aliases = alias_map(find_parties(opening)[0])
    assert aliases.get("distributor") == "kestrel logistics"
    assert "supplier" not in aliases


def test_a_defined_party_is_not_the_other_role(verifier: Verifier) -> None:
    opening = (
        'This Agreement is made between Brightwell Freight Inc. (the "Shipper") and Corvane '
        'Lines LLC (the "Carrier").'
    )
    clause = "The Carrier shall obtain and maintain cargo insurance for each voyage."
    answer = "Brightwell must obtain and maintain cargo insurance for each voyage."
    report = verifier.verify(answer, [opening, clause])
    assert report.claims[0].verdict is Verdict.CONTRADICTED
    assert any(c.field == "party" for c in _conflicts(report))


def test_an_age_is_no_rival_for_a_period(verifier: Verifier) -> None:
    source = (
        "Provided that in the case of a girl under sixteen years of age, the detention shall "
        "be authorised to be in the custody of a remand home. Where no Judicial Magistrate is "
        "available, the Executive Magistrate may, for reasons to be recorded in writing, order "
        "that the person be kept for such term, not exceeding nine days in the aggregate, as "
        "he thinks fit."
    )
    answer = (
        "That Executive Magistrate may, recording reasons in writing, authorise detention for "
        "no more than nine days in total."
    )
    report = verifier.verify(answer, [source])
    assert not [c for c in _conflicts(report) if c.field == "duration"], report.claims
    wrong = verifier.verify(answer.replace("nine days", "sixteen days"), [source])
    assert wrong.label.value != "clean"


def test_the_value_of_the_sentence_a_claim_copies_beats_a_loose_rival(verifier: Verifier) -> None:
    source = (
        "This Agreement shall remain in force until one (1) year subsequent to the Order Date, "
        "provided however, that Fanbase may terminate this Agreement for any reason upon ten "
        "(10) days' notice to the Seller at any time prior to the expiration of forty (40) days "
        "subsequent to the Order Date. Furthermore, for a ten (10) day period, beginning ten "
        "(10) days prior to the first anniversary of this Agreement, Fanbase shall have the "
        "right to renew the Agreement for another year. The Seller shall deliver the banner "
        "artwork to Fanbase. Fanbase shall place the banner on its home page. The Seller shall "
        "pay all costs of its own staff. Invoices shall be sent by email."
    )
    answer = (
        "Fanbase.net can bail out for any reason on 10 days' notice, but only within the "
        "first 40 days."
    )
    report = verifier.verify(answer, [source])
    assert all(cv.verdict is not Verdict.CONTRADICTED for cv in report.claims), report.claims
    wrong = verifier.verify(answer.replace("40 days", "25 days"), [source])
    assert wrong.label.value != "clean"


def test_a_bare_sub_section_of_a_section_the_answer_cites_is_grounded(verifier: Verifier) -> None:
    source = (
        "(1) Whoever, intending to take dishonestly any movable property out of the possession "
        "of any person without that person's consent, moves that property in order to such "
        "taking, is said to commit theft. (2) Whoever commits theft shall be punished with "
        "imprisonment of either description for a term which may extend to three years, or "
        "with fine, or with both."
    )
    answer = (
        "Under Section 303(2) of the Bharatiya Nyaya Sanhita, theft is punishable with "
        "imprisonment of up to three years, or a fine, or both. Section 303(1) defines theft "
        "as moving movable property out of another's possession without consent, intending "
        "to take it dishonestly."
    )
    report = verifier.verify(answer, [source], as_of="2025-03-01")
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
    # a section the answer does not cite stays ungrounded
    other = answer.replace("Section 303(1) defines", "Section 304(1) defines")
    again = verifier.verify(other, [source], as_of="2025-03-01")
    assert any(
        "304(1)" in f.content for f in again.findings if f.subtype.value == "ungrounded_entity"
    )


def test_an_initialism_of_a_source_name_is_grounded(verifier: Verifier) -> None:
    source = (
        "Letters may be carried outside the mails when the carrier is paid at least six times "
        "the rate the United States Postal Service charges for a first-class letter."
    )
    answer = (
        "A private carrier can take a letter if it is paid at least six times the first-class "
        "rate USPS charges."
    )
    report = verifier.verify(answer, [source])
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
    other = verifier.verify(answer.replace("USPS", "FedEx"), [source])
    assert [f for f in other.findings if f.subtype.value == "ungrounded_entity"]


def test_a_right_but_not_an_obligation_is_no_duty(verifier: Verifier) -> None:
    opening = (
        'This Agreement is made between Harrow Ridge Capital LLC (the "Grantor") and Pell '
        'Senior Fund I (the "Grantee").'
    )
    clause = (
        "The Grantor shall have the sole right, but not the obligation, to enforce and "
        "defend the Harrow marks against infringers at the Grantor's cost."
    )
    wrong = (
        "Harrow Ridge must enforce and defend the Harrow marks against infringers at the "
        "Grantor's cost."
    )
    right = wrong.replace("must", "may")
    report = verifier.verify(wrong, [opening, clause])
    assert any(c.field == "modality" for c in _conflicts(report)), report.claims
    assert not any(
        c.field == "modality" for c in _conflicts(verifier.verify(right, [opening, clause]))
    )
