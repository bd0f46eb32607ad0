"""Property tests: offsets slice the text, matches do not overlap, normalising is stable."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from lexaudit.text import (
    find_dates,
    find_durations,
    find_money,
    find_numbers,
    find_percents,
    find_section_refs,
    find_values,
    normalize_date,
    normalize_duration,
    normalize_money,
    normalize_percent,
    normalize_section_ref,
    split_sentences,
)

FRAGMENTS = [
    "$1,250,000", "Rs. 5,00,000", "₹10 lakh", "INR 2 crore", "Five Thousand Dollars ($5,000)",
    "USD 3 million", "£2.5 million", "thirty (30) days", "one (1) year", "10 business days",
    "30-day", "March 1, 2020", "the 1st day of March 2020", "03/01/2020", "in 2019", "5%",
    "five percent (5%)", "12.5 per cent", "Section 7.2(b)", "Sections 7.2 and 7.3", "s. 420",
    "Exhibit A", "§ 5.1", "Fed. R. Civ. P. 12(b)(6)", "Inc.", "Corp.", "v.", "e.g.", "U.S.C.",
    "Id.", "et al.", "...", ". . .", "The", "Buyer", "shall", "pay", "within", "and", "of",
    "(a)", "(", ")", ".", ",", "?", "!", '"', "1", "7.2", "one hundred twenty", "No.", "J.",
    "\n", "\n\n", " ", "  ", "\t", "Mr.", "A.I.R.", "F. Supp. 2d", "ninety", "lakh", "$",
    "Rs. 5,00,000/- (Rupees Five Lakhs only)", "sub-section (2)", "clause (a)", "Cr.P.C.", "M/s.",
    "Ors.", "18.", "10.4", "No/100 Dollars", "2019", "Year", "-", "/", "five", "(5)", "days",
    "percent", "%", "Section", "Exhibit", "March", "1st day of",
]  # fmt: skip

texts = st.lists(st.sampled_from(FRAGMENTS), max_size=40).map(" ".join) | st.lists(
    st.sampled_from(FRAGMENTS), max_size=40
).map("".join)

FINDERS = [
    find_money,
    find_durations,
    find_dates,
    lambda text: find_dates(text, date_order="DMY"),
    find_percents,
    find_section_refs,
    find_numbers,
    find_values,
]


@settings(max_examples=200, deadline=None)
@given(text=texts)
def test_matches_slice_text_and_do_not_overlap(text):
    for finder in FINDERS:
        matches = finder(text)
        for match in matches:
            assert text[match.start : match.end] == match.surface
            assert match.start < match.end
        for before, after in zip(matches, matches[1:], strict=False):
            assert before.end <= after.start


NORMALIZERS = [
    (find_money, normalize_money),
    (find_durations, normalize_duration),
    (find_dates, normalize_date),
    (find_percents, normalize_percent),
]


@settings(max_examples=200, deadline=None)
@given(text=texts)
def test_normalizing_a_found_surface_gives_its_value(text):
    for finder, normalize in NORMALIZERS:
        for match in finder(text):
            # A surface found in context normalises, on its own, to the same value; doing it
            # again changes nothing.
            alone = normalize(match.surface)
            assert alone == match.value
            assert normalize(match.surface) == alone


@settings(max_examples=200, deadline=None)
@given(text=texts)
@example(text="sub-section (2) - (5)")
@example(text="Exhibit A , J.")
def test_section_ref_with_keyword_normalizes_to_its_value(text):
    for match in find_section_refs(text):
        # the later items of a list or range ("7.3" in "Sections 7.2 and 7.3", "(5)" in
        # "sub-section (2) - (5)", "J" in "Exhibit A, J") carry no keyword of their own
        later_item = match.surface[0].isdigit() or match.surface.startswith("(")
        if later_item or (len(match.surface) <= 4 and match.surface.isalnum()):
            continue
        assert normalize_section_ref(match.surface) == match.value


@settings(max_examples=200, deadline=None)
@given(text=texts | st.text(max_size=200))
def test_sentence_spans_cover_text(text):
    spans = split_sentences(text)
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        piece = text[start:end]
        assert piece == piece.strip()
        previous_end = end
    covered = "".join(text[start:end] for start, end in spans)
    assert [c for c in covered if not c.isspace()] == [c for c in text if not c.isspace()]
