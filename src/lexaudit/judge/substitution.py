"""A name or section reference put where the sentence a claim copies has another.

An answer that copies the words around an identifier from one source sentence, but writes
another identifier in its place, has swapped it: "the driver scans the ID with the Halcyon API"
against "the driver will scan the ID using the Corvid API"; "any facility eligible under
section 212" against "any facility eligible for assistance under section 125". The substitute
is often a name or reference the sources use elsewhere, so grounding alone passes it.

The rule reads the claim's words on both sides of the identifier (up to five content words
each way), finds the source sentence that holds most of them, and compares identifiers there:
when that sentence holds most of those words, does not hold the claim's identifier, and holds
exactly one identifier of the same kind that the claim does not use, with the same neighbouring
word on one side ("the _ API", "under section _"), the two fill one place and differ. A name
that is an alias, a short form or the initials of the other is the same party (``_same``).
"""

from __future__ import annotations

import calendar
import functools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from lexaudit import lexicon
from lexaudit.authority.provisions import attributing
from lexaudit.evidence.retrieval import Evidence, Window
from lexaudit.extract.parties import GIVEN_NAME
from lexaudit.extract.pipeline import normalise_alias
from lexaudit.judge.case_names import cites_case
from lexaudit.judge.frames import COPIED, FEW, MIN_CONTEXT, clause_words, copied, frame_words
from lexaudit.judge.names import initials
from lexaudit.text.money import find_money
from lexaudit.text.numbers import is_number_word
from lexaudit.text.sections import find_section_refs, same_provision
from lexaudit.text.words import content_words, run_on_function_word, stem
from lexaudit.types import Claim, Conflict, EvidenceSpan, Span

# how far (characters) a neighbouring word is looked for, and how many words on one side
# are read when the nearest differ (for names, the two after the nearest must agree in order)
_REACH = 60
_NEAR = 3

# a run of capitalised words, each whole: a word may open with a short lower-case prefix before
# its capital ("eLedger", "iPhone"), but a capital inside a word or glued to a figure ("100M")
# opens no name; a short lower-case prefix with a figure ("i3") is a name's word before a
# capitalised one ("i3 Creative"), as the parties' pattern reads it (``extract/parties``)
_NAME_WORD = (
    r"(?<![\w&.'’-])(?:(?:[a-z]{1,2}(?=[A-Z]))?[A-Z][\w&.'’-]*|[a-z]{1,2}[0-9]+(?=[ \t]+[A-Z]))"
)
_NAME_RUN = re.compile(
    rf"{_NAME_WORD}(?:(?:[ \t]+(?:of(?:[ \t]+the)?|de|&))*[ \t]+{_NAME_WORD})*(?<![.'’-])"
)
_CAPITAL_OPENED = re.compile(r"[a-z]{0,2}[A-Z]|[a-z]{1,2}[0-9]+$")
# the days and months are dates, not names
_CALENDAR = frozenset(
    w.lower() for w in (*calendar.day_name, *calendar.month_name, *calendar.month_abbr) if w
)
_WORDS = re.compile(r"[A-Za-z][\w&'’-]*")
# how far back a sentence or line opening is looked for before a name (bounded: linear time)
_OPENING_REACH = 12
_LABEL_AFTER = re.compile(r"[ \t]*:")
_SENTENCE_END = re.compile(r"(?<=[A-Za-z]{4})\.(?=\s)")
_POSSESSIVE = re.compile(r"['’][sS]?$")  # "Acme's", "OWNER'S"
# a word that is a single initial ("U.", "S", "C.") and what follows an abbreviation cited by
# its initials: a page or section number ("8 U. S. T. 1150", "9 U. S. C. §§201-208")
_INITIAL = re.compile(r"[A-Z]\.?")
_CITED_ABBREVIATION = re.compile(r"\.?\s*(?:§|\d)")
# what may come before a word that opens a sentence, line or list item ("o" is a bullet
# that word processors export as a letter: 68 of the 511 CUAD contracts in the shared data
# hold "o" before a capitalised word)
_OPENS = re.compile(r"(?:^|[.!?:;\n•·\-–—*(\"“]\s*|\d[.)]\s+|(?<![\w'’])o\s+)$")


@dataclass(frozen=True, slots=True)
class _Identifier:
    kind: str  # "name" | "section"
    start: int
    end: int
    surface: str
    value: str  # a section's normalised value ("section 7.2(b)"); a name as written
    words: frozenset[str] = frozenset()  # a name's stemmed lower-case words


@functools.cache
def _unnamed() -> frozenset[str]:
    """Words that name no one, capitalised as they may be: roles, generic and function words."""
    return (
        lexicon.word_set("roles")
        | lexicon.word_set("generic_names")
        | lexicon.word_set("stopwords")
        | lexicon.word_set("capitalised_common")
    )


def identifiers(text: str, opener: Callable[[str], bool] | None = None) -> list[_Identifier]:
    """The section references and proper names of a text.

    A capitalised word opening a sentence, line or list item may be any word, so a name is
    read there only when ``opener`` says its first word is a name (in an answer: a word the
    sources use and the answer never writes in lower case); role nouns ("the Company"),
    generic and function words, days, months and number words are no names, nor is a
    heading or label before a colon ("Source:").
    """
    out = [
        _Identifier("section", m.start, m.end, m.surface, m.value) for m in find_section_refs(text)
    ]
    # a sum's currency code and scale are part of the value ("$100 million USD", "$2M")
    taken = [(i.start, i.end) for i in out] + [(m.start, m.end) for m in find_money(text)]
    unnamed = _unnamed()
    for start, end, run in _runs(text):
        if any(a < end and start < b for a, b in taken):
            continue
        opens = _OPENS.search(text, max(0, start - _OPENING_REACH), start) is not None
        if opens and not (opener and opener(run.split()[0])):
            continue
        if _LABEL_AFTER.match(text, end):
            continue  # a heading or label ("Source:", "Payment:"), not someone named
        named = [_POSSESSIVE.sub("", w) for w in run.split() if _CAPITAL_OPENED.match(w)]
        if _CITED_ABBREVIATION.match(text, end) and all(_INITIAL.fullmatch(w) for w in named):
            continue  # a reporter or code cited by its initials ("8 U. S. T. 1150", "9 U.S.C. §")
        if not named or any(
            w.lower() in unnamed or w.lower() in _CALENDAR or is_number_word(w) for w in named
        ):
            continue
        # a title abbreviated before a name is its word ("Sen." is "Senator"); every word is
        # kept, an initial too ("D. Okafor" is not "R. Okafor")
        stems = frozenset(stem(_expanded(w)) for w in named)
        out.append(_Identifier("name", start, end, run, run, stems))
    return out


def _expanded(word: str) -> str:
    """A name word lower-cased, a title abbreviated before a name spelled out ("Sen.")."""
    bare = word.rstrip(".").lower()
    titles: dict[str, str] = lexicon.load("abbreviations")["titles"]
    return titles.get(bare, word.lower())


def _runs(text: str) -> list[tuple[int, int, str]]:
    """Runs of capitalised words, parted where a sentence ends ("Marsh. Under it").

    A full stop after a word of four or more letters ends a sentence; after a shorter one
    ("Dr.", "Co.") it marks an abbreviation inside the name. A function word printed against
    the name without its space ("a ration card orSmart Card", as some official texts are
    typeset) is no part of it.
    """
    out = []
    for m in _NAME_RUN.finditer(text):
        start = m.start()
        for end in [e.start() + 1 for e in _SENTENCE_END.finditer(m.group(0))] + [len(m.group(0))]:
            piece = m.group(0)[start - m.start() : end].rstrip(".")
            if piece.strip():
                lead = len(piece) - len(piece.lstrip())
                lead += run_on_function_word(piece[lead:])
                out.append((start + lead, start + len(piece), piece[lead:].strip()))
            start = m.start() + end
    return out


def substituted(claim: Claim, windows: Sequence[Window], evidence: Evidence) -> list[Conflict]:
    """Conflicts for identifiers of ``claim`` that replace another in the sentence it copies."""
    text = claim.text
    mine = identifiers(text, lambda word: _opening_name(word, evidence))
    if not mine or not windows:
        return []
    claim_words = {stem(w.lower()) for w in _WORDS.findall(text)}
    # a term the sources define in quotes ("the "Licensed Programs"") names a thing, not
    # someone who acts: it does not stand in a party's place
    terms = _defined_terms(evidence)
    out: list[Conflict] = []
    for x in mine:
        if x.kind == "name" and not _known(x.surface, evidence):
            continue  # a name no source uses is judged by grounding (``names.replaced_names``)
        if x.kind == "section" and attributing(text, Span(x.start, x.end), 0, len(text)):
            # "Under Section 4, ...": the reference names where the claim is stated, which
            # the attribution checks judge (``authority.provisions``), not a word of the
            # sentence it copies
            continue
        # the words of its own clause: "...; after that" begins another proposition
        context = frame_words(text, x)
        if len(context) < MIN_CONTEXT:
            continue
        top = max(len(context & w.own_words) for w in windows)
        needed = len(context) if len(context) < FEW else COPIED * len(context)
        if top < needed:
            continue
        # mirror clauses ("Carrier shall indemnify Shipper ... caused by Carrier's acts" and the
        # same with the parties the other way round) hold the claim's words alike: the claim
        # copies either, and has swapped a name only where every one of them has another
        # name in its place
        found = [
            _rival(x, mine, w, text, claim_words, terms, evidence)
            for w in copied(windows, context, clause_words(text, x))
        ]
        hits = [f for f in found if f is not None]
        if not hits or len(hits) < len(found):
            continue
        best, y = hits[0]
        sentence = best.chunk.text[best.start : best.end]
        if x.kind == "section" and _written_alike(text, x, sentence, y, evidence):
            continue
        start = best.start + y.start
        out.append(
            Conflict(
                "party" if x.kind == "name" else "section",
                x.surface,
                y.surface,
                Span(claim.span.start + x.start, claim.span.start + x.end),
                EvidenceSpan(best.chunk.chunk_id, start, start + len(y.surface), y.surface),
            )
        )
    return out


def _rival(
    x: _Identifier,
    mine: Sequence[_Identifier],
    window: Window,
    text: str,
    claim_words: set[str],
    terms: set[str],
    evidence: Evidence,
) -> tuple[Window, _Identifier] | None:
    """The one identifier that stands in the window's sentence where the claim has ``x``.

    ``None`` when the sentence names ``x`` too, or has no such identifier, or more than one.
    """
    sentence = window.chunk.text[window.start : window.end]
    # "THE OWNER PERMITS ...": capitals mark no name there; its section references
    # stand, and of names only the roles the sources bind to a party are read ("OWNER'S
    # BENEFIT" is the Owner's)
    capitals = _in_capitals(sentence)
    theirs = [
        y
        # a word opening the sentence is a name there when the alias table gives it a party
        # ("Transporter may file ..." where Transporter is defined)
        for y in identifiers(sentence, lambda word: party_named(word, evidence) is not None)
        if normalise_alias(y.surface) not in terms
        and not (capitals and y.kind == "name")
        and not (y.kind == "name" and _capitalised_term(y, evidence))
    ]
    if capitals and x.kind == "name":
        theirs += _capital_names(sentence, theirs, evidence)
    if any(_same(x, y, evidence) for y in theirs) or _written_in(x, sentence):
        return None
    if x.kind == "name" and cites_case(text, x.start, x.end, x.words, window):
        return None
    bound, free = _role_words(sentence, theirs, evidence, capitals)
    # the sentence names the claim's party by the role the sources bind to it: another name
    # stands in its place only in the same form, for "Tallis's entire interest" (the
    # Seller's) restates "the Seller conveys to Corrib the entire interest", where Corrib
    # receives it, but "for Corrib's benefit" does not restate "for the Seller's benefit"
    form = _POSSESSIVE.search(x.surface) is not None
    by_role = x.kind == "name" and any(_same(x, b, evidence) for b in bound)
    named = [*theirs, *bound, *free]
    own = [y for y in named if _apposed_to(x, y, evidence)] if x.kind == "name" else []
    if own:
        # the sentence names the claim's party by the name the answer gave it ("Orbit (the
        # Shipper)" and "Shipper shall pay"): a rival is another name in its place there,
        # another party's bracketed name ("Carrier") or a name of the sources
        rivals = [
            y
            for y in named
            if y not in own
            and not any(_same(y, m, evidence) for m in mine)
            and (_given_name(y, evidence) or not y.words <= claim_words)
            and _neighbours_agree(text, x, sentence, y)
        ]
        # "Shipper and Carrier shall each bear ...": a name that stands beside the claim's
        # own no closer than it does is named with it, not in its place
        bracket = GIVEN_NAME.match(text, x.end)
        near_own = max(_frame_shared(text, x, sentence, o.start, o.end, bracket) for o in own)
        rivals = [
            y
            for y in rivals
            if _frame_shared(text, x, sentence, y.start, y.end, bracket) > near_own
        ]
        return (window, rivals[0]) if len(rivals) == 1 else None
    if x.kind == "name" and any(
        _neighbours_agree(text, x, sentence, r)
        for r in [*free, *(b for b in bound if _same(x, b, evidence))]
    ):
        # a role stands where the claim has its name ("made under the Client's drawings" /
        # "made to Acme's drawings"): the role the sources give the claim's party, or one
        # they bind to no one, which may be that party
        return None
    rivals = [
        y
        for y in [*theirs, *bound]
        if y.kind == x.kind
        and not any(_same(y, m, evidence) for m in mine)
        and not (y.kind == "name" and y.words <= claim_words)
        and not (by_role and (_POSSESSIVE.search(y.surface) is not None) != form)
        and _neighbours_agree(text, x, sentence, y)
    ]
    return (window, rivals[0]) if len(rivals) == 1 else None


# a word set in capitals, with its possessive ("VERT", "VERT'S")
_CAPITAL_WORD = re.compile(r"(?<![\w&'’-])[A-Z][A-Z&-]+(?:['’][Ss])?(?![\w&-])")


def _capital_names(
    sentence: str, taken: Sequence[_Identifier], evidence: Evidence
) -> list[_Identifier]:
    """The names of a passage set in capitals: words the sources write elsewhere as a name.

    Case marks no name in "VERT DOES NOT GUARANTEE THAT ANY UPDATES ...", but a word the
    sources capitalise inside their sentences ("Vert's ownership") and never write in lower
    case, and no role or common noun, names the same one there.
    """
    unnamed = _unnamed()
    out: list[_Identifier] = []
    for m in _CAPITAL_WORD.finditer(sentence):
        if any(t.start < m.end() and m.start() < t.end for t in taken):
            continue
        word = _POSSESSIVE.sub("", m.group())
        lowered = word.lower()
        if lowered in unnamed or lowered in _CALENDAR or evidence.written_lower(word):
            continue
        # read as the sources write it elsewhere ("Vert"): set in capitals, it is no initials
        written = word[0] + word[1:].lower()
        if evidence.names_party(written):
            out.append(
                _Identifier(
                    "name", m.start(), m.end(), written, written, frozenset({stem(lowered)})
                )
            )
    return out


_LONG_WORD = re.compile(r"[A-Za-z]{4,}")
_CAPITALS_SHARE = 0.6  # of a sentence's longer words written in capitals: a passage in capitals


def _in_capitals(sentence: str) -> bool:
    """The sentence is written in capitals (a disclaimer, a heading), where case marks no name."""
    words = _LONG_WORD.findall(sentence)
    return bool(words) and sum(w.isupper() for w in words) >= _CAPITALS_SHARE * len(words)


_ROLE_WORD = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:['’]s)?(?![\w-])")
_CAPITAL_ROLE_WORD = re.compile(r"(?<![\w-])[A-Z][A-Za-z]+(?:['’][Ss])?(?![\w-])")  # "OWNER'S"


def _role_words(
    sentence: str, taken: Sequence[_Identifier], evidence: Evidence, capitals: bool = False
) -> tuple[list[_Identifier], list[_Identifier]]:
    """Role words of the sentence: those the sources bind to a party, and the rest.

    A role alone may be anyone ("the Company" in an excerpt that never says who), so it is
    no name; where the bundle's alias table says whose role it is ("the Distributor shall"
    where the Distributor is Orrin Labs), it names that party as surely as the party's name
    does.
    """
    roles = lexicon.word_set("roles")
    bound: list[_Identifier] = []
    free: list[_Identifier] = []
    for m in (_CAPITAL_ROLE_WORD if capitals else _ROLE_WORD).finditer(sentence):
        word = _POSSESSIVE.sub("", m.group().lower())
        if word not in roles or any(t.start < m.end() and m.start() < t.end for t in taken):
            continue
        # bound: the table gives the role a party of another name ("distributor" -> "orrin
        # labs"); a role the table keeps as itself is still anyone
        side = bound if evidence.aliases.get(word, word) != word else free
        side.append(
            _Identifier("name", m.start(), m.end(), m.group(), m.group(), frozenset({stem(word)}))
        )
    return bound, free


def _given_name(y: _Identifier, evidence: Evidence) -> str | None:
    """The name of the party the answer calls ``y`` in brackets ("Kestrel (the Carrier)")."""
    return evidence.apposed.get(normalise_alias(_POSSESSIVE.sub("", y.surface)))


def _apposed_to(x: _Identifier, y: _Identifier, evidence: Evidence) -> bool:
    """The answer gave ``x``'s party the name ``y`` in brackets ("Kestrel (the Carrier)")."""
    called = _given_name(y, evidence)
    if not called:
        return False
    named = frozenset(stem(w) for w in called.split())
    return x.words <= named or named <= x.words


def _defined_terms(evidence: Evidence) -> set[str]:
    """The terms the sources define in quotes that are no party's alias."""
    return {
        term
        for analysis in evidence.analyses
        for t in analysis.defined_terms
        if (term := normalise_alias(t.term)) not in evidence.aliases
    }


def _same(a: _Identifier, b: _Identifier, evidence: Evidence) -> bool:
    """Two identifiers that name one thing.

    One reference, or one of them a pinpoint inside the other ("section 7.3(a)(iv)" in
    "Section 7.3(a)"); one name, a short form of it, an alias of it (the bundle's aliases),
    or its initials, also where the sources spell the initials out ("High" and "HSNS" where
    the sources write "High Speed Net Solutions").
    """
    if a.kind != b.kind:
        return False
    if a.kind == "section":
        return same_provision(a.value, b.value)
    known_a, known_b = party_named(a.surface, evidence), party_named(b.surface, evidence)
    if known_a is not None and known_b is not None:
        # the sources' parties are one notion of "same party": two parties they keep apart
        # stay two, whatever words their names share ("Orion" and "Orion Vela Ventures",
        # the venture Orion owns with Vela)
        return known_a == known_b
    if _letters(a.surface) == _letters(b.surface):
        # the same letters, spaced or stopped otherwise: texts taken from print run words
        # together ("Notice ofTermination") or split them
        return True
    words_a = a.words | _spelled_out(a.surface, evidence)
    words_b = b.words | _spelled_out(b.surface, evidence)
    if words_a <= words_b or words_b <= words_a:
        return True
    if _one_fuller_name(a, b, evidence):
        return True
    if _owners_thing(a, b, evidence):
        return True
    if _bracketed(a, b, evidence) or _bracketed(b, a, evidence):
        return True
    # a possessive names its owner: "Harbourline's" is Harbourline
    name_a = normalise_alias(_POSSESSIVE.sub("", a.surface))
    name_b = normalise_alias(_POSSESSIVE.sub("", b.surface))
    party_a = set(evidence.aliases.get(name_a, name_a).split())
    party_b = set(evidence.aliases.get(name_b, name_b).split())
    if party_a <= party_b or party_b <= party_a:
        return True  # one name and its short form ("Acme" and "Acme Holdings")
    if _place_adjective(name_a, name_b) or _place_adjective(name_b, name_a):
        return True
    return initials(a.surface) == b.surface or initials(b.surface) == a.surface


# the endings English makes a place's adjective with: America -> American, Canada ->
# Canadian, China -> Chinese, Israel -> Israeli, Spain -> Spanish
_ADJECTIVE_ENDINGS = ("n", "an", "ian", "ese", "i", "ish")


def _place_adjective(place: str, adjective: str) -> bool:
    """``adjective`` is the adjective of the place ``place`` names ("Costa Rican").

    "The Costa Rican government" is Costa Rica's government. The words before the last are
    the same, and the last is the place's last word, or that word without its final vowel,
    with one of the endings English makes such adjectives with.
    """
    place_words, adjective_words = place.split(), adjective.split()
    if len(place_words) != len(adjective_words) or place_words[:-1] != adjective_words[:-1]:
        return False
    last, other = place_words[-1], adjective_words[-1]
    if len(last) < 4:
        return False
    stems = {last, last[:-1]} if last[-1] in "aeiouy" else {last}
    return any(other == stem + end for stem in stems for end in _ADJECTIVE_ENDINGS)


_OWNED = re.compile(r"^(.+?)['’][sS]?\s+(\S.*)$")  # "Transporter's FERC Gas Tariff"


def _owners_thing(a: _Identifier, b: _Identifier, evidence: Evidence) -> bool:
    """Two runs that name one party's thing: "Great Lakes' Tariff" and "Transporter's Tariff".

    The words after the possessive are the same, and the owners are one party of the
    sources (by the alias table).
    """
    owned_a, owned_b = _OWNED.match(a.surface), _OWNED.match(b.surface)
    if owned_a is None or owned_b is None:
        return False
    if owned_a.group(2).lower() != owned_b.group(2).lower():
        return False
    party = party_named(owned_a.group(1), evidence)
    return party is not None and party == party_named(owned_b.group(1), evidence)


def _letters(surface: str) -> str:
    """A name's letters and digits alone, lower-cased."""
    return _NOT_LETTER.sub("", surface).lower()


_NOT_LETTER = re.compile(r"[\W_]+")


def party_named(surface: str, evidence: Evidence) -> str | None:
    """The party of the sources a name names: by the bundle's aliases, or by its initials.

    "Vela" where a source defines 'Vela Ventures Ltd ("Vela")'; "VVL" where the sources
    spell out "Vela Ventures Ltd" and that is a party's name. None when the name is no party's
    (or its initials spell more than one).
    """
    name = normalise_alias(_POSSESSIVE.sub("", surface))
    if name in evidence.aliases:
        return evidence.aliases[name]
    acronym = _POSSESSIVE.sub("", surface)
    if not (acronym.isupper() and acronym.isalpha()):
        return None
    parties = {
        evidence.aliases[spelled]
        for run in evidence.acronym_runs(acronym, capitalised=True)
        if (spelled := normalise_alias(run)) in evidence.aliases
    }
    return parties.pop() if len(parties) == 1 else None


def _bracketed(a: _Identifier, b: _Identifier, evidence: Evidence) -> bool:
    """A source names ``b`` and gives ``a`` in brackets after it, a name defined without quotes.

    "Eastport Harbour Authority (the Port)": "the Port" is that authority.
    """
    short = _POSSESSIVE.sub("", a.surface)
    full = _POSSESSIVE.sub("", b.surface)
    pattern = re.compile(
        re.escape(full) + r"[^()]{0,80}?\(\s*(?:the\s+)?" + re.escape(short) + r"\s*\)"
    )
    return any(pattern.search(chunk.text) for chunk in evidence.chunks)


def _one_fuller_name(a: _Identifier, b: _Identifier, evidence: Evidence) -> bool:
    """Both are parts of one name the sources write in full.

    "Michael" and "Dr. Murray" where a source writes "Dr. Michael Murray"; titles and
    abbreviations ("Dr.") are left out.
    """
    wanted = _bare_words(a.surface) | _bare_words(b.surface)
    texts = tuple(chunk.text for chunk in evidence.chunks)
    return bool(wanted) and any(wanted <= run for run in _name_runs(texts))


def _bare_words(surface: str) -> frozenset[str]:
    """The stemmed words of a name without its abbreviations ("Dr.", "Inc.")."""
    return frozenset(
        stem(_POSSESSIVE.sub("", w).lower())
        for w in surface.split()
        if w[:1].isupper() and not w.endswith(".")
    )


# the function words that join the words of one name
_NAME_JOINERS = frozenset({"of", "the", "and"})


@functools.lru_cache(maxsize=256)
def _name_runs(texts: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """The stemmed words of every run of capitalised words in the sources (read once).

    A function word inside a run written in capitals ("CONVERGE TO VERT FOR SUCH ...") marks a
    passage set in capitals, which names no one; the words that join a name's own words
    ("BANK OF THE WEST", "SMITH AND SONS") do not.
    """
    stop = lexicon.word_set("stopwords")
    return tuple(
        words
        for text in texts
        for _, _, run in _runs(text)
        if not any(
            w.isupper() and w.lower() in stop and w.lower() not in _NAME_JOINERS
            for w in run.split()[1:-1]
        )
        and len(words := _bare_words(run)) > 1
    )


def _spelled_out(surface: str, evidence: Evidence) -> frozenset[str]:
    """The stemmed words that spell out each all-capital word of a name in the sources.

    "HSNS" where a source writes "High Speed Net Solutions" (``Evidence.acronym_runs``);
    nothing when no run of capitalised source words has those initials.
    """
    return frozenset(
        stem(word.lower())
        # a possessive names its owner: "EPA's" is EPA
        for acronym in (_POSSESSIVE.sub("", w) for w in _WORDS.findall(surface))
        if acronym.isupper() and acronym.isalpha()
        for run in evidence.acronym_runs(acronym, capitalised=True)
        for word in _WORDS.findall(run)
        if word[:1].isupper()
    )


def _opening_name(word: str, evidence: Evidence) -> bool:
    """A capitalised word opening a claim is a name when the answer never writes it in lower case.

    The sources must use it too: "Accuray may assign ...", not "Payment is due ...".
    """
    lowered = _POSSESSIVE.sub("", word.lower())
    return (
        lowered in evidence.vocabulary
        and lowered not in evidence.common
        and lowered not in lexicon.word_set("stopwords", "sentence_openers")
    )


def _capitalised_term(y: _Identifier, evidence: Evidence) -> bool:
    """A capitalised term of common words, which names a thing, not someone.

    Contracts capitalise the terms they define ("the Territory", "an Order", "Force Majeure"),
    and the excerpt may not hold the definition. A run whose every word the sources or the
    answer also write in lower case (``Evidence.written_lower``) is such a term, unless the
    alias table makes it a party's name.
    """
    name = normalise_alias(_POSSESSIVE.sub("", y.surface))
    if not name or name in evidence.aliases or name in evidence.aliases.values():
        return False
    words = _WORDS.findall(_POSSESSIVE.sub("", y.surface))
    return bool(words) and all(evidence.written_lower(w) for w in words)


def _known(surface: str, evidence: Evidence) -> bool:
    """Every word of the name is one the sources or the query use."""
    words = [_POSSESSIVE.sub("", w) for w in _WORDS.findall(surface.lower())]
    return all(w in evidence.vocabulary for w in words)


def _written_in(x: _Identifier, sentence: str) -> bool:
    """The sentence writes the name's words, wherever (a name after a colon or "v." too)."""
    if x.kind != "name":
        return False
    return x.words <= {stem(w.lower()) for w in _WORDS.findall(sentence)}


def _neighbours_agree(text: str, x: _Identifier, sentence: str, y: _Identifier) -> bool:
    """The two identifiers stand in one place: their neighbouring words agree on one side.

    On one side the nearest content word is one word ("under section _"), or, for names, the
    next two in order are ("Acme may hand its rights and obligations" and "Birch may assign
    its rights and obligations": a verb put another way; a section the sentence
    cites beside its own words is not the one the claim is made under). Two names that share
    a word but differ ("the Halcyon API", "the Corvid API") share their place by that word.
    (A possessive and an "of" phrase are not matched: "Vinton's share" and "a share of the
    Franchise Fee" name the holder and the thing held.)
    """
    if x.kind == "name" and x.words & y.words:
        return True
    return _frames_agree(text, x, sentence, y)


def _frames_agree(text: str, x: _Identifier, sentence: str, y: _Identifier) -> bool:
    """The words around the two identifiers agree on one side (see :func:`_neighbours_agree`)."""
    # a name's own bracketed name is no neighbour of it ("Orbit (the Shipper) pays")
    bracket = GIVEN_NAME.match(text, x.end)
    sides = (
        (_before(text, x.start)[::-1], _before(sentence, y.start)[::-1]),
        (_after(text, bracket.end() if bracket else x.end), _after(sentence, y.end)),
    )
    for mine, theirs in sides:
        if mine and theirs and mine[0] == theirs[0] and mine[0][:1].isalpha():
            return True
        if (
            x.kind == "name"
            and len(mine) == len(theirs) == _NEAR
            and mine[1:] == theirs[1:]
            and all(w[:1].isalpha() for w in mine)
        ):
            return True
    return False


def _written_alike(
    text: str, x: _Identifier, sentence: str, y: _Identifier, evidence: Evidence
) -> bool:
    """The sources write the claim's reference elsewhere, framed as its own words frame it.

    A claim that merges two sentences ("the Units are ordered under Section 4.1 ... and invoiced
    at the rates in Section 6.3 of the Supply Agreement") may take a reference from the sentence
    it copies less: where a source writes the claim's provision with more of the claim's
    neighbouring words around it than the copied sentence writes around its own, the claim
    restates that place, not a replaced one. A tie says nothing of which one it took.
    """
    rival = _frame_shared(text, x, sentence, y.start, y.end)
    for chunk in evidence.chunks:
        for m in find_section_refs(chunk.text):
            if same_provision(x.value, m.value) and (
                _frame_shared(text, x, chunk.text, m.start, m.end) > rival
            ):
                return True
    return False


def _frame_shared(
    text: str,
    x: _Identifier,
    other: str,
    start: int,
    end: int,
    bracket: re.Match[str] | None = None,
) -> int:
    """How many of the words around ``x`` in ``text`` stand on the same side in ``other``.

    ``bracket``: the name's own bracketed name after it, which is no word around it.
    """
    # counted with repeats: "renewed on each renewal date" holds two words of "renew"
    before = Counter(_before(text, x.start)) & Counter(_before(other, start))
    after = Counter(_after(text, bracket.end() if bracket else x.end)) & Counter(_after(other, end))
    return sum(before.values()) + sum(after.values())


def _before(text: str, start: int) -> list[str]:
    """The content words just before ``start`` (up to _NEAR)."""
    return content_words(text[max(0, start - _REACH) : start])[-_NEAR:]


def _after(text: str, end: int) -> list[str]:
    """The content words just after ``end`` (up to _NEAR)."""
    return content_words(text[end : end + _REACH])[:_NEAR]
