"""Questions and faithful answers for CUAD clause categories (used by ``contract_qa``)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from lexaudit.bench.datasets import numeric_edits as ne
from lexaudit.bench.datasets import perturbations as pt

CATEGORIES: dict[str, tuple[str, ...]] = {
    "Parties": ("Who are the parties to the agreement?", "Between whom is this agreement made?"),
    "Agreement Date": ("When was the agreement made?", "What is the date of the agreement?"),
    "Effective Date": (
        "What is the effective date of the agreement?",
        "When does the agreement take effect?",
    ),
    "Expiration Date": ("When does the agreement expire?", "How long is the initial term?"),
    "Renewal Term": ("Does the agreement renew, and for how long?", "What is the renewal term?"),
    "Notice Period To Terminate Renewal": (
        "What is the notice period to terminate renewal?",
        "How much notice is needed to stop the agreement from renewing?",
    ),
    "Governing Law": ("Which law governs the agreement?", "What is the governing law?"),
    "Cap On Liability": (
        "Is liability under the agreement capped or limited?",
        "What limits apply to a party's liability?",
    ),
    "Warranty Duration": ("How long does the warranty last?", "What is the warranty period?"),
    "Minimum Commitment": (
        "Is there a minimum commitment under the agreement?",
        "What minimum purchase or volume is required?",
    ),
    "Termination For Convenience": (
        "Can a party terminate the agreement for convenience?",
        "Can the agreement be terminated without cause?",
    ),
    "License Grant": ("What license does the agreement grant?", "Who grants a license to whom?"),
    "Anti-Assignment": ("Can the agreement be assigned?", "What restrictions apply to assignment?"),
    "Insurance": (
        "What insurance must be maintained under the agreement?",
        "What are the insurance requirements?",
    ),
    "Liquidated Damages": (
        "Does the agreement provide for liquidated damages?",
        "What liquidated damages or fees apply?",
    ),
    "Exclusivity": (
        "Is the arrangement exclusive?",
        "What exclusivity does the agreement provide?",
    ),
    "Non-Transferable License": ("Is the license transferable?", "Can the license be transferred?"),
    "Irrevocable Or Perpetual License": (
        "Is the license perpetual or irrevocable?",
        "How long does the license last?",
    ),
    "Revenue/Profit Sharing": (
        "How are revenues or profits shared?",
        "What royalty or revenue share is payable?",
    ),
    "Volume Restriction": (
        "Are there volume restrictions or thresholds?",
        "What volume limits does the agreement set?",
    ),
    "Audit Rights": (
        "Does a party have audit rights?",
        "What audit rights does the agreement give?",
    ),
}

MAX_ANSWER_WORDS = 110
_SUFFIX_RE = re.compile(
    r"[,\s]+(?:inc|incorporated|corp|corporation|co|company|llc|l\.l\.c|ltd|limited|l\.p|lp|plc|"
    r"gmbh|s\.a|ag|n\.v|b\.v|pty|pte|sa|llp|s\.p\.a|holdings?)\.?$",
    re.IGNORECASE,
)
_GENERIC_FIRST = {
    "american",
    "national",
    "united",
    "first",
    "general",
    "international",
    "global",
    "the",
    "new",
    "north",
    "south",
    "east",
    "west",
    "western",
    "eastern",
    "pacific",
    "atlantic",
    "china",
    "royal",
    "standard",
    "central",
    "southern",
    "northern",
    "universal",
    "advanced",
    "digital",
    "medical",
    "capital",
    "bank",
    "san",
    "las",
    "los",
    "de",
    "la",
    "great",
    "best",
    "us",
    "u.s.",
}
ROLE_WORDS = frozenset(
    {
        "licensor",
        "licensee",
        "distributor",
        "supplier",
        "customer",
        "client",
        "contractor",
        "consultant",
        "manufacturer",
        "purchaser",
        "seller",
        "buyer",
        "vendor",
        "franchisee",
        "franchisor",
        "sponsor",
        "agent",
        "provider",
        "reseller",
        "developer",
        "company",
        "lender",
        "borrower",
        "landlord",
        "tenant",
        "employer",
        "employee",
        "producer",
        "publisher",
        "marketer",
        "partner",
        "investor",
        "adviser",
        "advisor",
        "sub-adviser",
        "manager",
        "owner",
        "operator",
        "licensors",
        "affiliate",
        "endorser",
        "transferor",
        "transferee",
        "assignor",
        "assignee",
        "collaborator",
        "recipient",
        "bank",
        "trust",
    }
)
_NOT_ROLES = {"party", "parties", "agreement", "we", "us", "you", "our", "your", "each", "both"}


def short_name(full: str) -> str:
    """A short name for a party ("Empirical Ventures, Inc." -> "Empirical")."""
    name = full.strip().rstrip(",")
    if len(name.split()) > 4:
        name = re.split(r",| and | together with | including ", name)[0].strip()
    for _ in range(3):
        stripped = _SUFFIX_RE.sub("", name).strip().rstrip(",")
        if stripped == name or not stripped:
            break
        name = stripped
    words = name.split()
    if len(words) >= 2 and words[0].lower() == "the":
        words = words[1:]
        name = " ".join(words)
    if len(words) >= 2 and len(words[0]) >= 4 and words[0].lower() not in _GENERIC_FIRST:
        return words[0].rstrip(",")
    return name


@dataclass(frozen=True, slots=True)
class PartyInfo:
    """The parties of one contract: full names, short names and defined roles."""

    full_names: tuple[str, ...] = ()
    short_names: tuple[str, ...] = ()
    roles: dict[str, str] = field(default_factory=dict)  # defined term -> short name
    labels: dict[str, str] = field(default_factory=dict)  # short name -> role word ("licensor")

    @classmethod
    def parse(cls, answer: str, snippets: list[str]) -> PartyInfo:
        """Parse CUAD's ``Parties-Answer`` ('A Inc. ("Licensor"); B ("Licensee")')."""
        fulls: list[str] = []
        roles: dict[str, str] = {}
        labels: dict[str, str] = {}
        pending: list[tuple[str, list[str]]] = []
        for part in answer.split(";"):
            aliases = re.findall(r"\(\s*[\"“]([^\"”]+)[\"”]", part)
            name = re.sub(r"\(.*", "", part).strip().strip(",").strip()
            if not name or len(name) < 3 or not name[:1].isupper():
                continue
            verbatim = next(
                (s for s in snippets if s.rstrip(".").lower() == name.rstrip(".").lower()), None
            )
            full = verbatim or name
            if full in fulls:
                continue
            fulls.append(full)
            pending.append((full, aliases))
        # two parties whose short names collide ("ARCONIC INC." and "ARCONIC ROLLED PRODUCTS
        # CORP.") keep their full names, or the paraphrase would merge them into one party
        firsts = [short_name(f) for f in fulls]
        shorts_of = {
            f: (short if firsts.count(short) == 1 else f)
            for f, short in zip(fulls, firsts, strict=True)
        }
        for full, aliases in pending:
            short = shorts_of[full]
            for alias in aliases:
                if alias.lower() in _NOT_ROLES or alias == short or len(alias) < 3:
                    continue
                if alias.lower() in full.lower() and alias not in roles:
                    continue
                roles[alias] = short
                if alias.lower() in ROLE_WORDS and short not in labels:
                    labels[short] = alias.lower()
        shorts = tuple(dict.fromkeys(shorts_of[f] for f in fulls))
        return cls(tuple(fulls), shorts, roles, labels)

    def names(self) -> list[str]:
        """Every way the parties are named (full, suffix-free and short names)."""
        bare = [_SUFFIX_RE.sub("", f).strip().rstrip(",") for f in self.full_names]
        return list(dict.fromkeys([*self.full_names, *bare, *self.short_names]))

    def swap(self, answer: str) -> pt.Perturbation | None:
        """Swap the two parties (or roles) that the answer mentions."""
        mentions: list[str] = []
        groups = [[f, short_name(f)] for f in self.full_names]
        for role, short in self.roles.items():
            for group in groups:
                if group[1] == short:
                    group.append(role)
        for group in groups:
            hit = next((m for m in group if pt._alternation(m).search(answer)), None)
            if hit:
                mentions.append(hit)
        if len(mentions) < 2 or mentions[0] == mentions[1]:
            return None
        return pt.swap_roles(answer, mentions[0], mentions[1])


_WORDNUM_PAREN = re.compile(
    r"\b(" + ne.NUMWORD_RE + r")\s*\((\d+)\)(\s*(?:%|percent))?", re.IGNORECASE
)
_OPENERS = {
    "the",
    "this",
    "each",
    "either",
    "neither",
    "in",
    "if",
    "unless",
    "subject",
    "any",
    "all",
    "upon",
    "following",
    "after",
    "during",
    "no",
    "notwithstanding",
    "except",
    "such",
    "both",
    "on",
    "for",
    "at",
    "with",
    "without",
    "as",
    "to",
    "it",
    "thereafter",
}


def _normalise_numbers(text: str, rng: random.Random) -> str:
    def repl(m: re.Match[str]) -> str:
        n = int(m.group(2))
        if m.group(3):
            return f"{n}%"
        tail = text[m.end() : m.end() + 8].lower()
        if n == 1 and tail.lstrip().startswith("year") and rng.random() < 0.5:
            return "twelve" if False else "12"  # "one (1) year" -> "12 months" below
        return str(n)

    out = _WORDNUM_PAREN.sub(repl, text)
    out = re.sub(r"\b12 year\b", "12 months", out)  # from "one (1) year" above
    return out


def paraphrase(clause: str, parties: PartyInfo, rng: random.Random) -> str:
    """Paraphrase a clause: short party names, normalised numbers, less boilerplate."""
    text = clause.strip()
    if sum(c.isupper() for c in text) > 0.6 * max(1, sum(c.isalpha() for c in text)):
        text = text.lower()
        text = text[:1].upper() + text[1:]
        for role in parties.roles:
            text = re.sub(r"\b" + re.escape(role.lower()) + r"\b", role, text)
        for short in parties.short_names:
            text = re.sub(r"\b" + re.escape(short.lower()) + r"\b", short, text)
    for role, short in sorted(parties.roles.items(), key=lambda kv: -len(kv[0])):
        text = re.sub(r"\b[Tt]he " + re.escape(role) + r"\b", short, text)
        text = re.sub(r"(?<!\w)" + re.escape(role) + r"(?!\w)", short, text)
    text = _normalise_numbers(text, rng)
    text = re.sub(r"\b[Tt]his Agreement\b", "the agreement", text)
    text = re.sub(r"\bhereby\s+", "", text)
    text = re.sub(r"\bshall\b", "will", text)
    text = re.sub(r"\bSHALL\b", "WILL", text)
    text = " ".join(text.split()).rstrip(" ;,:")
    text = text[:1].upper() + text[1:]
    if not text.endswith("."):
        text += "."
    first = text.split(" ", 1)[0]
    if first.lower() in _OPENERS and first[:1].isupper() and not first.isupper():
        text = "Under the agreement, " + text[:1].lower() + text[1:]
    return text


_DANGLING_RE = re.compile(
    r"(?:[\s,;]+(?:unless|and|or|provided|except|if|that|the|of|to|in|for|by|with|such))+[\s,;]*$",
    re.IGNORECASE,
)


def _trim(clause: str, max_words: int = 80) -> str | None:
    tail = re.search(r"\. ([^.]{0,25})$", clause)
    if tail and len(tail.group(1).split()) < 4:
        clause = clause[: tail.start() + 1]
    clause = _DANGLING_RE.sub("", clause)
    words = clause.split()
    if len(words) <= max_words:
        return clause
    cut = " ".join(words[:max_words])
    for mark in ("; ", ", "):
        pos = cut.rfind(mark)
        if pos > len(cut) // 2:
            return cut[:pos]
    return None


def normalise_date(text: str) -> str | None:
    """Render the first date in ``text`` as "Month D, YYYY", or None."""
    for pattern in ne.DATE_RES:
        m = pattern.search(text)
        if not m:
            continue
        g = m.groupdict()
        if g.get("month"):
            month = ne.MONTHS[ne.month_index(g["month"])]
        else:
            idx = int(g["m"]) - 1
            if not 0 <= idx < 12:
                return None
            month = ne.MONTHS[idx]
        year = g["year"]
        if len(year) == 2:
            year = ("20" if int(year) < 40 else "19") + year
        return f"{month} {int(g['day'])}, {year}"
    return None


def faithful_answers(
    category: str,
    snippet: str,
    partner: str | None,
    short_answer: str,
    parties: PartyInfo,
    source: str,
    rng: random.Random,
) -> list[tuple[str, str, str]]:
    """Faithful answers for one clause, as ``(style, query, answer)`` in both styles.

    Args:
        category: The CUAD category.
        snippet: The clause text, located in ``source``.
        partner: A second short clause of the same category in ``source``, or None.
        short_answer: CUAD's short answer for the category.
        parties: The contract's parties.
        source: The context window.
        rng: The seeded random generator.

    Returns:
        Candidate answers; empty when the category gives nothing usable.
    """
    query = rng.choice(CATEGORIES[category])
    out: list[tuple[str, str, str]] = []
    shorts = parties.short_names
    pair = f"{shorts[0]} and {shorts[1]}" if len(shorts) >= 2 else None
    if category == "Parties":
        fulls = [f for f in parties.full_names if pt.contains(source, f)]
        if len(fulls) >= 2:
            out.append(
                (
                    "extractive",
                    query,
                    f"The agreement is between {fulls[0]} and {fulls[1].rstrip('.')}.",
                )
            )
        if len(shorts) >= 2 and all(s in parties.labels for s in shorts[:2]):
            a, b = shorts[:2]
            if parties.labels[a] != parties.labels[b]:
                la, lb = parties.labels[a], parties.labels[b]
                out.append(
                    ("paraphrase", query, f"The parties are {a} (the {la}) and {b} (the {lb}).")
                )
        return out
    if category in ("Agreement Date", "Effective Date") and len(snippet.split()) <= 8:
        date = normalise_date(snippet) or normalise_date(short_answer)
        verb = "is dated" if category == "Agreement Date" else "takes effect on"
        if pt.contains(source, snippet) and any(ch.isdigit() for ch in snippet):
            out.append(("extractive", query, f"The agreement {verb} {snippet.rstrip(',')}."))
        if date and pair:
            what = (
                "entered into the agreement on"
                if category == "Agreement Date"
                else ("made the agreement effective as of")
            )
            out.append(("paraphrase", query, f"{pair} {what} {date}."))
        return out
    if category == "Governing Law" and short_answer and len(short_answer) < 40:
        tail = (
            ", without regard to its conflict-of-laws rules"
            if "conflict" in snippet.lower()
            else ""
        )
        state = short_answer.split(",")[0].strip()
        out.append(
            ("paraphrase", query, f"The agreement is governed by the laws of {state}{tail}.")
        )
    if len(snippet.split()) < 6:
        return out
    trimmed = _trim(snippet)
    if trimmed is None:
        return out
    extract = trimmed if trimmed.endswith(".") else trimmed + "."
    out.append(("extractive", query, extract))
    para = paraphrase(trimmed, parties, rng)
    if partner and rng.random() < 0.5:
        second = paraphrase(partner, parties, rng)
        second = re.sub(r"^Under the agreement, ", "", second)
        para = para.rstrip(".") + "; and " + second[:1].lower() + second[1:]
    if para != extract:
        out.append(("paraphrase", query, para))
    return [
        o for o in out if len(o[2].split()) <= MAX_ANSWER_WORDS and _grounded(o[2], parties, source)
    ]


def _grounded(answer: str, parties: PartyInfo, source: str) -> bool:
    """Every party name the answer uses also occurs in the context window."""
    return all(
        pt.contains(source, name)
        for name in parties.names()
        if pt._alternation(name).search(answer)
    )
