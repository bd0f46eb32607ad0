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
