"""Values judged slot to slot by the real verifier, on texts written for these tests."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from lexaudit.verifier import Verifier

_TERMS = [
    "5.1 Better Terms. If the Supplier grants any other customer better terms for a comparable "
    "product, the Supplier shall notify the Buyer in writing of such better terms no more than "
    "ten (10) business days from granting them, and shall make such terms available to the Buyer "
    "for the longer of (i) four (4) months or (ii) such time as they stay in effect.",
    "5.2 Guarantee. The Supplier guarantees each pump to run free of faults for eighteen (18) "
    "months from delivery. The Buyer shall report any fault promptly, and the Supplier shall mend "
    "or swap the faulty pump at its own cost.",
    "5.3 Secrecy. Neither side may tell anyone what it learns of the other's prices, and each "
    "shall use such knowledge only to carry out this Agreement.",
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _values(report):  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == "duration"
    ]


def test_the_period_something_is_kept_open_meets_the_period_it_is_made_available(
    verifier: Verifier,
) -> None:
    answer = (
        "The Supplier has to tell the Buyer in writing within 10 business days and keep the "
        "better terms open to it for four months or as long as they last, whichever is longer."
    )
    assert not _values(verifier.verify(answer, _TERMS))
    # the notice period given the availability period is still a contradiction
    wrong = answer.replace("within 10 business days", "within four months")
    assert _values(verifier.verify(wrong, _TERMS)) == [("four months", "ten (10) business days")]


def test_a_yearlong_thing_lasts_a_year(verifier: Verifier) -> None:
    source = (
        "The committee adopted the new rota only after a yearlong study of staffing needs, and "
        "it reviews the rota every spring."
    )
    answer = "The rota is the fruit of a year-long study of staffing needs, reviewed each spring."
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", report.findings


def test_a_short_line_opening_a_list_with_stated_values_is_not_unsupported(
    verifier: Verifier,
) -> None:
    source = (
        "4.1 The Licensee shall pay the Licensor a royalty of four percent (4%) of Net Sales "
        "each quarter. 4.2 The Licensee shall also pay the Founders an additional four percent "
        "(4%) of Net Sales each year until the Founders have received $2,000,000 in total."
    )
    answer = (
        "Two levies, each 4%:\n"
        "1. To the Licensor: 4% of Net Sales every quarter.\n"
        "2. To the Founders: another 4% of Net Sales a year, until they have had $2,000,000."
    )
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", [(c.verdict, c.reason) for c in report.claims]
    # a value the sources do not state still makes the short line unsupported
    other = verifier.verify(answer.replace("each 4%", "each 7%", 1), [source])
    assert other.label.value != "clean", [(c.verdict, c.reason) for c in other.claims]


def test_a_total_of_counts_the_claim_states_is_stated(verifier: Verifier) -> None:
    source = (
        "Last March, about two weeks before the vote, four Democratic and two independent Ohio "
        "voters filed a petition against Governor Smith in Ohio state court."
    )
    answer = (
        "Six Ohio voters, four Democratic and two independent, filed a petition against "
        "Governor Smith in state court about two weeks before the vote."
    )
    report = verifier.verify(answer, [source])
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "number"], (
        report.claims
    )
    # a total the parts do not make is still a contradiction
    wrong = verifier.verify(answer.replace("Six", "Seven"), [source])
    assert [c for cv in wrong.claims for c in cv.conflicts if c.field == "number"], wrong.claims


def test_a_count_is_a_total_only_of_the_breakdown_after_it(verifier: Verifier) -> None:
    source = (
        "Under the deal the 2 parties each appoint directors, 7 in all, to sit on 3 committees."
    )
    answer = "Under the deal the 2 parties appoint 5 directors to sit on 3 committees."
    report = verifier.verify(answer, [source])
    assert [c for cv in report.claims for c in cv.conflicts if c.field == "number"], report.claims


def test_a_short_claim_with_a_count_no_source_states_is_not_partial(verifier: Verifier) -> None:
    source = (
        "The tenants sued the landlord over the broken lifts, and the court found for the "
        "tenants after a short trial."
    )
    report = verifier.verify("The court heard 14 witnesses.", [source])
    assert report.label.value != "clean", [(c.verdict, c.reason) for c in report.claims]


def test_a_value_the_question_states_is_no_invention_where_no_passage_shares_words(
    verifier: Verifier,
) -> None:
    source = "The landlord may end the tenancy for unpaid rent."
    report = verifier.verify(
        "Yes, at $5,000 arrears.",
        [source],
        query="Can the landlord act if rent is $5,000 in arrears?",
    )
    assert report.label.value == "clean", [(c.verdict, c.reason) for c in report.claims]


def test_a_period_followed_by_what_happens_after_it_meets_its_own_slot(
    verifier: Verifier,
) -> None:
    sources = [
        "9.2 Cure. Should a party break this Lease and leave the breach unmended for thirty "
        "(30) days once told of it in writing, the other party may end it at once.",
        "9.3 Run-off. Once the Lease ends the Agent may close any sale it has already struck, "
        "so long as each such sale is closed inside three (3) months of the Lease ending. From "
        "then on "
        "the Maker shall take back all unsold stock at the price the Agent paid.",
    ]
    answer = (
        "The agent can close sales it has already struck if it settles them inside three "
        "months, after which the maker takes back the unsold stock at what the agent paid."
    )
    assert not _values(verifier.verify(answer, sources))


def test_a_place_written_with_its_state_is_one_place(verifier: Verifier) -> None:
    sources = [
        "12.4 Forum. Each of the parties: (a) yields to the sole authority of any state or "
        "federal tribunal located in Boise, Idaho for any dispute or claim that comes out of or "
        "concerns this Lease; (b) accepts that each such dispute may be heard in any such "
        "tribunal; and (c) undertakes to bring no suit elsewhere.",
        "12.3 Law. This Lease is ruled by Idaho law, disregarding its rules on conflicts.",
    ]
    faithful = (
        "Idaho law rules the lease, and each side yields to the sole authority of state or "
        "federal tribunals located in Boise, Idaho, and undertakes to sue nowhere else."
    )
    report = verifier.verify(faithful, sources)
    assert not [c for cv in report.claims for c in cv.conflicts], report.findings
    # another city of the same state is still the wrong forum
    moved = faithful.replace("Boise", "Pocatello")
    report = verifier.verify(moved, sources)
    assert report.label.value != "clean", report.findings


_HEARING = [
    "17.2 Hearings. Each hearing shall sit in Tacoma, Washington, before a single neutral umpire "
    "versed in grain shipping and in port disputes.",
    "17.5 Law. This Agreement is governed by the substantive laws of the State of Washington.",
]


def test_a_comma_closing_city_and_state_lists_no_other_place(verifier: Verifier) -> None:
    # American usage closes "Tacoma, Washington" with a comma: the state holds the city
    # (the rule itself is read by the unit test of _list_goes_on below)
    answer = "Each hearing sits in Tacoma before a single neutral umpire versed in grain shipping."
    report = verifier.verify(answer, _HEARING)
    assert not [c for cv in report.claims for c in cv.conflicts], report.findings
    # another city of the state is still the wrong seat
    report = verifier.verify(answer.replace("Tacoma", "Spokane"), _HEARING)
    assert report.label.value != "clean", report.findings


@pytest.mark.parametrize(
    ("text", "goes_on"),
    [
        ("Tacoma, Washington, before a sole arbitrator", False),
        ("Tacoma, Washington. The arbitrator", False),
        ("Tacoma, Washington, Oregon and Idaho", True),
        ("Tacoma, Washington, and Oregon", True),
        ("Tacoma, Washington or the State of Oregon", True),
        ("Tacoma, Washington, the State of Oregon", True),
    ],
)
def test_a_list_of_places_goes_on_after_a_region(text: str, goes_on: bool) -> None:
    from lexaudit.judge.mentions import _list_goes_on

    assert _list_goes_on(text, text.index("Washington") + len("Washington")) is goes_on


def test_two_regions_after_a_comma_are_two_places(verifier: Verifier) -> None:
    source = (
        "2.1 Territory. The Distributor may sell the Lamps in Canada, Mexico being excluded "
        "from the Territory."
    )
    report = verifier.verify("The distributor may sell the lamps in Mexico.", [source])
    assert report.label.value != "clean", report.findings


def test_a_bare_number_restates_a_period_with_its_unit_understood(verifier: Verifier) -> None:
    source = (
        "Section 4. (1) A person who has attained the age of twenty-one years may hold a "
        "licence to keep a ferry. (2) No licence shall be granted to a person convicted of "
        "an offence under section 9."
    )
    report = verifier.verify("You have to be at least 21 to hold a ferry licence.", [source])
    assert report.label.value == "clean", report.findings
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
    # a count that is no period's count is still not in the sources
    for count in ("25", "252"):  # 252: the months of twenty-one years, which it does not write
        answer = f"You have to be at least {count} to hold a ferry licence."
        report = verifier.verify(answer, [source])
        assert [f for f in report.findings if f.subtype.value == "ungrounded_entity"], count


def test_a_rival_another_value_of_the_claim_states_says_nothing_against_it(
    verifier: Verifier,
) -> None:
    source = (
        "12.1 Cure. A failure to pay rent may be remedied by the Tenant within five (5) days. "
        "Any other default may be remedied in a span of thirty (30) days once the Landlord "
        "warns the Tenant in writing."
    )
    answer = "A failure to pay rent can be remedied in 5 days; any other failure gets 30 days."
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", [(c.verdict, c.reason) for c in report.claims]
    # the two periods swapped: each value still meets the rival that fills its own slot
    swapped = "A failure to pay rent can be remedied in 30 days; any other failure gets 5 days."
    assert _values(verifier.verify(swapped, [source])) == [("30 days", "five (5) days")]


_FEES = (
    "4.1 Fees. The Studio shall pay the Designer a sign-up fee of $4,000 within ten (10) days "
    "of the Start Date. 4.2 The Studio shall pay the Designer a delivery fee of $3,500 within "
    "ten (10) days after it accepts the final artwork."
)


def test_a_total_the_answer_adds_up_from_its_own_values_is_stated(verifier: Verifier) -> None:
    answer = (
        "Two fees, $7,500 in all:\n"
        "- a $4,000 sign-up fee, due within 10 days of the Start Date;\n"
        "- a $3,500 delivery fee, due within 10 days after the Studio accepts the final artwork."
    )
    report = verifier.verify(answer, [_FEES])
    assert report.label.value == "clean", [(c.verdict, c.reason) for c in report.claims]
    assert not [f for f in report.findings if f.subtype.value == "ungrounded_entity"]
    # a total that the parts do not make is the answer's own invention
    wrong = verifier.verify(answer.replace("$7,500", "$8,500"), [_FEES])
    assert wrong.label.value != "clean", [(c.verdict, c.reason) for c in wrong.claims]


def test_a_sum_without_words_of_summing_is_no_total(verifier: Verifier) -> None:
    answer = (
        "The Studio pays a $4,000 sign-up fee and a $3,500 delivery fee, and a $7,500 "
        "licence fee on signing."
    )
    report = verifier.verify(answer, [_FEES])
    assert report.label.value != "clean", [(c.verdict, c.reason) for c in report.claims]


def test_an_answer_total_meets_the_total_its_source_states(verifier: Verifier) -> None:
    source = (
        "4.1 Fees. Quill shall pay $4,000 on signing, $3,500 on delivery and $500 on "
        "acceptance, a total of $8,000."
    )
    answer = "Quill pays $4,000 on signing and $3,500 on delivery, $7,500 in all."
    report = verifier.verify(answer, [source])
    assert report.label.value != "clean", [(c.verdict, c.reason) for c in report.claims]


def test_a_month_is_read_from_days_listed_with_their_month_and_year(verifier: Verifier) -> None:
    source = "The arbitration hearing took place on March 9 and 10, 2017, in Leeds."
    held = verifier.verify("The hearing was held in Leeds in March 2017.", [source])
    assert held.label.value == "clean", held.findings
    moved = verifier.verify("The hearing was held in Leeds in May 2017.", [source])
    assert any(c.field == "date" for cv in moved.claims for c in cv.conflicts), moved.findings


def test_a_complement_shared_by_a_list_of_denials_is_denied(verifier: Verifier) -> None:
    source = (
        "12.4 If the umpire is unable or unwilling to serve, the Institute shall appoint a "
        "replacement within ten days."
    )
    same = verifier.verify(
        "If the umpire can't or won't serve, the Institute appoints a replacement within ten days.",
        [source],
    )
    assert not any(c.field == "polarity" for cv in same.claims for c in cv.conflicts)
    flipped = verifier.verify(
        "If the umpire is willing to serve, the Institute appoints a replacement within ten days.",
        [source],
    )
    assert any(c.field == "polarity" for cv in flipped.claims for c in cv.conflicts)


_HOLDING = (
    '5.2 As used herein, the "Minimum Holding" shall mean beneficial ownership of 4.5% or more '
    "of the issued shares of Common Stock. 5.3 The Company confirms that each officer who "
    "beneficially owned 6% or more of the issued shares on the record date voted those shares."
)


def test_a_name_in_brackets_closing_a_values_phrase_names_its_slot(verifier: Verifier) -> None:
    wrong = verifier.verify(
        "The investors must keep at least 6% of the issued shares (the Minimum Holding).",
        [_HOLDING],
    )
    assert any(c.field == "percentage" for cv in wrong.claims for c in cv.conflicts), wrong.findings
    right = verifier.verify(
        "The investors must keep at least 4.5% of the issued shares (the Minimum Holding).",
        [_HOLDING],
    )
    assert right.label.value == "clean", right.findings


def test_a_bracket_after_a_name_or_giving_a_role_does_not_name_the_value(
    verifier: Verifier,
) -> None:
    source = (
        'This Agreement is between Orion Ltd (the "Company") and Kite Capital LP ("Kite"). Kite '
        "shall subscribe for 10% of the Series A Preferred Stock. The Company shall reserve 2% of "
        "its equity for the option pool."
    )
    report = verifier.verify(
        "Kite acquires 10% of the equity of Orion Ltd (the Company).", [source]
    )
    assert report.label.value == "clean", report.findings
    escrow = (
        "The Seller shall be paid $200,000 at Closing. The Buyer shall pay $5,000 to the Escrow "
        "Agent as its escrow fee."
    )
    paid = verifier.verify(
        "The Seller receives $200,000 at closing through its agent (the Escrow Agent).", [escrow]
    )
    assert not any(c.field == "amount" for cv in paid.claims for c in cv.conflicts), paid.findings


_REVIEWS = [
    "7. Review. A member who asks for a review shall get the written decision on it within 30 "
    "days after the review ends where the review concerns fees. In every other case, the "
    "assessors shall give their decision in writing no later than 12 days after the review ends."
]


def test_a_claim_restating_a_sentence_meets_that_sentences_value(verifier: Verifier) -> None:
    # the claim restates the second sentence, whose one period is 12 days; the 30 days the
    # first sentence gives (fee reviews) fills a slot about as like, but it is not this one's
    wrong = (
        "In every other case the assessors give their decision in writing within 30 days after "
        "the review ends."
    )
    assert _values(verifier.verify(wrong, _REVIEWS)) == [("30 days", "12 days")]
    right = wrong.replace("30 days", "12 days")
    report = verifier.verify(right, _REVIEWS)
    assert report.label.value == "clean", report.findings


def test_a_claim_restating_the_other_sentence_keeps_its_own_value(verifier: Verifier) -> None:
    answer = "For a fee review, the member gets the written decision within 30 days after it ends."
    report = verifier.verify(answer, _REVIEWS)
    assert not _values(report)
    assert report.label.value == "clean", report.findings


_BEACONS = [
    "(1) Whoever damages a public beacon shall be punished with imprisonment for a term which "
    "may extend to five years, and shall also be liable to fine which may extend to twenty "
    "thousand rupees. (2) Whoever damages any other beacon shall be punished with imprisonment "
    "for a term which may extend to two years, and shall also be liable to fine which may extend "
    "to four thousand rupees."
]


def test_a_clause_worded_alike_in_two_sub_sections_singles_out_neither(
    verifier: Verifier,
) -> None:
    # the fine clause is restated as closely from sub-section (1), which writes the answer's
    # amount, as from sub-section (2): its one amount is no rival
    answer = (
        "The offender shall be punished with imprisonment for a term which may extend to five "
        "years, and shall also be liable to fine which may extend to twenty thousand rupees."
    )
    report = verifier.verify(answer, _BEACONS)
    assert report.label.value == "clean", report.findings


def test_a_value_written_in_a_sentence_that_overrides_another_is_no_rivals_loss(
    verifier: Verifier,
) -> None:
    # the 45 days are written in the override, which qualifies the general rule the claim
    # restates: the claim's 45 days are supported
    source = (
        "Either party may terminate this Lease for convenience on 20 days' written notice to the "
        "other party. Notwithstanding the foregoing, the notice period for termination by the "
        "Tenant is 45 days."
    )
    answer = "The Tenant may terminate this Lease for convenience on 45 days' written notice."
    report = verifier.verify(answer, [source])
    assert not _values(report), report.findings


def test_a_time_of_day_is_compared_as_one_value(verifier: Verifier) -> None:
    source = "Tenders must reach the Clerk by 2 p.m. on the closing day."
    wrong = verifier.verify(
        "Tenders are due with the Clerk by 4 p.m. on the closing day.", [source]
    )
    assert wrong.label.value == "hallucinated", wrong.findings
    right = verifier.verify(
        "Tenders are due with the Clerk by 2:00 p.m. on the closing day.", [source]
    )
    assert right.label.value == "clean", right.findings


_STOCK = [
    "9.1 Sell-off. The Dealer may sell the stock on hand for ninety (90) days after notice of "
    "termination is received by the Dealer, provided the fees for that period are paid.",
    "9.2 Closing statement. Thirty (30) days before the end of the Term and, where the "
    "Agreement is terminated, five (5) days after receipt of notice of termination, the Dealer "
    "shall furnish a statement listing the number, model and serial number of all goods held "
    "in its warehouses or in transit.",
]


def test_a_value_is_read_in_the_one_sentence_that_writes_its_companion(
    verifier: Verifier,
) -> None:
    # the thirty days are written only in 9.2, which also writes the five days: the claim
    # states 9.2, whatever 9.1 gives "after notice of termination"
    answer = (
        "The closing statement is due 30 days before the Term ends, or 5 days after the Dealer "
        "receives notice of termination."
    )
    report = verifier.verify(answer, _STOCK)
    assert not _values(report), report.findings


def test_values_swapped_inside_their_companion_sentence_stay_a_conflict(
    verifier: Verifier,
) -> None:
    answer = (
        "The closing statement is due 5 days before the Term ends, or 30 days after the Dealer "
        "receives notice of termination."
    )
    report = verifier.verify(answer, _STOCK)
    assert _values(report), report.findings
    assert report.label.value == "hallucinated"


def test_values_drawn_from_two_sentences_anchor_neither(verifier: Verifier) -> None:
    # the ninety days belong to 9.1 and the thirty to 9.2: a claim merging the two may have
    # swapped a value between them, so no companion vouches for the five days' rival
    answer = (
        "The Dealer may sell off stock for 30 days after notice of termination, and the closing "
        "statement is due 90 days before the Term ends."
    )
    report = verifier.verify(answer, _STOCK)
    assert report.label.value == "hallucinated", report.findings


def test_a_companion_in_an_adjunct_of_its_own_vouches_for_nothing(verifier: Verifier) -> None:
    # the deposit's sentence also writes 10 days, but for the inspection: the claim's period
    # is the notice of defects, whose sentence gives 30 days
    sources = [
        "The Buyer shall pay a deposit of $10,000 within 5 days after signing and shall "
        "inspect the goods within 10 days after delivery. The Buyer shall notify the Seller of "
        "any defect within 30 days after delivery."
    ]
    answer = (
        "After paying its $10,000 deposit, the buyer has 10 days after delivery to notify the "
        "seller of any defect."
    )
    report = verifier.verify(answer, sources)
    assert _values(report), report.findings


_BONUS = (
    "7. Sales Bonus. The Distributor earns a one-time bonus each quarter in which its sales "
    "reach a level in the table below.\n"
    "        Quarterly Sales                 Bonus\n"
    "        $    250,000                    $    5,000\n"
    "             500,000                         12,000\n"
    "           1,500,000                         40,000\n"
    "The bonus is paid within thirty (30) days after the quarter ends."
)


def test_a_sum_a_table_prints_without_its_currency_is_stated(verifier: Verifier) -> None:
    answer = (
        "The Distributor gets a one-off quarterly bonus: $5k at $250k of sales, $12k at $500k "
        "and $40k at $1.5M, paid within 30 days of quarter end."
    )
    report = verifier.verify(answer, [_BONUS])
    assert report.label.value == "clean", report.findings


def test_a_sum_the_table_does_not_print_is_still_not_found(verifier: Verifier) -> None:
    answer = "The Distributor earns a one-off bonus of $15k in a quarter with $500k of sales."
    report = verifier.verify(answer, [_BONUS])
    assert report.label.value != "clean"
    assert any("$15k" in f.content for f in report.findings), report.findings


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        # a count in running text is no sum, and the source's own sum still says otherwise
        (
            "Each of the staff gets a one-off $1,200 bonus.",
            "The Firm has 1,200 staff. The Firm shall pay each of its staff a one-off bonus of "
            "$300.",
        ),
        # a column of sums in another currency
        (
            "Hosting costs €3,500 a year.",
            "Yearly charges (US dollars)\n    Licence        $    8,000\n    Hosting             "
            "3,500\n",
        ),
    ],
)
def test_a_bare_number_that_is_no_sum_of_the_claims_currency_states_no_sum(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert verifier.verify(answer, [source]).label.value != "clean"


def test_a_letter_code_set_apart_from_a_period_is_no_sum(verifier: Verifier) -> None:
    source = "Terms of payment: EUR        45 days net from the date of the invoice."
    answer = "Invoices are payable 45 days net from the invoice date."
    assert verifier.verify(answer, [source]).label.value == "clean"


_ENDING = [
    "9.1 Arrears. If the Tenant fails to pay any rent within fifteen (15) days after a written "
    "reminder from the Landlord, the Landlord shall have the right to end this Lease by "
    "serving the Tenant with thirty (30) days written notice of termination. 9.2 Ending at "
    "will. Either party may end this Lease at any time by giving the other party not less "
    "than ninety (90) days written notice."
]


def test_a_claim_restating_one_sentence_is_not_read_against_a_like_slot_in_another(
    verifier: Verifier,
) -> None:
    # the claim restates 9.1 (arrears), which writes thirty days; 9.2's ninety days fills a
    # slot of like words ("end this Lease by giving written notice") but 9.2 is not restated
    answer = (
        "If the Tenant still hasn't paid rent 15 days after a written reminder, the Landlord "
        "can end the Lease by giving 30 days' written notice of termination."
    )
    report = verifier.verify(answer, _ENDING)
    assert not _values(report), report.findings
    wrong = answer.replace("30 days'", "45 days'")
    assert _values(verifier.verify(wrong, _ENDING)), "a period no sentence writes is contradicted"


_OFFERS = [
    "6.1 Throughout the Term and for six (6) months after it ends, the Miller shall have a "
    "right of first offer on any surplus harvest of the Farm outside the Region (the "
    '"ROFO"). The Miller shall have fifteen (15) business days (the "ROFO Period") from '
    "receipt of an offer notice to exercise its ROFO."
]


def test_a_slot_named_by_an_abbreviation_meets_the_words_it_stands_for(
    verifier: Verifier,
) -> None:
    # "the ROFO" in the source's slot is the "right of first offer" of the answer's
    answer = (
        "The Miller also holds a right of first offer on surplus harvest outside the Region, "
        "with 15 business days from receiving the offer notice to use it."
    )
    report = verifier.verify(answer, _OFFERS)
    assert not _values(report), report.findings


_DISCOUNTS = [
    "4.2 Volume discount. The Dealer earns a discount on each calendar year's orders as "
    "follows:\n\nAnnual orders Discount\n\n$0 - $5,000 1%\n\n>$5,000 - $20,000 2%\n\n"
    ">$20,000 3%\n\n4.3 The discount is credited within thirty (30) days after year end."
]


def test_a_rate_stated_with_both_bounds_of_a_band_meets_that_rows_rate(
    verifier: Verifier,
) -> None:
    def rates(report):  # type: ignore[no-untyped-def]
        return [
            (c.claim_value, c.evidence_value)
            for cv in report.claims
            for c in cv.conflicts
            if c.field == "percentage"
        ]

    wrong = "For annual orders above $5,000 and up to $20,000 the Dealer's discount is 3%."
    assert rates(verifier.verify(wrong, _DISCOUNTS)) == [("3%", "2%")]
    right = wrong.replace("3%", "2%")
    assert not rates(verifier.verify(right, _DISCOUNTS))
    # one bound names no row: the top band's rate is stated with its lower bound alone
    top = "Above $20,000 of annual orders the discount is 3%."
    assert not rates(verifier.verify(top, _DISCOUNTS))


def test_a_rate_of_a_rule_of_its_own_is_no_other_rows(verifier: Verifier) -> None:
    source = [
        "For orders between $5,000 and $20,000, the discount is 3%. A further prompt-payment "
        "rebate of 1% applies to all orders paid within ten days."
    ]
    for answer in (
        "Orders between $5,000 and $20,000 also earn the 1% prompt-payment rebate.",
        "Orders between $5,000 and $20,000 get a 3% discount plus the 1% prompt-payment rebate.",
    ):
        report = verifier.verify(answer, source)
        assert report.label.value == "clean", (answer, report.findings)


def test_a_definition_closing_a_sentence_names_its_one_value() -> None:
    from lexaudit.extract.pipeline import Extractor
    from lexaudit.extract.slots import slot_words

    nlp = Extractor().nlp
    one = (
        "This Lease begins on the Start Date and runs until the third (3rd) anniversary of the "
        'Start Date, unless ended sooner under Clause 9 (the "Initial Term").'
    )
    two = (
        "This Lease begins on the Start Date and runs for three (3) years, unless ended sooner "
        'on ninety (90) days notice (the "Initial Term").'
    )
    at = one.index("third")
    assert {"initi", "term"} <= slot_words(nlp(one), one, at, one.index(" of the", at))
    at = two.index("three")
    assert "initi" not in slot_words(nlp(two), two, at, two.index(" years") + 6)


def test_a_value_of_the_sentence_the_claim_restates_most_is_its_slots(verifier: Verifier) -> None:
    # the claim restates sub-section (2) more than any other; the retrieval may rank (3)
    # first, and (2)'s ten years fills a slot like the claim's three years
    source = (
        "212. Breaking a lock.—(1) Whoever breaks a lock shall be punished with imprisonment for "
        "a term which may extend to one year. (2) Whoever breaks a lock in order to commit any "
        "offence punishable with imprisonment shall be punished with imprisonment for a term "
        "which may extend to three years, and if the offence intended is theft, the term may "
        "extend to ten years. (3) Whoever breaks a lock at night in order to commit any offence "
        "punishable with imprisonment shall be punished with imprisonment for a term which may "
        "extend to five years, and if the offence intended is theft, to fourteen years."
    )
    answer = (
        "Breaking a lock to commit an offence punishable with imprisonment: up to three years, "
        "or up to ten if the intended offence is theft."
    )
    assert verifier.verify(answer, [source]).label.value == "clean"
    wrong = answer.replace("three years", "five years")
    assert verifier.verify(wrong, [source]).label.value != "clean"


_SIMILARITY = """
from lexaudit.judge.mentions import slot_similarity
words = [f"term{i}" for i in range(60)]
idf = {w: 0.1 + (i * 0.7310585786300049) % 3.3 for i, w in enumerate(words)}
print(repr(slot_similarity(frozenset(words[:45]), frozenset(words[12:]), idf)))
"""


def test_slot_similarity_is_the_same_under_every_hash_seed() -> None:
    # a set's iteration order follows the interpreter's hash seed; a float sum taken in another
    # order may differ in its last bit and flip a tie between two source values
    results = {
        subprocess.run(  # noqa: S603 - this interpreter, fixed arguments
            [sys.executable, "-c", _SIMILARITY],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
        ).stdout
        for seed in range(8)
    }
    assert len(results) == 1, results


_CAPITAL = (
    "Article 8. Registered Capital. The contribution of Party A to the registered capital shall "
    "be Seven Million Two Hundred Eighty-Four Thousand United States Dollars (US$7,284,000), "
    "and the contribution of Party B shall be Six Million Nine Hundred Sixteen Thousand United "
    "States Dollars (US$6,916,000)."
)


def test_a_sum_written_in_short_is_the_sum_it_rounds(verifier: Verifier) -> None:
    rounded = "Party A puts in about $7.28M and Party B about $6.92M."
    report = verifier.verify(rounded, [_CAPITAL])
    assert [cv.verdict.value for cv in report.claims] == ["supported"], report.claims
    # a short sum that the full one does not round to is another sum
    wrong = "Party A puts in about $7.35M and Party B about $6.92M."
    report = verifier.verify(wrong, [_CAPITAL])
    assert any(cv.verdict.value != "supported" for cv in report.claims)
    # a whole figure claims no fewer digits than it shows
    whole = "Party A puts in $7M."
    report = verifier.verify(whole, [_CAPITAL])
    assert any(cv.verdict.value != "supported" for cv in report.claims)


_SUPPLY = [
    'THIS SUPPLY AGREEMENT is made as of May 1, 2020, (the "Start Date") by Alder Foods Ltd '
    '("Alder") and Birch Packaging Inc ("Birch").',
    "This Agreement shall begin on the Start Date and, unless ended earlier under this "
    "Agreement, shall end three (3) years after the first delivery, but in no event later than "
    'June 30, 2024 (the "Initial Term").',
]


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        # the sentence opens the term on "the Start Date", defined as May 1, 2020; its
        # closing date is another bound of the period
        (
            "The initial term runs from May 1, 2020 until three years after the first delivery.",
            "clean",
        ),
        (
            "The initial term runs from May 1, 2020 for three years after the first delivery, but "
            "not past June 30, 2024.",
            "clean",
        ),
        # the defined date put where the closing date stands
        ("The initial term can't run past May 1, 2020.", "hallucinated"),
        (
            "The initial term ends three years after the first delivery, and no later than "
            "May 1, 2020.",
            "hallucinated",
        ),
    ],
)
def test_a_date_the_sentence_gives_by_its_defined_name(
    verifier: Verifier, answer: str, label: str
) -> None:
    report = verifier.verify(answer, _SUPPLY)
    assert report.label.value == label, report.findings


@pytest.mark.parametrize(
    ("text", "value", "act"),
    [
        ("The Buyer has thirty days to cure the breach.", "thirty days", "cure"),
        (
            "- Round one: the Board gets ten (10) business days to reply.",
            "ten (10) business days",
            "repli",
        ),
        ("The Owner keeps a sum of $500 to cover repairs.", "$500", "cover"),
    ],
)
def test_an_infinitive_after_a_value_names_what_it_is_for(
    verifier: Verifier, text: str, value: str, act: str
) -> None:
    from lexaudit.extract.slots import slot_words

    doc = verifier.extractor.nlp(text)
    start = text.index(value)
    assert act in slot_words(doc, text, start, start + len(value))


def test_a_negated_participle_names_the_act_it_denies(verifier: Verifier) -> None:
    from lexaudit.extract.slots import slot_words

    text = "Either side may end the lease if a breach stays uncured for thirty days."
    doc = verifier.extractor.nlp(text)
    start = text.index("thirty days")
    assert "cure" in slot_words(doc, text, start, start + len("thirty days"))
