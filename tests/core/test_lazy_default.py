"""The default parse: lazy for a bundle of 50,000 characters or more, in full below.

``Verifier()`` (``lazy=None``) chooses by the bundle's size alone, so a report never depends on
what the cache holds; ``lazy=False`` (``--eager``) and ``lazy=True`` (``--lazy``) force either.
Dense retrieval and GenGround re-retrieval work under the default on a long source.
"""

from __future__ import annotations

import hashlib
import re
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from lexaudit.audit.report import report_to_dict
from lexaudit.errors import DeadlineExceededError
from lexaudit.evidence.bundle import build_bundle
from lexaudit.extract.pipeline import Extractor
from lexaudit.types import Verdict
from lexaudit.verifier import LAZY_ABOVE_CHARS, Verifier

CUAD = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad" / "contracts"
AS_OF = "2025-01-01"
# about the fourth contract (Accuray's distributor agreement); the last claim is not in it
ANSWER = (
    "Accuray appoints the Distributor as its exclusive distributor in the Territory. "
    "The Distributor must buy a minimum of twelve systems each year. "
    "The agreement is governed by the laws of the State of Texas."
)


class WordHashEncoder:
    """A small real sentence encoder: stemmed words hashed into 512 dimensions, unit rows."""

    def encode(self, texts: list[str]) -> Any:
        """One unit-normalised bag-of-words vector per text."""
        rows = np.zeros((len(texts), 512))
        for i, text in enumerate(texts):
            for word in re.findall(r"[a-z]{3,}", text.lower()):
                digest = hashlib.blake2b(word[:6].encode(), digest_size=4).digest()
                rows[i, int.from_bytes(digest, "big") % 512] += 1.0
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        return rows / np.where(norms == 0, 1.0, norms)


@pytest.fixture(scope="module")
def contracts() -> str:
    """Four CUAD contracts as one long source (well over 50,000 characters)."""
    if not CUAD.is_dir():
        pytest.skip("../shared/data/cuad is not present")
    return "\n\n".join(p.read_text(encoding="utf-8") for p in sorted(CUAD.glob("*.txt"))[:4])


def _labels(report: Any) -> tuple[Any, ...]:
    data = report_to_dict(report)
    return (
        data["label"],
        data["fidelity"],
        tuple((c["verdict"], c.get("rejudged")) for c in data["claims"]),
    )


def test_the_size_of_the_bundle_chooses_the_parse(extractor: Extractor) -> None:
    """49,999 characters are parsed in full by default, 50,000 lazily; lazy= forces either."""
    short = build_bundle(["word " * ((LAZY_ABOVE_CHARS - 1) // 5) + "word"])
    long = build_bundle(["word " * (LAZY_ABOVE_CHARS // 5)])
    assert sum(len(c.text) for c in short) == LAZY_ABOVE_CHARS - 1
    assert sum(len(c.text) for c in long) >= LAZY_ABOVE_CHARS
    default = Verifier(extractor=extractor)
    assert not default.parses_lazily(short) and default.parses_lazily(long)
    assert not Verifier(extractor=extractor, lazy=False).parses_lazily(long)
    assert Verifier(extractor=extractor, lazy=True).parses_lazily(short)


def test_the_default_parses_a_long_source_lazily_and_a_short_one_in_full(
    extractor: Extractor, licence: str, contracts: str
) -> None:
    """A long source gets the lazy report (few sentences parsed); the licence the full one."""
    default = Verifier(extractor=extractor)
    report = default.verify(ANSWER, [contracts], as_of=AS_OF)
    assert default._lazy.parsed_sentences > 0 and not default._cache
    lazy = Verifier(extractor=extractor, lazy=True).verify(ANSWER, [contracts], as_of=AS_OF)
    assert _labels(report) == _labels(lazy)
    eager = Verifier(extractor=extractor, lazy=False)
    assert _labels(eager.verify(ANSWER, [contracts], as_of=AS_OF)) == _labels(report)
    assert eager._lazy.parsed_sentences == 0 and eager._cache

    short = Verifier(extractor=extractor)
    short.verify("Licensee pays a royalty of 5%.", [licence], as_of=AS_OF)
    assert short._lazy.parsed_sentences == 0 and short._cache


def test_dense_retrieval_under_the_default_finds_the_windows_of_the_full_parse(
    extractor: Extractor, contracts: str
) -> None:
    """With an encoder, passages are picked by the retrieval the judge runs (dense included).

    The report of the default (lazy here) is the full parse's, and a second call encodes no
    sentence again (the vectors stay on the cached rules-only analyses).
    """
    encoder = WordHashEncoder()
    default = Verifier(extractor=extractor, dense=encoder)
    report = default.verify(ANSWER, [contracts], as_of=AS_OF)
    assert default._lazy.parsed_sentences > 0
    assert all(a.sentence_vectors is not None for a in default._lazy.raw.values())
    full = Verifier(extractor=extractor, dense=encoder, lazy=False)
    assert _labels(full.verify(ANSWER, [contracts], as_of=AS_OF)) == _labels(report)
    assert [c.evidence for c in report.claims] == [
        c.evidence for c in full.verify(ANSWER, [contracts], as_of=AS_OF).claims
    ]


def test_reretrieval_under_the_default_rejudges_on_a_long_source(
    extractor: Extractor, contracts: str
) -> None:
    """An unsupported claim is searched again and re-judged as under the full parse."""
    default = Verifier(extractor=extractor, reretrieve=True)
    report = default.verify(ANSWER, [contracts], as_of=AS_OF)
    assert default._lazy.parsed_sentences > 0
    assert any(c.rejudged is not None for c in report.claims)
    assert report.claims[-1].verdict is not Verdict.SUPPORTED
    full = Verifier(extractor=extractor, reretrieve=True, lazy=False)
    assert _labels(full.verify(ANSWER, [contracts], as_of=AS_OF)) == _labels(report)


def test_a_deadline_stops_the_rules_between_chunks_of_a_long_bundle(
    extractor: Extractor, licence: str
) -> None:
    """Under the default a 240,000-character bundle is read by the rules chunk by chunk, and a
    deadline stops that reading before the next chunk, not after all 300 of them."""
    sources = [licence.replace("$1,250,000", f"${n},000") for n in range(300)]
    verifier = Verifier(extractor=extractor)
    assert verifier.parses_lazily(build_bundle(sources))
    with pytest.raises(DeadlineExceededError):
        verifier.verify(ANSWER, sources, as_of=AS_OF, deadline=time.monotonic() + 0.3)
    assert len(verifier._lazy.raw) < len(sources)
    assert not verifier._bundles  # no half-read bundle was kept
