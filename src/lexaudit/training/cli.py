"""``lexaudit dataset finetune-rag`` and ``lexaudit dataset dpo-from-audits``.

Module-level imports stay cheap; the verifier, the data and the audit store load in the run
functions.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

DEFAULT_SEED = 13
DEFAULT_PER_CATEGORY = 200


def add_parser(subparsers: Any) -> None:
    """Add the ``dataset`` subcommand with its ``finetune-rag`` and ``dpo-from-audits`` actions."""
    parser = subparsers.add_parser(
        "dataset",
        help="write training data for generators (Finetune-RAG, DPO pairs from reviews)",
        description="Write training data for RAG generators; see docs/training-data.md.",
    )
    actions = parser.add_subparsers(dest="dataset_command", metavar="ACTION")
    ft = actions.add_parser(
        "finetune-rag",
        help="the five Finetune-RAG categories, every answer verified by lexaudit",
        description=(
            "Write records.jsonl, sft.jsonl (TRL SFT: messages), dpo.jsonl (TRL DPO: prompt, "
            "chosen, rejected) and manifest.json to DIR, built from the shared contracts, "
            "statutes and opinions. Every chosen answer is verified clean and every rejected "
            "one hallucinated; records that fail are dropped and counted in the manifest. "
            "The same seed gives byte-identical files. About 5 answers are verified a second, "
            "so the default (200 per category) takes several minutes."
        ),
    )
    ft.add_argument("--out", required=True, metavar="DIR", help="output directory")
    ft.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help="random seed (default: %(default)s)"
    )
    ft.add_argument(
        "--per-category",
        type=int,
        default=DEFAULT_PER_CATEGORY,
        metavar="N",
        help="verified records per category (default: %(default)s)",
    )
    ft.add_argument(
        "--data-root",
        default=None,
        metavar="DIR",
        help="the shared data directory (default: $LEXAUDIT_SHARED_DATA or ../shared/data)",
    )
    ft.set_defaults(run=run_finetune_rag)
    dpo = actions.add_parser(
        "dpo-from-audits",
        help="reviewer overrides in the audit store as DPO preference pairs",
        description=(
            "Write one JSON line per reviewed audit record: prompt (question and sources), "
            "chosen and rejected according to the reviewer's latest override."
        ),
    )
    dpo.add_argument("--out", required=True, metavar="FILE", help="output JSONL file")
    dpo.add_argument(
        "--data-dir",
        default=os.environ.get("LEXAUDIT_DATA_DIR", "lexaudit-data"),
        help="directory of the SQLite audit store (default: %(default)s)",
    )
    dpo.add_argument(
        "--db",
        default=None,
        metavar="URL",
        help="PostgreSQL URL (postgresql://USER@HOST:PORT/DB) instead of SQLite in the data dir",
    )
    dpo.add_argument("--tenant", default=None, help="export one tenant only (default: all)")
    dpo.set_defaults(run=run_dpo_from_audits)
    parser.set_defaults(run=lambda args: _usage(parser))


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def run_finetune_rag(args: argparse.Namespace) -> int:
    """Build, verify and write the Finetune-RAG records."""
    from lexaudit.bench.datasets.loading import ENV_VAR, resolve_data_root
    from lexaudit.errors import DataError, InputError
    from lexaudit.training.finetune_rag import build

    if args.per_category < 1:
        raise InputError(
            f"--per-category must be a positive number of records, not {args.per_category}; "
            "try --per-category 3 for a quick run"
        )
    root = resolve_data_root(args.data_root)
    if not root.is_dir():
        raise DataError(
            f"the shared data directory {root} does not exist; pass --data-root DIR or set "
            f"{ENV_VAR}=/path/to/shared/data"
        )
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise InputError(f"--out {out} is a file; pass a directory (it is created if missing)")
    start = time.monotonic()
    last = [start]

    def progress(category: str, kept: int, wanted: int) -> None:
        now = time.monotonic()
        if now - last[0] >= 10 or kept == wanted:
            last[0] = now
            print(
                f"{category}: {kept}/{wanted} kept ({now - start:.0f}s)",
                file=sys.stderr,
                flush=True,
            )

    manifest = build(root, out, seed=args.seed, per_category=args.per_category, progress=progress)
    for name, counts in manifest["categories"].items():
        print(f"{name:14} kept {counts['kept']:4}  dropped {counts['dropped']:4}")
    print(f"wrote {manifest['records']} records to {out} (seed {args.seed})")
    short = [n for n, c in manifest["categories"].items() if c["kept"] < args.per_category]
    if short:
        print(f"fewer than {args.per_category} verified records for: {', '.join(short)}")
    return 0


def run_dpo_from_audits(args: argparse.Namespace) -> int:
    """Export reviewer overrides as preference pairs."""
    from lexaudit.audit.store import open_store
    from lexaudit.errors import StoreError
    from lexaudit.training.audits import export_pairs
    from lexaudit.training.records import write_jsonl

    if args.db is None and not (Path(args.data_dir) / "audit.sqlite3").is_file():
        raise StoreError(
            f"no audit store in {args.data_dir} (audit.sqlite3 is missing); pass the "
            "--data-dir that lexaudit serve uses, or --db URL"
        )
    store = open_store(args.data_dir, args.db, migrate=False)
    try:
        pairs, counts = export_pairs(store, args.tenant)
    finally:
        store.close()
    n = write_jsonl(Path(args.out), pairs)
    skipped = ", ".join(f"{k} {v}" for k, v in counts.skipped.items())
    print(f"{counts.reviewed} reviewed records: {n} pairs written to {args.out}")
    print(f"skipped: {skipped}")
    return 0
