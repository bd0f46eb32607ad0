"""Word-level checks between a claim and its evidence sentence.

These catch what the parse misses in near-copies of a source sentence: antonyms ("exclusive" /
"non-exclusive", "at least" / "at most"), words negated by a prefix ("impermissible"), two names
that trade places, a party replaced by another, and a negation or number edited in place.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from functools import cache

from lexaudit import lexicon
from lexaudit.align.graph import role_as_written
from lexaudit.evidence.retrieval import Window
from lexaudit.extract.pipeline import content_words
from lexaudit.extract.scope import MODALS
from lexaudit.judge.name_order import ARTICLES, POSSESSIVE, coordinated_pair, name_swap, order_swap
from lexaudit.judge.negation import TOKEN as _TOKEN
from lexaudit.judge.negation import (
    expand_contractions,
    has_negator,
    negation_flipped,
    negation_parity,
)
from lexaudit.judge.prefixes import merge_prefix_negation, moved_denial, negative_prefix_flip
from lexaudit.judge.stretch import (
    contended_stretch,
    contends,
    copy_span,
    crop,
    denial_before,
    denial_in_supposition,
    framed_statement,
    supposed_failure,
)
from lexaudit.text.numbers import is_number_word
from lexaudit.text.words import stem
from lexaudit.types import Claim, Conflict


@cache
def _antonym_patterns() -> tuple[tuple[re.Pattern[str], re.Pattern[str], str, str], ...]:
    """The antonym pairs of ``lexicon/antonyms.json`` as word-boundary patterns."""
    return tuple(
        (
            re.compile(rf"(?<![\w-]){re.escape(a)}(?![\w-])", re.I),
            re.compile(rf"(?<![\w-]){re.escape(b)}(?![\w-])", re.I),
            a,
            b,
        )
        for a, b in lexicon.load("antonyms")["pairs"]
    )


def _aligned_antonym(claim: str, sentence: str) -> tuple[str, str] | None:
    """An antonym put in place of its opposite at the same spot of a near-copy.

    "the non-exclusive distributor ... and the exclusive rights" against "the exclusive
    distributor ... and the exclusive rights": the word-set test cannot see it (both words are
    in the claim), the aligned edit can. Each small edit is read with one word of context on
    either side, so "at most" / "at least" and "for cause" / "for convenience" count.
    """
    mine = _TOKEN.findall(claim)
    theirs = crop(mine, _TOKEN.findall(sentence))
    if len(mine) < 5:
        return None
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    if matcher.ratio() < 0.75:
        return None
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal" or a2 - a1 > 4 or b2 - b1 > 4:
            continue
        side_a = " ".join(mine[max(0, a1 - 1) : a2 + 1])
        side_b = " ".join(theirs[max(0, b1 - 1) : b2 + 1])
        if a2 - a1 == 1 and b2 - b1 == 1:
            # one word for another that only a negative prefix tells apart ("non-exclusive")
            flipped = negative_prefix_flip(mine[a1], theirs[b1])
            if flipped is not None:
                return flipped
        opposite = _opposite(side_a, side_b)
        if opposite is not None:
            return opposite
    return None


def _opposite(mine: str, theirs: str, phrases_only: bool = False) -> tuple[str, str] | None:
    """An antonym of the lexicon in ``mine`` whose opposite is in ``theirs`` (neither in both).

    With ``phrases_only``, only pairs of phrases of two or more words count.
    """
    for a_re, b_re, a, b in _antonym_patterns():
        if phrases_only and (" " not in a or " " not in b):
            continue
        for x_re, y_re, x, y in ((a_re, b_re, a, b), (b_re, a_re, b, a)):
            if (
                x_re.search(mine)
                and y_re.search(theirs)
                and not x_re.search(theirs)
                and not y_re.search(mine)
            ):
                return x, y
    return None


# a reply that opens with "not" and a subordinator, with no verb of its own before it
_ELLIPTICAL_NOT = re.compile(
    r"^\W*(?:no\W+)?not\s+(?=(?:unless|until|without|before|except|if)\b)", re.IGNORECASE
)


def _near_copy_edits(claim: str, sentence: str) -> list[tuple[str, str, str]]:
    """A negation added or dropped in a near-copy of a sentence.

    "will not be less than" -> "will be less than" is a flip; "so imperfectly that no ... award
    was made" against "that a ... award ... was not made" is not (the negation moved). The
    claim is compared with the stretch of the sentence it copies, by the parity of its
    negators, and only when that stretch is edited (not merely cut shorter).
    """
    # "Not unless the owner agrees": the reply's "not" denies what the question asked, which
    # the claim leaves out; the clause it copies is the condition after it
    claim = _ELLIPTICAL_NOT.sub("", claim, count=1)
    mine = _TOKEN.findall(claim)
    start, end = copy_span(mine, sentence)
    theirs = _TOKEN.findall(sentence[start:end])
    if len(mine) < 4:
        return []
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    if matcher.ratio() < 0.7:
        return []
    # a word before the copied words that denies them too: "Nothing in this Part entitles the
    # lessor to ..." copied as "entitles the lessor to ..."
    denial = denial_before(sentence, start, theirs, has_negator(mine[:1]))
    if denial is not None:
        theirs = [denial, *theirs]
    stretch = " ".join(theirs)
    if contended_stretch(sentence, start) and not contends(claim):
        return []  # "the respondent argued that | ...": a party's position, not a ruling
    if negation_flipped(claim, stretch) and unpaired_negator(mine, theirs):
        if negation_parity(stretch) % 2 and supposed_failure(claim, sentence, start):
            # "if the parties cannot agree on an umpire, ...": the source supposes the act is
            # not done, and says nothing against a claim that it may be
            return []
        if denial_in_supposition(claim, stretch, sentence, start):
            return []  # "if the Supplier does not cure it, ...": a breach supposed, not stated
        return [("polarity", claim, stretch)]
    return []


def unpaired_negator(mine: Sequence[str], theirs: Sequence[str]) -> bool:
    """A negator of one text stands where the other has no word of content.

    "shall not assign" against "shall assign" drops one, and "neither party" against "either
    party" trades it for a function word; "fails to buy" against "misses" or "not exceed"
    against "up to" edits words of content with it, which may carry the negation
    themselves, so that is no flip by count.
    """
    opcodes = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    ).get_opcodes()
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        ours, other = mine[i1:i2], theirs[j1:j2]
        if (has_negator(ours) or has_negator(other)) and not _content_besides_polarity(
            [*ours, *other]
        ):
            return True
    return False


def _content_besides_polarity(words: Sequence[str]) -> list[str]:
    """Content words that are neither negators nor their positive counterparts ("anybody")."""
    polar = lexicon.word_set("polarity", "negators") | lexicon.word_set(
        "polarity", "positive_counterparts"
    )
    return content_words(" ".join(w for w in words if w.lower() not in polar))


def _times_named(word: str, words: Sequence[str]) -> int:
    """How often ``words`` name ``word``, possessives included ("the Seller's")."""
    return sum(POSSESSIVE.sub("", w.lower()) == word for w in words)


def _party_phrase(words: Sequence[str]) -> tuple[str, bool] | None:
    """The party a short replaced phrase names, and whether it is a role word.

    "the University" and "Licensee" are roles; "Northwind" is a name; "Under the" is neither.
    """
    # a possessive names its party too: "the Lessor's hours" is the Lessor's
    core = [POSSESSIVE.sub("", w) for w in words if w.lower() not in ARTICLES]
    core = [w for w in core if w]
    if not core or len(core) > 3 or all(is_number_word(w) for w in core):
        return None
    if len(core) == 1 and core[0].lower() in lexicon.word_set("roles"):
        return core[0].lower(), True
    if all(
        w[:1].isupper() and w.lower() not in lexicon.word_set("capitalised_common") for w in core
    ):
        return " ".join(w.lower() for w in core), False
    return None


def _one_word(a: str, b: str) -> bool:
    """Two role words that differ at most in number ("defendant" / "defendants")."""
    return [stem(w) for w in a.split()] == [stem(w) for w in b.split()]


def _acts_in(name: str, text: str) -> bool:
    """The text makes the name the subject of a modal verb: "Corvane shall deliver"."""
    modals = "|".join(sorted(MODALS))
    return bool(name) and re.search(rf"(?i)\b{re.escape(name)}\s+(?:{modals})\b", text) is not None


def _role_in(words: Sequence[str]) -> tuple[str, bool] | None:
    """The one role word of an edited stretch ("The seller bears" -> seller), if it has one.

    A role word that modifies the capitalised term after it ("the Service Fees", "Licensee
    Products") names a thing of that party, not the party.
    """
    roles = [
        POSSESSIVE.sub("", w.lower())
        for i, w in enumerate(words)
        if POSSESSIVE.sub("", w.lower()) in lexicon.word_set("roles")
        and not (i + 1 < len(words) and words[i + 1][:1].isupper())
    ]
    return (roles[0], True) if len(roles) == 1 else None


def _role_substitution(
    claim: str, sentence: str, aliases: Mapping[str, str], context: str = ""
) -> tuple[str, str] | None:
    """A party named in the source sentence replaced by another party in a near-copy.

    "the State has not shown that the lessee will default" against "... that the lessor will
    default": the only difference names another party. Aliases of one party ("Licensee" and
    "Bluefin") are not a substitution. When the edit also rewrites the verb around the role
    ("The seller bears" / "The Buyer shall bear"), its one role word on each side is compared,
    but only when the claim's role is another party the source (``context``) names: "the
    seller" for "the Supplier" in a text with no seller is a synonym, not a substitution.
    """
    theirs = _TOKEN.findall(sentence)
    named = {w.lower() for w in _TOKEN.findall(context)}
    # a role noun the source writes by its synonym reads as the source's word ("the vendor"
    # where the source says "the Seller"), so it is judged as that word would be
    mine = [role_as_written(w, named) for w in _TOKEN.findall(claim)]
    matcher = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    )
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op != "replace":
            continue
        pa_ = _party_phrase(mine[a1:a2])
        pb_ = _party_phrase(theirs[b1:b2])
        rewritten = pa_ is None or pb_ is None
        if rewritten:
            ra, rb = _role_in(mine[a1:a2]), _role_in(theirs[b1:b2])
            kept = {w.lower().removesuffix("'s").removesuffix("’s") for w in theirs[b1:b2]}
            # the source's party still named in the edit, by itself or by an alias ("the
            # Trust pays Movado" for "the Trust's payment to the Company") is no substitution
            renamed = rb is not None and any(
                aliases.get(w.lower(), w.lower()) == aliases.get(rb[0], rb[0]) for w in mine[a1:a2]
            )
            if (
                ra is not None
                and rb is not None
                and ra[0] in named
                and ra[0] not in kept
                and not renamed
            ):
                pa_, pb_ = ra, rb
        if pa_ is None or pb_ is None or pa_[0] == pb_[0]:
            continue
        if pa_[1] and pb_[1] and _one_word(pa_[0], pb_[0]):
            # one role in the singular and the plural ("a licensee" / "licensees"); names are
            # compared as written ("Fielding" is not "Field")
            continue
        (a, a_role), (b, b_role) = pa_, pb_
        # only parties the sources define or name are compared: a name against a role
        # ("Northwind" / "Subcontractor") is a paraphrase unless the aliases say they are
        # different parties, and capitalised words that no alias table knows ("Because I",
        # "a Los Angeles-headquartered") are not parties at all; a name that the source text
        # makes the subject of a modal ("Corvane shall deliver") acts as a party there
        if not (a in aliases or a_role or _acts_in(a, context)) or not (
            b in aliases or b_role or _acts_in(b, context)
        ):
            continue
        if a_role != b_role and not (a in aliases and b in aliases):
            continue
        if coordinated_pair(mine, a.split()[-1], b.split()[-1]):
            # "between the Registrar and the sub-registrar" for "between the Sub-Registrar
            # and the Registrar": the claim names both parties in one place, in another order
            continue
        # the source's party is still named in the claim as often as in the source
        first = b.split()[-1]
        if _times_named(first, mine) >= _times_named(first, theirs):
            continue
        mine_first = a.split()[-1]
        if rewritten and _times_named(mine_first, theirs) >= _times_named(mine_first, mine):
            # the role words of two rewritten stretches, where the source names the claim's
            # party as often as the claim does: a reordered sentence moved the parties ("if
            # it sees fit the Club can close the account" / "The Club may, if it sees fit,
            # close the Member's account"), it put none in
            continue
        pa, pb = aliases.get(a, a), aliases.get(b, b)
        ta, tb = set(pa.split()), set(pb.split())
        if (
            ta <= tb
            or tb <= ta
            or aliases.get(a.split()[0]) == pb
            or aliases.get(b.split()[0]) == pa
        ):
            continue
        return " ".join(mine[a1:a2]), " ".join(theirs[b1:b2])
    return None


def lexical_conflicts_any(
    claim: Claim, windows: Sequence[Window], aliases: Mapping[str, str]
) -> list[Conflict]:
    """Lexical conflicts with the best sentence, unless a close rival sentence has none.

    Mirror clauses ("A grants to B" and "B grants to A" in one contract) make the best
    sentence by words the wrong one; a claim is only in conflict with every candidate.
    """
    first = lexical_conflicts(claim, windows[0], aliases)
    if not first:
        return first
    claim_words = set(content_words(claim.text))

    def cover(window: Window) -> float:
        sentence = window.reading
        return len(claim_words & set(content_words(sentence))) / max(1, len(claim_words))

    best_cover = cover(windows[0])
    for window in windows[1:]:
        if cover(window) >= max(0.6, best_cover - 0.05) and not lexical_conflicts(
            claim, window, aliases
        ):
            return []
    return first


def worded(claim: Claim) -> str:
    """The claim as the word-level checks read it.

    An enumerated item reads after its lead-in (``Claim.read_as``); a conjunct cut from a
    denied clause reads under the verb group it shares ("It won't open a rival shop, | or
    hire ...": "It won't hire ..."; ``Claim.shared``). The checks of edges
    (:mod:`lexaudit.judge.structural`) read the claim's own words: its edges already carry
    the parse's negation, and the text there confirms it independently.
    """
    if claim.read_as:
        return claim.read_as
    return f"{claim.shared} {claim.text}" if claim.shared else claim.text


def lexical_conflicts(claim: Claim, window: Window, aliases: Mapping[str, str]) -> list[Conflict]:
    """Word-level conflicts between a claim and one evidence sentence.

    Only edits at the same place of a near-copy count (an antonym, a prefix negation, two names
    that trade places, a party replaced, a negation added or dropped): a paraphrase that merely
    uses other words, or words found elsewhere in the sentence, is no conflict. Contractions are
    expanded on both sides first, so "can't" and "cannot" are one negation.
    """
    conflicts: list[Conflict] = []
    claim_text, sentence = merge_prefix_negation(
        expand_contractions(framed_statement(worded(claim))),
        expand_contractions(window.reading),
    )
    sentence_words = set(content_words(sentence))
    claim_words = set(content_words(claim_text))
    sentence_cover = len(claim_words & sentence_words) / max(1, len(claim_words))
    aligned = _aligned_antonym(claim_text, sentence)
    if aligned is None and sentence_cover >= 0.8:
        # a claim that restates the sentence in another order ("may end it without cause"
        # for "may be ended with cause"): no near-copy, but an antonym phrase of two or more
        # words ("with cause", "at least", "in whole") names its own point
        aligned = _opposite(claim_text, sentence, phrases_only=True)
    if aligned is not None:
        conflicts.append(Conflict("logic", aligned[0], aligned[1], claim.span, window.span))
    if sentence_cover >= 0.6:
        flipped = negative_prefix_flip(claim_text, sentence)
        if flipped is not None and not moved_denial(claim_text, sentence):
            conflicts.append(Conflict("logic", flipped[0], flipped[1], claim.span, window.span))
    swap = name_swap(claim_text, sentence) or order_swap(claim_text, sentence)
    if swap is not None:
        conflicts.append(Conflict("role", swap[0], swap[1], claim.span, window.span))
    if swap is None and sentence_cover >= 0.75:
        substituted = _role_substitution(claim_text, sentence, aliases, window.chunk.text)
        if substituted is not None:
            conflicts.append(
                Conflict("party", substituted[0], substituted[1], claim.span, window.span)
            )
    if sentence_cover >= 0.8:
        conflicts.extend(
            Conflict(field, mine, theirs, claim.span, window.span)
            for field, mine, theirs in _near_copy_edits(claim_text, sentence)
        )
    return conflicts
