"""A capitalised word that opens a sentence: a common word or a name.

The texts are written for these tests and run through the real verifier (spaCy pipeline
included). An adverb or a participle (a verb's -ing or -ed form) that the lemmatizer's lists
know, capitalised only because it opens a sentence, is no name the sources must hold; a name
the answer also capitalises inside a sentence, or a word that is a noun or an adjective (whose
lists hold names too), still is.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "4.1 The Supplier shall pay all freight charges for the Products. The Buyer may "
    "inspect the Products on delivery and may reject any non-conforming Products within "
    "ten (10) days after delivery."
)


def _ungrounded(verifier: Verifier, answer: str) -> list[str]:
    report = verifier.verify(answer, [_SOURCE])
    return [
        f.answer_span and answer[f.answer_span.start : f.answer_span.end]
        for f in report.findings
        if f.subtype.value == "ungrounded_entity"
    ]


@pytest.mark.parametrize(
    ("answer", "opener"),
    [
        (
            "The Supplier pays freight.\n- Separately, the Buyer can reject bad goods within 10 "
            "days.",
            "Separately",
        ),
        (
            "The Supplier pays freight.\n- Rejecting bad goods is open to the Buyer within 10 "
            "days.",
            "Rejecting",
        ),
    ],
    ids=["adverb-opening-a-bullet", "participle-opening-a-bullet"],
)
def test_a_common_word_opening_a_sentence_is_no_name(
    verifier: Verifier, answer: str, opener: str
) -> None:
    assert opener not in _ungrounded(verifier, answer)


def test_a_name_the_answer_capitalises_inside_a_sentence_stays_a_name(verifier: Verifier) -> None:
    # "leading" is a verb's -ing form, but the answer uses it as a name
    answer = "Leading pays the freight, and the Buyer may reject goods sent by Leading in 10 days."
    assert "Leading" in _ungrounded(verifier, answer)


@pytest.mark.parametrize("name", ["Harlow", "Pacific", "Meridian"])
def test_a_noun_or_adjective_at_the_opening_stays_a_name(verifier: Verifier, name: str) -> None:
    assert name in _ungrounded(verifier, f"{name} pays the freight.")


def test_the_word_lists_know_adverbs_and_participles_only(verifier: Verifier) -> None:
    known = verifier.extractor.opener_word
    assert known("Launching") and known("Separately") and known("Affirming")
    assert not known("Harlow") and not known("Columbia") and not known("Custom")
    assert not known("Pacific") and not known("Meridian") and not known("forum")
