"""The README's commands exist and the demo it promises runs.

``make test`` is what this suite is, so it is checked for existence only; the demo's command
(``lexaudit demo``, run by ``make demo``) runs here for real.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import lexaudit

ROOT = Path(__file__).resolve().parents[1]
SRC = Path(lexaudit.__file__).resolve().parents[1]


def _readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```[^\n]*\n(.*?)```", readme, flags=re.DOTALL)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def _make_targets() -> dict[str, str]:
    """Return each Makefile target with its recipe text."""
    targets: dict[str, str] = {}
    current = None
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        match = re.match(r"^([A-Za-z0-9_./$()-]+):(?!=)", line)
        if match:
            current = match.group(1)
            targets[current] = ""
        elif line.startswith("\t") and current is not None:
            targets[current] += line.strip() + "\n"
    return targets


def test_readme_has_the_two_make_commands() -> None:
    commands = _readme_commands()
    assert "make demo" in commands
    assert "make test" in commands


def test_readme_commands_are_make_targets() -> None:
    targets = _make_targets()
    for command in _readme_commands():
        if command.startswith("make "):
            for target in command.split()[1:]:
                assert target in targets, (
                    f"README runs `{command}` but the Makefile has no {target}"
                )


def test_make_demo_runs_lexaudit_demo() -> None:
    assert "lexaudit demo" in _make_targets()["demo"]


def test_ci_runs_the_readme_test_command() -> None:
    assert "make test" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


@pytest.mark.skipif(
    importlib.util.find_spec("lexaudit.verifier") is None,
    reason="lexaudit.verifier is not built yet",
)
def test_demo_prints_both_labels() -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SRC), env.get("PYTHONPATH")]))
    env["COLUMNS"] = "200"
    env["PYTHONIOENCODING"] = "utf-8"
    result = subprocess.run(
        [sys.executable, "-m", "lexaudit.cli", "demo"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "faithful answer: clean, delivered" in out
    assert "hallucinated answer: hallucinated" in out
    assert "label: clean" in out and "label: hallucinated" in out


def test_readme_names_the_confidence_keys_of_the_json_report(verifier) -> None:  # type: ignore[no-untyped-def]
    from lexaudit.audit.report import report_to_dict

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    described = re.search(r"`confidence` \(([^)]*)\)", readme)
    assert described is not None, "README no longer describes the confidence object"
    named = set(re.findall(r"`(\w+)`", described.group(1)))
    report = verifier.verify(
        "The fee is USD 10.", ["The Buyer shall pay a fee of USD 10 within 30 days."]
    )
    assert named == set(report_to_dict(report)["confidence"])
