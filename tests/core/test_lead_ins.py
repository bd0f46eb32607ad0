"""Listed items read after their lead-in, and infinitives that a construing verb, an
adjective of prohibition or a bare verb before them governs.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges the end-to-end cases.
"""

from __future__ import annotations

from typing import Any

import pytest

from lexaudit.extract import scope
from lexaudit.extract.lead_ins import item_reading, lead_in_items
from lexaudit.types import Modality, Verdict
from lexaudit.verifier import Verifier

HIRE_RULES = (
    "7. Use of the Boat. The Hirer shall not:\n"
    "(a) carry more than six passengers;\n"
    "(b) sail the Boat beyond the harbour wall; or\n"
    "(c) sublet the Boat to another person.\n"
    "8. Fuel. The Owner supplies the fuel."
)
OFFENCES = (
    "(a) It shall be unlawful for any person\u2014\n"
    "(1) To land an aircraft on the common without a permit; or\n"
    "(2) To sell fuel on the common unless the seller holds a licence.\n"
    "(b) The council may grant permits."
)
SAVINGS = (
    "Nothing in this part shall be construed to\u2014\n"
    "(1) require a ferry operator to search luggage; or\n"
    "(2) authorize the detention of a ferry operated by another company."
)


def _bodies(text: str) -> list[str]:
    return [text[a:b] for a, b in (i.body for i in lead_in_items(text))]


def test_items_set_out_on_their_own_lines_complete_the_lead_in() -> None:
    assert _bodies(HIRE_RULES) == [
        "carry more than six passengers",
        "sail the Boat beyond the harbour wall",
        "sublet the Boat to another person.",
    ]
    (first, *_) = lead_in_items(HIRE_RULES)
    assert [HIRE_RULES[a:b] for a, b in first.lead] == ["The Hirer shall not"]


def test_a_capitalised_infinitive_item_completes_it_and_a_sentence_item_does_not() -> None:
    assert _bodies(OFFENCES)[0].startswith("To land an aircraft")
    sentences = (
        "The parties agree as follows:\n(a) The Hirer pays the deposit.\n(b) The Owner returns it."
    )
    assert _bodies(sentences) == []


def test_an_item_that_opens_with_a_capitalised_preposition_completes_the_lead_in() -> None:
    text = (
        "(b) The Owner may end this charter:\n\n"
        "    (1) Upon sixty days' notice if the Hirer leaves the Boat unused for a season.\n\n"
        "    (2) Upon ten days' notice if the Hirer sells its business."
    )
    assert [b.split(" if ")[0] for b in _bodies(text)] == [
        "Upon sixty days' notice",
        "Upon ten days' notice",
    ]
    report = Verifier().verify(
        "If the Hirer leaves the Boat unused for a season, the Owner must end the charter.",
        [text],
    )
    assert report.claims[0].verdict is Verdict.CONTRADICTED, report.claims[0].reason


def test_a_preposition_set_off_before_a_subject_opens_a_sentence_of_its_own() -> None:
    text = (
        "The Landlord shall not enter the flat, except that:\n"
        "(a) In an emergency, the Landlord may enter without notice.\n"
        "(b) On a day's notice, the Landlord may enter to inspect."
    )
    assert _bodies(text) == []


def test_an_item_with_a_clause_of_its_own_does_not_take_the_lead_ins_act(extractor: Any) -> None:
    text = (
        "12.1 The Hirer shall not sublet the Boat unless:\n"
        "(a) the Owner agrees in writing; or\n"
        "(b) the subtenant is a member of the Club."
    )
    (analysis,) = extractor.analyse_many([text])
    item = text.index("the Owner agrees")
    assert not [r for r in analysis.relations if r.relation == "sublet" and r.span.start >= item]
    agree = next(r for r in analysis.relations if r.relation == "agree")
    assert agree.unless


def test_an_answers_listed_item_reads_with_its_lead_in(extractor: Any) -> None:
    answer = "The Hirer must not:\n(a) sublet the Boat; or\n(b) carry more than six passengers."
    (analysis,) = extractor.analyse_many([answer], with_claims=True)
    readings = [c.read_as for c in analysis.claims if "sublet" in c.text]
    assert readings and readings[0].startswith("The Hirer must not sublet the Boat")


def test_items_in_the_lead_ins_own_sentence_and_cross_references_are_left_alone() -> None:
    inline = "The Hirer shall not: (a) carry pets; or (b) fish from the Boat. Then more."
    assert lead_in_items(inline) == ()
    reference = (
        "The fee is set as follows:\n"
        "(a) the base fee under subsection (b) of section 4; and\n"
        "(b) the fuel charge."
    )
    assert _bodies(reference) == [
        "the base fee under subsection (b) of section 4",
        "the fuel charge.",
    ]


def test_a_nested_list_reads_both_lead_ins() -> None:
    text = (
        "The Hirer shall not\u2014\n"
        "(1) moor the Boat overnight unless\u2014\n"
        "(A) the harbour master consents; and\n"
        "(B) the fee is paid; or\n"
        "(2) tow another vessel."
    )
    items = lead_in_items(text)
    nested = [i for i in items if len(i.lead) == 2]
    assert [text[a:b] for a, b in nested[0].lead] == [
        "The Hirer shall not",
        "moor the Boat overnight unless",
    ]
    assert [text[i.body[0] : i.body[1]] for i in nested] == [
        "the harbour master consents",
        "the fee is paid",
    ]


def test_an_item_sentence_reads_with_its_lead_in() -> None:
    start = HIRE_RULES.index("(c)")
    end = HIRE_RULES.index("8. Fuel")
    assert item_reading(HIRE_RULES, start, end).startswith("The Hirer shall not sublet the Boat")
    assert item_reading(HIRE_RULES, HIRE_RULES.index("The Owner"), len(HIRE_RULES)) == ""


def _relation(extractor: Any, text: str, verb: str) -> Any:
    (analysis,) = extractor.analyse_many([text])
    return next(r for r in analysis.relations if r.relation == verb)


def test_an_item_takes_its_lead_ins_subject_denial_and_modal(extractor: Any) -> None:
    sublet = _relation(extractor, HIRE_RULES, "sublet")
    assert sublet.negated and sublet.modality is Modality.SHALL_NOT
    assert "hirer" in sublet.subject
    assert HIRE_RULES[sublet.span.start : sublet.span.end].startswith("sublet the Boat")
    assert HIRE_RULES[sublet.subject_span.start : sublet.subject_span.end] == "Hirer"


def test_a_denial_by_a_negative_subject_in_the_lead_in_reaches_the_item(extractor: Any) -> None:
    authorize = _relation(extractor, SAVINGS, "authorize")
    assert authorize.negated


def test_lazy_parsing_reads_items_as_the_full_parse_does(extractor: Any) -> None:
    from lexaudit.extract.passages import merged_analysis, parse_passages

    (full,) = extractor.analyse_many([HIRE_RULES])
    (raw,) = extractor.analyse_raw([HIRE_RULES])
    passages = parse_passages(extractor, [(raw, 0, len(raw.sentences))])
    assert set(merged_analysis(raw, passages).relations) == set(full.relations)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("The Hirer can't sublet the Boat to another person.", Verdict.SUPPORTED),
        ("The Hirer may sublet the Boat to another person.", Verdict.CONTRADICTED),
        (
            "The part can't be read to authorize detaining a ferry another company operates.",
            Verdict.SUPPORTED,
        ),
        ("It's unlawful to sell fuel on the common without a licence.", Verdict.SUPPORTED),
    ],
)
def test_verified_against_listed_items(answer: str, verdict: Verdict) -> None:
    sources = {"hire": HIRE_RULES, "offences": OFFENCES, "savings": SAVINGS}
    report = Verifier().verify(answer, list(sources.values()))
    claims = [c for c in report.claims if c.verdict is not Verdict.NOT_CHECKED]
    assert claims and all(c.verdict is verdict for c in claims), [
        (c.verdict, c.reason) for c in claims
    ]


def _negated(extractor: Any, text: str, verb: str, nth: int = 0) -> Any:
    doc = extractor.nlp(text)
    token = [t for t in doc if t.text == verb][nth]
    negated = scope.is_negated(token)
    return negated, scope.modality(token, negated)


def test_what_nothing_is_construed_to_do_is_denied(extractor: Any) -> None:
    text = "Nothing in this part shall be construed to enlarge or reduce the harbour's limits."
    assert _negated(extractor, text, "enlarge")[0]
    report = Verifier().verify("The part doesn't enlarge or reduce the harbour's limits.", [text])
    assert report.claims[0].verdict is Verdict.SUPPORTED


@pytest.mark.parametrize(
    ("text", "verb", "negated", "modality"),
    [
        (
            "It shall be unlawful for any dealer to sell the permits.",
            "sell",
            True,
            Modality.SHALL_NOT,
        ),
        ("It is illegal to moor a boat at the slipway.", "moor", True, Modality.SHALL_NOT),
        (
            "It shall not be unlawful for the council to sell the permits.",
            "sell",
            False,
            Modality.MAY,
        ),
        ("It is easy for any dealer to sell the permits.", "sell", False, Modality.NONE),
    ],
)
def test_an_adjective_of_prohibition_denies_its_infinitive(
    extractor: Any, text: str, verb: str, negated: bool, modality: Modality
) -> None:
    assert _negated(extractor, text, verb) == (negated, modality)


def test_a_bare_verb_after_another_shares_its_denial(extractor: Any) -> None:
    text = "The Hirer isn't allowed to reverse engineer the engine."
    assert _negated(extractor, text, "engineer") == (True, Modality.SHALL_NOT)


BEACH_RULES = (
    "(c) Dunes.\u2014\n"
    "It is unlawful for any visitor\u2014 (1) to light a fire on the beach after dusk; or\n"
    "(2) to dig up, carry away, or otherwise disturb any dune grass, driftwood, or nesting "
    "bird on the reserve."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        # the item's acts are what the lead-in's "it is unlawful for any visitor" prohibits,
        # as "no visitor may" says them
        (
            "No visitor may dig up, carry away or otherwise disturb any dune grass, driftwood "
            "or nesting bird on the reserve.",
            True,
        ),
        (
            "Any visitor may dig up, carry away or otherwise disturb any dune grass, driftwood "
            "or nesting bird on the reserve.",
            False,
        ),
    ],
)
def test_a_prohibited_list_copied_as_a_denial_is_no_flip(answer: str, clean: bool) -> None:
    report = Verifier().verify(answer, [BEACH_RULES])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
