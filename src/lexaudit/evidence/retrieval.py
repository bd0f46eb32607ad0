"""Per-claim evidence: candidate windows of the bundle, ranked lexically and by values."""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from lexaudit import lexicon
from lexaudit.align.graph import NAME_TYPES, KnowledgeGraph, canonical_node, normalise_phrase
from lexaudit.evidence.encoder import SentenceEncoder
from lexaudit.evidence.index import EvidenceIndex, EvidenceUnit
from lexaudit.extract.parties import spelled_abbreviations
from lexaudit.extract.pipeline import Analysis, content_words
from lexaudit.text.money import table_figures
from lexaudit.text.sections import holds_pinpoint, printed_sections, section_number
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
_VALUE_TYPES = _STRONG_TYPES | {EntityType.NUMBER, EntityType.GPE}
#: candidate windows the judge reads for each claim
JUDGE_WINDOWS = 4
# a sentence-initial word is another form of a source word when their first letters agree this
# far ("Negligence" / "negligently", "Termination" / "terminate")
_WORD_FORM_PREFIX = 7
# ... or when their stems agree and are this long ("Renewing" / "renewed")
_WORD_FORM_STEM = 5


_NAME_WORD = re.compile(r"[A-Za-z0-9]+")
# a clause's number as an answer writes it bare: "6.2", "10.5", "3.1.4"
_CLAUSE_NUMBER = re.compile(r"\d{1,3}(?:\.\d{1,3})+")
# an abbreviation of capitals with small function words between: "BofE", "DoJ", "DoD"
_MIXED_ACRONYM = re.compile(r"[A-Z](?:[a-z]{1,3}[A-Z]|[A-Z])+[a-z]{0,3}")
_MIXED_ACRONYM_PART = re.compile(r"[A-Z]|[a-z]+")


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


class Evidence:
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
        """
        self.common = common
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

    def name_known(self, entity: Entity, initial: bool = False) -> bool:
        """A name that invents no word: every capitalised word of it the sources or query use.

        "Quoting Humphrey", "the Ninth Circuit's" or "Roanoke Gas's" use only words of the
        sources; "JPMorgan Chase" in an answer about a contract that names Citibank does not.
        An all-capital word is known when the initials of a run of source words spell it
        ("AAA" for "American Arbitration Association", "IP" for "intellectual property"),
        and so is its plural ("SOWs" for statements of work).
        With ``initial`` (the name opens its sentence, where every word is capitalised), a
        one-word "name" that is a common word (:meth:`_common_word`: another form of a source
        word, "Negligence" where the source says "negligently", or a word the answer writes in
        lower case elsewhere) is that word, not an invented name.
        """
        generic = lexicon.word_set("generic_names")
        words = [m.group(0) for m in _NAME_WORD.finditer(entity.text)]
        # "Quoting Humphrey", "Invoking Davis": a participle before a name is not part of it
        if len(words) > 1 and words[0].lower().endswith("ing"):
            words = words[1:]
        if initial and len(words) == 1 and self._common_word(words[0]):
            return True
        circuit = circuit_court(entity.text)
        if circuit is not None and circuit in self._cited_courts:
            # "the Ninth Circuit" where the sources cite its decisions as "(CA9 1997)"
            return True
        for word in words:
            lowered = word.lower()
            if (
                not (word[:1].isupper() or any(c.isupper() for c in word[1:]))
                or len(word) < 3
                or lowered in self.vocabulary
                or lowered in generic
                or _demonym_of_known(lowered, self.vocabulary)
                or _other_number_known(lowered, self.vocabulary)
            ):
                continue
            if word.isupper() and self._acronym_in_sources(word):
                continue
            if self.mixed_acronym_known(word):
                continue
            # an acronym's plural takes a small "s" ("POs", "SOWs"): the acronym is the name,
            # known only where the sources spell it (a two-letter one too: "WOs" is no "POs")
            stem = word[:-1]
            if (
                word.endswith("s")
                and len(stem) > 1
                and stem.isupper()
                and (stem.lower() in self.vocabulary or self._acronym_in_sources(stem))
            ):
                continue
            return False
        return True

    def prints_section(self, entity: Entity) -> bool:
        """A section reference whose section a source statute text prints.

        "Section 173(3)" where a source is headed "173. (1) ..." and that section opens a
        sub-section "(3)" (:func:`lexaudit.text.sections.section_in_text`).
        """
        if entity.type is not EntityType.SECTION_REF:
            return False
        number = section_number(entity.value)
        return any(
            holds_pinpoint(entity.value, body) for body in self._printed.get(number or "", ())
        )

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

        Ten cases: a clause number a source prints ("6.2"); a sum a table of the sources
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
        ("Citing Halvorsen"); and a total the answer adds up from values it states
        (``totals``). Citations are found in the sources only when an answer names a circuit.
        """

        def check(entity: Entity) -> bool:
            if entity.span in self.totals:
                return True  # the sum of values the answer states
            if entity.type is EntityType.MONEY:
                sums = self.table_sums(entity.value.split(" ", 1)[0])
                return any(s.value == entity.value for s in sums.values())
            if entity.type is EntityType.NUMBER and _CLAUSE_NUMBER.fullmatch(entity.text):
                return self._prints_number(entity.text)  # "the 7.2 route": clause 7.2
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
            if _demonym_of_known(word.lower(), self.vocabulary):
                return True  # "Russian" where the sources name Russia
            if _other_number_known(word.lower(), self.vocabulary):
                return True  # "an Affiliate" where the sources write "its Affiliates"
            return opens_sentence(answer, entity.span.start) and self._common_word(word)

        return check

    @functools.cached_property
    def _cited_courts(self) -> frozenset[str]:
        """The courts whose decisions the sources cite (courts-db ids: "ca9", "scotus")."""
        from lexaudit.authority.checks import chunk_citations

        return frozenset(
            c.court for chunk in self.chunks for c in chunk_citations(chunk.text) if c.court
        )

    def _common_word(self, word: str) -> bool:
        """A capitalised word that opens a sentence is a common word, not a name.

        It is when it is another form of a source word ("Negligence" / "negligently"), or when
        the answer itself writes it in lower case elsewhere ("Expiry: ..." and "at expiry"):
        the capital comes from its place, not from a name.
        """
        return self._word_form_of_source(word) or (
            word[1:].islower() and word.lower() in self.common
        )

    def _word_form_of_source(self, word: str) -> bool:
        """Another form of a source word: its first seven letters or its stem are one's.

        A word of at least seven letters whose first seven letters start a source word, or one
        whose stem (of at least five letters) is a source word's ("Renewing" / "renew").
        """
        if not word[1:].islower():
            return False
        if len(word) >= _WORD_FORM_PREFIX and word[:_WORD_FORM_PREFIX].lower() in (
            self._source_prefixes
        ):
            return True
        stem = content_words(word)
        if len(stem) != 1 or len(stem[0]) < _WORD_FORM_STEM:
            return False
        # a light stem keeps its word's opening letters: only source words that open with
        # them are stemmed
        head = stem[0][:3]
        return any(w.startswith(head) and stem[0] in content_words(w) for w in self.vocabulary)

    @functools.cached_property
    def _source_prefixes(self) -> frozenset[str]:
        return frozenset(
            w[:_WORD_FORM_PREFIX] for w in self.vocabulary if len(w) >= _WORD_FORM_PREFIX
        )

    def _prints_number(self, number: str) -> bool:
        """A source prints ``number`` as a token of its own (a clause's number, "6.2")."""
        pattern = re.compile(rf"(?<![\w.]){re.escape(number)}(?![\w]|\.\d)")
        return any(pattern.search(c.text) for c in self.chunks)

    def mixed_acronym_known(self, word: str) -> bool:
        """An abbreviation of capitals and small function words that a source's name spells.

        "BofE" for "Bank of England", "DoJ" for "Department of Justice": each capital opens a
        capitalised word and each small run opens a small word, in order, and the words are
        those of a name the sources give a party, organisation or person (a defined term such
        as "Deed of Lease" spells no body).
        """
        parts = _MIXED_ACRONYM_PART.findall(word)
        if (
            not _MIXED_ACRONYM.fullmatch(word)
            or word.isupper()
            or sum(p.isupper() for p in parts) < 2
        ):
            return False
        if word not in self._acronyms_mixed:
            pattern = re.compile(
                r"\b" + r"[\s-]+".join(re.escape(p) + r"[\w'’]*" for p in parts) + r"\b"
            )
            self._acronyms_mixed[word] = any(
                pattern.search(c.text) and any(pattern.search(n) for n in self._source_names)
                for c in self.chunks
            )
        return self._acronyms_mixed[word]

    @functools.cached_property
    def _source_names(self) -> tuple[str, ...]:
        """The texts of the sources' party, organisation and person names, and alias names."""
        kinds = (EntityType.PARTY, EntityType.ORG, EntityType.PERSON)
        names = {e.text for a in self.analyses for e in a.entities if e.type in kinds}
        return tuple(sorted(names | set(self.aliases.values()) | set(self.aliases)))

    def _acronym_in_sources(self, acronym: str, capitalised: bool = False) -> bool:
        """The letters open a run of source words; with ``capitalised``, words of a name."""
        return bool(self.acronym_runs(acronym, capitalised))

    def acronym_runs(self, acronym: str, capitalised: bool = False) -> tuple[str, ...]:
        """The runs of source words whose initials spell ``acronym`` (read once per acronym).

        "High Speed Net Solutions" for "HSNS", "Bureau of Land Management" for "BLM" (function
        words between may be skipped); with ``capitalised``, only capitalised words (a name),
        and two letters only from two title-case words side by side.
        """
        key = (acronym, capitalised)
        if key not in self._acronyms:
            letters = [re.escape(c) for c in acronym.upper() if c.isalpha()]
            runs: tuple[str, ...] = ()
            if (3 if capitalised else 2) <= len(letters) <= 6:
                gap = r"[\w'’]*(?:[\s-]+(?:(?:of|and|for|the|on|in|&)\s+)?)"
                flags = 0 if capitalised else re.I
                pattern = re.compile(r"\b" + gap.join(letters) + r"[\w'’]*", flags)
                runs = tuple(m.group(0) for c in self.chunks for m in pattern.finditer(c.text))
            elif capitalised and len(letters) == 2:
                # two letters spell a name only from two title-case words side by side
                # ("IP" for "Intellectual Property"; not "In Paragraph")
                pattern = re.compile(rf"\b{letters[0]}[a-z]+[ \t]+{letters[1]}[a-z]+\b")
                stop = lexicon.word_set("stopwords")
                runs = tuple(
                    m.group(0)
                    for c in self.chunks
                    for m in pattern.finditer(c.text)
                    if m.group(0).split()[0].lower() not in stop
                )
            self._acronyms[key] = runs
        return self._acronyms[key]

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
                if analysis.sentence_vectors is None:
                    sentences = [analysis.text[s:e] for s, e in analysis.sentences]
                    analysis.sentence_vectors = (
                        self.encoder.encode(sentences) if sentences else np.zeros((0, 1))
                    )
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


_CIRCUIT = re.compile(
    r"^(?:the\s+)?(?:(?:U\.?S\.?\s+|United\s+States\s+)?Court\s+of\s+Appeals\s+for\s+the\s+)?"
    r"(?P<name>[\w.]+(?:\s+of\s+Columbia)?|District\s+of\s+Columbia)\s+Circuit(?:['\u2019]s)?$",
    re.I,
)


def circuit_court(name: str) -> str | None:
    """The court id of a US court of appeals named by its circuit ("the Ninth Circuit")."""
    match = _CIRCUIT.match(name.strip())
    if match is None:
        return None
    key = re.sub(r"\s+", " ", match.group("name").lower())
    found: str | None = lexicon.load("courts")["circuit_names"].get(key)
    return found


_DEMONYM_ENDINGS = ("ian", "ese", "ish", "an", "n")


def _demonym_of_known(word: str, vocabulary: Collection[str]) -> bool:
    """The people or adjective of a place the sources name: "Russian" for "Russia".

    English forms these by an ending on the place's name ("Russia-n", "India-n",
    "Japan-ese", "Canad(a)-ian", "Chin(a)-ese"); the place must be a source word.
    """
    for ending in _DEMONYM_ENDINGS:
        stem = word.removesuffix(ending)
        if stem != word and len(stem) >= 4 and (stem in vocabulary or stem + "a" in vocabulary):
            return True
    return False


def _other_number_known(word: str, vocabulary: Collection[str]) -> bool:
    """A source word in the other grammatical number: "Affiliate" for "Affiliates".

    English forms the plural by "-s", "-es" or "-y" -> "-ies"; both sides of a pair must be
    long enough (five letters or more) that a short word ("iOS", "Ltd") is not read as one.
    """
    if len(word) < 5:
        return False
    forms = {word + "s", word + "es"}
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s"):
        forms.add(word[:-1])
    return any(len(f) >= 5 and f in vocabulary for f in forms)


def lower_case_words(text: str) -> frozenset[str]:
    """The words ``text`` writes in lower case ("at expiry" gives "expiry")."""
    return frozenset(_LOWER_WORD.findall(text))


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z]+(?![\w'’-])")


def opens_sentence(text: str, offset: int) -> bool:
    """Whether ``offset`` starts a sentence, a line, a bullet or a clause after a colon."""
    before = text[:offset].rstrip(" \t*_#>-\u2022")
    return not before or before[-1] in ".!?:;\n"
