"""The stretch of a source sentence that a claim copies.

A claim cut from a long sentence is compared word by word with its own stretch of that
sentence, not with the whole of it: negation parity, antonyms at the same spot and parties that
trade places are all read there (:mod:`lexaudit.judge.lexical`, :mod:`lexaudit.judge.structural`).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Sequence

from lexaudit import lexicon
from lexaudit.extract.scope import PERMISSION_MODALS
from lexaudit.judge.negation import TOKEN as _TOKEN
from lexaudit.judge.negation import has_negator, negation_count


def crop(mine: Sequence[str], theirs: list[str]) -> list[str]:
    """The stretch of a long sentence that a shorter claim copies.

    A claim cut from a long sentence ("Party B is entitled to request Party A to pay ...")
    aligns word by word with its own stretch of the sentence, not with earlier mentions of
    the same names ("... by Party B, Party B shall remedy the breach, and Party A is entitled
    to request Party B to pay ..."). The stretch is the window of the claim's length plus two
    words that shares the most words with it.
    """
    start, end = crop_at(mine, theirs)
    return theirs[start:end]


def crop_at(mine: Sequence[str], theirs: list[str]) -> tuple[int, int]:
    """Where the stretch :func:`crop` returns begins and ends in ``theirs``."""
    size = len(mine) + 2
    if len(theirs) <= size + 2:
        return 0, len(theirs)
    want: dict[str, int] = {}
    for w in mine:
        want[w.lower()] = want.get(w.lower(), 0) + 1
    lowered = [w.lower() for w in theirs]

    def shared(start: int) -> int:
        have: dict[str, int] = {}
        for w in lowered[start : start + size]:
            have[w] = have.get(w, 0) + 1
        return sum(min(n, have.get(w, 0)) for w, n in want.items())

    best = max(range(len(theirs) - size + 1), key=lambda i: (shared(i), -i))
    return best, best + size


def copied_stretch(claim: str, sentence: str) -> str:
    """The stretch of ``sentence`` that ``claim`` copies (see :func:`crop`), as text.

    A negative opening of the stretch's clause is part of it: a negative subject ("Neither the
    Publisher nor its imprints shall print or sell ..." for a claim on what the Publisher may
    sell, "no fees, charges or costs are payable" for one on costs), or a negative adverbial
    that puts the verb before its subject ("in no event shall either party be liable").
    Either denies the clause's verb, however many words it has. A stretch inside a bracketed
    aside reads with the clause the aside hangs on ("no fees are payable (including any fee
    for copies)"), unless the aside states an exception ("(other than ...)").
    """
    return copied_stretch_and_rest(claim, sentence)[0]


def copied_stretch_and_rest(claim: str, sentence: str) -> tuple[str, str]:
    """:func:`copied_stretch`, and the words of ``sentence`` after it.

    What the copy leaves off still belongs to the clauses it cut: an exception the stretch
    opens ("unless the presser is a | person who holds an orchard licence") names whom it
    excepts in the words after the cut.
    """
    start, end = copy_span(_TOKEN.findall(claim), sentence)
    opening = _negative_opening(sentence, _aside_opening(sentence, start))
    if opening is not None:
        start = opening
    return (
        " ".join(_WORD_OR_VALUE.findall(sentence[start:end])),
        " ".join(_WORD_OR_VALUE.findall(sentence[end:])),
    )


def _negative_opening(sentence: str, at: int) -> int | None:
    """Where a negative opening of the clause that ``at`` stands in begins, if it has one.

    The clause opens at the sentence's start, after a comma, semicolon or colon, or after a
    statute heading's stop and dash (:func:`statement_start`), with a
    negative pronoun or "no" ("Neither the Publisher nor | its imprints shall ...", "No party
    to | this deed may ..."), or with a preposition, "no" and a noun of manner or occasion
    ("in no event", "under no circumstances"); ``at`` may fall inside that opening. Between
    the opening and ``at`` stands no word that opens another clause (``clause_openers``) or
    "than", but for the one "and" or "or" of a list ("no fees, charges or | costs ...").
    """
    head, body = _negative_opening_patterns()
    for found in head.finditer(sentence):
        begin = found.start("head")
        if begin > at:
            break
        if found.end() >= at or body.fullmatch(sentence, found.end(), at):
            return begin
    return None


@functools.cache
def _negative_opening_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The negative opening of a clause, and what may stand between it and the stretch."""
    pronouns = lexicon.alternation("polarity", "negative_pronouns")
    nouns = lexicon.alternation("polarity", "negative_adverbial_nouns")
    openers = lexicon.alternation("bound_words", "clause_openers")
    word = rf"(?:(?!\b(?:{openers}|than)\b)[^,;:.()])"
    head = re.compile(
        rf"(?i)(?:^|(?:(?<=[,;:])|(?<=\.[\u2014\u2013]))\s*)(?P<head>(?:{pronouns}|no|(?:in|on|under|at)\s+no\s+"
        rf"(?:{nouns}))\b)"
    )
    body = re.compile(rf"(?i){word}*?(?:,{word}+?)*(?:,?\s+(?:and|or)\b{word}*?)?\s*")
    return head, body


def _aside_opening(sentence: str, start: int) -> int:
    """Where the bracketed aside that ``start`` stands in opens, else ``start`` itself.

    An aside that opens with an exception marker ("(except ...)", "(other than ...)") is not
    read with its clause: it carves out of the clause's rule rather than restating it.
    """
    opened = sentence.rfind("(", 0, start)
    if opened < 0 or sentence.rfind(")", 0, start) > opened:
        return start
    return start if _exception_opening().match(sentence, opened + 1) else opened


@functools.cache
def _exception_opening() -> re.Pattern[str]:
    markers = lexicon.alternation("polarity", "exception_markers")
    return re.compile(rf"(?i)\s*(?:{markers})\b")


_CLAUSE_BREAK = re.compile(r"[,;:]")
# the stretch's words, with an amount or figure kept whole ("$2,000", "1,500.50"): a bound
# the stretch denies is compared by its value (:func:`lexaudit.judge.negation.same_bound`)
_WORD_OR_VALUE = re.compile(rf"[$£€₹]?\d[\d,]*(?:\.\d+)?(?<=\d)|{_TOKEN.pattern}")


_COORDINATORS = frozenset({"and", "or", "but"})


def copy_of(mine: Sequence[str], sentence: str) -> list[str]:
    """The words of ``sentence`` a claim of words ``mine`` copies, without another clause's.

    The cropped window runs two words past the claim. Words at its edge that the claim has
    no counterpart for, and that a comma, semicolon, colon or coordinating conjunction parts
    from the copied words, belong to a neighbouring clause: in "if the carrier starts but
    does not finish, the owner may end it", a claim "the owner may end it" does not copy the
    "not" of "does not finish". Edge words are left out only when they hold a negator: the
    stretch is otherwise the cropped window, as the near-copy ratio has always read it.
    """
    start, end = copy_span(mine, sentence)
    return _TOKEN.findall(sentence[start:end])


# a statute's heading opens its sentence with the provision's number or bracketed label and
# a short title, and ends with a stop and a dash before its text: "281. False lights.—Whoever
# exhibits ...", "(B) Funds withheld after a date.—\nNo funds ..." (as
# ``text/sections._STATUTE_HEADING`` reads a section heading); a dash after an abbreviation
# in running text ("Dunmore Bros.—Leeds") ends no heading
_HEADING = re.compile(
    r"\s*(?:§\s*)?(?:\d{1,4}[A-Za-z]{0,3}\.|\(\w{1,4}\))[^\n]{0,100}?\.[\u2014\u2013]"
    r"(?=\s*[A-Z(\"\u201c\u00a7])"
)


def statement_start(sentence: str) -> int:
    """Where the statement of a sentence begins: after a statute heading, if it opens with one.

    A heading names its provision ("(B) Funds withheld after a date.—") and often repeats
    the words of the text below it without its negator ("No funds withheld ... shall be
    available"); it states nothing, so the words a claim copies are looked for in the text.
    """
    found = _HEADING.match(sentence)
    return found.end() if found is not None and sentence[found.end() :].strip() else 0


def copy_span(mine: Sequence[str], sentence: str) -> tuple[int, int]:
    """Where the stretch :func:`copy_of` returns begins and ends in ``sentence`` (characters).

    The words are looked for in the sentence's statement, past any heading
    (:func:`statement_start`).
    """
    found = list(_TOKEN.finditer(sentence, statement_start(sentence)))
    if not found:
        return 0, 0
    first, last = crop_at(mine, [m.group(0) for m in found])
    lo, hi = _copied_words(mine, sentence, found, first, last)
    return found[first + lo].start(), found[first + hi - 1].end()


def _copied_words(
    mine: Sequence[str], sentence: str, found: list[re.Match[str]], first: int, last: int
) -> tuple[int, int]:
    """The copied words of the cropped window ``found[first:last]``, as indices into it."""
    theirs = [m.group(0) for m in found[first:last]]
    blocks = difflib.SequenceMatcher(
        a=[w.lower() for w in mine], b=[w.lower() for w in theirs], autojunk=False
    ).get_matching_blocks()
    matched = [m for m in blocks if m.size]
    if not matched:
        return 0, len(theirs)

    def parted(j: int) -> bool:  # a clause break between the j-1th and jth word of ``theirs``
        gap = sentence[found[first + j - 1].end() : found[first + j].start()]
        return _CLAUSE_BREAK.search(gap) is not None

    # a coordinating conjunction opens the next conjunct: "personal to the Buyer | and shall
    # not be assigned", and so does the word after one the claim ends on ("will not refuse
    # the order, but | shall not be liable")
    def opens(j: int) -> bool:
        return parted(j) or theirs[j].lower() in _COORDINATORS or closes(j)

    def closes(j: int) -> bool:
        return parted(j) or theirs[j - 1].lower() in _COORDINATORS

    lo, hi = 0, len(theirs)
    # an edge word is the claim's when the claim has words before (after) its first (last)
    # copied word: a replaced word ("either" for "neither") stays
    if matched[0].a == 0:
        lo = max((j for j in range(1, matched[0].b + 1) if closes(j)), default=0)
    end = matched[-1].b + matched[-1].size
    if end == len(theirs) or matched[-1].a + matched[-1].size < len(mine):
        return (lo, len(theirs)) if has_negator(theirs[:lo]) else (0, len(theirs))
    hi = min((j for j in range(end, len(theirs)) if opens(j)), default=len(theirs))
    return (lo, hi) if has_negator(theirs[:lo] + theirs[hi:]) else (0, len(theirs))


# a subject that opens its clause with a negative pronoun or determiner ("Nothing in this
# Part", "No person", "(4) None of the parties"), a list marker before it allowed, and
# what may stand between it and the copied words: its own phrase, a few words with no clause
# of their own ("No fee is payable where | the Tenant gives notice" denies another clause)
_OPENING_WORD = re.compile(r"\s*(?:\(\w{1,4}\)\s*)?([A-Za-z]+)\s*([A-Za-z]*)\s*([A-Za-z]*)")
# an existential "there" before the subject it introduces: "There are | no claims pending"
_EXISTENTIAL = re.compile(
    r"\s*(?:\(\w{1,4}\)\s*)?there\s+(?:is|are|was|were|exists?|(?:shall|will|would)\s+be)"
    r"(?=\s+[A-Za-z])",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[;:!?\n]|\.[\u2014\u2013]?")  # a heading's ".—" too
_SUBJECT_WORDS = 6
_ASIDE_COMMA = re.compile(r"(\w+)\s*,\s*$")


def negative_subject(sentence: str, start: int) -> str | None:
    """The negative word that opens the subject of the clause whose words begin at ``start``.

    "Nothing in this Part entitles the lessor to ...": a claim that copies "entitles the
    lessor to ..." copies a denied statement. After an existential "there is / are" the
    subject follows the verb ("There are no claims, | suits or demands pending"). The word
    is a negative pronoun ("nothing", "none": ``negative_pronouns`` in
    ``data/lexicon/polarity.json``) or the determiner "no", not one that opens a comparative
    bound ("no later than", "no more than"); a negative adverbial that inverts the clause
    ("In no event shall | the Seller be liable") denies it as such a subject does. The
    subject phrase must end where the copied words begin, within a few words, and hold no
    clause opener ("which", "if", "where"), but for the one "and" or "or" of a list of the
    verbs it governs before a comma ("Nobody may paint or carve on, | deface ...");
    copied words after an auxiliary and a comma ("No person shall, | without a permit, ...")
    are an aside, not what is denied. Copied words inside a bracketed aside read with the
    clause the aside hangs on, as :func:`copied_stretch` reads them ("no terms apply
    (including | any implied terms ...)"), unless the aside states an exception.
    """
    bracket = _aside_opening(sentence, start)
    if bracket != start:
        opened = _negative_opening(sentence, bracket)
        if opened is not None:
            head = _TOKEN.findall(sentence[opened:bracket])
            return next((w for w in head if _negative(w)), "no")
    opening = max((m.end() for m in _CLAUSE_END.finditer(sentence, 0, start)), default=0)
    existential = _EXISTENTIAL.match(sentence, opening, start)
    if existential is not None:
        opening = existential.end()  # "there are no claims": "no" opens the subject
    adverbial = _inverting_adverbial().match(sentence, opening, start)
    m = _OPENING_WORD.match(sentence, opening, start)
    if adverbial is not None:
        # "In no event shall | the Seller be liable": a negative adverbial before the inverted
        # auxiliary denies the clause as a negative subject does; the words between are counted
        # from the auxiliary on
        gap, word = sentence[adverbial.end() : start], "no"
    elif m is None or not _negative(m.group(1)) or _bound(m.group(2), m.group(3)):
        return None
    else:
        gap, word = sentence[m.end(1) : start], m.group(1)
    between = [w.lower() for w in _TOKEN.findall(gap)]
    openers = [w for w in between if w in lexicon.word_set("bound_words", "clause_openers")]
    # the one "and" or "or" of a list of verbs the subject governs, before the comma that
    # parts the copied item ("Nobody may paint or carve on, | deface ..."), opens no clause
    listed = (
        len(openers) == 1
        and openers[0] in _COORDINATORS - {"but"}
        and between[-1] != openers[0]
        and gap.rstrip().endswith(",")
        and (item := _OPENING_WORD.match(sentence, start)) is not None
        and item.group(1).lower() not in lexicon.word_set("bound_words", "clause_openers")
    )
    if len(between) > _SUBJECT_WORDS or (openers and not listed):
        return None
    aside = _ASIDE_COMMA.search(gap)
    if aside and aside.group(1).lower() in lexicon.word_set("bound_words", "auxiliaries"):
        return None
    return word


@functools.cache
def _inverting_adverbial() -> re.Pattern[str]:
    """A negative adverbial of occasion or manner and the auxiliary it inverts.

    "In no event shall", "under no circumstances may", "at no time will" (the nouns are
    ``negative_adverbial_nouns`` in ``data/lexicon/polarity.json``).
    """
    nouns = lexicon.alternation("polarity", "negative_adverbial_nouns")
    auxiliaries = lexicon.alternation("bound_words", "auxiliaries")
    return re.compile(
        rf"(?i)\s*(?:\(\w{{1,4}}\)\s*)?(?:in|on|under|at)\s+no\s+(?:{nouns})\s*,?\s*"
        rf"(?:{auxiliaries})\b"
    )


def denied_in_clause(sentence: str, start: int) -> bool:
    """A negator stands before ``start`` in the clause that holds it, however far back.

    "IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY CONSEQUENTIAL, | SPECIAL OR PUNITIVE
    DAMAGES": the words after the comma are denied as the first item is, though the negator
    is further back than a negative subject may be (:func:`negative_subject`). A negator in
    a fixed expression ("no later than") counts for nothing.
    """
    opening = max((m.end() for m in _CLAUSE_END.finditer(sentence, 0, start)), default=0)
    return negation_count(sentence[opening:start]) > 0


@functools.cache
def _prohibiting_lead() -> re.Pattern[str]:
    """The "it is unlawful (for anyone)" that comes right before the words it prohibits."""
    adjectives = "|".join(
        sorted(lexicon.word_set("polarity", "prohibition_adjectives"), key=len, reverse=True)
    )
    return re.compile(
        rf"\bit\s+(?:is|was|(?:shall|will|would)\s+be)\s+(?:{adjectives})"
        r"(?:\s+for\s+(?:(?!\bto\b)[^;:.()]){1,60}?)?[\s,\u2014\u2013-]*"
        # the infinitives it governs run on to the stretch, a few words in one clause (as far
        # as a claim's own negative subject reaches: ``_SUBJECT_WORDS``)
        rf"(?:to\b(?:[\s,]+(?!(?:but|except|unless|provided|however)\b)[\w'-]+){{0,{_SUBJECT_WORDS}}}"
        r"[\s,]*)?$",
        re.IGNORECASE,
    )


def prohibited_stretch(sentence: str, start: int) -> bool:
    """The words from ``start`` on are what "it is unlawful (for P) to" prohibits.

    "It is unlawful for anyone | to climb on any statue", "... to climb on, | remove or
    damage any statue": a claim that copies the acts copies prohibited acts, as "no one may
    climb on any statue" states them, a few words on from the "to" (as far as a claim's own
    negative subject is read), not past "but", "except" or the like. The
    adjective is one of ``prohibition_adjectives`` in ``data/lexicon/polarity.json``; "it
    shall not be unlawful to" permits, and its "not" stands between, so it does not match
    (the parse reads the same: :func:`lexaudit.extract.negators.prohibiting_copula`).
    """
    return _prohibiting_lead().search(sentence, max(0, start - 120), start) is not None


def denial_before(
    sentence: str, start: int, stretch: Sequence[str], claim_denied: bool
) -> str | None:
    """The word that denies the stretch from ``start`` on from before it, or None.

    A negative subject ("Nothing in this Part | entitles ...") denies the copied words with
    its own word; "it is unlawful (for anyone) to" before them prohibits them ("no"). Where
    the claim is denied at its opening, by a negative subject of its own or by a negator that
    leaves out the verb it denies ("Transfer: not to any other person without approval"), a
    negator further back in the stretch's clause denies the stretch too ("in no event shall
    either party be liable for any consequential, | special ...", "the Licence shall not be
    transferred by the Grower | to any other person ..."), unless the stretch has a negator
    of its own ("will not be | listed").
    """
    denied = negative_subject(sentence, start)
    if denied is not None:
        return denied
    if prohibited_stretch(sentence, start):
        return "no"
    if claim_denied and not has_negator(stretch) and denied_in_clause(sentence, start):
        return "no"
    return None


def _negative(word: str) -> bool:
    """A negative pronoun or the negative determiner "no"."""
    lowered = word.lower()
    return lowered == "no" or lowered in lexicon.word_set("polarity", "negative_pronouns")


def _bound(word: str, after: str) -> bool:
    """A comparative of a bound after "no": "no later than", "no more than", "no fewer than"."""
    return after.lower() == "than" and word.lower() in _comparatives()


@functools.cache
def _comparatives() -> frozenset[str]:
    """The comparatives of ``data/lexicon/bound_words.json``, of quantities and of dates."""
    return frozenset(
        lexicon.word_set("bound_words", "upper_comparatives")
        | lexicon.word_set("bound_words", "lower_comparatives")
        | {
            phrase.split()[0]
            for key in ("date_closing_when_denied", "date_opening_when_denied")
            for phrase in lexicon.load("bound_words")[key]
            if phrase.endswith(" than")
        }
    )


def supposed_failure(claim: str, sentence: str, start: int) -> bool:
    """A claim that an act may be done, against a stretch that supposes it is not.

    "if the parties cannot agree on an umpire, the court names one" supposes the parties do
    not agree; it says nothing against a claim that they may ("can", "may", "could"). The
    stretch at ``start`` must open a condition ("if", "when", "in the event (that)" right
    before it); a claim that the act is done or must be ("they have agreed") is not cleared.
    """
    permits = any(w.lower() in PERMISSION_MODALS for w in _TOKEN.findall(claim))
    return permits and _condition_opening().search(sentence, 0, start) is not None


def denial_in_supposition(claim: str, stretch: str, sentence: str, start: int) -> bool:
    """The claim's negation that the stretch lacks stands in a condition the claim supposes.

    "If the Supplier does not cure the defect in time, the Buyer may terminate" copies "The
    Supplier shall cure the defect ..." with a negator added, but inside "if ...,": the claim
    supposes a breach of the duty, it does not deny the duty. The claim must open with a
    condition (``condition_markers`` of ``lexicon/conditions.json``, or "in the event (that)")
    that holds a negator (the condition runs to its first comma, or to the end of a clause
    that is all condition), the rest of the claim must not be negated (an even count of
    negators), and the copied stretch must be positive and no condition itself (one
    condition is compared with another). Supposing an act done where the source denies it
    is not cleared.
    """
    opening = _claim_condition().match(claim)
    if opening is None or _condition_opening().search(sentence, 0, start) is not None:
        return False
    comma = claim.find(",", opening.end())
    if comma < 0:
        comma = len(claim)  # a clause of a longer claim that is all condition
    supposed = claim[opening.end() : comma]
    if not has_negator(_TOKEN.findall(supposed)):
        return False
    rest = claim[: opening.start()] + claim[comma:]
    return negation_count(rest) % 2 == 0 and negation_count(stretch) % 2 == 0


@functools.cache
def _condition_words() -> str:
    """A condition's opening words: "if", "when", ..., "in (the) event (that)"."""
    markers = lexicon.alternation("conditions", "condition_markers")
    nouns = lexicon.alternation("conditions", "condition_nouns")
    return rf"(?:{markers}|in\s+(?:the\s+)?(?:{nouns})(?:\s+that)?)\s+"


@functools.cache
def _claim_condition() -> re.Pattern[str]:
    return re.compile(rf"(?i)\s*{_condition_words()}")


@functools.cache
def _condition_opening() -> re.Pattern[str]:
    return re.compile(rf"(?i)\b{_condition_words()}$")


def framed_statement(text: str) -> str:
    """What a claim states inside a frame of saying, or the claim as it is.

    "Section 1 states that the agent is not liable", "the court held that ...", "The Act
    provides: ...": the frame names who or what says it, and the source sentence holds only
    the statement, so the word-by-word checks compare the statement alone. The frame is a few
    words at the claim's start that end in a verb of saying or of laying down (``report_verbs``
    and ``frame_verbs`` in ``data/lexicon/predicates.json``), maybe with an adverb ("expressly
    provides"), and then "that" or a colon. A frame that holds a negator ("nothing in Section 1
    says that ...") denies its statement, so it is kept.
    """
    m = _statement_frame().match(text)
    if (
        m is None
        or has_negator(_TOKEN.findall(m.group(0)))
        or len(_TOKEN.findall(text, m.end())) < 3
    ):
        return text
    return text[m.end() :]


@functools.cache
def _statement_frame() -> re.Pattern[str]:
    """Up to eight words, a verb of saying in any tense, then "that" or a colon."""
    verbs = lexicon.word_set("predicates", "report_verbs") | lexicon.word_set(
        "predicates", "frame_verbs"
    )
    return re.compile(
        rf"\W*(?:[^\s,;:!?]+\s+){{1,8}}?(?:\w+ly\s+)?(?:{_verb_forms(verbs)})"
        r"(?:\s+that\b|\s*:)\s*",
        re.IGNORECASE,
    )


def _verb_forms(verbs: frozenset[str]) -> str:
    """Every form of the verbs (``irregular_forms`` of ``predicates.json`` too), as alternation."""
    irregular = lexicon.load("predicates")["irregular_forms"]
    forms: set[str] = set()
    for verb in verbs:
        forms.update(_regular_forms(verb))
        forms.update(irregular.get(verb, ()))
    return "|".join(sorted(forms, key=len, reverse=True))


def _regular_forms(verb: str) -> set[str]:
    """The forms of a regular verb: "state", "states", "stated"; "specifies", "specified"."""
    if verb.endswith("e"):
        return {verb, f"{verb}s", f"{verb}d"}
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return {verb, f"{verb[:-1]}ies", f"{verb[:-1]}ied"}
    if verb.endswith(("s", "sh", "ch", "x")):
        return {verb, f"{verb}es", f"{verb}ed"}
    # a final consonant may be doubled before -ed ("admitted"): both spellings are taken
    return {verb, f"{verb}s", f"{verb}ed", f"{verb}{verb[-1]}ed"}


def contended_stretch(sentence: str, start: int) -> bool:
    """The words from ``start`` on are what a party contends: "the respondent argued that |".

    A contention (``contention_verbs`` in ``data/lexicon/polarity.json``: argue, contend,
    submit, allege ...) reports a party's position, not what the court or the law says, so a
    claim that states the opposite contradicts nothing in it. The verb's "that" must come
    right before the stretch, or a few words before it in the same clause.
    """
    opening = re.match(r"that\b", sentence[start : start + 5], re.IGNORECASE)
    end = start + opening.end() if opening is not None else start  # the stretch may take it
    return _contention_lead().search(sentence, max(0, start - 120), end) is not None


def contends(text: str) -> bool:
    """``text`` reports a contention itself ("the insurer argued that ...").

    Such a claim is compared with a contended stretch as any statement is.
    """
    return _contention_verb().search(text) is not None


@functools.cache
def _contention_verb() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{_contention_forms()})\s+that\b", re.IGNORECASE)


@functools.cache
def _contention_forms() -> str:
    return _verb_forms(lexicon.word_set("polarity", "contention_verbs"))


@functools.cache
def _contention_lead() -> re.Pattern[str]:
    return re.compile(
        rf"\b(?:{_contention_forms()})\s+that\b(?:[^,;:.()\n]{{0,40}})$",
        re.IGNORECASE,
    )
