"""A percentage a source writes as a fraction in words ("half of", "two-thirds of").

``text.numbers.fraction_percents``, read by ``Evidence.writes_fraction`` for grounding and by
the value check. The texts are written for these tests.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from lexaudit.text.numbers import fraction_percents

_BYLAW = (
    "A resolution to wind up the club passes only if two-thirds of the members present vote "
    "for it. A grant is open to a society that takes more than half of its income from "
    "members' fees."
)


@pytest.mark.parametrize(
    ("text", "percents"),
    [
        ("more than half of its income", [50]),
        ("two-thirds of the members", [Decimal(200) / 3]),
        ("one-fourth part of the longest term", [25]),
        ("three quarters of the shares", [75]),
        ("a third party may not audit", []),  # an ordinal, not a share
        ("half a day's notice", []),  # a period
    ],
)
def test_fractions_in_words(text: str, percents: list) -> None:
    assert fraction_percents(text) == [Decimal(p) for p in percents]


def _invented(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        f.content
        for f in report.findings
        if f.subtype.value in ("ungrounded_entity", "unsupported_claim", "value_mismatch")
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "A society qualifies for a grant if more than 50% of its income comes from members' fees.",
        "Winding up needs the votes of 67% of the members present.",
    ],
)
def test_a_percentage_the_source_writes_as_a_fraction_is_found(verifier, answer: str) -> None:
    assert _invented(verifier.verify(answer, [_BYLAW])) == []


def test_another_percentage_is_still_not_found(verifier) -> None:
    answer = (
        "A society qualifies for a grant if more than 40% of its income comes from members' fees."
    )
    assert any("40%" in f for f in _invented(verifier.verify(answer, [_BYLAW])))


def test_a_fraction_of_another_thing_is_no_such_percentage(verifier) -> None:
    source = (
        "The Seller keeps half of the deposit if the Buyer defaults. The Buyer's liability "
        "shall not exceed the Purchase Price."
    )
    answer = "The Buyer's liability is capped at 50% of the Purchase Price."
    report = verifier.verify(answer, [source])
    assert any(f.severity.value == "critical" for f in report.findings)
