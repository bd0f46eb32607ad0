"""A partnership's name, the runs of its first words, and the party its defined role names.

Texts written for these tests; spaCy's English pipeline parses them and the real verifier
judges them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.parties import alias_map, find_parties, short_names
from lexaudit.verifier import Verifier

_PREAMBLE = (
    "This Haulage Agreement is made between Harrow Valley Freight Limited Partnership "
    '("Carrier") and Linden Mills Company ("Customer").'
)
_RATES = (
    "Carrier may revise the haulage rates on thirty days' notice at any time, by publishing "
    "them in Carrier's Rate Schedule."
)


@pytest.fixture(scope="module")
def verifier() -> Verifier:
    return Verifier()


def test_a_limited_partnership_is_the_party_its_bracket_defines() -> None:
    aliases = alias_map(find_parties(_PREAMBLE)[0])
    assert aliases["carrier"] == aliases["harrow valley freight"]


def test_each_run_of_a_names_first_words_is_a_short_name() -> None:
    assert short_names("harrow valley freight") == ["harrow", "harrow valley"]
    # a name that opens with a word many names open with has none
    assert short_names("global harrow freight") == []
    # nor is a run that ends on a small word a short name
    assert short_names("linden and marsh mills") == ["linden", "linden and marsh"]


@pytest.mark.parametrize(
    "answer",
    [
        "Harrow Valley may revise the haulage rates on thirty days' notice at any time, by "
        "publishing them in Harrow Valley's Rate Schedule.",
        "Harrow Valley may revise the haulage rates at any time on thirty days' notice, "
        "publishing them in its Rate Schedule.",
    ],
)
def test_a_short_name_of_the_defined_party_is_no_substitute(
    verifier: Verifier, answer: str
) -> None:
    report = verifier.verify(answer, [_PREAMBLE, _RATES])
    assert not any(f.subtype.value == "entity_substitution" for f in report.findings), (
        report.findings
    )


@pytest.mark.parametrize("other", ["Linden Mills", "Customer"])
def test_the_other_party_in_the_defined_partys_place_is_a_substitute(
    verifier: Verifier, other: str
) -> None:
    answer = (
        f"{other} may revise the haulage rates on thirty days' notice at any time, by "
        f"publishing them in {other}'s Rate Schedule."
    )
    report = verifier.verify(answer, [_PREAMBLE, _RATES])
    assert any(f.subtype.value == "entity_substitution" for f in report.findings)
