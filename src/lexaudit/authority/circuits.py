"""The federal courts of appeals a text names: "the Ninth Circuit", "(CA7 2018)".

Opinions attribute what another court said by naming it ("As the Seventh Circuit put it
...", "the Fifth Circuit's observation that ...", "the Court of Appeals for the D. C.
Circuit held ...") or by the court in a cited case's parenthetical ("... 903 F. 3d 667 (CA7
2018)"). The thirteen courts of appeals have fixed names, and two of them are never one
court, so a sentence that pins a proposition on one circuit where the source pins it on
another names the wrong court (:func:`lexaudit.authority.attribution.check_attribution`).
The names and abbreviations are ``circuit_names`` and ``paren_abbreviations`` of
``data/lexicon/courts.json``; a plural ("the Second and Ninth Circuits") names each.
"""

from __future__ import annotations

import re

from lexaudit import lexicon

_ONE = r"(?:[A-Z][a-z]+|\d{1,2}(?:st|nd|rd|th)|D\.\s?C\.|DC|District\s+of\s+Columbia)"
_NAMED = re.compile(
    rf"(?<![\w.])(?P<names>{_ONE}(?:\s*,\s*{_ONE})*(?:,?\s+(?:and|or)\s+{_ONE})?)"
    r"\s+Circuit(?P<plural>s)?\b"
)
_SPLIT = re.compile(rf"{_ONE}")
_PAREN = re.compile(r"\((?P<abbr>CA\s?\d{1,2}|CADC|CAFC)\b")


def circuits(text: str) -> frozenset[str]:
    """The court ids ("ca9") of the courts of appeals ``text`` names."""
    names = lexicon.load("courts")["circuit_names"]
    found: set[str] = set()
    for m in _NAMED.finditer(text):
        parts = _SPLIT.findall(m.group("names")) if m.group("plural") else [m.group("names")]
        for part in parts:
            court = names.get(re.sub(r"\s+", " ", part).lower().replace(". ", "."))
            if court is not None:
                found.add(court)
    abbreviations = lexicon.load("courts")["paren_abbreviations"]
    for m in _PAREN.finditer(text):
        court = abbreviations.get(m.group("abbr").replace(" ", "").lower())
        if court is not None:
            found.add(court)
    return frozenset(found)


def circuit_name(court: str) -> str:
    """The name a court id stands for, as a reader writes it ("ca9" -> "the Ninth Circuit")."""
    names = lexicon.load("courts")["circuit_names"]
    word = next((k for k, v in names.items() if v == court), court)
    return f"the {word.upper() if '.' in word else word.title()} Circuit"
