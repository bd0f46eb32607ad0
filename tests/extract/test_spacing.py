"""The parser reads a run of spaces between words as one space, and offsets stay the text's.

Filed contracts keep the spacing of their printed pages. The texts are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.extract.pipeline import Extractor

_SPACED = (
    "The Tenant may sublet the shop with the Landlord's consent (which shall not be          "
    "unreasonably withheld)."
)


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def test_a_denial_across_a_run_of_spaces_is_read(extractor: Extractor):
    relations = extractor.analyse(_SPACED).relations
    assert [r.negated for r in relations if r.relation == "withhold"] == [True]


def test_the_parse_is_the_single_spaced_texts(extractor: Extractor):
    single = " ".join(_SPACED.split())
    spaced = [(t.text, t.dep_, t.head.text) for t in extractor.nlp(_SPACED) if not t.is_space]
    plain = [(t.text, t.dep_, t.head.text) for t in extractor.nlp(single)]
    assert spaced == plain


@pytest.mark.parametrize(
    "text",
    [
        _SPACED,
        "  Leading  and trailing   runs.  \n\n   A  second   paragraph   here.   ",
        "Acme   Corporation   Inc.  shall pay   Birch Ltd.  the fee  of $5,000.",
        "No runs at all here.",
    ],
)
def test_every_offset_is_the_texts_own(extractor: Extractor, text: str):
    doc = extractor.nlp(text)
    assert doc.text == text
    for token in doc:
        assert text[token.idx : token.idx + len(token.text)] == token.text
    for ent in doc.ents:
        assert text[ent.start_char : ent.end_char] == ent.text
    assert "".join(s.text_with_ws for s in doc.sents) == text


def test_parsed_in_batches_as_one_at_a_time(extractor: Extractor):
    texts = [_SPACED, "One  more   text.", "Plain text."]
    batched = [[(t.text, t.dep_) for t in d] for d in extractor.nlp.pipe(texts, batch_size=2)]
    single = [[(t.text, t.dep_) for t in extractor.nlp(x)] for x in texts]
    assert batched == single
