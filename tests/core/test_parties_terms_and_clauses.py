"""Names that are parts of the document, terms built on a name, possessives and conditions.

- "Attachment C" is a part of the document, as "Exhibit C" and "Schedule C" are: a section
  reference, never a party, so "Attachment C provides these: ..." puts no one in the place of
  the party that the attachment's heading names.
- A quoted term that is a capitalised phrase of the text with more words after it defines a
  thing built on that phrase: 'such Delay Event (a "Delay Event Notice")' defines a notice,
  not a party called Delay Event.
- A role word that only modifies another noun names a thing of that party: the "Reseller
  Tier" is not the Reseller ("customer" and "assignment customer" still name one party, and
  "the Seller Group" is the Seller with its own).
- The possessive ending is the case of a name, not part of it: "the Port Authority's" names
  the Port Authority.
- An act a condition supposes ("if the Buyer doesn't accept a delivery in time") is not the act
  a rule states ("the Buyer shall accept or reject each delivery"): the two are no polarity
  flip. Two conditions, or two rules, are still compared; a claim that denies an act the source
  supposes ("can't assign" against "if Dalby assigns, a fee is due") still meets a flip, and a
  past-tense "when" clause states what happened.
- A past participle after its noun, with no auxiliary and a named agent ("the total Fees paid
  or payable by the Owner"), is passive, whatever the tagger and the parser make of it: the
  fees are paid, they do not pay. A clause a verb of saying or finding takes ("found Lark paid
  by the Completion Date") keeps its subject.
- A reporter or code cited by its initials ("9 U. S. C. §201", "8 U. S. T. 1150") is no name
  that another could replace.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.extract.parties import find_parties, normalize_party_name
from lexaudit.judge.substitution import identifiers
from lexaudit.text import find_values
from lexaudit.verifier import Verifier

_PERKS = (
    "4.1 For the rights it receives, Halden will pay Marrow as Attachment C sets out; Attachment"
    " C is part of this deed.\n\nAttachment C   Perks Provided by Halden:   Halden agrees to"
    " provide these to Marrow under this deed:   1. Two hundred thousand (200,000) ordinary"
    " shares of Halden, issued within ten days of signing."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        (
            "Attachment C provides these:\n\n- **Shares:** 200,000 ordinary shares of Halden,"
            " issued within ten days of signing.",
            True,
        ),
        (
            "Attachment C provides these:\n\n- **Shares:** 300,000 ordinary shares of Halden,"
            " issued within ten days of signing.",
            False,
        ),
    ],
)
def test_an_attachment_is_no_party(verifier: Verifier, answer: str, clean: bool) -> None:
    report = verifier.verify(answer, [_PERKS])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("as Attachment C provides", [("section_ref", "attachment c")]),
        (
            "Attachments 1 and 2 form part of it",
            [("section_ref", "attachment 1"), ("section_ref", "attachment 2")],
        ),
        # the plain noun is no reference
        ("the attachment to this letter", []),
    ],
)
def test_attachments_are_references(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(m.kind, m.value) for m in find_values(text)] == expected


def test_a_term_built_on_a_name_defines_no_party() -> None:
    text = (
        "As soon as practicable after a Delay Event occurs, the delayed Party shall give the"
        ' other Party written notice of the occurrence of such Delay Event (a "Delay Event'
        ' Notice").'
    )
    parties, terms = find_parties(text)
    assert parties == []
    assert [t.term for t in terms] == ["Delay Event Notice"]
    # a short name is still read as the name it shortens
    parties, _ = find_parties('This lease is made by Accuray Incorporated ("Accuray") and Lark.')
    assert [(p.name, p.alias) for p in parties] == [("Accuray Incorporated", "Accuray")]


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("org:reseller tier", "org:reseller", False),
        ("org:licensee products", "party:licensee", False),
        ("org:assignment customer", "org:customer", True),
        # a collective noun names the party with its own
        ("org:seller group", "org:seller", True),
        ("org:harrow ridge", "org:harrow ridge capital", True),
    ],
)
def test_a_role_word_that_modifies_a_noun_is_not_the_party(a: str, b: str, same: bool) -> None:
    assert KnowledgeGraph().node_matches(a, b) is same


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("the Port Authority's", "port authority"),
        ("Lark Freight, Inc.'s", "lark freight"),
        ("the Trustees'", "trustees"),
        ("Tessel's Ltd", "tessel"),
    ],
)
def test_a_possessive_name_is_the_name(name: str, value: str) -> None:
    assert normalize_party_name(name) == value


_DELIVERIES = (
    "The Buyer shall accept or reject each delivery within ten (10) days after it arrives. A"
    " delivery on which the Buyer has made no decision within that period is treated as"
    " accepted."
)
_FEES = "If Dalby assigns the lease, Fenwick may charge a fee of £500."
_INVOICES = (
    "If the Buyer does not pay an invoice within thirty (30) days, the Seller may suspend"
    " deliveries until it is paid."
)


@pytest.mark.parametrize(
    ("answer", "source", "clean"),
    [
        # the act a condition supposes is not the act the rule states
        (
            "If the Buyer doesn't accept or reject a delivery within 10 days of its arrival,"
            " it's treated as accepted.",
            _DELIVERIES,
            True,
        ),
        (
            "When the Buyer does not accept a delivery within 10 days of its arrival, the"
            " delivery is treated as accepted.",
            _DELIVERIES,
            True,
        ),
        # a rule denied is still a flip of the rule
        (
            "The Buyer doesn't have to accept or reject a delivery within 10 days of its arrival.",
            _DELIVERIES,
            False,
        ),
        # a past-tense "when" clause states what happened, not a supposition
        (
            "When Ms Lane objected to the sale, the Bank completed it on 9 July.",
            "Ms Lane did not object to the sale, and the Bank completed it on 9 July.",
            False,
        ),
        # a claim that denies an act the source supposes still meets a flip
        ("Dalby can't assign the lease.", _FEES, False),
        ("If Dalby assigns the lease, Fenwick can charge £500.", _FEES, True),
        # two conditions are compared with each other
        (
            "If the Buyer pays an invoice within 30 days, the Seller may suspend deliveries"
            " until it is paid.",
            _INVOICES,
            False,
        ),
        (
            "If the Buyer doesn't pay an invoice within 30 days, the Seller can suspend"
            " deliveries until it's paid.",
            _INVOICES,
            True,
        ),
    ],
)
def test_a_supposed_act_is_not_a_stated_one(
    verifier: Verifier, answer: str, source: str, clean: bool
) -> None:
    report = verifier.verify(answer, [source])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a reporter or code cited by its initials is no name
        ("enforced under the Convention (see 9 U. S. C. §§201-208) by the court", ["Convention"]),
        ("the Treaty of Ghent, 8 U. S. T. 1150, binds the parties", ["Treaty of Ghent"]),
        # initials that are no citation still name someone
        ("the shares held by Alder Holt and by B. K. Lin", ["Alder Holt", "B. K. Lin"]),
    ],
)
def test_a_cited_abbreviation_is_no_name(text: str, names: list[str]) -> None:
    found = [x.surface for x in identifiers(text, lambda word: False) if x.kind == "name"]
    assert found == names


@pytest.mark.parametrize(
    ("text", "edge"),
    [
        # the participle after its noun is passive: the fees are paid, they do not pay
        (
            "Lark's liability shall in no event exceed the total Fees paid or payable by the"
            " Owner to the Agent under this deed.",
            ("", "pay", "np:fee"),
        ),
        # a clause with its object, or a means after "by", keeps its subject
        ("The Company paid the fee by wire.", ("np:company", "pay", "np:fee")),
        # so does a clause a verb of finding takes, and a date after "by" is no agent
        (
            "The arbitrator found Lark paid in full by the Completion Date.",
            ("org:lark", "pay", ""),
        ),
    ],
)
def test_a_participle_after_its_noun_is_passive(
    extractor,  # type: ignore[no-untyped-def]
    text: str,
    edge: tuple[str, str, str],
) -> None:
    relations = extractor.analyse(text).relations
    assert [(r.subject, r.relation, r.object) for r in relations if r.relation == "pay"] == [edge]
