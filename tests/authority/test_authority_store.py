"""Authority store: round trip on a real SQLite file, packs, status on dates, the India tables."""

from __future__ import annotations

import csv
import datetime as dt
import json
import sqlite3
from pathlib import Path

import pytest

from lexaudit.authority.model import Authority, AuthorityState, Correspondence
from lexaudit.authority.packs import parse_mapping_sections
from lexaudit.authority.store import AuthorityStore, default_path
from lexaudit.errors import DataError, StoreError

INDIA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "india"
BEFORE = dt.date(2024, 6, 30)
AFTER = dt.date(2025, 1, 1)


def test_round_trip_on_a_real_file(tmp_path: Path):
    path = tmp_path / "auth.sqlite3"
    with AuthorityStore(path, autoload=False) as store:
        store.add(
            [
                Authority(
                    "XX/ACT",
                    "IN",
                    "act",
                    "Example Act, 2001",
                    ("EA",),
                    in_force_from=dt.date(2001, 1, 1),
                    repealed_on=dt.date(2020, 1, 1),
                    replaced_by="XX/NEW",
                    section_count=10,
                ),
                Authority(
                    "XX/NEW", "IN", "act", "New Act, 2020", in_force_from=dt.date(2020, 1, 1)
                ),
                Authority(
                    "XX/ACT/s5", "IN", "section", "Five", parent_id="XX/ACT", text="5. (1) a"
                ),
            ],
            [Correspondence("XX/ACT/s5", "XX/NEW/s7", "Five", "moved")],
        )
    with AuthorityStore(path, autoload=False) as again:
        act = again.get("XX/ACT")
        assert act is not None
        assert act.short_names == ("EA",)
        assert act.repealed_on == dt.date(2020, 1, 1) and act.section_count == 10
        assert again.lookup("XX/ACT/s5(1)").id == "XX/ACT/s5"
        assert again.lookup("XX/ACT/s9").id == "XX/ACT"
        assert (
            again.get("XX/ACT/s5").text_sha256 is None
            or len(again.get("XX/ACT/s5").text_sha256) == 64
        )
        status = again.status("XX/ACT/s5", dt.date(2021, 1, 1))
        assert status.state is AuthorityState.REPEALED
        assert status.corresponding_ids == ("XX/NEW/s7",)
        assert again.schema_version == 1
    tables = {r[0] for r in sqlite3.connect(path).execute("SELECT name FROM sqlite_master")}
    assert {"schema_version", "authorities", "authority_names", "correspondences"} <= tables


def test_default_store_loads_the_core_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("LEXAUDIT_AUTHORITY_DB", str(tmp_path / "env.sqlite3"))
    assert default_path() == tmp_path / "env.sqlite3"
    store = AuthorityStore()
    assert store.path == str(tmp_path / "env.sqlite3")
    assert store.get("IN/BNS").in_force_from == dt.date(2024, 7, 1)
    assert store.count() > 30 and store.count_correspondences() >= 40
    store.close()


def test_in_memory_mode():
    store = AuthorityStore.in_memory(autoload=False)
    assert store.count() == 0
    assert AuthorityStore(":memory:").count() > 0


@pytest.mark.parametrize(
    ("key", "as_of", "state"),
    [
        ("IN/IPC/s302", BEFORE, AuthorityState.IN_FORCE),
        ("IN/IPC/s302", AFTER, AuthorityState.REPEALED),
        ("IN/IPC/s302", dt.date(2024, 7, 1), AuthorityState.REPEALED),
        ("IN/BNS/s103", BEFORE, AuthorityState.NOT_YET_IN_FORCE),
        ("IN/BNS/s103", AFTER, AuthorityState.IN_FORCE),
        ("IN/CRPC/s438", AFTER, AuthorityState.REPEALED),
        ("IN/IEA/s65B", AFTER, AuthorityState.REPEALED),
        ("EU/DIR/1995/46", dt.date(2018, 5, 24), AuthorityState.IN_FORCE),
        ("EU/DIR/1995/46", dt.date(2018, 5, 25), AuthorityState.REPEALED),
        ("EU/REG/2016/679/a17", AFTER, AuthorityState.IN_FORCE),
        ("US/FRCP/12(b)(6)", AFTER, AuthorityState.IN_FORCE),
        ("ZZ/nothing", AFTER, AuthorityState.UNKNOWN),
    ],
)
def test_status_on_dates(key: str, as_of: dt.date, state: AuthorityState):
    assert AuthorityStore.in_memory().status(key, as_of).state is state


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("IN/IPC/s302", ("IN/BNS/s103",)),
        ("IN/IPC/s420", ("IN/BNS/s318(4)",)),
        ("IN/IPC/s376", ("IN/BNS/s64", "IN/BNS/s65(1)")),
        ("IN/IPC/s498A", ("IN/BNS/s85", "IN/BNS/s86")),
        ("IN/CRPC/s154", ("IN/BNSS/s173",)),
        ("IN/CRPC/s438", ("IN/BNSS/s482",)),
        ("IN/IEA/s65B", ("IN/BSA/s63",)),
    ],
)
def test_core_correspondences(old: str, new: tuple[str, ...]):
    status = AuthorityStore.in_memory().status(old, AFTER)
    assert status.corresponding_ids == new


def test_describe_names_the_replacement():
    text = AuthorityStore.in_memory().status("IN/IPC/s302", AFTER).describe()
    assert text == (
        "Section 302, Indian Penal Code, 1860: repealed on 2024-07-01 by the Bharatiya Nyaya "
        "Sanhita, 2023; corresponding provision: Section 103 BNS"
    )


def test_json_pack_import(tmp_path: Path):
    pack = {
        "format": "lexaudit-authority-pack",
        "version": 1,
        "name": "t",
        "authorities": [
            {
                "id": "IN/XA",
                "jurisdiction": "IN",
                "kind": "act",
                "title": "X Act, 1990",
                "short_names": ["XA"],
                "in_force_from": "1990-01-01",
                "repealed_on": "2010-01-01",
                "replaced_by": "IN/YA",
            },
            {"id": "IN/YA", "jurisdiction": "IN", "kind": "act", "title": "Y Act, 2010"},
        ],
        "correspondences": [{"old": "IN/XA/s1", "new": "IN/YA/s2", "subject": "s"}],
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(pack), encoding="utf-8")
    store = AuthorityStore.in_memory(autoload=False)
    imported = store.import_pack(path)
    assert len(imported.authorities) == 2 and len(imported.correspondences) == 1
    status = store.status("IN/XA/s1", dt.date(2011, 1, 1))
    assert status.state is AuthorityState.REPEALED
    assert status.replaced_by is not None and status.replaced_by.title == "Y Act, 2010"
    assert status.corresponding_ids == ("IN/YA/s2",)


def test_csv_pack_import(tmp_path: Path):
    auth = tmp_path / "a.csv"
    with auth.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(
            [
                "id",
                "jurisdiction",
                "kind",
                "title",
                "short_names",
                "in_force_from",
                "repealed_on",
                "replaced_by",
                "parent",
                "text",
            ]
        )
        w.writerow(
            ["UK/ZA1990", "UK", "act", "Z Act 1990", "ZA;Z Act", "1990-01-01", "", "", "", ""]
        )
        w.writerow(
            ["UK/ZA1990/s4", "UK", "section", "Four", "", "", "", "", "UK/ZA1990", "4. (1) x"]
        )
    corr = tmp_path / "c.csv"
    corr.write_text(
        "old,new,subject,note\nUK/ZA1990/s4,UK/ZB2000/s9,Four,moved\n", encoding="utf-8"
    )
    store = AuthorityStore.in_memory(autoload=False)
    store.import_pack(auth)
    store.import_pack(corr)
    assert store.get("UK/ZA1990").short_names == ("Z Act", "ZA")
    assert store.get("UK/ZA1990/s4").text_sha256 is not None
    assert store.count_correspondences() == 1


@pytest.mark.parametrize(
    ("content", "name", "needle"),
    [
        ("{not json", "bad.json", "UTF-8 JSON"),
        ('{"authorities": []}', "nofmt.json", "lexaudit-authority-pack"),
        (
            '{"format": "lexaudit-authority-pack", "authorities": [{"id": "x"}]}',
            "miss.json",
            "jurisdiction, kind, title",
        ),
        ("a,b\n1,2\n", "odd.csv", "neither an authority pack"),
        (
            '{"format": "lexaudit-authority-pack", "authorities": '
            '[{"id": "x", "jurisdiction": "IN", "kind": "act", "title": "t", '
            '"in_force_from": "1 July"}]}',
            "date.json",
            "YYYY-MM-DD",
        ),
        ("x", "pack.txt", "neither .json nor .csv"),
    ],
)
def test_bad_packs_say_how_to_fix(tmp_path: Path, content: str, name: str, needle: str):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError) as err:
        AuthorityStore.in_memory(autoload=False).import_pack(path)
    assert needle in str(err.value)


def test_missing_pack_and_unwritable_store(tmp_path: Path):
    with pytest.raises(DataError):
        AuthorityStore.in_memory(autoload=False).import_pack(tmp_path / "none.json")
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(StoreError):
        AuthorityStore(blocker / "sub" / "db.sqlite3")
    not_db = tmp_path / "not.sqlite3"
    not_db.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError):
        AuthorityStore(not_db)


@pytest.mark.parametrize(
    ("cell", "code", "items"),
    [
        ("BNS 103\n(1)", "BNS", ["103(1)"]),
        ("IPC 376(1) &\n376(2)", "IPC", ["376(1)", "376(2)"]),
        ("BNS 351 (2)/\n(3)", "BNS", ["351(2)", "351(3)"]),
        ("IPC 237 to\n241, 250", "IPC", ["237", "238", "239", "240", "241", "250"]),
        ("IEA 3, para 2", "IEA", ["3"]),
        ("IPC 171-I", "IPC", ["171I"]),
        ("IPC", "IPC", []),
        ("BNS 197 (1)d", "BNS", ["197(1)(d)"]),
        ("CrPC 2(r )", "CrPC", ["2(r)"]),
        ("IPC 498A\nExplanat\nion", "IPC", ["498A"]),
        ("CrPC 357A\n&\n357B", "CrPC", ["357A", "357B"]),
        ("BNSS 2(1)(w\n)", "BNSS", ["2(1)(w)"]),
    ],
)
def test_parse_mapping_cells(cell: str, code: str, items: list[str]):
    assert parse_mapping_sections(cell) == (code, items)


@pytest.mark.shared_data
@pytest.mark.skipif(
    not (INDIA / "mapping_of_laws.json").is_file(),
    reason="../shared/data/india/mapping_of_laws.json is not available",
)
def test_full_india_mapping_import(tmp_path: Path):
    store = AuthorityStore(tmp_path / "india.sqlite3")
    summary = store.import_india_mapping(INDIA)
    assert summary.rows == 1237
    assert summary.per_table == {"BNS_to_IPC": 532, "BNSS_to_CrPC": 526, "BSA_to_IEA": 179}
    assert summary.correspondences > 1200
    assert summary.texts > 1500
    status = store.status("IN/IPC/s302", AFTER)
    assert status.state is AuthorityState.REPEALED
    assert status.corresponding_ids == ("IN/BNS/s103",)
    assert store.status("IN/CRPC/s438", AFTER).corresponding_ids == ("IN/BNSS/s482",)
    assert store.status("IN/IEA/s65B", AFTER).corresponding_ids == ("IN/BSA/s63",)
    assert store.status("IN/IPC/s420", AFTER).corresponding_ids == ("IN/BNS/s318(4)",)
    assert "murder" in (store.get("IN/IPC/s302").text or "").lower()
    # the core pack's hand-checked text is not overwritten by the unofficial section file
    assert "similar ground" in (store.get("IN/BNS/s103").text or "")


def test_import_india_mapping_needs_the_file(tmp_path: Path):
    with pytest.raises(DataError, match="mapping_of_laws.json"):
        AuthorityStore.in_memory().import_india_mapping(tmp_path)
