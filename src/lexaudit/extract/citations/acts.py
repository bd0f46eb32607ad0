"""Names of the known Acts as an answer writes them without a section ("the Indian Penal Code").

An Act named by a name that tells it apart is a reference to an authority, as a section
citation is: whether it exists and was in force on the answer's date is the authority checks'
question (``lexaudit.authority.temporal``), and it is no organisation that the sources must
name. Only names that tell the Act apart count:

* any of its names with the Act's year ("Code of Criminal Procedure, 1973");
* a name of three words or more that no capitalised word before it, and no "of" and a name
  after it, qualifies ("the Indian Evidence Act", not "Texas Code of Criminal Procedure" or
  "the Code of Criminal Procedure of Japan": :func:`qualified`);
* its abbreviation ("IPC", "Cr.P.C."), which other bodies share ("BSA", "IEA"), only where the
  text speaks of the Act's country (:func:`speaks_of_country`).

The Acts are those of :data:`lexaudit.extract.citations.canonical.ACTS`; the words that place a
text in a country are ``jurisdiction_words`` of ``data/lexicon/aliases.json``.
"""

from __future__ import annotations

import functools
import re

from lexaudit import lexicon
from lexaudit.extract.citations.canonical import ACTS, Act
from lexaudit.text.segment import opens_sentence
from lexaudit.types import Span

__all__ = ["act_mentions", "act_patterns", "is_abbreviation", "qualified", "speaks_of_country"]

# "of" and a capitalised name after a long name: another country's code of the same name
_OF_ANOTHER = re.compile(r"\s+of\s+(?:the\s+)?[A-Z]")


@functools.cache
def act_patterns() -> tuple[tuple[Act, re.Pattern[str]], ...]:
    """Each known Act with a pattern of the names that tell it apart."""
    found = []
    for act in ACTS:
        year = re.search(r"\d{4}", act.title)
        names: set[str] = set()
        for name in {act.title, act.short, *act.aliases}:
            bare = re.sub(r",?\s*\d{4}$", "", name)
            if is_abbreviation(bare) or len(bare.split()) >= 3:
                names.add(re.escape(bare))
            if year:
                names.add(re.escape(bare) + rf",?\s+{year.group(0)}")
        alternatives = "|".join(sorted(names, key=len, reverse=True)).replace(r"\ ", r"\s+")
        found.append((act, re.compile(rf"(?<![\w.])(?:{alternatives})(?![\w])")))
    return tuple(found)


def is_abbreviation(name: str) -> bool:
    """A name of at most six letters, two or more of them capitals ("IPC", "Cr.P.C.")."""
    letters = re.sub(r"[\s.]", "", name)
    return len(letters) <= 6 and sum(ch.isupper() for ch in letters) >= 2


def qualified(text: str, match: re.Match[str]) -> bool:
    """A long name without its year that a name before or after qualifies.

    "Texas Code of Criminal Procedure", "the Code of Criminal Procedure of Japan".
    """
    if len(match.group(0).split()) < 3 or re.search(r"\d{4}$", match.group(0)):
        return False
    if _OF_ANOTHER.match(text, match.end()):
        return True
    before = re.search(r"([A-Z][\w'’]*)\s+$", text[max(0, match.start() - 40) : match.start()])
    return before is not None and not opens_sentence(text, match.start() - len(before.group(0)))


@functools.cache
def _country_words(jurisdiction: str) -> re.Pattern[str] | None:
    words: list[str] = lexicon.load("aliases")["jurisdiction_words"].get(jurisdiction, [])
    if not words:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b")


def speaks_of_country(act: Act, *texts: str) -> bool:
    """Whether one of ``texts`` names the Act's country ("India", "Indian", ...)."""
    words = _country_words(act.key.split("/", 1)[0])
    return words is not None and any(words.search(t) for t in texts)


def act_mentions(text: str) -> list[tuple[Act, Span]]:
    """Every name in ``text`` that tells a known Act apart (see the module's rules)."""
    out: list[tuple[Act, Span]] = []
    for act, pattern in act_patterns():
        for match in pattern.finditer(text):
            if qualified(text, match):
                continue
            if is_abbreviation(match.group(0)) and not speaks_of_country(act, text):
                continue
            out.append((act, Span(match.start(), match.end())))
    return out
