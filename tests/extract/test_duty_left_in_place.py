"""A negative subject that leaves a duty in place does not deny the act the duty binds to.

The texts are written for these tests. spaCy's small model hangs the infinitive of "its duty
to insure" on the verb before it ("relieves ... to insure"), so a negative subject of that verb
("none of this relieves the buyer of its duty to insure") reached the act as if it were the
verb's own. The infinitive completes the duty, the object of a preposition of the verb, and what
the verb does to the duty is not done to the act (``extract.scope._completes_noun_of_phrase``).
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier


def _relation(extractor, text: str, verb: str):  # type: ignore[no-untyped-def]
    (rel,) = [r for r in extractor.analyse(text, with_claims=True).relations if r.relation == verb]
    return rel


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        (
            "No such delay relieves the tenant of its own duty to clean and repair the pipe.",
            "clean",
        ),
        (
            "No such delay relieves the owner of its legal duty to fence and guard the site.",
            "fence",
        ),
    ],
)
def test_a_duty_left_in_place_leaves_its_act_undenied(extractor, text: str, verb: str) -> None:  # type: ignore[no-untyped-def]
    assert not _relation(extractor, text, verb).negated


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # a right the negative subject does not hold is still denied with its act
        ("No tenant has the power to sublet the flat.", "sublet"),
        ("Neither party is given the right to assign the contract.", "assign"),
    ],
)
def test_a_right_not_held_still_denies_its_act(extractor, text: str, verb: str) -> None:  # type: ignore[no-untyped-def]
    assert _relation(extractor, text, verb).negated


def test_a_duty_restated_as_left_in_place_is_no_contradiction(verifier: Verifier) -> None:
    source = (
        "9. Drains. The Tenant shall keep the drains of the unit clean and in good repair. A "
        "delay by the Landlord in answering a request shall not be construed so as to relieve "
        "the Tenant from the duty to clean the pipe and repair it as the lease requires."
    )
    answer = (
        "A slow answer from the landlord doesn't change that: no such delay relieves the "
        "tenant of its own duty to clean and repair the pipe."
    )
    report = verifier.verify(answer, [source])
    assert report.label.value != "hallucinated", [f.content for f in report.findings]
    assert not [f for f in report.findings if f.subtype.value == "polarity_flip"]
