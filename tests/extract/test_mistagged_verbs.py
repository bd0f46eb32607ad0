"""Verbs of legal prose the small tagger reads as nouns or adjectives, by the real pipeline.

The texts are written for these tests. A verb far from its subject and modal ("The
Consultant shall not, during the Consulting Period or thereafter, communicate, ...") is
tagged an adjective or a noun, and a verb listed after another with a comma ("can't
transmit, divulge or sell") is parsed as the first one's object. Either way the act made no
relation, and its negation was lost to the judge.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_SOURCE = (
    "Customer Lists. The Consultant shall not, during the Consulting Period or thereafter, "
    "communicate, publish or sell, for any purpose other than the Project, any customer lists "
    "which may be shown to the Consultant."
)


def _acts(extractor, text):  # type: ignore[no-untyped-def]
    return {(r.relation, r.negated) for r in extractor.analyse(text).relations}


def test_a_verb_a_modal_governs_from_afar_is_read_with_its_negation(extractor) -> None:  # type: ignore[no-untyped-def]
    assert ("communicate", True) in _acts(extractor, _SOURCE)


def test_a_verb_listed_after_a_comma_shares_the_negation(extractor) -> None:  # type: ignore[no-untyped-def]
    acts = _acts(extractor, "The Agent can't transmit, divulge or sell any of the records.")
    assert {("transmit", True), ("divulge", True), ("sell", True)} <= acts


def test_nouns_stay_nouns(extractor) -> None:  # type: ignore[no-untyped-def]
    # a plain object, a list marker and an inverted subject are not verbs
    doc = extractor.nlp(
        "The Buyer shall pay the fee. The Agent will not (i) sell the stock. "
        "IN NO EVENT SHALL SELLER BE LIABLE FOR LOST PROFITS."
    )
    by_text = {t.text: t for t in doc}
    assert by_text["fee"].pos_ == "NOUN"
    assert by_text["SELLER"].pos_ != "VERB"
    assert by_text["i"].pos_ != "VERB"


def test_a_paraphrase_of_a_far_off_prohibition_agrees_with_it(verifier: Verifier) -> None:
    # before, the claim's "publish" lost its negation to the comma list and met the
    # source's denied "publish" as a flip
    answer = (
        "The Consultant can't sell, divulge or publish any of the customer lists except for "
        "the Project."
    )
    report = verifier.verify(answer, [_SOURCE])
    assert not [c for cv in report.claims for c in cv.conflicts], report.findings
    assert report.label.value == "clean", [f.content for f in report.findings]


# a verb the tagger reads as a noun where a bare object follows it and an adjective phrase
# ("subject to ...") closes the sentence: the parser hangs that adjective on the verb
_OPTION = (
    "Clause 6.2. The Hospital may, at any time, purchase electricity, subject to the Board's "
    "consent. Clause 6.3. The Hospital shall keep meter readings for two years."
)


def test_a_verb_with_a_modal_and_a_closing_adjective_phrase_is_a_verb(extractor) -> None:  # type: ignore[no-untyped-def]
    relations = extractor.analyse(_OPTION).relations
    assert [r.modality.value for r in relations if r.relation == "purchase"] == ["may"]


def test_a_duty_read_into_an_option_is_a_modality_change(verifier: Verifier) -> None:
    duty = "The Hospital has to purchase electricity, subject to the Board's consent."
    report = verifier.verify(duty, [_OPTION])
    assert "modality_change" in {f.subtype.value for f in report.findings}, report.findings
    option = "At any time, the Hospital can purchase electricity, subject to the Board's consent."
    assert verifier.verify(option, [_OPTION]).label.value == "clean"
