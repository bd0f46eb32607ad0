"""A kind of place named by its institutional noun ("the States") is no place to contradict.

``judge/values.check_value``: a place whose value is a generic institutional noun
(``lexicon/generic_names.json``: "state", "states") is not compared with the places of the
sources when those are members of one federation (``lexicon/aliases.json`` ``federations``);
the grounding check still reports it when the sources do not use it. A named place put for
the source's, and "the States" against a country outside the federation, are still
contradictions. The texts are written for these tests.
"""

from __future__ import annotations

_OPINION = (
    "The university was founded by the legislature in 1887. The dissent doubted that Ohio's "
    "inherent sovereign immunity could ever apply to a claim of this kind. The majority left "
    "the point open."
)


def _contradictions(report) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.content for f in report.findings if f.subtype.value == "value_mismatch"]


def test_the_states_as_a_kind_is_not_a_contradicted_jurisdiction(verifier) -> None:
    answer = (
        "The dissent doubted that the States' inherent sovereign immunity could ever apply to a "
        "claim of this kind."
    )
    assert _contradictions(verifier.verify(answer, [_OPINION])) == []


def test_a_named_place_put_for_another_is_still_a_contradiction(verifier) -> None:
    answer = (
        "The dissent doubted that Guam's inherent sovereign immunity could ever apply to a claim "
        "of this kind."
    )
    assert any("Guam" in c for c in _contradictions(verifier.verify(answer, [_OPINION])))


def test_the_states_against_a_country_outside_the_federation_is_still_compared(verifier) -> None:
    source = "The courts of England shall have exclusive jurisdiction over any dispute."
    answer = "The courts of the States have exclusive jurisdiction over any dispute."
    assert _contradictions(verifier.verify(answer, [source]))
