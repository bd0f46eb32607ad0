"""Per-claim evidence: candidate windows of the bundle, ranked lexically and by values."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from lexaudit import lexicon
from lexaudit.align.graph import NAME_TYPES, KnowledgeGraph, canonical_node, normalise_phrase
from lexaudit.evidence.encoder import SentenceEncoder
from lexaudit.evidence.index import EvidenceIndex, EvidenceUnit
from lexaudit.evidence.names import (
    KnownNames,
    circuit_court,
    demonym_of_known,
    other_number_known,
)
from lexaudit.extract.lead_ins import item_reading
from lexaudit.extract.parties import spelled_abbreviations
from lexaudit.extract.pipeline import Analysis, content_words
from lexaudit.text.money import table_figures
from lexaudit.text.numbers import fraction_percents, parse_number_words
from lexaudit.text.sections import (
    holds_pinpoint,
    named_subdivisions,
    printed_sections,
    provision_printed,
    section_number,
)
from lexaudit.text.segment import opens_sentence
from lexaudit.types import (
    MEASURE_TYPES,
    Chunk,
    Claim,
    Entity,
    EntityType,
    EvidenceSpan,
    Relation,
    Span,
)

_STRONG_TYPES = MEASURE_TYPES
# one all-capital word, or its plural: "PO", "SOWs"
_ACRONYM_WORD = re.compile(r"([A-Z]{2,6})s?")
_VALUE_TYPES = _STRONG_TYPES | {EntityType.NUMBER, EntityType.GPE}
#: candidate windows the judge reads for each claim
JUDGE_WINDOWS = 4
# a clause's number as an answer writes it bare: "6.2", "10.5", "3.1.4"
_CLAUSE_NUMBER = re.compile(r"\d{1,3}(?:\.\d{1,3})+")
# a definite determiner, with an ordinal or "other" after it, right before a count
_DEFINITE_BEFORE_COUNT = re.compile(
    r"\b(?:the|these|those|both|its|their|his|her|our|your)\s+"
    r"(?:(?:other|first|last|same|remaining|main)\s+)?$",
    re.IGNORECASE,
)


def _definite_count(answer: str, entity: Entity) -> bool:
    """A count in words after a definite determiner: "the two companies", "those three cases".

    A definite count refers to things the answer or its question has named, or that the
    sources name without counting them ("the two sides" of a contract): the answer counts
    them itself, and no source needs to write the number. A count in figures ("the 3
    Justices") is written as a figure the sources may print, and is grounded as one. The
    claim checks still judge the count against any rival count the sources write.
    """
    if entity.text[:1].isdigit() or parse_number_words(entity.text) is None:
        return False
    return (
        _DEFINITE_BEFORE_COUNT.search(answer, max(0, entity.span.start - 40), entity.span.start)
        is not None
    )


@dataclass(slots=True)
class Window:
    """A candidate evidence window: one sentence of a chunk and its neighbours' values."""

    chunk: Chunk
    start: int  # the sentence, offsets in the chunk
    end: int
    entities: list[Entity]  # entities of the sentence and its neighbours
    relations: list[Relation]
    words: set[str]  # of the sentence and its neighbours
    score: float = 0.0
    graph: KnowledgeGraph = field(default_factory=KnowledgeGraph)
    own_words: frozenset[str] = frozenset()  # of the sentence alone
    # the sentence read after the lead-in it completes, when it is an enumerated item
    # (``lexaudit.extract.lead_ins``): "The Licensee shall not sublicense it" for "(b)
    # sublicense it"
    read_as: str = ""

    @property
    def reading(self) -> str:
        """The sentence as it reads: an item with the lead-in it completes before it."""
        return self.read_as or self.chunk.text[self.start : self.end]

    @property
    def span(self) -> EvidenceSpan:
        """The evidence span of the sentence."""
        return EvidenceSpan(
            self.chunk.chunk_id, self.start, self.end, self.chunk.text[self.start : self.end]
        )


def evidence_index(analyses: Sequence[Analysis]) -> EvidenceIndex:
    """The BM25 index over the sentences of every analysed chunk (in bundle order)."""
    units: list[EvidenceUnit] = []
    words: list[list[str]] = []
    for ci, analysis in enumerate(analyses):
        for si, (s, e) in enumerate(analysis.sentences):
            units.append(EvidenceUnit(ci, si, s, e))
            words.append(analysis.sentence_words[si])
    return EvidenceIndex(units, words)


class Evidence(KnownNames):
    """The analysed evidence bundle with a sentence index, shared by every claim."""

    def __init__(
        self,
        chunks: Sequence[Chunk],
        analyses: Sequence[Analysis],
        aliases: dict[str, str],
        encoder: SentenceEncoder | None = None,
        dense_weight: float = 0.5,
        vocabulary: Collection[str] = frozenset(),
        index: EvidenceIndex | None = None,
        premise: KnowledgeGraph | None = None,
        totals: frozenset[Span] = frozenset(),
        common: frozenset[str] = frozenset(),
        apposed: Mapping[str, str] | None = None,
    ) -> None:
        """Index the sentences of every chunk.

        Args:
            chunks: the evidence bundle.
            analyses: the analysis of each chunk (same order).
            aliases: the bundle's party aliases.
            encoder: a sentence encoder for dense retrieval (lexical only when ``None``).
            dense_weight: the weight of the cosine similarity beside normalised BM25.
            vocabulary: lower-cased words of the sources and the query (for ``name_known``).
            index: the BM25 index of these analyses, when the caller kept one
                (:func:`evidence_index`); built here otherwise.
            premise: the graph of the question, whose values an answer may restate ("an
                offence carrying seven years") without a source stating them.
            totals: the spans of answer values that add up other values the answer states
                ("$5,000 in all"; :func:`lexaudit.extract.totals.derived_totals`).
            common: the words the answer writes in lower case (:func:`lower_case_words`): one
                of them capitalised at the start of a sentence or line is that common word.
            apposed: the names the answer gives its parties in brackets ("Kestrel (the
                Carrier)": :func:`lexaudit.extract.parties.apposed_names`).
        """
        self.common = common
        self.apposed = dict(apposed or {})
        self.vocabulary = vocabulary
        self.premise = premise
        self.totals = totals
        self.chunks = list(chunks)
        self.analyses = list(analyses)
        self._table_sums: dict[str, dict[tuple[str, int], Entity]] = {}
        self.aliases = aliases
        self.encoder = encoder
        self.dense_weight = dense_weight
        self._vectors: Any = None
        self._acronyms: dict[tuple[str, bool], tuple[str, ...]] = {}
        self._acronyms_mixed: dict[str, bool] = {}
        self.index = index if index is not None else evidence_index(self.analyses)

    def prints_section(self, entity: Entity) -> bool:
        """A section reference whose provision a source text prints.

        "Section 173(3)" where a source is headed "173. (1) ..." and that section opens a
        sub-section "(3)" (:func:`lexaudit.text.sections.section_in_text`); "Section 9.2"
        where a contract prints a provision headed "9.2 Late Payment. ..."
        (:func:`lexaudit.text.sections.provision_printed`).
        """
        if entity.type is not EntityType.SECTION_REF:
            return False
        return self.prints_provision(entity.value)

    def prints_provision(self, value: str) -> bool:
        """A source text prints the provision of this normalised section reference."""
        number = section_number(value)
        return any(
            holds_pinpoint(value, body) for body in self._printed.get(number or "", ())
        ) or any(provision_printed(value, chunk.text) for chunk in self.chunks)

    def prints(self, entity: Entity) -> bool:
        """A section or an acronym the source texts print without an entity of its own.

        The grounding of an answer's entities counts these as found: a section a statute text
        is headed with (:meth:`prints_section`) or names as a sub-division before its section
        ("sub-section (3) of section 174": :func:`lexaudit.text.sections.named_subdivisions`),
        and a name that is one acronym (or its
        plural) whose letters open a run of capitalised source words ("POs" where the sources
        write "Purchase Orders"; :meth:`acronym_runs`). A place's code is left to the place
        checks: two capitals side by side ("Universal Kiosks") do not make "UK".
        """
        acronym = _ACRONYM_WORD.fullmatch(entity.text)
        if acronym is not None and entity.type in NAME_TYPES:
            return bool(self.acronym_runs(acronym.group(1), capitalised=True))
        if entity.type is EntityType.SECTION_REF and entity.value in self._named_subdivisions:
            # "section 174(3)" where a source refers to "sub-section (3) of section 174"
            return True
        return self.prints_section(entity)

    @functools.cached_property
    def _named_subdivisions(self) -> frozenset[str]:
        """The sub-divisions the sources name before their section ("section 174(3)")."""
        return frozenset(v for chunk in self.chunks for v in named_subdivisions(chunk.text))

    def writes_fraction(self, entity: Entity) -> bool:
        """A source writes the percentage ``entity`` as a fraction in words ("half of" for 50%).

        Within half a point: "33%" for "one-third".
        """
        try:
            value = Decimal(entity.value)
        except ArithmeticError:
            return False
        return any(abs(f - value) < Decimal("0.5") for f in self._fractions)

    @functools.cached_property
    def _fractions(self) -> tuple[Decimal, ...]:
        return tuple(f for chunk in self.chunks for f in fraction_percents(chunk.text))

    @functools.cached_property
    def abbreviations(self) -> dict[str, frozenset[str]]:
        """The words each abbreviation the sources define stands for, as content words.

        'a right of first offer (the "ROFO")' gives ``rofo`` the words of "right of first
        offer" (:func:`lexaudit.extract.parties.spelled_abbreviations`), so that a value's
        slot named by the abbreviation meets one named in full.
        """
        found: dict[str, frozenset[str]] = {}
        for analysis in self.analyses:
            spelled = spelled_abbreviations(analysis.text, analysis.defined_terms)
            for acronym, words in spelled.items():
                key = content_words(acronym)
                if len(key) == 1:
                    found.setdefault(key[0], frozenset(content_words(words)))
        return found

    @functools.cached_property
    def _printed(self) -> dict[str, list[str]]:
        """The body of every section the chunks print, by section number (built once)."""
        found: dict[str, list[str]] = {}
        for chunk in self.chunks:
            for number, start, end in printed_sections(chunk.text):
                found.setdefault(number, []).append(chunk.text[start:end])
        return found

    def table_sums(self, currency: str) -> dict[tuple[str, int], Entity]:
        """The bare figures a table prints in a column of sums in ``currency``, as sums.

        A typed table prints its currency once, by its first figure ("$    300,000"), and
        the rest of the column bare (:func:`lexaudit.text.money.table_figures`). Keyed by
        chunk id and the figure's start (read once per currency).
        """
        if currency not in self._table_sums:
            self._table_sums[currency] = {
                (chunk.chunk_id, e.span.start): e
                for chunk, analysis in zip(self.chunks, self.analyses, strict=True)
                for e in table_figures(chunk.text, analysis.entities, currency)
            }
        return self._table_sums[currency]

    def grounded_otherwise(self, answer: str) -> Callable[[Entity], bool]:
        """Whether an answer "name" is grounded by something other than a source entity.

        Twelve cases: a clause number a source prints ("6.2"); a sum a table of the sources
        prints bare (:meth:`table_sums`); a US court of appeals named by its circuit ("the
        Ninth Circuit") whose decisions the sources cite ("(CA9 1997)"); an all-capital word
        of three to six letters that opens a run of capitalised source words ("USPS" for
        "United States Postal Service"); an abbreviation of capitals and small function words
        that a source name spells ("BofE", :meth:`mixed_acronym_known`); the people or
        adjective of a place the sources name ("Russian" for Russia); a one-word name that is
        a source word in the other number ("an Affiliate" for "Affiliates"); a one-word ORG /
        PERSON / GPE (spaCy calls a capitalised first word a proper noun) that opens a
        sentence, line or clause after a colon and is a common
        word (:meth:`_common_word`); a name after a participle the recogniser took into it
        ("Citing Halvorsen"); a percentage a source writes as a fraction in words ("50%"
        for "half of": :meth:`writes_fraction`); a count in words after a definite
        determiner ("the two companies", "those three grounds": :func:`_definite_count`);
        and a total the answer adds up from values it states (``totals``). Citations are
        found in the sources only when an answer names a circuit.
        """

        def check(entity: Entity) -> bool:
            if entity.span in self.totals:
                return True  # the sum of values the answer states
            if entity.type is EntityType.MONEY:
                sums = self.table_sums(entity.value.split(" ", 1)[0])
                return any(s.value == entity.value for s in sums.values())
            if entity.type is EntityType.NUMBER and _CLAUSE_NUMBER.fullmatch(entity.text):
                return self._prints_number(entity.text)  # "the 7.2 route": clause 7.2
            if entity.type is EntityType.NUMBER and _definite_count(answer, entity):
                return True  # "the two companies": a count of things already named
            if entity.type is EntityType.PERCENT:
                return self.writes_fraction(entity)  # "50%" where a source writes "half of"
            if entity.type not in NAME_TYPES:
                return False
            circuit = circuit_court(entity.text)
            if circuit is not None:
                return circuit in self._cited_courts
            if " " in entity.text.strip():
                # "Citing Halvorsen": a participle before a name is no part of it, as for the
                # claim's own check (:meth:`name_known`)
                first = entity.text.split()[0]
                return first.lower().endswith("ing") and self.name_known(entity)
            word = entity.text.strip()
            if word.isupper() and self._acronym_in_sources(word, capitalised=True):
                # "USPS" for "United States Postal Service", "IP" for "Intellectual Property"
                return True
            if self.mixed_acronym_known(word):
                return True  # "BofE" where a source writes "Bank of England"
            if demonym_of_known(word.lower(), self.vocabulary):
                return True  # "Russian" where the sources name Russia
            if other_number_known(word.lower(), self.vocabulary) or self._other_number_in_name(
                [word], 0
            ):
                return True  # "an Affiliate" where the sources write "its Affiliates"
            return opens_sentence(answer, entity.span.start) and self._common_word(word)

        return check

    @property
    def idf(self) -> dict[str, float]:
        """The inverse document frequency of each word over the bundle's sentences."""
        return self.index.idf

    def window(self, unit_index: int, score: float) -> Window:
        """The window around one indexed sentence (the sentence plus one on each side)."""
        unit = self.index.units[unit_index]
        analysis = self.analyses[unit.chunk_index]
        sents = analysis.sentences
        lo = sents[max(0, unit.sentence_index - 1)][0]
        hi = sents[min(len(sents) - 1, unit.sentence_index + 1)][1]
        ents = [e for e in analysis.entities if lo <= e.span.start and e.span.end <= hi]
        rels = [r for r in analysis.relations if lo <= r.span.start < hi]
        words: set[str] = set()
        for i in range(max(0, unit.sentence_index - 1), min(len(sents), unit.sentence_index + 2)):
            words.update(analysis.sentence_words[i])
        text = analysis.text[lo:hi]
        graph = KnowledgeGraph(
            entities=ents, edges=[], aliases=self.aliases, text=normalise_phrase(text)
        )
        return Window(
            self.chunks[unit.chunk_index],
            unit.start,
            unit.end,
            ents,
            rels,
            words,
            score,
            graph,
            frozenset(analysis.sentence_words[unit.sentence_index]),
            item_reading(analysis.text, unit.start, unit.end),
        )

    def candidates(self, claim: Claim, k: int = JUDGE_WINDOWS) -> list[Window]:
        """The best ``k`` windows for a claim: BM25 on words, re-ranked by matched values."""
        # the words of the claim without its values: a wrong value must not pull retrieval
        # towards the sentence where that value happens to occur
        text = claim.text
        base = claim.span.start
        for entity in sorted(claim.entities, key=lambda e: -e.span.start):
            if entity.type in _VALUE_TYPES:
                a, b = entity.span.start - base, entity.span.end - base
                text = text[:a] + " " * (b - a) + text[b:]
        query = content_words(text)
        # a party named by alias ("Licensee") also searches for its canonical name
        for entity in claim.entities:
            if entity.type in NAME_TYPES:
                value = canonical_node(entity.key, self.aliases).split(":", 1)[1]
                query.extend(w for w in content_words(value) if w not in query)
        hits = self.index.search(query, k=max(k * 3, 8))
        top = hits[0][1] if hits else 1.0
        scored = {i: s / (top or 1.0) for i, s in hits}
        if self.encoder is not None:
            # dense: sentences close in meaning count even without shared words
            cosines = self._dense_scores(claim.text)
            for i in sorted(range(len(cosines)), key=lambda j: -cosines[j])[: max(k * 2, 6)]:
                scored.setdefault(i, 0.0)
            for i in scored:
                scored[i] += self.dense_weight * float(cosines[i])
        # sentences that state one of the claim's values are candidates even when few of the
        # claim's words are there ("The agreement is dated February 17, 1999.")
        for i in self._value_units(claim):
            scored.setdefault(i, 0.3)
        # a question asserts nothing: it neither supports nor contradicts a claim
        scored = {i: s for i, s in scored.items() if not self._is_question(i)}
        if not scored:
            return []
        windows = [self.window(i, s) for i, s in scored.items()]
        # exact typed values (amounts, dates, periods, percentages) are strong evidence of
        # the right clause; names and places are not (a place of incorporation is not the
        # governing-law clause)
        strong = [e for e in claim.entities if e.type in _STRONG_TYPES]
        for w in windows:
            if strong:
                matched = sum(1 for e in strong if w.graph.matches(e))
                w.score += 0.6 * matched / len(strong)
        windows.sort(key=lambda w: -w.score)
        return windows[:k]

    def _is_question(self, unit_index: int) -> bool:
        unit = self.index.units[unit_index]
        text = self.chunks[unit.chunk_index].text[unit.start : unit.end]
        return text.rstrip().rstrip("\"'”’)]").endswith("?")

    def _dense_scores(self, text: str) -> Any:
        """Cosine similarity of ``text`` with every indexed sentence."""
        import numpy as np

        assert self.encoder is not None
        if self._vectors is None:
            blocks = []
            for analysis in self.analyses:
                base = analysis.base or analysis
                if base.sentence_vectors is None:
                    sentences = [base.text[s:e] for s, e in base.sentences]
                    base.sentence_vectors = (
                        self.encoder.encode(sentences) if sentences else np.zeros((0, 1))
                    )
                analysis.sentence_vectors = base.sentence_vectors
                if len(analysis.sentences):
                    blocks.append(np.asarray(analysis.sentence_vectors))
            self._vectors = np.vstack(blocks) if blocks else np.zeros((0, 1))
        if not len(self._vectors):
            return np.zeros(0)
        query = np.asarray(self.encoder.encode([text]))[0]
        return self._vectors @ query

    def _value_units(self, claim: Claim) -> list[int]:
        """Indices of sentences holding an entity equal to one of the claim's values."""
        wanted = {
            (e.type, e.value)
            for e in claim.entities
            if e.type in _VALUE_TYPES - {EntityType.NUMBER}
        }
        if not wanted:
            return []
        found = sorted({i for key in wanted for i in self._units_by_value.get(key, ())})
        return found[:8]

    def units_stating(self, etype: EntityType, value: str) -> list[int]:
        """Indices of the sentences holding an entity of this type and normalised value."""
        return list(self._units_by_value.get((etype, value), ()))

    @functools.cached_property
    def _units_by_value(self) -> dict[tuple[EntityType, str], list[int]]:
        """The sentences (unit indices) each typed value of the bundle occurs in, built once."""
        by_value: dict[tuple[EntityType, str], list[int]] = {}
        starts: dict[int, list[tuple[int, int, int]]] = {}
        for i, unit in enumerate(self.index.units):
            starts.setdefault(unit.chunk_index, []).append((unit.start, unit.end, i))
        for ci, analysis in enumerate(self.analyses):
            units = starts.get(ci, [])
            offsets = [start for start, _, _ in units]
            for e in analysis.entities:
                k = bisect.bisect_right(offsets, e.span.start) - 1
                if k >= 0 and units[k][0] <= e.span.start < units[k][1]:
                    by_value.setdefault((e.type, e.value), []).append(units[k][2])
        return by_value

    def relation_key(self, key: str) -> str:
        """Resolve a node key through the bundle's aliases.

        A role noun is a party whatever label the parse gave it: "the Buyer" (which spaCy may
        call a person), "the landlord" and "Landlord" are one node, ``party:buyer``.
        """
        resolved = canonical_node(key, self.aliases)
        kind, _, name = resolved.partition(":")
        if kind in ("np", "org", "person", "gpe") and name:
            words = name.split()
            if len(words) <= 2 and words[-1] in lexicon.word_set("roles"):
                return "party:" + name
        return resolved
