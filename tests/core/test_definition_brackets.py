"""A bracket that defines a term closes the names written before it.

A contract's cover line often names both parties ("SUPPLY AGREEMENT Between Dunmore Freight,
LLC and Harbour Lights"), and its opening sentence then defines the agreement, its date and the
parties in turn. A role bracket ("the Company") defines the name written right before it, not a
company named before an earlier bracket that defined some other term ("the Effective Date"). A
bracket that gives a short name of that company ("Acme", or its initials "TVM") leaves it
open: a role may still follow its description.

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.extract.parties import find_parties
from lexaudit.verifier import Verifier

_OPENING = (
    "SUPPLY AGREEMENT Between Dunmore Freight, LLC and Harbour Lights Page 1 of 4\n\n"
    'THIS SUPPLY AGREEMENT ("Agreement"), dated as of 1 May 2024 (the "Effective Date"), is '
    'between Harbour Lights (the "Company") and Dunmore Freight, LLC (the "Carrier").'
)


def _why(report) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(c.verdict.value, c.reason) for c in report.claims]


def _roles(text: str) -> dict[str, str]:
    return {p.alias: p.name for p in find_parties(text)[0] if p.alias}


def test_a_role_defines_the_name_right_before_it_not_one_on_the_cover_line() -> None:
    roles = _roles(_OPENING)
    assert roles["Company"] == "Harbour Lights", roles
    assert roles["Carrier"] == "Dunmore Freight, LLC", roles


def test_a_short_name_or_initials_leave_the_description_open() -> None:
    text = 'Acme Trading Ltd. ("Acme"), incorporated in England ("Seller") and Birch Inc. ("Buyer")'
    assert _roles(text)["Seller"] == "Acme Trading Ltd."
    text = (
        'This agreement is made by and between Tarn Valley Mills Co. Ltd ("TVM") a company of '
        'Leeds, with offices at 4 Mill Row, Leeds (the "Supplier") and Birch Inc. ("Buyer").'
    )
    assert _roles(text)["Supplier"].startswith("Tarn Valley Mills")


def test_the_role_decides_who_does_the_act(verifier: Verifier) -> None:
    sources = [
        _OPENING
        + " 9. INSURANCE. Throughout the term, the Carrier shall maintain cargo insurance of at "
        "least two million dollars ($2,000,000) and shall show certificates on request."
    ]
    answer = (
        "Harbour Lights must keep cargo insurance of at least $2 million for the whole term and "
        "show certificates on request."
    )
    report = verifier.verify(answer, sources)
    assert report.label.value == "hallucinated", _why(report)
    faithful = answer.replace("Harbour Lights", "Dunmore Freight")
    report = verifier.verify(faithful, sources)
    assert report.label.value != "hallucinated", _why(report)
