"""Which answer entities entity grounding (EG) counts.

Citations the store grounds are left out, and so are bare section references to a section the
answer cites ("Section 39(1)" beside "Section 39(2) of the Act"), and "names" the sources
ground otherwise: a sentence-initial source word in another form ("Negligence" where the source
says "negligently"), a circuit whose decisions the sources cite ("the Ninth Circuit", "(CA9
1997)").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from lexaudit.align.graph import KnowledgeGraph
from lexaudit.extract.citations.canonical import split_section
from lexaudit.text.sections import section_number
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

    def unflagged(entity: Entity) -> bool:
        return not any(
            span.start < entity.span.end and entity.span.start < span.end for span in flagged
        )

    def verified_elsewhere(entity: Entity) -> bool:
        if entity.type is not EntityType.CITATION or any(g.matches(entity) for g in graphs):
            return False
        return unflagged(entity)

    # a bare "Section 39(1)" in an answer that cites "Section 39(2) of the Act" is a pinpoint
    # of a provision the answer cites and the checks verified: grounded as that citation is
    cited = {
        parts[2]
        for e in entities
        if e.type is EntityType.CITATION and unflagged(e)
        for parts in [split_section(e.value)]
        if parts is not None and parts[1] == "s"
    }

    def pinpoint_of_cited(entity: Entity) -> bool:
        return entity.type is EntityType.SECTION_REF and section_number(entity.value) in cited

    otherwise = grounded_otherwise or (lambda _: False)
    return [
        e
        for e in entities
        if not verified_elsewhere(e) and not otherwise(e) and not pinpoint_of_cited(e)
    ]
