"""Extraction on a real spaCy pipeline: parties, aliases, entities, relations, claims."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit.extract.parties import alias_map, find_parties, normalize_party_name
from lexaudit.types import ClaimType, EntityType, Modality, Verdict


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("Bluefin Health, Inc.", "bluefin health"),
        ("Northwind Analytics Ltd.", "northwind analytics"),
        ("PSiTech Corporation", "psitech"),
        ("Empirical Ventures, Inc", "empirical ventures"),
        ("The Acme Company, LLC", "acme"),
        ("Sanofi Pasteur S.A.", "sanofi pasteur"),
    ],
    ids=["inc", "ltd", "corporation", "inc-no-dot", "company-llc", "sa"],
)
def test_normalize_party_name(name: str, value: str) -> None:
    assert normalize_party_name(name) == value


def test_aliases_resolve_roles_and_short_names(licence: str) -> None:
    parties, terms = find_parties(licence)
    aliases = alias_map(parties)
    assert aliases["licensor"] == "northwind analytics"
    assert aliases["licensee"] == "bluefin health"
    assert aliases["bluefin"] == "bluefin health"  # a short name
    assert "Net Sales" not in {p.alias for p in parties}


def test_defined_terms_are_not_parties() -> None:
    text = 'The fees ("Fees") are payable. "Net Sales" means gross receipts less returns.'
    parties, terms = find_parties(text)
    assert not [p for p in parties if p.alias]
    assert {t.term for t in terms} == {"Fees", "Net Sales"}


def test_a_bracketed_abbreviation_spelling_the_name_before_it_is_an_alias() -> None:
    text = (
        "Collection is by Northwind  Freight\nServices (NFS), and fees are paid to the Bureau "
        "of Land Management (BLM). Section 5 (NFS) and the Fee (FX) define nothing."
    )
    parties, _ = find_parties(text)
    aliases = alias_map(parties)
    assert aliases["nfs"] == "northwind freight services"
    assert aliases["blm"] == "bureau of land management"
    assert "fx" not in aliases
    nfs = next(p for p in parties if p.alias == "NFS")
    assert text[nfs.name_start : nfs.name_end] == "Northwind  Freight\nServices"


def test_entities_have_types_values_and_spans(extractor, licence: str) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(licence)
    found = {(e.type, e.value) for e in analysis.entities}
    assert (EntityType.MONEY, "USD 1250000") in found
    assert (EntityType.DURATION, "P30D") in found
    assert (EntityType.DURATION, "P12M") in found
    assert (EntityType.PERCENT, "5") in found
    assert (EntityType.DATE, "2024-03-01") in found
    assert (EntityType.GPE, "new york") in found
    assert (EntityType.PARTY, "bluefin health") in found
    for entity in analysis.entities:
        assert licence[entity.span.start : entity.span.end] == entity.text


def test_relation_keeps_who_pays_whom_what_and_when(extractor) -> None:  # type: ignore[no-untyped-def]
    aliases = {"licensee": "bluefin health", "licensor": "northwind analytics"}
    analysis = extractor.analyse(
        "Licensee shall pay Licensor 5% of Net Sales within 30 days.", aliases
    )
    pay = [r for r in analysis.relations if r.relation == "pay"]
    assert len(pay) == 1
    rel = pay[0]
    assert rel.subject == "party:bluefin health"
    assert rel.object == "percent:5"
    assert rel.modality is Modality.SHALL and not rel.negated
    roles = {(a.role, a.value) for a in rel.arguments}
    assert ("to", "party:northwind analytics") in roles
    assert ("within", "duration:P30D") in roles
    assert ("of", "np:net sales") in roles


def test_passive_voice_is_turned_active(extractor) -> None:  # type: ignore[no-untyped-def]
    aliases = {"acme": "acme"}
    analysis = extractor.analyse(
        "The agreement was terminated by Acme Corp. on March 1, 2020.", aliases
    )
    rel = next(r for r in analysis.relations if r.relation == "terminate")
    assert rel.subject.endswith("acme")
    assert rel.object == "np:agreement"


@pytest.mark.parametrize(
    ("sentence", "verb", "subject", "obj"),
    [
        ("The permit shall lapse, or be revoked, as the case may be.", "revoke", "", "np:permit"),
        ("The permit was issued and expires in June.", "expire", "np:permit", ""),
        ("The permit was issued and expires in June.", "issue", "", "np:permit"),
        ("The pumps shall be tested and mended on site.", "mend", "", "np:pump"),
        ("The Lessee was evicted and sued the Lessor.", "sue", "lessee", "lessor"),
    ],
    ids=["own-be", "own-finite", "head-passive", "shared-be", "past-with-object"],
)
def test_a_coordinated_verb_keeps_its_own_voice(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str, obj: str
) -> None:
    analysis = extractor.analyse(sentence, {})
    rel = next(r for r in analysis.relations if r.relation == verb)
    # node keys carry a type prefix ("np:", "person:"): compare the names
    assert (rel.subject.split(":")[-1], rel.object.split(":")[-1]) == (
        subject.split(":")[-1],
        obj.split(":")[-1],
    )


@pytest.mark.parametrize(
    ("sentence", "modality", "negated"),
    [
        ("Licensee shall not assign the licence.", Modality.SHALL_NOT, True),
        ("Licensee may assign the licence.", Modality.MAY, False),
        ("Licensee must pay the fee.", Modality.SHALL, False),
        ("Licensee pays the fee.", Modality.NONE, False),
        ("Licensee may not assign the licence.", Modality.SHALL_NOT, True),
    ],
    ids=["shall-not", "may", "must", "plain", "may-not"],
)
def test_modality_and_polarity(extractor, sentence: str, modality: Modality, negated: bool) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(sentence, {"licensee": "bluefin health"})
    rel = analysis.relations[0]
    assert rel.modality is modality
    assert rel.negated is negated


def test_compound_sentence_is_two_claims(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "The agreement limits liability to $2M and requires 30-day notice."
    analysis = extractor.analyse(text, with_claims=True)
    assert [c.text for c in analysis.claims] == [
        "The agreement limits liability to $2M",
        "requires 30-day notice.",
    ]
    assert all(c.type is ClaimType.VERIFIABLE_FACT for c in analysis.claims)


def test_verbs_that_share_an_object_are_one_claim_after_a_comma_splice(extractor) -> None:  # type: ignore[no-untyped-def]
    # the parser hangs the clause before the comma on "draft": it does not complete "draft",
    # which takes its object ("the motion") only with "file"
    text = (
        "It ran the tests, it'll draft and file the motion by Friday, and it's responsible"
        " for the hearing."
    )
    analysis = extractor.analyse(text, with_claims=True)
    assert [c.text for c in analysis.claims] == [
        "It ran the tests, it'll draft and file the motion by Friday",
        "it's responsible for the hearing.",
    ]


def test_a_second_clause_with_its_own_subject_is_a_claim(extractor) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse("The lease ends and the tenant leaves.", with_claims=True)
    assert [c.text for c in analysis.claims] == ["The lease ends", "the tenant leaves."]


@pytest.mark.parametrize(
    "text",
    [
        # one condition
        "If the Licensee is acquired and the acquirer is a competitor of the Licensor, the "
        "Licensor may terminate.",
        # one holding: the frame "held that" governs both
        "The court held that the statute applies and the defendant is liable.",
        # the object comes after the second verb only: both verbs take it
        "The Distributor shall not sell, and it shall not offer, competing products.",
    ],
    ids=["condition", "reported", "shared-object"],
)
def test_a_conjunct_with_a_subject_inside_one_clause_is_not_cut(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(text, with_claims=True)
    assert [c.text for c in analysis.claims] == [text]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I hope this helps!", ClaimType.META),
        ("You should consult a lawyer before signing.", ClaimType.PROCEDURAL),
        ("I think the clause is probably unfair.", ClaimType.OPINION),
        ("The royalty is 5% of Net Sales.", ClaimType.VERIFIABLE_FACT),
    ],
    ids=["meta", "procedural", "opinion", "fact"],
)
def test_claim_types(extractor, text: str, kind: ClaimType) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(text, with_claims=True)
    assert analysis.claims[0].type is kind


def test_sentences_do_not_break_inside_citations(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (
        "The motion was brought under Fed. R. Civ. P. 12(b)(6) by Acme Inc. against No. 5 "
        "Holdings. The accused was charged under s. 420 of the Code. It failed."
    )
    analysis = extractor.analyse(text, with_claims=True)
    assert len(analysis.sentences) == 3


_WORDS = st.sampled_from(
    [
        "Licensee",
        "shall",
        "pay",
        "Licensor",
        "$1,250,000",
        "within",
        "thirty (30) days",
        "of",
        "Net Sales",
        "Section 7.2(b)",
        "on",
        "March 1, 2020",
        "and",
        "5%",
        "Rs. 5,00,000",
        "not",
        "the",
        "Agreement",
        "renews",
        "for",
        "one (1) year",
        ".",
        "\n",
        "Inc.",
        "No.",
    ]
)


@settings(max_examples=40, deadline=None)
@given(st.lists(_WORDS, min_size=1, max_size=30))
def test_every_span_slices_its_text(extractor, words: list[str]) -> None:  # type: ignore[no-untyped-def]
    text = " ".join(words)
    analysis = extractor.analyse(text, with_claims=True)
    for entity in analysis.entities:
        assert text[entity.span.start : entity.span.end] == entity.text
    for claim in analysis.claims:
        assert text[claim.span.start : claim.span.end] == claim.text
        assert claim.text == claim.text.strip()
    for start, end in analysis.sentences:
        assert 0 <= start < end <= len(text)
    for rel in analysis.relations:
        assert 0 <= rel.span.start <= rel.span.end <= len(text)


def test_a_clause_ending_before_the_word_company_is_not_a_party_name():
    # "..., Company may" ends a clause; only abbreviated suffixes follow a comma in a name
    text = "If the Option lapses before the end of the Notice Period, Company may terminate."
    assert find_parties(text)[0] == []
    named = find_parties("Bluefin Health, Inc. shall pay Acme Widget Company.")[0]
    assert [p.name for p in named] == ["Bluefin Health, Inc.", "Acme Widget Company"]


def test_a_described_corporation_is_not_the_name_the_alias_defines():
    # "a British Columbia Corporation" describes the party named before it
    text = (
        "This Agreement is made between Harrow Mining Ltd., a British Columbia Corporation "
        '(the "Company"), and its lender.'
    )
    parties = find_parties(text)[0]
    assert [(p.name, p.alias) for p in parties if p.alias] == [("Harrow Mining Ltd.", "Company")]


def test_a_place_in_brackets_is_part_of_a_company_name():
    text = 'Party A: Halden (Suzhou) Freight Services Co., Ltd. ("Supplier"), of Suzhou.'
    parties = find_parties(text)[0]
    assert [(p.name, p.alias) for p in parties if p.alias] == [
        ("Halden (Suzhou) Freight Services Co., Ltd.", "Supplier")
    ]
    assert alias_map(parties)["halden"] == "halden suzhou freight services"


def test_a_role_in_brackets_after_a_name_does_not_join_it_to_the_next_name():
    text = 'This Lease is between Mary Okafor (Landlord) and Kettle Yard Ltd. (the "Tenant").'
    names = [p.name for p in find_parties(text)[0]]
    assert not any("Okafor" in n and "Kettle" in n for n in names), names


def test_a_second_alias_after_a_description_without_an_article_is_kept():
    text = (
        'Harrow Mills Ltd. ("Harrow"), incorporated in Scotland ("Seller"), and Quill Paper '
        'LLC ("Buyer") agree as follows.'
    )
    aliases = alias_map(find_parties(text)[0])
    assert aliases["seller"] == aliases["harrow"]
    assert aliases["buyer"] != aliases["seller"]


def test_a_name_given_a_role_is_not_the_next_roles_name():
    text = (
        'Party A: Harrow Mills Ltd. ("Seller"), a company registered in Scotland\n'
        'Party B: the person named in Schedule 1 ("Buyer")'
    )
    aliases = alias_map(find_parties(text)[0])
    assert "buyer" not in aliases


def test_a_name_defined_by_an_earlier_bracket_is_not_the_next_roles_name():
    # the second party's name is left blank in the form: its role is not the first party's
    text = (
        'Party A: Halden (Suzhou) Freight Services Co., Ltd. ("Supplier") Address: 12 Canal '
        'Road, Suzhou. Party B: [____] ("Buyer") Address: [____].'
    )
    aliases = alias_map(find_parties(text)[0])
    assert aliases["supplier"] == "halden suzhou freight services"
    assert "buyer" not in aliases


def test_a_non_prefixed_noun_is_not_the_subject(extractor):  # type: ignore[no-untyped-def]
    # "non-employees to perform": the clause says who may not perform, not that the
    # employees perform
    analysis = extractor.analyse(
        "Approval is needed before using contractors, affiliates or other non-employees to "
        "perform its obligations"
    )
    performs = [r for r in analysis.relations if r.relation == "perform"]
    assert performs
    assert not [r for r in performs if "employee" in r.subject]


@pytest.mark.parametrize(
    ("sentence", "verb", "negated"),
    [
        (
            "This Lease binds the parties and their successors, but neither party may, or "
            "shall have the right to, transfer this Lease without the written consent of the "
            "other party.",
            "transfer",
            True,
        ),
        (
            "No tenant may sublet the premises, but the landlord may transfer this Lease.",
            "transfer",
            False,
        ),
        # a negative implicative negates its complement, and a negated one affirms it
        ("If the Surety declines to disclose the invoices, the claim fails.", "disclose", True),
        ("The Tenant refuses to vacate the premises.", "vacate", True),
        ("The Tenant does not fail to pay the rent.", "pay", False),
        # a commitment denied is no duty, not a denied act (Modality.NEED_NOT)
        ("The Tenant does not agree to pay the rent.", "pay", False),
        # the noun of a negative implicative or of a failure negates its infinitive too
        ("A refusal of the Lender to advance the loan ends the commitment.", "advance", True),
        ("Any failure by the Tenant to insure the barn is a default.", "insure", True),
        ("There was no refusal to return the deposit.", "return", False),
        # a right of first refusal is a right to buy, not a refusal
        ("The Tenant's right of first refusal to buy the barn lapses.", "buy", False),
    ],
    ids=[
        "negative-subject-over-coordinated-infinitive",
        "own-subject-not-negated",
        "declines-to",
        "refuses-to",
        "not-fail-to",
        "not-agree-to-is-no-duty",
        "refusal-to",
        "failure-to",
        "no-refusal-to",
        "first-refusal",
    ],
)
def test_a_negative_subject_or_verb_denies_the_predicates_it_governs(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, negated: bool
) -> None:
    analysis = extractor.analyse(sentence)
    rel = next(r for r in analysis.relations if r.relation == verb)
    assert rel.negated is negated


def test_a_role_or_a_phrase_around_it_mentioned_in_passing_is_not_a_party() -> None:
    # two passages of one agreement: the first defines the parties, the second uses the roles
    opening = (
        'Carrow Savings Bank (the "Bank") and the Trustees of the Ellis Pension Trust (the '
        '"Trust") entered into a custody agreement on March 3, 2004.'
    )
    later = (
        "The Bank shall file a Late Notice. Where the Bank fails to file it, the Trust may act "
        "alone. The Bank shall inform the Trustees of the Trust each month, and the Trust and "
        "the Bank shall review the account."
    )
    assert find_parties(later)[0] == []
    defined = alias_map(find_parties(opening)[0])
    assert defined["bank"] == "carrow savings"
    assert defined["carrow"] == "carrow savings"
    # a sentence break does not join a phrase to the company named after it
    named = find_parties("The Bank sent a Late Notice. Harbor Freight Company paid the fee.")[0]
    assert [p.value for p in named] == ["harbor freight"]
    # abbreviations inside a name do not break it
    both = find_parties("Acme Mfg. Co. and Infosys Technologies Pvt. Ltd. signed.")[0]
    assert [p.value for p in both] == ["acme mfg", "infosys technologies"]


def test_a_short_name_is_not_a_substitute_for_the_role_its_company_is_defined_as() -> None:
    from lexaudit.verifier import Verifier

    opening = (
        'Carrow Savings Bank (the "Bank") and the Trustees of the Ellis Pension Trust (the '
        '"Trust") entered into a custody agreement on March 3, 2004.'
    )
    later = (
        "If the Bank fails to file the Late Notice within thirty (30) days after a written "
        "request by the Trust, the Trust shall have the right to move the custody account to "
        "another custodian. The Bank shall inform the Trustees of the Trust within two (2) "
        "business days of any request."
    )
    answer = (
        "If Carrow fails to file the Late Notice within 30 days after a written request by the "
        "Trust, the Trust can move the custody account to another custodian."
    )
    report = Verifier().verify(answer, [opening, later])
    conflicts = [c for cv in report.claims for c in cv.conflicts]
    assert not [c for c in conflicts if c.field in ("party", "role")], conflicts
    assert all(cv.verdict is not Verdict.CONTRADICTED for cv in report.claims)


def test_two_names_spacy_joins_with_and_the_or_the_are_two_names() -> None:
    from lexaudit.extract.entities import name_candidates

    text = "Rent is paid to the Landlord or the Managing Agent at the address on file."
    start = text.index("the Landlord")
    end = text.index(" at the address")
    found = name_candidates(text, [("ORG", start, end)], {})
    assert [e.text for e in found] == ["the Landlord", "the Managing Agent"]
    assert [e.span.start for e in found] == [start, text.index("the Managing")]
    one = name_candidates("Procter and Gamble sells soap.", [("ORG", 0, 18)], {})
    assert [e.text for e in one] == ["Procter and Gamble"]


@pytest.mark.parametrize(
    ("sentence", "verb", "subject", "modality"),
    [
        # object control: the object of "permit" / "require" does what the infinitive says
        (
            "Kestrel shall permit the Harbour Authority to inspect the warehouse.",
            "inspect",
            "harbour authority",
            None,
        ),
        (
            "The Licensee shall require each sublicensee to pay the royalty.",
            "pay",
            "sublicensee",
            None,
        ),
        # a period or a sum is no actor: the one who has ten days cures
        (
            "After notice, the Tenant has 14 Business Days to cure the breach.",
            "cure",
            "tenant",
            None,
        ),
        # ... and in "give B ten days to cure" the one it is given to cures
        (
            "If the goods are defective, the Buyer shall give the Seller thirty (30) days to "
            "cure the defect.",
            "cure",
            "seller",
            None,
        ),
        # a party's people act for it
        ("Halden's auditors may inspect the books.", "inspect", "halden", None),
        # subject control still: "agrees to pay" is the subject's paying
        ("The Buyer agrees to pay the deposit.", "pay", "buyer", Modality.SHALL),
        # a passive head's subject does what its complement says
        ("Kestrel is obligated to repair the roof.", "repair", "kestrel", Modality.SHALL),
        # the governing verb's meaning decides the modality over its auxiliary
        (
            "The Recipient shall be entitled to seek an injunction.",
            "seek",
            "recipient",
            Modality.MAY,
        ),
        # a reduced passive after "unless" is the by-phrase's act, not the main subject's
        (
            "Unless otherwise agreed in writing by Kestrel, Halden shall pay the freight.",
            "agree",
            "kestrel",
            None,
        ),
    ],
    ids=[
        "permit-object",
        "require-object",
        "period-is-no-actor",
        "period-given-to",
        "a-partys-people",
        "agree-subject",
        "passive-head",
        "entitled",
        "unless-agreed-by",
    ],
)
def test_who_does_what_a_complement_or_a_reduced_clause_says(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str, modality: Modality | None
) -> None:
    analysis = extractor.analyse(sentence)
    rel = next(r for r in analysis.relations if r.relation == verb)
    assert rel.subject.split(":", 1)[1] == subject, rel
    if modality is not None:
        assert rel.modality is modality


def test_a_clause_set_in_capitals_is_parsed_as_a_sentence(extractor) -> None:  # type: ignore[no-untyped-def]
    from lexaudit.extract.pieces import parser_text

    text = (
        "IN NO EVENT SHALL THE VENDOR BE LIABLE FOR ANY INDIRECT DAMAGES, AND THE DEALER "
        "AGREES TO DEFEND, INDEMNIFY AND HOLD HARMLESS THE MAKER FROM ALL CLAIMS. The ABC "
        "Act applies."
    )
    seen = parser_text(text)
    assert len(seen) == len(text) and seen.endswith("The ABC Act applies.")
    assert seen.startswith("In no event shall the vendor")
    relations = {(r.subject, r.relation, r.object) for r in extractor.analyse(text).relations}
    assert ("np:dealer", "indemnify", "") in relations
    assert ("np:dealer", "hold", "np:maker") in relations
    # the entities are still read from the text as written
    assert parser_text("Paid by ACME LLC.") == "Paid by ACME LLC."


def test_an_infinitive_hung_on_a_noun_of_failing_completes_it(extractor) -> None:  # type: ignore[no-untyped-def]
    # bold marks in the list item make the parser hang "to store" on "failure" itself
    text = "- **Any failure to insure** the cargo or to store it dry is a default."
    (store,) = [r for r in extractor.analyse(text).relations if r.relation == "store"]
    assert store.negated is True


@pytest.mark.parametrize(
    ("sentence", "verb", "subject", "modality", "negated"),
    [
        (
            "The Tenant shall have the right to terminate this Lease.",
            "terminate",
            "tenant",
            Modality.MAY,
            False,
        ),
        (
            "The Owner has the obligation to repair the roof.",
            "repair",
            "owner",
            Modality.SHALL,
            False,
        ),
        (
            "The Grantor shall have the sole right, but not the obligation, to enforce the marks.",
            "enforce",
            "grantor",
            Modality.MAY,
            False,
        ),
        (
            "The Tenant shall not have the right to assign this Lease.",
            "assign",
            "tenant",
            Modality.SHALL_NOT,
            True,
        ),
    ],
    ids=["right-to", "obligation-to", "right-but-not-obligation", "no-right-to"],
)
def test_an_infinitive_completing_a_modal_noun_is_its_holders_permission_or_duty(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str, modality: Modality, negated: bool
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.subject.split(":", 1)[1] == subject
    assert rel.modality is modality
    assert rel.negated is negated


@pytest.mark.parametrize(
    ("sentence", "verb", "subject"),
    [
        ("A refusal by the Carrier to load the cargo ends the charter.", "load", "carrier"),
        ("The Lender's refusal to advance the loan ends the commitment.", "advance", "lender"),
        ("A refusal of the Buyer to accept the goods is a breach.", "accept", "buyer"),
        # "of bail" names what is refused; the "by" phrase names who refuses
        ("A refusal of bail by the court to protect a witness is rare.", "protect", "court"),
    ],
    ids=["by", "possessive", "of-a-party", "by-before-of"],
)
def test_the_one_who_refuses_does_not_do_what_the_noun_of_refusing_names(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.negated and rel.subject.split(":", 1)[1] == subject, rel


def test_a_clause_number_is_not_the_subject(extractor):  # type: ignore[no-untyped-def]
    # a name the recogniser does not tag, after the clause's number
    analysis = extractor.analyse("11.4 Harrow shall restore the haul road after each blast.")
    rel = next(r for r in analysis.relations if r.relation == "restore")
    assert not rel.subject.startswith("number:"), rel


def test_a_function_word_before_a_company_form_is_no_name(extractor):  # type: ignore[no-untyped-def]
    # "If Company fails": the role the agreement defines, after the word that opens the clause
    analysis = extractor.analyse(
        "If Company misses a payment, Lender may accelerate the loan. Northwind Company "
        "guarantees it."
    )
    names = [e.text for e in analysis.entities if e.type.value == "party"]
    assert "If Company" not in names and "Northwind Company" in names, names


@pytest.mark.parametrize(
    ("sentence", "verb", "negated"),
    [
        # a modal takes the bare form: the participles hang on "defects", not on "resell"
        (
            "The buyer couldn't resell the car because of defects largely hidden, denied and "
            "ignored by the dealer.",
            "deny",
            False,
        ),
        (
            "The buyer couldn't resell the car because of defects largely hidden, denied and "
            "ignored by the dealer.",
            "resell",
            True,
        ),
        # bare forms coordinated under the modal share its negation
        ("The tenant may not sublet or assign the flat.", "assign", True),
        ("The tenant did not sublet or assign the flat.", "assign", True),
    ],
    ids=["participle-after-modal", "head-keeps-negation", "bare-conjunct", "do-support"],
)
def test_a_participle_shares_no_modal_with_the_bare_verb_before_it(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, negated: bool
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.negated is negated, rel


@pytest.mark.parametrize(
    ("sentence", "verb", "asserted"),
    [
        ("The delay harmed the tenant's ability to sell the flat.", "sell", False),
        ("Her attempt to collect the rent came too late.", "collect", False),
        ("The tenant is given a right to sell the flat.", "sell", True),
        ("The tenant shall not sell the flat.", "sell", True),
    ],
    ids=["ability-to", "attempt-to", "right-to", "plain-verb"],
)
def test_an_act_a_plain_noun_completes_is_not_asserted(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, asserted: bool
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.asserted is asserted, rel


@pytest.mark.parametrize(
    ("sentence", "verb", "subject", "negated", "modality"),
    [
        ("The Lessee is barred from subletting the barn.", "sublet", "lessee", True, "shall_not"),
        (
            "Clause 9 prohibits the Lessee from subletting the barn.",
            "sublet",
            "lessee",
            True,
            "shall_not",
        ),
        (
            "The Lessee shall refrain from subletting the barn.",
            "sublet",
            "lessee",
            True,
            "shall_not",
        ),
        (
            "The Lessee is not prohibited from subletting the barn.",
            "sublet",
            "lessee",
            False,
            "may",
        ),
        ("The Lessee remains free to sublet the barn.", "sublet", "lessee", False, "may"),
        ("The Lessee is bound to insure the barn.", "insure", "lessee", False, "shall"),
        ("The Lessee is unable to insure the barn.", "insure", "lessee", True, "none"),
        ("The Lessee is unable or unwilling to insure the barn.", "insure", "lessee", True, "none"),
        ("The Lessee is able and willing to insure the barn.", "insure", "lessee", False, "none"),
    ],
    ids=[
        "barred-from",
        "prohibits-from",
        "refrain-from",
        "not-prohibited",
        "free-to",
        "bound-to",
        "unable-to",
        "unable-or-unwilling-to",
        "able-and-willing-to",
    ],
)
def test_prevention_and_modal_adjectives_read_as_modality(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str, negated: bool, modality: str
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.subject.split(":", 1)[1] == subject, rel
    assert (rel.negated, rel.modality.value) == (negated, modality), rel


@pytest.mark.parametrize(
    ("sentence", "verb", "negated"),
    [
        (
            "If the Tenant fails or refuses to pay the rent, the Landlord may end the lease.",
            "pay",
            True,
        ),
        ("The Tenant refused the landlord's offer and agreed to pay the full rent.", "pay", False),
        (
            "The trial court declined jurisdiction, and the plaintiff sought to appeal the order.",
            "appeal",
            False,
        ),
        ("The Agent failed the exam and was required to resign.", "resign", False),
        ("The Landlord may refuse or agree to extend the lease.", "extend", False),
        ("If the Seller fails or chooses to deliver late, the Buyer may cancel.", "deliver", False),
    ],
    ids=[
        "fails-or-refuses",
        "own-object-first",
        "own-subject-later",
        "failed-an-object",
        "refuse-or-agree",
        "fails-or-chooses",
    ],
)
def test_only_a_list_of_bare_denials_shares_its_infinitive(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, negated: bool
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.negated is negated, rel


def test_an_alias_closing_a_partys_description_names_that_party() -> None:
    # "Referral Outlet" is no role word: only the description ties it to its company
    text = (
        "This Agreement is made this 1st day of May 2009 by and between Halvard Freight, Inc., a "
        "company formed in Maine and having its main office at 12 Quay Road Portland, Maine "
        '04101 ("Halvard"), and Corrin Logistics.com, LLC a Corporation formed in Oregon, '
        'having its main office at 80 N. Mill Ave, Suite 4, Bend OR97701 ("Referral Outlet").'
    )
    aliases = alias_map(find_parties(text)[0])
    assert aliases.get("referral outlet") == "corrin logistics com", aliases
    assert aliases.get("halvard") == "halvard freight", aliases
    # a bracket after another party's "and" is not the first party's
    two = 'Halvard Freight, Inc. ("Halvard") and a carrier to be named ("Referral Outlet")'
    assert alias_map(find_parties(two)[0]).get("referral outlet") != "halvard freight"


@pytest.mark.parametrize(
    ("sentence", "verb", "asserted"),
    [
        ("Banned uses include playing music in the courtyard.", "play", False),
        ("Playing music in the courtyard is forbidden.", "play", False),
        ("This covers the following: playing music in the courtyard.", "play", False),
        ("The Tenant plays music in the courtyard.", "play", True),
        ("The Tenant is playing music in the courtyard.", "play", True),
        ("The Tenant is barred from playing music in the courtyard.", "play", True),
    ],
    ids=["include-gerund", "gerund-subject", "listed-gerund", "finite", "progressive", "prevented"],
)
def test_a_gerund_names_an_act_without_asserting_it(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, asserted: bool
) -> None:
    rel = next(r for r in extractor.analyse(sentence).relations if r.relation == verb)
    assert rel.asserted is asserted, rel


def test_a_role_alias_is_shortened_to_its_role_noun():
    text = (
        'Kestrel Asset Partners LLC (the "Portfolio Manager") and Lowther Fund Trust (the '
        '"Trust") agree as follows.'
    )
    aliases = alias_map(find_parties(text)[0])
    assert aliases["manager"] == aliases["portfolio manager"] == aliases["kestrel"]


def test_a_role_noun_two_aliases_end_on_names_neither():
    text = (
        'Kestrel Asset Partners LLC (the "Portfolio Manager") and Lowther Advisers Ltd. (the '
        '"Property Manager") agree as follows.'
    )
    aliases = alias_map(find_parties(text)[0])
    assert "manager" not in aliases
    assert aliases["portfolio manager"] != aliases["property manager"]


def test_an_abbreviation_stands_for_the_words_its_initials_spell() -> None:
    from lexaudit.extract.parties import spelled_abbreviations

    text = (
        "The Grower grants the Miller a right of first offer on any surplus harvest of the "
        'Farm (the "ROFO"). Prices follow the weighted average price (WAP) of the season. '
        'The Farm keeps its books under generally accepted accounting principles ("GAAP").'
    )
    spelled = spelled_abbreviations(text, find_parties(text)[1])
    assert spelled == {
        "rofo": "right of first offer",
        "wap": "weighted average price",
        "gaap": "generally accepted accounting principles",
    }


def test_an_abbreviation_no_words_spell_is_not_read() -> None:
    from lexaudit.extract.parties import spelled_abbreviations

    text = 'The Miller pays the levy set by the board (the "MLB") each season.'
    assert spelled_abbreviations(text, find_parties(text)[1]) == {}


def test_a_name_spelling_an_abbreviation_beats_a_nearer_run_of_plain_words() -> None:
    from lexaudit.extract.parties import spelled_abbreviations

    text = 'The Grower keeps all Plant Varieties, including Patented varieties ("PV").'
    assert spelled_abbreviations(text, find_parties(text)[1]) == {"pv": "Plant Varieties"}
    text = 'The Miller shall pay all Levies ("PA") each season.'
    assert spelled_abbreviations(text, find_parties(text)[1]) == {}


def test_a_word_that_usually_names_a_thing_is_the_alias_of_the_company_it_follows() -> None:
    # "Affiliate" defines the company written right before it; elsewhere it is a term
    text = (
        'This Agreement is between Kestrel Radio, Inc., an Ohio corporation (the "Network"), '
        'and Harrow Media Company, an Ohio corporation ("Affiliate"). Each of its '
        'subsidiaries (an "Affiliate") may air the programs.'
    )
    parties, terms = find_parties(text)
    assert ("Harrow Media Company", "Affiliate") in [(p.name, p.alias) for p in parties]
    assert [t.term for t in terms] == ["Affiliate"]


def test_a_name_holds_no_bracket_it_does_not_close(extractor) -> None:  # type: ignore[no-untyped-def]
    # the recogniser may run a place into the aside after it: "the State of Utah (U.S.A."
    text = (
        "This Agreement is governed by the laws of the State of Utah (U.S.A.), without regard "
        "to conflicts rules."
    )
    places = [
        (e.text, e.value) for e in extractor.analyse(text).entities if e.type is EntityType.GPE
    ]
    assert ("the State of Utah", "utah") in places
    assert all("(" not in surface for surface, _ in places)
