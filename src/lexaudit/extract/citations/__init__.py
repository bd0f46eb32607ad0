"""Legal citation extraction with canonical keys, per jurisdiction.

``find_citations(text)`` returns :class:`Citation` objects for US (eyecite for cases, regexes
for statutes and rules), Indian, UK and EU citation forms. eyecite is imported lazily on the
first call that needs it.
"""

from __future__ import annotations

from lexaudit.extract.citations.find import find_citations
from lexaudit.extract.citations.model import Citation

__all__ = ["Citation", "find_citations"]
