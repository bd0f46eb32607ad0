"""An object-control verb's infinitive that the parser hangs on a noun of the object phrase.

"authorize the holder of a permit to renew it": the small English parser may read "to renew"
as a clause of "permit", the last noun before it, and the act that is authorized (or, under a
negative subject, denied) is lost. Texts written for these tests; spaCy's English pipeline
parses them.
"""

from __future__ import annotations

from typing import Any

import pytest

from lexaudit.extract.pipeline import Extractor


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _edge(extractor: Extractor, text: str, verb: str) -> Any:
    (edge,) = [r for r in extractor.analyse(text).relations if r.relation == verb]
    return edge


@pytest.mark.parametrize(
    ("text", "verb", "subject", "negated", "modality"),
    [
        (
            "Nothing in this section shall authorize the holder of a permit to renew it.",
            "renew",
            "np:holder",
            True,
            "shall_not",
        ),
        (
            "Nothing in this Part shall permit the operator of a quarry to dump spoil in a river.",
            "dump",
            "np:operator",
            True,
            "shall_not",
        ),
        # through a clause that modifies the object: the parser hangs the infinitive on that
        # clause's verb
        (
            "Nothing in this chapter shall authorize the owner of a tract which lies beyond the "
            "boundary of his grant to cut timber on the adjoining land.",
            "cut",
            "np:owner",
            True,
            "shall_not",
        ),
        (
            "The harbour board may authorize the master of a vessel moored beyond the limits "
            "of the port to unload cargo at night.",
            "unload",
            "np:master",
            False,
            "may",
        ),
        (
            "The harbour board may authorize the master of a vessel which carries livestock "
            "to unload at night.",
            "unload",
            "np:master",
            False,
            "may",
        ),
    ],
)
def test_the_infinitive_is_the_controlling_verbs_complement(
    extractor: Extractor, text: str, verb: str, subject: str, negated: bool, modality: str
) -> None:
    edge = _edge(extractor, text, verb)
    assert (edge.subject, edge.negated, edge.modality.value) == (subject, negated, modality)


def test_an_infinitive_that_completes_a_noun_of_power_stays_with_it(
    extractor: Extractor,
) -> None:
    # "the power to levy fees": the infinitive completes the noun, not "authorize"
    doc = extractor.nlp("The Council shall authorize the exercise of the power to levy fees.")
    (levy,) = [t for t in doc if t.text == "levy"]
    assert levy.head.text == "power"


def test_an_event_nouns_infinitive_stays_with_it(extractor: Extractor) -> None:
    # "a motion to dismiss": the object of "allow" is no one who acts, and the infinitive is
    # the motion's own
    doc = extractor.nlp("The court may allow the defendant's motion to dismiss the complaint.")
    (dismiss,) = [t for t in doc if t.text == "dismiss"]
    assert dismiss.head.text == "motion"
