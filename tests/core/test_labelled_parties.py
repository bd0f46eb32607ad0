"""Parties named after a label ("Party A: ...", "Licensor: ..."), and named by a short form.

- ``extract/parties._labelled_parties``: a heading block's role label is the name's alias.
- ``extract/entities._party_label``: the recogniser's "V. Party" for "V. Party B ..." is the
  party "Party B", without the paragraph's number (a person's initial stays).
- ``judge/substitution._party_named``: the opening words of one party's name name it.

The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.parties import alias_map, find_parties

_HEADING = (
    "Solar Cooperation Agreement   Party A: Morrow Valley Township Council Party B: Kestrel "
    "Solar Power Co., Ltd.   I. Party A shall lease the land to Party B at a fixed rent.   "
    "II. Party B shall build the plant within two years.   III. Party B shall insure the "
    "plant against fire and storm damage at its own cost."
)


def test_a_heading_block_names_the_parties_after_their_labels() -> None:
    aliases = alias_map(find_parties(_HEADING)[0])
    assert aliases["party a"] == "morrow valley township council"
    assert aliases["party b"] == "kestrel solar power"


def test_role_labels_on_their_own_lines() -> None:
    text = "Licensor: Brackwater Hosting Ltd\nLicensee: Fenmore Retail plc\n\n1. Grant of rights."
    aliases = alias_map(find_parties(text)[0])
    assert aliases["licensor"] == "brackwater hosting"
    assert aliases["licensee"] == "fenmore retail"


@pytest.mark.parametrize(
    "text",
    [
        "Duties of the Licensee: Licensee shall pay the fees when due.",
        "Notice: All notices go to the Buyer.",
        "Seller: the Company named in Schedule 2.",
    ],
)
def test_a_label_before_words_that_are_no_name_defines_nothing(text: str) -> None:
    parties = find_parties(text)[0]
    assert all(p.alias is None for p in parties)


def test_a_paragraph_number_is_no_part_of_the_party(extractor) -> None:
    analysis = extractor.analyse(_HEADING)
    names = {e.text for e in analysis.entities if e.type.value in ("org", "person", "party")}
    assert not any(n.startswith(("II.", "III.", "I. ")) for n in names)


def test_an_initial_before_a_surname_stays(extractor) -> None:
    analysis = extractor.analyse("V. Okafor signed the lease for the tenant.")
    assert any(e.text == "V. Okafor" for e in analysis.entities)


def _substitutions(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        f.content
        for f in report.findings
        if f.subtype.value in ("entity_substitution", "role_swap")
    ]


def test_the_labelled_party_by_its_short_name_is_no_substitution(verifier) -> None:
    answer = "Kestrel Solar will insure the plant against fire and storm damage, at its own cost."
    assert _substitutions(verifier.verify(answer, [_HEADING])) == []


def test_the_other_party_is_still_a_substitution(verifier) -> None:
    answer = "Morrow Valley will insure the plant against fire and storm damage, at its own cost."
    assert _substitutions(verifier.verify(answer, [_HEADING]))


def test_a_role_word_after_the_name_opens_the_next_label() -> None:
    # a heading that leaves out the second label's colon
    text = "Licensor: NORTHWIND PICTURES Licensee ORCHARD MEDIA CORPORATION\n\n1. Grant."
    parties = [p for p in find_parties(text)[0] if p.alias is not None]
    assert [(p.alias, p.name) for p in parties] == [("Licensor", "NORTHWIND PICTURES")]


def test_a_company_named_with_a_role_word_keeps_it() -> None:
    parties = find_parties("Seller: Harrow Trading Company\nBuyer: Tessel Markets Inc.\n")[0]
    aliases = alias_map(parties)
    assert aliases["seller"] == "harrow trading"
    assert aliases["buyer"] == "tessel markets"
