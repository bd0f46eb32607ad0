"""Polarity read through a statute's printed layout and through concessions, by spaCy.

The texts are written for these tests; the real pipeline parses them.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.entities import normalize_place
from lexaudit.extract.pipeline import Extractor


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def _edges(extractor: Extractor, text: str) -> dict[str, bool]:
    return {r.relation: r.negated for r in extractor.analyse(text, {}).relations}


def test_a_rule_run_on_after_its_heading_and_a_dash_keeps_its_no(extractor: Extractor) -> None:
    # parsed as one sentence with its heading, the heading's noun would become the rule's
    # subject; and the "No" that a line break parts from its noun reads as a compound
    text = (
        "31. Statement by witness while in custody of the port not to be used against him."
        "\u2013\u2013No\nstatement made by any witness whilst he is in the custody of a "
        "harbour-officer, unless it be made in the\n7\nimmediate presence of a Registrar , "
        "shall be used as against such witness.\n8"
    )
    uses = [r for r in extractor.analyse(text, {}).relations if r.relation == "use"]
    assert len(uses) == 2  # the heading's and the rule's
    assert all(r.negated for r in uses)


@pytest.mark.parametrize(
    "text",
    [
        "Any such statement may be used, whether or not it amounts to an admission.",
        "Any such statement, whether it amounts to an admission or not, may be used.",
    ],
)
def test_a_concession_denies_nothing(extractor: Extractor, text: str) -> None:
    edges = _edges(extractor, text)
    assert edges["amount"] is False
    assert edges["use"] is False


def test_a_plain_or_not_still_denies(extractor: Extractor) -> None:
    assert _edges(extractor, "The Tenant may stay or not renew the lease.")["renew"] is True


@pytest.mark.parametrize(
    ("written", "place"),
    [("Michigan 48609", "michigan"), ("Texas 75201-1234", "texas"), ("Ohio", "ohio")],
)
def test_a_postal_code_is_no_part_of_the_place(written: str, place: str) -> None:
    assert normalize_place(written) == place


def test_an_abbreviation_before_a_dash_in_running_text_is_no_heading(
    extractor: Extractor,
) -> None:
    # only a line that opens with a section number has a heading the dash closes
    text = (
        "The goods shall be shipped by Harlan Bros.\u2014Liverpool, and the Buyer shall not "
        "resell them in Canada."
    )
    assert _edges(extractor, text)["resell"] is True


def test_an_act_a_concession_leaves_open_takes_no_side(extractor: Extractor) -> None:
    text = "A notice is effective on delivery, whether or not it is read by the recipient."
    (read,) = [r for r in extractor.analyse(text, {}).relations if r.relation == "read"]
    assert read.asserted is False


def test_a_code_heading_line_is_no_part_of_the_first_sentence(extractor: Extractor) -> None:
    # the US Code prints a section's heading on a line of its own, without a full stop
    text = (
        "§\u202f412. Duties of harbour masters in storms\n"
        "Masters and pilots shall keep the harbour channel clear during a storm warning."
    )
    (keep,) = [r for r in extractor.analyse(text, {}).relations if r.relation == "keep"]
    assert keep.subject == "np:master"
    sentences = [s.text for s in extractor.nlp(text).sents]
    assert any(s.startswith("Masters and pilots") for s in sentences), sentences


def test_a_wrapped_line_of_code_text_is_no_heading(extractor: Extractor) -> None:
    # a section's own text that wraps before a capitalised word still runs on
    text = (
        "§\u202f9. Every harbour master who gives a false account to the\n"
        "Board shall be fined not more than $500."
    )
    sentences = [s.text for s in extractor.nlp(text).sents]
    assert not any(s.startswith("Board") for s in sentences), sentences


def test_a_subsection_heading_line_is_no_part_of_its_first_sentence(extractor: Extractor) -> None:
    # a sub-section's heading on a line of its own: its noun is not the rule's subject, and
    # the "No" that opens the rule still denies it
    text = "(c) Protection of wardens\nNo warden shall be held liable for a loss met in good faith."
    (held,) = [r for r in extractor.analyse(text, {}).relations if r.relation == "be"]
    assert held.subject == "np:warden"
    assert held.negated is True


@pytest.mark.parametrize(
    ("written", "place"),
    [("a United States", "united states"), ("an Ohio", "ohio"), ("the State of Texas", "texas")],
)
def test_an_article_is_no_part_of_the_place(written: str, place: str) -> None:
    assert normalize_place(written) == place


def test_a_wrapped_line_of_running_text_is_no_heading(extractor: Extractor) -> None:
    # a line that opens with a determiner is the rule's text wrapped at the line end
    text = (
        "(1) No warden or keeper of the Northern Harbour\nBoard shall disclose any record "
        "obtained under this section."
    )
    (disclose,) = [r for r in extractor.analyse(text, {}).relations if r.relation == "disclose"]
    assert disclose.negated is True
