"""Evidence-based legal reasoning over Chinese criminal cases (LegalGraphRAG; docs/reasoning.md).

A Researcher retrieves from a hierarchical legal graph (fact, ontology and rule layers), an
Auditor checks every candidate article's checklist against the facts, and an Adjudicator
decides charges, articles and term citing only what the Auditor kept.
"""

from lexaudit.reason.data import KnowledgeBase, LegalCase, load_dataset, load_knowledge
from lexaudit.reason.pipeline import Reasoner, Reasoning
from lexaudit.reason.types import Judgment, ReasonConfig

__all__ = [
    "Judgment",
    "KnowledgeBase",
    "LegalCase",
    "ReasonConfig",
    "Reasoner",
    "Reasoning",
    "load_dataset",
    "load_knowledge",
]
