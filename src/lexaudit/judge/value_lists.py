"""A list of values the claim coordinates, judged as the list the sources write.

"Milestones of $1M, $2M, $5M and $10M when Net Sales pass $10M, $20M, $50M and $100M":
a schedule restated as two coordinated lists puts every value of a list in one slot, so slot
to slot each value would meet its neighbour row of the source's table. A value that stands
in a list of three or more values of its type, joined only by commas, "and" or "or", is read
with its list: when one source passage the claim aligns with writes every value of the list, in
the list's order and with no other value of the type between them than values the claim also
states, the value is stated. Any other list is judged value by value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.judge.mentions import Mention, same_value, value_mentions
from lexaudit.types import Claim, Entity

# the fewest values that make a list read as one
_LIST = 3
_JOIN = re.compile(r"\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or)\s+)", re.IGNORECASE)


def coordinated(entity: Entity, claim: Claim) -> list[Entity]:
    """The values of the entity's type coordinated with it in the claim, itself included."""
    offset = claim.span.start
    same = sorted((e for e in claim.entities if e.type is entity.type), key=lambda e: e.span.start)
    runs: list[list[Entity]] = []
    for e in same:
        if runs:
            gap = claim.text[runs[-1][-1].span.end - offset : e.span.start - offset]
            if _JOIN.fullmatch(gap):
                runs[-1].append(e)
                continue
        runs.append([e])
    return next((run for run in runs if entity in run), [entity])


def list_written(
    entity: Entity, claim: Claim, windows: Sequence[Window], evidence: Evidence
) -> Mention | None:
    """The source mention of ``entity`` when the sources write its whole list, in its order.

    The list's values must stand in one source passage, in the claim's order, and every value
    of their type the passage writes between them must be one the claim also states (the
    thresholds of a table the claim lists too): a list that skips a value of the source's run
    ("5%, 10% and 50%" where the source runs 5%, 10%, 25% and caps credits at 50%), swaps two
    values or borrows one from another clause is judged value by value.
    """
    run = coordinated(entity, claim)
    if len(run) < _LIST:
        return None
    stated = [e for e in claim.entities if e.type is entity.type]
    near = sorted(
        (m for m in value_mentions(entity, windows, evidence) if m.near),
        key=lambda m: (m.chunk_id, m.entity.span.start),
    )
    for first, mention in enumerate(near):
        if not same_value(run[0], mention.entity):
            continue
        placed = _placed(run, near, first, stated)
        if placed is not None:
            return placed[run.index(entity)]
    return None


def _placed(
    run: list[Entity], near: list[Mention], first: int, stated: list[Entity]
) -> list[Mention] | None:
    """The run's values found in order from ``near[first]`` on, with only stated values between."""
    placed = [near[first]]
    at = first
    for member in run[1:]:
        at += 1
        while at < len(near) and near[at].chunk_id == placed[0].chunk_id:
            if same_value(member, near[at].entity):
                break
            if not any(same_value(e, near[at].entity) for e in stated):
                return None  # a value of the source's run that the claim leaves out
            at += 1
        else:
            return None
        placed.append(near[at])
    return placed
