"""Asides on what the given text leaves out, as the structural judge reads them.

"The fees are in Exhibit F, which isn't in the passage" (:func:`lexaudit.extract.absence.
not_given_asides` finds the aside): the aside speaks of the text given, not of the law. When
it is true, its words are no words a passage must hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.absence import not_given_asides
from lexaudit.text.sections import find_section_refs
from lexaudit.text.words import content_words

__all__ = ["not_given_words", "printed_asides"]


def not_given_words(text: str, windows: Sequence[Window], evidence: Evidence) -> set[str]:
    """The words of the claim's true asides on what the given text leaves out.

    An aside is true when no source prints the provision it names
    (:meth:`lexaudit.evidence.retrieval.Evidence.prints_provision`). An aside on a thing named
    only by its words ("the rate itself isn't in this excerpt") is left as it is: a passage
    may give that thing in other words, so whether the excerpt holds it cannot be told from
    its words. Words the claim uses outside the aside, and words a passage holds, stay:
    leaving the aside out never lowers the claim's coverage.

    Args:
        text: The claim's text.
        windows: The claim's candidate evidence windows.
        evidence: The sources, for which provisions they print.

    Returns:
        The content words (stemmed, as :func:`content_words` gives them) to leave out.
    """
    asides = not_given_asides(text)
    if not asides:
        return set()
    dropped: set[str] = set()
    kept = text
    for start, end, named in asides:
        refs = find_section_refs(named)
        if not refs or any(evidence.prints_provision(ref.value) for ref in refs):
            continue
        dropped |= set(content_words(text[start:end]))
        kept = kept[:start] + " " * (end - start) + kept[end:]
    # only words no passage holds: a word a passage does hold still counts for the claim
    found = set().union(*(w.words for w in windows)) if windows else set()
    return dropped - set(content_words(kept)) - found


def printed_asides(text: str, evidence: Evidence) -> list[str]:
    """The provisions the claim's asides say the given text leaves out, which a source prints.

    "Rates follow Schedule 3, which isn't in the excerpt" where a source prints Schedule 3:
    the aside is false, whatever the rest of the claim's words find.
    """
    return [
        named
        for _, _, named in not_given_asides(text)
        if (refs := find_section_refs(named))
        and any(evidence.prints_provision(ref.value) for ref in refs)
    ]
