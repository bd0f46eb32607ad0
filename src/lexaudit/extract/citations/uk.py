"""UK citation forms: neutral citations and the main law reports.

``[2019] UKSC 41``, ``[2001] EWCA Civ 1234``, ``[2020] EWHC 1234 (Ch)``, ``[1932] AC 562``,
``[1998] 1 WLR 1234``, ``[2000] 2 All ER 1``. Sections of UK acts
(``section 2 of the Human Rights Act 1998``) live in :mod:`.sections`.
"""

from __future__ import annotations

import re

from lexaudit.extract.citations.model import Citation
from lexaudit.types import Span

_NEUTRAL_RE = re.compile(
    r"\[(?P<year>(?:19|20)\d\d)\]\s+"
    r"(?P<court>UKSC|UKHL|UKPC|UKUT|UKFTT|UKEAT|EWCA\s+(?:Civ|Crim)|EWHC|EWFC|EWCOP|CSIH|CSOH"
    r"|NICA|NIQB|EAT)\s+(?P<number>\d{1,5})(?:\s+\((?P<division>Ch|QB|KB|Admin|Fam|Comm|TCC|Pat"
    r"|IPEC|Costs|Mercantile|Admlty)\))?"
)
_REPORT_RE = re.compile(
    r"\[(?P<year>1[89]\d\d|20\d\d)\]\s+(?:(?P<volume>\d{1,2})\s+)?"
    r"(?P<reporter>AC|A\.C\.|QB|Q\.B\.|KB|K\.B\.|Ch|WLR|All\s+ER|All\s+ER\s+\(Comm\)|Fam|ICR|IRLR"
    r"|Lloyd's\s+Rep|BCLC|Cr\s+App\s+R|EMLR|FSR|RPC|Bus\s+LR|UKHRR|HRLR)\s+(?P<page>\d{1,5})\b"
)


def find_uk(text: str) -> list[Citation]:
    """Find UK neutral citations and law-report citations.

    Args:
        text: the text to search.

    Returns:
        The citations in text order.
    """
    out: list[Citation] = []
    if "[" not in text:
        return out
    for m in _NEUTRAL_RE.finditer(text):
        court = re.sub(r"\s+", " ", m.group("court"))
        division = m.group("division")
        key_court = court.replace(" ", "/")
        key = f"UK/{key_court}/{m.group('year')}/{m.group('number')}"
        if division:
            key += f"/{division}"
        out.append(
            Citation(
                span=Span(m.start(), m.end()),
                surface=m.group(0),
                jurisdiction="UK",
                kind="case",
                canonical=key,
                year=int(m.group("year")),
                reporter=court,
                page=m.group("number"),
                court=court.split(" ")[0],
            )
        )
    for m in _REPORT_RE.finditer(text):
        reporter = re.sub(r"[.\s]+", "", m.group("reporter"))
        volume = m.group("volume")
        middle = f"{volume}/" if volume else ""
        out.append(
            Citation(
                span=Span(m.start(), m.end()),
                surface=m.group(0),
                jurisdiction="UK",
                kind="case",
                canonical=f"UK/{reporter}/{m.group('year')}/{middle}{m.group('page')}",
                year=int(m.group("year")),
                reporter=m.group("reporter"),
                volume=volume,
                page=m.group("page"),
            )
        )
    return out
