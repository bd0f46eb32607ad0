"""Internal references to sections, clauses, articles, schedules and exhibits.

Recognised: ``Section 7.2(b)``, ``Sections 7.2 and 7.3``, ``Clause 4.1``, ``Article 5``,
``Sec. 12``, ``§ 5.1``, ``s. 420``, ``paragraph 3(a)``, ``Schedule 2``, ``Exhibit A``, and
the Indian ``sub-section (2)`` and ``clause (a)``.

The value is lower-case ``"<kind> <number>"`` with the kind normalised (``Sec.``, ``§``,
``s.`` -> ``section``; ``Art.`` -> ``article``; ``para.``, ``¶`` -> ``paragraph``) and
spaces removed from the number (``7.2 (b)`` -> ``7.2(b)``). A list such as
``Sections 7.2, 7.3 and 7.4`` yields one match per number; the first covers the keyword.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lexaudit.text.matches import ValueMatch
from lexaudit.text.numbers import NUMBER_WORDS_RE

__all__ = [
    "HEADING_RE",
    "USC_HEADING_RE",
    "find_section_refs",
    "headed_sections",
    "normalize_section_ref",
    "section_number",
    "holds_pinpoint",
    "named_subdivisions",
    "printed_sections",
    "provision_printed",
    "same_provision",
    "section_in_text",
    "sections_of",
]

_KINDS: dict[str, str] = {
    "section": "section", "sections": "section", "sec": "section", "secs": "section",
    "sec.": "section", "secs.": "section", "§": "section", "§§": "section",
    "s.": "section", "ss.": "section",
    "subsection": "subsection", "subsections": "subsection", "sub-section": "subsection",
    "sub-sections": "subsection",
    "clause": "clause", "clauses": "clause", "cl.": "clause",
    "article": "article", "articles": "article", "art.": "article", "arts.": "article",
    "paragraph": "paragraph", "paragraphs": "paragraph", "para.": "paragraph",
    "paras.": "paragraph", "para": "paragraph", "¶": "paragraph", "¶¶": "paragraph",
    "schedule": "schedule", "schedules": "schedule", "sch.": "schedule",
    "exhibit": "exhibit", "exhibits": "exhibit", "annex": "annex", "annexes": "annex",
    "annexure": "annexure", "annexures": "annexure", "appendix": "appendix",
    "appendices": "appendix", "attachment": "attachment", "attachments": "attachment",
    "rule": "rule", "rules": "rule", "chapter": "chapter",
    "chapters": "chapter",
}  # fmt: skip

_KEYWORD = (
    r"(?P<kw>(?i:sub-?sections?|sections?|secs?\.|sec\b|clauses?|cl\.|articles?|arts?\.|"
    r"paragraphs?|paras?\.|schedules?|sch\.|exhibits?|annexures?|annex(?:es)?|appendix|"
    r"appendices|attachments?|rules?|chapters?)|§§?|¶¶?|(?<![\w.])ss?\.(?=\s?\d))"
)
# 7.2(b)(iii), 420A, 1983, IV, A-1; letters only for exhibit-like kinds (checked in code).
_NUMBER = (
    # a letter after the number: "Section 124A" (Indian codes), "section 488a" (US Code)
    r"(?:\d+(?:[A-Z](?:-\d+)?|[a-z](?![A-Za-z]))?(?:\.\d+[A-Za-z]?)*"
    r"(?:\s?\((?:[a-z]{1,4}|[A-Z]|\d{1,3})\))*"
    r"|[IVXL]{1,6}(?![A-Za-z])(?:\.\d+)*(?:\s?\((?:[a-z]{1,4}|\d{1,3})\))*"
    r"|[A-Z](?:-?\d+)?(?![A-Za-z])"
    r"|\((?:\d{1,3}[A-Za-z]?|[a-z]{1,4})\)(?:\((?:[a-z]{1,4}|\d{1,3})\))*)"
)
# a statute's enumeration: "any of the following sections, namely, 302, 304 and 382"
_NAMELY = r"(?:\s*,?\s*(?i:namely|viz\.?)\s*[,:]?)?"
_REF = re.compile(
    rf"(?=[SsCcAaPpEeRr§¶])(?<![A-Za-z]){_KEYWORD}{_NAMELY}\s*(?P<first>{_NUMBER})"
    rf"(?P<rest>(?:\s*(?:,|,?\s*(?i:and|or|through|to)|-|–)\s*{_NUMBER}(?![\w%]))*)"
)
_LIST_ITEM = re.compile(rf"(?:,|(?i:\band\b|\bor\b|\bthrough\b|\bto\b)|-|–)\s*(?P<num>{_NUMBER})")
_LETTER_KINDS = frozenset(
    {"exhibit", "schedule", "annex", "annexure", "appendix", "attachment", "article"}
)
_SPACE = re.compile(r"\s+")


def _kind(keyword: str) -> str:
    return _KINDS.get(keyword.lower(), "section")


_PAREN_KINDS = frozenset({"subsection", "clause", "paragraph"})


def _acceptable(kind: str, number: str) -> bool:
    if number[0].isdigit():
        return True
    if number[0] == "(":
        return kind in _PAREN_KINDS  # Indian style: "sub-section (2)", "clause (a)"
    if number[0] in "IVXL" and kind in ("article", "chapter", "schedule", "part", "section"):
        return True
    return kind in _LETTER_KINDS


def find_section_refs(text: str) -> list[ValueMatch]:
    """Find references to sections, clauses, articles, schedules and exhibits.

    Args:
        text: The raw text.

    Returns:
        Non-overlapping ``kind="section_ref"`` matches sorted by start, ``value`` like
        ``"section 7.2(b)"`` or ``"exhibit a"``.

    Examples:
        >>> [m.value for m in find_section_refs("under Sections 7.2 and 7.3")]
        ['section 7.2', 'section 7.3']
    """
    found: list[ValueMatch] = []
    for m in _REF.finditer(text):
        kind = _kind(m.group("kw"))
        first = m.group("first")
        if not _acceptable(kind, first):
            continue
        end = m.end("first")
        value = f"{kind} {_SPACE.sub('', first)}".lower()
        found.append(ValueMatch(m.start(), end, "section_ref", value, text[m.start() : end]))
        rest_start = m.start("rest")
        for item in _LIST_ITEM.finditer(m.group("rest")):
            number = _SPACE.sub("", item.group("num"))
            if number[0] == "(" and first[0].isdigit() and "(" in first:
                # "s. 302(2)-(3)", "Section 5(1) and (4)": a sub-division of the same section
                number = _SPACE.sub("", first)[: _SPACE.sub("", first).rfind("(")] + number
            elif not _acceptable(kind, number) or number[0].isdigit() != first[0].isdigit():
                break
            start = rest_start + item.start("num")
            stop = rest_start + item.end("num")
            value = f"{kind} {number}".lower()
            found.append(ValueMatch(start, stop, "section_ref", value, text[start:stop]))
    return found


def normalize_section_ref(surface: str) -> str | None:
    """Return the canonical value of a single section reference.

    Args:
        surface: For example ``"Sec. 12"`` or ``"§ 5.1"``.

    Returns:
        ``"section 12"``, ``"section 5.1"``; ``None`` if the text holds no reference or
        more than one.
    """
    matches = find_section_refs(surface)
    return matches[0].value if len(matches) == 1 else None


# a statute's section heading: "325. Punishment for ...", "326A. Voluntarily ...", "(1) Whoever
# ..." after the number, at a line start, where text taken from a printed code may keep the
# first line of the marginal note before the number: a capitalised word and up to three more
# in lower case, the last one perhaps broken by a hyphen ("Presumption 117.When the question",
# "Evidence as to 147. Any witness", "Cross- 144.A person"); such a heading must fall in
# order between its neighbours (:func:`headed_sections`). On the BNS, BNSS and BSA texts of
# the shared data this finds 325, 517 and 160 headings (of 358, 531 and 170 sections) where
# capitalised words alone found 238, 333 and 101.
MARGIN_NOTE = r"(?:[A-Z][a-z]+-?(?:[ \t]+[a-z]+-?){0,3}[ \t]+)?"
HEADING_RE = re.compile(rf"(?m)^\s*{MARGIN_NOTE}(\d{{1,3}}[A-Z]{{0,3}})\.\s*(?:\(1\)\s*)?[A-Z(\[]")


def headed_sections(text: str) -> list[tuple[str, int, int]]:
    """The headed sections of a statute text as ``(number, start, end)``.

    Each body runs from its heading to the next one. A heading with words of a marginal note
    before its number must fall in order between the headings around it: a line of running
    text that ends on a number ("Tenant under clause 9. The Landlord ...") is no heading. A
    footnote recording an amendment ("1. Subs. by Act 12 of 1991, s. 2, ...") is none either.
    """
    found = [m for m in HEADING_RE.finditer(text) if not amendment_note(text, m.start(1))]
    headings = [
        m
        for i, m in enumerate(found)
        if not (_noted(m) and not _in_order(found, i))
        and not (_dips(found, i) and not _STATUTE_HEADING.match(text, m.start(1)))
    ]
    return [
        (m.group(1), m.start(1), headings[i + 1].start() if i + 1 < len(headings) else len(text))
        for i, m in enumerate(headings)
    ]


# a printed code's footnote of amendment at a line start: "1. Subs. by Act 12 of 1991, s. 2,
# for certain words (w.e.f. 1-4-1991).", "2. Ins. by s. 3, ibid.", "3. Certain words omitted
# by Act 7 of 2003"; the marks are those of the Government of India's printed codes
_AMENDMENT_NOTE = re.compile(
    r"\(w\.e\.f\.|\b(?:Subs|Ins|Rep)\.\s|\b(?:omitted|added|inserted|substituted|repealed)"
    r"\s+by\s+(?:Act|s\.)",
    re.IGNORECASE,
)
_NOTE_LINE = 160  # characters of a heading's line read for the marks of a footnote


def amendment_note(text: str, start: int) -> bool:
    """The numbered line at ``start`` is a footnote recording an amendment, not a section."""
    end = text.find("\n", start, start + _NOTE_LINE)
    return _AMENDMENT_NOTE.search(text, start, end if end >= 0 else start + _NOTE_LINE) is not None


def _in_order(found: list[re.Match[str]], i: int) -> bool:
    """Heading ``i`` falls in order between the headings around it."""
    return (i == 0 or _order(found[i - 1]) < _order(found[i])) and (
        i + 1 == len(found) or _order(found[i]) < _order(found[i + 1])
    )


def _dips(found: list[re.Match[str]], i: int) -> bool:
    """Heading ``i`` numbers below both headings around it, which follow each other in order.

    A code prints its sections in order, so a number that falls back between two sections in
    sequence ("212. ...", "1. Subs. by Act 9 of 1990 ...", "213. ...") is a footnote or a
    list item the printed page put at a line start, not a section, unless it reads as a
    statute's heading ("14. Short title.—This Act ...": a section quoted out of order).
    """
    if i == 0 or i + 1 == len(found):
        return False
    before, this, after = (_order(found[k]) for k in (i - 1, i, i + 1))
    return this < before < after


def _noted(heading: re.Match[str]) -> bool:
    """The heading keeps words of a marginal note before its number."""
    return any(c.isalpha() for c in heading.string[heading.start() : heading.start(1)])


def _order(heading: re.Match[str]) -> tuple[int, str]:
    """A heading's number as a sort key: "326A" after "326"."""
    number = heading.group(1)
    digits = re.match(r"\d+", number)
    return (int(digits.group()) if digits else 0, number[digits.end() if digits else 0 :])


# a US Code section as the code prints it: "§ 9. Award of arbitrators; ..."
USC_HEADING_RE = re.compile(r"(?m)^\s*§\s*(\d{1,5}[a-z]?)\.\s+[A-Z]")


@lru_cache(maxsize=512)
def sections_of(text: str) -> tuple[tuple[str, int, int], ...]:
    """The headed sections of a text, Indian-code or US-Code style, as ``(NUMBER, start, end)``.

    Numbers are upper-case (``"326A"``). A text with headings of both styles uses the style
    with more of them.
    """
    usc = list(USC_HEADING_RE.finditer(text))
    coded = headed_sections(text)
    if len(usc) > len(coded):
        return tuple(
            (m.group(1).upper(), m.start(), usc[i + 1].start() if i + 1 < len(usc) else len(text))
            for i, m in enumerate(usc)
        )
    return tuple((n.upper(), start, end) for n, start, end in coded)


def section_number(value: str) -> str | None:
    """The section number of a section reference value, sub-divisions dropped.

    ``"section 318(2)"`` -> ``"318"``, ``"section 326a"`` -> ``"326A"``; ``None`` for other kinds
    (clauses, exhibits) and for numbers with dots (contract clauses such as ``7.2``).
    """
    kind, _, number = value.partition(" ")
    if kind != "section":
        return None
    base = number.split("(", 1)[0]
    return base.upper() if re.fullmatch(r"\d{1,5}[A-Za-z]{0,3}", base) else None


# a heading that reads as a statute's even alone: sub-section (1) opens the body, or a short
# title ends in a dash ("503. Criminal intimidation.—Whoever"); a page cite of an opinion
# ("326. But ...") does not
_STATUTE_HEADING = re.compile(r"\d{1,3}[A-Z]{0,3}\.\s*(?:\(1\)|[^\n]{0,100}?\.\s*[—–-])")


def printed_sections(text: str) -> list[tuple[str, int, int]]:
    """The sections a statute text prints, as ``(NUMBER, start, end)`` (see :func:`sections_of`).

    US Code sections ("§ 9. Award of ...") count; headings in the style of the Indian codes
    count when the text prints two or more of them, or when the one reads as a statute's
    (:data:`_STATUTE_HEADING`).
    """
    found = sections_of(text)
    return [
        (n, start, end)
        for n, start, end in found
        if len(found) > 1
        or text[start:end].lstrip().startswith("§")
        or _STATUTE_HEADING.match(text, start)
    ]


# words after which a bracketed label cites or counts rather than opens a provision: "under
# sub-section (2) of section 64", "clauses (a) and (b)", "three (3) years"
_CITING = re.compile(
    r"(?:\b(?i:sub-?sections?|sections?|sub-?clauses?|clauses?|paragraphs?|items?|and|or|to|"
    rf"of|under|in|with)|\d+|{NUMBER_WORDS_RE})\s*$"
)


def _opens(body: str, label: str, pos: int) -> int | None:
    """Where the first sub-division ``(label)`` that opens a provision ends, from ``pos``."""
    for found in re.finditer(rf"\({re.escape(label)}\)", body[pos:], re.I):
        start = pos + found.start()
        before = body[max(0, start - 20) : start]
        # a label that opens a line always opens a provision ("...; or\n(b) removing")
        if not before.strip(" \t") or before.rstrip(" \t").endswith("\n"):
            return pos + found.end()
        if not _CITING.search(before):
            return pos + found.end()
    return None


# a statute's cross-reference that names a sub-division before its section, as Indian codes
# write them: "sub-section (3) of section 174", "clause (i) of sub-section (3) of section 174",
# "clause (b) of section 2"
_SUBDIVISION_OF = re.compile(
    r"(?<![\w-])(?:clause\s*\((?P<clause>[a-z]{1,4}|\d{1,3})\)\s+of\s+)?"
    r"(?:sub-?section\s*\((?P<sub>\d{1,3}[A-Z]?)\)\s+of\s+)?"
    r"section\s+(?P<section>\d{1,5}[A-Z]{0,3})(?![\w(])",
    re.IGNORECASE,
)


def named_subdivisions(text: str) -> frozenset[str]:
    """The sub-divisions of sections a text names before their section, as reference values.

    "clause (i) of sub-section (3) of section 174" names ``section 174(3)(i)`` and, in it,
    ``section 174(3)``; "clause (b) of section 2" names ``section 2(b)``. A section named alone
    is left to :func:`find_section_refs`.
    """
    found: set[str] = set()
    for m in _SUBDIVISION_OF.finditer(text):
        path = [
            f"({p.lower() if p.isalpha() else p})" for p in (m.group("sub"), m.group("clause")) if p
        ]
        for k in range(1, len(path) + 1):
            found.add(f"section {m.group('section')}{''.join(path[:k])}".lower())
    return frozenset(found)


def holds_pinpoint(value: str, body: str) -> bool:
    """Whether a section's ``body`` opens each sub-division a reference value pinpoints.

    ``"section 173(3)(b)"``: a "(3)" opens a provision of the body, and a "(b)" one after it.
    """
    pos: int | None = 0
    for label in re.findall(r"\(([0-9a-z]{1,4})\)", value.partition(" ")[2].lower()):
        pos = _opens(body, label, pos or 0)
        if pos is None:
            return False
    return True


def section_in_text(value: str, text: str) -> bool:
    """Whether a statute text prints the section a reference value names, with its pinpoint.

    ``"section 173(3)"`` is in a text headed "173. (1) Every information ..." whose section
    opens a sub-section "(3)".
    """
    number = section_number(value)
    return number is not None and any(
        n == number and holds_pinpoint(value, text[start:end])
        for n, start, end in printed_sections(text)
    )


def same_provision(a: str, b: str) -> bool:
    """Two section values that name one provision, or one a pinpoint inside the other.

    One number under another kind's name ("clause 7.2" / "Section 7.2"), written another way
    ("5(2)" / "5.2"), a pinpoint inside the other ("section 7.3(a)(iv)" in "Section 7.3(a)",
    "Section 5.15" in "Section 5"), or a bare sub-division the other ends with ("subsection
    (a)" / "section 12(a)", read inside section 12). A bare number counts as a value too.
    """
    x, y = _provision_path(a), _provision_path(b)
    return (
        x == y
        or x.startswith(y + ".")
        or y.startswith(x + ".")
        or (x.startswith(".") and y.endswith(x))
        or (y.startswith(".") and x.endswith(y))
    )


def _provision_path(value: str) -> str:
    """A section value's number as dotted parts: "section 5(2)(a)" -> "5.2.a"; "(a)" -> ".a"."""
    number = value.split(" ", 1)[-1].lower().replace(" ", "")
    return re.sub(r"\(([^)]*)\)", r".\1", number)


# kinds a document prints as a numbered heading ("9.2 Late Payment. ...", "12. Notices.",
# "ARTICLE 14 TERM", "Section 5.1 Rent") and kinds it prints by their label
# ("SCHEDULE I", "Exhibit A" on a line of their own)
_NUMBERED_KINDS = frozenset({"section", "clause", "article", "paragraph"})
_HEADING_WORD = r"(?:(?i:section|sec\.|clause|article|art\.|paragraph|para\.)\s+)?"
# where a heading may stand: at a line start, or after a sentence's end in text whose line
# breaks were lost ("... within thirty (30) days. 7.3 Insurance. The Tenant ...")
_HEADING_START = r"(?:^|(?<=\n)|(?<=[.;:]\s)|(?<=[.;:]\s\s))[ \t]*"
# what follows a heading's number: a capitalised word, an opening bracket or quote
_HEADING_NEXT = r"(?:\.\s*|\s+)(?=[A-Z(\[\"“])"
_ANY_HEADING = re.compile(rf"(?m){_HEADING_START}{_HEADING_WORD}\d+(?:\.\d+)*{_HEADING_NEXT}")


@lru_cache(maxsize=1024)
def provision_printed(value: str, text: str) -> bool:
    """Whether a text prints the provision a reference value names, as documents number them.

    A contract or code prints its provisions headed by their numbers, and a reference names
    one by that number: "Section 9.2" is printed by a text with a provision headed "9.2
    Late Payment. ..." (the number must end there: not "9.25" or "9.2.1"), "section 4(a)" by
    "10. Repairs. (a) The Landlord keeps ..." (the pinpoint opens a provision of its body, up
    to the next heading), "Schedule I" by a line "SCHEDULE I". A bare sub-division
    ("sub-section (3)") is not: which provision it is part of is not said.
    """
    kind, _, number = value.partition(" ")
    base = number.split("(", 1)[0]
    if not base:
        # a bare sub-division ("sub-section (3)") names a part of a provision the reference
        # leaves unsaid: which one is not known here
        return False
    if kind in _LETTER_KINDS - _NUMBERED_KINDS:
        label = re.escape(base)
        return re.search(rf"(?mi)^[ \t]*{kind}[ \t]+{label}\b", text) is not None
    if kind not in _NUMBERED_KINDS or not re.fullmatch(r"\d+(?:\.\d+)*[a-z]?", base, re.I):
        return False
    # a provision is printed by its heading, and (with no pinpoint) by a heading of one of
    # its parts: "Section 9" by "9.2 Late Payment. ..."
    part = r"(?:\.\d+)*" if base == number else ""
    heading = re.compile(
        rf"(?m){_HEADING_START}{_HEADING_WORD}{re.escape(base)}{part}(?![\d.]\d|[A-Za-z])"
        rf"{_HEADING_NEXT}",
        re.I if base[-1].isalpha() else 0,
    )
    for found in heading.finditer(text):
        following = _ANY_HEADING.search(text, found.end())
        body = text[found.end() : following.start() if following else len(text)]
        if holds_pinpoint(value, body):
            return True
    return False
