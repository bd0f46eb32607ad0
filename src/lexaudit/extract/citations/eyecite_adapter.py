"""The one place lexaudit imports eyecite (lazily) and makes its court lookup cheap.

eyecite's ``helpers.get_court_by_paren`` scans every court in courts-db with two regex
substitutions per court for every parenthetical it sees (about 70 ms per call), which dominates
eyecite's run time on real text. The first time eyecite is used, that function is replaced by
an equivalent one that normalises each court's citation string once, up front, and whose
answers are memoised with ``functools.lru_cache``: same result for every input (the first exact
match in courts-db order, else the last prefix match). Importing this module is cheap; eyecite
and courts-db are loaded on the first call.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable
from typing import Any

_COURT_CACHE_SIZE = 8192


class _DropOverlapNoise(logging.Filter):
    """Drop eyecite's "Unknown overlap case" debug chatter, which it logs at warning level."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Unknown overlap case")


def _fast_court_lookup(
    courts: list[dict[str, Any]], sub: Callable[..., str]
) -> Callable[[str], str | None]:
    """Build an equivalent of eyecite's ``get_court_by_paren`` over precomputed strings."""
    normalised = [
        (sub(r"[^\w]", "", str(c["citation_string"])).lower(), str(c["id"])) for c in courts
    ]
    exact: dict[str, str] = {}
    for s, court_id in normalised:
        exact.setdefault(s, court_id)

    @functools.lru_cache(maxsize=_COURT_CACHE_SIZE)
    def get_court_by_paren(paren_string: str) -> str | None:
        court_str = sub(r"[^\w]", "", paren_string).lower()
        if not court_str:
            return None
        if court_str in exact:
            return exact[court_str]
        found = None
        for s, court_id in normalised:
            if s.startswith(court_str):
                found = court_id
        return found

    return get_court_by_paren


_VOLUME_RE = re.compile(r"(?<![\w.])[1-9]\d{0,4} (?=\S)")
_SECTION_SIGN_LOOKBACK = 60
_TRIE_END = ""  # key of a trie node's extractor list (no reporter string is empty)

# Guards for the extractors eyecite runs on every text (they list no prefilter strings): a
# guard is a necessary condition for the extractor's regex to match, so an extractor whose
# guard fails is skipped without changing what is found. Extractors not recognised here run
# always, as in eyecite.
_STATUTE_REPORTER_RE = re.compile(
    r"\(\?:\^\|\[\^a-zA-Z0-9\]\)\(\(\?P<reporter>((?:[A-Za-z]|\\\.)+) \(\?P<subject>"
)
_SW_PREFIX = r"(?:^|[^a-zA-Z0-9])((?P<volume>[1-9]\d*) (?P<reporter>S\.?-? ?(?:W|w)"
_SW_GUARD_RE = re.compile(r"\d S\.?-? ?[Ww]")
_PLACEHOLDER_PREFIX = r"([_—–-]+\s("
_PLACEHOLDER_GUARD_RE = re.compile(r"[_—–-]\s")


def _guard_for(extractor: Any) -> Callable[[str], bool] | None:
    """A cheap necessary condition for an unfiltered extractor to match, or None."""
    pattern = str(extractor.regex)
    if not extractor.flags & re.I:
        m = _STATUTE_REPORTER_RE.match(pattern)
        if m:  # "Cal. Penal Code § 187": the reporter's words are literal, one space after
            needle = m.group(1).replace("\\.", ".") + " "
            return lambda text: needle in text
        if pattern.startswith(_SW_PREFIX):
            return lambda text: _SW_GUARD_RE.search(text) is not None
    if pattern.startswith(_PLACEHOLDER_PREFIX):
        return lambda text: _PLACEHOLDER_GUARD_RE.search(text) is not None
    return None


def _candidate_tokenizer(tokenizers: Any) -> Any:
    """An eyecite tokenizer that only runs the reporter regexes that can match.

    eyecite's Aho-Corasick tokenizer selects every reporter whose abbreviation occurs anywhere
    in the text ("A.", "P.", "So." occur in almost any legal text) and runs each selected
    regex over the whole text. Reporter regexes need ``VOLUME REPORTER PAGE``, so here a
    reporter is selected only when its abbreviation starts right after a number (or shortly
    before a section sign, for codes cited without a volume), found by walking a trie of the
    abbreviations (whitespace removed, as eyecite's prefilter does). The extractors eyecite
    runs on every text are skipped when their guard (:func:`_guard_for`) rules them out. The
    selected regexes and the rest of eyecite are unchanged, so the citations found are the
    same.
    """
    base = tokenizers.AhocorasickTokenizer
    strip_ws = tokenizers._strip_ws
    trie: dict[str, Any] = {}
    longest = 0
    for extractor in tokenizers.EXTRACTORS:
        if extractor.strings and not extractor.flags & re.I:
            for string in extractor.strings:
                key = strip_ws(string)
                longest = max(longest, len(key))
                node = trie
                for ch in key:
                    node = node.setdefault(ch, {})
                node.setdefault(_TRIE_END, []).append(extractor)

    class CandidateTokenizer(base):  # type: ignore[misc, valid-type]
        def __post_init__(self) -> None:
            super().__post_init__()
            self.always: set[Any] = set()
            self.guarded: list[tuple[Callable[[str], bool], Any]] = []
            for extractor in self.unfiltered_extractors:
                guard = _guard_for(extractor)
                if guard is None:
                    self.always.add(extractor)
                else:
                    self.guarded.append((guard, extractor))
            # the few case-insensitive extractors (Id., supra, case-name stop words), each with
            # its prefilter strings: eyecite's automaton reports every occurrence of "v" or
            # "re"; a substring test per string gives the same selection
            self.insensitive: list[tuple[tuple[str, ...], Any]] = []
            for extractor in tokenizers.EXTRACTORS:
                if extractor.strings and extractor.flags & re.I:
                    keys = tuple(k for k in (strip_ws(s).lower() for s in extractor.strings) if k)
                    self.insensitive.append((keys, extractor))

        def get_extractors(self, text: str) -> set[Any]:
            unique = set(self.always)
            for guard, extractor in self.guarded:
                if guard(text):
                    unique.add(extractor)
            for m in _VOLUME_RE.finditer(text):
                node = trie
                for ch in strip_ws(text[m.end() : m.end() + longest + 20])[:longest]:
                    child = node.get(ch)
                    if child is None:
                        break
                    node = child
                    found = node.get(_TRIE_END)
                    if found:
                        unique.update(found)
            position = text.find("§")
            while position >= 0:
                window = strip_ws(text[max(0, position - _SECTION_SIGN_LOOKBACK) : position])
                for _, extractors in self.case_sensitive_filter.iter(window):
                    unique.update(extractors)
                position = text.find("§", position + 1)
            lowered = strip_ws(text).lower()
            for keys, extractor in self.insensitive:
                if any(k in lowered for k in keys):
                    unique.add(extractor)
            return unique

    return CandidateTokenizer()


class _CompiledRegexCalls:
    """The ``regex`` module with its module-level calls served from compiled patterns.

    eyecite's helpers call ``re.match(pattern_string, text)`` and the like thousands of times
    per opinion; the ``regex`` module looks each pattern up in its cache on every call, which
    costs more than the match. This stand-in compiles a (pattern, flags) pair once and calls
    the compiled pattern's method with the same arguments: the same results, less overhead.
    Anything else (``IGNORECASE``, ``escape``, ``Pattern``, ...) is the module's own.
    """

    def __init__(self, module: Any) -> None:
        self._module = module
        self._compiled: dict[tuple[Any, int], Any] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)

    def _pattern(self, pattern: Any, flags: int) -> Any:
        if not isinstance(pattern, str):
            return self._module.compile(pattern, flags) if flags else pattern
        key = (pattern, flags)
        compiled = self._compiled.get(key)
        if compiled is None:
            compiled = self._compiled[key] = self._module.compile(pattern, flags)
        return compiled

    def match(self, pattern: Any, string: str, flags: int = 0) -> Any:
        return self._pattern(pattern, flags).match(string)

    def search(self, pattern: Any, string: str, flags: int = 0) -> Any:
        return self._pattern(pattern, flags).search(string)

    def sub(self, pattern: Any, repl: Any, string: str, count: int = 0, flags: int = 0) -> Any:
        return self._pattern(pattern, flags).sub(repl, string, count)

    def split(self, pattern: Any, string: str, maxsplit: int = 0, flags: int = 0) -> Any:
        return self._pattern(pattern, flags).split(string, maxsplit)


def _cached_repr_hash(self: Any) -> int:
    cached = self.__dict__.get("_lexaudit_hash")
    if cached is None:
        cached = hash(repr(self))
        self.__dict__["_lexaudit_hash"] = cached
    return int(cached)


@functools.cache
def _load() -> tuple[Callable[..., list[Any]], Callable[[str], str | None], Any]:
    import eyecite
    import regex
    from eyecite import helpers, models, tokenizers

    lookup: Callable[[str], str | None] = helpers.get_court_by_paren
    if not hasattr(lookup, "cache_info"):
        lookup = _fast_court_lookup(helpers.courts, regex.sub)  # type: ignore[attr-defined]
        helpers.get_court_by_paren = lookup  # type: ignore[assignment]
    # eyecite de-duplicates extractors in a set on every call, hashing each by its repr (a
    # dataclass repr of a long regex); cache that hash on the object (same value, computed once)
    extractor = models.TokenExtractor
    if getattr(extractor.__hash__, "__name__", "") != "_cached_repr_hash":
        extractor.__hash__ = _cached_repr_hash  # type: ignore[method-assign]
    for name in ("eyecite.helpers", "eyecite.find", "eyecite"):
        logging.getLogger(name).addFilter(_DropOverlapNoise())
    if not isinstance(getattr(helpers, "re", None), _CompiledRegexCalls):
        setattr(helpers, "re", _CompiledRegexCalls(regex))  # noqa: B010
    tokenizer = _candidate_tokenizer(tokenizers)

    def get_citations(text: str) -> list[Any]:
        return eyecite.get_citations(text, tokenizer=tokenizer)

    return get_citations, lookup, models


def get_citations(text: str) -> list[Any]:
    """Run eyecite's ``get_citations`` on ``text`` (loading eyecite on first use)."""
    return _load()[0](text)


# Where a case citation, Id. or supra may start. eyecite runs every reporter regex whose
# reporter string occurs anywhere in the text over the whole text, so on a long document the
# cost grows with (length x reporters seen); running it on windows around candidates keeps
# both small. Windows that touch are merged up to _WINDOW_MAX characters: past that a new
# window starts, overlapping the last, and eyecite tokenizes and reads the overlap twice.
# 900 characters left a fifth of a dense opinion read twice (112 windows, 76,000 characters
# for 85,000); 3,000 reads it once in 53 windows and costs a quarter less, while a window
# still holds only a few pages' worth of reporters.
# The leading lookahead changes nothing about what matches (every alternative starts with one
# of those characters); it lets the regex engine reject most positions with one test.
# A volume is never the second half of a decimal clause number ("7.2 Subject to Section 7.3")
# or of a thousands group, so text whose only numbers are such never loads eyecite at all.
_CANDIDATE_RE = re.compile(
    r"(?=[\dIis§])(?:(?<!\d[.,])\b\d{1,4}\s+[A-Z][\w.'&,]*(?:\s+[\w.'&,]+){0,5}?\s+"
    r"(?:at\s+)?(?:\d|_)"
    r"|\b[Ii]d\.|\b[Ii]bid\.|\bsupra\b|§)"
)
_WINDOW_BEFORE = 300
_WINDOW_AFTER = 250
_WINDOW_MAX = 3000  # windows are merged only while they stay this short (they may overlap)


def candidate_windows(text: str, max_len: int = _WINDOW_MAX) -> list[tuple[int, int]]:
    """Merged ``[start, end)`` windows around every possible citation, cut at whitespace.

    Args:
        text: the text to search.
        max_len: windows that touch or overlap are merged while the merged window is at most
            this long; a longer one is left to overlap its predecessor.

    Returns:
        The windows in text order.
    """
    windows: list[tuple[int, int]] = []
    n = len(text)
    for m in _CANDIDATE_RE.finditer(text):
        start = max(0, m.start() - _WINDOW_BEFORE)
        end = min(n, m.end() + _WINDOW_AFTER)
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        while end < n and not text[end].isspace():
            end += 1
        if windows and start <= windows[-1][1] and end - windows[-1][0] <= max_len:
            windows[-1] = (windows[-1][0], max(windows[-1][1], end))
        elif not windows or end > windows[-1][1]:
            windows.append((start, end))
    return windows


def may_cite(text: str) -> bool:
    """Whether ``text`` holds a possible case citation, Id., supra or section sign."""
    return _CANDIDATE_RE.search(text) is not None


class Placed:
    """An eyecite citation found in a window, placed in the whole text.

    The window may have been read with its runs of white space squeezed to one space (eyecite
    reads "512 U. S. 118" but not the volume at a line's end and the reporter on the next, as
    a printed page breaks it): ``span`` maps the citation's span back to the text.
    """

    __slots__ = ("raw", "_start", "_where")

    def __init__(self, raw: Any, start: int, where: list[int] | None) -> None:
        self.raw = raw
        self._start = start
        self._where = where

    def span(self) -> tuple[int, int]:
        """The citation's ``[start, end)`` in the whole text."""
        s, e = self.raw.span()
        if self._where is None:
            return s + self._start, e + self._start
        return self._start + self._where[s], self._start + self._where[e - 1] + 1


_WIDE_SPACE = re.compile(r"\s{2,}|[^\S ]")


def _squeezed(window: str) -> tuple[str, list[int] | None]:
    """The window with each run of white space one space, and where each character came from."""
    if _WIDE_SPACE.search(window) is None:
        return window, None
    chars: list[str] = []
    where: list[int] = []
    for m in re.finditer(r"\s+|\S+", window):
        if m.group()[0].isspace():
            chars.append(" ")
            where.append(m.start())
        else:
            chars.extend(m.group())
            where.extend(range(m.start(), m.end()))
    return "".join(chars), where


def get_citations_windowed(text: str, max_len: int = _WINDOW_MAX) -> list[Placed]:
    """Find eyecite citations of ``text`` window by window, each placed in the text.

    A citation found twice (in overlapping windows) is returned once.

    Args:
        text: the text to search.
        max_len: the longest merged window (see :func:`candidate_windows`).

    Returns:
        The citations in text order (:class:`Placed`: ``span()`` indexes ``text``).
    """
    windows = candidate_windows(text, max_len)
    if not windows:
        return []
    get = _load()[0]
    found: dict[int, Placed] = {}  # start in the text -> citation
    for start, end in windows:
        window, where = _squeezed(text[start:end])
        for cite in get(window):
            placed = Placed(cite, start, where)
            s, e = placed.span()
            previous = found.get(s)
            # overlapping windows may see a citation twice; keep the longest reading
            if previous is None or e > previous.span()[1]:
                found[s] = placed
    kept: list[Placed] = []
    for k in sorted(found):
        placed = found[k]
        s, e = placed.span()
        if kept:
            _, ke = kept[-1].span()
            if s < ke and e <= ke:
                continue  # inside the previous citation: a fragment read from a window edge
        kept.append(placed)
    return kept


def court_by_paren(paren: str) -> str | None:
    """Map a court parenthetical ("2d Cir.") to a courts-db id ("ca2"), memoised."""
    return _load()[1](paren)


def models() -> Any:
    """The ``eyecite.models`` module."""
    return _load()[2]
