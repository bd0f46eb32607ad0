"""Negation carried by the subject or the coordinator: "neither ... nor", "none", "nor".

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges the end-to-end cases.
"""

from __future__ import annotations

from typing import Any

import pytest

from lexaudit.extract import scope
from lexaudit.extract.pipeline import Extractor
from lexaudit.judge.negation import negation_flipped, negation_parity
from lexaudit.verifier import Verifier


@pytest.fixture(scope="module")
def nlp() -> Any:
    return Extractor().nlp


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def _negated(nlp: Any, text: str, verb: str) -> bool:
    doc = nlp(text)
    (token,) = [t for t in doc if t.text == verb]
    return scope.is_negated(token)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # "neither" opening a coordinated subject
        ("Neither the Miller nor the Baker shall be liable for a late harvest.", "be"),
        ("Neither the Guild nor any of its members may publish the minutes.", "publish"),
        # a negative pronoun as the subject
        ("None of the trustees shall vote on his own salary.", "vote"),
        ("Nobody may enter the quarry after dusk.", "enter"),
        ("Nothing in this deed shall oblige the Warden to repair the fence.", "oblige"),
        ("The trustees agree that neither will claim the orchard.", "claim"),
        # "neither ... nor" on the verbs, and "nor" opening a second clause
        ("The Warden has neither approved nor refused the request.", "approved"),
        ("The Warden has neither approved nor refused the request.", "refused"),
        ("The Miller will not grind rye, nor will the Baker bake it.", "bake"),
        # a negative adverbial of occasion or manner
        ("In no event shall the Miller be liable for a late harvest.", "be"),
        ("Under no circumstances may the Guild publish the minutes.", "publish"),
        ("At no time shall the Warden open the gate.", "open"),
        ("The Warden shall in no way bind the trustees.", "bind"),
    ],
)
def test_a_negative_subject_or_coordinator_denies_the_verb(nlp: Any, text: str, verb: str) -> None:
    assert _negated(nlp, text, verb)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("The Miller and the Baker shall be liable for a late harvest.", "be"),
        ("Both the Guild and its members may publish the minutes.", "publish"),
        ("All of the trustees shall vote on the budget.", "vote"),
        ("The Miller will grind rye, and the Baker will bake it.", "bake"),
        ("During the season, the Miller and his sons will grind the rye.", "grind"),
        # "no" before a noun of cost or of what comes with the act negates that noun only
        ("The Miller shall grind the rye at no cost to the Baker.", "grind"),
        ("The Guild may expel a member with no refund of dues.", "expel"),
        ("In any event the Miller shall be liable for a late harvest.", "be"),
        # a "nor" hung on the first verb denies only the verb after it
        (
            "The Miller shall keep the sacks and shall not sell them, nor shall he lend them.",
            "keep",
        ),
    ],
)
def test_a_plain_subject_or_coordinator_denies_nothing(nlp: Any, text: str, verb: str) -> None:
    assert not _negated(nlp, text, verb)


def test_a_neither_subject_the_parser_hangs_on_an_opening_phrase_still_denies(nlp: Any) -> None:
    # the parser makes "neither the Vendor ..." a conjunct of the opening phrase's last noun
    # and leaves "sell" without a subject; the phrase that ends where "will" begins is it
    text = (
        "For a period of three years following the Closing Date, neither the Vendor nor any of "
        "its subsidiaries will sell or license the formula to any competitor."
    )
    assert _negated(nlp, text, "sell")
    assert _negated(nlp, text, "license")
    plain = (
        "For a period of three years following the Closing Date, the Vendor and its "
        "subsidiaries will sell or license the formula to any competitor."
    )
    assert not _negated(nlp, plain, "license")


def test_neither_and_nor_are_one_negation_when_counted() -> None:
    assert negation_parity("neither the Miller nor the Baker shall be liable") == 1
    assert negation_parity("the Miller will not grind rye, nor will the Baker bake it") == 1
    assert negation_parity("nor will the Baker bake it") == 1
    assert negation_parity("the Miller and the Baker shall be liable") == 0


def test_a_paraphrase_of_a_neither_nor_ban_raises_no_polarity_conflict(
    verifier: Verifier,
) -> None:
    source = (
        "For a period of three years following the Closing Date, neither the Vendor nor any of "
        "its subsidiaries will sell or license the formula to any competitor."
    )
    faithful = (
        "For three years after closing, the Vendor and its subsidiaries can't license the "
        "formula to a competitor."
    )
    conflicts = [c for cv in verifier.verify(faithful, [source]).claims for c in cv.conflicts]
    assert not [c for c in conflicts if c.field == "polarity"], conflicts
    flipped = (
        "For three years after closing, the Vendor is free to license the formula to a competitor."
    )
    conflicts = [c for cv in verifier.verify(flipped, [source]).claims for c in cv.conflicts]
    assert [c for c in conflicts if c.field in ("polarity", "modality")], conflicts


def test_side_is_the_plain_word_for_a_party(verifier: Verifier) -> None:
    source = (
        "17.1 A party is not answerable for a delay in its work caused by flood, storm or the "
        "closure of the canal, provided it informs the other party promptly."
    )
    faithful = (
        "Neither side is answerable for delays caused by a flood, a storm or the canal closing."
    )
    conflicts = [c for cv in verifier.verify(faithful, [source]).claims for c in cv.conflicts]
    assert not conflicts, conflicts
    flipped = (
        "Either side is answerable for delays caused by a flood, a storm or the canal closing."
    )
    conflicts = [c for cv in verifier.verify(flipped, [source]).claims for c in cv.conflicts]
    assert [c for c in conflicts if c.field == "polarity"], conflicts


def test_nothing_preventing_an_act_permits_it(nlp: Any) -> None:
    from lexaudit.extract.relations import extract_relations
    from lexaudit.types import Modality

    doc = nlp("Nothing in this deed shall prevent the Warden from mending the fence.")
    (mend,) = [r for r in extract_relations(doc, []) if r.relation == "mend"]
    assert not mend.negated and mend.modality is Modality.MAY


@pytest.mark.parametrize(
    "text",
    [
        # the parser reads "nothing contained" (or "nothing stated herein") as a clause and
        # the modal verb after it as having no subject, or a participle ("provided") for one
        "Nothing contained herein shall oblige the Miller to grind on Sundays.",
        "Nothing stated herein will oblige the Miller to grind on Sundays.",
        "The Miller grinds the Guild's corn; provided, however, that nothing contained in this "
        "deed shall oblige the Miller to grind on Sundays.",
        # ... or "Nothing" as a compound of the word after it
        "Nothing herein shall oblige the Miller to grind on Sundays.",
    ],
)
def test_a_negative_noun_qualified_by_a_participle_denies_the_duty(nlp: Any, text: str) -> None:
    from lexaudit.types import Modality

    (grind,) = [t for t in nlp(text) if t.text == "grind"]
    assert scope.modality(grind, scope.is_negated(grind)) is Modality.NEED_NOT


def test_a_plain_noun_qualified_by_a_participle_leaves_the_duty(nlp: Any) -> None:
    from lexaudit.types import Modality

    for text in (
        "Everything contained herein shall oblige the Miller to grind.",
        "The rules stated herein will oblige the Miller to grind.",
    ):
        (grind,) = [t for t in nlp(text) if t.text == "grind"]
        assert scope.modality(grind, scope.is_negated(grind)) is Modality.SHALL, text


def test_an_answer_denying_a_duty_nothing_in_the_deed_imposes_is_clean(verifier: Verifier) -> None:
    source = (
        "The Miller grinds the Guild's corn at the posted rate; provided, however, that nothing "
        "contained in this deed or the schedule shall oblige the Miller to grind on Sundays."
    )
    report = verifier.verify("The Miller isn't obliged to grind on Sundays.", [source])
    assert report.label.value == "clean", [c.conflicts for c in report.claims]


@pytest.mark.parametrize(
    "text",
    [
        "The Miller can't grind on Sundays.",
        "The Miller won't grind on Sundays.",
        "The Miller shan't grind on Sundays.",
    ],
)
def test_a_contracted_modal_keeps_its_modality(nlp: Any, text: str) -> None:
    from lexaudit.types import Modality

    # spaCy splits "can't" into "ca" and "n't": the modal is its lemma
    (grind,) = [t for t in nlp(text) if t.text == "grind"]
    assert scope.modality(grind, scope.is_negated(grind)) is Modality.SHALL_NOT


def test_a_list_after_no_is_the_negative_subject_of_the_stretch() -> None:
    from lexaudit.judge.stretch import copied_stretch

    source = (
        "Under the Guild's rules, no miller, baker or carter may enter the granary after dusk "
        "without the Warden's leave."
    )
    claim = "carters may enter the granary after dusk without the Warden's leave"
    assert copied_stretch(claim, source).startswith("no miller baker or carter")
    # a list that only follows a plain subject adds no negation
    plain = "Under the Guild's rules, the miller, baker or carter may enter the granary after dusk."
    assert not copied_stretch("carters may enter the granary after dusk", plain).startswith("no")


@pytest.mark.parametrize(
    ("claim", "flipped"),
    [
        ("No hidden charges (storage, handling, delivery) apply.", False),
        ("Charges for storage, handling and delivery apply.", True),
    ],
)
def test_an_aside_reads_with_the_negated_clause_it_hangs_on(claim: str, flipped: bool) -> None:
    from lexaudit.judge.stretch import copied_stretch

    source = (
        "Save as set out in Clause 5, no hidden charges, levies or other costs apply (including "
        "any charges for storage, handling or delivery)."
    )
    stretch = copied_stretch(claim, source)
    assert stretch.startswith("no hidden charges"), stretch
    assert negation_flipped(claim, stretch) is flipped


def test_an_aside_of_exception_is_not_read_with_its_clause() -> None:
    from lexaudit.judge.stretch import copied_stretch

    source = (
        "Save as the council may otherwise decide by a resolution of the members, no fees are "
        "payable by a member to the Guild (other than the fee for a copy of the minutes of a "
        "meeting of the members)."
    )
    claim = "a copy of the minutes of a meeting of the members costs a fee"
    assert not copied_stretch(claim, source).lower().startswith("no")
    including = source.replace("other than", "including")
    assert copied_stretch(claim, including).lower().startswith("no fees")


@pytest.mark.parametrize(
    "claim",
    [
        "Neither side is liable to the other for indirect, incidental or special losses of any "
        "kind.",
        # the stretch a claim without the negator copies starts inside "in no event"
        "Either party can be liable to the other party for indirect, incidental or special "
        "losses of any kind.",
    ],
)
def test_a_negative_adverbial_that_inverts_the_clause_is_read_with_it(claim: str) -> None:
    from lexaudit.judge.stretch import copied_stretch

    source = (
        "Save for a breach of Clause 4, in no event shall either party be liable to the other "
        "party for any indirect, incidental or special losses of any kind, however arising."
    )
    stretch = copied_stretch(claim, source)
    assert stretch.startswith("in no event"), stretch
    assert negation_flipped(claim, stretch) == claim.startswith("Either"), stretch


_CHARTER = (
    "IN NO EVENT SHALL EITHER OWNER BE LIABLE TO THE OTHER FOR ANY INDIRECT, EXEMPLARY OR "
    "MULTIPLIED DAMAGES OR LOST REVENUE CONNECTED WITH THIS CHARTER."
)


@pytest.mark.parametrize(
    ("answer", "flipped"),
    [
        # the claim's negative subject denies the list's later items a few words back, the
        # source's preposed "in no event" further back: both deny
        (
            "Neither owner is liable for indirect, exemplary or multiplied damages or lost "
            "revenue connected with the charter.",
            False,
        ),
        (
            "Neither owner is liable for indirect, exemplary or multiplied damages or lost "
            "revenue connected with the charter, which is the usual position.",
            False,
        ),
        # the claim drops the denial: still a flip
        (
            "Either owner is liable to the other for indirect, exemplary or multiplied damages "
            "or lost revenue connected with the charter.",
            True,
        ),
    ],
)
def test_a_piece_denied_by_the_claims_subject_meets_a_negator_further_back(
    verifier: Verifier, answer: str, flipped: bool
) -> None:
    report = verifier.verify(answer, [_CHARTER])
    kinds = {f.subtype.value for f in report.findings}
    assert ("polarity_flip" in kinds) is flipped, report.findings


@pytest.mark.parametrize(
    "source",
    [
        "In no event shall the Miller or the Baker be liable to the other for any lost "
        "harvests, spoiled flour or idle mill hands arising out of the lease.",
        "UNDER NO CIRCUMSTANCES SHALL THE MILLER OR THE BAKER BE LIABLE TO THE OTHER FOR ANY "
        "LOST HARVESTS, SPOILED FLOUR OR IDLE MILL HANDS ARISING OUT OF THE LEASE.",
    ],
)
def test_a_negative_adverbial_denies_the_inverted_subject_a_claim_copies_from(
    verifier: Verifier, source: str
) -> None:
    from lexaudit.judge.stretch import negative_subject

    assert negative_subject(source, source.lower().index("miller")) == "no"
    denied = (
        "Neither the Miller nor the Baker is liable for lost harvests, spoiled flour or idle "
        "mill hands arising out of the lease."
    )
    assert not _flagged_polarity(verifier, denied, source)
    plain = (
        "The Miller is liable to the Baker for lost harvests, spoiled flour or idle mill hands "
        "arising out of the lease."
    )
    assert _flagged_polarity(verifier, plain, source)


def _flagged_polarity(verifier: Verifier, answer: str, source: str) -> bool:
    report = verifier.verify(answer, [source])
    return any(f.subtype.value == "polarity_flip" for f in report.findings)


def test_denied_in_clause_reads_back_to_the_clause_opening() -> None:
    from lexaudit.judge.stretch import denied_in_clause

    sentence = "In no event shall the Warden be liable for any lost rent, fees or costs."
    assert denied_in_clause(sentence, sentence.index("fees"))
    # a negator of the clause before does not reach across the semicolon
    other = "The Warden shall not sell the orchard; he is liable for any lost rent, fees or costs."
    assert not denied_in_clause(other, other.index("fees"))
    # nor does a bound's "no" ("no later than")
    bound = "The Warden shall pay no later than May any lost rent, fees or costs."
    assert not denied_in_clause(bound, bound.index("fees"))
