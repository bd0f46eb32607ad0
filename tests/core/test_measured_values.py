"""A value is compared with the source value that gives the size of the same noun.

"on four months' notice" measures a notice; in "once this agreement has run for two (2) years
from the Launch Date, the Distributor may bring it to an end by giving four (4) months prior
written notice" the two years measure no notice. A claim that writes both values is judged
value by value, and the noun each value measures is the surest word of its slot: the claim's
four months are the source's four months, though the claim's words around them ("after 2
years from the Launch Date") are shared with the other value's.

A value the sources write only as the size of another noun does not state the claim's: "up
to four demo units" against "4 legs" and "up to 2 Demo units" counts the units otherwise.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.slots import measured_noun
from lexaudit.judge.measures import measures_otherwise
from lexaudit.judge.mentions import Mention
from lexaudit.types import Entity, EntityType, Span
from lexaudit.verifier import Verifier

_EXITS = (
    "Once this agreement has run for two (2) years from the Launch Date, the Distributor may"
    " bring it to an end by giving four (4) months prior written notice to the Maker. The"
    " Distributor may also bring it to an end by four (4) months written notice after the Maker"
    " is sold; provided that the notice is served within forty-five (45) days of the sale."
)
_EARLY_EXITS = (
    "**Leaving early:** the Distributor can end it without cause after 2 years from the Launch"
    " Date, on {} months' notice, or after the Maker is sold, on four months' notice, served"
    " within 45 days of the sale."
)


@pytest.mark.parametrize(
    ("text", "value", "noun"),
    [
        ("The Reseller may end it on three months' notice.", "three months", "notic"),
        ("on three (3) months prior written notice", "three (3) months", "prior write notic"),
        ("plus a 4% penalty", "4%", "penalti"),
        ("a penalty equal to 4% of the freight charge", "4%", "penalti"),
        (
            "The Buyer pays a royalty of six percent (6%) of net sales.",
            "six percent (6%)",
            "royalti",
        ),
        # the noun with the words that say which kind of it: a 30-day cure period is a period
        # of cure
        ("within a 30-day cure period", "30-day", "cure period"),
        ("a cure period of thirty (30) days", "thirty (30) days", "cure period"),
        # a verb or a preposition of time governs the value: it measures no noun
        ("The notice must be given within 30 days.", "30 days", None),
        ("It renews after twelve months.", "twelve months", None),
        ("above 104% of its booked volume", "104%", None),
    ],
)
def test_the_noun_a_value_measures(
    extractor,  # type: ignore[no-untyped-def]
    text: str,
    value: str,
    noun: str | None,
) -> None:
    doc = extractor.nlp(text)
    start = text.index(value)
    assert measured_noun(doc, start, start + len(value)) == noun


@pytest.mark.parametrize(("months", "clean"), [("four", True), ("six", False)])
def test_a_value_is_compared_with_the_one_that_measures_its_noun(
    verifier: Verifier, months: str, clean: bool
) -> None:
    report = verifier.verify(_EARLY_EXITS.format(months), [_EXITS])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


_RALLY = (
    "7. Sponsor Support. Halden shall pay Birch the fees listed in Schedule 2 to this deed. Birch"
    " shall take part in: (i) 1 leg of the Coastal Trophy; (ii) 4 legs of the Highland Rally Cup"
    " (dates still to be fixed). Halden will give Birch the use of up to 2 Demo units to be"
    " driven in the Birch rally car for trials, tuning and racing."
)
_CONTRIBUTION = (
    "Halden's support is the fees in Schedule 2, which the excerpt doesn't include, plus the use"
    " of up to {} demo units in the rally car for trials, tuning and racing."
)


@pytest.mark.parametrize(("units", "clean"), [("two", True), ("four", False)])
def test_a_count_of_one_noun_is_not_stated_by_a_count_of_another(
    verifier: Verifier, units: str, clean: bool
) -> None:
    # the sources write "4" only as a count of legs; the demo units they count are 2
    report = verifier.verify(_CONTRIBUTION.format(units), [_RALLY])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]


def _mention(value: str, measures: str | None) -> Mention:
    entity = Entity(EntityType.NUMBER, value, value, Span(0, len(value)))
    return Mention(entity, "s1", frozenset(), True, None, measures)


@pytest.mark.parametrize(
    ("claim", "noun", "equal", "rivals", "contradicted_by"),
    [
        # one other size of the same kind of thing: a contradiction
        ("4", "demo unit", [], [("2", "demo unit")], "2"),
        # two other sizes: which one the claim meant is open
        ("4", "demo unit", [], [("2", "demo unit"), ("3", "demo unit")], None),
        # another kind of the thing ("New Members" are not "Members")
        ("4", "new member", [], [("9", "member")], None),
        # a total of two sizes of the thing the answer works out
        ("7", "member", [], [("5", "member"), ("2", "addit member")], None),
        # an equal value whose noun the parse does not give may be the claim's
        ("4", "demo unit", [("4", None)], [("2", "demo unit")], None),
        # an equal value that counts another noun states nothing of this one
        ("4", "demo unit", [("4", "leg")], [("2", "demo unit")], "2"),
        # a count of days is a period, judged as one, and "three times" a multiplier
        ("180", "day", [], [("60", "day")], None),
        ("3", "time", [], [("10", "time")], None),
    ],
)
def test_the_one_other_size_of_a_noun(
    claim: str,
    noun: str,
    equal: list[tuple[str, str | None]],
    rivals: list[tuple[str, str | None]],
    contradicted_by: str | None,
) -> None:
    entity = Entity(EntityType.NUMBER, claim, claim, Span(0, len(claim)))
    rival_mentions = [_mention(*r) for r in rivals]
    found = measures_otherwise(
        entity, noun, [_mention(*e) for e in equal], rival_mentions, rival_mentions
    )
    assert (found.entity.value if found else None) == contradicted_by


_BOARD = (
    "The Board shall consist of five (5) directors. The Investor may appoint 2 additional"
    " directors at any time after the Closing."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        # a total the answer works out from two sizes of the noun
        ("With the investor's two extra seats, the board can grow to seven directors.", True),
        ("The board can grow to eight directors.", False),
    ],
)
def test_a_worked_out_total_is_no_other_size(verifier: Verifier, answer: str, clean: bool) -> None:
    report = verifier.verify(answer, [_BOARD])
    assert (report.label.value == "clean") is clean, [f.content for f in report.findings]
