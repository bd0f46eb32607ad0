"""A subject that is a noun with an "of" phrase: the claim may state the noun alone.

"Payment of Deposit Balance falls due ...": the parser may take the name in the "of" phrase for
the subject, but "Payment falls due ..." states the same proposition, not another party's act. The
texts are written for these tests, judged by the real verifier.
"""

from __future__ import annotations

from lexaudit.verifier import Verifier

_SOURCE = (
    "The Builder shall invoice the Deposit Balance on completion. Payment of Deposit Balance "
    "falls due seven (7) days following completion of the Works or on written request."
)


def test_the_head_noun_alone_is_the_same_subject(verifier: Verifier) -> None:
    report = verifier.verify(
        "Payment falls due seven days following completion of the Works or on written request.",
        [_SOURCE],
    )
    assert report.label.value == "clean", report.findings


def test_a_named_party_for_another_is_still_caught(verifier: Verifier) -> None:
    source = (
        "Quentara may terminate this Agreement for convenience by giving ninety (90) days' "
        "written notice to Marlow."
    )
    report = verifier.verify("Marlow may terminate for convenience on 90 days' notice.", [source])
    assert report.label.value == "hallucinated", report.findings
