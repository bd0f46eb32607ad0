"""A party named between the article and a bare noun after a verb of giving is the one given to.

spaCy reads "pay the Warden fees" as one compound noun ("the Warden fees"); the article is
the party's, and the bare noun after it is what is given. A name the recogniser takes for a
place is a party when the bundle defines it as one. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.types import EntityType


def _edge(extractor, text: str, label: str):  # type: ignore[no-untyped-def]
    return next(r for r in extractor.analyse(text).relations if r.relation == label)


_PARTIES = (
    'This deed is made between Orrin Mills Ltd (the "Warden") and Tal Quarry LLP (the "Holder"). '
)


@pytest.mark.parametrize(
    ("sentence", "label", "thing"),
    [
        ("The Holder shall pay the Warden fees each quarter.", "pay", "np:fee"),
        ("The Holder may charge the Warden interest on arrears.", "charge", "np:interest"),
        ("The Holder shall grant the Warden access to the pits.", "grant", "np:access"),
    ],
    ids=["pay", "charge", "grant"],
)
def test_party_before_bare_noun_is_recipient(extractor, sentence, label, thing) -> None:  # type: ignore[no-untyped-def]
    edge = _edge(extractor, _PARTIES + sentence, label)
    assert edge.object == thing
    recipients = [a.value for a in edge.arguments if a.role == "to"]
    assert recipients and recipients[0].startswith("party:")


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        # not a verb of giving: the party's name modifies the noun
        ("The Holder shall not use the Warden trademarks.", "use"),
        # the one given to is named by "to": the compound stays the thing's
        ("The Holder shall pay the Warden levy to the council.", "pay"),
    ],
    ids=["not-giving", "to-phrase"],
)
def test_party_compound_kept_otherwise(extractor, sentence, label) -> None:  # type: ignore[no-untyped-def]
    edge = _edge(extractor, _PARTIES + sentence, label)
    assert not [a for a in edge.arguments if a.role == "to" and a.value.startswith("party:")]


def test_defined_party_is_not_a_place(extractor) -> None:  # type: ignore[no-untyped-def]
    # spaCy's small model takes "Lender" here for a place (GPE)
    text = 'Ross Vane (the "Lender") lends to Ada Pike. The Tenant shall pay the Lender rent.'
    lender = [e for e in extractor.analyse(text).entities if e.text.endswith("Lender")]
    assert lender and all(e.type is EntityType.PARTY for e in lender)


@pytest.mark.parametrize(
    ("answer", "field"),
    [
        ("The Holder can't charge 4% on arrears.", "polarity"),
        ("The Holder must charge 4% on arrears.", "modality"),
    ],
    ids=["denied", "required"],
)
def test_value_for_its_thing_is_compared(verifier, answer, field) -> None:  # type: ignore[no-untyped-def]
    """An amount put where the thing stands ("charge 4%") is the measure of that thing."""
    source = _PARTIES + "The Holder may charge the Warden interest at 4% on arrears."
    report = verifier.verify(answer, [source])
    assert any(c.field == field for cv in report.claims for c in cv.conflicts)


@pytest.mark.parametrize(
    ("sentence", "label", "thing"),
    [
        ("The Holder may not assign its rights hereunder.", "assign", "np:right"),
        ("The Holder shall pay the levies thereunder.", "pay", "np:levy"),
        ("The Holder shall keep its duties hereunder.", "keep", "np:duty"),
    ],
    ids=["hereunder", "thereunder", "no-article"],
)
def test_here_and_there_words_are_no_object(extractor, sentence, label, thing) -> None:  # type: ignore[no-untyped-def]
    """spaCy takes "hereunder" for the object noun; the noun before it is the object."""
    assert _edge(extractor, _PARTIES + sentence, label).object == thing


def test_adjective_before_there_word_is_the_complement(extractor) -> None:  # type: ignore[no-untyped-def]
    edge = _edge(extractor, _PARTIES + "Neither party shall be liable therefor.", "be")
    assert edge.object == "np:liable"
    assert edge.negated


def test_neither_after_and_denies_its_clause(extractor) -> None:  # type: ignore[no-untyped-def]
    """The parser reads "and neither is" as opening "neither ... nor"; no "nor" follows."""
    text = _PARTIES + "Each side bears its own fees, and neither is liable for the other's costs."
    edge = next(r for r in extractor.analyse(text).relations if r.relation == "be")
    assert edge.negated


def test_neither_nor_still_one_denial(extractor) -> None:  # type: ignore[no-untyped-def]
    text = _PARTIES + "The parties meet, and neither the Holder nor the Warden is bound by it."
    edge = next(r for r in extractor.analyse(text).relations if r.relation == "bind")
    assert edge.negated
