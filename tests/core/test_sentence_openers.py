"""A capitalised word that opens a sentence: a common word or a name.

The texts are written for these tests and run through the real verifier (spaCy pipeline
included). A word the lemmatizer's lists know as a verb, adjective or adverb, capitalised
only because it opens a sentence, is no name the sources must hold; a name the answer also
capitalises inside a sentence, or a word that is only a noun, still is.
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
            "Review of the goods happens on delivery, and the Buyer may reject bad ones within "
            "10 days.",
            "Review",
        ),
        (
            "The Supplier pays freight.\n- Overall, the Buyer can reject bad goods within 10 days.",
            "Overall",
        ),
    ],
    ids=["noun-and-verb-opening-the-answer", "adverb-opening-a-bullet"],
)
def test_a_common_word_opening_a_sentence_is_no_name(
    verifier: Verifier, answer: str, opener: str
) -> None:
    assert opener not in _ungrounded(verifier, answer)


def test_a_name_the_answer_capitalises_inside_a_sentence_stays_a_name(verifier: Verifier) -> None:
    # "fleet" is an English verb and adjective, but the answer uses it as a name
    answer = "Fleet pays the freight, and the Buyer may reject goods sent by Fleet within 10 days."
    assert "Fleet" in _ungrounded(verifier, answer)
    # a word that is only a noun stays a name at the opening too
    assert "Harlow" in _ungrounded(verifier, "Harlow pays the freight.")


def test_the_word_lists_know_verbs_adjectives_and_adverbs_not_names(verifier: Verifier) -> None:
    known = verifier.extractor.not_only_a_noun
    assert known("Launching") and known("overall") and known("Customary")
    assert not known("Harlow") and not known("Columbia") and not known("forum")
