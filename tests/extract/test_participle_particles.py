"""A complement after a participle's particle is no name the participle gives its noun.

"the firm named Halden Brothers" names the firm; in "goods carried in the Netherlands" the small
parser may take "in" for a particle of "carried" and "Netherlands" for its direct object, and
that object is where the goods were carried, not their name. The parses are built by hand in
the shape the parser gives (a parse is what the rule reads); the sentences are our own.
"""

from __future__ import annotations

import spacy
from spacy.tokens import Doc

from lexaudit.extract.nodes import _in_modifying_phrase

_VOCAB = spacy.blank("en").vocab


def _doc(words: list[str], heads: list[int], deps: list[str]) -> Doc:
    return Doc(_VOCAB, words=words, heads=heads, deps=deps)


def test_an_object_after_a_particle_lies_in_the_modifying_phrase() -> None:
    # The | Buyer | may | return | goods | carried | in | the | Netherlands | .
    doc = _doc(
        ["The", "Buyer", "may", "return", "goods", "carried", "in", "the", "Netherlands", "."],
        [1, 3, 3, 3, 3, 4, 5, 8, 5, 3],
        ["det", "nsubj", "aux", "ROOT", "dobj", "acl", "prt", "det", "dobj", "punct"],
    )
    assert _in_modifying_phrase(doc[8], doc[4])


def test_a_participle_that_names_its_noun_gives_it_that_name() -> None:
    # The | firm | named | Halden | Brothers | shall | deliver | .
    doc = _doc(
        ["The", "firm", "named", "Halden", "Brothers", "shall", "deliver", "."],
        [1, 6, 1, 4, 2, 6, 6, 6],
        ["det", "nsubj", "acl", "compound", "oprd", "aux", "ROOT", "punct"],
    )
    assert not _in_modifying_phrase(doc[4], doc[1])
