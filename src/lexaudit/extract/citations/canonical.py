"""Canonical keys for citations and the alias table of known acts.

A canonical key is a ``/``-separated path that starts with the jurisdiction:
``IN/IPC/s302``, ``IN/CONST/a21``, ``IN/CPC/o39r1``, ``US/USC/42/1983``, ``US/FRCP/12(b)(6)``,
``UK/HRA1998/s2``, ``EU/REG/2016/679/a17``, ``EU/DIR/1995/46``. Sub-divisions are kept in
brackets on the last segment; :func:`parent_keys` walks up from a sub-section to its section
and its act.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Act:
    """A known act (or code, or treaty) with its canonical code and the names it goes by."""

    key: str  # canonical key of the act, e.g. "IN/IPC"
    title: str  # full title, e.g. "Indian Penal Code, 1860"
    short: str  # the abbreviation used in display, e.g. "IPC"
    aliases: tuple[str, ...]
    unit: str = "s"  # "s" for sections, "a" for articles


# The alias table. Full names with and without the year, abbreviations with and without dots.
ACTS: tuple[Act, ...] = (
    Act(
        "IN/IPC",
        "Indian Penal Code, 1860",
        "IPC",
        ("IPC", "I.P.C.", "Indian Penal Code", "Penal Code"),
    ),
    Act(
        "IN/CRPC",
        "Code of Criminal Procedure, 1973",
        "CrPC",
        (
            "CrPC",
            "Cr.P.C.",
            "Cr. P.C.",
            "Cr.P.C",
            "Criminal Procedure Code",
            "Code of Criminal Procedure",
        ),
    ),
    Act(
        "IN/IEA", "Indian Evidence Act, 1872", "IEA", ("IEA", "Evidence Act", "Indian Evidence Act")
    ),
    Act("IN/BNS", "Bharatiya Nyaya Sanhita, 2023", "BNS", ("BNS", "Bharatiya Nyaya Sanhita")),
    Act(
        "IN/BNSS",
        "Bharatiya Nagarik Suraksha Sanhita, 2023",
        "BNSS",
        ("BNSS", "Bharatiya Nagarik Suraksha Sanhita"),
    ),
    Act(
        "IN/BSA", "Bharatiya Sakshya Adhiniyam, 2023", "BSA", ("BSA", "Bharatiya Sakshya Adhiniyam")
    ),
    Act(
        "IN/CPC",
        "Code of Civil Procedure, 1908",
        "CPC",
        ("CPC", "C.P.C.", "Code of Civil Procedure", "Civil Procedure Code"),
    ),
    Act("IN/HMA", "Hindu Marriage Act, 1955", "HMA", ("HMA", "Hindu Marriage Act")),
    Act(
        "IN/NIA",
        "Negotiable Instruments Act, 1881",
        "NI Act",
        ("NI Act", "N.I. Act", "Negotiable Instruments Act"),
    ),
    Act(
        "IN/ITA2000",
        "Information Technology Act, 2000",
        "IT Act",
        ("IT Act", "Information Technology Act"),
    ),
    Act(
        "IN/ICA",
        "Indian Contract Act, 1872",
        "Contract Act",
        ("Indian Contract Act", "Contract Act", "ICA"),
    ),
    Act("IN/SRA", "Specific Relief Act, 1963", "SRA", ("Specific Relief Act",)),
    Act(
        "IN/ACA",
        "Arbitration and Conciliation Act, 1996",
        "A&C Act",
        ("Arbitration and Conciliation Act", "Arbitration Act"),
    ),
    Act("IN/DPA1961", "Dowry Prohibition Act, 1961", "DP Act", ("Dowry Prohibition Act",)),
    Act(
        "IN/NDPS",
        "Narcotic Drugs and Psychotropic Substances Act, 1985",
        "NDPS Act",
        ("NDPS Act", "NDPS", "Narcotic Drugs and Psychotropic Substances Act"),
    ),
    Act(
        "IN/POCSO",
        "Protection of Children from Sexual Offences Act, 2012",
        "POCSO Act",
        ("POCSO Act", "POCSO", "Protection of Children from Sexual Offences Act"),
    ),
    Act(
        "IN/TPA",
        "Transfer of Property Act, 1882",
        "TPA",
        ("Transfer of Property Act", "TPA", "TP Act"),
    ),
    Act("IN/LA1963", "Limitation Act, 1963", "Limitation Act", ("Limitation Act",)),
    Act("IN/CA2013", "Companies Act, 2013", "Companies Act, 2013", ("Companies Act, 2013",)),
    Act("IN/CPA2019", "Consumer Protection Act, 2019", "CPA", ("Consumer Protection Act",)),
    Act(
        "IN/DPDP",
        "Digital Personal Data Protection Act, 2023",
        "DPDP Act",
        ("DPDP Act", "Digital Personal Data Protection Act"),
    ),
    Act(
        "IN/RTI",
        "Right to Information Act, 2005",
        "RTI Act",
        ("RTI Act", "Right to Information Act"),
    ),
    Act(
        "IN/CONST",
        "Constitution of India",
        "Constitution",
        ("Constitution of India", "Indian Constitution", "Constitution"),
        unit="a",
    ),
    Act(
        "UK/HRA1998",
        "Human Rights Act 1998",
        "HRA 1998",
        ("Human Rights Act 1998", "HRA 1998", "Human Rights Act"),
    ),
    Act("UK/CA2006", "Companies Act 2006", "CA 2006", ("Companies Act 2006", "CA 2006")),
    Act("UK/EA2010", "Equality Act 2010", "EqA 2010", ("Equality Act 2010", "EqA 2010")),
    Act(
        "UK/DPA2018",
        "Data Protection Act 2018",
        "DPA 2018",
        ("Data Protection Act 2018", "DPA 2018"),
    ),
    Act("UK/SGA1979", "Sale of Goods Act 1979", "SGA 1979", ("Sale of Goods Act 1979", "SGA 1979")),
    Act(
        "UK/UCTA1977",
        "Unfair Contract Terms Act 1977",
        "UCTA 1977",
        ("Unfair Contract Terms Act 1977", "UCTA 1977", "UCTA"),
    ),
    Act(
        "UK/CRA2015",
        "Consumer Rights Act 2015",
        "CRA 2015",
        ("Consumer Rights Act 2015", "CRA 2015"),
    ),
    Act("UK/TA1968", "Theft Act 1968", "Theft Act 1968", ("Theft Act 1968",)),
    # named here so that "Arbitration Act 1996" (no comma) is not read as India's
    # "Arbitration and Conciliation Act, 1996" through that act's short name
    Act(
        "UK/ArbitrationAct1996",
        "Arbitration Act 1996",
        "Arbitration Act 1996",
        ("Arbitration Act 1996",),
    ),
    Act(
        "UK/MA1967",
        "Misrepresentation Act 1967",
        "Misrepresentation Act 1967",
        ("Misrepresentation Act 1967",),
    ),
    Act(
        "EU/REG/2016/679",
        "Regulation (EU) 2016/679 (General Data Protection Regulation)",
        "GDPR",
        ("GDPR", "UK GDPR", "General Data Protection Regulation"),
        unit="a",
    ),
    Act(
        "EU/TFEU",
        "Treaty on the Functioning of the European Union",
        "TFEU",
        ("TFEU", "Treaty on the Functioning of the European Union"),
        unit="a",
    ),
    Act("EU/TEU", "Treaty on European Union", "TEU", ("TEU", "Treaty on European Union"), unit="a"),
    Act(
        "EU/CFR",
        "Charter of Fundamental Rights of the European Union",
        "Charter",
        ("Charter of Fundamental Rights", "EU Charter"),
        unit="a",
    ),
    Act(
        "EU/DIR/1995/46",
        "Directive 95/46/EC (Data Protection Directive)",
        "Data Protection Directive",
        ("Data Protection Directive",),
        unit="a",
    ),
    Act(
        "EU/REG/2022/2065",
        "Regulation (EU) 2022/2065 (Digital Services Act)",
        "DSA",
        ("DSA", "Digital Services Act"),
        unit="a",
    ),
    Act(
        "EU/REG/2022/1925",
        "Regulation (EU) 2022/1925 (Digital Markets Act)",
        "DMA",
        ("DMA", "Digital Markets Act"),
        unit="a",
    ),
    Act(
        "EU/REG/2024/1689",
        "Regulation (EU) 2024/1689 (Artificial Intelligence Act)",
        "AI Act",
        ("AI Act", "EU AI Act", "Artificial Intelligence Act"),
        unit="a",
    ),
)

_NORMALISE_RE = re.compile(r"[\s.,'’&]+")


def normalise_name(name: str) -> str:
    """Normalise an act name for alias lookup: lower case, no dots, commas or spaces."""
    name = name.strip()
    if name.lower().startswith("the "):
        name = name[4:]
    return _NORMALISE_RE.sub("", name).lower()


def _build_alias_index() -> dict[str, Act]:
    index: dict[str, Act] = {}
    for act in ACTS:
        names = {act.title, act.short, *act.aliases}
        for name in names:
            index.setdefault(normalise_name(name), act)
            # accept the full title without its year and with a year but no comma
            bare = re.sub(r",?\s*\d{4}$", "", name)
            index.setdefault(normalise_name(bare), act)
    return index


ALIASES: dict[str, Act] = _build_alias_index()
ACTS_BY_KEY: dict[str, Act] = {act.key: act for act in ACTS}


def resolve_act(name: str) -> Act | None:
    """Return the known act a name or abbreviation stands for, or None.

    Args:
        name: an act name as written ("Indian Penal Code, 1860", "Cr.P.C.", "GDPR").

    Returns:
        The :class:`Act`, or None when the name is not in the alias table.
    """
    act = ALIASES.get(normalise_name(name))
    if act is None:
        # "Indian Penal Code 1860" written without the comma
        act = ALIASES.get(normalise_name(re.sub(r",?\s*\d{4}$", "", name)))
    if act is not None:
        # "Limitation Act 1980" is not the "Limitation Act, 1963"
        named_year = re.search(r"(\d{4})\s*$", name)
        act_year = re.search(r"(\d{4})", act.title)
        if named_year and act_year and named_year.group(1) != act_year.group(1):
            return None
    return act


def slug_act(name: str, jurisdiction: str) -> str:
    """Build a key for an act that is not in the alias table ("Foo Act, 1999" -> IN/FooAct1999)."""
    words = re.findall(r"[A-Za-z0-9]+", name)
    skip = {"the", "of", "and", "for", "to", "on", "in"}
    slug = "".join(
        w if w.isdigit() else w[:1].upper() + w[1:] for w in words if w.lower() not in skip
    )
    return f"{jurisdiction}/{slug}"


_SUBDIV_RE = re.compile(r"\s+")
_HYPHENATED_CLAUSE_RE = re.compile(r"\(([a-z]+)-([a-z]+)\)")  # "(i-a)" is clause "(ia)"


def clean_subdivisions(subs: str | None) -> str:
    """Normalise a sub-division string: ``(1) (ia)`` -> ``(1)(ia)``."""
    if not subs:
        return ""
    return _HYPHENATED_CLAUSE_RE.sub(r"(\1\2)", _SUBDIV_RE.sub("", subs))


def section_key(act_key: str, number: str, subs: str | None = None, unit: str = "s") -> str:
    """Build the key of a section (or article) of an act."""
    return f"{act_key}/{unit}{number.upper()}{clean_subdivisions(subs)}"


_RULE_NAMES = {
    "FRCP": "Fed. R. Civ. P.",
    "FRE": "Fed. R. Evid.",
    "FRCRP": "Fed. R. Crim. P.",
    "FRAP": "Fed. R. App. P.",
    "FRBP": "Fed. R. Bankr. P.",
}
_TRAILING_SUBDIV_RE = re.compile(r"\([^()/]*\)$")


def parent_keys(key: str) -> list[str]:
    """Keys from the nearest parent up to the act, without the key itself.

    ``IN/BNS/s103(1)(a)`` -> ``[IN/BNS/s103(1), IN/BNS/s103, IN/BNS]``.
    """
    out: list[str] = []
    current = key
    while True:
        stripped = _TRAILING_SUBDIV_RE.sub("", current)
        if stripped != current:
            current = stripped
        else:
            head, sep, _ = current.rpartition("/")
            if not sep or head.count("/") < 1:
                break
            current = head
        out.append(current)
    return out


def split_section(key: str) -> tuple[str, str, str, str] | None:
    """Split ``IN/BNS/s103(1)`` into ``("IN/BNS", "s", "103", "(1)")``; None if not a section."""
    m = re.match(r"^(.*)/([sa])(\d+[A-Z]*)((?:\([^()]*\))*)$", key)
    if m is None:
        return None
    return m.group(1), m.group(2), m.group(3), m.group(4)


def display_key(key: str) -> str:
    """A human-readable name for a canonical key ("IN/BNS/s103" -> "Section 103 BNS")."""
    parts = split_section(key)
    if parts is not None:
        act_key, unit, number, subs = parts
        act = ACTS_BY_KEY.get(act_key)
        short = act.short if act else act_key.rsplit("/", 1)[-1]
        if unit == "a":
            if act_key == "IN/CONST":
                return f"Article {number}{subs} of the Constitution of India"
            return f"Article {number}{subs} {short}"
        return f"Section {number}{subs} {short}"
    act = ACTS_BY_KEY.get(key)
    if act is not None:
        return act.title
    m = re.match(r"^US/USC/(\d+)/(.+)$", key)
    if m:
        return f"{m.group(1)} U.S.C. § {m.group(2)}"
    m = re.match(r"^US/(FRCP|FRE|FRCRP|FRAP|FRBP)/(.+)$", key)
    if m:
        return f"{_RULE_NAMES[m.group(1)]} {m.group(2)}"
    m = re.match(r"^US/CFR/(\d+)/(.+)$", key)
    if m:
        return f"{m.group(1)} C.F.R. § {m.group(2)}"
    m = re.match(r"^US/PL/(.+)$", key)
    if m:
        return f"Pub. L. No. {m.group(1)}"
    m = re.match(r"^US/case/([^/]+)/([^/]+)/([^/]+)$", key)
    if m:
        return f"{m.group(1)} {m.group(2)} {m.group(3)}"
    m = re.match(r"^IN/CPC/o(\w+)r(\w+)$", key)
    if m:
        return f"Order {m.group(1)} Rule {m.group(2)} CPC"
    return key
