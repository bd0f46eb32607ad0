"""Rules that follow from how legal texts are laid out, on texts written for these tests."""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.types import FindingSubtype, Label, Verdict
from lexaudit.verifier import Verifier

_CODE = (
    "401. Punishment for simple trespass.—Whoever commits simple trespass shall be punished with "
    "imprisonment which may extend to three months, or with fine, or with both.\n"
    "402. Trespass with a dangerous weapon.—Whoever commits trespass while armed with a knife, "
    "firearm or other deadly weapon shall be punished with imprisonment which may extend to "
    "seven years, and shall also be liable to fine.\n"
)


def _subtypes(report) -> set[FindingSubtype]:  # type: ignore[no-untyped-def]
    return {f.subtype for f in report.findings}


def test_a_claim_cited_to_the_neighbouring_section_is_misattributed(verifier: Verifier) -> None:
    wrong = verifier.verify(
        "Under Section 401 of the Indian Penal Code, trespass while armed with a knife or a "
        "firearm is punishable with up to seven years' imprisonment and a fine.",
        [_CODE],
        as_of="2020-01-01",
    )
    assert FindingSubtype.MISATTRIBUTED_CITATION in _subtypes(wrong)
    assert wrong.label is Label.HALLUCINATED
    right = verifier.verify(
        "Under Section 402 of the Indian Penal Code, trespass while armed with a knife or a "
        "firearm is punishable with up to seven years' imprisonment and a fine.",
        [_CODE],
        as_of="2020-01-01",
    )
    assert FindingSubtype.MISATTRIBUTED_CITATION not in _subtypes(right)


@pytest.mark.parametrize(
    ("answer", "misattributed"),
    [
        ("That's section 401 IPC: trespass while armed with a knife or a firearm is punishable "
         "with up to seven years' imprisonment and a fine.", True),
        ("That's section 402 IPC: trespass while armed with a knife or a firearm is punishable "
         "with up to seven years' imprisonment and a fine.", False),
    ],
    ids=["lead-in-wrong-section", "lead-in-right-section"],
)  # fmt: skip
def test_a_citation_that_introduces_a_claim_cites_it(
    verifier: Verifier, answer: str, misattributed: bool
) -> None:
    report = verifier.verify(answer, [_CODE], as_of="2020-01-01")
    assert (FindingSubtype.MISATTRIBUTED_CITATION in _subtypes(report)) is misattributed


@pytest.mark.parametrize(
    ("section", "term", "clean"),
    [("401", "three months", True), ("401", "seven years", False), ("402", "seven years", True)],
    ids=["own-section", "neighbour's-term", "neighbour-cited"],
)
def test_a_value_is_read_in_the_section_the_claim_names(
    verifier: Verifier, section: str, term: str, clean: bool
) -> None:
    report = verifier.verify(
        f"A person convicted under section {section} faces imprisonment of up to {term}.",
        [_CODE],
        as_of="2020-01-01",
    )
    assert (report.label is Label.CLEAN) is clean, report.findings


def test_a_us_code_section_printed_as_a_heading_grounds_its_citation(verifier: Verifier) -> None:
    source = (
        "§ 14. Notice of claims\nA claimant shall give written notice of a claim within sixty "
        "days after the loss is discovered."
    )
    report = verifier.verify(
        "Under 12 U.S.C. § 14, written notice of a claim is due within sixty days after the loss "
        "is discovered.",
        [source],
    )
    assert FindingSubtype.UNKNOWN_AUTHORITY not in _subtypes(report)
    assert report.label is Label.CLEAN


@pytest.mark.parametrize(
    ("short", "full"),
    [
        ("US", "United States of America"),
        ("U.K.", "the United Kingdom"),
        ("UAE", "United Arab Emirates"),
        ("Germany", "the Federal Republic of Germany"),
        ("Spain", "the Kingdom of Spain"),
        ("India", "the laws of the Republic of India"),
        ("UK", "the United Kingdom of Great Britain and Northern Ireland"),
    ],
    ids=["us", "uk", "uae", "federal-republic", "kingdom", "laws-of-republic", "uk-long"],
)
def test_short_place_names_are_the_same_place(short: str, full: str) -> None:
    assert normalize_place(short) == normalize_place(full)


def test_the_democratic_republic_is_not_the_republic() -> None:
    democratic = normalize_place("the Democratic Republic of the Congo")
    assert democratic != normalize_place("the Republic of the Congo")


def test_a_question_in_the_source_neither_supports_nor_contradicts(verifier: Verifier) -> None:
    source = (
        "Must the lessee also repair the roof at its own cost? We hold that it need not. The "
        "lessor bears the cost of structural repairs."
    )
    report = verifier.verify("The lessee must not repair the roof at its own cost.", [source])
    judged = [c for c in report.claims if c.verdict is not Verdict.NOT_CHECKED]
    assert judged
    assert all("?" not in e.text for c in judged for e in c.evidence), (
        "a question was used as evidence"
    )


def test_a_value_named_by_a_defined_term_is_compared_in_its_own_slot(verifier: Verifier) -> None:
    source = (
        "2.1 The Agreement shall commence on the Effective Date and shall continue for a period "
        'of twenty-four (24) months (the "Initial Term"). Thereafter this Agreement shall '
        "renew for successive one-month periods unless either party gives thirty (30) days' notice."
    )
    ok = verifier.verify("The initial term is 24 months.", [source])
    assert ok.label is Label.CLEAN, [c.reason for c in ok.claims]
    bad = verifier.verify("The initial term is one month.", [source])
    assert bad.label is not Label.CLEAN


_OPINION = (
    "The Court of Appeals held that the claim was timely. We agree. Because the statute runs "
    "from discovery, the judgment of the Court of Appeals is affirmed, and the case is remanded."
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("The Court reversed the Court of Appeals and remanded.", True),
        ("The Supreme Court granted review and vacated the judgment.", True),
        ("The Court affirmed the Court of Appeals and remanded the case.", False),
        ("The Court of Appeals reversed the trial court, and the Court agreed with it.", False),
    ],
    ids=["reversed-for-affirmed", "vacated-for-affirmed", "affirmed", "lower-court-outcome"],
)
def test_the_deciding_courts_disposition(verifier: Verifier, answer: str, wrong: bool) -> None:
    report = verifier.verify(answer, [_OPINION])
    assert (FindingSubtype.WRONG_OUTCOME in _subtypes(report)) is wrong, report.findings


@pytest.mark.parametrize(
    ("claim", "source", "merged"),
    [
        ("Liability is not limited.", "Liability is unlimited.", ("Liability is unlimited.",) * 2),
        (
            "The term is unenforceable.",
            "The term is not enforceable.",
            ("The term is unenforceable.",) * 2,
        ),
        (
            "The fee is not payable.",
            "The fee is payable.",
            ("The fee is not payable.", "The fee is payable."),
        ),
    ],
    ids=["not-limited", "not-enforceable", "no-prefix-form"],
)
def test_a_negator_and_a_negative_prefix_are_one_negation(
    claim: str, source: str, merged: tuple[str, str]
) -> None:
    from lexaudit.judge.prefixes import merge_prefix_negation

    assert merge_prefix_negation(claim, source) == merged


_SPEC = (
    "4.2 Each lot must contain a minimum of six percent (6%) total cannabidiol. 4.3 Each lot "
    "must contain less than three percent (3%) total moisture by weight."
)


@pytest.mark.parametrize(
    ("claim", "clean"),
    [
        ("Each lot has to hold no less than 6% total cannabidiol.", True),
        ("Each lot has to hold no less than 3% total cannabidiol.", False),
    ],
    ids=["bound-paraphrased", "value-from-the-other-slot"],
)
def test_a_bound_word_is_not_a_slot(verifier: Verifier, claim: str, clean: bool) -> None:
    report = verifier.verify(claim, [_SPEC])
    assert (report.label is Label.CLEAN) is clean, [c.reason for c in report.claims]


@pytest.mark.parametrize(
    ("court", "clean"),
    [
        ("the District Court for the Northern District of Ohio", True),
        ("the District Court for the Southern District of Ohio", False),
    ],
    ids=["same-forum", "other-district"],
)
def test_a_court_of_the_same_kind_in_another_place_is_another_forum(
    verifier: Verifier, court: str, clean: bool
) -> None:
    source = (
        "Any action arising out of this Agreement shall be brought exclusively in the United "
        "States District Court for the Northern District of Ohio, and each party submits to "
        "its jurisdiction."
    )
    report = verifier.verify(
        f"Any action arising out of the agreement must be brought only in {court}, and both "
        "parties submit to its jurisdiction.",
        [source],
    )
    assert (report.label is Label.CLEAN) is clean, report.findings


@pytest.mark.parametrize(
    ("period", "clean"),
    [("45 days'", True), ("30 days'", False)],
    ids=["same-count", "other-count"],
)
def test_a_period_whose_unit_the_source_left_out(
    verifier: Verifier, period: str, clean: bool
) -> None:
    # a drafting slip: the number of the notice period is written without its unit
    source = (
        "Either Party may end this Agreement for convenience with a forty-five (45) written "
        "notice to the other Party."
    )
    report = verifier.verify(
        f"Either party can end the agreement for convenience on {period} written notice.",
        [source],
    )
    assert (report.label is Label.CLEAN) is clean, report.findings


def test_a_relation_conflict_quotes_the_whole_source_sentence(verifier: Verifier) -> None:
    sentence = (
        "This Agreement may be terminated by the Supplier for cause if the Buyer ceases to do "
        "business."
    )
    report = verifier.verify(
        "The Buyer can terminate the agreement for cause if the Supplier ceases to do business.",
        [f"{sentence} The Buyer shall pay each invoice within thirty (30) days."],
    )
    conflicts = [c for cv in report.claims for c in cv.conflicts]
    assert conflicts, report.findings
    assert {c.evidence_span.text for c in conflicts if c.evidence_span} == {sentence}


@pytest.mark.parametrize(
    ("answer", "swapped"),
    [
        ("Marlow can terminate for convenience on at least 45 days' written notice.", True),
        ("Quentara can terminate for convenience on at least 45 days' written notice.", False),
    ],
    ids=["other-name", "same-name"],
)
def test_a_named_party_given_another_named_partys_act(
    verifier: Verifier, answer: str, swapped: bool
) -> None:
    source = (
        "Quentara may terminate this Agreement for convenience by giving at least forty-five "
        "(45) days written notice of termination to Marlow."
    )
    report = verifier.verify(answer, [source])
    assert (report.label is Label.HALLUCINATED) is swapped, report.findings
    assert (report.label is Label.CLEAN) is not swapped, report.findings


def test_a_role_the_text_defines_is_not_read_as_a_name(verifier: Verifier) -> None:
    source = (
        'Quentara Ltd (the "Owner") lets the vessel to Marlow plc (the "Charterer"). '
        "The Charterer shall pay hire of US$9,000 per day, fifteen (15) days in advance."
    )
    report = verifier.verify("Marlow pays hire of $9,000 a day, fifteen days in advance.", [source])
    assert not any(f.subtype is FindingSubtype.ENTITY_SUBSTITUTION for f in report.findings)


def test_a_place_does_not_carry_a_claim_whose_words_are_not_there(verifier: Verifier) -> None:
    source = (
        "The Court reversed the judgment of the Supreme Court of Ohio and remanded the case. "
        "The mandate shall issue forthwith."
    )
    report = verifier.verify(
        "The Court reversed and told Ohio to repay the petitioner's travel costs.",
        [source],
    )
    verdicts = {cv.verdict for cv in report.claims}
    assert Verdict.SUPPORTED not in verdicts, [(cv.verdict, cv.reason) for cv in report.claims]


@pytest.mark.parametrize(
    ("answer", "swapped"),
    [
        ("Marlow has to indemnify and hold Quentara harmless against all claims.", True),
        ("Quentara has to indemnify and hold Marlow harmless against all claims.", False),
        ("The Project Data is owned by Marlow.", False),
    ],
    ids=["swapped", "as-written", "passive"],
)
def test_two_named_parties_with_their_roles_swapped(
    verifier: Verifier, answer: str, swapped: bool
) -> None:
    source = (
        "Quentara and its affiliates shall indemnify and hold Marlow harmless from any claims, "
        "losses, damages and costs. Marlow shall own all Project Data."
    )
    report = verifier.verify(answer, [source])
    assert (report.label is Label.HALLUCINATED) is swapped, report.findings


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("In Unicorn, Inc. v. Harbor Freight Tools Co., the Court held that a mistake of law "
         "can excuse an inaccurate registration.", True),
        ("In Zephyr Holdings v. Quill Partners, the Court held that a mistake of law can "
         "excuse an inaccurate registration.", False),
    ],
    ids=["caption-of-the-case", "invented-case"],
)  # fmt: skip
def test_the_caption_of_the_case_under_discussion(
    verifier: Verifier, answer: str, clean: bool
) -> None:
    source = (
        "Unicorn obtained a copyright registration that contained inaccurate information. We "
        "hold that a mistake of law can excuse an inaccurate registration, and Harbor Freight "
        "cannot rely on the error."
    )
    report = verifier.verify(answer, [source])
    assert (report.label is Label.CLEAN) is clean, report.findings


_CONCEALING_SOURCE = (
    "Whoever dishonestly conceals or removes any property of a debtor, intending to prevent its "
    "distribution among the creditors, shall be punished with imprisonment which may extend to "
    "two years."
)


def test_a_sentence_initial_form_of_a_source_word_is_not_an_invented_name(
    verifier: Verifier,
) -> None:
    # "Concealment" opens the sentence, so it is capitalised and spaCy tags it a proper noun;
    # the source says "conceals": the same word in another form, not a name it never uses
    report = verifier.verify(
        "Concealment is key: hiding a debtor's property to prevent its distribution among the "
        "creditors is punishable with up to two years.",
        [_CONCEALING_SOURCE],
    )
    assert not [f for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]


def test_an_invented_name_opening_a_sentence_is_still_ungrounded(verifier: Verifier) -> None:
    report = verifier.verify(
        "Harrowgate hid a debtor's property from the creditors and faces up to two years.",
        [_CONCEALING_SOURCE],
    )
    assert [f for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]


_CIRCUIT_SOURCE = (
    "Courts have long held that an innocent error on a registration form does not defeat the "
    "registration. See Halvorsen Textiles, Inc. v. Brindle Co., 212 F. 3d 410 (CA9 2000)."
)


def test_a_circuit_named_in_words_is_grounded_by_the_sources_citation_of_it(
    verifier: Verifier,
) -> None:
    # the source cites the decision as "(CA9 2000)": the answer's "the Ninth Circuit" is that
    # court, not a name the sources never use
    report = verifier.verify(
        "As the Ninth Circuit held, an innocent error on a registration form does not defeat "
        "the registration.",
        [_CIRCUIT_SOURCE],
    )
    assert not [f for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]
    assert all(c.verdict is not Verdict.UNSUPPORTED for c in report.claims)


def test_a_circuit_the_sources_do_not_cite_is_still_ungrounded(verifier: Verifier) -> None:
    report = verifier.verify(
        "As the Fifth Circuit held, an innocent error on a registration form does not defeat "
        "the registration.",
        [_CIRCUIT_SOURCE],
    )
    assert [f for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]


def test_a_nationality_word_is_grounded_by_its_country(verifier: Verifier) -> None:
    source = (
        "The Distributor, a company organised under the laws of Kenya, shall have the exclusive "
        "right to sell the Products in Kenya during the Term."
    )
    report = verifier.verify(
        "The Kenyan distributor has the exclusive right to sell the Products in Kenya.",
        [source],
    )
    assert not [f for f in report.findings if f.subtype is FindingSubtype.UNGROUNDED_ENTITY]
    assert all(c.verdict is not Verdict.UNSUPPORTED for c in report.claims)


def test_a_value_the_question_states_is_its_premise_not_an_invention(verifier: Verifier) -> None:
    source = "The landlord may evict a tenant in arrears after giving thirty (30) days' notice."
    answer = "Yes: a tenant four months in arrears can be evicted after thirty days' notice."
    with_premise = verifier.verify(
        answer, [source], query="My tenant is four months behind on rent. Can I evict him?"
    )
    assert with_premise.label is Label.CLEAN
    without = verifier.verify(answer, [source], query="Can I evict a tenant?")
    assert without.label is not Label.CLEAN
    assert any("four months" in c.reason for c in without.claims)


def test_who_has_a_period_to_act_is_the_one_who_acts(verifier: Verifier) -> None:
    source = (
        "9.1 Cure. Brisk shall cure any missed payment within fourteen (14) Business Days after "
        "a written warning from Marden."
    )
    faithful = "After a written warning, Brisk has 14 Business Days to cure a missed payment."
    report = verifier.verify(faithful, [source])
    assert report.label.value == "clean", [c.reason for c in report.claims]
    swapped = verifier.verify(faithful.replace("Brisk", "Marden"), [source])
    conflicts = [
        (c.field, c.claim_value, c.evidence_value) for v in swapped.claims for c in v.conflicts
    ]
    assert conflicts == [("party", "Marden", "Brisk")]


def test_a_partys_people_act_for_it(verifier: Verifier) -> None:
    source = (
        "8.2 Access. Kestrel shall, at all reasonable times, permit Halden's employees and "
        "auditors to inspect Kestrel's premises, at Halden's expense."
    )
    faithful = (
        "Halden's auditors can inspect Kestrel's premises at any reasonable time, at Halden's "
        "expense."
    )
    assert verifier.verify(faithful, [source]).label.value == "clean"
    # the one whose people inspect is Halden: Kestrel inspecting is a swap of roles
    swapped = "Kestrel may inspect Halden's premises at any reasonable time, at Halden's expense."
    conflicts = [
        (c.field, c.claim_value)
        for v in verifier.verify(swapped, [source]).claims
        for c in v.conflicts
    ]
    assert conflicts == [("role", "Kestrel")]


@pytest.mark.parametrize(
    ("answer", "reversed_"),
    [
        ("On costs, Marden reimburses the Agent for reasonable travel expenses.", False),
        # the one who reimburses made the one reimbursed, by a party the sources name ...
        ("On costs, the Agent reimburses Marden for reasonable travel expenses.", True),
        # ... or by a name they do not know
        ("On costs, Quill Ltd. reimburses Marden for reasonable travel expenses.", True),
    ],
    ids=["faithful", "swapped", "unknown-actor"],
)
def test_the_sources_actor_made_the_one_acted_on_is_a_reversal(
    verifier: Verifier, answer: str, reversed_: bool
) -> None:
    source = (
        'This Agreement is between Marden Freight Ltd. ("Marden") and the Agent. (e) Marden '
        "shall reimburse the Agent for all reasonable travel expenses incurred under this "
        "Agreement."
    )
    report = verifier.verify(answer, [source])
    fields = [c.field for v in report.claims for c in v.conflicts]
    assert ("role" in fields) is reversed_, fields
    assert (report.label is Label.HALLUCINATED) is reversed_


def test_the_one_given_a_period_to_act_is_the_one_who_acts(verifier: Verifier) -> None:
    source = (
        "If the goods are defective, the Buyer shall give the Seller thirty (30) days to cure "
        "the defect."
    )
    faithful = verifier.verify(
        "The Seller has thirty days to cure a defect in the goods.", [source]
    )
    assert faithful.label.value == "clean", [c.reason for c in faithful.claims]
    wrong = verifier.verify("The Buyer has thirty days to cure a defect in the goods.", [source])
    assert [c.field for v in wrong.claims for c in v.conflicts] == ["party"]


# an excerpt of one code with its marginal notes; the answer names sections by number alone
_KENNELS = (
    "Licence 40. Every kennel shall be licensed by the District Board, and the licence lasts "
    "one year.\n"
    "Inspection 41. An Inspector may enter a licensed kennel at any reasonable hour to count "
    "the dogs and examine their housing.\n"
    "Penalty 42. Whoever keeps an unlicensed kennel shall be punished with fine which may "
    "extend to two thousand rupees."
)


def test_a_bare_section_number_cited_for_its_neighbours_rule_is_misattributed() -> None:
    from lexaudit.types import FindingSubtype
    from lexaudit.verifier import Verifier

    verifier = Verifier()
    right = (
        "Section 41 lets an Inspector enter a licensed kennel at any reasonable hour to count "
        "the dogs and check their housing."
    )
    wrong = right.replace("Section 41", "Section 40")
    unnamed = right.replace("Section 41", "Section 57")

    def misattributed(answer: str) -> bool:
        report = verifier.verify(answer, [_KENNELS])
        return any(f.subtype is FindingSubtype.MISATTRIBUTED_CITATION for f in report.findings)

    assert not misattributed(right)
    assert misattributed(wrong)
    # a number the excerpt does not head: which act's section is meant is unsaid
    assert not misattributed(unnamed)


@pytest.mark.parametrize(
    "answer",
    [
        # the claim denies that the section is its source
        "Section 40 does not deal with it; an Inspector may enter a licensed kennel at any "
        "reasonable hour to count the dogs.",
        # a section of another instrument
        "Section 40 of the Constitution aside, an Inspector may enter a licensed kennel at any "
        "reasonable hour to count the dogs.",
    ],
)
def test_a_bare_section_number_that_is_not_the_claims_source_is_no_citation(answer: str) -> None:
    from lexaudit.types import FindingSubtype
    from lexaudit.verifier import Verifier

    report = Verifier().verify(answer, [_KENNELS])
    assert not any(f.subtype is FindingSubtype.MISATTRIBUTED_CITATION for f in report.findings)


def test_a_body_that_speaks_of_the_cited_section_may_state_it() -> None:
    from lexaudit.types import FindingSubtype
    from lexaudit.verifier import Verifier

    # a judgment's numbered paragraphs, one of which quotes the section the answer names
    judgment = (
        "1. The appellant rents a shop in the old market.\n"
        "2. Section 9 of the Tenancy Act obliges a landlord to give sixty days' written notice "
        "before raising the rent.\n"
        "3. No such notice was given here, and the increase cannot stand."
    )
    answer = (
        "Section 9 obliges a landlord to give sixty days' written notice before raising the rent."
    )
    report = Verifier().verify(answer, [judgment])
    assert not any(
        f.subtype is FindingSubtype.MISATTRIBUTED_CITATION and "section 2" in f.content
        for f in report.findings
    ), report.findings
