"""A negator set off after its verb, nouns of inability, and infinitives' understood subjects.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges the end-to-end cases.
"""

from __future__ import annotations

from typing import Any

import pytest

from lexaudit.extract import scope
from lexaudit.extract.slots import slot_words
from lexaudit.verifier import Verifier


def _negated(extractor: Any, text: str, verb: str) -> bool:
    doc = extractor.nlp(text)
    token = next(t for t in doc if t.text == verb)
    return scope.is_negated(token)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The tenant pays the rent monthly, not weekly.", "pays"),
        ("The club may fly the red flag or the blue one, never both.", "fly"),
        ("The Licensee pays under Plan A or Plan B, never both at once.", "pays"),
        ("The fee covers the hall, not the catering.", "covers"),
    ],
)
def test_a_negator_after_the_verb_and_a_comma_denies_what_follows_it(
    extractor: Any, text: str, verb: str
) -> None:
    assert not _negated(extractor, text, verb)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The tenant does not pay the rent weekly.", "pay"),
        ("The club may never fly the red flag.", "fly"),
        ("Under the lease, the tenant cannot sublet the flat.", "sublet"),
        ("The tenant shall not, without consent, sublet the flat.", "sublet"),
    ],
)
def test_a_negator_before_the_verb_still_denies_it(extractor: Any, text: str, verb: str) -> None:
    assert _negated(extractor, text, verb)


def test_a_negator_after_a_parenthetical_phrase_is_no_contrast(extractor: Any) -> None:
    from lexaudit.extract.negators import contrasts

    doc = extractor.nlp("The consultant is, for present purposes, not an employee.")
    verb = next(t for t in doc if t.text == "is")
    negator = next(t for t in doc if t.text == "not")
    assert not contrasts(negator, verb)
    doc = extractor.nlp("The consultant is paid monthly, not weekly.")
    verb = next(t for t in doc if t.text == "paid")
    negator = next(t for t in doc if t.text == "not")
    assert contrasts(negator, verb)


def test_an_infinitive_completing_a_noun_of_inability_is_denied(extractor: Any) -> None:
    text = "The minimum order is reduced for the weeks of the mill's inability to deliver."
    assert _negated(extractor, text, "deliver")
    text = "The minimum order is reduced for the weeks of the mill's ability to deliver."
    assert not _negated(extractor, text, "deliver")


_PLANS = [
    "4.3 The Licensee shall pay royalties under Plan A or Plan B only, but not under both plans "
    "concurrently. 4.4 The Licensee shall keep records of all sales for three (3) years."
]


def test_either_plan_never_both_is_no_denial_of_paying(verifier: Verifier) -> None:
    answer = "The Licensee pays under Plan A or Plan B, never both at once."
    report = verifier.verify(answer, _PLANS)
    assert report.label == "clean", [(c.text, c.verdict, c.reason) for c in report.claims]


def _slot(extractor: Any, text: str, value: str) -> frozenset[str]:
    doc = extractor.nlp(text)
    start = text.index(value)
    return slot_words(doc, text, start, start + len(value))


def test_an_infinitive_without_a_subject_takes_the_subject_of_the_verb_it_completes(
    extractor: Any,
) -> None:
    text = "The fair opens on May 1, 2026 and has to close by September 30, 2026."
    assert "fair" in _slot(extractor, text, "September 30, 2026")


def test_an_infinitive_after_an_object_takes_the_object_as_its_subject(extractor: Any) -> None:
    text = "The lease requires the tenant to repaint the hall within ninety (90) days."
    words = _slot(extractor, text, "ninety (90) days")
    assert "tenant" in words and "leas" not in words and "lease" not in words, words


def test_verbs_of_one_paraphrase_group_give_one_slot_word(extractor: Any) -> None:
    ending = _slot(extractor, "Either side may end the lease on ninety (90) days notice.", "ninety")
    terminating = _slot(
        extractor, "Either side may terminate the lease on ninety (90) days notice.", "ninety"
    )
    assert ending == terminating, (ending, terminating)


_FAIR = [
    "2.1 The Fair shall open to the public on May 1, 2026 and shall close no later than "
    'September 30, 2026 (the "Closing Date"). 2.2 The Organizer may end any stall licence by '
    "giving at least ten (10) days written notice."
]


def test_dates_of_a_paraphrase_meet_their_own_slots(verifier: Verifier) -> None:
    right = verifier.verify(
        "The fair opens on May 1, 2026 and has to close by September 30, 2026.", _FAIR
    )
    assert right.label == "clean", [(c.text, c.verdict, c.reason) for c in right.claims]
    swapped = verifier.verify(
        "The fair opens on September 30, 2026 and has to close by May 1, 2026.", _FAIR
    )
    assert swapped.label == "hallucinated"


_HEARINGS = [
    "The tribunal shall hold the first hearing within thirty (30) days after the statement of "
    "defence is filed. The hearing shall be concluded within ninety (90) days after the "
    "statement of defence is filed."
]


def test_verbs_with_a_second_sense_keep_their_own_slot_word(verifier: Verifier) -> None:
    # "hold" a hearing and "conclude" it are two acts, whatever paraphrase groups say
    wrong = verifier.verify(
        "The first hearing must be held within 90 days after the defence is filed.", _HEARINGS
    )
    assert wrong.label == "hallucinated"


@pytest.mark.parametrize(
    ("text", "verb", "modality"),
    [
        ("The Tenant may (not must) repaint the hall.", "repaint", scope.Modality.MAY),
        ("The Tenant must (and not merely may) repaint the hall.", "repaint", scope.Modality.SHALL),
        ("The Tenant must repaint the hall.", "repaint", scope.Modality.SHALL),
        # a bracketed modal without a negator may be the verb's own
        ("The Tenant may (and on request must) repaint the hall.", "repaint", scope.Modality.SHALL),
    ],
)
def test_a_denied_modal_in_brackets_is_an_aside_on_the_verbs_own(
    extractor: Any, text: str, verb: str, modality: Any
) -> None:
    doc = extractor.nlp(text)
    token = next(t for t in doc if t.text == verb)
    assert scope.modality(token, scope.is_negated(token)) is modality
