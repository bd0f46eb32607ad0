"""A value's slot does not take the verb of the part after its semicolon.

A statute's history line lists what each law did to the section, one part per law, parted
by semicolons ("Added Pub. L. ..., Mar. 3, 1982, ...; redesignated § 58, Pub. L. ..., Apr.
9, 1986, ..."). The parser may hang the first part's date on the next part's verb, and the
first law's date then reads as the date of the redesignation. Texts written for these tests;
the real spaCy pipeline and verifier read them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.slots import slot_words
from lexaudit.verifier import Verifier

_GAP = "\u202f"  # the narrow space printed after "§" in the Code's history lines
_HISTORY = (
    f"(Added Pub. L. 97–210, title IV, §{_GAP}4102(c) , Mar. 3, 1982 , 96 Stat. 410 , "
    f"§{_GAP}51; redesignated §{_GAP}58, Pub. L. 99–18, title II, §{_GAP}3(b)(1) , Apr. 9, "
    f"1986 , 100 Stat. 77 ; amended Pub. L. 101–2, Feb. 8, 1989 .)"
)
_RENUMBERED = (
    f"(Added Pub. L. 101–45, title II, §{_GAP}2040(b) , May 5, 1989 , 103 Stat. 120 , "
    f"§{_GAP}22; renumbered §{_GAP}31, Pub. L. 104–12, title I, §{_GAP}7(a)(2) , Oct. 2, 1995 , "
    f"109 Stat. 88 ; amended Pub. L. 106–3, Jan. 4, 1999 .)"
)
_SECTION = (
    "§ 58. Reports on grants\nEach grantee shall file an annual report on the use of grant "
    "funds with the Secretary.\n" + _HISTORY
)


@pytest.mark.parametrize(
    ("text", "value", "verb"),
    [(_HISTORY, "Mar. 3, 1982", "redesign"), (_RENUMBERED, "May 5, 1989", "renumber")],
    ids=["redesignated", "renumbered"],
)
def test_the_next_parts_verb_is_not_in_the_slot(extractor, text, value, verb) -> None:  # type: ignore[no-untyped-def]
    doc = extractor.nlp(text)
    start = text.index(value)
    words = slot_words(doc, text, start, start + len(value))
    assert verb not in words, words
    assert "stat" in words, words  # the part's own words stay


def test_items_without_a_verb_keep_their_lead_in(extractor) -> None:  # type: ignore[no-untyped-def]
    text = "The Agent's fees are as follows: (a) $100 per hour of advice; and (b) $50 per page."
    doc = extractor.nlp(text)
    start = text.index("$50")
    assert "fee" in slot_words(doc, text, start, start + 3)


def test_the_year_of_the_redesignation_is_supported(verifier: Verifier) -> None:
    report = verifier.verify(
        "The section began as section 51 and was redesignated as section 58 in 1986.", [_SECTION]
    )
    conflicts = [c for cv in report.claims for c in cv.conflicts]
    assert not conflicts, report.claims
    assert report.label.value == "clean", report.claims


def test_another_year_for_the_redesignation_is_still_caught(verifier: Verifier) -> None:
    report = verifier.verify(
        "The section began as section 51 and was redesignated as section 58 in 1988.", [_SECTION]
    )
    assert report.label.value == "hallucinated", report.claims
