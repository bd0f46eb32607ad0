"""``lexaudit authorities import`` and ``show``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lexaudit.cli import main

INDIA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "india"


def test_show_repealed_section(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "a.sqlite3")
    assert (
        main(["authorities", "show", "Section 302 IPC", "--as-of", "2025-01-01", "--db", db]) == 0
    )
    out = capsys.readouterr().out
    assert out.splitlines()[0] == (
        "Section 302, Indian Penal Code, 1860: repealed on 2024-07-01 by the Bharatiya Nyaya "
        "Sanhita, 2023; corresponding provision: Section 103 BNS"
    )


def test_show_before_commencement_and_full_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "a.sqlite3")
    argv = [
        "authorities",
        "show",
        "section 302 of the Indian Penal Code, 1860",
        "--as-of",
        "2024-06-30",
        "--db",
        db,
    ]
    assert main(argv) == 0
    assert "in force since 1862-01-01" in capsys.readouterr().out


def test_show_new_code_before_it_came_into_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    db = str(tmp_path / "a.sqlite3")
    assert (
        main(["authorities", "show", "Section 103 BNS", "--as-of", "2024-03-01", "--db", db]) == 0
    )
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        "Section 103, Bharatiya Nyaya Sanhita, 2023: not yet in force on 2024-03-01 (in force "
        "from 2024-07-01); the corresponding provision then in force: Section 302 IPC"
    )
    assert any(line.strip().startswith("<- IN/IPC/s302") for line in lines)


def test_show_unknown_and_bad_date(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "a.sqlite3")
    assert main(["authorities", "show", "ZZ/none", "--db", db]) == 1
    assert main(["authorities", "show", "Section 302 IPC", "--as-of", "1 July", "--db", db]) == 8
    assert "YYYY-MM-DD" in capsys.readouterr().err


def test_import_pack(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    pack = tmp_path / "p.json"
    pack.write_text(
        json.dumps(
            {
                "format": "lexaudit-authority-pack",
                "name": "p",
                "authorities": [
                    {
                        "id": "IN/QA",
                        "jurisdiction": "IN",
                        "kind": "act",
                        "title": "Q Act, 1999",
                        "repealed_on": "2020-01-01",
                        "replaced_by": "IN/BNS",
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    db = str(tmp_path / "a.sqlite3")
    assert main(["authorities", "import", str(pack), "--db", db]) == 0
    assert "1 authorities" in capsys.readouterr().out
    assert main(["authorities", "show", "IN/QA", "--as-of", "2021-01-01", "--db", db]) == 0
    assert "repealed on 2020-01-01" in capsys.readouterr().out


def test_import_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "a.sqlite3")
    assert main(["authorities", "import", "--db", db]) == 2
    assert main(["authorities", "import", str(tmp_path / "none.json"), "--db", db]) == 20
    assert "does not exist" in capsys.readouterr().err


@pytest.mark.shared_data
@pytest.mark.skipif(
    not (INDIA / "mapping_of_laws.json").is_file(),
    reason="../shared/data/india/mapping_of_laws.json is not available",
)
def test_import_india_mapping(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    db = str(tmp_path / "a.sqlite3")
    assert main(["authorities", "import", "--india-mapping", str(INDIA), "--db", db]) == 0
    assert "imported 1237 mapping rows" in capsys.readouterr().out
    assert (
        main(["authorities", "show", "Section 124A IPC", "--as-of", "2025-01-01", "--db", db]) == 0
    )
    assert "repealed on 2024-07-01" in capsys.readouterr().out
