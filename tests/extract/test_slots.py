"""Slot words read from a real spaCy parse, on sentences written for these tests."""

from __future__ import annotations

import re

import pytest

from lexaudit.extract.slots import slot_words


@pytest.mark.parametrize(
    ("text", "value", "outside"),
    [
        (
            "The licensee can extend for two further three-year terms if it meets every "
            "condition: payment of the fees throughout the term; insurance of the equipment.",
            "three-year",
            {"payment", "fee", "throughout"},
        ),
        (
            "The distributor can renew for three further one-year terms if it meets every "
            "target: purchase of the minimum volume throughout the year; training of the staff.",
            "one-year",
            {"purchas", "volum", "throughout"},
        ),
    ],
    ids=["list-after-colon", "targets-after-colon"],
)
def test_a_phrase_stops_at_a_colon(extractor, text: str, value: str, outside: set[str]) -> None:  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    m = re.search(re.escape(value), text)
    assert m is not None
    words = slot_words(doc, text, m.start(), m.end())
    assert "term" in words
    assert not words & outside, words


def test_a_value_in_brackets_after_a_name_takes_the_names_compounds(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "The fees are due on set dates, including Audit Day (March 3) and Review Day (May 9)."
    doc = extractor.nlp(text)
    start = text.index("9)")
    words = slot_words(doc, text, start, start + 1)
    assert "review" in words, words


def test_the_window_reads_across_an_adverbial_clause_of_the_same_provision(extractor) -> None:  # type: ignore[no-untyped-def]
    # the parser hangs "ninety (90) days before the end" on "renew", not on "gives"
    text = (
        "4.2 This Agreement shall renew automatically for successive one (1) year periods "
        "unless either party gives written notice of non-renewal at least ninety (90) days "
        "before the end of the then-current term."
    )
    doc = extractor.nlp(text)
    start = text.index("ninety")
    words = slot_words(doc, text, start, text.index("days before") + 4)
    assert "notic" in words or "notice" in words, words


def _slot(extractor, text: str, value: str) -> frozenset[str]:  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    start = text.index(value)
    return slot_words(doc, text, start, start + len(value))


def test_the_noun_a_period_measures_written_right_after_it_is_its_slot(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (
        "The lease may be ended early by either side serving seventy-five (75) days written "
        "notice on the other side."
    )
    words = _slot(extractor, text, "seventy-five (75) days")
    assert {"notic", "write"} <= words, words


def test_a_gerund_under_a_preposition_takes_the_slot_to_the_verb_it_conditions(extractor) -> None:  # type: ignore[no-untyped-def]
    ending = "The Owner may end this Agreement by giving sixty (60) days written notice."
    visiting = "The Owner may visit the site after giving five (5) days written notice."
    end_words = _slot(extractor, ending, "sixty (60) days")
    visit_words = _slot(extractor, visiting, "five (5) days")
    # "end" is read as the first verb of its slot group, "terminate"
    assert "termin" in end_words and "visit" not in end_words
    assert "visit" in visit_words and "termin" not in visit_words


def test_a_conceding_clause_is_not_read_with_the_main_clause(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "Although the first lease term is four years, the tenant can leave on notice."
    words = _slot(extractor, text, "four years")
    assert "term" in words
    assert not words & {"tenant", "leav", "notic"}, words


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The Lessee shall keep the ledgers open to the Lessor for two (2) years.", "two (2)"),
        (
            "The Supplier shall make those discounts available to the Buyer for the longer of "
            "(i) four (4) months or (ii) such time as they stay in effect.",
            "four (4) months",
        ),
    ],
    ids=["keep-open", "make-available"],
)
def test_what_a_verb_acts_on_through_a_bare_predicate_is_in_the_slot(  # type: ignore[no-untyped-def]
    extractor, text: str, value: str
) -> None:
    # the parser may make the acted-on noun the subject of "available" / "open" rather than
    # the verb's object; either way it names what the period is for
    words = _slot(extractor, text, value)
    assert words & {"ledger", "discount"}, words


def test_a_relative_clause_after_a_value_is_not_its_slot(extractor) -> None:  # type: ignore[no-untyped-def]
    # the parser hangs "after which ..." on the verb as an adverbial clause; it says what comes
    # after the period, not what the period is for
    text = (
        "The agent may close open orders if it ships them within two months, after which the "
        "maker buys back the unsold stock."
    )
    doc = extractor.nlp(text)
    m = re.search("two months", text)
    assert m is not None
    words = slot_words(doc, text, m.start(), m.end())
    assert "ship" in words
    assert not words & {"maker", "buy", "after"}, words
    # an adverbial clause without a relative pronoun still states the same provision
    plain = (
        "The agent may close open orders if it ships them within two months after the term ends."
    )
    m = re.search("two months", plain)
    assert m is not None
    assert "term" in slot_words(extractor.nlp(plain), plain, m.start(), m.end())


def test_verbs_that_leave_their_complement_to_the_last_share_its_value(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "This Lease is ruled by and read and applied under the law in force in Vermont."
    m = re.search("Vermont", text)
    assert m is not None
    words = slot_words(extractor.nlp(text), text, m.start(), m.end())
    assert {"rule", "read", "leas"} <= words, words
    # a verb with an object of its own keeps to it: the ten days are for delivering
    text = "The Buyer shall pay the price and collect the goods within ten days."
    m = re.search("ten days", text)
    assert m is not None
    words = slot_words(extractor.nlp(text), text, m.start(), m.end())
    assert "collect" in words and "pay" not in words, words


def test_a_relative_pronoun_inside_the_subject_leaves_the_clause_linked(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (
        "The agent shall pay the freight within ten days if the carrier who hauls the goods "
        "sends an invoice."
    )
    m = re.search("ten days", text)
    assert m is not None
    words = slot_words(extractor.nlp(text), text, m.start(), m.end())
    assert {"pay", "freight"} <= words, words
    assert "carrier" in words, words  # the condition is a clause of the same provision


def test_a_verb_with_its_own_subject_shares_no_slot(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "The Landlord shall vacate and the Tenant shall pay the rent within ten days."
    m = re.search("ten days", text)
    assert m is not None
    words = slot_words(extractor.nlp(text), text, m.start(), m.end())
    assert "pay" in words and "vacat" not in words, words


def test_a_value_of_the_second_item_of_a_list_does_not_take_the_firsts_name(extractor) -> None:  # type: ignore[no-untyped-def]
    # the parser hangs the second phase on the first as an appositive
    text = (
        "The schedule: a three-week Pilot Phase from March 2, 2021, then a 10-week Rollout "
        "Phase from the go-live date."
    )
    second = _slot(extractor, text, "10-week")
    assert "rollout" in second and "pilot" not in second, second
    assert "schedul" in second or "schedule" in second, second  # what the list hangs from
    assert "pilot" in _slot(extractor, text, "three-week")


def test_an_appositive_without_a_name_of_its_own_restates_its_head(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "The Warranty Period, a period of eighteen months, starts on delivery."
    assert "warranti" in _slot(extractor, text, "eighteen months") or "warranty" in _slot(
        extractor, text, "eighteen months"
    )


def test_a_bracketed_name_after_a_break_does_not_name_the_value(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "The buyer pays 3% of the price, and the seller keeps a reserve (the Holdback)."
    assert "holdback" not in _slot(extractor, text, "3%")
    named = "The buyer pays 3% of the price (the Holdback)."
    assert "holdback" in _slot(extractor, named, "3%")
    other = (
        "The Tenant pays $900 in rent and the Landlord pays $400 of the costs (the Shared Costs)."
    )
    assert "share" not in _slot(extractor, other, "$900")


def test_a_noun_modifier_names_the_noun_a_value_measures(extractor) -> None:  # type: ignore[no-untyped-def]
    # the parse is given (a real spaCy Doc), so the test does not hang on the tagger: "wind"
    # is a noun modifier of "charges", and the value's window holds only "old packing shed"
    from spacy.tokens import Doc

    rows = [
        ("wind", 2, "nmod", "NOUN"),
        ("down", 0, "prt", "ADP"),
        ("charges", 2, "ROOT", "NOUN"),
        ("for", 2, "prep", "ADP"),
        ("the", 7, "det", "DET"),
        ("old", 7, "amod", "ADJ"),
        ("packing", 7, "compound", "NOUN"),
        ("shed", 3, "pobj", "NOUN"),
        ("not", 10, "neg", "PART"),
        ("to", 10, "aux", "PART"),
        ("exceed", 2, "acl", "VERB"),
        ("forty", 12, "nummod", "NUM"),
        ("days", 10, "dobj", "NOUN"),
    ]
    words = [w for w, _, _, _ in rows]
    doc = Doc(
        extractor.nlp.vocab,
        words=words,
        heads=[h for _, h, _, _ in rows],
        deps=[d for _, _, d, _ in rows],
        pos=[p for _, _, _, p in rows],
        lemmas=[w.rstrip("s") if w == "charges" else w for w in words],
    )
    start = doc.text.index("forty")
    words_found = slot_words(doc, doc.text, start, len(doc.text))
    assert "wind" in words_found and "charg" in words_found, words_found


def test_a_notice_period_without_its_possessive_keeps_its_noun(extractor) -> None:  # type: ignore[no-untyped-def]
    # "ten (10) days prior written notice": the tagger reads "prior" as an adverb and the
    # parser hangs "notice" elsewhere; the period is still the notice's
    text = (
        "The Agent shall have the right to terminate this Agreement upon ten (10) days prior "
        "written notice to the Owner in the event the Owner fails to perform its duties."
    )
    start = text.index("ten (10)")
    doc = extractor.nlp(text)
    assert {"notic", "prior"} <= slot_words(doc, text, start, start + len("ten (10) days"))



@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "After the pilot, upon ten (10) days written notice to the Customer, the Provider "
            "may cancel the service.",
            "ten (10) days",
        ),
        (
            "Having given sixty days' notice to the Tenant, the Landlord may cancel the lease.",
            "sixty days",
        ),
        (
            "Having received 30 days' notice from the Owner, the Builder may cancel the contract.",
            "30 days",
        ),
    ],
    ids=["notice-phrase-before-the-verb", "perfect-participle", "received-notice"],
)
def test_a_subjectless_participle_clause_takes_the_verb_it_conditions(  # type: ignore[no-untyped-def]
    extractor, text: str, value: str
) -> None:
    # the period is the notice for cancelling: the main verb is what the value is for
    # ("cancel" is read as the first verb of its slot group, "terminate")
    words = _slot(extractor, text, value)
    assert "notic" in words, words
    assert "termin" in words, words
