"""Proper names an answer uses that its sources never mention become entities."""

from __future__ import annotations

import pytest

from lexaudit.evidence.sources import source_vocabulary
from lexaudit.types import EntityType
from lexaudit.verifier import Verifier

VOCAB = frozenset({"achaogen", "agreement", "licensee", "fees", "party", "notice", "phoenix"})


def _orgs(extractor, text: str, vocabulary=VOCAB) -> list[str]:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(text, with_claims=True, vocabulary=vocabulary)
    return [e.text for e in analysis.entities if e.type is EntityType.ORG]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Tigrent and Achaogen entered into the agreement on April 26, 2016.", "Tigrent"),
        ("Phoenix and Virtuoso made the agreement effective as of May 18, 2010.", "Virtuoso"),
        ("Written notice goes from either party to the other SYSTEMS and a payment.", "SYSTEMS"),
        ("SHBV and Achaogen made the agreement effective.", "SHBV"),
    ],
)
def test_a_name_the_sources_never_use_is_an_entity(extractor, text: str, name: str):  # type: ignore[no-untyped-def]
    assert name in _orgs(extractor, text)


@pytest.mark.parametrize(
    "text",
    [
        "Additionally, the Licensee shall pay the fees.",
        "However, Achaogen and the Licensee entered into the agreement.",
        "The Licensee shall pay the fees And the party shall give notice.",
    ],
)
def test_sentence_openers_and_known_words_are_not_names(extractor, text: str):  # type: ignore[no-untyped-def]
    assert _orgs(extractor, text) == []


def test_without_a_vocabulary_nothing_is_added(extractor):  # type: ignore[no-untyped-def]
    text = "Tigrent and Achaogen entered into the agreement on April 26, 2016."
    analysis = extractor.analyse(text, with_claims=True)
    assert "Tigrent" not in [e.text for e in analysis.entities]


def test_verifier_flags_a_party_the_sources_never_name(verifier):  # type: ignore[no-untyped-def]
    source = (
        "This Agreement is entered into as of April 26, 2016 by and between Microgenics "
        'Corporation ("Microgenics") and Achaogen Inc. ("Achaogen").'
    )
    wrong = verifier.verify(
        "Tigrent and Achaogen entered into the agreement on April 26, 2016.", [source]
    )
    right = verifier.verify(
        "Microgenics and Achaogen entered into the agreement on April 26, 2016.", [source]
    )
    assert any("Tigrent" in f.content for f in wrong.findings)
    assert wrong.label.value != "clean" and right.label.value == "clean"


def test_a_capitalised_opener_the_answer_writes_in_lower_case_is_a_common_word() -> None:
    source = (
        "14. End of Lease. Upon the expiration of the Term the Tenant shall vacate the Premises "
        "and return all keys to the Landlord within two (2) days."
    )
    answer = (
        "- **Expiry** of the lease: the Tenant has to vacate the Premises.\n"
        "- At expiry the keys go back to the Landlord within 2 days."
    )
    report = Verifier().verify(answer, [source])
    named = [f.content for f in report.findings if "Expiry" in f.content]
    assert not named, named
    # a capitalised word the answer never writes in lower case is still a name to ground
    invented = Verifier().verify(answer.replace("**Expiry**", "**Halden**"), [source])
    assert [f for f in invented.findings if "Halden" in f.content], invented.findings


def test_a_name_hyphenated_at_a_line_end_in_the_source_is_known() -> None:
    source = (
        "The claimant, who is Portu-\nguese, applied for the licence in March and the Board\n"
        "refused it without giving reasons."
    )
    answer = "The Portuguese claimant applied in March, and the Board refused without reasons."
    report = Verifier().verify(answer, [source])
    assert report.label.value == "clean", report.findings
    assert "portuguese" in source_vocabulary([source])


def test_words_a_printed_page_ran_together_in_the_source_are_known() -> None:
    # text taken from a printed gazette often loses the space between a function word and
    # the capitalised word after it ("ofShipping"); the word alone is the source's word
    source = (
        "12. The Board shall keep a register of all vessels, and the seals of the Courts "
        "ofShipping andSalvage shall be proved by the HarbourMaster on request."
    )
    answer = "The Board keeps a register of vessels, and the Salvage courts' seals are proved."
    report = Verifier().verify(answer, [source])
    assert report.label.value == "clean", report.findings
    vocabulary = source_vocabulary([source])
    assert {"shipping", "salvage", "harbourmaster"} <= vocabulary
    # two capitalised parts run together are a brand's way of writing its name ("SunTrust"):
    # "Harbour" alone is not the source's word
    assert "harbour" not in vocabulary


def test_half_of_a_brand_written_as_one_word_is_not_the_sources_name() -> None:
    source = "The loan was made by NorthBridge Bank to the borrower at 6% interest a year."
    answer = "The loan came from North Bank, at 6% interest a year."
    report = Verifier().verify(answer, [source])
    assert report.label.value != "clean", report.findings


def test_a_word_opening_a_line_is_read_as_opening_a_sentence() -> None:
    # after a blank line the parser may not start a sentence; the line's first word is
    # capitalised by its place all the same ("Separately, ...")
    source = (
        "7. Licence. The licence runs for five years from first Display and is Exclusive on "
        "the Open Free Web. For 18 months from the Effective Date the Licensor shall work only "
        "with the Licensee on such content."
    )
    answer = (
        "The licence runs for five years from first Display and is Exclusive on the Open Free "
        "Web.\n\nSeparately, for 18 months from the Effective Date the Licensor must work only "
        "with the Licensee."
    )
    report = Verifier().verify(answer, [source])
    assert not [f for f in report.findings if "Separately" in f.content], report.findings


@pytest.mark.parametrize(
    "text",
    [
        "Reckon on the Licensee paying the fees.",
        "**Gist, not detail.** The Licensee shall pay the fees.",
    ],
    ids=["imperative", "bold-heading"],
)
def test_a_common_word_opening_a_sentence_is_no_name(extractor, text: str):  # type: ignore[no-untyped-def]
    # English has these words, and the sentence uses each as one (an imperative verb the
    # tagger took for a name, a verbless fragment): the capital comes from the place
    assert _orgs(extractor, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a subject may be a surname or a company's name, bare or with an aside
        ("White is liable for the fees.", "White"),
        ("Summit, the Licensee, shall pay the fees.", "Summit"),
        ("Harbor as Licensee shall pay the fees.", "Harbor"),
        # and so may a word coordinated with another
        ("Cobalt and Achaogen entered into the agreement.", "Cobalt"),
        # written capitalised inside a sentence too: a name
        ("Reckon on the Licensee paying the fees to Reckon.", "Reckon"),
    ],
    ids=["bare-subject", "subject-aside", "subject-as", "coordinated", "capitalised-inside"],
)
def test_an_opening_word_that_may_be_a_name_stays_one(extractor, text: str, name: str):  # type: ignore[no-untyped-def]
    assert _orgs(extractor, text).count(name) == text.count(name)


@pytest.mark.parametrize("word", ["Whichever", "Whatever", "Whoever", "Whomever"])
def test_a_free_relative_opening_a_sentence_is_no_name(extractor, word: str):  # type: ignore[no-untyped-def]
    # the -ever words are a closed class of English (``sentence_openers``); the tagger calls
    # "Whichever" a person here
    text = f"Notice goes by post or by email. {word} is used, the Tenant must tell the Landlord."
    names = [e.text for e in extractor.analyse(text).entities]
    assert word not in names, names
