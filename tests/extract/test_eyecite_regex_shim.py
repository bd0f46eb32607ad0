"""The compiled-pattern stand-in for eyecite's ``regex`` calls gives the module's own results."""

from __future__ import annotations

import pytest
import regex

from lexaudit.extract.citations.eyecite_adapter import _CompiledRegexCalls, get_citations

SHIM = _CompiledRegexCalls(regex)
TEXTS = [
    "Roe v. Wade, 410 U.S. 113 (1973)",
    "  In re   Smith  (2004)  ",
    "Regents of Univ. of Cal. v. Bakke, 438 U. S. 265, 307 (1978) (opinion of Powell, J.)",
    "",
    "no match here 12",
]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize(
    ("pattern", "flags"),
    [
        (r"\(\d{4}\)", 0),
        (r"\s+v\.?\s+", 0),
        (r"^(?i)In\s+", 0),
        (r"\b[a-z]\w*\b", 0),
        (r"in re", regex.IGNORECASE),
        (regex.compile(r"\d+"), 0),
    ],
)
def test_same_results_as_the_module(text: str, pattern, flags: int):  # type: ignore[no-untyped-def]
    def norm(m):  # type: ignore[no-untyped-def]
        return None if m is None else (m.span(), m.group(0))

    assert norm(SHIM.match(pattern, text, flags=flags)) == norm(
        regex.match(pattern, text, flags=flags)
    )
    assert norm(SHIM.search(pattern, text, flags=flags)) == norm(
        regex.search(pattern, text, flags=flags)
    )
    assert SHIM.sub(pattern, "#", text, flags=flags) == regex.sub(pattern, "#", text, flags=flags)
    assert SHIM.sub(pattern, "#", text, 1, flags) == regex.sub(pattern, "#", text, 1, flags)
    assert SHIM.split(pattern, text, maxsplit=1, flags=flags) == regex.split(
        pattern, text, maxsplit=1, flags=flags
    )


def test_other_attributes_are_the_modules():
    assert SHIM.IGNORECASE == regex.IGNORECASE and SHIM.escape("a.b") == regex.escape("a.b")


def test_eyecite_runs_with_it_installed():
    cites = get_citations("See Roe v. Wade, 410 U.S. 113, 120 (1973).")
    assert len(cites) == 1
