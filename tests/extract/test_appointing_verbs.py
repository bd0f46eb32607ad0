"""Verbs of appointing, causing and directing are object-control verbs.

"The Owner appoints the Agent as its sole agent, to lease the premises": the one who leases
is the Agent, though a comma sets the infinitive off and the parser reads it as the Owner's
purpose. Texts written for these tests; spaCy's English pipeline parses them.
"""

from __future__ import annotations

from typing import Any

import pytest


def _subjects(extractor: Any, text: str, verb: str) -> list[str]:
    return [r.subject for r in extractor.analyse(text).relations if r.relation == verb]


@pytest.mark.parametrize(
    ("text", "verb", "doer"),
    [
        (
            "The Owner appoints the Agent as its sole agent, to lease the premises.",
            "lease",
            "agent",
        ),
        ("The Company engaged the Consultant, to review the accounts.", "review", "consultant"),
    ],
    ids=["appoint", "engage"],
)
def test_the_object_does_the_act_set_off_by_a_comma(
    extractor: Any, text: str, verb: str, doer: str
) -> None:
    subjects = _subjects(extractor, text, verb)
    assert subjects and all(s.endswith(doer) for s in subjects), subjects


def test_a_purpose_after_another_verb_stays_the_subjects(extractor: Any) -> None:
    # "keep" is no verb of this class: the one who keeps the copy answers the calls
    subjects = _subjects(
        extractor, "The Licensee keeps a copy of the code, to answer support calls.", "answer"
    )
    assert subjects and all(s.endswith("licensee") for s in subjects), subjects
