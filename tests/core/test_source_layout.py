"""How the layout of a printed source is read.

The texts are written for these tests. A page number on a line of its own, after a line that
stops in mid-sentence, is read as spaces (one for one, so offsets stay the same) and the
sentence reads on; so is a filing copy's page footer ("Source: FILER, form, date"), and a
printed page break whose next line opens in lower case after a number in brackets. A page that
ends a sentence keeps its break, a year or a street number on its own line is no page number,
and neither is a value under a label or an attribution. A value alone on its line under a short
label is named by the label (term sheets); a count after a slash with a singular unit ("30/360
day") is no period, while periods on either side of a slash stay periods.
"""

from __future__ import annotations

import pytest

from lexaudit.evidence.bundle import build_bundle
from lexaudit.text.segment import split_sentences

_CUT = (
    "9.3 In any event within two (2) years after the Closing, Northwind and\n\n14\n\n\n\n"
    "Harlow shall each cease all use of the Licensed Marks."
)


def _sentences(text: str) -> list[str]:
    return [text[a:b].strip() for a, b in split_sentences(text)]


def test_a_page_number_in_mid_sentence_reads_as_spaces() -> None:
    (chunk,) = build_bundle([_CUT])
    assert len(chunk.text) == len(_CUT)
    assert "14" not in chunk.text
    # the sentence reads on across the page: its period and its actors are one sentence
    assert [s for s in _sentences(chunk.text) if "two (2) years" in s] == [
        s for s in _sentences(chunk.text) if "cease all use" in s
    ]
    # before the join, the page number cut the sentence in two
    assert not [s for s in _sentences(_CUT) if "two (2) years" in s and "cease" in s]


@pytest.mark.parametrize("number", ["- 14 -", "Page 14", "Page 14 of 30"])
def test_other_page_number_forms_read_as_spaces(number: str) -> None:
    text = f"the Buyer shall pay the Supplier,\n\n{number}\n\nwithin thirty (30) days."
    (chunk,) = build_bundle([text])
    assert number not in chunk.text
    assert len(chunk.text) == len(text)


@pytest.mark.parametrize(
    "text",
    [
        # a filing copy's footer alone after a word in mid-sentence
        "the Reseller may not, without the Vendor's consent,\n\n"
        "Source: KESTREL HOLDINGS INC, 10-Q, 5/14/2012\n\nsublicense the Software.",
        # the page number and the footer, after a number in brackets, with lower case after
        "The Lease runs for twelve (12)\n\nPage 4 of 19\n\n"
        "Source: ORRIN BAY LTD, 8-K, 11/2/2016\n\n\n\nmonths from the Commencement Date.",
    ],
    ids=["footer", "number-and-footer"],
)
def test_a_filing_footer_in_mid_sentence_reads_as_spaces(text: str) -> None:
    (chunk,) = build_bundle([text])
    assert len(chunk.text) == len(text)
    assert "Source:" not in chunk.text
    # one sentence across the page
    assert len(_sentences(chunk.text)) == 1
    assert len(_sentences(text)) > 1


@pytest.mark.parametrize(
    "text",
    [
        # a value under a label is no page number, though lower case follows it
        "Cure Period (days)\n\n30\n\nafter written notice of breach",
        "Annual Leave Entitlement for staff on Grade B (days)\n\n25\n\nworking days per year",
        # an attribution is no filing footer: no filer in capitals and no form
        "according to industry estimates\n\nSource: Norvale Market Survey, 2/15/2011\n\n"
        "and the Company expects growth.",
    ],
    ids=["label-over-value", "long-label-over-value", "attribution"],
)
def test_a_label_or_an_attribution_is_no_page_break(text: str) -> None:
    (chunk,) = build_bundle([text])
    assert chunk.text == text


def test_a_filing_footer_after_a_full_sentence_stays() -> None:
    text = (
        "The Reseller shall pay the fees.\n\nSource: KESTREL HOLDINGS INC, 10-Q, 5/14/2012\n\n"
        "the Vendor shall deliver the Software."
    )
    (chunk,) = build_bundle([text])
    assert chunk.text == text


@pytest.mark.parametrize(
    "text",
    [
        # the page ends a sentence or introduces a list: the break stays
        "The Buyer shall pay the price.\n\n14\n\nThe Supplier shall deliver.",
        "The Supplier shall deliver the following:\n\n14\n\n(a) goods;",
        # a number in running text, not on a line of its own, is not a page number
        "the Buyer shall pay within\n14 days of delivery.",
        # a heading in capitals before the number is not a sentence cut short
        "ARTICLE 5\n\n14\n\nDEFINITIONS",
    ],
)
def test_a_break_that_ends_a_sentence_or_a_number_in_the_text_stays(text: str) -> None:
    (chunk,) = build_bundle([text])
    assert chunk.text == text


def test_a_value_alone_under_a_line_label_is_named_by_the_label(verifier) -> None:  # type: ignore[no-untyped-def]
    # a confirmation's term sheet: each line gives one value under its label, and the parse
    # runs the lines together
    source = (
        "Trade Date:             12 March 2024\n\n"
        "Effective Date          15 March 2024\n\n"
        "Termination Date:       15 March 2029\n\n"
        "Notional Amount:        USD 10,000,000\n"
    )
    report = verifier.verify("The trade ends on the termination date, 15 March 2029.", [source])
    assert report.label == "clean"
    wrong = verifier.verify("The trade ends on the termination date, 15 March 2024.", [source])
    assert wrong.label != "clean"


@pytest.mark.parametrize(
    "text", ["a 30/360 day count fraction", "a 1/2 day session", "an Actual/365 day basis"]
)
def test_a_ratio_or_a_fraction_is_no_period(text: str) -> None:
    from lexaudit.text.durations import find_durations

    assert find_durations(text) == []


@pytest.mark.parametrize(
    ("text", "values"),
    [("30 days/60 days", ["P30D", "P60D"]), ("12/24 months", ["P24M"])],
)
def test_periods_on_either_side_of_a_slash_stay_periods(text: str, values: list[str]) -> None:
    from lexaudit.text.durations import find_durations

    assert [m.value for m in find_durations(text)] == values


@pytest.mark.parametrize(
    "text",
    [
        "executed as of the 4th day of March,\n\n2019\n\nby their officers.",
        "to the attention of the General Counsel,\n\n1200\n\nHarbor Boulevard.",
    ],
    ids=["year", "street-number"],
)
def test_a_number_of_four_digits_on_its_own_line_is_no_page_number(text: str) -> None:
    (chunk,) = build_bundle([text])
    assert chunk.text == text
