"""One bracket may give a party several names: ("Emberly" or the "Grower").

Each capitalised name in the list stands for the party named before the bracket; a pronoun
in it ("we", "our") is left out; with no party before it the names are defined terms. The
texts are written for these tests.
"""

from __future__ import annotations

from lexaudit.extract.parties import alias_map, find_parties


def _aliases(text: str) -> dict[str, str]:
    parties, _ = find_parties(text)
    return alias_map(parties)


def test_every_listed_name_is_an_alias() -> None:
    aliases = _aliases('Emberly Orchards Ltd. ("Emberly" or the "Grower") sells to Quint Foods.')
    assert aliases["grower"] == aliases["emberly"] == "emberly orchards"


def test_pronouns_in_the_list_are_left_out() -> None:
    aliases = _aliases(
        'This deed binds Tolland Cranes LLC ("we," "our" or "Lessor") and '
        'Pell Builders Inc. ("you" or "Lessee").'
    )
    assert aliases["lessor"] == "tolland cranes"
    assert aliases["lessee"] == "pell builders"
    assert not {"we", "our", "you"} & set(aliases)


def test_list_without_a_party_defines_terms() -> None:
    parties, terms = find_parties('The parties set up a panel (the "Pricing Panel" or "PP").')
    assert not parties
    assert {t.term for t in terms} == {"Pricing Panel", "PP"}


def test_listed_role_resolves_in_relations(extractor) -> None:  # type: ignore[no-untyped-def]
    text = (
        'Tolland Cranes LLC ("Tolland" or "Lessor") leases a crane to Pell Builders Inc. '
        "The Lessor may repossess the crane."
    )
    edge = next(r for r in extractor.analyse(text).relations if r.relation == "repossess")
    assert edge.subject == "party:tolland cranes"
