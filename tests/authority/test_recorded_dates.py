"""Dates the authority record gives an act: its commencement and its repeal.

The texts are written for these tests. An answer that says when a code was replaced states a
date no excerpt of the code prints; the shipped core pack records it, so the date is not
reported as a value no source states (``authority.temporal.recorded_dates``, used by the
structural judge). A date the record does not give, or one in a sentence that speaks of no
act, is still judged against the sources alone.
"""

from __future__ import annotations

from lexaudit.authority.checks import core_store
from lexaudit.authority.temporal import recorded_dates
from lexaudit.types import Chunk
from lexaudit.verifier import Verifier

_THEFT = (
    "378. Theft.—Whoever, intending to take dishonestly any moveable property out of the "
    "possession of any person without that person's consent, moves that property in order to "
    "such taking, is said to commit theft."
)


def test_the_dates_of_an_act_the_text_names() -> None:
    store = core_store()
    dates = recorded_dates("The Sanhita of 2023 (the BNS) took effect then.", [], store)
    assert "2024-07-01" in dates
    # the acts the sources are of count once the sentence speaks of an act
    both = recorded_dates("The BNS took over from it.", ["IN/IPC"], store)
    assert {"2024-07-01", "1862-01-01"} <= both


def test_no_act_named_gives_no_dates() -> None:
    assert (
        recorded_dates("The goods were seized that day.", ["IN/IPC"], core_store()) == frozenset()
    )


def _date_claim(report):  # type: ignore[no-untyped-def]
    (claim,) = [cv for cv in report.claims if "July" in cv.claim.text]
    return claim


def _verify(verifier: Verifier, answer: str):  # type: ignore[no-untyped-def]
    chunk = Chunk(chunk_id="ipc-378", doc_id="ipc", text=_THEFT)
    return verifier.verify(answer, [chunk])


_LEAD = "Moving someone's goods without consent, meaning to take them dishonestly, is theft. "


def test_a_recorded_date_is_not_a_value_no_source_states(verifier: Verifier) -> None:
    claim = _date_claim(
        _verify(verifier, _LEAD + "The BNS took over from this code on 1 July 2024.")
    )
    assert "not found in any source" not in claim.reason, claim.reason


def test_a_date_the_record_does_not_give_is_still_unstated(verifier: Verifier) -> None:
    claim = _date_claim(
        _verify(verifier, _LEAD + "The BNS took over from this code on 1 July 2023.")
    )
    assert claim.verdict.value == "unsupported"
    assert "not found in any source: '1 July 2023'" in claim.reason


def test_a_date_in_a_sentence_naming_no_act_is_still_unstated(verifier: Verifier) -> None:
    claim = _date_claim(_verify(verifier, _LEAD + "The suspect was held on 1 July 2024."))
    assert "not found in any source: '1 July 2024'" in claim.reason
