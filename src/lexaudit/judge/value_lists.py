"""A list of values the claim coordinates, judged as the list the sources write.

"Milestones of $1M, $2M, $5M and $10M when Net Sales pass $10M, $20M, $50M and $100M":
a schedule restated as two coordinated lists puts every value of a list in one slot, so slot
to slot each value would meet its neighbour row of the source's table. A value that stands
in a list of three or more values of its type, joined only by commas, "and" or "or", is read
with its list: when the sources write every value of the list, in passages the claim aligns
with, the value is stated. A list one of whose values the sources do not write is judged value
by value, as before.
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
    """The source mention of ``entity`` when the sources write its whole coordinated list."""
    run = coordinated(entity, claim)
    if len(run) < _LIST:
        return None
    found: dict[int, Mention] = {}
    for k, member in enumerate(run):
        equal = [
            m
            for m in value_mentions(member, windows, evidence)
            if m.near and same_value(member, m.entity)
        ]
        if not equal:
            return None
        found[k] = equal[0]
    return found[run.index(entity)]
