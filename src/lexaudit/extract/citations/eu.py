"""EU citation forms: Court of Justice cases, ECLI identifiers, Regulations and Directives.

``Case C-131/12``, ``Joined Cases C-92/09 and C-93/09``, ``Fashion ID (C-40/17)``,
``ECLI:EU:C:2014:317``, ``Regulation (EU) 2016/679``, ``Regulation (EC) No 1907/2006``,
``Directive 95/46/EC``, ``Directive (EU) 2019/790``. Articles (``Article 17 GDPR``) live in
:mod:`.sections`.
"""

from __future__ import annotations

import re

from lexaudit.extract.citations.model import Citation
from lexaudit.extract.citations.sections import eu_instrument_key
from lexaudit.types import Span

_CASE_RE = re.compile(
    r"\b(?:(?:Joined\s+)?Cases?\s+)?(?P<first>[CTF]-\d{1,4}/\d{2}(?:\s?P)?)"
    r"(?P<rest>(?:\s*(?:,|and|&)\s*[CTF]-\d{1,4}/\d{2}(?:\s?P)?)*)"
)
_CASE_NO_RE = re.compile(r"[CTF]-\d{1,4}/\d{2}")
_ECLI_RE = re.compile(
    r"\bECLI:(?P<country>[A-Z]{2}):(?P<court>[A-Z0-9]{1,7}):(?P<year>\d{4}):[A-Za-z0-9.]{1,25}[A-Za-z0-9]"
)
_INSTRUMENT_RE = re.compile(
    r"\b(?:Council\s+|Commission\s+)?(?P<type>Regulation|Directive)\s+(?:\((?:EU|EC|EEC)\)\s+)?"
    r"(?:No\.?\s*)?\d{1,4}/\d{1,4}(?:/(?:EC|EEC|EU))?"
)


def find_eu(text: str) -> list[Citation]:
    """Find EU case numbers, ECLI identifiers, Regulations and Directives.

    Args:
        text: the text to search.

    Returns:
        The citations in text order.
    """
    out: list[Citation] = []
    if "-" in text and _CASE_NO_RE.search(text):  # every case citation holds a case number
        for m in _CASE_RE.finditer(text):
            if not m.group(0).lower().startswith(("case", "joined")) and not re.search(
                r"(?:(?:Case|Cases|case|cases|in)\s+|\()$", text[max(0, m.start() - 12) : m.start()]
            ):
                continue  # a bare number is a case only after "Case", "in" or "(": "(C-40/17)"
            for number in _CASE_NO_RE.findall(m.group(0)):
                out.append(
                    Citation(
                        span=Span(m.start(), m.end()),
                        surface=m.group(0),
                        jurisdiction="EU",
                        kind="case",
                        canonical=f"EU/case/{number}",
                        court=number[0],
                        year=_two_digit_year(number.rsplit("/", 1)[1]),
                    )
                )
    if "ECLI" in text:
        for m in _ECLI_RE.finditer(text):
            out.append(
                Citation(
                    span=Span(m.start(), m.end()),
                    surface=m.group(0),
                    jurisdiction="EU",
                    kind="case",
                    canonical=m.group(0),
                    year=int(m.group("year")),
                    court=m.group("court"),
                )
            )
    if "Regulation" in text or "Directive" in text:
        for m in _INSTRUMENT_RE.finditer(text):
            key = eu_instrument_key(m.group(0))
            if key is None:
                continue
            out.append(
                Citation(
                    span=Span(m.start(), m.end()),
                    surface=m.group(0),
                    jurisdiction="EU",
                    kind="regulation",
                    canonical=key,
                    year=int(key.split("/")[2]),
                )
            )
    return out


def _two_digit_year(yy: str) -> int:
    value = int(yy)
    return 1900 + value if value >= 50 else 2000 + value
