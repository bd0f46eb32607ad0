"""Four readings of how legal texts are written, each checked by the real verifier.

- A printed code wraps its lines inside sentences: a line break followed by a lower-case word
  goes on with the clause, so a condition ("with or without costs") is read with the clause
  that grants it (``judge/conditions``).
- "in no event later than" bounds a date as "no later than" does: the adverbial noun between
  the negator and the comparative denies nothing (``judge/negation.negation_count``).
- The members of one list of names carry no order: "to advise the Lender, the Trustee and the
  Agent" says what "to advise the Agent, the Trustee and the Lender" does
  (``judge/name_order.name_swap``).
- A company with its role in brackets, unquoted ("Harrow Freight Lines Inc. (Hauler)"), is
  defined by that role as by a quoted one (``extract/parties.find_parties``).

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.extract.parties import find_parties
from lexaudit.judge.conditions import conditions
from lexaudit.judge.name_order import name_swap
from lexaudit.judge.negation import negation_count
from lexaudit.verifier import Verifier


def _fields(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


_WRAPPED = [
    "41. Small claims.\u2014The Chief Registrar may empower any Registrar\n"
    "invested with the powers of a Registrar of the first class to decide summarily any claim "
    "which is\npayable only with costs or with damages not exceeding five thousand rupees "
    "with or without costs, and any\nappeal from such a decision shall lie to the Chief "
    "Registrar."
]


def test_a_wrapped_line_goes_on_with_its_clause() -> None:
    text = (
        "The Registrar may decide any claim with damages not exceeding\nten rupees without costs."
    )
    kinds = [(c.kind, sorted(c.words)) for c in conditions(text)]
    assert ("dispensation", ["cost"]) in kinds, kinds
    # a new line that opens with a mark or a capital is a clause of its own
    listed = "The Registrar may decide any claim:\n(a) without costs."
    assert not any(c.kind == "dispensation" for c in conditions(listed))


def test_a_condition_on_a_wrapped_line_is_the_sources(verifier: Verifier) -> None:
    answer = (
        "The Chief Registrar can let a first-class Registrar decide summarily claims payable "
        "only with costs, or with damages up to five thousand rupees (with or without costs)."
    )
    report = verifier.verify(answer, _WRAPPED)
    assert "polarity" not in _fields(report), _fields(report)
    assert report.label.value == "clean", [(c.verdict.value, c.reason) for c in report.claims]


def test_in_no_event_later_than_denies_nothing() -> None:
    assert negation_count("but in no event later than the date which is ten days after") == 0
    assert negation_count("and in any event no later than the Long Stop Date") == 0
    # the adverbial "in no event" before a verb still denies it
    assert negation_count("In no event shall the Seller be liable for lost profits") == 1


def test_a_deadline_put_as_in_no_event_later_than(verifier: Verifier) -> None:
    sources = [
        "The duties of the Escrow Agent shall end upon the release of the Deposit or upon "
        'termination of the Sale, but in no event later than the date (the "Outside Date") '
        "which is sixty days after the Completion Date."
    ]
    answer = (
        "**When the duties end:** they end on the release of the Deposit or when the Sale "
        "terminates \u2014 and in any event no later than the Outside Date, sixty days after "
        "the Completion Date."
    )
    report = verifier.verify(answer, sources)
    assert "polarity" not in _fields(report), _fields(report)


_ENGAGED = [
    "The Lender and the Agent have engaged the Adviser to consult with and to advise the Agent, "
    "the Trustee and the Lender on the restructuring of the Notes."
]


def test_names_of_one_list_in_another_order(verifier: Verifier) -> None:
    answer = (
        "The Lender and the Agent engaged the Adviser to advise and consult with the Lender, "
        "the Trustee and the Agent on the restructuring of the Notes."
    )
    report = verifier.verify(answer, _ENGAGED)
    assert "role" not in _fields(report), _fields(report)


def test_names_that_trade_places_outside_a_list_are_swapped() -> None:
    assert name_swap(
        "The lease may be assigned by Northwind without the permission of Bluefin",
        "The lease may be assigned by Bluefin without the permission of Northwind",
    ) == ("Northwind ... Bluefin", "Bluefin ... Northwind")


_HAULAGE = [
    "This Haulage Agreement is made between Harrow Freight Lines Inc. (Hauler) and Vega Orchards "
    "LLC (Grower).",
    "The Hauler shall collect the packed crates within two days after each harvest and shall "
    "deliver them to the Grower's cold store.",
]


def test_an_unquoted_role_in_brackets_defines_the_party() -> None:
    parties, _ = find_parties(_HAULAGE[0])
    assert ("Harrow Freight Lines Inc.", "Hauler") in [(p.name, p.alias) for p in parties]
    assert ("Vega Orchards LLC", "Grower") in [(p.name, p.alias) for p in parties]
    # a place or a thing of the deal in brackets defines no party
    placed, _ = find_parties("Sold by Acme Widgets GmbH (Germany) to Bluefin LLC (Delaware).")
    assert all(p.alias is None for p in placed)


def test_a_party_named_where_the_source_writes_its_bracketed_role(verifier: Verifier) -> None:
    answer = "Harrow Freight must collect the packed crates within two days after each harvest."
    report = verifier.verify(answer, _HAULAGE)
    assert "party" not in _fields(report), _fields(report)
    assert report.label.value == "clean", [(c.verdict.value, c.reason) for c in report.claims]
    # the other party put in its place is still a substitution
    swapped = verifier.verify(
        "Vega Orchards must collect the packed crates within two days after each harvest.",
        _HAULAGE,
    )
    assert swapped.label.value == "hallucinated"
