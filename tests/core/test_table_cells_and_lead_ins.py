"""Values in an answer's Markdown table, lead-ins over a list, a sentence's one value.

- A value in a table row fills the slot its row's first cell and its column's heading name:
  the other headings are other columns, and the row's other cells other values.
- A table's header row names its columns: its words ("| Point | Detail |") are no party, place
  or person of the answer.
- A line that ends with a colon, or a sentence that ends its line right above list items,
  introduces the lines below it and is read with them: when a third of its words are in those
  lines or a passage, no passage need hold the rest, but a value it states is still checked; a
  line that shares next to nothing with either is a claim.
- A claim that restates one source sentence, whose one value of the claim's type has a slot of
  a word or none (words run together in the copy), is compared with that value even where
  another sentence writes the claim's value.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

from lexaudit.extract.slots import slot_words
from lexaudit.verifier import Verifier

PRICE_LIST = (
    "Schedule B Price List Item Unit Price Reseller Margin Retail Price Harbor Kiosk - Base "
    "price $2,400,000 $240,000 $2,640,000 Extended Service Plan for 3 years $2,640,000 "
    "$1,320,000 $3,960,000 $1,560,000 $6,600,000 Item Unit Price Reseller Margin Retail Price "
    "Summit Kiosk - Base price $1,300,000 $130,000 $1,430,000 Extended Service Plan for 3 years"
)
TABLE = (
    "| kiosk | unit price | margin | retail |\n"
    "|---|---|---|---|\n"
    "| Harbor Kiosk | $2.4M | $240k | $2.64M |\n"
    "| Summit Kiosk | $1.3M | $130k | $1.43M |"
)

DUTIES = (
    "9.1 The Contractor shall keep complete records of all work performed. 9.2 The Contractor "
    "shall deliver monthly progress reports to the Owner within 10 days after each month. "
    "9.3 The Contractor shall permit the Owner to inspect the site once a quarter."
)

RUN_TOGETHER = (
    "(2) Whoever damages a public bridge shall be punished with rigorous imprisonment for a "
    "term which may extend to ten years, and shall also be liable to fine. (3) Whoever is one "
    "of three or more persons gathered for the purpose of damaging a public bridge shall be "
    "punished with rigorous imprisonment for a termwhichmay extend to seven years, and shall "
    "also be liable to fine."
)


def _findings(verifier: Verifier, source: str, answer: str) -> list[str]:
    report = verifier.verify(answer, [source])
    return [f.subtype.value for f in report.findings]


def test_a_table_cell_slot_is_its_row_and_its_column(verifier: Verifier) -> None:
    doc = verifier.extractor.nlp(TABLE)
    at = TABLE.index("$240k")
    slot = slot_words(doc, TABLE, at, at + len("$240k"))
    assert {"harbor", "margin"} <= slot
    # the other columns' headings and the row's other values are not this value's
    assert not slot & {"unit", "price", "retail", "2.4", "2.64m"}


def test_a_table_restating_the_sources_values_is_clean(verifier: Verifier) -> None:
    assert verifier.verify(TABLE, [PRICE_LIST]).label.value == "clean"


def test_a_wrong_value_in_a_table_cell_is_still_caught(verifier: Verifier) -> None:
    wrong = TABLE.replace("$1.3M", "$1.7M")
    report = verifier.verify(wrong, [PRICE_LIST])
    assert report.label.value != "clean"
    assert any("$1.7M" in f.content for f in report.findings)


def test_a_line_of_a_table_without_a_header_reads_its_own_row(verifier: Verifier) -> None:
    rows = "| Harbor Kiosk | $2.4M | $240k |\n| Summit Kiosk | $1.3M | $130k |"
    doc = verifier.extractor.nlp(rows)
    at = rows.index("$130k")
    assert {"summit", "kiosk"} <= slot_words(doc, rows, at, at + len("$130k"))


CHORES = (
    "- first chore: it keeps complete records of all work performed;\n"
    "- second chore: it delivers monthly progress reports to the Owner within 10 days after "
    "each month."
)


def test_a_lead_in_read_with_its_list_is_not_unsupported(verifier: Verifier) -> None:
    # a sixth of its words are in the sources; with the list below it, a third
    answer = "Paperwork chores under this part fall mostly on the Contractor:\n" + CHORES
    assert verifier.verify(answer, [DUTIES]).label.value == "clean"


def test_a_sentence_ending_its_line_right_above_the_list_introduces_it(
    verifier: Verifier,
) -> None:
    # the line before a list opens it whether it ends in a colon or a full stop
    answer = "Paperwork chores under this part fall mostly on the Contractor.\n" + CHORES
    assert verifier.verify(answer, [DUTIES]).label.value == "clean"


def test_the_same_sentence_away_from_the_list_is_judged_as_a_claim(verifier: Verifier) -> None:
    # a sentence with more of the paragraph after it, or a paragraph between it and the list,
    # introduces nothing
    run_on = (
        "Paperwork chores under this part fall mostly on the Contractor. Both sides keep "
        "copies.\n" + CHORES
    )
    assert "unsupported_claim" in _findings(verifier, DUTIES, run_on)
    apart = (
        "Paperwork chores under this part fall mostly on the Contractor.\n\nThe Contractor "
        "keeps complete records of all work performed.\n\n" + CHORES
    )
    assert "unsupported_claim" in _findings(verifier, DUTIES, apart)


def test_a_line_ending_in_a_colon_that_the_list_does_not_sum_up_is_a_claim(
    verifier: Verifier,
) -> None:
    answer = "The Owner may terminate the whole contract at any time without giving reasons:\n"
    assert "unsupported_claim" in _findings(verifier, DUTIES, answer + CHORES)
    # nor is a colon with nothing after it a lead-in
    assert "unsupported_claim" in _findings(verifier, DUTIES, answer)


def test_a_lead_in_with_a_value_no_source_states_is_unsupported(verifier: Verifier) -> None:
    answer = "Paperwork chores under this part fall on the Contractor for 18 months:\n" + CHORES
    assert "unsupported_claim" in _findings(verifier, DUTIES, answer)


def test_a_wrong_item_under_a_lead_in_is_caught(verifier: Verifier) -> None:
    answer = "Paperwork chores under this part fall mostly on the Contractor:\n" + CHORES.replace(
        "10 days", "30 days"
    )
    assert "value_mismatch" in _findings(verifier, DUTIES, answer)


def test_the_one_value_of_the_restated_sentence_is_the_claims(verifier: Verifier) -> None:
    answer = (
        "Being one of three or more persons gathered to damage a public bridge: up to ten "
        "years' rigorous imprisonment, with fine."
    )
    assert "value_mismatch" in _findings(verifier, RUN_TOGETHER, answer)
    right = answer.replace("ten years'", "seven years'")
    assert verifier.verify(right, [RUN_TOGETHER]).label.value == "clean"
    # the other sentence's penalty, restated, is still that sentence's
    other = "Damaging a public bridge: up to ten years' rigorous imprisonment, with fine."
    assert verifier.verify(other, [RUN_TOGETHER]).label.value == "clean"


RENT_TABLE = (
    "The lease in short:\n\n"
    "| Point | Detail |\n"
    "|---|---|\n"
    "| Monthly rent | $1,800, due on the 1st |\n"
    "| Security deposit | $3,600, paid before move-in |\n"
)
LEASE = (
    "Rent under this lease is $1,800 per month, payable on the first day of each month. The "
    "Tenant shall pay a security deposit of $3,600 before moving in."
)


def test_a_table_header_names_no_one(verifier: Verifier) -> None:
    report = verifier.verify(RENT_TABLE, [LEASE])
    assert not [f for f in report.findings if "Point" in f.content or "Detail" in f.content]
    assert report.label.value == "clean"
