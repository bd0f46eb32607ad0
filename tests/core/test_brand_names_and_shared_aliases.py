"""Brand names that open in lower case, a heading block's ticker, and aliases across chunks.

- ``extract/parties``: a name's word may open with one or two lower-case letters before a
  capital or a digit ("eBay", "i3"); a bracketed short form after a labelled name ("Provider:
  Harrow Data Systems, Inc. (HDS)") is no part of it; no name runs over a blank line.
- ``judge/substitution``: the substitution check reads such a name whole ("i3 Creative").
- ``extract/entities._role_compound``: a one-word role alias before a capitalised common noun
  ("the Company Products") names the party's thing, not the party.
- ``evidence/sources.named_across``: a sentence of one chunk that uses an alias another chunk
  of the same sources defines holds the party's name among its words.

The texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.evidence.sources import named_across
from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.extract.pipeline import Extractor
from lexaudit.judge.substitution import identifiers
from lexaudit.text.words import content_words
from lexaudit.types import EntityType, Label
from lexaudit.verifier import Verifier


def test_a_name_opening_with_a_lower_case_letter_and_a_digit_is_defined() -> None:
    aliases = alias_map(
        find_parties(
            'This agreement is made between i3 Northfield Solutions, LLC ("i3 NS") and '
            'Kestrel Data Inc. ("Client").'
        )[0]
    )
    assert aliases["i3 ns"] == "i3 northfield solutions"
    assert aliases["client"] == "kestrel data"


def test_a_camel_case_brand_keeps_its_first_word() -> None:
    aliases = alias_map(
        find_parties(
            'This agreement is made between eBay Northfield Ltd ("Seller") and Kestrel Data '
            'Inc. ("Client").'
        )[0]
    )
    assert aliases["seller"] == "ebay northfield"


def test_a_labelled_name_leaves_its_bracketed_ticker_out() -> None:
    aliases = alias_map(
        find_parties(
            "Provider: Harrow Data Systems, Inc. (HDS) Telephone: 555-0100\n\n"
            "Client: Kestrel Data Inc."
        )[0]
    )
    assert aliases["provider"] == "harrow data systems"
    assert aliases["client"] == "kestrel data"


def test_no_company_name_runs_over_a_blank_line() -> None:
    parties, _ = find_parties("Agreement Term: 2 Years\n\nCompany Products: widgets and gadgets.")
    assert parties == []


def test_a_sentence_naming_a_party_by_an_alias_defined_in_another_chunk() -> None:
    preamble = (
        'This Referral Agreement is made between Pellworth Analytics LLC ("Referrer") and '
        'Dunmore Cloud Inc. ("Vendor").'
    )
    exhibit = (
        "Referrer shall be paid ten percent of Net Revenue within thirty days. Any vendor "
        "may apply to the programme."
    )
    analyses = Extractor().analyse_many([preamble, exhibit])
    shared = named_across(analyses)
    first, second = shared[1].sentence_words
    assert set(content_words("Pellworth Analytics")) <= set(first)
    # "any vendor" is no alias: the alias is matched as the definition writes it ("Vendor")
    assert not set(content_words("Dunmore Cloud")) & set(second)
    # the cached analyses are left as they were
    assert not set(content_words("Pellworth Analytics")) & set(analyses[1].sentence_words[0])
    # the chunk that defines the aliases is unchanged
    assert shared[0] is analyses[0]


def test_the_substitution_check_reads_a_figure_prefixed_name_whole() -> None:
    # "i3 Creative" is one name, as the parties' pattern reads it, not "Creative" alone; a
    # figure on its own ("30 days") opens no name
    found = identifiers("Payment goes to i3 Creative within ten days; 30 days apply to eLedger.")
    assert [(i.surface, i.kind) for i in found] == [("i3 Creative", "name"), ("eLedger", "name")]


_SUPPLY = (
    'This Supply Agreement is made between Pellworth Analytics LLC ("Distributor") and Dunmore '
    'Cloud Inc. ("Company").',
    "Company shall indemnify Distributor against any claim that the Company Products infringe a "
    "patent. Distributor shall pay the fees within thirty days.",
)


def test_a_role_alias_before_a_capitalised_noun_names_a_thing() -> None:
    analysis = Extractor().analyse(
        "Dunmore must indemnify Pellworth against any claim that the Company Products infringe.",
        aliases={"company": "dunmore cloud", "dunmore": "dunmore cloud"},
    )
    assert [e.text for e in analysis.entities if e.type is EntityType.PARTY] == ["Dunmore"]
    # a modal after the role is its verb: "Company Shall" in a heading is the party
    heading = Extractor().analyse("Company Shall Deliver", aliases={"company": "dunmore cloud"})
    assert [e.text for e in heading.entities if e.type is EntityType.PARTY] == ["Company"]


def test_the_parties_things_are_not_the_party_that_acts() -> None:
    verifier = Verifier()
    restated = verifier.verify(
        "Dunmore must indemnify Pellworth against any claim that the Company Products infringe "
        "a patent.",
        list(_SUPPLY),
    )
    assert restated.label is Label.CLEAN, [f.content for f in restated.findings]
    swapped = verifier.verify(
        "Pellworth must indemnify Dunmore against any claim that the Company Products infringe "
        "a patent.",
        list(_SUPPLY),
    )
    assert swapped.label is Label.HALLUCINATED
