"""Indian citation forms that are not "Section N of an Act".

Law reports (``AIR 2023 SC 1234``, ``(2023) 5 SCC 678``, ``2023 SCC OnLine SC 890``,
``[2023] 5 SCR 123``, ``(1978) 2 SCR 621``, ``2024 INSC 123``, ``2019 Cri LJ 456``), Civil
Procedure Code orders (``Order XXXIX Rule 1 CPC``, ``Order VII Rule 11(d) CPC``), Gazette
notifications (``GSR 1234(E)``, ``S.O. 123(E)``) and RBI
circulars (``RBI/2023-24/45``). Sections and articles of acts live in :mod:`.sections`.
"""

from __future__ import annotations

import re

from lexaudit.extract.citations.model import Citation
from lexaudit.types import Span

_AIR_RE = re.compile(
    r"\bAIR\s+(?P<year>(?:18|19|20)\d\d)\s+(?P<court>SC|[A-Z][A-Za-z]{1,12}(?:\s?&\s?[A-Z][a-z]+)?)"
    r"\s+(?P<page>\d{1,5})\b"
)
_SCC_RE = re.compile(
    r"\((?P<year>(?:19|20)\d\d)\)\s+(?P<volume>\d{1,3})\s+SCC\s+(?:\(Cri\)\s+)?(?P<page>\d{1,5})\b"
)
_SCC_ONLINE_RE = re.compile(
    r"\b(?P<year>(?:19|20)\d\d)\s+SCC\s+On[Ll]ine\s+(?P<court>SC|[A-Z][A-Za-z]{1,10})\s+(?P<page>\d{1,6})\b"
)
# "[2023] 5 SCR 123", "(1978) 2 SCR 621", and "[1950] SCR 88" (early volumes have no number)
_SCR_RE = re.compile(
    r"(?:\[(?P<year>(?:19|20)\d\d)\]|\((?P<pyear>(?:19|20)\d\d)\))\s+(?:(?P<volume>\d{1,3})\s+)?"
    r"S\.?\s?C\.?\s?R\.?\s+(?P<page>\d{1,5})\b"
)
_INSC_RE = re.compile(r"\b(?P<year>(?:19|20)\d\d)\s+INSC\s+(?P<page>\d{1,5})\b")
_CRLJ_RE = re.compile(r"\b(?P<year>(?:19|20)\d\d)\s+Cri\.?\s?L\.?\s?J\.?\s+(?P<page>\d{1,5})\b")
_ORDER_RE = re.compile(
    r"\bOrder\s+(?P<order>[IVXLC]{1,8}|\d{1,2})\s*,?\s*Rules?\s+(?P<rules>\d{1,3}[A-Z]?"
    r"(?:\([a-z0-9]{1,4}\))*(?:\s*(?:,|and|&)\s*\d{1,3}[A-Z]?(?:\([a-z0-9]{1,4}\))*)*)"
    r"(?:\s*(?:of\s+)?(?:the\s+)?"
    r"(?P<act>CPC|C\.\s?P\.\s?C\.?|Code\s+of\s+Civil\s+Procedure(?:,?\s*1908)?))"
)
_GSR_RE = re.compile(r"\bG\.?\s?S\.?\s?R\.?\s*(?:No\.?\s*)?(?P<num>\d{1,5})\s?\((?P<e>E)\)")
_SO_RE = re.compile(r"\bS\.\s?O\.\s*(?:No\.?\s*)?(?P<num>\d{1,5})\s?\((?P<e>E)\)")
_RBI_RE = re.compile(r"\bRBI/(?P<fy>(?:19|20)\d\d-\d{2,4})/(?P<num>\d{1,4})\b")

_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def roman_to_int(roman: str) -> int:
    """Convert a Roman numeral (``XXXIX``) to an int (39)."""
    total = 0
    prev = 0
    for ch in reversed(roman.upper()):
        value = _ROMAN[ch]
        total = total - value if value < prev else total + value
        prev = max(prev, value)
    return total


def _cite(m: re.Match[str], kind: str, key: str, **kw: object) -> Citation:
    return Citation(
        span=Span(m.start(), m.end()),
        surface=m.group(0),
        jurisdiction="IN",
        kind=kind,
        canonical=key,
        **kw,  # type: ignore[arg-type]
    )


def find_india(text: str) -> list[Citation]:
    """Find Indian law-report, CPC order, notification and circular citations.

    Args:
        text: the text to search.

    Returns:
        The citations in text order.
    """
    out: list[Citation] = []
    if "AIR" in text:
        for m in _AIR_RE.finditer(text):
            court = m.group("court").replace(" ", "")
            out.append(
                _cite(
                    m,
                    "case",
                    f"IN/AIR/{m.group('year')}/{court}/{m.group('page')}",
                    year=int(m.group("year")),
                    reporter="AIR",
                    page=m.group("page"),
                    court=court,
                )
            )
    if "SCC" in text:
        for m in _SCC_RE.finditer(text):
            out.append(
                _cite(
                    m,
                    "case",
                    f"IN/SCC/{m.group('year')}/{m.group('volume')}/{m.group('page')}",
                    year=int(m.group("year")),
                    reporter="SCC",
                    volume=m.group("volume"),
                    page=m.group("page"),
                )
            )
        for m in _SCC_ONLINE_RE.finditer(text):
            out.append(
                _cite(
                    m,
                    "case",
                    f"IN/SCCOnLine/{m.group('year')}/{m.group('court')}/{m.group('page')}",
                    year=int(m.group("year")),
                    reporter="SCC OnLine",
                    page=m.group("page"),
                    court=m.group("court"),
                )
            )
    for regex, reporter, needle in (
        (_SCR_RE, "SCR", "R"),
        (_INSC_RE, "INSC", "INSC"),
        (_CRLJ_RE, "CriLJ", "Cri"),
    ):
        if needle not in text:
            continue
        for m in regex.finditer(text):
            volume = m.groupdict().get("volume")
            middle = f"{volume}/" if volume else ""
            year = m.group("year") or m.group("pyear")
            out.append(
                _cite(
                    m,
                    "case",
                    f"IN/{reporter}/{year}/{middle}{m.group('page')}",
                    year=int(year),
                    reporter=reporter,
                    volume=volume,
                    page=m.group("page"),
                )
            )
    if "Order" in text:
        for m in _ORDER_RE.finditer(text):
            order = m.group("order")
            number = int(order) if order.isdigit() else roman_to_int(order)
            for rule in re.findall(r"\d{1,3}[A-Z]?(?:\([a-z0-9]{1,4}\))*", m.group("rules")):
                out.append(_cite(m, "statute", f"IN/CPC/o{number}r{rule}"))
    # both notification forms end in "(E)"; checking for it first skips two slow scans
    for m in _GSR_RE.finditer(text) if "G" in text and "(E)" in text else ():
        out.append(_cite(m, "notification", f"IN/GSR/{m.group('num')}(E)"))
    if "S." in text and "(E)" in text:
        for m in _SO_RE.finditer(text):
            out.append(_cite(m, "notification", f"IN/SO/{m.group('num')}(E)"))
    if "RBI/" in text:
        for m in _RBI_RE.finditer(text):
            out.append(_cite(m, "circular", f"IN/RBI/{m.group('fy')}/{m.group('num')}"))
    return out
