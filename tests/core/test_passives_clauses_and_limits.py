"""Passives, clauses joined by a semicolon, lists of participles, replies and limits.

All by the real spaCy pipeline and the real verifier; the texts are written for these tests.

- "Each apprentice shall be paid a stipend" gives the stipend, not the apprentice, as what is
  paid: the passive's subject is the one it is paid to, as in "pay each apprentice a stipend".
- "The lessee returns the keys; no deposit is refunded" states two things: the second clause
  is read against the sentence that holds most of its own words, and its edge is the
  clause's, however the parser hangs one clause on the other.
- "Section 12 provides that nothing in this Chapter ..." attributes the claim to section 12:
  the negator is what the section says, not a denial that it says it.
- "can't be made to wait, searched without cause, or asked for a fee": every item of the
  list is denied.
- "Not unless the Owner agrees" answers the question; its "not" is not the copied clause's.
- "can't be sooner than 10 days" and "no earlier than ten days" state one limit.
- "hardly established" denies it, as "not established" does.
"""

from __future__ import annotations

from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier


def _edges(extractor: Extractor, text: str, verb: str):  # type: ignore[no-untyped-def]
    return [r for r in extractor.analyse(text).relations if r.relation == verb]


def test_a_passive_with_a_retained_object_gives_that_object(extractor: Extractor) -> None:
    (edge,) = _edges(extractor, "Each apprentice shall be paid a stipend by the guild.", "pay")
    assert "stipend" in edge.object and "guild" in edge.subject
    assert any(a.role == "to" and "apprentice" in a.value for a in edge.arguments)
    # the active with a dative says the same
    (active,) = _edges(extractor, "The guild shall pay each apprentice a stipend.", "pay")
    assert active.object == edge.object and active.subject == edge.subject


def test_a_plain_passive_keeps_its_subject_as_object(extractor: Extractor) -> None:
    (edge,) = _edges(extractor, "The stipend shall be paid by the guild.", "pay")
    assert "stipend" in edge.object and "guild" in edge.subject


_RULES = [
    "A warden who replaces a lock on a parish building shall hand the old lock to the parish "
    "clerk or otherwise destroy it, as the clerk directs. An allowance shall not be paid to any "
    "warden for a lock so destroyed."
]


def _polarity(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


def test_a_permission_after_a_semicolon_against_a_negative_subject_is_a_flip(
    verifier: Verifier,
) -> None:
    flipped = verifier.verify(
        "A warden who replaces a lock must give the old one to the parish clerk or destroy it "
        "as the clerk says; the warden can be paid an allowance for each lock destroyed.",
        _RULES,
    )
    assert _polarity(flipped) == ["polarity"], flipped.findings
    assert flipped.label.value == "hallucinated"
    kept = verifier.verify(
        "A warden who replaces a lock must give the old one to the parish clerk or destroy it "
        "as the clerk says; no allowance can be paid to the warden for it.",
        _RULES,
    )
    assert _polarity(kept) == [], kept.findings


_CHAPTER = [
    "12. Fees of the registrar.—The registrar may charge such fees for the copies of any "
    "register as the Board fixes from time to time.\n"
    "13. Saving of the Board's powers.—Nothing in this Chapter shall restrict the Board from "
    "issuing directions to correct the register.\n"
    "14. Annual return.—The registrar shall send a return of all entries to the Board every "
    "year."
]


def _misattributed(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "misattributed_citation"]


def test_a_section_said_to_provide_a_negative_rule_is_attributed(verifier: Verifier) -> None:
    wrong = verifier.verify(
        "Section 12 provides that nothing in the Chapter stops the Board from issuing "
        "directions to correct the register.",
        _CHAPTER,
    )
    assert len(_misattributed(wrong)) == 1, wrong.findings
    assert "section 13" in _misattributed(wrong)[0]
    right = verifier.verify(
        "Section 13 provides that nothing in the Chapter stops the Board from issuing "
        "directions to correct the register.",
        _CHAPTER,
    )
    assert _misattributed(right) == [], right.findings


def test_a_section_denied_to_say_something_is_not_its_attribution(verifier: Verifier) -> None:
    report = verifier.verify(
        "Section 12 does not restrict the Board from issuing directions to correct the register.",
        _CHAPTER,
    )
    assert _misattributed(report) == [], report.findings


def test_a_participle_listed_after_a_denied_passive_shares_the_denial(
    extractor: Extractor,
) -> None:
    # the parser hangs the middle item of the list on the first verb as an adverbial clause
    text = (
        "Tenants cannot be locked out of the flat, deprived of heating, or billed for repairs "
        "they did not cause."
    )
    edges = {r.relation: r for r in extractor.analyse(text).relations}
    assert edges["deprive"].negated and edges["bill"].negated, edges
    kept = {
        r.relation: r
        for r in extractor.analyse("The goods may be returned, packed in their boxes.").relations
    }
    assert not kept["pack"].negated


def test_a_reply_opening_with_not_unless_copies_the_condition(verifier: Verifier) -> None:
    # "Not unless ..." answers the question; its "not" denies what was asked, not the clause
    sources = [
        "(c) Unless the Owner agrees in writing beforehand, the tenant shall keep no animal in "
        "the flat and shall feed no animal on the balcony."
    ]
    report = verifier.verify(
        "Not unless the Owner agrees — in writing and beforehand.",
        sources,
        query="Can the tenant keep a cat in the flat?",
    )
    assert _polarity(report) == [], report.findings


_ENDING = [
    "Either party may end this lease by written notice to the other, and the end date named "
    "in such notice shall be no earlier than ten (10) days after the date of the notice."
]


def _conflicts(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.field for cv in report.claims for c in cv.conflicts]


def test_a_denied_comparative_states_the_same_limit_as_no_earlier_than(
    verifier: Verifier,
) -> None:
    kept = verifier.verify(
        "The end date named in the notice can't be sooner than 10 days after the notice.",
        _ENDING,
    )
    assert _conflicts(kept) == [], kept.findings
    assert kept.label.value == "clean"


def test_hardly_denies_as_not_does(verifier: Verifier) -> None:
    source = ["When the statute passed, both doctrines were hardly established in the courts."]
    report = verifier.verify(
        "Neither doctrine was established in the courts when the statute passed.", source
    )
    assert _conflicts(report) == [], report.findings


def test_a_gerund_tagged_as_a_noun_after_barred_from_is_barred(extractor: Extractor) -> None:
    # the tagger takes the first gerund of "barred from renting or lending" for a noun
    text = "The licensee is barred from renting or lending the software to others."
    edges = {r.relation: r for r in extractor.analyse(text).relations}
    assert edges["lend"].negated, edges
