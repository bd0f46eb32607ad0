"""A state's postal code in an address names the state ("Tulsa, OK 74103" is in Oklahoma).

By the real pipeline and verifier; the texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier


def _places(extractor: Extractor, text: str) -> list[tuple[str, str]]:
    return [(e.text, e.value) for e in extractor.analyse(text).entities if e.type.value == "gpe"]


def test_a_code_before_a_zip_code_is_its_state(extractor: Extractor) -> None:
    assert ("OK", "oklahoma") in _places(extractor, "Send notices to 40 Elm Road, Tulsa, OK 74103.")
    assert ("OR", "oregon") in _places(
        extractor, "Its office is at 9 Pine St, Salem, OR 97301-1234."
    )


def test_a_code_without_an_address_is_no_place(extractor: Extractor) -> None:
    # "OR" and "IN" are words and abbreviations far more often than states
    assert _places(extractor, "The fee is due on signing OR on delivery, whichever is first.") == []
    assert _places(extractor, "Clause 4 covers sales IN 2024 and later.") == []


def test_an_answer_spelling_out_the_state_is_grounded(verifier: Verifier) -> None:
    source = ["Notices. Any notice goes to the Lessee at 12 Quarry Lane, Boise, ID 83702."]
    report = verifier.verify(
        "Notices go to the Lessee at 12 Quarry Lane, Boise, Idaho 83702.", source
    )
    missing = [
        f
        for f in report.findings
        if f.subtype.value in ("ungrounded_entity", "unsupported_claim") and "Idaho" in f.content
    ]
    assert missing == [], report.findings
    assert report.label.value == "clean"
