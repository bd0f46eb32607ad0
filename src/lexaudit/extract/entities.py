"""Typed entity mentions: legal rules on the raw text first, spaCy's NER for the rest.

spaCy's small English model mislabels legal text (case names as ORG, ``1983`` in a statute as
DATE, ``Rs. 5,00,000`` as CARDINAL), so money, dates, durations, percentages, section
references, citations, parties and courts come from rules run on the raw text; spaCy's
entities only add organisations, persons and places that no rule covered.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from collections.abc import Iterable, Mapping

from lexaudit import lexicon
from lexaudit.extract.parties import DefinedTerm, PartyDefinition, normalize_party_name
from lexaudit.text import find_values
from lexaudit.text.segment import ITEM_LABEL
from lexaudit.types import Entity, EntityType, Span

_VALUE_TYPES = {
    "money": EntityType.MONEY,
    "date": EntityType.DATE,
    "duration": EntityType.DURATION,
    "percent": EntityType.PERCENT,
    "section_ref": EntityType.SECTION_REF,
    "number": EntityType.NUMBER,
}
_PRIORITY = {
    EntityType.CITATION: 0,
    EntityType.MONEY: 1,
    EntityType.DATE: 2,
    EntityType.DURATION: 3,
    EntityType.PERCENT: 4,
    EntityType.SECTION_REF: 5,
    EntityType.COURT: 5,
    EntityType.PARTY: 7,
    EntityType.GPE: 6,
    EntityType.ORG: 9,
    EntityType.PERSON: 10,
    EntityType.DEFINED_TERM: 11,
    EntityType.NUMBER: 12,
}
_COURT = re.compile(
    r"\b(?:(?:the\s+)?(?:Supreme Court|High Court|Court of Appeals?|Court of Appeal|"
    r"District Court|Bankruptcy Court|Court of Chancery|Federal Court|Tax Court|"
    r"Court of Justice|General Court|Crown Court|County Court|Sessions Court|Family Court|"
    r"Magistrate(?:'s)? Court|Circuit Court|Superior Court|Chancery Court|Privy Council|"
    r"House of Lords|National Company Law Tribunal|NCLT|NCLAT)"
    r"(?:\s+(?:of|for)\s+(?:the\s+)?[A-Z][\w.]*(?:\s+(?:of\s+)?[A-Z][\w.]*){0,5})?)"
)
_PLACES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|"
    "Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|"
    "Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|"
    "New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|"
    "Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|"
    # the capital before the state of its name: "Washington, D.C." is the District
    r"Vermont|Virginia|Washington,?\s+D\.\s?C\b|"
    "Washington|West Virginia|Wisconsin|Wyoming|District of Columbia|"
    "Puerto Rico|England and Wales|England|Wales|Scotland|Northern Ireland|Ireland|"
    "United Kingdom|United States(?: of America)?|Canada|Ontario|Quebec|British Columbia|"
    "Alberta|India|Maharashtra|Karnataka|Delhi|Tamil Nadu|Singapore|Hong Kong|China|"
    "People's Republic of China|Japan|Korea|Germany|France|Switzerland|Netherlands|"
    "Luxembourg|Belgium|Sweden|Norway|Denmark|Finland|Spain|Italy|Israel|Australia|"
    "New South Wales|Victoria|New Zealand|Bermuda|Cayman Islands|British Virgin Islands|"
    "Mexico|Brazil|Argentina|Chile|South Africa|Taiwan|Malaysia|Thailand|Philippines|"
    "Indonesia|Vietnam|United Arab Emirates|Dubai|Saudi Arabia|Cyprus|Malta|Austria|Poland"
)
# the words of a place's name may stand apart by more than one space, as extracted text often
# has them ("British  Columbia")
_PLACES_SPACED = _PLACES.replace(" ", "[ \t]+")
_PLACE = re.compile(
    rf"\b(?:(?:the\s+)?(?:State|Commonwealth|Province|Republic|Kingdom)\s+of\s+)?"
    rf"(?:{_PLACES_SPACED})\b"
)
# the official long form of a place: "the State of New York", "the Federal Republic of
# Germany", "the Kingdom of Spain", "the Grand Duchy of Luxembourg"
_GPE_PREFIX = re.compile(
    r"^(?:the\s+)?(?:(?:federal|united|socialist|islamic)\s+)?"
    r"(?:state|commonwealth|province|republic|kingdom|principality|grand\s+duchy|laws?)"
    r"\s+of\s+",
    re.I,
)
_SPACY_NAME_LABELS = {"ORG": EntityType.ORG, "PERSON": EntityType.PERSON, "GPE": EntityType.GPE}
JUNK_NAMES = frozenset(
    [
        "agreement",
        "party",
        "parties",
        "section",
        "clause",
        "article",
        "exhibit",
        "schedule",
        "licensor",
        "licensee",
        "company",
        "term",
        "effective",
        "date",
        "the",
        "agreement",
        "this",
        "agreement",
        "notice",
        "confidential",
        "information",
        "products",
        "services",
        "territory",
        "net",
        "sales",
    ]
)


_KIND_AFTER = re.compile(r"\s+(?:State|Commonwealth|Province)$")


def is_region(text: str) -> bool:
    """A US state, country or other region the place list knows ("Idaho", "the State of Maine").

    Cities are not in the list: in "Boise, Idaho" only the second name is a region.
    """
    return _PLACE.fullmatch(text.strip()) is not None


# a place named with its unit after the name: "Kent County", "Haidian District", "Lee Township"
_UNIT_NAMED = re.compile(
    r"\b(?:county|parish|borough|township|district|ward|city|town|village)$", re.IGNORECASE
)


def is_local_unit(text: str) -> bool:
    """A place whose name ends in its unit ("Kent County", "Haidian District").

    Written before a comma and another place ("Haidian District, Beijing"), the other place
    holds it, as a region holds a city.
    """
    return _UNIT_NAMED.search(text.strip()) is not None


def place_short_form(text: str) -> str:
    """A place without its long form, as written: "the State of New York" -> "New York".

    Every official prefix goes, however many ("the laws of the Republic of India" -> "India"),
    and so does a leading "the" ("the United Kingdom" -> "United Kingdom").
    """
    value, before = text.strip(), ""
    while value != before:
        before, value = value, _GPE_PREFIX.sub("", value)
    return re.sub(r"^the\s+", "", value, flags=re.IGNORECASE)


_LOCAL_UNIT = r"(?:county|city|parish|borough|town|township|village)"
# "the County of Pinewood", "the City and County of Pinewood"
_UNIT_OF = re.compile(rf"^({_LOCAL_UNIT}(?: and {_LOCAL_UNIT})?) of ([^,]+)")
# a county written before a place's name ("the County of", "the City and County of"), which
# the recogniser may leave out of the name or tag as a place by itself ("the County of" and
# "San Marcos"); a city, town or village is left as tagged ("the City of" may stand apart
# from a name that is the city's own)
_COUNTY = r"(?:county|parish|borough|township)"
_TOWN = r"(?:city|town|village)"
_COUNTY_OF = rf"(?i:(?:the\s+)?(?:{_TOWN}\s+and\s+)?{_COUNTY}\s+of)"
_UNIT_BEFORE = re.compile(rf"{_COUNTY_OF}\s+$")
_UNIT_ALONE = re.compile(_COUNTY_OF)
_UNIT_REACH = 40  # characters before a name its unit may take
# the units that are the place of their name: a borough, parish, township, town or village,
# or a city and county in one ("the Borough of X" and "X Town" are X); a county alone may not
# be the city of its name, and a city's name may hold another place's ("Kansas City")
_SAME_AS_NAME = re.compile(rf"\s*\b(?:{_TOWN} and county|parish|borough|township|town|village)$")


def local_name(value: str) -> str:
    """A place's value without a unit that is the place of its name ("x borough" -> "x").

    "x county" stays: a county and the city of its name may be two places.
    """
    return _SAME_AS_NAME.sub("", value).strip() or value


# a place's value that is only single letters: its initials, once their stops are spaces
_INITIALS = re.compile(r"\w(?: \w)+")


def normalize_place(text: str) -> str:
    """Canonical value of a place or jurisdiction: ``State of New York`` -> ``new york``."""
    # a possessive names the place itself: "Ontario's courts"; a postal code after it
    # ("Ohio 43215", "Texas 75201-1234") is part of an address, not of the place
    text = re.sub(r"['\u2019]s?$", "", text.strip())
    text = re.sub(r"\s+\d{5}(?:-\d{4})?$", "", text)
    # "Oregon State" is the State of Oregon: the kind of place after a region's name
    suffixed = _KIND_AFTER.search(text)
    if suffixed is not None and is_region(text[: suffixed.start()]):
        text = text[: suffixed.start()]
    # a local unit's long form names it as its short form does: "the County of Pinewood" is
    # "Pinewood County", "the City of Dover" is "Dover City"
    value = _UNIT_OF.sub(r"\2 \1", place_short_form(text).lower())
    value = re.sub(r"[^\w\s]", " ", value)
    # an article the recogniser took in ("a United States court") is no part of it
    value = re.sub(r"^(?:the|an?)\s+", "", value)
    value = re.sub(r"\s+", " ", value).strip()
    if _INITIALS.fullmatch(value):
        # initials written with stops ("P.R.C.", "U.K.") are the same initials without them
        value = value.replace(" ", "")
    # "US", "U.S.A." and "the United States of America" are one place (lexicon/aliases.json)
    places: dict[str, str] = lexicon.load("aliases")["places"]
    return places.get(value, value)


# the blank lines of a printed form ("upon ________ (____30____) days written notice"): the
# value written into the blank is read as if the blank were spaces
_BLANK = re.compile(r"_{2,}")


def _value_entities(text: str, date_order: str) -> Iterable[Entity]:
    read = _BLANK.sub(lambda m: " " * len(m.group()), text) if "__" in text else text
    for match in find_values(read, date_order=date_order):
        etype = _VALUE_TYPES.get(match.kind)
        if etype is None:
            continue
        surface = text[match.start : match.end]
        yield Entity(etype, surface, match.value, Span(match.start, match.end))


def _court_entities(text: str) -> Iterable[Entity]:
    for m in _COURT.finditer(text):
        surface = m.group(0)
        value = re.sub(r"^the\s+", "", surface.lower())
        yield Entity(
            EntityType.COURT, surface, re.sub(r"\s+", " ", value), Span(m.start(), m.end())
        )


# "English law", "Indian courts", "the Canadian CPI": the adjective names the jurisdiction
# (``demonyms`` and ``demonym_nouns`` in lexicon/aliases.json)
@functools.cache
def _demonym() -> re.Pattern[str]:
    names = "|".join(re.escape(n) for n in lexicon.load("aliases")["demonyms"])
    nouns = lexicon.phrase_alternation("aliases", "demonym_nouns")
    return re.compile(rf"\b({names})(?=\s+(?i:{nouns})\b)")


# two capitals after a town's comma and before a ZIP code: the state of an address
_POSTAL_STATE = re.compile(r"(?<=,\s)([A-Z]{2})(?=\.?\s+\d{5}(?:-\d{4})?\b)")


def _place_entities(text: str) -> Iterable[Entity]:
    for m in _PLACE.finditer(text):
        if _litigant(text, m.start(), m.end()):
            # "Ohio v. Garner": the State as a side of the case, not a place
            yield Entity(
                EntityType.ORG, m.group(0), normalize_party_name(m.group(0)), Span(*m.span())
            )
            continue
        yield Entity(
            EntityType.GPE, m.group(0), normalize_place(m.group(0)), Span(m.start(), m.end())
        )
    demonyms: dict[str, str] = lexicon.load("aliases")["demonyms"]
    for m in _demonym().finditer(text):
        yield Entity(EntityType.GPE, m.group(1), demonyms[m.group(1)], Span(m.start(), m.end()))
    # a state's postal code in an address: "Atlanta, GA 30308" is in Georgia
    codes: dict[str, str] = lexicon.load("aliases")["us_postal_codes"]
    for m in _POSTAL_STATE.finditer(text):
        if m.group(1) in codes:
            yield Entity(EntityType.GPE, m.group(1), codes[m.group(1)], Span(m.start(), m.end()))


# a capitalised noun right after a word on the same line: "Company Products", "Licensee Data"
_TITLED_NEXT = re.compile(r"[ \t]([A-Z][a-z]+)\b")


def _role_compound(text: str, surface: str, end: int) -> bool:
    """A role alias that modifies the capitalised noun after it names no party.

    "the Company Products", "Reseller Activities", "Licensee Data" are defined things of the
    party, not the party; the noun is a common one (no stop word or modal: "Licensee Shall"
    in a heading is the party). Only a one-word role noun (``lexicon/roles.json``) is read
    so: a name ("Acme Products") may still name its maker.
    """
    if " " in surface or surface.lower() not in lexicon.word_set("roles"):
        return False
    m = _TITLED_NEXT.match(text, end)
    if m is None:
        return False
    return m.group(1).lower() not in lexicon.word_set("stopwords")


def _alias_entities(text: str, aliases: Mapping[str, str]) -> Iterable[Entity]:
    """Mentions of known parties by alias or name ("Licensee", "Bluefin Health, Inc.")."""
    if not aliases:
        return
    keys = sorted((k for k in aliases if len(k) > 1), key=len, reverse=True)
    pattern = re.compile(
        r"(?<![\w])(?:the\s+)?("
        + "|".join(re.escape(k) for k in keys)
        + r")(?:,?\s+(?:Inc|Ltd|LLC|Corp)\.?)?(?![\w])",
        re.I,
    )
    for m in pattern.finditer(text):
        surface = m.group(1)
        # role words must be capitalised to count ("the licensee" in lower case is generic)
        if surface[0].islower() and " " not in surface and len(surface) > 3:
            continue
        if _role_compound(text, surface, m.end()):
            continue
        yield Entity(
            EntityType.PARTY,
            text[m.start(1) : m.end()],
            aliases[surface.lower()],
            Span(m.start(1), m.end()),
            aliases=(surface,),
        )


def _citation_entities(text: str) -> Iterable[Entity]:
    """Citations, and the known Acts named without a section ("the Indian Penal Code, 1860").

    An Act so named is a reference to an authority, checked as one (exists, in force), and no
    organisation whose name the sources must write (:mod:`lexaudit.extract.citations.acts`).
    """
    try:
        from lexaudit.extract.citations import find_citations
        from lexaudit.extract.citations.acts import act_mentions
    except ImportError:  # pragma: no cover - the citation grammars are optional here
        return
    cited: list[Span] = []
    for citation in find_citations(text):
        cited.append(citation.span)
        yield Entity(EntityType.CITATION, citation.surface, citation.canonical, citation.span)
    for act, span in act_mentions(text):
        if not any(c.start < span.end and span.start < c.end for c in cited):
            yield Entity(EntityType.CITATION, text[span.start : span.end], act.key, span)


def resolve_overlaps(candidates: list[Entity]) -> list[Entity]:
    """Keep the best of overlapping mentions: higher priority type, then longer."""
    ordered = sorted(
        candidates,
        key=lambda e: (_PRIORITY[e.type], -(e.span.end - e.span.start), e.span.start),
    )
    # the kept spans never overlap, so in (start, end) order they are in end order too, and a
    # new span overlaps one of them exactly when it overlaps the last one starting before its
    # end (found by bisection: linear in practice on long texts, not quadratic)
    taken: list[tuple[int, int]] = []
    taken_starts: list[int] = []
    kept: list[Entity] = []
    for entity in ordered:
        s, e = entity.span.start, entity.span.end
        if e <= s:  # an empty span: compare with every kept span, as the rule reads
            if any(s < te and ts < e for ts, te in taken):
                continue
        else:
            i = bisect_left(taken_starts, e)
            if i > 0 and s < taken[i - 1][1]:
                continue
        at = bisect_left(taken, (s, e))
        taken.insert(at, (s, e))
        taken_starts.insert(at, s)
        kept.append(entity)
    kept.sort(key=lambda e: (e.span.start, e.span.end))
    return kept


def find_entities(
    text: str,
    spacy_ents: Iterable[tuple[str, int, int]] = (),
    aliases: Mapping[str, str] | None = None,
    parties: Iterable[PartyDefinition] = (),
    defined_terms: Iterable[DefinedTerm] = (),
    date_order: str = "MDY",
) -> list[Entity]:
    """Find every typed entity mention of ``text`` with char spans and normalised values.

    Args:
        text: the raw text.
        spacy_ents: ``(label, start_char, end_char)`` of spaCy's entities on the same text.
        aliases: alias (lower case) -> canonical party value, from the text and its sources.
        parties: party definitions found in this text.
        defined_terms: defined terms found in this text.
        date_order: ``MDY`` (US) or ``DMY`` (India, UK, EU) for ambiguous numeric dates.
    """
    aliases = aliases or {}
    return resolve_overlaps(
        [
            *rule_candidates(text, aliases, parties, defined_terms, date_order),
            *name_candidates(text, spacy_ents, aliases),
        ]
    )


def rule_candidates(
    text: str,
    aliases: Mapping[str, str],
    parties: Iterable[PartyDefinition] = (),
    defined_terms: Iterable[DefinedTerm] = (),
    date_order: str = "MDY",
) -> list[Entity]:
    """Every mention the legal rules find in ``text``, overlapping ones not yet resolved.

    :func:`find_entities` resolves these together with spaCy's names; lazy parsing keeps a
    chunk's candidates, so a parsed passage resolves the same candidates with its names.
    """
    candidates: list[Entity] = list(_value_entities(text, date_order))
    candidates.extend(_citation_entities(text))
    candidates.extend(_court_entities(text))
    candidates.extend(_place_entities(text))
    for party in parties:
        candidates.append(
            Entity(
                EntityType.PARTY,
                party.name,
                party.value,
                Span(party.name_start, party.name_end),
                aliases=(party.alias,) if party.alias else (),
            )
        )
    candidates.extend(_alias_entities(text, aliases))
    for term in defined_terms:
        candidates.append(
            Entity(
                EntityType.DEFINED_TERM, term.term, term.term.lower(), Span(term.start, term.end)
            )
        )
    return candidates


def name_candidates(
    text: str, spacy_ents: Iterable[tuple[str, int, int]], aliases: Mapping[str, str]
) -> list[Entity]:
    """The organisations, persons and places spaCy found in ``text``, as entities (or parties)."""
    candidates: list[Entity] = []
    for label, whole_start, whole_end in spacy_ents:
        etype = _SPACY_NAME_LABELS.get(label)
        if etype is None:
            continue
        if opening_closed_word(text, whole_start, whole_end) or PREFIX_OF_WORD.match(
            text, whole_end
        ):
            continue
        whole_end = _before_open_bracket(text, whole_start, whole_end)
        whole_start, whole_end = _party_label(text, whole_start, whole_end, aliases)
        if etype is EntityType.GPE and _litigant(text, whole_start, whole_end):
            # "Ohio v. Garner", "Blake v. Town of Orly": a side of a case is a party to it,
            # not the place a claim puts something in
            etype = EntityType.ORG
        if etype is EntityType.GPE:
            if _UNIT_ALONE.fullmatch(text, whole_start, whole_end):
                continue  # "the County of" without its name
            # "the County of Los Pinos" is one place, though the recogniser saw "Los Pinos"
            unit = _UNIT_BEFORE.search(text, max(0, whole_start - _UNIT_REACH), whole_start)
            if unit is not None:
                whole_start = unit.start()
        for start, end in _conjuncts(text, whole_start, whole_end):
            entity = _name_candidate(text[start:end], etype, start, end, aliases)
            if entity is not None:
                candidates.append(entity)
    return candidates


# the "v." of a case's name, after the first side's name or before the second's
_VERSUS_AFTER = re.compile(r"[ \t]+vs?\.[ \t]+[A-Z]")
_VERSUS_BEFORE = re.compile(r"[A-Z][\w.,'\u2019&-]*[ \t]+vs?\.[ \t]+(?:the[ \t]+)?$")
_VERSUS_REACH = 60  # characters before a name that the first side and its "v." may take


def _litigant(text: str, start: int, end: int) -> bool:
    """Whether the name at ``[start, end)`` is one side of a case ("Ohio v. Garner")."""
    if _VERSUS_AFTER.match(text, end):
        return True
    return _VERSUS_BEFORE.search(text, max(0, start - _VERSUS_REACH), start) is not None


# a paragraph's number in capital Roman numerals, which a person's initial may look like
_CAPITAL_NUMERAL_FORM = r"[IVXL]{1,6}\.[ \t]+"
_CAPITAL_NUMERAL = re.compile(_CAPITAL_NUMERAL_FORM)
# the number or letter that heads a numbered paragraph: "V. ", "(iii) ", "12. "
_ENUMERATOR = re.compile(rf"{_CAPITAL_NUMERAL_FORM}|(?:{ITEM_LABEL})[ \t]+")
# a party named by a letter, as Chinese and other contracts name them: "Party A", "Party B"
_PARTY_LETTER_AFTER = re.compile(r"[ \t]+[A-Z](?![\w'’])")


def _party_label(text: str, start: int, end: int, aliases: Mapping[str, str]) -> tuple[int, int]:
    """A name's span without a paragraph's number, and with a party's letter after "Party".

    The recogniser runs a paragraph's number into the name that opens it and may leave the
    letter of "Party B" out ("IV. Party" for "IV. Party B shall build ..."). A number in capital
    Roman numerals is cut only at the start of a line (or after a wide gap, where a paragraph
    break was flattened) and where the name after it is a party's label or alias: it reads as
    a person's initial too ("V. Okafor" stays). A small letter, a figure or a bracketed
    label ("a. ", "12. ", "(iii) ") is no initial, so it is cut wherever it opens a name
    ("Remedies. a. Licensor may ...").
    """
    if text[start:end].endswith("Party"):
        letter = _PARTY_LETTER_AFTER.match(text, end)
        if letter is not None:
            end = letter.end()
    number = _ENUMERATOR.match(text, start, end)
    if number is None or not text[number.end() : end].strip(" ."):
        return start, end
    if not _CAPITAL_NUMERAL.fullmatch(text, start, number.end()):
        return number.end(), end
    # at a line's start, or after the run of spaces a flattened paragraph break leaves
    opens = start == 0 or text[start - 1] == "\n" or text[max(0, start - 2) : start] == "  "
    if opens:
        rest = text[number.end() : end].strip(" .")
        if rest.lower() in aliases or re.fullmatch(r"Party [A-Z]", rest):
            start = number.end()
    return start, end


_OPENER_LOOKBACK = 40
# a hyphen and a small letter right after the "name": the first part of a compound word
# ("Non-compete", "Co-owned"), which the tokenizer splits
PREFIX_OF_WORD = re.compile(r"-[a-z]")


def opening_closed_word(text: str, start: int, end: int) -> bool:
    """A one-word "name" that opens a sentence or line and is a closed-class word.

    "Absent any notice", "Notwithstanding the foregoing", "Overall, ...": a preposition or
    adverb of ``sentence_openers`` (``data/lexicon/stopwords.json``) is capitalised there by
    its place, not as a name.
    """
    word = text[start:end]
    if not word.isalpha() or word.lower() not in lexicon.word_set("stopwords", "sentence_openers"):
        return False
    lead = max(0, start - _OPENER_LOOKBACK)  # a long source is not copied for each name
    before = text[lead:start].rstrip(" \t*_#>-\u2022")
    return before[-1] in ".!?:;\n" if before else lead == 0


# "the Landlord or the Managing Agent": an article after "and" / "or" opens a
# second noun phrase, so spaCy's one span is two names ("Procter and Gamble" stays one)
_CONJUNCT = re.compile(r"\s+(?:and|or)\s+(?=(?:the|a|an)\s)", re.I)


def _before_open_bracket(text: str, start: int, end: int) -> int:
    """The end of a name that the recogniser ran into a bracket it did not close.

    "the State of Ohio (U.S.A." is "the State of Ohio" followed by an aside: a name holds no
    bracket it does not close.
    """
    cut = text.rfind("(", start, end)
    if cut < 0 or ")" in text[cut:end]:
        return end
    return len(text[:cut].rstrip()) if text[start:cut].strip() else end


def _conjuncts(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the names coordinated in ``text[start:end]`` (the span itself if one)."""
    spans: list[tuple[int, int]] = []
    for m in _CONJUNCT.finditer(text, start, end):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, end))
    return spans


def _name_candidate(
    surface: str, etype: EntityType, start: int, end: int, aliases: Mapping[str, str]
) -> Entity | None:
    """One name spaCy found, as an entity (a party when the aliases know it), or None.

    A role word the recogniser took for a place is the party the bundle defines by it
    ("Harlow Estates (the Landlord)"): a role noun (``lexicon/roles.json``) names no place,
    and the definition says whom the instrument means by it. A place that begins or ends a
    party's name ("Dover" of "Dover Freight Ltd") stays a place.
    """
    role = re.sub(r"^the\s+", "", surface.lower())
    party = aliases.get(role)
    if etype is EntityType.GPE and party and role in lexicon.word_set("roles"):
        return Entity(EntityType.PARTY, surface, party, Span(start, end))
    if etype is EntityType.GPE:
        value = normalize_place(surface)
    else:
        value = aliases.get(surface.lower()) or normalize_party_name(surface)
        if value in aliases.values():
            etype = EntityType.PARTY
    if not value or value in JUNK_NAMES or not any(c.isalpha() for c in value):
        return None
    if etype is not EntityType.PARTY and not any(c.isupper() for c in surface):
        # "the united fund of the three parishes": the recogniser's name with no capital
        # letter is a common noun phrase (a party's lower-case alias is a party above)
        return None
    return Entity(etype, surface, value, Span(start, end))
