"""A date that names an instrument: "the Supply Agreement of March 3, 2014".

A date written right after the name or number of an instrument ("the Credit Agreement dated
as of March 1, 2019", "Executive Order No. 10101 of May 2, 1950", "Pub. L. 91-123, June 4,
1970") tells which instrument is meant: it is part of the name, not the time of an act the
sentence states. A claim that names an instrument by its date, where a source writes the same
date after the same name, is right about the date, whatever other dates that sentence gives
for what was done with the instrument ("On July 1, 2016, the Supply Agreement dated March 3,
2014 was terminated"): the slot words of the sentence belong to the act, and the act's date
fills them better than the name's.

The name is the words before the date, up to :data:`_NAME_WORDS`, the last of them a
capitalised word or a number, joined to the date by "of", "dated (as of)" or a comma (not
after a comma where an "of" phrase ends the words: "the Effective Date of the Supply
Agreement, April 1, 2014" gives the Effective Date, not the agreement's name). Two names are
the same when they share a number ("No. 10101") or :data:`_SHARED_WORDS` content
words ("Supply Agreement"); one common word ("this Agreement") is no name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.evidence.retrieval import Evidence
from lexaudit.judge.mentions import Mention, chunk_text
from lexaudit.text.words import content_words
from lexaudit.types import Claim, Entity, EntityType

# the words between a name and its date: "of", "dated", "dated as of", or a comma
_JOIN = re.compile(r"(?:,\s*)?(?:\bdated\s+(?:as\s+of\s+)?|\bof\s+)$|,\s*$", re.IGNORECASE)
_TOKEN = re.compile(r"[\w.]+(?:[-–—][\w.]+)*")
_BREAK = re.compile(r"[;:!?()\[\]\n]|(?<=[a-z]{3})\.\s+(?=[A-Z])")
_NAME_WORDS = 4
_SHARED_WORDS = 2
# how far back a name is looked for
_REACH = 80


def instrument_date(
    entity: Entity, claim: Claim, equal: Sequence[Mention], evidence: Evidence
) -> Mention | None:
    """The equal source date written after the name the claim writes its date after, if any."""
    if entity.type is not EntityType.DATE or not equal:
        return None
    own = _name_before(claim.text, entity.span.start - claim.span.start)
    if own is None:
        return None
    for mention in equal:
        theirs = _name_before(chunk_text(evidence, mention.chunk_id), mention.entity.span.start)
        if theirs is not None and _same_name(own, theirs):
            return mention
    return None


def _name_before(text: str, start: int) -> tuple[frozenset[str], frozenset[str]] | None:
    """The content words and the numbers of the name the date at ``start`` follows."""
    if start <= 0:
        return None
    head = text[max(0, start - _REACH) : start]
    join = _JOIN.search(head)
    if join is None:
        return None
    # the name stands in the clause before the join: a bracket, a line or a sentence's end
    # ends it (not the dot of an abbreviation: "Ex. Ord. No. 10101")
    before = _BREAK.split(head[: join.start()].rstrip())[-1]
    tokens = _TOKEN.findall(before)[-_NAME_WORDS:]
    if not tokens or not (tokens[-1][:1].isupper() or tokens[-1][:1].isdigit()):
        return None
    if join.group(0).strip() == "," and any(t.lower() == "of" for t in tokens):
        # after a comma the date may be the value of a noun an "of" phrase completes ("the
        # Effective Date of the Supply Agreement, April 1, 2014"), not the instrument's name
        return None
    numbers = frozenset(
        re.sub(r"[–—]", "-", t.strip(".")) for t in tokens if any(c.isdigit() for c in t)
    )
    words = frozenset(w for w in content_words(" ".join(tokens)) if not w[:1].isdigit())
    return words, numbers


def _same_name(
    a: tuple[frozenset[str], frozenset[str]], b: tuple[frozenset[str], frozenset[str]]
) -> bool:
    return bool(a[1] & b[1]) or len(a[0] & b[0]) >= _SHARED_WORDS
