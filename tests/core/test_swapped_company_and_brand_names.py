"""Swapped subjects read through a company's designator and a brand name's small first letter.

"Larchmont shall repay ... Kestrel Corp" against "Kestrel Corp shall repay ... Larchmont":
the subjects of the copied sentence and the claim are two names that have traded places. A
company's designator ("Corp", "LLC") ends its name and does not make it generic, and a brand
name may open with a small letter ("eVolta"): both are proper names
(``judge/names._proper_name``), so the swap is a role conflict. The same sentence restated
with the roles as the source gives them stays clean.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier


def _settlement(payer: str) -> list[str]:
    return [
        "7.3 Settlement on expiry. When this Agreement expires or ends for any reason: (a) each "
        f"licence granted under it ends, (b) {payer} shall repay every deposit held for "
        "Larchmont within forty (40) days, and (c) each party shall return the other's papers.",
    ]


@pytest.mark.parametrize(
    ("answer", "payer", "label"),
    [
        (
            "Larchmont shall repay every deposit held for Kestrel Corp within forty days.",
            "Kestrel Corp",
            "hallucinated",
        ),
        (
            "Kestrel Corp shall repay every deposit held for Larchmont within forty days.",
            "Kestrel Corp",
            "clean",
        ),
        ("Larchmont has forty days to repay eVolta's deposits.", "eVolta", "hallucinated"),
        ("eVolta has forty days to repay Larchmont's deposits.", "eVolta", "clean"),
    ],
)
def test_swapped_names_with_designator_or_small_letter(
    verifier: Verifier, answer: str, payer: str, label: str
) -> None:
    report = verifier.verify(answer, _settlement(payer))
    assert report.label.value == label, [f.content for f in report.findings]
    if label == "hallucinated":
        assert any(f.subtype.value == "role_swap" for f in report.findings)


@pytest.mark.parametrize(
    ("surface", "proper"),
    [
        ("Kestrel Corp", True),
        ("Kestrel Shipping LLC", True),
        ("eVolta", True),
        ("i-Mode Labs", True),
        ("Corp", False),
        ("The Company", False),
        ("Either party", False),
    ],
)
def test_what_reads_as_a_proper_name(surface: str, proper: bool) -> None:
    from lexaudit.judge.names import _proper_name

    assert _proper_name(surface) is proper


@pytest.mark.parametrize(
    ("text", "name", "side"),
    [
        ("as Kestrel Corp. v. Larchmont put it", "Kestrel Corp", True),
        ("as Kestrel Corp. v. Larchmont put it", "Larchmont", True),
        ("Kestrel Corp pays Larchmont", "Kestrel Corp", False),
    ],
)
def test_a_side_of_a_case_name_is_no_acting_party(text: str, name: str, side: bool) -> None:
    # a case cited by its parties' names is no party acting: the swap rule leaves it alone
    from lexaudit.judge.case_names import side_of_case_name

    start = text.index(name)
    end = start + len(name) + (1 if text[start + len(name)] == "." else 0)
    assert side_of_case_name(text, start, end) is side
