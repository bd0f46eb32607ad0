"""An acronym of capitalised source words grounds the answer's name (texts written here)."""

from __future__ import annotations

from lexaudit.verifier import Verifier


def _ungrounded(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "ungrounded_entity"]


_SUPPLY = (
    "To order goods, the Buyer shall send the Seller a Purchase Order. The Seller may reject any "
    "Purchase Order that does not meet the terms of this Agreement."
)


def test_an_acronym_of_capitalised_source_words_is_in_the_sources() -> None:
    # "POs" spells "Purchase Order(s)"; "SOWs" spells no run of the source's words
    verifier = Verifier()
    answer = "The Buyer orders goods, and the Seller can turn down POs that break the terms."
    assert _ungrounded(verifier.verify(answer, [_SUPPLY])) == []
    wrong = answer.replace("down POs", "down SOWs")
    assert any("SOWs" in f for f in _ungrounded(verifier.verify(wrong, [_SUPPLY])))
