"""Parties, their aliases and defined terms, found by rules on the raw text.

Contracts introduce parties as ``Acme Corporation, a Delaware corporation ("Acme")`` or
``PSiTech Corporation (the "Licensor")`` and then refer to them by the alias. Every alias maps
to one canonical party value, so "Licensee", "Bluefin" and "Bluefin Health, Inc." are one party.
Quoted terms that do not name a party ("Net Sales", "Effective Date") are defined terms.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from lexaudit import lexicon

# the entity-type designators that end a company's name; a partnership's ("Limited
# Partnership", "General Partnership") before "Limited", so the whole designator is the name's
_CORP_SUFFIX = (
    r"(?:Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.|LLC|L\.L\.C\.|Ltd\.?|"
    r"(?:Limited|General) Partnership|Limited Liability Partnership|Limited|"
    r"LLP|L\.L\.P\.|LP|L\.P\.|PLC|plc|GmbH|AG|S\.A\.|SA|N\.V\.|B\.V\.|Pvt\.? Ltd\.?|"
    r"Private Limited|S\.p\.A\.|S\.A\.S\.|SE|Trust|Bank|University|Partners|Holdings)"
)
# a name's word opens with a capital, or with one or two lower-case letters (and a hyphen)
# before a capital or a digit, as brand names are written ("eBay", "iGo Mobile", "i3 Creative",
# "i-Mode")
_BRAND_START = r"[a-z]{1,2}-?[A-Z0-9]"
_NAME_START = rf"(?:[A-Z]|{_BRAND_START})"
# a place in brackets inside a name, between capitalised words: "Rise (Tianjin) Consulting
# Co., Ltd." ("John Smith (Landlord) and Beta Ltd." is a role after a name, then another name)
_NAME_WORD = (
    rf"(?:{_NAME_START}[A-Za-z0-9&'’\-.]*|\([A-Z][A-Za-z]+\)(?=\s+[A-Z])|&|of|and|the|de|du|la|von)"
)
# suffixes written after a comma ("Bluefin Health, Inc."); a comma before a suffix that is a
# plain word ("... the Option Period, Company may ...") ends a clause, not a name
_COMMA_SUFFIX = (
    r"(?:Inc\.?|Incorporated|Corp\.?|Co\.|LLC|L\.L\.C\.|Ltd\.?|LLP|L\.L\.P\.|LP|L\.P\.|PLC|"
    r"plc|GmbH|AG|S\.A\.|SA|N\.V\.|B\.V\.|Pvt\.? Ltd\.?|S\.p\.A\.|S\.A\.S\.|SE)"
)
# the space before a suffix: a name may wrap at a line's end, but no blank line stands inside it
# ("Term: 1 Year" above a paragraph that opens with "Company" is no company)
_ONE_BREAK = r"(?:[ \t]+|[ \t]*\n[ \t]*)"
# A capitalised name ending in a corporate suffix: "Bluefin Health, Inc.", and a second
# suffix after a comma when the first is an abbreviation ("Kestrel Printing Co., Ltd.")
_ORG_NAME = re.compile(
    rf"\b({_NAME_START}[A-Za-z0-9&'’\-.]*(?:[ ,]+{_NAME_WORD}){{0,8}}?"
    rf"(?:,\s+{_COMMA_SUFFIX}|{_ONE_BREAK}{_CORP_SUFFIX})(?:(?<=\.),\s+{_COMMA_SUFFIX})?)(?![A-Za-z])"
)
# A company name printed in capitals, as preambles print the parties ("NORTHWIND TRADING
# CORPORATION, a company formed under ...", "HARROW MILLS, INC. ("Harrow")"): read only where
# a description of a company or a definition's bracket with a quoted name follows it, for
# headings are printed in capitals too ("PAYMENT BY THE COMPANY, a monthly fee")
_CAPS_WORD = r"[A-Z][A-Z0-9&'’\-.]*"
# the suffixes of names in any case, written here in capitals ("INC.", "GMBH", "TRUST")
_CAPS_SUFFIX = rf"(?=[A-Z][A-Z.]*(?![A-Za-z]))(?i:{_CORP_SUFFIX})"
# a suffix that ends one name before another begins ("ACME LTD. AND BIRCH LLC")
_CAPS_INNER_END = r"(?:INC|CORP|LTD|LLC|LIMITED|CORPORATION|PLC)\.?[ \t]+[A-Z]"
_CAPS_ORG_NAME = re.compile(
    rf"\b(?!(?:AND|OR|BETWEEN|AMONG|BY|WITH|TO|OF)\b|{_CAPS_INNER_END})"
    rf"({_CAPS_WORD}(?:[ \t]+(?!{_CAPS_INNER_END})(?:{_CAPS_WORD}|&)){{0,6}}?"
    rf"(?:,[ \t]+|[ \t]+){_CAPS_SUFFIX})"
    r"(?![A-Za-z])(?=,?\s+(?:a|an)\s[^.;()]{0,60}?\b(?i:corporation|company|partnership|"
    r"organi[sz]ed|incorporated|entity|bank|trust)\b|\s*\([^()\"“”]{0,40}[\"“])"
)
# how far past a name in capitals its description or bracket is looked for
_CAPS_CONTEXT = 100
# the words a definition's bracket may open with before its quoted name
_ALIAS_LEAD = (
    r"\(\s*(?:(?:the|a|an|each|together|collectively|hereinafter|referred|to|as|called|"
    r"individually|herein|,)\s+)*"
)
# ("Alias"), (the "Alias"), (hereinafter referred to as "Alias"), (each a "Party")
_ALIAS = re.compile(rf"{_ALIAS_LEAD}[\"“”']({_NAME_START}[^\"“”']{{0,48}})[\"“”']\s*\)")
# ("Tarn" or the "Supplier"), ("we," "our" or "Lessor"): one party, several names
_QUOTED = r"[\"“”']([^\"“”']{1,48})[\"“”']"
_ALIAS_LIST = re.compile(rf"{_ALIAS_LEAD}{_QUOTED}(?:\s*,?\s*(?:or\s+)?(?:the\s+)?{_QUOTED})+\s*\)")
_QUOTED_ITEM = re.compile(_QUOTED)
# "Net Sales" means / "Territory" shall mean
_MEANS = re.compile(
    r"[\"“]([A-Z][^\"“”]{1,48})[\"”]\s+(?:shall\s+)?(?:means?|has the meaning|refers? to)"
)

_NON_PARTY_ALIASES = frozenset(
    [
        "agreement",
        "effective",
        "date",
        "term",
        "territory",
        "products",
        "product",
        "services",
        "service",
        "confidential",
        "information",
        "parties",
        "party",
        "exhibit",
        "schedule",
        "schedules",
        "affiliate",
        "affiliates",
        "intellectual",
        "property",
        "trademarks",
        "marks",
        "patents",
        "license",
        "fees",
        "royalty",
        "royalties",
    ]
)
_NOT_A_NAME = re.compile(
    r"\b(?:Agreement|Amendment|Date|Term|Plan|Schedule|Exhibit|Section|Products?|Services?)\b"
)
_LEADING_NOISE = re.compile(
    r"^(?:(?:WITNESSETH|WHEREAS|BETWEEN|AND|BY|AMONG|Between|And)[:,]?\s+)+"
)
_DESCRIBED = re.compile(r"\b(?:a|an)\s+$", re.I)
_ARTICLE_REACH = 12  # characters before a name its article and the spaces after it may take
_SUFFIX_RE = re.compile(rf",?\s+(?i:{_CORP_SUFFIX})$")
_PUNCT = re.compile(r"[^\w\s&]")
_SPACES = re.compile(r"\s+")


# the possessive ending is the name's case, not a part of it: "the Lessor's" and "Acme Inc.'s"
# name the Lessor and Acme, and "the Parties'" the Parties
_POSSESSIVE_END = re.compile(r"(?:['’][sS]|(?<=[sS])['’])$")


def normalize_party_name(name: str) -> str:
    """Return the canonical value of a party name: lower case, no suffix, no punctuation.

    >>> normalize_party_name("Bluefin Health, Inc.")
    'bluefin health'
    >>> normalize_party_name("the State Government's")
    'state government'
    """
    text = _LEADING_NOISE.sub("", _SPACES.sub(" ", name.strip()))
    text = re.sub(r"^(?:the|The|THE)\s+", "", text)
    previous = None
    while previous != text:
        previous = text
        text = _POSSESSIVE_END.sub("", _SUFFIX_RE.sub("", text).strip(" ,"))
    text = _PUNCT.sub(" ", text.lower())
    return _SPACES.sub(" ", text).strip()


@dataclass(frozen=True, slots=True)
class PartyDefinition:
    """A party introduced in the text with its alias."""

    name: str
    value: str
    name_start: int
    name_end: int
    alias: str | None
    alias_start: int | None
    alias_end: int | None


@dataclass(frozen=True, slots=True)
class DefinedTerm:
    """A quoted defined term that is not a party alias."""

    term: str
    start: int
    end: int


_NEXT_PARTY = re.compile(r"[\"\u201d']\s*\)\s*,?\s+and\s+")
# the description of a party after its name: ", a Delaware corporation ...", " an LLC ..."
_DESCRIPTION = re.compile(r",?\s+(?:a|an)\s+[A-Za-z]", re.I)
# a description that names another company as what the party is part of or belongs to
# (", a division of", ", a wholly owned subsidiary of"): up to the other company's name
_OF_ANOTHER = re.compile(r",?\s+(?:a|an)\s+[A-Za-z][\w -]{0,40}?\s+of\s+(?:the\s+)?", re.I)


def _named(text: str, broken: bool = False) -> Iterator[re.Match[str]]:
    """The company names of ``text`` that no description holds.

    A name printed in capitals counts where a description or a definition's bracket follows it
    (``_CAPS_ORG_NAME``).

    "a British Columbia Corporation", "an Ontario Company" describe the party named before
    them; so does the rest of a description the pattern reads as a second name ("a Nevada
    Limited Liability Company": "Liability Company"), on the same line (a preamble that sets
    each party on a line of its own opens the next party's name after the line break). With
    ``broken``, a described run that a sentence break cuts is kept for the caller to cut ("a
    Late Notice. Harbor Freight Company paid": the name after the break is one).
    """
    described = -1  # where the last description ends
    found = list(_ORG_NAME.finditer(text))
    taken = [(m.start(1), m.end(1)) for m in found]
    found += [
        m
        for m in _CAPS_ORG_NAME.finditer(text)
        if not any(a < m.end(1) and m.start(1) < b for a, b in taken)
    ]
    for m in sorted(found, key=lambda m: m.start(1)):
        if _DESCRIBED.search(text, max(0, m.start(1) - _ARTICLE_REACH), m.start(1)) or (
            described >= 0 and not text[described : m.start(1)].strip(" \t")
        ):
            described = m.end(1)
            if not (broken and _SENTENCE_BREAK.search(m.group(1))):
                continue
        yield m


def _companies_before(text: str, before: int) -> list[tuple[str, int, int]]:
    """The company names (with their spans) in the stretch of text before ``before``."""
    window_start = max(0, before - 320)
    window = text[window_start:before]
    found = []
    # read on past ``before``: a name in capitals counts by the bracket or description after
    # it, which may be the bracket at ``before`` itself
    for m in _named(text[window_start : before + _CAPS_CONTEXT]):
        if m.end(1) > len(window):
            continue
        # a sentence that opens with "The" after a heading is another sentence: of "8. New
        # Agents. The Company may ..." the company is "The Company", a role the text defines,
        # not a name (an abbreviation inside a name, "Northfield Constr. Company", is no break)
        name, offset = m.group(1), window_start + m.start(1)
        opened = [
            b.end() for b in _SENTENCE_BREAK.finditer(name) if name.startswith("The ", b.end())
        ]
        if opened:
            name, offset = name[opened[-1] :], offset + opened[-1]
            if not _names_a_party(normalize_party_name(name)):
                continue
        found.append((name, offset, offset + len(name)))
    return found


def _company_defined(
    text: str,
    before: int,
    candidates: Sequence[tuple[str, int, int]],
    described: bool = True,
) -> tuple[str, int, int] | None:
    """The company a bracket at ``before`` defines by being written right after it.

    A company name written right before the bracket is the name the bracket defines, whatever
    the alias ("Marlow plc (the "Charterer")"), and so is one whose description, opened by an
    article, runs on to the bracket ("Corrin Logistics.com, LLC a company formed in Oregon,
    having its main office in Bend ("Referral Outlet")"); without ``described`` only the
    first.
    """
    if not candidates:
        return None
    name, start, end = candidates[-1]
    between = text[end:before]
    if not between.strip(" ,\t\n"):
        if len(candidates) > 1 and _OF_ANOTHER.fullmatch(text, candidates[-2][2], start):
            # "Tarn Haulage Co., a division of Tarn Holdings Inc. ("Carrier")": the name
            # closing the description is the company it belongs to; the bracket defines the
            # company the description is of
            return candidates[-2]
        return name, start, end
    if (
        described
        and _DESCRIPTION.match(between)
        and not _NEXT_PARTY.search(between)
        and not any(c in between for c in '();"“”')
    ):
        return name, start, end
    return None


def _nearest_name(text: str, before: int, alias: str) -> tuple[str, int, int] | None:
    """Find the party name introduced just before the alias at ``before``."""
    window_start = max(0, before - 320)
    window = text[window_start:before]
    candidates = _companies_before(text, before)
    first = alias.split()[0].lower() if alias.split() else ""
    for name, start, end in reversed(candidates):
        if name.split()[0].lower() == first:
            return name, start, end
    defined = _company_defined(text, before, candidates)
    if defined is not None:
        return defined
    if _is_role(alias):
        # '... ("Distributor") and the party named in Schedule 1 ("Supplier")': a definition closed
        # and "and" opens the next party, so a name before that is another party's
        # and a party takes one role: a name an earlier bracket gave a role ('Party A: Acme
        # Ltd. ("Seller") ... Party B: [name] ("Buyer")') is not this role's name; a bracket
        # that gives a short name ('Acme Ltd. ("Acme"), incorporated in England ("Seller")')
        # leaves it open; a bracket that defines a term no name before it is called by closes
        # it too ('THIS AGREEMENT, dated as of ... (the "Effective Date"), is between [name]
        # ("Company")': a name before the term was written before this definition began)
        closed = [
            m.end()
            for m in _ALIAS.finditer(window)
            if _is_role(m.group(1)) or not _shortens(m.group(1), candidates)
        ]
        opened = max((*(m.end() for m in _NEXT_PARTY.finditer(window)), *closed), default=0)
        candidates = [c for c in candidates if c[1] >= window_start + opened]
        if candidates:
            return candidates[-1]
        # "John Smith ("Consultant")": the capitalised words right before the paren
        m = re.search(r"([A-Z][a-z]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-z]+){1,2})\s*,?\s*$", window)
        if m:
            return m.group(1), window_start + m.start(1), window_start + m.end(1)
        return None
    # the alias is the start of a capitalised name right before it ("Accuray Incorporated")
    m = re.search(rf"\b({re.escape(alias.split()[0])}(?:\s+[A-Z][\w.&-]*){{1,5}})", window)
    if m and not _NOT_A_NAME.search(m.group(1)) and not _extends(alias, m.group(1)):
        return m.group(1), window_start + m.start(1), window_start + m.end(1)
    return None


def _shortens(term: str, candidates: Sequence[tuple[str, int, int]]) -> bool:
    """The defined term may be a short name of a company name before it.

    It shares a word with the name ("Acme" of "Acme Trading Ltd."), or the initials of the
    name's first words spell it ("TVM" of "Tarn Valley Mills Co. Ltd").
    """
    words = {w.lower() for w in _WORD_RUN.findall(term)}
    letters = term.lower() if _ABBREVIATION.fullmatch(term) else ""
    for name, _, _ in candidates:
        runs = _WORD_RUN.findall(name)
        if words & {w.lower() for w in runs}:
            return True
        if letters and any(_spells(runs[:k], letters) for k in range(1, len(runs) + 1)):
            return True
    return False


def _extends(alias: str, name: str) -> bool:
    """The alias is the name with more words after it: a term built on the name, not its short form.

    'such Delay Event (a "Delay Event Notice")' defines a notice, not a party called
    Delay Event; a short name is no longer than the name it stands for ("Accuray").
    """
    mine, theirs = alias.lower().split(), name.lower().split()
    return len(mine) > len(theirs) and mine[: len(theirs)] == theirs


# an unquoted capitalised word in brackets: "Harrow Freight Lines Inc. (Hauler)"
_BARE_ROLE = re.compile(r"\(\s*(?:the\s+)?([A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,})?)\s*\)")
# the endings of English agent nouns, which name a party by what it does ("Hauler",
# "Licensee", "Consultant")
_AGENT_ENDINGS = ("er", "or", "ee", "ant", "ent")


def _agent_noun(alias: str) -> bool:
    """A party's role written as a noun of what it does, not a place or a thing of the deal."""
    from lexaudit.extract.entities import is_region  # (entities reads this module)

    last = alias.split()[-1].lower()
    return (
        (_is_role(alias) or last.endswith(_AGENT_ENDINGS))
        and alias.lower() not in _NON_PARTY_ALIASES
        and last not in _NON_PARTY_ALIASES
        and not is_region(alias)
    )


# an unquoted abbreviation in brackets: "Northwind Freight Services (NFS)"
_ACRONYM = re.compile(r"\(\s*([A-Z][A-Z&]{1,7})\s*\)")
_NAME_BEFORE = re.compile(r"(?:[A-Z][\w'’.-]*\s+(?:(?:of|and|for|the|&)\s+)*){1,8}$")


def _spelled_out(text: str, before: int, acronym: str) -> tuple[str, int, int] | None:
    """The capitalised words right before a bracketed abbreviation whose initials spell it.

    "Northwind Freight Services (NFS)", "Bureau of Land Management (BLM)": the bracket defines
    the abbreviation as the name (without quotes); words before the name are not part of it.
    """
    m = _NAME_BEFORE.search(text, max(0, before - 200), before)
    if m is None:
        return None
    words = list(re.finditer(r"\S+", m.group(0)))
    letters = acronym.replace("&", "")
    for k, first in enumerate(words):
        name = [w.group(0) for w in words[k:]]
        capitals = [w for w in name if w[:1].isupper()]
        if name[0][:1].isupper() and "".join(w[0] for w in capitals) == letters:
            return " ".join(name), m.start() + first.start(), m.start() + words[-1].end()
    return None


# the opening of a bracket that defines an abbreviation: '(the "ROFO")', '(WAP)'
_ABBREVIATION_OPENER = re.compile(
    r"\(\s*(?:(?:the|a|an|hereinafter|referred|to|as|called)\s+)*[\"“”']?$", re.IGNORECASE
)
_ABBREVIATION = re.compile(r"[A-Z][A-Z&]{1,5}")
_WORD_RUN = re.compile(r"[\w'’&-]+")
_SPELLING_GAPS = frozenset(["of", "and", "for", "the", "on", "in", "to", "&"])


def spelled_abbreviations(text: str, terms: Sequence[DefinedTerm]) -> dict[str, str]:
    """Abbreviations a text defines in brackets after the words they abbreviate, in any case.

    'a right of first offer (the "ROFO")', "the weighted average price (WAP)": the initials of
    the words right before the bracket (function words between them may be skipped) spell
    the abbreviation, which then stands for those words. Keyed by the abbreviation in lower
    case.
    """
    found: dict[str, str] = {}
    starts = [t.start for t in terms if _ABBREVIATION.fullmatch(t.term)]
    starts += [m.start(1) for m in _ACRONYM.finditer(text) if len(m.group(1)) <= 6]
    for start in starts:
        end = start + len(_ABBREVIATION.match(text, start).group(0))  # type: ignore[union-attr]
        acronym = text[start:end]
        opener = _ABBREVIATION_OPENER.search(text, max(0, start - 60), start)
        if opener is None:
            continue
        # the sentence before the bracket: the words may stand right before it or open the
        # clause it closes ('a right of first offer on any harvest ... (the "ROFO")')
        opening = max(0, opener.start() - 400)
        stop = max(
            text.rfind(". ", opening, opener.start()), text.rfind("\n\n", opening, opener.start())
        )
        words = _WORD_RUN.findall(text, stop + 1 if stop >= 0 else opening, opener.start())
        spelled = _spelled_run(words, acronym.replace("&", "").lower())
        if spelled is not None:
            found.setdefault(acronym.lower(), spelled)
    return found


def _spelled_run(words: Sequence[str], letters: str) -> str | None:
    """The run of words nearest the end whose initials spell ``letters``.

    A run of capitalised words (a name: "Intellectual Property, including Patents ("IP")")
    comes first; a run in lower case counts only when each of its words that gives a letter
    is a content word ("pay all Duties ("PA")" spells nothing).
    """
    runs = []
    for k in range(len(words) - 1, -1, -1):
        if words[k].lower() in _SPELLING_GAPS or words[k][0].lower() != letters[0]:
            continue
        for j in range(k + len(letters), min(len(words), k + 2 * len(letters)) + 1):
            if words[j - 1].lower() not in _SPELLING_GAPS and _spells(words[k:j], letters):
                runs.append(words[k:j])
                break
    lettered = [[w for w in run if w.lower() not in _SPELLING_GAPS] for run in runs]
    named = [
        run for run, own in zip(runs, lettered, strict=True) if all(w[0].isupper() for w in own)
    ]
    if named:
        return " ".join(named[0])
    stop = lexicon.word_set("stopwords")
    plain = [
        run
        for run, own in zip(runs, lettered, strict=True)
        if not any(w.lower() in stop for w in own)
    ]
    return " ".join(plain[0]) if plain else None


def _spells(words: Sequence[str], letters: str) -> bool:
    """The words' initials spell ``letters``; a function word may give its letter or none."""
    if not words:
        return not letters
    first, rest = words[0], words[1:]
    if first.lower() in _SPELLING_GAPS and _spells(rest, letters):
        return True
    return bool(letters) and first[0].lower() == letters[0] and _spells(rest, letters[1:])


def _is_role(alias: str) -> bool:
    """An alias that names a party by its role ("Distributor", "Service Provider")."""
    roles = lexicon.word_set("roles")
    words = alias.lower().split()
    return bool(words) and (alias.lower() in roles or words[-1] in roles)


# a party named after its label, as the heading block of a contract writes it: "Party A:
# Brackwater Hosting Ltd", "Licensor: Fenmore Retail plc", two labels on one line or each on its
# own; the name runs to the next label, a line break or a wide gap
_LABEL = r"(?:Party[ \t]+[A-Z]|[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)"
_LABELLED = re.compile(
    rf"(?:^|(?<=\s))(?P<alias>{_LABEL})[ \t]*:[ \t]*"
    rf"(?P<name>[A-Z][^\n:;]{{1,80}}?)[ \t.,]*"
    rf"(?=[ \t]+{_LABEL}[ \t]*:|\n|$|[ \t]{{2,}})"
)
_BRACKETED_SHORT = re.compile(r"\s*\([A-Z][A-Z0-9&.]{1,9}\)$")
_PARTY_LETTER = re.compile(r"Party\s+[A-Z]$")
# a name's words (``_NAME_WORD``), with commas between them and a corporate suffix at the end
_NAME_WORDS = re.compile(rf"(?:{_NAME_WORD},?\s*){{1,10}}(?:{_CORP_SUFFIX})?")


def _labelled_parties(text: str) -> list[PartyDefinition]:
    """Parties a heading block names after a role label ("Party A: ...", "Licensor: ...").

    The label is "Party" with a letter or a role noun (``lexicon/roles.json``); the name
    after it is written as a name (capitalised words and the small words names hold, so
    "Licensee: Licensee shall pay ..." names no one) and is no role itself. The label is the
    party's alias, as a bracketed definition's would be.
    """
    found: list[PartyDefinition] = []
    for m in _LABELLED.finditer(text):
        alias = m.group("alias")
        # "Kestrel Data LLC, a Delaware company": the description is no part of the name
        name = _DESCRIPTION.split(m.group("name"), maxsplit=1)[0].strip(" \t.,")
        # "Kestrel Data LLC (KSTD)": the short form or ticker in brackets is no part of it
        name = _BRACKETED_SHORT.sub("", name).strip(" \t.,")
        # a role word after the name opens the next label, its colon left out ("Licensor:
        # Acme Ltd Licensee Beta Corp")
        words = name.split()
        cut = next(
            (
                k
                for k in range(1, len(words) - 1)
                if _is_role(words[k].strip(":")) and not _SUFFIX_WORD.match(words[k])
            ),
            None,
        )
        if cut is not None:
            name = " ".join(words[:cut]).strip(" \t.,")
        if not (_PARTY_LETTER.match(alias) or _is_role(alias)):
            continue
        if (
            not _NAME_WORDS.fullmatch(name)
            or name.lower() in lexicon.word_set("roles")
            or _NOT_A_NAME.search(name)
            or name.split()[0] in ("The", "By")
        ):
            continue
        value = normalize_party_name(name)
        if value:
            start = m.start("name")
            found.append(
                PartyDefinition(
                    name, value, start, start + len(name), alias, m.start("alias"), m.end("alias")
                )
            )
    return found


def find_parties(text: str) -> tuple[list[PartyDefinition], list[DefinedTerm]]:
    """Find party definitions with aliases and the other defined terms of a text."""
    parties: list[PartyDefinition] = _labelled_parties(text)
    terms: list[DefinedTerm] = []
    for m in _ALIAS.finditer(text):
        alias = m.group(1).strip()
        # a word that usually names a thing ("Affiliate", "Services") is a party's alias
        # where it defines the company written right before it ("Harrow Media Company, an
        # Ohio corporation ("Affiliate")")
        if not alias or (
            alias.lower() in _NON_PARTY_ALIASES
            and _company_defined(text, m.start(), _companies_before(text, m.start())) is None
        ):
            terms.append(DefinedTerm(alias, m.start(1), m.start(1) + len(alias)))
            continue
        found = _nearest_name(text, m.start(), alias)
        if found is None:
            terms.append(DefinedTerm(alias, m.start(1), m.start(1) + len(alias)))
            continue
        name, start, end = found
        value = normalize_party_name(name)
        if not value:
            continue
        parties.append(
            PartyDefinition(name, value, start, end, alias, m.start(1), m.start(1) + len(alias))
        )
    for m in _ALIAS_LIST.finditer(text):
        _listed_aliases(text, m, parties, terms)
    quoted = {p.alias_start for p in parties}
    for m in _ACRONYM.finditer(text):
        found = _spelled_out(text, m.start(), m.group(1))
        if found is None or m.start(1) in quoted:
            continue
        name, start, end = found
        value = normalize_party_name(name)
        if value:
            parties.append(
                PartyDefinition(name, value, start, end, m.group(1), m.start(1), m.end(1))
            )
    for m in _BARE_ROLE.finditer(text):
        # "Harrow Freight Lines Inc. (Hauler)": a role named in brackets, unquoted
        if m.start(1) in quoted or not _agent_noun(m.group(1)):
            continue
        found = _company_defined(
            text, m.start(), _companies_before(text, m.start()), described=False
        )
        if found is None:
            continue
        name, start, end = found
        value = normalize_party_name(name)
        if value:
            parties.append(PartyDefinition(name, value, start, end, m.group(1), *m.span(1)))
    for m in _MEANS.finditer(text):
        terms.append(DefinedTerm(m.group(1), m.start(1), m.end(1)))
    # named organisations without an alias ("Bluefin Health, Inc." mentioned in passing)
    known = {(p.name_start, p.name_end) for p in parties}
    for m in _named(text, broken=True):
        if (m.start(1), m.end(1)) in known:
            continue
        whole, offset = _after_sentence_break(m.group(1), m.start(1))
        for name, start, end in _split_joined_names(whole, offset):
            value = normalize_party_name(name)
            if value and len(value) > 1 and _names_a_party(value):
                parties.append(PartyDefinition(name, value, start, end, None, None, None))
    return parties, terms


def _listed_aliases(
    text: str, m: re.Match[str], parties: list[PartyDefinition], terms: list[DefinedTerm]
) -> None:
    """The names one bracket gives one party: ("Tarn" or the "Supplier").

    Each capitalised name in the list stands for the party named before the bracket, found
    as a single alias finds it (by the first name in the list that finds one); a pronoun in
    the list ("we", "our") is left out, as a small word of the text. Where no party is
    named before it, the names are defined terms (the "Pricing Panel" or "PP").
    """
    names = []
    for item in _QUOTED_ITEM.finditer(m.group(0)):
        alias = item.group(1).strip().rstrip(",").strip()
        if alias and re.match(_NAME_START, alias):
            names.append((alias, m.start() + item.start(1)))
    found = None
    for alias, _ in names:
        if alias.lower() in _NON_PARTY_ALIASES:
            continue
        found = _nearest_name(text, m.start(), alias)
        if found is not None:
            break
    for alias, start in names:
        if found is None or alias.lower() in _NON_PARTY_ALIASES:
            terms.append(DefinedTerm(alias, start, start + len(alias)))
            continue
        name, name_start, name_end = found
        value = normalize_party_name(name)
        if value:
            parties.append(
                PartyDefinition(name, value, name_start, name_end, alias, start, start + len(alias))
            )


# a full stop after a word of five or more letters, then a capital: "a Late Notice. Where
# the Bank", "13. Indemnification. Company shall" are two sentences; the shorter words of
# "Acme Mfg. Co.", "Infosys Technologies Pvt. Ltd." or "Acme Intl. Holdings" are abbreviations
_SENTENCE_BREAK = re.compile(r"\b([A-Za-z]{5,})\.\s+(?=[A-Z])")
_SUFFIX_WORD = re.compile(rf"^(?i:{_CORP_SUFFIX})$")
_FUNCTION_WORDS = frozenset(["of", "and", "the", "de", "du", "la", "von"])


def brand_word(word: str) -> bool:
    """``word`` opens as a brand name does, with small letters before a capital ("eBay")."""
    return re.match(_BRAND_START, word) is not None


def corporate_suffix(word: str) -> bool:
    """``word`` is an entity-type designator that ends a company's name ("Corp", "LLC")."""
    return _SUFFIX_WORD.match(word) is not None


def _after_sentence_break(name: str, offset: int) -> tuple[str, int]:
    """The part of a matched name after its last sentence break (the part that ends it)."""
    cut = 0
    for m in _SENTENCE_BREAK.finditer(name):
        cut = m.end()
    return name[cut:], offset + cut


def _names_a_party(value: str) -> bool:
    """A normalised name mentioned in passing that names a party, not a role or a fragment.

    "The Company", "the Trust" are a role the text defines, not a company called "Company",
    and "If Company" or "When Company" is a function word before that role;
    a value that ends in "of", "the" or "and" once the company form is cut off ("Trustees of
    the Trust", "Default, the Trust") is a phrase around a role, not a name.
    """
    words = value.split()
    # "If Company fails ...": a function word that opens a sentence before a company form
    if all(w in lexicon.word_set("stopwords", "words") for w in words):
        return False
    # normalised, "Co." is "co": a company form alone, with or without its full stop
    if len(words) == 1 and (_SUFFIX_WORD.match(words[0]) or _SUFFIX_WORD.match(words[0] + ".")):
        return False
    return words[-1] not in _FUNCTION_WORDS


# "Northwind, Inc. and Bluefin LLC", "Acme and Harbor Financial Services, Inc.": two
# parties listed with "and" ("&" stays inside names such as "B & C General Warehouse")
_JOINED = re.compile(r"(,?\s+and\s+)(?=[A-Z])")


def _split_joined_names(name: str, offset: int) -> list[tuple[str, int, int]]:
    """Cut "Northwind, Inc. and Bluefin LLC" into its two company names."""
    pieces: list[tuple[str, int, int]] = []
    start = 0
    for m in _JOINED.finditer(name):
        cut = m.start(1)
        pieces.append((name[start:cut], offset + start, offset + cut))
        start = m.end()
    pieces.append((name[start:], offset + start, offset + len(name)))
    return [p for p in pieces if p[0].strip()]


_GENERIC_FIRST_WORDS = frozenset(
    [
        "american",
        "international",
        "global",
        "national",
        "united",
        "first",
        "general",
        "new",
        "china",
        "china's",
        "the",
        "north",
        "south",
        "east",
        "west",
        "central",
        "pacific",
        "atlantic",
        "advanced",
        "applied",
        "digital",
        "integrated",
        "medical",
        "health",
        "pharma",
        "capital",
        "financial",
        "energy",
        "systems",
        "technology",
        "technologies",
        "data",
        "software",
        "services",
        "group",
    ]
)


def short_names(value: str) -> list[str]:
    """Short names a party is called by: its name cut after a word.

    The first word of a multi-word name ("bluefin" for "Bluefin Health Systems") and each
    longer run of its first words ("great lakes" for "Great Lakes Gas Transmission"), when
    the first word is distinctive (four letters or more, not a word many names open with,
    "American", "Global"); a run that ends on a small word ("bank of") is none.
    """
    words = value.split()
    if len(words) < 2 or len(words[0]) < 4 or words[0] in _GENERIC_FIRST_WORDS:
        return []
    small = lexicon.word_set("stopwords")
    return [
        " ".join(words[:n])
        for n in range(1, len(words))
        if n == 1 or (words[n - 1] not in small and words[n - 1].isalnum())
    ]


def alias_map(parties: list[PartyDefinition]) -> dict[str, str]:
    """Map every alias (lower case) and short name to the canonical party value."""
    mapping: dict[str, str] = {}
    shorts: dict[str, set[str]] = {}
    for party in parties:
        mapping.setdefault(party.value, party.value)
        for short in short_names(party.value):
            shorts.setdefault(short, set()).add(party.value)
        if party.alias:
            key = party.alias.lower()
            # an alias reused for two parties ("Party") is ambiguous: drop it
            if key in mapping and mapping[key] != party.value:
                mapping[key] = ""
            else:
                mapping[key] = party.value
    for short, values in shorts.items():
        if len(values) == 1 and short not in mapping:
            mapping[short] = next(iter(values))
    # a role alias is shortened to its role noun ("the Manager" for the "Portfolio Manager")
    # when no other party's alias ends on that noun
    heads: dict[str, set[str]] = {}
    for party in parties:
        words = (party.alias or "").lower().split()
        if len(words) > 1 and _is_role(party.alias or ""):
            heads.setdefault(words[-1], set()).add(party.value)
    for head, values in heads.items():
        if len(values) == 1 and head not in mapping:
            mapping[head] = next(iter(values))
    return {k: v for k, v in mapping.items() if v}


# a name, then the name it is given in brackets with an article or quotes: "Kestrel (the
# Carrier)", 'Kestrel ("Carrier")'. A bare bracket ("Rise (Tianjin) Co.") gives no name.
GIVEN_NAME = re.compile(
    r"\s*\(\s*(?:(?:the|a|an)\s+[\"“]?|[\"“])([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})[\"”]?\s*\)"
)
_APPOSED = re.compile(
    r"(?<![\w'’])((?:[A-Z][\w&'’.-]*\s+){0,5}[A-Z][\w&'’.-]*)" + GIVEN_NAME.pattern
)


def apposed_names(text: str) -> dict[str, str]:
    """The names a text gives its parties in brackets, as answers write them unquoted.

    "Kestrel (the Carrier) pays ..." calls Kestrel "the Carrier" from there on, as a source
    defines ``Kestrel Ltd (the "Carrier")``. Maps the bracketed name (lower case, without
    punctuation) to the name before it; a bracketed name given to two names is dropped.
    """
    found: dict[str, str] = {}
    for m in _APPOSED.finditer(text):
        called, name = _plain(m.group(2)), _plain(m.group(1))
        found[called] = "" if found.get(called, name) != name else name
    return {k: v for k, v in found.items() if v}


def _plain(text: str) -> str:
    """Lower case, punctuation as spaces, one space between words (as aliases are keyed)."""
    return _SPACES.sub(" ", _PUNCT.sub(" ", text.lower())).strip()
