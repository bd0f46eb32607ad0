"""A period given as a frequency ("every three months") where a source gives it as an adverb.

"every three months" is "quarterly", "every twelve months" is "annually": the sentence the
claim copies states how often, though not the period as a period, so the period is not an
invented value. A different frequency still is, and so is one the sources give for something
else. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_SOURCE = (
    "The Operator shall have the lifting gear inspected by an approved engineer quarterly, and "
    "shall send the Harbour Board a safety report annually."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("An approved engineer inspects the lifting gear every three months.", True),
        ("The Operator sends the Harbour Board a safety report every twelve months.", True),
        ("An approved engineer inspects the lifting gear every six months.", False),
    ],
)
def test_a_period_given_as_how_often(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [_SOURCE])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


def test_a_frequency_the_sources_give_for_something_else() -> None:
    source = (
        "The Society's officers are elected whenever the Council so resolves. The Treasurer "
        "shall present the audited accounts to the members annually."
    )
    report = Verifier().verify("Officers are elected every twelve months.", [source])
    assert report.label.value != "clean", [c.reason for c in report.claims]


def test_a_short_reply_giving_how_often_is_supported_by_the_adverb() -> None:
    # the reply's period is the source's frequency; with few other words, that value is
    # what carries it, as a stated period would
    source = (
        "Between surveys, the Registrar shall, to the extent practicable, publish the register "
        "of small harbours quarterly."
    )
    report = Verifier().verify(
        "Every three months, where practicable. The Registrar publishes the small harbours' "
        "register.",
        [source],
        query="How often must the Registrar publish the register of small harbours?",
    )
    assert report.label.value == "clean", [c.reason for c in report.claims]
