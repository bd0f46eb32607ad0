"""Negation and modality that reach a verb through the shape of its clause.

The texts are written for these tests. A "nor" that opens a sentence denies its clause; a "to"
repeated in a list of infinitives leaves the list under what governs its first member; a noun
of unwillingness denies the infinitive that completes it, whatever label the parser gives the
infinitive, and so does an adjective of sufficiency with a negative prefix ("insufficient
to"); and the passive of a verb that puts a quality on its object ("is held liable") says
that its subject has the quality.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.scope import Modality, describes_object, is_negated, modality


def _verb(extractor, text: str, word: str):  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    return next(t for t in doc if t.lower_ == word)


@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        # a sentence-opening "nor" denies its own clause
        ("Nor may the lessee sublet the flat.", "sublet", True),
        # a "not" the parser hangs on the modal, before an aside, denies the verb
        ("The Landlord must not, upon request, remove fixtures from the premises.", "remove", True),
        # a denied modal in brackets is an aside on the verb's own modal
        ("The tenant may (not must) renew the lease.", "renew", False),
        ("Nor is the carrier answerable for the delay.", "is", True),
        # a "nor" after a verb denies only what follows it
        ("The lessee shall repaint the walls, nor strip them.", "repaint", False),
        # a repeated "to" keeps the second infinitive under the noun of failing
        ("Any failure to insure the cargo or to store it dry is a default.", "store", True),
        # a noun of unwillingness denies its infinitive
        (
            "Given the lender's unwillingness to extend the loan, the buyer withdrew.",
            "extend",
            True,
        ),
        # and so does the last noun of a list of such nouns
        (
            "Given the lender's inability or unwillingness to extend the loan, the buyer withdrew.",
            "extend",
            True,
        ),
        # a plain noun does not
        ("Given the lender's plan to extend the loan, the buyer stayed.", "extend", False),
        # a name that opens with "Nor" denies nothing
        ("Nor Dale Farms Ltd shall deliver the hay by May.", "deliver", False),
        # the first infinitive's own "not" does not reach the second
        (
            "The agent agrees not to copy the files and to return them on demand.",
            "return",
            False,
        ),
        # the adjective denies as its noun does
        ("If the lender is unwilling to extend the loan, the buyer withdraws.", "extend", True),
        # a negative prefix on an adjective of sufficiency or capacity denies its infinitive,
        # whether the parser hangs it on the adjective or on the copula beside it
        ("The two letters were insufficient to create a waiver of the lien.", "create", True),
        ("A refund alone would be inadequate to compensate the Tenant.", "compensate", True),
        ("The agent is incompetent to sign contracts for the owner.", "sign", True),
        ("The provisions remain insufficient to establish an abrogation.", "establish", True),
        ("The written notice was sufficient to end the lease.", "end", False),
        ("A refund alone would be adequate to compensate the Tenant.", "compensate", False),
        # an opening that is no prefix of a listed adjective denies nothing
        ("The owner was interested to hear the offer.", "hear", False),
        # a denied adjective of insufficiency affirms the act
        ("The letters were not insufficient to create a waiver.", "create", False),
    ],
    ids=[
        "nor-opens",
        "not-on-the-modal",
        "bracketed-denied-modal",
        "nor-opens-copula",
        "nor-after",
        "failure-repeated-to",
        "unwillingness",
        "inability-or-unwillingness",
        "plain-noun",
        "nor-opens-a-name",
        "own-not-of-the-first",
        "unwilling",
        "insufficient",
        "inadequate",
        "incompetent",
        "remain-insufficient",
        "sufficient",
        "adequate",
        "interested",
        "not-insufficient",
    ],
)
def test_negation_reaches_the_verb(extractor, text: str, word: str, negated: bool) -> None:  # type: ignore[no-untyped-def]
    assert is_negated(_verb(extractor, text, word)) is negated


def test_repeated_to_keeps_the_modal_noun(extractor) -> None:  # type: ignore[no-untyped-def]
    verb = _verb(extractor, "The holder has the option to buy the plot or to lease it.", "lease")
    assert modality(verb, negated=False) is Modality.MAY


def test_nor_opening_a_denied_duty(extractor) -> None:  # type: ignore[no-untyped-def]
    # "nor does X have to" denies the duty, not the act
    verb = _verb(extractor, "Nor does either owner have to repair the fence.", "repair")
    assert modality(verb, negated=is_negated(verb)) is Modality.NEED_NOT


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("No trustee shall be held liable for a loss suffered in good faith.", True),
        ("The trustee is liable for the loss.", False),
        ("The guarantor shall be held responsible for the debt.", False),
    ],
    ids=["held-liable-denied", "is-liable", "held-responsible"],
)
def test_passive_predicative_is_a_copula(extractor, text: str, negated: bool) -> None:  # type: ignore[no-untyped-def]
    relations = extractor.analyse(text).relations
    edge = next(r for r in relations if r.relation == "be")
    assert edge.object.split(":", 1)[1] in ("liable", "responsible")
    assert edge.negated is negated


def test_passive_with_an_agent_keeps_its_verb(extractor) -> None:  # type: ignore[no-untyped-def]
    relations = extractor.analyse("The seller was held liable by the tribunal.").relations
    assert [r.relation for r in relations] == ["hold"]


@pytest.mark.parametrize(
    ("claim", "verdict"),
    [
        (
            "A trustee who acted in good faith is still personally liable for the loss.",
            "contradicted",
        ),
        ("A trustee who acted in good faith isn't liable for the loss.", "supported"),
    ],
    ids=["flipped", "restated"],
)
def test_held_liable_against_is_liable(verifier, claim: str, verdict: str) -> None:  # type: ignore[no-untyped-def]
    source = (
        "No trustee shall be held liable for any loss suffered by the trust in good faith. "
        "The trustee shall keep accounts of the trust."
    )
    report = verifier.verify(claim, [source])
    assert [c.verdict.value for c in report.claims] == [verdict]


def test_would_states_a_supposition_not_a_duty(extractor) -> None:  # type: ignore[no-untyped-def]
    verb = _verb(extractor, "The lease would be void if the flat burned down.", "be")
    assert modality(verb, negated=False) is Modality.NONE
    verb = _verb(extractor, "The tenant will repaint the flat.", "repaint")
    assert modality(verb, negated=False) is Modality.SHALL


def test_would_against_could_is_no_modality_change(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        "The upshot could well be that one lease would be found invalid in some counties, but "
        "not others, on the same facts."
    )
    report = verifier.verify(
        "So one lease could be invalid in some counties but not others on the same facts.",
        [source],
    )
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "modality"]


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            "The Lessee's unwillingness to renew the insurance entitles the Lessor to end it.",
            "The lessor may end the lease if the lessee is unwilling to renew the insurance.",
        ),
        (
            "If the Lessee is unwilling to renew the insurance, the Lessor may end the lease.",
            "The lessee's unwillingness to renew the insurance lets the lessor end the lease.",
        ),
        (
            "The court held that the two letters from the bank were insufficient to create a "
            "waiver of its lien over the stored grain.",
            "The bank's two letters don't create a waiver of its lien.",
        ),
    ],
    ids=["noun-to-adjective", "adjective-to-noun", "insufficient-to-plain-denial"],
)
def test_unwilling_and_unwillingness_say_one_thing(verifier, source: str, answer: str) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [source])
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        # a negator on "longer" denies the clause from then on
        ("After the audit, the grower no longer pays the levy.", "pays", True),
        ("Once the term ends, the permit is no longer in force.", "is", True),
        # "no longer than" bounds a period and denies nothing
        ("The grower pays the levy for no longer than a year.", "pays", False),
        # so does one on "further" ("no further" = none more), and "than" bounds a measure
        ("No further Bonus Units are allotted.", "allotted", True),
        ("The barge may sail no further than the harbour mouth.", "sail", False),
        ("The barge may sail no further each season than the harbour mouth.", "sail", False),
    ],
    ids=[
        "no-longer",
        "no-longer-copula",
        "no-longer-than",
        "no-further",
        "no-further-than",
        "no-further-words-before-than",
    ],
)
def test_no_longer_denies_its_clause(extractor, text: str, word: str, negated: bool) -> None:  # type: ignore[no-untyped-def]
    assert is_negated(_verb(extractor, text, word)) is negated


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        # a gerund after "of" completes a noun of right or duty as an infinitive does
        ("The Guild shall have the option of reclaiming the stalls.", "reclaiming", Modality.MAY),
        ("The Carrier shall bear the duty of keeping the hold dry.", "keeping", Modality.SHALL),
    ],
    ids=["option-of", "duty-of"],
)
def test_a_gerund_completing_a_noun_of_right_or_duty(
    extractor, text: str, word: str, expected: Modality
) -> None:  # type: ignore[no-untyped-def]
    assert modality(_verb(extractor, text, word), negated=False) is expected


def test_an_option_of_doing_is_no_duty_to_do(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        "If a stallholder is more than sixty days in arrears, the Guild shall have the option of "
        "reclaiming the stall assigned to that stallholder."
    )
    faithful = "The Guild may reclaim the stall of a stallholder more than sixty days in arrears."
    changed = "The Guild must reclaim the stall of a stallholder more than sixty days in arrears."
    assert verifier.verify(faithful, [source]).label.value == "clean"
    report = verifier.verify(changed, [source])
    assert [c.field for cv in report.claims for c in cv.conflicts] == ["modality"]


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        # a right given to another is not the giver's
        (
            "The Landlord grants the Tenant the option of renewing the lease for two years.",
            "The Tenant may renew the lease for two more years.",
        ),
        # a right lost is no right held
        (
            "A Purchaser in default forfeits the privilege of inspecting the books.",
            "A Purchaser in default cannot inspect the books.",
        ),
    ],
    ids=["granted", "forfeited"],
)
def test_a_right_of_doing_given_or_lost_is_not_the_subjects(
    verifier, source: str, answer: str
) -> None:  # type: ignore[no-untyped-def]
    report = verifier.verify(answer, [source])
    assert [c.field for cv in report.claims for c in cv.conflicts] == []


@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        # a fronted negative phrase inverts subject and modal, wherever the parser hangs it
        (
            "Save as stated elsewhere in this lease in no circumstance shall either party be"
            " liable for lost rent.",
            "be",
            True,
        ),
        (
            "Subject to the cap set out in clause 4 at no time shall the Tenant sublet the flat.",
            "sublet",
            True,
        ),
        (
            "Despite anything set out in the schedule under no circumstances shall the Agent be"
            " liable for lost rent.",
            "be",
            True,
        ),
        # an inverted condition after a negative phrase of the clause before it
        (
            "The Supplier will be liable in no way should the Customer modify the Software.",
            "modify",
            False,
        ),
        # no inversion: the phrase bounds a time, not the clause
        ("The notice given in no case later than May shall state the price.", "state", False),
    ],
)
def test_a_fronted_negative_denies_its_clause(
    extractor, text: str, word: str, negated: bool
) -> None:  # type: ignore[no-untyped-def]
    assert is_negated(_verb(extractor, text, word)) is negated


def test_a_participle_that_describes_the_object_is_not_denied_with_its_verb(extractor) -> None:  # type: ignore[no-untyped-def]
    # the small model makes the participle a complement of "use"; it says what the object is,
    # and the negator denies the use, not that anyone is barred
    text = "The Builder won't use anyone barred or excluded by the council for the works."
    verb = _verb(extractor, text, "barred")
    assert verb.dep_ == "xcomp"
    assert describes_object(verb)
    assert not is_negated(verb)
    assert is_negated(_verb(extractor, text, "use"))
    # an infinitive complement is the subject's act and still denied with its head
    assert not describes_object(_verb(extractor, "The Supplier won't try to sell it.", "sell"))


def test_a_denied_use_of_a_barred_person_agrees_with_its_source(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        "The Builder shall not use in any role, in connection with the carrying out of the "
        "works, any person who has been barred or excluded by the council."
    )
    claim = "The Builder won't use anyone barred or excluded by the council for the works."
    report = verifier.verify(claim, [source])
    assert report.label.value == "clean", [f.content for f in report.findings]
