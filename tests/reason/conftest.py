"""Shared fixtures for the reasoning tests: the real LegalGraphRAG data, one graph per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexaudit.bench.datasets.loading import default_data_root

DATA = default_data_root()
HAVE_DATA = DATA is not None and (DATA / "legalgraphrag").is_dir()


@pytest.fixture(scope="session")
def data_root() -> Path:
    if not HAVE_DATA or DATA is None:
        pytest.skip(
            "../shared/data/legalgraphrag is absent (set LEXAUDIT_SHARED_DATA to run the "
            "reasoning tests)"
        )
    return DATA


@pytest.fixture(scope="session")
def kb(data_root: Path):  # type: ignore[no-untyped-def]
    from lexaudit.reason import load_knowledge

    return load_knowledge(data_root)


@pytest.fixture(scope="session")
def reasoner(kb):  # type: ignore[no-untyped-def]
    from lexaudit.reason import Reasoner

    return Reasoner(kb)


@pytest.fixture(scope="session")
def cail(data_root: Path):  # type: ignore[no-untyped-def]
    from lexaudit.reason import load_dataset

    return load_dataset(data_root, "cail")


@pytest.fixture(scope="session")
def cmdl(data_root: Path):  # type: ignore[no-untyped-def]
    from lexaudit.reason import load_dataset

    return load_dataset(data_root, "cmdl")
