"""Asides on what the given text leaves out, as the structural judge reads them.

"The fees are in Exhibit F, which isn't in the passage" (:func:`lexaudit.extract.absence.
not_given_asides` finds the aside): the aside speaks of the text given, not of the law. When
it is true, its words are no words a passage must hold.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.absence import not_given_asides
from lexaudit.text import find_values
from lexaudit.text.sections import find_section_refs
from lexaudit.text.words import content_words, singular

__all__ = ["Asides", "read_asides", "value_unstated"]


@dataclass(frozen=True, slots=True)
class Asides:
    """What a claim's asides on the given text come to.

    ``dropped``: the content words of the true asides that no passage holds, which the claim's
    coverage leaves out; ``printed``: the provisions false asides say are missing, which a
    source prints.
    """

    dropped: frozenset[str] = frozenset()
    printed: tuple[str, ...] = ()


def read_asides(text: str, windows: Sequence[Window], evidence: Evidence) -> Asides:
    """The claim's asides on what the given text leaves out, read once.

    An aside is true when no source prints the provision it names
    (:meth:`lexaudit.evidence.retrieval.Evidence.prints_provision`); its words are then no
    words a passage must hold. Words the claim uses outside the aside, and words a passage
    holds, stay: leaving the aside out never lowers the claim's coverage. An aside on a thing
    named only by its words ("the rate itself isn't in this excerpt") is left as it is: a
    passage may give that thing in other words, so whether the excerpt holds it cannot be told
    from its words. An aside whose provision a source prints ("Rates follow Schedule 3, which
    isn't in the excerpt" where Schedule 3 is printed) is false, whatever the claim's other
    words find.

    Args:
        text: The claim's text.
        windows: The claim's candidate evidence windows.
        evidence: The sources, for which provisions they print.
    """
    asides = not_given_asides(text)
    if not asides:
        return Asides()
    dropped: set[str] = set()
    printed: list[str] = []
    kept = text
    for start, end, named in asides:
        refs = find_section_refs(named)
        if not refs:
            continue
        if any(evidence.prints_provision(ref.value) for ref in refs):
            printed.append(named)
            continue
        dropped |= set(content_words(text[start:end]))
        kept = kept[:start] + " " * (end - start) + kept[end:]
    # only words no passage holds: a word a passage does hold still counts for the claim
    found = set().union(*(w.words for w in windows)) if windows else set()
    return Asides(frozenset(dropped - set(content_words(kept)) - found), tuple(printed))


def value_unstated(absent: str, windows: Sequence[Window], share: float) -> bool:
    """What a claim says is absent is a value, and no passage that speaks of it states one.

    "The excerpt doesn't give the Launch Date itself", "it doesn't put a figure on the fee":
    the absent thing is named by a noun of a value (``kinds`` in
    ``data/lexicon/value_nouns.json``), and every passage whose sentence holds ``share`` of its
    words states no value of those kinds (:func:`lexaudit.text.find_values`).
    """
    table: dict[str, list[str]] = lexicon.load("value_nouns")["kinds"]
    kinds = {kind for word in absent.split() for kind in table.get(singular(word.strip(_EDGE)), [])}
    words = set(content_words(absent))
    if not kinds or not words:
        return False
    speaking = [w for w in windows if len(words & w.own_words) / len(words) >= share]
    return bool(speaking) and not any(
        m.kind in kinds for w in speaking for m in find_values(w.chunk.text[w.start : w.end])
    )


_EDGE = "\"'“”‘’.,;:()!?"  # punctuation around a word of the absent thing
