"""How often: a frequency the claim gives that the sentence it copies gives otherwise.

"Fees are payable monthly" against "fees shall be payable quarterly", "reports every month"
against "at least once each calendar quarter", "$400 a week" against "$400 per month": the
recurrence of a payment, report or meeting is a value of its own, which the amount, date and
period checks do not see. A frequency is read from the adverbs of recurrence ("quarterly",
"per annum"), a calendar unit after "per", "each", "every" or, after a value or "once",
"a" ("once a month", "every three months", "$500 a week") or a unit repeated ("from day to
day"; the hyphenated "year-to-year", which may also mean routine, as in "day-to-day
operations", only agrees with a claim and is never its rival) and is measured in days by the
30/360 convention (``data/lexicon/frequencies.json``), so "every three months" is "quarterly".

The claim's frequency is compared with the frequencies of the source sentence its conjunct
copies (the sentence that holds most of the words of the clause or coordinated predicate the
frequency stands in, at least half of them), and only with those of the sentence's conjunct
that shares most words with it ("payable monthly, and the fee rises 3% on each anniversary":
the month is not the rise's). It conflicts only when that conjunct gives a frequency, none of
the sentence's frequencies is the claim's, and no other sentence that holds as many of the
clause's words gives the claim's: a sentence that says nothing of how often leaves the claim
unjudged on it, and a claim merging two sentences may take its frequency from either. When
that conjunct's frequency is one the claim states for something else ("$120 an hour, billed
monthly" against "The Consultant shall bill the Client each month"), the next sentence the
clause copies is read instead ("USD 120 per hour"). The
claim's frequency written elsewhere, for another thing ("the monthly referral report" beside
quarterly data deliveries), does not make it right. A multiplier may stand before an adverb
("twice yearly" is every 180 days). "Biweekly", "bimonthly", "biannual" and their hyphenated
forms ("bi-monthly") are read both ways English uses them (twice a month, or every two months):
either reading agrees with them, and a frequency that is neither is their rival.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from lexaudit import lexicon
from lexaudit.evidence.retrieval import Window
from lexaudit.extract.pipeline import content_words
from lexaudit.text.numbers import NUMBER_WORDS_RE, parse_number
from lexaudit.types import Claim, Conflict, Entity, Span

# a clause is compared with the sentence that holds this share of its content words
_COPIED = 0.5
# a clause of fewer content words than this is read with the rest of the claim
_CLAUSE_WORDS = 3
_CLAUSE_BREAK = re.compile(r"[;:]|,\s+(?:and|but|or|while|whereas)\b|\n")
# frequencies within this share of each other are one ("every 30 days" is "monthly")
_SAME = 0.1


@dataclass(frozen=True, slots=True)
class Frequency:
    """One frequency as written, with its period in days."""

    text: str
    start: int
    end: int
    days: float
    # "a year-to-year tenancy", "day-to-day operations": the hyphenated compound may be an
    # adjective of recurrence or of routine, so it can agree with a claim but is no rival
    soft: bool = False
    # the second reading of a two-way word ("bimonthly": twice a month, or every two months)
    other: float | None = None

    @property
    def readings(self) -> tuple[float, ...]:
        """The periods in days this frequency may mean (two for a two-way word)."""
        return (self.days,) if self.other is None else (self.days, self.other)


@functools.cache
def _pattern() -> re.Pattern[str]:
    adverbs = lexicon.phrase_alternation("frequencies", "adverbs")
    units = lexicon.phrase_alternation("frequencies", "units")
    multipliers = lexicon.phrase_alternation("frequencies", "multipliers")
    two_way = lexicon.phrase_alternation("frequencies", "two_way")
    # "three", "3", "three (3)"
    count = rf"(?:\d+|{NUMBER_WORDS_RE}(?:\s*\(\d+\))?)"
    return re.compile(
        # not the tail of a prefixed word: "bi-monthly" is no "monthly"
        rf"(?:(?<![\w-])(?:"
        rf"(?P<twoway>{two_way})"
        rf"|(?P<adverb>{adverbs})"
        rf"|every\s+(?:(?P<other>other)\s+|(?P<count>{count})\s+)?(?P<every>{units})s?"
        rf"|(?:(?P<mult>{multipliers})|(?P<times>{count})\s+times)\s+"
        rf"(?:(?:a|an|per|each|every|in\s+a|in\s+each|in\s+any)\s+(?P<multunit>{units})"
        rf"|(?P<multadverb>{adverbs}))"
        rf"|(?:per|each)\s+(?P<per>{units})"
        # "accrues from day to day", "renews from year to year": each day, each year
        rf"|from\s+(?P<from>{units})\s+to\s+(?P=from)"
        rf"|(?P<hyphen>{units})-to-(?P=hyphen)"
        rf")"
        # a rate after its value: "$250 a week"
        rf"|(?<=[\d%)])\s*(?:a|an)\s+(?P<rate>{units})"
        rf")\b(?!-)",
        re.IGNORECASE,
    )


def _days(name: str, table: str) -> float:
    return float(lexicon.load("frequencies")[table][" ".join(name.lower().split())])


def _count(word: str) -> float | None:
    value = parse_number(word.split("(")[0])
    return float(value) if value is not None and value > 0 else None


def frequencies(text: str) -> list[Frequency]:
    """Every frequency written in ``text``, in order.

    >>> [(f.text, f.days) for f in frequencies("paid quarterly, and audited once a year")]
    [('quarterly', 90.0), ('once a year', 360.0)]
    >>> [f.days for f in frequencies("every three months; $500 a week; twice per year")]
    [90.0, 7.0, 180.0]
    >>> [(f.text, f.days) for f in frequencies("interest accrues from day to day")]
    [('from day to day', 1.0)]
    """
    found: list[Frequency] = []
    for m in _pattern().finditer(text):
        days: float | None
        if m.group("twoway"):
            key = m.group("twoway").lower()
            first, second = lexicon.load("frequencies")["two_way"][key]
            found.append(
                Frequency(m.group(0).strip(), m.start(), m.end(), float(first), other=float(second))
            )
            continue
        if m.group("adverb"):
            days = _days(m.group("adverb"), "adverbs")
        elif m.group("every"):
            n = 2.0 if m.group("other") else (_count(m.group("count")) if m.group("count") else 1.0)
            days = None if n is None else n * _days(m.group("every"), "units")
        elif m.group("multunit") or m.group("multadverb"):
            times = (
                _days(m.group("mult"), "multipliers")
                if m.group("mult")
                else _count(m.group("times"))
            )
            period = (
                _days(m.group("multunit"), "units")
                if m.group("multunit")
                else _days(m.group("multadverb"), "adverbs")
            )
            days = None if not times else period / times
        else:
            unit = m.group("per") or m.group("rate") or m.group("from") or m.group("hyphen")
            days = _days(unit, "units")
        if days is not None:
            soft = m.group("hyphen") is not None
            found.append(Frequency(m.group(0).strip(), m.start(), m.end(), days, soft))
    return found


def _same(f: Frequency, g: Frequency) -> bool:
    """Some reading of ``f`` is some reading of ``g`` (within ``_SAME``)."""
    return any(abs(a - b) <= _SAME * max(a, b) for a in f.readings for b in g.readings)


def frequency_conflicts(claim: Claim, windows: Sequence[Window]) -> list[Conflict]:
    """The claim's frequencies that the sentence their clause copies gives otherwise."""
    stated = [f for f in frequencies(claim.text) if not f.soft]
    if not stated or not windows:
        return []
    written = {id(w): frequencies(w.chunk.text[w.start : w.end]) for w in windows}
    conflicts: list[Conflict] = []
    for f in stated:
        words = _topic(claim.text, f)
        if not words:
            continue
        ranked = sorted(windows, key=lambda w: -len(words & w.own_words))
        held = len(words & ranked[0].own_words)
        if held < _COPIED * len(words):
            continue
        if any(
            _same(f, g) for w in windows if len(words & w.own_words) >= held for g in written[id(w)]
        ):
            continue  # a sentence the clause may copy gives it (the best one, or one as close)
        others = [g for g in stated if g is not f]
        attached = _attached_rival(claim.text, f, windows, written)
        if attached is not None:
            # "$120 a day" against "USD 120 per hour": the sources give this value's rate
            window, rival = attached
            if not _same(f, rival):
                conflicts.append(_conflict(claim, f, rival, window))
            continue
        for best in ranked:
            if len(words & best.own_words) < _COPIED * len(words):
                break
            if best is not ranked[0] and any(_same(f, g) for g in written[id(best)]):
                break  # the next sentence the clause copies gives it
            theirs = _rivals(words, best, written[id(best)])
            if not theirs:
                break  # the sentence says nothing of how often: the claim is unjudged on it
            if _all_taken(theirs, written[id(best)], others):
                # the sentence's frequency is another of the claim's ("$120 an hour, billed
                # monthly"): the next sentence the clause copies is read instead
                continue
            conflicts.append(_conflict(claim, f, theirs[0], best))
            break
    return conflicts


def period_of_stated_frequency(entity: Entity, claim: Claim, windows: Sequence[Window]) -> bool:
    """A period the claim gives as a frequency that the sentence it copies gives in any form.

    "every three months" where the source says "quarterly", "every 12 months" for "annually":
    the period is how often, and the source states how often, though not the period itself.
    The sentence must hold most of the words the frequency is about (:func:`_topic`), so a
    frequency the sources give for something else ("reports annually" beside "officers are
    elected every 12 months") does not state it.
    """
    at = entity.span.start - claim.span.start
    mine = [f for f in frequencies(claim.text) if f.start <= at < f.end and not f.soft]
    if not mine:
        return False
    words = _topic(claim.text, mine[0])
    return bool(words) and any(
        _same(mine[0], g)
        for w in windows
        if len(words & w.own_words) >= _COPIED * len(words)
        for g in frequencies(w.chunk.text[w.start : w.end])
    )


def _conflict(claim: Claim, f: Frequency, rival: Frequency, window: Window) -> Conflict:
    """The claim's frequency ``f`` against the ``rival`` the sentence of ``window`` writes."""
    span = Span(claim.span.start + f.start, claim.span.start + f.end)
    return Conflict("frequency", f.text, rival.text, span, window.span)


def _attached_rival(
    text: str, f: Frequency, windows: Sequence[Window], written: dict[int, list[Frequency]]
) -> tuple[Window, Frequency] | None:
    """The source frequency written right after the value ``f`` is the rate of in ``text``.

    "$120 a day", "1% a year": a rate after its value is that value's; a sentence that writes
    the same figure with a rate after it ("USD 120 per hour", "1% per month") gives the
    value's rate, whichever sentence the rest of the claim copies.
    """
    value = _VALUE_BEFORE.search(text, 0, f.start)
    if value is None:
        return None
    figure = value.group(1).replace(",", "")
    for window in windows:
        sentence = window.chunk.text[window.start : window.end]
        for g in written[id(window)]:
            if g.soft:
                continue
            before = _FIGURE.findall(sentence, max(0, g.start - _RATE_GAP), g.start)
            if before and before[-1].replace(",", "") == figure:
                return window, g
    return None


# the figure a rate follows ("$120 a day", "1.5% a month", "INR 5,000 (five thousand) a week")
_VALUE_BEFORE = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(?:%|\))?\s*$")
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")
# how far before a source frequency its figure may stand ("USD 120 per hour", "1% per month")
_RATE_GAP = 25


def _rivals(words: set[str], best: Window, written: Sequence[Frequency]) -> list[Frequency]:
    """The frequencies of the conjunct of ``best``'s sentence that speaks of the same thing.

    "payable monthly, and the fee rises 3% each year" gives the rise no month; a hyphenated
    compound ("day-to-day") is no rival.
    """
    sentence = best.chunk.text[best.start : best.end]
    parts = _parts(sentence, _CONJUNCT_BREAK)
    shares = [len(words & set(content_words(sentence[a:b]))) for a, b in parts]
    closest = [p for p, n in zip(parts, shares, strict=True) if n == max(shares)]
    return [g for g in written if not g.soft and any(a <= g.start < b for a, b in closest)]


def _all_taken(
    rivals: Sequence[Frequency], sentence: Sequence[Frequency], others: Sequence[Frequency]
) -> bool:
    """Each rival is a frequency of the sentence that another of the claim's frequencies states.

    "$90 an hour, billed monthly" against "shall bill the Client each month": the sentence's
    one frequency is the claim's "monthly", so the hourly rate has no rival there.
    Each of the claim's other frequencies accounts for one of the sentence's of its value.
    """
    # a frequency that is no rival is used up first ("pays the royalty quarterly, with a
    # monthly report" against "pays monthly and reports monthly" leaves one monthly a rival)
    left = sorted(sentence, key=lambda h: h in rivals)
    for g in others:
        match = next((h for h in left if _same(g, h)), None)
        if match is not None:
            left.remove(match)
    return not any(r in left for r in rivals)


# conjuncts: a clause or a coordinated predicate or object ("pays rent monthly and the service
# charge quarterly")
_CONJUNCT_BREAK = re.compile(r"[;:\n]|,?\s+(?:and|but|or|while|whereas)\s+")
# a conjunct of fewer content words than this (besides the frequency) is read in its clause
_CONJUNCT_WORDS = 2


def _topic(text: str, f: Frequency) -> set[str]:
    """The words the frequency ``f`` of ``text`` is about, besides its own.

    Those of its conjunct; of its clause when the conjunct has too few; of the whole text when
    the clause has too few too.
    """
    own = set(content_words(f.text))
    conjunct = set(content_words(_part_at(text, _CONJUNCT_BREAK, f.start))) - own
    if len(conjunct) >= _CONJUNCT_WORDS:
        return conjunct
    clause = _part_at(text, _CLAUSE_BREAK, f.start)
    if len(set(content_words(clause))) < _CLAUSE_WORDS:
        clause = text
    return set(content_words(clause)) - own


def _parts(text: str, breaks: re.Pattern[str]) -> list[tuple[int, int]]:
    """The stretches of ``text`` between the matches of ``breaks``, as offsets."""
    parts: list[tuple[int, int]] = []
    opening = 0
    for m in breaks.finditer(text):
        parts.append((opening, m.start()))
        opening = m.end()
    parts.append((opening, len(text)))
    return parts


def _part_at(text: str, breaks: re.Pattern[str], at: int) -> str:
    """The stretch of ``text`` between ``breaks`` that holds offset ``at``."""
    a, b = next(((a, b) for a, b in _parts(text, breaks) if at < b), (0, len(text)))
    return text[a:b]
