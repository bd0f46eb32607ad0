"""Bracketed asides, British spelling, parties whose names share words, lists of places, and
conditions a source only supposes.

- A section named in brackets that say something of their own ("(unless a party ends it early
  under Section 9)") is not the section the claim speaks of; a bracket that only cites one
  ("(Section 9)") still names it.
- An infinitive that the parser hangs on a holding verb as its conjunct or complement after an
  aside ("shall have the option, [*], to renew") still completes the noun of right: a permission.
- A company name with two suffixes ("Vela Printing Co., Ltd.") is one name, and the alias
  after its description is that name's.
- Two parties the sources keep apart stay two, though one's name holds the other's (a venture
  named after its parents).
- A word in British spelling is the word in American spelling ("licence", "license").
- A list of places stays one list across a place the recogniser did not tag.
- "In the event (that)" and "in case" open a condition, as "if" does; a source that only
  supposes an act is not done says nothing against a claim that it may be done.
- "non" written apart from its word ("on a Non Exclusive basis") is the prefix.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.extract.pipeline import Extractor
from lexaudit.text.words import american, content_words, stem
from lexaudit.types import Modality
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _label(verifier: Verifier, answer: str, source: str) -> str:
    return verifier.verify(answer, [source]).label.value


# -- asides in brackets ---------------------------------------------------------------------


_TERM = (
    "4. Term. The term of this Agreement shall be three (3) years from the Effective Date, with"
    " automatic annual renewals thereafter unless either party gives ninety (90) days notice of"
    " termination prior to the renewal date.\n"
    "9. Termination. Either party may terminate this Agreement upon thirty (30) days written"
    " notice if the other party fails to cure a material breach within ten (10) days."
)


def test_a_section_named_in_an_aside_is_not_the_claims_section(verifier: Verifier) -> None:
    answer = (
        "The term is three years from the Effective Date (unless a party ends it early under"
        " Section 9), and it then renews every year."
    )
    assert _label(verifier, answer, _TERM) == "clean"


def test_a_section_named_in_an_aside_still_leaves_the_value_checked(verifier: Verifier) -> None:
    answer = (
        "The term is five years from the Effective Date (unless a party ends it early under"
        " Section 9), and it then renews every year."
    )
    assert _label(verifier, answer, _TERM) != "clean"


def test_a_bracket_that_only_cites_a_section_still_names_it(verifier: Verifier) -> None:
    # the claim cites section 9 for its period: the term of section 4 is not its value
    answer = "A party may end the agreement on three years' written notice (Section 9)."
    assert _label(verifier, answer, _TERM) != "clean"


# -- a right's infinitive after an aside ----------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Twice a year, the Lessor shall have the right, [*], to enter and survey the Premises.",
        "Twice a year, the Lessor shall have the option, at its own cost, to survey the Premises.",
    ],
)
def test_a_rights_infinitive_after_an_aside_is_a_permission(
    extractor: Extractor, sentence: str
) -> None:
    relations = extractor.analyse(sentence).relations
    survey = next(r for r in relations if r.relation == "survey")
    assert survey.modality is Modality.MAY


_SURVEY = (
    "The Lessor shall have the right, [*], to enter and survey the Premises, but not more than"
    " twice in any lease year."
)


def test_a_duty_against_a_right_after_an_aside(verifier: Verifier) -> None:
    answer = "The landlord is required to survey the premises twice in every lease year."
    report = verifier.verify(answer, [_SURVEY])
    assert report.label.value == "hallucinated"
    assert any(f.subtype.value == "modality_change" for f in report.findings)


def test_the_right_restated_as_a_right_after_an_aside(verifier: Verifier) -> None:
    answer = "The Lessor may enter and survey the Premises, at most twice in a lease year."
    assert _label(verifier, answer, _SURVEY) == "clean"


# -- parties ----------------------------------------------------------------------------------

_PREAMBLE = (
    "This SUPPLY AGREEMENT is made as of March 3, 2019, by and among\n\n"
    "Orion Optics, Inc., a Delaware corporation with its principal place of business at 12 Mill"
    ' Lane, Dover, Delaware ("Orion"),\n\n'
    "Vela Printing Co., Ltd., a Japanese corporation with its principal place of business at"
    ' 4-2, Kanda 2-chome, Chiyoda-ku, Tokyo, Japan ("VPC"),\n\n'
    "Orion VPC Lens Corporation, a company organized under the laws of Taiwan with its principal"
    ' place of business at 9 Park Road, Hsinchu, Taiwan ("OVLC").\n\n'
)


def test_a_name_with_two_suffixes_keeps_its_alias() -> None:
    parties, _ = find_parties(_PREAMBLE)
    aliases = alias_map(parties)
    assert aliases["vpc"] == "vela printing"
    assert aliases["ovlc"] == "orion vpc lens"


_TERM_PARTIES = _PREAMBLE + (
    "9.1 Orion and VPC shall each appoint one director to the board of the joint venture, and"
    " each may replace its director by written notice."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("Orion and VPC each appoint one director to the venture's board.", True),
        # the venture named after VPC put in VPC's place
        ("Orion and OVLC each appoint one director to the venture's board.", False),
    ],
)
def test_a_venture_named_after_a_party_is_another_party(
    verifier: Verifier, answer: str, clean: bool
) -> None:
    assert (_label(verifier, answer, _TERM_PARTIES) == "clean") is clean


# -- spelling ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("british", "us"),
    [
        ("licence", "license"),
        ("sublicences", "sublicenses"),
        ("authorised", "authorized"),
        ("instalments", "installments"),
        ("defence", "defense"),
        ("offences", "offenses"),
        ("favourable", "favorable"),
        ("cancelled", "canceled"),
        ("fulfilment", "fulfillment"),
        ("programmes", "programs"),
        ("organisation", "organization"),
        ("judgement", "judgment"),
    ],
)
def test_british_spelling_meets_american(british: str, us: str) -> None:
    assert stem(british) == stem(us)


@pytest.mark.parametrize("word", ["advertise", "franchise", "installation", "promise", "exercise"])
def test_words_spelt_alike_stay_as_they_are(word: str) -> None:
    assert american(word) == word


def test_content_words_read_either_spelling() -> None:
    assert content_words("the licence fee is payable in instalments") == content_words(
        "the license fee is payable in installments"
    )


_LICENSE = (
    "Licensor grants Licensee a non-exclusive license to use the Software at the Licensee's"
    " facilities, and Licensee shall pay the license fee in four equal quarterly installments."
)


def test_a_british_answer_against_an_american_contract(verifier: Verifier) -> None:
    answer = (
        "The licence is non-exclusive: the Licensee may use the Software at its facilities and"
        " pays the licence fee in four equal quarterly instalments."
    )
    assert _label(verifier, answer, _LICENSE) == "clean"


def test_a_british_answer_with_a_wrong_count(verifier: Verifier) -> None:
    answer = (
        "The licence is non-exclusive: the Licensee may use the Software at its facilities and"
        " pays the licence fee in six equal quarterly instalments."
    )
    assert _label(verifier, answer, _LICENSE) != "clean"


# -- lists of places ---------------------------------------------------------------------------

_TERRITORY = (
    '4.2 The "Territory" means the Commonwealth of Australia, the Republic of Ireland, the'
    " Commonwealth of the Bahamas, New Zealand, the Kingdom of Norway, and Iceland, and such"
    " other countries as the parties may agree in writing."
)


def test_a_list_of_places_in_another_order(verifier: Verifier) -> None:
    answer = (
        "The distributor's territory is Norway, Iceland, New Zealand, Ireland and Australia,"
        " plus any country the parties later agree on in writing."
    )
    assert _label(verifier, answer, _TERRITORY) == "clean"


def test_a_list_of_places_with_a_place_the_source_does_not_list(verifier: Verifier) -> None:
    answer = (
        "The distributor's territory is Norway, Iceland, New Zealand, Canada and Australia,"
        " plus any country the parties later agree on in writing."
    )
    assert _label(verifier, answer, _TERRITORY) != "clean"


def test_a_list_of_places_across_a_place_left_untagged(extractor: Extractor) -> None:
    from lexaudit.evidence.retrieval import Window
    from lexaudit.judge.value_lists import listed_in_order
    from lexaudit.types import Chunk, Claim, ClaimType, EntityType, Span

    source = (
        "The Territory means Kenya, the Republic of the Seychelles, Mauritius, Zanzibar and"
        " Tanzania."
    )
    places = [e for e in extractor.analyse(source).entities if e.type is EntityType.GPE]
    # the recogniser leaves two places of the list untagged: the list is read across them
    assert [p.text for p in places] == ["Kenya", "the Republic of the Seychelles", "Tanzania"]
    window = Window(Chunk("s1", "d1", source), 0, len(source), places, [], set())
    text = "The territory covers Tanzania, Kenya and the Seychelles."
    entities = tuple(e for e in extractor.analyse(text).entities if e.type is EntityType.GPE)
    claim = Claim("c1", text, Span(0, len(text)), ClaimType.VERIFIABLE_FACT, entities)
    found = listed_in_order(entities[0], claim, window)
    assert found is not None and found.text == "Tanzania"


# -- conditions opened by "in the event" ---------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "verb", "conditional"),
    [
        (
            "In the event the lenders cannot agree on a valuer, the bank shall name one.",
            "agree",
            True,
        ),
        ("In the event that the lessee fails to pay, the lessor may re-enter.", "fail", True),
        ("In the event that the lessee fails to pay, the lessor may re-enter.", "re", False),
        ("In case the lessee fails to pay, the lessor may re-enter.", "fail", True),
        ("In the event of a default, the lessor may re-enter the premises.", "re", False),
    ],
)
def test_in_the_event_opens_a_condition(
    extractor: Extractor, sentence: str, verb: str, conditional: bool
) -> None:
    relations = extractor.analyse(sentence).relations
    edge = next(r for r in relations if r.relation.startswith(verb))
    assert edge.conditional is conditional


_VALUER = (
    "9.2 The lenders may jointly appoint an independent valuer. In the event the lenders are"
    " unable to agree on an independent valuer within ten days, the bank shall appoint one."
)


def test_a_supposed_failure_says_nothing_against_the_act(verifier: Verifier) -> None:
    answer = (
        "The lenders can agree on an independent valuer; failing that within 10 days, the bank"
        " names one."
    )
    assert not any(
        f.subtype.value == "polarity_flip" for f in verifier.verify(answer, [_VALUER]).findings
    )


def test_a_denied_act_the_source_supposes_done_is_still_a_flip(verifier: Verifier) -> None:
    source = "If the lessee sublets the premises, it shall pay the lessor a fee of $500."
    report = verifier.verify("The lessee may not sublet the premises.", [source])
    assert any(f.subtype.value == "polarity_flip" for f in report.findings)


def test_non_written_apart_is_the_prefix(verifier: Verifier) -> None:
    source = (
        "The Agent is appointed on a Non Exclusive basis to solicit orders for the Goods in the"
        " Territory for a term of two years."
    )
    answer = (
        "The agent's appointment to take orders in the Territory is non-exclusive, for 2 years."
    )
    assert _label(verifier, answer, source) == "clean"
    wrong = "The agent's appointment to take orders in the Territory is exclusive, for 2 years."
    assert _label(verifier, wrong, source) != "clean"


def test_a_supposed_failure_against_a_fact_is_still_a_flip(verifier: Verifier) -> None:
    # the source only supposes the lenders fail to agree; a claim that they have agreed, or
    # must, is no statement of what they may do
    report = verifier.verify("The lenders have agreed on an independent valuer.", [_VALUER])
    assert report.label.value != "clean"
