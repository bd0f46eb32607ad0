"""GenGround re-retrieval: re-judge each unsupported or contradicted claim on its own evidence.

The first pass retrieves a few windows per claim. A claim the judge found unsupported or
contradicted gets a second, wider search built from the claim alone: more candidate windows
from every source, each widened to two sentences on either side, and, when the claim cites a
provision whose text the authority store holds, that text as one more passage. The same
judge decides again; the verdict records what the first pass said (``ClaimVerdict.rejudged``).
Only a decisive second verdict (supported, or contradicted) replaces the first: a window
widened to five sentences pools words, and a "partial" share of them is no sign that one
statement says the claim.

The verifier runs this when ``Verifier(reretrieve=True)`` (``--reretrieve`` on the command
line); see ``docs/benchmarks.md`` for what it changes on the benchmarks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from lexaudit.align.graph import KnowledgeGraph, normalise_phrase
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.citations import find_citations
from lexaudit.extract.pipeline import Analysis
from lexaudit.judge.base import Judge
from lexaudit.types import Chunk, Claim, ClaimVerdict, Rejudgement, Verdict

#: candidate windows per claim in the second search (the first pass takes 4)
REJUDGE_CANDIDATES = 12
#: sentences on either side of a candidate sentence whose values the window holds
REJUDGE_RADIUS = 2
#: the doc id of passages taken from the authority store
AUTHORITY_DOC = "authority-store"

_RETRY = (Verdict.UNSUPPORTED, Verdict.CONTRADICTED)
_DECISIVE = (Verdict.SUPPORTED, Verdict.CONTRADICTED)


def authority_chunks(claims: Sequence[Claim], chunks: Sequence[Chunk], store: Any) -> list[Chunk]:
    """Passages of the authority store for the provisions the claims cite.

    A provision whose stored text is empty, or whose text a source already holds, adds
    nothing. Each passage starts with the provision's name so its citation is in it.
    """
    if store is None:
        return []
    from lexaudit.extract.citations.canonical import display_key

    out: list[Chunk] = []
    seen: set[str] = set()
    for claim in claims:
        for cite in find_citations(claim.text):
            if cite.canonical in seen:
                continue
            seen.add(cite.canonical)
            authority = store.get(cite.canonical)
            text = (authority.text or "").strip() if authority is not None else ""
            if not text or any(text[:200] in c.text for c in chunks):
                continue
            body = f"{display_key(cite.canonical)}. {authority.title}.\n\n{text}"
            out.append(Chunk(f"authority:{cite.canonical}", AUTHORITY_DOC, body))
    return out


def widen(evidence: Evidence, window: Window, radius: int = REJUDGE_RADIUS) -> Window:
    """The window with the values and words of ``radius`` sentences on either side."""
    ci = next(i for i, c in enumerate(evidence.chunks) if c is window.chunk)
    analysis = evidence.analyses[ci]
    sents = analysis.sentences
    si = next((i for i, (s, _) in enumerate(sents) if s == window.start), None)
    if si is None:
        return window
    lo = sents[max(0, si - radius)][0]
    hi = sents[min(len(sents) - 1, si + radius)][1]
    words: set[str] = set()
    for i in range(max(0, si - radius), min(len(sents), si + radius + 1)):
        words.update(analysis.sentence_words[i])
    ents = [e for e in analysis.entities if lo <= e.span.start and e.span.end <= hi]
    rels = [r for r in analysis.relations if lo <= r.span.start < hi]
    graph = KnowledgeGraph(
        entities=ents,
        edges=[],
        aliases=evidence.aliases,
        text=normalise_phrase(analysis.text[lo:hi]),
    )
    return dataclasses.replace(window, entities=ents, relations=rels, words=words, graph=graph)


def rejudge(
    verdicts: Sequence[ClaimVerdict],
    evidence: Evidence,
    judge: Judge,
    context: KnowledgeGraph,
    *,
    store: Any = None,
    analyse: Callable[[Sequence[Chunk]], list[Analysis]] | None = None,
    candidates: int = REJUDGE_CANDIDATES,
    radius: int = REJUDGE_RADIUS,
) -> tuple[list[ClaimVerdict], list[Chunk]]:
    """Re-judge every unsupported or contradicted claim on re-retrieved evidence.

    Args:
        verdicts: the first pass's verdicts (in claim order).
        evidence: the analysed bundle of the first pass.
        judge: the judge of the first pass (the same judge decides again).
        context: the merged source + query graph.
        store: the authority store; provisions a claim cites add their stored text.
        analyse: analyses extra chunks (the verifier's cached extractor); without it no
            authority text is added.
        candidates: windows per claim in the second search.
        radius: sentences on either side that each window's values come from.

    Returns:
        The verdicts (re-judged ones carry ``rejudged``) and the authority passages any
        re-judged verdict cites as evidence (to be listed with the report's sources).
    """
    retry = [i for i, cv in enumerate(verdicts) if cv.verdict in _RETRY]
    if not retry:
        return list(verdicts), []
    extra = authority_chunks([verdicts[i].claim for i in retry], evidence.chunks, store)
    wide = evidence
    if extra and analyse is not None:
        chunks = [*evidence.chunks, *extra]
        wide = Evidence(
            chunks,
            [*evidence.analyses, *analyse(extra)],
            evidence.aliases,
            encoder=evidence.encoder,
            vocabulary=evidence.vocabulary,
            premise=evidence.premise,
            totals=evidence.totals,
            common=evidence.common,
            apposed=evidence.apposed,
        )
    else:
        extra = []
    out = list(verdicts)
    used: set[str] = set()
    for i in retry:
        first = verdicts[i]
        windows = [widen(wide, w, radius) for w in wide.candidates(first.claim, k=candidates)]
        again = judge.judge(first.claim, windows, wide, context)
        if again.verdict not in _DECISIVE:
            # the wider windows found neither support nor a conflict: more words from five
            # sentences are no evidence that one statement says the claim, so the first
            # verdict stands (the record says the claim was re-judged)
            again = first
        from_store = [w.chunk.chunk_id for w in windows if w.chunk.doc_id == AUTHORITY_DOC]
        authorities = tuple(dict.fromkeys(c.split(":", 1)[1] for c in from_store))
        used.update(e.chunk_id for e in again.evidence)
        out[i] = dataclasses.replace(
            again,
            rejudged=Rejudgement(first.verdict, first.reason, len(windows), authorities),
        )
    return out, [c for c in extra if c.chunk_id in used]
