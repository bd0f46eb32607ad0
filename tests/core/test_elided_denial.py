"""A negator that denies a left-out clause, and a place named in the possessive, by the verifier.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.judge.clause_flips import _piece_flip
from lexaudit.verifier import Verifier

_HARBOUR = [
    "7. Mooring fees. The Harbour Board may not charge a mooring fee for a vessel unless the "
    "owner of the vessel resides outside the District. The Board includes the delegates of "
    "Tasmania and the Harbour Master of New Brunswick."
]


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


@pytest.mark.parametrize(
    "answer",
    [
        "Not unless the owner of the vessel resides outside the District.",
        "Not if the owner resides in the District: the owner must reside outside it.",
    ],
)
def test_not_before_a_subordinator_denies_the_clause_left_out(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, _HARBOUR)
    assert not [c for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Not unless the owner resides outside the District.", False),
        ("Unless the owner does not reside in the District, no fee is due.", True),
        ("The owner does not reside in the District.", True),
    ],
)
def test_only_a_negator_before_the_subordinator_is_left_to_the_missing_clause(
    text: str, negated: bool
) -> None:
    from lexaudit.extract.pipeline import Extractor

    (reside,) = [r for r in Extractor().analyse(text).relations if r.relation == "reside"]
    assert reside.negated is negated


def test_a_place_named_in_the_possessive_is_the_place(verifier: Verifier) -> None:
    assert normalize_place("New Brunswick's") == normalize_place("New Brunswick")
    assert normalize_place("Texas\u2019") == "texas"
    report = verifier.verify(
        "The Board includes Tasmania's delegates and New Brunswick's Harbour Master.",
        _HARBOUR,
    )
    assert not [f for f in report.findings if f.subtype.value == "value_mismatch"]


_LICENCE_BARRED = (
    "7.2 The Licence shall not be transferred by the Grower to any other person without the "
    "approval of the Council, whose approval may be given on conditions."
)
_LICENCE_FREE = (
    "7.2 The Grower may transfer the Licence to any other person without the approval of the "
    "Council, whose approval may be given on conditions."
)
_NOT_TO_OTHERS = (
    "**Transfer:** not to any other person without the approval of the Council, which may "
    "attach conditions."
)


def _polarity(verifier: Verifier, answer: str, source: str) -> list[str]:
    report = verifier.verify(answer, [source])
    return [c.field for cv in report.claims for c in cv.conflicts if c.field == "polarity"]


def test_an_opening_not_that_leaves_out_its_verb_is_the_copied_clause_s_own(
    verifier: Verifier,
) -> None:
    # the sentence's "shall not be transferred" stands before the copied words: the
    # answer's "not" denies the same left-out verb
    assert not _polarity(verifier, _NOT_TO_OTHERS, _LICENCE_BARRED)


def test_an_opening_not_against_a_clause_that_denies_nothing_is_a_flip(
    verifier: Verifier,
) -> None:
    assert _polarity(verifier, _NOT_TO_OTHERS, _LICENCE_FREE)


_GROWERS = (
    "This Licence shall not be transferable by either grower to any outside grower without "
    "the written approval of the other grower hereto; except that either grower may transfer "
    "this Licence without the other grower's approval to a person that buys the whole of the "
    "orchards or presses of the transferring grower in the Valley, whether by sale, gift or "
    "otherwise."
)


def test_a_clause_of_a_longer_claim_opening_with_not_reads_the_copied_clause_s_denial() -> None:
    # one clause of a merged claim, read on its own (judge.clause_flips): its opening "not"
    # stands for the sentence's "shall not be transferable", which the copied words follow
    piece = (
        "not to an outside grower without the other grower's written approval — except that "
        "either grower may transfer without approval to a person that buys the whole of its "
        "orchards or presses within the Valley"
    )
    assert _piece_flip(piece, _GROWERS) is None
    # the same clause against a sentence that allows the transfer is still a flip
    allowed = _GROWERS.replace("shall not be", "shall be")
    assert _piece_flip(piece, allowed) is not None
