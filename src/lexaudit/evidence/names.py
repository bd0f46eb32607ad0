"""What names and words of an answer the sources know, for ``Evidence``.

A name invents nothing when the sources or the query use its words, spell it as an acronym or
an abbreviation, or give it in another form (a plural, a demonym, a word opening a sentence
capitalised); these checks read the evidence bundle's chunks, analyses, aliases and vocabulary,
which :class:`~lexaudit.evidence.retrieval.Evidence` holds.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection

from lexaudit import lexicon
from lexaudit.extract.pipeline import Analysis, content_words, normalise_alias
from lexaudit.text.segment import opens_sentence
from lexaudit.types import Chunk, Entity, EntityType

# a sentence-initial word is another form of a source word when their first letters agree this
# far ("Negligence" / "negligently", "Termination" / "terminate")
_WORD_FORM_PREFIX = 7
# ... or when their stems agree and are this long ("Renewing" / "renewed")
_WORD_FORM_STEM = 5


# the entity types that name someone, not a place
_WHO = frozenset({EntityType.PARTY, EntityType.ORG, EntityType.PERSON})
# the word right before a stretch of text, on its line ("Apex" in "Apex Logistics")
_WORD_BEFORE = re.compile(r"([\w'’.&-]+)[ \t]+$")
_NAME_WORD = re.compile(r"[A-Za-z0-9]+")
# an abbreviation of capitals with small function words between: "BofE", "DoJ", "DoD"
_MIXED_ACRONYM = re.compile(r"[A-Z](?:[a-z]{1,3}[A-Z]|[A-Z])+[a-z]{0,3}")
_MIXED_ACRONYM_PART = re.compile(r"[A-Z]|[a-z]+")


class KnownNames:
    """The name checks of the evidence bundle (mixed into ``Evidence``, which sets these)."""

    chunks: list[Chunk]
    analyses: list[Analysis]
    aliases: dict[str, str]
    vocabulary: Collection[str]
    common: frozenset[str]
    _acronyms: dict[tuple[str, bool], tuple[str, ...]]
    _acronyms_mixed: dict[str, bool]

    def name_known(self, entity: Entity, initial: bool = False, framing: bool = False) -> bool:
        """A name that invents no word: every capitalised word of it the sources or query use.

        "Quoting Humphrey", "the Ninth Circuit's" or "Roanoke Gas's" use only words of the
        sources; "JPMorgan Chase" in an answer about a contract that names Citibank does not.
        An all-capital word is known when the initials of a run of source words spell it
        ("AAA" for "American Arbitration Association", "IP" for "intellectual property"),
        and so is its plural ("SOWs" for statements of work).
        With ``initial`` (the name opens its sentence, where every word is capitalised) and
        ``framing`` (it opens a phrase that a comma closes a few words on), a preposition that
        opens it ("Outside", "Under") is no part of the name. With ``initial``, a
        one-word "name" that is a common word (:meth:`_common_word`: another form of a source
        word, "Negligence" where the source says "negligently", or a word the answer writes in
        lower case elsewhere) is that word, not an invented name.
        """
        generic = lexicon.word_set("generic_names")
        words = [m.group(0) for m in _NAME_WORD.finditer(entity.text)]
        # "Quoting Humphrey", "Invoking Davis": a participle before a name is not part of it;
        # nor, in "Outside Kestrel Partners, ...", "Under Rule 12, ...", is a preposition that
        # opens the sentence and a phrase a comma sets off: its capital comes from its place
        # ("Beyond Logistics must deliver" may be a name, and so may "Before-Tax Amounts")
        if len(words) > 1 and (
            words[0].lower().endswith("ing")
            or (
                initial
                and framing
                and words[0].lower() in lexicon.word_set("stopwords", "prepositions")
                and not entity.text.lstrip().startswith(f"{words[0]}-")
            )
        ):
            words = words[1:]
        if initial and len(words) == 1 and self._common_word(words[0]):
            return True
        if (
            initial
            and len(words) > 1
            and words[0][1:].islower()
            and words[0].lower() in open_class_words()
            and not self.names_party(words[0])
            and not self._ends_longer_name(words[1:])
        ):
            # "Fresh IP vests in ...": a word English has only as a verb, an adjective or an
            # adverb, capitalised by its place at the opening of the sentence, is no word of
            # the name after it (a place's name the sources write keeps it: "New Jersey" is
            # known by its words). Not where the sources write the rest only as the end of
            # a longer name: "Beyond Logistics" against "Apex Logistics LLC" may be another
            # company
            words = words[1:]
        circuit = circuit_court(entity.text)
        if circuit is not None and circuit in self._cited_courts:
            # "the Ninth Circuit" where the sources cite its decisions as "(CA9 1997)"
            return True
        for i, word in enumerate(words):
            lowered = word.lower()
            if (
                not (word[:1].isupper() or any(c.isupper() for c in word[1:]))
                or len(word) < 3
                or lowered in self.vocabulary
                or lowered in generic
                or demonym_of_known(lowered, self.vocabulary)
                or other_number_known(lowered, self.vocabulary)
                or self._other_number_in_name(words, i)
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

    def names_only_someone(self, text: str) -> bool:
        """The sources tag this name only as a party, organisation or person, never a place."""
        name = normalise_alias(text)
        if not name:
            return False
        types = {
            e.type
            for analysis in self.analyses
            for e in analysis.entities
            if normalise_alias(e.text) == name
        }
        return bool(types & _WHO) and EntityType.GPE not in types

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
        the answer itself writes it in lower case elsewhere ("Expiry: ..." and "at expiry"),
        or when English has it only as a verb, an adjective or an adverb (:func:`open_class_words`:
        "Unsigned", "Saved"): the capital comes from its place, not from a name. So is a word
        whose other grammatical number a source or the answer writes in lower case, a common
        noun there ("Ballots are secret" where a source writes "each ballot").
        """
        if not word[1:].islower():
            return self._word_form_of_source(word)
        lowered = word.lower()
        return (
            self._word_form_of_source(word)
            or lowered in self.common
            or lowered in open_class_words()
            or any(
                f in self._source_lower_words or f in self.common
                for f in other_number_forms(lowered)
            )
        )

    def _ends_longer_name(self, words: list[str]) -> bool:
        """The sources write these words right after another name word, and never alone.

        "Logistics" where a source writes only "Apex Logistics LLC": the words end a longer
        name there. A capitalised function word ("Any IP") is no name word. False when no
        source writes them at all.
        """
        pattern = re.compile(r"(?<![\w-])" + r"\s+".join(map(re.escape, words)) + r"(?![\w-])")
        after_name = alone = False
        for chunk in self.chunks:
            for m in pattern.finditer(chunk.text):
                before = _WORD_BEFORE.search(chunk.text, max(0, m.start() - 40), m.start())
                if (
                    before is not None
                    and before.group(1)[:1].isupper()
                    and before.group(1).lower() not in lexicon.word_set("stopwords")
                ):
                    after_name = True
                else:
                    alone = True
        return after_name and not alone

    def written_lower(self, word: str) -> bool:
        """The sources or the answer write ``word`` in lower case: a common word, not a name."""
        lowered = word.lower()
        return lowered in self._source_lower_words or lowered in self.common

    def names_party(self, word: str) -> bool:
        """``word`` may name a party.

        It is an alias or a word of a party's name, or a word the sources capitalise inside a
        sentence ("between Pryce, Grant and Okafor").
        """
        lowered = word.lower()
        if lowered in self.aliases or any(lowered in v.split() for v in self.aliases.values()):
            return True
        pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")
        return any(
            not opens_sentence(chunk.text, m.start())
            for chunk in self.chunks
            for m in pattern.finditer(chunk.text)
        )

    @functools.cached_property
    def _source_lower_words(self) -> frozenset[str]:
        """The words the sources write in lower case: common words, not names."""
        return frozenset(w for c in self.chunks for w in _LOWER_WORD.findall(c.text))

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

    def _other_number_in_name(self, words: list[str], i: int) -> bool:
        """The name's ``i``-th word in the other grammatical number, as a source writes the name.

        A name of several words is known with one word in the other number when a source
        writes the whole name so ("Dock Slips" where it writes "each assigned Dock Slip";
        not "Storage Bays" where it writes "Storage Unit" and "Parking Bay"). A one-word name
        needs the other form capitalised inside a source sentence, as a name ("Halos" for "the
        Accessory (Halo)"), and four letters at least ("Mars" is no "15 Mar").
        """
        forms = other_number_forms(words[i].lower())
        if len(words) == 1:
            return any(len(f) >= _SHORT_NAME_WORD and f in self._capitalised_words for f in forms)
        # the name's capitalised words: "the Dock Slips" is written "assigned Dock Slip"
        lo = next(j for j in range(i + 1) if words[j][:1].isupper() or j == i)
        hi = next(j for j in range(len(words) - 1, i - 1, -1) if words[j][:1].isupper() or j == i)
        return any(
            self._writes_phrase(" ".join([*words[lo:i], f, *words[i + 1 : hi + 1]])) for f in forms
        )

    def _writes_phrase(self, phrase: str) -> bool:
        """Some source writes ``phrase`` (its words in turn, any case, any spacing)."""
        pattern = re.compile(
            r"(?<![\w])" + r"\s+".join(re.escape(w) for w in phrase.split()) + r"(?![\w])", re.I
        )
        return any(pattern.search(c.text) for c in self.chunks)

    @functools.cached_property
    def _capitalised_words(self) -> frozenset[str]:
        """The words (lower-cased) a source capitalises after another word: words of names.

        "the Product (Halo)" gives "product" and "halo"; a sentence's capitalised first word
        does not count (its capital comes from its place).
        """
        return frozenset(
            m.group(0).lower() for c in self.chunks for m in _CAPITALISED_INSIDE.finditer(c.text)
        )

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
            if not runs and len(letters) >= 4 and acronym[:2].upper() in _COUNTRY_PREFIXES:
                # a national body is named for its country ("United States Forest
                # Service", "USFS"), and a statute of that country names it without the
                # country ("the Forest Service")
                runs = self.acronym_runs(acronym[2:], capitalised)
            self._acronyms[key] = runs
        return self._acronyms[key]


# the letters of a country that open the initials of its national bodies ("USFS", "UKIPO")
_COUNTRY_PREFIXES = frozenset({"US", "UK"})

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


def demonym_of_known(word: str, vocabulary: Collection[str]) -> bool:
    """The people or adjective of a place the sources name: "Russian" for "Russia".

    English forms these by an ending on the place's name ("Russia-n", "India-n",
    "Japan-ese", "Canad(a)-ian", "Chin(a)-ese"); the place must be a source word.
    """
    for ending in _DEMONYM_ENDINGS:
        stem = word.removesuffix(ending)
        if stem != word and len(stem) >= 4 and (stem in vocabulary or stem + "a" in vocabulary):
            return True
    return False


def other_number_forms(word: str) -> set[str]:
    """The forms English may give ``word`` in the other grammatical number.

    The plural by "-s", "-es", "-y" -> "-ies" or, for a Latin noun, "-um" -> "-a"
    ("Addendum" / "Addenda"), and the singulars those endings leave.
    """
    forms = {word + "s", word + "es"}
    if word.endswith("y"):
        forms.add(word[:-1] + "ies")
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s"):
        forms.add(word[:-1])
    if word.endswith("um"):
        forms.add(word[:-2] + "a")
    if word.endswith("a"):
        forms.add(word[:-1] + "um")
    return forms


def other_number_known(word: str, vocabulary: Collection[str]) -> bool:
    """A source word in the other grammatical number: "Affiliate" for "Affiliates".

    Both sides of a pair must be long enough (five letters or more) that a short word ("iOS",
    "Ltd") is not read as one (:func:`other_number_forms`).
    """
    if len(word) < 5:
        return False
    return any(len(f) >= 5 and f in vocabulary for f in other_number_forms(word))


# the fewest letters of a one-word name's other form ("Mar" of "15 Mar" is no name's)
_SHORT_NAME_WORD = 4
# a capitalised word after another word and a space, or after an opening bracket or quote
# ("the Product (Halo)", "(the "Licensed Marks")"): inside a sentence, so a word of a name
_CAPITALISED_INSIDE = re.compile(r"(?:(?<=[\w,] )|(?<=[(\"\u201c]))[A-Z][a-z]+\b")


def lower_case_words(text: str) -> frozenset[str]:
    """The words ``text`` writes in lower case ("at expiry" gives "expiry")."""
    return frozenset(_LOWER_WORD.findall(text))


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z]+(?![\w'’-])")


@functools.cache
def open_class_words() -> frozenset[str]:
    """The verbs, adjectives and adverbs of the English pipeline's lemmatizer index.

    Their lists (:func:`lexicon.english_words`) hold the words that are English words whatever
    their capital. A word the noun list also holds is left out: that list holds names of
    places and people, and surnames and company names are often adjectives or verbs too
    ("White", "Target"). Empty when the pipeline is not installed.
    """
    return lexicon.english_words("verb", "adj", "adv") - lexicon.english_words("noun")
