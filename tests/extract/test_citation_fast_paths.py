"""The fast paths of citation extraction find exactly what the slow paths find.

Each speed-up has a slow reference it must agree with, checked on every citation-table
sentence, on the paragraphs and eyecite windows of the US Supreme Court slip opinion (when
../shared/data is present), on a few extra forms and on generated text:

- the candidate tokenizer's extractor selection, written plainly (every unfiltered extractor,
  a reporter wherever its abbreviation follows a volume number), against the fast one (a trie
  walk, guards that skip unfiltered extractors which cannot match);
- regexes with a leading character lookahead against the same regexes without it;
- the guard checked before a grammar runs: every match of the grammar satisfies it.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexaudit.extract.citations import eu, eyecite_adapter, india, sections, us

_spec = importlib.util.spec_from_file_location(
    "citation_table", Path(__file__).with_name("citation_table.py")
)
assert _spec is not None and _spec.loader is not None
citation_table = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("citation_table", citation_table)
_spec.loader.exec_module(citation_table)

SLIP = Path(__file__).resolve().parents[3] / "shared" / "data" / "opinions"
SLIP = SLIP / "scotus_slip_opinion.txt"

EXTRA = [
    "See Cal. Penal Code § 187 (West 2020) and Tex. Penal Code Ann. § 19.02 (2019).",
    "N.Y. Penal Law § 125.25 defines murder; cf. Cal. Civ. Proc. Code § 340.",
    "Smith v. Jones, 123 S.W.2d 456 (Tex. 1939); Doe v. Roe, 45 S. W. 2d 12, 14 (Mo. 1932).",
    "Roe v. Wade, 410 U. S. 113, 120 (1973); Loper Bright v. Raimondo, 603 U. S. ___ (2024).",
    "Acme v. Beta, ___ F.3d ___, 2024 WL 1234 (2d Cir. 2024); id., at 5; Acme, supra, at 7.",
    "42 U.S.C. § 1983; 17 C.F.R. § 240.10b-5; Fed. R. Civ. P. 12(b)(6); FRCP 56.",
    "Pub. L. No. 111-148; U.S. Const. amend. XIV; U. S. Const., Art. III, § 2.",
    "Section 420 IPC, IPC Section 302, s. 34 of the Indian Penal Code, 1860, Art. 21.",
    "GSR 1234(E) and S.O. 123(E); Case C-131/12; Joined Cases C-293/12 and C-594/12.",
    "Article 6(1)(f) GDPR and Article 17 of Regulation (EU) 2016/679; section 2 HRA 1998.",
]


def _texts() -> list[str]:
    texts = [row[1] for row in citation_table.TABLE] + EXTRA
    if SLIP.is_file():
        opinion = SLIP.read_text(encoding="utf-8")
        texts += [p for p in re.split(r"\n\s*\n", opinion) if p.strip()]
        texts += [opinion[s:e] for s, e in eyecite_adapter.candidate_windows(opinion)]
        texts.append(opinion)
    return texts


TEXTS = _texts()


def _candidate() -> Any:
    get = eyecite_adapter._load()[0]
    assert get.__closure__ is not None
    cells = [c.cell_contents for c in get.__closure__]
    return next(c for c in cells if hasattr(c, "tokenize"))


def _reading(found: list[Any]) -> list[tuple[Any, ...]]:
    """What a tokenizer read: type, span, groups and metadata of each citation.

    A statute citation's groups are left out: eyecite itself picks between law-reporter
    patterns that match the same span ("N.Y." + "Penal Law" or "N.Y. Penal Law" + "Penal") in
    set order, which changes with PYTHONHASHSEED even for its default tokenizer.
    """
    return [
        (
            type(c).__name__,
            c.span(),
            [] if type(c).__name__ == "FullLawCitation" else sorted(c.groups.items()),
            repr(c.metadata),
        )
        for c in found
    ]


def _reference_tokenizer() -> Any:
    """The candidate selection rule written plainly, with no trie, guard or shortcut.

    Every extractor without prefilter strings; every case-sensitive reporter whose
    (whitespace-stripped) abbreviation starts right after a volume number or occurs within
    60 characters before a section sign; every case-insensitive extractor whose string occurs
    anywhere. (Like the candidate tokenizer, and unlike eyecite's own, it does not select
    reporters written before their number, "Pub. L. No. 111-148", nor the bare "§" token.)
    """
    from eyecite import tokenizers

    strip = tokenizers._strip_ws
    by_string: dict[str, list[Any]] = {}
    for extractor in tokenizers.EXTRACTORS:
        if extractor.strings and not extractor.flags & re.I:
            for string in extractor.strings:
                by_string.setdefault(strip(string), []).append(extractor)
    longest = max(len(k) for k in by_string)

    class Reference(tokenizers.AhocorasickTokenizer):  # type: ignore[misc]
        def get_extractors(self, text: str) -> set[Any]:
            selected = set(self.unfiltered_extractors)
            for m in eyecite_adapter._VOLUME_RE.finditer(text):
                zone = strip(text[m.end() : m.end() + longest + 20])
                for k in range(1, min(longest, len(zone)) + 1):
                    selected.update(by_string.get(zone[:k], ()))
            for at, ch in enumerate(text):
                if ch == "§":
                    window = strip(text[max(0, at - 60) : at])
                    for _, extractors in self.case_sensitive_filter.iter(window):
                        selected.update(extractors)
            for _, extractors in self.case_insensitive_filter.iter(strip(text).lower()):
                selected.update(extractors)
            return selected

    return Reference()


REFERENCE = _reference_tokenizer()


def test_candidate_selection_leaves_out_only_extractors_that_cannot_match() -> None:
    candidate = _candidate()
    for text in TEXTS:
        selected = candidate.get_extractors(text)
        reference = REFERENCE.get_extractors(text)
        assert selected <= reference
        for extractor in reference - selected:
            assert next(extractor.get_matches(text), None) is None, (
                extractor.regex[:80],
                text[:120],
            )


def test_candidate_tokenizer_finds_what_the_reference_finds() -> None:
    import eyecite

    candidate = _candidate()
    for text in TEXTS:
        if len(text) > 20_000:
            continue  # the whole opinion: its windows and paragraphs are checked instead
        assert _reading(eyecite.get_citations(text, tokenizer=candidate)) == _reading(
            eyecite.get_citations(text, tokenizer=REFERENCE)
        ), text[:120]


def _without_lookahead(pattern: re.Pattern[str], lookahead: str) -> re.Pattern[str]:
    assert lookahead and lookahead in pattern.pattern
    return re.compile(pattern.pattern.replace(lookahead, "", 1), pattern.flags)


LOOKAHEAD_REGEXES = [
    ("SECTION_RE", sections.SECTION_RE, sections._WORD_FIRST),
    ("PREFIX_RE", sections.PREFIX_RE, sections._first_letters()),
    ("_CANDIDATE_RE", eyecite_adapter._CANDIDATE_RE, r"(?=[\dIis§])"),
]


def _matches(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], dict[str, Any]]]:
    return [(m.span(), m.groupdict()) for m in pattern.finditer(text)]


@pytest.mark.parametrize(
    ("pattern", "lookahead"),
    [(p, la) for _, p, la in LOOKAHEAD_REGEXES],
    ids=[name for name, _, _ in LOOKAHEAD_REGEXES],
)
def test_lookahead_changes_no_match(pattern: re.Pattern[str], lookahead: str) -> None:
    slow = _without_lookahead(pattern, lookahead)
    for text in TEXTS:
        assert _matches(pattern, text) == _matches(slow, text), text[:120]


_FRAGMENTS = [
    *(" ", ", ", "; ", ". ", "\n", "(", ")", "§ ", "§§ ", "-", "–", "/", "___"),
    *("1", "12", "302", "2016/679", "1860", "(1)", "(b)", "A", "s", "S.", "U", "u/s"),
    *("Section", "sections", "Sec.", "s.", "ss.", "Article", "art.", "Arts.", "of the"),
    *("IPC", "the Indian Penal Code", "GDPR", "Constitution", "HRA", "Act", "Companies Act"),
    *("Regulation (EU)", "Directive", "Id.", "id.", "Ibid.", "supra", "v.", "U.S.", "U. S."),
    *("F.3d", "S. Ct.", "Cal. ", "Tex. ", "Penal Code", "at", "read with", "and", "to"),
    *("U.S.C.", "C.F.R.", "Fed. R. Civ. P.", "Pub. L. No.", "Const.", "amend.", "(E)", "GSR"),
    *("C-131/12", "Case", "xIPC", "aSection", "9Id."),
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=30).map("".join))
def test_lookahead_changes_no_match_on_generated_text(text: str) -> None:
    for _, pattern, lookahead in LOOKAHEAD_REGEXES:
        assert _matches(pattern, text) == _matches(_without_lookahead(pattern, lookahead), text)


def _has(needle: str) -> Callable[[str], bool]:
    return lambda text: needle in text


def _found(guard: re.Pattern[str]) -> Callable[[str], bool]:
    return lambda text: guard.search(text) is not None


# (grammar, guard that find_* checks before running it)
GUARDED = [
    ("USC", us._USC_RE, _found(us._USC_GUARD_RE)),
    ("CFR", us._CFR_RE, _found(us._CFR_GUARD_RE)),
    ("RULE", us._RULE_RE, lambda t: "Fed" in t or "FR" in t),
    ("PUBL", us._PUBL_RE, _has("Pub")),
    ("CONST", us._CONST_RE, _found(us._CONST_GUARD_RE)),
    ("GSR", india._GSR_RE, _has("(E)")),
    ("SO", india._SO_RE, _has("(E)")),
    ("EU case", eu._CASE_RE, _found(eu._CASE_NO_RE)),
]


@pytest.mark.parametrize(
    ("pattern", "guard"), [(p, g) for _, p, g in GUARDED], ids=[n for n, _, _ in GUARDED]
)
def test_every_match_satisfies_its_guard(
    pattern: re.Pattern[str], guard: Callable[[str], bool]
) -> None:
    hits = 0
    for text in TEXTS:
        for m in pattern.finditer(text):
            hits += 1
            assert guard(m.group(0)), m.group(0)
    assert hits, "no text exercises this grammar"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=30).map("".join))
def test_every_match_satisfies_its_guard_on_generated_text(text: str) -> None:
    for _, pattern, guard in GUARDED:
        for m in pattern.finditer(text):
            assert guard(m.group(0)), m.group(0)
