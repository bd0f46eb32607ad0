"""``lexaudit dataset finetune-rag``: the five categories, verified, reproducible from the seed.

The command runs for real (``python -m lexaudit.cli``) on the shared data with three records
per category; the files are then read back, checked against what the docs promise, loaded with
``datasets`` when it is installed, and the answers verified again in this process.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from lexaudit.bench.datasets.loading import default_data_root
from lexaudit.training.candidates import CATEGORIES
from lexaudit.training.finetune_rag import FILES

DATA = default_data_root()
pytestmark = [
    pytest.mark.shared_data,
    pytest.mark.slow,
    pytest.mark.skipif(
        DATA is None or not DATA.is_dir(),
        reason="../shared/data is absent (set LEXAUDIT_SHARED_DATA to build training data)",
    ),
]
PER_CATEGORY = 3
SEED = 7


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lexaudit.cli", "dataset", "finetune-rag", *args],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )


def _build(out: Path, seed: int = SEED) -> subprocess.CompletedProcess[str]:
    result = _run(
        "--out", str(out), "--seed", str(seed), "--per-category", str(PER_CATEGORY),
        "--data-root", str(DATA),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return result


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ftrag") / "a"
    _build(out)
    return out


def _lines(path: Path) -> list[dict]:
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n") and "\r" not in text
    return [json.loads(line) for line in text.splitlines()]


def test_same_seed_gives_byte_identical_files(built: Path, tmp_path: Path) -> None:
    again = tmp_path / "b"
    _build(again)
    for name in FILES:
        assert (built / name).read_bytes() == (again / name).read_bytes(), name


def test_manifest_states_seed_counts_drops_version_and_sources(built: Path) -> None:
    from lexaudit import __version__

    manifest = json.loads((built / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["seed"] == SEED
    assert manifest["lexaudit_version"] == __version__
    assert manifest["per_category"] == PER_CATEGORY
    records = _lines(built / "records.jsonl")
    assert manifest["records"] == len(records) == PER_CATEGORY * len(CATEGORIES)
    for category in CATEGORIES:
        counts = manifest["categories"][category]
        assert counts["kept"] == PER_CATEGORY
        assert counts["tried"] == counts["kept"] + counts["dropped"]
        assert counts["dropped"] == sum(counts["dropped_by_reason"].values())
        assert sum(r["category"] == category for r in records) == PER_CATEGORY
    used = {f for r in records for f in r["source_files"]}
    assert set(manifest["source_files"]) == used
    assert DATA is not None
    for name, digest in manifest["source_files"].items():
        assert (DATA / name).is_file() and len(digest) == 64


def test_every_record_was_verified_as_stated(built: Path, verifier) -> None:  # type: ignore[no-untyped-def]
    """Each chosen answer is clean and each rejected one hallucinated, checked again here."""
    from lexaudit.authority.store import AuthorityStore
    from lexaudit.verifier import Verifier

    assert DATA is not None
    store = AuthorityStore.in_memory()
    store.import_india_mapping(DATA / "india")
    again = Verifier(extractor=verifier.extractor, authority_store=store)
    for record in _lines(built / "records.jsonl"):
        assert record["verification"] == {"chosen": "clean", "rejected": "hallucinated"}
        for field, label in (("expected_answer", "clean"), ("rejected_answer", "hallucinated")):
            report = again.verify(
                record[field], record["check_sources"], query=record["query"], as_of=record["as_of"]
            )
            assert report.label.value == label, (record["id"], field)
    store.close()


def test_categories_hold_the_context_they_promise(built: Path) -> None:
    records = {r["id"]: r for r in _lines(built / "records.jsonl")}
    for r in records.values():
        shown = [f"{p['title']}\n{p['text']}" for p in r["context"]]
        if r["category"] == "correct":
            assert shown == r["check_sources"]
        elif r["category"] == "misleading":
            # every correct passage is shown, with at least one passage of another document
            assert all(s in shown for s in r["check_sources"])
            assert len(shown) > len(r["check_sources"])
        elif r["category"] == "insufficient":
            assert shown == r["check_sources"]
            assert "I cannot tell" in r["expected_answer"]
        elif r["category"] == "outdated":
            assert r["as_of"] > "2024-07-01"
            title = r["context"][0]["title"]
            assert title.split(",")[0] in {
                "Indian Penal Code",
                "Code of Criminal Procedure",
                "Indian Evidence Act",
            }
            assert "repealed on 1 July 2024" in r["expected_answer"]
            assert "in force is Section" in r["expected_answer"]
            assert "which is the law in force" in r["rejected_answer"]
        else:
            assert r["category"] == "misattributed"
            notes = [p for p in r["context"] if "(secondary source)" in p["title"]]
            assert len(notes) == 1
            assert notes[0]["title"] + "\n" + notes[0]["text"] not in r["check_sources"]


def test_files_load_for_trl_sft_and_dpo(built: Path) -> None:
    sft, dpo = built / "sft.jsonl", built / "dpo.jsonl"
    if importlib.util.find_spec("datasets") is not None:
        import datasets

        sft_rows = list(datasets.load_dataset("json", data_files=str(sft), split="train"))
        dpo_rows = list(datasets.load_dataset("json", data_files=str(dpo), split="train"))
    else:  # plain JSON checks: the same shape TRL reads
        sft_rows, dpo_rows = _lines(sft), _lines(dpo)
    assert len(sft_rows) == len(dpo_rows) == PER_CATEGORY * len(CATEGORIES)
    for row in sft_rows:
        assert [m["role"] for m in row["messages"]] == ["system", "user", "assistant"]
        assert all(isinstance(m["content"], str) and m["content"] for m in row["messages"])
        assert "Question: " in row["messages"][1]["content"]
    for row in dpo_rows:
        assert [m["role"] for m in row["prompt"]] == ["system", "user"]
        assert [m["role"] for m in row["chosen"]] == [m["role"] for m in row["rejected"]]
        assert row["chosen"][0]["role"] == "assistant"
        assert row["chosen"][0]["content"] != row["rejected"][0]["content"]


@pytest.mark.parametrize(
    ("args", "code", "needle"),
    [
        (["--per-category", "0"], 2, "[E100] --per-category must be a positive"),
        (["--data-root", "/nonexistent/shared"], 20, "[E300] the shared data directory"),
    ],
    ids=["zero-per-category", "missing-data-root"],
)
def test_bad_input_is_a_clear_error(
    tmp_path: Path, args: list[str], code: int, needle: str
) -> None:
    result = _run("--out", str(tmp_path / "out"), *args)
    assert result.returncode == code
    assert needle in result.stderr
    assert not (tmp_path / "out").exists()
