"""Domain knowledge as data: the word lists lexaudit's rules read, loaded once from JSON.

Every list lives in ``lexaudit/data/lexicon/*.json`` with a ``provenance`` field saying where it
comes from and why it holds what it holds. Code never carries its own copy of a list; a rule
that needs words asks this module. No list holds a word because one benchmark example needs it.

Files:

- ``stopwords.json``: function words ignored by retrieval and coverage.
- ``abbreviations.json``: abbreviations of legal writing and the words they stand for.
- ``antonyms.json``: pairs of words whose exchange at the same place reverses a statement.
- ``aliases.json``: standard short forms of places ("US", "UK").
- ``polarity.json``: negators and the fixed expressions in which they negate nothing.
- ``roles.json``: role nouns that name a party (licensor, lessee, petitioner, accused).
- ``generic_names.json``: capitalised institutional nouns ("the Court", "the Code").
- ``measure_verbs.json``: copular and measure verbs ("be", "extend to") for value slots.
- ``bound_words.json``: words that bound a quantity ("at least", "maximum"), kept out of slots.
- ``capitalised_common.json``: capitalised words that name no one ("Under", "Agreement").
- ``courts.json``: the Supreme Court's court abbreviations ("CA9") as courts-db identifiers.
- ``cross_references.json``: words after which a reference is a cross-reference ("subject to").
- ``attributions.json``: words that attribute a statement to a closing reference ("under").
- ``totals.json``: words that mark a value as the total of others ("in all", "a total of").
- ``predicates.json``: relation labels that paraphrase one another ("provide" / "hand").
- ``frequencies.json``: how often, in days ("monthly", "every calendar quarter", "twice a year").
- ``conditions.json``: markers of a condition required ("only if") or dispensed with ("need not").
- ``jurisdictions.json``: nouns a place completes as a jurisdiction ("law", "courts", "venue").
- ``nominal_suffixes.json``: suffixes that make an abstract noun of an English base ("-ment").

Not a file of ours: :func:`english_words` reads the WordNet word index that spaCy's English
pipeline ships for its lemmatizer.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any


@cache
def load(name: str) -> dict[str, Any]:
    """The lexicon file ``name`` (without ``.json``), parsed once per process."""
    text = (
        resources.files("lexaudit")
        .joinpath(f"data/lexicon/{name}.json")
        .read_text(encoding="utf-8")
    )
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def word_set(name: str, key: str = "words") -> frozenset[str]:
    """A list of a lexicon file as a frozen set of lower-cased words."""
    return frozenset(str(w).lower() for w in load(name)[key])


@cache
def alternation(name: str, key: str = "words") -> str:
    """A list of a lexicon file as a regex alternation, longest phrase first, each escaped.

    Longest first, so that "see also" is tried before "see". The caller wraps it in a group
    between its own anchors (word boundaries, a closing stop).
    """
    return "|".join(re.escape(p) for p in sorted(word_set(name, key), key=len, reverse=True))


@cache
def phrase_alternation(name: str, key: str = "words") -> str:
    """Like :func:`alternation`, but a phrase's spaces match any run of white space.

    Source texts break lines and double spaces inside phrases ("on condition" across a line). A
    list may be a JSON object: its keys are the phrases.
    """
    phrases = sorted(word_set(name, key), key=len, reverse=True)
    return "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases)


@cache
def words_pattern(name: str, key: str = "words") -> re.Pattern[str]:
    """A lexicon list as one compiled pattern of whole words, case-insensitive."""
    return re.compile(rf"\b(?:{alternation(name, key)})\b", re.IGNORECASE)


@cache
def english_words(*parts: str) -> frozenset[str]:
    """The words of the English pipeline's WordNet index under ``parts`` ("noun", "verb", ...).

    spaCy's English pipeline ships the word index its rule lemmatizer reads, by part of
    speech. Empty when the pipeline is not installed.
    """
    index = _lemma_index()
    return frozenset().union(*(index.get(part, frozenset()) for part in parts))


@cache
def _lemma_index() -> dict[str, frozenset[str]]:
    """The pipeline's WordNet index, read once ({} when the pipeline is not installed)."""
    import glob

    try:
        import spacy.util
        from spacy.lookups import Lookups

        from lexaudit.extract.pipeline import DEFAULT_MODEL

        found = glob.glob(
            str(spacy.util.get_package_path(DEFAULT_MODEL) / "*" / "lemmatizer" / "lookups")
        )
        table = Lookups().from_disk(found[0]).get_table("lemma_index")
        return {part: frozenset(table[part]) for part in ("noun", "verb", "adj", "adv")}
    except (ImportError, OSError, IndexError, KeyError):
        return {}
