"""A name in a claim that cites the case a source sentence quotes.

An opinion quotes an earlier case and cites it at once: '"... the loss must flow from the scheme
itself ..." Acme Corp. v. Birch Ltd., 400 U. S. 1 (1990).' A claim that cites the name ("under
Acme", "as Acme held", "(Acme v. Birch)") names the case the words come from, not someone in the
place of the sentence's own names (:mod:`lexaudit.judge.substitution`).
"""

from __future__ import annotations

import re

from lexaudit.evidence.retrieval import Window
from lexaudit.text.words import stem

__all__ = ["cites_case", "side_of_case_name"]

# a case citation: the parties' names, "v.", the other party ("Acme, S. A. v. Birch Co., 400")
_CASE_CITATION = re.compile(
    r"\s*[\"”’']?\s*(?P<first>[^;\n]{1,80}?)\s+v\.?\s+(?P<second>[^;\n]{1,80}?),\s+\d+\s"
)
# a short citation of a case cited before: its first party, the volume and reporter, and the
# page cited ("Acme, 400 U. S., at 12"; the Bluebook's short form)
_SHORT_CITATION = re.compile(
    r"\s*[\"”’']?\s*(?P<first>[A-Z][^;\n,]{0,60}?),\s+\d+\s+[A-Z][\w. ]{0,20}?,?\s+at\s+\d+"
)
# a name written as one side of a case's name: "(Acme v. Birch)", "Acme v. Birch held"
_BEFORE_V = re.compile(r"\s+v\.?\s")
_AFTER_V = re.compile(r"\bv\.?\s+$")
_CITATION_REACH = 200
# what cites a case by its name: "under Acme", "in Acme", "as Acme held", "quoting Acme"
_CITING = re.compile(r"\b(?:under|in|per|citing|quoting|following|see|as)\s+$", re.IGNORECASE)
_WORDS = re.compile(r"[A-Za-z][\w&'’-]*")


def side_of_case_name(text: str, start: int, end: int) -> bool:
    """The name at ``text[start:end]`` is one side of a case's name ("Acme v. Birch")."""
    return bool(_BEFORE_V.match(text, end) or _AFTER_V.search(text, max(0, start - 8), start))


def cites_case(text: str, start: int, end: int, words: frozenset[str], window: Window) -> bool:
    """The name at ``text[start:end]`` (stemmed ``words``) cites the case cited after the window.

    The claim cites it by a citing word before the name ("under Acme": the citation's first
    party) or writes it as one side of a case's name ("(Acme v. Birch)": either party). The
    citation must follow the window's sentence at once and read as one: both parties, a
    comma and a volume number; or, cited before, its first party, the volume and reporter and
    the page ("Acme, 400 U. S., at 12"), which the claim must cite by that party.
    """
    if side_of_case_name(text, start, end):
        sides: tuple[str, ...] = ("first", "second")
    elif _CITING.search(text, 0, start):
        sides = ("first",)
    else:
        return False
    tail = window.chunk.text[window.end : window.end + _CITATION_REACH]
    cited = _CASE_CITATION.match(tail)
    if cited is None:
        cited = _SHORT_CITATION.match(tail)
        sides = ("first",)  # a short citation names the case by its first party alone
    if cited is None:
        return False
    return any(
        words <= {stem(w.lower()) for w in _WORDS.findall(cited.group(side))} for side in sides
    )
