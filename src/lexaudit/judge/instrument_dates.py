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

A law may also follow its year: a history note heads each amendment with the year and the
law ("1964—Subsec. (a). Pub. L. 88-40 substituted ..."), and an answer gives the law in
brackets ("In 1964 (Pub. L. 88-40) ..."). Such a name counts by its numbers alone. A claim
whose date a source gives to another instrument's name is not judged by it; one whose
instrument a source names with another date is contradicted by that date.
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
# a name after a date: in brackets or after a dash ("1960 (Pub. L. 86-474)", "1960—Pub. L.")
_AFTER = re.compile(rf"\s*(?:\(|[–—]\s*|-{{1,2}}\s+)\s*([^\n]{{1,{_REACH}}})")
# a history note's words after its year: the part amended and the law ("Subsec. (a). Pub.
# L. 86-474"), up to the end of its sentence
_NOTE_BREAK = re.compile(r"[;:!?\n]|(?<=[a-z]{3})\.\s+(?=[A-Z])")
_NOTE_WORDS = 8
# a year written alone ("in 1960"), which the extractor may read as a number
_YEAR = re.compile(r"(?:1[6-9]|20)\d\d")


def instrument_date(
    entity: Entity, claim: Claim, mentions: Sequence[Mention], evidence: Evidence
) -> Mention | None:
    """The first of ``mentions`` written with the name the claim writes its date with.

    Given the source dates equal to the claim's, one of them names the same instrument and
    the claim's date is right; given the others, one names it with another date ("1964—Pub.
    L. 88-40" where the claim writes "1960 (Pub. L. 88-40)"), and the claim's date is wrong.
    """
    if not mentions or not (
        entity.type is EntityType.DATE or _YEAR.fullmatch(entity.text.strip())
    ):
        return None
    start = entity.span.start - claim.span.start
    own = _name_before(claim.text, start)
    own_after = _number_after(claim.text, start + len(entity.text))
    if own is None and not own_after:
        return None
    for mention in mentions:
        text = chunk_text(evidence, mention.chunk_id)
        theirs = _name_before(text, mention.entity.span.start)
        if own is not None and theirs is not None and _same_name(own, theirs):
            return mention
        if own_after and own_after & (
            _number_after(text, mention.entity.span.end) | (theirs[1] if theirs else frozenset())
        ):
            return mention
    return None


def _number_after(text: str, end: int) -> frozenset[str]:
    """The numbers of the instrument named right after a date: "1960 (Pub. L. 86-474)".

    A history note heads each amendment with its year, the part amended and the law
    ("1960—Subsec. (a). Pub. L. 86-474 raised ..."), and an answer may give the law in
    brackets after the year. Only a name that starts with a capitalised word counts, and only
    its numbers of two digits or more (a law's or an order's number, not the "(a)" or "(1)"
    of a sub-section): a bare number after a date ("June 9, 1998, 112 Stat. 234") is a
    page, not a name.
    """
    after = _AFTER.match(text, end)
    if after is None:
        return frozenset()
    bracketed = after.group(0).lstrip().startswith("(")
    name = (_BREAK if bracketed else _NOTE_BREAK).split(after.group(1))[0]
    tokens = _TOKEN.findall(name)[:_NOTE_WORDS]
    if not tokens or not tokens[0][:1].isupper():
        return frozenset()
    return frozenset(
        re.sub(r"[–—]", "-", t.strip("."))
        for t in tokens
        if sum(c.isdigit() for c in t) >= 2 or (any(c.isdigit() for c in t) and "-" in t)
    )


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
