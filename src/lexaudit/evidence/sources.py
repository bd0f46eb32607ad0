"""What a verification needs of its sources that no answer changes, kept per bundle.

The verifier caches, for each set of sources, the chunk analyses, the alias table, the merged
source graph, the source vocabulary and the search index, and the source graph merged with
each recent query's graph, so a cached verify costs what the answer costs.
"""

from __future__ import annotations

import bisect
import dataclasses
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence

from lexaudit.align.graph import KnowledgeGraph, build_graph
from lexaudit.evidence.index import EvidenceIndex
from lexaudit.evidence.retrieval import evidence_index
from lexaudit.extract.pipeline import Analysis
from lexaudit.text.words import content_words, run_on_function_word
from lexaudit.types import Chunk

BUNDLE_CACHE_SIZE = 16
"""How many source bundles keep their graph, vocabulary and index (beside the chunk cache)."""
_CONTEXTS_PER_BUNDLE = 8  # source graphs merged with a query graph, kept per bundle


@dataclasses.dataclass(frozen=True, slots=True)
class SourceState:
    """What a verification needs of its sources that no answer changes."""

    analyses: list[Analysis]
    aliases: dict[str, str]
    graph: KnowledgeGraph
    vocabulary: frozenset[str]
    index: EvidenceIndex
    # the source graph merged with a query's graph, by query text (a few, most recent last)
    contexts: OrderedDict[str | None, KnowledgeGraph] = dataclasses.field(
        default_factory=OrderedDict
    )
    lock: threading.Lock = dataclasses.field(default_factory=threading.Lock)

    def context(self, query: str | None, graphs: Sequence[KnowledgeGraph]) -> KnowledgeGraph:
        """``KnowledgeGraph.merge(graphs)`` (sources, then the query), kept per query text."""
        with self.lock:
            found = self.contexts.get(query)
        if found is None:
            found = KnowledgeGraph.merge(graphs)
            with self.lock:
                self.contexts[query] = found
                while len(self.contexts) > _CONTEXTS_PER_BUNDLE:
                    self.contexts.popitem(last=False)
        return found


def build_source_state(chunks: Sequence[Chunk], analyses: Sequence[Analysis]) -> SourceState:
    """The aliases, merged source graph G_c, vocabulary and BM25 index of analysed chunks."""
    aliases: dict[str, str] = {}
    for analysis in analyses:
        aliases.update(analysis.aliases)
    graph = KnowledgeGraph.merge(
        build_graph(a.entities, a.relations, aliases, a.text) for a in analyses
    )
    analyses = named_across(analyses)
    return SourceState(
        analyses=list(analyses),
        aliases=aliases,
        graph=graph,
        vocabulary=source_vocabulary([c.text for c in chunks]),
        index=evidence_index(analyses),
    )


def named_across(analyses: Sequence[Analysis]) -> list[Analysis]:
    """The chunks' analyses, each sentence's words naming the parties other chunks define.

    One document's passages come as several chunks, and a party is defined once: the preamble
    says ``i3 Creative LLC ("Reseller")`` and an exhibit says "payment will be made by Reseller".
    Within a chunk a sentence's words already hold the full name of each party it names by a
    defined alias (:func:`lexaudit.extract.pipeline._sentence_words`); a sentence that uses an
    alias another chunk defines holds that name too, so a claim that names the party by its
    name finds the sentence that calls it by its role. The alias must be written as the
    definition writes it (capitals and all): "any company" is not "the Company". Chunks that
    gain nothing are returned as they are; the others are copies whose ``base`` is the cached
    analysis (whose words are never changed, and which keeps the sentence vectors for both).
    """
    defined = {p.alias: p.value for a in analyses for p in a.parties if p.alias and p.alias.strip()}
    if not defined:
        return list(analyses)
    found = re.compile(
        r"(?<![\w-])("
        + "|".join(re.escape(a) for a in sorted(defined, key=len, reverse=True))
        + r")(?![\w-])"
    )
    out: list[Analysis] = []
    for analysis in analyses:
        own = {p.alias for p in analysis.parties}
        starts = [s for s, _ in analysis.sentences]
        added: dict[int, list[str]] = {}
        for m in found.finditer(analysis.text):
            if m.group(1) in own:
                continue
            k = bisect.bisect_right(starts, m.start()) - 1
            if k >= 0 and m.start() < analysis.sentences[k][1]:
                added.setdefault(k, []).extend(content_words(defined[m.group(1)]))
        if not added:
            out.append(analysis)
            continue
        words = [
            [*w, *added[k]] if k in added else w for k, w in enumerate(analysis.sentence_words)
        ]
        out.append(dataclasses.replace(analysis, sentence_words=words, base=analysis))
    return out


def source_vocabulary(texts: Sequence[str]) -> frozenset[str]:
    """The lower-cased words of the sources and the query (names the answer may use).

    A word a printed text hyphenates at a line end ("Cauca-" closing one line, "sian" opening
    the next) is also there whole, and a capitalised word that the text extraction of a printed
    page ran onto a function word before it ("ofSalvage", "andHarbours") is also there alone.
    Both only add words, so no name the sources use whole is lost. Two capitalised parts
    ("SunTrust", "HarbourMaster") are left joined: a brand writes its name that way.
    """
    words: set[str] = set()
    for text in texts:
        lowered = text.lower()
        words.update(_VOCAB_WORD.findall(lowered))
        words.update(a + b for a, b in _LINE_END_HYPHEN.findall(lowered))
        for joined in _RUN_ON.findall(text):
            cut = run_on_function_word(joined)
            if cut:
                words.add(joined[cut:].lower())
    return frozenset(words)


_VOCAB_WORD = re.compile(r"[a-z0-9]+")
_RUN_ON = re.compile(r"(?<![A-Za-z])[a-z]+[A-Z][a-z]+(?![A-Za-z])")
_LINE_END_HYPHEN = re.compile(r"(?<![a-z])([a-z]+)-[ \t]*\r?\n[ \t]*([a-z]+)")
