"""Negation read by counting: how many negators negate a stretch of text, modulo 2.

The lexical checks compare a claim with the stretch of a source sentence it copies by the
parity of their negators (``lexicon/polarity.json``): contractions are spelled out first, fixed
expressions whose negator negates nothing ("no later than") are taken out, and negative
implicatives ("declines to") and nouns of refusing ("a refusal ... to") count only with their
infinitive.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.extract.negators import denied_possibility
from lexaudit.extract.pipeline import content_words
from lexaudit.text import find_values

TOKEN = re.compile(r"[A-Za-z0-9][\w'-]*")

_CONTRACTIONS = (
    (re.compile(r"\bcan[’']t\b", re.I), "can not"),
    (re.compile(r"\bcannot\b", re.I), "can not"),
    (re.compile(r"\bwon[’']t\b", re.I), "will not"),
    (re.compile(r"\bshan[’']t\b", re.I), "shall not"),
    (re.compile(r"n[’']t\b", re.I), " not"),
)


def expand_contractions(text: str) -> str:
    """``can't`` -> ``can not``, ``isn't`` -> ``is not``: one spelling of every negation."""
    for pattern, repl in _CONTRACTIONS:
        text = pattern.sub(repl, text)
    return text


def negates_a_form_of(text: str, root: str) -> bool:
    """``text`` denies a word of ``root``'s stem.

    By a negator right before it ("not disputing"), auxiliaries and adverbs of the verb group
    aside ("cannot reasonably be cured"), by a noun of absence with "of" ("for lack of
    payment"), or by a negative subject of the copula before it ("none of the fees is
    refundable": :func:`subject_denies`).
    """
    stems = set(content_words(root))
    negators = lexicon.word_set("polarity", "negators")
    words = expand_contractions(text).lower().split()

    def governed(i: int) -> str:
        # the two words after the negator, past the auxiliaries and adverbs of its verb group
        j = i + 1
        while j < len(words) and _in_verb_group(words[j]):
            j += 1
        return " ".join(words[j : j + 2])

    absence = lexicon.word_set("polarity", "absence_nouns")
    return (
        any(
            w.strip(".,;:") in negators and stems & set(content_words(governed(i)))
            for i, w in enumerate(words)
        )
        # "for lack of payment", "in the absence of consent": the thing is not there
        or any(
            w in absence
            and words[i + 1 : i + 2] == ["of"]
            and stems & set(content_words(" ".join(words[i + 2 : i + 4])))
            for i, w in enumerate(words)
        )
        or subject_denies(text, root)
    )


def _in_verb_group(word: str) -> bool:
    """An auxiliary, or an adverb in -ly, that stands between a negator and its verb."""
    return word in lexicon.word_set("bound_words", "auxiliaries") or (
        word.endswith("ly") and word in lexicon.english_words("adv")
    )


def subject_denies(text: str, root: str) -> bool:
    """A clause of ``text`` with a negative subject has a word of ``root``'s stem for predicate.

    "None of the fees is refundable", "no fee shall be payable", "neither party is
    liable": the clause opens (at the text's start, after a clause's punctuation or a
    conjunction) with a negative pronoun, or "no" / "neither" before a noun, and runs to its
    copula with no punctuation, no other clause ("no default has occurred and the deposit
    is ...") and no "than" between; the predicate follows the copula, after one adverb at
    most. A fixed phrase whose negator denies nothing (``non_negating``: "no doubt", "no
    matter", "no later than") is no subject; "No doubtful debt" is one.
    """
    stems = set(content_words(root))
    fixed = lexicon.alternation("polarity", "non_negating")
    return any(
        stems & set(content_words(m.group("pred")))
        and not re.match(rf"(?i)(?:{fixed})\b", m.group("subject"))
        for m in _negative_subject().finditer(text)
    )


# how many characters a negative subject's phrase may run before its copula
_SUBJECT_REACH = 80


@functools.cache
def _negative_subject() -> re.Pattern[str]:
    """A clause whose subject is negative, up to the word after its copula (see subject_denies)."""
    pronouns = lexicon.alternation("polarity", "negative_pronouns")
    # what ends a clause's subject before its own copula: another clause's conjunction,
    # relative pronoun or auxiliary of a finite verb, or "than" (a measure, "no later than")
    other = r"and|but|or|that|which|who|whom|whose|than|has|have|had|does|do|did"
    return re.compile(
        rf"(?i)(?:^|[.;:,!?]\s*|\b(?:and|but|that|or)\s+)(?P<subject>(?:{pronouns}|no)\b"
        rf"(?:(?!\b(?:{other})\b)[^.;:,!?]){{0,{_SUBJECT_REACH}}}?)"
        r"\b(?:(?:shall|will|would|may|can|must)\s+be|is|are|was|were|be|been)"
        r"\s+(?:\w+ly\s+)?(?P<pred>[\w-]+)"
    )


# how far back in its clause an interrogative complementizer reaches a word it asks about; the
# question ends at a comma, a clause's end or "and" ("asked whether it was valid, and held it
# valid"), and "whether or not" concedes, it asks nothing
_QUESTION_REACH = 12
_QUESTION_END = re.compile(r"[.;:!?,]|\band\b")


@functools.cache
def _concession() -> re.Pattern[str]:
    """A concession, "whether or not" (an ``interrogative_complementizers`` word + "or not")."""
    words = lexicon.alternation("polarity", "interrogative_complementizers")
    return re.compile(rf"(?i)\b(?:{words})\s+or\s+not\b")


def asks(text: str) -> bool:
    """The text holds an indirect question ("whether"), a concession aside."""
    asking = lexicon.word_set("polarity", "interrogative_complementizers")
    return bool(asking.intersection(w.lower() for w in TOKEN.findall(_concession().sub(" ", text))))


def only_asked(text: str, word: str) -> bool:
    """Every use of ``word`` in ``text`` stands in an indirect question ("whether ... cured").

    "A disagreement as to whether the defect has been remedied" asserts neither that it was nor
    that it was not.
    """
    asking = lexicon.word_set("polarity", "interrogative_complementizers")
    uses = list(re.finditer(rf"(?i)\b{re.escape(word)}\b", text))
    if not uses:
        return False
    for use in uses:
        clause = _QUESTION_END.split(_concession().sub(" ", text[: use.start()]))[-1]
        before = [w.lower() for w in TOKEN.findall(clause)][-_QUESTION_REACH:]
        if not asking.intersection(before):
            return False
    return True


_NOUN_REACH = 9  # words from a noun of refusing to the "to" of its infinitive


def has_negator(words: Sequence[str]) -> bool:
    """One of the words is a negator ("not", "no", "never", "fails"), contractions expanded."""
    negators = lexicon.word_set("polarity", "negators")
    return any(w.lower() in negators for w in TOKEN.findall(expand_contractions(" ".join(words))))


def negation_parity(text: str) -> int:
    """How many negators negate ``text``, modulo 2 (:func:`negation_count`)."""
    return negation_count(text) % 2


def negation_count(text: str) -> int:
    """How many negators negate ``text``.

    Fixed expressions such as "no later than" and "without limitation", whose negator negates
    nothing, are taken out first.
    """
    lowered = " " + " ".join(TOKEN.findall(expand_contractions(text).lower())) + " "
    # "in no event later than" bounds as "no later than" does: the adverbial noun between
    # the negator and the comparative changes nothing
    if " no " in lowered:
        lowered = _adverbial_bound().sub(" no ", lowered)
    for phrase in sorted(lexicon.load("polarity")["non_negating"], key=len, reverse=True):
        lowered = lowered.replace(f" {phrase} ", " ")
    negators, words = lexicon.word_set("polarity", "negators"), lowered.split()
    implicative = lexicon.word_set("polarity", "negative_implicatives")  # "declines to ..."
    hits = [w in implicative and words[i + 1 : i + 2] == ["to"] for i, w in enumerate(words)]
    # "the carrier's refusal (at the berth) to load": a noun of refusing with its infinitive
    nouns = lexicon.word_set("polarity", "negative_nouns")
    hits += [w in nouns and "to" in words[i + 1 : i + _NOUN_REACH] for i, w in enumerate(words)]
    # "it is impossible for the crates to be shipped": a denied adjective of possibility with
    # its infinitive (extract/negators.possibility_copula reads the same in the parse)
    # ("impossible to know whether it was read" asks a question, which denies nothing)
    asking = lexicon.word_set("polarity", "interrogative_complementizers")
    hits += [
        denied_possibility(w) is True
        and "to" in words[i + 1 : i + _NOUN_REACH]
        and not asking & set(words[i + 1 : i + _NOUN_REACH])
        for i, w in enumerate(words)
    ]
    # "it is unlawful for anyone to enter": an adjective of prohibition with its infinitive
    # (extract/negators.prohibiting_copula reads the same in the parse)
    prohibiting = lexicon.word_set("polarity", "prohibition_adjectives")
    hits += [
        w in prohibiting and "to" in words[i + 1 : i + _NOUN_REACH] for i, w in enumerate(words)
    ]
    # "nor" continues a negation made before it ("neither A nor B", "not A, nor B")
    counted = [
        w in negators and not (w == "nor" and _negator_before(words[:i], negators))
        for i, w in enumerate(words)
    ]
    return sum(counted) + sum(hits) - _repeated_in_groups(words, negators)


@functools.cache
def _adverbial_bound() -> re.Pattern[str]:
    """An adverbial "no event" before the rest of a fixed bound ("later than", "more than")."""
    tails = sorted(
        (p[3:] for p in lexicon.load("polarity")["non_negating"] if p.startswith("no ")),
        key=len,
        reverse=True,
    )
    nouns = lexicon.alternation("polarity", "negative_adverbial_nouns")
    bounds = "|".join(re.escape(t) for t in tails)
    return re.compile(rf" no (?:{nouns}) (?=(?:{bounds}) )")


def _repeated_in_groups(words: list[str], negators: frozenset[str]) -> int:
    """Negators that repeat the denial of a verb group coordinated with a denied one.

    "have not been and will not be listed": two auxiliary groups, each denied, joined by
    "and" or "or", share the one verb after them, which is denied once. A negator counts here
    only right after an auxiliary, and not as a determiner or pronoun ("shall not have no
    remedy": "no" denies the noun, and no coordinator joins two groups).
    """
    auxiliaries = lexicon.word_set("bound_words", "auxiliaries") | lexicon.word_set(
        "bound_words", "perfect_auxiliaries"
    )
    nominal = lexicon.word_set("polarity", "negative_pronouns") | {"no"}
    repeated = 0
    denied = False  # inside (or right after) a denied run of auxiliaries
    joined = False  # and a coordinator since
    for i, w in enumerate(words):
        if w in negators and w not in nominal and i > 0 and words[i - 1] in auxiliaries:
            if denied and joined:
                repeated += 1
            denied, joined = True, False
        elif w in ("and", "or") and denied:
            joined = True
        elif w not in auxiliaries:
            denied = joined = False
    return repeated


def _negator_before(words: list[str], negators: frozenset[str]) -> bool:
    return any(w in negators for w in words)


_WITHOUT = re.compile(r"\bwithout\b", re.I)
_WITH = re.compile(r"\bwith\b", re.I)


def same_condition(claim: str, source: str) -> bool:
    """The source forbids an act without a condition and the claim permits it with one.

    "shall not sublet without the Landlord's consent" and "may sublet (only) with the
    Landlord's consent" state one rule: an act barred unless a condition holds is an act
    allowed when it holds. Only the source's "not ... without" and the claim's "with" (and no
    negator of its own) count; "may sublet without consent" is still a flip.
    """
    mine = expand_contractions(claim)
    theirs = expand_contractions(source)
    without = _WITHOUT.search(theirs)
    if without is None or negation_parity(theirs[: without.start()]) != 1:
        return False
    return (
        _WITH.search(mine) is not None
        and _WITHOUT.search(mine) is None
        and negation_parity(mine) == 0
    )


_ONLY = re.compile(r"(?<!\bnot )\bonly\b", re.I)  # "not only" adds


def same_restriction(claim: str, source: str, rest: str = "") -> bool:
    """The source denies an act save for an exception, and the claim allows it "only" so.

    "shall not make any statement other than those in the brochure" and "may only make the
    statements in the brochure" state one rule. The source's exception marker must follow its
    negator, the claim's "only" stand without one ("not only" adds, it does not restrict), and
    what "only" restricts share a word with the exception ("only to a relative" is not "except
    with consent", nor "only an hourly fee" "other than the fixed price"), a word the rule
    itself does not name before its exception. ``rest`` is the source sentence's text after
    ``source`` when ``source`` is a stretch cut from it: the exception runs to the end of its
    clause however much of it the claim copies.
    """
    mine = expand_contractions(claim)
    only = _ONLY.search(mine)
    if only is None or negation_parity(mine) != 0:
        return False
    theirs = expand_contractions(source)
    marker = exception_marker().search(theirs)
    if marker is None or negation_parity(theirs[: marker.start()]) != 1:
        return False
    restricted = content_words(_CLAUSE_END.split(mine[only.end() :], maxsplit=1)[0])
    exception = f"{theirs[marker.end() :]} {expand_contractions(rest)}"
    excepted = content_words(_CLAUSE_END.split(exception, maxsplit=1)[0])
    # the act and its object, which the rule names before its exception, are no part of
    # what either side restricts ("only a member of the Guild may press cider" is not "unless
    # the person pressing the cider holds a licence")
    ruled = set(content_words(theirs[: marker.start()]))
    return bool((set(restricted) - ruled) & set(excepted))


@functools.cache
def exception_marker() -> re.Pattern[str]:
    """The exception markers of ``lexicon/polarity.json`` as one pattern, longest first."""
    markers = lexicon.phrase_alternation("polarity", "exception_markers")
    return re.compile(rf"\b(?:{markers})\b", re.IGNORECASE)


_CLAUSE_END = re.compile(r"[.;:]\s|[.;:]$")  # what "only" or an exception takes ends there


_BOUND_TOKEN = re.compile(r"[A-Za-z0-9$£€₹][\w'$,.-]*(?<![,.])|[.;:,]")
# words from a negator to the comparative it denies ("No crane on the Site shall lift more")
_BOUND_REACH = 8
# punctuation that ends a clause; the words that open another one are ``clause_openers`` in
# lexicon/bound_words.json: a negator before either denies something else
_CLAUSE_STOPS = frozenset({".", ";", ":", ","})
_MAX_DENIED = 8  # denied comparatives tried per stretch (each re-reads the stretch's negation)
_VALUE_REACH = 2  # words between a limit and its value ("a maximum of six", "up to $500")
_VALUE_WORDS = 6  # words read for the value itself ("two thousand four hundred litres")


def _value_after(words: list[str], i: int) -> str | None:
    """The value that starts within a couple of words after index ``i`` ("of six", "$500")."""
    for j in range(i, min(len(words), i + _VALUE_REACH + 1)):
        found = find_values(" ".join(words[j : j + _VALUE_WORDS]))
        if found and found[0].start == 0:
            return f"{found[0].kind}:{found[0].value}"
        if words[j] not in ("of", "a", "an"):
            return None
    return None


def _comparatives(
    words: list[str], direction: str, negators: frozenset[str]
) -> list[tuple[int, str | None]]:
    """Each comparative of ``direction`` before a value, with the negator that denies it (or -1).

    "more than 12 tonnes", "exceed 40 square metres"; "no longer" and "the lower court" compare
    nothing. The negator is sought back to the start of the comparative's clause.
    """
    compared = lexicon.word_set("bound_words", f"{direction}_comparatives")
    found: list[tuple[int, str | None]] = []
    for i, w in enumerate(words):
        if w not in compared:
            continue
        after = i + 1
        if not w.startswith("exceed"):
            if words[after : after + 1] != ["than"]:
                continue
            after += 1
        value = _value_after(words, after)
        if value is None:
            continue
        found.append((_denier(words, i, negators), value))
    return found


def _denier(words: list[str], i: int, negators: frozenset[str]) -> int:
    """The negator that denies the comparative at ``i`` through its verb, or -1.

    Sought back to the start of the clause; a preposition met before any auxiliary puts the
    comparative in a modifier of another noun ("not liable for delays of more than 12 days"),
    while one inside the subject, before the auxiliary, does not ("No crane on the Site shall
    lift more than").
    """
    auxiliaries = lexicon.word_set("bound_words", "auxiliaries")
    prepositions = lexicon.word_set("bound_words", "prepositions")
    openers = lexicon.word_set("bound_words", "clause_openers")
    past_auxiliary = False
    for j in range(i - 1, max(-1, i - 1 - _BOUND_REACH), -1):
        if words[j] in _CLAUSE_STOPS or words[j] in openers:
            return -1
        if words[j] in negators:
            return j
        if words[j] in auxiliaries:
            past_auxiliary = True
        elif words[j] in prepositions and not past_auxiliary:
            return -1
    return -1


def _stated_limits(words: list[str], direction: str, negators: frozenset[str]) -> set[str]:
    """The values ``words`` put as a limit of ``direction``: "up to X", "no more than X"."""
    limits = {v for n, v in _comparatives(words, direction, negators) if n >= 0 and v}
    for phrase in lexicon.word_set("bound_words", f"{direction}_limits"):
        size = len(phrase.split())
        for i in range(len(words) - size + 1):
            if " ".join(words[i : i + size]) == phrase:
                value = _value_after(words, i + size)
                if value is not None:
                    limits.add(value)
    return limits


_BRACKETED_FIGURE = re.compile(r"\s*\(\d+(?:\.\d+)?\)")


def denied_bounds(text: str) -> set[tuple[str, str]]:
    """The limits ``text`` states by denying a comparative, as (direction, value) pairs.

    "no earlier than ten days" is a lower limit of ten days, "shall not exceed $500" an upper
    one of $500.
    """
    negators = lexicon.word_set("polarity", "negators")
    # a figure repeated in brackets after its words ("ten (10) days") is read once
    text = _BRACKETED_FIGURE.sub("", expand_contractions(text))
    words = [w.lower() for w in _BOUND_TOKEN.findall(text)]
    return {
        (direction, value)
        for direction in ("upper", "lower")
        for n, value in _comparatives(words, direction, negators)
        if n >= 0 and value
    }


def same_bound(claim: str, source: str) -> bool:
    """The source denies going past a value and the claim states that value as the limit.

    "shall not exceed 40 square metres" and "up to 40 square metres", "no crane shall lift
    more than 12 tonnes" and "no more than 12 tonnes": the negator of the source denies the
    excess, not the statement, so without it the two agree in negation. The claim's limit must
    have the source's direction ("at least 12 tonnes" is no upper limit) and its value, and a
    claim that also allows the excess ("may exceed", "more than") is a flip whatever else it
    says.
    """
    negators = lexicon.word_set("polarity", "negators")
    mine = [w.lower() for w in _BOUND_TOKEN.findall(expand_contractions(claim))]
    theirs = [w.lower() for w in _BOUND_TOKEN.findall(expand_contractions(source))]
    for direction in ("upper", "lower"):
        limits = _stated_limits(mine, direction, negators)
        if not limits or any(n < 0 for n, _ in _comparatives(mine, direction, negators)):
            continue
        denied = [(n, v) for n, v in _comparatives(theirs, direction, negators) if n >= 0]
        for negator, value in denied[:_MAX_DENIED]:
            if value not in limits:
                continue
            rest = theirs[:negator] + theirs[negator + 1 :]
            if negation_parity(" ".join(rest)) == negation_parity(claim):
                return True
    return False


def negation_flipped(claim: str, stretch: str, rest: str = "") -> bool:
    """The claim and the stretch it copies disagree in negation, as statements of a rule.

    Their negators' parity differs, and they are not one rule put two ways ("not ... without
    consent" / "with consent", :func:`same_condition`; "not ... except" / "only",
    :func:`same_restriction`, which reads the exception on into ``rest``, the sentence after
    the stretch; "not exceed" / "up to", :func:`same_bound`).
    """
    return (
        negation_parity(claim) != negation_parity(stretch)
        and not same_condition(claim, stretch)
        and not same_restriction(claim, stretch, rest)
        and not same_bound(claim, stretch)
        and not same_conditional(claim, stretch)
    )


def same_conditional(claim: str, stretch: str) -> bool:
    """One side states a condition with "unless", the other with a negator: one condition.

    "unless the defect is remedied" is "where the defect is not remedied": an "unless"
    counted as a negator brings the two to one parity. Only the side that has one counts it,
    so "unless remedied" against "if remedied" stays a flip.
    """
    mine, theirs = _conditionals(claim), _conditionals(stretch)
    if mine == theirs:
        return False
    # the rule the condition is put on must not be denied itself: "shall not assign unless
    # the Landlord consents" is no "may assign without consent"
    conditioned = claim if mine else stretch
    first = _first_conditional(conditioned)
    if negation_parity(conditioned[:first]) != 0:
        return False
    return (negation_parity(claim) + mine) % 2 == (negation_parity(stretch) + theirs) % 2


def _conditionals(text: str) -> int:
    """How many negative conditionals ("unless") a text has."""
    markers = lexicon.word_set("polarity", "negative_conditionals")
    return sum(w in markers for w in TOKEN.findall(text.lower()))


def _first_conditional(text: str) -> int:
    """Where the text's first negative conditional starts."""
    markers = lexicon.word_set("polarity", "negative_conditionals")
    return next((m.start() for m in TOKEN.finditer(text) if m.group().lower() in markers), 0)
