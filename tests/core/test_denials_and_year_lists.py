"""Negation written in forms the judge used to read as a flip, and dates in lists and ranges.

- A negative subject of a copula denies its predicate: "None of the deposits is refundable"
  says what "each deposit is non-refundable" says; not when the negative subject belongs to
  another clause ("no default has occurred and the deposit is refundable"), nor when it
  denies the prefixed word too ("no award shall be unenforceable").
- A range of years states a list of every year in it: "for 2020 through 2024" against
  "each of the calendar years 2020, 2021, 2022, 2023 and 2024".
- A deed-form day shared by months: "on March 1 and September 1" against "the first (1st) day
  of March and September".
- An aside in round brackets is no part of a clause's frame: "neither the Publisher nor its
  imprints (which, as listed in Schedule 2, may change) shall ... sell" still denies the
  selling; a verb whose modal stands inside the aside ("(save that the Buyer may sell its
  existing stock)") is the aside's own and is not denied.
- A negative subject that opens a clause ("Neither the Publisher nor its imprints shall print
  or sell ...") is part of the stretch a short claim copies from it, however many words it
  has: "the Publisher can sell" is a flip of it.
- A participle that completes a copula has the copula's negation ("the surveyor's valuation
  shall not be binding on the parties": it does not bind them).
- A name written as one side of a case's name ("(Lark v. Ferris)") cites the case whose
  citation follows the source sentence, as "under Lark" does: it is not put in the place of
  the sentence's own party. After a citing word only the citation's first party cites it.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.judge.negation import subject_denies
from lexaudit.verifier import Verifier

_DEPOSITS = (
    "The Tenant pays a deposit of $500 for each parking bay. Each deposit paid under this lease"
    " is non-refundable."
)
_CONFIRMS = "The Landlord confirms that no default has occurred and the deposit is refundable."
_AWARDS = "No award shall be unenforceable by reason only that it was made abroad."
_DEBTS = "Debts that the auditor marks as doubtful are irrecoverable under this scheme."
_YEARS = (
    "The service fee for each of the calendar years 2020, 2021, 2022, 2023 and 2024 is made up"
    " of a base fee and a usage charge."
)
_RETAINER = (
    "Rent for the yard falls due in two halves, on the first (1st) day of March and September of"
    " every year, and is paid into the account the Owner names."
)
_COMPETE = (
    "In the Region, neither the Publisher nor its imprints (which, as listed in Schedule 2, may"
    " change over time) shall, alone or with others, print or sell a Rival Title."
)
_NEITHER = "Neither the Publisher nor its imprints shall print or sell a Rival Title."
_CARVE_OUT = (
    "Neither party (save that the Buyer may sell its existing stock until 30 June) shall sell"
    " the Products after the Termination Date."
)
_VALUER = (
    "Under clause 9 the landlord and the tenant accept that any rent figure put forward by the"
    " valuer they jointly appoint will not be binding on them. Either may then apply to court."
)
_BINDING = "The surveyor's valuation shall not be binding on the parties, who may refer it on."
_PRECEDENT = (
    "To claim the refund under the statute, Harlow had to show that the crates left the depot"
    " unopened. Lark v. Ferris, 812 F. 3d 40, 44 (CA2 2016). The District Court dismissed the"
    " claim."
)


@pytest.mark.parametrize(
    ("claim", "source", "clean"),
    [
        ("None of the deposits is refundable.", _DEPOSITS, True),
        ("No deposit is refundable.", _DEPOSITS, True),
        ("All of the deposits are refundable.", _DEPOSITS, False),
        ("The deposit is non-refundable.", _CONFIRMS, False),
        ("No award made abroad is enforceable.", _AWARDS, False),
        # a word that only begins like a fixed phrase ("no doubt") opens a negative subject
        ("No doubtful debt is recoverable.", _DEBTS, True),
        (
            "For 2020 through 2024 the fee has two parts: a base fee and a usage charge.",
            _YEARS,
            True,
        ),
        (
            "For 2020 through 2025 the fee has two parts: a base fee and a usage charge.",
            _YEARS,
            False,
        ),
        (
            "The yard rent is paid in two halves, on March 1 and September 1 each year.",
            _RETAINER,
            True,
        ),
        (
            "The yard rent is paid in two halves, on March 1 and October 1 each year.",
            _RETAINER,
            False,
        ),
        (
            "The yard rent is paid in two halves, on March 2 and September 2 each year.",
            _RETAINER,
            False,
        ),
        (
            "Throughout the Region, the Publisher and its imprints can't sell a Rival Title.",
            _COMPETE,
            True,
        ),
        ("The Publisher can sell a Rival Title.", _NEITHER, False),
        ("The Publisher can't sell a Rival Title.", _NEITHER, True),
        # a participle that completes a copula ("will not be binding") is denied with it
        ("The surveyor's valuation binds both parties.", _BINDING, False),
        ("The surveyor's valuation isn't binding on the parties.", _BINDING, True),
        ("A rent figure from the valuer won't bind the landlord or the tenant.", _VALUER, True),
        # the aside's own permission is not denied with the clause around it
        ("The Buyer may sell its existing stock until 30 June.", _CARVE_OUT, True),
        ("The parties may not sell the Products after the Termination Date.", _CARVE_OUT, True),
        (
            "Under the statute (Lark v. Ferris), he had to show that the crates left the depot"
            " unopened to claim the refund.",
            _PRECEDENT,
            True,
        ),
        # after a citing word only the citation's first party names the case
        (
            "To claim the refund under the statute, as Ferris had to, he had to show that the"
            " crates left the depot unopened.",
            _PRECEDENT,
            False,
        ),
        (
            "To claim the refund under the statute, Ferris had to show that the crates left the"
            " depot unopened.",
            _PRECEDENT,
            False,
        ),
    ],
)
def test_negation_and_lists_in_other_forms(
    verifier: Verifier, claim: str, source: str, clean: bool
) -> None:
    report = verifier.verify(claim, [source])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


@pytest.mark.parametrize(
    ("text", "denied"),
    [
        ("None of the fees is refundable.", True),
        ("No doubtful debt is recoverable.", True),
        # fixed phrases whose negator denies nothing
        ("No doubt the fee is refundable.", False),
        ("No matter why the lease ends the deposit is refundable.", False),
        # a negative subject of another clause
        (
            "The Landlord confirms that no default has occurred and the deposit is refundable.",
            False,
        ),
    ],
)
def test_a_negative_subject_denies_its_copula_predicate(text: str, denied: bool) -> None:
    assert subject_denies(text, "refundable" if "refund" in text else "recoverable") is denied
