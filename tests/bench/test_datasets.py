"""Benchmark datasets: determinism, group-disjoint splits, balance, perturbation checks."""

from __future__ import annotations

import re
import statistics
import time
from collections import Counter

import pytest

from lexaudit.bench.datasets import DATASETS, golden_set, load_dataset
from lexaudit.bench.datasets.faithbench import LABEL_RULE, is_hallucinated
from lexaudit.bench.datasets.loading import default_data_root, split_of
from lexaudit.bench.datasets.numeric_edits import date_value, dates_in
from lexaudit.bench.datasets.perturbations import VALUE_KINDS, contains
from lexaudit.bench.types import Example
from lexaudit.errors import DataError

DATA = default_data_root()
needs_data = pytest.mark.skipif(
    DATA is None or not DATA.is_dir(),
    reason="../shared/data is absent (set LEXAUDIT_SHARED_DATA to run the dataset tests)",
)
PAIRED = ("contract-qa", "statute-qa", "caselaw-qa")
MIN_SIZE = {
    "natural-qa": 240,
    "own-qa": 100,
    "contract-qa": 1200,
    "statute-qa": 400,
    "caselaw-qa": 200,
    "faithbench": 700,
}


@pytest.fixture(scope="session")
def built() -> dict[str, list[Example]]:
    out = {}
    for name in DATASETS:
        start = time.perf_counter()
        out[name] = load_dataset(name, data_root=DATA)
        print(f"{name}: {len(out[name])} examples in {time.perf_counter() - start:.1f} s")
    return out


def _pairs(examples: list[Example]) -> list[tuple[Example, Example]]:
    by_id: dict[str, dict[bool, Example]] = {}
    for ex in examples:
        by_id.setdefault(ex.meta["pair_id"], {})[ex.hallucinated] = ex
    return [(p[False], p[True]) for p in by_id.values()]


def _mentions(source: str, value: str) -> bool:
    """Whether ``value`` occurs in ``source`` as a whole token run ("Section 5" not in "53")."""
    text, needle = " ".join(source.lower().split()), " ".join(value.lower().split())
    return re.search(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", text) is not None


def test_unknown_dataset_names_the_options() -> None:
    with pytest.raises(DataError, match="contract-qa"):
        load_dataset("no-such-set")


def test_missing_data_says_how_to_fix(tmp_path) -> None:
    with pytest.raises(DataError, match="LEXAUDIT_SHARED_DATA") as info:
        load_dataset("contract-qa", data_root=tmp_path)
    assert "master_clauses.csv" in str(info.value)
    with pytest.raises(DataError, match="does not exist"):
        load_dataset("faithbench", data_root=tmp_path / "nowhere")


def test_golden_set_without_data_says_how_to_fix(tmp_path) -> None:
    with pytest.raises(DataError, match="LEXAUDIT_SHARED_DATA"):
        golden_set(data_root=tmp_path / "nowhere")


@pytest.mark.parametrize(
    "build",
    [
        lambda root: load_dataset("contract-qa", data_root=root),  # a file is missing
        lambda root: load_dataset("faithbench", data_root=root / "nowhere"),  # no directory
        lambda root: golden_set(data_root=root / "nowhere"),
    ],
    ids=["missing-file", "missing-dir", "golden"],
)
def test_missing_data_message_names_the_cli_flag_and_the_python_argument(tmp_path, build) -> None:
    with pytest.raises(DataError) as info:
        build(tmp_path)
    message = str(info.value)
    assert "--data-root DIR" in message and "data_root=" in message
    assert "LEXAUDIT_SHARED_DATA" in message


def test_missing_data_names_what_is_missing(tmp_path) -> None:
    from lexaudit.bench.datasets import REQUIRED_DATA, missing_data

    assert set(REQUIRED_DATA) == set(DATASETS)
    (tmp_path / "opinions").mkdir()
    (tmp_path / "opinions" / "scotus_slip_opinion.txt").write_text("Opinion.", encoding="utf-8")
    assert missing_data("caselaw-qa", tmp_path) is None
    reason = missing_data("statute-qa", tmp_path)
    assert reason is not None and str(tmp_path / "india" / "bns.json") in reason
    assert reason.endswith("and 2 more")
    assert "does not exist" in (missing_data("faithbench", tmp_path / "nowhere") or "")


@needs_data
def test_missing_data_finds_the_shared_data() -> None:
    from lexaudit.bench.datasets import missing_data

    assert {name: missing_data(name, DATA) for name in DATASETS} == dict.fromkeys(DATASETS)


def test_split_is_a_stable_hash() -> None:
    assert split_of("a-contract.txt") == split_of("a-contract.txt")
    shares = Counter(split_of(f"doc-{i}") for i in range(2000))
    assert 0.35 < shares["dev"] / 2000 < 0.45


@needs_data
@pytest.mark.shared_data
@pytest.mark.parametrize("name", list(DATASETS))
def test_size_ids_and_splits(built, name) -> None:
    examples = built[name]
    assert len(examples) >= MIN_SIZE[name]
    assert len({e.id for e in examples}) == len(examples)
    # own-qa is a tuning set: every case is dev
    assert {e.split for e in examples} == ({"dev"} if name == "own-qa" else {"dev", "test"})
    dev = {e.group for e in examples if e.split == "dev"}
    test = {e.group for e in examples if e.split == "test"}
    assert not dev & test, "a source document is in both splits"
    assert all(e.dataset == name and e.sources and e.answer.strip() for e in examples)
    dev_only = load_dataset(name, data_root=DATA, split="dev") if name != "contract-qa" else None
    if dev_only is not None:
        assert dev_only == [e for e in examples if e.split == "dev"]


@needs_data
@pytest.mark.shared_data
@pytest.mark.parametrize("name", ["contract-qa", "statute-qa", "caselaw-qa"])
def test_determinism(built, name) -> None:
    assert load_dataset(name, data_root=DATA) == built[name]
    if name != "contract-qa":  # one extra contract-qa build is enough for the time budget
        assert load_dataset(name, data_root=DATA, seed=14) != built[name]


@needs_data
@pytest.mark.shared_data
@pytest.mark.parametrize("name", PAIRED)
def test_pairs_are_balanced_and_matched(built, name) -> None:
    examples = built[name]
    share = sum(e.hallucinated for e in examples) / len(examples)
    assert abs(share - 0.5) <= 0.01
    for faithful, wrong in _pairs(examples):
        assert wrong.answer != faithful.answer
        assert (wrong.query, wrong.sources, wrong.group, wrong.as_of) == (
            faithful.query,
            faithful.sources,
            faithful.group,
            faithful.as_of,
        )
        assert faithful.kind.startswith("faithful:") and wrong.kind.startswith("hallucinated:")
        assert wrong.meta["perturbation"] == wrong.kind.split(":", 1)[1]


@needs_data
@pytest.mark.shared_data
@pytest.mark.parametrize("name", PAIRED)
def test_replacement_values_are_absent_from_sources(built, name) -> None:
    checked = 0
    for ex in built[name]:
        if not ex.hallucinated:
            continue
        kind = ex.meta["perturbation"]
        if ex.meta.get("value_checked") or kind in VALUE_KINDS:
            source = " ".join(ex.sources)
            assert not _mentions(source, ex.meta["replacement"]), (ex.id, ex.meta)
            assert ex.meta["replacement"] in ex.answer or kind == "fabricated_citation", ex.id
            if kind == "shifted_date":  # not even written another way ("16th day of July")
                assert date_value(ex.meta["replacement"]) not in dates_in(source), ex.id
            checked += 1
    assert checked > 0


@needs_data
@pytest.mark.shared_data
@pytest.mark.parametrize("name", PAIRED)
def test_every_kind_has_a_fair_share(built, name) -> None:
    kinds = Counter(e.kind for e in built[name] if e.hallucinated)
    total = sum(kinds.values())
    print(name, dict(kinds))
    expected = {
        "contract-qa": 8,
        "statute-qa": 5,
        "caselaw-qa": 5,
    }[name]
    assert len(kinds) == expected
    assert all(n / total >= 0.08 for n in kinds.values()), kinds


@needs_data
@pytest.mark.shared_data
def test_contract_context_lengths(built) -> None:
    words = [e.context_words for e in built["contract-qa"]]
    print(
        f"contract-qa context words: mean {statistics.mean(words):.0f}, "
        f"min {min(words)}, max {max(words)}"
    )
    assert all(300 <= w <= 900 for w in words)
    assert 400 <= statistics.mean(words) <= 520
    assert all(e.meta["n_context_words"] == e.context_words for e in built["contract-qa"])


@needs_data
@pytest.mark.shared_data
def test_contract_styles_and_meta(built) -> None:
    faithful = [e for e in built["contract-qa"] if not e.hallucinated]
    styles = Counter(e.meta["style"] for e in faithful)
    assert set(styles) == {"extractive", "paraphrase"}
    assert min(styles.values()) / len(faithful) > 0.3
    assert len({e.meta["category"] for e in faithful}) >= 15
    assert len({e.group for e in faithful}) >= 250
    for e in faithful:
        assert e.answer.endswith("."), e.id
        assert len(e.answer.split()) <= 110, e.id
        if e.kind == "faithful:extractive" and e.meta["category"] not in (
            "Parties",
            "Agreement Date",
            "Effective Date",
        ):
            assert contains(e.sources[0], e.answer.rstrip(".")), e.id


@needs_data
@pytest.mark.shared_data
def test_statute_dates_follow_the_switch(built) -> None:
    for e in built["statute-qa"]:
        if e.kind == "hallucinated:repealed_as_current":
            assert e.as_of >= "2024-07-01" and "Indian Penal Code" in e.answer
        if e.kind == "hallucinated:cited_before_in_force":
            assert e.as_of < "2024-07-01" and "Bharatiya Nyaya Sanhita" in e.answer
            assert "Indian Penal Code" not in e.answer
        elif e.meta["style"] == "pre-2024":
            assert e.as_of < "2024-07-01"
            assert "Indian Penal Code" in e.answer
        else:
            assert e.as_of >= "2024-07-01"
            assert e.group.startswith("BNS ")
    faithful_current = [
        e for e in built["statute-qa"] if not e.hallucinated and e.meta["style"] != "pre-2024"
    ]
    assert all("Bharatiya Nyaya Sanhita" in e.answer for e in faithful_current)
    for e in built["statute-qa"]:
        if not e.hallucinated and "punished with " in e.answer:  # quoted from the sources
            phrase = e.answer.split("punished with ", 1)[1].rstrip(".")
            assert phrase in " ".join(e.sources), e.id


@needs_data
@pytest.mark.shared_data
def test_caselaw_groups_are_passages(built) -> None:
    examples = built["caselaw-qa"]
    assert all(e.group.startswith("fisher-2013:p") for e in examples)
    words = [e.context_words for e in examples]
    print(
        f"caselaw-qa context words: mean {statistics.mean(words):.0f}, range {min(words)}-"
        f"{max(words)}"
    )
    assert all(250 <= w <= 800 for w in words)
    assert 300 <= statistics.mean(words) <= 700
    fabricated = [e for e in examples if e.kind == "hallucinated:fabricated_citation"]
    opinion_text = (DATA / "opinions" / "scotus_slip_opinion.txt").read_text(encoding="utf-8")
    for e in fabricated:
        assert e.meta["replacement"] not in " ".join(opinion_text.split())


@needs_data
@pytest.mark.shared_data
def test_faithbench_labels_follow_the_rule(built) -> None:
    examples = built["faithbench"]
    assert len(examples) == 750
    for e in examples:
        unwanted = any(label.startswith("Unwanted") for label in e.meta["labels"])
        assert e.hallucinated == unwanted
        assert e.meta["label_rule"] == LABEL_RULE
        assert e.query is None
    assert is_hallucinated([{"label": ["Questionable"]}, {"label": ["Benign"]}]) is False
    assert is_hallucinated([{"label": ["Benign"]}, {"label": ["Unwanted", "Unwanted.Extrinsic"]}])
    by_group: dict[str, set[str]] = {}
    for e in examples:
        by_group.setdefault(e.group, set()).add(e.split)
    assert all(len(s) == 1 for s in by_group.values())


@needs_data
@pytest.mark.shared_data
def test_golden_set_is_fixed_balanced_and_dev_only(built) -> None:
    golden = golden_set(datasets=built)
    natural = [e for e in golden if e.dataset == "natural-qa"]
    synthetic = [e for e in golden if e.dataset != "natural-qa"]
    assert {e.id for e in natural} == {e.id for e in built["natural-qa"] if e.split == "dev"}
    assert len(synthetic) == 240
    assert len({(e.dataset, e.id) for e in golden}) == len(golden)
    assert all(e.split == "dev" for e in golden)
    assert sum(e.hallucinated for e in synthetic) == 120
    datasets = Counter(e.dataset for e in synthetic)
    assert datasets["contract-qa"] > datasets["statute-qa"] > 0 and datasets["caselaw-qa"] > 0
    ids = {e.id for name in PAIRED for e in built[name]}
    assert {e.id for e in synthetic} <= ids


def test_an_xml_source_keeps_its_headings_on_lines_of_their_own(tmp_path) -> None:
    from lexaudit.bench.datasets.natural_qa import resolve_source

    folder = tmp_path / "data" / "uscode"
    folder.mkdir(parents=True)
    xml = (
        "<subsection><num>(d)</num><heading>Protection of wardens</heading><content><p>No "
        "warden shall be held liable.</p></content></subsection>"
    )
    (folder / "usc99.xml").write_text(xml, encoding="utf-8")
    ref = {"file": "data/uscode/usc99.xml", "start": 0, "end": len(xml), "markup": "xml"}
    assert (
        resolve_source(tmp_path, ref)
        == "(d) Protection of wardens\nNo warden shall be held liable."
    )


def test_own_qa_reads_its_case_files_in_name_order(tmp_path, monkeypatch) -> None:
    from lexaudit.bench.datasets import own_qa
    from lexaudit.errors import DataError

    monkeypatch.setattr(own_qa, "CASES", tmp_path)
    with pytest.raises(DataError, match="no \\*.jsonl case file"):
        own_qa.build(tmp_path)
    seen: list[list[str]] = []
    monkeypatch.setattr(own_qa, "read_cases", lambda files, *a, **k: seen.append(files) or [])
    for name in ("batches-19-36.jsonl", "batches-01-18.jsonl", "notes.txt"):
        (tmp_path / name).write_text("", encoding="utf-8")
    own_qa.build(tmp_path)
    assert [p.name for p in seen[0]] == ["batches-01-18.jsonl", "batches-19-36.jsonl"]
