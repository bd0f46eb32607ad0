"""Single-edit perturbations that turn a faithful answer into a hallucinated one.

Each perturbation takes the faithful answer, the source text it must contradict and a seeded
``random.Random``; it returns a :class:`Perturbation` (the new answer, the original and the
replacement strings) or None when it does not apply. Value perturbations (entities, dates,
amounts, durations, places) only return replacements that occur nowhere in the sources.
This module holds the type and the edits of names, places and polarity; numbers, durations,
amounts and dates are in :mod:`lexaudit.bench.datasets.numeric_edits`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

US_STATES = [
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Colorado",
    "Connecticut",
    "Delaware",
    "Florida",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington",
    "West Virginia",
    "Wisconsin",
    "Wyoming",
]
COUNTRIES = [
    "England and Wales",
    "England",
    "Scotland",
    "Ireland",
    "Canada",
    "Ontario",
    "British Columbia",
    "Germany",
    "France",
    "Switzerland",
    "the Netherlands",
    "Singapore",
    "Hong Kong",
    "Japan",
    "Israel",
    "Sweden",
    "Australia",
    "India",
    "the People's Republic of China",
]
JURISDICTIONS = sorted(US_STATES + COUNTRIES, key=len, reverse=True)


@dataclass(frozen=True, slots=True)
class Perturbation:
    """One applied perturbation: the new answer and what was replaced by what."""

    kind: str
    answer: str
    original: str
    replacement: str
    value_checked: bool  # True when ``replacement`` was checked to be absent from the sources


@lru_cache(maxsize=256)
def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def contains(haystack: str, needle: str) -> bool:
    """Case- and whitespace-insensitive substring test."""
    return _norm(needle) in _norm(haystack)


def replace_span(text: str, start: int, end: int, new: str) -> str:
    """``text`` with ``text[start:end]`` replaced by ``new``."""
    return text[:start] + new + text[end:]


def match_case(word: str, like: str) -> str:
    """``word`` in the case of ``like`` (UPPER, Capitalised or as is)."""
    if like.isupper():
        return word.upper()
    if like[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


# --- places, entities, roles -------------------------------------------------------------------


def other_governing_law(answer: str, sources: str, rng: random.Random) -> Perturbation | None:
    """Replace the governing jurisdiction with another US state or country."""
    m = _JURISDICTION_RE.search(answer)
    if m:
        name = m.group(0)
        pool = [
            j
            for j in (US_STATES + COUNTRIES)
            if j != name
            and not contains(sources, j)
            and not contains(j, name)
            and not contains(name, j)
        ]
        if not pool:
            return None
        new = rng.choice(sorted(pool))
        if name.startswith("the ") is False and new.startswith("the ") and m.start() == 0:
            new = "T" + new[1:]
        new_answer = replace_span(answer, m.start(), m.end(), new)
        return Perturbation("other_governing_law", new_answer, name, new, True)
    return None


_JURISDICTION_RE = re.compile(r"\b(?:" + "|".join(re.escape(j) for j in JURISDICTIONS) + r")\b")


def substitute_entity(
    answer: str,
    sources: str,
    rng: random.Random,
    names: Sequence[str],
    pool: Sequence[str],
    long_pool: Sequence[str] = (),
    long_names: Sequence[str] = (),
) -> Perturbation | None:
    """Replace one of ``names`` found in the answer by a name from another document.

    Args:
        answer: The faithful answer.
        sources: The source text the replacement must not occur in.
        rng: The seeded random generator.
        names: Every name of this document's entities.
        pool: Replacement names (short forms) from other documents.
        long_pool: Replacement names used when the matched name is one of ``long_names``.
        long_names: The long (full) forms among ``names``.

    Returns:
        The perturbation, or None when no name occurs or no replacement fits.
    """
    for name in sorted(names, key=len, reverse=True):
        if not _alternation(name).search(answer):
            continue
        if name in long_names and long_pool:
            pool = long_pool
        order = [rng.randrange(len(pool)) for _ in range(60)] if pool else []
        new = next(
            (
                pool[i]
                for i in order
                if not contains(sources, pool[i])
                and not any(contains(pool[i], n) or contains(n, pool[i]) for n in names)
            ),
            None,
        )
        if new is None:
            return None
        new_answer = answer.replace(name, new)
        return Perturbation("entity_substitution", new_answer, name, new, True)
    return None


@lru_cache(maxsize=4096)
def _alternation(*names: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in names) + r")(?!\w)")


def swap_roles(answer: str, first: str, second: str) -> Perturbation | None:
    """Swap every mention of two parties or roles (who grants / pays / notifies whom)."""
    pattern = _alternation(first, second)
    found = pattern.findall(answer)
    if first not in found or second not in found:
        return None
    swapped = pattern.sub(lambda m: second if m.group(1) == first else first, answer)
    if swapped == answer:
        return None
    return Perturbation("role_swap", swapped, f"{first} / {second}", f"{second} / {first}", False)


# --- negation and contradiction ----------------------------------------------------------------

_NEGATIVE_CONTEXT = re.compile(
    r"\b(?:neither|nor|no|none|never|in no event|nothing|without)\b", re.IGNORECASE
)
_MODAL_RE = re.compile(r"\b(shall|will|may|must|can)(\s+not\b|not\b)?", re.IGNORECASE)


def negate(answer: str, sources: str, rng: random.Random) -> Perturbation | None:
    """Flip the polarity of one modal verb ("shall" -> "shall not", "may not" -> "may")."""
    del sources, rng
    for m in _MODAL_RE.finditer(answer):
        sentence_start = max(answer.rfind(". ", 0, m.start()), 0)
        if _NEGATIVE_CONTEXT.search(answer[sentence_start : m.start()]):
            continue
        modal = m.group(1)
        if m.group(2):
            new = modal
        elif modal.lower() == "can":
            new = modal + "not"
        else:
            new = modal + (" NOT" if modal.isupper() else " not")
        original = m.group(0)
        new_answer = replace_span(answer, m.start(), m.end(), new)
        return Perturbation("negation", new_answer, original, new, False)
    return None


_CONTRADICTIONS: list[tuple[str, str]] = [
    (r"\bnon-exclusive\b", "exclusive"),
    (r"(?<!non-)(?<!non- )(?<!non)\bexclusive\b", "non-exclusive"),
    (r"\bnon-transferable\b", "freely transferable"),
    (r"\bnon-sublicensable\b", "sublicensable"),
    (r"\birrevocable\b", "revocable"),
    (r"\bperpetual\b", "fixed-term"),
    (r"\broyalty-free\b", "royalty-bearing"),
    (r"\bfully paid-up\b", "subject to ongoing fees"),
    (r"\bautomatically\b", "only upon mutual written agreement"),
    (r"\bat least\b", "at most"),
    (r"\bnot less than\b", "not more than"),
    (r"\bno less than\b", "no more than"),
    (r"\bminimum\b", "maximum"),
    (r"\bbefore\b", "after"),
    (r"\bprior to the expiration\b", "after the expiration"),
    (r"\bwith(?:out)? cause\b", "only for cause"),
    (r"\bfor convenience\b", "only for cause"),
    (r"\bincluding\b", "excluding"),
    (r"\bunlimited\b", "capped"),
    (r"\bjointly\b", "solely"),
]


def contradict(answer: str, sources: str, rng: random.Random) -> Perturbation | None:
    """Replace one term by its logical opposite (exclusive <-> non-exclusive, ...)."""
    del sources, rng
    for pattern, opposite in _CONTRADICTION_RES:
        m = pattern.search(answer)
        if not m:
            continue
        new = match_case(opposite, m.group(0)) if m.group(0).isupper() else opposite
        if m.group(0)[:1].isupper() and not m.group(0).isupper():
            new = new[:1].upper() + new[1:]
        before = fix_article(answer[: m.start()], new)
        new_answer = before + new + answer[m.end() :]
        return Perturbation("logical_contradiction", new_answer, m.group(0), new, False)
    return None


_CONTRADICTION_RES = [(re.compile(p, re.IGNORECASE), o) for p, o in _CONTRADICTIONS]


def fix_article(before: str, word: str) -> str:
    """Make "a"/"an" before ``word`` agree with it."""
    m = re.search(r"\b([Aa]n?) $", before)
    if not m:
        return before
    article = "an" if word[:1].lower() in "aeiou" else "a"
    if m.group(1)[0] == "A":
        article = article.capitalize()
    return before[: m.start(1)] + article + " "


PerturbFn = Callable[[str, str, random.Random], "Perturbation | None"]

VALUE_KINDS = frozenset(
    {
        "entity_substitution",
        "shifted_date",
        "changed_amount",
        "changed_duration",
        "other_governing_law",
    }
)
