"""docs/cli.md's exit-code table says what the code does: every code once, none missing."""

from __future__ import annotations

import re
from pathlib import Path

import lexaudit.errors as errors
from lexaudit.bench.cli import EXIT_REGRESSION
from lexaudit.verify_cli import EXIT_BATCH_PARTIAL

ROOT = Path(__file__).resolve().parents[1]


def _documented() -> dict[int, str]:
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    table = text[text.index("## Exit codes") :]
    rows = re.findall(r"^\| (\d+)\b[^|]*\| (.*) \|$", table, flags=re.MULTILINE)
    codes = [int(code) for code, _ in rows]
    assert len(codes) == len(set(codes)), f"a code is listed twice: {codes}"
    return {int(code): meaning for code, meaning in rows}


def _error_classes() -> list[type[errors.LexauditError]]:
    return [
        obj
        for obj in vars(errors).values()
        if isinstance(obj, type) and issubclass(obj, errors.LexauditError)
    ]


def test_every_error_class_has_its_exit_code_and_error_code_in_the_table() -> None:
    documented = _documented()
    for cls in _error_classes():
        assert cls.exit_code in documented, f"{cls.__name__} exits {cls.exit_code}: undocumented"
        assert f"`{cls.code}`" in documented[cls.exit_code], (
            f"row {cls.exit_code} does not name {cls.code} ({cls.__name__})"
        )


def test_command_specific_exit_codes_are_in_the_table() -> None:
    documented = _documented()
    assert "verify-batch" in documented[EXIT_BATCH_PARTIAL]
    assert "bench --compare" in documented[EXIT_REGRESSION]
    assert "interrupted" in documented[130]


def test_the_table_lists_no_code_the_program_never_returns() -> None:
    returned = {0, 130, EXIT_BATCH_PARTIAL, EXIT_REGRESSION} | {
        cls.exit_code for cls in _error_classes()
    }
    assert set(_documented()) == returned
