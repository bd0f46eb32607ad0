"""Names an answer gives in brackets, counties named before their place, negative subjects.

- An answer that names a party and gives it a name in brackets ("Orbit (the Shipper)") calls
  it so from there on: a source sentence that names the Shipper names Orbit, and the place
  next to the Shipper is no rival to Orbit. Another name in Orbit's place there still is:
  another party's bracketed name, or a name of the sources.
- A county written before a place's name ("the County of Los Pinos", "the City and County
  of Pinewood") is part of that place's name, though the recogniser may leave it out or tag
  "the County of" as a place by itself. "The City of" is left as tagged. A claim may name a
  borough, parish or township, a city and county, or a city written "the City of X", by its
  name alone ("Ashcombe" for "the Borough of Ashcombe", "Marlow" for "the City of Marlow"), but
  not a county, which may not be the city of its name; "X City" by "X" only where X is no
  region ("Harbor" for "Harbor City", not "Kansas" for "Kansas City").
- A clause whose subject opens with a negative word ("Nothing in this Part entitles a bailiff
  to ...") denies what a claim copies from it after that subject, and a claim's own negative
  subject denies the later items it lists ("Neither party can lease, sell or pledge ...").

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.extract.parties import apposed_names
from lexaudit.extract.pipeline import Extractor
from lexaudit.judge.places import short_form_of
from lexaudit.judge.stretch import negative_subject
from lexaudit.types import Entity, EntityType, Span
from lexaudit.verifier import Verifier


def test_names_given_in_brackets() -> None:
    names = apposed_names(
        'Orbit (the Shipper) pays Kestrel Freight ("Carrier"); Rise (Tianjin) Co. is not named so.'
    )
    assert names == {"shipper": "orbit", "carrier": "kestrel freight"}


_FREIGHT = (
    "This agreement is made between Kestrel Freight and Orbit Foods. For all Cargo received by"
    " Carrier at a Loading Point and delivered to any Discharge Point, Shipper shall pay Carrier"
    " a freight charge of $2.10 per pallet."
)


_CARGO = (
    "This carriage agreement is made between Orbit Foods and Kestrel Lines, and Pallant Mutual"
    " insures the cargo. Pallant shall reimburse Shipper for any Cargo lost while in Carrier's"
    " custody, within thirty days of the claim."
)


@pytest.mark.parametrize(
    ("source", "answer", "clean"),
    [
        (
            _FREIGHT,
            "Orbit (the Shipper) pays Kestrel (the Carrier) $2.10 per pallet for all cargo"
            " received at a Loading Point.",
            True,
        ),
        # the charge is still the one the sources state
        (
            _FREIGHT,
            "Orbit (the Shipper) pays Kestrel (the Carrier) $3.10 per pallet for all cargo"
            " received at a Loading Point.",
            False,
        ),
        (
            _CARGO,
            "Orbit (the Shipper) ships with Kestrel (the Carrier). Pallant has to reimburse"
            " Orbit for cargo lost in Kestrel's custody, within 30 days of the claim.",
            True,
        ),
        # the one the answer calls the Carrier put in the Shipper's place
        (
            _CARGO,
            "Orbit (the Shipper) ships with Kestrel (the Carrier). Pallant has to reimburse"
            " Kestrel for cargo lost in Kestrel's custody, within 30 days of the claim.",
            False,
        ),
    ],
)
def test_a_party_named_by_the_name_the_answer_gave_it(
    verifier: Verifier, source: str, answer: str, clean: bool
) -> None:
    report = verifier.verify(answer, [source])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


_DUES = (
    "This carriage agreement is made between Orbit Foods and Kestrel Lines. Harbourline Ltd"
    " operates the port. Shipper shall pay the port dues directly to Harbourline within ten"
    " days of each call."
)


@pytest.mark.parametrize(
    ("payee", "clean"),
    [
        ("Harbourline", True),
        # a name of the sources in the payee's place is still a rival
        ("Kestrel (the Carrier)", False),
    ],
)
def test_a_third_party_in_a_sentence_that_names_the_given_name(
    verifier: Verifier, payee: str, clean: bool
) -> None:
    answer = (
        f"Orbit (the Shipper) pays the port dues directly to {payee} within ten days of each call."
    )
    report = verifier.verify(answer, [_DUES])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        (
            "The parties consent to the jurisdiction and venue of the state and federal courts"
            " located in the County of Los Pinos, Ashland.",
            "los pinos county",
        ),
        ("Any suit shall be heard in the City and County of Pinewood.", "pinewood city and county"),
    ],
)
def test_a_unit_before_a_place_is_part_of_its_name(
    extractor: Extractor, text: str, place: str
) -> None:
    places = {e.value for e in extractor.analyse(text).entities if e.type.value == "gpe"}
    assert place in places
    assert not any(p.endswith(" of") for p in places)


def test_a_county_answer_against_its_long_form(verifier: Verifier) -> None:
    source = (
        "The parties consent to the jurisdiction and venue of the state and federal courts"
        " located in the County of Los Pinos, Ashland, for any suit arising out of this"
        " Agreement."
    )
    answer = "Any suit has to go to the state or federal courts located in Los Pinos County."
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", [f.content for f in report.findings]


_SEIZURE = (
    "(2) A bailiff may enter the premises by day to take control of goods. (3) {} entitles a"
    " bailiff to take control of goods that are {}kept in a room used only for sleeping."
)
_SEIZURE_ANSWER = (
    "The bailiff may go in by day to take control of goods, though that entitles no bailiff"
    " to take control of goods {}kept in a room used only for sleeping."
)


@pytest.mark.parametrize(
    ("subject", "accused", "clean"),
    [
        ("Nothing in this Part", "", True),
        # no negative subject: "entitles no bailiff" denies what the Part gives
        ("This Part", "", False),
    ],
)
def test_a_negative_subject_denies_what_follows_it(
    verifier: Verifier, subject: str, accused: str, clean: bool
) -> None:
    report = verifier.verify(_SEIZURE_ANSWER.format(accused), [_SEIZURE.format(subject, accused)])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


@pytest.mark.parametrize(
    ("sentence", "copied", "word"),
    [
        ("(2) Nothing in this Part entitles a bailiff to enter.", "entitles", "Nothing"),
        ("No person shall, without consent, enter the land.", "shall", "No"),
        # the negative word is in another clause than the copied words
        ("No fee is payable where the Tenant gives notice.", "the Tenant", None),
        ("The fee is payable; no notice is needed.", "The fee", None),
    ],
)
def test_the_negative_subject_of_a_copied_stretch(
    sentence: str, copied: str, word: str | None
) -> None:
    assert negative_subject(sentence, sentence.index(copied)) == word


def test_a_claims_own_negative_subject_denies_its_listed_verbs(verifier: Verifier) -> None:
    source = (
        "Neither Owner may lease, sell or pledge any share in the Vessel without the prior"
        " written consent of the other Owner."
    )
    answer = (
        "Neither owner can lease, sell or pledge its share in the vessel without the"
        " other's prior written consent."
    )
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", [f.content for f in report.findings]


def _place(text: str) -> Entity:
    return Entity(EntityType.GPE, text, normalize_place(text), Span(0, len(text)))


@pytest.mark.parametrize(
    ("claim", "source", "short"),
    [
        ("Ashcombe", "the Borough of Ashcombe", True),
        ("Pinewood", "the City and County of Pinewood", True),
        ("Ravel", "Ravel Township", True),
        ("Ostrava", "Ostrava Town", True),
        ("Lindle", "the Village of Lindle", True),
        ("Ravel", "Ravel County", False),  # a county may not be the city of its name
        ("Ravel Township", "Ravel", False),  # only the claim may leave the unit out
        # a name before "City" that is no region names the city ("Harbor" for "Harbor City",
        # as an address's "Fenwick City" is Fenwick); a region's is another place
        ("Harbor", "Harbor City", True),
        ("Kansas", "Kansas City", False),
        ("Marlow", "the City of Marlow", True),  # the long form names the city after "of"
        ("Dunmore", "City of Dunmore", True),
        ("Harbor", "the City of Marlow", False),
        # a city and county that are one are named by either ("the City of Pinewood and
        # County of Pinewood")
        ("the City and County of Pinewood", "Pinewood", True),
        ("the City and County of Pinewood", "County of Pinewood", True),
        ("the City and County of Pinewood", "the City of Pinewood", True),
        ("the City and County of Pinewood", "Marlow County", False),
    ],
)
def test_a_place_by_its_name_without_its_unit(claim: str, source: str, short: bool) -> None:
    assert short_form_of(_place(claim), _place(source)) is short


@pytest.mark.parametrize(
    ("claim", "source", "short"),
    [
        ("SD", "San Dimas", True),
        ("PV", "Port of Verity", True),  # the small words are passed over
        ("NYC", "New York City", True),
        ("SD", "South Carolina", False),  # other initials
        ("SD", "Sandimas", False),  # one word has no initials to spell
        ("Sd", "San Dimas", False),  # initials are written in capitals
    ],
)
def test_a_place_by_the_initials_of_its_name(claim: str, source: str, short: bool) -> None:
    assert short_form_of(_place(claim), _place(source)) is short


def test_a_city_named_without_its_long_form_is_no_other_place(verifier: Verifier) -> None:
    source = "The Seller shall deliver the certificates at the closing in the City of Marlow."
    report = verifier.verify("The Seller delivers the certificates at closing in Marlow.", [source])
    assert report.label.value == "clean", [f.content for f in report.findings]
    report = verifier.verify(
        "The Seller delivers the certificates at closing in Dunmore.", [source]
    )
    assert report.label.value != "clean"
