"""Knowledge graphs G_c (sources), G_q (query) and G_a (answer), and node matching.

Nodes are typed entities keyed by ``type:normalised value``; edges are relation triples.
Party mentions by alias ("Licensee"), by short name ("Bluefin") and by full name all resolve
to one party node using the sources' alias map.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache

from lexaudit import lexicon
from lexaudit.extract.entities import is_region
from lexaudit.extract.pipeline import normalise_alias
from lexaudit.text.durations import durations_equivalent, written_count
from lexaudit.text.words import singular
from lexaudit.types import Entity, EntityType, Relation

NAME_TYPES = frozenset({EntityType.PARTY, EntityType.ORG, EntityType.PERSON})
_NAME_PREFIXES = ("party:", "org:", "person:", "np:")
_SPACES = re.compile(r"\s+")
_NON_WORD = re.compile(r"[^\w\s&]")


@cache
def _synonym_of() -> dict[str, frozenset[str]]:
    """Each relation label with the labels paraphrases use for it (``lexicon/predicates.json``)."""
    found: dict[str, frozenset[str]] = {}
    for members in lexicon.load("predicates")["synonym_groups"]:
        group = frozenset(members)
        for label in group:
            found[label] = found.get(label, frozenset()) | group
    return found


@cache
def _synonym_stems() -> dict[str, frozenset[str]]:
    """Each one-word verb of one synonym group, as a word stem, with its group's stems.

    A phrase ("hold_harmless") is no word of its own ("hold" a deposit is no indemnity), and a
    verb of two groups ("give" a thing, "give" a licence) finds neither group's words.
    """
    from lexaudit.text.words import content_words

    groups = [
        {w for m in members if "_" not in m for w in content_words(m)}
        for members in lexicon.load("predicates")["synonym_groups"]
    ]
    seen: dict[str, int] = {}
    for stems in groups:
        for s in stems:
            seen[s] = seen.get(s, 0) + 1
    by_stem: dict[str, frozenset[str]] = {}
    for stems in groups:
        single = frozenset(s for s in stems if seen[s] == 1)
        for s in single:
            by_stem[s] = single
    return by_stem


def found_words(words: Iterable[str]) -> set[str]:
    """A passage's words with the synonyms of its verbs: "end" is found where "terminate" is.

    The groups are the relation labels that paraphrase one another
    (``data/lexicon/predicates.json``, ``synonym_groups``).
    """
    found = set(words)
    table = _synonym_stems()
    for w in list(found):
        found |= table.get(w, frozenset())
    return found


def labels_compatible(a: str, b: str) -> bool:
    """True when two relation labels are the same or paraphrase each other."""
    return a == b or b in _synonym_of().get(a, frozenset())


def canonical_node(key: str, aliases: Mapping[str, str]) -> str:
    """Resolve name-like node keys to party nodes through the alias map."""
    if key.startswith("gpe:"):
        # a name the texts define as a party's alias is that party, though the parser took
        # it for a place ("Franchisee" read as a state)
        name = key[4:]
        party = _alias_of(name, aliases)
        # a party's first word ("nevada" of "Nevada Copper Works") may well be the place, when
        # the place list knows it as one; "XACCT" of "XACCT Technologies" is the party
        if party and party.split()[0] == name and _known_place(name):
            return key
        return "party:" + party if party else key
    if not key.startswith(_NAME_PREFIXES):
        return key
    name = key.split(":", 1)[1]
    party = _alias_of(name, aliases)
    if party:
        return "party:" + party
    if key.startswith(("org:", "person:")) and name in aliases.values():
        return "party:" + name
    return key


def _alias_of(name: str, aliases: Mapping[str, str]) -> str | None:
    """The party a node's name is an alias of; alias keys are written without punctuation.

    A node keeps the name's punctuation ("brightwave.io"); the alias table's keys are
    ``normalise_alias``'s ("brightwave io").
    """
    party = aliases.get(name)
    if party is None:
        party = aliases.get(normalise_alias(name))
    return party


@cache
def _known_place(name: str) -> bool:
    """A lower-case name the place list knows as a region ("nevada", "new york")."""
    return is_region(name.title())


def normalise_phrase(text: str) -> str:
    """Lower case, punctuation to spaces, collapsed whitespace."""
    return _SPACES.sub(" ", _NON_WORD.sub(" ", text.lower())).strip()


# the "and" between two coordinated names
_NAME_AND = re.compile(r"\s+(?:and|&)\s+")


@dataclass(slots=True)
class KnowledgeGraph:
    """Typed entity nodes and relation edges of one text or bundle."""

    entities: list[Entity] = field(default_factory=list)
    edges: list[Relation] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)
    text: str = ""  # normalised text, for phrase grounding of names and places
    _by_type: dict[EntityType, set[str]] = field(init=False, default_factory=dict)
    _durations: list[str] = field(init=False, default_factory=list)
    # the counts the periods are written with ("eighteen years": "18")
    _period_counts: set[str] = field(init=False, default_factory=set)
    _names: list[tuple[str, ...]] = field(init=False, default_factory=list)
    # the names some other name is defined to stand for ("KHFS" for "Kessler Harbour Freight
    # Services"): the texts define each as a party of its own
    _defined: frozenset[str] = field(init=False, default=frozenset())

    def __post_init__(self) -> None:
        """Index node values by type for matching."""
        self._defined = frozenset(name for alias, name in self.aliases.items() if alias != name)
        self._index(self.entities)

    def _index(self, entities: Iterable[Entity]) -> None:
        for entity in entities:
            value = entity.value
            etype = entity.type
            if etype in NAME_TYPES:
                value = self.aliases.get(value, value)
                etype = EntityType.PARTY
                self._names.append(tuple(value.split()))
            self._by_type.setdefault(etype, set()).add(value)
            if etype is EntityType.DURATION:
                self._durations.append(value)
                count = written_count(entity.text)
                if count is not None:
                    self._period_counts.add(str(count))

    @classmethod
    def merge(cls, graphs: Iterable[KnowledgeGraph]) -> KnowledgeGraph:
        """One graph holding the nodes and edges of several."""
        graphs = list(graphs)
        aliases: dict[str, str] = {}
        for g in graphs:
            aliases.update(g.aliases)
        return cls(
            entities=[e for g in graphs for e in g.entities],
            edges=[r for g in graphs for r in g.edges],
            aliases=aliases,
            text=" \n ".join(g.text for g in graphs),
        )

    def matches(self, entity: Entity) -> bool:
        """True when ``entity`` has a matching node: same type class, same normalised value."""
        etype, value = entity.type, entity.value
        if etype in NAME_TYPES:
            if self.name_matches(self.aliases.get(value, value), entity.text):
                return True
            # "the Base Compound and Tablet": two names the recogniser took as one, each
            # of them the sources'
            parts = [p.strip() for p in _NAME_AND.split(value)]
            return len(parts) > 1 and all(
                p and self.name_matches(self.aliases.get(p, p)) for p in parts
            )
        if etype is EntityType.DURATION:
            return any(durations_equivalent(value, v) for v in self._durations)
        if etype is EntityType.DATE:
            dates = self._by_type.get(EntityType.DATE, set())
            return value in dates or any(dates_agree(value, d) for d in dates)
        if etype in (EntityType.GPE, EntityType.COURT, EntityType.DEFINED_TERM):
            return value in self._by_type.get(etype, set()) or self.phrase_in_text(value)
        if etype is EntityType.NUMBER:
            numbers = self._by_type.get(EntityType.NUMBER, set())
            return (
                value in numbers
                or any(
                    value in v.split()
                    for t in (EntityType.MONEY, EntityType.PERCENT)
                    for v in self._by_type.get(t, set())
                )
                # a period's count with its unit understood: "at least 18" for "eighteen years"
                or value in self._period_counts
                # a year named as a number ("the 1890 act") where a source dates something in it
                or (
                    _YEAR.fullmatch(value) is not None
                    and any(d.startswith(value) for d in self._by_type.get(EntityType.DATE, ()))
                )
            )
        if etype is EntityType.CITATION:
            # a pinpoint sub-section of a cited section ("s319(2)" of "s319") is grounded by
            # the section; whether the sub-section exists is the authority checks' question
            cited = self._by_type.get(EntityType.CITATION, set())
            return value in cited or value.split("(")[0] in {c.split("(")[0] for c in cited}
        return value in self._by_type.get(etype, set())

    def name_matches(self, value: str, surface: str = "") -> bool:
        """A party / organisation / person name is grounded by value, alias, short name or text."""
        if value in self._by_type.get(EntityType.PARTY, set()):
            return True
        tokens = tuple(value.split())
        if not tokens:
            return False
        for name in self._names:
            # a short name: "bluefin" for "bluefin health"; "acme" for "acme widgets"
            if tokens == name[: len(tokens)]:
                return True
        return self.phrase_in_text(value) or (bool(surface) and self.phrase_in_text(surface))

    def phrase_in_text(self, phrase: str) -> bool:
        """True when the normalised phrase occurs in the graph's text on word boundaries."""
        phrase = normalise_phrase(phrase)
        if not phrase or not self.text:
            return False
        return f" {phrase} " in f" {self.text} "

    def node_matches(self, key: str, other: str) -> bool:
        """True when two node keys name the same thing (used to align edges)."""
        if key == other:
            return True
        if not key or not other:
            return False
        ktype, _, kval = key.partition(":")
        otype, _, oval = other.partition(":")
        if synonymous_roles(kval, oval, self.aliases, self.text):
            return True  # "the buyer" and "the purchaser"
        if ktype == "duration" and otype == "duration":
            return durations_equivalent(kval, oval)
        if ktype == "date" and otype == "date":
            return dates_agree(kval, oval)
        names = ("party", "org", "person")
        if ktype in names and otype in names:
            a, b = kval.split(), oval.split()
            if kval != oval and kval in self._defined and oval in self._defined:
                # "Harbour Freight Services" and "Kessler Harbour Freight Services", each defined
                # as a party of the instrument: two parties, though one holds the other's words
                return False
            # "customer" and "assignment customer": one name's words within the other's; not a
            # role word that only modifies the other's head ("Reseller Tier", "Licensee
            # Products" are things of that party, not the party; "Seller Group" is the party
            # with its own)
            if bool(a and b) and (set(a) <= set(b) or set(b) <= set(a)):
                short, long_ = sorted((a, b), key=len)
                return not (
                    len(short) == 1
                    and short[0] != long_[-1]
                    and short[0] in lexicon.word_set("roles")
                    and long_[-1] not in lexicon.word_set("roles", "collective_nouns")
                )
            # "HF" and "Harbour Freight": a name and the initials of its words
            return _initials_of(a, b) or _initials_of(b, a)
        if ktype == "np" and otype == "np":
            # a head's number is no difference ("the Parties", which the parser leaves
            # unlemmatised as a name, and "the parties")
            heads = {singular(kval.split()[-1]), singular(oval.split()[-1])}
            # "either side" and "either party": the plain word for a party to the instrument
            return len(heads) == 1 or heads <= lexicon.word_set("roles", "party_nouns")
        # one text's name that spaCy left untagged in the other ("Kestrel" as a person in the
        # source, a plain noun phrase in the answer): the same words are the same party
        if {ktype, otype} & {"np"} and {ktype, otype} - {"np"} <= set(names):
            phrase, name = (kval, oval) if ktype == "np" else (oval, kval)
            # or a short form of several of the name's words ("Harrow Ridge" for "Harrow
            # Ridge Capital"); one word alone ("capital") is too common a noun
            return phrase == name or (len(phrase.split()) > 1 and name.startswith(phrase + " "))
        return False


_YEAR = re.compile(r"1[6-9]\d\d|20\d\d")


def dates_agree(a: str, b: str) -> bool:
    """Two date values name the same day, month or year as far as both go.

    "2020-03" and "2020-03-15" agree (one is the other's month); "--03-15", a month and day
    with no year, agrees with any full date on March 15 ("1998-03-15") and with itself.
    """
    if a.startswith("--") or b.startswith("--"):
        yearless, other = (a, b) if a.startswith("--") else (b, a)
        return other == yearless or (len(other) == 10 and other[4:] == yearless[1:])
    return a.startswith(b) or b.startswith(a)


def dates_rival(a: str, b: str) -> bool:
    """Two date values that can name different days, so one may be the other's rival.

    A day of a month without its year ("--04-30") is not rivalled by a year or a month of a
    year, which say nothing of the day.
    """
    if a.startswith("--") or b.startswith("--"):
        return all(v.startswith("--") or len(v) == 10 for v in (a, b))
    return True


def synonymous_roles(a: str, b: str, aliases: Mapping[str, str], text: str = "") -> bool:
    """Two plain role nouns of one role ("buyer", "purchaser"; ``roles.json`` ``synonyms``).

    A text that defines either as a party's name (an alias of another name) keeps it to
    that party, and a ``text`` that writes both names two parties ("the Landlord shall
    obtain ... from the lessor under the Ground Lease").
    """
    groups = _role_synonyms()
    a, b = a.lower(), b.lower()
    if a == b or a not in groups or groups.get(a) != groups.get(b):
        return False
    if text:
        words = set(normalise_phrase(text).split())
        if a in words and b in words:
            return False
    return not any(aliases.get(w, w) != w for w in (a, b))


def role_as_written(word: str, written: Collection[str]) -> str:
    """``word``, or the synonym of it (``roles.json`` ``synonyms``) that a text writes instead.

    ``written`` holds the text's words in lower case; a text that writes the word itself, or
    none or two of its synonyms, keeps it.
    """
    lower = word.lower()
    group = _role_synonyms().get(lower)
    if group is None or lower in written:
        return word
    used = [str(w) for w in lexicon.load("roles")["synonyms"][group] if w in written]
    if len(used) != 1:
        return word
    return used[0].capitalize() if word[:1].isupper() else used[0]


@cache
def _role_synonyms() -> dict[str, int]:
    """Each role noun of ``lexicon/roles.json`` ``synonyms`` and the number of its group."""
    return {word: n for n, group in enumerate(lexicon.load("roles")["synonyms"]) for word in group}


def _initials_of(short: list[str], words: list[str]) -> bool:
    """``short`` is one word made of the first letters of two or more ``words``."""
    return (
        len(short) == 1
        and len(words) >= 2
        and short[0].isalpha()
        and short[0] == "".join(w[0] for w in words)
    )


def build_graph(
    entities: Iterable[Entity],
    relations: Iterable[Relation],
    aliases: Mapping[str, str],
    text: str,
) -> KnowledgeGraph:
    """Build a knowledge graph, resolving party aliases in edge endpoints."""
    edges = []
    for rel in relations:
        subject = canonical_node(rel.subject, aliases)
        obj = canonical_node(rel.object, aliases)
        edges.append(_with_endpoints(rel, subject, obj, aliases))
    return KnowledgeGraph(
        entities=list(entities), edges=edges, aliases=dict(aliases), text=normalise_phrase(text)
    )


def _with_endpoints(rel: Relation, subject: str, obj: str, aliases: Mapping[str, str]) -> Relation:
    args = tuple(replace(a, value=canonical_node(a.value, aliases)) for a in rel.arguments)
    return replace(rel, subject=subject, object=obj, arguments=args)
