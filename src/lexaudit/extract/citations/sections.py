"""Sections and articles of named acts, for every jurisdiction that writes them in words.

``Section 420 IPC``, ``s. 420 IPC``, ``Sections 302 and 34 IPC``, ``Section 302 read with
Section 34 of the Indian Penal Code, 1860``, ``section 2 of the Human Rights Act 1998``,
``Article 21 of the Constitution``, ``Article 6(1)(f) GDPR``, ``Article 17 of Regulation (EU)
2016/679``. Which jurisdiction a citation belongs to follows from the act it names (the alias
table in :mod:`.canonical`), not from the word "Section" or "Article": ``Article 21 of the
GDPR`` is EU, ``Article 21 of the Constitution`` is Indian.
"""

from __future__ import annotations

import re

from lexaudit.extract.citations.canonical import ACTS, Act, resolve_act, section_key, slug_act
from lexaudit.extract.citations.model import Citation
from lexaudit.types import Span

# "(1)", "(ia)", and "(i-a)", the hyphenated spelling of "(ia)" many judgments use
_SUB = r"(?:\s?\((?:\d{1,3}[A-Za-z]?|[a-z]{1,4}(?:-[a-z]{1,2})?)\))"
_ITEM = rf"\d{{1,4}}(?:-?[A-Z]{{1,3}}\b)?{_SUB}*"
# "s 2(1)" and "ss 1 and 2" without a dot are the English (OSCOLA) style
_SECTION_WORD = (
    r"(?:[Ss]ections?|SECTIONS?|[Ss]ecs?\.|[Ss]s?\.|(?<![\w'’])[Ss]s?(?=\s\d)|[Uu]/[Ss]{1,2}\.?"
    r"|§§?)"
)
_ARTICLE_WORD = r"(?:[Aa]rticles?|ARTICLES?|[Aa]rts?\.)"
# the characters a section or article word starts with
_WORD_FIRST = r"(?=[SsUu§Aa])"
# India Code's texts mark amended words with brackets and a footnote number on a line of its
# own ("section 211,\n3\nsection 214, [section 214A, section 214B] or section 215"): the
# list runs on through them, and through a line break that stands for a dropped comma before
# the next section word, or through a closing bracket that stands for one ("[section 214A,
# section 214B] section 215"); a footnote number is one only where a section word follows it
_SEP = (
    r"(?:\]?\s*(?:,\s*(?:and\s+|&\s*)?|\s(?:and|or|to)\s|\s?[&–]\s?|/|\s(?:read\s+with|r/w)\s"
    rf"|\n(?={_SECTION_WORD})|(?<=\])\s(?={_SECTION_WORD}))\s*"
    rf"(?:(?<=\n)\d{{1,3}}\n\s*(?={_SECTION_WORD}))?\[?"
    rf"(?:{_SECTION_WORD}\s*|{_ARTICLE_WORD}\s*)?)"
)
_LIST = rf"{_ITEM}(?:{_SEP}{_ITEM})*"
_FOOTNOTE = re.compile(rf"(?<=\n)\d{{1,3}}\n\s*(?={_SECTION_WORD})")
_RANGE_RE = re.compile(r"\s(?:to)\s|\s?–\s?")
# the Indian gazette prints the number of an Act a section refers to in the margin beside
# the reference ("... punishable under section 409 of | 45 of 1860. the Indian Penal Code");
# a text taken from the PDF puts that note at the start of the line, inside the reference
_MARGIN_ACT_NUMBER = r"(?<=\n)\d{1,4}\s+of\s+(?:1[89]|20)\d\d\."
_MAX_RANGE = 30  # "Sections 107 to 110" gives 107, 108, 109, 110; longer ranges keep the ends


def _abbr_pattern(name: str) -> str:
    """A regex for an abbreviation or name with flexible dots and spaces."""
    out = []
    name = name.rstrip(".")  # a final dot is left outside the span (it may end the sentence)
    for i, ch in enumerate(name):
        if ch == ".":
            out.append(r"\.?\s?")
        elif ch == " ":
            # a text taken from print may run two words of a name together before a capital
            # ("the Indian PenalCode")
            glued = name[i - 1 : i].islower() and name[i + 1 : i + 2].isupper()
            out.append(r"\s*" if glued else r"\s+")
        elif ch == ",":
            out.append(r",?")
        else:
            out.append(re.escape(ch))
    return "".join(out)


def _names_alternation() -> str:
    names: set[str] = set()
    for act in ACTS:
        for name in (act.title, act.short, *act.aliases):
            names.add(name)
    ordered = sorted(names, key=len, reverse=True)
    return "|".join(_abbr_pattern(n) for n in ordered)


_KNOWN = _names_alternation()
# an act named in words, possibly unknown: "the Foo Bar Act, 1999" / "the Companies Act 2006"
_NAMED = (
    r"[A-Z][A-Za-z]+(?:\s+(?:[A-Z][A-Za-z()]+|of|and|for|the|to|on|from|in))*?"
    r"\s+(?:Act|Code|Sanhita|Adhiniyam|Ordinance|Rules|Regulations)(?P<year_sep>,?\s*)(?P<year>\d{4})"
)
_EU_INSTRUMENT = (
    r"(?:Regulation\s+\((?:EU|EC|EEC)\)\s+(?:No\.?\s*)?\d+/\d+"
    r"|Directive\s+(?:\((?:EU|EC|EEC)\)\s+)?\d+/\d+(?:/(?:EC|EEC|EU))?)"
)
_YEAR_SUFFIX = r"(?:,?\s*(?P<kyear>1[89]\d\d|20\d\d)\b(?!\s*\)))?"

# The leading lookahead (here and in PREFIX_RE) changes nothing about what matches; it lets the
# regex engine reject most positions with one character test instead of trying every
# alternative there, which makes these scans several times faster.
SECTION_RE = re.compile(
    rf"{_WORD_FIRST}(?P<word>{_SECTION_WORD}|{_ARTICLE_WORD})\s*(?P<list>{_LIST})"
    # "Section 304 Part II IPC": the part of a section that sets the punishment
    rf"(?:\s+Part\s+I{{1,2}}\b)?"
    # an amendment's closing bracket may stand between the list and its act
    rf"\]?(?:\s*,?\s*(?:of\s+|under\s+|in\s+)?(?:{_MARGIN_ACT_NUMBER}\s*)?(?:the\s+)?"
    rf"(?:(?P<known>(?<![A-Za-z])(?:{_KNOWN}))(?![A-Za-z]){_YEAR_SUFFIX}"
    rf"|(?P<eu>{_EU_INSTRUMENT})"
    rf"|(?P<named>{_NAMED})))",
)


def _first_letters() -> str:
    """A lookahead for the characters an act name can start with ("" when it cannot tell)."""
    firsts = {name[0] for act in ACTS for name in (act.title, act.short, *act.aliases)}
    if not firsts or firsts & {".", " ", ","}:  # _abbr_pattern makes these optional
        return ""
    return f"(?=[{re.escape(''.join(sorted(firsts)))}])"


# "IPC Section 420", "BNS s. 103"
PREFIX_RE = re.compile(
    rf"{_first_letters()}(?<![A-Za-z])(?P<known>{_KNOWN})(?![A-Za-z])\s*,?\s*"
    rf"(?P<word>{_SECTION_WORD}|{_ARTICLE_WORD})\s*(?P<list>{_LIST})"
)
_ITEM_RE = re.compile(rf"(?P<num>\d{{1,4}}(?:-?[A-Z]{{1,3}}\b)?)(?P<subs>{_SUB}*)")
# a US state (or the Model Penal Code) just before "Penal Code": a US code, not the IPC
_US_STATE_BEFORE_RE = re.compile(
    r"(?:\b(?:Model|Cal(?:ifornia|\.)?|Tex(?:as|\.)?|N\.\s?Y\.|New\s+York|Fla\.|Ill\.|Mass\."
    r"|Pa\.|Ohio|Ga\.|Mich\.|Minn\.|Wash\.|Ariz\.|Colo\.|Nev\.|Or\.|Va\.|N\.\s?J\.|La\.|Ala\."
    r"|Mont\.|Idaho|Utah|Kan\.|Mo\.|Okla\.|Ind\.|Wis\.|Iowa|Conn\.|Haw\.|Alaska)\s*)$"
)
_EU_RE = re.compile(
    r"(?P<type>Regulation|Directive)\s+(?:\((?P<series>EU|EC|EEC)\)\s+)?(?P<no>No\.?\s*)?"
    r"(?P<a>\d+)/(?P<b>\d+)(?:/(?P<suffix>EC|EEC|EU))?"
)


def eu_instrument_key(text: str) -> str | None:
    """The key of an EU Regulation or Directive named in ``text`` (``EU/REG/2016/679``)."""
    m = _EU_RE.search(text)
    if m is None:
        return None
    kind = "REG" if m.group("type") == "Regulation" else "DIR"
    a, b = m.group("a"), m.group("b")
    year_first = len(a) == 4 or (m.group("series") is None and len(a) == 2)
    if m.group("no") or (m.group("series") in ("EC", "EEC") and kind == "REG" and len(b) == 4):
        year_first = False  # old style: Regulation (EC) No 1907/2006 is number/year
    year, number = (a, b) if year_first else (b, a)
    if len(year) == 2:
        year = ("19" if int(year) >= 50 else "20") + year
    return f"EU/{kind}/{year}/{int(number)}"


def _act_for(m: re.Match[str]) -> tuple[str, str, Act | None] | None:
    """Resolve the act a match names: (act key, jurisdiction, Act or None)."""
    if m.group("known"):
        act = resolve_act(m.group("known"))
        if act is None:
            return None
        kyear = m.groupdict().get("kyear")
        if kyear and kyear not in act.title and re.search(r"\d{4}", act.title):
            # "Limitation Act 1980" (UK) is not the "Limitation Act, 1963" (India)
            between = m.string[m.end("known") : m.start("kyear")]
            jurisdiction = "IN" if "," in between else "UK"
            return slug_act(f"{m.group('known')} {kyear}", jurisdiction), jurisdiction, None
        return act.key, act.key.split("/", 1)[0], act
    if "eu" in m.groupdict() and m.group("eu"):
        key = eu_instrument_key(m.group("eu"))
        return (key, "EU", None) if key else None
    named = m.groupdict().get("named")
    if named:
        named = re.sub(r"^(?:[Tt]he\s+)?(?:UK|U\.K\.|United\s+Kingdom)\s+", "", named)
        act = resolve_act(named)
        if act is not None:
            return act.key, act.key.split("/", 1)[0], act
        name = re.sub(r"^(?:the|The)\s+", "", named)
        indian = "," in (m.group("year_sep") or "") or re.search(r"Sanhita|Adhiniyam", name)
        jurisdiction = "IN" if indian else "UK"
        return slug_act(name, jurisdiction), jurisdiction, None
    return None


def _kind_for(jurisdiction: str, act_key: str, unit: str) -> str:
    if act_key == "IN/CONST":
        return "constitution"
    if jurisdiction == "EU":
        return "regulation"
    return "statute"


def _own_run(
    items: list[re.Match[str]], listed: str, opened: bool, act_after: bool
) -> list[re.Match[str]]:
    """The items of a list that the act named after it (or before it) governs.

    An amendment's bracket or a line break joins items only inside the bracket: a closing
    bracket the list did not open ("[the Arbitration Act, section 34] or section 37 of the
    Commercial Courts Act") or a bare line break outside any bracket (a schedule's lines:
    "Dowry Act, sections 3 and 4", then "section 85 of the BNS") parts two acts' items. An act named
    after the list governs the items after the last such break, one named before it those
    before the first. ``opened``: a bracket opens right before the list.
    """
    depth = 1 if opened else 0
    breaks: list[int] = []
    for i, item in enumerate(items):
        between = listed[items[i - 1].end() : item.start()] if i else ""
        if "\n" in between and not _JOINED.search(between) and depth == 0:
            breaks.append(i)
        for ch in between:
            if ch == "[":
                depth += 1
            elif ch == "]" and depth:
                depth -= 1
            elif ch == "]":
                breaks.append(i)
    if not breaks:
        return items
    return items[breaks[-1] :] if act_after else items[: breaks[0]]


# the sub-division named before its section, as Indian codes write it: "sub-section (2) of
# section 64", "clause (b) of sub-section (1) of section 173"
_SUBDIVISION_BEFORE = re.compile(
    r"(?:(?:sub-?clause|clause|item)\s*\((?P<inner>[a-z]{1,4}|\d{1,3})\)\s+of\s+)?"
    r"(?:sub-?section|clause)\s*\((?P<outer>[a-z]{1,4}|\d{1,3}[A-Za-z]?)\)\s+of\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def _subdivision_before(text: str, start: int) -> re.Match[str] | None:
    """The sub-section (and its clause) written before the section that starts at ``start``."""
    return _SUBDIVISION_BEFORE.search(text, max(0, start - 80), start)


# a separator that joins list items by itself: a comma, a conjunction, a dash or a slash
_JOINED = re.compile(r",|\b(?:and|or|to|read\s+with)\b|[&–/]|r/w")


def find_section_citations(text: str) -> list[Citation]:
    """Find section and article citations of named acts in ``text``.

    Args:
        text: the text to search.

    Returns:
        One :class:`Citation` per section or article (``Sections 302 and 34 IPC`` gives two),
        in text order.
    """
    out: list[Citation] = []
    for regex in (SECTION_RE, PREFIX_RE):
        for m in regex.finditer(text):
            if regex is SECTION_RE and not (m.group("known") or m.group("eu") or m.group("named")):
                continue
            if regex is PREFIX_RE and _US_STATE_BEFORE_RE.search(text, 0, m.start("known")):
                continue  # "Cal. Penal Code § 187", "Model Penal Code § 2.02": not the IPC
            resolved = _act_for(m)
            if resolved is None:
                continue
            act_key, jurisdiction, act = resolved
            word = m.group("word").lower()
            unit = "a" if word.startswith("art") else "s"
            if act is not None and act.unit != unit:
                continue  # "Section 6 GDPR" or "Article 302 IPC": not a citation form
            if act is None and jurisdiction == "EU" and unit != "a":
                continue
            kind = _kind_for(jurisdiction, act_key, unit)
            year = None
            if regex is SECTION_RE and m.groupdict().get("year"):
                year = int(m.group("year"))
            listed = m.group("list")
            items = [i for i in _ITEM_RE.finditer(listed) if not _FOOTNOTE.match(listed, i.start())]
            opened = text[max(0, m.start() - 3) : m.start()].rstrip().endswith("[")
            items = _own_run(items, listed, opened, act_after=regex is SECTION_RE)
            expanded: list[tuple[str, str]] = []
            for i, item in enumerate(items):
                number = item.group("num").replace("-", "")
                between = listed[items[i - 1].end() : item.start()] if i else ""
                if _RANGE_RE.fullmatch(between) and expanded:
                    low = re.match(r"\d+", expanded[-1][0])
                    high = int(re.match(r"\d+", number).group())  # type: ignore[union-attr]
                    if low is not None and 0 < high - int(low.group()) <= _MAX_RANGE:
                        expanded.extend((str(n), "") for n in range(int(low.group()) + 1, high))
                expanded.append((number, item.group("subs")))
            start = m.start()
            before = _subdivision_before(text, start) if regex is SECTION_RE else None
            if before is not None and len(expanded) == 1 and not expanded[0][1]:
                # "sub-section (2) of section 64 of the BNS" is Section 64(2) BNS
                inner = f"({before.group('inner')})" if before.group("inner") else ""
                expanded = [(expanded[0][0], f"({before.group('outer')}){inner}")]
                start = before.start()
            for number, subs in expanded:
                key = section_key(act_key, number, subs, unit)
                out.append(
                    Citation(
                        span=Span(start, m.end()),
                        surface=text[start : m.end()],
                        jurisdiction=jurisdiction,
                        kind=kind,
                        canonical=key,
                        pin=re.sub(r"\s+", "", subs) or None,
                        year=year,
                        volume=None,
                        page=None,
                    )
                )
    return out
