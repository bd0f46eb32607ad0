"""Citation markers: answers that cite retrieved chunks by position (``[1]``, ``[1, 3]``).

A retrieval-augmented assistant numbers the passages it was given and cites them inline. Two
things can go wrong, and :func:`check_markers` reports both:

* ``fabricated_citation`` / ``orphan_citation`` (critical): a marker number points to no
  retrieved passage (``[4]`` when three were retrieved, or ``[0]``). Numbers are 1-based
  positions in the evidence bundle, so each valid number maps to exactly one chunk.
* ``misquoted_source`` / ``misattributed_citation`` (moderate): a sentence carries markers, the
  judge found its claims supported or partly supported, but the best evidence for a claim is in
  a chunk the sentence does not cite ("sentence cites [2] but its support is in [1]"). A cited
  chunk whose text contains the best evidence verbatim (a duplicated passage) counts as cited.

What a marker is: a run of adjacent bracket groups of 1-3 digit numbers, separated by commas
or semicolons, with ``n-m`` / ``n–m`` ranges expanded (``[1, 3]``, ``[2][3]``, ``[1-3]``).
Four-digit groups are not markers, so neutral citations (``[2019] UKSC 41``, ``[1932] AC 562``)
are left alone. A bracket group at the start of a line followed by text is a reference-list
entry (``[2] Lease, clause 4``), not a marker.

The sentence of a marker is the sentence it closes: markers placed after the full stop
(``... per month. [1]``) belong to the sentence before them, as the gate's strip policy reads
them too.

Text helpers: :func:`strip_orphan_markers` removes out-of-range numbers (and markers left
empty), :func:`drop_unused_references` removes reference-list lines no marker uses any more,
and :func:`mask_markers` blanks markers and reference lines with spaces of the same length, so
that an extractor run on the masked text does not read ``[1]`` as the number 1 while every
offset still indexes the original answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from lexaudit.types import (
    Chunk,
    ClaimVerdict,
    EvidenceSpan,
    Finding,
    FindingSubtype,
    RubricType,
    Severity,
    Span,
    Verdict,
)

__all__ = [
    "Marker",
    "check_markers",
    "drop_unused_references",
    "find_markers",
    "mask_markers",
    "numbered_passages",
    "strip_orphan_markers",
]

_NUMBER = r"\d{1,3}(?:\s*[-\u2013]\s*\d{1,3})?"
_GROUP = rf"\[\s*{_NUMBER}(?:\s*[,;]\s*{_NUMBER})*\s*\]"
_GROUP_RE = re.compile(_GROUP)
_RUN_RE = re.compile(rf"{_GROUP}(?:[ \t]*{_GROUP})*")
# "[2] Lease, clause 4" / "[2]: ..." / "2." is not ours; only bracketed reference entries
_REFERENCE_LINE_RE = re.compile(rf"^[ \t]*({_GROUP})[:.]?[ \t]+\S.*$", re.M)
# a sentence ends at . ! ? (closing quotes/brackets allowed) followed by space or the end,
# unless the dot closes a single capital ("U.S.") or a common legal abbreviation
_END_RE = re.compile(
    r"(?<![A-Z])(?<!\bNo)(?<!\bno)(?<!\bv)(?<!\bvs)(?<!\bSec)(?<!\bArt)(?<!\bcl)"
    r"[.!?][\"')\u201d\u2019]*(?=\s|$)|\n"
)
_MAX_RANGE = 50  # a range marker wider than this is not expanded ("[1-999]" is not a citation)


@dataclass(frozen=True, slots=True)
class Marker:
    """One inline citation marker (a run of adjacent bracket groups) in an answer.

    ``span`` covers the whole run (``[1][2]``); ``numbers`` are the cited 1-based chunk
    positions in order of appearance, without repeats; ``sentence_span`` is the sentence the
    marker closes.
    """

    span: Span
    numbers: tuple[int, ...]
    sentence_span: Span


def _numbers(group_text: str) -> list[int]:
    out: list[int] = []
    for part in re.split(r"[,;]", group_text.strip("[] \t")):
        bounds = [int(x) for x in re.split(r"[-\u2013]", part) if x.strip()]
        if len(bounds) == 2 and bounds[0] <= bounds[1] <= bounds[0] + _MAX_RANGE:
            out.extend(range(bounds[0], bounds[1] + 1))
        else:
            out.extend(bounds)
    return out


def _reference_spans(text: str) -> list[Span]:
    return [Span(m.start(), m.end()) for m in _REFERENCE_LINE_RE.finditer(text)]


def _runs(text: str) -> list[re.Match[str]]:
    """Marker runs outside reference-list lines."""
    refs = _reference_spans(text)
    return [
        m for m in _RUN_RE.finditer(text) if not any(r.start <= m.start() < r.end for r in refs)
    ]


def sentence_spans(text: str) -> list[Span]:
    """Sentences of ``text``; trailing markers after the full stop stay with their sentence."""
    spans: list[Span] = []
    start = 0
    pos = 0
    while True:
        m = _END_RE.search(text, pos)
        if m is None:
            break
        end = m.end()
        trailing = re.compile(rf"(?:[ \t]*{_GROUP})+").match(text, end)
        if trailing and m.group() != "\n":
            end = trailing.end()
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = pos = max(end, m.end())
        if pos >= len(text):
            break
    if text[start:].strip():
        spans.append(_trim(text, start, len(text)))
    return spans


def _trim(text: str, start: int, end: int) -> Span:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Span(start, end)


def find_markers(answer: str) -> list[Marker]:
    """Every inline citation marker of ``answer``, in order.

    >>> [m.numbers for m in find_markers("Rent is due [1, 3]. Notice is 30 days. [2][2]")]
    [(1, 3), (2,)]
    >>> find_markers("Donoghue v Stevenson [1932] AC 562.")
    []
    """
    sentences = sentence_spans(answer)
    markers: list[Marker] = []
    for run in _runs(answer):
        numbers: list[int] = []
        for group in _GROUP_RE.finditer(run.group()):
            numbers.extend(n for n in _numbers(group.group()) if n not in numbers)
        sentence = next(
            (s for s in sentences if s.start <= run.start() < s.end),
            Span(run.start(), run.end()),
        )
        markers.append(Marker(Span(run.start(), run.end()), tuple(numbers), sentence))
    return markers


def _label(numbers: Sequence[int]) -> str:
    return "".join(f"[{n}]" for n in numbers)


def numbered_passages(
    chunks: Sequence[Chunk], sources: Sequence[object]
) -> list[tuple[Chunk, ...]]:
    """The passages the answer numbers, one per source, from the bundle built of ``sources``.

    ``build_bundle`` keeps a ``Chunk`` source as it is, skips an empty text source and cuts a
    long one into chunks ``<id>#1``, ``<id>#2``, ...; the answer's ``[n]`` still means the n-th
    source. This walks sources and chunks in step: an empty source is an empty passage, a cut
    source is the tuple of its chunks.
    """
    out: list[tuple[Chunk, ...]] = []
    pos = 0
    for source in sources:
        if pos >= len(chunks):
            out.append(())
            continue
        if isinstance(source, Chunk):
            out.append((chunks[pos],))
            pos += 1
            continue
        text = source.get("text") if isinstance(source, Mapping) else source
        if not isinstance(text, str) or not text.strip():
            out.append(())
            continue
        group = [chunks[pos]]
        pos += 1
        first = group[0]
        if first.chunk_id == f"{first.doc_id}#1":
            while pos < len(chunks) and chunks[pos].chunk_id == f"{first.doc_id}#{len(group) + 1}":
                group.append(chunks[pos])
                pos += 1
        out.append(tuple(group))
    return out


def check_markers(
    answer: str,
    verdicts: Sequence[ClaimVerdict],
    chunks: Sequence[Chunk | Sequence[Chunk]],
) -> list[Finding]:
    """Check that every marker maps to one retrieved passage that supports its sentence.

    Args:
        answer: the answer text (marker and claim spans index into it).
        verdicts: the judge's verdicts on the answer's claims.
        chunks: the retrieved passages in the order the answer numbers them (``[1]`` is
            ``chunks[0]``): chunks, or tuples of chunks for a source the evidence bundle cut
            into several (see :func:`numbered_passages`).

    Returns:
        Orphan-marker findings in marker order, then misattribution findings in sentence
        order; each has the marker's ``answer_span``.
    """
    markers = find_markers(answer)
    findings: list[Finding] = []
    passages = [(c,) if isinstance(c, Chunk) else tuple(c) for c in chunks]
    n = len(passages)
    for marker in markers:
        for number in marker.numbers:
            if not 1 <= number <= n:
                findings.append(
                    Finding(
                        type=RubricType.FABRICATED_CITATION,
                        subtype=FindingSubtype.ORPHAN_CITATION,
                        severity=Severity.CRITICAL,
                        content=f"marker [{number}] points to no retrieved passage "
                        f"({n} {'was' if n == 1 else 'were'} retrieved)",
                        answer_span=marker.span,
                        rule="citation.marker.orphan",
                    )
                )
    by_sentence: dict[Span, list[Marker]] = {}
    for marker in markers:
        by_sentence.setdefault(marker.sentence_span, []).append(marker)
    position: dict[str, int] = {}
    for i, passage in enumerate(passages, 1):
        for chunk in passage:
            position.setdefault(chunk.chunk_id, i)
    for sentence, group in by_sentence.items():
        cited = sorted({k for m in group for k in m.numbers if 1 <= k <= n})
        if not cited:
            continue  # only orphan numbers: already reported
        finding = _misattribution(sentence, group, cited, verdicts, passages, position)
        if finding is not None:
            findings.append(finding)
    return findings


def _misattribution(
    sentence: Span,
    markers: Sequence[Marker],
    cited: Sequence[int],
    verdicts: Sequence[ClaimVerdict],
    passages: Sequence[tuple[Chunk, ...]],
    position: dict[str, int],
) -> Finding | None:
    elsewhere: list[int] = []
    first: EvidenceSpan | None = None
    claim_ids: list[str] = []
    for cv in verdicts:
        span = cv.claim.span
        inside = span.start < sentence.end and sentence.start < span.end
        if not inside or cv.verdict not in (Verdict.SUPPORTED, Verdict.PARTIAL):
            continue
        if not cv.evidence:
            continue
        best = cv.evidence[0]
        where = position.get(best.chunk_id)
        if where is None:
            continue  # evidence outside the bundle: nothing to compare against
        if where in cited or any(
            best.text and best.text in c.text for k in cited for c in passages[k - 1]
        ):
            continue
        claim_ids.append(cv.claim.claim_id)
        if where not in elsewhere:
            elsewhere.append(where)
        first = first or best
    if not elsewhere:
        return None
    return Finding(
        type=RubricType.MISQUOTED_SOURCE,
        subtype=FindingSubtype.MISATTRIBUTED_CITATION,
        severity=Severity.MODERATE,
        content=f"sentence cites {_label(cited)} but its support is in {_label(elsewhere)}",
        answer_span=markers[0].span,
        evidence_span=first,
        notes="claims " + ", ".join(claim_ids),
        rule="citation.marker.attribution",
    )


def strip_orphan_markers(text: str, n_chunks: int) -> str:
    """Remove marker numbers that point to no chunk; drop markers left empty.

    ``[1, 4]`` becomes ``[1]`` and ``[1][4]`` becomes ``[1]`` when three chunks were
    retrieved; ``[4]`` goes with the space before it. Reference-list lines are left alone (see
    :func:`drop_unused_references`).

    >>> strip_orphan_markers("Rent is due monthly [1, 4]. Notice is 30 days [4].", 3)
    'Rent is due monthly [1]. Notice is 30 days.'
    """
    pieces: list[str] = []
    pos = 0
    for run in _runs(text):
        kept: list[int] = []
        for group in _GROUP_RE.finditer(run.group()):
            kept.extend(k for k in _numbers(group.group()) if 1 <= k <= n_chunks and k not in kept)
        original = [k for g in _GROUP_RE.finditer(run.group()) for k in _numbers(g.group())]
        if kept == original:
            continue
        start = run.start()
        if not kept:
            while start > pos and text[start - 1] in " \t":
                start -= 1
        pieces.append(text[pos:start])
        pieces.append(_render(run.group(), kept))
        pos = run.end()
    pieces.append(text[pos:])
    return "".join(pieces)


def _render(original: str, numbers: Sequence[int]) -> str:
    if not numbers:
        return ""
    if original.count("[") > 1:
        return _label(numbers)
    return "[" + ", ".join(str(k) for k in numbers) + "]"


def drop_unused_references(text: str) -> str:
    r"""Remove reference-list lines (``[2] Lease, clause 4``) that no marker in the body uses.

    Grouped markers count for every number they hold (``[1, 3]`` keeps the lines of 1 and 3).
    Runs of blank lines left behind are collapsed.

    >>> drop_unused_references("Rent is due [1, 3].\n\n[1] Lease\n[2] Deed\n[3] Notice")
    'Rent is due [1, 3].\n\n[1] Lease\n[3] Notice'
    """
    used = {k for m in find_markers(text) for k in m.numbers}
    lines = text.splitlines(keepends=True)
    kept = []
    for line in lines:
        m = _REFERENCE_LINE_RE.match(line.rstrip("\r\n"))
        if m is None or set(_numbers(m.group(1))) & used:
            kept.append(line)
    if len(kept) == len(lines):
        return text
    out = re.sub(r"\n{3,}", "\n\n", "".join(kept))
    return out.rstrip()


def mask_markers(text: str) -> str:
    r"""Blank every marker and reference-list line with spaces of the same length.

    Offsets are unchanged, so claims cut from the masked text index the original answer.

    >>> mask_markers("Rent is due [1].\n[1] Lease")
    'Rent is due    .\n         '
    """
    chars = list(text)
    spans = [Span(m.start(), m.end()) for m in _runs(text)] + _reference_spans(text)
    for span in spans:
        chars[span.start : span.end] = " " * (span.end - span.start)
    return "".join(chars)
