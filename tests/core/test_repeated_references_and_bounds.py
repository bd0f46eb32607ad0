"""References a claim repeats from its stating sentence, and the two bounds of one interval.

A claim may name a provision as what it speaks of, not as where it is stated: "the amendment
replaces Clause 7.4 of the Supply Agreement" where the amendment's own clause 2.1 writes
"Clause 7.4 of the Supply Agreement shall be deleted", "selling any animal specified in
sub-section (1)" where sub-section (2) writes "any animal specified in sub-section (1)". The
claim repeats the reference with the words beside it; citing another provision for the same
words, or opening with the reference as the claim's source, is still a misattribution.

"No earlier than nine months and no later than three months before the term ends" states the
interval "not less than three months nor more than nine months before" does: two values, each
after a bound, joined by a conjunction, are the ends of one interval, whichever bound each
end takes. A changed end is still a contradiction. "Not less than $2,000 nor more than $5,000"
denies both comparatives, and "at least $2,000 and at most $5,000" states the same two limits.

India Code prints amended words in square brackets, and a list of sections runs on through a
closing bracket that stands where its comma was ("section 12, [section 12A] section 12C of the
Indian Penal Code"): every section of the list is of that Code.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.citations.find import find_citations
from lexaudit.types import FindingSubtype
from lexaudit.verifier import Verifier

AMENDMENT = [
    "1. Definitions. Words in capitals are defined as in the Supply Agreement.\n"
    "2. Amendment.\n"
    "2.1 Clause 7.4 of the Supply Agreement shall be deleted and replaced with the following: "
    '"Prices shall be reviewed once in each calendar year against the published index."\n'
    "3. Term. This Amendment shall remain in force for as long as the Supply Agreement remains "
    "in force.",
    "7.4 Prices. Prices shall be fixed for the first two Contract Years.\n"
    "7.5 Invoices. The Supplier shall invoice monthly in arrears.",
]
CODE = [
    "41. (1) A person who keeps a ferret without a licence is liable to a fine of up to five "
    "hundred rupees.\n"
    "(2) A person who sells or offers to sell any animal specified in sub-section (1) without a "
    "licence is liable to imprisonment of up to one month.\n"
    "(3) Nothing in this section applies to a licensed breeder."
]
LEASE = [
    "4.2 Extension. The Tenant may extend the lease once, for a further five (5) years, by "
    "written notice to the Landlord given not less than three (3) months nor more than nine (9) "
    "months before the expiry of the initial term."
]


def _misattributed(answer: str, sources: list[str], verifier: Verifier) -> list[str]:
    report = verifier.verify(answer, sources)
    return [
        f.content for f in report.findings if f.subtype is FindingSubtype.MISATTRIBUTED_CITATION
    ]


@pytest.mark.parametrize(
    ("answer", "sources"),
    [
        (
            "The amendment replaces Clause 7.4 of the Supply Agreement, so prices are now "
            "reviewed once each calendar year against the published index.",
            AMENDMENT,
        ),
        (
            "- **Selling or offering to sell without a licence** any animal specified in "
            "sub-section (1): imprisonment for up to one month.",
            CODE,
        ),
    ],
    ids=["clause", "sub-section"],
)
def test_a_reference_the_stating_sentence_makes_is_no_misattribution(
    verifier: Verifier, answer: str, sources: list[str]
) -> None:
    assert _misattributed(answer, sources, verifier) == []


@pytest.mark.parametrize(
    ("answer", "sources", "finding"),
    [
        (
            "Clause 7.5 of the Supply Agreement says prices are reviewed once each calendar "
            "year against the published index.",
            AMENDMENT,
            "the sources state this in clause 2.1, not in clause 7.5",
        ),
        (
            "- **Sub-section (1)**: whoever sells or offers to sell such an animal without a "
            "licence can be imprisoned for up to one month.",
            CODE,
            "the sources state this in sub-section (2) of section 41, not in sub-section (1)",
        ),
    ],
    ids=["clause", "sub-section"],
)
def test_a_provision_given_as_the_source_is_still_misattributed(
    verifier: Verifier, answer: str, sources: list[str], finding: str
) -> None:
    assert _misattributed(answer, sources, verifier) == [finding]


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        (
            "The Tenant may extend once, for five more years, by giving written notice no "
            "earlier than nine months and no later than three months before the initial term "
            "ends.",
            "clean",
        ),
        (
            "The Tenant may extend once, for five more years, by giving written notice no "
            "earlier than ten months and no later than three months before the initial term "
            "ends.",
            "hallucinated",
        ),
    ],
    ids=["same-interval", "changed-end"],
)
def test_two_bounds_of_one_interval(verifier: Verifier, answer: str, label: str) -> None:
    report = verifier.verify(answer, LEASE)
    assert report.label.value == label, [f.content for f in report.findings]


@pytest.mark.parametrize(
    ("answer", "label"),
    [
        ("The retainer is at least $2,000 and at most $5,000 a month.", "clean"),
        ("The retainer is more than $2,000 and at most $5,000 a month.", "hallucinated"),
    ],
    ids=["same-bounds", "bound-lifted"],
)
def test_amounts_bounded_at_both_ends(verifier: Verifier, answer: str, label: str) -> None:
    # "not less than ... nor more than" denies both comparatives; the amounts are read whole
    # in the stretch the claim copies, so each denial is matched to its bound by value
    source = ["The retainer shall be not less than $2,000 nor more than $5,000 per month."]
    report = verifier.verify(answer, source)
    assert report.label.value == label, [f.content for f in report.findings]


def test_a_list_of_sections_runs_on_through_an_amendment_bracket() -> None:
    text = (
        "the trial of an offence under section 12, [section 12A, section 12B] section 12C of "
        "the Indian Penal Code (45 of 1860) shall be held in camera."
    )
    assert [c.canonical for c in find_citations(text)] == [
        "IN/IPC/s12",
        "IN/IPC/s12A",
        "IN/IPC/s12B",
        "IN/IPC/s12C",
    ]
