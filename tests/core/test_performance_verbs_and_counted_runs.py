"""Verbs of performing an event noun, and counts of an answer's own comma-parted run of items.

- ``extract/relations._eventive_object``: a verb of performing ("conduct", "carry out",
  "perform", "undertake", ``performance_verbs`` in ``data/lexicon/predicates.json``) with an
  event noun that is a verb as well states the noun's verb, so "carry out an audit" and
  "conduct an audit" are one act whose modality is compared.
- ``extract/shapes.list_counts``: a count in words before a plural noun and a colon, followed
  by that many items parted by commas (with "and" or "or" opening the last), is the answer's
  own count of what it lists, not a number the sources must state.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.shapes import list_counts
from lexaudit.types import Label, Verdict
from lexaudit.verifier import Verifier

_AUDIT = (
    "Within ninety days after each anniversary, the Licensor may conduct an audit of the "
    "Licensee's records at its own cost."
)
_INSPECTION = (
    "The Contractor shall perform an inspection of the premises before the Completion Date."
)


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            _AUDIT,
            "The Licensor is required to carry out an audit of the Licensee's records within "
            "ninety days after each anniversary.",
        ),
        (
            _INSPECTION,
            "The Contractor may undertake an inspection of the premises before the Completion "
            "Date, if it wishes.",
        ),
    ],
)
def test_a_changed_modality_is_caught_across_verbs_of_performing(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert report.label is Label.HALLUCINATED
    conflicts = [c.field for cv in report.claims for c in cv.conflicts]
    assert "modality" in conflicts


@pytest.mark.parametrize(
    ("source", "answer"),
    [
        (
            _AUDIT,
            "The Licensor can carry out an audit of the Licensee's records within ninety days "
            "after each anniversary, paying for it itself.",
        ),
        (
            _INSPECTION,
            "Before the Completion Date, the Contractor has to carry out an inspection of the "
            "premises.",
        ),
    ],
)
def test_the_same_modality_across_verbs_of_performing_is_supported(
    verifier: Verifier, source: str, answer: str
) -> None:
    report = verifier.verify(answer, [source])
    assert report.label is Label.CLEAN
    assert all(cv.verdict is Verdict.SUPPORTED for cv in report.claims)


def test_a_count_before_a_comma_parted_run_counts_its_items() -> None:
    text = (
        "To keep the lease you must do three things in that time: start the repair at once, "
        "finish it within the period, and send the landlord proof. Then it goes on."
    )
    at = text.index("three")
    assert (at, at + len("three"), 3) in list_counts(text)


def test_a_count_whose_run_has_more_parts_is_no_count_of_it() -> None:
    text = (
        "Two steps come first: the buyer gives notice of the claim, describing it in detail, "
        "and the seller then fails to answer within ten days."
    )
    at = text.index("Two")
    assert all(not (a == at and n == 2) for a, _, n in list_counts(text))


def test_a_count_without_a_coordinated_run_is_no_count_of_it() -> None:
    # "the first ... and the second ..." is one clause, no list of parted items
    text = (
        "The tenant may renew for two further terms: the first of five years and the second "
        "of three."
    )
    assert list_counts(text) == []


def test_the_answers_own_count_of_a_run_is_not_an_ungrounded_number(verifier: Verifier) -> None:
    source = (
        "If the Tenant is in default, the Tenant shall begin to remedy the default at once, "
        "complete the remedy within thirty days, and deliver evidence of the remedy to the "
        "Landlord."
    )
    answer = (
        "The Tenant has three duties when in default: begin the remedy at once, complete it "
        "within thirty days, and deliver evidence of it to the Landlord."
    )
    report = verifier.verify(answer, [source])
    missing = [e.text for cv in report.claims for e in cv.missing]
    assert "three" not in missing
    assert not any("'three'" in f.content for f in report.findings)
