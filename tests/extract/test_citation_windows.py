"""Longer eyecite windows find exactly what the old 900-character windows found.

eyecite runs on windows cut around candidate citations (see ``eyecite_adapter``). Windows that
touch are merged up to ``_WINDOW_MAX`` characters; past that they overlap, and the overlap is
tokenized and read twice. The cap was raised from 900 to 3,000 characters so that a dense
opinion is read (nearly) once. Here the old cap is the slow reference: on every citation-table
sentence (main and blind), on the paragraphs and the whole of the US Supreme Court slip
opinion (when ../shared/data is present), the eyecite citations found (kind, span, groups,
pin cite, antecedent guess) and the US case citations built from them are the same under both
caps.

They are not the same on every text: where an old window ended right after a citation's page
("99 F. Supp. 2d 100,|"), eyecite read that citation there without its pin cite and the
reading was kept. Fewer window edges mean fewer such losses; a synthetic text built to hit
them shows the only difference is a pin cite the old windows dropped.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.util
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from lexaudit.extract.citations import eyecite_adapter, us

OLD_WINDOW_MAX = 900


def _load(name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


SLIP = Path(__file__).resolve().parents[3] / "shared" / "data" / "opinions"
SLIP = SLIP / "scotus_slip_opinion.txt"

_DENSE_PARTS = [
    "Roe v. Wade, 410 U. S. 113, 120 (1973).",
    "See Smith v. Jones, 123 F.3d 456, 460 (2d Cir. 1997); id., at 462.",
    "Doe v. Roe, 45 S. W. 2d 12, 14 (Mo. 1932); Roe, supra, at 121.",
    "42 U.S.C. § 1983 and 28 U.S.C. § 1332(a) apply.",
    "Brown v. Board of Ed., 347 U.S. 483, 495 (1954), 74 S. Ct. 686, 98 L. Ed. 873.",
    "Acme Corp. v. Beta LLC, 99 F. Supp. 2d 100, 105 (S.D.N.Y. 2000). Ibid.",
]


def _texts() -> list[str]:
    table = _load("citation_table")
    blind = _load("blind_citation_table")
    texts = [row[1] for row in table.TABLE] + [row[1] for row in blind.TABLE]
    if SLIP.is_file():
        opinion = SLIP.read_text(encoding="utf-8")
        texts += [p for p in re.split(r"\n\s*\n", opinion) if p.strip()]
        texts.append(opinion)
    return texts


TEXTS = _texts()
# a long text dense with citations: windows touch all the way, so the cap decides
DENSE = (" The court considered the matter at length and reached a conclusion. " * 3).join(
    _DENSE_PARTS * 12
)


def _reading(found: list[eyecite_adapter.Placed]) -> list[tuple[Any, ...]]:
    out = []
    for placed in found:
        cite = placed.raw
        start, end = placed.span()
        meta = cite.metadata
        out.append(
            (
                type(cite).__name__,
                start,
                end,
                sorted(cite.groups.items()),
                getattr(meta, "pin_cite", None),
                getattr(meta, "antecedent_guess", None),
            )
        )
    return out


def test_the_cap_was_raised() -> None:
    assert eyecite_adapter._WINDOW_MAX > OLD_WINDOW_MAX


def test_longer_windows_overlap_less() -> None:
    if not SLIP.is_file():
        pytest.skip("../shared/data/opinions/scotus_slip_opinion.txt is absent")
    opinion = SLIP.read_text(encoding="utf-8")
    new = eyecite_adapter.candidate_windows(opinion)
    old = eyecite_adapter.candidate_windows(opinion, OLD_WINDOW_MAX)
    assert sum(e - s for s, e in new) < sum(e - s for s, e in old)
    assert all(e - s <= eyecite_adapter._WINDOW_MAX for s, e in new)


def test_longer_windows_find_the_same_eyecite_citations() -> None:
    for text in TEXTS:
        assert _reading(eyecite_adapter.get_citations_windowed(text)) == _reading(
            eyecite_adapter.get_citations_windowed(text, OLD_WINDOW_MAX)
        ), text[:120]


def _old_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        eyecite_adapter,
        "get_citations_windowed",
        functools.partial(eyecite_adapter.get_citations_windowed, max_len=OLD_WINDOW_MAX),
    )


def test_longer_windows_give_the_same_us_case_citations(monkeypatch: pytest.MonkeyPatch) -> None:
    new = [us.find_us_cases(text) for text in TEXTS]
    _old_windows(monkeypatch)
    old = [us.find_us_cases(text) for text in TEXTS]
    for text, a, b in zip(TEXTS, new, old, strict=True):
        assert a == b, text[:120]


def test_on_dense_text_only_pin_cites_lost_at_old_window_edges_differ(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    new = us.find_us_cases(DENSE)
    _old_windows(monkeypatch)
    old = us.find_us_cases(DENSE)
    assert len(new) == len(old)
    differing = 0
    for a, b in zip(new, old, strict=True):
        if a != b:
            differing += 1
            assert b.pin is None and a.pin is not None
            assert dataclasses.replace(a, pin=None) == b
    assert differing  # the text still exercises an old window edge


@pytest.mark.parametrize(
    "text",
    [
        "the Court decided Harlow v. Brant, 512\n  U. S. 118, upholding the order",
        "the Court decided Harlow v. Brant, 512   U. S. 118, upholding the order",
        "the Court decided Harlow v. Brant, 512 U. S.\n  118, upholding the order",
    ],
)
def test_a_citation_a_printed_page_breaks_is_read_whole(text: str) -> None:
    # eyecite reads "512 U. S. 118" with one space only; a slip opinion breaks its lines
    # anywhere, and the citation's span still indexes the text as printed
    (cite,) = us.find_us_cases(text)
    assert cite.canonical == "US/case/512/U.S./118"
    assert text[cite.span.start : cite.span.end] == cite.surface
    assert cite.surface.startswith("512") and cite.surface.endswith("118")
