"""``find_citations``: run every jurisdiction's grammar over a text and merge the results.

Grammars run from the most specific to the least: sections of named acts, Indian, UK and EU
forms, US statutes, then eyecite for US cases (told which spans are already taken). Where two
grammars claim overlapping text the earlier one wins; ``Id.`` is resolved last, to the
citation just before it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace

from lexaudit.extract.citations.eu import find_eu
from lexaudit.extract.citations.india import find_india
from lexaudit.extract.citations.model import Citation
from lexaudit.extract.citations.sections import find_section_citations
from lexaudit.extract.citations.uk import find_uk
from lexaudit.extract.citations.us import find_us_cases, find_us_statutes
from lexaudit.types import Span


def _overlaps(a: Span, b: Span) -> bool:
    return a.start < b.end and b.start < a.end


def find_citations(text: str, *, code_text: bool = False) -> list[Citation]:
    """Find every legal citation in ``text``, with canonical keys.

    Args:
        text: an answer, a query or an evidence passage.
        code_text: the text is a source that may be the US Code itself, whose cross-references
            leave the Code's name out ("section 5376 of title 5"); elsewhere that form may
            name another code's title, so it is read only here.

    Returns:
        Citations in text order. A list of sections (``Sections 302 and 34 IPC``) gives one
        citation per section, all with the span of the whole phrase; parallel US reporter
        citations are merged into one.
    """
    if not text:
        return []
    kept: list[Citation] = []
    grammars: tuple[Callable[[str], list[Citation]], ...] = (
        find_section_citations,
        find_india,
        find_uk,
        find_eu,
        functools.partial(find_us_statutes, unnamed_code=code_text),
    )
    for grammar in grammars:
        found = grammar(text)
        if not found:
            continue
        earlier = [c.span for c in kept]
        seen: set[tuple[str, int, int]] = set()
        for cite in found:
            ident = (cite.canonical, cite.span.start, cite.span.end)
            if ident in seen or any(_overlaps(cite.span, s) for s in earlier):
                continue
            seen.add(ident)
            kept.append(cite)
    kept.extend(find_us_cases(text, [c.span for c in kept]))
    kept.sort(key=lambda c: (c.span.start, c.span.end))
    # de-duplicate the same key claimed twice over one span (e.g. "IPC Section 420 IPC")
    out: list[Citation] = []
    for cite in kept:
        if out and any(
            o.canonical == cite.canonical and _overlaps(o.span, cite.span) for o in out[-4:]
        ):
            continue
        out.append(cite)
    return _resolve_ids(out)


def _resolve_ids(cites: list[Citation]) -> list[Citation]:
    resolved: list[Citation] = []
    previous: Citation | None = None
    for cite in cites:
        if cite.kind == "id":
            if previous is not None:
                cite = replace(
                    cite, canonical=previous.canonical, jurisdiction=previous.jurisdiction
                )
        else:
            previous = cite
        resolved.append(cite)
    return resolved
