"""Answer shapes on the real spaCy pipeline: Markdown, answer particles, statements of absence.

Each case is an answer and the claims it must give, in order, as ``(text, type, absent)``:
``F`` a verifiable fact, ``M`` meta; ``absent`` is ``Claim.absent``.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexaudit.types import ClaimType

F = ClaimType.VERIFIABLE_FACT
M = ClaimType.META

CASES = [
    # --- a line that only leads into the list after it --------------------------------------
    ("lead-in-with-a-count",
     "Two duties, both owed monthly:\n- The Agent files a sales report.\n"
     "- The Agent remits the takings.",
     [("The Agent files a sales report.", F, None), ("The Agent remits the takings.", F, None)]),
    ("lead-in-before-run-in-headings",
     "Two steps, each in writing:\n\n**Audit.** The Agent opens its books.\n\n"
     "**Report.** The auditor writes to both sides.",
     [("The Agent opens its books.", F, None), ("The auditor writes to both sides.", F, None)]),
    # a lead-in that names a party, a figure or one item states something of its own
    ("lead-in-naming-a-party",
     "Two duties, both owed by Harwell:\n- It files a sales report.\n- It remits the takings.",
     [("Two duties, both owed by Harwell", F, None), ("It files a sales report.", F, None),
      ("It remits the takings.", F, None)]),
    ("lead-in-with-a-figure",
     "Two duties, both within 10 days:\n- The Agent files a sales report.\n"
     "- The Agent remits the takings.",
     [("Two duties, both within 10 days", F, None), ("The Agent files a sales report.", F, None),
      ("The Agent remits the takings.", F, None)]),
    ("lead-in-with-a-wrong-count",
     "Three duties, both owed monthly:\n- The Agent files a sales report.\n"
     "- The Agent remits the takings.",
     [("Three duties, both owed monthly", F, None), ("The Agent files a sales report.", F, None),
      ("The Agent remits the takings.", F, None)]),
    ("lead-in-of-one-item",
     "One duty, owed monthly and in writing:\n- The Agent files a sales report.",
     [("One duty, owed monthly and in writing", F, None),
      ("The Agent files a sales report.", F, None)]),
    # --- Markdown structure ----------------------------------------------------------------
    ("dash-bullets",
     "The key obligations are as follows.\n- The Supplier must deliver within 14 days\n"
     "- The Buyer must pay within 30 days",
     [("The key obligations are as follows.", F, None),
      ("The Supplier must deliver within 14 days", F, None),
      ("The Buyer must pay within 30 days", F, None)]),
    ("star-and-bullet-dot",
     "* The licence is exclusive.\n• The term is three years.",
     [("The licence is exclusive.", F, None), ("The term is three years.", F, None)]),
    ("numbered-dot-and-paren",
     "1. The deposit is $5,000.\n2) The rent is due on the first day of each month.",
     [("The deposit is $5,000.", F, None),
      ("The rent is due on the first day of each month.", F, None)]),
    ("lettered-items",
     "(a) The Tenant pays the rent\n(b) The Landlord repairs the roof",
     [("The Tenant pays the rent", F, None), ("The Landlord repairs the roof", F, None)]),
    ("bold-heading-before-text",
     "**Payment:** The Buyer must pay within 30 days of invoice.",
     [("The Buyer must pay within 30 days of invoice.", F, None)]),
    ("bold-heading-without-colon",
     "**Payment terms** The Buyer pays quarterly in arrears.",
     [("The Buyer pays quarterly in arrears.", F, None)]),
    ("bold-heading-own-line",
     "**Termination**\nEither party may terminate on 60 days' notice.",
     [("Either party may terminate on 60 days' notice.", F, None)]),
    ("atx-heading",
     "## Governing law\nThe agreement is governed by the laws of Delaware.",
     [("The agreement is governed by the laws of Delaware.", F, None)]),
    ("plain-label-line",
     "Payment:\nThe Buyer pays within 45 days.",
     [("The Buyer pays within 45 days.", F, None)]),
    ("plain-label-before-text",
     "Liability: The cap is $2,000,000.",
     [("The cap is $2,000,000.", F, None)]),
    ("bullet-with-bold-label",
     "- **Notice:** Either party must give 30 days' written notice.\n"
     "- **Cure period:** 10 days.",
     [("Either party must give 30 days' written notice.", F, None), ("10 days.", F, None)]),
    ("bold-heading-with-dash",
     "* **Term** – The agreement runs for two years.",
     [("The agreement runs for two years.", F, None)]),
    ("line-breaks-end-sentences",
     "The licence is non-exclusive\nThe Licensee may not sublicense",
     [("The licence is non-exclusive", F, None), ("The Licensee may not sublicense", F, None)]),
    ("hard-wrapped-line-continues",
     "The Supplier shall deliver the goods\nwithin 14 days of the order.",
     [("The Supplier shall deliver the goods\nwithin 14 days of the order.", F, None)]),
    ("table-rows",
     "| Term | Value |\n|---|---|\n| Notice period | 30 days |\n| Governing law | Delaware |",
     [("Notice period | 30 days", F, None), ("Governing law | Delaware", F, None)]),
    ("emphasis-at-edges",
     "**The royalty is 5% of Net Sales.**",
     [("The royalty is 5% of Net Sales.", F, None)]),
    ("run-in-headings",
     "1. **Notice.** The tenant gave notice within ten days.\n"
     "2. **Cure period.** The landlord had thirty days to repair.",
     [("The tenant gave notice within ten days.", F, None),
      ("The landlord had thirty days to repair.", F, None)]),
    ("bold-sentence-is-no-heading",
     "- **The Buyer shall pay.** Payment is due within 30 days.",
     [("The Buyer shall pay.", F, None), ("Payment is due within 30 days.", F, None)]),
    ("title-line-heading",
     "Confidentiality Obligations\nThe Recipient must keep the information secret.",
     [("The Recipient must keep the information secret.", F, None)]),
    # --- answer particles ------------------------------------------------------------------
    ("bare-yes", "Yes.", [("Yes.", M, None)]),
    ("bare-no-then-claim", "No. The licence is non-exclusive.",
     [("No.", M, None), ("The licence is non-exclusive.", F, None)]),
    ("yes-with-hedge", "Yes, but only in limited situations.",
     [("Yes, but only in limited situations.", M, None)]),
    ("short-answer", "Short answer: yes.", [("Short answer: yes.", M, None)]),
    ("in-short", "In short, no.", [("In short, no.", M, None)]),
    ("yes-echo", "Yes, it does.", [("Yes, it does.", M, None)]),
    ("yes-dash-claim", "Yes — the Supplier must replace defective goods within 14 days.",
     [("the Supplier must replace defective goods within 14 days.", F, None)]),
    ("no-comma-claim", "No, the licence is non-exclusive.",
     [("the licence is non-exclusive.", F, None)]),
    ("bold-yes-then-claim", "**Yes.** The Tenant may sublet with consent.",
     [("Yes.", M, None), ("The Tenant may sublet with consent.", F, None)]),
    ("yes-with-value", "Yes, within 30 days.", [("within 30 days.", F, None)]),
    ("no-as-determiner", "No party may assign the agreement.",
     [("No party may assign the agreement.", F, None)]),
    ("short-answer-label-then-claim", "Short answer: Yes, the Buyer must pay interest.",
     [("the Buyer must pay interest.", F, None)]),
    # --- statements of absence -------------------------------------------------------------
    ("excerpt-doesnt-say", "The excerpt doesn't say how disputes are resolved.",
     [("The excerpt doesn't say how disputes are resolved.", F, "how disputes are resolved")]),
    ("agreement-is-silent", "The agreement is silent on whether the licence is transferable.",
     [("The agreement is silent on whether the licence is transferable.", F,
       "whether the licence is transferable")]),
    ("nothing-in-passage", "Nothing in the passage addresses termination for convenience.",
     [("Nothing in the passage addresses termination for convenience.", F,
       "termination for convenience")]),
    ("section-does-not-specify", "The section does not specify a minimum sentence.",
     [("The section does not specify a minimum sentence.", F, "a minimum sentence")]),
    ("it-doesnt-mention", "It doesn't mention any cap on liability.",
     [("It doesn't mention any cap on liability.", F, "cap on liability")]),
    ("provided-text-provide", "The provided text does not provide a deadline for appeals.",
     [("The provided text does not provide a deadline for appeals.", F,
       "a deadline for appeals")]),
    ("absence-in-bullet", "- The contract does not state a governing law.",
     [("The contract does not state a governing law.", F, "a governing law")]),
    ("absence-after-however", "However, the sources do not mention any late fee.",
     [("However, the sources do not mention any late fee.", F, "late fee")]),
    ("act-does-not-require", "The Act does not require consent.",
     [("The Act does not require consent.", F, None)]),
    ("agreement-does-not-permit", "The agreement does not permit assignment.",
     [("The agreement does not permit assignment.", F, None)]),
    ("agreement-does-not-provide-for", "The agreement does not provide for automatic renewal.",
     [("The agreement does not provide for automatic renewal.", F, None)]),
    ("policy-does-not-cover", "The policy does not cover flood damage.",
     [("The policy does not cover flood damage.", F, None)]),
    ("court-did-not-address", "The court did not address the limitation issue.",
     [("The court did not address the limitation issue.", F, None)]),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_answer_shapes(extractor, answer, expected):
    claims = extractor.analyse(answer, with_claims=True).claims
    assert [(c.text, c.type, c.absent) for c in claims] == expected
    for claim in claims:
        assert answer[claim.span.start : claim.span.end] == claim.text


def test_markdown_answer_end_to_end(extractor):
    answer = (
        "Sure! Here is what the lease says:\n\n"
        "## Rent\n"
        "- **Amount:** The rent is $2,400 per month.\n"
        "- **Due date:** Rent is due on the 1st of each month.\n\n"
        "## Repairs\n"
        "The excerpt doesn't say who pays for structural repairs.\n\n"
        "I hope this helps!"
    )
    claims = extractor.analyse(answer, with_claims=True).claims
    assert [c.text for c in claims] == [
        "Sure!",
        "Here is what the lease says",
        "The rent is $2,400 per month.",
        "Rent is due on the 1st of each month.",
        "The excerpt doesn't say who pays for structural repairs.",
        "I hope this helps!",
    ]
    assert [c.absent for c in claims][4] == "who pays for structural repairs"
    assert [c.type for c in claims] == [M, M, F, F, F, M]
    # headings never become parties or entities of a claim
    assert not any(e.text in ("Rent", "Repairs") for c in claims for e in c.entities)


def test_an_answers_own_structure_gives_no_entities(extractor):
    answer = (
        "Three reasons support the ruling:\n"
        "1. **Notice.** The tenant wrote within 10 days.\n"
        "2. **Cure.** The landlord let 2 months pass.\n"
        "3. **Earlier practice.** Courts had long excused rent."
    )
    entities = [e.text for e in extractor.analyse(answer, with_claims=True).entities]
    # the list numbers, the headings and the count of the items are the answer's structure
    assert not {"Three", "1", "2", "3", "Cure", "Earlier"} & set(entities), entities
    # what the items say stays: "2 months" is a period the answer states
    assert "10 days" in entities and "2 months" in entities, entities
    # a count that does not count the list is a claim about the sources, and stays
    miscounted = answer.replace("Three reasons", "Two reasons")
    assert "Two" in [e.text for e in extractor.analyse(miscounted, with_claims=True).entities]


def test_a_count_of_items_that_semicolons_part_on_its_line(extractor):
    answer = "Two limits apply: the tenant may not sublet the flat; and the tenant must insure it."
    entities = [e.text for e in extractor.analyse(answer, with_claims=True).entities]
    assert "Two" not in entities, entities
    miscounted = answer.replace("Two limits", "Three limits")
    assert "Three" in [e.text for e in extractor.analyse(miscounted, with_claims=True).entities]


def test_a_number_in_figures_before_a_list_is_a_claim(extractor):
    # "up to 2 times" states a number of the sources, whatever the items after it
    answer = "The tenant may renew up to 2 times: each renewal adds a year; and each needs notice."
    assert "2" in [e.text for e in extractor.analyse(answer, with_claims=True).entities]
    answer = "The lessor may enter on 2 occasions a year. First, to repair. Second, to inspect."
    assert "2" in [e.text for e in extractor.analyse(answer, with_claims=True).entities]


def test_a_count_of_sentences_an_enumeration_opens(extractor):
    answer = (
        "The court gave two reasons.\n\nFirst, the notice came late. Second, the tenant had "
        "already left."
    )
    entities = [e.text for e in extractor.analyse(answer, with_claims=True).entities]
    assert "two" not in entities, entities
    miscounted = answer.replace("two reasons", "three reasons")
    assert "three" in [e.text for e in extractor.analyse(miscounted, with_claims=True).entities]


_PIECES = [
    "- ", "* ", "• ", "1. ", "2) ", "(a) ", "# ", "## ", "**", "__", "*", "_", "| ", " |",
    "|---|---|", "Payment:", "**Payment:**", "Payment terms", "Yes", "No", "Yes,", "No.",
    "Short answer:", "In short,", "—", " - ", "The Buyer", "must pay", "within 30 days",
    "$5,000", "Section 7.2", "the excerpt", "doesn't say", "is silent on", "how disputes",
    "are resolved", "and", ".", ",", ":", "\n", "\n\n", " ", "  ", "Inc.", "e.g.", "it",
]  # fmt: skip


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=30).map("".join))
def test_claims_are_ordered_spans_of_the_answer(extractor, answer):
    claims = extractor.analyse(answer, with_claims=True).claims
    previous_end = 0
    for claim in claims:
        assert answer[claim.span.start : claim.span.end] == claim.text
        assert claim.text and claim.text == claim.text.strip()
        assert previous_end <= claim.span.start < claim.span.end
        previous_end = claim.span.end
