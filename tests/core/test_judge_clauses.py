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
        "The Landlord agrees that the Tenant shall not be required to repaint the interior "
        "walls at the end of the term. The Landlord shall not deduct any painting costs from "
        "the deposit."
    )
    flipped = (
        "The tenant is required to repaint the interior walls at the end of the term, although "
        "the landlord can't take painting costs out of the deposit."
    )
    faithful = (
        "The tenant isn't required to repaint the interior walls at the end of the term, and "
        "the landlord can't take painting costs out of the deposit."
    )
    bad = verifier.verify(flipped, [source])
    assert any(c.field == "polarity" for c in _conflicts(bad)), bad.claims
    good = verifier.verify(faithful, [source])
    assert not any(c.field == "polarity" for c in _conflicts(good))


def test_a_role_the_excerpt_never_resolves_may_be_the_named_party(verifier: Verifier) -> None:
    opening = (
        'This Services Agreement is made by Orrin Data Systems, Inc. ("Orrin"), an Ohio '
        'corporation ("Vendor") and the customer named in Schedule 2 ("Client"). Order Form: '
        "Marlowe Foods Ltd., 14 Dock Road."
    )
    clause = (
        "Client shall reimburse the reasonable travel expenses of Vendor within forty-five "
        "(45) days after Client receives an itemised invoice."
    )
    answer = (
        "Marlowe Foods reimburses the reasonable travel expenses of Orrin within 45 days after "
        "Marlowe Foods receives an itemised invoice."
    )
    report = verifier.verify(answer, [opening, clause])
    assert not [c for c in _conflicts(report) if c.field in ("party", "role")]
    assert all(cv.verdict is not Verdict.CONTRADICTED for cv in report.claims)
    # the role after "...") and" is not the name of the party defined before it
    aliases = alias_map(find_parties(opening)[0])
    assert aliases.get("vendor") == "orrin data systems"
    assert "client" not in aliases


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


def test_the_value_of_the_sentence_a_claim_copies_beats_a_loose_rival(verifier: Verifier) -> None:
    source = (
        "Provided that in the case of a boy under fourteen years of age, the custody shall be "
        "authorised to be in a children's home. Where no Judicial Magistrate is available, the "
        "duty officer may, for reasons to be recorded in writing, direct that the person be "
        "held for such period, not exceeding six days in all, as he thinks fit."
    )
    answer = (
        "That duty officer may, recording reasons in writing, authorise custody for no more "
        "than six days in all."
    )
    report = verifier.verify(answer, [source])
    assert all(cv.verdict is not Verdict.CONTRADICTED for cv in report.claims), report.claims
    wrong = verifier.verify(answer.replace("six days", "nine days"), [source])
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


def test_a_section_the_source_statute_prints_is_grounded(verifier: Verifier) -> None:
    # the statute text prints the section's number only in its heading ("41. (1) ..."), with
    # a side-note word before it, as printed codes are extracted
    source = (
        "Registers 41. (1) Every warden of a district reserve shall keep a register "
        "of the persons who enter the reserve, with the date and purpose of each entry.\n"
        "(2) A warden who fails to keep the register is liable to a penalty of up to two "
        "thousand rupees.\n"
        "Seizure 42. (1) Any forest officer may seize a snare found in a reserve."
    )
    answer = (
        "Section 41 makes every district reserve warden keep a register of who enters, when "
        "and why, and under Section 41(2) a warden who doesn't faces a penalty of up to two "
        "thousand rupees."
    )
    report = verifier.verify(answer, [source], as_of="2025-03-01")
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
    # a sub-section the section does not have, or another section, is not printed there
    for wrong in ("Section 41(4)", "Section 43(2)"):
        again = verifier.verify(
            answer.replace("Section 41(2)", wrong), [source], as_of="2025-03-01"
        )
        assert any(
            wrong.split()[1] in f.content
            for f in again.findings
            if f.subtype.value == "ungrounded_entity"
        ), wrong


def test_support_is_read_from_the_passage_that_holds_the_claim(verifier: Verifier) -> None:
    # the short name pulls retrieval towards the parties clause, which spells the full name
    # out; the clause that states the duty is a lower candidate, and it is the one to read,
    # for support and for conflicts alike
    parties = (
        "This Scanner Services Agreement is made on 9 May 2019 between Ostrava Diagnostic "
        'Imaging s.r.o., a Czech company ("Ostrava"), and Halvard Precision Tooling Works LLC, '
        'a Nevada company ("Halvard").'
    )
    clause = (
        "11.4 Halvard shall recalibrate the scanners after each software release, and Ostrava "
        "shall report any fault in writing. 11.5 Invoices are payable monthly."
    )
    claim = "Halvard must recalibrate scanners post-release."
    (verdict,) = verifier.verify(claim, [parties, clause]).claims
    assert verdict.verdict is Verdict.SUPPORTED, verdict
    assert verdict.evidence[0].text.startswith("11.4 Halvard shall"), verdict.evidence
    # the clause number is no party: the negated claim meets Halvard's own duty
    (flipped,) = verifier.verify(claim.replace("must", "must not"), [parties, clause]).claims
    assert flipped.verdict is Verdict.CONTRADICTED, flipped
    assert [c for c in flipped.conflicts if c.field == "polarity"], flipped


def test_each_clause_of_a_merged_claim_is_covered_by_its_own_sentence(
    verifier: Verifier,
) -> None:
    # the two clauses come from sentences four apart: no one window holds most of the claim
    lease = (
        "7.1 The Lessee shall not sublet, share or part with possession of the flat or take in "
        "lodgers. 7.2 The garden shall be kept tidy. 7.3 Water charges are payable quarterly. "
        "7.4 Contents insurance is the occupier's own affair. 7.5 The Lessor may enter on "
        "reasonable notice to check the condition of the flat."
    )
    merged = (
        "The lessee can't sublet, share or part with possession or take in lodgers, while the "
        "lessor may enter on reasonable notice to check the condition."
    )
    (verdict,) = verifier.verify(merged, [lease]).claims
    assert verdict.verdict is Verdict.SUPPORTED, verdict
    # a clause that no sentence holds keeps the claim from support
    invented = merged.replace(
        "on reasonable notice to check the condition", "whenever it likes to repaint the hallway"
    )
    (other,) = verifier.verify(invented, [lease]).claims
    assert other.verdict is not Verdict.SUPPORTED, other


def test_the_noun_of_a_refusal_negates_its_infinitive(verifier: Verifier) -> None:
    source = (
        "A shipper harmed by a refusal by the carrier to load the cargo at the agreed berth may "
        "recover the demurrage from the carrier."
    )
    answer = (
        "If the carrier refuses to load the cargo at the agreed berth, the shipper can recover "
        "the demurrage from it."
    )
    report = verifier.verify(answer, [source])
    assert not [c for c in _conflicts(report) if c.field == "polarity"], report.claims
    flipped = answer.replace("refuses to load", "loads")
    assert [c for c in _conflicts(verifier.verify(flipped, [source])) if c.field == "polarity"]


def test_an_initialism_of_a_source_name_is_grounded(verifier: Verifier) -> None:
    source = (
        "The tariff is the one the Federal Maritime Commission publishes each spring for "
        "inland freight."
    )
    answer = "The tariff comes from FMC, which publishes it each spring for inland freight."
    report = verifier.verify(answer, [source])
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
    other = verifier.verify(answer.replace("FMC", "the FDA"), [source])
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


def test_a_negative_implicative_negates_only_the_infinitive_after_it() -> None:
    from lexaudit.judge.negation import negation_parity

    assert negation_parity("if the Surety declines to disclose the invoices") == 1
    assert negation_parity("the magistrate refused bail") == 0
    assert negation_parity("the words were omitted by the amending Act") == 0
    assert negation_parity("he did not decline to pay") == 0


def test_a_noun_of_refusing_negates_only_its_own_infinitive() -> None:
    from lexaudit.judge.negation import negation_parity

    assert negation_parity("the carrier's refusal to load the cargo") == 1
    assert negation_parity("a refusal by the carrier at the berth to load the cargo") == 1
    # what a refusal governs is not negated: an order refusing bail states no negation
    assert negation_parity("an order of refusal of bail was made") == 0


def test_an_anniversary_is_the_period_it_counts(verifier: Verifier) -> None:
    clause = (
        "4.1 This Agreement runs from signature until the third (3rd) anniversary of the Launch "
        "Date. The Launch Date is the day the first store opens."
    )
    right = verifier.verify("The agreement ends three years after the Launch Date.", [clause])
    assert right.label.value == "clean", right.claims
    wrong = verifier.verify("The agreement ends five years after the Launch Date.", [clause])
    assert [c for c in _conflicts(wrong) if c.field == "duration"], wrong.claims


def test_an_act_a_plain_noun_completes_has_no_polarity_to_contradict(
    verifier: Verifier,
) -> None:
    source = (
        "The grower says the packer's delays harmed his ability to ship the pears to the "
        "Hollis market before the frost."
    )
    answer = (
        "The grower's position: the packer's delays meant he couldn't ship the pears to the "
        "Hollis market ahead of the frost."
    )
    report = verifier.verify(answer, [source])
    assert not [c for c in _conflicts(report) if c.field == "polarity"], report.claims
    # an act the source asserts is still compared: one that says it happened contradicts
    shipped = source.replace("harmed his ability to ship", "meant that he shipped")
    conflicts = _conflicts(verifier.verify(answer, [shipped]))
    assert [c for c in conflicts if c.field == "polarity" and c.claim_value == "not ship"]


def test_a_source_word_in_the_other_number_is_no_new_name(verifier: Verifier) -> None:
    source = (
        "Royalties are owed on every unit sold by the Distributor or its Subsidiaries to a "
        "retail customer in the Territory."
    )
    answer = "Royalties are owed on each unit a Subsidiary sells to a retail customer."
    report = verifier.verify(answer, [source])
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"], report
    # a capitalised word the sources use in no form is still a name they never mention
    other = verifier.verify(answer.replace("a Subsidiary", "a Franchisee"), [source])
    assert [f for f in other.findings if f.subtype.value == "ungrounded_entity"]


def test_being_barred_from_an_act_is_a_prohibition_of_it(verifier: Verifier) -> None:
    source = "The Lessee shall not sublet the barn or any part of it during the Term."
    barred = "During the Term the Lessee is barred from subletting the barn or any part of it."
    assert not _conflicts(verifier.verify(barred, [source]))
    permitted = "During the Term the Lessee is free to sublet the barn or any part of it."
    assert [
        c
        for c in _conflicts(verifier.verify(permitted, [source]))
        if c.field in ("polarity", "modality")
    ]


def test_bound_to_is_an_obligation(verifier: Verifier) -> None:
    source = "Where the bridge toll is unpaid, the Authority may impound the vehicle."
    answer = "Where the bridge toll is unpaid, the Authority is bound to impound the vehicle."
    conflicts = _conflicts(verifier.verify(answer, [source]))
    assert [c for c in conflicts if c.field == "modality"], conflicts
    same = answer.replace("is bound to", "may")
    assert not _conflicts(verifier.verify(same, [source]))


def test_an_opposite_phrase_conflicts_in_a_restated_passive(verifier: Verifier) -> None:
    source = (
        "The lease may be brought to an end by either side with cause on sixty (60) days' notice."
    )
    answer = "Either side may bring the lease to an end without cause on sixty days' notice."
    conflicts = _conflicts(verifier.verify(answer, [source]))
    assert [
        c for c in conflicts if (c.claim_value, c.evidence_value) == ("without cause", "with cause")
    ]
    same = answer.replace("without cause", "with cause")
    assert not _conflicts(verifier.verify(same, [source]))


def test_each_merged_clause_is_read_against_its_own_sentence(verifier: Verifier) -> None:
    sources = [
        "The lease may be brought to an end by either side with cause on sixty (60) days' notice.",
        "If the rent is unpaid for two months, the Landlord may end the lease at once without "
        "any notice to the Tenant.",
    ]
    merged = (
        "Either side may bring the lease to an end without cause on sixty days' notice, while "
        "the Landlord may end it at once without notice if the rent is unpaid for two months."
    )
    conflicts = _conflicts(verifier.verify(merged, sources))
    assert [c for c in conflicts if c.claim_value == "without cause"], conflicts
    right = merged.replace("without cause", "with cause")
    assert not _conflicts(verifier.verify(right, sources))


def test_a_value_stated_in_another_form_counts_as_found_words(verifier: Verifier) -> None:
    sources = [
        "The term of this Licence is twenty-four (24) months from the Start Date. The Licensee "
        "shall pay the fees quarterly."
    ]
    (verdict,) = verifier.verify("The licence runs for two years.", sources).claims
    assert verdict.verdict is Verdict.SUPPORTED, verdict
    # another period is still another period
    (other,) = verifier.verify("The licence runs for three years.", sources).claims
    assert other.verdict is Verdict.CONTRADICTED, other


def test_a_year_a_citation_prints_is_stated_by_the_sources(verifier: Verifier) -> None:
    source = (
        "The older rule was settled early. Marlow v. Penrith, 4 Blackf. 211, 213 (1839). The "
        "Supreme Court of Vermont later followed it."
    )
    answer = "The older rule goes back to a decision of 1839, which Vermont later followed."
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", report.findings
    # a year no source prints is still a value no source states
    other = verifier.verify(answer.replace("1839", "1841"), [source])
    assert other.label.value != "clean"


@pytest.mark.parametrize(
    ("source", "answer", "field"),
    [
        # a gerund listed under a prohibition names the act; it does not say it happens
        (
            "The Tenant shall not disturb the other residents. This includes, without "
            "limitation, the following: playing amplified music in the courtyard after "
            "midnight; or parking vans on the lawn.",
            "The tenant can't play amplified music in the courtyard after midnight.",
            "polarity",
        ),
        # a role word modifying a term ("the Service Fees") is no party of a passive
        (
            "The Operator looks after each Facility. For every quarter of the Term, the Service "
            "Fees will be billed within fifteen (15) days after that quarter closes.",
            "For every quarter of the term the Operator bills within 15 days after it closes.",
            "party",
        ),
    ],
    ids=["listed-gerund", "role-word-modifying-a-term"],
)
def test_a_faithful_restatement_raises_no_conflict(
    verifier: Verifier, source: str, answer: str, field: str
) -> None:
    report = verifier.verify(answer, [source])
    assert not [c for c in _conflicts(report) if c.field == field], report.claims


def test_a_rule_with_its_exception_meets_the_exception_clause(verifier: Verifier) -> None:
    source = (
        "The Tenant may not sublet the flat without the Landlord's consent in writing, except "
        "no such consent is needed for a sublease to a member of the Tenant's family."
    )
    restated = "Subletting requires the Landlord's consent in writing, except to family members."
    report = verifier.verify(restated, [source])
    assert not [c for c in _conflicts(report) if c.field == "polarity"], report.claims
    # the exception may be a clause of its own under the rule
    unless = (
        "Subletting requires the Landlord's consent in writing unless the subtenant is a member "
        "of the Tenant's family."
    )
    report = verifier.verify(unless, [source])
    assert not [c for c in _conflicts(report) if c.field == "polarity"], report.claims
    # the exception itself turned round is still a flip
    flipped = "A sublease to a family member requires the Landlord's consent in writing."
    assert [c for c in _conflicts(verifier.verify(flipped, [source])) if c.field == "polarity"]


def test_a_value_written_into_a_form_blank_is_read(verifier: Verifier) -> None:
    source = (
        "Either party may end this Agreement whenever it chooses by giving ______________ "
        "(_____45_______) days' notice in writing."
    )
    answer = "Either side can end the agreement whenever it likes on 45 days' notice in writing."
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", report.findings
    other = verifier.verify(answer.replace("45 days'", "60 days'"), [source])
    assert other.label.value == "hallucinated", other.findings


def test_a_party_replaced_in_a_possessive_is_a_substitution(verifier: Verifier) -> None:
    source = (
        "The Seller keeps full books of every shipment. Such books shall be open for inspection "
        "by the Buyer and its auditors during the Seller's usual office hours."
    )
    answer = (
        "The books are open to the Buyer and its auditors during the Buyer's usual office hours."
    )
    conflicts = _conflicts(verifier.verify(answer, [source]))
    assert [c for c in conflicts if c.field == "party"], conflicts
    right = answer.replace("the Buyer's", "the Seller's")
    assert not _conflicts(verifier.verify(right, [source]))


def test_barred_without_a_thing_is_allowed_with_it(verifier: Verifier) -> None:
    source = "The Tenant shall not sublet the flat without the Landlord's prior written consent."
    allowed = "The tenant can sublet the flat only with the landlord's prior written consent."
    assert not _conflicts(verifier.verify(allowed, [source]))
    # without the condition it is still a flip
    free = "The tenant may sublet the flat without the landlord's consent."
    assert [c for c in _conflicts(verifier.verify(free, [source])) if c.field == "polarity"]


_REVIEW = [
    "4. Salary. (a) The Monthly Retainer Fee may be raised by the Trustees from time to time "
    "during the Term, but shall be reviewed by the Trustees at least once a year. (b) The "
    "Charity shall also repay the Director's travel costs within thirty days."
]


@pytest.mark.parametrize(
    ("answer", "fields"),
    [
        # "the fee" is the "Monthly Retainer Fee" cut to its head: the trustees may raise it,
        # they are not bound to
        ("After that, the Trustees must raise the fee at least once a year.", ["modality"]),
        ("After that, the Trustees may raise the fee from time to time.", []),
    ],
)
def test_an_object_cut_to_its_head_noun_is_the_sources_thing(
    verifier: Verifier, answer: str, fields: list[str]
) -> None:
    report = verifier.verify(answer, _REVIEW)
    assert [c.field for c in _conflicts(report)] == fields, report.findings


def test_a_name_that_acts_in_the_source_is_a_party_in_a_possessive_swap(
    verifier: Verifier,
) -> None:
    # no definitions in the excerpt, but both names are subjects of "shall": parties
    source = [
        "(b) If Corvane shall fail to deliver to Marlow the full quantity by the delivery "
        "date, for any reason other than a breach by Marlow, then at Marlow's election Corvane "
        "shall be relieved of delivering the rest or shall deliver it as soon as possible. "
        "(c) Marlow shall pay for each delivery within thirty (30) days of receipt."
    ]
    answer = (
        "If Corvane doesn't deliver the full quantity by the delivery date, for any reason "
        "other than a breach by Marlow, then at Corvane's election it is relieved of "
        "delivering the rest or delivers it as soon as possible."
    )
    conflicts = _conflicts(verifier.verify(answer, source))
    assert [c.field for c in conflicts] == ["party"], conflicts
    right = answer.replace("Corvane's election", "Marlow's election")
    assert not _conflicts(verifier.verify(right, source))


def test_a_concession_is_not_contradicted_by_either_side(verifier: Verifier) -> None:
    source = ["A notice is effective on delivery, whether or not it is read by the recipient."]
    answer = "A notice takes effect on delivery, even if the recipient does not read it."
    assert _conflicts(verifier.verify(answer, source)) == []


def test_a_lead_in_before_a_colon_is_a_clause_of_its_own(verifier: Verifier) -> None:
    # an assistant's framing words before a colon ("One more point on ...:") hold none of the
    # sentence's words: the statement after the colon is read against its own sentence
    source = (
        "11.2 Where any delivery is more than sixty (60) days late, the Buyer may terminate "
        "this Agreement on notice in writing to the Supplier, without prejudice to its other "
        "remedies."
    )
    bad = verifier.verify(
        "One more point on ending the contract: the Buyer must terminate once a delivery is "
        "sixty days late.",
        [source],
    )
    assert any(c.field == "modality" for c in _conflicts(bad)), bad.claims
    good = verifier.verify(
        "One more point on ending the contract: the Buyer can terminate once a delivery is "
        "sixty days late.",
        [source],
    )
    assert not _conflicts(good), good.claims
