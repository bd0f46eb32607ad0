"""Which sentence a claim restates, numbered titles run into their text, and duties denied.

- A claim whose value the sentence it restates writes keeps that value, though another
  sentence has a value whose slot is worded more like the claim's, when the claim holds
  clearly more of its own sentence's words than of the other's (a quarter of its words more,
  the value's own words left out).
  A claim that restates the other sentence still meets its value.
- A contract's numbered provision whose title runs into its text with a colon ("4.2
  Renewal by Tenant: Tenant may ...") is two sentences for the parser: the title's
  noun is not the subject of the rule, so a claim that turns the rule's "may" into "must" meets
  it.
  The title may follow the last provision's full stop on the same line.
- A plain denial ("the Purchaser doesn't pay the balance") restates a duty the source denies
  ("shall have no obligation to pay"); a claim that bars the act ("may not pay") still meets
  it, and so does a denial with another negation inside it ("fees for services not
  delivered").
- A function word printed against a name without its space ("a ration card orSmart Card", as
  some official texts are typeset) is no part of the name.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _label(verifier: Verifier, answer: str, source: str) -> str:
    return verifier.verify(answer, [source]).label.value


# -- the sentence a claim restates ----------------------------------------------------------

_OBJECTION = (
    "Having been told of a service-charge change that it disputes, the Lessee may give notice"
    " to quit within 21 days. Either party may end the lease within 5 business days of a failed"
    " mediation."
)
_SCHEDULE = (
    "Having received a revised loading plan that it refuses, the Shipper may serve notice"
    " of withdrawal within 12 days. Either party may end the charter within 40 days of a total"
    " loss."
)


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        (
            "If the Lessee disputes a service-charge change it has heard about, it can end the"
            " lease within 21 days.",
            _OBJECTION,
        ),
        (
            "If the Shipper refuses a revised loading plan it has been sent, it can end the"
            " charter within 12 days.",
            _SCHEDULE,
        ),
    ],
)
def test_a_value_its_restated_sentence_writes_stands(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert _label(verifier, answer, source) == "clean"


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        (
            "After a failed mediation, either party may end the lease within 21 days.",
            _OBJECTION,
        ),
        (
            "After a total loss, either party may end the charter within 12 days.",
            _SCHEDULE,
        ),
    ],
)
def test_a_claim_restating_the_other_sentence_meets_its_value(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert _label(verifier, answer, source) == "hallucinated"


# -- numbered titles run into their text ------------------------------------------------------

_TITLED = (
    "4.2 Renewal by Tenant: Tenant, by written notice, may renew this Lease for one further term"
    " of two years if no rent is then overdue."
)


def test_a_numbered_title_before_a_colon_is_not_the_rules_subject() -> None:
    relations = Extractor().analyse(_TITLED).relations
    renew = [r for r in relations if r.relation == "renew"]
    assert renew
    assert renew[0].subject.endswith(":tenant")


def test_must_for_a_titled_rules_may_is_a_modality_change(verifier: Verifier) -> None:
    answer = "The Tenant must renew the lease for another two years if no rent is overdue."
    report = verifier.verify(answer, [_TITLED])
    assert report.label.value == "hallucinated"
    assert any("modality" in c.reason for c in report.claims)


def test_may_for_a_titled_rules_may_stands(verifier: Verifier) -> None:
    answer = (
        "The Tenant can renew the lease for another two years by written notice if no rent is"
        " overdue."
    )
    assert _label(verifier, answer, _TITLED) == "clean"


def test_a_title_after_the_last_provisions_full_stop_is_cut_too(verifier: Verifier) -> None:
    source = "4.1 Term: This Lease runs for five years from the Commencement Date. " + _TITLED
    answer = "The Tenant has to renew the lease for another two years if no rent is overdue."
    assert _label(verifier, answer, source) == "hallucinated"


def test_a_title_with_a_modal_is_running_text() -> None:
    text = "4. The Supplier shall: deliver the goods to the Buyer within ten (10) days."
    relations = Extractor().analyse(text).relations
    assert any(r.relation == "deliver" and r.subject.endswith(":supplier") for r in relations)


# -- duties denied ----------------------------------------------------------------------------

_NO_DUTY = (
    "If the survey does not meet the lender's standard, the Purchaser shall have no obligation"
    " to pay the balance of the deposit."
)


@pytest.mark.parametrize(
    "answer",
    [
        "If the survey misses the lender's standard, the Purchaser doesn't pay the balance of the"
        " deposit.",
        "If the survey misses the lender's standard, the Purchaser owes nothing more on the"
        " deposit.",
    ],
)
def test_a_plain_denial_restates_a_denied_duty(verifier: Verifier, answer: str) -> None:
    assert _label(verifier, answer, _NO_DUTY) == "clean"


def test_a_denial_with_a_negation_of_its_own_inside_is_not_restated(verifier: Verifier) -> None:
    source = (
        "The Carrier shall have no obligation to refund fees paid for services that were delivered."
    )
    answer = "The Carrier doesn't refund fees for services that were not delivered."
    assert _label(verifier, answer, source) == "hallucinated"


def test_a_bar_is_not_a_denied_duty(verifier: Verifier) -> None:
    answer = (
        "If the survey misses the lender's standard, the Purchaser may not pay the balance of the"
        " deposit."
    )
    assert _label(verifier, answer, _NO_DUTY) == "hallucinated"


# -- a function word glued to a name ----------------------------------------------------------

_GLUED = (
    "Whoever forges a document purporting to be an identity document issued by Government,"
    " including a ration card orSmart Card, shall be punished with imprisonment for a term which"
    " may extend to five years."
)


def test_a_glued_function_word_is_no_part_of_the_name(verifier: Verifier) -> None:
    answer = (
        "Forging a government identity document, such as a ration card or Smart Card, is"
        " punishable by up to five years."
    )
    assert _label(verifier, answer, _GLUED) == "clean"


def test_another_name_is_still_not_the_glued_one(verifier: Verifier) -> None:
    answer = (
        "Forging a government identity document, such as a ration card or Health Card, is"
        " punishable by up to five years."
    )
    assert _label(verifier, answer, _GLUED) != "clean"


@pytest.mark.parametrize(
    ("word", "cut"),
    [("ofSalvage", 2), ("orSmart", 2), ("aWarden", 1), ("eLedger", 0), ("SunTrust", 0)],
)
def test_a_function_word_run_onto_a_word_is_cut_off(word: str, cut: int) -> None:
    from lexaudit.text.words import run_on_function_word

    assert run_on_function_word(word) == cut
