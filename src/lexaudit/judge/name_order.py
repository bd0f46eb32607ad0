"""Names that trade places between a claim and its source sentence.

"assigned by Northwind without permission of Bluefin" against "assigned by Bluefin without
permission of Northwind" swaps two parties; names that are only coordinated ("signed by Acme
and Bluefin") or members of one list ("to advise A, B and C") carry no order, and an order that
other words pair with the names ("respectively", two figures) is kept. Used by the word-level
checks of :mod:`lexaudit.judge.lexical`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.judge.negation import TOKEN as _TOKEN
from lexaudit.judge.stretch import crop

ARTICLES = frozenset({"the", "a", "an"})
# a possessive ending: "Acme's", "the Sellers'"
POSSESSIVE = re.compile(r"['’]s$|(?<=s)['’]$")


def name_swap(claim: str, sentence: str) -> tuple[str, str] | None:
    """Two names that trade places between the claim and its source sentence.

    "assigned by Northwind without permission of Bluefin" against "assigned by Bluefin without
    permission of Northwind": the word sequences differ only by the two names, swapped.
    """
    mine = _TOKEN.findall(claim)
    theirs = crop(mine, _TOKEN.findall(sentence))
    if len(mine) < 4:
        return None
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    replaced: list[tuple[str, str, int, int]] = []
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "replace" and a2 - a1 == b2 - b1:
            replaced.extend((mine[a1 + k], theirs[b1 + k], a1 + k, b1 + k) for k in range(a2 - a1))
    names = [
        r
        for r in replaced
        if r[0][:1].isupper() and r[1][:1].isupper() and r[0].lower() != r[1].lower()
    ]
    for a, b, i, k in names:
        back = next((r for r in names if (r[0], r[1]) == (b, a)), None)
        if back is None or _only_coordinated(mine, {a.lower(), b.lower()}):
            continue
        if _one_list(mine, i, back[2]) and _one_list(theirs, k, back[3]):
            # "to advise A, B and C" for "to advise C, B and A": members of one list
            continue
        return f"{a} ... {b}", f"{b} ... {a}"
    return None


def _one_list(words: Sequence[str], i: int, j: int) -> bool:
    """Words ``i`` and ``j`` are members of one list of names, which no order pairs with others.

    Between them and after the later one to the list's end stand only names, articles and
    coordinators, and a coordinator closes the list ("A, the B and C"; commas are not words
    here, so two names side by side count as listed only where a coordinator follows them).
    """
    i, j = sorted((i, j))
    lowered = [w.lower() for w in words]
    if _paired(lowered):
        return False

    def listed(w: str) -> bool:
        return w[:1].isupper() or w.lower() in ARTICLES or _COORDINATED.match(w) is not None

    if not all(listed(w) for w in words[i + 1 : j]):
        return False
    end = j + 1
    while end < len(words) and listed(words[end]):
        end += 1
    return any(_COORDINATED.match(w) for w in words[i + 1 : end])


# names keep their inner "&" and dots: "A&B", "U.S."
_NAME_TOKEN = re.compile(r"[A-Za-z0-9](?:[\w'\u2019&-]|\.(?=\w))*")


_COORDINATED = re.compile(r"^(?:and|or|&|,|/)$", re.I)


def order_swap(claim: str, sentence: str) -> tuple[str, str] | None:
    """Two parties that trade every place between a near-copy and its source.

    "Acme may terminate ... by giving notice to Bluefin" against "8.1 Bluefin may terminate ...
    by giving notice to Acme", or "If Customer and A&B cannot agree ..., then A&B may renew"
    against "If A&B and Customer cannot agree ..., then Customer may renew": the other words
    are the source's, and exchanging the two names turns the claim's order of names into the
    source's. Names only coordinated ("signed by Acme and Bluefin") are symmetric, not a swap.
    """
    mine = _NAME_TOKEN.findall(claim)
    theirs = crop(mine, _NAME_TOKEN.findall(sentence))
    if len(mine) < 5:
        return None
    their_lower = {w.lower() for w in theirs}
    names = {
        w.lower()
        for w in mine
        if w[:1].isupper()
        and w.lower() not in lexicon.word_set("capitalised_common")
        and w.lower() in their_lower
    }
    seq_a = [w.lower() for w in mine if w.lower() in names]
    seq_b = [w.lower() for w in theirs if w.lower() in names]
    distinct = list(dict.fromkeys(seq_a))
    if len(distinct) != 2 or seq_a == seq_b or set(seq_b) != set(distinct):
        return None
    x, y = distinct
    if [y if w == x else x if w == y else w for w in seq_a] != seq_b:
        return None
    rest_a = [w.lower() for w in mine if w.lower() not in names]
    rest_b = [w.lower() for w in theirs if w.lower() not in names]
    if difflib.SequenceMatcher(a=rest_a, b=rest_b, autojunk=False).ratio() < 0.85:
        return None
    if _only_coordinated(mine, names) or _one_name(mine, names):
        return None
    return f"{x} ... {y}", f"{y} ... {x}"


def _one_name(words: Sequence[str], names: set[str]) -> bool:
    """The two capitalised words stand side by side wherever the claim writes them: one name.

    "the Treasury Department" for "the Department of the Treasury", "the Harbour Board" for
    "the Board of the Harbour": English puts the noun of an "of" phrase before its head as
    well, so two words that never stand apart in the claim name one body, not two parties
    that could trade places.
    """
    at = [i for i, w in enumerate(words) if w.lower() in names]
    return len(at) % 2 == 0 and all(
        at[k + 1] == at[k] + 1 and words[at[k]].lower() != words[at[k + 1]].lower()
        for k in range(0, len(at), 2)
    )


def _paired(words: Sequence[str]) -> bool:
    """The order of coordinated names is paired with other words.

    "to the Agent and the Broker respectively", "the Licensor and the Licensee bear 80% and
    20%": "respectively", or two figures, give each name its own share.
    """
    return "respectively" in words or sum(any(c.isdigit() for c in w) for w in words) >= 2


def coordinated_pair(words: Sequence[str], a: str, b: str) -> bool:
    """The words join ``a`` and ``b`` by a coordinator ("the Registrar and the sub-registrar")."""
    lowered = [POSSESSIVE.sub("", w.lower()) for w in words]
    if _paired(lowered):
        return False
    at = [i for i, w in enumerate(lowered) if w in (a, b)]
    return any(
        {lowered[i], lowered[j]} == {a, b} and _joined(lowered, i, j)
        for i, j in zip(at, at[1:], strict=False)
    )


def _only_coordinated(words: Sequence[str], names: set[str]) -> bool:
    """The claim names ``names`` only in coordination: the order carries no role.

    "X and Y", "X or Y", "the Registrar and the Sub-Registrar" (an article may open each
    conjunct): "solely between the Registrar and the Sub-Registrar" says what "between the
    Sub-Registrar and the Registrar" does. Each pair is joined by a coordinator ("to the Seller,
    the Buyer bearing the costs" is two roles), and the order is not paired with other words
    (:func:`_paired`).
    """
    lowered = [w.lower() for w in words]
    if _paired(lowered):
        return False
    at = [i for i, w in enumerate(lowered) if w in names]
    return len(at) > 1 and all(_joined(lowered, i, j) for i, j in zip(at, at[1:], strict=False))


def _joined(lowered: Sequence[str], i: int, j: int) -> bool:
    """One coordinator stands between ``i`` and ``j``, with the articles opening the conjuncts."""
    gap = [w for w in lowered[i + 1 : j] if w not in ARTICLES]
    return len(gap) == 1 and _COORDINATED.match(gap[0]) is not None
