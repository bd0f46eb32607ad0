"""A label set off by a colon names the value right after it.

- "- Security deposit: $3,600, paid before move-in" says what the $3,600 is though more words
  follow it on the line; so does a field of a printed form whose fields a run of spaces parts
  ("Rent: ...   Late Charge: $75 ..."). The parse runs such a label into the sentence before
  or hangs the value from a word after it, so the label is read from the layout.
- Words before a colon with a finite verb ("The charge grows with the delay: ...") are a
  sentence that introduces a list, not a label.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

from lexaudit.extract.slot_labels import field_label
from lexaudit.extract.slots import slot_words
from lexaudit.verifier import Verifier

LEASE = (
    "Rent under this lease is $1,800 per month, payable on the first day of each month. The "
    "Tenant shall pay a security deposit of $3,600 before moving in. A late charge of $75 "
    "applies to any rent received after the fifth day of the month. The Landlord shall return "
    "the deposit within 30 days after the lease ends."
)
BULLETS = (
    "Here are the money terms:\n\n"
    "- Monthly rent: $1,800, due on the 1st\n"
    "- Security deposit: $3,600, paid before move-in\n"
    "- Late charge: $75 for rent received after the 5th\n"
    "- Deposit return: within 30 days after the lease ends\n"
)
FORM = (
    "LEASE SUMMARY   Premises: Unit 4B, 12 Quarry Lane   Monthly Rent: $1,800 payable in "
    "advance   Security Deposit: $3,600 held by the Landlord   Late Charge: $75 per late "
    "payment   Renewal: one further term of 12 months"
)


def _slot(verifier: Verifier, text: str, value: str) -> frozenset[str]:
    doc = verifier.extractor.nlp(text)
    at = text.index(value)
    return slot_words(doc, text, at, at + len(value))


def test_a_label_before_a_value_with_more_after_it_names_the_value(verifier: Verifier) -> None:
    # slot words are light stems ("secur")
    assert {"secur", "deposit"} <= _slot(verifier, BULLETS, "$3,600")


def test_a_field_of_a_form_names_its_own_value_not_the_next(verifier: Verifier) -> None:
    slot = _slot(verifier, FORM, "$3,600")
    assert "deposit" in slot
    # the next field's label is another value's
    assert not slot & {"late", "charg"}


def test_values_traded_between_labelled_lines_are_caught(verifier: Verifier) -> None:
    assert verifier.verify(BULLETS, [LEASE]).label.value == "clean"
    traded = BULLETS.replace("deposit: $3,600", "deposit: $1,800")
    report = verifier.verify(traded, [LEASE])
    assert report.label.value == "hallucinated"
    assert any(
        f.subtype.value == "value_mismatch" and "$1,800" in f.content for f in report.findings
    )


def test_a_sentence_before_a_colon_is_no_label(verifier: Verifier) -> None:
    # a finite verb makes the words before the colon a sentence that introduces a list
    text = "The charge grows with the delay: $40 after one week, $90 after two."
    doc = verifier.extractor.nlp(text)
    assert field_label(doc, text, text.index("$40")) == frozenset()
    named = "Charge for a late return: $40 after one week, $90 after two."
    doc = verifier.extractor.nlp(named)
    assert {"charg", "late", "return"} <= field_label(doc, named, named.index("$40"))
