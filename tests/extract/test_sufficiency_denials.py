"""An adjective of sufficiency or capacity with a negative prefix denies its infinitive.

"The notices were insufficient to create a waiver" says the notices do not create one, as
"unable to pay" says the debt is not paid; the plain adjective ("sufficient to end the
lease") denies nothing. The parser hangs the infinitive on the adjective or on the copula
beside it; both are read. Texts written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.scope import is_negated
from lexaudit.verifier import Verifier


def _verb(extractor: Extractor, text: str, word: str):  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    return next(t for t in doc if t.lower_ == word)


@pytest.mark.parametrize(
    ("text", "word", "negated"),
    [
        ("The two letters were insufficient to create a waiver of the lien.", "create", True),
        ("A refund alone would be inadequate to compensate the Tenant.", "compensate", True),
        ("The agent is incompetent to sign contracts for the owner.", "sign", True),
        ("The written notice was sufficient to end the lease.", "end", False),
        ("A refund alone would be adequate to compensate the Tenant.", "compensate", False),
        # a prefix-like opening that is no prefix of a listed adjective denies nothing
        ("The owner was interested to hear the offer.", "hear", False),
        # a negated adjective of insufficiency affirms the act
        ("The letters were not insufficient to create a waiver.", "create", False),
    ],
    ids=[
        "insufficient",
        "inadequate",
        "incompetent",
        "sufficient",
        "adequate",
        "interested",
        "not-insufficient",
    ],
)
def test_sufficiency_denial(extractor: Extractor, text: str, word: str, negated: bool) -> None:
    assert is_negated(_verb(extractor, text, word)) is negated


def test_a_denial_by_insufficiency_agrees_with_a_plain_denial(verifier: Verifier) -> None:
    source = (
        "The court held that the two letters from the bank were insufficient to create a "
        "waiver of its lien over the stored grain."
    )
    report = verifier.verify("The bank's two letters don't create a waiver of its lien.", [source])
    assert not any(c.field == "polarity" for cv in report.claims for c in cv.conflicts), (
        report.claims
    )
