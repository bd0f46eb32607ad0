"""An act named by a right or duty that no verb holds or grants is not asserted.

"Has the right to cure" grants the act and "has no right to cure" denies it: the verb that
holds the noun says so. "Not subject to the Carrier's right to cure", "the right to renew
lapses": the right is spoken of, and the act it names is neither granted nor denied by the
words around it, so its polarity is not read as a plain positive act
(``extract/completions.completes_plain_noun``). A claim that denies the act then meets no
false flip there; a claim that denies what the sentence does state still does.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

MISSED = [
    "12.4 If the Carrier misses two collection dates in one quarter, the Shipper may end this "
    "Agreement by written notice with immediate effect, and such ending is not subject to any "
    "right of the Carrier to cure the default under clause 12.2.",
]
OPENING = (
    "If the Carrier misses two collection dates in a quarter, the Shipper can end the "
    "Agreement at once by written notice, and "
)


def _edge(extractor, text: str, label: str):  # type: ignore[no-untyped-def]
    return next(r for r in extractor.analyse(text).relations if r.relation == label)


@pytest.mark.parametrize(
    ("text", "asserted", "negated"),
    [
        ("Ending it is not subject to the Carrier's right to cure the default.", False, False),
        ("The right to renew the lease lapses if rent is in arrears.", False, False),
        ("The Distributor shall have no right to sublicense the Software.", True, True),
        ("Each party reserves the right to audit the books.", True, False),
    ],
)
def test_a_right_no_verb_holds_asserts_no_act(extractor, text, asserted, negated) -> None:
    label = next(w for w in ("cure", "renew", "sublicense", "audit") if w in text)
    edge = _edge(extractor, text, label)
    assert (edge.asserted, edge.negated) == (asserted, negated)


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        (OPENING + "the Carrier gets no right to cure.", "clean"),
        (OPENING + "the Carrier may not cure the default.", "clean"),
        (
            "If the Carrier misses two collection dates in a quarter, the Shipper cannot end "
            "the Agreement.",
            "hallucinated",
        ),
    ],
)
def test_denying_an_unheld_right_meets_no_flip(verifier: Verifier, answer: str, label: str) -> None:
    report = verifier.verify(answer, MISSED)
    assert report.label.value == label, [f.content for f in report.findings]
