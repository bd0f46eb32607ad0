"""Verbs legal drafting uses for one act are compared as one predicate.

"retain" / "keep" / "maintain" records, "execute" / "sign" an instrument, "commence" / "bring"
/ "institute" / "file" proceedings, "settle" / "resolve" a dispute (``predicates.json``
``synonym_groups``). Texts written for these tests; the real verifier judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import labels_compatible
from lexaudit.verifier import Verifier


def _fields(report):  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


@pytest.mark.parametrize(
    ("a", "b"),
    [("retain", "keep"), ("maintain", "keep"), ("execute", "sign"), ("commence", "bring"),
     ("institute", "file"), ("settle", "resolve")],
)  # fmt: skip
def test_the_verbs_of_one_act_are_compatible(a: str, b: str) -> None:
    assert labels_compatible(a, b) and labels_compatible(b, a)


def test_a_duty_against_a_right_to_keep_is_a_modality_change(verifier: Verifier) -> None:
    source = (
        "Once the ledgers are returned, the Custodian is entitled to retain one duplicate set "
        "for audit purposes."
    )
    bad = verifier.verify(
        "Once the ledgers are returned, the Custodian must keep one duplicate set for audit "
        "purposes.",
        [source],
    )
    assert "modality" in _fields(bad), bad.claims
    good = verifier.verify(
        "Once the ledgers are returned, the Custodian may keep one duplicate set for audit "
        "purposes.",
        [source],
    )
    assert "modality" not in _fields(good), good.claims
