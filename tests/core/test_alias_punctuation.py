"""A node keeps its name's punctuation; the alias table's keys do not (``canonical_node``).

The names are written for these tests.
"""

from __future__ import annotations

import pytest

from lexaudit.align.graph import canonical_node

_ALIASES = {"brightwave io": "brightwave io", "kestrel": "kestrel media", "o neill": "o neill"}


@pytest.mark.parametrize(
    ("key", "node"),
    [
        ("np:brightwave.io", "party:brightwave io"),
        ("org:brightwave.io", "party:brightwave io"),
        ("gpe:o'neill", "party:o neill"),
        ("np:kestrel", "party:kestrel media"),
        ("np:harbour.line", "np:harbour.line"),
    ],
)
def test_alias_with_punctuation(key: str, node: str) -> None:
    assert canonical_node(key, _ALIASES) == node
