"""An adjective of duty with "for" and a gerund states a duty of the adjective's subject.

"The Lessee is responsible for insuring the barge" says what "the Lessee shall insure the
barge" says: the one responsible insures, and must. Denied ("is not liable for paying") it
denies the duty, not the act. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.scope import Modality, modality


def _verb(extractor, text: str, word: str):  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    return next(t for t in doc if t.lower_ == word)


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("The Lessee is responsible for insuring the barge.", "insuring", Modality.SHALL),
        ("The Grower shall be liable for paying the levy.", "paying", Modality.SHALL),
        ("Each agent is accountable for keeping the ledger.", "keeping", Modality.SHALL),
        # the noun of duty takes "for" as the adjective does
        ("The Lessee has responsibility for insuring the barge.", "insuring", Modality.SHALL),
        # denied, the duty goes and the act is not barred
        ("The Lessee is not responsible for insuring the barge.", "insuring", Modality.NEED_NOT),
        ("No grower shall be liable for paying the levy.", "paying", Modality.NEED_NOT),
        # a gerund that completes another noun is no duty of the subject
        (
            "The Lessee is responsible for the cost of insuring the barge.",
            "insuring",
            Modality.NONE,
        ),
    ],
    ids=[
        "responsible",
        "liable",
        "accountable",
        "responsibility-for",
        "denied",
        "no-subject",
        "of-noun",
    ],
)
def test_the_gerund_of_an_adjective_of_duty_is_due(
    extractor, text: str, word: str, expected: Modality
) -> None:  # type: ignore[no-untyped-def]
    assert modality(_verb(extractor, text, word), negated=False) is expected


def test_the_one_responsible_does_the_act(extractor) -> None:  # type: ignore[no-untyped-def]
    analysis = extractor.analyse(
        "The Lessee shall be responsible for insuring the barge and for reimbursing the Lessor "
        "for all harbour dues."
    )
    acts = {(r.relation, r.subject.split(":")[-1], r.object) for r in analysis.relations}
    assert ("insure", "lessee", "np:barge") in acts
    assert ("reimburse", "lessee", "np:lessor") in acts


def test_a_reversed_duty_is_a_role_conflict(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        "The Lessee shall be responsible for reimbursing the Lessor for all harbour dues paid "
        "while the barge is moored at the Quay."
    )
    faithful = (
        "The Lessee has to reimburse the Lessor for harbour dues paid while the barge is moored."
    )
    reversed_ = "The Lessor reimburses the Lessee for harbour dues paid while the barge is moored."
    assert verifier.verify(faithful, [source]).label.value == "clean"
    report = verifier.verify(reversed_, [source])
    assert report.label.value == "hallucinated"
    assert "role" in [c.field for cv in report.claims for c in cv.conflicts]
