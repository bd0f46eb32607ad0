"""Aspectual verbs: the gerund after "keep", "continue", "stop" or "cease" is the act itself.

"The Tenant may keep subletting the annex" says what "may continue to sublet" says; "the
Grower shall stop spraying the orchard" bars spraying, as "shall not spray" does. A verb that
denies its complement ("refuse to", "cease to", "stop ...ing") sits under its own modal, so
"may refuse to renew" lifts a duty (need not renew) and "may not stop supplying" imposes one.
The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.types import Modality


def _edge(extractor, text: str, label: str):  # type: ignore[no-untyped-def]
    relations = extractor.analyse(text).relations
    return next(r for r in relations if r.relation == label)


@pytest.mark.parametrize(
    ("text", "label", "negated", "modality"),
    [
        ("The Tenant may keep subletting the annex.", "sublet", False, Modality.MAY),
        ("The Tenant can't keep subletting the annex.", "sublet", True, Modality.SHALL_NOT),
        ("The Grower shall stop spraying the orchard.", "spray", True, Modality.SHALL_NOT),
        ("The Grower must cease spraying the orchard.", "spray", True, Modality.SHALL_NOT),
        ("The Grower may not stop spraying the orchard.", "spray", False, Modality.SHALL),
        ("The Grower need not stop spraying the orchard.", "spray", False, Modality.MAY),
        ("The Grower stopped spraying the orchard.", "spray", True, Modality.NONE),
        ("The Carrier may refuse to renew the charter.", "renew", False, Modality.NEED_NOT),
        ("The Carrier shall not decline to renew the charter.", "renew", False, Modality.SHALL),
        ("The Carrier declined to renew the charter.", "renew", True, Modality.NONE),
        # a passive gerund: "stops being paid" is "is no longer paid"
        ("The Grower stops being paid for the orchard.", "pay", True, Modality.NONE),
        ("The storage fee shall stop being charged.", "charge", True, Modality.SHALL_NOT),
        ("The Tenant may keep being billed monthly.", "bill", False, Modality.MAY),
    ],
    ids=[
        "keep",
        "cannot-keep",
        "stop",
        "cease",
        "may-not-stop",
        "need-not-stop",
        "stopped",
        "may-refuse",
        "shall-not-decline",
        "declined",
        "stops-being-paid",
        "stop-being-charged",
        "keep-being-billed",
    ],
)
def test_aspectual_and_denying_heads(extractor, text, label, negated, modality) -> None:  # type: ignore[no-untyped-def]
    edge = _edge(extractor, text, label)
    assert edge.asserted
    assert edge.negated is negated
    assert edge.modality is modality


def test_gerund_naming_an_act_is_still_not_asserted(extractor) -> None:  # type: ignore[no-untyped-def]
    edge = _edge(extractor, "Barred uses include spraying the orchard.", "spray")
    assert not edge.asserted
