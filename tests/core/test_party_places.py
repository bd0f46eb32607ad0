"""Who stands in a party's place, by the real verifier: mirror clauses and bound roles.

The texts are written for these tests.

- Mirror clauses: a contract states one duty twice with the parties the other way round;
  a claim that copies one of them, naming a party by a possessive ("Harbourline's acts"),
  copies that one, not the other.
- Bound roles: a role word ("the Distributor") is no name of its own, but where the sources
  say whose role it is, a claim that puts the other party in its place has swapped them.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_HAULAGE = (
    'THIS HAULAGE AGREEMENT is made by and between Harbourline Shipping Ltd ("Carrier") and '
    'Delmont Foods Inc ("Shipper").\n'
    "7. Indemnity. Carrier shall defend, indemnify and hold harmless Shipper and its affiliates "
    "from and against every claim, loss or expense (including reasonable legal fees) arising "
    "from damage to property or injury to persons caused, directly or indirectly, by Carrier's "
    "acts or omissions in performing the haulage services, except to the extent caused by the "
    "acts or omissions of Shipper.\n"
    "Shipper shall defend, indemnify and hold harmless Carrier and its affiliates from and "
    "against every claim, loss or expense (including reasonable legal fees) arising from "
    "damage to property or injury to persons caused, directly or indirectly, by Shipper's acts "
    "or omissions in its use of the haulage services, except to the extent caused by the acts "
    "or omissions of Carrier."
)

_DISTRIBUTION = (
    'THIS DISTRIBUTION AGREEMENT is made between Orrin Labs Ltd ("Distributor") and Velta Corp '
    '("Supplier").\n'
    "9. Records. The Distributor shall maintain complete books of account and records of all "
    "units sold in the Territory during the Term and for two years after it. The Supplier may "
    "inspect them once a year."
)


def _parties(report):  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == "party"
    ]


def test_a_claim_copying_one_of_two_mirror_clauses_is_no_swap(verifier: Verifier) -> None:
    answer = (
        "Harbourline defends and indemnifies Delmont and its affiliates against property damage "
        "or injury claims, legal fees included, caused directly or indirectly by Harbourline's "
        "acts or omissions in the haulage."
    )
    report = verifier.verify(answer, [_HAULAGE])
    assert _parties(report) == []
    assert report.label.value == "clean", [f.content for f in report.findings]


def test_a_party_put_in_the_place_of_a_bound_role_is_a_swap(verifier: Verifier) -> None:
    swapped = (
        "Velta must maintain complete books of account and records of all units sold in the "
        "Territory during the Term."
    )
    report = verifier.verify(swapped, [_DISTRIBUTION])
    assert _parties(report) == [("Velta", "Distributor")]
    assert report.label.value == "hallucinated"
    faithful = (
        "Orrin must keep full books of account and records of all units sold in the Territory "
        "during the Term, and Velta can inspect them once a year."
    )
    report = verifier.verify(faithful, [_DISTRIBUTION])
    assert _parties(report) == []
