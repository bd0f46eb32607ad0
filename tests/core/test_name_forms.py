"""Short names an answer writes for the sources' names, and words that only look like names.

The texts are written for these tests, judged by the real verifier: an abbreviation of
capitals and small function words ("BoA") is known where a source spells it, and so is a
two-letter acronym of two title-case words ("IP"); an acronym with a possessive ("EPA's")
names the body it abbreviates; two names the recogniser took as one are known when each is;
a bare clause number a source prints ("the 7.2 route") is grounded; a capitalised first word
that is a closed-class opener ("Absent any ...") or stands before a hyphen and a small letter
("Non-exclusive") is no name (a real name before "the" is still a name); a capitalised first
word with the stem of a source word ("Renewing") is that word. A title of office abbreviated
before a name ("Sen.") is its word, and a name the recogniser calls a place in the answer is
no place where the sources use it only for an organisation. A capitalised opener that English
has as a verb, adjective or adverb ("Unsigned, ...") is that word; an invented name is not.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.substitution import identifiers
from lexaudit.verifier import Verifier

_BANK = "Bank of Avalon may terminate this Agreement on forty-five (45) days written notice."


def _missing(verifier: Verifier, answer: str, source: str) -> list[str]:
    report = verifier.verify(answer, [source])
    return sorted(f.content for f in report.findings if f.subtype.value == "ungrounded_entity")


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("BoA may end the agreement on 45 days' notice.", True),
        ("BoX may end the agreement on 45 days' notice.", False),
    ],
    ids=["spelled", "not-spelled"],
)
def test_mixed_case_abbreviation(verifier: Verifier, answer: str, grounded: bool) -> None:
    assert (_missing(verifier, answer, _BANK) == []) is grounded


def test_possessive_acronym_names_the_body(extractor) -> None:  # type: ignore[no-untyped-def]
    from lexaudit.evidence.retrieval import Evidence
    from lexaudit.judge.substitution import _spelled_out
    from lexaudit.types import Chunk

    text = "The Department of Harbour Safety shall levy the charges."
    evidence = Evidence([Chunk("c1", "d1", text)], [extractor.analyse(text)], {})
    # the possessive's acronym is spelled out by the body's name, as the bare acronym is
    assert _spelled_out("DHS's", evidence) == _spelled_out("DHS", evidence) != frozenset()


@pytest.mark.parametrize(
    "answer",
    [
        "Absent any notice, the term renews for a year.",
        "- **Non-exclusive rights** stay with both owners; the term renews for a year.",
        "- **Renewing a Permit without the carrier's approval** lets the owner end it.",
    ],
    ids=["opener-before-determiner", "prefix-of-compound", "stem-of-a-source-word"],
)
def test_words_that_only_look_like_names(verifier: Verifier, answer: str) -> None:
    source = (
        "The term renews for one year unless either party gives notice. The two owners keep "
        "all rights they held jointly. The owner may end the contract if the carrier renewed a "
        "Permit without its approval."
    )
    assert _missing(verifier, answer, source) == []


@pytest.mark.parametrize(
    "answer",
    ["Microsoft renews the term for a year.", "Brightwell the lessee renews the term for a year."],
    ids=["before-a-verb", "before-a-determiner"],
)
def test_a_name_that_opens_a_sentence_is_still_a_name(verifier: Verifier, answer: str) -> None:
    source = "The term renews for one year unless either party gives notice."
    assert _missing(verifier, answer, source) != []


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("Either side may end it under the 7.2 route on 45 days' notice.", True),
        ("Either side may end it under the 7.4 route on 45 days' notice.", False),
    ],
    ids=["printed", "not-printed"],
)
def test_a_bare_clause_number_the_sources_print(
    verifier: Verifier, answer: str, grounded: bool
) -> None:
    source = (
        "7.1 Term. This Agreement runs for two years.\n"
        "7.2 Either party may terminate this Agreement on forty-five (45) days written notice."
    )
    assert (_missing(verifier, answer, source) == []) is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [("Each side keeps its IP.", True), ("Each side keeps its XP.", False)],
    ids=["two-title-case-words", "spelled-by-nothing"],
)
def test_a_two_letter_acronym_of_a_defined_name(
    verifier: Verifier, answer: str, grounded: bool
) -> None:
    # "In Paragraph" spells no "IP": a function word opens no name
    source = "Each Party retains its Intellectual Property. In Paragraph 4 the fees are set."
    assert (_missing(verifier, answer, source) == []) is grounded


def test_a_function_word_opens_no_two_letter_acronym(verifier: Verifier) -> None:
    source = "Each Party retains its rights. In Paragraph 4 the fees are set."
    assert _missing(verifier, "Each side keeps its IP.", source) != []


def test_two_names_taken_as_one(verifier: Verifier) -> None:
    source = "Cardwell owns the Base Compound. Cardwell owns the Tablet."
    answer = "Cardwell keeps its rights in the Base Compound and Tablet."
    assert _missing(verifier, answer, source) == []
    invented = "Cardwell keeps its rights in the Base Compound and Outer Shell."
    assert _missing(verifier, invented, source) != []


def test_a_participle_before_a_known_name(verifier: Verifier) -> None:
    source = (
        "The court relied on Halvorsen v. Crane, 41 F.4th 12 (2d Cir. 2022), which held that "
        "willful blindness can show knowledge."
    )
    answer = "Citing Halvorsen, the court said willful blindness can show knowledge."
    assert _missing(verifier, answer, source) == []
    assert _missing(verifier, answer.replace("Halvorsen", "Pemberton"), source) != []


def test_a_defined_term_spells_no_body(verifier: Verifier) -> None:
    # "DoL" is not known from "Deed of Lease", which names a document, not a party
    source = (
        "Upon signing the Deed of Lease, the Tenant shall register it with the County Recorder "
        "within thirty (30) days."
    )
    answer = "The tenant must register the lease with the DoL within 30 days of signing."
    assert _missing(verifier, answer, source) != []


def test_a_title_abbreviated_before_a_name_is_its_word() -> None:
    # "Sen." is "Senator": the two forms are one name, and another name is still another
    def words(text: str) -> list[frozenset[str]]:
        return [i.words for i in identifiers(text)]

    assert words("The bill was opposed by Sen. Halvorsen in committee.") == words(
        "The bill was opposed by Senator Halvorsen in committee."
    )
    assert words("The act was vetoed by Gov. Pryde.") == words(
        "The act was vetoed by Governor Pryde."
    )
    assert words("The bill was opposed by Sen. Halvorsen.") != words(
        "The bill was opposed by Senator Pryde."
    )
    # an initial is a word of the name: two people of one surname stay two
    assert words("The lease was signed by D. Okafor.") != words(
        "The lease was signed by R. Okafor."
    )


_SUPPORT_CHARGE = (
    "6. Charges. The Annual Support Charge shall be invoiced by TALLIS to MORVANE each year. "
    "The Annual Support Charge includes all federal, state and local taxes arising in the "
    "United States, but does not include any taxes arising under any law other than that of "
    "the United States. On-site visits to MORVANE's premises shall be made as MORVANE "
    "determines to be necessary."
)


def test_a_name_the_sources_use_only_for_an_organisation_is_no_place(
    verifier: Verifier,
) -> None:
    # the recogniser calls "Morvane" a place in the answer and an organisation in the source:
    # it is the party who bears the taxes, not a jurisdiction to set against "the United States"
    answer = (
        "The yearly support charge already covers U.S. federal, state and local taxes; taxes "
        "arising under any non-U.S. law fall on Morvane."
    )
    report = verifier.verify(answer, [_SUPPORT_CHARGE])
    assert [c.field for cv in report.claims for c in cv.conflicts] == []
    assert report.label.value == "clean", [f.content for f in report.findings]
    # where the claim puts the name in a place's stead, it is judged as a place
    arbitral = "Any dispute about the support charge is arbitrated in Morvane."
    source = _SUPPORT_CHARGE + " Disputes shall be arbitrated in Toledo, Ohio."
    assert verifier.verify(arbitral, [source]).label.value != "clean"
    # a place the sources do not write is still judged as one
    moved = answer.replace("non-U.S. law", "Canadian law").replace("U.S. federal", "Canadian")
    assert verifier.verify(moved, [_SUPPORT_CHARGE]).label.value != "clean"


_NOTICES = (
    "12. Notices. Every notice under this Agreement shall be in writing and signed by an "
    "authorised officer of the party giving it. A notice that is not so signed shall have no "
    "effect. Notices shall be delivered by hand or by registered post to the address in "
    "Schedule 2."
)


@pytest.mark.parametrize(
    "answer",
    [
        "Unsigned, a notice has no effect: every notice has to be in writing and signed by an "
        "authorised officer.",
    ],
)
def test_an_english_adjective_opening_a_sentence_is_no_name(
    verifier: Verifier, answer: str
) -> None:
    # the recogniser calls the capitalised opener an organisation; English has it as an
    # adjective, so its capital comes from its place
    assert _missing(verifier, answer, _NOTICES) == []


_CARRIAGE = (
    'THIS CARRIAGE AGREEMENT is made between Meridian Freight LLC ("Carrier") and Oakfield '
    'Mills Inc ("Shipper").\n'
    "8. Liability. Carrier shall be liable for loss of or damage to the goods up to fifty "
    "thousand dollars ($50,000) per shipment."
)


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("Brackwell must sign every notice, and an unsigned notice has no effect.", _NOTICES),
        # English has these as adjectives and nouns: a company's name or a surname, still
        ("Target is liable for loss or damage to the goods up to $50,000 per shipment.", _CARRIAGE),
        ("White is liable for loss or damage to the goods up to $50,000 per shipment.", _CARRIAGE),
    ],
    ids=["invented", "target", "white"],
)
def test_an_invented_name_opening_a_sentence_is_still_a_name(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert _missing(verifier, answer, source) != []
