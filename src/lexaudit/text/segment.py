"""Rule-based sentence segmentation that respects legal abbreviations and citations.

:func:`split_sentences` returns character spans into the raw text. A sentence ends at
``.``, ``?`` or ``!`` (with any closing quotes or brackets) that is followed by whitespace
and then an upper-case letter, an opening quote or an opening bracket, and at every blank
line. A period followed by a clause number that opens the next provision also ends a sentence:
at the end of a line before a numbered line (``2.``, ``1.1``, ``(a)``), or before a clause
number and a capitalised word (``... hereof. 10.4 Payment ...``, ``... hereof. 18. TERM``).

A period does not end a sentence when the word before it is

* a title or citation abbreviation that never ends a sentence in legal text
  (``Mr.``, ``Dr.``, ``v.``, ``vs.``, ``cf.``, ``Fed.``, ``Civ.``, ``Supp.``, ``Cal.``,
  ``App.``, ``Sec.``, ``Art.``, ``para.``, ``No.``, ``Rs.``, month abbreviations, ...);
* a lower-case dotted abbreviation (``e.g.``, ``i.e.``);
* an abbreviation with an apostrophe (``Ass'n.``, ``Nat'l.``, ``Dep't.``);
* the enumerator that opens a line (``1.``, ``1.1.``, ``a.``, ``IV.``);
* the third dot of an ellipsis (``...``, ``. . .``);

or when it is a company suffix (``Inc.``, ``Corp.``, ``Ltd.``, ``Co.``), ``et al.``, a
single initial (``J. Smith``, ``F. Supp.``) or an upper-case dotted abbreviation
(``U.S.C.``, ``S.C.C.``, ``A.I.R.``), unless the next word is one that typically opens a
sentence (``The``, ``This``, ``Each``, ...). A single letter after ``Exhibit``,
``Schedule`` and the like (``Exhibit A. The ...``) does end a sentence. A period followed by
a digit or a lower-case letter never ends one, which covers ``s. 420``, ``No. 5``,
``F.2d``, ``7.2`` and ``Id. at 5``.

The segmenter is a single regex scan plus a constant amount of work per candidate
boundary, so it runs at several megabytes per second.
"""

from __future__ import annotations

import re

__all__ = ["split_sentences"]

_CANDIDATE = re.compile(
    r"[.?!][.?!\"'”’)\]]{0,8}+"  # bounded and possessive: linear even on "........"
    r"(?=\s+[A-ZÀ-ÖØ-Þ\"“‘'(\[]"
    r"|[ \t]*\n\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\))\s"
    r"|\s+(?:\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3}\.)\s+[A-Z])"
)
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n")
_CLOSER_THEN_STOP = re.compile(r"[\"'”’)\]][.?!]")
_NEXT_WORD = re.compile(r"\s+[\"“‘'(\[]*([A-Za-z]+)")
_DOTTED_LOWER = re.compile(r"(?:[a-z]\.)+[a-z]")
_DOTTED_UPPER = re.compile(r"(?:[A-Za-z]{1,4}\.)+[A-Za-z]{1,4}")  # U.S.C, Cr.P.C
_APOSTROPHE_ABBR = re.compile(r"[A-Z][a-z]*['’][a-z]{1,3}")
_ENUMERATOR = re.compile(r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[A-Za-z]|[ivxlcIVXLC]{1,6})\)?")
_OPENERS = "(\"'“‘["


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_NEVER_ENDS = _word_set(
    """
    Mr Mrs Ms Mx Dr Prof Hon Messrs Mmes St Jr Sr Gen Col Capt Lt Sgt Gov Sen Rep Pres
    Supt Insp Smt Shri Sri Sh Kum Ld Rt Fr Rev M/s M/S
    v vs V Vs cf Cf viz Viz
    Fed Civ Crim Proc Evid App Supp Ct Cts Cir Dist Bankr Ed Eds Stat Stats Ann Reg Regs
    Admin Const Amend Art Arts art arts Sec Secs sec secs Sch sch Para Paras para paras
    Cl cl Ch ch Pt pt Ss ss No Nos no nos Vol Vols vol vols Rs rs Ex Exh Ord Pet Resp
    Super Misc Div Mun Dept Univ Assn Intl Natl Mfg Cas Rptr Dig Eq Jur Op Ops Cong Sess
    Pub Serv Servs Sys Tech Transp Tel Util Cty Twp Comm Comp Corr Def Dev Dir Econ Elec
    Emp Eng Envtl Equip Exch Fam Fin Hosp Hous Indus Ins Inst Inv Invs Lab Liab Mach Med
    Mgmt Mkt Mortg Mut Prod Prods Ry Sav Ass Bd
    Ala Ariz Ark Cal Colo Conn Del Fla Ga Ill Ind Kan Ky La Md Mass Mich Minn Miss Mo Mont
    Neb Nev Okla Ore Pa Tenn Tex Va Vt Wash Wis Wyo So Cent Rptr Cr
    Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec
    """
)
_SOFT_ENDS = _word_set("Inc Corp Ltd Co Cos Bros Pvt Plc Pty LLC Llc Esq etc Ors Anr Anrs")
_LABEL_WORDS = _word_set(
    """
    Exhibit Exhibits Schedule Schedules Annex Annexure Appendix Attachment Part Plan Class
    Series Tier Group Item Option Article Chapter Form Table Figure Grade Type Phase
    exhibit schedule annex annexure appendix attachment part plan class series tier group
    item option article chapter form table figure grade type phase
    """
)
_SENTENCE_OPENERS = _word_set(
    """
    The This That These Those Such Each Every Any All No Neither Either Both In If It Its We
    You They He She Our Their His Her My Notwithstanding Upon Subject Except Unless For As On
    At After Before When Where Whereas However Accordingly Therefore Thus Further Furthermore
    Moreover Nothing There Pursuant Following Within Under Without Also Then An
    THE THIS EACH ANY IN IF IT NO
    """
)


def _token_before(text: str, pos: int, lo: int) -> tuple[str, int]:
    start = pos
    while start > lo and not text[start - 1].isspace():
        start -= 1
    return text[start:pos], start


def _word_before(text: str, pos: int, lo: int) -> str:
    end = pos
    while end > lo and text[end - 1].isspace():
        end -= 1
    token, _ = _token_before(text, end, lo)
    return token.strip(_OPENERS)


def _next_word(text: str, pos: int) -> str:
    match = _NEXT_WORD.match(text, pos)
    return match.group(1) if match else ""


def _opens_line(text: str, pos: int, floor: int) -> bool:
    """Whether only spaces stand between ``pos`` and the line or sentence start."""
    while pos > floor and text[pos - 1] in " \t":
        pos -= 1
    return pos == floor or text[pos - 1] in "\n\r"


def _ellipsis_dot(text: str, pos: int, lo: int) -> bool:
    """Whether the period at ``pos`` is the third dot of ``...`` or ``. . .``."""
    if pos - lo >= 2 and text[pos - 2 : pos] == "..":
        return not (pos - lo >= 3 and text[pos - 3] == ".")
    if pos - lo >= 4 and text[pos - 4 : pos] == ". . ":
        return not (pos - lo >= 6 and text[pos - 6 : pos - 4] == ". ")
    return False


def _is_boundary(text: str, match: re.Match[str], lo: int, sentence_start: int) -> bool:
    pos = match.start()
    if text[pos] != ".":
        return True
    run = match.group()
    if _CLOSER_THEN_STOP.search(run):
        return True  # "(Inc.)." ends a sentence after the parenthetical
    stop = pos + len(run) - len(run.lstrip("."))  # last period of a run of periods
    if _ellipsis_dot(text, stop - 1, lo):
        return False
    if stop - pos > 1:
        return True  # four or more dots: an ellipsis that ends a sentence
    raw, token_start = _token_before(text, pos, lo)
    token = raw.lstrip(_OPENERS)
    if not token:
        return True
    if token in _NEVER_ENDS or _DOTTED_LOWER.fullmatch(token):
        return False
    if _APOSTROPHE_ABBR.fullmatch(token):
        return False
    if _ENUMERATOR.fullmatch(token) and _opens_line(text, token_start, max(lo, sentence_start)):
        return False  # "1. Definitions", "(a). The", "18. TERMINATION" open a provision
    soft = token in _SOFT_ENDS or _DOTTED_UPPER.fullmatch(token) is not None
    if token == "al":  # noqa: S105 - "et al."
        soft = _word_before(text, token_start, lo) == "et"
    if len(token) == 1 and token.isalpha():
        if _word_before(text, token_start, lo) in _LABEL_WORDS:
            return True
        soft = True
    if soft:
        return _next_word(text, match.end()) in _SENTENCE_OPENERS
    return True


def _append(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    piece = text[start:end]
    left = len(piece) - len(piece.lstrip())
    right = len(piece.rstrip())
    if right > left:
        spans.append((start + left, start + right))


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Split a text into sentences, returning character spans.

    Args:
        text: The raw text (any length; paragraphs separated by blank lines).

    Returns:
        ``(start, end)`` spans in order, non-overlapping, each trimmed of surrounding
        whitespace, so that ``text[start:end]`` is one sentence and together they cover
        every non-whitespace character.

    Examples:
        >>> t = "See Fed. R. Civ. P. 12(b)(6). Acme Inc. v. Doe was dismissed."
        >>> [t[s:e] for s, e in split_sentences(t)]
        ['See Fed. R. Civ. P. 12(b)(6).', 'Acme Inc. v. Doe was dismissed.']
    """
    spans: list[tuple[int, int]] = []
    paragraph_start = 0
    breaks = [(m.start(), m.end()) for m in _BLANK_LINE.finditer(text)]
    breaks.append((len(text), len(text)))
    for break_start, break_end in breaks:
        pos = paragraph_start
        for match in _CANDIDATE.finditer(text, paragraph_start, break_start):
            if _is_boundary(text, match, paragraph_start, pos):
                _append(text, pos, match.end(), spans)
                pos = match.end()
        _append(text, pos, break_start, spans)
        paragraph_start = break_end
    return spans
