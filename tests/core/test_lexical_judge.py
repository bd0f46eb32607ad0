"""Word-level checks of the lexical judge on near-copies of a source sentence."""

from __future__ import annotations

import pytest

from lexaudit.judge import lexical, prefixes
from lexaudit.judge.lexical import _aligned_antonym
from lexaudit.judge.name_order import name_swap, order_swap
from lexaudit.judge.stretch import copied_stretch, crop

LONG = (
    "In the event of any breach below by Party B, Party B shall immediately remedy the breach, "
    "and Party A is entitled to request Party B to pay the liquidated damages of an amount from "
    "RMB1,000 to RMB 5,000 based on the consequences of the breach."
)


def _words(text: str) -> list[str]:
    return text.split()


def test_crop_finds_the_stretch_a_claim_copies():
    claim = _words("Party A is entitled to request Party B to pay the liquidated damages")
    stretch = crop(claim, LONG.replace(",", "").split())
    assert " ".join(claim) in " ".join(stretch)
    assert len(stretch) == len(claim) + 2
    assert "remedy" not in stretch


def test_crop_leaves_a_short_sentence_whole():
    words = _words("The Licensor grants the Licensee a licence")
    assert crop(words[:5], words) == words


@pytest.mark.parametrize(
    "claim",
    [
        "Party B is entitled to request Party A to pay the liquidated damages",
        "The Company hereby grants to the Professional an exclusive license to use her name",
    ],
)
def test_swapped_names_inside_a_long_sentence(claim: str):
    source = LONG + (
        " During the Term, the Professional will provide the services described in this "
        "Section 2: 2.1 The Professional hereby grants to the Company an exclusive license to "
        "use her name, likeness and image."
    )
    assert name_swap(claim, source) is not None


def test_a_faithful_fragment_of_a_long_sentence_is_not_a_swap():
    claim = "Party A is entitled to request Party B to pay the liquidated damages"
    assert name_swap(claim, LONG) is None


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        (
            "CEIS may terminate this Agreement by giving thirty (30) days written notice to "
            "the XFN.",
            "8. TERMINATION 8.1 XFN may terminate this Agreement by giving thirty (30) days "
            "written notice to the CEIS.",
        ),
        (
            "If Customer and M&I are unable to agree upon renewal at least six (6) months before "
            "the end of the Term, then M&I may, at its option, renew this Agreement.",
            "If M&I and Customer are unable to agree upon renewal at least six (6) months before "
            "the end of the Term, then Customer may, at its option, renew this Agreement.",
        ),
        (
            "The Licensee shall pay the Licensor all fees.",
            "The Licensor shall pay the Licensee all fees.",
        ),
    ],
)
def test_parties_that_trade_every_place_are_a_swap(claim: str, source: str):
    assert order_swap(claim, source) is not None


@pytest.mark.parametrize(
    ("claim", "source"),
    [
        (
            "This Agreement may not be modified except in writing signed by Logan's and SRP.",
            "This Agreement may not be modified except in writing signed by SRP and Logan's.",
        ),
        (
            "CEIS may terminate this Agreement by giving notice to XFN.",
            "CEIS may terminate this Agreement by giving notice to XFN.",
        ),
        (
            "CEIS may terminate this Agreement on notice to XFN, and XFN may appeal.",
            "XFN may terminate this Agreement on thirty days' notice, and then it must pay CEIS "
            "a termination fee within ten business days of the notice date.",
        ),
    ],
)
def test_symmetric_lists_copies_and_rewrites_are_not_a_swap(claim: str, source: str):
    assert order_swap(claim, source) is None


@pytest.mark.parametrize(
    ("claim", "source", "pair"),
    [
        (
            "Zogenix appoints Distributor as the non-exclusive distributor of the Product, and "
            "grants to Distributor the exclusive rights to market it.",
            "Zogenix appoints Distributor as the exclusive distributor of the Product, and "
            "grants to Distributor the exclusive rights to market it.",
            ("non-exclusive", "exclusive"),
        ),
        (
            "Either party gives written notice at most 6 months prior to the end of the Term.",
            "Either party gives written notice at least six (6) months prior to the end of the "
            "Term.",
            ("at most", "at least"),
        ),
        (
            "Bank of America may terminate Maintenance Services only for cause at any time.",
            "Bank of America may terminate Maintenance Services for convenience at any time.",
            ("for cause", "for convenience"),
        ),
    ],
)
def test_an_antonym_in_place_of_its_opposite(claim: str, source: str, pair: tuple[str, str]):
    assert _aligned_antonym(claim, source) == pair


def test_an_antonym_elsewhere_in_an_unrelated_sentence_is_not_aligned():
    claim = "The Licensor grants an exclusive licence to use the Marks in the Territory."
    source = "The Licensee may grant non-exclusive sublicences to its Affiliates at any time."
    assert _aligned_antonym(claim, source) is None


_TWO_ROLES = (
    "4.1 The Lessee shall maintain the roof, gutters and drains of the Premises in good repair. "
    "4.2 The Lessor shall insure the Premises against fire at its own cost."
)


def test_a_role_swapped_while_the_verb_is_rewritten():
    # "shall maintain" became "maintains", so the edit is "The Lessor maintains" against
    # "The Lessee shall maintain": the one role word on each side is compared
    claim = "The Lessor maintains the roof, gutters and drains of the Premises in good repair."
    sentence = _TWO_ROLES.split(" 4.2")[0]
    assert lexical._role_substitution(claim, sentence, {}, _TWO_ROLES) == (
        "Lessor maintains",
        "Lessee shall maintain",
    )


def test_a_role_word_the_source_never_uses_is_a_synonym_not_a_swap():
    # no "landlord" in the source: the claim names the same party in other words
    claim = "The landlord maintains the roof, gutters and drains of the Premises in good repair."
    sentence = "The Owner shall maintain the roof, gutters and drains of the Premises in repair."
    context = sentence + " The Lessee pays rent."
    assert lexical._role_substitution(claim, sentence, {}, context) is None


def test_the_source_party_named_by_its_alias_is_not_a_swap():
    # "the Trust pays Harwell" restates "the Trust's payment to the Company" when the Company
    # is Harwell; the role word "Trust" kept on both sides is no substitution
    claim = "The agreement ends when the Trust pays Harwell the full premium amount."
    sentence = (
        "This agreement shall end upon the Trust's payment to the Company of the full premium "
        "amount."
    )
    aliases = {"harwell": "harwell", "company": "harwell"}
    assert lexical._role_substitution(claim, sentence, aliases, sentence) is None


def test_a_reordered_sentence_that_moves_its_parties_puts_none_in():
    # the claim opens with the discretion and writes "the facility" for "the Borrower's
    # facility": its rewritten stretch holds the Lender where the source's holds the Borrower,
    # but the source names the Lender as often as the claim
    claim = "in its sole discretion the Lender can end the facility at any time"
    sentence = (
        "The Lender may, in its sole and absolute discretion, cancel the Borrower's facility "
        "under this Deed at any time and with immediate effect by telling the Borrower that the "
        "Lender is using its power under this clause."
    )
    assert lexical._role_substitution(claim, sentence, {}, sentence) is None
    # a role put in the other's place in a near-copy is still a substitution
    swapped = (
        "The Borrower may, in its sole and absolute discretion, cancel the Borrower's facility."
    )
    assert lexical._role_substitution(swapped, sentence, {}, sentence) is not None


def test_a_negated_form_of_the_root_is_the_prefixed_word_not_a_flip():
    # "the fees it isn't contesting" says "uncontested fees" with a negator and another form;
    # "a contested fee" elsewhere in the claim is the root, but not in place of the prefix
    sentence = "Arbitration shall not excuse the Buyer from paying uncontested fees when due."
    claim = (
        "Arbitration of a contested fee doesn't excuse the buyer from paying the fees it isn't "
        "contesting when due."
    )
    assert prefixes.negative_prefix_flip(claim, sentence) is None


@pytest.mark.parametrize(
    "claim",
    [
        # the negator reaches its participle past the verb group's auxiliaries and adverbs
        "If a default can't reasonably be remedied within the period, the lender may sell.",
        "If a default is not promptly remedied within the period, the lender may sell.",
    ],
)
def test_a_negator_reaches_the_root_past_its_auxiliaries_and_adverbs(claim: str) -> None:
    sentence = "If a default remains unremedied within the period, the lender may sell."
    assert prefixes.negative_prefix_flip(claim, sentence) is None


@pytest.mark.parametrize(
    ("sentence", "claim"),
    [
        (
            "The Builder may stop work only for lack of payment by the Owner.",
            "The Builder can stop work only for non-payment by the Owner.",
        ),
        (
            "In the absence of payment of the deposit, the Seller may resell the goods.",
            "On non-payment of the deposit, the Seller may resell the goods.",
        ),
        (
            "The court dismissed the claim for want of prosecution by the plaintiff.",
            "The court dismissed the claim for non-prosecution by the plaintiff.",
        ),
    ],
)
def test_a_noun_of_absence_states_the_prefixed_word(sentence: str, claim: str) -> None:
    assert prefixes.negative_prefix_flip(claim, sentence) is None


def test_a_negator_of_another_verb_does_not_reach_the_root() -> None:
    sentence = "The Grantee holds a non-exclusive licence to the marks."
    claim = "The Grantee may not sublicense its exclusive licence to the marks."
    assert prefixes.negative_prefix_flip(claim, sentence) == ("exclusive", "non-exclusive")


def test_the_root_without_a_negator_is_still_a_flip():
    sentence = "Arbitration shall not excuse the Buyer from paying uncontested fees when due."
    claim = "Arbitration does not excuse the Buyer from paying contested fees when due."
    assert prefixes.negative_prefix_flip(claim, sentence) == ("contested", "uncontested")


@pytest.mark.parametrize(
    ("broken", "joined"),
    [
        ("the rights become non- exclusive", "the rights become non-exclusive"),
        ("the term is un- enforceable", "the term is unenforceable"),
        ("Non- exclusive rights pass", "Non-exclusive rights pass"),
        ("an im- material breach", "an immaterial breach"),
        # a prefix shared by two words is not a broken word
        (
            "pre- and post-closing, non- or partly exclusive",
            "pre- and post-closing, non- or partly exclusive",
        ),
    ],
)
def test_a_prefix_cut_from_its_word_at_a_line_end_is_joined_again(broken: str, joined: str):
    assert prefixes.merge_prefix_negation(broken, "")[0] == joined


def test_a_word_broken_after_its_negative_prefix_is_no_flip(verifier):  # type: ignore[no-untyped-def]
    source = (
        "If the Distributor fails to buy the Minimum Volume in any year, the exclusive "
        "distribution rights granted under this Article 3 shall become non- exclusive from the "
        "start of the next year, and the Maker may then appoint other distributors."
    )
    answer = (
        "If the Distributor misses the Minimum Volume in a year, its distribution rights become "
        "non-exclusive from the start of the next year and the Maker can appoint other "
        "distributors."
    )
    report = verifier.verify(answer, [source])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims


_CURE = (
    "If a missed payment by Brisk is not put right within fourteen (14) Business Days after "
    "Brisk gets a written warning, or if Brisk starts to put it right and does not finish, "
    "Marden may end this deal."
)


@pytest.mark.parametrize(
    ("claim", "sentence", "stretch"),
    [
        # the "not" of the clause before the comma is not the copied clause's
        ("Marden may end this deal.", _CURE, "Marden may end this deal"),
        # a word the claim puts in its place stays: "either" against "neither"
        (
            "Either side may transfer the lease.",
            "Neither side may transfer the lease unless the other agrees.",
            "Neither side may transfer the lease unless the other agrees",
        ),
        # nor is the "not" of the next conjunct, after "and"
        (
            "The rights under this deed are personal to the Buyer.",
            "Each of the rights under this deed is personal to the Buyer and shall not be "
            "assigned to anyone.",
            "Each of the rights under this deed is personal to the Buyer",
        ),
        # a negation in the copied clause itself stays
        (
            "The Buyer may assign the licence",
            "In no event may the Buyer assign the licence to anyone.",
            # with the whole of its negative opening
            "In no event may the Buyer assign the licence",
        ),
    ],
    ids=["other-clause", "replaced-edge-word", "next-conjunct", "own-clause"],
)
def test_the_copied_stretch_ends_at_the_clause_it_copies(
    claim: str, sentence: str, stretch: str
) -> None:
    assert copied_stretch(claim, sentence) == stretch


def test_a_condition_clause_negator_is_neither_a_flip_nor_a_cover_for_one() -> None:
    from lexaudit.verifier import Verifier

    verifier = Verifier()
    faithful = (
        "Brisk has 14 Business Days after a written warning to put right a missed payment, or "
        "Marden may end this deal."
    )
    assert verifier.verify(faithful, [_CURE]).label.value == "clean"
    flipped = faithful.replace("Marden may end", "Marden may not end")
    fields = [c.field for v in verifier.verify(flipped, [_CURE]).claims for c in v.conflicts]
    assert "polarity" in fields


def test_a_dropped_negation_in_one_clause_of_a_longer_claim_is_a_flip(verifier):  # type: ignore[no-untyped-def]
    source = (
        "Where the words of a will are clear and fit the estate exactly, no witness may be "
        "heard to show that the testator meant another estate."
    )
    faithful = (
        "Where the will's words are clear and fit the estate exactly, no witness may be heard "
        "to show the testator meant another estate, for instance a farm with a similar name."
    )
    report = verifier.verify(faithful, [source])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims
    flipped = faithful.replace("no witness may be heard", "a witness may be heard")
    report = verifier.verify(flipped, [source])
    # the flip is read on the denied verb and on the infinitive it governs ("heard to show"):
    # each edge of the denied clause stands in the clause of its object
    fields = [c.field for cv in report.claims for c in cv.conflicts]
    assert fields and set(fields) == {"polarity"}, fields


def test_a_clause_that_paraphrases_a_negative_verb_or_follows_another_clause_is_no_flip(
    verifier,
):  # type: ignore[no-untyped-def]
    source = (
        "If the Grower fails to deliver the agreed tonnage in any season, the Buyer may "
        "cancel the next season's order. Our ruling—in which the Grower plays no part—would be "
        "a poor guide to future seasons."
    )
    # "misses" carries the negation of "fails to deliver" in its verb; the "no part" of a
    # parenthetical clause does not negate the clause after it
    answer = (
        "When the Grower misses delivering the agreed tonnage in any season, the Buyer may "
        "cancel the next season's order, and the ruling, in which the Grower plays no part, "
        "would be a poor guide to future seasons."
    )
    report = verifier.verify(answer, [source])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims


def test_nor_before_a_condition_denies_the_main_verb_again_not_the_conditions_verb(verifier):  # type: ignore[no-untyped-def]
    source = (
        "(4) No tenant shall be entitled to a refund from the Landlord if she leaves before "
        "the term ends, or if she is living abroad, or if they part by mutual consent.\n(5) On "
        "proof that any tenant to whom a refund has been paid under this clause is living "
        "abroad, or that they part by mutual consent, the Landlord shall withdraw the refund."
    )
    answer = (
        "But leaving early is different: under clause (4) a tenant isn't entitled to a refund "
        "in that case (nor if she is living abroad or they part by mutual consent), and under "
        "clause (5) a refund already paid would be withdrawn on proof of it."
    )
    report = verifier.verify(answer, [source])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims


def test_a_rule_stated_through_its_condition_or_a_negative_pronoun_swapped(verifier):  # type: ignore[no-untyped-def]
    source = "A member may not amend a filed claim after service without leave of the panel."
    answer = "With leave of the panel, a member may amend a filed claim after service."
    report = verifier.verify(answer, [source])
    assert not [c for cv in report.claims for c in cv.conflicts], report.claims
    source = "Nobody may inspect the sealed register of members without a court order."
    answer = "Anybody may inspect the sealed register of members without a court order."
    report = verifier.verify(answer, [source])
    assert [c.field for cv in report.claims for c in cv.conflicts] == ["polarity"]


@pytest.mark.parametrize(
    ("claim", "sentence", "flipped"),
    [
        # "non-" negates a participle as it negates an adjective
        ("Members of the panel sit as voting members.", "Members sit as non-voting members.", True),
        ("The offer letter is binding on the bidder.", "The offer letter is non-binding.", True),
        ("The charges are non-recurring.", "The charges are recurring monthly charges.", True),
        # "in" or "dis" before a participle makes another word, no negation
        ("Incoming goods are counted.", "All coming goods are counted at the gate.", False),
        ("The discharging of cargo is logged.", "Charging of cargo fees is logged.", False),
    ],
)
def test_non_before_a_participle_negates_it(claim: str, sentence: str, flipped: bool) -> None:
    assert (prefixes.negative_prefix_flip(claim, sentence) is not None) is flipped


def test_a_word_inside_an_indirect_question_is_no_side_of_a_flip():
    # "whether the defect has been remedied" asserts neither that it has been nor that it
    # has not: "unremedied" against it is no flip
    sentence = (
        "If the parties disagree as to whether a defect has been remedied within the period, "
        "the Owner may refer the question to the Surveyor."
    )
    claim = (
        "If the parties disagree whether a defect has stayed unremedied past the period, the "
        "Owner may refer it to the Surveyor."
    )
    assert prefixes.negative_prefix_flip(claim, sentence) is None
    asserted = "The defect has been remedied within the period, the Owner told the Surveyor."
    assert prefixes.negative_prefix_flip(claim, asserted) == ("unremedied", "remedied")


@pytest.mark.parametrize(
    ("sentence", "claim"),
    [
        # a claim that answers what the source only asks states more than the source
        (
            "The Panel shall decide whether the levy is lawful.",
            "The Panel held that the levy is unlawful.",
        ),
        # the question ends at the comma: the source then answers it
        (
            "The Panel considered whether the levy was lawful, and held it lawful.",
            "The Panel held the levy unlawful.",
        ),
        # "whether or not" concedes, it asks nothing
        (
            "Whether or not the Buyer inspects the goods, the warranty is enforceable for a year.",
            "If the Buyer does not inspect the goods, the warranty is unenforceable.",
        ),
    ],
)
def test_a_question_the_claim_does_not_share_leaves_the_flip(sentence: str, claim: str) -> None:
    assert prefixes.negative_prefix_flip(claim, sentence) is not None


def test_one_role_in_the_singular_and_the_plural_is_no_substitution():
    # the claim speaks of one defendant where the source speaks of defendants in general
    sentence = (
        "There are cases in which defendants released on bail must report to the court every week."
    )
    context = sentence + " A defendant may apply to vary the order. The plaintiff may object."
    claim = "A defendant released on bail must report to the court every week."
    assert lexical._role_substitution(claim, sentence, {}, context) is None
    # another role in the same place still is one
    swapped = "A plaintiff released on bail must report to the court every week."
    assert lexical._role_substitution(swapped, sentence, {}, context) == (
        "A plaintiff",
        "There are cases in which defendants",
    )
