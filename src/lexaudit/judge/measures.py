"""The noun a value gives the size of, as the surest word of its slot.

"on four months' notice" measures a notice, "a 5% penalty" a penalty, "200,000 common shares"
common shares (``lexaudit.extract.slots.measured_noun`` reads it from the parse). A claim's
value is stated by an equal source value that measures the same noun, and a claim's bare number
is contradicted by the one other count the aligned passages give that noun when none of the
sources' equal values may count it (:func:`lexaudit.judge.values.check_value`).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from lexaudit.judge.mentions import Mention
from lexaudit.types import Claim, Entity, EntityType

__all__ = ["measured", "measures_alike", "measures_otherwise"]

# nouns a bare number measures without counting things, light-stemmed: the units of a period
# ("ninety clear days" is a period) and a multiplier ("three times the award")
_NOT_COUNTED = frozenset({"day", "week", "month", "year", "hour", "minut", "time"})


def measured(claim: Claim, entity: Entity) -> str | None:
    """The noun the claim's value gives the size of, with its modifiers ("common share")."""
    return next(
        (n for e, n in zip(claim.entities, claim.entity_measures, strict=False) if e == entity),
        None,
    )


def measures_alike(
    noun: str | None, equal: Sequence[Mention], rivals: Sequence[Mention]
) -> Mention | None:
    """The aligned source value equal to the claim's that gives the size of the same noun.

    The noun a value measures is the surest word of its slot: "after 2 years from the Launch
    Date, on four months' notice" speaks of the "four (4) months prior written notice" of the
    sentence it restates, not of the "two (2) years from the Launch Date" the same sentence
    writes, whatever other words the claim's two values share. It stands aside when an aligned
    rival measures that noun too (two notices, the one the claim means unclear).
    """
    if noun is None or any(m.near and _head(m.measures) == _head(noun) for m in rivals):
        return None
    return next((m for m in equal if m.near and _head(m.measures) == _head(noun)), None)


def measures_otherwise(
    entity: Entity,
    noun: str | None,
    equal: Sequence[Mention],
    rivals: Sequence[Mention],
    mentions: Sequence[Mention],
) -> Mention | None:
    """The one other count the aligned passages give the noun the claim's number measures.

    Only a bare number is judged so: a period, a sum or a rate measures a notice, a fee or a
    royalty that a passage may give several of for other purposes (the notice to audit, the
    notice not to renew), and its slot tells them apart.

    "300,000 common shares" where the sources write the claim's number nowhere, or only as the
    size of another noun ("300,000 warrants"), and the passage it aligns with issues "two
    hundred thousand (200,000) common shares": the shares are counted, and counted otherwise.
    The noun must be the same kind of thing, its modifiers and all: "the three Founding
    Members" are not counted by "nine (9) Members". An equal value whose noun the parse does
    not give may be the claim's, and two different sizes of the noun leave it open which one
    the claim meant: neither is a contradiction, nor is a number that two aligned sizes of the
    noun add up to (a total the answer works out). A bare count of days ("ninety clear days")
    is a period, judged as one, and "three times the award" a multiplier.
    """
    if entity.type is not EntityType.NUMBER or noun is None or _head(noun) in _NOT_COUNTED:
        return None
    if any(m.measures is None or _head(m.measures) == _head(noun) for m in equal):
        return None
    sizes = [m for m in rivals if m.near and m.measures == noun]
    if len({m.entity.value for m in sizes}) != 1 or _sum_of_two(entity, mentions, noun):
        return None
    return sizes[0]


def _sum_of_two(entity: Entity, mentions: Sequence[Mention], noun: str) -> bool:
    """The claim's number is two aligned sizes of the noun added ("five directors and 2 more")."""
    try:
        wanted = Decimal(entity.value)
        values = [
            Decimal(m.entity.value) for m in mentions if m.near and _head(m.measures) == _head(noun)
        ]
    except InvalidOperation:
        return False
    return any(a + b == wanted for i, a in enumerate(values) for b in values[i + 1 :])


def _head(measure: str | None) -> str | None:
    """The noun of a measure, without the words that modify it ("share" of "common share")."""
    return None if measure is None else measure.rsplit(" ", 1)[-1]
