"""Who a clause names, read from its structure.

- A party's description after its name ("Orrin Labs LLC, a Nevada Limited Liability Company,
  having its offices at ...") is no second party, however many capitalised words it has: the
  alias the bracket then gives ("the Developer") is the named company's. A line break ends it.
- Two names only coordinated ("between the Lender and the Sub-Lender") carry no roles, so
  writing them in the other order is no swap, nor is either put in the other's place; paired
  with figures or "respectively", the order carries the roles.
- A capitalised word that opens the claim and that the sources write in lower case
  ("Freight and any other carriage costs ...") is no party that could have taken another's
  role, unless the sources capitalise it inside a sentence too ("Grant & Co").
- "Corvane (and its Sub-Resellers) must stop selling" gives the act to both: a clause that
  the parser read with the sub-resellers as the subject is no other party's act. A bracket
  that states a condition, or joins another party's people, joins no one.
- In a clause written in capitals every word is capitalised, so none is read as a name; the
  roles the sources bind to a party ("OWNER'S BENEFIT") still name it.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.parties import alias_map, find_parties
from lexaudit.judge.lexical import _role_substitution
from lexaudit.verifier import Verifier

_PREAMBLE = (
    'This Services Agreement (the "Agreement") is made on May 2, 2021 by and between Orrin Labs'
    " LLC, a Nevada Limited Liability Company, having its offices at 12 Harbor Road, Suite 4,"
    ' Reno, Nevada (the "Developer") and Pellam Corporation having its offices in Austin, Texas'
    ' (the "Client").'
)


def _clean(answer: str, sources: list[str]) -> bool:
    report = Verifier().verify(answer, sources)
    return report.label.value == "clean"


def test_a_description_after_the_name_is_no_party() -> None:
    parties, _ = find_parties(_PREAMBLE)
    developer = next(p for p in parties if p.alias == "Developer")
    assert developer.value == "orrin labs"
    assert not any(p.value == "liability" for p in parties)
    assert alias_map(parties)["developer"] == "orrin labs"


def test_a_name_on_the_next_line_is_the_next_party() -> None:
    # a preamble that sets each party on a line of its own: the line break ends a description
    text = (
        "This Supply Agreement is made between\nHalvard Metals Inc., a Delaware Corporation\n"
        'Brightwell Foods LLC, a Texas Limited Liability Company (the "Customer").'
    )
    assert alias_map(find_parties(text)[0])["customer"] == "brightwell foods"


def test_a_party_named_where_the_clause_has_its_alias() -> None:
    source = (
        "Client shall not, during the term of this Agreement and for two (2) years after it, hire"
        " away any of Developer's staff or contractors."
    )
    answer = (
        "Pellam shall not, during the term and for two years after it, hire away any of Orrin's"
        " staff or contractors."
    )
    assert _clean(answer, [_PREAMBLE + "\n\n" + source])


_SUB_LENDING = (
    "(c) Each sub-lending arrangement, and every other dealing concerning the Pledged Assets that"
    " involves a Sub-Lender acting as such, shall be treated as solely between the Sub-Lender and"
    " the Lender alone, and the Borrower shall not be treated as a party to it."
)


@pytest.mark.parametrize(
    ("answer", "source", "clean"),
    [
        (
            "Each sub-lending deal is solely between the Lender and the Sub-Lender.",
            _SUB_LENDING,
            True,
        ),
        (
            "Acme may terminate by giving notice to Bluefin.",
            "Bluefin may terminate by giving notice to Acme.",
            False,
        ),
        # two figures pair the names with their shares: the order carries the roles
        (
            "The Licensee and the Licensor bear 80% and 20% of the patent costs.",
            "The Licensor and the Licensee shall bear 80% and 20% of the patent costs.",
            False,
        ),
    ],
)
def test_coordinated_names_carry_no_roles(answer: str, source: str, clean: bool) -> None:
    assert _clean(answer, [source]) is clean


def test_coordinated_names_in_another_order_replace_no_party() -> None:
    # the claim names both the registrar and the sub-registrar where the source does
    claim = (
        "Such arrangements are made solely between the Registrar and the sub-registrar alone;"
        " the Issuer owes the sub-registrar no duty."
    )
    sentence = (
        "(e) Any arrangement with a Sub-Registrar in its capacity as such shall be treated as made"
        " solely between the Sub-Registrar and the Registrar alone, and the Issuer shall owe no"
        " duty to the Sub-Registrar in such capacity."
    )
    context = sentence + " The Sub-Registrar shall keep the register current."
    aliases = {"issuer": "halden funding ii", "registrar": "northcote registry"}
    assert _role_substitution(claim, sentence, aliases, context) is None


_CARRIAGE = (
    "Orrin shall be responsible for all freight and other carriage costs (including insurance)"
    " on goods returned by Halden to Orrin under this Agreement."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        ("Freight and any other carriage costs on returned goods are Orrin's to bear.", True),
        ("Halden shall be responsible for all freight and other carriage costs on returns.", False),
    ],
)
def test_a_capitalised_opening_word_is_no_party(answer: str, clean: bool) -> None:
    assert _clean(answer, [_CARRIAGE]) is clean


def test_a_capitalised_opening_word_the_sources_use_as_a_name_is_one() -> None:
    # "grant" is a common word of the sources, but they capitalise it inside a sentence too
    source = (
        'This Agreement is between Grant & Co ("Grant") and Pell Studios Ltd ("Pell").\n\n'
        "Pell may terminate the grant of the licence on 30 days' notice."
    )
    assert not _clean("Grant may terminate the licence on 30 days' notice.", [source])


_RESELLER = (
    'This Reseller Agreement is made between Tallis Software Inc. ("Tallis") and Corvane Ltd'
    ' ("Reseller").\n\nOn termination of this Agreement, Reseller shall (and shall ensure that any'
    " Sub-Resellers shall) immediately stop selling the Licensed Software and return all"
    " Confidential Information."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        (
            "On termination, Corvane (and its Sub-Resellers) must immediately stop selling the"
            " Licensed Software.",
            True,
        ),
        ("On termination, Tallis must immediately stop selling the Licensed Software.", False),
    ],
)
def test_a_bracket_joins_others_to_the_subject(answer: str, clean: bool) -> None:
    assert _clean(answer, [_RESELLER]) is clean


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        # a bracket that states a condition joins no one
        (
            "The Tenant (with the Landlord's consent) may enter the premises at any time.",
            "The Landlord may, with the Tenant's consent, enter the premises at any time.",
        ),
        # the claim's subject does not act in the sentence: the affiliates are another's
        (
            "Selwyn (and its affiliates) must keep the source code confidential.",
            'This Licence is granted by Selwyn Digital Ltd (the "Licensor") to Harlow Games Ltd'
            ' (the "Licensee"). The Licensee shall, and shall procure that its Affiliates shall,'
            " keep the Source Code confidential.",
        ),
    ],
)
def test_a_bracket_that_joins_no_actor(answer: str, source: str) -> None:
    assert not _clean(answer, [source])


_OPERATING = (
    'This OPERATING AGREEMENT (this "Agreement") is made by and between Harlow Plant, Inc., a'
    ' Delaware corporation ("Owner") and Brightline Energy, Inc., a Nevada corporation, (the'
    ' "Operator") dated March 3, 2019.\n\n'
    "OWNER PERMITS OPERATOR TO ENFORCE AT OPERATOR'S COST FOR OWNER'S BENEFIT, EVERY WARRANTY"
    " GIVEN BY ANY EQUIPMENT MAKER, AND OWNER SHALL ASSIST OPERATOR IN SO DOING; OPERATOR SHALL"
    " HOLD OWNER HARMLESS FROM ALL COSTS, INCLUDING REASONABLE COUNSEL FEES, OF ANY SUCH"
    " ENFORCEMENT BY OPERATOR."
)


@pytest.mark.parametrize(
    ("answer", "clean"),
    [
        (
            "Brightline can enforce every equipment maker's warranty at its own cost and for"
            " Harlow's benefit.",
            True,
        ),
        (
            "Brightline can enforce every equipment maker's warranty at its own cost and for"
            " Brightline's benefit.",
            False,
        ),
    ],
)
def test_a_clause_in_capitals(answer: str, clean: bool) -> None:
    assert _clean(answer, [_OPERATING]) is clean
