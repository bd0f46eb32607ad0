"""Text normalisation and segmentation: the value finders and the sentence splitter.

Every finder returns :class:`~lexaudit.text.matches.ValueMatch` objects whose offsets slice
the raw text exactly. :func:`find_values` runs them all and resolves overlaps.
"""

from __future__ import annotations

from dataclasses import replace

from lexaudit.text.dates import find_dates, normalize_date
from lexaudit.text.durations import durations_equivalent, find_durations, normalize_duration
from lexaudit.text.matches import ValueMatch, resolve_overlaps
from lexaudit.text.money import find_money, normalize_money
from lexaudit.text.numbers import find_numbers, parse_number, parse_number_words
from lexaudit.text.percent import find_percents, normalize_percent
from lexaudit.text.ranges import share_range_units
from lexaudit.text.sections import find_section_refs, normalize_section_ref
from lexaudit.text.segment import split_sentences

__all__ = [
    "ValueMatch",
    "durations_equivalent",
    "find_dates",
    "find_durations",
    "find_money",
    "find_numbers",
    "find_percents",
    "find_section_refs",
    "find_values",
    "normalize_date",
    "normalize_duration",
    "normalize_money",
    "normalize_percent",
    "normalize_section_ref",
    "parse_number",
    "parse_number_words",
    "split_sentences",
]


def find_values(text: str, date_order: str = "MDY") -> list[ValueMatch]:
    """Find every money amount, percentage, duration, date, section reference and number.

    Overlapping matches are resolved so that the longest wins; among equally long ones
    the more specific kind wins (money > percent > duration > date > section_ref >
    number). ``"$5,000"`` is therefore money, not a number, and ``"Section 7.2"`` is a
    section reference, not the number 7.2.

    Args:
        text: The raw text (a source chunk or an answer).
        date_order: ``"MDY"`` or ``"DMY"`` for ambiguous numeric dates.

    Returns:
        Non-overlapping matches sorted by start offset.

    Raises:
        ValueError: If ``date_order`` is neither ``"MDY"`` nor ``"DMY"``.
    """
    # a soft hyphen is how some converted filings print a hyphen ("two\u00adthousand",
    # "By\u00adLaws"): the values are read as if it were one (the offsets stay the text's)
    read = text.replace("\u00ad", "-") if "\u00ad" in text else text
    # a form's blank filled in prints underscores around what was written into it
    # ("within_thirty (_30_) days"): the values are read as if they were spaces
    read = read.replace("_", " ") if "_" in read else read
    candidates = [
        *find_money(read),
        *find_percents(read),
        *find_durations(read),
        *find_dates(read, date_order),
        *find_section_refs(read),
        *find_numbers(read),
    ]
    found = share_range_units(read, resolve_overlaps(candidates))
    if read is not text:
        found = [replace(m, surface=text[m.start : m.end]) for m in found]
    return found
