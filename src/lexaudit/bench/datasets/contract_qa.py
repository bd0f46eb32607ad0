"""Contract-qa: questions about CUAD contracts, with matched faithful and hallucinated answers.

For each contract (about 300 whose ``Filename`` matches a file in ``cuad/contracts``) and each
usable clause category, the clause annotated in ``cuad/master_clauses.csv`` is located in the
contract text and a context window of 300-900 words (mean about 450) is cut around it. A question
is asked about the clause and answered faithfully in one of two styles:

- ``extractive``: the clause sentence lifted from the contract, or a template filled with the
  verbatim value (a date, the party names);
- ``paraphrase``: defined roles replaced by short party names ("Licensor" -> "PSiTech"),
  spelled-out numbers normalised ("ninety (90) days" -> "90 days", "one (1) year" ->
  "12 months"), boilerplate dropped, values normalised.

Each faithful answer has one hallucinated twin (same query, same sources, same style) made by
exactly one perturbation from :mod:`lexaudit.bench.datasets.perturbations`; the kind is chosen
greedily to keep the kinds evenly spread. Value replacements never occur in the sources.
"""

from __future__ import annotations

import ast
import csv
import random
import re
from dataclasses import dataclass
from pathlib import Path

from lexaudit.bench.datasets import numeric_edits as ne
from lexaudit.bench.datasets import perturbations as pt
from lexaudit.bench.datasets.contract_answers import CATEGORIES, PartyInfo, faithful_answers
from lexaudit.bench.datasets.loading import require, short_id, split_of
from lexaudit.bench.types import Example

NAME = "contract-qa"
N_CONTRACTS = 300
AMOUNT_CATEGORIES = frozenset(
    {
        "Cap On Liability",
        "Minimum Commitment",
        "Insurance",
        "Liquidated Damages",
        "Revenue/Profit Sharing",
        "Audit Rights",
        "Volume Restriction",
    }
)
_AMOUNT_HINT = re.compile(r"[$%€£]|\(\d+\)|\d{1,3},\d{3}")
KINDS = (
    "entity_substitution",
    "shifted_date",
    "changed_amount",
    "changed_duration",
    "role_swap",
    "other_governing_law",
    "negation",
    "logical_contradiction",
)


@dataclass(frozen=True, slots=True)
class Contract:
    """One CUAD contract: its words, its parties and its annotated clauses."""

    filename: str
    words: tuple[str, ...]
    parties: PartyInfo
    clauses: dict[str, tuple[list[str], str]]  # category -> (clause snippets, short answer)


def _read_rows(root: Path) -> list[dict[str, str]]:
    path = require(root / "cuad" / "master_clauses.csv")
    require(root / "cuad" / "contracts")
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _answer_column(row: dict[str, str], category: str) -> str:
    for key in (f"{category}-Answer", f"{category}- Answer"):
        if key in row:
            return row[key].strip()
    return ""


def _snippets(raw: str) -> list[str]:
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return []
    if not isinstance(value, list):
        return []
    return [" ".join(str(v).replace("\xad", "").split()) for v in value if str(v).strip()]


def load_contracts(root: Path, seed: int) -> list[Contract]:
    """Read the CUAD rows whose file exists and pick ``N_CONTRACTS`` of them with ``seed``.

    Args:
        root: The shared data root.
        seed: Seed of the contract selection.

    Returns:
        The selected contracts, in filename order.
    """
    rows = _read_rows(root)
    folder = root / "cuad" / "contracts"
    available = {p.name for p in folder.glob("*.txt")}
    usable = sorted(
        (r for r in rows if r["Filename"].rsplit(".", 1)[0] + ".txt" in available),
        key=lambda r: r["Filename"],
    )
    chosen = random.Random(seed).sample(usable, min(N_CONTRACTS, len(usable)))
    contracts = []
    for row in sorted(chosen, key=lambda r: r["Filename"]):
        name = row["Filename"].rsplit(".", 1)[0] + ".txt"
        text = (folder / name).read_text(encoding="utf-8", errors="replace").replace("\xad", "")
        clauses = {c: (_snippets(row.get(c, "[]")), _answer_column(row, c)) for c in CATEGORIES}
        parties = PartyInfo.parse(_answer_column(row, "Parties"), _snippets(row["Parties"]))
        contracts.append(Contract(name, tuple(text.split()), parties, clauses))
    return contracts


def _locate(joined: str, snippet: str) -> tuple[int, int] | None:
    """Word span of ``snippet`` in the contract (verbatim, whitespace-normalised), or None."""
    pos = joined.find(snippet) if "<omitted>" not in snippet else -1
    if pos < 0:
        return None
    start = joined.count(" ", 0, pos)
    return start, start + len(snippet.split())


def _window(n_words: int, span: tuple[int, int], rng: random.Random) -> tuple[int, int] | None:
    length = round(min(max(rng.gauss(450, 110), 300), 900))
    clause_len = span[1] - span[0]
    if clause_len > 700 or n_words < 300:
        return None
    length = min(max(length, clause_len + 60), 900, n_words)
    lo = max(0, span[1] - length)
    hi = min(span[0], n_words - length)
    if hi < lo:
        return None
    start = rng.randint(lo, hi)
    return start, start + length


def _perturbation(
    answer: str,
    source: str,
    rng: random.Random,
    contract: Contract,
    pool: dict[str, list[str]],
    category: str,
    kind: str,
) -> pt.Perturbation | None:
    """Apply one perturbation ``kind`` to ``answer``, or None when it does not apply."""
    result: pt.Perturbation | None = None
    if kind == "entity_substitution":
        result = pt.substitute_entity(
            answer,
            source,
            rng,
            contract.parties.names(),
            pool["short"],
            pool["full"],
            contract.parties.full_names,
        )
    elif kind == "shifted_date":
        result = ne.shift_date(answer, source, rng)
    elif kind == "changed_amount":
        result = ne.change_amount(answer, source, rng)
    elif kind == "changed_duration":
        result = ne.change_duration(answer, source, rng)
    elif kind == "role_swap":
        result = contract.parties.swap(answer) if _asymmetric(category, answer) else None
    elif kind == "other_governing_law":
        if category == "Governing Law":
            result = pt.other_governing_law(answer, source, rng)
    elif kind == "negation":
        result = pt.negate(answer, source, rng)
    else:
        result = pt.contradict(answer, source, rng)
    return result if result is not None and result.answer != answer else None


def _is_name(text: str, min_len: int) -> bool:
    """A usable replacement party name: capitalised, not a role word, long enough."""
    return (
        len(text) >= min_len
        and text[:1].isupper()
        and text.lower() not in _ROLE_WORDS
        and not re.search(r"[\"“”();]", text)
    )


_ROLE_WORDS = {
    "company",
    "licensor",
    "licensee",
    "distributor",
    "supplier",
    "customer",
    "client",
    "contractor",
    "consultant",
    "manufacturer",
    "purchaser",
    "seller",
    "buyer",
    "vendor",
    "franchisee",
    "franchisor",
    "sponsor",
    "agent",
    "provider",
    "reseller",
    "developer",
    "partner",
    "commerce",
    "golfers",
    "member",
    "members",
    "trust",
    "fund",
    "bank",
}


def _asymmetric(category: str, answer: str) -> bool:
    """Whether swapping the parties changes the meaning (not "A and B entered into ...")."""
    if category == "Parties":
        return "(the " in answer
    return category not in ("Agreement Date", "Effective Date")


@dataclass(frozen=True, slots=True)
class _Candidate:
    contract: Contract
    category: str
    query: str
    source: str
    answers: list[tuple[str, str]]  # (style, answer)


def _name_pool(contracts: list[Contract]) -> dict[str, list[str]]:
    return {
        "short": sorted({n for c in contracts for n in c.parties.short_names if _is_name(n, 4)}),
        "full": sorted({n for c in contracts for n in c.parties.full_names if _is_name(n, 6)}),
    }


def _candidates(contracts: list[Contract], rng: random.Random) -> list[_Candidate]:
    out: list[_Candidate] = []
    for contract in contracts:
        joined = " ".join(contract.words)
        for category, (snippets, short_answer) in contract.clauses.items():
            located = [(s, _locate(joined, s)) for s in snippets]
            found = [(s, span) for s, span in located if span is not None]
            if category in AMOUNT_CATEGORIES:
                found.sort(key=lambda item: not _AMOUNT_HINT.search(item[0]))
            if not found:
                continue
            snippet, span = found[0]
            window = _window(len(contract.words), span, rng)
            if window is None:
                continue
            source = " ".join(contract.words[window[0] : window[1]])
            partner = next(
                (
                    s
                    for s, sp in found[1:]
                    if window[0] <= sp[0] and sp[1] <= window[1] and len(s.split()) < 45
                ),
                None,
            )
            answers = faithful_answers(
                category, snippet, partner, short_answer, contract.parties, source, rng
            )
            if answers:
                styles = [(style, answer) for style, _query, answer in answers]
                out.append(_Candidate(contract, category, answers[0][1], source, styles))
    return out


def build(data_root: Path, seed: int) -> list[Example]:
    """Build the contract-qa examples (both splits).

    Args:
        data_root: The shared data root (with ``cuad/``).
        seed: The random seed.

    Returns:
        Matched faithful / hallucinated pairs, dev and test.
    """
    rng = random.Random(seed)
    contracts = load_contracts(data_root, seed)
    pool = _name_pool(contracts)
    candidates = _candidates(contracts, rng)
    counts = dict.fromkeys(KINDS, 0)
    chosen: list[tuple[_Candidate, str, str, pt.Perturbation]] = []
    for cand in candidates:
        # try the least-used kinds first, so the kinds stay evenly spread
        picked = None
        for kind in sorted(KINDS, key=lambda k: (counts[k], rng.random())):
            options = cand.answers[:]
            rng.shuffle(options)
            for style, answer in options:
                made = _perturbation(
                    answer, cand.source, rng, cand.contract, pool, cand.category, kind
                )
                if made is not None:
                    picked = (cand, style, answer, made)
                    break
            if picked is not None:
                break
        if picked is None:
            continue
        counts[picked[3].kind] += 1
        chosen.append(picked)
    # cap the common kinds so that the rarest kind keeps a fair share
    cap = round(1.4 * min(counts.values()))
    order = list(range(len(chosen)))
    rng.shuffle(order)
    kept = dict.fromkeys(KINDS, 0)
    keep: set[int] = set()
    for i in order:
        kind = chosen[i][3].kind
        if kept[kind] < cap:
            kept[kind] += 1
            keep.add(i)
    examples: list[Example] = []
    for i, (cand, style, answer, perturbation) in enumerate(chosen):
        if i in keep:
            examples += _pair(cand, style, answer, perturbation)
    return examples


def _pair(
    cand: _Candidate, style: str, answer: str, hallucination: pt.Perturbation
) -> list[Example]:
    group, category, query, source = cand.contract.filename, cand.category, cand.query, cand.source
    split = split_of(group)
    base = short_id(NAME, group, category)
    meta = {"category": category, "style": style, "n_context_words": len(source.split())}
    faithful = Example(
        id=f"{NAME}:{base}:f",
        dataset=NAME,
        split=split,
        group=group,
        query=query,
        sources=(source,),
        answer=answer,
        hallucinated=False,
        kind=f"faithful:{style}",
        meta={**meta, "pair_id": base},
    )
    wrong = Example(
        id=f"{NAME}:{base}:h",
        dataset=NAME,
        split=split,
        group=group,
        query=query,
        sources=(source,),
        answer=hallucination.answer,
        hallucinated=True,
        kind=f"hallucinated:{hallucination.kind}",
        meta={
            **meta,
            "pair_id": base,
            "perturbation": hallucination.kind,
            "original": hallucination.original,
            "replacement": hallucination.replacement,
            "value_checked": hallucination.value_checked,
        },
    )
    return [faithful, wrong]
