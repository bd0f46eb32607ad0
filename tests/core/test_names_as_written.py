"""Names written another way, and the clause a negator belongs to.

- Initials with or without their stops ("N.Z.", "NZ") name one place.
- "Fenwick" names "Fenwick City" where "Fenwick" is no region (Kansas City is not Kansas).
- A capital abbreviation of the sources' common words ("a PO" for "a purchase order") is no
  place, whatever the recogniser calls it.
- "the Labor Department" is "the Department of Labor": one body, not two parties trading places.
- A claim that names no one acting ("no deposit is needed") states the verb as one clause of a
  sentence does where the sentence states it both ways.
- The main clause after an opening condition is read by its own words: the condition's
  negators deny nothing in it.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.judge.name_order import order_swap
from lexaudit.verifier import Verifier


def _label(verifier: Verifier, answer: str, source: str) -> str:
    return verifier.verify(answer, [source]).label.value


@pytest.mark.parametrize(
    ("dotted", "plain"),
    [("N.Z.", "NZ"), ("P.R.C.", "PRC"), ("U.S.A.", "USA"), ("the U.K.", "UK")],
)
def test_initials_with_stops_are_the_initials(dotted: str, plain: str) -> None:
    assert normalize_place(dotted) == normalize_place(plain)


def test_a_single_letter_is_no_initials() -> None:
    assert normalize_place("A") == "a"


_OFFICE = (
    "Licensor: Lantern Arts Co., Ltd., a company with its registered office at 8 Willow Lane, "
    "Fenwick City, Marlow Province."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("The licensor is Lantern Arts Co., Ltd., based in Fenwick, Marlow Province.", True),
        ("The licensor is Lantern Arts Co., Ltd., based in Dunmore, Marlow Province.", False),
    ],
)
def test_a_city_named_without_city(verifier: Verifier, answer: str, clean: bool) -> None:
    assert (_label(verifier, answer, _OFFICE) == "clean") is clean


_ORDERS = (
    "The Seller, whose office is in Dover, shall not refuse a purchase order that complies "
    "with this Article."
)


def test_an_abbreviation_of_common_words_is_no_place(verifier: Verifier) -> None:
    answer = "The Seller can't refuse any PO that complies with the Article."
    assert _label(verifier, answer, _ORDERS) == "clean"


def test_a_place_code_stays_a_place(verifier: Verifier) -> None:
    source = "This Agreement is governed by the laws of Ohio, where each purchase order is made."
    answer = "The agreement is governed by the laws of NZ."
    assert _label(verifier, answer, source) == "hallucinated"


_GRANTS = (
    "All such grants shall be subject to review by and the approval of the Department of "
    "Labor to the extent provided by applicable law, rules, and procedures."
)


def test_a_body_named_by_its_compound_is_no_swap(verifier: Verifier) -> None:
    claim = (
        "the approval of, the Labor Department to the extent applicable law, rules and "
        "procedures provide."
    )
    assert order_swap(claim, _GRANTS) is None
    answer = (
        "Those grants are subject to review by, and the approval of, the Labor Department to "
        "the extent applicable law, rules and procedures provide."
    )
    assert _label(verifier, answer, _GRANTS) == "clean"


def test_two_parties_trading_places_are_still_a_swap() -> None:
    source = "Marlow may end this Agreement by giving written notice to Fenwick at once."
    claim = "Fenwick may end this Agreement by giving written notice to Marlow at once."
    assert order_swap(claim, source) is not None


_DEPOSIT = (
    "A tenancy claim of this kind does not require a showing that any “deposit” was paid—that "
    "is, money handed over by the tenant as cash, a cheque or a bond—whereas a sale claim "
    "plainly requires a deposit."
)


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        (
            'Take the tenancy side first: no "deposit" is needed — money handed over as cash, '
            "a cheque or a bond — while a sale claim plainly needs one.",
            "clean",
        ),
        # a claim that names the clause it denies is still compared with that clause
        ("A sale claim needs no deposit.", "hallucinated"),
    ],
)
def test_a_verb_stated_both_ways(verifier: Verifier, answer: str, label: str) -> None:
    assert _label(verifier, answer, _DEPOSIT) == label


_REPAY = (
    "Provided, however, that where this Agreement is ended by the Buyer under Section 9.2 and "
    "there are open orders accepted by the Maker that would not be fulfilled owing to such "
    "ending, the Buyer shall repay the Maker for all materials bought by the Maker for "
    "those orders."
)


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        # the opening condition's "unfilled" denies nothing in the main clause
        (
            "Even if accepted orders are left unfilled owing to it, the Buyer doesn't have to "
            "repay the Maker for materials bought for those orders.",
            "hallucinated",
        ),
        (
            "Even if accepted orders are left unfilled owing to it, the Buyer has to repay the "
            "Maker for materials bought for those orders.",
            "clean",
        ),
    ],
)
def test_the_main_clause_after_a_condition(verifier: Verifier, answer: str, label: str) -> None:
    assert _label(verifier, answer, _REPAY) == label


def test_a_condition_of_several_conjuncts_runs_past_its_first_comma(verifier: Verifier) -> None:
    source = (
        "(3) If the true owner of such goods is not found within thirty days from the time of "
        "seizure or if he fails to sign the receipt or, if so asked, to furnish sufficient "
        "security, the goods shall forthwith go to the nearest auction house having charge."
    )
    answer = (
        "If the owner can't be found within 30 days of the seizure, or he won't sign the "
        "receipt or provide security, the goods go straight to the nearest auction house in "
        "charge."
    )
    assert _label(verifier, answer, source) == "clean"
