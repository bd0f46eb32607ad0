"""Asides on what the given text leaves out ("Exhibit F, which isn't in the passage").

An assistant often says where a term it cannot quote lives: "the fees are in Annex B, which
isn't reproduced here", "unit cost hinges on Schedule 3; the schedule itself isn't in the
excerpt".
Such an aside speaks of the text given, not of the law. When it names a provision and is
true (no source prints that provision), its words are no words a passage must hold, and the
rest of the claim is judged on its own; when a source does print the provision, the aside
counts as before. A relative pronoun counts only after a provision it stands for, and a
provision named by its kind alone ("the schedule itself") is the one of that kind the claim
named before. An aside on a thing named only by its words ("the actual percentage isn't
given here") is left as it is: a passage may give that thing in other words.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.absence import not_given_asides
from lexaudit.verifier import Verifier


def _label(verifier: Verifier, answer: str, source: str) -> str:
    return verifier.verify(answer, [source]).label.value


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Hourly rates are set out in Exhibit F, which isn't in the passage.", "Exhibit F"),
        (
            "Each refund is subject to clauses 4(b)-(d), which aren't reproduced here.",
            "clauses 4(b)",
        ),
        ("Rates follow Annex 4; the annex itself isn't part of this excerpt.", "Annex 4"),
        (
            "The grant is worldwide (subject to Clause 22, which is not in the passage).",
            "Clause 22",
        ),
        ("The unit price itself isn't in this excerpt.", "The unit price"),
    ],
)
def test_an_aside_on_the_given_text_names_what_it_leaves_out(text: str, named: str) -> None:
    asides = not_given_asides(text)
    assert [n for _, _, n in asides] == [named]
    start, end, _ = asides[0]
    assert "excerpt" in text[start:end] or "here" in text[start:end] or "passage" in text[start:end]


@pytest.mark.parametrize(
    "text",
    [
        "The Tenant pays rent that is not in arrears.",
        "The goods, which are not in the warehouse, remain the Seller's.",
        # a relative pronoun after a common noun: the claim is left as it is
        "Payment is by wire; the instructions are an attachment that isn't in the excerpt.",
    ],
)
def test_other_clauses_are_no_asides(text: str) -> None:
    assert not_given_asides(text) == []


_PRICES = (
    "The Distributor shall purchase the Products at the prices listed in Schedule 3. Each order"
    " shall be placed in writing at least fourteen (14) days before the requested shipment date."
)
_PRINTED = _PRICES + "\n\nSchedule 3. Prices. Each unit of the Products is priced at USD 40."
_RATES = (
    "The Carrier shall invoice the Shipper monthly at the rates in Annex B. The Shipper may"
    " dispute any invoice within ten (10) business days of receipt."
)
_RATES_PRINTED = _RATES + "\n\nAnnex B. Rates. Each container is carried at EUR 900 per voyage."
_SCHEDULE = "Unit cost hinges on Schedule 3; the schedule itself isn't in the excerpt."
_ANNEX = "Freight charges follow the tariff in Annex B, which isn't reproduced here."


@pytest.mark.parametrize(("answer", "source"), [(_SCHEDULE, _PRICES), (_ANNEX, _RATES)])
def test_a_true_aside_does_not_make_the_claim_unsupported(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert _label(verifier, answer, source) == "clean"


@pytest.mark.parametrize(("answer", "source"), [(_SCHEDULE, _PRINTED), (_ANNEX, _RATES_PRINTED)])
def test_an_aside_the_sources_disprove_still_counts(
    verifier: Verifier, answer: str, source: str
) -> None:
    assert _label(verifier, answer, source) != "clean"


def test_a_wrong_value_beside_a_true_aside_is_caught(verifier: Verifier) -> None:
    answer = (
        "The Shipper has 20 business days to dispute an invoice priced under Annex B, which"
        " isn't reproduced here."
    )
    assert _label(verifier, answer, _RATES) == "hallucinated"


def test_an_aside_on_a_thing_named_by_its_words_is_left_as_it_is(verifier: Verifier) -> None:
    source = (
        'Overdue sums carry interest at the Agreed Rate from the due date. "Agreed Rate" means'
        " two percent (2%) per month."
    )
    answer = (
        "Overdue sums carry interest at the Agreed Rate from the due date. The actual monthly"
        " percentage behind that rate isn't given in this excerpt."
    )
    assert _label(verifier, answer, source) != "clean"
