"""Build ``src/lexaudit/data/authorities/india_sections.json`` from ``../shared/data/india``.

The index lists, for each of the six Indian criminal codes (IPC, CrPC, IEA, BNS, BNSS, BSA),
every section number with its title and the numbers of its sub-sections ("(1)", "(2)", "(2A)").
It holds no statute text. Run it from the project root::

    .venv/bin/python scripts/build_india_statute_index.py [--data ../shared/data/india] [--check]

``--check`` compares the shipped file with what the data gives and exits 1 on a difference.

How the data is read (the chunk metadata cannot be trusted on its own):

* Sections are found by their headings in the chunk texts ("376AB. Punishment for ...",
  "Definitions. 2. In this Sanhita", "[376DA.Punishment ..."), in document order: a heading is
  taken only when its number comes after the previous section's (``376A`` < ``376AB`` <
  ``376B``), which drops footnotes ("2. Subs. by Act 21 of 2000 ...") and cross-references. The
  metadata ``section_number`` is used only where it agrees with a heading: it files footnote
  chunks under sections 1 and 2 and lettered sections under the section before them
  (``171-I`` under 171H, ``376AB`` under 376A), and a section split across chunks carries the
  number only on the first.
* The BNS, BNSS and BSA are numbered 1..N with no lettered sections; N is taken from the
  enacted count (358, 531, 170) and checked against the highest heading in the text.
* Sub-sections are the "(1)", "(2)", ... that open a line or follow the section heading, taken
  in order (a "(3)" counts only after "(2)"), so "sub-section (1)" in running text is not one.
  For the BNS and BNSS, ``bns_sections.json`` / ``bnss_sections.json`` (section-level texts
  that differ from the enacted wording in places but not in numbering) fill sections whose
  text the chunks lack; the union of both readings is kept.
* Titles: the heading's title for the old codes; for the new codes (whose marginal notes the
  PDF extraction scrambles) the ``Subject`` of the official correspondence table
  (``mapping_of_laws.json``), when it has one.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "lexaudit" / "data" / "authorities" / "india_sections.json"
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "india"

FILES = {
    "IN/IPC": "ipc.json",
    "IN/CRPC": "crpc.json",
    "IN/IEA": "iea.json",
    "IN/BNS": "bns.json",
    "IN/BNSS": "bnss.json",
    "IN/BSA": "bsa.json",
}
NEW_CODES = {"IN/BNS": 358, "IN/BNSS": 531, "IN/BSA": 170}  # enacted section counts
SECTION_FILES = {"IN/BNS": "bns_sections.json", "IN/BNSS": "bnss_sections.json"}
MAPPING_CODES = {"BNS": "IN/BNS", "BNSS": "IN/BNSS", "BSA": "IN/BSA"}

# a heading: "376AB. Title", "[376DA.Title", "171-I. Title", "Definitions. 2. In this ..."
_HEADING_RE = re.compile(
    r"(?m)(?:^|(?<=\.\s))[\[\s]*(?P<num>\d{1,3})\s?(?:-\s?)?(?P<let>[A-Z]{1,3})?\.\s*"
    r"(?P<rest>[^\n]{0,120})"
)
# footnotes and amendment notes that look like headings ("2. Subs. by Act 21 of 2000")
_FOOTNOTE_RE = re.compile(
    r"^(?:Subs\.|Ins\.|Added\b|Rep\.|Omitted\b|The\s+(?:words?|brackets|proviso|original|"
    r"figures?|letters?|Explanation|Illustration|portion|Schedule)\b|Certain\s+words|Clauses?\s|"
    r"Cl\.|Explanation\s+numbered|Illustrations?\s+rep|Re-?numbered|Now\s+see|Vide\b|"
    r"Amended\b|Inserted\b|Substituted\b|Ibid|w\.e\.f|[\d(]{1,4}\s*$|\d)",
)
# in the new codes' gazette text a heading often follows its marginal note on the same line
_INLINE_HEADING_RE = re.compile(
    r"(?<![\w(\-/,.])(?<!section )(?<!sections )(?<!and )(?<!or )(?<!to )"
    r"(?P<num>\d{1,3})(?P<let>)\.\s?(?P<rest>(?:\(1\)|[A-Z“\"])[^\n]{0,120})"
)
_SUB_RE = re.compile(r"(?:^|\n|—|–|:-|\.-|\.\s)\s*\[?\s*\((?P<n>\d{1,3})(?P<let>[A-Z]?)\)")
_REFERENCE_BEFORE_RE = re.compile(
    r"(?:sub-?\s?sections?|sections?|clauses?|of|and|or|under)\s*$", re.I
)


def order_key(number: str) -> tuple[int, str]:
    """Sort key of a section number: ``376`` < ``376A`` < ``376AB`` < ``376B``."""
    m = re.fullmatch(r"(\d+)([A-Z]*)", number)
    if m is None:
        raise ValueError(f"not a section number: {number!r}")
    return int(m.group(1)), m.group(2)


def load(path: Path) -> list[dict[str, Any]]:
    """A JSON list of records."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise SystemExit(f"{path}: expected a JSON list")
    return [d for d in data if isinstance(d, dict)]


def clean_title(text: str) -> str:
    """A heading's title, without the text after ".—" and PDF noise."""
    text = re.sub(r"\s+", " ", text).strip()
    text = re.split(r"\.?\s?[—–]|\.-|:-", text, maxsplit=1)[0]
    text = re.sub(r"\s*CHAPTER\s+[IVXLC]+\b.*$", "", text)
    text = text.strip(" .[]")
    return re.sub(r"\s+\d+\s+The\s+words\b.*$", "", text)[:90]


def sub_sections(text: str) -> list[str]:
    """The numbered sub-sections opening a line of a section's text, in order."""
    found: list[str] = []
    expected = 1
    for m in _SUB_RE.finditer(text):
        number, letter = int(m.group("n")), m.group("let")
        if _REFERENCE_BEFORE_RE.search(text[max(0, m.start() - 30) : m.start() + 1]):
            continue
        if letter:
            if number == expected - 1 and f"{number}{letter}" not in found:
                found.append(f"{number}{letter}")
            continue
        if number in (expected, expected + 1):
            # a skipped number is a sub-section whose text the chunks lost: it exists too
            found.extend(str(n) for n in range(expected, number + 1))
            expected = number + 1
    return found


def segments(chunks: list[dict[str, Any]], limit: int | None) -> dict[str, list[str]]:
    """Section number -> its text, read by headings in document order."""
    text = "\n".join(str(c.get("text") or "") for c in chunks)
    out: dict[str, list[str]] = {}
    last: tuple[int, str] = (0, "")
    current: str | None = None
    start = 0
    regex = _HEADING_RE if limit is None else _INLINE_HEADING_RE
    # the chunked text of the new codes misses whole passages, so longer jumps happen there
    jump = 3 if limit is None else 15
    for m in regex.finditer(text):
        number = m.group("num") + (m.group("let") or "")
        key = order_key(number)
        rest = m.group("rest")
        if not rest.strip() or (limit is None and _FOOTNOTE_RE.match(rest)):
            continue
        if number == "1" and last[0] > 20 and not m.group("let"):
            # the old codes open with an arrangement of sections (a table of contents): the
            # enacted text starts again at section 1
            out, last, current = {}, (0, ""), None
        if key <= last or (limit is not None and key[0] > limit):
            continue
        # the next section, or a lettered one after its base; a longer jump is a stray
        # number in running text, not a heading
        if key[0] - last[0] > jump and last != (0, ""):
            continue
        if key[1] and limit is not None:
            continue  # the new codes have no lettered sections
        if current is not None:
            out.setdefault(current, []).append(text[start : m.start()])
        current, start, last = number, m.start(), key
    if current is not None:
        out.setdefault(current, []).append(text[start:])
    return out


_CHUNK_HEAD_RE = re.compile(
    r"^[\[\s]*(?P<num>\d{1,3})\s?(?:-\s?)?(?P<let>[A-Z]{1,3})?\.\s*(?P<rest>[^\n]*)"
)


def old_code_segments(chunks: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Section number -> its text, for the IPC, CrPC and IEA.

    A chunk that opens with a heading ("376AB. Punishment ...") starts that section; a chunk
    that opens with a footnote ("2. Subs. by Act ...") is dropped; any other chunk continues
    the section before it, whatever its metadata says. A heading inside a chunk (a lettered
    section filed under the one before it) starts a new section there.
    """
    out: dict[str, list[str]] = {}
    current: str | None = None
    for chunk in chunks:
        text = str(chunk.get("text") or "")
        meta = str((chunk.get("metadata") or {}).get("section_number") or "").strip()
        m = _CHUNK_HEAD_RE.match(text)
        if m is not None and _FOOTNOTE_RE.match(m.group("rest")):
            continue
        if m is not None and re.fullmatch(r"\d{1,3}[A-Z]{0,3}", meta):
            number = m.group("num") + (m.group("let") or "")
            if number == meta or order_key(number)[0] == order_key(meta)[0]:
                current = number
        if current is None:
            continue
        pieces = [(current, 0)]
        for h in _HEADING_RE.finditer(text):
            number = h.group("num") + (h.group("let") or "")
            if h.start() == 0 or _FOOTNOTE_RE.match(h.group("rest")) or not h.group("rest"):
                continue
            before, after = order_key(pieces[-1][0]), order_key(number)
            if after > before and after[0] - before[0] <= 1 and "—" in h.group("rest")[:120]:
                pieces.append((number, h.start()))
        for i, (number, start) in enumerate(pieces):
            end = pieces[i + 1][1] if i + 1 < len(pieces) else len(text)
            out.setdefault(number, []).append(text[start:end])
        current = pieces[-1][0]
    return out


def titles_from_headings(chunks: list[dict[str, Any]]) -> dict[str, str]:
    """Titles of the old codes' sections, from the heading lines."""
    titles: dict[str, str] = {}
    text = "\n".join(str(c.get("text") or "") for c in chunks)
    for m in _HEADING_RE.finditer(text):
        number = m.group("num") + (m.group("let") or "")
        rest = m.group("rest")
        if _FOOTNOTE_RE.match(rest) or not rest.strip():
            continue
        titles.setdefault(number, clean_title(rest))
    return titles


def mapping_titles(path: Path) -> dict[str, dict[str, str]]:
    """New-code section -> Subject in the official correspondence tables."""
    out: dict[str, dict[str, str]] = {}
    if not path.is_file():
        return out
    for row in load(path):
        fields = row.get("fields") or {}
        cell = re.sub(r"\s+", " ", str(fields.get("New_Law_Section") or "")).strip()
        m = re.match(r"^(BNSS|BNS|BSA)\s+(\d{1,3})\b", cell)
        subject = re.sub(r"\s+", " ", str(fields.get("Subject") or "")).strip()
        subject = re.sub(r"^\d+[A-Z]*\s+(?=[A-Z])", "", subject)
        if m and subject:
            subject = clean_title(subject)
            out.setdefault(MAPPING_CODES[m.group(1)], {}).setdefault(m.group(2), subject)
    return out


def build(data: Path) -> dict[str, Any]:
    """The index, from the data folder."""
    titles_new = mapping_titles(data / "mapping_of_laws.json")
    acts: dict[str, Any] = {}
    for act, name in FILES.items():
        chunks = load(data / name)
        limit = NEW_CODES.get(act)
        texts = segments(chunks, limit) if limit is not None else old_code_segments(chunks)
        found: dict[str, list[str]] = {}
        ordered = sorted(texts, key=order_key)
        for i, n in enumerate(ordered):
            follower = ordered[i + 1] if i + 1 < len(ordered) else None
            if limit is not None and follower is not None and int(follower) != int(n) + 1:
                continue  # the next heading is missing: this text may run into other sections
            found[n] = sub_sections("\n".join(texts[n]))
        if act in SECTION_FILES and (data / SECTION_FILES[act]).is_file():
            for record in load(data / SECTION_FILES[act]):
                m = re.fullmatch(
                    r"Section\s+(\d{1,3})", str(record.get("section_name", "")).strip()
                )
                if m is None:
                    continue
                extra = sub_sections("\n" + str(record.get("content") or ""))
                mine = found.setdefault(m.group(1), [])
                for s in extra:
                    if s not in mine:
                        mine.append(s)
                mine.sort(key=order_key)
        if limit is not None:
            highest = max(order_key(n)[0] for n in texts)
            if not limit - 3 <= highest <= limit:
                raise SystemExit(f"{name}: highest heading {highest}, expected {limit}")
            numbers = [str(n) for n in range(1, limit + 1)]
            titles = titles_new.get(act, {})
        else:
            numbers = sorted(found, key=order_key)
            titles = titles_from_headings(chunks)
        sections = []
        for n in numbers:
            subs = found.get(n)
            entry: list[Any] = [n, titles.get(n, "")]
            # None: the section's text is not in the data, so its sub-sections are unknown
            entry.append(None if subs is None else ",".join(subs))
            sections.append(entry)
        acts[act] = {"source": name, "sections": sections}
    return {
        "format": "lexaudit-statute-index",
        "version": 1,
        "description": (
            "Section structure of the Indian criminal codes (IPC, CrPC, IEA, BNS, BNSS, BSA): "
            "each section's number, title and numbered sub-sections; no statute text. Each "
            "section is [number, title, sub-sections]: sub-sections comma-separated, '' when "
            "the section has none, null when its text was not available."
        ),
        "provenance": (
            "Generated by scripts/build_india_statute_index.py from ../shared/data/india "
            "(ipc.json, crpc.json, iea.json, bns.json, bnss.json, bsa.json, bns_sections.json, "
            "bnss_sections.json, mapping_of_laws.json; Tejanshu9/LegalMind @650f77d, "
            "Tejaswgupta/ipc_bot @9e86ca8). Statute texts: Government of India. The IPC data "
            "includes sections added by State amendments (e.g. 376F, 379A, 382B-382F, 509A)."
        ),
        "acts": acts,
    }


def render(index: dict[str, Any]) -> str:
    """Compact JSON, one section per line."""
    lines = ["{"]
    for key in ("format", "version", "description", "provenance"):
        lines.append(f"  {json.dumps(key)}: {json.dumps(index[key], ensure_ascii=False)},")
    lines.append('  "acts": {')
    acts = list(index["acts"].items())
    for i, (act, body) in enumerate(acts):
        lines.append(
            f'    {json.dumps(act)}: {{"source": {json.dumps(body["source"])}, "sections": ['
        )
        rows = [json.dumps(s, ensure_ascii=False, separators=(",", ":")) for s in body["sections"]]
        lines.append(",\n".join(rows))
        lines.append("]}" + ("," if i < len(acts) - 1 else ""))
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or check) the index."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args(argv)
    text = render(build(args.data))
    if args.check:
        same = args.out.is_file() and args.out.read_text(encoding="utf-8") == text
        print("index up to date" if same else f"{args.out} differs from the data; rebuild it")
        return 0 if same else 1
    args.out.write_text(text, encoding="utf-8")
    index = json.loads(text)
    for act, body in index["acts"].items():
        secs = body["sections"]
        lettered = sum(1 for s in secs if not s[0].isdigit())
        with_subs = sum(1 for s in secs if s[2])
        unknown = sum(1 for s in secs if s[2] is None)
        print(
            f"{act}: {len(secs)} sections ({lettered} lettered), {with_subs} with sub-sections, "
            f"{unknown} without text"
        )
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
