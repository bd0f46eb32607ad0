import pytest

from lexaudit.text import find_section_refs, normalize_section_ref

SECTION_CASES = [
    ("Section 7.2(b)", "section 7.2(b)"),
    ("section 7.2 (b)", "section 7.2(b)"),
    ("Section 12(b)(6)", "section 12(b)(6)"),
    ("clause 4", "clause 4"),
    ("Clause 4.1", "clause 4.1"),
    ("Article 5", "article 5"),
    ("Article IV", "article iv"),
    ("Art. 21", "article 21"),
    ("Sec. 12", "section 12"),
    ("§ 5.1", "section 5.1"),
    ("§1983", "section 1983"),
    ("s. 420", "section 420"),
    ("paragraph 3(a)", "paragraph 3(a)"),
    ("para. 7", "paragraph 7"),
    ("Schedule 2", "schedule 2"),
    ("Exhibit A", "exhibit a"),
    ("Exhibit B-1", "exhibit b-1"),
    ("Rule 12(b)(6)", "rule 12(b)(6)"),
    ("Section 420A", "section 420a"),
    ("sub-section (2)", "subsection (2)"),
    ("clause (a)", "clause (a)"),
    ("Section 2(a)(i)", "section 2(a)(i)"),
    ("RULE 24B-2", "rule 24b-2"),
    # the US Code writes a section's letter in lower case
    ("section 488a(d)", "section 488a(d)"),
    ("§ 78j(b)", "section 78j(b)"),
]


@pytest.mark.parametrize(("surface", "value"), SECTION_CASES, ids=[c[0] for c in SECTION_CASES])
def test_normalize_section_ref(surface, value):
    assert normalize_section_ref(surface) == value


@pytest.mark.parametrize(("surface", "value"), SECTION_CASES, ids=[c[0] for c in SECTION_CASES])
def test_find_section_refs_exact_surface(surface, value):
    text = f"as provided in {surface}, the Buyer"
    matches = find_section_refs(text)
    assert [(m.surface, m.value) for m in matches] == [(surface, value)]


LISTS = [
    ("Sections 7.2 and 7.3", [("Sections 7.2", "section 7.2"), ("7.3", "section 7.3")]),
    (
        "Sections 7.2, 7.3 and 7.4",
        [("Sections 7.2", "section 7.2"), ("7.3", "section 7.3"), ("7.4", "section 7.4")],
    ),
    ("ss. 3 and 4", [("ss. 3", "section 3"), ("4", "section 4")]),
    ("Clauses 4 or 5", [("Clauses 4", "clause 4"), ("5", "clause 5")]),
    ("Exhibits A and B", [("Exhibits A", "exhibit a"), ("B", "exhibit b")]),
    ("Section 5 and I agree", [("Section 5", "section 5")]),
    # a sub-division after the first is the same section's
    ("s. 41(2)-(3)", [("s. 41(2)", "section 41(2)"), ("(3)", "section 41(3)")]),
    ("Section 9.1(a) and (c)", [("Section 9.1(a)", "section 9.1(a)"), ("(c)", "section 9.1(c)")]),
]


@pytest.mark.parametrize(("text", "expected"), LISTS, ids=[c[0] for c in LISTS])
def test_lists_give_one_match_per_number(text, expected):
    matches = find_section_refs(text)
    assert [(m.surface, m.value) for m in matches] == expected
    assert all(text[m.start : m.end] == m.surface for m in matches)


@pytest.mark.parametrize(
    "text", ["in this section the", "Exhibit the", "ss. A", "the sections apply", "Section (a)"]
)
def test_not_section_refs(text):
    assert find_section_refs(text) == []


def test_trailing_period_is_not_part_of_the_number():
    assert [m.surface for m in find_section_refs("see Section 2.1. The")] == ["Section 2.1"]


# a statute text as printed codes are extracted: a side-note word before the number, the
# sub-sections on their own lines, a cross-reference and a count inside the text
_CODE = (
    "Permits 58. (1) No person shall cut timber in a reserve without a permit.\n"
    "(2) A permit under sub-section (1) lasts for three (3) years and may be renewed.\n"
    "(3) The ranger may cancel a permit for breach of its conditions, namely:—\n"
    "(a) felling outside the marked area; or\n"
    "(b) removing timber at night.\n"
    "Fees 59. The fee for a permit is fixed by the Board under clause (c) of section 12."
)


@pytest.mark.parametrize(
    ("value", "printed"),
    [
        ("section 58", True),
        ("section 58(2)", True),
        ("section 58(3)(b)", True),
        ("section 59", True),
        # a sub-section the section does not open: "(4)" is nowhere, "(c)" only cited
        ("section 58(4)", False),
        ("section 59(c)", False),
        # nested labels are read in order: no "(c)" opens anywhere after "(1)"
        ("section 58(1)(c)", False),
        ("section 60", False),
    ],
)
def test_a_section_is_printed_with_the_sub_divisions_it_opens(value: str, printed: bool) -> None:
    from lexaudit.text.sections import section_in_text

    assert section_in_text(value, _CODE) is printed


def test_numbered_paragraphs_of_one_opinion_page_are_no_statute() -> None:
    from lexaudit.text.sections import printed_sections

    # a page cite that opens a line reads like a heading; one alone is no statute's section
    assert printed_sections("as the Court said, see 521 U.S., at\n326. But the rule holds.") == []
    assert [n for n, _, _ in printed_sections(_CODE)] == ["58", "59"]


# a printed code whose marginal notes run to several words, some in lower case, one broken by
# a hyphen at the line's end: each keeps its first line before the section's number
_NOTED = (
    "Fees for 71. (1) A licence to fish the lower reach costs forty rupees a season.\n"
    "(2) The fee is paid to the Warden.\n"
    "Close- 72. No person shall fish in the close season.\n"
    "Powers as to 73. The Warden may seize any net used in breach of section 72.\n"
    "Appeals 74. An order under section 73 may be appealed to the Collector."
)


def test_a_marginal_note_of_several_words_does_not_hide_the_heading() -> None:
    from lexaudit.text.sections import printed_sections

    assert [n for n, _, _ in printed_sections(_NOTED)] == ["71", "72", "73", "74"]


def test_a_sentence_that_runs_on_to_a_number_is_no_heading() -> None:
    from lexaudit.text.sections import printed_sections

    # a lower-case first word, or more than three words before the number, is running text
    text = "the fee under 71. The Warden collects it.\nFishing of any kind in the lake 72. Nets"
    assert printed_sections(text) == []


def test_a_line_of_running_text_ending_on_a_number_is_no_heading_out_of_order() -> None:
    from lexaudit.text.sections import headed_sections

    # a wrapped line of clause 3 ends "under clause 6." before a capital: it would be a
    # heading with a marginal note, but 6 does not fall between 3 and 4
    lease = (
        "3. Deposit. The deposit is held in a separate account. Any sum due from the\n"
        "Lessee under clause 6. The Lessor may take it from the deposit.\n"
        "4. Use. The premises are for office use only.\n"
        "5. Noise. No music after ten at night."
    )
    assert [n for n, _, _ in headed_sections(lease)] == ["3", "4", "5"]


def test_a_number_that_falls_back_between_sections_in_order_is_no_heading() -> None:
    from lexaudit.text.sections import headed_sections

    # a printed code's footnote at a line start between sections 212 and 213
    code = (
        "212. Fees.—The Registrar may charge a fee.\n"
        "1. Subs. by Act 9 of 1990, s. 4.\n"
        "213. Appeals.—An appeal lies to the Board.\n"
    )
    assert [n for n, _, _ in headed_sections(code)] == ["212", "213"]
    # sections out of order because two chunks were joined stay sections
    joined = "212. Fees.—The Registrar may charge a fee.\n14. Short title.—This Act is the Act.\n"
    assert [n for n, _, _ in headed_sections(joined)] == ["212", "14"]


def test_a_section_quoted_out_of_order_stays_a_section() -> None:
    from lexaudit.text.sections import headed_sections

    code = (
        "212. Fees.—The Registrar may charge a fee.\n"
        "14. Short title.—This Act may be called the Harbours Act.\n"
        "213. Appeals.—An appeal lies to the Board.\n"
    )
    assert [n for n, _, _ in headed_sections(code)] == ["212", "14", "213"]


# a lease of our own wording whose line breaks were lost, as in many filed contracts
_LEASE = (
    "9.1 Rent. The Tenant pays the rent monthly.  9.2 Late Payment. Interest runs on late rent. "
    "10. Repairs. (a) The Landlord keeps the roof sound. (b) The Tenant keeps the interior "
    "clean. 11. Notices. Notices go by post.\n"
    "SCHEDULE II\nThe inventory of fixtures.\n"
    "The deposit is 12.5 Euros per key; see clause 14 for keys."
)


@pytest.mark.parametrize(
    ("value", "printed"),
    [
        ("section 9.2", True),  # headed after a sentence's end
        ("clause 9.1", True),  # at the text's start, under another kind's name
        ("section 9", True),  # a part of it is headed
        ("section 10(b)", True),  # the pinpoint opens a provision of its body
        ("section 10(c)", False),  # no "(c)" in section 10
        ("section 11(a)", False),  # the "(a)" belongs to section 10, before 11's heading
        ("section 9.25", False),  # the number must end where the heading's does
        ("section 12", False),  # "12.5 Euros" is a value in a sentence, no heading
        ("section 14", False),  # cited, never headed
        ("schedule ii", True),  # a label on a line of its own
        ("exhibit b", False),
        ("subsection (b)", False),  # a bare sub-division: of which provision is not said
        ("subsection (d)", False),
    ],
)
def test_a_provision_is_printed_by_its_numbered_heading(value: str, printed: bool) -> None:
    from lexaudit.text.sections import provision_printed

    assert provision_printed(value, _LEASE) is printed


def test_a_sub_division_named_before_its_section_is_that_section_s() -> None:
    from lexaudit.text.sections import named_subdivisions

    text = (
        "as referred to in clause (ii) of sub-section (3) of section 174, or mentioned in "
        "sub-section (1) of section 174; see clause (b) of section 2 and section 9"
    )
    assert named_subdivisions(text) == {
        "section 174(3)",
        "section 174(3)(ii)",
        "section 174(1)",
        "section 2(b)",
    }
    assert named_subdivisions("the fee in section 9 of the lease") == frozenset()


def test_a_pinpoint_a_source_names_as_a_sub_division_is_grounded(verifier) -> None:  # type: ignore[no-untyped-def]
    source = (
        "31. Where a case is of the kind referred to in sub-section (2) of section 30, the "
        "nearest Collector shall hold an inquiry into the loss."
    )
    named = verifier.verify(
        "In cases under section 30(2) the Collector holds an inquiry.", [source]
    )
    other = verifier.verify(
        "In cases under section 30(4) the Collector holds an inquiry.", [source]
    )
    assert "ungrounded_entity" not in {f.subtype.value for f in named.findings}
    assert "ungrounded_entity" in {f.subtype.value for f in other.findings}
    assert named.fidelity > other.fidelity
