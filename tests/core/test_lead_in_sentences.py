"""Sentences that lead into a list by counting it.

- A line ending in a full stop that counts the list after it ("There are two fallbacks, tried
  in turn.") leads into that list as a line ending in a colon does: it is no claim of its
  own, and its count is the answer's count of the items. A count that is not the number of
  items, or a line without a count ("It survives termination."), stays a claim.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.shapes import claim_body, list_counts
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _report(verifier: Verifier, answer: str, source: str):  # type: ignore[no-untyped-def]
    return verifier.verify(answer, [source])


# -- a sentence that counts the list after it ------------------------------------------------

_ITEMS = (
    "\n\n- If delivery slips past the Delivery Date, the Buyer can buy substitute goods"
    " elsewhere and recover the extra cost from the Seller.\n- If the delay runs over 60 days,"
    " the Buyer can terminate by written notice."
)
_REMEDIES = (
    "If the Seller cannot deliver the Goods by the Delivery Date, the Buyer may purchase"
    " substitute goods elsewhere and recover the extra cost from the Seller. If the delay"
    " exceeds sixty (60) days, the Buyer may terminate this Agreement by written notice."
)


@pytest.mark.parametrize(
    "line",
    [
        "There are two fallbacks, tried in turn.",
        "The contract gives a disappointed purchaser two fallbacks, tried in turn.",
        "**Two remedies apply.**",
    ],
)
def test_a_sentence_counting_its_items_leads_into_them(line: str) -> None:
    text = line + _ITEMS
    end = text.index("\n")
    assert claim_body(text, 0, end) is None
    assert list_counts(text) == [(0, end, 2)]


@pytest.mark.parametrize(
    "line",
    [
        "There are three fallbacks, tried in turn.",  # three counted, two listed
        "It survives termination.",  # no count: a claim of its own
        "Acme owes two remedies.",  # a subject the items leave out
    ],
)
def test_a_sentence_that_does_not_count_its_items_is_a_claim(line: str) -> None:
    text = line + _ITEMS
    end = text.index("\n")
    assert claim_body(text, 0, end) is not None
    assert list_counts(text) == []


def test_an_answer_led_in_by_a_counting_sentence_is_clean(verifier: Verifier) -> None:
    answer = "The contract gives a disappointed purchaser two fallbacks, tried in turn." + _ITEMS
    report = _report(verifier, answer, _REMEDIES)
    assert report.label.value == "clean"
    assert not any(f.subtype.value == "ungrounded_entity" for f in report.findings)


def test_a_wrong_count_in_a_leading_sentence_is_still_flagged(verifier: Verifier) -> None:
    answer = "There are three fallbacks if a shipment is late, tried in turn." + _ITEMS
    assert _report(verifier, answer, _REMEDIES).label.value != "clean"
