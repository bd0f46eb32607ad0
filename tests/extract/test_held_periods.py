"""Who has a period to act in acts: "the Tenant has ten days to pay the rent".

The small parser may read the to-infinitive as a relative clause on the period ("days");
a period is no actor, so the one who has it is the infinitive's subject. Sentences written for
these tests; the real spaCy pipeline parses them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor


def _edges(extractor: Extractor, text: str) -> dict[str, str]:
    return {r.relation: r.subject for r in extractor.analyse(text).relations}


@pytest.mark.parametrize(
    ("text", "verb", "subject"),
    [
        ("The Tenant has ten days to pay the rent.", "pay", "tenant"),
        ("Kestrel has thirty days to cure the breach.", "cure", "kestrel"),
        ("The Licensee has one year to file a claim.", "file", "licensee"),
    ],
)
def test_the_holder_of_the_period_does_the_act(
    extractor: Extractor, text: str, verb: str, subject: str
) -> None:
    assert _edges(extractor, text)[verb].endswith(subject)


def test_a_sum_paid_to_cover_costs_gives_no_holder(extractor: Extractor) -> None:
    # a sum is not a period, and "pay" is not "have": the purpose clause keeps its reading
    edges = _edges(extractor, "Kestrel shall pay $500 to cover the costs of the survey.")
    assert edges["pay"].endswith("kestrel")
