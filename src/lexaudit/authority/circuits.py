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
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.evidence.names import circuit_court

_ONE = r"(?:[A-Z][a-z]+|\d{1,2}(?:st|nd|rd|th)|D\.\s?C\.|DC|District\s+of\s+Columbia)"
_NAMED = re.compile(
    rf"(?<![\w.])(?P<names>{_ONE}(?:\s*,\s*{_ONE})*(?:,?\s+(?:and|or)\s+{_ONE})?)"
    r"\s+Circuit(?P<plural>s)?\b"
)
_SPLIT = re.compile(rf"{_ONE}")
_SPACED_DOT = re.compile(r"\.\s+")
_PAREN = re.compile(r"\((?P<abbr>CA\s?\d{1,2}|CADC|CAFC)\b")


def circuits(text: str) -> frozenset[str]:
    """The court ids ("ca9") of the courts of appeals ``text`` names."""
    found: set[str] = set()
    for m in _NAMED.finditer(text):
        parts = _SPLIT.findall(m.group("names")) if m.group("plural") else [m.group("names")]
        for part in parts:
            # "D. C." as the court's name is written "D.C." ("the D. C. Circuit")
            court = circuit_court(_SPACED_DOT.sub(".", part) + " Circuit")
            if court is not None:
                found.add(court)
    abbreviations = lexicon.load("courts")["paren_abbreviations"]
    for m in _PAREN.finditer(text):
        court = abbreviations.get(m.group("abbr").replace(" ", "").lower())
        if court is not None:
            found.add(court)
    return frozenset(found)


def other_circuit(
    named: frozenset[str], aligned: Sequence[str]
) -> tuple[frozenset[str], int] | None:
    """The circuits the first aligned text names, and its index, when all name others.

    ``named`` are the circuits an answer sentence names; ``aligned`` the source texts that
    state its proposition equally well. When each of them that names a circuit names another
    one, and none names one of ``named``, the answer pins the proposition on the wrong court.
    """
    first: tuple[frozenset[str], int] | None = None
    for i, text in enumerate(aligned):
        courts = circuits(text)
        if not courts:
            continue
        if named & courts:
            return None  # an aligned source text names the answer's court
        first = first or (courts, i)
    return first


def circuit_names(courts: frozenset[str]) -> str:
    """The courts as a reader writes them ("ca2", "ca9" -> "the Second and Ninth Circuits")."""
    names = lexicon.load("courts")["circuit_names"]
    words = [next((k for k, v in names.items() if v == c), c) for c in sorted(courts)]
    shown = [w.upper() if "." in w else w.title() for w in words]
    if len(shown) == 1:
        return f"the {shown[0]} Circuit"
    return f"the {', '.join(shown[:-1])} and {shown[-1]} Circuits"
