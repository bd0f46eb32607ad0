"""Who does a to-infinitive after a verb and its object: the object, or the verb's subject.

"permit the Auditor to inspect": the object inspects (object control). "retain some code to
answer support calls", "pay the renewal fee to renew the licence": a thing cannot act, so the
infinitive says what the verb's subject does it for, and the verb's modal is not its own:
"must use plain words to waive the fee" obliges the use, not the waiver. Texts written for
these tests; spaCy's English pipeline parses them, and the real verifier judges the last ones.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.scope import Modality, modality
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


@pytest.mark.parametrize(
    ("text", "verb", "subject"),
    [
        ("The Licensee shall pay the renewal fee to renew the licence.", "renew", "licensee"),
        (
            "The Distributor may keep two demonstration units to show prospective buyers.",
            "show",
            "distributor",
        ),
        # a verb of object control, or an object who can act: the object does it
        ("The Company shall permit the Auditor to inspect the books.", "inspect", "auditor"),
        ("The Owner shall ask the contractor to repair the roof.", "repair", "contractor"),
    ],
    ids=["fee", "units", "control-verb", "agent-noun-object"],
)
def test_infinitive_subject(extractor: Extractor, text: str, verb: str, subject: str) -> None:
    (edge,) = [r for r in extractor.analyse(text).relations if r.relation == verb]
    assert edge.subject.split(":")[-1] == subject


def test_a_passive_infinitive_is_said_of_its_object(extractor: Extractor) -> None:
    text = "The Seller shall cause the goods to be delivered to the Buyer."
    (edge,) = [r for r in extractor.analyse(text).relations if r.relation == "deliver"]
    assert edge.subject.split(":")[-1] != "seller"


def test_the_holder_of_the_code_answers_the_calls(verifier: Verifier) -> None:
    source = (
        "Within ten (10) days of written demand by Licensor, Licensee shall return all copies "
        "of the Software, except that Licensee may retain one backup copy of the Build Kit to "
        "permit Harwell Data to answer support calls from its customers."
    )
    answer = (
        "The Licensee must return every copy within ten days of a written demand, though it "
        "may retain some Build Kit code to answer support calls from its customers."
    )
    report = verifier.verify(answer, [source])
    assert report.label.value == "clean", report.findings


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("The Board must use plain words to waive the fee.", "waive", Modality.NONE),
        ("The Buyer shall pay the deposit to secure the slot.", "secure", Modality.NONE),
        # the head's own act keeps its modal
        ("The Board must use plain words to waive the fee.", "use", Modality.SHALL),
        # an infinitive with no object before it completes the verb
        ("The Board shall try to waive the fee.", "waive", Modality.SHALL),
    ],
    ids=["purpose", "purpose-after-pay", "head", "no-object"],
)
def test_purpose_infinitive_modality(
    extractor: Extractor, text: str, word: str, expected: Modality
) -> None:
    verb = next(t for t in extractor.nlp(text) if t.lower_ == word)
    assert modality(verb, False) is expected


def test_a_permission_restates_an_act_done_for_a_duty(verifier: Verifier) -> None:
    source = "Under the settled rule, the Board must use plain words to waive the annual fee."
    report = verifier.verify("The Board can waive the annual fee only in plain words.", [source])
    assert not any(c.field == "modality" for cv in report.claims for c in cv.conflicts), (
        report.claims
    )
