"""Which answer entities entity grounding (EG) counts.

Citations the store grounds are left out, and so are "names" the sources ground otherwise: a
sentence-initial source word in another form ("Negligence" where the source says
"negligently"), a circuit whose decisions the sources cite ("the Ninth Circuit", "(CA9 1997)").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.types import Entity, EntityType, Finding


def graph_entities(
    entities: Sequence[Entity],
    citation_findings: Sequence[Finding],
    graphs: Sequence[KnowledgeGraph],
    grounded_otherwise: Callable[[Entity], bool] | None = None,
) -> list[Entity]:
    """The answer entities EG is computed over.

    A citation that is not in the sources but that the authority checks verified (a real,
    known authority with no finding, such as "formerly Section 302 IPC") is grounded by the
    authority store rather than by G_c, so it is left out of EG instead of counted as missing.
    ``grounded_otherwise`` marks names grounded without a source entity
    (``Evidence.grounded_otherwise``).
    """
    flagged = [f.answer_span for f in citation_findings if f.answer_span is not None]

    def verified_elsewhere(entity: Entity) -> bool:
        if entity.type is not EntityType.CITATION or any(g.matches(entity) for g in graphs):
            return False
        return not any(
            span.start < entity.span.end and entity.span.start < span.end for span in flagged
        )

    otherwise = grounded_otherwise or (lambda _: False)
    return [e for e in entities if not verified_elsewhere(e) and not otherwise(e)]
