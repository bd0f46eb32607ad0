"""Slip opinions as text: page furniture removed, passages, sentences and US Reports citations.

A US Supreme Court slip opinion (plain text) is cleaned of running heads, page numbers and
rules, de-hyphenated, split into paragraphs under their opinion header ("Opinion of the
Court", "THOMAS, J., concurring", ...) and grouped into passages of 300-700 words. Citations to
the United States Reports (``Grutter v. Bollinger, 539 U. S. 306 (2003)``) are found with a
regular expression, which is enough for one opinion.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADER_RE = re.compile(
    r"^\s*(?:Syllabus|Opinion of the Court|[A-Z]+, (?:C\. )?J\., (?:concurring|dissenting)"
    r"(?: in (?:part|judgment))?)\s*$"
)
_FURNITURE_RE = re.compile(
    r"^\s*(?:Cite as: .*|\d+\s+FISHER v\. UNIVERSITY OF TEXAS AT AUSTIN|\(Slip Opinion\).*|"
    r"_+|[IVX]+|[A-D]|\d+)\s*$"
)
_WORD = r"[A-Z][\w.'’&-]*"
_NAME = _WORD + r"(?:,?\s(?:" + _WORD + r"|of|the|for|and|&|de|ex rel\.))*"
CITATION_RE = re.compile(
    r"(?P<name>(?P<p1>" + _NAME + r")\sv\.\s(?P<p2>" + _NAME + r")),\s(?P<vol>\d+)\sU\.\sS\.\s"
    r"(?P<page>\d+)(?:,\s(?P<pin>\d+(?:[–-]\d+)?))?(?:\s\((?P<year>\d{4})\))?"
)
_LEAD_WORDS = {"See", "In", "Cf.", "But", "And", "Accord", "Also", "The", "E.g.", "Compare", "With"}
_ABBREV = {
    "v.",
    "U.",
    "S.",
    "J.",
    "JJ.",
    "C.",
    "Co.",
    "Inc.",
    "No.",
    "Id.",
    "e.g.",
    "i.e.",
    "Cf.",
    "pp.",
    "p.",
    "Univ.",
    "Cal.",
    "Ed.",
    "Bd.",
    "Dist.",
    "Pet.",
    "Tr.",
    "Arg.",
    "App.",
    "Cert.",
    "ed.",
    "supra,",
    "al.",
    "St.",
    "Mr.",
    "Ms.",
    "Dr.",
    "F.",
    "Supp.",
    "O.",
    "T.",
    "Wash.",
    "Mich.",
    "Ill.",
    "Tex.",
    "Ass'n",
    "Ct.",
    "Educ.",
    "Comm'n",
    "Pa.",
}


@dataclass(frozen=True, slots=True)
class Passage:
    """A passage of 300-700 words from one opinion."""

    pid: str
    header: str  # "Opinion of the Court", "THOMAS, J., concurring", ...
    author: str | None
    text: str


def _paragraphs(raw: str) -> list[tuple[str, str]]:
    """``(header, paragraph)`` pairs, page furniture removed and words de-hyphenated."""
    header = "Syllabus"
    out: list[tuple[str, str]] = []
    current: list[str] = []
    for line in raw.splitlines():
        if _HEADER_RE.match(line):
            new = line.strip()
            if new != header and current:
                out.append((header, " ".join(current)))
                current = []
            header = new
            continue
        if _FURNITURE_RE.match(line) or not line.strip():
            continue
        if re.match(r"^\s{2,}\S", line) and current and re.search(r"[.:”)]$", current[-1]):
            out.append((header, " ".join(current)))
            current = []
        current.append(line.strip())
    if current:
        out.append((header, " ".join(current)))
    joined = []
    for head, para in out:
        para = re.sub(r"(\w)- (\w)", r"\1\2", para)
        joined.append((head, " ".join(para.split())))
    return joined


def passages(raw: str) -> list[Passage]:
    """Group paragraphs of the same opinion into passages of 300-700 words."""
    out: list[Passage] = []
    buf: list[str] = []
    header = None

    def flush() -> None:
        if buf and header is not None:
            text = " ".join(buf)
            n_words = len(text.split())
            if (
                n_words < 300
                and out
                and out[-1].header == header
                and n_words + len(out[-1].text.split()) <= 760
            ):
                last = out[-1]
                out[-1] = Passage(last.pid, last.header, last.author, last.text + " " + text)
            elif n_words >= 150 or not out:
                author = re.match(r"([A-Z]+), (?:C\. )?J\.", header)
                who = author.group(1).title() if author else None
                if header == "Opinion of the Court":
                    who = "Kennedy"
                out.append(Passage(f"fisher-2013:p{len(out):02d}", header, who, text))
            elif out and out[-1].header == header:
                last = out[-1]
                out[-1] = Passage(last.pid, last.header, last.author, last.text + " " + text)
        buf.clear()

    pieces: list[tuple[str, str]] = []
    for head, para in _paragraphs(raw):
        if len(para.split()) <= 450:
            pieces.append((head, para))
            continue
        chunk: list[str] = []
        for sent in sentences(para):
            chunk.append(sent)
            if sum(len(c.split()) for c in chunk) >= 300:
                pieces.append((head, " ".join(chunk)))
                chunk = []
        if chunk:
            pieces.append((head, " ".join(chunk)))
    for head, para in pieces:
        n_buf = sum(len(p.split()) for p in buf)
        n_para = len(para.split())
        if head != header or (n_buf >= 300 and n_buf + n_para > 520) or n_buf >= 450:
            flush()
            header = head
        buf.append(para)
    flush()
    return out


def sentences(text: str) -> list[str]:
    """Split a passage into sentences, respecting legal abbreviations."""
    out, start = [], 0
    for m in re.finditer(r"[.!?][”\"’)]*\s+(?=[A-Z“(])", text):
        last = (
            text[start : m.start() + 1].split()[-1] if text[start : m.start() + 1].split() else ""
        )
        if last in _ABBREV or re.fullmatch(r"[A-Z]\.", last):
            continue
        out.append(text[start : m.end()].strip())
        start = m.end()
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


def citations(text: str) -> list[re.Match[str]]:
    """US Reports citations (``Name v. Name, 539 U. S. 306``) in ``text``."""
    return list(CITATION_RE.finditer(text))


def case_name(m: re.Match[str]) -> str:
    """The case name of a citation match, without lead-in words ("See", "In", ...)."""
    words = m.group("p1").split()
    if "and" in words[:-1] and words[0] not in ("Board", "Bd."):
        words = words[len(words) - words[::-1].index("and") :]
    while words and words[0] in _LEAD_WORDS:
        words = words[1:]
    return " ".join(words) + " v. " + m.group("p2")


def cite(m: re.Match[str]) -> str:
    """The citation of a match as "Name v. Name, 539 U. S. 306 (2003)"."""
    year = f" ({m.group('year')})" if m.group("year") else ""
    return f"{case_name(m)}, {m.group('vol')} U. S. {m.group('page')}{year}"
