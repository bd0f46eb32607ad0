"""``lexaudit dataset finetune-rag``: verified Finetune-RAG records, written reproducibly.

Candidates (:mod:`lexaudit.training.candidates`) are tried in a fixed order per category; a
record is kept when lexaudit labels its ``chosen`` answer ``clean`` and its ``rejected`` answer
``hallucinated`` against the record's ``check_sources`` on its ``as_of`` date, else it is
dropped and counted. The verifier uses an authority store holding the shipped core pack and
the official Indian correspondence tables with the section texts of the six codes.

Output (``DIR``): ``records.jsonl``, ``sft.jsonl``, ``dpo.jsonl`` (see
:mod:`lexaudit.training.records`) and ``manifest.json`` (seed, counts and drops per category,
lexaudit version, the shared-data files used with their SHA-256). Nothing in the files depends
on the clock or the machine, so the same seed and data give byte-identical files.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lexaudit import __version__
from lexaudit.bench.datasets.loading import require
from lexaudit.training.candidates import CATEGORIES, candidates
from lexaudit.training.records import (
    SCHEMA_VERSION,
    TrainingRecord,
    dpo_record,
    dumps,
    full_record,
    sft_record,
    write_jsonl,
)

DEFAULT_PER_CATEGORY = 200
DEFAULT_SEED = 13
FILES = ("records.jsonl", "sft.jsonl", "dpo.jsonl", "manifest.json")


@dataclass(slots=True)
class CategoryCounts:
    """How many records of a category were tried, kept and dropped (and why)."""

    candidates: int = 0
    tried: int = 0
    kept: int = 0
    dropped: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The manifest form."""
        return {
            "candidates": self.candidates,
            "tried": self.tried,
            "kept": self.kept,
            "dropped": sum(self.dropped.values()),
            "dropped_by_reason": dict(sorted(self.dropped.items())),
        }


Progress = Callable[[str, int, int], None]


def _store(data_root: Path) -> Any:
    from lexaudit.authority.store import AuthorityStore

    store = AuthorityStore.in_memory()
    store.import_india_mapping(require(data_root / "india"))
    return store


def check(verifier: Any, record: TrainingRecord) -> tuple[dict[str, str], str | None]:
    """Verify both answers; return their labels and the reason to drop, if any."""
    chosen = verifier.verify(
        record.chosen, list(record.check_sources), query=record.query, as_of=record.as_of
    ).label.value
    if chosen != "clean":
        return {"chosen": chosen}, f"chosen_{chosen}"
    rejected = verifier.verify(
        record.rejected, list(record.check_sources), query=record.query, as_of=record.as_of
    ).label.value
    labels = {"chosen": chosen, "rejected": rejected}
    if rejected != "hallucinated":
        return labels, f"rejected_{rejected}"
    return labels, None


def build(
    data_root: Path,
    out_dir: Path,
    *,
    seed: int = DEFAULT_SEED,
    per_category: int = DEFAULT_PER_CATEGORY,
    progress: Progress | None = None,
    verifier: Any = None,
) -> dict[str, Any]:
    """Build, verify and write the records; return the manifest.

    Args:
        data_root: the shared data directory (``cuad/``, ``india/``, ``opinions/``).
        out_dir: where the four files are written (created if missing).
        seed: the random seed; the same seed gives byte-identical files.
        per_category: how many verified records to keep per category (fewer when the
            candidates run out; the manifest says so).
        progress: called as ``progress(category, kept, per_category)`` after each candidate.
        verifier: a ``Verifier`` to use (default: one with the Indian authority store).

    Returns:
        The manifest (also written to ``manifest.json``).
    """
    store = _store(data_root)
    if verifier is None:
        from lexaudit.verifier import Verifier

        verifier = Verifier(authority_store=store)
    pools = candidates(data_root, seed, store)
    kept: list[tuple[TrainingRecord, dict[str, str]]] = []
    counts: dict[str, CategoryCounts] = {}
    for category in CATEGORIES:
        tally = counts[category] = CategoryCounts(candidates=len(pools[category]))
        for record in pools[category]:
            if tally.kept >= per_category:
                break
            tally.tried += 1
            labels, reason = check(verifier, record)
            if reason is None:
                tally.kept += 1
                kept.append((record, labels))
            else:
                tally.dropped[reason] = tally.dropped.get(reason, 0) + 1
            if progress is not None:
                progress(category, tally.kept, per_category)
    out_dir.mkdir(parents=True, exist_ok=True)
    write_jsonl(out_dir / "records.jsonl", (full_record(r, labels) for r, labels in kept))
    write_jsonl(out_dir / "sft.jsonl", (sft_record(r) for r, _ in kept))
    write_jsonl(out_dir / "dpo.jsonl", (dpo_record(r) for r, _ in kept))
    manifest = _manifest(data_root, seed, per_category, counts, kept)
    (out_dir / "manifest.json").write_text(
        json.dumps(manifest, ensure_ascii=False, sort_keys=True, indent=2) + "\n",
        encoding="utf-8",
        newline="\n",
    )
    store.close()
    return manifest


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _manifest(
    data_root: Path,
    seed: int,
    per_category: int,
    counts: dict[str, CategoryCounts],
    kept: list[tuple[TrainingRecord, dict[str, str]]],
) -> dict[str, Any]:
    files = sorted({f for record, _ in kept for f in record.source_files})
    return {
        "generator": "lexaudit dataset finetune-rag",
        "schema_version": SCHEMA_VERSION,
        "lexaudit_version": __version__,
        "seed": seed,
        "per_category": per_category,
        "records": len(kept),
        "categories": {c: counts[c].to_dict() for c in CATEGORIES},
        "verification": (
            "every chosen answer labelled clean and every rejected answer labelled "
            "hallucinated by lexaudit.Verifier against the record's check_sources on its as_of "
            "date; records failing either check are dropped and counted"
        ),
        "files": {name: f"{name} ({desc})" for name, desc in _FILE_DESCRIPTIONS.items()},
        "source_files": {f: _sha256(data_root / f) for f in files},
        "records_sha256": hashlib.sha256(
            "".join(dumps(full_record(r, lab)) + "\n" for r, lab in kept).encode("utf-8")
        ).hexdigest(),
    }


_FILE_DESCRIPTIONS = {
    "records.jsonl": "every field, with the verifier's labels",
    "sft.jsonl": "TRL SFT conversational: messages",
    "dpo.jsonl": "TRL DPO conversational: prompt, chosen, rejected",
}
