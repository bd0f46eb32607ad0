"""Who and what a relation is about, read from a real spaCy parse of sentences written here."""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier


def _relation(extractor, sentence: str, verb: str):  # type: ignore[no-untyped-def]
    return next(r for r in extractor.analyse(sentence).relations if r.relation == verb)


@pytest.mark.parametrize(
    ("sentence", "verb", "subject"),
    [
        (
            "The parking bays leased to the Lessee by Schedule 2.3 do not cover the storage of "
            "boats.",
            "cover",
            "np:parking bay",
        ),
        ("The fees payable under Section 7 are due within 30 days.", "be", "np:fee"),
        # a participle that gives the noun its name names it
        ("The firm known as Halden Brothers shall pay the fee.", "pay", "org:halden brothers"),
        (
            "The supplier, trading as Marlow Foods Ltd, shall deliver the goods.",
            "deliver",
            "party:marlow foods",
        ),
    ],
    ids=["leased-by-schedule", "payable-under-section", "known-as", "trading-as"],
)
def test_a_name_inside_a_phrase_that_modifies_the_subject_is_not_the_subject(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str
) -> None:
    assert _relation(extractor, sentence, verb).subject == subject


@pytest.mark.parametrize(
    ("sentence", "verb", "subject"),
    [
        (
            "The Owner can end this Agreement on 30 days' notice if the Agent misses a payment, "
            "abandons the site without consent, or fails to keep it insured.",
            "abandon",
            "np:agent",
        ),
        (
            "Kestrel may cancel the order at once if Halden misses a delivery date, ships the "
            "wrong goods or refuses an inspection.",
            "ship",
            "gpe:halden",
        ),
        (
            "The Owner can end this Agreement if the Agent misses a payment which the Lessor "
            "demands, abandons the site without consent, or fails to insure it.",
            "abandon",
            "np:agent",
        ),
    ],
    ids=["abandons-after-misses", "ships-after-misses", "past-a-relative-clause"],
)
def test_a_finite_verb_is_no_conjunct_of_the_bare_verb_after_a_modal(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str
) -> None:
    # "can end ... abandons" is no English: the verb is listed with "misses", whose subject
    # it shares, and the modal of "end" does not reach it
    rel = _relation(extractor, sentence, verb)
    assert rel.subject == subject, rel
    assert rel.modality.value == "none", rel


def test_a_present_form_is_no_conjunct_of_a_passive_a_modal_governs(extractor) -> None:  # type: ignore[no-untyped-def]
    # "cannot be repaired or stays out of service": "stays" cannot follow the passive's "be"
    # either, so the "not" of "cannot" denies the repair and leaves the staying alone
    sentence = (
        "The Owner may cancel the charter if the engine cannot be repaired or stays out of "
        "service for a month."
    )
    assert _relation(extractor, sentence, "repair").negated
    stay = _relation(extractor, sentence, "stay")
    assert not stay.negated and stay.modality.value == "none", stay


def test_an_engine_that_cannot_be_repaired_or_stays_idle_is_no_flip(verifier: Verifier) -> None:
    source = (
        "9.3 The Owner may cancel the charter by notice if the engine fails and it is beyond "
        "repair or remains out of service for thirty (30) days."
    )
    answer = (
        "The Owner can cancel by notice if the engine fails and it cannot be repaired or stays "
        "out of service for thirty days."
    )
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", [f.content for f in report.findings]


def test_a_dropped_denial_of_a_subject_modified_by_a_schedule_is_a_flip(verifier: Verifier) -> None:
    source = (
        "Should the Lessee renew in time, the Lessor will let the flat for a further year at a "
        "rent the two sides agree. The parking bays leased to the Lessee by Schedule 2.3 do not "
        "cover the storage of boats on the estate."
    )
    answer = "The leased parking bays cover the storage of boats on the estate."
    report = verifier.verify(answer, [source])
    assert [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"], report.claims
    kept = verifier.verify("The parking bays do not cover storing boats on the estate.", [source])
    assert not [c for cv in kept.claims for c in cv.conflicts], kept.claims


@pytest.mark.parametrize(
    ("sentence", "obj"),
    [
        ("The Tenant pays the Harbour Authority's annual fee.", "np:fee"),
        ("The Buyer shall return the Seller's spare pallets.", "np:pallet"),
    ],
)
def test_a_possessors_name_is_not_the_object(extractor, sentence: str, obj: str) -> None:  # type: ignore[no-untyped-def]
    # a possessor names whose the thing is, its compound too ("Harbour Authority's fee")
    relation = next(r for r in extractor.analyse(sentence).relations if r.object)
    assert relation.object == obj


def test_a_count_does_not_name_what_it_counts(extractor) -> None:  # type: ignore[no-untyped-def]
    rel = _relation(extractor, "Six tenants filed a complaint with the board.", "file")
    assert rel.subject == "np:tenant", rel


def test_a_section_number_printed_against_its_first_word_hides_no_negation(  # type: ignore[no-untyped-def]
    extractor,
) -> None:
    text = (
        "to the spouse of the accused. 41.No one shall be allowed to produce any letter of the "
        "department without the consent of its head."
    )
    rel = _relation(extractor, text, "produce")
    assert rel.negated, rel
    assert rel.subject == "np:one", rel


@pytest.mark.parametrize("word", ["Six", "I", "VII"])
def test_a_number_is_no_name_of_a_party(word: str) -> None:
    from lexaudit.judge.lexical import _party_phrase
    from lexaudit.judge.names import _proper_name

    assert _party_phrase([word]) is None
    assert not _proper_name(word)
    # a name may hold a number word or letters a numeral has
    assert _party_phrase(["Acme", "LLC"]) == ("acme llc", False)
    assert _party_phrase(["Ten", "Eyck"]) == ("ten eyck", False)
    assert _proper_name("Ten Eyck")


def test_a_present_form_after_a_modal_with_no_clause_of_its_form_before_it_shares_the_modal(  # type: ignore[no-untyped-def]
    extractor,
) -> None:
    # a slip of the pen: the verb still takes "shall not"
    rel = _relation(
        extractor, "The Licensee shall not copy the software or distributes it.", "distribute"
    )
    assert rel.negated, rel


@pytest.mark.parametrize(
    ("sentence", "verb", "subject"),
    [
        ("The Miller, who owns the weir, repairs the sluice.", "own", "miller"),
        # on the complement of "be", the copula's subject acts
        ("Halden shall be the party that books the venues.", "book", "halden"),
        # a cleft: "it" stands for nothing, the complement acts
        ("It is the Miller who repairs the sluice.", "repair", "miller"),
        (
            "Unless the schedule says otherwise, it's Halden that books the venues.",
            "book",
            "halden",
        ),
    ],
    ids=["relative", "on-a-complement", "cleft", "cleft-after-a-condition"],
)
def test_a_relative_pronoun_subject_is_the_noun_it_stands_for(  # type: ignore[no-untyped-def]
    extractor, sentence: str, verb: str, subject: str
) -> None:
    # the name's type is the tagger's (a person, a place); the name is the antecedent's
    assert _relation(extractor, sentence, verb).subject.split(":")[1] == subject


def test_the_it_of_a_cleft_is_no_statement(extractor) -> None:  # type: ignore[no-untyped-def]
    relations = extractor.analyse("It is the Miller who repairs the sluice.").relations
    assert [r.relation for r in relations] == ["repair"]


@pytest.mark.parametrize(
    "sentence",
    [
        # a denied copula says nothing of who acts
        "It is not the Miller who repairs the sluice; the Warden does.",
        "The Miller is not the party that repairs the sluice.",
        "Not the Miller but the Warden is the party who repairs the sluice.",
        # a list acts together; "rather than" names who does not
        "The Miller and the Warden are the parties that repair the sluice.",
        "It is the Warden rather than the Miller that repairs the sluice.",
    ],
)
def test_a_denied_copula_gives_its_relative_clause_no_subject(extractor, sentence: str) -> None:  # type: ignore[no-untyped-def]
    assert "miller" not in _relation(extractor, sentence, "repair").subject


def test_a_finite_adverbial_clause_does_not_borrow_the_main_subject(extractor) -> None:  # type: ignore[no-untyped-def]
    # the parser hangs the fee on "defined" and leaves "does not reach" without a subject;
    # the clause has a subject of its own, so Halden is not the one that reaches
    sentence = (
        "Halden shall have the right to end this Agreement if and as of the date that any "
        "quarterly Fee (as defined in 4.2, below) payable to Halden does not reach the "
        "Minimum Fee for three consecutive quarters."
    )
    assert _relation(extractor, sentence, "reach").subject == ""
    assert _relation(extractor, sentence, "end").subject == "gpe:halden"


def test_a_participle_clause_shares_the_main_subject(extractor) -> None:  # type: ignore[no-untyped-def]
    sentence = "The Tenant shall repair the roof, remaining liable for any damage."
    assert _relation(extractor, sentence, "remain").subject == "np:tenant"


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        # the parser took a party's short name for a place: it is the party
        ("gpe:zentrix", "party:zentrix technologies"),
        # a party's first word that the place list knows is the place
        ("gpe:nevada", "gpe:nevada"),
    ],
)
def test_a_place_that_opens_a_party_name_is_the_party_unless_it_is_a_known_place(
    key: str, expected: str
) -> None:
    from lexaudit.align.graph import canonical_node

    aliases = {"zentrix": "zentrix technologies", "nevada": "nevada copper works"}
    assert canonical_node(key, aliases) == expected


def test_a_possessor_inside_an_of_phrase_is_not_what_the_verb_acts_on(extractor) -> None:  # type: ignore[no-untyped-def]
    # "all of Norland's rights" are rights: Norland owns them, it is not what Vela takes
    relation = _relation(
        extractor, "Vela Shipping takes all of Norland Mining's rights under the charter.", "take"
    )
    assert "norland" not in relation.object
    # a name that is the of-phrase's own noun still is ("the laws of the State of Ohio")
    relation = _relation(extractor, "The Lessee shall obey the laws of the State of Ohio.", "obey")
    assert relation.object == "gpe:ohio"
