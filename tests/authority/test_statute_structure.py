"""The section structure of the Indian criminal codes: store lookups, checks, CLI, the index."""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
from pathlib import Path

import pytest

from lexaudit.authority.checks import check_citations
from lexaudit.authority.store import AuthorityStore
from lexaudit.authority.structure import STRUCTURE_INDEX
from lexaudit.cli import main
from lexaudit.extract.citations import find_citations
from lexaudit.types import FindingSubtype, Severity

ROOT = Path(__file__).resolve().parents[2]
INDIA = ROOT.parent / "shared" / "data" / "india"
AS_OF = dt.date(2025, 1, 1)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> AuthorityStore:
    return AuthorityStore(tmp_path_factory.mktemp("structure") / "authorities.sqlite3")


EXISTS = [
    ("IN/BNS/s318(2)", True),
    ("IN/BNS/s303(2)", True),
    ("IN/BNS/s103(1)(a)", True),  # a clause after the sub-section is not checked
    ("IN/BNS/s358", True),
    ("IN/BNS/s359", False),
    ("IN/BNS/s5000", False),
    ("IN/BNS/s318(7)", False),
    ("IN/BNS/s104(1)", True),  # no numbered sub-sections: "(1)" is its single paragraph
    ("IN/BNS/s104(2)", False),
    ("IN/BSA/s39(2)", True),
    ("IN/BSA/s39(3)", False),
    ("IN/BNSS/s173(4)", True),
    ("IN/BNSS/s532", False),
    ("IN/IPC/s405", True),
    ("IN/IPC/s326A", True),
    ("IN/IPC/s498A", True),
    ("IN/IPC/s376AB", True),
    ("IN/IPC/s376DB", True),
    ("IN/IPC/s171I", True),
    ("IN/IPC/s376(2)", True),
    ("IN/IPC/s498Z", False),
    ("IN/IPC/s512", False),
    ("IN/CRPC/s167(2A)", True),
    ("IN/CRPC/s438(5)", False),
    ("IN/IEA/s65B(4)", True),
    ("IN/IEA/s168", False),
    ("IN/HMA/s13", None),  # an act whose sections are not enumerated: cannot tell
]


@pytest.mark.parametrize(("key", "expected"), EXISTS, ids=[k for k, _ in EXISTS])
def test_provision_exists(store: AuthorityStore, key: str, expected: bool | None):
    assert store.provision_exists(key) is expected


COUNTS = [("IN/BNS", 358), ("IN/BNSS", 531), ("IN/BSA", 170)]


@pytest.mark.parametrize(("act", "count"), COUNTS, ids=[a for a, _ in COUNTS])
def test_new_codes_are_numbered_one_to_n(store: AuthorityStore, act: str, count: int):
    assert store.section_numbers(act) == {str(n) for n in range(1, count + 1)}


@pytest.mark.parametrize("act", ["IN/IPC", "IN/CRPC", "IN/IEA"])
def test_old_codes_have_every_numbered_section(store: AuthorityStore, act: str):
    limit = {"IN/IPC": 511, "IN/CRPC": 484, "IN/IEA": 167}[act]
    numbers = store.section_numbers(act)
    assert {str(n) for n in range(1, limit + 1)} <= numbers
    assert all(int(n.rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) <= limit for n in numbers)


def _check(answer: str, store: AuthorityStore) -> list[tuple[str, FindingSubtype, Severity]]:
    findings = check_citations(answer, find_citations(answer), [], store, AS_OF)
    return [
        (answer[f.answer_span.start : f.answer_span.end], f.subtype, f.severity) for f in findings
    ]


CHECKS = [
    ("Section 5000 BNS applies here.", [FindingSubtype.FABRICATED_CITATION]),
    ("Section 318(7) BNS punishes cheating.", [FindingSubtype.FABRICATED_CITATION]),
    ("Section 376Z IPC applied then.", [FindingSubtype.FABRICATED_CITATION]),
    ("Cheating is punished under Section 318(2) BNS.", []),
    ("Theft is punished under Section 303(2) of the Bharatiya Nyaya Sanhita.", []),
    ("Expert opinion is governed by s. 39(2) BSA.", []),
    ("Acid attacks are punished under Section 326A IPC.", [FindingSubtype.REPEALED_LAW]),
    (
        "Section 405 of the Indian Penal Code defines breach of trust.",
        [FindingSubtype.REPEALED_LAW],
    ),
]


@pytest.mark.parametrize(("answer", "subtypes"), CHECKS, ids=[a for a, _ in CHECKS])
def test_citation_check_uses_the_structure(
    store: AuthorityStore, answer: str, subtypes: list[FindingSubtype]
):
    found = _check(answer, store)
    assert [s for _, s, _ in found] == subtypes
    assert all(s is not FindingSubtype.UNKNOWN_AUTHORITY for _, s, _ in found)
    for _, subtype, severity in found:
        if subtype is FindingSubtype.FABRICATED_CITATION:
            assert severity is Severity.CRITICAL


def test_new_code_before_commencement_is_still_not_yet_in_force(store: AuthorityStore):
    answer = "Cheating is punished under Section 318(2) BNS."
    findings = check_citations(answer, find_citations(answer), [], store, dt.date(2024, 3, 1))
    assert [f.subtype for f in findings] == [FindingSubtype.NOT_YET_IN_FORCE]


def test_repealed_section_names_its_replacement(store: AuthorityStore):
    answer = "Section 405 IPC defines criminal breach of trust."
    findings = check_citations(answer, find_citations(answer), [], store, AS_OF)
    assert [f.subtype for f in findings] == [FindingSubtype.REPEALED_LAW]
    assert "Bharatiya Nyaya Sanhita" in findings[0].content


SHOW = [
    (
        "Section 5000 BNS",
        1,
        "Section 5000, Bharatiya Nyaya Sanhita, 2023: does not exist (the Bharatiya Nyaya "
        "Sanhita, 2023 has no such section)",
    ),
    (
        "Section 318(7) BNS",
        1,
        "Section 318(7), Bharatiya Nyaya Sanhita, 2023: does not exist (Section 318, Bharatiya "
        "Nyaya Sanhita, 2023 has no such sub-section)",
    ),
    (
        "Section 318(2) BNS",
        0,
        "Section 318(2), Bharatiya Nyaya Sanhita, 2023: in force since 2024-07-01 (as of "
        "2025-01-01)",
    ),
]


@pytest.mark.parametrize(("citation", "code", "first"), SHOW, ids=[c for c, _, _ in SHOW])
def test_cli_show(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], citation: str, code: int, first: str
):
    db = str(tmp_path / "a.sqlite3")
    argv = ["authorities", "show", citation, "--as-of", "2025-01-01", "--db", db]
    assert main(argv) == code
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == first
    if code == 0:
        assert lines[1] == "  id: IN/BNS/s318(2)  title: Cheating"


def test_index_is_small_and_has_no_text():
    assert STRUCTURE_INDEX.stat().st_size < 200_000
    data = json.loads(STRUCTURE_INDEX.read_text(encoding="utf-8"))
    assert "scripts/build_india_statute_index.py" in data["provenance"]
    for body in data["acts"].values():
        assert all(len(row) == 3 for row in body["sections"])


@pytest.mark.skipif(
    not INDIA.is_dir(), reason=f"{INDIA} is absent (the shared data folder is not checked out)"
)
def test_shipped_index_agrees_with_the_data(tmp_path: Path):
    spec = importlib.util.spec_from_file_location(
        "build_india_statute_index", ROOT / "scripts" / "build_india_statute_index.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["--data", str(INDIA), "--out", str(STRUCTURE_INDEX), "--check"]) == 0
    # and the data itself: every BNS heading number is in 1..358, every IPC one in the index
    ipc = json.loads((INDIA / "ipc.json").read_text(encoding="utf-8"))
    shipped = json.loads(STRUCTURE_INDEX.read_text(encoding="utf-8"))
    ipc_numbers = {row[0] for row in shipped["acts"]["IN/IPC"]["sections"]}
    for chunk in ipc:
        number = chunk["metadata"]["section_number"]
        if chunk["text"].lstrip("[ ").startswith(f"{number}."):
            assert number in ipc_numbers
