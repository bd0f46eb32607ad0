"""natural-qa: answers written the way an AI legal assistant writes them (the headline set).

240 hand-written question / answer cases in ``natural-qa/`` of the shared data (see its
``FORMAT.md``): 100 on 30 CUAD contracts, 80 on the Indian criminal codes and the US Code, 60 on
six US opinions. Half are faithful (paraphrase, several facts in one sentence, extractive), half
carry exactly one error (a changed number, duration or date, swapped parties, a reversed role, a
substituted entity, a flipped negation, another jurisdiction, an unsupported addition, a
fabricated or wrong or repealed citation, a misattributed holding).

A case's sources are references into the shared data (characters of a file, records of a JSON
list, characters of a USLM XML file with the tags removed); they are resolved here, in place.

Group = the first source's file (a contract, an Act, an opinion), so dev and test never share a
document; the split is the same stable hash as every other dataset's.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from lexaudit.bench.datasets.loading import require, split_of
from lexaudit.bench.types import Example
from lexaudit.errors import DataError

NAME = "natural-qa"
FILES = ("contracts.jsonl", "statutes.jsonl", "caselaw.jsonl")
_HEADING_END = re.compile(r"</heading>")
_TAG = re.compile(r"<[^>]*>")


@cache
def _read_text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@cache
def _read_json(path: Path) -> Any:
    return json.loads(_read_text(path))


def resolve_source(shared: Path, ref: dict[str, Any]) -> str:
    """The text a source reference points at (``shared`` is the parent of ``data/``)."""
    path = require(shared / ref["file"])
    if "start" in ref:
        text = _read_text(path)[int(ref["start"]) : int(ref["end"])]
        if ref.get("markup") == "xml":
            # a heading is a line of its own ("(c) Duties of wardens" / "No warden
            # shall ..."), as the Code prints it; run into the text, it reads as its subject
            text = _HEADING_END.sub("\n", text)
            text = _TAG.sub(" ", text)
            text = re.sub(r"[ \t]+", " ", text)
            text = re.sub(r"\s*\n\s*", "\n", text)
        return text.strip()
    records = _read_json(path)
    indices = ref["indices"] if "indices" in ref else [ref["index"]]
    field = ref.get("field", "text")
    return "\n".join(str(records[int(i)][field]) for i in indices).strip()


def build(root: Path, seed: int = 13) -> list[Example]:
    """Build the natural-qa examples (``seed`` is unused: the set is fixed).

    Args:
        root: The shared data directory (``.../shared/data``).
        seed: Ignored; kept for the common dataset signature.

    Returns:
        The 240 examples in file order, split dev / test by source document.

    Raises:
        DataError: When a file or a referenced source is missing or malformed.
    """
    del seed
    folder = require(root / "natural-qa")
    return read_cases([require(folder / name) for name in FILES], root, NAME)


def read_cases(
    paths: list[Path], root: Path, dataset: str, split: str | None = None
) -> list[Example]:
    """Read cases in the natural-qa format, resolving their sources in the shared data.

    Args:
        paths: JSONL files of cases (``natural-qa/FORMAT.md``).
        root: The shared data directory the sources refer into.
        dataset: The dataset name the examples carry.
        split: One split for every case, or None to split by source document.

    Returns:
        The examples in file order.

    Raises:
        DataError: When a file or a referenced source is missing or malformed.
    """
    shared = root.parent
    out: list[Example] = []
    for path in paths:
        for n, line in enumerate(_read_text(path).splitlines(), 1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
                sources = tuple(resolve_source(shared, ref) for ref in case["sources"])
                group = case["sources"][0]["file"]
                out.append(
                    Example(
                        id=case["id"],
                        dataset=dataset,
                        split=split or split_of(f"{dataset}:{group}"),
                        group=group,
                        query=case.get("query"),
                        sources=sources,
                        answer=case["answer"],
                        hallucinated=case["label"] == "hallucinated",
                        kind=f"{case['label']}:{case['type']}",
                        as_of=case.get("as_of"),
                        meta={
                            "domain": case.get("domain"),
                            "hallucinated_span": case.get("hallucinated_span"),
                        },
                    )
                )
            except (KeyError, TypeError, ValueError, IndexError) as exc:
                raise DataError(
                    f"{path}:{n}: not a natural-qa case ({exc}); see natural-qa/FORMAT.md"
                ) from exc
    return out
