"""Where an answer sentence is cut into claims, read from a real spaCy parse.

Sentences written for these tests. A cut inside one predicate leaves a fragment that has lost
its subject or its negation ("lost profits arising under"), which the judge then compares on
its own; a cut between two clauses gives each its own claim.
"""

from __future__ import annotations

import pytest


def _claims(extractor, text: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.text for c in extractor.analyse(text, with_claims=True).claims]


@pytest.mark.parametrize(
    "text",
    [
        "Claims arising under or relating to the lease go to the courts of Ohio.",
        "Neither side is liable for consequential damages or lost profits arising under or "
        "relating to this contract.",
        "The Vendor may not use the data for or in connection with any other product.",
        "Claims arising out of or relating to the lease go to the courts of Ohio.",
    ],
    ids=[
        "shared-object-of-two-verbs",
        "participle-before-its-noun",
        "two-prepositions",
        "shared-object-of-a-two-word-preposition",
    ],
)
def test_one_predicate_stays_one_claim(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    assert _claims(extractor, text) == [text]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("The tenant pays the rent and the landlord repairs the roof.", "The tenant pays the rent"),
        (
            "The agent collects rents under the lease and pays them into the trust account.",
            "The agent collects rents under the lease",
        ),
        (
            # "as of" has its object through "of": the first predicate is complete
            "The amendment is dated as of March 3, 2001 and amends the lease of May 1, 1999.",
            "The amendment is dated as of March 3, 2001",
        ),
    ],
    ids=["own-subjects", "complete-first-predicate", "two-word-preposition-with-object"],
)
def test_two_complete_predicates_are_two_claims(extractor, text: str, first: str) -> None:  # type: ignore[no-untyped-def]
    claims = _claims(extractor, text)
    assert len(claims) == 2, claims
    assert claims[0] == first


@pytest.mark.parametrize(
    "text",
    [
        "When the tenant vacates the flat and returns the keys to the agent, the deposit is "
        "refunded within ten days.",
        "The Buyer may resell the goods, but only if the Seller approves the reseller in writing.",
        "The Council may name a deputy (or, where the post is vacant, appoint an acting chair) at "
        "any meeting.",
    ],
    ids=["condition-before-its-clause", "conjunct-with-its-own-if", "aside-in-brackets"],
)
def test_no_cut_leaves_a_bare_condition_or_an_open_bracket(extractor, text: str) -> None:  # type: ignore[no-untyped-def]
    """A condition's two predicates, a conjunct that is a condition, a bracket's aside: one claim.

    Cut, the first would leave "When the tenant vacates the flat" (a condition with nothing
    it conditions), the second "only if the Seller approves ..." (a condition of nothing),
    the third a claim ending in an open bracket.
    """
    assert _claims(extractor, text) == [text]


def test_a_clause_after_a_bracket_is_still_cut(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (
        "The Agent may appoint Marlow (or another firm the Owner accepts) as auditor, and the "
        "Owner pays the fee."
    )
    claims = _claims(extractor, text)
    assert len(claims) == 2, claims
    assert claims[1] == "the Owner pays the fee."
