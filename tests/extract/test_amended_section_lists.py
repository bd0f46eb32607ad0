"""Lists of sections as India Code prints amended text.

Amended words stand in brackets, a footnote number stands on a line of its own, and a line
break may stand where a comma was dropped; the list still runs to the act named at its end,
and every section of it is that act's. The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.extract.citations import find_citations


def _keys(text: str) -> list[str]:
    return [c.canonical for c in find_citations(text)]


def test_brackets_and_a_footnote_number_inside_the_list() -> None:
    text = (
        "Where the accused is charged under section 323, section 324,\n4\n"
        "section 325, [section 326A, section 326B] or section 327 of the Indian Penal Code "
        "(45 of 1860), the court may proceed summarily."
    )
    assert _keys(text) == [f"IN/IPC/s{n}" for n in ("323", "324", "325", "326A", "326B", "327")]


def test_a_line_break_for_a_dropped_comma() -> None:
    text = (
        "an offence under section 403, [section 404\nsection 405] or section 406 of the "
        "Indian Penal Code"
    )
    assert _keys(text) == [f"IN/IPC/s{n}" for n in ("403", "404", "405", "406")]


def test_a_closing_bracket_before_the_act() -> None:
    assert _keys("under section 120, [section 121] of the Indian Penal Code") == [
        "IN/IPC/s120",
        "IN/IPC/s121",
    ]


def test_a_number_on_its_own_line_before_no_section_word_stays_an_item() -> None:
    # "7" on its own line is an item of the list here, not a footnote
    assert _keys("sections 5,\n7\nand 9 of the Indian Penal Code") == [
        "IN/IPC/s5",
        "IN/IPC/s7",
        "IN/IPC/s9",
    ]


def test_a_bracket_opened_before_the_first_section_word() -> None:
    assert _keys(
        "for an offence under [section 498A, section 498B] or section 499 of the Indian Penal Code"
    ) == [
        "IN/IPC/s498A",
        "IN/IPC/s498B",
        "IN/IPC/s499",
    ]


def test_a_break_parts_two_acts_sections() -> None:
    # a schedule's lines: each act governs its own line
    text = (
        "Dowry Prohibition Act, 1961, sections 3 and 4\n"
        "section 85 of the Bharatiya Nyaya Sanhita, 2023"
    )
    keys = _keys(text)
    assert "IN/BNS/s85" in keys
    assert "IN/BNS/s3" not in keys and "IN/BNS/s4" not in keys
    # a closing bracket the list did not open ends another act's sections
    keys = _keys(
        "[the Arbitration and Conciliation Act, 1996, section 34] or section 37 of the "
        "Commercial Courts Act, 2015"
    )
    assert "IN/CommercialCourtsAct2015/s37" in keys
    assert "IN/CommercialCourtsAct2015/s34" not in keys
