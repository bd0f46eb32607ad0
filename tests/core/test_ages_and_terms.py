"""An age and a term of years are different quantities.

"Eighteen years of age" is how old a person is; "imprisonment for two years" is a span of time.
Both are periods of years to the value reader, but an age is no rival to a term, nor a term to
an age (``judge/values._ages_apart``, ``text/durations.gives_age``): a claim's term is compared
with the source's terms, and a claim's age with its ages.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier

BOND = [
    "14. Release on bond.— (1) When anyone who is not under eighteen years of age is found "
    "guilty of an offence that carries a fine alone or imprisonment for a spell of two years or "
    "less, or when anyone under eighteen years of age, or a woman, is found guilty of an "
    "offence that does not carry death, the magistrate may release the person on a bond to "
    "keep the peace instead of passing sentence.",
]


def _critical(report) -> list[str]:
    return [f.content for f in report.findings if f.severity.value == "critical"]


def test_a_term_is_not_contradicted_by_an_age(verifier: Verifier) -> None:
    report = verifier.verify(
        "A person aged 18 or over found guilty of an offence carrying imprisonment of two years "
        "or less may be released on a bond.",
        BOND,
    )
    assert report.label.value == "clean", _critical(report)


@pytest.mark.parametrize(
    ("answer", "said", "named", "not_named"),
    [
        # a wrong term meets the term, not the age
        (
            "A person aged 18 or over found guilty of an offence carrying imprisonment of four "
            "years or less may be released on a bond.",
            "'four years'",
            "'two years'",
            "eighteen years",
        ),
        # a wrong age still meets the age
        (
            "A person not under sixteen years of age found guilty of an offence carrying "
            "imprisonment of two years or less may be released on a bond.",
            "'sixteen years'",
            "eighteen years",
            None,
        ),
    ],
)
def test_a_wrong_value_meets_its_own_kind(
    verifier: Verifier, answer: str, said: str, named: str, not_named: str | None
) -> None:
    report = verifier.verify(answer, BOND)
    assert report.label.value == "hallucinated"
    found = _critical(report)
    assert any(said in c and named in c for c in found), found
    if not_named is not None:
        assert not any(not_named in c for c in found), found
