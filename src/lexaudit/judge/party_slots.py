"""A value whose slot names one party, against the source's value for another party.

Mirror provisions give each party its own value: "the Owner may end the lease on 60 days'
notice to the Tenant" and "the Tenant may end it on 90 days' notice to the Owner". A claim
"the Tenant can leave by giving the Owner 60 days' notice" writes a value the sources do
state, but for the other party: its slot names the Owner, as the ninety days' slot does, and
the sixty days' slot names only the Tenant. Slot words alone weigh the two nearly alike (the
rest of the words are shared); the parties they name tell them apart.

Party words are the role nouns of ``data/lexicon/roles.json`` and the words of the bundle's
defined party names.
"""

from __future__ import annotations

import functools

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Evidence
from lexaudit.text.words import content_words, stem


@functools.cache
def _role_stems() -> frozenset[str]:
    return frozenset(stem(w) for w in lexicon.word_set("roles"))


def _party_stems(evidence: Evidence) -> frozenset[str]:
    named = {w for key, name in evidence.aliases.items() for w in content_words(f"{key} {name}")}
    return _role_stems() | named


def for_other_party(
    slot: frozenset[str], equal: frozenset[str], rival: frozenset[str], evidence: Evidence
) -> bool:
    """The equal value's slot names only other parties than the claim's; the rival's its own.

    ``slot`` is the claim value's slot, ``equal`` the slot of the source value equal to it,
    ``rival`` that of the other source value of its type that fills the claim's slot.
    """
    parties = _party_stems(evidence)
    mine = slot & parties
    theirs = equal & parties
    return bool(mine) and bool(theirs) and not mine & theirs and mine <= rival
