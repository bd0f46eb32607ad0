"""A name or section reference swapped into the place of another, by the real verifier.

The texts are written for these tests: an answer copies the words around an identifier from
one source sentence but writes another identifier (one the sources use elsewhere) there.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.substitution import identifiers
from lexaudit.verifier import Verifier

_SPEC = (
    "Integrations. The courier confirms each parcel with the Halcyon API before the hand-over "
    "to the recipient, and every receipt is archived in Brightvault storage. The Corvid API "
    "is used only for text messages between the courier and the recipient during a delivery."
)

_STATUTE = (
    "§ 41. Definitions. In this section: (1) Eligible road.— The term “eligible road” means any "
    "road apportioned to a county under section 212(b), other than roads transferred to a city "
    "under section 318(c). (2) Eligible bridge.— The term “eligible bridge” means any bridge "
    "eligible for assistance under section 127."
)

_FEES = (
    "Fees. The Agent may retain its own commission of 3% of the gross proceeds. Where other "
    "brokers take part in the sale, the Seller will be directly responsible for the payment of "
    "their commissions, up to 2% of the gross proceeds. The Agent shall report all sales "
    "monthly, in the discretion of the Board, to the Trustee."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _conflicts(report, field):  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == field
    ]


def test_a_name_from_elsewhere_in_the_place_of_the_sentences_name_is_a_substitution(
    verifier: Verifier,
) -> None:
    faithful = "Before the hand-over, the courier confirms the parcel with the Halcyon API."
    report = verifier.verify(faithful, [_SPEC])
    assert report.label.value == "clean", report.findings
    swapped = "Before the hand-over, the courier confirms the parcel with the Corvid API."
    report = verifier.verify(swapped, [_SPEC])
    assert _conflicts(report, "party") == [("Corvid API", "Halcyon API")]
    assert report.label.value == "hallucinated"


def test_a_section_from_elsewhere_in_the_place_of_the_sentences_section_is_wrong(
    verifier: Verifier,
) -> None:
    faithful = "An eligible bridge is any bridge eligible for assistance under section 127."
    assert verifier.verify(faithful, [_STATUTE]).label.value == "clean"
    swapped = "An eligible bridge is any bridge eligible for assistance under section 318(c)."
    report = verifier.verify(swapped, [_STATUTE])
    assert _conflicts(report, "section") == [("section 318(c)", "section 127")]
    assert report.label.value == "hallucinated"


def test_a_sentence_holding_both_references_decides_nothing(verifier: Verifier) -> None:
    # both references of the definition are in the sentence the claim copies: the answer
    # may name either, and the values path judges which
    answer = (
        "An eligible road is one apportioned to a county under section 212(b), leaving out "
        "roads transferred to a city under section 318(c)."
    )
    report = verifier.verify(answer, [_STATUTE])
    assert not _conflicts(report, "section"), report.findings


def test_a_faithful_role_noun_is_no_name_to_swap(verifier: Verifier) -> None:
    faithful = (
        "If other brokers take part, the Seller is directly responsible for their commissions."
    )
    assert not _conflicts(verifier.verify(faithful, [_FEES]), "party")
    # a name beside a role ("the Agent", "the Seller") is a role the text defines: no name to
    # swap, so this is left to other checks
    assert identifiers("the Agent is directly responsible") == []


def test_a_possessive_is_not_read_as_the_of_phrase_of_its_noun(verifier: Verifier) -> None:
    # "Hartwell's share" and "a share of the Levy" name the holder and the thing held
    source = (
        "Each town receives a share of the Levy in proportion to the gas sold within it during "
        "the year. The towns are Hartwell, Brookmere and Ashby."
    )
    answer = "Hartwell's share is in proportion to the gas sold within it during the year."
    report = verifier.verify(answer, [source])
    assert not _conflicts(report, "party"), report.findings


def test_a_name_opening_the_claim_is_read_when_the_answer_never_writes_it_in_lower_case(
    verifier: Verifier,
) -> None:
    source = (
        "Assignment. Neither party may assign this Agreement without consent, provided that "
        "Kestrel may assign its rights and obligations to any reseller that agrees in writing "
        "to be bound by this Agreement. Orwell shall remain liable for its own obligations."
    )
    answer = (
        "Consent is needed, but Orwell may hand its rights and obligations to any reseller "
        "that agrees in writing to be bound by the agreement."
    )
    report = verifier.verify(answer, [source])
    assert _conflicts(report, "party") == [("Orwell", "Kestrel")]
    faithful = answer.replace("Orwell may", "Kestrel may")
    assert not _conflicts(verifier.verify(faithful, [source]), "party")


def test_a_short_form_or_initials_of_the_sentences_name_are_that_name(verifier: Verifier) -> None:
    source = (
        "Northwind Freight Services (NFS) shall collect the goods at the Harwich depot. "
        "Northwind Freight Services shall deliver the goods to the Lisbon terminal within "
        "ten days of collection."
    )
    for name in ("NFS", "Northwind"):
        answer = (
            f"{name} must deliver the goods to the Lisbon terminal within ten days of collection."
        )
        assert not _conflicts(verifier.verify(answer, [source]), "party"), name


def test_names_that_open_a_line_or_are_dates_are_not_read_as_names() -> None:
    text = "Payment. o Compare the totals on Monday with the Harwich depot's count."
    assert [i.surface for i in identifiers(text)] == ["Harwich"]
    # a footnote's label before a colon names no one
    text = "the terms set out in the notes 1 Source: Harwich depot records, 2011"
    assert [i.surface for i in identifiers(text)] == []
    assert [i.surface for i in identifiers("the claim. See Rule 12 and Article 5")] == [
        "Rule 12",
        "Article 5",
    ]


def test_two_parts_of_one_full_name_are_one_party(verifier: Verifier) -> None:
    source = (
        "This agreement is made with Dr. Helena Marsh. Under it, Dr. Marsh's services will be "
        "performed from the Effective Date until the end of the Services Term."
    )
    answer = (
        "Helena's services will be performed from the Effective Date until the end of the term."
    )
    report = verifier.verify(answer, [source])
    assert not _conflicts(report, "party"), report.findings


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "Under clause 7.2, the Tenant may end the lease by giving three months' written "
            "notice to the Landlord.",
            "Under Section 7.2, the tenant may end the lease by giving three months' written "
            "notice.",
        ),
        (
            "Section 12. Disclosure.\n(a) No officer may disclose the return. (b) A person who "
            "breaches subsection (a) shall be fined not more than $5,000.",
            "A person who breaches section 12(a) shall be fined not more than $5,000.",
        ),
        (
            "Eastport Harbour Authority (the Port) runs the harbour. Each year, Eastport Harbour "
            "Authority must dredge the approach channel to a depth of twelve metres.",
            "Each year, the Port must dredge the approach channel to a depth of twelve metres.",
        ),
    ],
)
def test_one_provision_or_party_written_another_way_is_no_substitution(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert not _conflicts(report, "section") + _conflicts(report, "party"), report.findings


_OFFICES = (
    "(c) The chief pilot of the Harbour Survey is paid at the grade fixed for him by the "
    "Secretary of Commerce under section 12(b). (d) A note to this section records that the "
    "former rule, under which the Secretary of the Treasury fixed that grade, was repealed."
)


@pytest.mark.parametrize(
    ("office", "swapped"),
    [("the Secretary of Commerce", False), ("the Secretary of the Treasury", True)],
)
def test_an_office_named_with_of_the_is_one_name(
    verifier: Verifier, office: str, swapped: bool
) -> None:
    # "Secretary of the Treasury" is one name, not "Secretary" and "Treasury": put where the
    # copied sentence names another office, it replaces that office
    answer = f"The chief pilot is paid at the grade {office} fixes for him under section 12(b)."
    report = verifier.verify(answer, [_OFFICES])
    conflicts = _conflicts(report, "party")
    if swapped:
        assert conflicts == [("Secretary of the Treasury", "Secretary of Commerce")]
        assert report.label.value == "hallucinated"
    else:
        assert conflicts == [], report.findings


def test_a_name_with_of_the_reads_as_one_identifier() -> None:
    found = [i.surface for i in identifiers("fixed by the Secretary of the Navy under it")]
    assert found == ["Secretary of the Navy"]


def test_a_name_is_read_whole_and_a_sum_holds_no_name() -> None:
    # a name opened by a short lower-case prefix is one name, not its capitalised tail
    assert [i.surface for i in identifiers("use of the eLedger Platform in breach")] == [
        "eLedger Platform"
    ]
    # the scale glued to a figure and a currency code after it belong to the sum
    assert identifiers("while its net assets exceed $40M and it keeps reserves") == []
    assert identifiers("net assets of more than 40 million USD and reserves") == []


_SERVICES = (
    'This Services Agreement is made between Quillon Systems Inc. ("Quillon") and Marrow '
    'Foods Ltd. ("Client"). Quillon will not cover any claim '
    "based on use with other hardware, or any modification to the Hub or qPortal Suite pursuant "
    "to Client's drawings."
)


def test_a_name_where_the_sentence_has_that_partys_role_is_no_substitution(
    verifier: Verifier,
) -> None:
    # "Client" stands where the claim has Marrow: the role the sources give Marrow
    faithful = (
        "Quillon won't cover claims based on use with other hardware, or modifications made "
        "to Marrow's drawings."
    )
    report = verifier.verify(faithful, [_SERVICES])
    assert _conflicts(report, "party") == [], report.findings
    assert report.label.value != "hallucinated"


def test_a_name_where_the_sentence_has_a_role_bound_to_no_one_is_no_substitution(
    verifier: Verifier,
) -> None:
    # the excerpt never says who the Client is: it may be Marrow
    excerpt = (
        "Dunmore Ltd audits the accounts. Marrow Foods Ltd. orders the parts. Quillon will not "
        "cover any claim based on use with other hardware, or any modification to the Hub or "
        "qPortal Suite pursuant to Client's drawings."
    )
    faithful = (
        "Quillon won't cover claims based on use with other hardware, or modifications made "
        "to Marrow's drawings."
    )
    assert _conflicts(verifier.verify(faithful, [excerpt]), "party") == []


_SUPPLY = (
    "2. Orders. In their place, the Parties agree to the following (and Section 4.1 of the "
    "Agreement is hereby amended as needed): the Buyer agrees to order 400 Units from the "
    "Seller, which Units will be delivered over a period from March 2025 to March 2026. Prices "
    "for those Units shall be as set out in Section 6.3 of the Agreement (as amended by "
    "Amendment No. 2)."
)


def test_a_reference_the_sources_write_in_the_claims_own_frame_is_not_replaced(
    verifier: Verifier,
) -> None:
    # the claim merges the two sentences: the order copies the first, which names Section
    # 4.1, but the sources write the claim's Section 6.3 among the claim's own words after it
    merged = (
        "The amendment substitutes a commitment for the Buyer to order 400 Units from the "
        "Seller, delivered between March 2025 and March 2026, priced under Section 6.3 of the "
        "Agreement as amended by Amendment No. 2."
    )
    assert _conflicts(verifier.verify(merged, [_SUPPLY]), "section") == []
    # a reference put in the place of the one the copied sentence frames the same way
    swapped = (
        "Prices for those Units are as set out in Section 4.1 of the Agreement, as amended by "
        "Amendment No. 2."
    )
    assert _conflicts(verifier.verify(swapped, [_SUPPLY]), "section") == [
        ("Section 4.1", "Section 6.3")
    ]


def test_a_reference_framed_as_well_in_both_places_is_still_the_copied_sentences(
    verifier: Verifier,
) -> None:
    # the words that tell the two sentences apart lie beyond the reference's neighbours: a
    # tie says nothing of which place the claim took its reference from
    source = (
        "Fees are payable under Section 5.1 within thirty days of invoice. Disputed fees are "
        "payable under Section 7.4 within thirty days after the dispute is resolved."
    )
    claim = "Fees are payable under Section 7.4 within thirty days of invoice."
    assert _conflicts(verifier.verify(claim, [source]), "section") == [
        ("Section 7.4", "Section 5.1")
    ]


# a source taken from print, with two words run together as text extraction leaves them
_RUN_TOGETHER = (
    "Remedies. A failure by the Operator to restore the service within ten days shall be a "
    "Notice ofTermination event under the lease. A Notice of Breach is served for any other "
    "failure of the Operator."
)


def test_a_name_the_source_prints_with_its_words_run_together_is_the_same_name(
    verifier: Verifier,
) -> None:
    faithful = (
        "A failure by the Operator to restore the service within ten days is a Notice of "
        "Termination event under the lease."
    )
    report = verifier.verify(faithful, [_RUN_TOGETHER])
    assert _conflicts(report, "party") == [], report.findings
    assert report.label.value == "clean", report.findings


_BOARD = (
    "§ 12. Review panel. Every request for review shall be sent to the Tariff Review Panel "
    "constituted under section 9 of this chapter. The panel shall hear each requester before "
    "it reports to the Minister."
)


def test_a_relative_clause_after_the_reference_is_no_part_of_its_frame(
    verifier: Verifier,
) -> None:
    # ", which ..." asserts something of its own about the panel: the reference's frame is
    # the words before it, which copy the first sentence
    swapped = (
        "Each request for review goes to the Tariff Review Panel constituted under section "
        "12, which must hear every requester before reporting to the Minister."
    )
    report = verifier.verify(swapped, [_BOARD])
    assert _conflicts(report, "section") == [("section 12", "section 9")], report.findings
    faithful = swapped.replace("section 12", "section 9")
    assert not _conflicts(verifier.verify(faithful, [_BOARD]), "section")


_BENCH = (
    "§ 30. Hearing of appeals. (1) An appeal shall lie to the district court. (2) Any "
    "Assessor appointed under section 14 may hear such an appeal in the first instance."
)


def test_an_opening_connective_and_another_reference_are_no_frame_words(
    verifier: Verifier,
) -> None:
    # "Separately" and the number of "section 30(2)" are not words the copied sentence
    # could hold, so they must not keep it from holding the reference's frame
    swapped = "Separately, under section 30(2) any Assessor appointed under section 13 may hear it."
    report = verifier.verify(swapped, [_BENCH])
    assert ("section 13", "section 14") in _conflicts(report, "section"), report.findings
    faithful = swapped.replace("section 13", "section 14")
    assert not _conflicts(verifier.verify(faithful, [_BENCH]), "section")


_CAPITALS = (
    "Petrel licenses the Tide Software to Orlan, and Petrel's support team answers Orlan's "
    "calls on business days.\n"
    "9.1 NO WARRANTY OF OPERATION. PETREL DOES NOT WARRANT THAT ANY PATCH WILL RUN WITHOUT "
    "FAULT OR PAUSE.\n"
    "9.2 CAP. THE LIABILITY OF ORLAN TO PETREL SHALL NOT EXCEED THE FEES OF ONE YEAR."
)


def test_a_name_in_a_passage_set_in_capitals_is_read_as_the_sources_write_it(
    verifier: Verifier,
) -> None:
    # case marks no name in capitals, but "Petrel" is a name the sources write elsewhere; a
    # run of capitals that holds both names ("ORLAN TO PETREL SHALL ...") is no one name
    swapped = "Orlan does not warrant that any patch will run without fault or pause."
    report = verifier.verify(swapped, [_CAPITALS])
    assert _conflicts(report, "party") == [("Orlan", "Petrel")], report.findings
    faithful = swapped.replace("Orlan", "Petrel")
    assert not _conflicts(verifier.verify(faithful, [_CAPITALS]), "party")


def test_a_common_word_in_capitals_is_no_name(verifier: Verifier) -> None:
    # "PATCH" stands where the claim has "Orlan", but the sources never write "Patch" as a
    # name inside a sentence: it is no rival, and the claim's other name is the sentence's
    answer = "Petrel does not warrant that any Orlan build will run without fault or pause."
    assert not _conflicts(verifier.verify(answer, [_CAPITALS]), "party")
