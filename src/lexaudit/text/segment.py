"""Rule-based sentence segmentation that respects legal abbreviations and citations.

:func:`split_sentences` returns character spans into the raw text. A sentence ends at
``.``, ``?`` or ``!`` (with any closing quotes or brackets) that is followed by whitespace
and then an upper-case letter, an opening quote, an opening bracket or a name written with a
small first letter and a capital after it (``eBay``, ``iPod``), and at every blank line but
a page break inside a sentence (the words after it go on in small letters, opening no list
item, and the line before ends without a stop, a colon or a semicolon). A
period followed by a clause number that opens the next provision also ends a sentence: at the
end of a line before a numbered line (``2.``, ``1.1``, ``(a)``), or before a clause
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

Line structure (Markdown answers as well as plain documents): a paragraph is first cut into
blocks at line breaks, and the period rules above run inside each block. A line break ends a
block when either line is structure: the next line opens a list item (``- ``, ``* ``, ``+
``, ``• ``, ``1. ``, ``1) ``, ``a. ``, ``(a) ``, ``(iv) ``), an ATX heading (``# ``), a
table row (``|``) or a block quote (``>``), or the line before is a heading, a table row or
a line under 40 characters that ends with a colon (``Payment:``, ``The Seller shall:``).
Between two lines of plain text a line break ends a block too, unless the text is visibly
hard-wrapped: the line before ends with a stop (then the period rules above decide, so
``Rice v.`` at a line end does not end a sentence), with a comma, an opening bracket, a
dash, a slash, ``&`` or a word that cannot end a sentence (``and``, ``or``, ``of``, ``the``,
``to``, ...), or is 40 characters or longer, or the next line starts with a lower-case
letter. An emphasised heading at the start of a line (``**Payment:**``, ``**Payment
terms**`` before a capitalised word, ``**Term** – ...``) is a block of its own, so
``**Payment:** The Buyer pays.`` is two sentences; a plain label before text (``Mortgage
Loan: A loan ...``) stays in its sentence, as definitions in contracts are written that way
(the claim splitter drops it from a claim). List markers, ``#`` and table pipes stay inside
their sentence (every non-whitespace character is covered); the claim splitter
(``lexaudit.extract.shapes``) trims them. ``No.`` that opens a sentence is the answer
particle, not the abbreviation of ``number``, and ends the sentence (``No. The licence is
non-exclusive.``). Emphasis markers (``*``, ``_``) may close a sentence after its stop
(``**Yes.** The``) and open the next one.

The segmenter is a single regex scan plus a constant amount of work per candidate
boundary and per line, so it runs at several megabytes per second.
"""

from __future__ import annotations

import re

__all__ = ["list_marker_end", "markdown_heading_end", "opens_sentence", "split_sentences"]

_CANDIDATE = re.compile(
    r"[.?!][.?!\"'”’)\]*_]{0,8}+"  # bounded and possessive: linear even on "........"
    r"(?=\s+[A-ZÀ-ÖØ-Þ\"“‘'(\[*_§]"
    r"|\s+[a-z]{1,2}[A-Z]"  # a name written with a small first letter: "eBay", "iPod"
    r"|[ \t]*\n\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\))\s"
    # a section number printed against its first word at a line's start: "173.Whoever"
    r"|[ \t]*\n[ \t]*\d{1,3}[A-Z]{0,3}\.[A-Z][a-z]"
    r"|\s+(?:\d{1,3}(?:\.\d{1,3})+\.?|\d{1,3}\.)\s+[A-Z])"
)
_BLANK_LINE = re.compile(r"\n[ \t\r\f\v]*\n")
_CLOSER_THEN_STOP = re.compile(r"[\"'”’)\]][.?!]")
_NEXT_WORD = re.compile(r"\s+[\"“‘'(\[*_]*([A-Za-z]+)")
_DOTTED_LOWER = re.compile(r"(?:[a-z]\.)+[a-z]")
_DOTTED_UPPER = re.compile(r"(?:[A-Za-z]{1,4}\.)+[A-Za-z]{1,4}")  # U.S.C, Cr.P.C
_APOSTROPHE_ABBR = re.compile(r"[A-Z][a-z]*['’][a-z]{1,3}")
_ENUMERATOR = re.compile(r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[A-Za-z]|[ivxlcIVXLC]{1,6})\)?")
_OPENERS = "(\"'“‘["
_EMPHASIS = "*_"

# Markdown line structure (all matched at a line start, within the line)
_LIST_MARKER = re.compile(
    r"[ \t]*(?:[-*+•◦▪‣]|\d{1,3}[.)]|[a-uw-z][.)]|(?:ii|iii|iv|vi|vii|viii|ix|xi|xii)[.)]"
    r"|\((?:\d{1,3}|[A-Za-z]|[ivxlcIVXLC]{1,6})\)|[A-Z]\))[ \t]+(?=\S)"
)
# the label of a listed item, written as a word of its own: a small letter, a small Roman
# numeral or a figure with its point, or one of them in brackets ("a.", "iv.", "12.", "(b)");
# none of them is a person's initial, which is a capital
ITEM_LABEL = r"(?:[a-z]|[ivxl]{1,6}|\d{1,3})\.|\((?:[a-z]|[ivxl]{1,6}|\d{1,3})\)"
_QUOTE_MARKER = re.compile(r"[ \t]{0,3}>+[ \t]?")
_ATX_HEADING = re.compile(r"[ \t]{0,3}#{1,6}(?:[ \t]|$)")
_TABLE_ROW = re.compile(r"[ \t]*\|")
_EMPHASIZED = re.compile(r"(\*\*|__|\*|_)(?=[^\s*_])([^\n]{1,120}?)(?<=[^\s*_])\1(?![*_])")
_ENDS_WITH_STOP = re.compile(r"[.?!][\"'”’)\]*_]{0,8}$")
_WRAPPED_WIDTH = 40
_PAGE_REACH = 400  # how far a page break's blank lines and the words around it are read
_HEADING_DASH = re.compile(r"[ \t]+[-–—][ \t]*(?=\S)")
_LABEL = re.compile(r"([A-Z][\w'’&/().-]*(?:[ \t]+[\w'’&/().-]+){0,4}):(?=[ \t]|$)")


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_LABEL_STOP = _word_set(
    """
    shall must will may can cannot is are was were be been has have had does do did means
    mean include includes including provide provides state states say says said follow
    follows following as that which if when where because whether not
    """
)
_CONTINUES = _word_set(
    """
    and or nor but of the a an to by for with in on at from into under upon per than that
    which who whom whose its their his her our your this these those such any each every
    between among within without including shall must will may is are be
    """
)


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


def _opens_sentence(text: str, pos: int, floor: int) -> bool:
    """Whether only spaces and emphasis markers stand between ``floor`` and ``pos``."""
    return not text[floor:pos].strip(" \t\r\n" + _EMPHASIS)


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
    token = raw.lstrip(_OPENERS + _EMPHASIS)
    if not token:
        return True
    if token in ("No", "no") and _opens_sentence(text, token_start, max(lo, sentence_start)):
        return True  # the answer particle: "No. The licence is non-exclusive."
    if token in _NEVER_ENDS or _DOTTED_LOWER.fullmatch(token):
        return False
    if len(token) < 3 and text[match.end() :].lstrip().startswith("\u00a7"):
        return False  # "See id. § 5": a short word before a section sign is a citation's
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


def enclosing_bracket(text: str, at: int) -> tuple[int, int] | None:
    """The parenthesis or square bracket ``at`` stands inside: where it opens and closes.

    The close is the end of ``text`` when the bracket is never closed. None when ``at``
    stands in no bracket.
    """
    opened: list[int] = []
    for i, ch in enumerate(text[:at]):
        if ch in "([":
            opened.append(i)
        elif ch in ")]" and opened:
            opened.pop()
    if not opened:
        return None
    depth = 0
    for i in range(at, len(text)):
        if text[i] in "([":
            depth += 1
        elif text[i] in ")]":
            if depth == 0:
                return opened[-1], i
            depth -= 1
    return opened[-1], len(text)


def _append(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    piece = text[start:end]
    left = len(piece) - len(piece.lstrip())
    right = len(piece.rstrip())
    if right > left:
        spans.append((start + left, start + right))


def list_marker_end(text: str, start: int, end: int) -> int:
    """Where the text of a line starts after its list or block-quote marker.

    Args:
        text: The raw text.
        start: The start of a line (or of the part of a line to look at).
        end: The end of that line.

    Returns:
        The offset after ``- ``, ``1. ``, ``(a) ``, ``> `` and the like, or ``start`` when the
        line opens with none.
    """
    pos = start
    quote = _QUOTE_MARKER.match(text, pos, end)
    if quote:
        pos = quote.end()
    marker = _LIST_MARKER.match(text, pos, end)
    return marker.end() if marker else pos


def _label_words_ok(label: str) -> bool:
    return not any(word.lower().strip("'’().") in _LABEL_STOP for word in label.split())


def _opens_text(rest: str) -> bool:
    """Whether ``rest`` starts the way a new sentence does (after a heading or a label)."""
    return rest[:1].isupper() or rest[:1].isdigit() or rest[:1] in "\"“‘'(*_["


def markdown_heading_end(text: str, start: int, end: int, labels: bool = True) -> int | None:
    """Where a heading at the start of the line ``[start, end)`` ends.

    A heading is an ATX heading (``# Title``, the whole line), an emphasised phrase of at most
    ten words that ends in a colon or is followed by a dash (``**Payment:**``,
    ``**Payment**:``, ``**Term** – The ...``), an emphasised phrase
    of at most eight words without a verb or a closing ``.``/``,``/``;`` that fills the line
    or stands before a capitalised word (``**Payment terms** The Buyer ...``), or a plain label
    of at most five words that starts with a capital, has no verb and ends in a colon, alone
    on its line or before a capitalised word (``Payment: The Buyer ...``). A list or quote
    marker may come first (``- **Payment:** ...``).

    Args:
        text: The raw text.
        start: The start of a line.
        end: The end of the line (its line break excluded).
        labels: Also recognise plain labels (``Payment:``).

    Returns:
        The offset just after the heading (after its closing marker and colon), or ``None``
        when the line does not open with a heading.
    """
    if _ATX_HEADING.match(text, start, end):
        return start + len(text[start:end].rstrip()) if text[start:end].strip() else None
    pos = list_marker_end(text, start, end)
    emphasized = _EMPHASIZED.match(text, pos, end)
    if emphasized:
        inner = emphasized.group(2).strip()
        after = emphasized.end()
        colon = inner.endswith(":")
        if not colon and text.startswith(":", after):
            after += 1
            colon = True
        dash = _HEADING_DASH.match(text, after, end)
        if not colon and dash:  # "**Term** – The agreement runs ..."
            after = dash.end()
            colon = True
        rest = text[after:end].strip()
        words = inner.rstrip(":").split()
        if colon:
            return after if len(words) <= 10 else None
        if len(words) > 8 or not _label_words_ok(inner) or inner[-1] in ".,;":
            return None
        if (not rest and inner[-1] != "!") or (inner[-1] not in "?!" and _opens_text(rest)):
            return after
        return None
    label = _LABEL.match(text, pos, end) if labels else None
    if label and _label_words_ok(label.group(1)):
        rest = text[label.end() : end].strip()
        if not rest or _opens_text(rest):
            return label.end()
    return None


def _is_structure_line(text: str, start: int, end: int) -> bool:
    """Whether a line is a heading, a table row or a list introduction (ends in a colon)."""
    if _TABLE_ROW.match(text, start, end) or _ATX_HEADING.match(text, start, end):
        return True
    line = text[start:end].strip()
    if line.endswith(":") and len(line) < _WRAPPED_WIDTH:
        return True  # "Payment:", "The Seller shall:" (a long one is hard-wrapped prose)
    heading = markdown_heading_end(text, start, end)
    return heading is not None and not text[heading:end].strip()


def _opens_block(text: str, start: int, end: int) -> bool:
    """Whether a line opens a list item, a heading, a table row or a block quote."""
    if _LIST_MARKER.match(text, start, end) or _QUOTE_MARKER.match(text, start, end):
        return True
    if _TABLE_ROW.match(text, start, end) or _ATX_HEADING.match(text, start, end):
        return True
    return markdown_heading_end(text, start, end) is not None


def _line_ends_block(text: str, start: int, end: int, next_start: int, next_end: int) -> bool:
    """Whether the line break between ``[start, end)`` and the next line ends a block."""
    if _is_structure_line(text, start, end) or _opens_block(text, next_start, next_end):
        return True
    line = text[start:end].strip()
    if _ENDS_WITH_STOP.search(line):
        return False  # the period rules decide: "... Rice v.\nCayetano", "... paid.\nThe"
    if line[-1:] in tuple(",(-–—/&") or line.rsplit(None, 1)[-1].lower() in _CONTINUES:
        return False  # hard-wrapped: "... payable to\nthe Seller"
    if len(line) >= _WRAPPED_WIDTH:
        return False  # a long line without a stop is hard-wrapped prose
    return not text[next_start:next_end].lstrip()[:1].islower()


def _blocks(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Cut the paragraph ``[start, end)`` into blocks at structural line breaks."""
    blocks: list[tuple[int, int]] = []
    block_start = line_start = start
    while True:
        newline = text.find("\n", line_start, end)
        line_end = end if newline < 0 else newline
        if line_start == block_start and text[line_start:line_end].strip():
            heading = markdown_heading_end(text, line_start, line_end, labels=False)
            if heading is not None and text[heading:line_end].strip():
                blocks.append((block_start, heading))
                block_start = heading
        if newline < 0:
            break
        next_start = newline + 1
        next_newline = text.find("\n", next_start, end)
        next_end = end if next_newline < 0 else next_newline
        if (
            not _page_break(text, line_start)
            if not text[line_start:line_end].strip()
            else _line_ends_block(text, line_start, line_end, next_start, next_end)
        ):
            blocks.append((block_start, newline))
            block_start = next_start
        line_start = next_start
    blocks.append((block_start, end))
    return blocks


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
    breaks = [
        (m.start(), m.end()) for m in _BLANK_LINE.finditer(text) if not _page_break(text, m.start())
    ]
    breaks.append((len(text), len(text)))
    for break_start, break_end in breaks:
        for block_start, block_end in _blocks(text, paragraph_start, break_start):
            pos = block_start
            for match in _CANDIDATE.finditer(text, block_start, block_end):
                if _is_boundary(text, match, block_start, pos):
                    _append(text, pos, match.end(), spans)
                    pos = match.end()
            _append(text, pos, block_end, spans)
        paragraph_start = break_end
    return spans


def _page_break(text: str, at: int) -> bool:
    """A blank line inside a sentence: the words go on in small letters after it.

    A filed document keeps its page breaks, and the page's number and the blank lines fall
    where the page ended: "only where the records are not   14", blank lines, "held by the
    Agent, the Seller shall ...".
    A paragraph, a heading and a listed item open with a capital, a figure or a label; a
    small letter that opens no list item goes on with the sentence before, unless that one
    ended with a stop, a colon or a semicolon. ``at`` is any offset in the run of blank
    lines.
    """
    after = text[at : at + _PAGE_REACH].lstrip()
    if not after[:1].islower() or _LIST_MARKER.match(after) is not None:
        return False
    before = text[max(0, at - _PAGE_REACH) : at].rstrip()
    return bool(before) and before[-1] not in ".?!:;"


def opens_sentence(text: str, offset: int) -> bool:
    """Whether ``offset`` starts a sentence, a line, a bullet, a clause after a colon or a cell.

    A Markdown table's cell ("| Termination | 30 days |") is written as a heading or a
    sentence is, its first word capitalised whatever it is.
    """
    before = text[:offset].rstrip(" \t*_#>-\u2022")
    return not before or before[-1] in ".!?:;|\n"
