"""Names an answer uses that its sources never do, where spaCy's small model tags none.

spaCy's small model leaves many company names unlabelled or labels them as something else
("Corvane and Bluefin entered into the agreement"); a run of capitalised proper-noun tokens
that no entity covers is read here, and a capitalised word that only opens a sentence is told
apart from a name.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from lexaudit import lexicon
from lexaudit.extract.entities import JUNK_NAMES, PREFIX_OF_WORD, opening_closed_word
from lexaudit.extract.parties import normalize_party_name
from lexaudit.types import Entity, EntityType, Span

_MIXED_CASE = re.compile(r"^[a-z]+[A-Z][A-Za-z]*$")
_OPENERS = frozenset({'"', "\u201c", "'", "\u2018", "(", ":", ";", "-", "\u2014"})


class _SpanSet:
    """Spans asked whether any of them overlaps ``[start, end)``, by bisection.

    Sorted by start with the running maximum of their ends, so a long answer's many
    candidate names are not each compared with every entity.
    """

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self.starts = [a for a, _ in ordered]
        self.max_ends: list[int] = []
        for _, b in ordered:
            self.max_ends.append(max(b, self.max_ends[-1]) if self.max_ends else b)

    def overlaps(self, start: int, end: int) -> bool:
        """Whether some span ``(a, b)`` has ``a < end`` and ``start < b``."""
        i = bisect_left(self.starts, end)
        return i > 0 and self.max_ends[i - 1] > start


def _name_like(tok: Any, taken: _SpanSet) -> bool:
    """Whether a token can be part of a proper name.

    Inside a sentence any capitalised word can; a sentence's first word is capitalised anyway,
    so it needs spaCy's PROPN, all capitals, or a name coordinated with it ("Corvane and
    Bluefin", where spaCy tags the unknown first word as an adjective).
    """
    text = tok.text
    if _MIXED_CASE.match(text):
        return True  # "iOS", "eBay": a lower-case letter then capitals is a name, never a word
    if not text[:1].isupper() or not any(c.isalpha() for c in text) or tok.is_stop:
        return False
    # a line's first word opens a sentence too, whatever the parser says ("...\n\nSecondly, ...")
    if not _sentence_initial(tok, through_markup=False):
        return True
    if tok.pos_ == "PROPN" or (text.isupper() and len(text) >= 3):
        return True
    doc = tok.doc
    if tok.i + 2 < len(doc) and doc[tok.i + 1].lower_ in ("and", "&", "or"):
        other = doc[tok.i + 2]
        end = other.idx + len(other.text)
        return other.pos_ == "PROPN" or taken.overlaps(other.idx, end)
    return False


def opening_common_word(tok: Any) -> bool:
    """A sentence's first word that is a common word used as one: "Reckon on ...", "Gist:".

    English has the word (:func:`lexicon.english_words`), the text writes it nowhere else
    capitalised inside a sentence (where the capital would mark a name), and it is neither a
    clause's subject nor coordinated with another word: a subject ("White is liable",
    "Summit, the insurer, pays") or a coordinate ("Cobalt and Corvel agreed") may be a
    surname or a company's name, and stays one, and so does a word before a finite verb that
    has no subject of its own, or one set off by an aside in a sentence with a finite verb
    ("Harbor as agent pays the fee", "Summit, as agent, pays": the parser made the name the
    root). An imperative verb the tagger took for a name, or a verbless fragment ("**Gist,
    not detail.**"), is the common word; Markdown marks before it are looked through. A
    gerund with an object or a clause after it ("Letting each party pick ...") and a noun
    before an "of" phrase of common nouns ("Upkeep of the yard is shared") are the common
    word even as a subject.
    """
    if not _sentence_initial(tok, through_markup=True) or not tok.text.isalpha():
        return False
    english = lexicon.english_words("noun", "verb", "adj", "adv")
    if tok.text.lower() not in english and tok.lemma_.lower() not in english:
        return False
    if tok.tag_ == "VBG" and any(
        c.dep_ in _COMPLEMENTS and c.i > tok.i and c.text.isalpha() for c in tok.children
    ):
        # "**Terminating the deal early:** ...", "Letting each State decide ...": a gerund
        # with its own object or clause after it is a verb, whatever follows (a Markdown mark
        # the parser hangs on a name is no object)
        return True
    if _derived_noun(tok, english) and not _coordinated(tok, named=True):
        # "Payment is due monthly", "Poaching is barred": an abstract noun derived from an
        # English verb or adjective, or a gerund, names an act or a quality, subject or not
        return not _capitalised_inside(tok)
    if _of_phrase_head(tok, english):
        # "Upkeep of the premises is shared": a noun with an "of" phrase of common words
        # after it is the common noun, subject or not ("White of Counsel" names someone)
        return not _capitalised_inside(tok)
    if (
        tok.dep_ in _SUBJECTS
        or _coordinated(tok)
        or any(_verb_without_subject(t) for t in tok.sent if t.i != tok.i)
        or (_aside_follows(tok) and any(t.tag_ in _FINITE for t in tok.sent))
    ):
        return False
    return not _capitalised_inside(tok)


def _coordinated(tok: Any, named: bool = False) -> bool:
    """``tok`` is a coordinate or has one ("Cobalt and Corvel agreed").

    With ``named``, only a capitalised coordinate counts ("Illness or injury" is no pair of
    names).
    """
    pairs = [tok.head] if tok.dep_ == "conj" else []
    pairs += [c for c in tok.children if c.dep_ == "conj"]
    return any(not named or p.text[:1].isupper() for p in pairs)


def _derived_noun(tok: Any, english: frozenset[str]) -> bool:
    """A gerund of an English verb, or a noun made of an English base by a nominal suffix.

    "Poaching" (the tagger's gerund of "poach"), "Payment" ("pay" + "ment"), "Illness",
    "Renewal", "Deletion" ("delete"): the base must be an English word, so a name that only
    ends like a derivation ("Clement", "Lawrence") or a name the tagger calls a noun
    ("Fleming") is not one.
    """
    word = tok.text.lower()
    verbs = lexicon.english_words("verb")
    if tok.tag_ == "VBG" and word.endswith("ing"):
        lemma = tok.lemma_.lower()
        return lemma != word and lemma in verbs
    for suffix in lexicon.word_set("nominal_suffixes"):
        base = word[: -len(suffix)]
        if word.endswith(suffix) and len(base) >= 3 and (base in english or base + "e" in english):
            return True
    return False


def _capitalised_inside(tok: Any) -> bool:
    """The text writes ``tok``'s word capitalised inside a sentence too, as a name is."""
    return any(
        t.text == tok.text and not _sentence_initial(t, through_markup=True) for t in tok.doc
    )


def _of_phrase_head(tok: Any, english: frozenset[str]) -> bool:
    """An English noun right before an "of" phrase whose noun is a common one ("Upkeep of the")."""
    if tok.text.lower() not in english or tok.i + 2 >= len(tok.doc):
        return False
    after = tok.doc[tok.i + 1]
    if after.lower_ != "of" or after.head.i != tok.i:
        return False
    objects = [c for c in after.children if c.dep_ == "pobj"]
    return bool(objects) and objects[0].pos_ == "NOUN"


_COMPLEMENTS = frozenset({"dobj", "ccomp", "xcomp"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "csubjpass"})
_FINITE = frozenset({"VBZ", "VBD", "VBP", "MD"})


def _aside_follows(tok: Any) -> bool:
    """An aside opens right after ``tok``: a comma, a bracket or "as" (Markdown marks skipped)."""
    doc = tok.doc
    i = tok.i + 1
    while i < len(doc) and _MARKUP.fullmatch(doc[i].text):
        i += 1
    return i < len(doc) and doc[i].lower_ in (",", "(", "as")


def _verb_without_subject(tok: Any) -> bool:
    """A finite verb (or modal) whose clause has no subject (a coordinate shares its first's)."""
    if tok.tag_ not in _FINITE:
        return False
    verb = tok.head if tok.dep_ in ("aux", "auxpass") else tok
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    return not any(c.dep_ in _SUBJECTS or c.dep_ == "expl" for c in verb.children)


def _sentence_initial(tok: Any, through_markup: bool) -> bool:
    """A sentence's or a line's first word, or one right after an opening quote or bracket.

    With ``through_markup``, Markdown marks before it ("**Costs:**", "- Notice") are looked
    through.
    """
    doc = tok.doc
    first = tok
    while first.i > 0 and _MARKUP.fullmatch(doc[first.i - 1].text):
        first = doc[first.i - 1]
    if first.i != tok.i and _prev_text(first) in _SENTENCE_ENDS:
        # the words after a run-in heading open a sentence ("**The problem.** Letting ..."),
        # whatever the parser made of the marks between
        return True
    if through_markup:
        tok = first
    return bool(
        tok.is_sent_start or tok.i == 0 or _prev_text(tok) in _OPENERS or "\n" in _prev_text(tok)
    )


_SENTENCE_ENDS = frozenset({".", "!", "?", ":"})


# emphasis, heading, quote and bullet marks
_MARKUP = re.compile(r"[*_#>\u2022-]+")


def _prev_text(tok: Any) -> str:
    """The text of the token before ``tok`` ("" at the start)."""
    return str(tok.doc[tok.i - 1].text) if tok.i > 0 else ""


def unknown_names(
    doc: Any, entities: Sequence[Entity], vocabulary: Collection[str]
) -> list[Entity]:
    """Proper names of an answer that its sources and query never use, as ``ORG`` entities.

    spaCy's small model leaves many company names unlabelled or labels them as something else
    ("Corvane and Bluefin entered into the agreement"), and a name the sources never mention
    is exactly what entity grounding must count. A run of capitalised proper-noun tokens (or
    all-capital words of three letters or more) that no entity covers is a name when one of its
    words (three letters or more) is not in ``vocabulary``, the lower-cased words of the
    sources and the query. One common word of English that opens a sentence as an imperative
    or a verbless fragment ("Reckon on ...", "**Gist, not detail.**") is capitalised by its
    place, not a name (:func:`opening_common_word`).
    """
    taken = _SpanSet((e.span.start, e.span.end) for e in entities)
    runs: list[list[Any]] = []
    for tok in doc:
        if _name_like(tok, taken):
            if runs and runs[-1][-1].i == tok.i - 1:
                runs[-1].append(tok)
            else:
                runs.append([tok])
    out: list[Entity] = []
    text = doc.text if runs else ""  # built once: ``Doc.text`` joins every token
    for run in runs:
        start, end = run[0].idx, run[-1].idx + len(run[-1].text)
        if taken.overlaps(start, end):
            continue
        if not any(
            t.is_alpha and len(t.text) >= 3 and t.text.lower() not in vocabulary for t in run
        ):
            continue
        if PREFIX_OF_WORD.match(text, end) or opening_closed_word(text, start, end):
            continue
        if len(run) == 1 and opening_common_word(run[0]):
            continue
        surface = text[start:end]
        value = normalize_party_name(surface)
        if value and value not in JUNK_NAMES:
            out.append(Entity(EntityType.ORG, surface, value, Span(start, end)))
    return out
