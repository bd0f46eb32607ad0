"""A reference to another provision restated with another number, by the real verifier.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

_WATER = [
    "4. Grazing permits. The Secretary may issue grazing permits on federal range lands (as "
    "such term is defined in section 315b(c) of title 43) and on lands held by a tribe in "
    "trust, other than lands closed to grazing by order of the Secretary."
]
_DISPUTES = [
    "21. Disputes. Any dispute arising under this Agreement, whether in contract, tort or "
    "otherwise, shall be settled in accordance with Section 24. 22. Notices. Each notice shall "
    "be in writing. 24. Arbitration. Disputes go to arbitration in Denver."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _sections(report):  # type: ignore[no-untyped-def]
    return [
        (c.claim_value, c.evidence_value)
        for cv in report.claims
        for c in cv.conflicts
        if c.field == "section"
    ]


def test_a_restated_reference_with_a_number_the_sources_lack_is_the_wrong_provision(
    verifier: Verifier,
) -> None:
    answer = (
        "The Secretary may issue grazing permits on federal range lands, as defined in "
        "section 315a(b) of title 43, and on tribal trust lands."
    )
    report = verifier.verify(answer, _WATER)
    assert _sections(report) == [("section 315a(b)", "section 315b(c)")]
    assert report.label.value == "hallucinated"
    finding = next(f for f in report.findings if f.subtype.value == "misattributed_citation")
    assert finding.evidence_span is not None


def test_the_same_reference_or_its_section_alone_is_no_conflict(verifier: Verifier) -> None:
    for ref in ("section 315b(c)", "section 315b"):
        answer = (
            "The Secretary may issue grazing permits on federal range lands, as defined in "
            f"{ref} of title 43, and on tribal trust lands."
        )
        assert not _sections(verifier.verify(answer, _WATER)), ref


def test_a_reference_of_another_instrument_is_no_rival(verifier: Verifier) -> None:
    answer = (
        "The Secretary may issue grazing permits on federal range lands, as defined in "
        "section 315a(b) of the Range Act, and on tribal trust lands."
    )
    assert not _sections(verifier.verify(answer, _WATER))


def test_a_contract_cross_reference_replaced(verifier: Verifier) -> None:
    wrong = (
        "Any dispute under the Agreement, in contract, tort or otherwise, is settled under "
        "Section 19."
    )
    assert _sections(verifier.verify(wrong, _DISPUTES)) == [("Section 19", "Section 24")]
    right = wrong.replace("Section 19", "Section 24")
    assert not _sections(verifier.verify(right, _DISPUTES))


def test_a_reference_the_sources_name_elsewhere_is_left_to_the_substitution_rule(
    verifier: Verifier,
) -> None:
    # section 22 is printed in the sources: the claim does not name an unknown provision
    answer = "Any dispute under the Agreement, whatever its kind, is settled under Section 22."
    assert ("Section 22", "Section 24") not in _sections(verifier.verify(answer, _DISPUTES))


def test_a_section_and_a_part_of_it_are_one_provision(verifier: Verifier) -> None:
    source = ["5.15 Steering. The Steering Committee shall act as defined in Section 7.4."]
    answer = "The Steering Committee acts as defined in Section 7."
    assert not _sections(verifier.verify(answer, source))


def test_a_section_the_sources_cite_inside_a_citation_is_known(verifier: Verifier) -> None:
    source = [
        "In any action to enforce a provision of 42 U.S.C. § 1983, the court, in its "
        "discretion, may allow the prevailing party a reasonable attorney's fee as part of "
        "the costs, under section 1988."
    ]
    answer = (
        "In an action to enforce § 1983, the court may allow the prevailing party a reasonable "
        "attorney's fee."
    )
    assert not _sections(verifier.verify(answer, source))


def test_a_reference_framing_the_claim_is_not_the_sentences_reference(
    verifier: Verifier,
) -> None:
    source = [
        "The Secretary shall establish a grant program for eligible entities (as defined in "
        "section 103) to support rural broadband projects in underserved areas."
    ]
    framed = (
        "Under section 2201, the Secretary must establish a grant program for eligible "
        "entities to support rural broadband projects in underserved areas."
    )
    assert not _sections(verifier.verify(framed, source))
    replaced = (
        "The Secretary must set up a grant program for eligible entities, as defined in "
        "section 104, to support rural broadband projects in underserved areas."
    )
    assert _sections(verifier.verify(replaced, source)) == [("section 104", "section 103")]


_FILINGS = [
    "The members agree to the joint filing on behalf of each of them of any report required "
    "of such member under Section 7 of the Trust Act or any order made thereunder, including "
    "any amendment to it."
]


def test_an_instrument_named_before_a_conjunction_is_that_instrument(verifier: Verifier) -> None:
    # "of the Trust Act or any order" names the Trust Act, as the claim's "of the Trust Act,"
    report = verifier.verify(
        "It covers any report a member has to make under Section 9 of the Trust Act, or under "
        "an order made under it, amendments included.",
        _FILINGS,
    )
    assert _sections(report) == [("Section 9", "Section 7")], report.findings
