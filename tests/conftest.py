"""Shared fixtures: one loaded verifier (real spaCy pipeline) for the whole session."""

from __future__ import annotations

import pytest

from lexaudit.verifier import Verifier


@pytest.fixture(scope="session")
def verifier() -> Verifier:
    """A real verifier with the spaCy pipeline loaded once per test session."""
    return Verifier()


@pytest.fixture(scope="session")
def extractor(verifier: Verifier):  # type: ignore[no-untyped-def]
    """The verifier's extractor (shares its loaded spaCy pipeline)."""
    return verifier.extractor
