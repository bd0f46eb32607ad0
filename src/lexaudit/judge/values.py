"""Values compared slot to slot, not with the nearest value of the same type.

An amount, period, date, percentage or place of a claim meets the source value that fills the
*same slot*.

A source passage often holds several values of one type: a 5% royalty and a 2% advertising fee,
a 90-day notice period and a two-year renewal term, a 30-day cure period and a 60-day payment
term. Each value carries its slot words (``lexaudit.extract.slots``); two values are in the same
slot when their slot words overlap, weighted by how rare each word is in the bundle. A claim's
value is then:

- ``supported`` when a source value equal to it fills a slot at least about as like the claim's
  as any other source value of the type;
- ``contradicted`` when a source value of the same type but another value fills the claim's slot
  clearly (its slot words agree and it sits in a passage the claim aligns with), and no equal
  value fills that slot as well: the contradiction names both values and both spans;
- ``missing`` when nothing in the sources states it and no source value fills its slot: the
  claim is at most unsupported, never contradicted.

A claim that names one section ("under section 401 ...") speaks of that section: when the
sources hold a section headed with that number, values under other headed sections are not
candidates (the term of one section is not the term of the next section printed beside it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from lexaudit import lexicon
from lexaudit.align.graph import dates_rival
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.companions import (
    anchored_rival,
    in_own_item,
    item_companion,
    item_rival,
    with_companion,
)
from lexaudit.judge.defined_dates import by_defined_name
from lexaudit.judge.derived_values import fraction_of_same, share_of_stated, span_of_dates
from lexaudit.judge.instrument_dates import instrument_date
from lexaudit.judge.jurisdiction import jurisdiction_rival, member_places
from lexaudit.judge.measures import measured, measures_alike, measures_otherwise
from lexaudit.judge.mentions import (
    Mention,
    chunk_text,
    same_value,
    slot_similarity,
    spelled_slot,
    stands_in,
    value_mentions,
)
from lexaudit.judge.places import PLACE_BEFORE, common_abbreviation, place_rivals, short_form_of
from lexaudit.judge.value_lists import (
    aligned_share,
    listed_in_order,
    paired_in_turn,
    stated_in_turn,
)
from lexaudit.judge.value_ranges import joined_as_range, joined_in_claim, range_stated
from lexaudit.text.durations import date_moved, gives_age, written_count
from lexaudit.text.sections import section_number
from lexaudit.text.segment import enclosing_bracket, opens_sentence
from lexaudit.text.words import content_words
from lexaudit.types import MEASURE_TYPES, Claim, Conflict, Entity, EntityType, EvidenceSpan

_FIELD = {
    EntityType.MONEY: "amount",
    EntityType.DATE: "date",
    EntityType.DURATION: "duration",
    EntityType.PERCENT: "percentage",
    EntityType.NUMBER: "number",
    EntityType.GPE: "jurisdiction",
}
# places and bare numbers that the sources do use elsewhere are contradicted only by a rival whose
# slot is very like the claim's (the sources often name a place or a year in passing)
_NAMED_OR_COUNTED = frozenset({EntityType.GPE, EntityType.NUMBER})
_STRONG_SLOT = 0.6
# a claim that holds this much of its best sentence's words states that sentence's proposition
_SOLE_ALIGNED = 0.6
# ... and one that holds this much restates it, so that sentence's value is the claim's even
# where another sentence writes the claim's value
_RESTATED = 0.75
# a slot of this many words or fewer says too little to tell two values of a sentence apart
_BARE_SLOT = 1
# how much a value inside a passage the claim aligns with counts beside its slot words
_NEAR_BONUS = 0.25
# a rival fills the claim's slot when its slot words agree this much ...
_RIVAL_SLOT = {EntityType.NUMBER: 0.5, EntityType.GPE: 0.45}
_DEFAULT_RIVAL_SLOT = 0.2
# ... and beats every equal value by this margin
_MARGIN = 0.15
# a claim whose words, its value's left out, hold this much more of its best sentence than of
# the rival's sentence restates the best one
_CLEARER = 0.25
# a count broken down into parts: the breakdown opens within a few words of its total, after
# a dash, colon, bracket or comma, and joins its parts by "and", "or", "plus" or commas
_BREAKDOWN_GAP = 40
_BREAKDOWN_MARK = re.compile(r"[—–:(,]|\s-\s")
_BREAKDOWN_JOIN = re.compile(r",|\b(?:and|or|plus)\b")


@dataclass(frozen=True, slots=True)
class ValueCheck:
    """How one value of a claim fares against the sources."""

    entity: Entity
    status: str  # "supported" | "contradicted" | "missing"
    conflict: Conflict | None = None
    evidence: EvidenceSpan | None = None


def _in_named_section(claim: Claim, mentions: list[Mention]) -> list[Mention]:
    """The mentions a claim that names one section can speak of (see the module docstring)."""
    named = {
        n
        for e in claim.entities
        if e.type is EntityType.SECTION_REF
        and (n := section_number(e.value)) is not None
        and not _in_aside(claim, e)
    }
    if len(named) != 1:
        return mentions
    (number,) = named
    if not any(m.section == number for m in mentions):
        return mentions
    return [m for m in mentions if m.section in (number, None)]


# the words beside a section's reference that make its bracket an aside of its own
_ASIDE_WORDS = 3


def _in_aside(claim: Claim, entity: Entity) -> bool:
    """The reference stands in brackets that say something of their own.

    "(unless it has been ended under Section 9)" is an aside: the claim does not speak of
    section 9. A bracket that holds the reference alone ("(§ 5)", "[see Sec. 4]") cites
    the section the claim states.
    """
    at = entity.span.start - claim.span.start
    bracket = enclosing_bracket(claim.text, at)
    if bracket is None:
        return False
    inside = claim.text[bracket[0] + 1 : at] + " " + claim.text[at + len(entity.text) : bracket[1]]
    return len(re.findall(r"[A-Za-z]{2,}", inside)) >= _ASIDE_WORDS


def _party_name(entity: Entity, claim: Claim, evidence: Evidence) -> bool:
    """A name the claim uses as someone, which the sources use only as a party or a person.

    The sources tag it only as a party, organisation or person, never as a place, and the
    claim does not put it where a place stands ("arbitrated in Dover", "the laws of Dover").
    """
    before = claim.text[: max(0, entity.span.start - claim.span.start)]
    return not PLACE_BEFORE.search(before) and evidence.names_only_someone(entity.text)


def check_value(
    entity: Entity,
    slot: frozenset[str],
    claim: Claim,
    windows: Sequence[Window],
    evidence: Evidence,
) -> ValueCheck:
    """Judge one value of ``claim`` by the source value that fills its slot."""
    idf = evidence.idf
    slot = spelled_slot(slot, evidence)
    windows = _restated_first(claim, entity, windows)
    if _total_of_parts(entity, claim):
        # "five tenants, three on the lease and two not": the total of counts the claim
        # itself states is stated by them (each part is judged on its own)
        return ValueCheck(entity, "supported")
    if share_of_stated(entity, claim, evidence):
        # "the $60,000 fee in four equal instalments of $15,000": a share of a total the
        # claim states and a source writes, worked out by a percentage or count of the claim
        return ValueCheck(entity, "supported")
    if _named_again(entity, claim):
        # "a six-year lease, which the tenant may extend by notice before the six years run
        # out": the period the claim has stated, named again by a definite article, is
        # judged where it was stated
        return ValueCheck(entity, "supported")
    if entity.span in evidence.totals:
        # "$2,000 and $3,000, $5,000 in all": the sum of values the answer states
        return ValueCheck(entity, "supported")
    listed = listed_in_order(entity, claim, windows[0]) if windows else None
    if listed is not None:
        # "$50k, $75k and $150k when revenue passes $1M, $2M and $5M" where a passage writes each
        # in turn: a listed value's slot words are the whole list's
        return ValueCheck(entity, "supported", evidence=listed)
    in_turn = stated_in_turn(entity, claim, windows[0]) if windows else None
    if in_turn is not None:
        # "20 days (payment breaches) or 60 days (everything else)" where the sentence the
        # claim restates writes both periods in that order
        return ValueCheck(entity, "supported", evidence=in_turn)
    paired = paired_in_turn(entity, claim, evidence)
    if paired is not None:
        # "$100k, $250k and $400k when sales pass $2M, $6M and $9M" where the sources state
        # each pair in a sentence of its own
        return ValueCheck(entity, "supported", evidence=paired)
    if (
        entity.type is EntityType.GPE
        and entity.value in lexicon.word_set("generic_names")
        and member_places(entity.value, value_mentions(entity, windows[:3], evidence))
    ):
        # "the States' immunity" where the sources write Ohio or Texas: the members of a
        # federation named as a kind by their institutional noun, not one place that a member
        # contradicts ("the courts of the States" against England's is still compared)
        return ValueCheck(entity, "supported")
    if entity.type is EntityType.GPE and _party_name(entity, claim, evidence):
        # the recogniser calls many names places: one the sources use only for a party, an
        # organisation or a person is that one, judged by grounding and roles, not a place
        return ValueCheck(entity, "supported")
    if entity.type is EntityType.GPE and common_abbreviation(entity, claim, evidence):
        # "a PO" where the sources write "purchase order": the recogniser's place is the
        # abbreviation of a thing the sources name, judged by grounding, not as a place
        return ValueCheck(entity, "supported")
    mentions = _in_named_section(claim, value_mentions(entity, windows[:3], evidence))

    def score(m: Mention) -> float:
        return slot_similarity(slot, m.slot, idf) + (_NEAR_BONUS if m.near else 0.0)

    equal = [
        m for m in mentions if same_value(entity, m.entity) or short_form_of(entity, m.entity)
    ] or [m for m in _table_sums(entity, windows, evidence) if same_value(entity, m.entity)]
    rivals = [
        m
        for m in mentions
        if m not in equal
        and m.entity.value != entity.value
        and _year_like(m.entity) == _year_like(entity)
        and (entity.type is not EntityType.DATE or dates_rival(entity.value, m.entity.value))
    ]
    if entity.type is EntityType.GPE:
        rivals = place_rivals(entity, claim, equal, rivals, evidence)
    rivals = [
        m
        for m in rivals
        if not _stated_apart(entity, slot, m, claim, idf)
        and not _bound_of_restated_range(entity, m, claim, mentions, evidence)
        and not _ages_apart(entity, claim, m, evidence)
    ]
    # the date the claim works its date out from is no rival to it ("ten years from March 1,
    # 2015, i.e. March 1, 2025")
    worked_from = _date_of_parts(entity, claim, evidence)
    rivals = [m for m in rivals if m.entity.value not in worked_from]
    named = instrument_date(entity, claim, equal, evidence)
    if named is not None:
        # "the Supply Agreement of March 3, 2014" where a source writes that agreement with
        # that date: the date names the instrument, whatever date the sentence gives its act
        return ValueCheck(entity, "supported", evidence=_span(named))
    named = instrument_date(entity, claim, rivals, evidence)
    if named is not None:
        # "1960 (Pub. L. 88-40)" where a source gives that law with 1964
        return _contradiction(entity, named)
    itemised = item_companion(entity, claim, equal, evidence)
    if itemised is not None:
        # "March 1, 2020 | $55k" where a labelled item of a source writes "(b) $55,000 for
        # the season opening March 1, 2020": the pair is that item's
        return ValueCheck(entity, "supported", evidence=_span(itemised))
    crossed = item_rival(entity, claim, equal, evidence)
    if crossed is not None:
        # "$55,000 for the season opening March 1, 2021" where a labelled list pairs $55,000
        # with March 1, 2020: the value of the companion's item is the claim's rival
        return _contradiction(entity, crossed)
    noun = measured(claim, entity)
    measuring = measures_alike(noun, equal, rivals)
    if measuring is not None:
        return ValueCheck(entity, "supported", evidence=_span(measuring))
    other = measures_otherwise(entity, noun, equal, rivals, mentions)
    if other is not None:
        return _contradiction(entity, other)
    if any(m.near for m in equal) and range_stated(entity, claim, windows, evidence):
        # "seven to ten years" where the sentence it restates writes both ends
        return ValueCheck(entity, "supported")
    best_equal = max(equal, key=score, default=None)
    best_rival = max((m for m in rivals if m.near), key=score, default=None)
    threshold = _RIVAL_SLOT.get(entity.type, _DEFAULT_RIVAL_SLOT)
    if evidence.premise is not None and evidence.premise.matches(entity):
        # the question states this value ("four months behind on rent"): the answer restates
        # its premise, and only a rival that fills the claim's slot closely says otherwise
        threshold = max(threshold, _STRONG_SLOT)
    if best_equal is not None and entity.type in _NAMED_OR_COUNTED:
        # the sources do write this place or number: only a rival that fills the claim's slot
        # closely says it is the wrong one
        threshold = max(threshold, _STRONG_SLOT)
    if (
        _unrelated(equal, slot, windows, idf)
        and best_rival is not None
        and sum(1 for e in claim.entities if e.type == entity.type) == 1
        and _sole_value_of_sentence(best_rival, entity, windows)
        and aligned_share(claim, windows[0]) >= _SOLE_ALIGNED
        and (
            best_equal is None
            or (
                slot_similarity(slot, best_rival.slot, idf) > 0.0
                # the sentence names the equal value by the term a source defines it as
                and by_defined_name(entity, claim, equal, best_rival, evidence) is None
            )
        )
    ):
        # the claim states the best sentence's proposition, and that sentence has one value
        # of this type: that value is the slot's (an equal value the sources write only for
        # a slot that shares no word with the claim's says nothing for it)
        return _contradiction(entity, best_rival)
    restated = _restated_rival(entity, slot, claim, rivals, best_equal, windows, evidence)
    if restated is not None:
        return _contradiction(entity, restated)
    anchored = anchored_rival(entity, claim, equal, evidence)
    if anchored is not None:
        return _contradiction(entity, anchored)
    if entity.type is EntityType.GPE:
        # "Ohio law" where the sources write Ohio only beside "corporation"
        other_law = jurisdiction_rival(entity, slot, claim, equal, rivals, evidence)
        if other_law is not None:
            return _contradiction(entity, other_law)
    if best_rival is None or slot_similarity(slot, best_rival.slot, idf) < threshold:
        if best_equal is not None:
            return ValueCheck(entity, "supported", evidence=_span(best_equal))
        if entity.type is EntityType.GPE and evidence.name_known(
            entity, initial=opens_sentence(claim.text, entity.span.start - claim.span.start)
        ):
            # spaCy calls many names places ("Movado"); a name the sources use is not invented
            # (read as the structural judge reads names: a capital that opens the sentence
            # may come from its place)
            return ValueCheck(entity, "supported")
        unitless = _unitless_count(entity, slot, windows, evidence) or _period_count(
            entity, slot, windows, evidence
        )
        if unitless is not None:
            return ValueCheck(entity, "supported", evidence=_span(unitless))
        printed = _printed_year(entity, evidence)
        if printed is not None:
            return ValueCheck(entity, "supported", evidence=printed)
        if span_of_dates(entity, claim, windows, evidence):
            # "from 1 March 2019 to 29 February 2020, a one-year licence": the period between
            # two dates one source sentence writes
            return ValueCheck(entity, "supported")
        if entity.type is EntityType.PERCENT and fraction_of_same(entity, claim, windows):
            # "a 75% majority of the shareholders" where the source writes "three quarters of
            # the shareholders"
            return ValueCheck(entity, "supported")
        if worked_from and not rivals:
            # "ten years from March 1, 2015, i.e. March 1, 2025": worked out from the claim's
            # own date and period (each judged on its own), where the passages write no other
            # date that might be the one meant
            return ValueCheck(entity, "supported")
        return ValueCheck(entity, "missing")
    if best_equal is not None and score(best_equal) + _MARGIN >= score(best_rival):
        return ValueCheck(entity, "supported", evidence=_span(best_equal))
    if best_equal is not None and (
        (fit := slot_similarity(slot, best_equal.slot, idf)) > 0.0
        and fit >= slot_similarity(slot, best_rival.slot, idf)
    ):
        # a source writes the claim's value in a slot at least as like the claim's as the
        # rival's: the rival wins only by standing in a passage ranked higher, and a passage's
        # rank says nothing of which value the claim restates ("Stage Three ends on ..."
        # beside the passage that writes how Stage Two ends)
        return ValueCheck(entity, "supported", evidence=_span(best_equal))
    # the equal value of the sentence the claim restates most, though another equal fills a
    # slot more like the claim's ("2% of the summer season's gate receipts" against its own
    # sentence and against a 2% levy on the winter season's)
    in_best = (
        best_equal if best_equal is not None and _in_best_sentence(best_equal, windows) else None
    )
    if in_best is None and equal:
        most = _most_restated(claim, windows)
        in_best = next((m for m in equal if any(stands_in(w, m) for w in most)), None)
    if (
        in_best is not None
        and not _in_best_sentence(best_rival, windows)
        and (
            slot_similarity(slot, best_rival.slot, idf) < _STRONG_SLOT
            or _restates_only_best(claim, entity, best_rival, windows)
        )
    ):
        # the sentence the claim aligns with best writes this value; a rival from another
        # sentence must fill the claim's slot closely to say the claim meant that one, and
        # even then not when the claim restates the best sentence and not the rival's
        return ValueCheck(entity, "supported", evidence=_span(in_best))
    companion = with_companion(entity, slot, claim, equal, rivals, evidence)
    if companion is not None:
        return ValueCheck(entity, "supported", evidence=_span(companion))
    by_name = by_defined_name(entity, claim, equal, best_rival, evidence)
    if by_name is not None:
        return ValueCheck(entity, "supported", evidence=_span(by_name))
    own_item = in_own_item(claim, entity, equal, best_rival, windows)
    if own_item is not None:
        return ValueCheck(entity, "supported", evidence=_span(own_item))
    return _contradiction(entity, best_rival)


def _restated_rival(
    entity: Entity,
    slot: frozenset[str],
    claim: Claim,
    rivals: Sequence[Mention],
    best_equal: Mention | None,
    windows: Sequence[Window],
    evidence: Evidence,
) -> Mention | None:
    """The one value of the sentence a claim restates, when the claim's value is written elsewhere.

    A claim three quarters of whose content words one source sentence holds restates that
    sentence; when the sentence holds one value of the claim's type and the claim one, the two
    fill one slot. The claim's value written in another sentence, for a slot no more like the
    claim's (within the margin), does not make it right: "the award is due 25 days after the
    hearing" restates "the arbitrator shall issue the award 10 days after the hearing",
    whatever the sentence before says of 25 days. The rival's slot must share a word with the
    claim's. Places and bare numbers are left out (the sources name them in passing), and the
    rule stands aside when the sentence that writes the claim's value is restated as closely or
    qualifies another provision ("notwithstanding ...").

    Known limit: a sentence of two predicates, one with the value ("deliver within 30 days and
    repair any defects"), next to one that gives the other its own value ("repairs within 10
    days"), is restated by "the Seller must repair defects within 10 days", and the 30 days is
    taken for its rival; slot words do not tell that clause apart.
    """
    if best_equal is None or not windows or _in_best_sentence(best_equal, windows):
        return None
    idf = evidence.idf
    if sum(1 for e in claim.entities if e.type == entity.type) != 1:
        return None
    sole = next((m for m in rivals if _sole_value_of_sentence(m, entity, windows)), None)
    if sole is None or aligned_share(claim, windows[0]) < _RESTATED:
        return None
    if any(stands_in(w, best_equal) and aligned_share(claim, w) >= _RESTATED for w in windows):
        # the sentence that writes the claim's value is restated as closely ("shall also be
        # liable to fine which may extend to ..." in a section and in its sub-section): the
        # claim singles out neither
        return None
    if _qualifies(best_equal, evidence):
        # "Notwithstanding the foregoing, the notice period for the Customer is 60 days": the
        # sentence that writes the claim's value qualifies another provision, which may well
        # be the one the claim restates
        return None
    if len(sole.slot) <= _BARE_SLOT and _restates_only_best(claim, entity, best_equal, windows):
        # the sentence's one value has a slot of a word or none (its parse failed: words run
        # together in the copy, "a termwhichmay extend to seven years"), so slots cannot set
        # it apart; the claim restates that sentence and not the one that writes its value
        return sole
    own = slot_similarity(slot, sole.slot, idf)
    if own <= 0.0 or own + _MARGIN < slot_similarity(slot, best_equal.slot, idf):
        return None
    return sole


def _qualifies(mention: Mention, evidence: Evidence) -> bool:
    """The sentence holding ``mention`` qualifies another provision before the mention.

    Its words up to the mention hold a cross-reference word ("notwithstanding", "subject to",
    "except as provided in": ``data/lexicon/cross_references.json``).
    """
    chunk = next((c for c in evidence.chunks if c.chunk_id == mention.chunk_id), None)
    if chunk is None:
        return False
    start = mention.entity.span.start
    opening = max(chunk.text.rfind(". ", 0, start), chunk.text.rfind("\n", 0, start)) + 1
    return lexicon.words_pattern("cross_references").search(chunk.text, opening, start) is not None


def _stated_apart(
    entity: Entity, slot: frozenset[str], rival: Mention, claim: Claim, idf: dict[str, float]
) -> bool:
    """Another value of the claim states the rival's value, for a slot at least as like its own.

    "A missed payment may be put right in 5 days; any other breach in 45 days": the
    source's five days is the first value's, so it says nothing against the second. A claim
    that swaps the two keeps each rival: the value that states it fills another slot.
    """
    own = slot_similarity(slot, rival.slot, idf)
    return any(
        other.span != entity.span
        and other.type is entity.type
        and same_value(other, rival.entity)
        and slot_similarity(other_slot, rival.slot, idf) >= own
        for other, other_slot in zip(claim.entities, claim.entity_slots, strict=False)
    )


def _ages_apart(entity: Entity, claim: Claim, rival: Mention, evidence: Evidence) -> bool:
    """One of the two periods is someone's age and the other is not.

    "imprisonment of seven years or less" for a person "not under twenty-one years of age":
    the age is no rival to the term (:func:`lexaudit.text.durations.gives_age`), nor a term
    to an age.
    """
    if entity.type is not EntityType.DURATION:
        return False
    offset = claim.span.start
    mine = gives_age(claim.text, entity.span.start - offset, entity.span.end - offset)
    text = chunk_text(evidence, rival.chunk_id)
    theirs = gives_age(text, rival.entity.span.start, rival.entity.span.end)
    return mine != theirs


def _bound_of_restated_range(
    entity: Entity, rival: Mention, claim: Claim, mentions: Sequence[Mention], evidence: Evidence
) -> bool:
    """The rival bounds a source range that two other values of the claim restate as a range.

    "between $2,000,000 and $4,000,000 in the first year and $4,000,000 in each later year",
    restated as "$2–4 million in the first year, then $4 million a year": the source's two
    million is the range's, which the claim gives whole, and says nothing against the later
    four million, whatever words the two slots share.
    """
    others = sorted(
        (e for e in claim.entities if e.type is entity.type and e.span != entity.span),
        key=lambda e: e.span.start,
    )
    for first, second in zip(others, others[1:], strict=False):
        if not joined_in_claim(claim, first, second):
            continue
        for mine, other in ((first, second), (second, first)):
            if same_value(mine, rival.entity) and any(
                same_value(other, m.entity) and joined_as_range(evidence, rival, m)
                for m in mentions
            ):
                return True
    return False


# a definite article (with an ordinal) right before a value: "the initial six years"
_DEFINITE_BEFORE = re.compile(r"\b(?:the|those|these)\s+(?:(?:first|initial|said)\s+)?$", re.I)


def _named_again(entity: Entity, claim: Claim) -> bool:
    """The claim stated this period or sum before and names it again as a known thing.

    "a lease of six years, which the tenant may extend by notice before the six years run
    out": a definite article before a value the claim has already stated refers back to it, and
    states no value of its own. Not when the second mention gives the size of another noun
    ("six months; after that, the 6 months' notice") or says "the same", which is how a value
    is carried over to another thing.
    """
    if entity.type not in MEASURE_TYPES:
        return False
    before = claim.text[: max(0, entity.span.start - claim.span.start)]
    if _DEFINITE_BEFORE.search(before) is None:
        return False
    noun = measured(claim, entity)
    return any(
        other.span.end <= entity.span.start
        and other.type is entity.type
        and other.value == entity.value
        and noun in (None, measured(claim, other))
        for other in claim.entities
    )


def _total_of_parts(entity: Entity, claim: Claim) -> bool:
    """A count the claim breaks down right after it into counts that add up to it.

    "five tenants (three on the lease and two not)", "six votes: four for, two against": the
    parts follow the total after a dash, colon, bracket or comma and are joined by "and", "or",
    "plus" or commas. Counts that merely stand in one claim ("2 parties appoint 5 directors to
    3 committees") are no breakdown. Years are not counts.
    """
    if not _count_of(entity):
        return False
    offset = claim.span.start
    later = sorted(
        (e for e in claim.entities if _count_of(e) and e.span.start >= entity.span.end),
        key=lambda e: e.span.start,
    )
    if len(later) < 2:
        return False
    lead = claim.text[entity.span.end - offset : later[0].span.start - offset]
    if len(lead) > _BREAKDOWN_GAP or not _BREAKDOWN_MARK.search(lead):
        return False
    parts = [later[0]]
    for e in later[1:]:
        gap = claim.text[parts[-1].span.end - offset : e.span.start - offset]
        if len(gap) > _BREAKDOWN_GAP or not _BREAKDOWN_JOIN.search(gap):
            break
        parts.append(e)
    return len(parts) >= 2 and sum(int(e.value) for e in parts) == int(entity.value)


def _date_of_parts(entity: Entity, claim: Claim, evidence: Evidence) -> frozenset[str]:
    """The dates of the claim from which it works out ``entity`` by a period it states.

    "Ten years from March 1, 2015, i.e. March 1, 2025", "the tenth anniversary (March 1,
    2025)" of March 1, 2015: the date is the other date moved by the period, forward or back
    (``text.durations.date_moved``). The other date must be one the sources write (two
    invented dates would vouch for each other); the period is a value of the claim, judged on
    its own. Only for a date no source date rivals: a term "of one year from May 3" that the
    source ends on May 2 is not worked out to May 3.
    """
    if entity.type is not EntityType.DATE:
        return frozenset()
    periods = [e.value for e in claim.entities if e.type is EntityType.DURATION]
    return frozenset(
        e.value
        for e in claim.entities
        if e.type is EntityType.DATE
        and e.value != entity.value
        and evidence.units_stating(EntityType.DATE, e.value)
        and any(
            date_moved(e.value, period, sign) == entity.value
            for period in periods
            for sign in (1, -1)
        )
    )


def _count_of(entity: Entity) -> bool:
    return entity.type is EntityType.NUMBER and entity.value.isdigit() and not _year_like(entity)


def _restates_only_best(
    claim: Claim, entity: Entity, rival: Mention, windows: Sequence[Window]
) -> bool:
    """The claim restates its best sentence, and the rival's sentence it does not.

    "If rent stays unpaid for 15 days after a reminder, the landlord can end the lease on 30
    days' notice" restates the sentence on arrears that writes thirty days; the ninety days'
    notice of the next sentence, on ending the lease at will, fills a slot of like words ("end
    the lease on notice") but is not the proposition the claim states. It does when three
    quarters of its words are there and under 60% in the rival's sentence, or when its words
    other than the value's own hold a quarter more of the best sentence than of the rival's
    (the value cannot vouch for the sentence that writes it).
    """
    best = aligned_share(claim, windows[0])
    rival_share = max(
        (aligned_share(claim, w) for w in windows if stands_in(w, rival)), default=0.0
    )
    if best >= _RESTATED and rival_share < _SOLE_ALIGNED:
        return True
    own = set(content_words(entity.text))
    best_apart = aligned_share(claim, windows[0], leaving=own)
    rival_apart = max(
        (aligned_share(claim, w, leaving=own) for w in windows if stands_in(w, rival)), default=0.0
    )
    return best_apart >= rival_apart + _CLEARER


def _in_best_sentence(mention: Mention, windows: Sequence[Window]) -> bool:
    """``mention`` lies in the sentence the claim aligns with best."""
    return bool(windows) and stands_in(windows[0], mention)


def _most_restated(claim: Claim, windows: Sequence[Window]) -> list[Window]:
    """The sentences that hold as much of the claim's words as any does."""
    shares = [aligned_share(claim, w) for w in windows]
    most = max(shares, default=0.0)
    return [w for w, s in zip(windows, shares, strict=True) if s == most]


_COUNT = re.compile(r"^P(\d+)[A-Z]+$")


def _unitless_count(
    entity: Entity, slot: frozenset[str], windows: Sequence[Window], evidence: Evidence
) -> Mention | None:
    """The bare number that states a period whose unit the source left out.

    Drafting slips such as "terminate ... with a sixty (60) written notice" leave the unit
    out; an answer that reads "60 days' notice" there restates the source's number in the same
    slot, it does not invent a period. Only a period of one unit ("P60D") is read this way,
    and only against a number of that count in a passage the claim aligns with whose slot
    agrees with the claim's.
    """
    if entity.type is not EntityType.DURATION:
        return None
    count = _COUNT.match(entity.value)
    if count is None:
        return None
    numbers = [
        m
        for m in value_mentions(_as_number(entity), windows[:3], evidence)
        if m.near and m.entity.value == count.group(1)
    ]
    best = max(numbers, key=lambda m: slot_similarity(slot, m.slot, evidence.idf), default=None)
    if best is None or slot_similarity(slot, best.slot, evidence.idf) < _DEFAULT_RIVAL_SLOT:
        return None
    return best


def _period_count(
    entity: Entity, slot: frozenset[str], windows: Sequence[Window], evidence: Evidence
) -> Mention | None:
    """The source period whose count a bare number of the claim restates, unit understood.

    "You must be at least 18" against "a person who has attained the age of eighteen years":
    the answer leaves the unit out, the number is the period's. Read only against a period in
    a passage the claim aligns with (the converse of :func:`_unitless_count`); like a number
    the sources write, it is found by its value, whatever its slot.
    """
    if entity.type is not EntityType.NUMBER or not entity.value.isdigit():
        return None
    periods = [
        m
        for m in value_mentions(
            Entity(EntityType.DURATION, "", "", entity.span), windows[:3], evidence
        )
        if m.near and written_count(m.entity.text) == int(entity.value)
    ]
    return max(periods, key=lambda m: slot_similarity(slot, m.slot, evidence.idf), default=None)


def _table_sums(entity: Entity, windows: Sequence[Window], evidence: Evidence) -> list[Mention]:
    """The figures of a table's column of sums in the claim's currency, read as sums.

    "$600k" against a column "$ 300,000 / 600,000" (:meth:`Evidence.table_sums`): a figure
    equal to the claim's sum states it, when no sum of the sources does, and is weighed by
    its slot against the sums the sources write. Only sums that carry their currency are
    rivals: a table's bare figures are too easily a count or a row label's.
    """
    if entity.type is not EntityType.MONEY:
        return []
    sums = evidence.table_sums(entity.value.split(" ", 1)[0])
    if not sums:
        return []
    return [
        replace(m, entity=sums[key])
        for m in value_mentions(_as_number(entity), windows[:3], evidence)
        if (key := (m.chunk_id, m.entity.span.start)) in sums
    ]


def _printed_year(entity: Entity, evidence: Evidence) -> EvidenceSpan | None:
    """Where a source prints the year a year-only date names, in whatever entity it stands.

    "a decision of 1839" restates a citation "Marlow v. Penrith, 4 Blackf. 211 (1839)": the
    year is inside the citation, not a date of its own, but the sources do state it.
    """
    if entity.type is not EntityType.DATE or not _is_year(entity.value):
        return None
    pattern = re.compile(rf"(?<![\w.,/-]){entity.value}(?![\w-]|[.,/]\d)")
    for chunk in evidence.chunks:
        found = pattern.search(chunk.text)
        if found is not None:
            return EvidenceSpan(chunk.chunk_id, found.start(), found.end(), found.group())
    return None


def _as_number(entity: Entity) -> Entity:
    return Entity(EntityType.NUMBER, entity.text, entity.value, entity.span)


def _year_like(entity: Entity) -> bool:
    """A bare number that reads as a year ("for 2016"): compared only with other years."""
    return entity.type is EntityType.NUMBER and _is_year(entity.value)


def _is_year(value: str) -> bool:
    return value.isdigit() and len(value) == 4 and 1800 <= int(value) <= 2100


def _restated_first(claim: Claim, entity: Entity, windows: Sequence[Window]) -> Sequence[Window]:
    """The windows, the sentence the claim's words restate first when it is not retrieval's.

    Retrieval ranks up a sentence that writes one of the claim's values. Where the claim's
    value is wrong and written in another clause, that sentence would pass for the one the
    claim restates, and the value would confirm itself: the value is then judged against the
    sentence that holds most of the claim's words, when that sentence writes another value.
    """
    if len(windows) < 2:
        return windows
    best = max(windows, key=lambda w: aligned_share(claim, w))
    if aligned_share(claim, best) <= aligned_share(claim, windows[0]):
        return windows
    if not _writes(windows[0], entity) or _writes(best, entity):
        return windows
    return [best, *(w for w in windows if w is not best)]


def _writes(window: Window, entity: Entity) -> bool:
    """The window's own sentence writes a value equal to ``entity``."""
    return any(
        window.start <= e.span.start < window.end and same_value(entity, e) for e in window.entities
    )


def _unrelated(
    equal: Sequence[Mention],
    slot: frozenset[str],
    windows: Sequence[Window],
    idf: dict[str, float],
) -> bool:
    """No equal value, or each written for a slot with no word of the claim's, elsewhere.

    "interest at 5% a year" where the sources write 5% only as the error that shifts the
    costs of an inspection: that 5% fills another slot, and outside the sentence the claim
    restates it is no evidence for the claim's.
    """
    return all(
        slot_similarity(slot, m.slot, idf) <= 0.0 and not _in_best_sentence(m, windows)
        for m in equal
    )


def _sole_value_of_sentence(mention: Mention, entity: Entity, windows: Sequence[Window]) -> bool:
    """``mention`` is the only value of its type in the sentence the claim aligns with best."""
    if not windows or entity.type in _NAMED_OR_COUNTED:
        return False
    best = windows[0]
    if mention.chunk_id != best.chunk.chunk_id:
        return False
    inside = [
        e for e in best.entities if e.type == entity.type and best.start <= e.span.start < best.end
    ]
    return len(inside) == 1 and inside[0] == mention.entity


def _span(mention: Mention) -> EvidenceSpan:
    e = mention.entity
    return EvidenceSpan(mention.chunk_id, e.span.start, e.span.end, e.text)


def _contradiction(entity: Entity, rival: Mention) -> ValueCheck:
    span = _span(rival)
    conflict = Conflict(
        field=_FIELD.get(entity.type, entity.type.value),
        claim_value=entity.text,
        evidence_value=rival.entity.text,
        claim_span=entity.span,
        evidence_span=span,
    )
    return ValueCheck(entity, "contradicted", conflict, span)
