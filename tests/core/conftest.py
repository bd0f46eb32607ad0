"""Fixtures of the core tests: a short licence excerpt written for these tests."""

from __future__ import annotations

import pytest

LICENCE = (
    "This License Agreement is made between Northwind Analytics Ltd., a company incorporated "
    'in England ("Licensor") and Bluefin Health, Inc., a Delaware corporation (the "Licensee"), '
    "effective as of March 1, 2024.\n"
    "1. Royalty. Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales within "
    "thirty (30) days after the end of each calendar quarter.\n"
    "2. Term. The initial term is three (3) years. This Agreement renews automatically for "
    "successive one (1) year periods unless either party gives ninety (90) days' written notice "
    "of non-renewal.\n"
    "3. Liability. Licensor's total liability shall not exceed $1,250,000.\n"
    "4. Governing Law. This Agreement shall be governed by the laws of the State of New York.\n"
    "5. Assignment. Licensee may not assign this Agreement without the prior written consent "
    "of Licensor."
)


@pytest.fixture(scope="session")
def licence() -> str:
    """The licence excerpt."""
    return LICENCE
