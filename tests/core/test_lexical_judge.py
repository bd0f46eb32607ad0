"""Word-level checks of the lexical judge on near-copies of a source sentence."""

from __future__ import annotations

import pytest

from lexaudit.judge.lexical import _crop, _name_swap

LONG = (
    "In the event of any breach below by Party B, Party B shall immediately remedy the breach, "
    "and Party A is entitled to request Party B to pay the liquidated damages of an amount from "
    "RMB1,000 to RMB 5,000 based on the consequences of the breach."
)


def _words(text: str) -> list[str]:
    return text.split()


def test_crop_finds_the_stretch_a_claim_copies():
    claim = _words("Party A is entitled to request Party B to pay the liquidated damages")
    stretch = _crop(claim, LONG.replace(",", "").split())
    assert " ".join(claim) in " ".join(stretch)
    assert len(stretch) == len(claim) + 2
    assert "remedy" not in stretch


def test_crop_leaves_a_short_sentence_whole():
    words = _words("The Licensor grants the Licensee a licence")
    assert _crop(words[:5], words) == words


@pytest.mark.parametrize(
    "claim",
    [
        "Party B is entitled to request Party A to pay the liquidated damages",
        "The Company hereby grants to the Professional an exclusive license to use her name",
    ],
)
def test_swapped_names_inside_a_long_sentence(claim: str):
    source = LONG + (
        " During the Term, the Professional will provide the services described in this "
        "Section 2: 2.1 The Professional hereby grants to the Company an exclusive license to "
        "use her name, likeness and image."
    )
    assert _name_swap(claim, source) is not None


def test_a_faithful_fragment_of_a_long_sentence_is_not_a_swap():
    claim = "Party A is entitled to request Party B to pay the liquidated damages"
    assert _name_swap(claim, LONG) is None
