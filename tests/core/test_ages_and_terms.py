"""An age and a term of years are different quantities.

"Eighteen years of age" is how old a person is; "imprisonment for two years" is a span of time.
Both are periods of years to the value reader, but an age is no rival to a term, nor a term to
an age (``judge/values._ages_apart``, ``text/durations.gives_age``): a claim's term is compared
with the source's terms, and a claim's age with its ages.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

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


def test_a_wrong_term_is_contradicted_by_the_term(verifier: Verifier) -> None:
    report = verifier.verify(
        "A person aged 18 or over found guilty of an offence carrying imprisonment of four years "
        "or less may be released on a bond.",
        BOND,
    )
    assert report.label.value == "hallucinated"
    found = _critical(report)
    assert any("'four years'" in c and "'two years'" in c for c in found), found
    assert not any("eighteen years" in c for c in found), found


def test_a_wrong_age_is_still_contradicted_by_the_age(verifier: Verifier) -> None:
    report = verifier.verify(
        "A person not under sixteen years of age found guilty of an offence carrying "
        "imprisonment of two years or less may be released on a bond.",
        BOND,
    )
    assert report.label.value == "hallucinated"
    assert any("'sixteen years'" in c and "eighteen years" in c for c in _critical(report))
