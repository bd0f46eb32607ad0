"""US citations: statutes, regulations, rules and public laws by regex; cases via eyecite.

eyecite finds full, short, ``Id.`` and ``supra`` case citations; parallel citations
(``410 U.S. 113, 93 S. Ct. 705, 35 L. Ed. 2d 147 (1973)``) are merged here into one
:class:`Citation` whose ``parallel`` field holds the other keys. The year and court come from
the parenthetical after the last parallel citation. eyecite misses or mis-parses the statute
forms (``42 U.S.C. § 1983``, ``28 U.S.C. §§ 1331, 1343``, ``17 C.F.R. § 240.10b-5``,
``Fed. R. Civ. P. 12(b)(6)``, ``Pub. L. No. 111-148``), so those have regexes of their own.
A case citation with a reporter eyecite does not know (``123 F.5th 456 (2d Cir. 2020)``) is
still returned, so the plausibility check can flag it.
"""

from __future__ import annotations

import re
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.citations import eyecite_adapter
from lexaudit.extract.citations.model import Citation
from lexaudit.types import Span

_SEC_ITEM = r"\d+[a-zA-Z0-9]*(?:[-–.]\d+[a-zA-Z0-9\-]*)*(?:\([A-Za-z0-9]{1,4}\))*"
_NOT_NEXT_CODE = r"(?!\s+(?:U\.?\s?S\.?\s?C|C\.?\s?F\.?\s?R))"
_SEC_LIST = (
    rf"(?>{_SEC_ITEM})(?:\s*(?:,|and|&|,\s*and)\s*(?:§\s*)?(?>{_SEC_ITEM}){_NOT_NEXT_CODE})*"
)
_USC_RE = re.compile(
    rf"\b(?P<title>\d{{1,2}})\s+U\.?\s?S\.?\s?C\.?(?:\s?A\.?|\s?S\.?)?\s*"
    rf"(?:§§?|[Ss]ec(?:tion)?s?\.?)?\s*(?P<list>{_SEC_LIST})"
)
_CFR_RE = re.compile(
    rf"\b(?P<title>\d{{1,2}})\s+C\.?\s?F\.?\s?R\.?\s*(?:§§?|[Pp]arts?|pts?\.)?\s*(?P<list>{_SEC_LIST})"
)
# the long form statutes and regulations use: "section 1983 of title 42, United States Code",
# "sections 101.9 and 101.22 of title 21 of the Code of Federal Regulations". The Code's own
# cross-references leave its name out ("the rate payable under section 5376 of title 5"), read
# only in source texts, which may be the Code itself; a title followed by "of" or a name is
# another code's or document's ("of title 8 of the Delaware Code", "of title 3 of this Deed")
_LONG_RE = re.compile(
    rf"\b[Ss]ections?\s+(?P<list>{_SEC_LIST})\s+of\s+title\s+(?P<title>\d{{1,2}})"
    r"(?:(?:\s*,\s*|\s+of\s+(?:the\s+)?)"
    r"(?:(?P<usc>United\s+States\s+Code)|(?P<cfr>Code\s+of\s+Federal\s+Regulations))"
    r"|(?P<bare>(?!\s*(?:,\s*)?(?:of\b|[A-Z]))(?![\w(])))"
)
_P = r"P(?:\.|roc\.|rocedure)"
_RULE_BODIES = {
    "FRCP": rf"Civ(?:\.|il)\s*{_P}",
    "FRCRP": rf"Crim(?:\.|inal)\s*{_P}",
    "FRE": r"Evid(?:\.|ence)",
    "FRAP": rf"App(?:\.|ellate)\s*{_P}",
    "FRBP": rf"Bankr(?:\.|uptcy)\s*{_P}",
}
_BODY_ALT = "|".join(f"(?P<{code}>{body})" for code, body in _RULE_BODIES.items())


def _rule_no(suffix: str = "") -> str:
    return rf"(?P<rule{suffix}>\d{{1,4}}(?:\.\d+)?)(?P<subs{suffix}>(?:\([a-zA-Z0-9]{{1,4}}\))*)"


_RULE_NO = _rule_no()
# more rules of the same body: "Fed. R. Civ. P. 26(b)(1) and 34(a)"; a number followed by a
# capital ("Fed. R. Civ. P. 56, 28 U.S.C. § 1331") starts another citation instead
_MORE_RULE = r"\d{1,4}(?:\.\d+)?(?:\([a-zA-Z0-9]{1,4}\))*(?![\d(]|\s+[A-Z§])"
_MORE_RULES = rf"(?P<more>(?:\s*(?:,\s*and|,|and|&)\s*{_MORE_RULE})*)"
_MORE_RULE_RE = re.compile(r"(?P<rule>\d{1,4}(?:\.\d+)?)(?P<subs>(?:\([a-zA-Z0-9]{1,4}\))*)")
_RULE_RE = re.compile(
    rf"\bFed(?:\.|eral)\s*R(?:\.|ules?)\s*(?:of\s+)?(?:{_BODY_ALT})\s*{_RULE_NO}{_MORE_RULES}"
    rf"|\b(?P<abbr>FRCP|FRCrP|FRE|FRAP|FRBP)\s*{_rule_no('2')}"
    rf"|\bRule\s+{_rule_no('3')}\s+of\s+the\s+"
    rf"Federal\s+Rules\s+of\s+(?P<body3>Civil\s+Procedure|Criminal\s+Procedure|Evidence"
    rf"|Appellate\s+Procedure|Bankruptcy\s+Procedure)"
)
_BODY_WORDS = {
    "civil procedure": "FRCP",
    "criminal procedure": "FRCRP",
    "evidence": "FRE",
    "appellate procedure": "FRAP",
    "bankruptcy procedure": "FRBP",
}
_PUBL_RE = re.compile(
    r"\bPub(?:\.|lic)\s*L(?:\.|aw)\s*(?:No\.?\s*)?(?P<congress>\d{1,3})\s?[-–]\s?(?P<num>\d{1,4})\b"
)
_CONST_RE = re.compile(
    r"\bU\.\s?S\.\s+Const\.?\s*(?:,\s*)?(?:amend\.?\s+(?P<amend>[IVXL]+|\d+)"
    r"|art\.?\s+(?P<art>[IVX]+)(?:\s*,\s*§\s*(?P<sec>\d+))?)"
)
_ITEM_RE = re.compile(_SEC_ITEM)
_PAREN_RE = re.compile(
    r"(?:,\s*(?:at\s+)?\d+(?:[-–]\d+)?(?:\s*n\.\s*\d+)?)*\s*\((?P<paren>[^()]{0,80}?)\)"
)
_PARALLEL_GAP_RE = re.compile(r"^,\s*(?:(?:at\s+)?\d+(?:[-–]\d+)?,\s*)*$")
_YEAR_RE = re.compile(r"(1[6-9]\d\d|20\d\d)")
_SUBSECTION_PIN_RE = re.compile(r"(?:\([A-Za-z0-9]{1,4}\))+")
_MONTH_DAY_RE = re.compile(
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|June|Jul|July|Aug|Sept?|Oct|Nov|Dec)\.?\s*\d{0,2},?"
)
_SCOTUS_REPORTERS = {"U.S.", "S. Ct.", "L. Ed.", "L. Ed. 2d", "U.S.L.W."}
_UNKNOWN_REPORTER_RE = re.compile(
    r"\b[A-Z][\w.'&-]*(?:\s+[\w.'&-]+){0,6}\s+v\.?\s+[\w.'&-]+(?:\s+[\w.'&-]+){0,6},\s+"
    r"(?P<volume>\d{1,4})\s+(?P<reporter>[A-Z][A-Za-z.'’]*(?:\s?(?:\d(?:d|th|st|nd|rd)"
    r"|[A-Z][A-Za-z.'’]*|&))*)\s+(?P<page>\d{1,5})(?:,\s*\d{1,5})?\s*"
    r"\((?P<paren>[^()]{0,60}?(?:1[6-9]\d\d|20\d\d))\)"
)

# Necessary conditions for the grammars above: every match of a grammar contains a match of
# its guard, and a guard (it starts with a literal) is searched far faster than the grammar
# (whose leading ``\b`` makes the regex engine try it at every position of the text).
_USC_GUARD_RE = re.compile(r"U\.?\s?S\.?\s?C")
_CFR_GUARD_RE = re.compile(r"C\.?\s?F\.?\s?R")
_CONST_GUARD_RE = re.compile(r"S\.\s+Const")

ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50}


def _roman(value: str) -> int:
    if value.isdigit():
        return int(value)
    total, prev = 0, 0
    for ch in reversed(value):
        v = ROMAN[ch]
        total = total - v if v < prev else total + v
        prev = max(prev, v)
    return total


def _list_items(m: re.Match[str]) -> list[str]:
    return [re.sub(r"[–]", "-", item) for item in _ITEM_RE.findall(m.group("list"))]


def find_us_statutes(text: str, *, unnamed_code: bool = False) -> list[Citation]:
    """Find US Code, CFR, federal rules, public law and constitution citations.

    Args:
        text: the text to search.
        unnamed_code: read "section N of title M" without the Code's name as the US Code's
            (only in source texts, which may be the Code itself).

    Returns:
        The citations in text order (``28 U.S.C. §§ 1331, 1343`` gives two).
    """
    out: list[Citation] = []

    def add(m: re.Match[str], kind: str, key: str, pin: str | None = None) -> None:
        out.append(
            Citation(
                span=Span(m.start(), m.end()),
                surface=m.group(0),
                jurisdiction="US",
                kind=kind,
                canonical=key,
                pin=pin,
            )
        )

    if _USC_GUARD_RE.search(text):
        for m in _USC_RE.finditer(text):
            for item in _list_items(m):
                pin = "".join(re.findall(r"\([^()]*\)", item)) or None
                add(m, "statute", f"US/USC/{m.group('title')}/{item}", pin)
    if _CFR_GUARD_RE.search(text):
        for m in _CFR_RE.finditer(text):
            for item in _list_items(m):
                add(m, "regulation", f"US/CFR/{m.group('title')}/{item}")
    if "of title" in text:
        for m in _LONG_RE.finditer(text):
            bare = m.group("bare") is not None
            if bare and not unnamed_code:
                continue
            for item in _list_items(m):
                if m.group("usc") or bare:
                    pin = "".join(re.findall(r"\([^()]*\)", item)) or None
                    add(m, "statute", f"US/USC/{m.group('title')}/{item}", pin)
                else:
                    add(m, "regulation", f"US/CFR/{m.group('title')}/{item}")
    if "Fed" in text or "FR" in text:  # "Fed. R.", "Federal Rules", "FRCP"...
        for m in _RULE_RE.finditer(text):
            if m.group("rule"):
                code = next(c for c in _RULE_BODIES if m.group(c))
                rule, subs = m.group("rule"), m.group("subs")
            elif m.group("rule2"):
                code = m.group("abbr").upper()
                rule, subs = m.group("rule2"), m.group("subs2")
            else:
                code = _BODY_WORDS[re.sub(r"\s+", " ", m.group("body3")).lower()]
                rule, subs = m.group("rule3"), m.group("subs3")
            add(m, "rule", f"US/{code}/{rule}{subs}", subs or None)
            for more in _MORE_RULE_RE.finditer(m.group("more") or ""):
                subs = more.group("subs")
                add(m, "rule", f"US/{code}/{more.group('rule')}{subs}", subs or None)
    if "Pub" in text:
        for m in _PUBL_RE.finditer(text):
            add(m, "public_law", f"US/PL/{m.group('congress')}-{m.group('num')}")
    if _CONST_GUARD_RE.search(text):
        for m in _CONST_RE.finditer(text):
            if m.group("amend"):
                add(m, "constitution", f"US/CONST/amend{_roman(m.group('amend'))}")
            else:
                key = f"US/CONST/art{_roman(m.group('art'))}"
                if m.group("sec"):
                    key += f"/s{m.group('sec')}"
                add(m, "constitution", key)
    return out


def case_key(volume: str, reporter: str, page: str) -> str:
    """The canonical key of a US reporter citation (``US/case/410/U.S./113``).

    A blank page (``570 U. S. ___``, the slip-opinion form) is always ``___``.
    """
    if not page or set(page) == {"_"}:
        page = "___"
    return f"US/case/{volume}/{reporter.replace(' ', '')}/{page}"


def _parse_paren(text: str, end: int) -> tuple[int, int | None, str | None]:
    """Parse ``, 460 (2d Cir. 1997)`` after ``end``: (new end, year, raw court string)."""
    m = _PAREN_RE.match(text, end, min(len(text), end + 160))
    if m is None:
        return end, None, None
    paren = m.group("paren")
    years = _YEAR_RE.findall(paren)
    if not years:
        return end, None, None
    court = _MONTH_DAY_RE.sub(" ", _YEAR_RE.sub(" ", paren))
    court = re.sub(r"[\s,]+", " ", court).strip()
    return m.end(), int(years[-1]), court or None


def _court_id(raw: str | None, reporter: str) -> str | None:
    if raw is None:
        return "scotus" if reporter in _SCOTUS_REPORTERS else None
    found = eyecite_adapter.court_by_paren(raw)
    if not found:
        # the Supreme Court's own style ("(CA9 1997)"), which courts-db does not list
        found = lexicon.load("courts")["paren_abbreviations"].get(raw.replace(" ", "").lower())
    return found if found else f"unknown:{raw}"


_PARTY = r"[A-Z][\w.'&-]*(?:,? (?:[A-Z][\w.'&-]*|of|the|and|for|at|in|de|la|ex|rel\.|&))*"
_NAME_BEFORE_RE = re.compile(rf"({_PARTY}) v\.? ({_PARTY}),?\s*$")
_LEAD_WORDS_RE = re.compile(
    r"^(?:(?:In|See|Cf\.?|The|As|Under|And|But|Also|Compare|With|Accord|Citing|Quoting|"
    r"Following|Applying|Unlike|After|Before|Since|Both|Under)\s+)+"
)


def _case_name(cite: Any, text: str, start: int) -> str | None:
    """``Plaintiff v. Defendant`` written right before the citation, when there is one.

    The name is read from the text itself (``X v. Y,`` ending where the citation starts);
    eyecite's own parties are used only when both occur, in order, just before the citation
    (it sometimes takes a party from an earlier citation in a list).
    """
    before = text[max(0, start - 200) : start]
    m = _NAME_BEFORE_RE.search(before.replace("\n", " "))
    if m:
        plaintiff = _LEAD_WORDS_RE.sub("", m.group(1)).strip()
        if plaintiff:
            return f"{plaintiff} v. {m.group(2).strip().rstrip(',')}"
    meta = cite.metadata
    plaintiff = (getattr(meta, "plaintiff", None) or "").strip()
    defendant = (getattr(meta, "defendant", None) or "").strip()
    if not plaintiff or not defendant:
        return None
    at = before.rfind(defendant)
    if at < 0 or before.rfind(plaintiff, 0, at) < 0:
        return None
    return f"{plaintiff} v. {defendant}"


def _looks_like_noise(text: str, first: _Shifted, last: _Shifted) -> bool:
    """A bare ``VOLUME REPORTER PAGE`` with no case name and no year that is not one.

    Patent and application tables ("US 12/432,845") and page footers produce these: the
    reporter is written without dots ("US" for "U.S.") or the page runs on into "/" or "-".
    """
    written = str(first.groups.get("reporter") or "")
    after = text[last.span()[1] : last.span()[1] + 1]
    return (
        "." not in written
        or after in ("/", "-", ".")
        and not text[last.span()[1] : last.span()[1] + 2].endswith(" ")
    )


class _Shifted:
    """An eyecite citation placed in the whole text (:class:`eyecite_adapter.Placed`)."""

    __slots__ = ("groups", "metadata", "placed", "raw")

    def __init__(self, placed: Any) -> None:
        self.placed = placed
        self.raw = placed.raw
        self.groups = self.raw.groups
        self.metadata = self.raw.metadata

    def span(self) -> tuple[int, int]:
        return self.placed.span()  # type: ignore[no-any-return]

    def corrected_reporter(self) -> str:
        return str(self.raw.corrected_reporter())


def find_us_cases(text: str, taken: list[Span] | None = None) -> list[Citation]:
    """Find US case citations (full with parallels merged, short, Id., supra) via eyecite.

    Args:
        text: the text to search.
        taken: spans already claimed by other grammars; eyecite hits overlapping them are
            dropped.

    Returns:
        The citations in text order. Short and supra citations are resolved to the key of
        their full citation when it is in the same text; ``Id.`` is resolved by the caller.
    """
    taken = taken or []
    if not eyecite_adapter.may_cite(text):
        return []  # nothing eyecite could read: eyecite is not even loaded (cold start)

    def free(start: int, end: int) -> bool:
        return all(end <= s.start or start >= s.end for s in taken)

    models = eyecite_adapter.models()
    out: list[Citation] = []
    fulls: list[Citation] = []
    group: list[Any] = []

    def flush() -> None:
        if not group:
            return
        first, last = group[0], group[-1]
        start = first.span()[0]
        end, year, raw_court = _parse_paren(text, last.span()[1])
        if end == last.span()[1]:
            end = last.span()[1]
        keys = [
            case_key(c.groups["volume"], c.corrected_reporter(), c.groups["page"]) for c in group
        ]
        reporter = first.corrected_reporter()
        name = _case_name(first.raw, text, start)
        if year is None and name is None and _looks_like_noise(text, first, last):
            group.clear()
            return
        cite = Citation(
            span=Span(start, end),
            surface=text[start:end],
            jurisdiction="US",
            kind="case",
            canonical=keys[0],
            pin=first.metadata.pin_cite,
            year=year,
            reporter=reporter,
            volume=first.groups["volume"],
            page=first.groups["page"],
            court=_court_id(raw_court, reporter),
            parallel=tuple(keys[1:]),
            name=name,
        )
        out.append(cite)
        fulls.append(cite)
        group.clear()

    for placed in eyecite_adapter.get_citations_windowed(text):
        raw = placed.raw
        c = _Shifted(placed)
        start, end = c.span()
        if not free(start, end):
            continue
        if isinstance(raw, models.FullCaseCitation):
            if group and _PARALLEL_GAP_RE.match(text[group[-1].span()[1] : start]):
                group.append(c)
                continue
            flush()
            group.append(c)
            continue
        flush()
        if isinstance(raw, models.ShortCaseCitation):
            reporter = c.corrected_reporter()
            volume = c.groups.get("volume") or ""
            target = next(
                (f for f in reversed(fulls) if f.volume == volume and f.reporter == reporter),
                None,
            )
            key = target.canonical if target else case_key(volume, reporter, "?")
            out.append(
                Citation(
                    span=Span(start, end),
                    surface=text[start:end],
                    jurisdiction="US",
                    kind="short",
                    canonical=key,
                    pin=c.metadata.pin_cite,
                    reporter=reporter,
                    volume=volume,
                    page=c.groups.get("page"),
                )
            )
        elif isinstance(raw, models.IdCitation):
            out.append(
                Citation(
                    span=Span(start, end),
                    surface=text[start:end],
                    jurisdiction="US",
                    kind="id",
                    canonical="US/id",
                    pin=c.metadata.pin_cite,
                )
            )
        elif isinstance(raw, models.SupraCitation):
            guess = (c.metadata.antecedent_guess or "").strip().lower()
            target = next(
                (
                    f
                    for f in reversed(fulls)
                    if guess and f.name and f.name.lower().startswith(guess)
                ),
                None,
            ) or next(
                (f for f in reversed(fulls) if guess and f.name and guess in f.name.lower()), None
            )
            key = target.canonical if target else f"US/supra/{guess or '?'}"
            out.append(
                Citation(
                    span=Span(start, end),
                    surface=text[start:end],
                    jurisdiction="US",
                    kind="supra",
                    canonical=key,
                    pin=c.metadata.pin_cite,
                    name=guess or None,
                )
            )
        elif isinstance(raw, models.FullLawCitation):
            groups = c.groups
            number = groups.get("title") or groups.get("chapter") or groups.get("volume") or ""
            section = groups.get("section") or groups.get("page") or ""
            reporter = c.corrected_reporter()
            written = str(c.groups.get("reporter") or "")
            if "." not in written and "§" not in text[start:end] and " " not in written:
                continue  # "FR 9739191" in a patent table, not the Federal Register
            if reporter == "Stat.":
                key = f"US/STAT/{number}/{section}"
            else:
                # the code's subject keeps "Cal. Penal Code § 187" apart from "Cal. Civ. Code
                # § 187" (eyecite corrects both reporters to "Cal. Code"); a subsection pin
                # stays on the section, as in US/USC/28/1332(a)
                subject = re.sub(r"[\s.]+", "", str(groups.get("subject") or ""))
                if subject and subject.lower() in reporter.replace(" ", "").lower():
                    subject = ""
                pin = c.metadata.pin_cite or ""
                if section and _SUBSECTION_PIN_RE.fullmatch(pin):
                    section += pin
                key = "/".join(
                    p for p in ("US/LAW", reporter.replace(" ", ""), subject, number, section) if p
                )
            out.append(
                Citation(
                    span=Span(start, end),
                    surface=text[start:end],
                    jurisdiction="US",
                    kind="statute",
                    canonical=key,
                    reporter=reporter,
                )
            )
    flush()
    claimed = [c.span for c in out] + list(taken)
    for m in _UNKNOWN_REPORTER_RE.finditer(text) if " v" in text else ():
        s, e = m.start("volume"), m.end()
        if any(not (e <= sp.start or s >= sp.end) for sp in claimed):
            continue
        reporter = re.sub(r"\s+", " ", m.group("reporter")).strip()
        _, year, raw_court = _parse_paren(text, m.end("page"))
        out.append(
            Citation(
                span=Span(s, e),
                surface=text[s:e],
                jurisdiction="US",
                kind="case",
                canonical=case_key(m.group("volume"), reporter, m.group("page")),
                year=year,
                reporter=reporter,
                volume=m.group("volume"),
                page=m.group("page"),
                court=_court_id(raw_court, reporter),
            )
        )
    out.sort(key=lambda c: c.span.start)
    return out
