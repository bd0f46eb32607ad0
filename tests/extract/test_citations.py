"""Citation extraction: fields, merging, resolution, span invariants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit.extract.citations import Citation, find_citations
from lexaudit.extract.citations.canonical import display_key, parent_keys, resolve_act


def _one(text: str) -> Citation:
    found = find_citations(text)
    assert len(found) == 1, found
    return found[0]


def test_abbreviation_and_full_name_share_a_key():
    a = _one("Section 420 IPC")
    b = _one("section 420 of the Indian Penal Code, 1860")
    assert a.canonical == b.canonical == "IN/IPC/s420"
    assert a.kind == "statute" and a.jurisdiction == "IN"


def test_parallel_citations_are_merged_with_year_and_court():
    text = "Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705, 35 L. Ed. 2d 147 (1973)."
    cite = _one(text)
    assert cite.canonical == "US/case/410/U.S./113"
    assert cite.parallel == ("US/case/93/S.Ct./705", "US/case/35/L.Ed.2d/147")
    assert cite.year == 1973
    assert cite.court == "scotus"
    assert cite.surface.endswith("(1973)")
    assert cite.name == "Roe v. Wade"


def test_circuit_court_and_pin():
    cite = _one("Smith v. Jones, 123 F.3d 456, 460 (2d Cir. 1997).")
    assert (cite.volume, cite.reporter, cite.page) == ("123", "F.3d", "456")
    assert cite.court == "ca2"
    assert cite.pin == "460"
    assert cite.year == 1997


@pytest.mark.parametrize(
    ("paren", "court"),
    [
        ("CA9 1997", "ca9"),
        ("CA 11 2004", "ca11"),
        ("CADC 2003", "cadc"),
        ("CA12 1999", "unknown:CA12"),
    ],
    ids=["ca9", "spaced", "cadc", "no-such-circuit"],
)
def test_the_supreme_courts_own_court_abbreviations(paren: str, court: str) -> None:
    assert _one(f"Smith v. Jones, 123 F.3d 456 ({paren}).").court == court


def test_short_id_and_supra_resolve_to_the_full_citation():
    text = "Roe v. Wade, 410 U.S. 113 (1973). Id. at 120. Roe, 410 U.S. at 150. Roe, supra, at 153."
    kinds = [(c.kind, c.canonical) for c in find_citations(text)]
    assert kinds == [
        ("case", "US/case/410/U.S./113"),
        ("id", "US/case/410/U.S./113"),
        ("short", "US/case/410/U.S./113"),
        ("supra", "US/case/410/U.S./113"),
    ]


def test_unknown_reporter_is_still_returned():
    cite = _one("Smith v. Jones, 123 F.5th 456 (2d Cir. 2020).")
    assert cite.reporter == "F.5th" and cite.year == 2020 and cite.kind == "case"


def test_unknown_court_is_marked():
    cite = _one("Doe v. Roe, 55 F.3d 12 (Zz. Ct. 1999).")
    assert cite.court is not None and cite.court.startswith("unknown:")


def test_article_jurisdiction_follows_the_act():
    assert _one("Article 21 of the Constitution").jurisdiction == "IN"
    gdpr = _one("Article 6(1)(f) of the GDPR")
    assert gdpr.jurisdiction == "EU" and gdpr.canonical == "EU/REG/2016/679/a6(1)(f)"
    assert gdpr.pin == "(1)(f)"


def test_kinds():
    assert _one("GSR 1234(E)").kind == "notification"
    assert _one("RBI/2023-24/45").kind == "circular"
    assert _one("Pub. L. No. 111-148").kind == "public_law"
    assert _one("Fed. R. Civ. P. 12(b)(6)").kind == "rule"
    assert _one("17 C.F.R. § 240.10b-5").kind == "regulation"
    assert _one("Article 21 of the Constitution").kind == "constitution"


def test_alias_table_and_parent_keys():
    assert resolve_act("Cr.P.C.").key == "IN/CRPC"
    assert resolve_act("Bharatiya Nyaya Sanhita, 2023").key == "IN/BNS"
    assert resolve_act("Limitation Act 1980") is None
    assert parent_keys("IN/BNS/s103(1)") == ["IN/BNS/s103", "IN/BNS"]
    assert display_key("IN/BNS/s103") == "Section 103 BNS"


def test_eyecite_court_lookup_is_memoised():
    from eyecite import helpers

    find_citations("Smith v. Jones, 123 F.3d 456 (2d Cir. 1997).")
    assert hasattr(helpers.get_court_by_paren, "cache_info")


_FRAGMENTS = [
    "Section 420 IPC",
    "Roe v. Wade, 410 U.S. 113 (1973)",
    "Id. at 5",
    "42 U.S.C. § 1983",
    "[2019] UKSC 41",
    "Article 17 GDPR",
    "AIR 2023 SC 1234",
    "(2023) 5 SCC 678",
    " and ",
    ". ",
    "the court held",
    "§",
    "(",
    ")",
    "Sections 302 and 34 IPC",
    "Case C-131/12",
    "ñ",
    "\n",
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=12))
def test_spans_slice_the_text(parts: list[str]):
    text = "".join(parts)
    for cite in find_citations(text):
        assert 0 <= cite.span.start < cite.span.end <= len(text)
        assert text[cite.span.start : cite.span.end] == cite.surface
        assert cite.canonical


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("pay at the rate fixed under section 5332 of title 5 , for each day", ["US/USC/5/5332"]),
        ("(see sections 3101 and 3109 of title 5), the Board", ["US/USC/5/3101", "US/USC/5/3109"]),
        ("section 7 of title 9, Vermont Statutes", []),
        ("section 102 of title 6 of the Ohio Revised Code", []),
    ],
    ids=["unnamed", "unnamed-list", "state-code-comma", "state-code-of"],
)
def test_the_codes_own_cross_references_leave_its_name_out(text, keys):
    # read so in a source, which may be the Code itself ...
    assert [c.canonical for c in find_citations(text, code_text=True)] == keys
    # ... but not in an answer, where "title 8" may be a state code's
    assert find_citations(text) == []


def test_empty_text():
    assert find_citations("") == []


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        (
            "Labels follow sections 12.4 and 15.1–15.3 of title 21 of the Code of Federal "
            "Regulations.",
            ["US/CFR/21/12.4", "US/CFR/21/15.1-15.3"],
        ),
        ("an action under section 1983 of title 42, United States Code, lies", ["US/USC/42/1983"]),
        ("section 552(b) of title 5 of the United States Code", ["US/USC/5/552(b)"]),
        ("as in section 4 of title 3 of this Agreement", []),
    ],
    ids=["cfr-long-form", "usc-comma", "usc-of-the", "not-a-code"],
)
def test_the_long_form_of_a_us_code_or_cfr_citation(text: str, keys: list[str]) -> None:
    assert [c.canonical for c in find_citations(text)] == keys
    # the short form names the same provisions
    if keys:
        title = keys[0].split("/")[2]
        code = "C.F.R." if "/CFR/" in keys[0] else "U.S.C."
        items = " and ".join(k.split("/", 3)[3].replace("-", "–") for k in keys)
        short = [c.canonical for c in find_citations(f"{title} {code} § {items}")]
        assert short == keys
