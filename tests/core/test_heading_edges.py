"""Edges that cross an answer's layout, and parties whose names nest, by the real verifier.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier

_AUDIT = [
    'This Services Agreement is between Orbis Metering Ltd. ("Orbis") and Talbot Grid Inc. '
    '("Talbot"). 6.2 Audit. Orbis may inspect the books of Talbot on reasonable notice. '
    "Orbis shall bear all costs and expenses of each inspection, which may take place no "
    "more than once each calendar year. Any shortfall found shall be paid within ten (10) "
    "days."
]
_NESTED = [
    "This Storage Agreement is between Kessler Harbour Freight Services, Inc., a Texas "
    'corporation ("KHFS"), and Harbour Freight Services, Inc., an Ohio corporation ("HFS"). '
    "3.1 Fees. For each month of the term, HFS will pay to KHFS seventy percent "
    "(70%) of the Storage Revenues of that month. HFS shall pay that amount to KHFS within "
    "twenty days after the month ends."
]
_CONSENT = [
    'This Franchise Agreement is between Larkspur Foods Ltd. ("Franchisor") and Pellam '
    'Kitchens LLC ("Franchisee"). 9. Approvals. Franchisee shall not open any new outlet '
    "without the prior written consent of Franchisor. Franchisee shall not settle any claim "
    "about the Marks without the prior written approval of Franchisor."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _verbs(answer: str) -> list[list[str]]:
    analysis = Extractor().analyse(answer, with_claims=True)
    return [[r.relation for r in c.relations] for c in analysis.claims]


@pytest.mark.parametrize(
    ("answer", "verb"),
    [
        ("Yes, Talbot bears all costs of each inspection.", "bear"),
        ("No, Talbot cannot refuse an inspection.", "refuse"),
        ("**Costs:** Talbot pays for every inspection, which can happen once a year.", "pay"),
    ],
)
def test_the_claim_after_an_opener_or_heading_keeps_its_main_verb(answer: str, verb: str) -> None:
    # the parser's sentence, and so the main verb's edge, starts at the opener or heading;
    # the claim starts after it, and the verb is the claim's
    assert verb in _verbs(answer)[-1]


def test_a_heading_that_is_a_sentence_of_its_own_keeps_its_verb_to_itself() -> None:
    # "Who pays" is the heading's own clause: it is not the claim's edge
    claims = _verbs("- **Who pays:** Talbot bears all costs of each inspection.")
    assert claims[-1][0] == "bear"
    assert "pay" not in claims[-1]


@pytest.mark.parametrize(
    "answer",
    [
        "Yes, Talbot bears all costs of each inspection.",
        "**Inspection costs:** Talbot bears all costs and expenses of an inspection, which "
        "can happen no more than once each calendar year.",
    ],
)
def test_a_party_swapped_after_an_opener_or_heading_is_caught(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, _AUDIT)
    assert report.label.value == "hallucinated"
    assert any(
        c.claim_value.lower() == "talbot" and "orbis" in c.evidence_value.lower()
        for cv in report.claims
        for c in cv.conflicts
    )


def test_the_same_claim_with_the_right_party_passes(verifier: Verifier) -> None:
    report = verifier.verify(
        "**Inspection costs:** Orbis bears all costs and expenses of an inspection, which "
        "can happen no more than once each calendar year.",
        _AUDIT,
    )
    assert report.label.value == "clean"


def test_a_party_whose_name_holds_another_partys_name_is_not_that_party() -> None:
    # "Harbour Freight Services" is within "Kessler Harbour Freight Services", but each is
    # defined as a party: the two are not one node
    graph = KnowledgeGraph(aliases=alias_map(find_parties(_NESTED[0])[0]))
    kessler, harbour = "party:kessler harbour freight services", "party:harbour freight services"
    assert not graph.node_matches(harbour, kessler)
    assert not graph.node_matches(kessler, harbour)
    assert graph.node_matches(harbour, "org:harbour freight services")
    # a name's words within another's, where the texts do not define both, is one name
    assert graph.node_matches("org:harbour freight", kessler)
    assert KnowledgeGraph().node_matches("org:customer", "org:assignment customer")


def test_nested_party_names_read_as_written(verifier: Verifier) -> None:
    report = verifier.verify(
        "Seventy percent: each month HFS pays KHFS 70% of that month's Storage Revenues.",
        _NESTED,
    )
    assert report.label.value == "clean"


def test_nested_names_still_catch_a_real_reversal(verifier: Verifier) -> None:
    report = verifier.verify(
        "Each month KHFS pays HFS 70% of that month's Storage Revenues.", _NESTED
    )
    assert report.label.value == "hallucinated"


def test_a_list_of_gerunds_under_a_consent_question_names_acts(verifier: Verifier) -> None:
    # the list says what needs consent; an item does not say the act is allowed
    report = verifier.verify(
        "Franchisee needs the Franchisor's prior written consent for:\n"
        "- opening any new outlet;\n"
        "- settling any claim about the Marks.",
        _CONSENT,
    )
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]
    assert report.label.value != "hallucinated"


def test_a_gerund_with_a_subject_still_states_its_act(verifier: Verifier) -> None:
    report = verifier.verify(
        "Franchisee is settling any claim about the Marks without approval.", _CONSENT
    )
    assert report.label.value == "hallucinated"


def test_a_party_alias_the_parser_takes_for_a_place_is_still_the_party(
    verifier: Verifier,
) -> None:
    # spaCy labels "Franchisee" here as a place; the sources define it as Pellam's alias
    report = verifier.verify(
        "Franchisee cannot settle any claim about the Marks without approval.", _CONSENT
    )
    assert not [c for cv in report.claims for c in cv.conflicts if c.field in ("party", "role")]
    assert report.label.value == "clean"


_DELIVERY = [
    'This Supply Agreement is between Kestrel Mills, Inc. ("Kestrel") and Orrin Foods LLC '
    '("Orrin"). 4. Delivery. Kestrel shall deliver the goods to the Orrin depot. Orrin shall '
    "pay Kestrel within thirty (30) days of each delivery."
]


@pytest.mark.parametrize(
    "answer",
    [
        "No, Orrin doesn't deliver the goods; Kestrel does.",
        "No, Kestrel doesn't pay Orrin; Orrin pays Kestrel within 30 days of each delivery.",
        "Orrin does not deliver the goods to the depot.",
    ],
)
def test_denying_the_act_of_the_party_the_source_does_not_name_agrees_with_it(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, _DELIVERY)
    assert not [c for cv in report.claims for c in cv.conflicts if c.field in ("party", "role")]
    assert report.label.value != "hallucinated"


def test_asserting_the_act_of_the_other_party_is_still_a_swap(verifier: Verifier) -> None:
    report = verifier.verify("Yes, Orrin delivers the goods to the Orrin depot.", _DELIVERY)
    assert report.label.value == "hallucinated"


def test_a_place_that_is_a_partys_first_word_stays_a_place() -> None:
    from lexaudit.align.graph import canonical_node

    aliases = {"nevada": "nevada copper works", "ncw": "nevada copper works"}
    assert canonical_node("gpe:nevada", aliases) == "gpe:nevada"
    assert canonical_node("gpe:ncw", aliases) == "party:nevada copper works"


def test_a_main_verbs_edge_goes_to_the_clause_of_its_subject() -> None:
    # the main verb's edge spans the whole parsed sentence; cut into clauses, the sentence's
    # last clause holds the verb and its subject, and the edge with them
    answer = (
        "There is a fallback: where the buyer's losses come from the seller's acts, and the "
        "seller was careless, Talbot must repay Orbis for those losses."
    )
    claims = Extractor().analyse(answer, {}, with_claims=True).claims
    holder = next(c for c in claims if "repay" in c.text)
    assert "repay" in [r.relation for r in holder.relations]
    assert all("repay" not in [r.relation for r in c.relations] for c in claims if c is not holder)
