"""A proposition pinned on another court of appeals than the source names.

Opinions say which circuit held or observed what ("As the Sixth Circuit explained, ...",
"... (CA3 2011)"); an answer that gives the same words to another circuit names the wrong
court. Texts written for these tests; ``check_attribution`` and the real verifier judge them.
"""

from __future__ import annotations

import pytest

from lexaudit.authority.attribution import check_attribution
from lexaudit.authority.circuits import circuits
from lexaudit.types import Chunk, FindingSubtype
from lexaudit.verifier import Verifier

_OPINION = Chunk(
    "op-7",
    "opinion",
    "As the Sixth Circuit explained, a lessee who abandons the premises mid-term cannot "
    "recover the deposit it forfeited under the lease. The Court of Appeals for the Ninth "
    "Circuit affirmed the dismissal of the tenant's claim for rent abatement. A guarantor "
    "is bound only to the extent of the written guaranty. Keller v. Dorn, 640 F. 3d 112 "
    "(CA3 2011).",
)


def _findings(answer: str):  # type: ignore[no-untyped-def]
    return [
        f
        for f in check_attribution(answer, [_OPINION])
        if f.subtype is FindingSubtype.MISATTRIBUTED_HOLDING
    ]


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("As the Fourth Circuit put it", {"ca4"}),
        ("the Court of Appeals for the D. C. Circuit", {"cadc"}),
        ("a split between the Second and Tenth Circuits", {"ca2", "ca10"}),
        ("Orr v. Paine, 12 F. 4th 9 (CA11 2021)", {"ca11"}),
        ("the 7th Circuit's rule", {"ca7"}),
        ("the Circuit Court of Cook County", set()),
    ],
)
def test_the_circuits_a_text_names(text: str, ids: set[str]) -> None:
    assert circuits(text) == ids


@pytest.mark.parametrize(
    "answer",
    [
        "As the Sixth Circuit explained, a tenant that abandons the premises mid-term cannot "
        "recover the forfeited deposit under the lease.",
        "The Ninth Circuit affirmed the dismissal of the tenant's claim for rent abatement.",
        "The Third Circuit held that a guarantor is bound only to the extent of the written "
        "guaranty.",
        # no circuit named in the answer: nothing to compare
        "A tenant that abandons the premises mid-term cannot recover the forfeited deposit.",
    ],
)
def test_the_court_the_source_names_passes(answer: str) -> None:
    assert _findings(answer) == []


@pytest.mark.parametrize(
    ("answer", "source_court"),
    [
        (
            "As the Eighth Circuit explained, a tenant that abandons the premises mid-term "
            "cannot recover the forfeited deposit under the lease.",
            "the Sixth Circuit",
        ),
        (
            "The Fifth Circuit affirmed the dismissal of the tenant's claim for rent abatement.",
            "the Ninth Circuit",
        ),
        # the court of a cited case's parenthetical
        (
            "The Second Circuit held that a guarantor is bound only to the extent of the "
            "written guaranty.",
            "the Third Circuit",
        ),
    ],
)
def test_another_circuit_is_misattributed(answer: str, source_court: str) -> None:
    found = _findings(answer)
    assert len(found) == 1 and source_court in found[0].content, found


def test_the_verifier_labels_the_wrong_circuit_hallucinated(verifier: Verifier) -> None:
    # the Ninth Circuit is one the source names, for another proposition; the answer's
    # words are not a near-copy, which the substitution check would read name for name
    answer = (
        "The Ninth Circuit has explained that a lessee cannot recover a deposit forfeited "
        "under the lease when it abandons the premises mid-term."
    )
    report = verifier.verify(answer, [_OPINION.text])
    assert report.label.value == "hallucinated", report.findings
    faithful = verifier.verify(answer.replace("Ninth", "Sixth"), [_OPINION.text])
    assert not any(f.subtype is FindingSubtype.MISATTRIBUTED_HOLDING for f in faithful.findings), (
        faithful.findings
    )
