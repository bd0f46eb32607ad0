"""A bundle over the source limit fails at once with E102, in the Python API and the CLI."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

import lexaudit
from lexaudit.arguments import MAX_SOURCE_CHARS
from lexaudit.errors import InputTooLargeError
from lexaudit.extract.pipeline import Extractor
from lexaudit.verifier import Verifier

PARAGRAPH = "The Licensee shall pay the Licensor a fee of 5% of net sales within 30 days.\n\n"


def test_a_bundle_over_the_limit_fails_before_any_parsing(extractor: Extractor) -> None:
    verifier = Verifier(extractor=extractor, max_source_chars=10_000)
    sources = [PARAGRAPH * 70, PARAGRAPH * 70]  # 5,460 characters each, 10,920 together
    started = time.perf_counter()
    with pytest.raises(InputTooLargeError) as caught:
        verifier.verify("The Licensee pays 5%.", sources)
    assert time.perf_counter() - started < 1.0
    assert caught.value.code == "E102"
    assert "10,920 characters" in caught.value.message
    assert "Split the sources" in caught.value.message
    assert "max_source_chars" in caught.value.message
    assert verifier.cache_misses == 0 and not verifier._cache


def test_the_default_limit_holds_for_the_module_level_verify() -> None:
    text = "x" * MAX_SOURCE_CHARS
    with pytest.raises(InputTooLargeError, match="Split the sources"):
        lexaudit.verify("The Licensee pays 5%.", [text])


def test_the_cli_reports_the_limit_with_its_code(tmp_path: Path) -> None:
    source = tmp_path / "big.txt"
    source.write_text(PARAGRAPH * (MAX_SOURCE_CHARS // len(PARAGRAPH) + 1), encoding="utf-8")
    answer = tmp_path / "answer.txt"
    answer.write_text("The Licensee pays 5%.", encoding="utf-8")
    done = subprocess.run(  # noqa: S603 - this interpreter, fixed arguments
        [sys.executable, "-m", "lexaudit.cli", "verify", "--source", str(source), "--answer",
         str(answer)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode != 0
    assert "E102" in done.stderr and "Split the sources" in done.stderr
