"""Cold start: a process loads only what the path it takes needs.

Each check runs in a fresh interpreter, because what a process has imported is the point.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

_NO_CITATION = """
from lexaudit.extract.citations import find_citations
found = find_citations(
    "7.2 The Licensee shall pay the Licensor 5% of net sales within 30 days. "
    "7.3 Subject to Section 7.2 The limit in Section 1,250 Days applies."
)
import sys
print(len(found), "eyecite" in sys.modules)
"""

_A_CASE = """
from lexaudit.extract.citations import find_citations
found = find_citations("See Brown v. Board of Education, 347 U.S. 483 (1954).")
import sys
print(len(found), "eyecite" in sys.modules)
"""


@pytest.mark.parametrize(
    ("script", "expected"),
    [(_NO_CITATION, "0 False"), (_A_CASE, "1 True")],
    ids=["no-candidate-leaves-eyecite-unloaded", "a-case-loads-eyecite"],
)
def test_eyecite_loads_only_for_text_that_may_cite_a_case(script: str, expected: str) -> None:
    """Text with no possible case citation is read without importing eyecite (0.4-0.6 s)."""
    done = subprocess.run(  # noqa: S603 - this interpreter, a fixed script
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout.split("\n")[-2] == expected
