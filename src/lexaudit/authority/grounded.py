"""Which answer entities entity grounding (EG) counts.

Citations the store grounds are left out, and so are sentence-initial "names" that are only a
source word in another form ("Negligence" where the source says "negligently").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.types import Entity, EntityType, Finding


def graph_entities(
    entities: Sequence[Entity],
    citation_findings: Sequence[Finding],
    graphs: Sequence[KnowledgeGraph],
    is_word: Callable[[Entity], bool] | None = None,
) -> list[Entity]:
    """The answer entities EG is computed over.

    A citation that is not in the sources but that the authority checks verified (a real,
    known authority with no finding, such as "formerly Section 302 IPC") is grounded by the
    authority store rather than by G_c, so it is left out of EG instead of counted as missing.
    ``is_word`` marks entities that are not names at all (``Evidence.word_form``).
    """
    flagged = [f.answer_span for f in citation_findings if f.answer_span is not None]

    def verified_elsewhere(entity: Entity) -> bool:
        if entity.type is not EntityType.CITATION or any(g.matches(entity) for g in graphs):
            return False
        return not any(
            span.start < entity.span.end and entity.span.start < span.end for span in flagged
        )

    return [
        e
        for e in entities
        if not verified_elsewhere(e) and not (is_word is not None and is_word(e))
    ]
