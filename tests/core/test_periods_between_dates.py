"""A period the answer works out between two dates the sources write is not invented.

``judge/derived_values.span_of_dates``: "from March 1, 2019 to February 29, 2020, a one-year term"
states the period the two dates span; a period they do not span is still reported. The texts
are written for these tests.
"""

from __future__ import annotations

import pytest

_LICENCE = (
    "The licence starts on March 1, 2019 and ends on February 29, 2020, or, if the Licensee "
    "extends it by notice, on June 30, 2021."
)


def _critical(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.severity.value == "critical"]


@pytest.mark.parametrize(
    "answer",
    [
        "The licence runs from March 1, 2019 to February 29, 2020, so it is a one-year licence.",
        "An extension to June 30, 2021 adds sixteen months past the February 29, 2020 end date.",
    ],
)
def test_a_period_between_two_source_dates_is_worked_out(verifier, answer: str) -> None:
    assert _critical(verifier.verify(answer, [_LICENCE])) == []


def test_dates_of_two_sentences_are_not_the_ends_of_one_period(verifier) -> None:
    # a signing date and a delivery date bound no term
    source = (
        "The Agreement is made on January 15, 2020. The Supplier shall make its first delivery "
        "on January 15, 2021."
    )
    answer = "The Agreement has a one-year term, running from January 15, 2020 to January 15, 2021."
    assert _critical(verifier.verify(answer, [source]))


def test_a_period_the_dates_do_not_span_is_still_reported(verifier) -> None:
    answer = (
        "The licence runs from March 1, 2019 to February 29, 2020, so it is a two-year licence."
    )
    assert _critical(verifier.verify(answer, [_LICENCE]))
