"""Sentence splitting of Markdown answers: list items, headings, tables, line breaks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit.text import split_sentences
from lexaudit.text.segment import list_marker_end, markdown_heading_end


def sentences(text):
    return [text[start:end] for start, end in split_sentences(text)]


CASES = [
    ("dash-items", "Terms:\n- The Buyer pays\n- The Seller ships",
     ["Terms:", "- The Buyer pays", "- The Seller ships"]),
    ("star-plus-bullet", "* One item\n+ Two item\n• Three item",
     ["* One item", "+ Two item", "• Three item"]),
    ("numbered", "1. The Buyer pays\n2) The Seller ships",
     ["1. The Buyer pays", "2) The Seller ships"]),
    ("lettered-roman", "(a) deliver the goods\n(iv) invoice the Buyer\nb. pay the tax",
     ["(a) deliver the goods", "(iv) invoice the Buyer", "b. pay the tax"]),
    ("bold-heading-then-text", "**Payment:** The Buyer pays within 30 days.",
     ["**Payment:**", "The Buyer pays within 30 days."]),
    ("bold-heading-colon-outside", "**Payment**: The Buyer pays.",
     ["**Payment**:", "The Buyer pays."]),
    ("bold-phrase-no-colon", "**Payment terms** The Buyer pays.",
     ["**Payment terms**", "The Buyer pays."]),
    ("bold-subject-is-not-heading", "**The Buyer** must pay within 30 days.",
     ["**The Buyer** must pay within 30 days."]),
    ("bold-heading-dash", "- **Term** – The agreement runs two years.",
     ["- **Term** –", "The agreement runs two years."]),
    ("atx-heading", "# Payment\nThe Buyer pays.", ["# Payment", "The Buyer pays."]),
    ("label-line", "Payment:\nThe Buyer pays.", ["Payment:", "The Buyer pays."]),
    ("label-before-text-stays", "Mortgage Loan: A loan secured by a first lien.",
     ["Mortgage Loan: A loan secured by a first lien."]),
    ("long-line-is-hard-wrapped",
     "The Court never backed down from its rigid enforcement of the Equal\nProtection Clause.",
     ["The Court never backed down from its rigid enforcement of the Equal\nProtection Clause."]),
    ("abbreviation-at-line-end", "See Rice v.\nCayetano, 528 U. S. 495. It held so.",
     ["See Rice v.\nCayetano, 528 U. S. 495.", "It held so."]),
    ("stop-at-line-end", "The Buyer pays.\nThe Seller ships.",
     ["The Buyer pays.", "The Seller ships."]),
    ("label-before-lowercase-stays", "Short answer: yes.", ["Short answer: yes."]),
    ("clause-with-verb-is-not-label", "The Seller shall: deliver the goods.",
     ["The Seller shall: deliver the goods."]),
    ("table", "| a | b |\n|---|---|\n| 1 | 2 |", ["| a | b |", "|---|---|", "| 1 | 2 |"]),
    ("line-break-between-text", "The licence is exclusive\nThe term is two years",
     ["The licence is exclusive", "The term is two years"]),
    ("hard-wrap-lowercase", "The Buyer shall pay the price\nwithin 30 days.",
     ["The Buyer shall pay the price\nwithin 30 days."]),
    ("hard-wrap-function-word", "The Buyer shall pay the\nSeller within 30 days.",
     ["The Buyer shall pay the\nSeller within 30 days."]),
    ("hard-wrap-comma", "Acme Inc.,\nA Delaware corporation, is the Seller.",
     ["Acme Inc.,\nA Delaware corporation, is the Seller."]),
    ("no-particle", "No. The licence is non-exclusive.", ["No.", "The licence is non-exclusive."]),
    ("case-no-unchanged", "See Case No. The appeal failed.", ["See Case No. The appeal failed."]),
    ("bold-yes", "**Yes.** The Tenant may sublet.", ["**Yes.**", "The Tenant may sublet."]),
    ("quote", "> The Buyer pays.\n> The Seller ships.",
     ["> The Buyer pays.", "> The Seller ships."]),
    ("crlf", "- The Buyer pays\r\n- The Seller ships", ["- The Buyer pays", "- The Seller ships"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_markdown_sentences(text, expected):
    assert sentences(text) == expected


def test_list_marker_end():
    text = "  - item"
    assert list_marker_end(text, 0, len(text)) == 4
    assert list_marker_end("plain", 0, 5) == 0


def test_heading_end_is_none_for_prose():
    text = "The Buyer pays: promptly."
    assert markdown_heading_end(text, 0, len(text)) is None


_PIECES = [
    "- ", "* ", "• ", "1. ", "2) ", "(a) ", "# ", "**", "__", "*", "_", "|", "|---|", ":",
    "Payment", "The Buyer", "pays", "Yes", "No.", " – ", ".", "\n", "\n\n", " ", "\r\n", "the",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40).map("".join))
def test_markdown_sentence_spans_cover_text(text):
    previous_end = 0
    for start, end in split_sentences(text):
        assert previous_end <= start < end <= len(text)
        assert text[start:end] == text[start:end].strip()
        previous_end = end
    covered = "".join(text[s:e] for s, e in split_sentences(text))
    assert [c for c in covered if not c.isspace()] == [c for c in text if not c.isspace()]
