"""A sentence that ends with a lettered part of the document ends there, in the parse too.

spaCy's tokenizer keeps "B." of "Schedule B." as one token, as it keeps a middle initial, and
the parser ran the next sentence into it, taking that sentence's subject from the first. After
a noun that names a part of a document ("Exhibit", "Schedule", "Article"), the letter is the
part's label and a capitalised word after it opens a sentence. The texts are written for these
tests.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_SUPPLY = (
    'This Supply Agreement is made between Halvard Foods AS ("Halvard") and Marlow Dairy Ltd '
    '("Marlow"). The prices of the goods are listed in Schedule B. Halvard shall pay the freight '
    "charges to Marlow within thirty days."
)


def test_the_sentence_after_a_lettered_part_keeps_its_own_subject(extractor) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(
        "The prices of the goods are listed in Schedule B. Halvard shall not resell the goods "
        "outside Norway."
    )
    resale = [r for r in analysis.relations if r.relation == "resell"]
    assert [(r.subject, r.negated) for r in resale] == [("np:halvard", True)]


def test_the_label_stays_with_the_part_it_labels(extractor) -> None:  # type: ignore[no-untyped-def]
    doc = extractor.nlp("See paragraph 4 of Annex B. Acme shall not resell the goods.")
    assert [s.text for s in doc.sents] == [
        "See paragraph 4 of Annex B.",
        "Acme shall not resell the goods.",
    ]


def test_a_middle_initial_still_belongs_to_its_name(extractor) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse("The lease was signed by John A. Smith and the Tenant pays rent.")
    signing = [r for r in analysis.relations if r.relation == "sign"]
    assert [r.subject for r in signing] == ["person:john a smith"]


def test_a_faithful_restatement_after_a_lettered_part_is_stated(verifier: Verifier) -> None:
    report = verifier.verify(
        "Halvard pays the freight charges to Marlow within thirty days.", [_SUPPLY]
    )
    assert report.label.value == "clean"
    assert not any("relation" in f.content for f in report.findings), [
        f.content for f in report.findings
    ]


def test_the_parties_swapped_after_a_lettered_part_is_a_swap(verifier: Verifier) -> None:
    report = verifier.verify(
        "Marlow pays the freight charges to Halvard within thirty days.", [_SUPPLY]
    )
    fields = {c.field for cv in report.claims for c in cv.conflicts}
    assert report.label.value == "hallucinated"
    assert "role" in fields, fields
